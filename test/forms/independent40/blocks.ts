// Sections every form of the set has (business, request, owner, bank, landlord, references, ISO, existing advances,
// signatures), drawn into a column of any width; each form picks its own wording through `Words`.
import { fmtMoney, printDate, type Merchant, type Owner } from './data.ts';
import type { F, Sheet } from './sheet.ts';

export interface Words { legal: string; dba: string; tax: string; start: string; industry: string; amount: string; dates: 'us' | 'short' | 'long' | 'dmy' }
export const WORDS: Words[] = [
  { legal: 'Legal Business Name', dba: 'DBA', tax: 'Federal Tax ID', start: 'Business Start Date', industry: 'Type of Business', amount: 'Amount Requested', dates: 'us' },
  { legal: 'Corporate / Legal Name', dba: 'Doing Business As', tax: 'EIN', start: 'Date Established', industry: 'Industry', amount: 'Funding Amount', dates: 'short' },
  { legal: 'Business Legal Name', dba: 'Trade Name (DBA)', tax: 'Tax ID # (EIN/SSN)', start: 'Date Business Started', industry: 'Nature of Business', amount: 'Requested Funding', dates: 'long' },
  { legal: 'Registered Name', dba: 'Operating Name (O/A)', tax: 'Business Number (BN)', start: 'Date of Incorporation', industry: 'Business Activity', amount: 'Amount Requested (CAD)', dates: 'dmy' },
];
export const COUNTRY = (m: Merchant): string => (m.ca ? 'Canada' : 'United States');
const ON = (x: number): string => `${x}`;

