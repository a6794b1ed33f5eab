// Ledgerline (Excel print with column letters, row numbers and an Owners tab) and Gridiron (a Google Sheets export:
// values in column C, a format-hint column, owners as a transposed table).
import { fmtDate, money, ownerName, FREQ_TEXT, type Biz } from './data.ts';
import { F, footer } from './fields.ts';
import type { Sheet, Cell } from './sheet.ts';

const pct = (n: number) => `${n.toFixed(2)}%`;
function dropdown(s: Sheet, c: Cell): void {
  const x = c.x + c.w - 9, y = c.y + c.h / 2 - 1.5;
  s.doc.polygon([x, y], [x + 5, y], [x + 2.5, y + 3]).fill('#777');
}

export function ledgerline(s: Sheet, b: Biz): void {
  const file = 'LCP_Merchant_App_v3.xlsx', tabs = ['Business Info', 'Owners', 'Bank Refs'];
  s.newPage();
  s.label(file, 50, 30, { size: 7, color: '#777' });
  const c = s.grid(50, 64, [140, 185, 60, 140], 16, 30, { letters: true, numbers: 1 });
  s.merged(c(0, 0, 4), 'LEDGERLINE CAPITAL PARTNERS  -  MERCHANT APPLICATION', '#1f5e3a', '#fff', 10);
  ['Field', 'Value', 'Format', 'Comments'].forEach((h, i) => { const k = c(i, 1); s.doc.rect(k.x, k.y, k.w, k.h).fill('#d9e7dc'); s.label(h, k.x + 3, k.y + 4, { size: 8, bold: true }); });
  const band = (r: number, t: string) => { const k = c(0, r, 4); s.doc.rect(k.x, k.y, k.w, k.h).fill('#eef3ef'); s.label(t, k.x + 3, k.y + 4, { size: 8, bold: true, color: '#1f5e3a' }); };
  const row = (r: number, label: string, fmt = '') => { const k = c(0, r); s.label(label, k.x + 3, k.y + 4.5, { size: 8 }); if (fmt) s.label(fmt, c(2, r).x + 3, k.y + 4.5, { size: 6.5, color: '#888' }); return c(1, r); };
  band(2, 'BUSINESS INFORMATION');
  s.value('legal_name', row(3, 'Legal Business Name'), b.legal, F.legal(b));
  s.value('dba', row(4, 'DBA'), b.dbaText, F.dba(b));
  const ent = row(5, 'Entity Type', 'List');
  s.value('entity', { ...ent, w: ent.w - 12 }, b.entityText, F.entity(b)); dropdown(s, ent);
  s.value('tax_id', row(6, 'Federal Tax ID (EIN)', 'Text'), b.taxText, F.tax(b));
  if (b.taxType === 'SSN') s.decoy('comment', c(3, 6), 'Sole prop - no EIN');
  s.value('start_date', row(7, 'Business Start Date', 'yyyy-mm-dd'), fmtDate(b.start, 'iso'), F.start(b));
  s.decoy('state_of_incorporation', row(8, 'State of Incorporation'), b.incState);
  s.decoy('comment', c(3, 8), 'per SOS filing');
  s.decoy('street', row(9, 'Street Address'), b.street);
  s.decoy('city', row(10, 'City'), b.city);
  s.value('state', row(11, 'State'), b.region, F.region(b, true));
  s.decoy('zip', row(12, 'ZIP', 'Text'), b.postal);
  s.decoy('phone', row(13, 'Business Phone'), b.phone);
  s.decoy('email', row(14, 'Email'), b.email);
  s.value('industry', row(15, 'Type of Business'), b.industryText, F.industry(b));
  s.decoy('employees', row(16, '# Employees', '0'), String(b.employees), { align: 'right' });
  s.decoy('own_rent', row(17, 'Own / Rent'), b.ownRent);
  if (b.ownRent === 'Rent') {
    s.decoy('landlord', c(3, 17), `Landlord: ${b.landlord.name}`);
    s.decoy('landlord_phone', row(18, 'Landlord Phone'), b.landlord.phone);
    s.decoy('rent', c(3, 18), `Rent $${money(b.landlord.rent, false)}/mo`);
  }
  band(19, 'FUNDING REQUEST');
  s.value('requested', row(20, 'Amount Requested', '#,##0.00'), money(b.requested), F.requested(b), { align: 'right' });
  s.decoy('use_of_funds', row(21, 'Use of Funds'), b.use);
  s.decoy('monthly_sales', row(22, 'Avg Monthly Sales', '#,##0.00'), money(b.monthlySales), { align: 'right' });
  s.decoy('annual_revenue', row(23, 'Annual Gross Revenue', '#,##0.00'), money(b.annual), { align: 'right' });
  s.decoy('comment', c(3, 23), 'from 2024 tax return');
  band(24, 'BANK & ISO');
  s.decoy('bank', row(25, 'Bank Name'), b.bank.name);
  s.decoy('routing', row(26, 'Routing #', 'Text'), b.bank.routing);
  s.decoy('account', row(27, 'Account #', 'Text'), b.bank.account);
  s.decoy('iso_rep', row(28, 'ISO Representative'), b.iso.name);
  s.decoy('iso_phone', c(3, 28), b.iso.phone);
  s.decoy('iso_email', row(29, 'ISO Email'), b.iso.email);
  footer(s, file, tabs, 0, 1, 2);

  s.newPage();
  s.label(file, 40, 30, { size: 7, color: '#777' });
  const o = s.grid(40, 64, [110, 78, 52, 68, 60, 150, 36], 16, 14, { letters: true, numbers: 1 });
  s.merged(o(0, 0, 7), 'OWNERS / GUARANTORS (all owners of 20% or more)', '#1f5e3a', '#fff', 10);
  ['Owner Name', 'Title', 'Ownership %', 'SSN', 'DOB', 'Home Address', 'FICO'].forEach((h, i) => { const k = o(i, 1); s.doc.rect(k.x, k.y, k.w, k.h).fill('#d9e7dc'); s.label(h, k.x + 2, k.y + 4.5, { size: 7, bold: true, width: k.w - 3 }); });
  b.owners.forEach((w, i) => {
    const r = 2 + i;
    s.value('owner_name', o(0, r), ownerName(w, 'first'), F.name(w, i));
    s.value('owner_title', o(1, r), w.title, F.title(w, i));
    s.value('owner_pct', o(2, r), pct(w.pct), F.pct(w, i), { align: 'right' });
    s.value('owner_ssn', o(3, r), w.taxText, F.taxId(w, i));
    s.value('owner_dob', o(4, r), fmtDate(w.dob, 'iso'), F.dob(w, i));
    s.decoy('owner_home', o(5, r), w.home);
    if (w.score !== null) s.value('owner_score', o(6, r), String(w.score), F.score(w, i), { align: 'right' });
  });
  s.merged(o(0, 6, 7), 'EXISTING ADVANCES / LOANS', '#eef3ef', '#1f5e3a', 9);
  ['Funder', 'Balance', 'Daily Pmt'].forEach((h, i) => s.label(h, o(i, 7).x + 2, o(i, 7).y + 4.5, { size: 7, bold: true }));
  b.positions.forEach((p, i) => {
    s.decoy('funder', o(0, 8 + i), p.funder);
    s.decoy('funder_balance', o(1, 8 + i), money(p.balance), { align: 'right' });
    s.decoy('funder_payment', o(2, 8 + i), money(p.payment), { align: 'right' });
  });
  s.label('AUTHORIZATION: The undersigned authorize Ledgerline Capital Partners and its funding partners to obtain credit reports', 40, 310, { size: 7.5 });
  s.label('and verify all information on this application, including with the merchant\'s bank and card processors.', 40, 321, { size: 7.5 });
  s.label('Signature: _______________________________          Date: ______________', 40, 350, { size: 8 });
  footer(s, file, tabs, 1, 2, 2);
}

