// Set 35: applications from franchisees, multi-location merchants and businesses with parent, holding and affiliated
// companies. The applicant is the business that signs; franchisors, parents, affiliates, other locations, management
// companies and a holding company among the owners are printed but are never the application's values.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './merchant.ts';
import { LAYOUTS_A, type Layout } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { Pen, type Style } from './pen.ts';

const LAYOUTS: Layout[] = [...LAYOUTS_A, ...LAYOUTS_B];
export const INDEPENDENT35_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Rendered { pdf: Uint8Array; truth: TruthApplication; decoys: string[]; printed: { text: string; field: string | null }[]; broker: string }

/** The form and everything printed on it, before any scan. */
export async function render35(layout: string, seed: number, style: Style): Promise<Rendered> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent35:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), l.ca(r.fork('country')));
  const pen = new Pen(style, l.theme, r.fork(`pen:${style}`));
  l.draw(pen, m, r.fork('draw'));
  return { pdf: await pen.end(), truth: pen.app, decoys: pen.decoys, printed: pen.printed, broker: l.broker };
}

export async function generateIndependent35(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const { pdf, truth } = await render35(layout, seed, style);
  if (!o.scan) return { pdf, truth };
  const scanned = await scanPdf(pdf, { ...OFFICE_SCANNER, seed });
  return { pdf: scanned.pdf, truth };
}
