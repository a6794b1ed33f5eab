// Maple Cell (a Canadian workbook: BN with program account, O/A name, province, SIN, a Directors & Shareholders tab)
// and Tabstone (a landscape export with two key/value blocks side by side, a checkbox column and "Last, First" owners).
import { fmtDate, money, ownerName, FREQ_TEXT, type Biz } from './data.ts';
import { F, footer, STATE_NAMES } from './fields.ts';
import type { Sheet } from './sheet.ts';

const pct = (n: number, dp = 2) => `${n.toFixed(dp)}%`;

export function maplecell(s: Sheet, b: Biz, provinceAsName: boolean): void {
  const file = 'MapleCell_Application_CA.xlsx', tabs = ['Application', 'Directors & Shareholders', 'Banking'];
  s.newPage();
  s.label(file, 50, 30, { size: 7, color: '#777' });
  const c = s.grid(50, 60, [160, 200, 170], 16, 29, { letters: true, numbers: 1 });
  s.merged(c(0, 0, 3), 'MAPLE CELL FINANCIAL  -  Business Financing Application (Canada)', '#a4262c', '#fff', 10);
  ['Item', 'Response', 'Notes'].forEach((h, i) => { const k = c(i, 1); s.doc.rect(k.x, k.y, k.w, k.h).fill('#f4dcdc'); s.label(h, k.x + 3, k.y + 4.5, { size: 8, bold: true }); });
  const band = (r: number, t: string) => { const k = c(0, r, 3); s.doc.rect(k.x, k.y, k.w, k.h).fill('#fbeeee'); s.label(t, k.x + 3, k.y + 4.5, { size: 8, bold: true, color: '#a4262c' }); };
  const row = (r: number, label: string) => { s.label(label, c(0, r).x + 3, c(0, r).y + 4.5, { size: 8 }); return c(1, r); };
  band(2, '1. Business');
  s.value('legal_name', row(3, 'Legal Name of Business'), b.legal, F.legal(b));
  s.value('dba', row(4, 'Operating Name (O/A)'), b.dbaText, F.dba(b));
  row(5, 'Business Structure');
  let x = c(1, 5).x + 4;
  for (const label of ['Corporation', 'Partnership', 'Sole Proprietorship', 'Other:']) {
    const on = b.entityBox === label || (label === 'Other:' && b.entityBox === 'Other');
    const end = s.check('entity', x, c(1, 5).y + 4, label, on, label === 'Other:' ? {} : F.entity(b));
    if (label === 'Other:' && on) s.value('entity_other', { x: end + 2, y: c(1, 5).y, w: 60, h: 16 }, b.entityText, F.entity(b));
    x = end + 12;
  }
  s.value('tax_id', row(6, 'Business Number (BN)'), b.taxText, F.tax(b));
  s.decoy('comment', c(2, 6), `Payroll acct ${b.taxDigits.slice(0, 9)} RP0001`);
  s.value('start_date', row(7, 'Date of Incorporation (YYYY-MM-DD)'), fmtDate(b.start, 'iso'), F.start(b));
  s.decoy('state_of_incorporation', row(8, 'Jurisdiction of Incorporation'), STATE_NAMES[b.incState]!);
  s.decoy('street', row(9, 'Street Address'), b.street);
  s.decoy('city', row(10, 'City'), b.city);
  s.value('province', row(11, 'Province'), provinceAsName ? STATE_NAMES[b.region]! : b.region, F.region(b, false));
  s.decoy('postal', row(12, 'Postal Code'), b.postal);
  s.value('country', row(13, 'Country'), 'Canada', F.country(b));
  s.decoy('phone', row(14, 'Telephone'), b.phone);
  s.value('industry', row(15, 'Nature of Business'), b.industryText, F.industry(b));
  s.decoy('employees', row(16, 'Number of Employees'), String(b.employees), { align: 'right' });
  s.decoy('own_rent', row(17, 'Premises (Own / Lease)'), b.ownRent === 'Own' ? 'Own' : 'Lease');
  if (b.ownRent === 'Rent') s.decoy('landlord', c(2, 17), `${b.landlord.name} ${b.landlord.phone}`);
  band(18, '2. Financing Request');
  s.value('requested', row(19, 'Amount Requested'), `CAD ${money(b.requested)}`, F.requested(b), { align: 'right' });
  s.value('payment', row(20, 'Remittance Amount'), `CAD ${money(b.payment!)}`, F.payment(b), { align: 'right' });
  s.value('n_payments', row(21, 'Number of Remittances'), String(b.nPayments), F.nPayments(b), { align: 'right' });
  s.value('frequency', row(22, 'Remittance Frequency'), FREQ_TEXT[b.freq!]!, F.freq(b));
  s.decoy('monthly_sales', row(23, 'Average Monthly Deposits'), `CAD ${money(b.monthlySales)}`, { align: 'right' });
  band(24, '3. Banking');
  s.decoy('bank', row(25, 'Financial Institution'), b.bank.name);
  s.decoy('routing', row(26, 'Transit / Institution #'), b.bank.routing);
  s.decoy('account', row(27, 'Account #'), b.bank.account);
  s.decoy('accountant', row(28, 'Accountant'), `${b.iso.name}, CPA`);
  s.decoy('accountant_phone', c(2, 28), b.iso.phone);
  footer(s, file, tabs, 0, 1, 2);

  s.newPage();
  s.label(file, 40, 30, { size: 7, color: '#777' });
  const o = s.grid(40, 60, [115, 75, 50, 75, 62, 130, 40], 16, 6, { letters: true, numbers: 1 });
  s.merged(o(0, 0, 7), 'DIRECTORS & SHAREHOLDERS (20% or more)', '#a4262c', '#fff', 10);
  ['Name', 'Position', '% Owned', 'SIN', 'Date of Birth', 'Residential Address', 'Score'].forEach((h, i) => { const k = o(i, 1); s.doc.rect(k.x, k.y, k.w, k.h).fill('#f4dcdc'); s.label(h, k.x + 2, k.y + 4.5, { size: 7, bold: true, width: k.w - 3 }); });
  b.owners.forEach((w, i) => {
    const r = 2 + i;
    s.value('owner_name', o(0, r), ownerName(w, 'first'), F.name(w, i));
    s.value('owner_title', o(1, r), w.title, F.title(w, i));
    s.value('owner_pct', o(2, r), pct(w.pct, 0), F.pct(w, i), { align: 'right' });
    s.value('owner_sin', o(3, r), w.taxText, F.taxId(w, i));
    s.value('owner_dob', o(4, r), fmtDate(w.dob, 'iso'), F.dob(w, i));
    s.decoy('owner_home', o(5, r), w.home, { size: 6.5 });
    if (w.score !== null) s.value('owner_score', o(6, r), String(w.score), F.score(w, i), { align: 'right' });
  });
  const t = ['PIPEDA CONSENT: Each director and shareholder named above consents to Maple Cell Financial collecting, using and',
    'disclosing the personal information in this workbook, including a credit report from Equifax or TransUnion, to assess',
    'this application, as permitted by the Personal Information Protection and Electronic Documents Act.'];
  t.forEach((l, i) => s.label(l, 40, 190 + i * 11, { size: 7.5 }));
  s.label('Signature: ______________________________      Name: ______________________      Date: ____________', 40, 240, { size: 8 });
  footer(s, file, tabs, 1, 2, 2);
}

