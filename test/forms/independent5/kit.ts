// What the fifth set's layouts share: the layout's shape, the truth keys of an owner's values, and the printed
// wordings of entity types (each one equals an id, label or alias of the entity-types reference, as applications.md
// reads it; `Corporation` and `Inc.` are read by country).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Mark, Pen, ValueOpts } from './pen.ts';

export interface Layout {
  name: string;
  country: 'US' | 'CA';
  /** Fewest and most owners the form has room for. */
  owners: readonly [number, number];
  soleProp?: boolean;
  entities: readonly string[];
  mark: Mark;
  valueFont: string;
  /** Share of owners whose SSN/SIN the form masks. */
  maskSsn: number;
  draw(p: Pen, m: Merchant, r: Rng): void;
}

/** Free-text wordings of each entity id. */
export const ENTITY_WORDS: Record<string, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
  pllc: ['PLLC', 'Professional LLC'],
  c_corporation: ['Corporation', 'C-Corp', 'Corp', 'Inc.'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'],
  general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['LP', 'Limited Partnership'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
  ca_corporation: ['Corporation', 'Inc.', 'Ltd.'],
};

export const BIZ_TAX = ['business_tax_id', 'business_tax_id_type', 'business_tax_id_country'];
export const STATE = ['state_region', 'country'];
export const NAME = (i: number) => [`a${i}.first_name`, `a${i}.last_name`];
export const TAX = (i: number) => [`a${i}.tax_id`, `a${i}.tax_id_type`, `a${i}.tax_id_country`];
export const FREQ_WORD: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** A label, a dotted leader, then the value (the CRM-printout look). */
export function leader(p: Pen, label: string, x: number, y: number, lw: number): number {
  p.text(label, x, y, { size: 8 });
  const end = x + p.doc.font('Helvetica').fontSize(8).widthOfString(label) + 2;
  p.rule(end, y + 7, x + lw - 2, y + 7, { w: 0.5, dash: 0.8, color: '#777' });
  return x + lw + 2;
}

/** Truth keys of a printed value, or what it is when it gives no field of ours. */
export type Keys = string[] | 'decoy' | 'info';
export function put(p: Pen, value: string, x: number, y: number, w: number, keys: Keys, o: ValueOpts = {}): void {
  if (keys === 'decoy') p.decoy(value, x, y, w, o);
  else if (keys === 'info') p.info(value, x, y, w, o);
  else p.value(value, x, y, w, keys, o);
}

/** A boxed cell: the label small in its top-left corner, the value below it. */
export function cell(p: Pen, label: string, x: number, y: number, w: number, h: number, value: string, keys: Keys, o: { fill?: string } = {}): void {
  p.rect(x, y, w, h, { lw: 0.7, ...(o.fill ? { fill: o.fill, stroke: '#000' } : {}) });
  p.text(label, x + 3, y + 2.5, { size: 6.5 });
  put(p, value, x + 5, y + h - 13, w - 9, keys, { size: 10, h: 12 });
}
