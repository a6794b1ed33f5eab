// Layout 4: Granite State Merchant Services, a two-page "registration" form in the style of a state agency's grid
// form: every item a captioned cell ("1. LEGAL NAME"), grey section bars SECTION A-H, owners' names in one capital
// comb as LAST, FIRST M, a tax ID typed with its hyphens (EIN or SSN by format), a start date in words or a "years in
// business" count instead, a mailing address in another state, and an office-use block with the ISO rep.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './kit.ts';
import { money, longDate, upper, type Merchant, type Owner } from './data.ts';
import { A, bizTaxFields, entityChoice, FREQ_LABEL, FREQS, maskedTin, mdy, stateFields, tinFields } from './parts.ts';

export const GRANITE = 'Granite State Merchant Services';
const L = 36, W = 540;

function cell(s: Sheet, caption: string, x: number, y: number, w: number, h = 26): void {
  s.rect(x, y, w, h, { lw: 0.7 });
  s.label(caption, x + 2, y + 1.5, { size: 5.3, bold: true });
}

function section(s: Sheet, letter: string, t: string, y: number): void {
  s.rect(L, y, W, 12, { fill: '#bdbdbd', stroke: 'black', lw: 0.7 });
  s.label(`SECTION ${letter}  -  ${t}`, L + 4, y + 3, { size: 7.5, bold: true });
}

function ownerName(o: Owner): string { return upper(`${o.last}, ${o.first}${o.mi ? ` ${o.mi}` : ''}`); }

function ownerBlock(s: Sheet, r: Rng, o: Owner | undefined, i: number, n: number, y: number): void {
  cell(s, `${n}. NAME (LAST, FIRST, M.I.) - ONE LETTER PER BOX`, L, y, 380, 30);
  s.comb('owner_name', L + 4, y + 11, [30], o ? [ownerName(o)] : null, { h: 15, cw: 12.2, fields: o ? { [A(i, 'first_name')]: upper(o.first), [A(i, 'last_name')]: upper(o.last) } : {} });
  cell(s, `${n + 1}. TITLE`, L + 380, y, 100, 30);
  s.write('role', L + 382, y + 11, 96, 16, o?.role ?? null, { fields: o ? { [A(i, 'role')]: o.role } : {} });
  cell(s, `${n + 2}. % OWNED`, L + 480, y, 60, 30);
  s.comb('pct', L + 486, y + 11, [3], o ? [String(o.pct)] : null, { h: 15, right: true, fields: o ? { [A(i, 'ownership')]: o.pct } : {} });
  y += 30;
  cell(s, `${n + 3}. SOCIAL SECURITY NO.`, L, y, 150, 30);
  const tin = o && !o.blankTin ? (o.masked ? maskedTin(o) : o.tin) : null;
  s.comb('ssn', L + 4, y + 11, [3, 2, 4], tin ? [tin.slice(0, 3), tin.slice(3, 5), tin.slice(5)] : null, { h: 15, seps: ['-', '-'], fields: o ? tinFields(i, o, 'US') ?? {} : {}, decoy: !!o && o.masked });
  cell(s, `${n + 4}. DATE OF BIRTH`, L + 150, y, 130, 30);
  if (o) s.write('dob', L + 152, y + 11, 126, 16, r.chance(0.5) ? longDate(o.dob) : mdy(o.dob).join('/'), { fields: { [A(i, 'date_of_birth')]: o.dob } });
  cell(s, `${n + 5}. HOME PHONE`, L + 280, y, 150, 30);
  s.comb('home_phone', L + 284, y + 11, [3, 3, 4], o ? [o.phone.slice(0, 3), o.phone.slice(3, 6), o.phone.slice(6)] : null, { h: 15, cw: 10, seps: ['-', '-'], decoy: true });
  cell(s, `${n + 6}. SELF-REPORTED CREDIT SCORE`, L + 430, y, 110, 30);
  if (o?.credit) s.write('fico', L + 432, y + 11, 100, 16, String(o.credit), { fields: { [A(i, 'credit_score')]: o.credit } });
  y += 30;
  cell(s, `${n + 7}. RESIDENCE ADDRESS`, L, y, W, 26);
  if (o) s.write('home', L + 2, y + 9, W - 4, 16, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, { decoy: true });
}

