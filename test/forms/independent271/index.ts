// Set 271: five fictional brokers' / funders' application forms filled in by hand (or typed, or as fillable PDFs),
// written without reading the product's reader. See README.md for the layouts and the truth decisions.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { Decoy, Location, TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './data.ts';
import { Form, type Style } from './form.ts';
import { BLUESTONE, HARBOR, MAPLE, type Layout } from './layouts-a.ts';
import { KEYSTONE, SUNBELT } from './layouts-b.ts';

const LAYOUTS: Layout[] = [HARBOR, BLUESTONE, MAPLE, SUNBELT, KEYSTONE];
export const INDEPENDENT271_LAYOUT_NAMES: string[] = LAYOUTS.map((l) => l.name);

export interface Generated271 {
  pdf: Uint8Array; truth: TruthApplication; locations: Location[]; decoys: Decoy[];
  layout: string; seed: number; style: Style; scan: boolean | 'phone'; pages: number;
}

export async function generateIndependent271(layout: string, seed: number, opts: { style: Style; scan: boolean | 'phone' }): Promise<Generated271> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in its AcroForm');
  const rng = new Rng(`independent271:${layout}:${seed}`);
  // the merchant does not depend on the style, so the three styles of one seed hold the same application
  const caps = opts.style === 'handwritten' ? rng.fork('caps').chance(0.7) : rng.fork('caps').chance(0.25);
  const m = makeMerchant(rng.fork('merchant'), { caps, country: l.country, maxOwners: l.maxOwners, entities: l.entities, soleProp: l.soleProp });
  const f = new Form(opts.style, rng.fork(`draw:${opts.style}`), ...l.fonts);
  l.draw(f, m);
  let pdf = await f.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: f.truth, locations: f.locations, decoys: f.decoys, layout, seed, style: opts.style, scan: opts.scan, pages: f.page };
}
