// Cedarline Referral Partners (broker, Scottsdale AZ): a two-page form in Bookman whose labels use a broker's own
// synonyms ("Company (as registered)", "Trading As", "Principal", "Federal Employer ID", "Social", "Birthdate",
// "Percent Owned", "Capital Sought", "Business Start", "Type of Business Organization", "Nature of Business"), labels
// with dotted leaders, Roman-numeral sections, and decoys in tables: references, landlord/mortgage, "Current Lenders /
// Positions", depository bank numbers and the "ISO / Referral Partner" box. Principals are on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Layout, Merchant } from './data.ts';
import { URW, type Opt, type Sheet, type Val } from './kit.ts';
import { amount, bizTax, ctx, dateFmt, dba, decoy, entity, entityOf, industry, legal, money, owner, region, start } from './rules.ts';

const BK = `${URW}URWBookman-Light.otf`, BKD = `${URW}URWBookman-Demi.otf`, BKI = `${URW}URWBookman-LightItalic.otf`;
const X0 = 40, W = 532, STEP = 20;

class Leaders {
  y = 0;
  readonly s: Sheet;
  constructor(s: Sheet) { this.s = s; }

  /** `Label ........ value` over width w; the value sits on the dots. */
  field(x: number, y: number, w: number, label: string, v?: Val): void {
    const lw = this.s.width(label, BK, 8) + 3;
    this.s.text(x, y, label, { font: BK, size: 8 });
    this.s.doc.save().moveTo(x + lw, y + 8.5).lineTo(x + w, y + 8.5).dash(0.6, { space: 1.8 }).lineWidth(0.7).stroke('#333333').undash().restore();
    if (v) this.s.put(x + lw + 4, y - 3.5, w - lw - 6, 11.5, v, { size: 9, bottom: true });
  }

  line(...fs: [number, string, Val?][]): void {
    let x = X0;
    for (const [w, label, v] of fs) { this.field(x, this.y, w - 12, label, v); x += w; }
    this.y += STEP;
  }

  section(t: string): void {
    this.y += 6;
    this.s.text(X0, this.y, t, { font: BKD, size: 10 });
    this.s.doc.save().moveTo(X0, this.y + 13).lineTo(X0 + W, this.y + 13).lineWidth(0.8).moveTo(X0, this.y + 15).lineTo(X0 + W, this.y + 15).lineWidth(0.4)
      .stroke('#5a3e1b').restore();
    this.y += 24;
  }

  /** A ruled table: header cells shaded, one row per entry (blank rows kept). */
  table(cols: [string, number][], rows: (Val | undefined)[][]): void {
    let x = X0;
    for (const [h, w] of cols) {
      this.s.doc.save().rect(x, this.y, w, 12).lineWidth(0.5).fillAndStroke('#efe8dc', '#5a3e1b').restore();
      this.s.text(x + 3, this.y + 3, h, { font: BKD, size: 7 });
      x += w;
    }
    this.y += 12;
    for (const row of rows) {
      x = X0;
      cols.forEach(([, w], i) => {
        this.s.doc.save().rect(x, this.y, w, 15).lineWidth(0.5).stroke('#5a3e1b').restore();
        const v = row[i];
        if (v) this.s.put(x + 3, this.y + 2, w - 6, 11, v, { size: 8.5 });
        x += w;
      });
      this.y += 15;
    }
    this.y += 6;
  }
}

