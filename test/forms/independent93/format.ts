// How set 93's forms print values (money, dates, names, tax ids) and the truth each printed owner gives.
import type { Owner } from './model.ts';
import type { Patch } from './sheet.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type MoneyStyle = 'dollars' | 'cents' | 'bare' | 'plain';
export function money(n: number, style: MoneyStyle): string {
  const whole = Number.isInteger(n);
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: style === 'cents' || !whole ? 2 : 0, maximumFractionDigits: 2 });
  if (style === 'dollars' || style === 'cents') return `$${grouped}`;
  if (style === 'bare') return grouped;
  return whole ? String(n) : n.toFixed(2);
}

export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'iso' | 'mon';
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'mdy': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'mon': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    default: return iso;
  }
}

export function fullName(o: Owner, withCredential = true): string {
  return `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${withCredential && o.credential ? `, ${o.credential}` : ''}`;
}
export const lastFirst = (o: Owner) => `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;

export const einText = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const ssnText = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const sinText = (d: string, sep = ' ') => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

/** An owner's tax id as a form prints it: dashed, or masked to its last four (or three, for a SIN). */
export function personalId(o: Owner, masked: boolean, mask: '*' | 'X' | '•' = 'X'): string {
  if (o.taxIdType === 'SIN') return masked ? `${mask.repeat(3)} ${mask.repeat(3)} ${o.taxId.slice(6)}` : sinText(o.taxId);
  return masked ? `${mask.repeat(3)}-${mask.repeat(2)}-${o.taxId.slice(5)}` : ssnText(o.taxId);
}
/** The same for a 9-cell comb field: digits only, masked cells as the mask character. */
export const combId = (o: Owner, masked: boolean, mask = '*') => (masked ? mask.repeat(o.taxIdType === 'SIN' ? 6 : 5) + o.taxId.slice(o.taxIdType === 'SIN' ? 6 : 5) : o.taxId);

/** What each printed piece of an owner gives to the truth (paths relative to applicant i). */
export const ownerT = {
  name: (i: number, o: Owner): Patch => ({ [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last }),
  first: (i: number, o: Owner): Patch => ({ [`applicants[${i}].first_name`]: o.first }),
  last: (i: number, o: Owner): Patch => ({ [`applicants[${i}].last_name`]: o.last }),
  role: (i: number, o: Owner): Patch => ({ [`applicants[${i}].role`]: o.title }),
  share: (i: number, o: Owner): Patch => ({ [`applicants[${i}].ownership`]: o.ownership }),
  score: (i: number, o: Owner): Patch => (o.creditScore === null ? {} : { [`applicants[${i}].credit_score`]: o.creditScore }),
  dob: (i: number, o: Owner): Patch => ({ [`applicants[${i}].date_of_birth`]: o.dob }),
  /** A masked number gives nothing: not the number, nor its type or country (set 93's decision). */
  taxId: (i: number, o: Owner, masked: boolean): Patch => (masked ? {} : { [`applicants[${i}].tax_id`]: o.taxId,
    [`applicants[${i}].tax_id_type`]: o.taxIdType, [`applicants[${i}].tax_id_country`]: o.taxIdType === 'SIN' ? 'CA' : 'US' }),
};
