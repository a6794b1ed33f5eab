// Snake River Revenue Partners (Boise, ID: revenue-based financing, dotted leaders, owners 1-2 on page 1 and
// "Owner Information (continued)" for owners 3-4 on page 2), Big Sky Revenue Finance (Billings, MT: labels inside
// boxes, an owners table with "Last, First M.I." names, payment-frequency checkboxes) and Enchanted Mesa Capital
// (Albuquerque, NM: shaded key/value cells and four owner cards).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { nameFields, nameText, ownerPaths, type Owner } from './owners.ts';
import { AUTH, P, boxField, fundersTable, type Layout } from './parts.ts';
import type { Fields, Sheet } from './sheet.ts';

type F = Fields | null;
const TEAL = '#0e5a6b';

function dotted(s: Sheet, label: string, key: string, text: string, fields: F, x: number, y: number, w: number, lw: number, kind?: 'decoy' | 'context'): void {
  s.text(label, x, y - 9, { size: 7.5, font: 'Helvetica' });
  s.doc.save().lineWidth(0.6).dash(1, { space: 2 }).strokeColor('#333333').moveTo(x + lw, y).lineTo(x + w - 6, y).stroke().undash().restore();
  s.val(key, text, x + lw, y, w - lw - 6, fields, { kind });
}

function snakeOwner(s: Sheet, o: Owner | undefined, i: number, x: number, y: number): void {
  s.text(`Owner ${i + 1}`, x, y, { size: 9, font: 'Helvetica-Bold', color: TEAL });
  const f = (fn: (i: number, o: Owner) => Fields): F => (o ? fn(i, o) : null);
  const rows: [string, string, string, F][] = [
    ['Name', 'name', o ? nameText(o) : '', o ? nameFields(i, o) : null], ['Title', 'title', o?.title ?? '', f(ownerPaths.role)],
    ['% Ownership', 'pct', o?.pctText ?? '', f(ownerPaths.pct)], ['SSN / ITIN', 'ssn', o?.taxText ?? '', f(ownerPaths.tax)],
    ['Date of Birth', 'dob', o?.dobText ?? '', f(ownerPaths.dob)], ['FICO (self-reported)', 'fico', o?.scoreText ?? '', f(ownerPaths.score)],
    ['Home Address', 'home', o?.home ?? '', null],
  ];
  rows.forEach(([label, k, text, fields], r) => dotted(s, label, `owner${i + 1}_${k}`, text, fields, x, y + 30 + r * 19, 262, 80));
}

function snakePage1(s: Sheet, m: Merchant): void {
  const H = (t: string, y: number): void => { s.text(t, 40, y, { size: 10.5, font: 'Helvetica-Bold', color: TEAL }); s.line(40, y + 13, 572, y + 13, 0.8, TEAL); };
  H('Business Information', 86);
  dotted(s, 'Legal Name', 'legal', m.legal, P.legal(m), 40, 124, 532, 90);
  dotted(s, 'Trade Name (DBA)', 'dba', m.dbaText, P.dba(m), 40, 143, 300, 90);
  dotted(s, 'Entity', 'entity', m.entityText, P.entity(m), 340, 143, 232, 40);
  dotted(s, 'EIN', 'tax', m.taxText, P.tax(m), 40, 162, 300, 90);
  dotted(s, 'Date of Inception', 'start', m.startText, P.start(m), 340, 162, 232, 75);
  dotted(s, 'Business Type', 'industry', m.industryText, P.industry(m), 40, 181, 300, 90);
  dotted(s, 'Phone', 'phone', m.phone, null, 340, 181, 232, 40, 'context');
  dotted(s, 'Business Address', 'address', `${m.street}, ${m.city}, ${m.state} ${m.zip}`, P.state(m), 40, 200, 532, 90);
  H('Financing Request', 214);
  dotted(s, 'Requested Funding', 'amount', m.amountText, P.amount(m), 40, 252, 260, 90);
  dotted(s, 'Use of Funds', 'use', m.use, null, 312, 252, 260, 70, 'context');
  dotted(s, 'Proposed Remittance', 'payment', m.paymentText, P.payment(m), 40, 271, 260, 90);
  dotted(s, 'Remittance Frequency', 'freq', m.freqText, P.freq(m), 312, 271, 260, 90);
  dotted(s, 'No. of Remittances', 'count', String(m.nPayments), P.count(m), 40, 290, 260, 90);
  dotted(s, 'Monthly Revenue', 'monthly', m.monthly, null, 312, 290, 260, 70, 'context');
  H('Owner Information', 306);
  snakeOwner(s, m.owners[0], 0, 40, 330);
  snakeOwner(s, m.owners[1], 1, 312, 330);
  s.text('Additional owners: see page 2, Owner Information (continued).', 40, 506, { size: 7.5, font: 'Helvetica-Oblique' });
  H('Existing Financing', 524);
  fundersTable(s, m, 40, 546, 532);
  H('Bank Account for Remittances', 600);
  dotted(s, 'Bank', 'bank', m.d.bank, null, 40, 636, 200, 30);
  dotted(s, 'Routing', 'routing', m.d.routing, null, 240, 636, 160, 40);
  dotted(s, 'Account', 'account', m.d.account, null, 400, 636, 172, 40);
  s.text('Snake River Revenue Partners | 1015 W Main St, Boise, ID 83702 | Page 1 of 2', 40, 750, { size: 7, color: '#666666' });
}

