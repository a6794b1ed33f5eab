import type { LayoutDef } from './layouts.ts';

export const COUNTRY_LAYOUTS_2: readonly LayoutDef[] = [];
