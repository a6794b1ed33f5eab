// Set 61: MCA / small-business-funding applications from ISOs in Texas, California, Arizona, Colorado, Georgia and
// Alberta / BC, written from applications.md alone. See README.md for the layouts and the truth decisions.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { frontRange, lonestar, pacific, saguaro } from './layouts-a.ts';
import { desertBloom, mapleLeaf, peachtree } from './layouts-b.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

type Draw = (s: Sheet, m: Merchant, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; country: 'US' | 'CA'; maxOwners: number }> = {
  lonestar_capital_tx: { draw: lonestar, country: 'US', maxOwners: 2 },
  pacific_crest_funding_ca: { draw: pacific, country: 'US', maxOwners: 3 },
  saguaro_business_funding_az: { draw: saguaro, country: 'US', maxOwners: 2 },
  front_range_merchant_co: { draw: frontRange, country: 'US', maxOwners: 3 },
  peachtree_advance_ga: { draw: peachtree, country: 'US', maxOwners: 3 },
  maple_leaf_capital_ab_bc: { draw: mapleLeaf, country: 'CA', maxOwners: 2 },
  desert_bloom_quick_app: { draw: desertBloom, country: 'US', maxOwners: 2 },
};
export const INDEPENDENT61_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[]; pages: number }

/** The form with what the test needs: the printed strings behind each truth value, and the decoys' texts. */
export async function buildIndependent61(layout: string, seed: number, style: Style): Promise<Built> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`set61:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), l.country, l.maxOwners);
  const s = new Sheet(style, r.fork(`style:${style}`), `${layout} application`);
  l.draw(s, m, r.fork('layout'));
  const pages = (s.doc as unknown as { _root: { data: { Pages: { data: { Count: number } } } } })._root.data.Pages.data.Count;
  const { pdf, truth } = await s.finish();
  return { pdf, truth, printed: s.printed, decoys: s.decoys, pages };
}

export async function generateIndependent61(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent61(layout, seed, o.style);
  if (!o.scan || o.style === 'fillable') return { pdf, truth };
  return { pdf: (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf, truth };
}
