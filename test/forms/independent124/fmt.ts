// How a form prints values (money, dates, ids, phones), and which of a form's values were corrected and how.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Country, Owner, Ymd } from './data.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');
export const isoOf = (d: Ymd) => `${d.y}-${p2(d.m)}-${p2(d.d)}`;

export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'short' | 'iso' | 'dmy-long';
export function date(d: Ymd, f: DateFmt): string {
  switch (f) {
    case 'mdy': return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
    case 'mdy2': return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'short': return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
    case 'iso': return isoOf(d);
    case 'dmy-long': return `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;
  }
}
/** A date format for a country; two-digit years only where the year is 2000 or later (start dates). */
export function dateFmt(rng: Rng, c: Country, twoDigitOk: boolean): DateFmt {
  if (c === 'CA') return rng.pick(['iso', 'long', 'dmy-long', 'iso'] as const);
  return rng.pick(twoDigitOk ? ['mdy', 'mdy2', 'long', 'short', 'mdy'] as const : ['mdy', 'long', 'short', 'mdy'] as const);
}

export type MoneyFmt = 'dollar' | 'cents' | 'bare' | 'cad' | 'space';
export function money(n: number, f: MoneyFmt): string {
  const whole = Number.isInteger(n);
  const c = n.toLocaleString('en-US', { minimumFractionDigits: whole && f !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollar': return `$${c}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'bare': return c;
    case 'cad': return `$${c} CAD`;
    case 'space': return `$${c.replace(/,/g, ' ')}`;
  }
}
export const moneyFmt = (rng: Rng, c: Country): MoneyFmt => rng.pick(c === 'US' ? ['dollar', 'cents', 'bare', 'dollar'] as const : ['dollar', 'cad', 'space', 'cents'] as const);

export const fmtEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
export function fmtPhone(d: string, rng: Rng): string {
  return rng.pick([`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`]);
}
/** The owner's tax id as printed, masked or in full. */
export function ownerTaxId(o: Owner, masked: boolean, rng: Rng): string {
  if (o.taxType === 'SIN') return masked ? rng.pick([`XXX XXX ${o.taxId.slice(6)}`, `*** *** ${o.taxId.slice(6)}`]) : fmtSin(o.taxId);
  return masked ? rng.pick([`XXX-XX-${o.taxId.slice(5)}`, `***-**-${o.taxId.slice(5)}`]) : fmtSsn(o.taxId);
}
/** The owner's name as printed: `First M. Last`, `Last, First`, credentials kept on the page. */
export function ownerName(o: Owner, rng: Rng): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const base = rng.chance(0.2) ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
  return o.cred ? `${base}, ${o.cred}` : base;
}
export const initialsOf = (o: Owner) => `${o.first[0]}${o.last.replace(/^(Van der |Van |De la |Del |Da |St\. |St-)/, '')[0]}`.toUpperCase();

/** A plausible wrong first try at a value, for a correction. */
export function misspell(s: string, rng: Rng): string {
  const i = rng.int(1, Math.max(1, s.length - 3));
  if (/[a-z]/.test(s[i]!) && /[a-z]/.test(s[i + 1] ?? '') && s[i] !== s[i + 1]) return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
  return s.slice(0, i) + s.slice(i + 1);
}
export function otherDigits(digits: string, rng: Rng): string {
  const i = rng.int(2, digits.length - 2);
  if (digits[i] !== digits[i + 1]) return digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2);
  return digits.slice(0, i) + String((Number(digits[i]) + 3) % 10) + digits.slice(i + 1);
}

export type FixKind = 'strike' | 'whiteout' | 'above' | 'margin' | 'strike-none';
export interface Fix { kind: FixKind; old?: string; initials?: string }

/** Which values of one form were corrected, written above their line or put in the margin. */
export class Plan {
  private chosen = new Map<string, FixKind>();
  private pool: FixKind[];
  private rng: Rng;
  private initials: string;
  private keys: Set<string>;
  /** 2-3 corrections (struck or whited out), maybe one value above its line and one in the margin, spread over `keys`. */
  private calls = 0;
  constructor(rng: Rng, keys: string[], initials: string, opts: { margin: boolean; fillable: boolean }) {
    this.rng = rng;
    this.initials = initials;
    this.keys = new Set(keys);
    const pool: FixKind[] = Array.from({ length: rng.int(2, 3) }, () => (rng.chance(0.55) ? 'strike' : 'whiteout'));
    if (!opts.fillable && rng.chance(0.6)) pool.push('above');
    if (!opts.fillable && opts.margin && rng.chance(0.6)) pool.push('margin');
    this.pool = rng.shuffle(pool);
  }
  /** The fix for a value (null when it was written plainly); `old` makes the first, wrong try. */
  fix(key: string, old: () => string): Fix | null {
    if (!this.chosen.has(key) && this.keys.has(key) && this.pool.length && this.rng.chance(Math.min(0.9, 0.3 + 0.08 * this.calls++))) this.chosen.set(key, this.pool.pop()!);
    const kind = this.chosen.get(key);
    if (!kind) return null;
    if (kind === 'above' || kind === 'margin') return { kind };
    return { kind, old: old(), initials: this.rng.chance(0.6) ? this.initials : '' };
  }
  has(key: string): boolean { return this.chosen.has(key); }
}
