// How values are printed, and the truth fields each printed form gives (applications.md "How each field is read").
import type { Rng } from '../../statements/generator/prng.ts';
import type { Freq, Merchant, Owner } from './data.ts';

export type FieldValue = string | number | null;
export type Fields = Record<string, FieldValue>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'us' | 'usShort' | 'long' | 'iso' | 'abbr';
export function fmtDate(iso: string, k: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (k === 'iso') return iso;
  if (k === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (k === 'abbr') return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  if (k === 'usShort') return `${m}/${d}/${String(y % 100).padStart(2, '0')}`;
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

export type MoneyStyle = 'dollars' | 'cents' | 'plain' | 'cad' | 'spaced';
export function fmtMoney(n: number, k: MoneyStyle): string {
  const cents = !Number.isInteger(n) || k === 'cents';
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  if (k === 'plain') return s.replace(/,/g, '');
  if (k === 'cad') return `CAD ${s}`;
  if (k === 'spaced') return `$ ${s}`;
  return `$${s}`;
}

export const fmtPct = (p: number, k: 'pct' | 'dec' | 'bare') => (k === 'dec' ? `${p.toFixed(2)}%` : k === 'bare' ? String(p) : `${p}%`);

export function freqLabel(f: Freq, r: Rng): string {
  if (f === 'biweekly') return r.pick(['Bi-Weekly', 'Biweekly', 'Bi-weekly']);
  return f[0]!.toUpperCase() + f.slice(1);
}

/** The owner's name as printed, and the first/last truth fields it gives. */
export function ownerName(o: Owner, i: number, k: 'first' | 'middle' | 'lastFirst'): { text: string; fields: Fields } {
  const cred = o.cred ? `, ${o.cred}` : '';
  const text = k === 'lastFirst' ? `${o.last}, ${o.first}` : k === 'middle' && o.middle ? `${o.first} ${o.middle}. ${o.last}${cred}` : `${o.first} ${o.last}${cred}`;
  return { text, fields: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last } };
}

export const ap = (i: number, f: string) => `applicants[${i}].${f}`;

/** An owner's tax id; masked ones give null (README). */
export function ownerTax(o: Owner, i: number, masked: boolean, r: Rng): { text: string; fields: Fields } {
  const t = o.taxId;
  if (masked) {
    const text = o.taxType === 'SIN' ? `*** *** ${t.slice(6)}` : r.pick([`XXX-XX-${t.slice(5)}`, `***-**-${t.slice(5)}`]);
    return { text, fields: { [ap(i, 'tax_id')]: null } };
  }
  const text = o.taxType === 'SIN' ? (r.chance(0.5) ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : `${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6)}`)
    : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  return { text, fields: { [ap(i, 'tax_id')]: t, [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

/** The business tax id. `bare` prints an EIN as 9 digits (only under a label that names the EIN); `masked` gives null. */
export function bizTax(m: Merchant, k: 'dash' | 'bare' | 'masked', r: Rng): { text: string; fields: Fields } {
  const t = m.taxId;
  const country = m.country;
  if (k === 'masked') {
    const text = m.taxType === 'EIN' ? `**-***${t.slice(5)}` : m.taxType === 'BN' ? `*****${t.slice(5, 9)}` : `***-**-${t.slice(5)}`;
    return { text, fields: { business_tax_id: null } };
  }
  let text: string;
  if (m.taxType === 'EIN') text = k === 'bare' ? t : `${t.slice(0, 2)}-${t.slice(2)}`;
  else if (m.taxType === 'BN') text = t.length > 9 ? (r.chance(0.6) ? `${t.slice(0, 9)} ${t.slice(9)}` : t) : t;
  else text = `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  return { text, fields: { business_tax_id: t, business_tax_id_type: m.taxType, business_tax_id_country: country } };
}

export const countryName = (m: Merchant) => (m.country === 'US' ? 'United States' : 'Canada');
/** The fields the business address's state/province gives (country from it: US forms rarely print the country). */
export const regionFields = (m: Merchant): Fields => ({ state_region: m.addr.region, country: countryName(m) });

/** The DBA as printed: a name, or one of the ways applicants say "none" (all give null). */
export function dbaText(m: Merchant, r: Rng): { text: string; fields: Fields } | null {
  if (m.dba) return { text: m.dba, fields: { trade_name: m.dba } };
  const k = r.weighted([['', 40], ['SAME', 20], ['N/A', 20], ['legal', 20]] as const);
  if (!k) return null;
  return { text: k === 'legal' ? m.legal : k, fields: { trade_name: null } };
}
