// Brokers C and D: Lone Star Bridge Funding (TX, two pages, checkbox rows, 'Fifty thousand dollars ($50,000)', '1/2',
// 'half', '3/2019') and Pacific Crest Advance Partners (West Coast, owner table, '50,000.00', '100' under '% Own',
// bare EINs under an EIN label, 'LAST, First MI' columns).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import type { Merchant } from './model.ts';
import { money } from './formats.ts';
import { amountV, bizTaxV, creditV, dbaV, dobV, entityF, freqV, industryF, nameV, ownV, personTaxV, startV, stateF, type Habits } from './common.ts';
import { bar, decoyFunders, row } from './layouts-a.ts';

const LONESTAR: Habits = { money: ['words', 'words', 'decimals'], date: ['us', 'us_short', 'long_ordinal'], partial: ['m_yyyy', 'mon_yy'], partialShare: 0.3,
  own: ['fraction', 'word', 'pct'], tax: ['dashed'], ssnTax: ['dashed', 'bare'], maskShare: 0.4, lastFirst: false };

export function lonestar(s: Sheet, m: Merchant, rng: Rng): void {
  const h = LONESTAR;
  s.label(36, 30, 'LONE STAR BRIDGE FUNDING', { size: 15, font: 'Times-Bold' });
  s.label(36, 48, '5400 LBJ Freeway, Ste 300 · Dallas, TX 75240 · submissions@lonestarbridge.example', { size: 7.5, font: 'Times-Italic' });
  s.label(400, 32, 'MERCHANT APPLICATION\nPage 1 of 2', { size: 9, font: 'Times-Bold', width: 176, align: 'right' });
  s.line(36, 62, 576, 62, 'black');
  let y = bar(s, 68, 'SECTION A: THE BUSINESS', '#333');
  y = row(s, y, [['Business Legal Name', 300, [m.legal, { legal_name: m.legal }]], ['d/b/a', 240, dbaV(rng, m)]], 26);
  s.label(40, y + 5, 'Entity:', { size: 7.5, font: 'Helvetica-Bold' });
  const boxes: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership']];
  let x = 80;
  const corp = m.entity.id === 'c_corporation' && m.entity.text !== 'Ltd.';
  const boxed = boxes.some(([, id]) => id === m.entity.id) && (m.entity.id !== 'c_corporation' || corp);
  for (const [cap, id] of boxes) x = s.check(`entity_${cap}`, x, y + 5, cap, boxed && id === m.entity.id, entityF(m));
  x = s.check('entity_other', x, y + 5, 'Other:', !boxed);
  s.line(x - 6, y + 13, 576, y + 13);
  if (!boxed) s.value('entity_other_text', x - 4, y + 3, 576 - x, m.entity.text, entityF(m));
  y += 20;
  y = row(s, y, [['Federal Tax ID #', 130, bizTaxV(rng, h, m, false)], ['Business Start (mo/yr OK)', 130, startV(rng, h, m)], ['Industry / What do you sell?', 280, [m.industryText, industryF(m)]]], 26);
  y = row(s, y, [['Business Address', 240, m.street, 'address'], ['City', 130, m.city, 'city'], ['State', 60, [m.state, stateF(m)]], ['Zip', 110, m.zip, 'zip']], 26);
  y = row(s, y, [['Phone', 130, m.phone, 'phone'], ['Email', 210, m.email, 'email'], ['Years at location', 100, String(rng.int(1, 12)), 'years_location'], ['Own or Lease', 100, 'Lease', 'own_lease']], 26);
  y = bar(s, y + 8, 'SECTION B: WHAT YOU NEED', '#333');
  y = row(s, y, [['Amount of Funding Requested', 340, amountV(rng, h, m.amount, 'requested_amount')], ['Purpose', 200, m.useOfFunds, 'purpose']], 26);
  const pay = rng.chance(0.75);
  y = row(s, y, [['Proposed Payment', 200, pay ? amountV(rng, { ...h, money: ['decimals', 'dollar_decimals'] }, m.payment, 'requested_payment') : ''],
    ['No. of Payments', 110, pay ? [String(m.payments), { number_of_payments: m.payments }] : ''], ['Debit schedule', 230, pay ? freqV(rng, m) : '']], 26);
  y = row(s, y, [['Gross Monthly Sales', 200, amountV(rng, { ...h, money: ['decimals'] }, m.monthlySales, null)], ['Credit Card Processor', 170, rng.pick(['Square', 'Clover', 'Stripe', 'Heartland']), 'processor'],
    ['Monthly Card Volume', 170, money(Math.round(m.monthlySales * 0.4), 'decimals'), 'card_volume']], 26);
  y = bar(s, y + 8, 'SECTION C: LANDLORD & BANK', '#333');
  y = row(s, y, [['Landlord Name', 220, m.landlord.name, 'landlord'], ['Landlord Phone', 130, m.landlord.phone, 'landlord_phone'], ['Monthly Rent', 190, money(m.landlord.rent, 'decimals'), 'rent']], 26);
  y = row(s, y, [['Bank', 180, m.bank.name, 'bank'], ['ABA Routing', 160, m.bank.routing, 'routing'], ['Checking Acct #', 200, m.bank.account, 'account']], 26);
  decoyFunders(s, rng, m, y, 'decimals');
  s.addPage();
  s.label(36, 30, 'LONE STAR BRIDGE FUNDING · MERCHANT APPLICATION · Page 2 of 2', { size: 9, font: 'Times-Bold' });
  y = bar(s, 48, 'SECTION D: OWNERSHIP (all owners of 20% or more)', '#333');
  for (const [i, o] of m.owners.entries()) {
    y = row(s, y, [[`Owner #${i + 1} Name`, 220, nameV(o, i, false)], ['Title', 120, [o.role, { [`applicants[${i}].role`]: o.role }]], ['Ownership (% or fraction)', 100, ownV(rng, h, o, i)],
      ['Credit Score', 100, creditV(o, i)]], 26);
    y = row(s, y, [['Social Security #', 140, personTaxV(rng, h, o, i)], ['DOB', 110, dobV(rng, h, o, i, false)], ['Home Address', 290, o.home, 'home_address']], 26);
    y += 6;
  }
  y = bar(s, y + 4, 'SECTION E: TRADE REFERENCES', '#333');
  for (const [i, r] of m.refs.entries()) y = row(s, y, [[`Reference ${i + 1}`, 300, r.name, 'reference'], ['Phone', 240, r.phone, 'reference_phone']], 24);
  s.label(36, y + 10, 'AUTHORIZATION. The merchant and each owner signing below represent that all information in this application is true, correct and complete, '
    + 'and authorize Lone Star Bridge Funding, its assigns and funding partners to obtain credit reports, to contact the landlord, bank and references named, '
    + 'and to share this application with funders. A photocopy or electronic copy of this authorization is as valid as the original.', { size: 6.5, width: 540, font: 'Times-Roman' });
  y += 60;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    s.line(36 + i * 280, y + 20, 256 + i * 280, y + 20, 'black');
    s.label(36 + i * 280, y + 23, `Owner #${i + 1} Signature / Date`, { size: 6.5 });
  }
  s.label(36, y + 50, `Submitted by ISO: ${m.iso.rep} · ${m.iso.phone} · ${m.iso.id}`, { size: 7, color: '#555' });
}

