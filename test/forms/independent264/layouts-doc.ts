// Set 264, the two document layouts: a funder's form sent through an e-signature service (boxed fields, checkbox
// rows, a certificate page of signers) and a CRM's "print application" view (two-column key/value list).
import type { Rng } from '../../statements/generator/prng.ts';
import { fullName, type Business } from './data.ts';
import type { Sheet, Value } from './draw.ts';
import { addressText, O, P } from './paths.ts';

type F = Record<string, Value> | null;

/** Checkbox options of the e-signature form: label, the reference id it gives, and the country it is offered in. */
const ENTITY_BOXES: Record<'US' | 'CA', [string, string][]> = {
  US: [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'],
    ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']],
  CA: [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']],
};
const FREQ_BOXES: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

/** InkSend envelope of Copperleaf Merchant Funding's application: two form pages and a certificate of completion. */
export function inksend(s: Sheet, b: Business, rng: Rng): void {
  s.valueFont = 'Helvetica';
  const ca = b.country === 'CA';
  const env = `${rng.alnum(8)}-${rng.alnum(4)}-${rng.alnum(4)}-${rng.alnum(12)}`;
  const chrome = (): void => {
    s.label(`InkSend Envelope ID: ${env}`, 36, 14, { size: 7, color: '#555555' });
    s.label(`Page ${s.page} of 3`, 520, 770, { size: 7, color: '#777777' });
  };
  const box = (key: string, label: string, text: string, f: F, x: number, y: number, w: number, h = 26): void => {
    s.rect(x, y, w, h, { stroke: '#6b5b3e' });
    s.label(label, x + 3, y + 2, { size: 6.5, color: '#6b5b3e' });
    s.value(key, text, x + 2, y + 9, w - 4, h - 10, f, 9);
  };
  chrome();
  s.rect(36, 28, 540, 34, { fill: '#6b5b3e' });
  s.label('COPPERLEAF MERCHANT FUNDING', 46, 36, { size: 14, font: 'Helvetica-Bold', color: '#ffffff' });
  s.label(ca ? 'Merchant Application - Canada' : 'Merchant Cash Advance Application', 46, 52, { size: 8, color: '#f1e6cf' });
  let y = 72;
  s.label('BUSINESS INFORMATION', 36, y, { size: 9, font: 'Helvetica-Bold', color: '#6b5b3e' });
  y += 12;
  box('legal_name', 'Legal Business Name', b.legal, P.legal(b), 36, y, 330);
  box('dba', ca ? 'Operating Name (O/A)' : 'DBA', b.dbaText, b.dbaText ? P.dba(b) : null, 366, y, 210);
  y += 26;
  box('address', ca ? 'Business Address (street, city, province, postal code)' : 'Business Address (street, city, state, ZIP)', addressText(b), P.address(b), 36, y, 330, 36);
  box('tax_id', ca ? 'Business Number (BN) with program account' : b.taxLabel, b.taxText, P.tax(b), 366, y, 210, 36);
  y += 36;
  if (b.startText) box('start', 'Business Start Date', b.startText, P.start(b), 36, y, 130);
  else box('years_in_business', 'Years in Business', b.yearsText, null, 36, y, 130);
  box('industry', 'Type of Business', b.industryText, P.industry(b), 166, y, 200);
  box('state_of_inc', ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', b.decoys.stateOfInc, null, 366, y, 100);
  box('phone', 'Business Phone', b.phone, null, 466, y, 110);
  y += 32;
  s.label('Entity Type:', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
  let x = 96;
  const opts = ENTITY_BOXES[b.country];
  const hit = opts.find(([, id]) => id === b.entityId);
  for (const [lab, id] of opts) x = s.check(`entity_${id}`, lab, hit?.[1] === id, x, y, P.entity(b));
  x = s.check('entity_other', 'Other:', !hit, x, y, null, false);
  s.line(x - 8, y + 9, x + 110, y + 9, '#333333');
  if (!hit) s.value('entity', b.entityText, x - 8, y - 3, 118, 12, P.entity(b), 9);
  y += 20;
  s.label('FUNDING REQUEST', 36, y, { size: 9, font: 'Helvetica-Bold', color: '#6b5b3e' });
  y += 12;
  box('amount', 'Amount Requested', b.amount.text, P.amount(b), 36, y, 140);
  box('payment', 'Payment Amount', b.payment?.text ?? '', b.payment ? P.payment(b) : null, 176, y, 120);
  box('count', 'No. of Payments', b.numPayments === null ? '' : String(b.numPayments), P.count(b), 296, y, 90);
  box('use', 'Use of Funds', b.useOfFunds, null, 386, y, 190);
  y += 30;
  s.label('Payment Schedule:', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
  x = 120;
  for (const [lab, id] of FREQ_BOXES) x = s.check(`freq_${id}`, lab, b.freq === id, x, y, P.freq(b));
  y += 20;
  b.owners.slice(0, 2).forEach((o, i) => {
    s.label(i === 0 ? 'OWNER / GUARANTOR' : 'CO-OWNER / GUARANTOR', 36, y, { size: 9, font: 'Helvetica-Bold', color: '#6b5b3e' });
    y += 12;
    box(`owner${i + 1}_name`, 'Full Name', fullName(o, false), O.name(i, o), 36, y, 220);
    box(`owner${i + 1}_title`, 'Title', o.role, O.role(i, o), 256, y, 120);
    box(`owner${i + 1}_own`, 'Ownership %', o.ownText, O.own(i, o), 376, y, 70);
    box(`owner${i + 1}_credit`, 'Credit Score (est.)', o.creditText, O.credit(i, o), 446, y, 130);
    y += 26;
    box(`owner${i + 1}_tax`, ca ? 'SIN' : 'SSN', o.taxText, O.tax(i, o, b), 36, y, 120, 36);
    box(`owner${i + 1}_dob`, 'Date of Birth', o.dobText, O.dob(i, o), 156, y, 100, 36);
    box(`owner${i + 1}_home`, 'Home Address', o.home.join('\n'), null, 256, y, 210, 36);
    box(`owner${i + 1}_phone`, 'Cell Phone', o.phone, null, 466, y, 110, 36);
    y += 44;
  });
  s.newPage();
  chrome();
  y = 36;
  const d = b.decoys;
  s.label('BANKING & REFERENCES', 36, y, { size: 9, font: 'Helvetica-Bold', color: '#6b5b3e' });
  y += 12;
  box('bank', 'Bank Name', d.bankName, null, 36, y, 180);
  box('routing', ca ? 'Transit / Institution No.' : 'Routing (ABA) No.', d.routing, null, 216, y, 160);
  box('account', 'Account No.', d.account, null, 376, y, 200);
  y += 26;
  box('landlord', 'Landlord / Mortgage Holder', d.landlord, null, 36, y, 250);
  box('landlord_phone', 'Landlord Phone', d.landlordPhone, null, 286, y, 150);
  box('rent', 'Monthly Rent', d.rent, null, 436, y, 140);
  y += 26;
  d.tradeRefs.forEach((t, i) => {
    box(`trade_ref${i + 1}`, `Trade Reference ${i + 1}`, t.name, null, 36 + i * 270, y, 160);
    box(`trade_ref${i + 1}_phone`, 'Phone', t.phone, null, 196 + i * 270, y, 110);
  });
  y += 34;
  s.label('EXISTING ADVANCES / LOANS', 36, y, { size: 9, font: 'Helvetica-Bold', color: '#6b5b3e' });
  y += 12;
  for (let i = 0; i < 2; i++) {
    const f = d.funders[i];
    box(`funder${i + 1}`, 'Funder', f?.name ?? '', null, 36, y, 240);
    box(`funder${i + 1}_balance`, 'Balance', f?.balance ?? '', null, 276, y, 150);
    box(`funder${i + 1}_payment`, 'Payment', f?.payment ?? '', null, 426, y, 150);
    y += 26;
  }
  y += 10;
  const auth = ca
    ? 'By signing, each owner consents under PIPEDA to the collection, use and disclosure of the personal information above, including credit bureau reports, by Copperleaf Merchant Funding and its partners for the purpose of evaluating this application.'
    : 'By signing below, each owner certifies that the information above is true and complete and authorizes Copperleaf Merchant Funding, its assigns and agents to obtain consumer and business credit reports and to verify any information given.';
  s.label(auth, 36, y, { size: 7.5, width: 540, color: '#333333' });
  y += 44;
  b.owners.slice(0, 2).forEach((_o, i) => {
    s.label(`Signature ${i + 1}`, 36, y + 14, { size: 7, color: '#6b5b3e' });
    s.line(36, y + 12, 260, y + 12, '#333333');
    s.label('Date', 290, y + 14, { size: 7, color: '#6b5b3e' });
    s.line(290, y + 12, 400, y + 12, '#333333');
    s.label(`Signed via InkSend ${env.slice(0, 8)}`, 40, y, { size: 7, font: 'Times-Italic', color: '#1b2a78' });
    y += 34;
  });
  s.newPage();
  chrome();
  s.label('Certificate of Completion', 36, 40, { size: 16, font: 'Helvetica-Bold' });
  s.label(`Envelope ID: ${env}   Subject: Please sign - Copperleaf Merchant Application   Status: Completed`, 36, 64, { size: 8, width: 540 });
  s.label('Signer Events', 36, 96, { size: 10, font: 'Helvetica-Bold' });
  // A fillable envelope names its signers by role only: no owner's name is page text there (README).
  const signers = [...b.owners.slice(0, 2).map((o, i) => ({ name: s.style === 'fillable' ? `Signer ${i + 1} (Owner)` : `${o.first} ${o.last}`, email: o.email })),
    { name: s.style === 'fillable' ? 'Sender (Broker)' : d.isoRep, email: d.isoEmail }];
  signers.forEach((sg, i) => {
    const sy = 114 + i * 54;
    s.rect(36, sy, 540, 48, { stroke: '#cccccc' });
    s.label(sg.name, 44, sy + 6, { size: 9, font: 'Helvetica-Bold' });
    s.label(sg.email, 44, sy + 19, { size: 8 });
    s.label(`Security level: Email, Account Authentication (None)   IP: ${rng.int(24, 199)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, 44, sy + 32, { size: 7, color: '#555555' });
    s.label(`Sent ${rng.int(1, 12)}/${rng.int(1, 28)}/2025   Viewed   Signed`, 380, sy + 6, { size: 7.5, color: '#555555' });
    const box2: [number, number, number, number] = [44, 792 - sy - 28, 300, 792 - sy - 6];
    s.placed.push({ key: `esign_signer${i + 1}_name`, text: sg.name, page: s.page, box: box2, via: 'text', fields: {} });
    s.placed.push({ key: `esign_signer${i + 1}_email`, text: sg.email, page: s.page, box: box2, via: 'text', fields: {} });
  });
  s.label('This certificate lists the parties who signed electronically; it is not part of the application.', 36, 300, { size: 7.5, color: '#777777' });
}

/** Ledgerly CRM "Print Application" view for Northgate Business Capital: two key/value pairs per row. */
export function ledgerly(s: Sheet, b: Business, rng: Rng): void {
  s.valueFont = 'Helvetica';
  const ca = b.country === 'CA';
  const lead = `L-${rng.int(100000, 999999)}`;
  let y = 0, col = 0;
  const head = (): void => {
    s.label('Ledgerly', 36, 20, { size: 12, font: 'Helvetica-Bold', color: '#0f7a55' });
    s.label(`CRM  >  Leads  >  ${lead}  >  Print Application`, 100, 24, { size: 8, color: '#666666' });
    s.label(`Printed by ${b.decoys.isoRep}  |  Page ${s.page}`, 380, 24, { size: 7.5, color: '#666666', width: 196, align: 'right' });
    s.line(36, 38, 576, 38, '#0f7a55', 1);
    y = 48; col = 0;
  };
  const section = (t: string): void => {
    if (col) { y += 18; col = 0; }
    if (y > 700) { s.newPage(); head(); }
    s.rect(36, y, 540, 14, { fill: '#e6f2ec' });
    s.label(t, 40, y + 3, { size: 8.5, font: 'Helvetica-Bold', color: '#0f7a55' });
    y += 18;
  };
  const kv = (key: string, k: string, v: string, f: F): void => {
    const lines = Math.max(1, v.split('\n').length);
    if (y + lines * 11 > 750) { s.newPage(); head(); }
    const x = col ? 310 : 36;
    s.label(k, x, y + 1, { size: 7.5, color: '#666666', width: 104, align: 'right' });
    if (v) s.value(key, v, x + 110, y - 2, 156, lines * 11 + 2, f, 8.5);
    else s.label('--', x + 112, y + 1, { size: 8, color: '#bbbbbb' });
    if (lines > 1 || col === 1) { y += Math.max(18, lines * 11 + 6); col = 0; } else col = 1;
  };
  head();
  s.label(`Lead ${lead}   Status: Submitted to funders   Created ${rng.int(1, 12)}/${rng.int(1, 28)}/2025   Modified ${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, 36, y, { size: 7.5, color: '#444444' });
  y += 16;
  section('Company');
  kv('legal_name', 'Company Legal Name', b.legal, P.legal(b));
  kv('dba', ca ? 'Operating Name (O/A)' : 'DBA', b.dbaText, b.dbaText ? P.dba(b) : null);
  kv('entity', 'Entity Type', b.entityText, P.entity(b));
  kv('industry', 'Industry (free text)', b.industryText, P.industry(b));
  kv('tax_id', ca ? 'Business Number' : b.taxLabel, b.taxText, P.tax(b));
  if (b.startText) kv('start', 'Date Established', b.startText, P.start(b));
  else kv('years_in_business', 'Time in Business (yrs)', b.yearsText, null);
  kv('state_of_inc', ca ? 'Incorporated In' : 'State of Inc.', b.decoys.stateOfInc, null);
  kv('phone', 'Main Phone', b.phone, null);
  kv('address', 'Physical Address', addressText(b, ca), P.address(b));
  kv('email', 'Email', b.email, null);
  kv('monthly_sales', 'Avg Monthly Revenue', b.monthlySales, null);
  section('Deal');
  kv('amount', 'Amount Requested', b.amount.text, P.amount(b));
  kv('use', 'Use of Proceeds', b.useOfFunds, null);
  if (b.payment) {
    kv('payment', 'Est. Payment', b.payment.text, P.payment(b));
    kv('freq', 'Payment Frequency', b.freqText, P.freq(b));
    kv('count', '# of Payments', String(b.numPayments), P.count(b));
  }
  kv('iso_rep', 'Assigned Rep', b.decoys.isoRep, null);
  kv('iso_phone', 'Rep Phone', b.decoys.isoPhone, null);
  b.owners.forEach((o, i) => {
    const n = i + 1;
    section(`Owner ${n}`);
    const withMi = o.middle && rng.chance(0.4);
    kv(`owner${n}_first`, `Owner ${n} - First Name`, withMi ? `${o.first} ${o.middle}` : o.first, O.first(i, o));
    kv(`owner${n}_last`, `Owner ${n} - Last Name`, o.cred && rng.chance(0.5) ? `${o.last}, ${o.cred}` : o.last, O.last(i, o));
    kv(`owner${n}_title`, `Owner ${n} - Title`, o.role, O.role(i, o));
    kv(`owner${n}_own`, `Owner ${n} - Ownership %`, o.ownText, O.own(i, o));
    kv(`owner${n}_tax`, `Owner ${n} - ${ca ? 'SIN' : 'SSN'}`, o.taxText, O.tax(i, o, b));
    kv(`owner${n}_dob`, `Owner ${n} - DOB`, o.dobText, O.dob(i, o));
    kv(`owner${n}_credit`, `Owner ${n} - FICO`, o.creditText, O.credit(i, o));
    kv(`owner${n}_email`, `Owner ${n} - Email`, o.email, null);
    kv(`owner${n}_home`, `Owner ${n} - Home Address`, o.home.join('\n'), null);
  });
  const d = b.decoys;
  section('Bank, Landlord & References');
  kv('bank', 'Bank', d.bankName, null);
  kv('routing', ca ? 'Transit/Inst.' : 'Routing #', d.routing, null);
  kv('account', 'Account #', d.account, null);
  kv('landlord', 'Landlord', d.landlord, null);
  kv('rent', 'Rent', d.rent, null);
  d.tradeRefs.forEach((t, i) => kv(`trade_ref${i + 1}`, `Trade Ref ${i + 1}`, `${t.name}\n${t.phone}`, null));
  d.funders.forEach((f, i) => kv(`funder${i + 1}`, `Position ${i + 1}`, `${f.name}\n${f.balance} / ${f.payment}`, null));
}
