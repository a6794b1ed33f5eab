// The four brokers' forms of set 133. Each draws one merchant with a Painter set for its style; what the text layer
// holds differs by layout (see README.md).
import type { Merchant, Val } from './data.ts';
import { widthOf, type Painter } from './draw.ts';
import { L, W, bar, boxRow, grid, lines, ownerTable, bankBlock, fundersBlock, refsBlock, signatures, type Cell } from './parts.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const NONE: Val = { text: '', fields: {} };
const plain = (text: string): Val => ({ text, fields: {} });

/** Every value of a merchant by the key the layouts draw it under. */
export function keyed(m: Merchant): Record<string, Val> {
  const k: Record<string, Val> = { legal: m.legal, dba: m.dba, entity: m.entity, industry: m.industry, tax: m.taxId, street: m.street, city: m.city,
    state: m.state, zip: m.zip, phone: m.phone, email: m.email, web: m.website, start: m.start, amount: m.amount, payment: m.payment ?? NONE,
    count: m.count ?? NONE, freq: m.freq ?? NONE, use: m.useOfFunds, sales: m.monthlySales, inc: m.incState };
  m.owners.forEach((o, i) => Object.assign(k, { [`o${i}.name`]: o.name, [`o${i}.title`]: o.title, [`o${i}.pct`]: o.pct, [`o${i}.ssn`]: o.ssn,
    [`o${i}.dob`]: o.dob, [`o${i}.score`]: o.score, [`o${i}.home`]: o.home, [`o${i}.cell`]: o.cell }));
  return k;
}

function setStyle(p: Painter, style: Style, typed: 'text' | 'outline'): void {
  p.valuesAs = style === 'fillable' ? 'field' : typed;
  p.hand = style === 'handwritten';
}

/** Keystone Ridge Capital: a boxed one-page grid; labels are text, every filled-in value is glyph outlines. */
function keystone(p: Painter, m: Merchant, style: Style, when: string): void {
  setStyle(p, style, 'outline');
  p.typedFont = p.rng.pick(['sans', 'mono'] as const);
  p.label('KEYSTONE RIDGE CAPITAL', L, 50, 17, true, '#12355b');
  p.label('Merchant Funding Application  -  Revenue-Based Financing  -  Rev. 01/2026', L, 63, 7.5);
  let y = grid(p, 72, [[['Submitted by (ISO Rep)', 'iso', m.isoRep, 160], ['ISO ID', 'isoId', m.isoId, 90], ['Date Submitted', 'sub', plain(when), 90], ['Rep Phone', 'isoPhone', plain('(800) 555-0142'), 110]]], 22);
  y = bar(p, 'BUSINESS INFORMATION', y + 6, '#12355b');
  y = grid(p, y, [
    [['Legal Business Name', 'legal', m.legal, 330], ['DBA', 'dba', m.dba, 210]],
    [['Entity Type', 'entity', m.entity, 110], ['Federal Tax ID', 'tax', m.taxId, 120], ['Business Start Date', 'start', m.start, 110], ['State of Inc.', 'inc', m.incState, 70], ['Type of Business', 'industry', m.industry, 130]],
    [['Physical Address', 'street', m.street, 210], ['City', 'city', m.city, 120], ['State', 'state', m.state, 50], ['Zip', 'zip', m.zip, 70], ['Business Phone', 'phone', m.phone, 100]],
    [['E-mail', 'email', m.email, 210], ['Website', 'web', m.website, 180], ['Avg. Monthly Sales', 'sales', m.monthlySales, 110], ['Own / Rent', 'rent', plain(m.rentOwn), 60]],
  ]);
  y = bar(p, 'FUNDING REQUEST', y + 6, '#12355b');
  y = grid(p, y, [[['Amount Requested', 'amount', m.amount, 120], ['Use of Funds', 'use', m.useOfFunds, 150], ['Proposed Payment', 'payment', m.payment, 100], ['# of Payments', 'count', m.count, 70], ['Payment Frequency', 'freq', m.freq, 100]]]);
  y = bar(p, 'OWNERS / OFFICERS (all owners of 20% or more)', y + 6, '#12355b');
  y = ownerTable(p, m, y, '#3d5a80', false);
  y = bar(p, 'BANK AND LANDLORD', y + 6, '#12355b');
  y = bankBlock(p, m, y);
  y = fundersBlock(p, m, y + 6, '#12355b');
  signatures(p, m, y + 14, when);
}

