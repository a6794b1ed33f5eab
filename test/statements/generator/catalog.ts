// Every layout the generator knows: the original twelve (layouts.ts), the traps added later (layouts-more.ts), and,
// in a separate group, the layouts of documents from other countries and portals (world-*.ts, issue 20).
// `LAYOUT_NAMES` is the set the parser is held to 100% on (generated-layouts.ts iterates it); `WORLD_LAYOUT_NAMES`
// is kept apart so adding world layouts does not change that set; `TRAIT_LAYOUT_NAMES` likewise. `generate(name, seed)` and the CLI make both.

import { BASE_LAYOUTS, type LayoutDef } from './layouts.ts';
import { MORE_LAYOUTS } from './layouts-more.ts';
import { WORLD_LAYOUTS as WORLD_BASE } from './world-layouts.ts';
export { CARD_LAYOUT_NAMES } from './world-layouts.ts';
import { COUNTRY_LAYOUTS } from './world-countries.ts';
import { TRAIT_LAYOUT_LIST } from './trait-layouts.ts';
import { UNSEEN_TRAIT_LAYOUT_LIST } from './unseen-traits.ts';

export const WORLD_LAYOUTS: readonly LayoutDef[] = [...WORLD_BASE, ...COUNTRY_LAYOUTS];
export const LAYOUTS: readonly LayoutDef[] = [...BASE_LAYOUTS, ...MORE_LAYOUTS];
export const LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);
export const WORLD_LAYOUT_NAMES: readonly string[] = WORLD_LAYOUTS.map((l) => l.name);
/** Trait layouts (trait-layouts.ts): a group of their own, in neither list above, until the parser reads them. */
export const TRAIT_LAYOUTS: readonly LayoutDef[] = TRAIT_LAYOUT_LIST;
export const TRAIT_LAYOUT_NAMES: readonly string[] = TRAIT_LAYOUTS.map((l) => l.name);
/** Unseen trait layouts (unseen-traits.ts): written without reading the parser, held out of every list above
 *  (ALL_LAYOUT_NAMES included) so no test iterates them; scripts/unseen-traits.ts scores them. */
export const UNSEEN_TRAIT_LAYOUTS: readonly LayoutDef[] = UNSEEN_TRAIT_LAYOUT_LIST;
export const UNSEEN_TRAIT_LAYOUT_NAMES: readonly string[] = UNSEEN_TRAIT_LAYOUTS.map((l) => l.name);
export const ALL_LAYOUT_NAMES: readonly string[] = [...LAYOUT_NAMES, ...WORLD_LAYOUT_NAMES, ...TRAIT_LAYOUT_NAMES];

export function layoutByName(name: string): LayoutDef {
  const l = LAYOUTS.find((x) => x.name === name) ?? WORLD_LAYOUTS.find((x) => x.name === name) ?? TRAIT_LAYOUTS.find((x) => x.name === name)
    ?? UNSEEN_TRAIT_LAYOUTS.find((x) => x.name === name);
  if (!l) throw new Error(`unknown layout ${name}; known: ${[...ALL_LAYOUT_NAMES, ...UNSEEN_TRAIT_LAYOUT_NAMES].join(', ')}`);
  return l;
}
