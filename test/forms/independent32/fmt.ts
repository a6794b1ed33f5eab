// How people and form tools write values: money with or without "$", commas and cents; dates in several orders;
// tax ids with or without dashes; names with middle initials, credentials, or "Last, First".
import type { Person } from './deal.ts';

export type MoneyStyle = 'plain' | 'comma' | 'dollar' | 'cents' | 'commacents';

export function money(n: number, style: MoneyStyle): string {
  const whole = Number.isInteger(n);
  const fixed = n.toFixed(2);
  const comma = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const [i, c] = fixed.split('.') as [string, string];
  switch (style) {
    case 'plain': return whole ? i : fixed;
    case 'comma': return whole ? comma(i) : `${comma(i)}.${c}`;
    case 'dollar': return whole ? `$${comma(i)}` : `$${comma(i)}.${c}`;
    case 'cents': return `$${comma(i)}.${c}`;
    case 'commacents': return `${comma(i)}.${c}`;
  }
}

export type DateStyle = 'mdy' | 'mdyShort' | 'long' | 'iso' | 'mdyDash' | 'digits' | 'monShort';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mm = Number(m), dd = Number(d);
  switch (style) {
    case 'mdy': return `${m}/${d}/${y}`;
    case 'mdyShort': return `${mm}/${dd}/${y.slice(2)}`;
    case 'long': return `${MONTHS[mm - 1]} ${dd}, ${y}`;
    case 'iso': return iso;
    case 'mdyDash': return `${m}-${d}-${y}`;
    case 'digits': return `${m}${d}${y}`;
    case 'monShort': return `${MONTHS[mm - 1]!.slice(0, 3)} ${dd}, ${y}`;
  }
}

export function einText(d: string, dash: boolean): string { return dash ? `${d.slice(0, 2)}-${d.slice(2)}` : d; }

export function ssnText(d: string, masked: boolean, mask = 'XXX-XX-'): string {
  return masked ? `${mask}${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** A Canadian nine-digit number as printed: 123 456 789 or 123-456-789. */
export function caNine(d: string, sep: ' ' | '-' | ''): string { return [d.slice(0, 3), d.slice(3, 6), d.slice(6)].join(sep); }

export type NameStyle = 'full' | 'plain' | 'lastFirst';

/** The owner's name as written: with middle initial and credential, without, or "Last, First". */
export function nameText(p: Person, style: NameStyle): string {
  if (style === 'lastFirst') return `${p.last}, ${p.first}${p.middle ? ` ${p.middle}` : ''}`;
  const core = style === 'full' ? [p.first, p.middle, p.last].filter(Boolean).join(' ') : `${p.first} ${p.last}`;
  return p.cred && style === 'full' ? `${core}, ${p.cred}` : core;
}

export function pct(n: number, sign: boolean): string { return `${n}${sign ? '%' : ''}`; }

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** Paths of the truth an owner's name gives. */
export function namePaths(i: number, p: Person): Record<string, string> {
  return { [`${i}.first_name`]: p.first, [`${i}.last_name`]: p.last };
}