export const SNAKE_RIVER: Layout = {
  name: 'snake_river_continued', broker: { address: '1015 W Main St, Boise, ID 83702', area: '208', domain: 'snakeriverrp.example' },
  states: ['ID', 'MT', 'OR'], maxOwners: 4, pages: 2, valueFont: 'Times-Roman',
  draw(s, m, rng) {
    s.text('SNAKE RIVER', 40, 30, { size: 20, font: 'Helvetica-Bold', color: TEAL });
    s.text('REVENUE PARTNERS', 40, 52, { size: 9, font: 'Helvetica', color: TEAL });
    s.text('Revenue-Based Financing Application', 330, 38, { size: 12, font: 'Helvetica-Bold', color: '#333333' });
    snakePage1(s, m);
    s.newPage();
    s.text('Owner Information (continued)', 40, 40, { size: 10.5, font: 'Helvetica-Bold', color: TEAL });
    s.line(40, 53, 572, 53, 0.8, TEAL);
    snakeOwner(s, m.owners[2], 2, 40, 66);
    snakeOwner(s, m.owners[3], 3, 312, 66);
    s.text('Emergency Contact (not an owner)', 40, 260, { size: 10.5, font: 'Helvetica-Bold', color: TEAL });
    const e = rng.chance(0.7);
    dotted(s, 'Name', 'emergency', e ? m.d.emergency.name : '', null, 40, 294, 260, 50);
    dotted(s, 'Phone', 'emergency_phone', e ? m.d.emergency.phone : '', null, 312, 294, 260, 50);
    s.text('Premises', 40, 318, { size: 10.5, font: 'Helvetica-Bold', color: TEAL });
    dotted(s, 'Landlord', 'landlord', m.d.landlord, null, 40, 352, 300, 60);
    dotted(s, 'Landlord Phone', 'landlord_phone', m.d.landlordPhone, null, 340, 352, 232, 70);
    s.text('Authorization', 40, 380, { size: 10.5, font: 'Helvetica-Bold', color: TEAL });
    s.text(AUTH, 40, 398, { size: 7.5, width: 532 });
    for (let i = 0; i < 4; i++) dotted(s, `Owner ${i + 1} signature`, `sig${i}`, '', null, 40 + (i % 2) * 272, 470 + Math.floor(i / 2) * 30, 260, 90, 'context');
    dotted(s, 'Referred by', 'iso', m.d.iso.name, null, 40, 560, 260, 60);
    dotted(s, 'Referral phone', 'iso_phone', m.d.iso.phone, null, 312, 560, 260, 70);
    s.text('Snake River Revenue Partners | 1015 W Main St, Boise, ID 83702 | Page 2 of 2', 40, 750, { size: 7, color: '#666666' });
  },
};

const NAVY = '#1c2e5c';
const B = (s: Sheet, label: string, key: string, text: string, fields: F, x: number, y: number, w: number, kind?: 'decoy' | 'context'): void =>
  boxField(s, { label, key, text, fields, kind }, x, y, w, 25, { color: NAVY });
