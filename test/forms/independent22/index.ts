// Set 22: many owners and guarantors. Seven brokers'/funders' application forms with 1-4 owners and decoy people.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { cards, columns, type Layout } from './layouts-a.ts';
import { perpage, schedule, wraptable } from './layouts-b.ts';
import { short, split } from './layouts-c.ts';
import { makeMerchant } from './model.ts';
import { Pen, type Printed, type Style } from './pen.ts';

const LAYOUTS: Record<string, Layout> = { columns, cards, schedule, wraptable, perpage, split, short };
export const INDEPENDENT22_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated { pdf: Uint8Array; truth: TruthApplication; printed: Printed[] }

export async function generateIndependent22(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated> {
  const draw = LAYOUTS[layout];
  if (!draw) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent22:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'));
  const pen = new Pen(rng.fork('pen'), o.style, o.scan, `${layout} application`);
  draw(pen, m, rng.fork('layout'));
  let pdf = await pen.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(rng.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: pen.truth(), printed: pen.printed };
}
