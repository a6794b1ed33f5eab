import type { LayoutDef } from './layouts-a.ts';
import { lumen } from './layouts-a.ts';
export const northstar: LayoutDef = { ...lumen, name: 'northstar-summary' };
export const keystone: LayoutDef = { ...lumen, name: 'keystone-portal' };
export const maplewood: LayoutDef = { ...lumen, name: 'maplewood-ca' };
