// Layout 3: Liberty Ledger Advance, "Schedule M-1": one dense page in the style of a tax schedule. Numbered lines in
// a shaded gutter with dotted leaders, a bare 9-box tax-ID comb whose type is only the checked EIN / SSN / ITIN box,
// a 6-box MM DD YY start date, whole-dollar amount comb with a pre-printed ".00", owners in a table row each with
// SSN / DOB / FICO combs, typed in Courier; existing advances and trade references as decoy tables.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './kit.ts';
import { money, type Merchant } from './data.ts';
import { A, entityChoice, FREQ_LABEL, FREQS, fullName, maskedTin, mdy, nameFields, stateFields, tinFields } from './parts.ts';

export const LIBERTY = 'Liberty Ledger Advance';
const L = 32, W = 548, VX = 232;

function ln(s: Sheet, no: string, label: string, y: number, h = 18): void {
  s.rect(L, y, 22, h, { fill: '#cfcfcf', stroke: null });
  s.label(no, L, y + h / 2 - 3.5, { size: 7.5, bold: true, w: 22, align: 'center' });
  s.label(label, L + 26, y + h / 2 - 3.5, { size: 7 });
  const lw = s.doc.font('Helvetica').fontSize(7).widthOfString(label);
  const dots = Math.max(0, Math.floor((VX - 6 - (L + 26 + lw)) / 3.2));
  if (dots) s.label('.'.repeat(dots), L + 28 + lw, y + h / 2 - 3.5, { size: 7, color: '#555555' });
  s.line(L, y + h, L + W, y + h, 0.3, '#999999');
}

function partBar(s: Sheet, p: string, t: string, y: number): void {
  s.rect(L, y, 40, 12, { fill: 'black', stroke: null });
  s.label(`Part ${p}`, L, y + 2.5, { size: 8, bold: true, color: 'white', w: 40, align: 'center' });
  s.label(t, L + 46, y + 2.5, { size: 8, bold: true });
  s.line(L, y + 12, L + W, y + 12, 1.2);
}

