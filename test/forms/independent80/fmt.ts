// Printing helpers for set 80: money, dates, names and tax IDs in the ways these forms print them, each with the truth
// tag it gives (nothing for a masked or blank value).
import type { Rng } from '../../statements/generator/prng.ts';
import { MONTHS } from './data.ts';
import type { Model, Owner } from './model.ts';
import type { Tag } from './sheet.ts';

export type Money = 'cents' | 'plain' | 'spaced' | 'bare';
export function money(n: number, f: Money = 'plain'): string {
  const whole = Number.isInteger(n) && f !== 'cents';
  const s = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
  return f === 'bare' ? s.replace(/,/g, '') : f === 'spaced' ? `$ ${s}` : `$${s}`;
}

export type DateF = 'us' | 'short' | 'long' | 'iso' | 'dash';
export function date(d: Date, f: DateF): string {
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0'), dd = String(d.getUTCDate()).padStart(2, '0'), y = d.getUTCFullYear();
  if (f === 'short') return `${mm}/${dd}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${y}`;
  if (f === 'iso') return `${y}-${mm}-${dd}`;
  if (f === 'dash') return `${mm}-${dd}-${y}`;
  return `${mm}/${dd}/${y}`;
}
export const iso = (d: Date): string => d.toISOString().slice(0, 10);

export const who = (i: number): string => `applicants.${i}.`;

/** A principal's name as printed (`First M. Last, CPA` or `Last, First M.`) and the truth it gives. */
export function ownerName(o: Owner, i: number, lastFirst = false): { text: string; tag: Tag } {
  const mid = o.middle ? ` ${o.middle}` : '';
  const text = lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred}`;
  return { text, tag: { [`${who(i)}first_name`]: o.first, [`${who(i)}last_name`]: o.last } };
}

export function ownerTaxId(o: Owner, i: number): { text: string; tag?: Tag } {
  const digits = o.taxId.replace(/\D/g, '');
  if (o.masked) return { text: o.taxIdType === 'SIN' ? `XXX XXX ${digits.slice(6)}` : `XXX-XX-${digits.slice(5)}` };
  return { text: o.taxId, tag: { [`${who(i)}tax_id`]: digits, [`${who(i)}tax_id_type`]: o.taxIdType, [`${who(i)}tax_id_country`]: o.taxIdType === 'SIN' ? 'CA' : 'US' } };
}

export function bizTaxId(m: Model): { text: string; tag?: Tag } {
  if (m.taxMasked) return { text: m.ca ? `*****${m.taxId.slice(5, 9)} RC0001` : m.taxIdType === 'SSN' ? `***-**-${m.taxId.slice(-4)}` : `**-***${m.taxId.slice(-4)}` };
  return { text: m.taxId, tag: { business_tax_id: m.taxId.replace(/[^0-9A-Z]/g, ''), business_tax_id_type: m.taxIdType, business_tax_id_country: m.ca ? 'CA' : 'US' } };
}

export const pct = (o: Owner, i: number, f: 'sign' | 'bare' = 'sign'): { text: string; tag: Tag } =>
  ({ text: f === 'sign' ? `${o.pct}%` : String(o.pct), tag: { [`${who(i)}ownership`]: o.pct } });

/** Labels a form prints for an entity id: the checkbox it ticks among `options`, or the "Other" text. */
const LABELS: Record<string, string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C-Corp', 'C Corporation', 'Corp.'],
  s_corporation: ['S-Corp', 'S Corporation', 'Subchapter S'], limited_partnership: ['Limited Partnership', 'LP'],
  general_partnership: ['Partnership', 'General Partnership'], pllc: ['PLLC', 'Professional LLC'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Individual'], ca_corporation: ['Corporation', 'Incorporated'],
};
export function entityChoice(id: string, options: string[]): { on: number; other: string | null; text: string } {
  const labels = LABELS[id]!;
  const on = options.findIndex((o) => labels.includes(o));
  if (on >= 0) return { on, other: null, text: options[on]! };
  return { on: options.findIndex((o) => o.startsWith('Other')), other: labels[0]!, text: labels[0]! };
}
export const entityText = (id: string, r: Rng): string => r.pick(LABELS[id]!);
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'];