function page1(L: Leaders, m: Merchant, r: Rng): void {
  const s = L.s;
  L.section('I.  The Business');
  L.line([W, 'Company (as registered)', legal(m)]);
  L.line([300, 'Trading As', dba(m)], [232, 'Business Start', start(m, dateFmt(r, 'US'))]);
  s.text(X0, L.y, 'Type of Business Organization:', { font: BK, size: 8 });
  const kinds: [string, string][] = [['corp', 'Corporation'], ['llc', 'Limited Liability Company'], ['partnership', 'Partnership'], ['sole', 'Sole Proprietorship']];
  const opts: Opt[] = kinds.map(([, l]) => ({ label: l, fields: { type_of_entity: entityOf(l, 'US') } }));
  opts.push({ label: 'Other', fields: { type_of_entity: null } });
  const chosen = r.chance(0.06) ? null : m.kind === 'other' ? 4 : kinds.findIndex(([k]) => k === m.kind);
  const end = s.checks(X0 + 140, L.y, 'entity', opts, chosen, { kind: 'square', size: 8, font: BK, gap: 9 });
  s.doc.save().moveTo(end - 6, L.y + 8.5).lineTo(X0 + W, L.y + 8.5).lineWidth(0.5).stroke('#333333').restore();
  if (chosen === 4) s.put(end - 4, L.y - 3.5, X0 + W - end, 11.5, entity(m, m.other), { size: 9, bottom: true });
  L.y += STEP;
  const feinBare = m.tax.type === 'EIN' && r.chance(0.35);
  L.line([250, 'Federal Employer ID', bizTax(m, feinBare ? 'bare' : 'dash', 'EIN')], [282, 'Nature of Business', industry(m)]);
  L.line([250, 'Place of Organization (State)', decoy('inc', m.kind === 'sole' ? null : m.incState)], [282, 'Years at Present Location', decoy('years_loc', String(r.int(1, m.years + 1)))]);
  L.line([W, 'Principal Place of Business (Street)', ctx('street', m.addr.street)]);
  L.line([240, 'City', ctx('city', m.addr.city)], [130, 'State', region(m)], [162, 'ZIP', ctx('zip', m.addr.zip)]);
  L.line([200, 'Telephone', ctx('phone', m.phone)], [332, 'E-mail', ctx('email', m.email)]);
  L.section('II.  Premises');
  s.text(X0, L.y, 'Premises are:', { font: BK, size: 8 });
  s.checks(X0 + 70, L.y, 'premises', [{ label: 'Owned' }, { label: 'Leased' }], r.chance(0.3) ? 0 : 1, { kind: 'square', size: 8, font: BK, gap: 14 });
  L.y += STEP;
  L.line([300, 'Landlord / Mortgage Company', decoy('landlord', m.landlord)], [232, 'Telephone', decoy('landlord_phone', m.landlordPhone)]);
  L.line([250, 'Monthly Rent or Mortgage', decoy('rent', money(m.rent, 'dollar'))], [282, 'Lease Expires', decoy('lease', `${r.int(1, 12)}/${2026 + r.int(0, 4)}`)]);
  L.section('III.  Capital Request');
  L.line([250, 'Capital Sought', amount(m, r.pick(['dollar', 'cents'] as const))], [282, 'Intended Use of Capital', ctx('use', m.use)]);
  L.section('IV.  Current Lenders / Positions');
  L.table([['Lender / Funder', 190], ['Original Amount', 90], ['Current Balance', 90], ['Payment', 80], ['Frequency', 82]],
    [0, 1, 2].map((k) => {
      const f = m.funders[k];
      return f ? [decoy(`funder${k}`, f.name), decoy(`funder${k}_orig`, money(Math.round(f.balance * 1.6), 'dollar')), decoy(`funder${k}_bal`, money(f.balance, 'dollar')),
        decoy(`funder${k}_pmt`, money(f.pmt, 'dollar')), decoy(`funder${k}_freq`, k % 2 ? 'Weekly' : 'Daily')] : [];
    }));
  L.section('V.  Business / Trade References');
  L.table([['Company', 220], ['Contact', 160], ['Telephone', 152]], m.refs.map((f, k) => [decoy(`ref${k}`, f.name), decoy(`ref${k}_contact`, f.contact), decoy(`ref${k}_phone`, f.phone)]));
}

