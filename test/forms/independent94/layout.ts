// What a set-94 layout is: a fictional broker's form, built on a Sheet from one deal, with the order its software
// writes the page's text in.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Country, Deal } from './model.ts';
import type { OrderFn, Sheet, SheetOpts } from './sheet.ts';

export interface Ctx { d: Deal; r: Rng; s: Sheet }
export interface LayoutDef {
  name: string;
  broker: string;
  look: string;
  country: (r: Rng) => Country;
  maxOwners: number;
  sheet: SheetOpts;
  build: (c: Ctx) => OrderFn;
}

/** Field names as generic form software numbers them (Text1, Text2 ...). */
export function counter(prefix: string, pad = 0): (hint?: string) => string {
  let n = 0;
  return () => `${prefix}${String(++n).padStart(pad, '0')}`;
}
