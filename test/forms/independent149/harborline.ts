// Harborline Capital Partners (Hoboken, NJ): a dense one-page grid of boxed cells with tiny uppercase captions, a navy
// header band, an "Incorporation Type" checkbox row with "Other", and an owners' table whose last column is the home
// address. Sans throughout (Nimbus Sans captions, Helvetica values).
import type { Sheet } from './canvas.ts';
import type { Merchant } from './data.ts';
import { STATE_NAMES } from './data.ts';
import { bizTax, date, dbaText, type Fields, type Layout, money, ownerName, ownerTax, pctText, stateFields } from './fmt.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const NAVY = '#1d3557', CAP = '#4a5a70', L = 30, R = 582;

/** A boxed cell: caption at its top left, value under it. */
function cell(s: Sheet, x: number, y: number, w: number, h: number, caption: string, key?: string, text = '', fields: Fields = {}, decoy = false): void {
  s.doc.save().lineWidth(0.6).strokeColor('#8a97a8').rect(x, y, w, h).stroke().restore();
  s.label(caption, x + 3, y + 2.5, { font: 'sans', size: 5.6, color: CAP });
  if (key) s.value(key, text, fields, x + 4, y + h - 11.5, w - 8, { size: 8.5, h: 11, decoy });
}

function bar(s: Sheet, y: number, title: string): number {
  s.doc.save().rect(L, y, R - L, 12).fill(NAVY).restore();
  s.label(title, L + 5, y + 3, { font: 'sansBold', size: 7.2, color: '#ffffff' });
  return y + 12;
}

const ENTITY_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];
const OTHER_TEXT: Record<string, string> = { pllc: 'PLLC', limited_partnership: 'Ltd. Partnership' };

function business(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = bar(s, y0, '1   BUSINESS PROFILE');
  const h = 28;
  cell(s, L, y, 300, h, 'CORPORATE NAME (AS ON TAX RETURN)', 'legal_name', m.legal, { legal_name: m.legal });
  const d = dbaText(m);
  cell(s, 330, y, 252, h, 'D/B/A', 'dba', d.text, d.fields);
  y += h;
  cell(s, L, y, 250, h, 'PHYSICAL ADDRESS (NO P.O. BOX)', 'street', m.addr.street);
  cell(s, 280, y, 130, h, 'CITY', 'city', m.addr.city);
  cell(s, 410, y, 40, h, 'ST', 'state', m.addr.state, stateFields(m));
  cell(s, 450, y, 62, h, 'ZIP', 'zip', m.addr.zip);
  cell(s, 512, y, 70, h, '# EMPLOYEES', 'employees', r.chance(0.8) ? String(m.employees) : '');
  y += h;
  cell(s, L, y, 130, h, 'BUSINESS PHONE', 'phone', m.phone);
  cell(s, 160, y, 200, h, 'EMAIL', 'email', m.email);
  cell(s, 360, y, 222, h, 'WEBSITE', 'website', m.website ?? '');
  y += h;
  const tax = bizTax(m, 'dashed');
  cell(s, L, y, 130, h, 'FEDERAL TAX ID', 'tax_id', tax.text, tax.fields);
  const startStyle = r.pick(['mdy', 'mdyShort', 'mdy'] as const);
  cell(s, 160, y, 110, h, 'BUSINESS START DATE', 'start', date(m.start, startStyle), { business_start_date: m.start });
  const inc = m.entity === 'sole_proprietorship' ? '' : r.chance(0.5) ? m.incJurisdiction : STATE_NAMES[m.incJurisdiction]!;
  cell(s, 270, y, 80, h, 'STATE OF INC.', 'state_of_inc', inc, {}, true);
  cell(s, 350, y, 232, h, 'TYPE OF BUSINESS / INDUSTRY', 'industry', m.industryText, { industry: m.industry });
  y += h;
  s.doc.save().lineWidth(0.6).strokeColor('#8a97a8').rect(L, y, R - L, 20).stroke().restore();
  s.label('INCORPORATION TYPE:', L + 4, y + 7, { font: 'sansBold', size: 6.5, color: CAP });
  s.lab = { font: 'sans', size: 7.5, color: '#111111' };
  let x = L + 92;
  for (const [label, id] of ENTITY_BOXES) x = s.check(`entity_${id}`, label, { type_of_entity: id }, m.entity === id, x, y + 6, 7.5) + 12;
  const other = OTHER_TEXT[m.entity];
  x = s.check('entity_other', 'Other:', {}, !!other, x, y + 6, 7.5) + 4;
  s.doc.save().lineWidth(0.5).strokeColor('#555555').moveTo(x, y + 15).lineTo(R - 6, y + 15).stroke().restore();
  if (other) s.value('entity_other_text', other, { type_of_entity: m.entity }, x + 2, y + 6, R - 8 - x, { size: 8, h: 11 });
  y += 20;
  s.doc.save().lineWidth(0.6).strokeColor('#8a97a8').rect(L, y, 160, h).stroke().restore();
  s.label('PREMISES', L + 3, y + 2.5, { font: 'sans', size: 5.6, color: CAP });
  s.check('own', 'Own', {}, m.owns, L + 8, y + 12, 7.5);
  s.check('rent', 'Rent / Lease', {}, !m.owns, L + 55, y + 12, 7.5);
  cell(s, 190, y, 200, h, m.owns ? 'MORTGAGE COMPANY' : 'LANDLORD NAME', 'landlord', m.landlord.name, {}, true);
  cell(s, 390, y, 100, h, 'LANDLORD / MTG PHONE', 'landlord_phone', m.landlord.phone, {}, true);
  cell(s, 490, y, 92, h, 'MONTHLY RENT / MTG', 'rent_amount', money(r.int(18, 95) * 100, 'usd'));
  return y + h;
}

