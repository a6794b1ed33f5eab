// Keystone Bridge Capital: a two-page boxed grid (label at the top-left of each cell, value under it), an entity
// checkbox row with "Other", owners 1-2 side by side on page 1, owner 3, bank, positions and signatures on page 2.
import type { Deal } from './data.ts';
import type { Form } from './draw.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { F, FREQ_LABEL, cityLine, nameText } from './values.ts';

const NAVY = '#14325c';
type Fields = Record<string, unknown> | null;

function cell(f: Form, x: number, y: number, w: number, label: string, value: string, fields: Fields, key = '', h = 24): void {
  f.doc.lineWidth(0.5).strokeColor('#555').rect(x, y, w, h).stroke().strokeColor('#000');
  f.label(x + 2.5, y + 2, label.toUpperCase(), 5.5, { color: '#333' });
  f.value(x + 4, y + 11, w - 8, value, fields, key, 9);
}
function bar(f: Form, y: number, title: string): void {
  f.doc.rect(36, y, 540, 13).fill(NAVY).fillColor('#000');
  f.label(42, y + 3, title, 7.5, { bold: true, color: '#fff' });
}

const ENTITY_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['LP', 'limited_partnership'], ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];

export function drawKeystone(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  // Logo: a keystone (trapezoid) over an arch.
  doc.polygon([40, 58], [50, 30], [70, 30], [80, 58]).fill(NAVY);
  doc.lineWidth(3).strokeColor('#c9a227').moveTo(36, 64).bezierCurveTo(46, 44, 74, 44, 84, 64).stroke().strokeColor('#000');
  f.label(92, 32, 'KEYSTONE BRIDGE CAPITAL', 15, { bold: true, color: NAVY });
  f.label(92, 51, 'Working capital for Main Street  |  keystonebridgecap.example  |  (888) 555-0142', 7, { color: '#555' });
  f.label(400, 30, 'SUBMITTED BY (ISO USE)', 5.5, { bold: true });
  doc.lineWidth(0.5).rect(400, 38, 176, 30).stroke();
  f.label(403, 41, 'Rep:', 6); f.value(422, 40, 150, d.iso.rep, null, 'iso_rep', 8);
  f.label(403, 54, 'Ph:', 6); f.value(422, 53, 70, d.iso.phone, null, 'iso_phone', 8); f.value(500, 53, 70, d.iso.code, null, 'iso_code', 8);
  f.label(36, 76, 'BUSINESS FUNDING APPLICATION', 11, { bold: true });

  bar(f, 92, 'SECTION A - BUSINESS INFORMATION');
  let y = 107;
  cell(f, 36, y, 320, 'Legal / Corporate Name', d.legal, F.legal(d)); cell(f, 356, y, 220, 'DBA (Doing Business As)', d.dbaPrinted, F.dba(d)); y += 24;
  cell(f, 36, y, 250, 'Physical Address (no P.O. Box)', d.addr.street, null); cell(f, 286, y, 130, 'City', d.addr.city, null);
  cell(f, 416, y, 60, 'State', d.addr.state, F.state(d)); cell(f, 476, y, 100, 'Zip', d.addr.zip, null); y += 24;
  cell(f, 36, y, 150, 'Business Phone', d.phone, null); cell(f, 186, y, 210, 'Business Email', d.email, null); cell(f, 396, y, 180, 'Website', d.website, null); y += 24;
  cell(f, 36, y, 150, d.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID / SSN', d.taxIdPrinted, F.taxId(d));
  cell(f, 186, y, 150, 'Business Start Date', d.startPrinted, F.start(d));
  cell(f, 336, y, 120, 'State of Incorporation', d.stateOfInc, null, 'state_of_incorporation'); cell(f, 456, y, 120, '# of Employees', d.employees, null); y += 24;
  cell(f, 36, y, 330, 'Type of Business / Industry', d.industryText, F.industry(d)); cell(f, 366, y, 210, 'Avg. Monthly Gross Sales', d.monthlySales, null); y += 24;
  doc.rect(36, y, 540, 20).stroke();
  f.label(40, y + 7, 'ENTITY TYPE:', 6, { bold: true });
  let x = 92;
  const other = !ENTITY_BOXES.some(([, id]) => id === d.entity);
  for (const [lab, id] of ENTITY_BOXES) x = f.check(x, y + 6, lab, id === d.entity, id === d.entity ? F.entityText(lab) : null, 6.5) - 4;
  x = f.check(x, y + 6, 'Other:', other, null, 6.5);
  doc.moveTo(x - 4, y + 15).lineTo(572, y + 15).stroke();
  if (other) f.value(x, y + 5, 572 - x, d.entityFree, F.entityText(d.entityFree), '', 8);
  y += 28;

  bar(f, y, 'SECTION B - FUNDING REQUEST'); y += 15;
  cell(f, 36, y, 160, 'Amount Requested ($)', d.amountPrinted, F.amount(d)); cell(f, 196, y, 250, 'Use of Proceeds', d.useOfFunds, null);
  doc.rect(446, y, 130, 24).stroke(); f.label(449, y + 2, 'BUILDING', 5.5);
  const rent = d.landlord !== null;
  f.check(452, y + 11, 'Own', !rent, null, 6.5); f.check(500, y + 11, 'Rent', rent, null, 6.5); y += 24;
  cell(f, 36, y, 250, 'Landlord / Mortgage Holder', d.landlord?.name ?? '', null, 'landlord_name');
  cell(f, 286, y, 150, 'Landlord Phone', d.landlord?.phone ?? '', null, 'landlord_phone'); cell(f, 436, y, 140, 'Monthly Rent / Mortgage', d.landlord?.rent ?? '', null, 'landlord_rent');
  y += 30;

  bar(f, y, 'SECTION C - OWNER / OFFICER INFORMATION (ALL OWNERS OF 20% OR MORE)'); y += 15;
  const nameFmt = r.pick(['first_last', 'last_first'] as const);
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], ox = 36 + i * 270, w = 270;
    let oy = y;
    f.label(ox + 2, oy + 1, `OWNER ${i + 1}${i ? ' (if applicable)' : ''}`, 7, { bold: true, color: NAVY }); oy += 11;
    cell(f, ox, oy, w, nameFmt === 'last_first' ? 'Full Name (Last, First MI)' : 'Full Name', o ? nameText(o, nameFmt) : '', o ? F.name(o, i) : null); oy += 24;
    cell(f, ox, oy, 110, 'Title', o?.title ?? '', o ? F.title(o, i) : null); cell(f, ox + 110, oy, 60, 'Ownership %', o?.pctText ?? '', o ? F.pct(o, i) : null);
    cell(f, ox + 170, oy, 100, 'Date of Birth', o?.dobPrinted ?? '', o ? F.dob(o, i) : null); oy += 24;
    cell(f, ox, oy, 135, 'Social Security #', o?.ssnPrinted ?? '', o ? F.ssn(o, i) : null); cell(f, ox + 135, oy, 135, 'Cell Phone', o?.phone ?? '', null, 'owner_phone'); oy += 24;
    cell(f, ox, oy, w, 'Home Address', o ? o.home.street : '', null, 'owner_home_street'); oy += 24;
    cell(f, ox, oy, w, 'City, State, Zip', o ? cityLine(o.home) : '', null, 'owner_home_city_state'); oy += 24;
    cell(f, ox, oy, w, 'Email', o?.email ?? '', null, 'owner_email');
  }
  f.label(36, 740, 'Keystone Bridge Capital is a business funding marketplace, not a lender. Application continues on page 2.', 6, { color: '#555' });
  f.label(520, 760, 'KBC-APP 07/24  p.1/2', 6, { color: '#555' });

  f.newPage();
  bar(f, 36, 'SECTION C (CONT.) - ADDITIONAL OWNER');
  const o3 = d.owners[2];
  y = 51;
  cell(f, 36, y, 200, 'Full Name', o3 ? nameText(o3, nameFmt) : '', o3 ? F.name(o3, 2) : null); cell(f, 236, y, 100, 'Title', o3?.title ?? '', o3 ? F.title(o3, 2) : null);
  cell(f, 336, y, 60, 'Ownership %', o3?.pctText ?? '', o3 ? F.pct(o3, 2) : null); cell(f, 396, y, 90, 'SSN', o3?.ssnPrinted ?? '', o3 ? F.ssn(o3, 2) : null);
  cell(f, 486, y, 90, 'Date of Birth', o3?.dobPrinted ?? '', o3 ? F.dob(o3, 2) : null); y += 32;
  bar(f, y, 'SECTION D - BANKING & EXISTING FINANCING'); y += 15;
  cell(f, 36, y, 200, 'Business Bank Name', d.bank.name, null, 'bank_name'); cell(f, 236, y, 150, 'ABA Routing #', d.bank.routing, null, 'bank_routing');
  cell(f, 386, y, 190, 'Account #', d.bank.account, null, 'bank_account'); y += 28;
  f.label(36, y, 'Do you currently have any cash advances or business loans?  List all open positions:', 7); y += 10;
  for (let i = 0; i < 3; i++) {
    const a = d.advances[i];
    cell(f, 36, y, 240, `Funder / Lender ${i + 1}`, a?.funder ?? '', null, 'existing_funder', 22); cell(f, 276, y, 150, 'Current Balance', a?.balance ?? '', null, 'existing_balance', 22);
    cell(f, 426, y, 150, `Payment (${a ? FREQ_LABEL[r.pick(['daily', 'weekly'])] : 'Daily/Weekly'})`, a?.payment ?? '', null, 'existing_payment', 22); y += 22;
  }
  y += 8;
  bar(f, y, 'SECTION E - TRADE REFERENCES'); y += 15;
  for (const [i, t] of d.refs.entries()) { cell(f, 36, y, 340, `Reference ${i + 1} - Company`, t.name, null, 'trade_reference'); cell(f, 376, y, 200, 'Phone', t.phone, null, 'trade_reference_phone'); y += 24; }
  y += 8;
  bar(f, y, 'SECTION F - AUTHORIZATION & SIGNATURES'); y += 18;
  f.label(36, y, 'By signing below, each of the above-listed business and owners (individually and collectively, "you") certify that all information ' +
    'and documents submitted in connection with this application are true, accurate and complete. You authorize Keystone Bridge Capital, its ' +
    'assigns, agents, banks and funding partners to request and receive any investigative reports, credit reports, statements from creditors or ' +
    'financial institutions, verification of information, or any other information that Keystone Bridge Capital deems necessary. A photocopy or ' +
    'facsimile of this authorization shall be deemed as acceptable as the original. You waive and release any claims against Keystone Bridge ' +
    'Capital and any information provider arising from any act or omission relating to the requesting, receiving or release of the information.', 6.5, { width: 540 });
  y += 80;
  for (let i = 0; i < Math.max(2, d.owners.length); i++) {
    const o = d.owners[i];
    const sx = 36 + (i % 2) * 280, sy = y + Math.floor(i / 2) * 62;
    doc.lineWidth(0.6).moveTo(sx, sy + 20).lineTo(sx + 170, sy + 20).stroke().moveTo(sx + 180, sy + 20).lineTo(sx + 260, sy + 20).stroke();
    if (o) { f.scrawl(sx + 10, sy + 18, 120); f.value(sx + 182, sy + 8, 75, r.pick(['07/14/2025', '7/15/25', '07/16/2025']), null, 'signature_date', 8); }
    f.label(sx, sy + 23, `Owner ${i + 1} Signature`, 6); f.label(sx + 180, sy + 23, 'Date', 6);
    doc.moveTo(sx, sy + 46).lineTo(sx + 260, sy + 46).stroke();
    if (o) f.value(sx + 2, sy + 34, 250, nameText(o, 'first_last'), F.name(o, i), '', 8);
    f.label(sx, sy + 49, 'Print Name', 6);
  }
  f.label(36, 760, 'KBC-APP 07/24  p.2/2   Please attach: last 4 months business bank statements, voided check, copy of driver license.', 6, { color: '#555' });
}