const SKY_COLS: readonly (readonly [string, number])[] = [['Name (Last, First M.I.)', 170], ['Position', 100], ['Own. %', 50], ['SSN', 82], ['DOB', 72], ['Est. FICO', 58]];

function bigSkyOwners(s: Sheet, m: Merchant, y: number): void {
  let x = 40;
  for (const [h, w] of SKY_COLS) { s.rect(x, y, w, 13, { fill: NAVY }); s.text(h, x + 3, y + 3.5, { size: 6.8, font: 'Helvetica-Bold', color: '#ffffff' }); x += w; }
  for (let r = 0; r < 4; r++) {
    const o = m.owners[r], ry = y + 13 + r * 18;
    const vals = o ? [nameText(o, 'last_first'), o.title, o.pctText, o.taxText, o.dobText, o.scoreText] : ['', '', '', '', '', ''];
    const paths = o ? [nameFields(r, o), ownerPaths.role(r, o), ownerPaths.pct(r, o), ownerPaths.tax(r, o), ownerPaths.dob(r, o), ownerPaths.score(r, o)] : [];
    x = 40;
    SKY_COLS.forEach(([, w], i) => { s.rect(x, ry, w, 18, { lw: 0.4, stroke: NAVY }); s.val(`owner_r${r + 1}_c${i + 1}`, vals[i]!, x, ry + 15, w, o ? paths[i]! : null, { size: 8 }); x += w; });
  }
}

function bigSkyFunding(s: Sheet, m: Merchant, y: number): void {
  B(s, 'Funding amount requested', 'amount', m.amountText, P.amount(m), 40, y, 130);
  B(s, 'Desired payment amount', 'payment', m.paymentText, P.payment(m), 170, y, 120);
  B(s, 'Number of payments', 'count', String(m.nPayments), P.count(m), 290, y, 90);
  s.rect(380, y, 192, 25, { lw: 0.5 });
  s.text('PAYMENT SCHEDULE', 383, y + 2.5, { size: 5.8, color: NAVY });
  const opts: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  opts.forEach(([label, id], i) => {
    s.box(`freq_${id}`, label, 384 + i * 47, y + 13, m.freq === id, P.freq(m), 7);
    s.text(label, 393 + i * 47, y + 13.5, { size: 6.8 });
  });
}

export const BIG_SKY: Layout = {
  name: 'big_sky_boxes', broker: { address: '2722 1st Ave N, Billings, MT 59101', area: '406', domain: 'bigskyrevenue.example' },
  states: ['MT', 'ID', 'WA'], maxOwners: 4, pages: 1, valueFont: 'Courier',
  draw(s, m, rng) {
    s.rect(40, 30, 532, 44, { fill: NAVY });
    s.text('BIG SKY REVENUE FINANCE', 52, 38, { size: 16, font: 'Helvetica-Bold', color: '#ffffff' });
    s.text('Business Funding Application  -  Revenue Based Financing / Merchant Cash Advance', 52, 58, { size: 8, color: '#d6def0' });
    s.text('A.  COMPANY', 40, 86, { size: 9, font: 'Helvetica-Bold', color: NAVY });
    B(s, 'Business legal name', 'legal', m.legal, P.legal(m), 40, 98, 330);
    B(s, 'Business structure', 'entity', m.entityText, P.entity(m), 370, 98, 202);
    B(s, 'DBA / trade name', 'dba', m.dbaText, P.dba(m), 40, 123, 330);
    B(s, 'Federal EIN', 'tax', m.taxText, P.tax(m), 370, 123, 202);
    B(s, 'Business description', 'industry', m.industryText, P.industry(m), 40, 148, 250);
    B(s, 'Business start date', 'start', m.startText, P.start(m), 290, 148, 130);
    B(s, 'Business phone', 'phone', m.phone, null, 420, 148, 152, 'context');
    B(s, 'Street', 'street', m.street, null, 40, 173, 250, 'context');
    B(s, 'City', 'city', m.city, null, 290, 173, 130, 'context');
    B(s, 'State', 'state', m.state, P.state(m), 420, 173, 60);
    B(s, 'Zip', 'zip', m.zip, null, 480, 173, 92, 'context');
    s.text('B.  FUNDING', 40, 208, { size: 9, font: 'Helvetica-Bold', color: NAVY });
    bigSkyFunding(s, m, 220);
    s.text('C.  OWNERS / GUARANTORS OF 20% OR MORE', 40, 256, { size: 9, font: 'Helvetica-Bold', color: NAVY });
    bigSkyOwners(s, m, 268);
    bigSkyDecoys(s, m, rng);
  },
};

