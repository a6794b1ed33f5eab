import type { LayoutDef } from './layouts.ts';

export const COUNTRY_LAYOUTS_3: readonly LayoutDef[] = [];
