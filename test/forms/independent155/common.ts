// What the four layouts share: their interface, the checkbox options as values, and the boilerplate paragraphs.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, Look } from './canvas.ts';
import type { Draft, Val } from './data.ts';
import { ENTITY_BOXES, FREQ_BOXES } from './pools.ts';

export interface Layout {
  name: string;
  broker: string;
  /** Share of seeds that are Canadian applications. */
  caShare: number;
  look: Look;
  draw(c: Canvas, d: Draft, rng: Rng): void;
}

/** The entity checkbox row: [label, checked, the value recorded when checked]. "Other" is last. */
export function entityBoxes(d: Draft): [string, boolean, Val | null][] {
  const rows: [string, boolean, Val | null][] = ENTITY_BOXES[d.country].map(([label]) => [label, d.entityBox === label,
    d.entityBox === label ? { key: 'business.entity', text: label, fields: d.entityText.fields } : null]);
  const other = d.entityBox === null;
  rows.push(['Other', other, other ? { key: 'business.entity_box', text: 'Other', fields: {} } : null]);
  return rows;
}

/** The payment-frequency checkbox row. */
export function freqBoxes(d: Draft): [string, boolean, Val | null][] {
  return FREQ_BOXES.map(([label]) => [label, d.freqBox === label,
    d.freqBox === label ? { key: 'funding.freq', text: label, fields: d.freq.fields } : null]);
}

export function authText(d: Draft, broker: string): string {
  const base = `By signing below, each owner certifies that the information in this application is true and complete and authorizes ${broker}, ` +
    'its funding partners and their assigns to obtain consumer and business credit reports, verify bank and trade references, and ' +
    'contact landlords and creditors named above. The owners understand that a purchase of future receivables is not a loan.';
  return d.country === 'CA'
    ? `${base} PIPEDA consent: the owners consent to the collection, use and disclosure of their personal information, including their SIN where given, for the purposes above, as described in the Personal Information Protection and Electronic Documents Act.`
    : base;
}

export const isUS = (d: Draft): boolean => d.country === 'US';
export const blankVal = (key: string): Val => ({ key, text: '', fields: {} });
