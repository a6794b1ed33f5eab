// Printed formats of dates and money for set 237 (each form picks one date style; money varies per value).
import type { Rng } from '../../statements/generator/prng.ts';

export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'iso' | 'dash';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date as printed. Two-digit years only for dates after 2000 (`twoDigitOk`), never for a birth date. */
export function fmtDate(y: number, m: number, d: number, style: DateStyle, twoDigitOk: boolean): string {
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  switch (style) {
    case 'mdy2': return twoDigitOk ? `${m}/${d}/${String(y % 100).padStart(2, '0')}` : `${m}/${d}/${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return `${y}-${mm}-${dd}`;
    case 'dash': return `${mm}-${dd}-${y}`;
    default: return `${mm}/${dd}/${y}`;
  }
}

function commas(n: number): string { return Math.floor(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ','); }

/** Money as a broker form prints it: `$150,000`, `$150,000.00`, `150,000`, `$ 150000`. Cents force two decimals. */
export function fmtMoney(n: number, rng: Rng, cents = false): string {
  const frac = Math.round((n - Math.floor(n)) * 100);
  const dec = cents || frac !== 0 ? `.${String(frac).padStart(2, '0')}` : '';
  const style = rng.int(0, 3);
  if (style === 0) return `$${commas(n)}${dec}`;
  if (style === 1) return `$${commas(n)}${dec || '.00'}`;
  if (style === 2) return `${commas(n)}${dec}`;
  return `$ ${Math.floor(n)}${dec}`;
}

/** The printed payment frequency word(s) for a truth frequency. */
export function freqWord(f: string, rng: Rng): string {
  if (f === 'biweekly') return rng.pick(['Bi-Weekly', 'Bi-weekly', 'Biweekly']);
  return f[0]!.toUpperCase() + f.slice(1);
}
