// How values are written on these forms: dates (US month-first unless the form's label says DD/MM/AAAA, Spanish long
// dates), money, percentages, names.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Owner } from './model.ts';

export interface Ymd { y: number; m: number; d: number }
export type DateStyle = 'mdy' | 'mdy2' | 'long_en' | 'long_es' | 'dmy';

const EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export const iso = (d: Ymd): string => `${d.y}-${p2(d.m)}-${p2(d.d)}`;

export function fmtDate(d: Ymd, style: DateStyle): string {
  switch (style) {
    case 'mdy': return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
    case 'mdy2': return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
    case 'long_en': return `${EN[d.m - 1]} ${d.d}, ${d.y}`;
    case 'long_es': return `${d.d} de ${ES[d.m - 1]} de ${d.y}`;
    case 'dmy': return `${p2(d.d)}/${p2(d.m)}/${d.y}`;
  }
}

export function fmtMoney(n: number, r: Rng): string {
  const cents = !Number.isInteger(n) || r.chance(0.3);
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const plain = cents ? n.toFixed(2) : String(n);
  return r.pick([`$${body}`, `$${body}`, `$ ${body}`, body, plain]);
}

export const fmtPct = (n: number, r: Rng): string => r.pick([`${n}%`, `${n}%`, `${n} %`, String(n)]);

/** "First M. Last" (only for simple names) or "Last, First M." */
export function fullName(o: Owner, lastFirst: boolean): string {
  const first = o.middle ? `${o.first} ${o.middle}` : o.first;
  return lastFirst ? `${o.last}, ${first}` : `${first} ${o.last}`;
}

export function maskedTax(o: Owner, r: Rng): string {
  return r.pick([`XXX-XX-${o.taxId.slice(-4)}`, `***-**-${o.taxId.slice(-4)}`, `xxx-xx-${o.taxId.slice(-4)}`]);
}