export function granite(s: Sheet, m: Merchant, r: Rng): void {
  s.markStyle = r.pick(['stroke', 'letter'] as const);
  s.rect(L, 28, W, 44, { lw: 1.5 });
  s.label('GRANITE STATE MERCHANT SERVICES', L + 6, 33, { size: 12, bold: true });
  s.label('MERCHANT FUNDING REGISTRATION  -  FORM GSM-12', L + 6, 49, { size: 9, bold: true });
  s.label('Concord, NH 03301  |  Type or print clearly in ink', L + 6, 61, { size: 6.5 });
  s.rect(L + 400, 28, 140, 44, { lw: 1.5 });
  s.label('FILE NUMBER (office use)', L + 404, 32, { size: 5.5, bold: true });
  s.comb('file_no', L + 404, 44, [10], [r.digits(10)], { cw: 12.5, decoy: true });
  let y = 80;
  section(s, 'A', 'APPLICANT BUSINESS', y);
  y += 12;
  cell(s, '1. LEGAL NAME OF BUSINESS', L, y, 360);
  s.write('legal_name', L + 2, y + 9, 356, 16, m.legal, { fields: { legal_name: m.legal } });
  cell(s, '2. FEDERAL TAX ID (EIN or SSN)', L + 360, y, 180);
  const t = m.taxId;
  if (t) s.write('tax_id', L + 362, y + 9, 176, 16, m.taxType === 'EIN' ? `${t.slice(0, 2)}-${t.slice(2)}` : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`, { fields: bizTaxFields(m, false) });
  y += 26;
  cell(s, '3. TRADE NAME / DBA', L, y, 360);
  s.write('trade_name', L + 2, y + 9, 356, 16, m.dba ?? (r.chance(0.5) ? 'Same' : null), m.dba ? { fields: { trade_name: m.dba } } : { decoy: true });
  const yib = r.chance(0.3);
  cell(s, yib ? '4. YEARS IN BUSINESS' : '4. DATE BUSINESS ESTABLISHED', L + 360, y, 180);
  if (yib) s.write('years', L + 362, y + 9, 176, 16, `${2025 - Number(m.start.slice(0, 4))} years`);
  else s.write('start', L + 362, y + 9, 176, 16, r.chance(0.5) ? longDate(m.start) : mdy(m.start).join('/'), { fields: { business_start_date: m.start } });
  y += 26;
  cell(s, '5. PHYSICAL ADDRESS (STREET)', L, y, 260);
  s.write('street', L + 2, y + 9, 256, 16, m.addr.street, { decoy: true });
  cell(s, '6. CITY', L + 260, y, 140);
  s.write('city', L + 262, y + 9, 136, 16, m.addr.city, { decoy: true });
  cell(s, '7. STATE', L + 400, y, 50);
  s.comb('state', L + 408, y + 10, [2], [m.addr.state], { h: 14, fields: stateFields(m) });
  cell(s, '8. ZIP', L + 450, y, 90);
  s.comb('zip', L + 454, y + 10, [5], [m.addr.zip], { h: 14, decoy: true });
  y += 26;
  cell(s, '9. MAILING ADDRESS (if different)', L, y, 400);
  if (r.chance(0.5)) s.write('mailing', L + 2, y + 9, 396, 16, `PO Box ${r.int(100, 9999)}, ${r.pick(['Nashua, NH 03060', 'Dover, DE 19901', 'Burlington, VT 05401', 'Portland, ME 04101'])}`, { decoy: true });
  cell(s, '10. STATE OF FORMATION', L + 400, y, 140);
  s.write('inc_state', L + 402, y + 9, 136, 16, m.entity === 'sole_proprietorship' ? 'N/A' : m.incState, { decoy: true });
  y += 26;
  cell(s, '11. BUSINESS PHONE', L, y, 170);
  s.comb('biz_phone', L + 4, y + 10, [3, 3, 4], [m.phone.slice(0, 3), m.phone.slice(3, 6), m.phone.slice(6)], { h: 14, pre: '(', seps: [')', '-'], decoy: true });
  cell(s, '12. WEBSITE', L + 170, y, 170);
  s.write('website', L + 172, y + 9, 166, 16, m.website, { decoy: true });
  cell(s, '13. NATURE OF BUSINESS', L + 340, y, 200);
  s.write('industry', L + 342, y + 9, 196, 16, m.industryText, { fields: { industry: m.industry } });
  y += 26;
  cell(s, '14. ENTITY TYPE (mark one)', L, y, W, 40);
  const ids = ['c_corporation', 's_corporation', 'llc', 'llp', 'limited_partnership', 'general_partnership', 'sole_proprietorship', 'nonprofit_corporation', null];
  const labels = ['Corporation', 'S Corporation', 'LLC', 'LLP', 'Limited Partnership', 'General Partnership', 'Sole Proprietorship', 'Non-Profit', 'Other (specify)'];
  const ec = entityChoice(m, ids);
  s.checkRow('entity', L + 8, y + 12, labels.slice(0, 5), ec.idx < 5 ? ec.idx : -1, { fields: { type_of_entity: m.entity }, gap: 8 });
  const xs = s.checkRow('entity2', L + 8, y + 26, labels.slice(5), ec.idx >= 5 ? ec.idx - 5 : -1, { fields: ec.other ? {} : { type_of_entity: m.entity }, gap: 8 });
  s.line(xs[3]! + 2, y + 35, L + W - 8, y + 35, 0.5);
  if (ec.other) s.write('entity_other', xs[3]! + 4, y + 23, L + W - xs[3]! - 14, 12, ec.other, { fields: { type_of_entity: m.entity } });
  y += 46;
  section(s, 'B', 'FUNDING REQUEST', y);
  y += 12;
  cell(s, '15. AMOUNT REQUESTED', L, y, 140);
  s.write('amount', L + 2, y + 9, 136, 16, money(r, m.amount), { fields: { requested_amount: m.amount } });
  cell(s, '16. PURPOSE', L + 140, y, 160);
  s.write('use', L + 142, y + 9, 156, 16, m.use, { decoy: true });
  cell(s, '17. AVG. MONTHLY SALES', L + 300, y, 120);
  s.write('monthly_sales', L + 302, y + 9, 116, 16, money(r, m.monthlySales), { decoy: true });
  cell(s, '18. NO. OF PAYMENTS', L + 420, y, 120);
  const terms = r.chance(0.6);
  s.comb('npay', L + 428, y + 10, [3], terms ? [String(m.nPay)] : null, { h: 14, right: true, fields: { number_of_payments: m.nPay } });
  y += 26;
  cell(s, '19. PAYMENT FREQUENCY', L, y, 360, 26);
  s.checkRow('freq', L + 8, y + 12, FREQS.map((f) => FREQ_LABEL[f]), terms ? FREQS.indexOf(m.freq) : -1, { fields: { payment_frequency: m.freq }, gap: 8 });
  cell(s, '20. PAYMENT AMOUNT', L + 360, y, 180);
  if (terms) s.write('payment', L + 362, y + 9, 176, 16, money(r, m.payment), { fields: { requested_payment: m.payment } });
  y += 32;
  section(s, 'C', 'PRINCIPAL OWNER', y);
  ownerBlock(s, r, m.owners[0], 0, 21, y + 12);
  s.label('GSM-12 (01/2025)  Page 1 of 2', L, 770, { size: 6 });

  // ---- page 2 ----
  s.newPage();
  s.label('GSM-12 (01/2025)  Page 2 of 2', L, 24, { size: 6 });
  y = 34;
  section(s, 'D', 'ADDITIONAL OWNERS (20% OR MORE)', y);
  ownerBlock(s, r, m.owners[1], 1, 29, y + 12);
  y += 12 + 86 + 6;
  ownerBlock(s, r, m.owners[2], 2, 37, y);
  y += 92;
  section(s, 'E', 'EXISTING ADVANCES / LOANS', y);
  y += 12;
  for (let k = 0; k < 2; k++) {
    cell(s, `${45 + k * 3}. FUNDER`, L, y, 260);
    cell(s, `${46 + k * 3}. BALANCE`, L + 260, y, 140);
    cell(s, `${47 + k * 3}. PAYMENT`, L + 400, y, 140);
    const f = m.funders[k];
    if (f) {
      s.write('funder', L + 2, y + 9, 256, 16, f.name, { decoy: true });
      s.write('funder_balance', L + 262, y + 9, 136, 16, money(r, f.balance), { decoy: true });
      s.write('funder_payment', L + 402, y + 9, 136, 16, money(r, f.payment), { decoy: true });
    }
    y += 26;
  }
  y += 6;
  section(s, 'F', 'LANDLORD AND BUSINESS REFERENCES', y);
  y += 12;
  const people = [{ who: 'LANDLORD', ...m.landlord }, ...m.refs.map((x) => ({ who: 'REFERENCE', ...x }))];
  people.forEach((p, k) => {
    cell(s, `${51 + k * 2}. ${p.who} NAME`, L, y, 340);
    s.write(p.who === 'LANDLORD' ? 'landlord' : 'reference', L + 2, y + 9, 336, 16, p.name, { decoy: true });
    cell(s, `${52 + k * 2}. PHONE`, L + 340, y, 200);
    s.comb('ref_phone', L + 344, y + 10, [3, 3, 4], [p.phone.slice(0, 3), p.phone.slice(3, 6), p.phone.slice(6)], { h: 14, pre: '(', seps: [')', '-'], decoy: true });
    y += 26;
  });
  y += 6;
  section(s, 'G', 'CERTIFICATION', y);
  y += 15;
  s.label('By signing below, each owner certifies that all information in this registration is true and complete and authorizes Granite State ' +
    'Merchant Services and any funder to which it is submitted to obtain business and personal credit reports, bank information and trade references.',
  L, y, { size: 6.3, w: W });
  y += 22;
  m.owners.forEach((o, i) => {
    cell(s, `${57 + i * 2}. SIGNATURE OF OWNER ${i + 1}`, L, y, 340, 24);
    cell(s, `${58 + i * 2}. DATE SIGNED`, L + 340, y, 200, 24);
    s.write('signed', L + 342, y + 8, 196, 15, `${r.pick(['05', '06'])}/${String(r.int(1, 28)).padStart(2, '0')}/2025`, { decoy: true });
    y += 24;
  });
  y += 8;
  s.rect(L, y, W, 40, { fill: '#f0f0f0', stroke: 'black', lw: 1 });
  s.label('SECTION H  -  FOR OFFICE USE ONLY: DO NOT WRITE BELOW THIS LINE', L + 4, y + 3, { size: 6.5, bold: true });
  s.label('ISO / AGENT', L + 4, y + 14, { size: 5.5, bold: true });
  s.write('iso_rep', L + 4, y + 21, 260, 16, `${m.iso.name}, ${m.iso.company}`, { decoy: true });
  s.label('REP ID', L + 300, y + 14, { size: 5.5, bold: true });
  s.comb('rep_id', L + 300, y + 21, [6], [r.alnum(6)], { h: 14, decoy: true });
}
