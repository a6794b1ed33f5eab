// Set 109's Keystone (US, with payment terms) and the two Canadian brokers' forms.
import { fmtDate, iso, money, phone } from './merchant.ts';
import type { Ctx } from './kit.ts';
import { A, O, bar, bizTax, boxAbove, country, decoyAbove, initialsRow, lineLeft, nameFields, ownerName, ownerTax, signBlock } from './kit.ts';
import { industryOf } from './rules.ts';

const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;

/** Keystone Merchant Advisors (PA): serif Adobe form, requested terms with frequency boxes, trade references, landlord. */
export function keystone(c: Ctx): void {
  const { s, m } = c;
  const r = s.rng;
  s.newPage();
  s.text('KEYSTONE', 36, 32, { size: 22, font: 'Times-Bold', color: '#7a1f1f' });
  s.text('MERCHANT ADVISORS', 160, 41, { size: 10, font: 'Times-Roman', color: '#7a1f1f' });
  s.text('Confidential Business Application', 400, 36, { size: 10, font: 'Times-Italic' });
  s.line(36, 60, 576, 60, '#7a1f1f', 1.5);
  bar(s, 'Section 1 - The Business', 68, '#f1e4e4', '#7a1f1f');
  const [tax, taxF] = bizTax(m);
  const ent = [['Sole Prop.', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'], ['Corp.', 'c_corporation'], ['S-Corp', 's_corporation']] as const;
  boxAbove(s, 'legal', 'Business Legal Name', m.legal, 36, 84, 300, { [A('legal_name')]: m.legal });
  boxAbove(s, 'dba', 'D/B/A', m.dba ?? (r.chance(0.5) ? 'SAME' : ''), 340, 84, 236, m.dba ? { [A('trade_name')]: m.dba } : {});
  boxAbove(s, 'taxid', m.soleProp ? 'Fed ID # / SSN (sole prop.)' : 'Fed ID #', tax, 36, 110, 140, taxF);
  boxAbove(s, 'start', 'Business Start Date', fmtDate(m.start, 'mdy2'), 180, 110, 100, { [A('business_start_date')]: iso(m.start) });
  boxAbove(s, 'ind', 'Nature of Business', m.industryText, 284, 110, 180, { [A('industry')]: industryOf(m.industryText) });
  boxAbove(s, 'emp', '# Employees', String(m.employees), 468, 110, 108, {});
  boxAbove(s, 'addr', 'Business Address', `${m.street}, ${m.city}`, 36, 136, 330, {});
  boxAbove(s, 'state', 'State', m.region, 370, 136, 60, { [A('state_region')]: m.region, ...country(m) });
  boxAbove(s, 'zip', 'Zip Code', m.postal, 434, 136, 142, {});
  s.text('Legal Entity:', 36, 166, { size: 7.5, font: 'Times-Bold' });
  ent.forEach(([l, id], i) => s.check(`ent_${id}`, l, 100 + i * 76, 165, m.entityId === id, { [A('type_of_entity')]: id }));
  bar(s, 'Section 2 - Requested Terms', 182, '#f1e4e4', '#7a1f1f');
  boxAbove(s, 'amt', 'Requested Amount', money(m.amount, true), 36, 198, 130, { [A('requested_amount')]: m.amount });
  boxAbove(s, 'pmt', 'Est. Payment', money(m.payment, true), 170, 198, 110, { [A('requested_payment')]: m.payment });
  boxAbove(s, 'npay', '# of Payments', String(m.numPayments), 284, 198, 70, { [A('number_of_payments')]: m.numPayments });
  s.text('Frequency:', 360, 206, { size: 7, font: 'Times-Bold' });
  FREQS.forEach(([l, f], i) => s.check(`freq_${f}`, l, 360 + (i % 2) * 100, 216 + Math.floor(i / 2) * 12, m.frequency === f, { [A('payment_frequency')]: f }));
  bar(s, 'Section 3 - Principals', 246, '#f1e4e4', '#7a1f1f');
  const masked = r.chance(0.4);
  m.owners.forEach((o, i) => {
    const y = 262 + i * 52;
    const [t, tf] = ownerTax(i, o, 'US', masked);
    boxAbove(s, `o${i}_name`, `Principal #${i + 1}`, ownerName(o, 'middle'), 36, y, 180, nameFields(i, o, 'middle'));
    boxAbove(s, `o${i}_title`, 'Title', o.title, 220, y, 90, { [O(i, 'role')]: o.title });
    boxAbove(s, `o${i}_pct`, 'Own %', `${o.pct}%`, 314, y, 50, { [O(i, 'ownership')]: o.pct });
    boxAbove(s, `o${i}_ssn`, 'Social Security #', t, 368, y, 100, tf);
    boxAbove(s, `o${i}_dob`, 'D.O.B.', fmtDate(o.dob, 'long'), 472, y, 104, { [O(i, 'date_of_birth')]: iso(o.dob) });
    decoyAbove(s, `o${i}_home`, 'Home Address', `${o.home}, ${m.city}, ${m.region}`, 36, y + 24, 330);
  });
  bar(s, 'Section 4 - Trade References & Landlord', 478, '#f1e4e4', '#7a1f1f');
  for (let i = 0; i < 2; i++) {
    decoyAbove(s, `ref${i}`, `Trade Reference ${i + 1}`, `${r.pick(['Sysco', 'Ferguson Supply', 'Uline', 'Grainger', 'Acme Paper'])} - ${r.pick(['Tom', 'Lisa', 'Raj', 'Beth'])} ${r.pick(['Kerr', 'Moss', 'Patel', 'Young'])}`, 36, 494 + i * 26, 280);
    decoyAbove(s, `ref${i}_ph`, 'Phone', phone(r), 320, 494 + i * 26, 120);
  }
  decoyAbove(s, 'landlord', 'Landlord', `${r.pick(['Gateway', 'Penn Square', 'Lehigh'])} Realty LLC`, 36, 546, 280);
  decoyAbove(s, 'rent', 'Monthly Rent', money(r.int(18, 95) * 100), 320, 546, 120);
  s.text('Signatures appear on page 2. Each principal initials this page.', 36, 580, { size: 7, font: 'Times-Italic' });
  initialsRow(c, 596);
  s.newPage();
  bar(s, 'Section 5 - Authorization & Signatures', 40, '#f1e4e4', '#7a1f1f');
  s.text('The undersigned certify that all information is accurate, authorize Keystone Merchant Advisors and any funder to which it is submitted '
    + 'to obtain credit reports, verify references and share this application. Sale of future receivables is not a loan.', 36, 60, { size: 7.5, font: 'Times-Roman', width: 540 });
  signBlock(c, 100, 'middle', true);
  decoyAbove(s, 'iso', 'Submitted by ISO (office use)', `Keystone Merchant Advisors - ${r.pick(['Gina Russo', 'Matt Kline', 'Andre Boyd'])}`, 36, 260, 300);
}

/** NorthPeak Business Funding (Toronto): bilingual-leaning Canadian form, O/A name, BN with program account, SIN, PIPEDA. */
export function northpeak(c: Ctx): void {
  const { s, m } = c;
  const r = s.rng;
  s.newPage();
  s.rect(36, 30, 540, 40, { fill: '#0f3d3e' });
  s.text('NorthPeak Business Funding', 46, 38, { size: 16, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text('Merchant Application / Demande de financement', 46, 57, { size: 8, color: '#cde' });
  const [tax, taxF] = bizTax(m);
  let y = 84;
  lineLeft(s, 'legal', 'Legal Business Name:', m.legal, 36, y, 540, { [A('legal_name')]: m.legal }); y += 18;
  lineLeft(s, 'dba', 'Operating Name (O/A):', m.dba ?? '', 36, y, 540, m.dba ? { [A('trade_name')]: m.dba } : {}); y += 18;
  lineLeft(s, 'bn', 'Business Number (BN):', tax, 36, y, 270, taxF);
  lineLeft(s, 'start', 'Date Established:', fmtDate(m.start, r.chance(0.5) ? 'long' : 'iso'), 310, y, 266, { [A('business_start_date')]: iso(m.start) }); y += 18;
  lineLeft(s, 'addr', 'Street Address:', m.street, 36, y, 300, {});
  lineLeft(s, 'city', 'City:', m.city, 340, y, 236, {}); y += 18;
  lineLeft(s, 'prov', 'Province:', m.region, 36, y, 150, { [A('state_region')]: m.region, ...country(m) });
  lineLeft(s, 'postal', 'Postal Code:', m.postal, 190, y, 150, {});
  lineLeft(s, 'inc', 'Jurisdiction of Incorporation:', m.incState === m.region ? m.incState : '', 344, y, 232, {});
  if (m.incState !== m.region) s.decoy('inc', m.incState, 460, y, 110);
  y += 18;
  lineLeft(s, 'ind', 'Industry / Type of Business:', m.industryText, 36, y, 300, { [A('industry')]: industryOf(m.industryText) });
  lineLeft(s, 'phone', 'Phone:', m.phone, 340, y, 236, {}); y += 20;
  s.text('Business Structure:', 36, y, { size: 7.5, font: 'Helvetica-Bold' });
  const ent = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Non-Profit', 'nonprofit_corporation']] as const;
  ent.forEach(([l, id], i) => s.check(`ent_${id}`, l, 120 + i * 110, y - 1, m.entityId === id, { [A('type_of_entity')]: id }));
  y += 18;
  lineLeft(s, 'amt', 'Funding Requested:', `${money(m.amount)} CAD`, 36, y, 270, { [A('requested_amount')]: m.amount });
  lineLeft(s, 'use', 'Purpose:', m.useOfFunds, 310, y, 266, {}); y += 22;
  bar(s, 'PRINCIPALS / DIRIGEANTS', y, '#0f3d3e'); y += 18;
  const masked = r.chance(0.4);
  m.owners.forEach((o, i) => {
    if (i === 2) { initialsRow(c, 700); s.newPage(); y = 40; bar(s, 'PRINCIPALS (continued)', y, '#0f3d3e'); y += 18; }
    const [t, tf] = ownerTax(i, o, 'CA', masked);
    lineLeft(s, `o${i}_name`, `Name ${i + 1}:`, ownerName(o, 'first_last'), 36, y, 250, nameFields(i, o, 'first_last'));
    lineLeft(s, `o${i}_title`, 'Position:', o.title, 290, y, 150, { [O(i, 'role')]: o.title });
    lineLeft(s, `o${i}_pct`, 'Ownership:', `${o.pct} %`, 444, y, 132, { [O(i, 'ownership')]: o.pct }); y += 17;
    lineLeft(s, `o${i}_sin`, 'SIN:', t, 36, y, 160, tf);
    lineLeft(s, `o${i}_dob`, 'Date of Birth (YYYY-MM-DD):', fmtDate(o.dob, 'iso'), 200, y, 210, { [O(i, 'date_of_birth')]: iso(o.dob) });
    lineLeft(s, `o${i}_fico`, 'Beacon Score:', o.score ? String(o.score) : '', 414, y, 162, o.score ? { [O(i, 'credit_score')]: o.score } : {}); y += 17;
    s.text('Home Address:', 36, y + 2, { size: 7.5, font: 'Helvetica-Bold' });
    s.decoy(`o${i}_home`, `${o.home}, ${m.city}, ${m.region}`, 100, y, 300); y += 24;
  });
  s.text('PIPEDA CONSENT: I consent to NorthPeak Business Funding and its funding partners collecting, using and disclosing my personal information, '
    + 'including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this application.', 36, y, { size: 6.8, width: 540 });
  decoyAbove(s, 'bank', 'Financial Institution / Transit / Account', `${r.pick(['RBC', 'TD Canada Trust', 'BMO', 'Scotiabank'])}  ${r.digits(5)}-${r.digits(3)}  ${r.digits(7)}`, 36, y + 26, 360);
  signBlock(c, y + 64, 'first_last', false);
}

/** A cell of Prairie Lantern's grid: a tiny label inside the top-left of a bordered cell, the value below it. */
function cell(c: Ctx, key: string, label: string, v: string | null, x: number, y: number, w: number, f: Record<string, unknown>, decoy = false): void {
  c.s.rect(x, y, w, 24, { stroke: '#c9a227', lw: 0.6 });
  c.s.text(label.toUpperCase(), x + 3, y + 2, { size: 5.5, font: 'Helvetica-Bold', color: '#8a6d0b' });
  if (decoy && v) c.s.decoy(key, v, x + 4, y + 11, w - 8);
  else c.s.val(key, v, x + 4, y + 11, w - 8, f);
}

/** Prairie Lantern Capital (Calgary): a Canva-style grid, province in full, bare 9-digit BN, "Last, First" names, remittance terms. */
export function prairie(c: Ctx): void {
  const { s, m } = c;
  const r = s.rng;
  s.newPage();
  s.rect(0, 24, 612, 56, { fill: '#fdf6e3' });
  s.text('PRAIRIE LANTERN', 40, 36, { size: 18, font: 'Helvetica-Bold', color: '#8a6d0b' });
  s.text('CAPITAL  ·  Revenue-Based Funding Application  ·  Calgary, Alberta', 40, 58, { size: 8, color: '#8a6d0b' });
  const [tax, taxF] = bizTax(m, true);
  const entText = m.entityId === 'ca_corporation' ? r.pick(['Corporation', 'Ltd.', 'Inc.']) : m.entityText;
  let y = 92;
  cell(c, 'legal', 'Legal name of business', m.legal, 40, y, 340, { [A('legal_name')]: m.legal });
  cell(c, 'entity', 'Type of entity', entText, 384, y, 188, { [A('type_of_entity')]: m.entityId }); y += 28;
  cell(c, 'dba', 'Trade name (if different)', m.dba ?? 'SAME', 40, y, 340, m.dba ? { [A('trade_name')]: m.dba } : {});
  cell(c, 'bn', 'BN (9 digits)', tax, 384, y, 188, taxF); y += 28;
  cell(c, 'addr', 'Business address', `${m.street}, ${m.city}`, 40, y, 260, {});
  cell(c, 'prov', 'Province', m.regionName, 304, y, 130, { [A('state_region')]: m.region, ...country(m) });
  cell(c, 'postal', 'Postal code', m.postal, 438, y, 134, {}); y += 28;
  cell(c, 'start', 'In business since', fmtDate(m.start, 'long'), 40, y, 160, { [A('business_start_date')]: iso(m.start) });
  cell(c, 'ind', 'What does the business do?', m.industryText, 204, y, 230, { [A('industry')]: industryOf(m.industryText) });
  cell(c, 'web', 'Website', m.website, 438, y, 134, {}); y += 36;
  s.text('FUNDING & REMITTANCE', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#8a6d0b' }); y += 12;
  const freqText = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.frequency];
  cell(c, 'amt', 'Amount requested', `$${m.amount.toLocaleString('en-US')}.00`, 40, y, 130, { [A('requested_amount')]: m.amount });
  cell(c, 'pmt', 'Proposed remittance', money(m.payment, true), 174, y, 130, { [A('requested_payment')]: m.payment });
  cell(c, 'freq', 'Remittance frequency', freqText, 308, y, 130, { [A('payment_frequency')]: m.frequency });
  cell(c, 'term', 'Number of remittances', String(m.numPayments), 442, y, 130, { [A('number_of_payments')]: m.numPayments }); y += 36;
  s.text('OWNERSHIP', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#8a6d0b' }); y += 12;
  const masked = r.chance(0.5);
  m.owners.forEach((o, i) => {
    const [t, tf] = ownerTax(i, o, 'CA', masked);
    cell(c, `o${i}_name`, 'Owner (last, first)', ownerName(o, 'last_first'), 40, y, 170, nameFields(i, o, 'last_first'));
    cell(c, `o${i}_title`, 'Title', o.title, 214, y, 90, { [O(i, 'role')]: o.title });
    cell(c, `o${i}_pct`, '% owned', `${o.pct}%`, 308, y, 50, { [O(i, 'ownership')]: o.pct });
    cell(c, `o${i}_sin`, 'SIN', t, 362, y, 100, tf);
    cell(c, `o${i}_dob`, 'Birth date', fmtDate(o.dob, 'long'), 466, y, 106, { [O(i, 'date_of_birth')]: iso(o.dob) }); y += 28;
  });
  y += 6;
  cell(c, 'acct', 'Deposit account (transit-institution-account)', `${r.digits(5)}-${r.pick(['001', '002', '003', '004'])}-${r.digits(7)}`, 40, y, 260, {}, true);
  cell(c, 'proc', 'Card processor', r.pick(['Moneris', 'Global Payments', 'Square', 'Clover']), 304, y, 130, {}, true);
  cell(c, 'broker', 'Referring agent', `${r.pick(['Shane', 'Kelsey', 'Amrit'])} ${r.pick(['Dueck', 'Friesen', 'Sidhu'])}`, 438, y, 134, {}, true); y += 34;
  s.text('By signing, each owner consents under PIPEDA to the collection and use of personal information, including credit bureau reports, '
    + 'by Prairie Lantern Capital and its funders, and agrees that electronic signatures applied through SignHarbor are binding.', 40, y, { size: 6.8, width: 532 });
  signBlock(c, y + 28, 'last_first', true);
  initialsRow(c, 744);
}
