// How the four houses print values, and the truth fields each printed value gives (applications.md "How each field
// is read"): money as numbers, ISO dates, tax-id digits and types, names without middle initials or credentials.
import type { FieldValue, Sheet, SheetOptions } from './canvas.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';

export type Fields = Record<string, FieldValue>;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type MoneyStyle = 'usd' | 'usd2' | 'plain' | 'plain2' | 'dollarSpace' | 'cad' | 'caSpace';
export function money(n: number, style: MoneyStyle): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  const two = style === 'usd2' || style === 'plain2' || cents;
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: two ? 2 : 0, maximumFractionDigits: two ? 2 : 0 });
  switch (style) {
    case 'plain': return two ? n.toFixed(2) : String(n);
    case 'plain2': return grouped;
    case 'dollarSpace': return `$ ${grouped}`;
    case 'cad': return `CAD ${grouped}`;
    case 'caSpace': return `$${grouped.replace(/,/g, ' ')}`;
    default: return `$${grouped}`;
  }
}

export type DateStyle = 'mdy' | 'mdyShort' | 'long' | 'iso' | 'mon';
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  switch (style) {
    case 'mdy': return `${p(m)}/${p(d)}/${y}`;
    case 'mdyShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'mon': return `${MONTHS[m - 1]!.slice(0, 3)} ${p(d)} ${y}`;
    default: return iso;
  }
}

export const FREQ_WORD: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** The business tax id as printed and its fields. `bare` prints a 9-digit number whose type the label or box gives. */
export function bizTax(m: Merchant, how: 'dashed' | 'bare' | 'bnSpaced' | 'bnJoined'): { text: string; fields: Fields } {
  const country = m.country;
  if (m.taxMasked) {
    const last = m.taxId.slice(-4);
    const text = m.taxType === 'EIN' ? `XX-XXX${last}` : m.taxType === 'BN' ? `*****${last}` : m.taxType === 'SIN' ? `XXX XXX ${m.taxId.slice(6)}` : `XXX-XX-${last}`;
    return { text, fields: { business_tax_id: null, business_tax_id_type: null, business_tax_id_country: null } };
  }
  const id = m.taxId;
  let text = id, digits = id;
  if (m.taxType === 'EIN') text = how === 'bare' ? id : `${id.slice(0, 2)}-${id.slice(2)}`;
  else if (m.taxType === 'SSN' || m.taxType === 'ITIN') text = `${id.slice(0, 3)}-${id.slice(3, 5)}-${id.slice(5)}`;
  else if (m.taxType === 'SIN') text = `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)}`;
  else if (m.taxType === 'BN' && how !== 'bare' && m.program) {
    text = how === 'bnJoined' ? `${id}${m.program}` : `${id} ${m.program}`;
    digits = `${id}${m.program}`;
  }
  return { text, fields: { business_tax_id: digits, business_tax_id_type: m.taxType, business_tax_id_country: country } };
}

/** An owner's personal tax id as printed and its fields (a masked one gives nulls). */
export function ownerTax(o: Owner, i: number, maskStyle: 'X' | 'star' = 'X'): { text: string; fields: Fields } {
  const p = `applicants[${i}].`;
  const t = o.taxId;
  if (o.masked) {
    const text = o.taxType === 'SIN' ? `XXX XXX ${t.slice(6)}` : maskStyle === 'star' ? `***-**-${t.slice(5)}` : `XXX-XX-${t.slice(5)}`;
    return { text, fields: { [`${p}tax_id`]: null, [`${p}tax_id_type`]: null, [`${p}tax_id_country`]: null } };
  }
  const text = o.taxType === 'SIN' ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  return { text, fields: { [`${p}tax_id`]: t, [`${p}tax_id_type`]: o.taxType, [`${p}tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

/** "Maria T. Delgado-Reyes, DDS" (or "Delgado-Reyes, Maria T.") and the first/last name fields. */
export function ownerName(o: Owner, i: number, order: 'first' | 'last' = 'first'): { text: string; fields: Fields } {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const cred = o.cred ? `, ${o.cred}` : '';
  const text = order === 'last' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${cred}`;
  return { text, fields: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last } };
}

export const pctText = (n: number, style: 'pct' | 'bare' | 'spaced') => (style === 'bare' ? String(n) : style === 'spaced' ? `${n} %` : `${n}%`);

/** The DBA as printed: the name, SAME, N/A, or nothing; only a real name gives trade_name. */
export function dbaText(m: Merchant): { text: string; fields: Fields } {
  if (m.dbaMode === 'name' && m.dba) return { text: m.dba, fields: { trade_name: m.dba } };
  return { text: m.dbaMode === 'same' ? 'SAME' : m.dbaMode === 'na' ? 'N/A' : '', fields: { trade_name: null } };
}

export const stateFields = (m: Merchant): Fields => ({ state_region: m.addr.state, country: m.country === 'US' ? 'United States' : 'Canada' });

/** One house's form: who sends it, what merchants it sees, how it types values, and how it draws the page(s). */
export interface Layout {
  name: string;
  broker: string;
  country: 'US' | 'CA';
  entities: readonly (readonly [string, number])[];
  maxOwners: number;
  sheet: Pick<SheetOptions, 'valueFont' | 'valueSize' | 'typedMark' | 'acroPrefix' | 'title' | 'inkColor'>;
  draw(s: Sheet, m: Merchant, r: Rng): void;
}