/** Aurora Lakes Funding: exported "as curves": labels and values are all outlines, the page has no text at all. */
function aurora(p: Painter, m: Merchant, style: Style, when: string): void {
  setStyle(p, style, 'outline');
  p.labelsAs = 'outline';
  p.typedFont = 'sans';
  const ca = m.country === 'CA';
  p.doc.save().rect(0, 0, 612, 40).fill('#0b6e4f').restore();
  p.label('AURORA LAKES FUNDING', L, 27, 16, true, '#ffffff');
  p.label(ca ? 'Canada & U.S. Business Cash Advance Application' : 'Business Cash Advance Application', 330, 26, 9, false, '#e8f5ee');
  let y = 68;
  y = lines(p, y, [['Legal Name', 'legal', m.legal, 330], [ca ? 'Operating Name (O/A)' : 'DBA', 'dba', m.dba, 250]]);
  y = lines(p, y, [['Business Structure', 'entity', m.entity, 220], [ca ? 'Business Number (BN)' : m.taxLabel, 'tax', m.taxId, 320]]);
  y = lines(p, y, [['Date Established', 'start', m.start, 230], ['Industry / Type of Business', 'industry', m.industry, 310]]);
  y = lines(p, y, [['Street', 'street', m.street, 300], ['City', 'city', m.city, 150]]);
  y = lines(p, y, [[ca ? 'Province' : 'State', 'state', m.state, 110], [ca ? 'Postal Code' : 'ZIP', 'zip', m.zip, 130], ['Phone', 'phone', m.phone, 170], [ca ? 'Incorporated in' : 'State of Formation', 'inc', m.incState, 150]]);
  y = lines(p, y, [['E-mail', 'email', m.email, 300], ['Gross Monthly Sales', 'sales', m.monthlySales, 220]]);
  y = lines(p, y + 4, [['Funding Amount Requested', 'amount', m.amount, 300], ['Purpose', 'use', m.useOfFunds, 220]]);
  if (m.payment) y = lines(p, y, [['Estimated Payment', 'payment', m.payment, 200], ['Number of Payments', 'count', m.count, 180], ['Remitted', 'freq', m.freq, 160]]);
  y += 2;
  m.owners.forEach((o, i) => {
    p.label(`PRINCIPAL ${i + 1}`, L, y, 8, true, '#0b6e4f');
    y = lines(p, y + 16, [['Full Name', `o${i}.name`, o.name, 270], ['Title', `o${i}.title`, o.title, 170], ['Ownership', `o${i}.pct`, o.pct, 120]], 20);
    y = lines(p, y, [[ca ? 'SIN' : 'SSN', `o${i}.ssn`, o.ssn, 170], ['DOB', `o${i}.dob`, o.dob, 150], ['FICO', `o${i}.score`, o.score, 90], ['Home Address', `o${i}.home`, o.home, 230]], 22);
  });
  y = lines(p, y, [['Bank', 'bank', m.bank, 170], [ca ? 'Transit-Institution' : 'Routing #', 'routing', m.routing, 190], ['Acct #', 'account', m.account, 180]]);
  y = lines(p, y, [['Landlord', 'landlord', m.landlord, 300], ['Landlord Phone', 'landlordPhone', m.landlordPhone, 240]]);
  y = lines(p, y, [['Referred by (Agent)', 'iso', m.isoRep, 300], ['Agent Code', 'isoId', m.isoId, 240]]);
  signatures(p, m, y + 4, when);
}

/** Meridian Trail Advance: a reused template. Its old words stay in an invisible text layer (render mode 3 or
 *  opacity 0) under what is seen: outlines (typed, handwritten) or form fields (fillable). */
