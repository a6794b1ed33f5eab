// What the seven layouts share: the business values with their truth (each layout names them in its own words), the
// owners' values, and three ways of drawing a label with its value (grid cell, underlined row, boxed cell).
import type { Rng } from '../../statements/generator/prng.ts';
import { entityOf } from './rules.ts';
import { fmtEin, fmtSin, fmtSsn, maskSsn, money, ownerName, printDate, type Merchant, type Owner } from './merchant.ts';
import type { Fields, Mark, Sheet } from './sheet.ts';

export interface Item { label: string; text: string; fields?: Fields; decoy?: boolean }
export type Key = 'legal' | 'dba' | 'street' | 'city' | 'state' | 'zip' | 'csz' | 'phone' | 'email' | 'taxid' | 'start' | 'years' | 'inc' | 'industry'
  | 'amount' | 'payment' | 'npay' | 'use' | 'sales' | 'landlord' | 'landlordPhone' | 'bank' | 'routing' | 'account' | 'rep' | 'ref1' | 'ref2' | 'employees';

function place(m: Merchant): Fields {
  return { state_region: m.state, country: m.country === 'US' ? 'United States' : 'Canada' };
}

/** The business value of a key as printed, with its truth. */
export function item(m: Merchant, r: Rng, key: Key, label: string): Item {
  const ca = m.country === 'CA';
  switch (key) {
    case 'legal': return { label, text: m.legal, fields: { legal_name: m.legal } };
    case 'dba': return { label, text: m.dba || r.pick(['', 'N/A', 'SAME']), fields: { trade_name: m.dba || null } };
    case 'street': return { label, text: m.street };
    case 'city': return { label, text: m.city };
    case 'state': return { label, text: m.state, fields: place(m) };
    case 'zip': return { label, text: m.zip };
    case 'csz': return { label, text: `${m.city}, ${m.state} ${m.zip}`, fields: place(m) };
    case 'phone': return { label, text: m.phone };
    case 'email': return { label, text: m.email };
    case 'taxid': return ca
      ? { label, text: `${m.taxId} RC0001`, fields: { business_tax_id: `${m.taxId}RC0001`, business_tax_id_type: 'BN', business_tax_id_country: 'CA' } }
      : { label, text: fmtEin(m.taxId), fields: { business_tax_id: m.taxId, business_tax_id_type: 'EIN', business_tax_id_country: 'US' } };
    case 'start': return { label, text: printDate(m.start, r.int(0, 3)), fields: { business_start_date: m.start } };
    case 'years': return { label, text: `${2026 - Number(m.start.slice(0, 4))} yrs` };
    case 'inc': return { label, text: ca ? 'Canada (CBCA)' : m.stateOfInc, decoy: true };
    case 'industry': return { label, text: m.industryText, fields: { industry: m.industry } };
    case 'amount': return { label, text: `${money(m.amount)}${ca ? ' CAD' : ''}`, fields: { requested_amount: m.amount } };
    case 'payment': return { label, text: money(m.payment, true), fields: { requested_payment: m.payment } };
    case 'npay': return { label, text: String(m.nPayments), fields: { number_of_payments: m.nPayments } };
    case 'use': return { label, text: r.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Expansion', 'Payroll']) };
    case 'sales': return { label, text: money(m.sales) };
    case 'employees': return { label, text: String(r.int(2, 40)) };
    case 'landlord': return { label, text: m.landlord, decoy: true };
    case 'landlordPhone': return { label, text: m.landlordPhone, decoy: true };
    case 'bank': return { label, text: m.bank, decoy: true };
    case 'routing': return { label, text: m.routing, decoy: true };
    case 'account': return { label, text: m.account, decoy: true };
    case 'rep': return { label, text: m.rep, decoy: true };
    case 'ref1': return { label, text: m.refs[0]!, decoy: true };
    case 'ref2': return { label, text: m.refs[1]!, decoy: true };
  }
}

/** An owner's values: name (as one value), title, share, tax id (full or masked), birth date, home address, score. */
export function ownerItems(o: Owner, i: number, country: 'US' | 'CA', masked: boolean, lastFirst = false): Record<'name' | 'role' | 'pct' | 'ssn' | 'dob' | 'home' | 'credit', Item> {
  const p = `applicants.${i}.`;
  const tax: Fields = masked ? { [`${p}tax_id`]: null } : { [`${p}tax_id`]: o.ssn, [`${p}tax_id_type`]: o.ssnType, [`${p}tax_id_country`]: country };
  return {
    name: { label: 'Name', text: ownerName(o, lastFirst), fields: { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last } },
    role: { label: 'Title', text: o.role, fields: { [`${p}role`]: o.role } },
    pct: { label: 'Ownership', text: `${o.pct}%`, fields: { [`${p}ownership`]: o.pct } },
    ssn: { label: 'SSN', text: masked ? maskSsn(o.ssn) : country === 'CA' ? fmtSin(o.ssn) : fmtSsn(o.ssn), fields: tax },
    dob: { label: 'Date of Birth', text: printDate(o.dob, i + 2), fields: { [`${p}date_of_birth`]: o.dob } },
    home: { label: 'Home Address', text: o.home, decoy: true },
    credit: { label: 'Credit Score', text: String(o.credit), fields: { [`${p}credit_score`]: o.credit } },
  };
}

/** A table cell with a grey rule: small label at the top left, value below it. */
export function cell(s: Sheet, it: Item, x: number, y: number, w: number, h: number, grey = '#9a9a9a'): void {
  s.doc.lineWidth(0.4).strokeColor(grey).rect(x, y, w, h).stroke();
  s.label(it.label, x + 3, y + 2, { size: 6.5, color: '#333333' });
  s.value(it.text, x + 4, y + h - 11, w - 8, { fields: it.fields, decoy: it.decoy, hint: it.label });
}

/** Label then an underline, to x1, carrying the value. */
export function lined(s: Sheet, it: Item, x: number, y: number, x1: number, labelW: number, font = 'Helvetica'): void {
  s.label(it.label, x, y, { size: 8, font });
  s.doc.lineWidth(0.5).strokeColor('black').moveTo(x + labelW, y + 9).lineTo(x1, y + 9).stroke();
  s.value(it.text, x + labelW + 3, y - 1, x1 - x - labelW - 6, { fields: it.fields, decoy: it.decoy, hint: it.label });
}

/** A boxed cell with the label above it in small italic. */
export function boxed(s: Sheet, it: Item, x: number, y: number, w: number, color = '#1f4e8c'): void {
  s.label(it.label, x, y, { size: 6.5, font: 'Helvetica-Oblique', color });
  s.doc.lineWidth(0.6).strokeColor(color).rect(x, y + 8, w, 15).stroke();
  s.value(it.text, x + 3, y + 12, w - 6, { fields: it.fields, decoy: it.decoy, hint: it.label });
}

/** A checkbox row; the option equal to `chosen` is checked, with the truth `fields(label)`. Returns the row's end x. */
export function options(s: Sheet, x: number, y: number, labels: string[], chosen: string | null, mark: Mark, group: string, fields: (label: string) => Fields): number {
  let at = x;
  for (const l of labels) at = s.option(l, at, y, l === chosen, mark, { fields: fields(l), group });
  return at;
}

export function entityFields(country: 'US' | 'CA') {
  return (label: string): Fields => ({ type_of_entity: entityOf(label, country) });
}

export function freqFields(label: string): Fields {
  const f = label.toLowerCase().replace(/[^a-z]/g, '');
  return { payment_frequency: f === 'biweekly' ? 'biweekly' : f };
}

/** The entity label of a US checkbox row for the merchant's entity. */
export function entityLabel(m: Merchant, labels: string[]): string | null {
  const want = entityOf(m.entity, m.country);
  return labels.find((l) => entityOf(l, m.country) === want) ?? null;
}

export function bar(s: Sheet, text: string, x: number, y: number, w: number, fill: string, color = 'white', h = 13): void {
  s.doc.save().rect(x, y, w, h).fill(fill).restore();
  s.label(text, x + 5, y + 3, { font: 'Helvetica-Bold', size: 8, color });
}