const PACIFIC: Habits = { money: ['decimals', 'dollar_decimals', 'plain'], date: ['mon_d_y', 'long_ordinal', 'iso'], partial: ['est', 'since', 'mon_yy'], partialShare: 0.25,
  own: ['bare'], tax: ['bare', 'dashed'], ssnTax: ['bare', 'dashed'], maskShare: 0.3, lastFirst: true };

export function pacific(s: Sheet, m: Merchant, rng: Rng): void {
  const h = PACIFIC;
  s.rect(36, 28, 8, 44, { fill: '#0f7c74', stroke: 'none' });
  s.label(52, 30, 'Pacific Crest Advance Partners', { size: 15, font: 'Helvetica-Bold', color: '#0f7c74' });
  s.label(52, 50, 'Portland · Seattle · Sacramento   |   apps@pacificcrest.example   |   Fax (503) 555-0190', { size: 7.5, color: '#444' });
  s.label(420, 62, `Rep code: ${m.iso.id}`, { size: 7, color: '#444' });
  let y = bar(s, 78, 'COMPANY', '#0f7c74');
  y = row(s, y, [['Legal Business Name', 280, [m.legal, { legal_name: m.legal }]], ['Trade Name / DBA', 260, dbaV(rng, m)]]);
  y = row(s, y, [['Legal Entity (LLC, Corp., P.C. ...)', 130, [m.entity.text, entityF(m)]], ['Federal Tax ID (EIN)', 130, bizTaxV(rng, h, m, true)],
    ['Date Established', 130, startV(rng, h, m)], ['Industry', 150, [m.industryText, industryF(m)]]]);
  y = row(s, y, [['Location Address', 240, m.street, 'address'], ['City', 130, m.city, 'city'], ['State', 60, [m.state, stateF(m)]], ['Zip', 110, m.zip, 'zip']]);
  y = row(s, y, [['Main Phone', 130, m.phone, 'phone'], ['Mobile (owner)', 130, `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, 'mobile'], ['Website / Email', 280, m.email, 'email']]);
  y = bar(s, y + 6, 'REQUEST', '#0f7c74');
  const pay = rng.chance(0.7);
  y = row(s, y, [['Requested Amount', 130, amountV(rng, h, m.amount, 'requested_amount')], ['Payment Amount', 110, pay ? amountV(rng, h, m.payment, 'requested_payment') : ''],
    ['Term (# pmts)', 80, pay ? [String(m.payments), { number_of_payments: m.payments }] : ''], ['Frequency', 110, pay ? freqV(rng, m) : ''],
    ['Monthly Revenue', 110, amountV(rng, h, m.monthlySales, null)]]);
  y = bar(s, y + 6, 'OWNERS  (name as LAST, First MI)', '#0f7c74');
  const cols: [string, number][] = [['Name (Last, First MI)', 150], ['Title', 80], ['% Own', 45], ['SSN / ITIN', 85], ['DOB', 90], ['FICO', 40], ['Home City / State', 50]];
  let x = 36;
  for (const [c, w] of cols) { s.rect(x, y, w, 12, { fill: '#e3f1ef' }); s.label(x + 2, y + 3, c, { size: 6 }); x += w; }
  y += 12;
  for (const [i, o] of m.owners.entries()) {
    const vals = [nameV(o, i, true), [o.role, { [`applicants[${i}].role`]: o.role }] as const, ownV(rng, h, o, i), personTaxV(rng, h, o, i),
      dobV(rng, h, o, i, false), creditV(o, i), [o.home.split(', ').slice(-1)[0] ?? '', {}] as const];
    x = 36;
    for (const [j, [c, w]] of cols.entries()) {
      s.rect(x, y, w, 18);
      const [text, f] = vals[j]!;
      s.value(j === 6 ? 'home_state' : `owner_${c}`, x + 1, y + 5, w - 4, text, { ...f });
      x += w;
    }
    y += 18;
  }
  y = bar(s, y + 8, 'OBLIGATIONS & BANKING', '#0f7c74');
  y = decoyFunders(s, rng, m, y, 'decimals');
  y = row(s, y, [['Business Bank', 150, m.bank.name, 'bank'], ['Routing No.', 120, m.bank.routing, 'routing'], ['Account No.', 130, m.bank.account, 'account'],
    ['Avg. Daily Balance', 140, money(rng.int(20, 400) * 50, 'dollar_decimals'), 'adb']]);
  y = row(s, y, [['Landlord', 200, m.landlord.name, 'landlord'], ['Landlord Phone', 120, m.landlord.phone, 'landlord_phone'], ['Rent', 100, money(m.landlord.rent, 'decimals'), 'rent'],
    ['Trade Reference', 120, m.refs[1]!.name, 'reference']]);
  s.label(36, y + 8, 'Owner(s) certify that this information is accurate and authorize Pacific Crest Advance Partners and the funders it works with to obtain '
    + 'credit and background reports and to verify the information above, including with the bank and landlord named. California applicants: a '
    + 'commercial financing disclosure will be provided with any offer.', { size: 6.5, width: 540 });
  s.line(36, y + 52, 250, y + 52); s.line(320, y + 52, 470, y + 52);
  s.label(36, y + 55, 'Signature', { size: 6.5 }); s.label(320, y + 55, 'Date', { size: 6.5 });
}
