// How set 89's forms print values: money, dates, names, tax IDs, frequencies and entity types, in several styles.
import type { Rng } from '../../statements/generator/prng.ts';
import type { EntityKind, Freq, Owner } from './model.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type MoneyStyle = 'dollar' | 'dollar-cents' | 'spaced' | 'plain' | 'cad' | 'cad-suffix';
export function money(n: number, style: MoneyStyle): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents || style === 'dollar-cents' ? 2 : 0, maximumFractionDigits: 2 });
  switch (style) {
    case 'dollar': case 'dollar-cents': return `$${body}`;
    case 'spaced': return `$ ${body}`;
    case 'plain': return body;
    case 'cad': return `CAD $${body}`;
    case 'cad-suffix': return `$${body} CAD`;
  }
}

export type DateStyle = 'us' | 'us-short' | 'long' | 'iso' | 'abbr';
/** ISO `YYYY-MM-DD` printed in a style. `us-short` (two-digit year) is used only for years 2000 and later. */
export function date(isoDate: string, style: DateStyle): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  switch (style) {
    case 'us': return `${mm}/${dd}/${y}`;
    case 'us-short': return y >= 2000 ? `${m}/${d}/${String(y).slice(2)}` : `${mm}/${dd}/${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return isoDate;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  }
}

export type NameStyle = 'first-last' | 'last-first' | 'full';
/** An owner's name as printed: `full` keeps the middle initial and credentials, `last-first` is `Last, First M.`. */
export function ownerName(o: Owner, style: NameStyle): string {
  if (style === 'last-first') return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
  if (style === 'full') return `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return `${o.first} ${o.last}`;
}

/** A masked owner tax ID in one of the usual ways (last four kept). */
export function masked(o: Owner, rng: Rng): string {
  const last4 = o.taxId.replace(/\D/g, '').slice(-4);
  if (o.taxType === 'SIN') return rng.pick([`XXX XX${last4[0]} ${last4.slice(1)}`, `*** **${last4[0]} ${last4.slice(1)}`]);
  return rng.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `xxx-xx-${last4}`]);
}

export const FREQ_WORDS: Record<Freq, readonly string[]> = {
  daily: ['Daily', 'Daily (M-F)', 'daily'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'],
  monthly: ['Monthly', 'monthly'],
};

/** Free-text entity wording by kind and country (each one maps to exactly one reference id). */
export const ENTITY_WORDS: Record<EntityKind, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Single-Member LLC', 'Multi-Member LLC'],
  c_corp: ['Corporation', 'C Corp', 'C-Corp', 'Inc.'],
  s_corp: ['S Corp', 'S-Corp', 'S Corporation'],
  partnership: ['Partnership', 'General Partnership'],
  lp: ['LP', 'Limited Partnership', 'L.P.'],
  llp: ['LLP', 'Limited Liability Partnership'],
  pllc: ['PLLC', 'Professional LLC'],
  sole: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
  ca_corp: ['Corporation', 'Ltd.', 'Incorporated', 'Limited'],
  ulc: ['ULC', 'Unlimited Liability Corporation'],
  coop: ['Co-operative', 'Cooperative'],
};

/** The checkbox a kind ticks on a form whose boxes are `boxes` (labels); null when it goes on the "Other" line. */
export function entityBox(kind: EntityKind, boxes: readonly string[]): string | null {
  const wanted: Record<EntityKind, readonly string[]> = {
    llc: ['LLC', 'Limited Liability Company'], c_corp: ['Corporation', 'C-Corp', 'C Corp'], s_corp: ['S-Corp', 'S Corp', 'S Corporation'],
    partnership: ['Partnership', 'General Partnership'], lp: ['LP', 'Limited Partnership'], llp: ['LLP'], pllc: ['PLLC'],
    sole: ['Sole Proprietor', 'Sole Proprietorship'], ca_corp: ['Corporation'], ulc: ['ULC'], coop: ['Co-operative', 'Cooperative'],
  };
  return wanted[kind].find((w) => boxes.includes(w)) ?? null;
}