function bigSkyDecoys(s: Sheet, m: Merchant, rng: Rng): void {
  s.text('D.  PRIMARY BUSINESS CONTACT (bookkeeper / office manager, if not an owner)', 40, 364, { size: 9, font: 'Helvetica-Bold', color: NAVY });
  const c = rng.chance(0.8);
  B(s, 'Contact name', 'contact', c ? m.d.contact.name : '', null, 40, 376, 200);
  B(s, 'Contact phone', 'contact_phone', c ? m.d.contact.phone : '', null, 240, 376, 140);
  B(s, 'Contact email', 'contact_email', c ? m.d.contact.email : '', null, 380, 376, 192);
  s.text('E.  BANKING, PREMISES AND CURRENT POSITIONS', 40, 412, { size: 9, font: 'Helvetica-Bold', color: NAVY });
  B(s, 'Depository bank', 'bank', m.d.bank, null, 40, 424, 200);
  B(s, 'ABA routing', 'routing', m.d.routing, null, 240, 424, 140);
  B(s, 'Account number', 'account', m.d.account, null, 380, 424, 192);
  B(s, 'Landlord', 'landlord', m.d.landlord, null, 40, 449, 250);
  B(s, 'Landlord phone', 'landlord_phone', m.d.landlordPhone, null, 290, 449, 140);
  B(s, 'Monthly rent', 'rent', m.d.rent, null, 430, 449, 142);
  fundersTable(s, m, 40, 482, 532);
  s.text(AUTH, 40, 534, { size: 7, width: 532 });
  for (let i = 0; i < 2; i++) { s.line(40 + i * 270, 620, 300 + i * 270, 620); s.text('Owner signature                         Date', 40 + i * 270, 623, { size: 6.5 }); }
  s.rect(40, 690, 532, 50, { stroke: NAVY });
  s.text('ISO / BROKER OF RECORD', 44, 693, { size: 6.5, font: 'Helvetica-Bold', color: NAVY });
  B(s, 'Broker rep', 'iso', m.d.iso.name, null, 46, 708, 170);
  B(s, 'Rep phone', 'iso_phone', m.d.iso.phone, null, 216, 708, 150);
  B(s, 'Rep email', 'iso_email', m.d.iso.email, null, 366, 708, 200);
}

const TERRA = '#a0452a';
function kv(s: Sheet, label: string, key: string, text: string, fields: F, x: number, y: number, w: number, lw: number, kind?: 'decoy' | 'context'): void {
  s.rect(x, y, lw, 18, { fill: '#f3e6dc', stroke: TERRA, lw: 0.5 });
  s.rect(x + lw, y, w - lw, 18, { stroke: TERRA, lw: 0.5 });
  s.text(label, x + 3, y + 5.5, { size: 7.2, font: 'Helvetica-Bold', color: '#4a2a1a' });
  s.val(key, text, x + lw, y + 15, w - lw, fields, { kind, size: 8.5 });
}

function mesaCard(s: Sheet, o: Owner | undefined, i: number, x: number, y: number): void {
  s.rect(x, y, 262, 118, { stroke: TERRA, lw: 1 });
  s.text(`OWNER ${i + 1}`, x + 6, y + 5, { size: 8.5, font: 'Helvetica-Bold', color: TERRA });
  const f = (fn: (i: number, o: Owner) => Fields): F => (o ? fn(i, o) : null);
  const rows: [string, string, F][] = [
    ['Name', o ? nameText(o) : '', o ? nameFields(i, o) : null], ['Title', o?.title ?? '', f(ownerPaths.role)],
    ['Ownership', o?.pctText ?? '', f(ownerPaths.pct)], ['SSN', o?.taxText ?? '', f(ownerPaths.tax)],
    ['Birth Date', o?.dobText ?? '', f(ownerPaths.dob)], ['Credit Score', o?.scoreText ?? '', f(ownerPaths.score)],
  ];
  rows.forEach(([label, text, fields], r) => {
    s.text(`${label}:`, x + 6, y + 22 + r * 15.5, { size: 7.5 });
    s.line(x + 62, y + 31 + r * 15.5, x + 256, y + 31 + r * 15.5, 0.4);
    s.val(`o${i + 1}_${label.replace(/\W/g, '')}`, text, x + 62, y + 31 + r * 15.5, 194, fields, { size: 8.5 });
  });
}