export function liberty(s: Sheet, m: Merchant, r: Rng): void {
  s.typedFont = r.pick(['Courier', 'Courier-Bold', 'Helvetica']);
  s.markStyle = r.pick(['check', 'letter'] as const);
  s.label('SCHEDULE M-1', L, 26, { size: 13, bold: true });
  s.label('(Form LLA-7)', L, 41, { size: 7 });
  s.label('Merchant Funding Application and Owner Statement', L + 120, 26, { size: 11, bold: true });
  s.label('Liberty Ledger Advance  -  400 Constitution Ave., Suite 12, Philadelphia, PA 19106  -  submissions@libertyledger.example', L + 120, 41, { size: 6.5 });
  s.rect(L + W - 90, 22, 90, 28, { lw: 1 });
  s.label('Attachment\nSequence No. 07', L + W - 86, 26, { size: 6.5, w: 82 });
  s.line(L, 54, L + W, 54, 2.2);
  let y = 60;
  partBar(s, 'A', 'Business', y);
  y += 14;
  ln(s, '1a', 'Legal business name', y);
  s.write('legal_name', VX, y + 1, W + L - VX, 16, m.legal, { fields: { legal_name: m.legal } });
  y += 18;
  ln(s, '1b', 'Doing business as (DBA)', y);
  s.write('trade_name', VX, y + 1, W + L - VX, 16, m.dba ?? (r.chance(0.4) ? 'N/A' : ''), m.dba ? { fields: { trade_name: m.dba } } : { decoy: true });
  y += 18;
  ln(s, '2', 'Taxpayer identification number (check type)', y, 20);
  const tx = s.checkRow('tin_type', VX, y + 6, ['EIN', 'SSN', 'ITIN'], m.taxId ? ['EIN', 'SSN', 'ITIN'].indexOf(m.taxType) : -1,
    { fields: m.taxId ? { business_tax_id_type: m.taxType } : {} });
  s.comb('tin', tx[2]! + 14, y + 3, [9], m.taxId ? [m.taxId] : null, { h: 15, fields: m.taxId ? { business_tax_id: m.taxId, business_tax_id_country: 'US' } : {} });
  y += 20;
  ln(s, '3', 'Date business started (MM DD YY)', y, 24);
  const [mm, dd, yyyy] = mdy(m.start);
  s.comb('start', VX, y + 2, [2, 2, 2], [mm!, dd!, yyyy!.slice(2)], { h: 13, under: ['MM', 'DD', 'YY'], fields: { business_start_date: m.start }, text: `${mm}${dd}${yyyy!.slice(2)}` });
  s.label('Years at this location', VX + 120, y + 8, { size: 6.5 });
  s.comb('years_here', VX + 195, y + 4, [2], [String(r.int(1, 15))], { right: true, decoy: true });
  y += 24;
  ln(s, '4', 'Form of organization', y, 30);
  const ids = ['c_corporation', 's_corporation', 'llc', 'llp', 'general_partnership', 'sole_proprietorship', null];
  const ec = entityChoice(m, ids);
  const labels = ['Corporation', 'S-Corp', 'LLC', 'LLP', 'Partnership', 'Sole Prop.', 'Other'];
  s.checkRow('entity', VX, y + 3, labels.slice(0, 4), ec.idx < 4 ? ec.idx : -1, { fields: { type_of_entity: m.entity } });
  const xs = s.checkRow('entity2', VX, y + 16, labels.slice(4), ec.idx >= 4 ? ec.idx - 4 : -1, { fields: ec.other ? {} : { type_of_entity: m.entity } });
  s.line(xs[2]! + 2, y + 25, L + W, y + 25, 0.5);
  if (ec.other) s.write('entity_other', xs[2]! + 4, y + 14, L + W - xs[2]! - 6, 12, ec.other, { fields: { type_of_entity: m.entity } });
  y += 30;
  ln(s, '5', 'Principal product or service', y);
  s.write('industry', VX, y + 1, W + L - VX, 16, m.industryText, { fields: { industry: m.industry } });
  y += 18;
  ln(s, '6a', 'Business address (number, street, suite)', y);
  s.write('street', VX, y + 1, W + L - VX, 16, m.addr.street, { decoy: true });
  y += 18;
  ln(s, '6b', 'City, state, ZIP code', y, 20);
  s.write('city', VX, y + 2, 150, 16, m.addr.city, { decoy: true });
  s.comb('state', VX + 160, y + 3, [2], [m.addr.state], { fields: stateFields(m) });
  s.comb('zip', VX + 196, y + 3, [5], [m.addr.zip], { decoy: true });
  y += 20;
  ln(s, '7', 'Business telephone', y, 20);
  s.comb('biz_phone', VX, y + 3, [3, 3, 4], [m.phone.slice(0, 3), m.phone.slice(3, 6), m.phone.slice(6)], { seps: ['.', '.'], decoy: true });
  y += 26;
  partBar(s, 'B', 'Funding requested', y);
  y += 14;
  ln(s, '8', 'Advance amount requested (whole dollars)', y, 20);
  s.comb('amount', VX, y + 3, [7], [String(m.amount)], { pre: '$', right: true, fields: { requested_amount: m.amount }, text: `$${m.amount}.00` });
  s.label('.00', VX + 9 + 77 + 1, y + 7, { size: 9, bold: true });
  y += 20;
  const terms = r.chance(0.65);
  ln(s, '9', 'Remittance frequency', y, 20);
  s.checkRow('freq', VX, y + 6, FREQS.map((f) => FREQ_LABEL[f]), terms ? FREQS.indexOf(m.freq) : -1, { fields: { payment_frequency: m.freq } });
  y += 20;
  ln(s, '10', 'Number of remittances', y, 20);
  s.comb('npay', VX, y + 3, [3], terms ? [String(m.nPay)] : null, { right: true, fields: { number_of_payments: m.nPay } });
  s.label('11  Remittance amount', VX + 110, y + 7, { size: 7 });
  const [pw, pc] = m.payment.toFixed(2).split('.');
  s.comb('payment', VX + 190, y + 3, [5, 2], terms ? [pw!, pc!] : null, { pre: '$', seps: ['.'], right: true, fields: { requested_payment: m.payment }, text: `$${m.payment.toFixed(2)}` });
  y += 26;
  partBar(s, 'C', 'Owners (list every owner of 20% or more)', y);
  y += 15;
  const cols = [['#', 0], ['Name (first, M.I., last)', 16], ['Title', 150], ['% own', 232], ['SSN / ITIN', 268], ['Date of birth (MMDDYYYY)', 378], ['FICO', 496]] as const;
  for (const [t, x] of cols) s.label(t, L + x, y, { size: 6, bold: true });
  y += 8;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], yy = y + i * 20;
    s.rect(L, yy, W, 20, { lw: 0.4 });
    s.label(`${i + 1}`, L + 3, yy + 6, { size: 7, bold: true });
    if (!o) { for (const x of [16, 150, 232]) s.line(L + x - 3, yy, L + x - 3, yy + 20, 0.4); }
    s.write('owner_name', L + 14, yy + 2, 130, 16, o ? fullName(o) : null, { fields: o ? nameFields(i, o.first, o.last) : {} });
    s.write('role', L + 148, yy + 2, 80, 16, o?.role ?? null, { fields: o ? { [A(i, 'role')]: o.role } : {} });
    s.comb('pct', L + 232, yy + 3, [3], o ? [String(o.pct)] : null, { cw: 9, right: true, fields: o ? { [A(i, 'ownership')]: o.pct } : {} });
    const tin = o && !o.blankTin ? (o.masked ? maskedTin(o) : o.tin) : null;
    s.comb('ssn', L + 268, yy + 3, [3, 2, 4], tin ? [tin.slice(0, 3), tin.slice(3, 5), tin.slice(5)] : null, { cw: 9, seps: ['-', '-'], fields: o ? tinFields(i, o, 'US') ?? {} : {}, decoy: !!o && o.masked });
    s.comb('dob', L + 378, yy + 3, [2, 2, 4], o ? mdy(o.dob) : null, { cw: 9, fields: o ? { [A(i, 'date_of_birth')]: o.dob } : {} });
    s.comb('fico', L + 496, yy + 3, [3], o?.credit ? [String(o.credit)] : null, { cw: 9, fields: o?.credit ? { [A(i, 'credit_score')]: o.credit } : {} });
  }
  y += 66;
  partBar(s, 'D', 'Existing advances and loans', y);
  y += 15;
  s.label('Funder / lender', L, y, { size: 6, bold: true });
  s.label('Balance', L + 250, y, { size: 6, bold: true });
  s.label('Payment', L + 380, y, { size: 6, bold: true });
  y += 8;
  for (let k = 0; k < 2; k++) {
    const f = m.funders[k];
    s.rect(L, y + k * 17, W, 17, { lw: 0.4 });
    if (f) {
      s.write('funder', L + 2, y + k * 17, 240, 17, f.name, { decoy: true });
      s.write('funder_balance', L + 250, y + k * 17, 120, 17, money(r, f.balance), { decoy: true });
      s.write('funder_payment', L + 380, y + k * 17, 120, 17, `${money(r, f.payment)} ${r.pick(['daily', 'weekly', '/day', '/wk'])}`, { decoy: true });
    } else if (k === 0 && r.chance(0.5)) s.write('funder_none', L + 2, y, 240, 17, 'NONE', { decoy: true });
  }
  y += 40;
  partBar(s, 'E', 'Trade references and landlord', y);
  y += 16;
  const people = [...m.refs.map((x) => ({ who: 'Trade reference', ...x })), { who: 'Landlord', ...m.landlord }];
  people.forEach((p, k) => {
    const yy = y + k * 18;
    s.label(p.who, L, yy + 5, { size: 6.5 });
    s.rect(L + 80, yy, 250, 16, { lw: 0.4 });
    s.write(k < 2 ? 'reference' : 'landlord', L + 80, yy, 250, 16, p.name, { decoy: true });
    s.comb(k < 2 ? 'reference_phone' : 'landlord_phone', L + 340, yy + 1, [3, 3, 4], [p.phone.slice(0, 3), p.phone.slice(3, 6), p.phone.slice(6)], { cw: 9, h: 14, seps: ['-', '-'], decoy: true });
  });
  y += 62;
  s.label('Signature. I certify that the statements on this schedule are true and complete, and I authorize Liberty Ledger Advance and its funders ' +
    'to obtain credit reports on the business and on each owner listed in Part C and to verify any information given.', L, y, { size: 6.3, w: W });
  y += 22;
  s.line(L, y + 16, L + 240, y + 16);
  s.label('Owner signature', L, y + 18, { size: 5.5 });
  s.write('signer', L + 260, y + 2, 160, 14, m.owners[0] ? fullName(m.owners[0]) : null);
  s.line(L + 260, y + 16, L + 420, y + 16);
  s.label('Print name', L + 260, y + 18, { size: 5.5 });
  s.write('signed', L + 440, y + 2, 100, 14, `05/${String(r.int(1, 28)).padStart(2, '0')}/25`, { decoy: true });
  s.line(L + 440, y + 16, L + W, y + 16);
  s.label('Date', L + 440, y + 18, { size: 5.5 });
  y += 34;
  s.rect(L, y, W, 20, { fill: '#efefef', stroke: null });
  s.label(`ISO use: submitted by ${m.iso.company}`, L + 4, y + 6, { size: 6.5 });
  s.write('iso_rep', L + 200, y + 2, 180, 16, m.iso.name, { decoy: true });
  s.label('Schedule M-1 (Form LLA-7) 2025', L + W - 110, 770, { size: 6, bold: true });
}
