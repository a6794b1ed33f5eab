// How independent112's brokers print values: money, dates, tax ids, phones, percentages, names.
import type { Owner } from './merchant.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'spaced' | 'cad' | 'cadPrefix';
export function money(n: number, f: MoneyFmt): string {
  const whole = Number.isInteger(n);
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: whole && f !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollar': return `$${grouped}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'plain': return whole ? String(n) : n.toFixed(2);
    case 'spaced': return `$ ${grouped}`;
    case 'cad': return `$${grouped} CAD`;
    case 'cadPrefix': return `CAD $${grouped}`;
  }
}

export type DateFmt = 'us' | 'usShort' | 'long' | 'iso' | 'abbr';
export function date(isoDate: string, f: DateFmt): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'usShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return isoDate;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  }
}

export function ein(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }
export function ssn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function sin(d: string, dash = false): string { const s = dash ? '-' : ' '; return `${d.slice(0, 3)}${s}${d.slice(3, 6)}${s}${d.slice(6)}`; }
export function bn(d: string, spaced: boolean): string { return spaced ? `${d.slice(0, 9)} ${d.slice(9)}` : d; }
/** An owner's tax id as one form prints it; masked forms keep only the last digits. */
export function ownerTax(o: Owner, masked: boolean, mask: 'X' | '*' = 'X'): string {
  if (o.taxType === 'SIN') return masked ? `${mask.repeat(3)} ${mask.repeat(3)} ${o.taxId.slice(6)}` : sin(o.taxId);
  return masked ? `${mask.repeat(3)}-${mask.repeat(2)}-${o.taxId.slice(5)}` : ssn(o.taxId);
}

export type NameFmt = 'plain' | 'middle' | 'lastFirst';
export function ownerName(o: Owner, f: NameFmt): string {
  const cred = o.cred ? `, ${o.cred}` : '';
  switch (f) {
    case 'plain': return `${o.first} ${o.last}${cred}`;
    case 'middle': return `${o.first} ${o.middle ? `${o.middle}. ` : ''}${o.last}${cred}`;
    case 'lastFirst': return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  }
}

export function pct(n: number, f: 'sign' | 'bare' | 'spaced'): string { return f === 'sign' ? `${n}%` : f === 'spaced' ? `${n} %` : String(n); }
