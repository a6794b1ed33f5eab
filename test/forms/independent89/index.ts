// Independent form set 89: seven fictional MCA brokers' application forms whose pages a person must turn or unfold
// to read (landscape sheets, portrait forms stored sideways with and without /Rotate, an upside-down page, two-up
// sheets, a second page turned when the first is not). The truth is what a person reads after turning each page the
// right way (README.md).
import { scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Fills } from './fills.ts';
import { HARBORLINE } from './l1-harborline.ts';
import { QUILLSTONE } from './l2-quillstone.ts';
import { MERIDIAN } from './l3-meridian.ts';
import { TALLGRASS } from './l4-tallgrass.ts';
import { KETTERLY } from './l5-ketterly.ts';
import { BRAMBLEWOOD } from './l6-bramblewood.ts';
import { OSPREY } from './l7-osprey.ts';
import type { Layout } from './layout.ts';
import { makeCase, type Country } from './model.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

const LAYOUTS: readonly Layout[] = [HARBORLINE, QUILLSTONE, MERIDIAN, TALLGRASS, KETTERLY, BRAMBLEWOOD, OSPREY];

export const INDEPENDENT89_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent89Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  country: Country;
  style: Style;
  scan: boolean;
  /** Every value written on the form, with the truth paths it gives (none for decoys and context). */
  printed: Printed[];
}

export async function generateIndependent89(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent89Form> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown set-89 layout ${layout}`);
  const rng = new Rng(`set89:${layout}:${seed}`);
  const country = l.country(rng.fork('country'));
  const c = makeCase(rng.fork('case'), { country, maxOwners: l.maxOwners, soleProp: l.soleProp, terms: l.terms });
  const s = new Sheet(opts.style, opts.scan, rng.fork('sheet'), `${l.broker} - merchant application`, l.broker);
  l.draw({ s, c, fl: new Fills(c, rng.fork('fills')), rng: rng.fork('layout') });
  let pdf = await s.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `set89:${layout}:${seed}` })).pdf;
  return { pdf, truth: s.truth(country), layout, broker: l.broker, country, style: opts.style, scan: opts.scan, printed: s.printed };
}
