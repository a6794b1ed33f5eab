// Brokers A and B: Keystone Ledger Capital (NJ, boxed grid, '$50K', 'March 3rd, 2019', 'Last, First MI') and
// Maple & Main Merchant Funding (Toronto / Buffalo, cross-border, 'CAD 75 000', '2019-03-03', '50 pct', entity checkboxes).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, Fields } from './sheet.ts';
import type { Merchant } from './model.ts';
import { money, ownership, type MoneyStyle } from './formats.ts';
import { amountV, bizTaxV, creditV, dbaV, dobV, entityF, freqV, industryF, nameV, ownV, personTaxV, startV, stateF, type Habits, type V } from './common.ts';

export type Cell = [caption: string, w: number, v: V | string, key?: string];

/** A row of boxed cells from x = 36; returns the next row's y. */
export function row(s: Sheet, y: number, cells: Cell[], h = 24): number {
  let x = 36;
  for (const [cap, w, v, key] of cells) {
    const [text, f]: [string, Fields] = typeof v === 'string' ? [v, {}] : v;
    s.cell(key ?? cap, x, y, w, cap, text, f, h);
    x += w;
  }
  return y + h;
}

export function bar(s: Sheet, y: number, text: string, fill: string, color = 'white'): number {
  s.rect(36, y, 540, 13, { fill, stroke: 'none' });
  s.label(40, y + 3, text, { size: 7.5, font: 'Helvetica-Bold', color });
  return y + 15;
}

export function decoyFunders(s: Sheet, rng: Rng, m: Merchant, y: number, style: MoneyStyle, cur = 'USD'): number {
  const rows = m.funders.length ? m.funders : [];
  y = row(s, y, [['Existing Advance / Funder', 220, rows[0]?.name ?? (rng.chance(0.5) ? 'None' : '')], ['Balance', 110, rows[0] ? money(rows[0].balance, style, cur) : ''],
    ['Daily / Weekly Pmt', 110, rows[0] ? money(rows[0].payment, 'plain') : ''], ['Renewal?', 100, rows[0] ? rng.pick(['No', 'Maybe']) : '']], 22);
  if (rows[1]) y = row(s, y, [['Funder #2', 220, rows[1].name], ['Balance', 110, money(rows[1].balance, style, cur)], ['Pmt', 110, money(rows[1].payment, 'plain')], ['Renewal?', 100, 'No']], 22);
  return y;
}

const KEYSTONE: Habits = { money: ['k', 'k', 'plain'], date: ['long_ordinal', 'mon_d_y'], partial: ['since', 'est'], partialShare: 0.3,
  own: ['pct'], tax: ['spaced', 'dashed'], ssnTax: ['dashed', 'spaced'], maskShare: 0.35, lastFirst: true };

