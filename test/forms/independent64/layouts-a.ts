// Layouts 1-4 of set 64: a POS platform's capital application, an accounting platform's financing request, a loan
// marketplace's summary, a bank portal's print with a navigation sidebar.
import type { Sheet } from './sheet.ts';
import type { Merchant } from './data.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { money, ownerName, routing, person, FUNDERS } from './data.ts';
import { T, O, kvLeft, kvAbove, kvBelow, putAddress, ownerTable, countryName, cityLine } from './common.ts';

const ENTITY_BOXES_US = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']] as const;
const ENTITY_BOXES_CA = [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietorship', 'sole_proprietorship']] as const;

/** Entity as a checkbox row; an entity with no box of its own goes on "Other: ___". */
export function entityRow(s: Sheet, m: Merchant, x: number, y: number): void {
  const boxes = m.country === 'CA' ? ENTITY_BOXES_CA : ENTITY_BOXES_US;
  let cx = x;
  let hit = false;
  for (const [l, id] of boxes) {
    const on = id === m.entity && (m.entityPrinted !== 'PLLC');
    hit ||= on;
    s.check(cx, y, on, l, on ? T.entity(m) : {});
    cx += 22 + l.length * 4.2;
  }
  s.check(cx, y, !hit, 'Other:');
  s.line(cx + 36, y + 9, cx + 110, y + 9);
  if (!hit) s.value(m.entityPrinted, cx + 38, y - 2, 70, T.entity(m), 8.5);
}

/** TillPoint Capital: a POS platform's offer pre-filled from the merchant profile; the chosen amount beside offers. */
export function tillpoint(s: Sheet, m: Merchant, r: Rng): void {
  s.rect(0, 0, 612, 58, { fill: '#0f766e' });
  s.label('TillPoint', 36, 16, { size: 20, bold: true, color: '#fff' });
  s.label('Capital  ·  Financing application (pre-filled from your TillPoint profile)', 36, 40, { size: 8.5, color: '#d1fae5' });
  s.label('Merchant account ID', 400, 14, { size: 6.5, color: '#d1fae5' });
  s.decoy('platform_account', `TP-${r.digits(4)}-${r.digits(6)}`, 400, 26, 170, 9);
  let y = 76;
  s.label('YOUR OFFERS', 36, y, { size: 9, bold: true, color: '#0f766e' });
  const vol = Math.round(m.amount * r.float(0.9, 1.6) / 100) * 100 + 37;
  s.label('Card processing, last 12 months', 330, y, { size: 7, color: '#555' });
  s.decoy('processing_volume', money(vol * 12, r), 460, y - 1, 110, 8.5);
  y += 18;
  const offers = [Math.round(m.amount * 0.6 / 500) * 500 + 250, Math.round(m.amount * 1.4 / 500) * 500, Math.round(m.amount * 2.1 / 500) * 500 + 750];
  offers.forEach((o, i) => {
    const x = 36 + i * 180;
    s.rect(x, y, 168, 54, { stroke: '#99c9c3', r: 4 });
    s.label(`Offer ${i + 1}`, x + 8, y + 6, { size: 7, color: '#555' });
    s.decoy(`offer${i + 1}_amount`, money(o, r), x + 8, y + 18, 100, 11);
    s.label('Holdback', x + 8, y + 38, { size: 6.5, color: '#555' });
    s.decoy(`offer${i + 1}_holdback`, `${[8, 10, 12, 14, 17][r.int(0, 4)]}%`, x + 50, y + 37, 40, 8);
  });
  y += 66;
  s.rect(36, y, 540, 30, { fill: '#ecfdf5' });
  s.label('Amount you chose', 46, y + 10, { size: 9, bold: true });
  s.value(m.amountPrinted, 170, y + 9, 120, T.amount(m), 11);
  s.label('Use of funds', 320, y + 10, { size: 8 });
  s.value(m.use, 390, y + 9, 170, {}, 9);
  y += 46;
  s.label('BUSINESS PROFILE', 36, y, { size: 9, bold: true, color: '#0f766e' });
  y += 16;
  const rows: [string, string, Record<string, string | number | null>][] = [['Legal business name', m.legal, T.legal(m)],
    ['Doing business as', m.dbaPrinted, T.dba(m)], ['Business type', m.entityPrinted, T.entity(m)], ['Category', m.industryPrinted, T.industry(m)],
    [m.taxType === 'EIN' ? 'EIN' : 'Tax ID (SSN)', m.taxPrinted, T.tax(m)], ['Started', m.startPrinted ?? '', T.start(m)], ['Phone', m.phone, {}]];
  rows.forEach(([l, v, f], i) => kvLeft(s, l, v, f, 36 + (i % 2) * 275, y + Math.floor(i / 2) * 20, 100, 165));
  y += Math.ceil(rows.length / 2) * 20 + 4;
  s.label('Business address', 36, y + 1.5, { size: 7.5, color: '#444' });
  putAddress(s, m, 139, y, 400, true);
  y += 30;
  s.label('OWNERS', 36, y, { size: 9, bold: true, color: '#0f766e' });
  y += 14 + ownerTable(s, m, r, 36, y + 14, false, false);
  y += 16;
  s.label('Settlement account on file', 36, y, { size: 7.5, color: '#444' });
  s.decoy('bank_routing', routing(r), 160, y - 1, 90, 9);
  s.decoy('bank_account', `****${r.digits(4)}`, 260, y - 1, 60, 9);
  y += 24;
  s.label('By signing you authorise TillPoint Capital and its funding partners to obtain credit reports and to review your processing '
    + 'history. Remittance is a fixed percentage (holdback) of each card settlement until the purchased amount is delivered.', 36, y, { size: 6.5, width: 540, color: '#555' });
  y += 34;
  kvBelow(s, 'Signature', '', {}, 36, y, 200);
  kvBelow(s, 'Printed name', ownerName(m.owners[0]!, r), O.name(m.owners[0]!, 0), 250, y, 170);
  kvBelow(s, 'Date', '03/02/2026', {}, 430, y, 120);
}

/** LedgerLeaf: an accounting platform's financing request; business profile card with labels above values. */
export function ledgerleaf(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  s.label('LedgerLeaf', 40, 30, { size: 18, bold: true, color: '#2563eb' });
  s.label('Financing  >  New request  >  Review & submit', 40, 54, { size: 8, color: '#6b7280' });
  s.label(`Request ID LL-${r.digits(7)}`, 440, 34, { size: 7.5, color: '#6b7280' });
  s.rect(40, 74, 532, 210, { stroke: '#d1d5db', r: 6 });
  s.label('Business profile', 54, 84, { size: 10, bold: true });
  const c1 = 54, c2 = 230, c3 = 400;
  kvAbove(s, 'Legal name', m.legal, T.legal(m), c1, 104, 170);
  kvAbove(s, ca ? 'Operating name (O/A)' : 'DBA', m.dbaPrinted, T.dba(m), c2, 104, 160);
  kvAbove(s, 'Entity type', m.entityPrinted, T.entity(m), c3, 104, 160);
  kvAbove(s, ca ? 'Business Number (BN)' : m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Owner SSN (no EIN)', m.taxPrinted, T.tax(m), c1, 138, 170);
  kvAbove(s, 'Industry', m.industryPrinted, T.industry(m), c2, 138, 160);
  kvAbove(s, m.startPrinted ? 'In business since' : 'Years in business', m.startPrinted ?? String(m.years), m.startPrinted ? T.start(m) : {}, c3, 138, 160);
  s.label('ADDRESS', c1, 172, { size: 6.2, color: '#6b7280' });
  putAddress(s, m, c1, 182, 300, false);
  kvAbove(s, ca ? 'Province of incorporation' : 'State of incorporation', m.incState, {}, c3, 172, 160);
  kvAbove(s, 'Email', m.email, {}, c1, 222, 170);
  kvAbove(s, 'Phone', m.phone, {}, c2, 222, 160);
  kvAbove(s, 'Website', m.website, {}, c3, 222, 160);
  kvAbove(s, 'Connected bank feed', `${r.pick(['Chase', 'TD', 'RBC', 'Wells Fargo'])} ••${r.digits(4)}`, {}, c1, 254, 170);
  kvAbove(s, 'Bookkeeper', person(r), {}, c2, 254, 160);
  s.asDecoy('feed_bookkeeper', 2);
  kvAbove(s, 'Trailing 12-mo revenue (books)', money(Math.round(m.amount * r.float(4, 9)), r, ca), {}, c3, 254, 160);
  s.asDecoy('revenue');
  s.rect(40, 298, 532, 88, { stroke: '#d1d5db', r: 6 });
  s.label('Financing request', 54, 308, { size: 10, bold: true });
  kvAbove(s, `Amount requested${ca ? ' (CAD)' : ''}`, m.amountPrinted, T.amount(m), c1, 328, 160);
  kvAbove(s, 'Use of funds', m.use, {}, c2, 328, 160);
  kvAbove(s, 'Preferred repayment', m.frequency ?? '', T.freq(m), c3, 328, 160);
  kvAbove(s, 'Installment amount', m.paymentPrinted ?? '', T.payment(m), c1, 356, 160);
  kvAbove(s, 'Number of installments', m.nPayments == null ? '' : String(m.nPayments), T.n(m), c2, 356, 160);
  s.label('People', 40, 402, { size: 10, bold: true });
  ownerTable(s, m, r, 40, 418, true, true);
  const y = 500 + m.owners.length * 6;
  s.label(ca ? 'Consent (PIPEDA): you consent to LedgerLeaf sharing your books and profile with lending partners, and to credit checks.'
    : 'You authorise LedgerLeaf to share your books and profile with lending partners, who may obtain business and personal credit reports.', 40, y, { size: 6.5, width: 532, color: '#555' });
  kvBelow(s, 'Authorised signer', ownerName(m.owners[0]!, r), O.name(m.owners[0]!, 0), 40, y + 34, 200);
  kvBelow(s, 'Title', m.owners[0]!.title, O.role(m.owners[0]!, 0), 260, y + 34, 140);
  void countryName;
}

/** LendBridge: a loan marketplace's PDF summary, "Your application #A-20931", captions under the lines. */
export function lendbridge(s: Sheet, m: Merchant, r: Rng): void {
  s.label('LendBridge', 48, 36, { size: 16, bold: true, color: '#7c3aed' });
  s.label(`Your application #A-${r.int(10000, 99999)}`, 48, 60, { size: 12, bold: true });
  s.label(`Submitted ${r.pick(['Feb 27, 2026', 'Mar 1, 2026'])} · Advisor:`, 48, 78, { size: 8, color: '#555' });
  s.decoy('advisor', person(r), 200, 77, 140, 8.5);
  let y = 104;
  const row = (items: [string, string, Record<string, string | number | null>, number][]) => {
    let x = 48;
    for (const [l, v, f, w] of items) { kvBelow(s, l, v, f, x, y, w); x += w; }
    y += 34;
  };
  s.label('1. About the business', 48, y, { size: 9.5, bold: true, color: '#7c3aed' }); y += 18;
  row([['Legal business name', m.legal, T.legal(m), 300], ['DBA', m.dbaPrinted, T.dba(m), 216]]);
  row([['Business structure', m.entityPrinted, T.entity(m), 150], ['Tax ID', m.taxPrinted, T.tax(m), 150], ['What the business does', m.industryPrinted, T.industry(m), 216]]);
  s.value(m.street, 50, y, 290);
  s.line(48, y + 12, 342, y + 12, '#333');
  s.label('Street address', 48, y + 14, { size: 6, color: '#555' });
  s.value(cityLine(m), 350, y, 210, T.state(m));
  s.set('country', countryName(m));
  s.line(348, y + 12, 558, y + 12, '#333');
  s.label('City, State/Prov., ZIP/Postal', 348, y + 14, { size: 6, color: '#555' });
  y += 34;
  row([['Business start date', m.startPrinted ?? '', T.start(m), 150], ['Phone', m.phone, {}, 150], ['Email', m.email, {}, 216]]);
  s.label('2. What you asked for', 48, y, { size: 9.5, bold: true, color: '#7c3aed' }); y += 18;
  row([['Amount', m.amountPrinted, T.amount(m), 130], ['Payment', m.paymentPrinted ?? '', T.payment(m), 110], ['# of payments', m.nPayments ? String(m.nPayments) : '', T.n(m), 90],
    ['Frequency', m.frequency ? m.frequency[0]!.toUpperCase() + m.frequency.slice(1) : '', T.freq(m), 90], ['Purpose', m.use, {}, 96]]);
  s.label('3. Owners', 48, y, { size: 9.5, bold: true, color: '#7c3aed' }); y += 18;
  m.owners.forEach((o, i) => {
    row([[`Owner ${i + 1} name`, ownerName(o, r), O.name(o, i), 180], ['Title', o.title, O.role(o, i), 100], ['Ownership', `${o.pct}%`, O.pct(o, i), 70],
      [m.country === 'CA' ? 'SIN' : 'SSN', o.taxPrinted, O.tax(o, i, m), 90], ['DOB', o.dobPrinted, O.dob(o, i), 76]]);
  });
  s.label('4. Lenders matched to you', 48, y, { size: 9.5, bold: true, color: '#7c3aed' }); y += 16;
  r.shuffle([...FUNDERS]).slice(0, 3).forEach((f, i) => {
    s.decoy(`matched_lender${i}`, f, 56, y, 170, 8.5);
    s.decoy(`matched_offer${i}`, `up to ${money(m.amount + 5000 * (i + 1) + 1250, r)}`, 240, y, 140, 8.5);
    s.decoy(`matched_factor${i}`, `factor ${(1.18 + i * 0.07).toFixed(2)}`, 400, y, 80, 8.5);
    y += 15;
  });
}

/** Harborline Bank: a small-business portal's print; a navigation sidebar, then label/value rows and a checkbox row. */
export function harborline(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  s.rect(0, 0, 150, 792, { fill: '#f1f5f9' });
  s.label(ca ? 'Harborline Credit Union' : 'Harborline Bank', 16, 28, { size: 11, bold: true, color: '#0c4a6e', width: 128 });
  ['Dashboard', 'Accounts', 'Transfers', 'Bill pay', 'Lending', '   Apply for financing', 'Statements', 'Settings', 'Log out'].forEach((n, i) =>
    s.label(n, 16, 80 + i * 22, { size: 8.5, color: i === 5 ? '#0c4a6e' : '#475569', bold: i === 5 }));
  s.label(`Printed 03/02/2026 10:${r.int(10, 59)} AM   https://online.harborline${ca ? '.ca' : '.com'}/business/lending/apply`, 166, 14, { size: 6.5, color: '#888' });
  s.label('Business Financing Application', 166, 34, { size: 15, bold: true, color: '#0c4a6e' });
  let y = 64;
  const kv = (l: string, v: string, f: Record<string, string | number | null>) => { kvLeft(s, l, v, f, 166, y, 150, 270); y += 19; };
  kv('Legal name of business', m.legal, T.legal(m));
  kv(ca ? 'Operating as (O/A)' : 'Trade name / DBA', m.dbaPrinted, T.dba(m));
  s.label('Business structure', 166, y + 1.5, { size: 7.5, color: '#444' });
  entityRow(s, m, 166, y + 12);
  y += 30;
  kv(ca ? 'Business Number' : 'Employer ID / Tax ID', m.taxPrinted, T.tax(m));
  kv('Nature of business', m.industryPrinted, T.industry(m));
  kv('Date established', m.startPrinted ?? '', T.start(m));
  s.label('Business address', 166, y + 1.5, { size: 7.5, color: '#444' });
  y += putAddress(s, m, 319, y, 270, false) + 4;
  kv('Business phone', m.phone, {});
  kv(ca ? 'Amount requested (CAD)' : 'Amount requested', m.amountPrinted, T.amount(m));
  kv('Purpose', m.use, {});
  s.label('Deposit account for funding', 166, y + 1.5, { size: 7.5, color: '#444' });
  s.decoy('deposit_account', `Business Checking ••${r.digits(4)}`, 319, y, 150);
  y += 16;
  s.label(ca ? 'Transit / institution' : 'Routing number', 166, y + 1.5, { size: 7.5, color: '#444' });
  s.decoy('routing', ca ? `${r.digits(5)}-${r.pick(['003', '004', '815'])}` : routing(r), 319, y, 150);
  y += 16;
  s.label('Relationship manager', 166, y + 1.5, { size: 7.5, color: '#444' });
  s.decoy('relationship_manager', person(r), 319, y, 150);
  y += 26;
  s.label('Guarantors / owners', 166, y, { size: 10, bold: true, color: '#0c4a6e' });
  y += 16;
  m.owners.forEach((o, i) => {
    s.rect(166, y, 410, 58, { stroke: '#cbd5e1' });
    kvLeft(s, 'Full name', ownerName(o, r), O.name(o, i), 172, y + 5, 60, 150);
    kvLeft(s, 'Title', o.title, O.role(o, i), 392, y + 5, 40, 140);
    kvLeft(s, '% owned', `${o.pct}`, O.pct(o, i), 172, y + 23, 60, 60);
    kvLeft(s, ca ? 'SIN' : 'SSN', o.taxPrinted, O.tax(o, i, m), 300, y + 23, 30, 100);
    kvLeft(s, 'DOB', o.dobPrinted, O.dob(o, i), 440, y + 23, 30, 100);
    kvLeft(s, 'Home', o.home, {}, 172, y + 41, 60, 340);
    s.asDecoy(`owner${i}_home`);
    y += 64;
  });
}
