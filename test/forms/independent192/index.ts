// Independent generator 192: merchant applications filled in a phone app or a web portal and printed to PDF
// (README.md). `generateIndependent192(layout, seed, {style, scan})` gives the PDF, its truth (applications.md's
// reading of what is printed), where each value and each decoy was placed, the broker, the country and the pages.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import type { Layout } from './layout.ts';
import { buildModel, truthOf } from './model.ts';
import { FUNDPILOT } from './fundpilot.ts';
import { MAPLEBRIDGE } from './maplebridge.ts';
import { NORTHBEAM } from './northbeam.ts';
import { SWIFTLANE } from './swiftlane.ts';

export type { Placed, Box, Style } from './canvas.ts';

const LAYOUTS: Layout[] = [SWIFTLANE, FUNDPILOT, NORTHBEAM, MAPLEBRIDGE];
export const INDEPENDENT192_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Generated {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

/** The application the placed values give, path by path (a value placed twice must agree with itself). */
export function truthFromPlaced(placed: Placed[], owners: number): TruthApplication {
  const app = emptyApplication();
  const empty: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
    tax_id_type: null, tax_id_country: null, date_of_birth: null };
  app.applicants = Array.from({ length: owners }, () => ({ ...empty }));
  const seen = new Map<string, unknown>();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} placed as ${String(seen.get(path))} and ${String(v)}`);
      seen.set(path, v);
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      const target = (a ? app.applicants[Number(a[1])] : app) as unknown as Record<string, unknown> | undefined;
      const key = a ? a[2]! : path;
      if (!target || !(key in target)) throw new Error(`unknown truth path ${path}`);
      target[key] = v;
    }
  }
  return app;
}

export async function generateIndependent192(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`unknown layout ${layout}: ${INDEPENDENT192_LAYOUT_NAMES.join(', ')}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form is not scanned: its values live in its fields');
  const model = buildModel(L.name, seed, L.caps);
  const canvas = new Canvas(opts.style, new Rng(`independent192:ink:${layout}:${seed}:${opts.style}`), L.theme, L.info);
  L.render(canvas, model, L.measure?.(model));
  let pdf = await canvas.finish();
  const truth = truthOf(model);
  // The truth is the model's reading; what the layout placed must give exactly the same, or a value is missing from
  // the page (or printed where the truth says null).
  const placedTruth = truthFromPlaced(canvas.placed, model.owners.length);
  if (JSON.stringify(placedTruth) !== JSON.stringify(truth)) {
    throw new Error(`${layout} seed ${seed}: placed values disagree with the truth\n${JSON.stringify(placedTruth)}\n${JSON.stringify(truth)}`);
  }
  if (opts.scan) {
    const scanner = new Rng(`independent192:scan:${layout}:${seed}`).chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth, placed: canvas.placed, decoys: canvas.decoys, broker: L.broker, country: model.country, pages: canvas.page };
}
