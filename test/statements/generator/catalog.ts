// Every layout the generator knows: the original twelve (layouts.ts) and the traps added later (layouts-more.ts).

import { BASE_LAYOUTS, type LayoutDef } from './layouts.ts';
import { MORE_LAYOUTS } from './layouts-more.ts';

export const LAYOUTS: readonly LayoutDef[] = [...BASE_LAYOUTS, ...MORE_LAYOUTS];
export const LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export function layoutByName(name: string): LayoutDef {
  const l = LAYOUTS.find((x) => x.name === name);
  if (!l) throw new Error(`unknown layout ${name}; known: ${LAYOUT_NAMES.join(', ')}`);
  return l;
}