function meridian(p: Painter, m: Merchant, style: Style, when: string, prior: Merchant): void {
  setStyle(p, style, 'outline');
  p.typedFont = 'mono';
  const template = p.rng.chance(0.5);
  const tpl: Record<string, string> = { legal: 'ABC Company LLC', dba: 'Your DBA Here', tax: '00-0000000', entity: 'Entity', industry: 'Business Type',
    street: '123 Main Street', city: 'Anytown', state: 'ST', zip: '00000', phone: '(555) 555-5555', email: 'name@company.com', start: '01/01/1900',
    amount: '$0.00', payment: '$0.00', count: '000', freq: 'Frequency', 'o.name': 'John Doe', 'o.title': 'Title', 'o.pct': '0%', 'o.ssn': '000-00-0000',
    'o.dob': '01/01/1900', 'o.score': '000', 'o.home': '456 Any Street, Anytown' };
  const old = keyed(prior), now = Object.values(keyed(m)).map((x) => x.text.toLowerCase()).filter((t) => t.length >= 2);
  p.staleFor = (key) => {
    const s = template ? tpl[key.replace(/^o\d+\./, 'o.')] : old[key]?.text;
    if (!s) return null;
    const low = s.toLowerCase();
    return now.some((t) => low.includes(t) || t.includes(low)) ? null : s;
  };
  p.label('MERIDIAN TRAIL ADVANCE', L, 48, 15, true, '#5b2a86');
  p.label('Working Capital Application - please complete all fields', L, 61, 8);
  p.label('meridiantrail.example  |  Submissions: deals@meridiantrail.example', 360, 48, 7);
  let y = bar(p, 'COMPANY', 70, '#5b2a86');
  y = lines(p, y + 20, [['Company Legal Name', 'legal', m.legal, 330], ['d/b/a', 'dba', m.dba, 210]]);
  y = lines(p, y, [['Entity', 'entity', m.entity, 150], ['Tax ID', 'tax', m.taxId, 190], ['Inception Date', 'start', m.start, 200]]);
  y = lines(p, y, [['Nature of Business', 'industry', m.industry, 300], ['Phone', 'phone', m.phone, 240]]);
  y = lines(p, y, [['Business Address', 'street', m.street, 290], ['City', 'city', m.city, 150], ['St', 'state', m.state, 60], ['Zip', 'zip', m.zip, 80]]);
  y = lines(p, y, [['E-mail', 'email', m.email, 290], ['Incorporated In', 'inc', m.incState, 120], ['Rent/Own', 'rent', plain(m.rentOwn), 130]]);
  y = bar(p, 'REQUEST', y - 6, '#5b2a86');
  y = lines(p, y + 20, [['Advance Amount', 'amount', m.amount, 180], ['Payment', 'payment', m.payment, 140], ['Term (# pmts)', 'count', m.count, 110], ['Frequency', 'freq', m.freq, 110]]);
  y = bar(p, 'OWNERS', y - 6, '#5b2a86');
  y += 20;
  m.owners.forEach((o, i) => {
    y = lines(p, y, [[`Owner ${i + 1} Name`, `o${i}.name`, o.name, 250], ['Title', `o${i}.title`, o.title, 160], ['% Owned', `o${i}.pct`, o.pct, 130]], 18);
    y = lines(p, y, [['Soc. Sec. #', `o${i}.ssn`, o.ssn, 170], ['Birth Date', `o${i}.dob`, o.dob, 150], ['Score', `o${i}.score`, o.score, 80], ['Cell', `o${i}.cell`, o.cell, 140]], 24);
  });
  y = bar(p, 'BANKING / REFERENCES', y - 6, '#5b2a86');
  y = bankBlock(p, m, y);
  y = refsBlock(p, m, y);
  y = grid(p, y + 4, [[['ISO / Broker', 'iso', m.isoRep, 200], ['ISO Code', 'isoId', m.isoId, 120], ['Received', 'sub', plain(when), 120]]], 22);
  p.staleFor = null;
  signatures(p, m, y + 14, when);
}

const ENTITY_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
const FREQ_BOXES = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];

/** Harborline Merchant Group: two pages with checkbox rows. Page 1 was typed in a PDF editor (real text; the
 *  handwritten style writes it in an embedded script font); page 2, signed on a tablet, came back as outlines. */
