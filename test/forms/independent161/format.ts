// How set 161 prints values, and what applications.md's rules read back from each printing.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Owner, Person, Ymd } from './model.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');
export const iso = (d: Ymd) => `${d.y}-${p2(d.m)}-${p2(d.d)}`;

export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'iso' | 'dlong';
export function date(d: Ymd, f: DateFmt): string {
  if (f === 'mdy') return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
  if (f === 'mdyy') return d.y >= 2000 ? `${d.m}/${d.d}/${String(d.y).slice(2)}` : `${d.m}/${d.d}/${d.y}`;
  if (f === 'long') return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  if (f === 'dlong') return `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;
  return iso(d);
}

export type MoneyFmt = 'dollar' | 'cents' | 'bare' | 'commas' | 'cad' | 'cadSuffix';
export function money(v: number, f: MoneyFmt): string {
  const whole = Number.isInteger(v);
  const c = v.toLocaleString('en-US', { minimumFractionDigits: whole && f !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  if (f === 'dollar') return `$${c}`;
  if (f === 'cents') return `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (f === 'bare') return whole ? String(v) : v.toFixed(2);
  if (f === 'commas') return c;
  if (f === 'cad') return `CAD ${c}`;
  return `$${c} CAD`;
}

export type NameFmt = 'plain' | 'middle' | 'comma' | 'cred';
/** A person's name as printed and the first/last applications.md reads from it. */
export function name(p: Person, f: NameFmt): { text: string; first: string; last: string } {
  const mid = p.middle ? ` ${p.middle}.` : '';
  const text = f === 'comma' ? `${p.last}, ${p.first}${mid}` : f === 'middle' ? `${p.first}${mid} ${p.last}`
    : f === 'cred' && p.cred ? `${p.first} ${p.last}, ${p.cred}` : `${p.first} ${p.last}`;
  return { text, first: p.first, last: p.last };
}
export const plainName = (p: Person) => `${p.first} ${p.last}`;

export interface TaxPrint { text: string; label: string; digits: string | null; type: string | null; country: string | null }

/** The business tax ID in one of its printings; `boxed` prints the bare digits for a checked type box. */
export function businessTax(r: Rng, tax: { digits: string; type: string; program: string | null }, ca: boolean, boxed: boolean): TaxPrint & { boxed: boolean } {
  const d = tax.digits, country = 'US';
  if (r.chance(0.1)) {
    const text = ca ? `XXXXX${d.slice(5)} ${tax.program}` : tax.type === 'EIN' ? `XX-XXX${d.slice(5)}` : `***-**-${d.slice(5)}`;
    return { text, label: ca ? 'Business Number' : 'Federal Tax ID', digits: null, type: null, country: null, boxed: false };
  }
  if (ca) {
    const cc = 'CA';
    if (boxed) return { text: d, label: 'Business Number', digits: d, type: 'BN', country: cc, boxed: true };
    const v = r.int(0, 2);
    if (v === 2) return { text: `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, label: 'Business Number (BN)', digits: d, type: 'BN', country: cc, boxed: false };
    return { text: v === 0 ? `${d} ${tax.program}` : `${d}${tax.program}`, label: 'Business Number', digits: d + tax.program, type: 'BN', country: cc, boxed: false };
  }
  if (tax.type === 'EIN') {
    if (boxed) return { text: d, label: 'Tax ID Number', digits: d, type: 'EIN', country, boxed: true };
    if (r.chance(0.25)) return { text: d, label: 'Federal Tax ID (EIN)', digits: d, type: 'EIN', country, boxed: false };
    return { text: `${d.slice(0, 2)}-${d.slice(2)}`, label: 'Federal Tax ID', digits: d, type: 'EIN', country, boxed: false };
  }
  return { text: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, label: 'Tax ID (EIN or SSN)', digits: d, type: tax.type, country, boxed: false };
}

/** An owner's SSN/ITIN/SIN, masked one time in five. */
export function ownerTax(r: Rng, o: Owner): TaxPrint {
  const d = o.taxId, sin = o.taxType === 'SIN';
  const label = sin ? 'SIN' : 'SSN';
  if (r.chance(0.2)) return { text: sin ? `*** *** ${d.slice(6)}` : r.pick([`***-**-${d.slice(5)}`, `XXX-XX-${d.slice(5)}`]), label, digits: null, type: null, country: null };
  const text = sin ? (r.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`)
    : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  return { text, label, digits: d, type: o.taxType, country: sin ? 'CA' : 'US' };
}

export function ownership(v: number, r: Rng): string {
  return r.pick([`${v}%`, `${v}`, `${v} %`]);
}
