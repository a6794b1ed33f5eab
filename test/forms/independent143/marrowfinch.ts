// Marrow & Finch Funding (ISO, Fort Lauderdale FL): the underlined-lines form. Bold labels followed by a ruled line
// ("Legal Business Name: ________"), values typed a little above the line and sometimes running past its end, two
// fields per line, the business address on one line (the state inside it), owners as "Owner #1" / "Owner #2" blocks
// side by side (an empty Owner #2 block when there is one owner), the payment schedule as drawn checkboxes.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Layout, Merchant } from './data.ts';
import { URW, type Sheet, type Val } from './kit.ts';
import { amount, bizTax, COUNTRY_NAME, ctx, dateFmt, dba, decoy, entity, FREQ_LABEL, industry, legal, money, owner, start } from './rules.ts';

const LB = 'Times-Bold', TITLE = `${URW}C059-Bold.otf`, ITAL = 'Times-Italic';
const X0 = 36, W = 540, STEP = 21, BOTTOM = 730;

class Lines {
  y = 96;
  readonly s: Sheet;
  constructor(s: Sheet) { this.s = s; }
  need(h: number): void { if (this.y + h > BOTTOM) { this.s.addPage(); this.y = 44; } }

  /** `Label: ______` from x over width w, the value typed just above the line (may run a little past it). */
  field(x: number, y: number, w: number, label: string, v?: Val): void {
    const lw = this.s.width(`${label}`, LB, 9) + 4;
    this.s.text(x, y, label, { font: LB, size: 9 });
    this.s.doc.save().moveTo(x + lw, y + 9.5).lineTo(x + w, y + 9.5).lineWidth(0.5).stroke('#000000').restore();
    if (v) this.s.put(x + lw + 3, y - 4, w - lw - 6, 12.5, v, { size: 9.5, bottom: true, overrun: 16 });
  }

  line(a: [string, Val?, number?], b?: [string, Val?]): void {
    this.need(STEP);
    const wa = b ? (a[2] ?? W / 2 - 8) : W;
    this.field(X0, this.y, wa, a[0], a[1]);
    if (b) this.field(X0 + wa + 14, this.y, W - wa - 14, b[0], b[1]);
    this.y += STEP;
  }

  section(t: string): void {
    this.need(60);
    this.y += 4;
    this.s.text(X0, this.y, t, { font: LB, size: 10.5 });
    this.s.doc.save().moveTo(X0, this.y + 13).lineTo(X0 + W, this.y + 13).lineWidth(1.2).stroke('#000000').restore();
    this.y += 24;
  }
}

function entityText(m: Merchant, r: Rng): string | null {
  if (r.chance(0.07)) return null;
  if (m.kind === 'corp') return r.pick(['Corporation', 'Corp', 'Inc', 'C-Corp']);
  if (m.kind === 'llc') return r.pick(['LLC', 'Limited Liability Company', 'L.L.C.']);
  if (m.kind === 'partnership') return r.pick(['Partnership', 'General Partnership']);
  if (m.kind === 'sole') return r.pick(['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship']);
  return m.other;
}

