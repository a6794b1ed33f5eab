// The world layouts (issue 20): documents merchants send besides US/Canadian monthly statements. Kept in their own
// catalog group (`WORLD_LAYOUT_NAMES`) so the parser's 100% set (`LAYOUT_NAMES`) is unchanged by them.

import type { LayoutDef } from './layouts.ts';
import { PRINTOUT_LAYOUTS } from './world-printouts.ts';
import { STATEMENT_LAYOUTS } from './world-statements.ts';
import { MORE_WORLD_LAYOUTS } from './world-more.ts';
import { EXTRA_LAYOUTS } from './world-extra.ts';
import { EXTRA_LAYOUTS_2 } from './world-extra2.ts';
import { KIND_LAYOUTS } from './world-kinds.ts';
import { KIND_LAYOUTS_2 } from './world-kinds2.ts';
import { KIND_LAYOUTS_3 } from './world-kinds3.ts';
import { KIND_LAYOUTS_4 } from './world-kinds4.ts';
import { JUDGE_LAYOUTS } from './world-judges.ts';
import { CARD_LAYOUTS } from './world-cards.ts';
import { CARD_LAYOUTS_2 } from './world-cards2.ts';

export const WORLD_LAYOUTS: readonly LayoutDef[] = [...PRINTOUT_LAYOUTS, ...STATEMENT_LAYOUTS, ...MORE_WORLD_LAYOUTS, ...EXTRA_LAYOUTS, ...EXTRA_LAYOUTS_2, ...KIND_LAYOUTS, ...KIND_LAYOUTS_2, ...KIND_LAYOUTS_3, ...KIND_LAYOUTS_4, ...JUDGE_LAYOUTS, ...CARD_LAYOUTS, ...CARD_LAYOUTS_2];
/** The credit-card kinds (documents that are no bank statement: truth `document_kind: "credit_card"`, `statements: []`). */
export const CARD_LAYOUT_NAMES: readonly string[] = ['credit_card_statement', ...[...CARD_LAYOUTS, ...CARD_LAYOUTS_2].map((l) => l.name)];
