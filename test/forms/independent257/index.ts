// Independent set 257: ordinary US ISO merchant cash advance applications from four invented brokers.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { makeMerchant } from './data.ts';
import { LAYOUTS } from './layouts.ts';

export type { Placed } from './canvas.ts';

export const INDEPENDENT257_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent257Result {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; country: 'US' | 'CA'; style: string;
  scan: boolean | 'phone'; locations: Placed[]; decoys: Placed[];
}

export async function generateIndependent257(layout: string, seed: number, opts: { style: Style; scan: boolean | 'phone' }): Promise<Independent257Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const rng = new Rng(`independent257:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), l.maxOwners);
  const cv = new Canvas(opts.style, rng.fork(`draw:${opts.style}`), l.valueFont, 9);
  const truth = l.draw(cv, merchant, rng.fork('print'));
  let pdf = await cv.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth, broker: l.broker, pages: cv.page, country: 'US', style: opts.style, scan: opts.scan, locations: cv.locations, decoys: cv.decoys };
}