export function keystone(s: Sheet, m: Merchant, rng: Rng): void {
  const h = KEYSTONE;
  s.rect(36, 28, 540, 42, { fill: '#12355b', stroke: 'none' });
  s.label(46, 36, 'KEYSTONE LEDGER CAPITAL', { size: 16, font: 'Helvetica-Bold', color: 'white' });
  s.label(46, 56, 'Small Business Funding Application  |  200 Broad St, Suite 1400, Newark NJ 07102  |  (973) 555-0142', { size: 7.5, color: '#d7e3f0' });
  s.label(470, 40, `Deal # KLC-${rng.digits(6)}`, { size: 8, color: 'white' });
  let y = bar(s, 78, '1. BUSINESS INFORMATION', '#12355b');
  y = row(s, y, [['Legal / Corporate Name', 320, [m.legal, { legal_name: m.legal }]], ['DBA', 220, dbaV(rng, m)]]);
  y = row(s, y, [['Entity Type (L.L.C., Inc., S Corp ...)', 140, [m.entity.text, entityF(m)]], ['Federal Tax ID', 130, bizTaxV(rng, h, m, false)],
    ['Business Start Date', 150, startV(rng, h, m)], ['State of Incorporation', 120, m.incState, 'state_of_incorporation']]);
  y = row(s, y, [['Physical Address (no P.O. boxes)', 250, m.street, 'address'], ['City', 130, m.city, 'city'], ['State', 60, [m.state, stateF(m)]], ['ZIP', 100, m.zip, 'zip']]);
  y = row(s, y, [['Business Phone', 120, m.phone, 'phone'], ['E-mail', 200, m.email, 'email'], ['Type of Business', 220, [m.industryText, industryF(m)]]]);
  y = bar(s, y + 6, '2. FUNDING REQUEST', '#12355b');
  y = row(s, y, [['Amount Requested', 140, amountV(rng, h, m.amount, 'requested_amount')], ['Use of Funds', 200, m.useOfFunds, 'use_of_funds'],
    ['Avg. Monthly Sales', 100, amountV(rng, h, m.monthlySales, null)], ['Annual Revenue', 100, money(m.monthlySales * 12, 'k'), 'annual_revenue']]);
  const pay = rng.chance(0.8);
  y = row(s, y, [['Est. Payment', 140, pay ? amountV(rng, { ...h, money: ['plain'] }, m.payment, 'requested_payment') : ''],
    ['# of Payments', 100, pay ? [String(m.payments), { number_of_payments: m.payments }] : ''], ['Payment Frequency', 300, pay ? freqV(rng, m) : '']]);
  y = bar(s, y + 6, '3. OWNERS / OFFICERS (everyone with 20% or more)', '#12355b');
  for (const [i, o] of m.owners.entries()) {
    if (y > 660) { s.addPage(); y = 40; }
    y = row(s, y, [[`Owner ${i + 1} Name (Last, First MI)`, 210, nameV(o, i, h.lastFirst)], ['Title', 120, [o.role, { [`applicants[${i}].role`]: o.role }]],
      ['Ownership', 90, ownV(rng, h, o, i)], ['FICO (approx.)', 120, creditV(o, i)]]);
    y = row(s, y, [['SSN', 130, personTaxV(rng, h, o, i)], ['Date of Birth', 130, dobV(rng, h, o, i, false)], ['Home Address', 280, o.home, 'home_address']]);
  }
  if (y > 560) { s.addPage(); y = 40; }
  y = bar(s, y + 6, '4. LANDLORD, BANK & EXISTING ADVANCES', '#12355b');
  y = row(s, y, [['Landlord / Mortgage Co.', 220, m.landlord.name, 'landlord'], ['Landlord Phone', 120, m.landlord.phone, 'landlord_phone'],
    ['Monthly Rent', 100, money(m.landlord.rent, 'k'), 'rent'], ['Own / Rent', 100, 'Rent', 'own_rent']]);
  y = row(s, y, [['Bank Name', 160, m.bank.name, 'bank'], ['Routing #', 130, m.bank.routing, 'routing'], ['Account #', 150, m.bank.account, 'account'], ['Acct Opened', 100, `since ${m.start.y + 1}`, 'acct_opened']]);
  y = decoyFunders(s, rng, m, y, 'k');
  y = bar(s, y + 6, 'ISO / BROKER USE ONLY', '#b9c7d8', '#12355b');
  y = row(s, y, [['ISO Rep', 200, m.iso.rep, 'iso_rep'], ['ISO ID', 120, m.iso.id, 'iso_id'], ['Rep Phone', 120, m.iso.phone, 'iso_phone'], ['Trade Ref.', 100, m.refs[0]!.name, 'reference']]);
  s.label(36, y + 8, 'By signing below, each owner certifies that the information above is true and complete and authorizes Keystone Ledger Capital and its '
    + 'funding partners to obtain consumer and business credit reports, verify bank statements and contact the references and landlord listed.', { size: 6.5, width: 540 });
  s.line(36, y + 52, 250, y + 52); s.line(320, y + 52, 470, y + 52);
  s.label(36, y + 55, 'Owner Signature', { size: 6.5 }); s.label(320, y + 55, 'Date', { size: 6.5 });
}

const MAPLE: Habits = { money: ['spaced', 'spaced', 'decimals'], date: ['iso', 'd_mon_y'], partial: ['iso_month', 'mon_yyyy'], partialShare: 0.25,
  own: ['pct_word', 'pct'], tax: ['dashed', 'spaced'], ssnTax: ['spaced', 'dashed'], maskShare: 0.3, lastFirst: false };

