// How set 162 prints values: money in US, Canadian-English and Quebec-French habits, dates in the forms' formats,
// people's names in the orders applicants write them, and tax numbers whole or masked.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Owner, Ymd } from './model.ts';

const group = (n: number, sep: string) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const cents = (n: number) => String(Math.round(n * 100) % 100).padStart(2, '0');
const whole = (n: number) => Math.round(n * 100) % 100 === 0;

/** US money: `$45,000`, `$45,000.00`, `45,000`, `$ 45000`, `USD 45,000.00` (cents always shown when not whole). */
export function usMoney(r: Rng, n: number): string {
  const v = r.int(0, 4), g = v === 3 ? String(Math.trunc(n)) : group(n, ',');
  const body = whole(n) && v !== 1 ? g : `${g}.${cents(n)}`;
  return [`$${body}`, `$${body}`, body, `$ ${body}`, `USD ${body}`][v]!;
}
/** Canadian English money: `$45,000 CAD`, `CAD 45,000.00`, `$45,000`. */
export function caMoney(r: Rng, n: number): string {
  const body = whole(n) && r.chance(0.6) ? group(n, ',') : `${group(n, ',')}.${cents(n)}`;
  return r.pick([`$${body} CAD`, `CAD ${body}`, `$${body}`, `$ ${body}`]);
}
/** Quebec French money: space-grouped thousands, decimal comma, `$` after (`45 000 $`, `45 000,00 $`). */
export function frMoney(r: Rng, n: number): string {
  const body = whole(n) && r.chance(0.6) ? group(n, ' ') : `${group(n, ' ')},${cents(n)}`;
  return r.pick([`${body} $`, `${body} $`, `${body} $ CAD`]);
}

const p2 = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
export const iso = ([y, m, d]: Ymd) => `${y}-${p2(m)}-${p2(d)}`;
export const mdy = ([y, m, d]: Ymd) => `${p2(m)}/${p2(d)}/${y}`;
export const dmy = ([y, m, d]: Ymd) => `${p2(d)}/${p2(m)}/${y}`;
/** US dates, any of `12/26/2011`, `11/5/16` (business dates since 2000 only), `September 12, 2009`. */
export function usDate(r: Rng, [y, m, d]: Ymd, short = false): string {
  const v = r.int(0, short ? 3 : 2);
  if (v === 0 || (v === 3 && y < 2000)) return mdy([y, m, d]);
  if (v === 1) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (v === 2) return `${m}/${d}/${y}`;
  return `${m}/${d}/${String(y).slice(2)}`;
}
export const frLong = ([y, m, d]: Ymd) => `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`;
export const enLong = ([y, m, d]: Ymd) => `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;

/** A name as written on a form: `First Last`, `First M. Last`, `Last, First`, `Last, First M.`, `First Last, CPA`. */
export function personName(r: Rng, o: Owner, allowComma = true): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (o.credential && r.chance(0.8)) return `${o.first}${mid} ${o.last}, ${o.credential}`;
  if (allowComma && r.chance(0.3)) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}`;
}

/** US SSN / ITIN, `NNN-NN-NNNN`, or masked (`XXX-XX-1234`, `***-**-1234`). */
export const ssnText = (t: string) => `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
export const einText = (t: string) => `${t.slice(0, 2)}-${t.slice(2)}`;
export function maskUs(r: Rng, t: string): string { return `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${t.slice(5)}`; }
export const sinText = (t: string, sep: string) => `${t.slice(0, 3)}${sep}${t.slice(3, 6)}${sep}${t.slice(6)}`;
export function maskSin(r: Rng, t: string): string { return r.pick([`*** *** ${t.slice(6)}`, `XXX-XXX-${t.slice(6)}`, `***-***-${t.slice(6)}`]); }
export const pct = (n: number, fr = false) => `${fr ? String(n).replace('.', ',') : String(n)}${fr ? ' %' : '%'}`;
export const plain = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
