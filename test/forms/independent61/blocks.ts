// Pieces shared by set 61's layouts: the merchant's values as (label, printed text, truth paths) items, rows of
// items, owner blocks and tables, checkbox rows, and the decoy blocks (landlord, bank, existing funder, referral).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, iso, maskId, money, ownerName, type Merchant, type Owner } from './data.ts';
import type { Place, Sheet } from './sheet.ts';

type Paths = Record<string, string | number | null>;
export interface Item { label: string; text: string | null; paths: Paths | null; place?: Place; w?: number }
const A = 'application.';
const it = (label: string, text: string | null, paths: Paths | null, w?: number): Item => ({ label, text, paths, w });

export function countryName(m: Merchant): string { return m.country === 'CA' ? 'Canada' : 'United States'; }

/** The merchant's business values, printed in one of several formats chosen by r. */
export function biz(m: Merchant, r: Rng) {
  const dbaText = m.dba ?? r.pick(['SAME', 'N/A', null]);
  const digits = m.taxId.replace(/[^0-9A-Z]/g, '');
  let taxText: string | null; let taxPaths: Paths | null;
  if (m.taxIdType === 'BN') { taxText = r.chance(0.5) ? `${digits.slice(0, 9)} ${digits.slice(9)}` : digits; }
  else if (m.taxIdType === 'EIN') taxText = r.chance(0.7) ? m.taxId : digits;
  else taxText = m.taxId;
  taxPaths = { [`${A}business_tax_id`]: digits, [`${A}business_tax_id_type`]: m.taxIdType, [`${A}business_tax_id_country`]: m.country };
  if (r.chance(0.08)) { taxText = m.taxIdType === 'BN' ? null : `XX-XXX${digits.slice(5)}`; taxPaths = null; }
  const df = r.int(0, 3); const mf = r.int(0, 3);
  const years = new Date(Date.UTC(2026, 0, 15)).getUTCFullYear() - m.start.getUTCFullYear();
  const startShown = r.chance(0.85);
  const cityLine = m.country === 'CA' ? `${m.city}, ${m.region}  ${m.zip}` : `${m.city}, ${m.region} ${m.zip}`;
  return {
    legal: it('Business Legal Name', m.legal, { [`${A}legal_name`]: m.legal }),
    dba: it(m.country === 'CA' ? 'Operating Name (O/A)' : 'DBA', dbaText, m.dba ? { [`${A}trade_name`]: m.dba } : null),
    entity: it('Entity Type', m.entityText, { [`${A}type_of_entity`]: m.entityId }),
    industry: it('Type of Business', m.industryText, { [`${A}industry`]: m.industryId }),
    tax: it(m.country === 'CA' ? 'Business Number (BN)' : m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN or SSN)', taxText, taxPaths),
    street: it('Business Address', m.street, null),
    city: it(m.country === 'CA' ? 'City, Province, Postal Code' : 'City, State, Zip', cityLine, { [`${A}state_region`]: m.region, [`${A}country`]: countryName(m) }),
    phone: it('Business Phone', m.phone, null), email: it('Email', m.email, null),
    start: it('Business Start Date', startShown ? fmtDate(m.start, df) : null, startShown ? { [`${A}business_start_date`]: iso(m.start) } : null),
    years: it('Years in Business', String(years), null),
    employees: it('# Employees', String(m.employees), null),
    amount: it('Amount Requested', money(m.amount, mf), { [`${A}requested_amount`]: m.amount }),
    payment: it('Requested Payment', money(m.payment, mf), { [`${A}requested_payment`]: m.payment }),
    nPayments: it('# of Payments', String(m.nPayments), { [`${A}number_of_payments`]: m.nPayments }),
    use: it('Use of Funds', m.use, null),
    sales: it('Avg. Monthly Sales', money(m.monthlySales, mf + 1), null),
  };
}