export function maple(s: Sheet, m: Merchant, rng: Rng): void {
  const h = MAPLE, ca = m.country === 'CA', cur = ca ? 'CAD' : 'USD';
  s.label(36, 30, 'Maple & Main', { size: 20, font: 'Times-Bold', color: '#7a1f1f' });
  s.label(36, 54, 'MERCHANT FUNDING  ·  Toronto · Buffalo', { size: 8, font: 'Helvetica-Bold', color: '#7a1f1f' });
  s.label(330, 32, 'Revenue-Based Financing Application\nDemande de financement / Application', { size: 8.5, width: 246, align: 'right' });
  s.line(36, 70, 576, 70, '#7a1f1f');
  let y = bar(s, 76, 'BUSINESS / ENTREPRISE', '#7a1f1f');
  y = row(s, y, [['Legal Name (as registered)', 300, [m.legal, { legal_name: m.legal }]], ['Operating Name (O/A) / DBA', 240, dbaV(rng, m)]]);
  s.label(40, y + 4, 'Structure:', { size: 7.5, font: 'Helvetica-Bold' });
  const boxes: [string, string[]][] = [['Corporation', ['ca_corporation', 'c_corporation']], ['LLC', ['llc']], ['Sole Prop.', ['sole_proprietorship']], ['Partnership', ['general_partnership']]];
  let x = 90;
  let other = true;
  for (const [cap, ids] of boxes) {
    const hit = ids.includes(m.entity.id) && (cap !== 'Corporation' || m.entity.text !== 'Ltd.' || rng.chance(0.5));
    if (hit) other = false;
    x = s.check(`entity_${cap}`, x, y + 4, cap, hit, hit ? entityF(m) : {});
  }
  x = s.check('entity_other', x, y + 4, 'Other:', other, {});
  s.line(x - 6, y + 12, x + 110, y + 12);
  if (other) s.value('entity_other_text', x - 4, y + 2, 110, m.entity.text, entityF(m));
  y += 18;
  y = row(s, y, [[ca ? 'Business Number (BN) + program acct' : 'Federal Tax ID (EIN / SSN)', 180, bizTaxV(rng, h, m, false)], ['Date business started', 130, startV(rng, h, m)],
    ['Nature of business', 230, [m.industryText, industryF(m)]]]);
  y = row(s, y, [['Street address', 230, m.street, 'address'], ['City', 120, m.city, 'city'], ['Province / State', 80, [m.state, stateF(m)]], ['Postal / ZIP', 110, m.zip, 'zip']]);
  y = row(s, y, [['Telephone', 130, m.phone, 'phone'], ['E-mail', 210, m.email, 'email'], ['Incorporated in', 100, m.incState, 'incorporated'], ['Employees', 100, String(rng.int(2, 45)), 'employees']]);
  y = bar(s, y + 6, 'FINANCING / FINANCEMENT', '#7a1f1f');
  const pay = rng.chance(0.6);
  y = row(s, y, [[`Amount requested (${cur})`, 150, amountV(rng, h, m.amount, 'requested_amount', cur)], ['Purpose', 150, m.useOfFunds, 'purpose'],
    ['Avg. monthly deposits', 120, amountV(rng, h, m.monthlySales, null, cur)], ['Preferred remittance', 120, pay ? freqV(rng, m) : '']]);
  y = decoyFunders(s, rng, m, y, 'spaced', cur);
  y = bar(s, y + 6, 'PRINCIPALS / PROPRIÉTAIRES', '#7a1f1f');
  for (const [i, o] of m.owners.entries()) {
    if (y > 650) { s.addPage(); y = 40; }
    y = row(s, y, [['Full name', 200, nameV(o, i, false)], ['Position', 110, [o.role, { [`applicants[${i}].role`]: o.role }]], ['% owned', 80, ownV(rng, h, o, i)],
      ['Date of birth', 150, dobV(rng, h, o, i, ca)]]);
    y = row(s, y, [[ca ? 'SIN' : 'SSN', 130, personTaxV(rng, h, o, i)], ['Credit score (if known)', 90, creditV(o, i)], ['Home address', 320, o.home, 'home_address']]);
  }
  if (y > 600) { s.addPage(); y = 40; }
  y = bar(s, y + 6, 'BANKING & REFERENCES', '#7a1f1f');
  y = row(s, y, [['Bank', 140, m.bank.name, 'bank'], [ca ? 'Transit-Institution' : 'Routing', 120, m.bank.routing, 'routing'], ['Account', 130, m.bank.account, 'account'],
    ['Landlord', 150, m.landlord.name, 'landlord']]);
  y = row(s, y, [['Supplier reference', 180, m.refs[0]!.name, 'reference'], ['Phone', 110, m.refs[0]!.phone, 'reference_phone'], ['Referred by (agent)', 150, m.iso.rep, 'iso_rep'],
    ['Rent / month', 100, money(m.landlord.rent, 'spaced', cur), 'rent']]);
  s.label(36, y + 8, (ca ? 'PIPEDA consent: the undersigned consent to the collection, use and disclosure of their personal information, including credit bureau '
    + 'reports (Equifax, TransUnion), for assessing this application. ' : '') + 'Each principal confirms that the information given is accurate and '
    + `authorizes Maple & Main Merchant Funding and its partners to verify it. Ownership: ${ownership(100, 'pct_word')} must be accounted for.`, { size: 6.5, width: 540 });
  s.line(36, y + 56, 250, y + 56); s.line(320, y + 56, 470, y + 56);
  s.label(36, y + 59, 'Signature of principal', { size: 6.5 }); s.label(320, y + 59, 'Date (YYYY-MM-DD)', { size: 6.5 });
}