export function gridiron(s: Sheet, b: Biz, yearsOnly: boolean): void {
  const file = 'Gridiron Funding - Intake', tabs = ['Intake', 'Docs Checklist', 'Lender Notes'];
  s.newPage();
  const c = s.grid(20, 40, [150, 50, 125, 125, 125], 15, 40, { color: '#dadce0' });
  s.merged(c(0, 0, 5), 'GRIDIRON FUNDING GROUP  -  Business Funding Application', '#1a73e8', '#fff', 10);
  s.label('Fill in column C. The grey column shows the expected format.', 24, c(0, 1).y + 4, { size: 7, color: '#5f6368' });
  const band = (r: number, t: string) => { const k = c(0, r, 5); s.doc.rect(k.x, k.y, k.w, k.h).fill('#e8f0fe'); s.label(t, k.x + 3, k.y + 4, { size: 8, bold: true, color: '#1a73e8' }); };
  const row = (r: number, label: string, hint = '', span = 3) => { s.label(label, c(0, r).x + 3, c(0, r).y + 4, { size: 8 }); if (hint) s.label(hint, c(1, r).x + 2, c(1, r).y + 4.5, { size: 6, color: '#9aa0a6' }); return c(2, r, span); };
  band(2, 'Business');
  s.value('legal_name', row(3, 'Business Legal Name'), b.legal, F.legal(b));
  s.value('dba', row(4, 'DBA / Trade Name'), b.dbaText, F.dba(b));
  row(5, 'Entity Type', 'check one');
  const opts = [['LLC', 'Corporation', 'S Corp', 'Partnership'], ['Sole Proprietor', 'Other:']];
  opts.forEach((line, li) => line.forEach((label, i) => {
    const k = c(2, 5 + li), x = k.x + 4 + i * 92, y = k.y + 3.5;
    const on = b.entityBox === label || (label === 'Other:' && b.entityBox === 'Other');
    const end = s.check('entity', x, y, label, on, label === 'Other:' ? {} : F.entity(b));
    if (label === 'Other:') {
      s.doc.lineWidth(0.4).strokeColor('#999').moveTo(end + 3, y + 8).lineTo(end + 120, y + 8).stroke();
      if (on) s.value('entity_other', { x: end + 2, y: k.y, w: 120, h: k.h }, b.entityText, F.entity(b));
    }
  }));
  s.value('tax_id', row(7, 'Federal Tax ID', '##-#######'), b.taxText, F.tax(b));
  s.value('address', row(8, 'Business Address', 'street, city, ST zip'), `${b.street}, ${b.city}, ${b.region} ${b.postal}`, F.region(b, true));
  if (yearsOnly) s.decoy('years_in_business', row(9, 'Years in Business', '#'), `${2025 - Number(b.start.slice(0, 4))} yrs`);
  else s.value('start_date', row(9, 'Business Start Date', 'm/d/yyyy'), fmtDate(b.start, 'mdy'), F.start(b));
  s.value('industry', row(10, 'Industry / Type of Business'), b.industryText, F.industry(b));
  s.decoy('phone', row(11, 'Business Phone', '(###) ###-####'), b.phone);
  s.decoy('email', row(12, 'Email / Website'), `${b.email} / ${b.website}`);
  band(13, 'Funding Request');
  s.value('requested', row(14, 'Amount Requested', '$', 1), `$${money(b.requested)}`, F.requested(b), { align: 'right' });
  s.value('payment', row(15, 'Proposed Payment', '$', 1), `$${money(b.payment!)}`, F.payment(b), { align: 'right' });
  s.value('n_payments', row(16, '# of Payments', '#', 1), String(b.nPayments), F.nPayments(b), { align: 'right' });
  s.value('frequency', row(17, 'Payment Frequency', 'list', 1), FREQ_TEXT[b.freq!]!, F.freq(b));
  s.decoy('use_of_funds', row(18, 'Use of Funds'), b.use);
  band(19, 'Existing Advances');
  ['Funder', 'Balance', 'Payment'].forEach((h, i) => s.label(h, c(2 + i, 20).x + 3, c(2 + i, 20).y + 4, { size: 7.5, bold: true }));
  b.positions.forEach((p, i) => {
    s.decoy('funder', c(2, 21 + i), p.funder);
    s.decoy('funder_balance', c(3, 21 + i), `$${money(p.balance)}`, { align: 'right' });
    s.decoy('funder_payment', c(4, 21 + i), `$${money(p.payment)}`, { align: 'right' });
  });
  band(23, 'Owners');
  ['Owner 1', 'Owner 2', 'Owner 3'].forEach((h, i) => s.label(h, c(2 + i, 24).x + 3, c(2 + i, 24).y + 4, { size: 7.5, bold: true }));
  ['Full Name', 'Title', 'Ownership %', 'SSN', 'Date of Birth', 'Credit Score (self-reported)', 'Home Address'].forEach((l, i) => row(25 + i, l, ['', '', '%', '###-##-####', 'm/d/yyyy', '', ''][i]));
  b.owners.forEach((w, i) => {
    const col = (r: number) => c(2 + i, r);
    s.value('owner_name', col(25), ownerName(w, 'first'), F.name(w, i));
    s.value('owner_title', col(26), w.title, F.title(w, i));
    s.value('owner_pct', col(27), pct(w.pct), F.pct(w, i), { align: 'right' });
    s.value('owner_ssn', col(28), w.taxText, F.taxId(w, i));
    s.value('owner_dob', col(29), fmtDate(w.dob, 'mdy'), F.dob(w, i));
    if (w.score !== null) s.value('owner_score', col(30), String(w.score), F.score(w, i), { align: 'right' });
    s.decoy('owner_home', col(31), w.home, { size: 6.5 });
  });
  band(32, 'Bank / Trade References / ISO');
  s.label('Bank, Routing, Account', c(0, 33).x + 3, c(0, 33).y + 4, { size: 8 });
  s.decoy('bank', c(2, 33), b.bank.name); s.decoy('routing', c(3, 33), b.bank.routing); s.decoy('account', c(4, 33), b.bank.account);
  b.refs.forEach((ref, i) => { row(34 + i, `Trade Reference ${i + 1}`); s.decoy('reference', c(2, 34 + i, 2), ref.name); s.decoy('reference_phone', c(4, 34 + i), ref.phone); });
  row(36, 'ISO / Broker Rep');
  s.decoy('iso_rep', c(2, 36), b.iso.name); s.decoy('iso_phone', c(3, 36), b.iso.phone); s.decoy('iso_email', c(4, 36), b.iso.email);
  s.label('By signing, each owner authorizes Gridiron Funding Group and its partners to obtain consumer and business credit reports', 24, c(0, 37).y + 4, { size: 7 });
  s.label('and to contact the bank and references listed above.      Signature: ______________________   Date: __________', 24, c(0, 38).y + 4, { size: 7 });
  footer(s, file, tabs, 0, 1, 1);
}
