// Independent generator, set 220: word-processor MCA application forms of four fictional US brokers (see README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { applicationFrom, type Decoy, type Location, type TruthApplication } from '../generator/truth.ts';
import { Kit, type Placed, type Style } from './kit.ts';
import { BLUEGRASS, HARBOR, type Layout } from './layouts-a.ts';
import { COPPERLINE, LONESTAR } from './layouts-b.ts';
import { makeMerchant } from './model.ts';

const LAYOUTS: Layout[] = [BLUEGRASS, HARBOR, COPPERLINE, LONESTAR];
export const INDEPENDENT220_LAYOUT_NAMES: string[] = LAYOUTS.map((l) => l.name);

export interface Independent220Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Location[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
  /** The raw placements (with layout keys), for tests. */
  raw: Placed[];
}

export async function generateIndependent220(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean | 'phone' }): Promise<Independent220Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const style: Style = opts.style;
  if (style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const base = new Rng(`independent220:${layout}:${seed}`);
  const m = makeMerchant(base.fork('merchant'), { maxOwners: l.maxOwners, lastFirst: l.lastFirst, creds: l.creds, masked: l.masked,
    scores: l.scores, dateFmts: l.dateFmts });
  const k = new Kit(style, new Rng(`independent220:${layout}:${seed}:ink:${style}`), l.look);
  l.draw(k, m, base.fork('layout'));
  let pdf = await k.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  const { application, locations, decoys } = applicationFrom(k.placed);
  return { pdf, truth: application, placed: locations, decoys, broker: l.broker, country: 'US', pages: k.page, raw: k.placed };
}
