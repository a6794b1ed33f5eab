// Form sections shared by the four layouts (each layout arranges, sizes and styles them differently). Each printed
// value carries the truth paths it gives under applications.md; a value with no paths is a decoy.
import type { Canvas } from './canvas.ts';
import { money, ownerName, printDate, taxPrint, type Merchant } from './data.ts';

export type Look = 'bar' | 'rule' | 'tab';
const A = 'application.';

export function heading(cv: Canvas, t: string, x: number, y: number, w: number, look: Look, color: string): number {
  if (look === 'bar') { cv.rect(x, y, w, 12, { fill: color }); cv.label(t.toUpperCase(), x + 4, y + 2.5, 7.5, { bold: true, color: '#fff' }); }
  else if (look === 'tab') { cv.rect(x, y, Math.min(w, 9 + t.length * 5.2), 12, { fill: color }); cv.label(t, x + 4, y + 2.5, 7.5, { bold: true, color: '#fff' }); cv.line(x, y + 12, x + w, y + 12, color, 1); }
  else { cv.label(t, x, y + 1, 9, { bold: true, color }); cv.line(x, y + 12, x + w, y + 12, color, 1.2); }
  return y + 18;
}

/** Lay blanks in a row: [label, width share, value|null, key, fields]. */
type Cell = [string, number, string | null, string, Record<string, unknown>?];
export function row(cv: Canvas, x: number, y: number, w: number, cells: Cell[], size = 8.5): number {
  const total = cells.reduce((s, c) => s + c[1], 0);
  let cx = x;
  for (const [lbl, share, v, key, f] of cells) {
    const cw = (w * share) / total;
    cv.blank(lbl, cx, y, cw - 6, v, key, f ?? {}, size);
    cx += cw;
  }
  return y + 25;
}

export function entityRow(cv: Canvas, m: Merchant, x: number, y: number, w: number): number {
  cv.label('Entity Type (check one):', x, y, 6, { color: '#333' });
  const opts = m.country === 'CA' ? ['Corporation', 'Partnership', 'Sole Proprietor', 'Non-Profit'] : ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit'];
  let cx = x, cy = y + 9;
  for (const o of opts) {
    if (cx + 60 > x + w) { cx = x; cy += 11; }
    cx = cv.check('entity', o, cx, cy, m.entity.box === o, { [`${A}type_of_entity`]: m.entity.id });
  }
  if (cx + 80 > x + w) { cx = x; cy += 11; }
  const other = m.entity.box === 'Other';
  cv.check('entity_other', 'Other:', cx, cy, other);
  cv.line(cx + 38, cy + 8, Math.min(cx + 100, x + w), cy + 8, '#555');
  if (other) cv.value('entity', m.entity.printed, cx + 40, cy - 1, 55, { [`${A}type_of_entity`]: m.entity.id }, 8);
  return cy + 16;
}

