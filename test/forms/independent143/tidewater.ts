// Tidewater Ridge Advance (funder, Charlotte NC, with a Toronto desk): the dense funder's application. Tiny type
// (6.5-7.5 pt), shaded label cells left of white value cells across the row (label | value | label | value ...),
// abbreviated labels (Fed Tax ID, DBA, Yrs in Bus., Amt Req., Own %, SS#, DOB, Entity, Inc. State) and black section
// bars; the Canadian variant in the same grid (O/A, BN, SIN, Province, Postal Code, Inc. Prov., transit numbers).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Layout, Merchant } from './data.ts';
import { URW, type Sheet, type Val } from './kit.ts';
import { amount, bizTax, ctx, dateFmt, dba, decoy, entity, FREQ_LABEL, industry, legal, money, owner, region, start } from './rules.ts';

const N = `${URW}NimbusSansNarrow-Regular.otf`, NB = `${URW}NimbusSansNarrow-Bold.otf`;
const X0 = 30, W = 552, H = 11.5;
type Cell = [label: string, lw: number, v: Val | undefined, vw: number];

class Dense {
  y = 62;
  readonly s: Sheet;
  constructor(s: Sheet) { this.s = s; }

  bar(t: string, right = ''): void {
    this.y += 3;
    this.s.doc.save().rect(X0, this.y, W, 10).fill('#111111').restore();
    this.s.text(X0 + 4, this.y + 2, t, { font: NB, size: 7.5, color: '#ffffff' });
    if (right) this.s.text(X0, this.y + 2.3, right, { font: N, size: 6.5, color: '#ffffff', width: W - 4, align: 'right' });
    this.y += 10;
  }

  /** One row: shaded label cells, white value cells; the last value cell stretches to the right edge. */
  row(cells: Cell[]): void {
    let x = X0;
    const used = cells.reduce((a, c) => a + c[1] + c[3], 0);
    cells.forEach(([label, lw, v, vw0], i) => {
      const vw = i === cells.length - 1 ? vw0 + (W - used) : vw0;
      this.s.doc.save().lineWidth(0.4).rect(x, this.y, lw, H).fillAndStroke('#d6d6d6', '#333333').rect(x + lw, this.y, vw, H).stroke('#333333').restore();
      this.s.text(x + 2, this.y + 2.6, label, { font: N, size: 6.5 });
      if (v) this.s.put(x + lw + 1.5, this.y + 1, vw - 3, H - 1.5, v, { size: 7.5 });
      x += lw + vw;
    });
    this.y += H;
  }
}

