// How each of set 132's brokers writes a value: money, dates, ownership, tax IDs, payment schedules. Every function
// returns the printed text only; the truth stays the model's number or ISO date (or null for a partial date).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Ymd { y: number; m: number; d: number }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export const pad2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (d: Ymd): string => `${d.y}-${pad2(d.m)}-${pad2(d.d)}`;
const mon = (m: number): string => MONTHS[m - 1]!;
const ordinal = (d: number): string => {
  const t = d % 100;
  const s = t >= 11 && t <= 13 ? 'th' : d % 10 === 1 ? 'st' : d % 10 === 2 ? 'nd' : d % 10 === 3 ? 'rd' : 'th';
  return `${d}${s}`;
};

/** 1,234,567 with a chosen thousands separator. */
export function group(n: number, sep = ','): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function under1000(n: number): string {
  const h = Math.floor(n / 100), r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} hundred`);
  if (r >= 20) parts.push(TENS[Math.floor(r / 10)]! + (r % 10 ? `-${ONES[r % 10]}` : ''));
  else if (r) parts.push(ONES[r]!);
  return parts.join(' ');
}

/** Whole dollars in words (below ten million): 'One hundred twenty-five thousand'. */
export function words(n: number): string {
  const m = Math.floor(n / 1_000_000), t = Math.floor((n % 1_000_000) / 1000), r = n % 1000;
  const parts: string[] = [];
  if (m) parts.push(`${under1000(m)} million`);
  if (t) parts.push(`${under1000(t)} thousand`);
  if (r) parts.push(under1000(r));
  const s = parts.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export type MoneyStyle = 'plain' | 'k' | 'decimals' | 'spaced' | 'words' | 'dollar_decimals';

/** Money as a broker writes it. `k` and `words` only for whole thousands / whole dollars (the caller checks). */
export function money(n: number, style: MoneyStyle, currency = 'USD'): string {
  const cents = Math.round(n * 100) % 100;
  switch (style) {
    case 'k': return `$${n / 1000}K`;
    case 'decimals': return `${group(n)}.${pad2(cents)}`;
    case 'dollar_decimals': return `$${group(n)}.${pad2(cents)}`;
    case 'spaced': return `${currency} ${group(n, ' ')}${cents ? `.${pad2(cents)}` : ''}`;
    case 'words': return `${words(n)} dollars ($${group(n)})`;
    default: return `$${group(n)}${cents ? `.${pad2(cents)}` : ''}`;
  }
}

/** A style that is exact for this amount. */
export function moneyStyleFor(n: number, wanted: MoneyStyle): MoneyStyle {
  if (wanted === 'k' && (n % 100 !== 0 || n < 1000)) return 'plain';
  if (wanted === 'words' && n % 1 !== 0) return 'plain';
  return wanted;
}

export type DateStyle = 'long_ordinal' | 'iso' | 'us' | 'us_short' | 'mon_d_y' | 'd_mon_y';
export type PartialStyle = 'm_yyyy' | 'mon_yy' | 'since' | 'est' | 'iso_month' | 'mon_yyyy';

export function fullDate(d: Ymd, style: DateStyle): string {
  switch (style) {
    case 'long_ordinal': return `${mon(d.m)} ${ordinal(d.d)}, ${d.y}`;
    case 'iso': return iso(d);
    case 'us': return `${pad2(d.m)}/${pad2(d.d)}/${d.y}`;
    case 'us_short': return `${d.m}/${d.d}/${pad2(d.y % 100)}`;
    case 'mon_d_y': return `${mon(d.m).slice(0, 3)} ${d.d}, ${d.y}`;
    default: return `${d.d} ${mon(d.m)} ${d.y}`;
  }
}

/** A month or a year only: printed, but not a date (the truth is null). */
export function partialDate(d: Ymd, style: PartialStyle): string {
  switch (style) {
    case 'm_yyyy': return `${d.m}/${d.y}`;
    case 'mon_yy': return `${mon(d.m).slice(0, 3)}-${pad2(d.y % 100)}`;
    case 'since': return `since ${d.y}`;
    case 'est': return `Est. ${d.y}`;
    case 'iso_month': return `${d.y}-${pad2(d.m)}`;
    default: return `${mon(d.m).slice(0, 3)} ${d.y}`;
  }
}

export type OwnStyle = 'pct' | 'pct_word' | 'fraction' | 'word' | 'bare';

/** Ownership as written: '50%', '50 pct', '1/2', 'half', '50'. Fractions and words only where exact. */
export function ownership(p: number, style: OwnStyle): string {
  const frac: Record<number, string> = { 50: '1/2', 25: '1/4', 75: '3/4' };
  const word: Record<number, string> = { 50: 'half', 25: 'one quarter', 75: 'three quarters', 100: 'all (100%)' };
  if (style === 'fraction' && frac[p]) return frac[p]!;
  if (style === 'word' && word[p]) return word[p]!;
  if (style === 'pct_word') return `${p} pct`;
  if (style === 'bare') return String(p);
  return `${p}%`;
}

export type TaxStyle = 'dashed' | 'spaced' | 'bare';

/** EIN 12-3456789 / 12 3456789 / 123456789. */
export function ein(d: string, style: TaxStyle): string {
  if (style === 'bare') return d;
  return `${d.slice(0, 2)}${style === 'spaced' ? ' ' : '-'}${d.slice(2)}`;
}

/** SSN or ITIN 123-45-6789 / 123 45 6789 / 123456789. */
export function ssn(d: string, style: TaxStyle): string {
  if (style === 'bare') return d;
  const s = style === 'spaced' ? ' ' : '-';
  return `${d.slice(0, 3)}${s}${d.slice(3, 5)}${s}${d.slice(5)}`;
}

/** SIN 046 454 286 / 046-454-286. */
export function sin(d: string, style: TaxStyle): string {
  if (style === 'bare') return d;
  const s = style === 'spaced' ? ' ' : '-';
  return `${d.slice(0, 3)}${s}${d.slice(3, 6)}${s}${d.slice(6)}`;
}

/** A masked SSN/SIN: the truth is null. */
export function masked(d: string, rng: Rng, sinLike = false): string {
  const last = d.slice(-4);
  if (sinLike) return rng.pick([`XXX XXX ${d.slice(6)}`, `***-***-${d.slice(6)}`]);
  return rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`, `*****${last}`]);
}

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

/** A schedule written the way people say it. */
export function frequency(f: Freq, rng: Rng): string {
  const ways: Record<Freq, string[]> = {
    daily: ['every business day', 'M-F', 'Daily (M-F)', 'Mon-Fri', 'each business day', 'Daily'],
    weekly: ['weekly', 'once a week', 'every Friday', 'Weekly (Fri)'],
    biweekly: ['bi-weekly', 'every other week', 'Bi-Weekly', 'every 2 weeks'],
    monthly: ['monthly', 'once a month', 'Monthly (1st)'],
  };
  return rng.pick(ways[f]);
}

/** 9 digits with a Luhn check digit (BN, SIN). */
export function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(8 - first.length);
  for (let c = 0; c < 10; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let v = Number(s[i]) * (i % 2 ? 2 : 1);
      if (v > 9) v -= 9;
      sum += v;
    }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
