// How values are printed, and the truth each printed form gives (applications.md's reading of it).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';
import { entityId, industryId } from './ref.ts';

export type Fields = Record<string, unknown>;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, r: Rng, cad = false): string {
  const whole = Math.round(n) === n && r.chance(0.5);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return r.pick(cad ? [`CAD $${s}`, `$${s} CAD`, `$${s}`] : [`$${s}`, `$ ${s}`, s, `$${s}`]);
}

/** A date in one of the forms applications.md names; two-digit years only after 2000. */
export function date(iso: string, r: Rng, upper = true): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  const opts = [`${mm}/${dd}/${y}`, `${m}/${d}/${y}`, `${mm}-${dd}-${y}`,
    upper ? `${MONTHS[m - 1]} ${d}, ${y}` : `${MONTHS_LONG[m - 1]} ${d}, ${y}`];
  if (y >= 2000) opts.push(`${mm}/${dd}/${String(y).slice(2)}`);
  return r.pick(opts);
}

export const dashedSsn = (t: string): string => `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
export const spacedSin = (t: string): string => `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`;

export function freqWord(f: Merchant['freq'], r: Rng): string {
  return f === 'biweekly' ? r.pick(['BI-WEEKLY', 'BIWEEKLY', 'Bi-Weekly']) : f === 'daily' ? r.pick(['DAILY', 'Daily']) : f === 'weekly' ? r.pick(['WEEKLY', 'Weekly']) : r.pick(['MONTHLY', 'Monthly']);
}

export const up = (s: string, caps: boolean): string => (caps ? s.toUpperCase() : s);

/** Business tax ID as printed and its truth fields. */
export function businessTaxId(m: Merchant, r: Rng, bare = false): { text: string; fields: Fields } {
  const t = m.taxId;
  if (m.taxIdType === 'BN') {
    const text = r.pick([`${t} ${m.program}`, `${t}${m.program}`, `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)} ${m.program}`]);
    return { text, fields: { business_tax_id: t + m.program, business_tax_id_type: 'BN', business_tax_id_country: 'CA' } };
  }
  const text = bare ? t : m.taxIdType === 'EIN' ? `${t.slice(0, 2)}-${t.slice(2)}` : dashedSsn(t);
  return { text, fields: { business_tax_id: t, business_tax_id_type: m.taxIdType, business_tax_id_country: 'US' } };
}

export const legalFields = (text: string): Fields => ({ legal_name: text });
export function dbaFields(m: Merchant, text: string, legalText: string): Fields {
  const blank = !text.trim() || /^(SAME|N\/A|NONE)$/i.test(text.trim()) || text === legalText;
  return { trade_name: blank ? null : text };
}
/** The DBA as a form prints it: the name, or SAME / N/A / blank when there is none. */
export function dbaText(m: Merchant, r: Rng, caps: boolean): string {
  return m.dba ? up(m.dba, caps) : r.pick(['SAME', 'N/A', '', 'NONE']);
}
export function entityFields(text: string, m: Merchant): Fields {
  const id = entityId(text, m.country);
  if (!id) throw new Error(`entity text ${text} has no reference id`);
  return { type_of_entity: id };
}
export function industryFields(text: string): Fields {
  const id = industryId(text);
  if (!id) throw new Error(`industry text ${text} has no reference id`);
  return { industry: id };
}
export const stateFields = (m: Merchant): Fields => ({ state_region: m.addr.st, country: m.country === 'US' ? 'United States' : 'Canada' });

export interface OwnerText { name: string; nameFields: Fields; tin: string; tinFields: Fields; dob: string; pct: string }

/** An owner's name, tax id, birth date and share as printed, with the fields of applicant `i`. */
export function ownerText(o: Owner, i: number, r: Rng, caps: boolean, order: 'first' | 'last' = 'first'): OwnerText {
  const mi = o.mi ? (r.chance(0.5) ? ` ${o.mi}.` : ` ${o.mi}`) : '';
  const name = up(order === 'last' ? `${o.last}, ${o.first}${mi}` : `${o.first}${mi} ${o.last}${o.cred}`, caps);
  const p = `applicants.${i}.`;
  const nameFields = { [`${p}first_name`]: up(o.first, caps), [`${p}last_name`]: up(o.last, caps) };
  const shown = o.tinType === 'SIN' ? spacedSin(o.tin) : dashedSsn(o.tin);
  const tin = o.masked ? (o.tinType === 'SIN' ? `XXX XXX ${o.tin.slice(6)}` : `XXX-XX-${o.tin.slice(5)}`) : shown;
  const tinFields = { [`${p}tax_id`]: o.masked ? null : o.tin, [`${p}tax_id_type`]: o.tinType, [`${p}tax_id_country`]: o.tinType === 'SIN' ? 'CA' : 'US' };
  return { name, nameFields, tin, tinFields, dob: date(o.dob, r, caps), pct: r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]) };
}
export const roleFields = (i: number, text: string): Fields => ({ [`applicants.${i}.role`]: text });
export const pctFields = (i: number, o: Owner): Fields => ({ [`applicants.${i}.ownership`]: o.pct });
export const dobFields = (i: number, o: Owner): Fields => ({ [`applicants.${i}.date_of_birth`]: o.dob });
export const ficoFields = (i: number, o: Owner): Fields => ({ [`applicants.${i}.credit_score`]: o.fico });