export function freqRow(cv: Canvas, m: Merchant, x: number, y: number, w: number): number {
  cv.label('Payment Schedule:', x, y, 6, { color: '#333' });
  let cx = x, cy = y + 9;
  for (const [lbl, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    if (cx + 50 > x + w) { cx = x; cy += 11; }
    cx = cv.check('frequency', lbl, cx, cy, m.frequency === v, { [`${A}payment_frequency`]: v });
  }
  return cy + 15;
}

export function businessBlock(cv: Canvas, m: Merchant, x: number, y: number, w: number, o: { entityText?: boolean } = {}): number {
  const ca = m.country === 'CA', r = cv.rng;
  y = row(cv, x, y, w, [['Business Legal Name', 1, m.legal, 'legal_name', { [`${A}legal_name`]: m.legal }]]);
  y = row(cv, x, y, w, [[ca ? 'Operating Name (O/A)' : 'DBA / Trade Name', 1, m.dbaPrinted || null, 'dba', { [`${A}trade_name`]: m.dba }]]);
  if (o.entityText) y = row(cv, x, y, w, [['Type of Entity', 1, m.entity.printed, 'entity', { [`${A}type_of_entity`]: m.entity.id }]]);
  else y = entityRow(cv, m, x, y, w);
  const taxLbl = ca ? 'Business Number (BN)' : m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID / SSN';
  const tax = { [`${A}business_tax_id`]: m.taxIdDigits, [`${A}business_tax_id_type`]: m.taxIdType, [`${A}business_tax_id_country`]: m.country };
  const yib = r.chance(0.15);
  y = row(cv, x, y, w, [[taxLbl, 1.1, m.taxIdPrinted, 'tax_id', tax],
    yib ? ['Years in Business', 0.9, String(2024 - Number(m.start.slice(0, 4))), 'years_in_business', {}] : ['Business Start Date', 0.9, m.startPrinted, 'start', { [`${A}business_start_date`]: m.start }]]);
  y = row(cv, x, y, w, [['Type of Business / Industry', 1, m.industryText, 'industry', { [`${A}industry`]: m.industryId }]]);
  y = row(cv, x, y, w, [['Physical Address', 1, m.street, 'street']]);
  const st = { [`${A}state_region`]: m.state, [`${A}country`]: ca ? 'Canada' : 'United States' };
  y = row(cv, x, y, w, [['City', 1.2, m.city, 'city'], [ca ? 'Province' : 'State', 0.55, m.state, 'state', st], [ca ? 'Postal Code' : 'Zip', 0.7, m.zip, 'zip']]);
  y = row(cv, x, y, w, [['Business Phone', 1, m.phone, 'phone'], [ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', 1, m.incState, 'state_of_incorporation']]);
  return row(cv, x, y, w, [['E-mail', 1.2, m.email, 'email'], ['Avg. Monthly Sales', 0.8, money(r, m.monthlySales, ca), 'monthly_sales']]);
}

export function requestBlock(cv: Canvas, m: Merchant, x: number, y: number, w: number, freqAsText = false): number {
  const ca = m.country === 'CA', r = cv.rng;
  y = row(cv, x, y, w, [['Amount Requested', 1, money(r, m.amount, ca), 'amount', { [`${A}requested_amount`]: m.amount }],
    ['Use of Funds', 1, r.pick(['Inventory', 'Expansion', 'Equipment', 'Payroll']), 'use_of_funds']]);
  y = row(cv, x, y, w, [['Requested Payment', 1, m.payment == null ? null : money(r, m.payment, ca), 'payment', { [`${A}requested_payment`]: m.payment }],
    ['No. of Payments', 0.8, m.payments == null ? null : String(m.payments), 'payments', { [`${A}number_of_payments`]: m.payments }]]);
  if (freqAsText) {
    const label = m.frequency ? { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.frequency]! : null;
    return row(cv, x, y, w, [['Payment Frequency', 1, label, 'frequency', { [`${A}payment_frequency`]: m.frequency }]]);
  }
  return freqRow(cv, m, x, y, w);
}

export function ownerBlock(cv: Canvas, m: Merchant, i: number, x: number, y: number, w: number, lastFirst: boolean, compact = false): number {
  const o = m.owners[i]!, ca = m.country === 'CA', r = cv.rng, P = `${A}applicants[${i}].`;
  const name = ownerName(o, lastFirst);
  const tax = o.masked ? { [`${P}tax_id`]: null } : { [`${P}tax_id`]: o.ssn, [`${P}tax_id_type`]: ca ? 'SIN' : o.ssn.startsWith('9') ? 'ITIN' : 'SSN', [`${P}tax_id_country`]: m.country };
  const dob = r.chance(0.8) ? printDate(r, o.dob) : null;
  const nameLbl = lastFirst ? 'Owner Name (Last, First)' : 'Owner / Officer Name';
  const nameF = { [`${P}first_name`]: o.first, [`${P}last_name`]: o.last };
  if (compact) {
    y = row(cv, x, y, w, [[nameLbl, 1, name, 'owner_name', nameF]]);
    y = row(cv, x, y, w, [['Title', 1, o.role, 'owner_title', { [`${P}role`]: o.role }], ['Ownership %', 0.7, `${o.pct}%`, 'owner_pct', { [`${P}ownership`]: o.pct }]]);
  } else {
    y = row(cv, x, y, w, [[nameLbl, 1.6, name, 'owner_name', nameF], ['Title', 0.9, o.role, 'owner_title', { [`${P}role`]: o.role }],
      ['Ownership %', 0.6, `${o.pct}%`, 'owner_pct', { [`${P}ownership`]: o.pct }]]);
  }
  y = row(cv, x, y, w, [[ca ? 'SIN' : 'SSN', 1, taxPrint(o, ca), 'owner_tax', tax], ['Date of Birth', 1, dob, 'owner_dob', dob ? { [`${P}date_of_birth`]: o.dob } : {}],
    ...(compact ? [] : [['Credit Score (est.)', 0.8, o.score == null ? null : String(o.score), 'owner_score', { [`${P}credit_score`]: o.score }] as Cell])]);
  if (compact) y = row(cv, x, y, w, [['Credit Score (est.)', 1, o.score == null ? null : String(o.score), 'owner_score', { [`${P}credit_score`]: o.score }]]);
  return row(cv, x, y, w, [['Home Address', 1, `${o.home}, ${m.city}`, 'owner_home']]);
}

export function decoyBlock(cv: Canvas, m: Merchant, x: number, y: number, w: number, compact = false): number {
  const ca = m.country === 'CA', r = cv.rng;
  const two = (a: Cell, b: Cell): void => { if (compact) { y = row(cv, x, y, w, [a]); y = row(cv, x, y, w, [b]); } else y = row(cv, x, y, w, [a, b]); };
  two(['Bank Name', 1, m.bank, 'bank_name'], [ca ? 'Transit / Institution' : 'Routing Number', 1, m.routing, 'routing']);
  two(['Account Number', 1, m.account, 'account'], ['Landlord / Mortgage Co.', 1, m.landlord, 'landlord']);
  two(['Existing Advance: Funder', 1, m.funder, 'existing_funder'], ['Balance', 1, money(r, m.funderBalance, ca), 'existing_balance']);
  two(['Trade Reference', 1, m.refName, 'reference'], ['Reference Phone', 1, m.refPhone, 'reference_phone']);
  two(['ISO / Broker Rep', 1, m.isoRep, 'iso_rep'], ['Rep Phone', 1, m.isoPhone, 'iso_phone']);
  return y;
}

export function signature(cv: Canvas, m: Merchant, x: number, y: number, w: number, who: string): number {
  cv.line(x, y + 22, x + w * 0.62, y + 22);
  cv.label(`Signature of ${who}`, x, y + 25, 6);
  cv.shape((d) => d.lineWidth(0.9).moveTo(x + 8, y + 18).bezierCurveTo(x + 20, y + 2, x + 30, y + 24, x + 44, y + 10).bezierCurveTo(x + 52, y + 4, x + 60, y + 20, x + 78, y + 12).stroke('#1a2a6c'));
  cv.blank('Date', x + w * 0.68, y + 4, w * 0.32, m.sigDate, 'signature_date');
  return y + 36;
}

export function finePrint(cv: Canvas, m: Merchant, x: number, y: number, w: number, size = 5.6): number {
  const ca = m.country === 'CA';
  const t = ca
    ? 'By signing, each owner consents under PIPEDA to the collection, use and disclosure of personal information, including credit bureau reports, for the purpose of evaluating this request for a purchase of future receivables, and confirms the information provided is true and complete.'
    : 'Each undersigned authorizes the recipient and its assigns, agents and funding partners to obtain consumer and business credit reports, bank references and other information, and confirms that all information herein is true, correct and complete. This is a request for a purchase of future receivables and not a loan.';
  cv.label(t, x, y, size, { width: w, color: '#444' });
  return y + Math.ceil(t.length * size * 0.5 / w + 1) * (size + 1.5) + 4;
}
