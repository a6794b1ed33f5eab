// How values are printed, and the truth fields each printed piece gives (applications.md's rules applied to the
// printed text, never to the facts behind it).
import type { Address, Merchant, Owner, Person } from './model.ts';
import { ENTITY_ID, type EntityKind } from './model.ts';

export type Fields = Record<string, string | number>;
export type DateForm = 'mdy' | 'mdy2' | 'long' | 'iso' | 'mon';
export type MoneyForm = 'dollar' | 'cents' | 'plain' | 'cad' | 'spaced';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

export function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function fmtDate(d: Date, form: DateForm): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth(), day = d.getUTCDate();
  if (form === 'mdy') return `${pad(m + 1)}/${pad(day)}/${y}`;
  if (form === 'mdy2') return `${m + 1}/${day}/${String(y).slice(2)}`;
  if (form === 'long') return `${MONTHS[m]} ${day}, ${y}`;
  if (form === 'mon') return `${MONTHS[m]!.slice(0, 3)} ${day}, ${y}`;
  return `${y}-${pad(m + 1)}-${pad(day)}`;
}

function groups(n: number, sep: string): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
export function fmtMoney(v: number, form: MoneyForm): string {
  const cents = Math.round(v * 100) % 100;
  const tail = cents ? `.${pad(cents)}` : '';
  if (form === 'dollar') return `$${groups(v, ',')}${tail}`;
  if (form === 'cents') return `$${groups(v, ',')}.${pad(cents)}`;
  if (form === 'plain') return `${groups(v, ',')}${tail}`;
  if (form === 'cad') return `CAD ${groups(v, ',')}${tail}`;
  return `$${groups(v, ' ')}${tail}`;
}

/** A person's name as printed: `First M. Last Jr.` or `Last, First M.`, a credential after a comma. */
export function fmtName(p: Person, lastFirst: boolean): string {
  const mid = p.middle ? ` ${p.middle}.` : '';
  if (lastFirst) return `${p.last}${p.suffix ? ` ${p.suffix}` : ''}, ${p.first}${mid}`;
  return `${p.first}${mid} ${p.last}${p.suffix ? ` ${p.suffix}` : ''}${p.credential ? `, ${p.credential}` : ''}`;
}
export function plainName(p: Person): string {
  return `${p.first} ${p.last}`;
}
export function nameFields(i: number, p: Person): Fields {
  return { [`applicants.${i}.first_name`]: p.first, [`applicants.${i}.last_name`]: p.last };
}

export function oneLineAddress(a: Address): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postal}`;
}
export function regionFields(m: Merchant): Fields {
  return { state_region: m.address.region, country: m.country === 'US' ? 'United States' : 'Canada' };
}
export function taxFields(m: Merchant): Fields {
  return { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: m.country };
}

/** An owner's tax id as printed and its truth: a masked one keeps only the last digits and gives no field at all. */
export function ownerTax(i: number, o: Owner, maskStyle: 'X' | '*' = 'X'): { text: string; f: Fields } {
  if (o.masked) {
    const last = o.taxId.replace(/\D/g, '');
    const text = o.taxType === 'SIN' ? `${maskStyle.repeat(3)} ${maskStyle.repeat(3)} ${last.slice(6)}` : `${maskStyle.repeat(3)}-${maskStyle.repeat(2)}-${last.slice(5)}`;
    return { text, f: {} };
  }
  return { text: o.taxId, f: { [`applicants.${i}.tax_id`]: o.taxId.replace(/\D/g, ''), [`applicants.${i}.tax_id_type`]: o.taxType,
    [`applicants.${i}.tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

export function entityId(m: Merchant, kind: EntityKind = m.entity): string {
  return ENTITY_ID[kind][m.country];
}

/** The DBA as printed: the name, or on some forms `SAME` / `N/A` / nothing when there is none (all null). */
export function dbaText(m: Merchant, none: string): { text: string; f: Fields } {
  return m.dba ? { text: m.dba, f: { trade_name: m.dba } } : { text: none, f: {} };
}

export const FREQ_LABEL: Record<Merchant['frequency'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
