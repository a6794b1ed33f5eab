// How values are printed, and the truth each printed form gives back (applications.md's rules).
import type { Owner, Ymd } from './model.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export const iso = (d: Ymd): string => `${d.y}-${p2(d.m)}-${p2(d.d)}`;

export type DateStyle = 'us' | 'us2' | 'long' | 'iso' | 'dmy';
export function date(d: Ymd, style: DateStyle): string {
  switch (style) {
    case 'us': return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
    case 'us2': return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'iso': return iso(d);
    case 'dmy': return `${p2(d.d)}/${p2(d.m)}/${d.y}`;
  }
}

export function money(n: number, cents = true): string {
  return '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function below1000(n: number): string {
  const h = Math.floor(n / 100), rest = n % 100;
  const tail = rest < 20 ? ONES[rest]! : TENS[Math.floor(rest / 10)]! + (rest % 10 ? '-' + ONES[rest % 10]! : '');
  return [h ? `${ONES[h]} hundred` : '', tail].filter(Boolean).join(' ');
}
/** 'Fifty thousand dollars ($50,000.00)'; whole dollars only. */
export function moneyWords(n: number): string {
  const th = Math.floor(n / 1000), rest = Math.floor(n) % 1000;
  const w = [th ? `${below1000(th)} thousand` : '', rest ? below1000(rest) : ''].filter(Boolean).join(' ');
  return `${w.charAt(0).toUpperCase()}${w.slice(1)} dollars (${money(n)})`;
}

export const ein = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const ssn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const sin = (d: string, sep = ' '): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
export function maskedId(o: Owner, variant: number): string {
  const last4 = o.taxDigits.slice(-4);
  if (o.taxType === 'SIN') return variant % 2 ? `*** *** ${o.taxDigits.slice(6)}` : `XXX-XXX-${o.taxDigits.slice(6)}`;
  return variant % 2 ? `***-**-${last4}` : `XXX-XX-${last4}`;
}
/** The owner's tax ID as printed and the truth fields it gives. */
export function ownerId(o: Owner, variant = 0): { text: string; truth: Record<string, unknown> } {
  if (o.masked) return { text: maskedId(o, variant), truth: {} };
  const text = o.taxType === 'SIN' ? sin(o.taxDigits, variant % 2 ? '-' : ' ') : ssn(o.taxDigits);
  return { text, truth: { tax_id: o.taxDigits, tax_id_type: o.taxType, tax_id_country: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

/** The owner's name as printed: 'First M. Last, DC' or 'Last, First M.'. */
export function ownerName(o: Owner): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (o.lastFirst) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}
export const nameTruth = (o: Owner): Record<string, unknown> => ({ first_name: o.first, last_name: o.last });

export function addressLine(a: { street: string; city: string; region: string; postal: string }): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postal}`;
}

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
