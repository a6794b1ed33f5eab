// independent90: seven fictional brokers' application forms for the smallest merchants (sole proprietors,
// husband-and-wife and general partnerships, single-member LLCs, tiny corporations), with exact truth. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Sheet, type Printed } from './sheet.ts';
import type { Layout } from './layouts/types.ts';
import { mainstreet } from './layouts/mainstreet.ts';
import { copperline } from './layouts/copperline.ts';
import { openroad } from './layouts/openroad.ts';
import { brightside } from './layouts/brightside.ts';
import { clipper } from './layouts/clipper.ts';
import { keystone } from './layouts/keystone.ts';
import { porchlight } from './layouts/porchlight.ts';

const LAYOUTS: readonly Layout[] = [mainstreet, copperline, openroad, brightside, clipper, keystone, porchlight];

export const INDEPENDENT90_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent90Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  /** Every value drawn (or held in a field) with the truth it gives; decoys flagged. */
  printed: Printed[];
  merchant: Merchant;
}

export async function generateIndependent90(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent90Form> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent90 layout ${layout}`);
  const rng = new Rng(`independent90:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), l.profile);
  const drawAs = opts.style === 'fillable' && opts.scan ? 'typed' : opts.style;
  const sheet = new Sheet(rng.fork('ink'), drawAs, l.typedFont, l.size);
  l.draw(merchant, sheet, rng.fork('layout'));
  let pdf = await sheet.end();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: sheet.truth(), broker: l.broker, printed: sheet.printed, merchant };
}
