// The third independent form generator: 7 brokers' layouts in three value styles (typed, handwritten, fillable),
// optionally scanned, each with the truth as applications.md reads the printed values.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { LAYOUTS_A, type Layout } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { makeMerchant } from './model.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

const LAYOUTS: Layout[] = [...LAYOUTS_A, ...LAYOUTS_B];
export const INDEPENDENT3_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);
export const INDEPENDENT3_STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent3Form { pdf: Uint8Array; truth: TruthApplication; layout: string; style: Style; printed: Printed[] }

export async function generateIndependent3(layout: string, seed: number | string, o: { style?: Style; scan?: boolean } = {}): Promise<Independent3Form> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const style = o.style ?? 'typed';
  const scan = o.scan === true;
  const rng = new Rng(`independent3/${layout}/${seed}`);
  const merchant = makeMerchant(rng, l.merchant);
  const sheet = new Sheet(style, `${layout}/${seed}/${style}`, scan, l.landscape === true);
  const truth = l.draw(sheet, merchant, rng);
  let pdf = await sheet.finish();
  if (scan) pdf = (await scanPdf(pdf, { seed: `${layout}/${seed}/${style}`, dpi: 200 })).pdf;
  return { pdf, truth, layout, style, printed: sheet.printed };
}
