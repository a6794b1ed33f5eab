// Set 94: seven fictional brokers' application forms whose text layer is not what a person sees: words drawn out of
// order, one object per character, split words, letter-spaced / scaled / small-caps labels, and text a viewer never
// shows (white on white, invisible render mode, clipped away, whited-out template placeholders). The truth is what is
// visible. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeDeal } from './model.ts';
import { Sheet, type Hidden, type Mark, type Style } from './sheet.ts';
import type { LayoutDef } from './layout.ts';
import { QUILLFEATHER } from './quillfeather.ts';
import { BRAMBLEGATE } from './bramblegate.ts';
import { CINDERHILL } from './cinderhill.ts';
import { DOVETAIL } from './dovetail.ts';
import { EMBERLYN } from './emberlyn.ts';
import { FOXMOOR } from './foxmoor.ts';
import { GLASSWING } from './glasswing.ts';

const DEFS: readonly LayoutDef[] = [QUILLFEATHER, BRAMBLEGATE, CINDERHILL, DOVETAIL, EMBERLYN, FOXMOOR, GLASSWING];
export const INDEPENDENT94_LAYOUT_NAMES: readonly string[] = DEFS.map((l) => l.name);

export interface Independent94Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  country: 'US' | 'CA';
  style: Style;
  scan: boolean;
  /** Every visible value with where it is printed and the fields it gives (none for decoys). */
  marks: Mark[];
  /** Text in the page's text layer that a viewer does not show. */
  hidden: Hidden[];
  /** Visible text boxes (labels, values), for checking that hidden text shows nothing. */
  inks: { page: number; box: [number, number, number, number] }[];
}

export async function generateIndependent94(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent94Form> {
  const def = DEFS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown independent94 layout ${layout}`);
  const rng = new Rng(`independent94:${layout}:${seed}`);
  const country = def.country(rng.fork('country'));
  const d = makeDeal(rng.fork('deal'), { country, maxOwners: def.maxOwners });
  const r = rng.fork('layout');
  const s = new Sheet(rng.fork('sheet'), opts.style, opts.scan, def.sheet);
  const order = def.build({ d, r, s });
  let pdf = await s.finish(order);
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `independent94:${layout}:${seed}` })).pdf;
  return { pdf, truth: s.truth(), layout, broker: def.broker, country, style: opts.style, scan: opts.scan, marks: s.marks, hidden: s.hidden, inks: s.inks };
}

export const INDEPENDENT94_LAYOUTS: readonly Pick<LayoutDef, 'name' | 'broker' | 'look'>[] = DEFS;