function page2(L: Leaders, m: Merchant, r: Rng): void {
  const s = L.s, df = dateFmt(r, 'US');
  L.section('VI.  Principals (all owners of 20% or more)');
  const n = Math.max(2, m.owners.length + (m.owners.length % 2));
  for (let i = 0; i < n; i += 2) {
    const top = L.y;
    for (const j of [i, i + 1]) {
      const o = m.owners[j], v = o ? owner(o, j, 'full', df, r.chance(0.6)) : null, x = X0 + (j - i) * 272, w = 256;
      s.doc.save().rect(x - 4, top - 4, w + 8, 7 * 18 + 18).lineWidth(0.5).stroke('#5a3e1b').restore();
      s.text(x, top, `Principal #${j + 1}`, { font: BKD, size: 8.5 });
      const rows: [string, Val | undefined][] = [['Principal', v?.name], ['Position', v?.title], ['Percent Owned', v?.pct], ['Social', v?.tax],
        ['Birthdate', v?.dob], ['Residence', v?.home], ['Mobile', v?.cell]];
      rows.forEach(([label, val], k) => L.field(x, top + 16 + k * 18, w, label, val));
    }
    L.y = top + 7 * 18 + 26;
  }
  L.section('VII.  Depository Bank');
  L.line([220, 'Bank of Deposit', decoy('bank', m.bank)], [150, 'Routing No.', decoy('routing', m.routing)], [162, 'Account No.', decoy('account', m.account)]);
  L.y += 6;
  const by = L.y;
  s.doc.save().rect(X0, by, W, 62).lineWidth(1).dash(3, { space: 2 }).stroke('#5a3e1b').undash().restore();
  s.text(X0 + 6, by + 5, 'ISO / Referral Partner  (for office use - not the applicant)', { font: BKD, size: 8 });
  L.y = by + 20;
  L.line([300, '  Referral Partner', decoy('iso', m.iso.firm)], [232, 'Partner ID', decoy('iso_id', `CRP-${r.int(100, 999)}`)]);
  L.line([200, '  Representative', decoy('iso_rep', m.iso.rep)], [150, 'Telephone', decoy('iso_phone', m.iso.phone)], [182, 'E-mail', decoy('iso_email', m.iso.email)]);
  L.y = by + 74;
  s.text(X0, L.y, 'Each Principal signing below certifies that the statements in this application are true and complete, authorizes Cedarline Referral '
    + 'Partners and the funding sources to which it submits this application to obtain business and personal credit reports and to verify all '
    + 'information given, and agrees that a copy of this authorization is as valid as the original.', { font: BKI, size: 7.5, width: W, lineGap: 1 });
  L.y += 48;
  for (const j of [0, 1]) L.field(X0 + j * 272, L.y, 256, `Signature of Principal #${j + 1}`);
  L.y += STEP;
  for (const j of [0, 1]) L.field(X0 + j * 272, L.y, 150, 'Date');
}

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const L = new Leaders(s);
  s.typedFont = r.pick(['Helvetica', 'Times-Roman', `${URW}NimbusMonoPS-Regular.otf`]);
  s.ink = '#101010';
  s.text(X0, 34, 'CEDARLINE', { font: BKD, size: 22, color: '#5a3e1b' });
  s.text(X0, 58, 'REFERRAL PARTNERS', { font: BK, size: 9, color: '#5a3e1b' });
  s.text(X0, 36, 'Working Capital Request', { font: BKD, size: 12, width: W, align: 'right' });
  s.text(X0, 52, 'Confidential Business Profile  -  7001 N. Scottsdale Rd, Scottsdale, AZ 85253', { font: BKI, size: 7.5, width: W, align: 'right' });
  L.y = 74;
  page1(L, m, r);
  s.addPage();
  L.y = 40;
  page2(L, m, r);
  s.eachPage((p, of) => s.text(X0, 752, `Cedarline Referral Partners  |  CRP-WCR 2026.1  |  Page ${p} of ${of}`, { font: BKI, size: 7, color: '#5a3e1b', width: W, align: 'center' }));
}

export const CEDARLINE: Layout = {
  name: 'cedarline', broker: 'Cedarline Referral Partners', creator: 'Adobe Acrobat Pro 2024',
  country: () => 'US', kinds: () => ['corp', 'llc', 'partnership', 'sole', 'other'], draw,
};
