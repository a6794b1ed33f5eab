// Independent generator, set 267: older and typewriter-style merchant application forms (dot leaders, captions under
// the rule, numbered lines, a left margin label column, a photocopied Canadian original), each with its exact truth.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './data.ts';
import { Sheet, type DecoyLoc, type Loc, type Style } from './draw.ts';
import { LAYOUTS } from './layouts.ts';

export type { DecoyLoc, Loc, Style } from './draw.ts';

export const INDEPENDENT267_LAYOUT_NAMES: string[] = LAYOUTS.map((l) => l.name);

export interface Independent267Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  locations: Loc[];
  decoys: DecoyLoc[];
  generator: { layout: string; seed: number; style: Style; scan: boolean | 'phone'; broker: string; country: string };
  pages: number;
}

export async function generateIndependent267(layout: string, seed: number, opts: { style: Style; scan: boolean | 'phone' }): Promise<Independent267Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm widgets');
  const merchant = makeMerchant(new Rng(`267:${layout}:${seed}`), l.gen);
  const sheet = new Sheet(opts.style, new Rng(`267:${layout}:${seed}:${opts.style}`));
  l.draw(sheet, merchant);
  let pdf = await sheet.bytes();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `267:${layout}:${seed}` })).pdf;
  return {
    pdf, truth: sheet.truth(), locations: sheet.locs, decoys: sheet.decoys,
    generator: { layout, seed, style: opts.style, scan: opts.scan, broker: l.broker, country: l.gen.country },
    pages: sheet.page + 1,
  };
}
