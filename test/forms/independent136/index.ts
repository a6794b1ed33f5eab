// Independent test set 136: renewal, refinance and consolidation applications from four fictional brokers.
// generateIndependent136(layout, seed, { style, scan }) -> { pdf, truth } with truth read by applications.md's rules.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { harborline, keystone } from './layouts-a.ts';
import { northlake, summitgate } from './layouts-b.ts';
import { Pen, type DecoyPrinted, type Mark, type Printed, type Style } from './pen.ts';

type Layout = (pen: Pen, rng: Rng) => TruthApplication;
const LAYOUTS: Record<string, { draw: Layout; title: string; valueFont: string; labelFont: string }> = {
  harborline_renewal: { draw: harborline, title: 'Harborline Renewal Application', valueFont: 'Courier', labelFont: 'Helvetica' },
  keystone_consolidation: { draw: keystone, title: 'Keystone Consolidation Application', valueFont: 'Helvetica', labelFont: 'Times-Roman' },
  northlake_ca_topup: { draw: northlake, title: 'Northlake Renewal / Top-Up', valueFont: 'Helvetica', labelFont: 'Helvetica' },
  summitgate_refinance: { draw: summitgate, title: 'Summit Gate Refinance Worksheet', valueFont: 'Courier', labelFont: 'Helvetica' },
};

export const INDEPENDENT136_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent136Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every value drawn that gives a truth path (checkbox: its label), with its AcroForm field name. */
  printed: Printed[];
  /** Values printed that are not the application's (existing advances, prior application, bank, landlord ...). */
  decoys: DecoyPrinted[];
  pages: number;
  mark: Mark;
  skews?: number[];
}

export async function generateIndependent136(layout: string, seed: number,
  opts: { style: Style; scan: boolean }): Promise<Independent136Result> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown independent136 layout ${layout}`);
  const rng = new Rng(`independent136:${layout}:${seed}`);
  const mark = rng.pick(['drawn', 'letter', 'glyph'] as const);
  const pen = new Pen(opts.style, rng.fork('pen'), mark, spec.valueFont, spec.labelFont, spec.title);
  const truth = spec.draw(pen, rng.fork('values'));
  let pdf = await pen.finish();
  let skews: number[] | undefined;
  if (opts.scan && opts.style !== 'fillable') {
    const scanner = seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER;
    const s = await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` });
    pdf = s.pdf; skews = s.skews;
  }
  return { pdf, truth, printed: pen.printed, decoys: pen.decoys, pages: pen.page, mark, ...(skews ? { skews } : {}) };
}