function harborline(p: Painter, m: Merchant, style: Style, when: string): void {
  setStyle(p, style, 'text');
  p.typedFont = 'sans';
  p.label('HARBORLINE', L, 52, 22, true, '#9a3412');
  p.label('MERCHANT GROUP', L + widthOf('bold', 'HARBORLINE', 22) + 6, 52, 10, true, '#444444');
  p.label('Application for Purchase of Future Receivables  -  Page 1 of 2', L, 66, 8);
  let y = bar(p, 'SECTION A - BUSINESS', 78, '#9a3412');
  y = grid(p, y, [[['Business Legal Name', 'legal', m.legal, 320], ['Trade Name / DBA', 'dba', m.dba, 220]]], 26);
  p.label('Entity type (check one):', L + 2, y + 12, 7.5, true);
  boxRow(p, 'entity', ENTITY_BOXES, m.entityChoice, (o) => o === 'Other' ? {} : m.entity.fields, L + 96, y + 5);
  y += 18;
  if (m.entityChoice === 'Other') y = lines(p, y + 14, [['If Other, describe', 'entity', m.entity, 260]]) - 8;
  y = grid(p, y + 2, [
    [[m.taxLabel, 'tax', m.taxId, 150], ['Date Business Started', 'start', m.start, 120], ['State of Incorporation', 'inc', m.incState, 100], ['Industry', 'industry', m.industry, 170]],
    [['Business Address (no P.O. boxes)', 'street', m.street, 230], ['City', 'city', m.city, 130], ['State', 'state', m.state, 60], ['Zip', 'zip', m.zip, 70], ['Phone', 'phone', m.phone, 90]],
    [['E-mail', 'email', m.email, 220], ['Website', 'web', m.website, 170], ['Monthly Card Sales', 'cards', plain(m.monthlySales.text), 150]],
  ], 26);
  p.label('Premises:', L + 2, y + 14, 7.5, true);
  boxRow(p, 'rent', ['Own', 'Rent'], m.rentOwn, () => ({}), L + 60, y + 7);
  y = grid(p, y + 22, [[['Landlord Name', 'landlord', m.landlord, 300], ['Landlord Phone', 'landlordPhone', m.landlordPhone, 240]]], 24);
  y = bar(p, 'SECTION B - FUNDING REQUEST', y + 8, '#9a3412');
  y = grid(p, y, [[['Amount Requested', 'amount', m.amount, 160], ['Use of Proceeds', 'use', m.useOfFunds, 200], ['Payment Amount', 'payment', m.payment, 100], ['No. of Payments', 'count', m.count, 80]]], 26);
  p.label('Payment schedule:', L + 2, y + 14, 7.5, true);
  boxRow(p, 'freq', FREQ_BOXES, m.freqChoice, () => m.freq?.fields ?? {}, L + 90, y + 7);
  y = fundersBlock(p, m, y + 26, '#9a3412');
  grid(p, y + 8, [[['Submitting ISO', 'iso', m.isoRep, 220], ['ISO #', 'isoId', m.isoId, 120], ['Date Received', 'sub', plain(`Jan ${Number(when.slice(3, 5))}, 2026`), 100]]], 24);
  p.addPage();
  if (style !== 'fillable') p.valuesAs = 'outline';
  p.label('HARBORLINE MERCHANT GROUP  -  Page 2 of 2', L, 44, 10, true, '#9a3412');
  y = bar(p, 'SECTION C - OWNERSHIP', 56, '#9a3412');
  m.owners.forEach((o, i) => {
    const rows: Cell[][] = [
      [[`Owner ${i + 1} - Name`, `o${i}.name`, o.name, 240], ['Title', `o${i}.title`, o.title, 150], ['Ownership %', `o${i}.pct`, o.pct, 70], ['Credit Score', `o${i}.score`, o.score, 80]],
      [['SSN / ITIN', `o${i}.ssn`, o.ssn, 140], ['Date of Birth', `o${i}.dob`, o.dob, 110], ['Home Address', `o${i}.home`, o.home, 200], ['Mobile', `o${i}.cell`, o.cell, 90]]];
    y = grid(p, y, rows, 25) + 6;
  });
  y = bar(p, 'SECTION D - BANK AND TRADE REFERENCES', y + 4, '#9a3412');
  y = bankBlock(p, m, y, false);
  y = refsBlock(p, m, y);
  p.doc.save().lineWidth(0.5).rect(L, y + 10, W, 1).fill('#9a3412').restore();
  signatures(p, m, y + 26, when);
}

type Draw = (p: Painter, m: Merchant, style: Style, when: string, prior: Merchant) => void;
export const LAYOUTS: Record<string, { broker: string; canada: boolean; draw: Draw }> = {
  keystone_outlined_values: { broker: 'Keystone Ridge Capital', canada: false, draw: keystone },
  aurora_all_curves: { broker: 'Aurora Lakes Funding', canada: true, draw: aurora },
  meridian_stale_layer: { broker: 'Meridian Trail Advance', canada: true, draw: meridian },
  harborline_two_page_mixed: { broker: 'Harborline Merchant Group', canada: false, draw: harborline },
};
