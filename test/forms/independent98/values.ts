// Identifiers, money and dates as a merchant writes them.
import type { Rng } from '../../statements/generator/prng.ts';

export type DateOrder = 'MDY' | 'DMY' | 'YMD';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(r: Rng): string {
  let p: string;
  do p = r.digits(2); while (BAD_EIN.has(p));
  return p + r.digits(7);
}

export function ssn(r: Rng): string {
  let a: number;
  do a = r.int(1, 899); while (a === 666);
  return String(a).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}

/** Nine digits with a Luhn check digit (Canadian BN and SIN). */
export function luhnNine(r: Rng, first: string): string {
  const body = first + r.digits(7);
  for (let d = 0; d <= 9; d++) {
    const s = body + d;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let v = Number(s[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}

export function bn(r: Rng): string {
  return luhnNine(r, String(r.int(1, 8))) + 'RC' + r.pick(['0001', '0001', '0002']);
}

export function phone(r: Rng, area: string): string {
  const a = /^\d{3}$/.test(area) && area[0] !== '0' && area[0] !== '1' ? area : String(r.int(201, 989));
  return `(${a}) ${r.int(200, 989)}-${r.digits(4)}`;
}

/** Money as written: `$50,000`, `50k`, `50,000.00`, `$ 50000` ... `small` for a payment (no k). */
export function money(r: Rng, n: number, small = false): string {
  const commas = n.toLocaleString('en-US');
  const forms = [`$${commas}`, commas, `$${commas}.00`, `${commas}.00`, `$ ${n}`];
  if (!small && n % 1000 === 0) forms.push(`${n / 1000}k`, `$${n / 1000}K`, `${n / 1000}K`);
  return r.pick(forms);
}

function parts(iso: string): [string, string, string] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return [y, m, d];
}

/** The eight digits put one per box of a date comb, in the comb's printed order. */
export function dateComb(iso: string, order: DateOrder): string {
  const [y, m, d] = parts(iso);
  return order === 'MDY' ? m + d + y : order === 'DMY' ? d + m + y : y + m + d;
}

/** A date written on a line; `loose` allows a two-digit year (years 2000+) or the month in words. */
export function dateLine(r: Rng, iso: string, order: DateOrder, loose: boolean): string {
  const [y, m, d] = parts(iso);
  const style = loose ? r.pick(['num', 'num', 'short', 'words']) : 'num';
  if (style === 'words') return order === 'DMY' ? `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}` : `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  const yy = style === 'short' && Number(y) >= 2000 ? y.slice(2) : y;
  const mm = r.chance(0.5) ? m : String(Number(m)), dd = r.chance(0.5) ? d : String(Number(d));
  return order === 'MDY' ? `${mm}/${dd}/${yy}` : order === 'DMY' ? `${dd}/${mm}/${yy}` : `${y}-${m}-${d}`;
}
