// How values are written on the forms: money, dates, tax ids, phones. Each form picks its own way per seed.
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'mdy' | 'mdyShort' | 'long' | 'mdyDash';

/** An ISO date (YYYY-MM-DD) as printed. */
export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  switch (style) {
    case 'mdy': return `${mm}/${dd}/${y}`;
    case 'mdyShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'mdyDash': return `${mm}-${dd}-${y}`;
  }
}

export function pickDateStyle(rng: Rng): DateStyle {
  return rng.weighted([['mdy', 6], ['mdyShort', 2], ['long', 1], ['mdyDash', 1]] as const);
}

export type MoneyStyle = 'dollars' | 'cents' | 'bare';

/** A money amount (in dollars, maybe with cents) as printed: `$45,000`, `$45,000.00`, `45000`. */
export function fmtMoney(v: number, style: MoneyStyle, currency = ''): string {
  const whole = Number.isInteger(v);
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: whole && style !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  if (style === 'bare') return (whole ? String(v) : v.toFixed(2)) + (currency ? ` ${currency}` : '');
  return currency ? `$${grouped} ${currency}` : `$${grouped}`;
}

export function fmtPhone(area: string, rest: string, style: number): string {
  const a = rest.slice(0, 3), b = rest.slice(3, 7);
  return style === 0 ? `(${area}) ${a}-${b}` : style === 1 ? `${area}-${a}-${b}` : `${area}.${a}.${b}`;
}

export function fmtEin(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }
export function fmtSsn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function fmtSin(d: string): string { return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; }

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function newEin(rng: Rng): string {
  for (;;) {
    const d = rng.digits(9);
    if (!BAD_EIN.has(d.slice(0, 2)) && d.slice(2) !== '0000000') return d;
  }
}

export function newSsn(rng: Rng): string {
  for (;;) {
    const area = rng.int(1, 899);
    if (area === 666) continue;
    return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
  }
}

export function newItin(rng: Rng): string {
  const group = rng.pick([50, 57, 63, 70, 74, 78, 81, 85, 88, 90, 92, 94, 97]);
  return `9${rng.digits(2)}${group}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** 9 digits whose last is the Luhn check digit (Canadian BN and SIN). */
export function newLuhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  for (let c = 0; c <= 9; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let n = Number(s[i]);
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}

/** An ABA routing number with a valid checksum. */
export function newRouting(rng: Rng): string {
  const d = String(rng.int(1, 12)).padStart(2, '0') + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((acc, k, i) => acc + k * Number(d[i]), 0);
  return d + ((10 - (s % 10)) % 10);
}

export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export function pct(v: number): string { return `${v}%`; }
