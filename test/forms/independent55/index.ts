// Set 55: dense credit applications of fictional equipment-finance and revenue-based-finance funders, with the exact
// truth of what each prints (README.md says what each layout imitates and every truth decision).
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { merchant, type Merchant } from './data.ts';
import { Sheet, type Style } from './draw.ts';
import { ironbridge, tallgrass } from './layouts-a.ts';
import { cobalt, marrowFinch } from './layouts-b.ts';
import { keelstone, parhelion } from './layouts-c.ts';
import { sableCreek } from './layouts-d.ts';

type Layout = (s: Sheet, m: Merchant, r: Rng) => TruthApplication;
const LAYOUTS: Record<string, [string, Layout]> = {
  ironbridge_equipment: ['Ironbridge Equipment Capital', ironbridge],
  tallgrass_rbf: ['Tallgrass Revenue Partners', tallgrass],
  cobalt_ridge_leasing: ['Cobalt Ridge Leasing', cobalt],
  marrow_finch_rbf: ['Marrow & Finch Revenue Finance', marrowFinch],
  keelstone_commercial: ['Keelstone Commercial Funding', keelstone],
  parhelion_working_capital: ['Parhelion Working Capital', parhelion],
  sable_creek_equipment: ['Sable Creek Equipment Finance', sableCreek],
};

export const INDEPENDENT55_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Options { style: Style; scan: boolean }

/** The form, its truth, and the printed values that are not the application's (for tests). */
export async function generateIndependent55Full(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication; decoys: string[] }> {
  const entry = LAYOUTS[layout];
  if (!entry) throw new Error(`independent55: unknown layout ${layout}`);
  const [funder, draw] = entry;
  const r = new Rng(`independent55:${layout}:${seed}`);
  const m = merchant(r.fork('merchant'));
  const sheet = new Sheet(o.style, r.fork(`style:${o.style}`), `${funder} - Credit Application`);
  const truth = draw(sheet, m, r.fork('layout'));
  let pdf = await sheet.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `independent55:${layout}:${seed}` })).pdf;
  return { pdf, truth, decoys: sheet.decoys };
}

export async function generateIndependent55(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent55Full(layout, seed, o);
  return { pdf, truth };
}