export function tabstone(s: Sheet, b: Biz): void {
  const file = 'Tabstone Intake Export.xlsx', tabs = ['Merchant', 'Owners', 'Positions', 'Underwriting'];
  s.newPage();
  const c = s.grid(40, 50, [110, 160, 14, 110, 160, 150], 16, 20, { letters: true, numbers: 1 });
  s.merged(c(0, 0, 6), 'TABSTONE ADVANCE  |  MERCHANT INTAKE (export)', '#333333', '#fff', 10);
  const band = (col: number, r: number, span: number, t: string) => { const k = c(col, r, span); s.doc.rect(k.x, k.y, k.w, k.h).fill('#e7e6e6'); s.label(t, k.x + 3, k.y + 4.5, { size: 8, bold: true }); };
  band(0, 1, 2, 'COMPANY'); band(3, 1, 2, 'REQUEST'); band(5, 1, 1, 'Comments');
  const L = (r: number, label: string) => { s.label(label, c(0, r).x + 3, c(0, r).y + 4.5, { size: 8 }); return c(1, r); };
  const R = (r: number, label: string) => { s.label(label, c(3, r).x + 3, c(3, r).y + 4.5, { size: 8 }); return c(4, r); };
  s.value('legal_name', L(2, 'Company Legal Name'), b.legal, F.legal(b));
  s.value('dba', L(3, 'DBA'), b.dbaText, F.dba(b));
  s.value('tax_id', L(4, 'Tax ID (EIN)'), b.taxText, F.tax(b));
  s.value('start_date', L(5, 'Date Started'), fmtDate(b.start, 'long'), F.start(b));
  s.value('industry', L(6, 'Industry'), b.industryText, F.industry(b));
  s.decoy('street', L(7, 'Address'), b.street);
  s.decoy('city', L(8, 'City'), b.city);
  s.value('state', L(9, 'State'), STATE_NAMES[b.region]!, F.region(b, true));
  s.decoy('zip', L(10, 'Zip'), b.postal);
  s.decoy('phone', L(11, 'Phone'), b.phone);
  s.value('requested', R(2, 'Requested Amount'), `$${money(b.requested)}`, F.requested(b), { align: 'right' });
  s.value('payment', R(3, 'Est. Payment'), `$${money(b.payment!)}`, F.payment(b), { align: 'right' });
  s.value('n_payments', R(4, 'Term (# pmts)'), String(b.nPayments), F.nPayments(b), { align: 'right' });
  s.value('frequency', R(5, 'Frequency'), FREQ_TEXT[b.freq!]!, F.freq(b));
  s.decoy('use_of_funds', R(6, 'Use of Funds'), b.use);
  s.decoy('monthly_sales', R(7, 'Monthly Revenue'), `$${money(b.monthlySales)}`, { align: 'right' });
  s.decoy('annual_revenue', R(8, 'Annual Revenue'), `$${money(b.annual)}`, { align: 'right' });
  s.decoy('state_of_incorporation', R(9, 'State of Inc.'), STATE_NAMES[b.incState]!);
  s.decoy('comment', c(5, 9), 'verify good standing w/ SOS');
  band(0, 12, 2, 'ENTITY TYPE (check one)'); band(3, 12, 2, 'ISO / LANDLORD');
  ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Other:'].forEach((label, i) => {
    const k = c(0, 13 + i), on = b.entityBox === label || (label === 'Other:' && b.entityBox === 'Other');
    const end = s.check('entity', k.x + 4, k.y + 4, label, on, label === 'Other:' ? {} : F.entity(b));
    if (label === 'Other:' && on) s.value('entity_other', { x: Math.max(end + 2, c(1, 13 + i).x), y: k.y, w: 150, h: k.h }, b.entityText, F.entity(b));
  });
  s.decoy('iso_company', R(13, 'ISO Company'), 'Crossbar Merchant Group');
  s.decoy('iso_rep', R(14, 'ISO Rep'), b.iso.name);
  s.decoy('iso_phone', R(15, 'ISO Phone'), b.iso.phone);
  if (b.ownRent === 'Rent') {
    s.decoy('landlord', R(16, 'Landlord'), b.landlord.name);
    s.decoy('landlord_phone', R(17, 'Landlord Phone'), b.landlord.phone);
    s.decoy('rent', R(18, 'Monthly Rent'), `$${money(b.landlord.rent)}`, { align: 'right' });
  } else s.decoy('own_rent', R(16, 'Premises'), 'Owned');
  s.decoy('comment', c(5, 2), 'Merchant called in, wants funds Fri');
  footer(s, file, tabs, 0, 1, 2);

  s.newPage();
  const o = s.grid(40, 50, [140, 85, 60, 75, 65, 170, 50, 85], 16, 14, { numbers: 1 });
  s.merged(o(0, 0, 8), 'OWNERS', '#333333', '#fff', 10);
  ['Owner (Last, First)', 'Title', 'Ownership', 'SSN / ITIN', 'DOB', 'Home Address', 'Est. FICO', 'Cell'].forEach((h, i) => { const k = o(i, 1); s.doc.rect(k.x, k.y, k.w, k.h).fill('#e7e6e6'); s.label(h, k.x + 2, k.y + 4.5, { size: 7, bold: true }); });
  b.owners.forEach((w, i) => {
    const r = 2 + i;
    s.value('owner_name', o(0, r), ownerName(w, 'lastFirst'), F.name(w, i));
    s.value('owner_title', o(1, r), w.title, F.title(w, i));
    s.value('owner_pct', o(2, r), pct(w.pct), F.pct(w, i), { align: 'right' });
    s.value('owner_ssn', o(3, r), w.taxText, F.taxId(w, i));
    s.value('owner_dob', o(4, r), fmtDate(w.dob, 'mdy0'), F.dob(w, i));
    s.decoy('owner_home', o(5, r), w.home);
    if (w.score !== null) s.value('owner_score', o(6, r), String(w.score), F.score(w, i), { align: 'right' });
    s.decoy('owner_phone', o(7, r), w.phone);
  });
  s.merged(o(0, 6, 8), 'TRADE REFERENCES', '#e7e6e6', '#000', 8);
  b.refs.forEach((ref, i) => { s.decoy('reference', o(0, 7 + i), ref.name); s.decoy('reference_phone', o(1, 7 + i), ref.phone); });
  s.merged(o(0, 9, 8), 'CURRENT POSITIONS', '#e7e6e6', '#000', 8);
  b.positions.forEach((p, i) => {
    s.decoy('funder', o(0, 10 + i), p.funder);
    s.decoy('funder_balance', o(1, 10 + i), `$${money(p.balance)}`, { align: 'right' });
    s.decoy('funder_payment', o(2, 10 + i), `$${money(p.payment)}`, { align: 'right' });
  });
  s.label('I/we certify the information above is true and authorize Tabstone Advance to obtain credit reports and bank verifications.', 40, 300, { size: 7.5 });
  s.label('Owner Signature: ____________________________      Date: ______________', 40, 325, { size: 8 });
  footer(s, file, tabs, 1, 2, 2);
}