/** Owners in pairs of side-by-side blocks; a lone owner still gets an empty Owner #2 block, as printed forms do. */
function owners(L: Lines, m: Merchant, r: Rng): void {
  const df = dateFmt(r, 'US'), pctSign = r.chance(0.5);
  const n = m.owners.length + (m.owners.length % 2);
  for (let i = 0; i < n; i += 2) {
    L.need(10 * 19 + 16);
    const top = L.y;
    for (const j of [i, i + 1]) {
      const o = m.owners[j], x = X0 + (j - i) * 282, w = 258;
      const v = o ? owner(o, j, 'full', df, pctSign) : null;
      L.s.text(x, top, `Owner #${j + 1}`, { font: LB, size: 10, underline: true });
      const rows: [string, Val | undefined][] = [['Full Name:', v?.name], ['Title:', v?.title], ['Ownership %:', v?.pct], ['SSN:', v?.tax],
        ['Date of Birth:', v?.dob], ['Home Address:', v ? decoy(`o${j}_street`, o!.home.street) : undefined],
        ['City / State / Zip:', v ? decoy(`o${j}_csz`, `${o!.home.city}, ${o!.home.st} ${o!.home.zip}`) : undefined],
        ['Cell Phone:', v?.cell], ['Est. Credit Score:', v?.credit]];
      rows.forEach(([label, val], k) => L.field(x, top + 18 + k * 19, w, label, val));
    }
    L.y = top + 18 + 9 * 19 + 8;
  }
}

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const L = new Lines(s);
  s.typedFont = r.pick(['Courier', 'Courier', 'Helvetica']);
  s.text(X0, 34, 'MARROW & FINCH FUNDING', { font: TITLE, size: 18 });
  s.text(X0, 56, '2400 E. Las Olas Blvd, Fort Lauderdale, FL 33301   |   (954) 555-0120   |   deals@marrowfinch.example', { font: 'Times-Roman', size: 8 });
  s.text(X0, 36, 'BUSINESS FUNDING APPLICATION', { font: LB, size: 11, width: W, align: 'right' });
  s.text(X0, 50, 'Please print clearly. Attach the last 4 months of business bank statements.', { font: ITAL, size: 7.5, width: W, align: 'right' });
  s.doc.save().moveTo(X0, 70).lineTo(X0 + W, 70).lineWidth(1.5).moveTo(X0, 73).lineTo(X0 + W, 73).lineWidth(0.5).stroke('#000000').restore();
  L.y = 80;
  L.section('Section 1 - Business Information');
  L.line(['Legal Business Name:', legal(m)]);
  const et = entityText(m, r);
  L.line(['DBA:', dba(m), 300], ['Entity Type:', et ? entity(m, et) : undefined]);
  const a = m.addr;
  L.line(['Business Address:', { key: 'address', text: `${a.street}, ${a.city}, ${a.st} ${a.zip}`, fields: { state_region: a.st, country: COUNTRY_NAME.US } }]);
  L.line(['Business Phone:', ctx('phone', m.phone), 230], ['E-mail:', ctx('email', m.email)]);
  L.line(['Federal Tax ID:', bizTax(m, r.chance(0.15) ? 'bare' : 'dash', null), 230], ['Date Business Established:', start(m, dateFmt(r, 'US'))]);
  L.line(['State of Incorporation:', decoy('inc', m.kind === 'sole' ? null : m.incState), 230], ['Type of Business:', industry(m)]);
  L.line(['Website:', ctx('web', m.web), 230], ['No. of Employees:', decoy('employees', String(m.employees))]);
  L.line(['Gross Annual Sales:', decoy('annual', money(m.monthly * 12, 'dollar')), 230], ['Avg. Monthly Deposits:', decoy('monthly', money(m.monthly, 'dollar'))]);
  L.section('Section 2 - Funding Request');
  L.line(['Amount Requested:', amount(m, r.pick(['dollar', 'plain'] as const)), 230], ['Use of Funds:', ctx('use', m.use)]);
  L.line(['Requested Payment:', m.payment ? { key: 'payment', text: money(m.payment, 'dollar'), fields: { requested_payment: m.payment } } : undefined, 230],
    ['No. of Payments:', m.nPay ? { key: 'npay', text: String(m.nPay), fields: { number_of_payments: m.nPay } } : undefined]);
  L.need(STEP);
  s.text(X0, L.y, 'Payment Schedule:', { font: LB, size: 9 });
  const fq = (['daily', 'weekly', 'biweekly', 'monthly'] as const);
  s.checks(X0 + 96, L.y + 0.5, 'freq', fq.map((k) => ({ label: FREQ_LABEL[k], fields: { payment_frequency: k } })), m.freq ? fq.indexOf(m.freq) : null,
    { kind: 'square', size: 8.5, font: 'Times-Roman', gap: 16 });
  L.y += STEP;
  L.section('Section 3 - Owner / Guarantor Information');
  owners(L, m, r);
  L.section('Section 4 - Premises, Bank and Existing Advances');
  L.line(['Landlord / Mortgage Holder:', decoy('landlord', m.landlord), 320], ['Phone:', decoy('landlord_phone', m.landlordPhone)]);
  L.line(['Monthly Rent / Mortgage:', decoy('rent', money(m.rent, 'dollar')), 230], ['Bank Name:', decoy('bank', m.bank)]);
  L.line(['Routing #:', decoy('routing', m.routing), 230], ['Account #:', decoy('account', m.account)]);
  L.line(['Existing Advances (Funder / Balance):', decoy('funders', m.funders.length ? m.funders.map((f) => `${f.name} / ${money(f.balance, 'dollar')}`).join('; ') : 'None')]);
  L.need(110);
  s.text(X0, L.y + 2, 'Each undersigned owner certifies that all information in this application is true and complete, authorizes Marrow & Finch Funding '
    + 'and its funding partners to obtain credit reports and to verify any information given, and understands that this application does not '
    + 'obligate either party to enter into any agreement.', { font: 'Times-Roman', size: 7.5, width: W, lineGap: 1 });
  L.y += 46;
  for (const k of [0, 1]) L.field(X0 + k * 282, L.y, 258, `Owner #${k + 1} Signature:`);
  L.y += STEP;
  for (const k of [0, 1]) L.field(X0 + k * 282, L.y, 140, 'Date:');
  s.eachPage((p, of) => {
    s.text(X0, 750, `M&F-APP 01/2026   Page ${p} of ${of}`, { font: ITAL, size: 7, width: W, align: 'center' });
  });
}

export const MARROWFINCH: Layout = {
  name: 'marrowfinch', broker: 'Marrow & Finch Funding', creator: 'Adobe Acrobat Pro (64-bit) 25.1',
  country: () => 'US', kinds: () => ['corp', 'llc', 'partnership', 'sole', 'other'], draw,
};