function entityText(m: Merchant, r: Rng): string | null {
  if (r.chance(0.06)) return null;
  const ca = m.country === 'CA';
  if (m.kind === 'corp') return ca ? r.pick(['Corporation', 'Inc.', 'Ltd.', 'Corp.']) : r.pick(['Corp', 'Inc.', 'C-Corp', 'C Corp']);
  if (m.kind === 'llc') return r.pick(['LLC', 'L.L.C.', 'SMLLC']);
  if (m.kind === 'partnership') return r.pick(['Partnership', 'GP']);
  if (m.kind === 'sole') return r.pick(['Sole Prop', 'Sole Prop.', 'Sole Proprietor']);
  return m.other;
}

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA', D = new Dense(s), df = dateFmt(r, m.country);
  s.typedFont = r.pick(['Helvetica', `${URW}NimbusSans-Regular.otf`]);
  s.text(X0, 26, ca ? 'TIDEWATER RIDGE ADVANCE (CANADA) INC.' : 'TIDEWATER RIDGE ADVANCE CORP.', { font: NB, size: 13 });
  s.text(X0, 41, ca ? '100 King St W, Suite 5700, Toronto, ON M5X 1C7  -  Tel 416-555-0130  -  submissions-ca@tidewaterridge.example'
    : '301 S. Tryon St, 22nd Fl, Charlotte, NC 28202  -  Tel 704-555-0130  -  submissions@tidewaterridge.example', { font: N, size: 6.5 });
  s.text(X0, 26, 'MERCHANT APPLICATION', { font: NB, size: 10, width: W, align: 'right' });
  s.text(X0, 39, `Form TRA-7${ca ? 'C' : ''}  Rev. 11/2025  |  All fields required unless marked (opt.)`, { font: N, size: 6.5, width: W, align: 'right' });
  D.y = 52;
  D.row([['ISO / Broker', 48, decoy('iso', m.iso.firm), 120], ['ISO Rep', 36, decoy('iso_rep', m.iso.rep), 100], ['ISO Ph.', 34, decoy('iso_phone', m.iso.phone), 80],
    ['ISO ID', 30, decoy('iso_id', `TR-${r.int(1000, 9999)}`), 40]]);
  D.bar('1. BUSINESS INFORMATION');
  D.row([['Legal Name', 44, legal(m), 250], [ca ? 'O/A (Operating As)' : 'DBA', ca ? 64 : 30, dba(m), 100]]);
  const et = entityText(m, r);
  D.row([['Entity', 30, et ? entity(m, et) : undefined, 90], [ca ? 'Inc. Prov.' : 'Inc. State', 38, decoy('inc', m.kind === 'sole' ? null : m.incState), 60],
    [ca ? 'BN (w/ program acct)' : 'Fed Tax ID', ca ? 70 : 40, bizTax(m, r.chance(ca ? 0.5 : 0) ? 'bare' : 'dash', ca ? 'BN' : 'EIN'), 100],
    ['Bus. Phone', 38, ctx('phone', m.phone), 60]]);
  D.row([['Address', 34, ctx('street', m.addr.street), 200], ['City', 20, ctx('city', m.addr.city), 100], [ca ? 'Province' : 'State', ca ? 32 : 24,
    region(m, ca && r.chance(0.4)), ca ? 62 : 30], [ca ? 'Postal Code' : 'Zip', ca ? 40 : 18, ctx('zip', m.addr.zip), 40]]);
  D.row([['Bus. Start', 38, start(m, df), 70], ['Yrs in Bus.', 38, decoy('years', String(m.years)), 30], ['Type of Bus.', 42, industry(m), 150],
    ['# Empl.', 30, decoy('employees', String(m.employees)), 30]]);
  D.row([['Email', 26, ctx('email', m.email), 170], ['Web (opt.)', 36, ctx('web', m.web), 140], ['Own/Rent', 34, ctx('premises', r.chance(0.3) ? 'Own' : 'Rent'), 40]]);
  D.row([['Landlord/Mtg.', 48, decoy('landlord', m.landlord), 140], ['Ph.', 18, decoy('landlord_phone', m.landlordPhone), 80], ['Mo. Rent', 34, decoy('rent', money(m.rent, 'plain')), 50],
    ['Avg Mo. Sales', 46, decoy('monthly', money(m.monthly, 'dollar')), 50]]);
  D.bar('2. OWNER / GUARANTOR INFORMATION', 'List all owners of 20% or more');
  m.owners.forEach((o, i) => {
    const v = owner(o, i, 'lastFirst', df, r.chance(0.5));
    D.y += i ? 2 : 0;
    D.row([[`Owner ${i + 1} (Last, First)`, 68, v.name, 170], ['Title', 22, v.title, 80], ['Own %', 26, v.pct, 40], ['Cell', 20, v.cell, 60]]);
    D.row([[ca ? 'SIN' : 'SS#', 22, v.tax, 90], ['DOB', 22, v.dob, 70], ['FICO (opt.)', 40, v.credit, 36], ['Home Addr.', 40, v.home, 150]]);
  });
  D.bar('3. FUNDING REQUEST');
  D.row([['Amt Req.', 32, amount(m, ca && r.chance(0.5) ? 'cad' : r.pick(['dollar', 'plain'] as const)), 70],
    ['Pmt Amt', 30, m.payment ? { key: 'payment', text: money(m.payment, 'cents'), fields: { requested_payment: m.payment } } : undefined, 60],
    ['# Pmts', 26, m.nPay ? { key: 'npay', text: String(m.nPay), fields: { number_of_payments: m.nPay } } : undefined, 36],
    ['Freq.', 22, m.freq ? { key: 'freq', text: FREQ_LABEL[m.freq], fields: { payment_frequency: m.freq } } : undefined, 50], ['Use of Funds', 44, ctx('use', m.use), 100]]);
  D.bar('4. BANK / EXISTING POSITIONS / TRADE REFERENCES');
  D.row([['Bank', 22, decoy('bank', m.bank), 140], [ca ? 'Transit-Inst. #' : 'ABA / Routing', 52, decoy('routing', m.routing), 90], ['Acct #', 26, decoy('account', m.account), 90]]);
  for (const k of [0, 1, 2]) {
    const f = m.funders[k];
    D.row([[`Curr. Funder ${k + 1}`, 50, decoy(`funder${k}`, f?.name ?? (k === 0 ? 'None' : null)), 150], ['Bal.', 20, decoy(`funder${k}_bal`, f ? money(f.balance, 'dollar') : null), 70],
      ['Pmt', 20, decoy(`funder${k}_pmt`, f ? money(f.pmt, 'dollar') : null), 60]]);
  }
  for (const [k, ref] of m.refs.entries()) {
    D.row([[`Trade Ref. ${k + 1}`, 44, decoy(`ref${k}`, ref.name), 150], ['Contact', 30, decoy(`ref${k}_contact`, ref.contact), 110], ['Ph.', 18, decoy(`ref${k}_phone`, ref.phone), 80]]);
  }
  D.bar('5. BUSINESS QUESTIONNAIRE');
  for (const [k, q] of ['Open tax liens or judgments?', 'Bankruptcy in the last 7 years?', 'Ever defaulted on an advance?', 'Seasonal business?'].entries()) {
    const x = X0 + (k % 2) * 276, y = D.y + 3 + Math.floor(k / 2) * 11;
    s.text(x + 2, y, q, { font: N, size: 6.5 });
    s.checks(x + 140, y, `q${k}`, [{ label: 'Yes' }, { label: 'No' }], r.chance(0.85) ? 1 : 0, { kind: 'square', size: 6.5, font: N, gap: 8 });
  }
  D.y += 26;
  D.bar('6. AUTHORIZATION');
  const terms = 'Each of the undersigned represents that the information in this application is true, correct and complete, and authorizes Tidewater Ridge Advance, '
    + 'its affiliates, agents and assigns to obtain consumer and business credit reports, to verify bank, trade and landlord references, and to share this '
    + 'application with funding partners. The undersigned understands that any transaction is a purchase and sale of future receivables and not a loan, '
    + 'that Tidewater Ridge Advance may rely on this application until notified in writing of any change, and that a photocopy or electronic copy of this '
    + `authorization is as valid as the original.${ca ? ' Personal information is collected, used and disclosed in accordance with PIPEDA and the privacy policy at tidewaterridge.example/privacy.' : ''}`;
  s.text(X0, D.y + 3, terms, { font: N, size: 6.3, width: W, lineGap: 0.5 });
  D.y += 50;
  const nsig = Math.max(2, m.owners.length);
  for (let k = 0; k < nsig; k++) {
    const x = X0 + (k % 2) * 280, y = D.y + Math.floor(k / 2) * 26;
    s.doc.save().moveTo(x, y + 14).lineTo(x + 180, y + 14).moveTo(x + 190, y + 14).lineTo(x + 265, y + 14).lineWidth(0.4).stroke('#000000').restore();
    s.text(x, y + 16, `Owner ${k + 1} Signature`, { font: N, size: 6.5 });
    s.text(x + 190, y + 16, 'Date', { font: N, size: 6.5 });
  }
  const oy = D.y + Math.ceil(nsig / 2) * 26 + 14;
  s.doc.save().rect(X0, oy, W, 34).lineWidth(0.4).fillAndStroke('#eeeeee', '#333333').restore();
  s.text(X0 + 4, oy + 3, 'FOR FUNDER USE ONLY    Deal #: ____________    Underwriter: ____________    Date Rec\'d: ____________    Stips: ____________', { font: N, size: 6.5 });
  s.eachPage(() => s.text(X0, 760, 'TRA-7 | Confidential | Page 1 of 1', { font: N, size: 6.5, color: '#555555', width: W, align: 'center' }));
}

export const TIDEWATER: Layout = {
  name: 'tidewater', broker: 'Tidewater Ridge Advance', creator: 'Adobe InDesign 20.0 (Windows)',
  country: (r) => (r.chance(0.45) ? 'CA' : 'US'),
  kinds: (c) => (c === 'CA' ? ['corp', 'partnership', 'sole', 'other'] : ['corp', 'llc', 'partnership', 'sole', 'other']),
  draw,
};