function funding(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = bar(s, y0, '2   FUNDING REQUEST');
  const h = 28;
  cell(s, L, y, 130, h, 'AMOUNT REQUESTED', 'amount', money(m.amount, r.pick(['usd', 'usd2'] as const)), { requested_amount: m.amount });
  cell(s, 160, y, 170, h, 'USE OF FUNDS', 'use', m.useOfFunds);
  cell(s, 330, y, 126, h, 'AVG. MONTHLY SALES', 'monthly_sales', money(m.monthlySales, 'usd'));
  cell(s, 456, y, 126, h, 'GROSS ANNUAL SALES', 'annual_sales', money(m.monthlySales * 12 + r.int(-9, 9) * 1000, 'usd'));
  y += h;
  const adv = m.funders.map((f) => `${f.name} - bal. ${money(f.balance, 'usd')}`).join('; ');
  cell(s, L, y, R - L, h, 'OPEN ADVANCES / LOANS (FUNDER & BALANCE)', 'advances', adv || (r.chance(0.5) ? 'None' : ''), {}, !!adv);
  return y + h;
}

function owners(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = bar(s, y0, '3   OWNERSHIP  (LIST ALL OWNERS OF 20% OR MORE)');
  const cols: [string, number, number][] = [['OWNER NAME', L, 130], ['TITLE', 160, 70], ['OWN %', 230, 34], ['SSN', 264, 68],
    ['DATE OF BIRTH', 332, 60], ['FICO', 392, 32], ['HOME ADDRESS (STREET, CITY, ST ZIP)', 424, 158]];
  s.doc.save().rect(L, y, R - L, 12).fill('#dfe7f1').restore();
  for (const [c, x, w] of cols) {
    s.doc.save().lineWidth(0.6).strokeColor('#8a97a8').rect(x, y, w, 12).stroke().restore();
    s.label(c, x + 3, y + 3.5, { font: 'sansBold', size: 5.6, color: NAVY });
  }
  y += 12;
  const dobStyle = r.pick(['mdy', 'mdyShort'] as const);
  for (let i = 0; i < 3; i++) {
    for (const [, x, w] of cols) s.doc.save().lineWidth(0.6).strokeColor('#8a97a8').rect(x, y, w, 23).stroke().restore();
    const o = m.owners[i];
    if (o) {
      const p = `applicants[${i}].`, ty = y + 8, at = (c: number) => cols[c]!;
      const nm = ownerName(o, i);
      s.value(`owner${i + 1}_name`, nm.text, nm.fields, at(0)[1] + 3, ty, at(0)[2] - 6, { size: 8 });
      s.value(`owner${i + 1}_title`, o.title ?? '', { [`${p}role`]: o.title }, at(1)[1] + 3, ty, at(1)[2] - 6, { size: 8 });
      s.value(`owner${i + 1}_pct`, pctText(o.pct, r.pick(['pct', 'bare'] as const)), { [`${p}ownership`]: o.pct }, at(2)[1] + 3, ty, at(2)[2] - 6, { size: 8 });
      const t = ownerTax(o, i, 'star');
      s.value(`owner${i + 1}_ssn`, t.text, t.fields, at(3)[1] + 3, ty, at(3)[2] - 6, { size: 8 });
      s.value(`owner${i + 1}_dob`, o.dob ? date(o.dob, dobStyle) : '', { [`${p}date_of_birth`]: o.dob }, at(4)[1] + 3, ty, at(4)[2] - 6, { size: 8 });
      s.value(`owner${i + 1}_fico`, o.credit ? String(o.credit) : '', { [`${p}credit_score`]: o.credit }, at(5)[1] + 3, ty, at(5)[2] - 6, { size: 8 });
      const home = `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;
      s.value(`owner${i + 1}_home`, home, {}, at(6)[1] + 3, ty, at(6)[2] - 6, { size: 7, decoy: true });
    }
    y += 23;
  }
  return y;
}

function banking(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  const y = bar(s, y0, '4   BUSINESS BANK ACCOUNT (FOR ACH)');
  cell(s, L, y, 200, 28, 'BANK NAME', 'bank', m.bank.name, {}, true);
  cell(s, 230, y, 120, 28, 'ABA ROUTING #', 'routing', m.bank.routing, {}, true);
  cell(s, 350, y, 140, 28, 'ACCOUNT #', 'account', m.bank.account, {}, true);
  cell(s, 490, y, 92, 28, 'ACCOUNT TYPE', 'acct_type', r.pick(['Checking', 'Business Checking']));
  return y + 28;
}

function signatures(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = bar(s, y0, '5   AUTHORIZATION');
  y = s.para('By signing below, each of the undersigned certifies that the information in this application is true and complete and ' +
    'authorizes Harborline Capital Partners, its assigns and the funding sources it presents this file to, to obtain consumer and ' +
    'business credit reports, to verify bank and trade information, and to contact the landlord and references listed. This is an ' +
    'application, not a commitment to fund; any purchase of receivables is subject to a separate agreement.', L + 2, y + 4, R - L - 4, { font: 'sans', size: 6.3 }) + 8;
  const signed = m.owners.slice(0, 2);
  const when = `02/${String(r.int(2, 9)).padStart(2, '0')}/2026`;
  for (let k = 0; k < 2; k++) {
    const x = L + k * 280;
    s.doc.save().lineWidth(0.6).strokeColor('#333333').moveTo(x, y + 22).lineTo(x + 150, y + 22).moveTo(x + 158, y + 22).lineTo(x + 262, y + 22)
      .moveTo(x, y + 46).lineTo(x + 262, y + 46).stroke().restore();
    s.label('Owner Signature', x, y + 25, { font: 'sans', size: 6, color: CAP });
    s.label('Date', x + 158, y + 25, { font: 'sans', size: 6, color: CAP });
    s.label('Print Name', x, y + 49, { font: 'sans', size: 6, color: CAP });
    const o = signed[k];
    if (!o) continue;
    s.signature(x + 8, y + 16, 110);
    s.value(`sig${k + 1}_date`, when, {}, x + 160, y + 11, 100, { size: 8.5, decoy: true });
    const nm = ownerName({ ...o, cred: null, middle: null }, k);
    s.value(`sig${k + 1}_name`, nm.text, nm.fields, x + 2, y + 35, 250, { size: 8.5 });
  }
  return y + 60;
}

export const HARBORLINE: Layout = {
  name: 'harborline-grid', broker: 'Harborline Capital Partners', country: 'US', maxOwners: 3,
  entities: [['llc', 5], ['c_corporation', 3], ['s_corporation', 2], ['general_partnership', 1], ['sole_proprietorship', 2], ['pllc', 1], ['limited_partnership', 1]],
  sheet: { valueFont: 'Helvetica', valueSize: 8.5, typedMark: 'X', acroPrefix: 'hcp_', title: 'Merchant Funding Application' },
  draw(s, m, r) {
    s.doc.save().rect(L, 26, R - L, 46).fill(NAVY).restore();
    s.label('HARBORLINE', L + 12, 34, { font: 'sansBold', size: 20, color: '#ffffff' });
    s.label('C A P I T A L   P A R T N E R S', L + 13, 57, { font: 'sans', size: 7, color: '#a8dadc' });
    s.label('MERCHANT FUNDING APPLICATION', 330, 36, { font: 'sansBold', size: 11.5, color: '#ffffff' });
    s.label('77 River St, Hoboken NJ 07030  ·  (201) 555-0147  ·  submissions@harborlinecap.com', 330, 54, { font: 'sans', size: 5.8, color: '#e0e6ee' });
    let y = business(s, m, r, 82) + 6;
    y = funding(s, m, r, y) + 6;
    y = owners(s, m, r, y) + 6;
    y = banking(s, m, r, y) + 6;
    y = signatures(s, m, r, y);
    s.doc.save().lineWidth(0.5).strokeColor(NAVY).moveTo(L, y + 4).lineTo(R, y + 4).stroke().restore();
    s.label('ISO USE ONLY  ·  Submitted by:', L, y + 9, { font: 'sansBold', size: 6.5, color: NAVY });
    s.value('iso_rep', m.rep.name, {}, L + 105, y + 8.5, 110, { size: 7.5, decoy: true });
    s.label('Rep email:', L + 222, y + 9, { font: 'sans', size: 6.5, color: CAP });
    s.value('iso_email', `${m.rep.email}harborlinecap.com`, {}, L + 258, y + 8.5, 150, { size: 7.5, decoy: true });
    s.label('Rep code:', L + 430, y + 9, { font: 'sans', size: 6.5, color: CAP });
    s.value('iso_code', `HL-${m.rep.code.slice(3)}`, {}, L + 465, y + 8.5, 80, { size: 7.5, decoy: true });
  },
};
