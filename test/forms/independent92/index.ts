// Independent set 92: seven fictional brokers' application forms built around people's and businesses' names as they
// really come. `generateIndependent92(layout, seed, { style, scan })` gives the PDF and its truth (README.md).
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { buildTruth, type Layout } from './kit.ts';
import { HARBOR } from './layout-harbor.ts';
import { KEYSTONE } from './layout-keystone.ts';
import { PINECREST } from './layout-pinecrest.ts';
import { REDLINE } from './layout-redline.ts';
import { MAPLE } from './layout-maple.ts';
import { SUNBELT } from './layout-sunbelt.ts';
import { ATLAS } from './layout-atlas.ts';
import { makeModel, type Model } from './model.ts';
import { Sheet, type CheckPut, type Put, type Style } from './sheet.ts';

const LAYOUTS: readonly Layout[] = [KEYSTONE, HARBOR, PINECREST, REDLINE, MAPLE, SUNBELT, ATLAS];

export const INDEPENDENT92_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent92Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  style: Style;
  scan: boolean;
  /** Every printed value (text, lines, truth fields; decoys flagged) and every checkbox, for tests. */
  puts: Put[];
  checks: CheckPut[];
  /** Printed values that must never become application values (ISO rep, landlord, references, bank, funders ...). */
  decoys: { key: string; text: string }[];
  model: Model;
}

export async function generateIndependent92(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent92Result> {
  const def = LAYOUTS.find((l) => l.name === layout);
  if (!def) throw new Error(`unknown independent92 layout ${layout}; known: ${INDEPENDENT92_LAYOUT_NAMES.join(', ')}`);
  const rng = new Rng(`independent92:${layout}:${seed}`);
  const model = makeModel(rng.fork('model'), def.model);
  // A scanned fillable form is the printed, filled form: its values drawn as typed text.
  const drawStyle: Style = opts.style === 'fillable' && opts.scan ? 'typed' : opts.style;
  const sheet = new Sheet(drawStyle, rng.fork('pen'), def.typedFont, def.size, `${def.broker} - Merchant Application`);
  def.draw(sheet, model, rng.fork('layout'));
  let pdf = await sheet.finish();
  const truth = buildTruth(sheet.puts, sheet.checks);
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `independent92:${layout}:${seed}` })).pdf;
  return { pdf, truth, layout, broker: def.broker, style: opts.style, scan: opts.scan, puts: sheet.puts, checks: sheet.checks, model,
    decoys: sheet.puts.filter((p) => p.decoy && p.text).map((p) => ({ key: p.key, text: p.text })) };
}
