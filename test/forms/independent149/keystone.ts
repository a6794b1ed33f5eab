// Keystone Ledger Advisors (Pittsburgh, PA): a one-page, two-column form in URW Gothic with teal pill headings,
// captions above ruled values, a combined "City / State / ZIP" line, a bare or dashed "FEIN" (sole proprietors write
// their SSN in it), "Legal Structure" boxes filled solid, and two "Principal" blocks side by side.
import type { Sheet } from './canvas.ts';
import type { Merchant } from './data.ts';
import { bizTax, date, dbaText, type Fields, type Layout, money, ownerName, ownerTax, pctText, stateFields } from './fmt.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const TEAL = '#0f766e', INK = '#134e4a', LX = 36, RX = 312, CW = 264;

/** Caption above, value on a rule below it. */
function field(s: Sheet, x: number, y: number, w: number, caption: string, key: string, text: string, fields: Fields = {}, decoy = false): void {
  s.label(caption, x, y, { font: 'gothic', size: 6.8, color: INK });
  s.doc.save().lineWidth(0.6).strokeColor('#7fa8a4').moveTo(x, y + 21).lineTo(x + w, y + 21).stroke().restore();
  s.value(key, text, fields, x + 1, y + 9.5, w - 2, { size: 9.5, h: 12, decoy });
}

function pill(s: Sheet, y: number, text: string): number {
  s.doc.save().roundedRect(LX, y, 540, 14, 7).fill(TEAL).restore();
  s.label(text, LX + 10, y + 3.5, { font: 'gothicBold', size: 7.8, color: '#ffffff' });
  return y + 20;
}

