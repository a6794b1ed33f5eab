// Independent test-data generator, set 164: ordinary ISO application forms (eighth series) from four fictional
// brokers, each with its own look and label wording, in three styles (typed, handwritten, fillable) and as scans.
// The truth is what applications.md's rules read from what was printed; see README.md.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import type { Layout } from './fields.ts';
import { makeModel } from './model.ts';
import { HARBORLINE } from './harborline.ts';
import { BLUESTEM } from './bluestem.ts';
import { KEYSTONE } from './keystone.ts';
import { COPPERLEAF } from './copperleaf.ts';

export type { Placed } from './canvas.ts';

const LAYOUTS: readonly Layout[] = [HARBORLINE, BLUESTEM, KEYSTONE, COPPERLEAF];
export const INDEPENDENT164_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent164Form {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application from the placed values alone: a field nothing printed stays null. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent164(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent164Form> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`independent164: unknown layout ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent164: unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent164: a fillable form cannot be scanned');
  const root = new Rng(`independent164:${layout}:${seed}`);
  const model = makeModel(root.fork('model'), l.options);
  const layoutRng = root.fork('layout'), ink = root.fork('ink'), misc = root.fork('misc');
  const created = new Date(Date.UTC(2025, 0, 2) + misc.int(0, 300) * 86_400_000 + misc.int(0, 86_399) * 1000);
  const c = new Canvas(opts.style, ink, l.look, created);
  l.draw(c, model, layoutRng);
  let pdf = await c.finish();
  const scanner = misc.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
  if (opts.scan) pdf = (await scanPdf(pdf, { ...scanner, seed: `independent164:${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: l.broker, country: model.country, pages: c.page };
}
