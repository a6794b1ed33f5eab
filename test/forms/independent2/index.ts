// The second independent application-form generator: brokers' layouts written from applications.md alone, each form
// with its exact truth. generateIndependent2(layout, seed, {style, scan}) is deterministic for its arguments.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Style } from './draw.ts';
import type { Layout } from './layout.ts';
import { harborQuickapp, northstarBilingual } from './layouts-a.ts';
import { keystoneComb, ledgerMatrix } from './layouts-b.ts';
import { atlasIsoSheet, meridianCircle } from './layouts-c.ts';
import { pinecrestFunder } from './layouts-d.ts';
import { makeMerchant } from './model.ts';
import { truthOf } from './rules.ts';

export type { Style } from './draw.ts';
export { STYLES } from './draw.ts';

const LAYOUTS: Layout[] = [harborQuickapp, northstarBilingual, ledgerMatrix, keystoneComb, meridianCircle, atlasIsoSheet, pinecrestFunder];
export const INDEPENDENT2_LAYOUT_NAMES: string[] = LAYOUTS.map((l) => l.name);

export interface Independent2Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  style: Style;
  /** Values printed that are not the application's (for the generator's tests). */
  decoys: string[];
}

export async function generateIndependent2(layout: string, seed: number, o: { style?: Style; scan?: boolean } = {}): Promise<Independent2Form> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT2_LAYOUT_NAMES.join(', ')}`);
  const style = o.style ?? 'typed';
  const r = new Rng(`${layout}:${seed}`);
  const country = r.pick(l.countries);
  const m = makeMerchant(`${layout}:${seed}`, country, l.owners);
  const sheet = new Sheet(style, `${layout}:${seed}:${style}`, `${layout} application`);
  sheet.flatten = Boolean(o.scan) && style === 'fillable';
  const printed = l.draw(sheet, m, r);
  const truth = truthOf(m, printed);
  let pdf = await sheet.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { seed })).pdf;
  return { pdf, truth, layout, style, decoys: sheet.decoys };
}
