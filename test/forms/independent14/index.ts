// Seven fictional brokers' and funders' MCA application forms, as cluttered as real broker paperwork, each in three
// styles (typed, handwritten, fillable) and optionally scanned. Deterministic for (layout, seed, style).
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { build } from './build.ts';

export const INDEPENDENT14_LAYOUT_NAMES: readonly string[] = ['harborline_two_page', 'maple_north_ca', 'keystone_sidebar',
  'bluewater_owners_table', 'crescent_dense_grid', 'summit_checkbox_grid', 'pioneer_instructions'];

export async function generateIndependent14(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const made = await build(layout, seed, o.style, o.scan);
  const pdf = o.scan ? (await scanPdf(made.pdf, { seed: `${layout}:${seed}:${o.style}`, dpi: 200 })).pdf : made.pdf;
  return { pdf, truth: made.truth };
}