export const ENCHANTED_MESA: Layout = {
  name: 'enchanted_mesa_cards', broker: { address: '6100 Uptown Blvd NE, Suite 400, Albuquerque, NM 87110', area: '505', domain: 'enchantedmesa.example' },
  states: ['NM', 'NV', 'UT'], maxOwners: 4, pages: 1, valueFont: 'Helvetica',
  draw(s, m, rng) {
    s.text('Enchanted Mesa Capital', 40, 30, { size: 19, font: 'Times-Bold', color: TERRA });
    s.text('Small Business Funding Application', 40, 54, { size: 9.5, font: 'Times-Italic' });
    s.text('6100 Uptown Blvd NE, Suite 400\nAlbuquerque, NM 87110  |  (505) 555-0190', 380, 34, { size: 7.5, width: 192, align: 'right' });
    s.line(40, 72, 572, 72, 2.5, TERRA);
    kv(s, 'Business Legal Name', 'legal', m.legal, P.legal(m), 40, 82, 532, 110);
    kv(s, 'DBA', 'dba', m.dbaText, P.dba(m), 40, 100, 266, 70);
    kv(s, 'Entity', 'entity', m.entityText, P.entity(m), 306, 100, 266, 70);
    kv(s, 'EIN', 'tax', m.taxText, P.tax(m), 40, 118, 266, 70);
    kv(s, 'Industry', 'industry', m.industryText, P.industry(m), 306, 118, 266, 70);
    kv(s, 'Date Started', 'start', m.startText, P.start(m), 40, 136, 266, 70);
    kv(s, 'Years in Business', 'years', m.years, null, 306, 136, 266, 90, 'context');
    kv(s, 'Street Address', 'street', m.street, null, 40, 154, 532, 110, 'context');
    kv(s, 'City, State, Zip', 'csz', `${m.city}, ${m.state} ${m.zip}`, P.state(m), 40, 172, 532, 110);
    kv(s, 'Requested Amount', 'amount', m.amountText, P.amount(m), 40, 190, 266, 90);
    kv(s, 'Use of Funds', 'use', m.use, null, 306, 190, 266, 70, 'context');
    s.text('OWNERSHIP', 40, 218, { size: 10, font: 'Times-Bold', color: TERRA });
    for (let i = 0; i < 4; i++) mesaCard(s, m.owners[i], i, 40 + (i % 2) * 270, 232 + Math.floor(i / 2) * 124);
    mesaRest(s, m, rng);
  },
};

function mesaRest(s: Sheet, m: Merchant, rng: Rng): void {
  s.text('NON-OWNER SPOUSE  (New Mexico community property acknowledgment; not an applicant, no ownership)', 40, 484, { size: 8, font: 'Helvetica-Bold', color: TERRA });
  const sp = rng.chance(0.6);
  kv(s, 'Spouse Name', 'spouse', sp ? m.d.spouse.name : '', null, 40, 496, 266, 70);
  kv(s, 'Spouse Phone', 'spouse_phone', sp ? m.d.spouse.phone : '', null, 306, 496, 266, 70);
  kv(s, 'Bank Name', 'bank', m.d.bank, null, 40, 522, 266, 70);
  kv(s, 'Routing No.', 'routing', m.d.routing, null, 306, 522, 266, 70);
  kv(s, 'Landlord', 'landlord', m.d.landlord, null, 40, 540, 266, 70);
  kv(s, 'Trade Ref.', 'ref0', m.d.refs[0]!.name, null, 306, 540, 266, 70);
  s.text(AUTH, 40, 568, { size: 7, width: 532 });
  for (let i = 0; i < 2; i++) { s.line(40 + i * 270, 650, 300 + i * 270, 650); s.text('Owner Signature / Date', 40 + i * 270, 653, { size: 6.5 }); }
  kv(s, 'Account Executive', 'iso', m.d.iso.name, null, 40, 700, 266, 90);
  kv(s, 'AE Phone', 'iso_phone', m.d.iso.phone, null, 306, 700, 266, 70);
}
