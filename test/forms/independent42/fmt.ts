// How set 42's brokers print values (money, dates, tax IDs, names) and the truth each printed owner value gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './merchant.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export const iso = (d: Date): string => `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`;

export function money(r: Rng, n: number): string {
  const c = n.toLocaleString('en-US');
  return r.pick([`$${c}`, `$${c}`, c, `$${c}.00`, `${n}`, `$ ${c}`]);
}
export function dateStr(r: Rng, d: Date): string {
  const m = d.getUTCMonth() + 1;
  const y = d.getUTCFullYear();
  return r.pick([`${p2(m)}/${p2(d.getUTCDate())}/${y}`, `${m}/${d.getUTCDate()}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d.getUTCDate()}, ${y}`,
    `${p2(m)}-${p2(d.getUTCDate())}-${y}`, `${m}/${d.getUTCDate()}/${y}`]);
}
export const dashed = (t: string): string => `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
export const einStr = (t: string): string => `${t.slice(0, 2)}-${t.slice(2)}`;
export const sinStr = (r: Rng, t: string): string => (r.chance(0.5) ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : `${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6)}`);

/** The business tax ID as printed, with the truth it gives. */
export function taxIdPrint(r: Rng, m: Merchant): { text: string; set: Record<string, unknown> } {
  const base = { business_tax_id_country: m.canada ? 'CA' : 'US' };
  if (m.taxIdType === 'BN') {
    const t = r.chance(0.5) ? `${m.taxId.slice(0, 9)} ${m.taxId.slice(9)}` : `${m.taxId.slice(0, 9)}-${m.taxId.slice(9)}`;
    return { text: t, set: { business_tax_id: m.taxId, business_tax_id_type: 'BN', ...base } };
  }
  const text = m.taxIdType === 'EIN' ? einStr(m.taxId) : dashed(m.taxId);
  return { text, set: { business_tax_id: m.taxId, business_tax_id_type: m.taxIdType === 'SSN' && m.taxId.startsWith('9') ? 'ITIN' : m.taxIdType, ...base } };
}

/** An owner's name as printed ("First M. Last", "Last, First", ...) and its truth. */
export function nameOf(r: Rng, o: Owner, i: number, allowComma = true): { text: string; set: Record<string, unknown> } {
  const mid = o.middle ? ` ${o.middle}${r.chance(0.6) ? '.' : ''}` : '';
  const text = allowComma && r.chance(0.2) ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
  return { text, set: { [`a${i}.first_name`]: o.first, [`a${i}.last_name`]: o.last } };
}

/** The owner's SSN/ITIN/SIN as printed: whole, or masked (null truth). */
export function tinOf(r: Rng, o: Owner, i: number, maskP = 0.3): { text: string; set: Record<string, unknown> } {
  if (r.chance(maskP)) {
    const text = o.tinType === 'SIN' ? `***-***-${o.tin.slice(6)}` : r.pick([`***-**-${o.tin.slice(5)}`, `XXX-XX-${o.tin.slice(5)}`]);
    return { text, set: { [`a${i}.tax_id`]: null } };
  }
  const text = o.tinType === 'SIN' ? sinStr(r, o.tin) : dashed(o.tin);
  return { text, set: { [`a${i}.tax_id`]: o.tin, [`a${i}.tax_id_type`]: o.tinType, [`a${i}.tax_id_country`]: o.tinType === 'SIN' ? 'CA' : 'US' } };
}

export const pctOf = (r: Rng, o: Owner, i: number): { text: string; set: Record<string, unknown> } =>
  ({ text: r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]), set: { [`a${i}.ownership`]: o.pct } });
export const dobOf = (r: Rng, o: Owner, i: number): { text: string; set: Record<string, unknown> } =>
  ({ text: dateStr(r, o.dob), set: { [`a${i}.date_of_birth`]: iso(o.dob) } });
export const roleOf = (o: Owner, i: number): { text: string; set: Record<string, unknown> } => ({ text: o.title, set: { [`a${i}.role`]: o.title } });
export const scoreOf = (o: Owner, i: number): { text: string | null; set: Record<string, unknown> } =>
  ({ text: o.score === null ? null : String(o.score), set: { [`a${i}.credit_score`]: o.score } });

export const cityLine = (m: Merchant): string => (m.canada ? `${m.city}, ${m.state}  ${m.zip}` : `${m.city}, ${m.state} ${m.zip}`);
export const placeSet = (m: Merchant): Record<string, unknown> => ({ state_region: m.state, country: m.canada ? 'Canada' : 'United States' });
export const dbaSet = (m: Merchant): Record<string, unknown> => ({ trade_name: m.dba });
export const freqWord = (r: Rng, f: string): string => (f === 'daily' ? r.pick(['Daily', 'daily', 'Daily (M-F)']) : r.pick(['Weekly', 'weekly', 'Wkly']));
