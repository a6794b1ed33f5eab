// Independent generator 152: ordinary US ISO (broker) MCA applications from four fictional brokers (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeCase } from './data.ts';
import type { Placed, Sheet, Style } from './draw.ts';
import { buildTruth } from './formats.ts';
import { BLUEBIRD, bluebird } from './layout-bluebird.ts';
import { CRESTLINE, crestline } from './layout-crestline.ts';
import { HARBORVIEW, harborview } from './layout-harborview.ts';
import { KEYSTONE, keystone } from './layout-keystone.ts';

export type { Placed } from './draw.ts';

const LAYOUTS: Record<string, { broker: string; draw: typeof bluebird }> = {
  'bluebird-word': { broker: BLUEBIRD, draw: bluebird },
  'crestline-canva': { broker: CRESTLINE, draw: crestline },
  'harborview-sheet': { broker: HARBORVIEW, draw: harborview },
  'keystone-acrobat': { broker: KEYSTONE, draw: keystone },
};
export const INDEPENDENT152_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent152Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent152(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent152Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT152_LAYOUT_NAMES.join(', ')}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('scan applies to typed or handwritten forms only');
  const rng = new Rng(`independent152:${layout}:${seed}`);
  const c = makeCase(rng.fork('case'));
  const sheet: Sheet = l.draw(c, opts.style as Style, rng.fork('layout'));
  let pdf = await sheet.end();
  if (opts.scan) {
    const sr = rng.fork('scan');
    const preset = sr.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: buildTruth(sheet.placed, c.owners.length), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker,
    country: 'US', pages: sheet.page };
}