/** One owner's items. lastFirst prints `Last, First M.`. */
export function owner(o: Owner, i: number, r: Rng, country: 'US' | 'CA', lastFirst = false) {
  const P = `${A}applicants[${i}].`;
  const idLabel = country === 'CA' ? 'SIN' : o.ssnKind === 'ITIN' ? 'SSN / ITIN' : 'SSN';
  const mode = r.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const);
  const kind = o.ssnKind; const digits = o.ssn.replace(/\D/g, '');
  const idText = mode === 'blank' ? null : mode === 'masked' ? maskId(digits, kind) : kind === 'SIN' ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : o.ssn;
  const idPaths: Paths | null = mode === 'blank' ? null : { [`${P}tax_id`]: mode === 'full' ? digits : null, [`${P}tax_id_type`]: kind, [`${P}tax_id_country`]: country };
  const pctText = r.chance(0.6) ? `${o.pct}%` : String(o.pct);
  const dobShown = r.chance(0.8);
  return {
    name: it('Full Name', ownerName(o, lastFirst), { [`${P}first_name`]: o.first, [`${P}last_name`]: o.last }),
    role: it('Title', o.role, { [`${P}role`]: o.role }),
    pct: it('Ownership %', pctText, { [`${P}ownership`]: o.pct }),
    id: it(idLabel, idText, idPaths),
    dob: it('Date of Birth', dobShown ? fmtDate(o.dob, r.pick([0, 0, 1, 3])) : null, dobShown ? { [`${P}date_of_birth`]: iso(o.dob) } : null),
    credit: it('Est. Credit Score', o.credit === null ? null : String(o.credit), o.credit === null ? null : { [`${P}credit_score`]: o.credit }),
    home: it('Home Address', o.home, {}),
  };
}

/** Items laid out in one row across width; returns the row's height. */
export function row(s: Sheet, x: number, y: number, width: number, items: Item[], place: Place, gap = 8): number {
  const fixed = items.reduce((a, b) => a + (b.w ?? 0), 0); const free = items.filter((i) => !i.w).length;
  const each = free ? (width - fixed - gap * (items.length - 1)) / free : 0;
  let h = 0; let cx = x;
  for (const i of items) { const w = i.w ?? each; h = Math.max(h, s.field(i.label, i.text, cx, y, w, i.place ?? place, i.paths)); cx += w + gap; }
  return h + 4;
}

/** A checkbox row; the checked option gives `paths`, an "Other:" box writes its text on a line. */
export function checkRow(s: Sheet, x: number, y: number, title: string, options: string[], checked: number, paths: Paths, other?: string): number {
  s.label(title, x, y, 8, true);
  let cx = x + s.doc.font('Helvetica-Bold').fontSize(8).widthOfString(title) + 8;
  options.forEach((o, i) => { cx += s.check(o, i === checked, cx, y, i === checked && !other ? paths : {}); });
  if (other !== undefined) { cx += s.check('Other:', checked === -1, cx, y); s.line(cx, y + 9, 70); s.value(other, cx, y, 70, checked === -1 ? paths : null); }
  return 14;
}

/** Entity checkbox row from the merchant: maps the entity to a printed option, or "Other:" with the text. */
export function entityRow(s: Sheet, m: Merchant, x: number, y: number, options: string[], title = 'Entity:'): number {
  const P = { [`${A}type_of_entity`]: m.entityId };
  const idx = options.findIndex((o) => o.toLowerCase().replace(/[^a-z]/g, '') === m.entityText.toLowerCase().replace(/[^a-z]/g, ''));
  return checkRow(s, x, y, title, options, idx, P, idx < 0 ? m.entityText : undefined);
}

/** Decoy values near the form's end: landlord, bank, existing funder, referral source. */
export function decoys(m: Merchant, r: Rng) {
  return {
    landlord: [it('Landlord / Mortgage Co.', m.landlord, {}), it('Landlord Phone', m.landlordPhone, {}), it('Monthly Rent', money(m.rent, r.int(0, 3)), {})],
    bank: [it('Business Bank', m.bank, {}), it(m.country === 'CA' ? 'Transit / Institution' : 'Routing #', m.routing, {}), it('Account #', m.account, {})],
    funder: [it('Current Funder', m.funder, {}), it('Balance', money(m.funderBalance, r.int(0, 3)), {}), it('Payment', money(m.funderPayment, 0), {})],
  };
}
export function freqRow(s: Sheet, m: Merchant, x: number, y: number): number {
  const opts = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']; const ids = ['daily', 'weekly', 'biweekly', 'monthly'];
  return checkRow(s, x, y, 'Payment Schedule:', opts, ids.indexOf(m.freq), { [`${A}payment_frequency`]: m.freq });
}
export const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize us, our assigns, agents and funding partners to obtain consumer and business credit reports, bank references and any other information regarding you.';
