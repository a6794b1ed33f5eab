// How the fifth set's forms print values: dates, money, names and tax ids in the varied ways real forms do. Each
// printed form keeps the value the truth holds (an ISO date, a number, digits): only the look changes.
import type { Address, Owner } from './merchant.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateForm = 'mdy' | 'mdy2' | 'long' | 'short-month' | 'iso' | 'dash';
/** A date in one printed form. Day-first forms are never used: 03/04/2015 would be ambiguous (see the report). */
export function fmtDate(iso: string, form: DateForm): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  switch (form) {
    case 'mdy': return `${mm}/${dd}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short-month': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dash': return `${mm}-${dd}-${y}`;
  }
}

export function money(n: number, o: { cents?: boolean; sign?: string } = {}): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: o.cents ? 2 : 0, maximumFractionDigits: 2 });
  return `${o.sign ?? '$'}${s}`;
}

export type NameForm = 'first-last' | 'last-first' | 'first-last-cred';
/** An owner's name as printed: the middle initial and suffix ride along; they are not in the truth's first/last. */
export function fullName(o: Owner, form: NameForm = 'first-last'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (form === 'last-first') return `${o.last}, ${o.first}${mid}`;
  const base = `${o.first}${mid} ${o.last}${o.suffix ? ` ${o.suffix}` : ''}`;
  return form === 'first-last-cred' ? `${base}, ${o.suffix ? 'CPA' : 'DC'}` : base;
}

export function ein(d: string, dashed = true): string {
  return dashed ? `${d.slice(0, 2)}-${d.slice(2)}` : d;
}
export function ssnText(o: Owner, mask: 'X' | '*' = 'X'): string {
  if (o.masked && o.tidType === 'SIN') return `${mask.repeat(3)} ${mask.repeat(3)} ${o.tid.slice(6)}`;
  if (o.masked) return `${mask.repeat(3)}-${mask.repeat(2)}-${o.tid.slice(5)}`;
  if (o.tidType === 'SIN') return `${o.tid.slice(0, 3)} ${o.tid.slice(3, 6)} ${o.tid.slice(6)}`;
  return `${o.tid.slice(0, 3)}-${o.tid.slice(3, 5)}-${o.tid.slice(5)}`;
}
/** A Canadian BN with its program account as printed: `807021415 RC0001`. */
export function bn(d: string): string {
  return `${d.slice(0, 9)} ${d.slice(9)}`;
}
export function street(a: Address): string {
  return a.street;
}
export function cityLine(a: Address, o: { regionName?: boolean } = {}): string {
  return `${a.city}, ${o.regionName ? a.regionName : a.region} ${a.zip}`;
}
export function oneLine(a: Address): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.zip}`;
}