export function legal(s: Sheet, m: Merchant, x: number, y: number, w: number, wd: Words): void {
  s.fld(x, y, w, wd.legal, m.legal, { legal_name: m.legal });
}
export function dba(s: Sheet, m: Merchant, x: number, y: number, w: number, wd: Words): void {
  const t = m.dba ?? (s.rng.chance(0.5) ? 'SAME' : null);
  s.fld(x, y, w, wd.dba, t, m.dba ? { trade_name: m.dba } : null);
}
export function taxId(s: Sheet, m: Merchant, x: number, y: number, w: number, wd: Words): void {
  s.fld(x, y, w, wd.tax, m.taxText, { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: m.ca ? 'CA' : 'US' });
}
export function start(s: Sheet, m: Merchant, x: number, y: number, w: number, wd: Words): void {
  s.fld(x, y, w, wd.start + (wd.dates === 'dmy' ? ' (DD/MM/YYYY)' : ''), m.start ? printDate(m.start, wd.dates) : null, m.start ? { business_start_date: m.start } : null);
}
export function industry(s: Sheet, m: Merchant, x: number, y: number, w: number, wd: Words): void {
  s.fld(x, y, w, wd.industry, m.industryText, { industry: m.industryId });
}
export function address(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  s.fld(x, y, w, m.ca ? 'Business Address (no P.O. Box)' : 'Physical Address (no P.O. Box)', m.street, null);
  const c = w * 0.45, st = w * 0.22;
  s.fld(x, y + 24, c - 4, 'City', m.city, null);
  s.fld(x + c, y + 24, st - 4, m.ca ? 'Province' : 'State', m.state, { state_region: m.state, country: COUNTRY(m) });
  s.fld(x + c + st, y + 24, w - c - st, m.ca ? 'Postal Code' : 'Zip', m.zip, null);
  return y + 48;
}
/** Entity type as a row of checkboxes (the merchant's own label ticked) or as free text. */
export function entity(s: Sheet, m: Merchant, x: number, y: number, w: number, boxes: boolean): number {
  if (!boxes) { s.fld(x, y, w, 'Entity Type', m.entityText, { type_of_entity: m.entityId }); return y + 24; }
  s.lab(x, y, 'Type of Entity:', 6);
  const opts = m.ca ? ['Inc.', 'Ltd.', 'Corporation', 'Partnership', 'Sole Proprietorship'] : ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Proprietor', 'LLP'];
  let cx = x, cy = y + 9;
  for (const o of opts) {
    const wid = 18 + s.doc.font('Helvetica').fontSize(6.5).widthOfString(o);
    if (cx + wid > x + w) { cx = x; cy += 11; }
    cx = s.chk(cx, cy, o, o === m.entityText, o === m.entityText ? { type_of_entity: m.entityId } : null) + 2;
  }
  return cy + 13;
}
export function contact(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  s.fld(x, y, w * 0.5 - 4, 'Business Phone', m.phone, null);
  s.fld(x + w * 0.5, y, w * 0.5, 'E-mail', m.email, null);
}
export function request(s: Sheet, m: Merchant, x: number, y: number, w: number, wd: Words, terms: boolean): number {
  const amt = m.ca ? `${fmtMoney(m.amount)} CAD` : fmtMoney(m.amount, s.rng.chance(0.3));
  s.fld(x, y, w * 0.5 - 4, wd.amount, amt, { requested_amount: m.amount });
  s.fld(x + w * 0.5, y, w * 0.5, 'Use of Funds', m.use, null);
  if (!terms) return y + 24;
  s.fld(x, y + 24, w * 0.33 - 4, 'Est. Payment', m.payment ? fmtMoney(m.payment) : null, m.payment ? { requested_payment: m.payment } : null);
  s.fld(x + w * 0.33, y + 24, w * 0.27 - 4, '# of Payments', m.nPay ? ON(m.nPay) : null, m.nPay ? { number_of_payments: m.nPay } : null);
  const fy = y + 52;
  s.lab(x + w * 0.6, y + 24, 'Payment Schedule', 6);
  let cx = x + w * 0.6;
  for (const [lbl, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    cx = s.chk(cx, y + (v === 'daily' || v === 'weekly' ? 33 : 43), lbl, m.freq === v, m.freq === v ? { payment_frequency: v } : null);
    if (v === 'weekly') cx = x + w * 0.6;
  }
  return fy;
}
export const ownerName = (o: Owner, lastFirst: boolean): string =>
  lastFirst ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}`;
export function ownerF(o: Owner, i: number): F { return { [`${i}.first_name`]: o.first, [`${i}.last_name`]: o.last }; }
export function taxF(o: Owner, i: number, ca: boolean): F {
  if (o.masked) return null;
  return { [`${i}.tax_id`]: o.taxDigits, [`${i}.tax_id_type`]: ca ? 'SIN' : o.taxText.startsWith('9') ? 'ITIN' : 'SSN', [`${i}.tax_id_country`]: ca ? 'CA' : 'US' };
}
/** One owner block, two or three rows of fields in a column. */
export function owner(s: Sheet, m: Merchant, i: number, x: number, y: number, w: number, wd: Words, lastFirst = false): number {
  const o = m.owners[i]!;
  s.fld(x, y, w * 0.62 - 4, lastFirst ? 'Name (Last, First)' : 'Owner Name', ownerName(o, lastFirst), ownerF(o, i));
  s.fld(x + w * 0.62, y, w * 0.23 - 4, 'Title', o.title, { [`${i}.role`]: o.title });
  s.fld(x + w * 0.85, y, w * 0.15, '% Own', `${o.pct}%`, { [`${i}.ownership`]: o.pct });
  s.fld(x, y + 24, w * 0.36 - 4, m.ca ? 'SIN' : 'SSN', o.taxText, taxF(o, i, m.ca));
  s.fld(x + w * 0.36, y + 24, w * 0.34 - 4, wd.dates === 'dmy' ? 'DOB (DD/MM/YYYY)' : 'Date of Birth', printDate(o.dob, wd.dates), { [`${i}.date_of_birth`]: o.dob });
  s.fld(x + w * 0.7, y + 24, w * 0.3, 'Credit Score', o.score ? ON(o.score) : null, o.score ? { [`${i}.credit_score`]: o.score } : null);
  s.fld(x, y + 48, w * 0.6 - 4, 'Home Address', `${o.home}, ${m.city}`, null);
  s.fld(x + w * 0.6, y + 48, w * 0.4, 'Cell Phone', o.phone, null);
  return y + 72;
}
export function bank(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  s.fld(x, y, w * 0.4 - 4, 'Bank Name', m.bank.name, null);
  if (m.ca) {
    s.fld(x + w * 0.4, y, w * 0.15 - 4, 'Inst. #', m.bank.routing, null);
    s.fld(x + w * 0.55, y, w * 0.18 - 4, 'Transit #', m.bank.transit!, null);
    s.fld(x + w * 0.73, y, w * 0.27, 'Account #', m.bank.account, null);
  } else {
    s.fld(x + w * 0.4, y, w * 0.3 - 4, 'Routing #', m.bank.routing, null);
    s.fld(x + w * 0.7, y, w * 0.3, 'Account #', m.bank.account, null);
  }
  return y + 24;
}
export function landlord(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  s.fld(x, y, w * 0.45 - 4, 'Landlord / Mortgage Co.', m.landlord.name, null);
  s.fld(x + w * 0.45, y, w * 0.3 - 4, 'Landlord Phone', m.landlord.phone, null);
  s.fld(x + w * 0.75, y, w * 0.25, 'Monthly Rent', fmtMoney(m.landlord.rent), null);
  return y + 24;
}
export function refs(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  m.refs.forEach((r, k) => {
    s.fld(x, y + k * 24, w * 0.6 - 4, `Trade Reference ${k + 1}`, r.name, null);
    s.fld(x + w * 0.6, y + k * 24, w * 0.4, 'Phone', r.phone, null);
  });
  return y + 48;
}
export function iso(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  s.lab(x, y, 'FOR OFFICE USE ONLY / ISO', 6, { bold: true });
  s.row(x, y + 9, w * 0.55, 'ISO:', m.iso.company, null);
  s.row(x + w * 0.57, y + 9, w * 0.43, 'ISO #', m.iso.id, null);
  s.row(x, y + 23, w * 0.55, 'Rep:', m.iso.rep, null);
  s.row(x + w * 0.57, y + 23, w * 0.43, 'Ph:', m.iso.phone, null);
  return y + 38;
}
export function advances(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  s.lab(x, y, 'Existing advances / loans (funder, balance, payment):', 6);
  const cols = [0, 0.5, 0.75];
  for (let k = 0; k < 2; k++) {
    s.hline(x, y + 21 + k * 13, w);
    const f = m.funders[k];
    if (!f) continue;
    s.val(x + w * cols[0]!, y + 11 + k * 13, w * 0.48, f.name, null, 8);
    s.val(x + w * cols[1]!, y + 11 + k * 13, w * 0.23, fmtMoney(f.balance), null, 8);
    s.val(x + w * cols[2]!, y + 11 + k * 13, w * 0.23, `${fmtMoney(f.payment)}/day`, null, 8);
  }
  return y + 40;
}
/** Signature lines: a scribble (not a value), the printed name (the owner's name again) and a date. */
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number, wd: Words, today: string): number {
  const n = m.owners.length, cw = n > 2 ? w / 2 : w / Math.max(n, 1);
  m.owners.forEach((o, i) => {
    const cx = x + (i % 2) * cw, cy = y + Math.floor(i / (n > 2 ? 2 : n)) * 40;
    s.hline(cx, cy + 14, cw * 0.6 - 6, '#000');
    if (s.style !== 'fillable') s.doc.font('hand').fontSize(12).fillColor('#1a2a6c').text(`${o.first[0]}. ${o.last}`, cx + 6, cy, { lineBreak: false });
    s.lab(cx, cy + 16, 'Signature', 5.5);
    s.hline(cx + cw * 0.6, cy + 14, cw * 0.4 - 8, '#000');
    s.val(cx + cw * 0.6 + 2, cy + 3, cw * 0.35, printDate(today, wd.dates), null, 7.5);
    s.lab(cx + cw * 0.6, cy + 16, 'Date', 5.5);
    s.lab(cx, cy + 25, 'Print name:', 6);
    s.val(cx + 38, cy + 22, cw * 0.55, `${o.first} ${o.last}`, ownerF(o, i), 7.5);
  });
  return y + Math.ceil(n / (n > 2 ? 2 : n)) * 40;
}
export const AUTH = 'By signing below, each of the above listed business and business owner(s)/officer(s) (individually and collectively, "you") ' +
  'certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize ' +
  'the recipient, its agents, partners and assigns to obtain consumer and business credit reports, bank references and any other ' +
  'information regarding you and the business, and to share this application with funding sources now and in the future.';
export const PIPEDA = 'Consent (PIPEDA): you consent to the collection, use and disclosure of the personal information in this application, ' +
  'including your Social Insurance Number, for identity verification and to obtain credit reports from Equifax Canada and TransUnion, ' +
  'and you authorise the lender to share it with its funding partners for the purpose of evaluating this request.';
export type F2 = F;
export const dateOf = (iso: string, wd: Words): string => printDate(iso, wd.dates);
