// How set 58 prints values: money, dates, tax ids (whole or masked), names and addresses, each in the formats real
// renewal paperwork uses. Each function takes the Rng so a seed fixes the format.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Addr, Country, Owner } from './model.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(rng: Rng, n: number, country: Country = 'US'): string {
  const cents = !Number.isInteger(n) || rng.chance(0.4);
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  if (country === 'CA' && rng.chance(0.5)) return rng.chance(0.5) ? `CAD ${body}` : `$${body} CAD`;
  return rng.pick([`$${body}`, `$${body}`, body, `$ ${body}`]);
}

/** A date as printed: US forms month first, Canadian forms ISO or spelled out (never an ambiguous DD/MM). */
export function date(rng: Rng, isoDate: string, country: Country = 'US'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const pad = (x: number) => String(x).padStart(2, '0');
  const opts = country === 'CA' ? [isoDate, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`]
    : [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${pad(m)}/${pad(d)}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`];
  return rng.pick(opts);
}

export function ssnText(id: string): string { return `${id.slice(0, 3)}-${id.slice(3, 5)}-${id.slice(5)}`; }
export function sinText(rng: Rng, id: string): string { return rng.chance(0.5) ? `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)}` : `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}`; }
export function masked(rng: Rng, id: string, kind: 'SSN' | 'ITIN' | 'SIN' | 'EIN' | 'BN'): string {
  const last = id.slice(-4);
  if (kind === 'EIN') return rng.pick([`XX-XXX${last}`, `**-***${last}`]);
  if (kind === 'BN') return `XXXXX${id.slice(5, 9)} RC${id.slice(11)}`;
  if (kind === 'SIN') return rng.pick([`XXX XXX ${id.slice(6)}`, `***-***-${id.slice(6)}`]);
  return rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`]);
}
/** The business tax id written whole. */
export function taxIdText(rng: Rng, id: string, kind: 'EIN' | 'SSN' | 'ITIN' | 'BN'): string {
  if (kind === 'EIN') return `${id.slice(0, 2)}-${id.slice(2)}`;
  if (kind === 'SSN' || kind === 'ITIN') return ssnText(id);
  return rng.chance(0.6) ? `${id.slice(0, 9)} ${id.slice(9)}` : `${id.slice(0, 9)}-${id.slice(9)}`;
}
export function ownerTaxText(rng: Rng, o: Owner): string { return o.taxIdType === 'SIN' ? sinText(rng, o.taxId) : ssnText(o.taxId); }

export function fullName(rng: Rng, o: Owner, allowReversed = true): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const cred = o.cred ? `, ${o.cred}` : '';
  if (allowReversed && rng.chance(0.25)) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${cred}`;
}
export function street(a: Addr): string { return a.street; }
export function cityLine(a: Addr): string { return `${a.city}, ${a.region} ${a.postal}`; }
export function oneLine(a: Addr): string { return `${a.street}, ${a.city}, ${a.region} ${a.postal}`; }
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
