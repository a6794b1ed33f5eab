// Layout 1: Federal Street Funding Group, "Form FSF-100": an IRS-style two-page form. Block capitals one letter per
// box, EIN / SSN / dates / ZIP / phones in combs with pre-printed separators, money in combs with pre-printed comma
// and decimal point, lettered sections with numbered items, owners' names split in LAST / FIRST / M.I. combs.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './kit.ts';
import { fmtPhone, longDate, upper, type Merchant } from './data.ts';
import { A, bizTaxFields, entityChoice, FREQ_LABEL, FREQS, fullName, maskedTin, mdy, moneyParts, moneyText, stateFields, tinFields } from './parts.ts';

export const FEDERAL = 'Federal Street Funding Group';
const L = 36, W = 540;

function item(s: Sheet, n: string, t: string, x: number, y: number): void {
  s.label(n, x, y, { size: 6.5, bold: true });
  s.label(t, x + 11, y, { size: 6.5 });
}

export function federal(s: Sheet, m: Merchant, r: Rng): void {
  s.markStyle = r.pick(['letter', 'stroke'] as const);
  // ---- page 1 ----
  s.rect(L, 30, 110, 34, { lw: 1.2 });
  s.label('Form', L + 4, 33, { size: 6 });
  s.label('FSF-100', L + 4, 40, { size: 14, bold: true });
  s.label('(Rev. March 2025)', L + 4, 56, { size: 5.5 });
  s.label('Application for Business Funding', L + 115, 34, { size: 14, bold: true, w: 310, align: 'center' });
  s.label('Federal Street Funding Group  |  Merchant Cash Advance Division', L + 115, 52, { size: 7, w: 310, align: 'center' });
  s.rect(L + 430, 30, 110, 34, { lw: 1.2 });
  s.label('Application No.', L + 434, 33, { size: 6 });
  s.write('application_no', L + 434, 44, 100, 14, `FSF-${r.digits(6)}`, { decoy: true });
  s.line(L, 68, L + W, 68, 2);
  s.label('Print in BLOCK CAPITAL LETTERS, one character per box. Use black or blue ink. Complete every section.', L, 72, { size: 6.5, italic: true });
  let y = 84;
  s.bar('A', 'BUSINESS INFORMATION', L, y, W);
  y += 16;
  item(s, '1', 'Legal name of business (exactly as shown on your federal tax return)', L, y);
  s.comb('legal_name', L, y + 8, [44], [upper(m.legal)], { cw: 12.2, fields: { legal_name: upper(m.legal) } });
  y += 28;
  item(s, '2', 'Trade name / DBA, if different from line 1', L, y);
  if (m.dba) s.comb('trade_name', L, y + 8, [44], [upper(m.dba)], { cw: 12.2, fields: { trade_name: upper(m.dba) } });
  else s.comb('trade_name', L, y + 8, [44], r.chance(0.5) ? ['SAME'] : null, { cw: 12.2, decoy: true });
  y += 28;
  item(s, '3a', 'Employer identification number (EIN)', L, y);
  item(s, '3b', 'Owner SSN/ITIN - only if sole proprietor without an EIN', L + 200, y);
  const t = m.taxId;
  s.comb('ein', L, y + 8, [2, 7], t && m.taxType === 'EIN' ? [t.slice(0, 2), t.slice(2)] : null, { seps: ['-'], fields: bizTaxFields(m, false), text: t ? `${t.slice(0, 2)}-${t.slice(2)}` : '' });
  s.comb('biz_ssn', L + 200, y + 8, [3, 2, 4], t && m.taxType !== 'EIN' ? [t.slice(0, 3), t.slice(3, 5), t.slice(5)] : null,
    { seps: ['-', '-'], fields: bizTaxFields(m, false), text: t ? `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}` : '' });
  y += 30;
  item(s, '4', 'Date business started', L, y);
  s.comb('start', L, y + 8, [2, 2, 4], mdy(m.start), { seps: ['/', '/'], under: ['MM', 'DD', 'YYYY'], fields: { business_start_date: m.start }, text: mdy(m.start).join('/') });
  item(s, '5', 'State of incorporation / organization', L + 200, y);
  s.comb('inc_state', L + 200, y + 8, [2], [m.incState], { decoy: true });
  item(s, '6', 'Number of employees', L + 380, y);
  s.comb('employees', L + 380, y + 8, [4], [String(m.employees)], { right: true, decoy: true });
  y += 34;
  item(s, '7', 'Business street address (no P.O. boxes)', L, y);
  s.rect(L, y + 8, W, 15);
  s.write('street', L, y + 8, W, 15, m.addr.street, { decoy: true });
  y += 28;
  item(s, '8', 'City', L, y);
  s.rect(L, y + 8, 250, 15);
  s.write('city', L, y + 8, 250, 15, m.addr.city, { decoy: true });
  s.label('State', L + 262, y, { size: 6.5 });
  s.comb('state', L + 262, y + 8, [2], [m.addr.state], { h: 15, fields: stateFields(m) });
  s.label('ZIP code', L + 300, y, { size: 6.5 });
  s.comb('zip', L + 300, y + 8, [5, 4], [m.addr.zip, r.chance(0.3) ? r.digits(4) : ''], { h: 15, seps: ['-'], decoy: true });
  y += 30;
  item(s, '9', 'Business telephone', L, y);
  s.comb('biz_phone', L, y + 8, [3, 3, 4], [m.phone.slice(0, 3), m.phone.slice(3, 6), m.phone.slice(6)], { pre: '(', seps: [')', '-'], decoy: true, text: fmtPhone(m.phone) });
  item(s, '10', 'E-mail address', L + 200, y);
  s.rect(L + 200, y + 8, 340, 14);
  s.write('email', L + 200, y + 8, 340, 14, m.email, { decoy: true });
  y += 30;
  item(s, '11', 'Type of entity (check one box):', L, y);
  const ids = ['c_corporation', 's_corporation', 'llc', 'general_partnership', 'sole_proprietorship', null];
  const ec = entityChoice(m, ids);
  const xs = s.checkRow('entity', L + 12, y + 10, ['C Corporation', 'S Corporation', 'LLC', 'Partnership', 'Sole proprietor', 'Other (specify)'], ec.idx,
    { fields: ec.other ? {} : { type_of_entity: m.entity } });
  s.line(xs[5]! + 2, y + 18, L + W, y + 18, 0.5);
  if (ec.other) s.write('entity_other', xs[5]! + 4, y + 6, 90, 12, ec.other, { fields: { type_of_entity: m.entity } });
  y += 26;
  item(s, '12', 'Principal business activity / type of business', L, y);
  s.rect(L, y + 8, W, 15);
  s.write('industry', L, y + 8, W, 15, m.industryText, { fields: { industry: m.industry } });
  y += 32;
  s.bar('B', 'FUNDING REQUEST', L, y, W);
  y += 16;
  item(s, '13', 'Amount requested', L, y);
  s.comb('amount', L, y + 8, [3, 3, 2], moneyParts(m.amount), { pre: '$', seps: [',', '.'], right: true, fields: { requested_amount: m.amount }, text: moneyText(m.amount) });
  item(s, '14', 'Use of funds', L + 200, y);
  s.rect(L + 200, y + 8, 340, 14);
  s.write('use', L + 200, y + 8, 340, 14, m.use, { decoy: true });
  y += 30;
  const terms = r.chance(0.7);
  item(s, '15', 'Preferred payment schedule (check one)', L, y);
  s.checkRow('freq', L + 12, y + 10, FREQS.map((f) => FREQ_LABEL[f]), terms ? FREQS.indexOf(m.freq) : -1, { fields: { payment_frequency: m.freq } });
  y += 24;
  item(s, '16', 'Number of payments', L, y);
  s.comb('npay', L, y + 8, [3], terms ? [String(m.nPay)] : null, { right: true, fields: { number_of_payments: m.nPay } });
  item(s, '17', 'Payment amount per period', L + 200, y);
  s.comb('payment', L + 200, y + 8, [3, 3, 2], terms ? moneyParts(m.payment) : null, { pre: '$', seps: [',', '.'], right: true, fields: { requested_payment: m.payment }, text: moneyText(m.payment) });
  y += 32;
  s.bar('C', 'BANK AND PREMISES', L, y, W);
  y += 16;
  item(s, '18', 'Bank name', L, y);
  s.rect(L, y + 8, 170, 14);
  s.write('bank', L, y + 8, 170, 14, m.bank.name, { decoy: true });
  item(s, '19', 'Routing number (ABA)', L + 185, y);
  s.comb('routing', L + 185, y + 8, [9], [m.bank.routing], { decoy: true });
  item(s, '20', 'Account number', L + 300, y);
  s.comb('account', L + 300, y + 8, [14], [m.bank.account], { decoy: true });
  y += 30;
  item(s, '21', 'Business premises', L, y);
  const rent = r.chance(0.75);
  s.checkRow('premises', L + 80, y - 1, ['Own', 'Rent / lease'], rent ? 1 : 0, { decoy: true });
  y += 12;
  item(s, '22', 'Landlord / mortgage holder name', L, y);
  s.rect(L, y + 8, 250, 14);
  s.write('landlord', L, y + 8, 250, 14, m.landlord.name, { decoy: true });
  s.label('Landlord telephone', L + 262, y, { size: 6.5 });
  s.comb('landlord_phone', L + 262, y + 8, [3, 3, 4], [m.landlord.phone.slice(0, 3), m.landlord.phone.slice(3, 6), m.landlord.phone.slice(6)], { pre: '(', seps: [')', '-'], decoy: true });
  s.label('Monthly rent', L + 440, y, { size: 6.5 });
  s.comb('rent', L + 440, y + 8, [5], [String(m.rent)], { pre: '$', right: true, decoy: true });
  s.label('Form FSF-100 (Rev. 3-2025)', L, 760, { size: 6 });
  s.label('Continue on page 2', L + 440, 760, { size: 6, bold: true });

  // ---- page 2 ----
  s.newPage();
  s.label('Form FSF-100 (Rev. 3-2025)', L, 30, { size: 7 });
  s.label('Page 2', L + 500, 30, { size: 7, bold: true });
  s.line(L, 40, L + W, 40, 1.5);
  y = 46;
  s.bar('D', 'OWNERS / OFFICERS  (every person owning 20% or more)', L, y, W);
  y += 16;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    s.rect(L, y, W, 11, { fill: '#d9d9d9', stroke: null });
    s.label(`D${i + 1}   Owner ${i + 1}`, L + 3, y + 2.5, { size: 7, bold: true });
    y += 15;
    item(s, 'a', 'Last name', L, y);
    s.comb('last', L, y + 8, [18], o ? [upper(o.last)] : null, { fields: o ? { [A(i, 'last_name')]: upper(o.last) } : {} });
    item(s, 'b', 'First name', L + 208, y);
    s.comb('first', L + 208, y + 8, [12], o ? [upper(o.first)] : null, { fields: o ? { [A(i, 'first_name')]: upper(o.first) } : {} });
    item(s, 'c', 'M.I.', L + 350, y);
    s.comb('mi', L + 350, y + 8, [1], o?.mi ? [o.mi] : null);
    item(s, 'd', 'Ownership', L + 390, y);
    s.comb('pct', L + 390, y + 8, [3], o ? [String(o.pct)] : null, { right: true, fields: o ? { [A(i, 'ownership')]: o.pct } : {} });
    s.label('%', L + 425, y + 11, { size: 9, bold: true });
    y += 28;
    item(s, 'e', 'Title', L, y);
    s.rect(L, y + 8, 150, 14);
    if (o) s.write('role', L, y + 8, 150, 14, o.role, { fields: { [A(i, 'role')]: o.role } });
    item(s, 'f', 'Social security number / ITIN', L + 160, y);
    const tf = o ? tinFields(i, o, 'US') : null;
    const tin = o && !o.blankTin ? (o.masked ? maskedTin(o) : o.tin) : null;
    s.comb('ssn', L + 160, y + 8, [3, 2, 4], tin ? [tin.slice(0, 3), tin.slice(3, 5), tin.slice(5)] : null, { seps: ['-', '-'], fields: tf ?? {}, decoy: !!o && o.masked });
    item(s, 'g', 'Date of birth', L + 300, y);
    s.comb('dob', L + 300, y + 8, [2, 2, 4], o ? mdy(o.dob) : null, { seps: ['/', '/'], fields: o ? { [A(i, 'date_of_birth')]: o.dob } : {} });
    item(s, 'h', 'Credit score (if known)', L + 440, y);
    s.comb('fico', L + 440, y + 8, [3], o?.credit ? [String(o.credit)] : null, { fields: o?.credit ? { [A(i, 'credit_score')]: o.credit } : {} });
    y += 28;
    item(s, 'i', 'Home address (street, city, state, ZIP)', L, y);
    s.rect(L, y + 8, 380, 14);
    if (o) s.write('home', L, y + 8, 380, 14, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, { decoy: true });
    item(s, 'j', 'Home / cell phone', L + 390, y);
    s.comb('home_phone', L + 390, y + 8, [3, 3, 4], o ? [o.phone.slice(0, 3), o.phone.slice(3, 6), o.phone.slice(6)] : null, { cw: 10, seps: ['', '-'], decoy: true });
    y += 32;
  }
  s.bar('E', 'CERTIFICATION AND AUTHORIZATION', L, y, W);
  y += 15;
  s.label('Under penalties of perjury, each undersigned certifies that the information on this form is true, correct and complete, and authorizes ' +
    'Federal Street Funding Group, its assigns and funding partners to obtain consumer and business credit reports, to verify the information ' +
    'given, and to contact the bank, landlord and references named above. A photocopy or electronic copy of this authorization is as valid as the original.',
  L, y, { size: 6.3, w: W });
  y += 36;
  m.owners.forEach((o, i) => {
    s.line(L, y + 14, L + 200, y + 14);
    s.label('Signature', L, y + 16, { size: 5.5 });
    s.write('printed_name', L + 215, y, 190, 14, fullName(o));
    s.line(L + 215, y + 14, L + 405, y + 14);
    s.label(`Printed name (owner ${i + 1})`, L + 215, y + 16, { size: 5.5 });
    s.write('signed', L + 420, y, 120, 14, r.chance(0.5) ? longDate('2025-05-0' + r.int(1, 9)) : `05/0${r.int(1, 9)}/2025`, { decoy: true });
    s.line(L + 420, y + 14, L + W, y + 14);
    s.label('Date', L + 420, y + 16, { size: 5.5 });
    y += 26;
  });
  y = Math.max(y + 4, 700);
  s.rect(L, y, W, 48, { lw: 1 });
  s.label('FOR OFFICE USE ONLY', L + 4, y + 3, { size: 6.5, bold: true });
  s.label('ISO / referring representative', L + 4, y + 14, { size: 6 });
  s.write('iso_rep', L + 4, y + 22, 200, 14, `${m.iso.name} - ${m.iso.company}`, { decoy: true });
  s.label('Rep telephone', L + 260, y + 14, { size: 6 });
  s.comb('iso_phone', L + 260, y + 22, [3, 3, 4], [m.iso.phone.slice(0, 3), m.iso.phone.slice(3, 6), m.iso.phone.slice(6)], { cw: 10, pre: '(', seps: [')', '-'], decoy: true });
}
