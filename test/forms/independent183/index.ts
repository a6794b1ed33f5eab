// Set 183: dense one-page underwriting intake forms of four fictional brokers, in three styles (typed, handwritten,
// fillable AcroForm) and as scans. The truth is built only from what the sheet recorded as printed, so a value that is
// not printed is null by construction. README.md describes the layouts and the decisions.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { truthFrom } from './assemble.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';
import type { Country } from './rules.ts';
import { IRONBRIDGE, drawIronbridge } from './layout-ironbridge.ts';
import { COBALT, drawCobalt } from './layout-cobalt.ts';
import { MAPLE, drawMaple } from './layout-maple.ts';
import { REDLINE, drawRedline } from './layout-redline.ts';

export type { Placed, Box, Style } from './sheet.ts';
export { truthFrom } from './assemble.ts';

interface LayoutDef {
  broker: string; country: Country; maxOwners: number; typedFont: string; typedSize: number;
  draw: (s: Sheet, m: Merchant, rng: Rng) => void;
}

const LAYOUTS: Record<string, LayoutDef> = {
  ironbridge: { ...IRONBRIDGE, draw: drawIronbridge },
  cobalt: { ...COBALT, draw: drawCobalt },
  maple: { ...MAPLE, draw: drawMaple },
  redline: { ...REDLINE, draw: drawRedline },
};

export const INDEPENDENT183_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent183Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: Country; pages: number;
}

export async function generateIndependent183(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent183Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent183 layout "${layout}"`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style "${String(opts.style)}"`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in form fields');
  // One stream for the merchant and one for the layout's choices, neither touched by the style: the three styles of a
  // seed print the same values in the same cells. The ink (handwriting jitter) has its own stream per style.
  const rng = new Rng(`independent183:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), def.country, def.maxOwners);
  const choices = rng.fork('layout');
  const scanRng = rng.fork('scan');
  const sheet = new Sheet(opts.style, new Rng(`independent183:${layout}:${seed}:${opts.style}:ink`),
    { typedFont: def.typedFont, typedSize: def.typedSize, title: `${def.broker} - Merchant Application`, author: def.broker });
  def.draw(sheet, merchant, choices);
  let pdf = await sheet.finish();
  if (opts.scan) {
    const tier = scanRng.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `independent183:${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: def.broker, country: def.country, pages: sheet.page };
}
