// Independent set 6: seven fictional brokers' application forms with exact truth, written from applications.md alone.
// generateIndependent6(layout, seed, { style, scan }) gives the PDF and the application as the rules read it.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { LAYOUTS_A, type Layout } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { makeMerchant } from './merchant.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

const LAYOUTS: Layout[] = [...LAYOUTS_A, ...LAYOUTS_B];

export const INDEPENDENT6_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent6Form {
  pdf: Uint8Array; truth: TruthApplication;
  /** Values drawn (text or AcroForm field), decoys drawn, and checkbox fields with their state: for the tests. */
  printed: Printed[]; decoys: string[]; checks: { field: string; checked: boolean }[];
}

export async function buildIndependent6(layout: string, seed: number | string, o: { style?: Style; scan?: boolean } = {}): Promise<Independent6Form> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const style = o.style ?? 'typed';
  const scan = o.scan ?? false;
  const r = new Rng(`independent6:${layout}:${seed}:layout`);
  const m = makeMerchant(seed, layout, l.country, r.int(l.owners[0], l.owners[1]));
  const sheet = new Sheet(style, scan, `${layout}:${seed}:${style}`);
  l.draw(sheet, m, r);
  let pdf = await sheet.bytes();
  if (scan) pdf = (await scanPdf(pdf, { seed: `independent6:${layout}:${seed}:${style}`, dpi: 200 })).pdf;
  return { pdf, truth: sheet.truth, printed: sheet.printed, decoys: sheet.decoys, checks: sheet.checks };
}

export async function generateIndependent6(layout: string, seed: number | string, o: { style?: Style; scan?: boolean } = {}): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const f = await buildIndependent6(layout, seed, o);
  return { pdf: f.pdf, truth: f.truth };
}