const STRUCTURES: [string, string][] = [['LLC', 'llc'], ['Corp', 'c_corporation'], ['S Corp', 's_corporation'], ['Sole Prop', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['LLP', 'llp']];

function business(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = pill(s, y0, 'ABOUT THE BUSINESS');
  const d = dbaText(m);
  field(s, LX, y, CW, 'Business Legal Title', 'legal_name', m.legal, { legal_name: m.legal });
  field(s, RX, y, CW, 'Doing Business As', 'dba', d.text, d.fields); y += 30;
  field(s, LX, y, CW, 'Street Address', 'street', m.addr.street);
  field(s, RX, y, CW, 'City / State / ZIP', 'city_state_zip', `${m.addr.city}, ${m.addr.state} ${m.addr.zip}`, stateFields(m)); y += 30;
  const tax = bizTax(m, r.chance(0.5) ? 'bare' : 'dashed');
  field(s, LX, y, 124, 'FEIN', 'fein', tax.text, tax.fields);
  const onlyYears = r.chance(0.2);
  field(s, LX + 140, y, 124, 'Inception Date', 'start', onlyYears ? '' : date(m.start, r.pick(['mdyShort', 'mdy', 'iso'] as const)), { business_start_date: m.start });
  field(s, RX, y, 124, 'Years in Business', 'years', String(2026 - Number(m.start.slice(0, 4))));
  field(s, RX + 140, y, 124, 'State of Inc.', 'state_of_inc', m.entity === 'sole_proprietorship' ? '' : m.incJurisdiction, {}, true); y += 30;
  field(s, LX, y, CW, 'Industry', 'industry', m.industryText, { industry: m.industry });
  field(s, RX, y, 124, 'Business Phone', 'phone', m.phone);
  field(s, RX + 140, y, 124, 'Employees', 'employees', r.chance(0.7) ? String(m.employees) : ''); y += 30;
  field(s, LX, y, CW, 'Email', 'email', m.email);
  field(s, RX, y, CW, 'Website', 'website', m.website ?? ''); y += 31;
  s.lab = { font: 'gothic', size: 8, color: '#1f2937' };
  s.label('Legal Structure', LX, y + 1, { font: 'gothicBold', size: 7.5, color: INK });
  let x = LX + 78;
  for (const [label, id] of STRUCTURES) x = s.check(`structure_${id}`, label, { type_of_entity: id }, m.entity === id, x, y, 8) + 16;
  y += 16;
  s.label('Location', LX, y + 1, { font: 'gothicBold', size: 7.5, color: INK });
  s.check('owned', 'Owned', {}, m.owns, LX + 78, y, 8);
  s.check('rented', 'Rented', {}, !m.owns, LX + 130, y, 8);
  s.label(m.owns ? 'Mortgage holder:' : 'Landlord:', LX + 190, y + 1, { font: 'gothic', size: 7.5, color: INK });
  s.doc.save().lineWidth(0.6).strokeColor('#7fa8a4').moveTo(LX + 255, y + 10).lineTo(LX + 420, y + 10).moveTo(LX + 455, y + 10).lineTo(LX + 540, y + 10).stroke().restore();
  s.value('landlord', m.landlord.name, {}, LX + 257, y - 1, 160, { size: 9, decoy: true });
  s.label('Ph:', LX + 436, y + 1, { font: 'gothic', size: 7.5, color: INK });
  s.value('landlord_phone', m.landlord.phone, {}, LX + 457, y - 1, 82, { size: 9, decoy: true });
  return y + 18;
}

function request(s: Sheet, m: Merchant, r: Rng, y0: number): number {
  let y = pill(s, y0, 'THE REQUEST');
  const ms = r.pick(['plain2', 'usd'] as const);
  field(s, LX, y, 124, 'Capital Needed', 'amount', money(m.amount, ms), { requested_amount: m.amount });
  field(s, LX + 140, y, 124, 'Purpose', 'use', m.useOfFunds);
  field(s, RX, y, 124, 'Monthly Revenue', 'revenue', money(m.monthlySales, ms));
  field(s, RX + 140, y, 124, 'Card Processor', 'processor', r.pick(['Square', 'Clover', 'Stripe', 'Heartland', 'Toast', '']));
  y += 31;
  s.label('Open advances?', LX, y + 1, { font: 'gothicBold', size: 7.5, color: INK });
  const has = m.funders.length > 0;
  s.check('adv_yes', 'Yes', {}, has, LX + 78, y, 8);
  s.check('adv_no', 'No', {}, !has, LX + 118, y, 8);
  s.label('If yes, funder(s) & balance:', LX + 160, y + 1, { font: 'gothic', size: 7.5, color: INK });
  s.doc.save().lineWidth(0.6).strokeColor('#7fa8a4').moveTo(LX + 270, y + 10).lineTo(LX + 540, y + 10).stroke().restore();
  s.value('advances', m.funders.map((f) => `${f.name} ${money(f.balance, 'usd')}`).join(', '), {}, LX + 272, y - 1, 266, { size: 8.5, decoy: true });
  return y + 18;
}

function principal(s: Sheet, m: Merchant, r: Rng, i: number, x: number, y: number): void {
  const W = CW - 20;
  s.doc.save().lineWidth(0.8).strokeColor(TEAL).roundedRect(x - 7, y - 5, W + 14, 172, 5).stroke().restore();
  s.label(`Principal ${i + 1}`, x, y, { font: 'gothicBold', size: 8.5, color: TEAL });
  const o = m.owners[i];
  const p = `applicants[${i}].`, k = `p${i + 1}_`;
  const nm = o ? ownerName(o, i) : null, t = o ? ownerTax(o, i) : null;
  y += 14;
  field(s, x, y, W, 'Full Name', `${k}name`, nm?.text ?? '', nm?.fields); y += 30;
  field(s, x, y, 140, 'Title', `${k}title`, o?.title ?? '', { [`${p}role`]: o?.title ?? null });
  field(s, x + 154, y, W - 154, "Owner's Share", `${k}share`, o ? pctText(o.pct, r.pick(['bare', 'pct'] as const)) : '', { [`${p}ownership`]: o?.pct ?? null }); y += 30;
  field(s, x, y, 114, 'SS#', `${k}ssn`, t?.text ?? '', t?.fields);
  field(s, x + 128, y, W - 128, 'D.O.B.', `${k}dob`, o?.dob ? date(o.dob, r.pick(['iso', 'mdyShort', 'mdy'] as const)) : '', { [`${p}date_of_birth`]: o?.dob ?? null }); y += 30;
  field(s, x, y, W, 'Residence (street, city, state, zip)', `${k}home`, o ? `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` : '', {}, true); y += 30;
  field(s, x, y, 114, 'Cell', `${k}cell`, o?.cell ?? '');
}

export const KEYSTONE: Layout = {
  name: 'keystone-two-column', broker: 'Keystone Ledger Advisors', country: 'US', maxOwners: 2,
  entities: [['sole_proprietorship', 4], ['llc', 4], ['c_corporation', 2], ['s_corporation', 2], ['general_partnership', 1], ['llp', 1]],
  sheet: { valueFont: 'narrow', valueSize: 9.5, typedMark: 'fill', acroPrefix: 'kla', title: 'Small Business Funding Request' },
  draw(s, m, r) {
    s.doc.save().roundedRect(LX, 24, 34, 34, 4).fill(TEAL).restore();
    s.label('KL', LX + 6, 33, { font: 'gothicBold', size: 15, color: '#ffffff' });
    s.label('Keystone Ledger Advisors', LX + 44, 25, { font: 'gothicBold', size: 16, color: INK });
    s.label('Small Business Funding Request  —  one-page application', LX + 44, 45, { font: 'gothic', size: 8.5, color: '#4b5563' });
    s.label('Rev. 01/2026  ·  412 Grant St, Pittsburgh PA 15219  ·  apps@keystoneledger.com', 340, 49, { font: 'gothic', size: 6.3, color: '#6b7280' });
    let y = business(s, m, r, 70) + 4;
    y = request(s, m, r, y) + 4;
    y = pill(s, y, 'PRINCIPALS  (EVERY OWNER OF 20% OR MORE)') + 4;
    principal(s, m, r, 0, LX + 8, y + 2);
    principal(s, m, r, 1, RX + 10, y + 2);
    y += 178;
    y = pill(s, y, 'BANKING & REFERRAL');
    field(s, LX, y, 124, 'Business Bank', 'bank', m.bank.name, {}, true);
    field(s, LX + 140, y, 124, 'Account # (operating)', 'account', m.bank.account, {}, true);
    field(s, RX, y, 124, 'Referred by', 'referrer', m.rep.name, {}, true);
    field(s, RX + 140, y, 124, 'Referral Code', 'ref_code', `KLA-${m.rep.code.slice(3)}`, {}, true);
    y = pill(s, y + 30, 'SIGN & SUBMIT');
    y = s.para('I/We certify the above is accurate and authorize Keystone Ledger Advisors and its funding partners to obtain credit reports ' +
      'on the business and each principal, verify the information given, and share this application with funders for the purpose of ' +
      'a business financing offer. Electronic signatures are binding.', LX, y, 540, { font: 'gothic', size: 6.8, color: '#374151' }) + 14;
    const when = date(`2026-02-${String(r.int(2, 9)).padStart(2, '0')}`, 'mdy');
    for (let k = 0; k < 2; k++) {
      const x = k ? RX : LX;
      s.doc.save().lineWidth(0.6).strokeColor('#374151').moveTo(x, y + 14).lineTo(x + 170, y + 14).moveTo(x + 184, y + 14).lineTo(x + CW, y + 14).stroke().restore();
      s.label(`Principal ${k + 1} signature`, x, y + 17, { font: 'gothic', size: 6.5, color: INK });
      s.label('Date', x + 184, y + 17, { font: 'gothic', size: 6.5, color: INK });
      if (!m.owners[k]) continue;
      s.signature(x + 10, y + 9, 120);
      s.value(`sig${k + 1}_date`, when, {}, x + 186, y + 2, 76, { size: 9, decoy: true });
    }
  },
};
