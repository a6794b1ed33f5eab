// The seven layouts of set 91, one fictional broker each.
import type { LayoutDef } from './kit.ts';
import { bluegrass } from './layout-bluegrass.ts';
import { harborview } from './layout-harborview.ts';
import { keystone } from './layout-keystone.ts';
import { lakeshore } from './layout-lakeshore.ts';
import { northstar } from './layout-northstar.ts';
import { pinnacle } from './layout-pinnacle.ts';
import { ridgeline } from './layout-ridgeline.ts';

export const LAYOUTS: readonly LayoutDef[] = [ridgeline, harborview, keystone, northstar, bluegrass, pinnacle, lakeshore];
