// Set 20: industry-specific MCA applications (medical/dental practice, trucking carrier, restaurant, contractor,
// e-commerce seller, salon with booth renters, auto repair shop), each with its industry's own numbers as decoys.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Printed, type Style } from './kit.ts';
import { merchant, type IndustrySpec, type Merchant } from './merchant.ts';
import { CARRIER, carrier, PRACTICE, practice } from './layouts-a.ts';
import { CONTRACTOR, contractor, RESTAURANT, restaurant } from './layouts-b.ts';
import { ECOMMERCE, ecommerce } from './layouts-c.ts';
import { AUTO, auto, SALON, salon } from './layouts-d.ts';

interface Layout { spec: IndustrySpec; draw: (s: Sheet, m: Merchant) => void; landscape?: boolean }
const LAYOUTS: Record<string, Layout> = {
  practice_cells: { spec: PRACTICE, draw: practice },
  carrier_lines: { spec: CARRIER, draw: carrier },
  restaurant_two_page: { spec: RESTAURANT, draw: restaurant },
  contractor_numbered: { spec: CONTRACTOR, draw: contractor },
  ecommerce_table: { spec: ECOMMERCE, draw: ecommerce },
  salon_underlined: { spec: SALON, draw: salon },
  auto_landscape: { spec: AUTO, draw: auto, landscape: true },
};

export const INDEPENDENT20_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; scanned: boolean }

/** The form with what was printed where (for this set's own test). */
export async function buildIndependent20(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent20:${layout}:${seed}`);
  const m = merchant(rng, l.spec);
  const s = new Sheet(new Rng(`independent20:${layout}:${seed}:page:${o.style}`), o.style, o.scan, l.landscape ?? false);
  l.draw(s, m);
  let pdf = await s.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(rng.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `independent20:${layout}:${seed}` })).pdf;
  return { pdf, truth: s.truth, printed: s.printed, scanned: o.scan };
}

export async function generateIndependent20(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent20(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
