// The trait layouts: documents written from a list of traits the parser reads least well (US sectioned statements
// without row balances, amounts before descriptions, lists printed twice, sweep accounts, notes, check images, a
// month without activity; rotated and two-column pages, fonts whose text layer lies; day-first dates over three
// months). Kept in their own catalog group (`TRAIT_LAYOUT_NAMES`) so neither the parser's 100% set (`LAYOUT_NAMES`)
// nor the world set changes: the lead gates them in once the parser reads them.

import type { LayoutDef } from './layouts.ts';
import { TRAIT_US_LAYOUTS } from './trait-us.ts';
import { TRAIT_US_LAYOUTS_2 } from './trait-us2.ts';
import { TRAIT_PAGE_LAYOUTS } from './trait-pages.ts';
import { TRAIT_LYING_LAYOUTS } from './trait-lying.ts';
import { TRAIT_ZA_LAYOUTS } from './trait-za.ts';

export const TRAIT_LAYOUT_LIST: readonly LayoutDef[] = [...TRAIT_US_LAYOUTS, ...TRAIT_US_LAYOUTS_2, ...TRAIT_PAGE_LAYOUTS, ...TRAIT_LYING_LAYOUTS, ...TRAIT_ZA_LAYOUTS];
