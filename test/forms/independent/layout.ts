// What a broker's layout is: its country, fonts, field naming, look of values, and a draw function that places the
// merchant's values on a Sheet.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Country, Merchant } from './merchant.ts';
import type { Naming, Sheet } from './sheet.ts';
import type { Look, V } from './values.ts';

export interface Ctx {
  s: Sheet;
  m: Merchant;
  b: Record<string, V>;
  own: (i: number) => Record<string, V>;
  rng: Rng;
}

export interface Layout {
  country: Country;
  labelFont: string;
  valueFont: string;
  naming: Naming;
  maxOwners: number;
  look: (rng: Rng) => Look;
  draw: (c: Ctx) => void;
}

/** A value left blank on this form (an optional field the merchant skipped). */
export const BLANK: V = { text: '' };

/** `v`, or blank with probability `p`. */
export function maybe(rng: Rng, v: V, p: number): V {
  return rng.chance(p) ? BLANK : v;
}

export const header = (s: Sheet, title: string, sub: string, o: { x?: number; y?: number; size?: number; font?: string } = {}): void => {
  s.label(title, o.x ?? 36, o.y ?? 30, { size: o.size ?? 15, font: o.font ?? 'Helvetica-Bold' });
  s.label(sub, o.x ?? 36, (o.y ?? 30) + (o.size ?? 15) + 4, { size: 8.5, font: 'Helvetica' });
};
