// Independent test-data generator, set 165: renewal and refinance applications from fictional funders. The merchant
// already has advances: large tables of existing positions, a payoff section, net funding, previous-advance IDs and
// a pre-printed underwriting summary surround the real request (amount, payment, number of payments), and every one
// of those figures is a decoy. See README.md.
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { makeCase } from './data.ts';
import type { Layout } from './layouts.ts';
import { KEYSTONE } from './keystone.ts';
import { MAPLEBRIDGE } from './maplebridge.ts';
import { HARBORLINE } from './harborline.ts';
import { CRESCENT } from './crescent.ts';

export type { Placed } from './canvas.ts';

const LAYOUTS: Record<string, Layout> = {
  keystone_renewal: KEYSTONE,
  maplebridge_refinance: MAPLEBRIDGE,
  harborline_consolidation: HARBORLINE,
  crescent_addon: CRESCENT,
};
export const INDEPENDENT165_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent165 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application exactly as the placed values give it: null for everything not printed. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}

export async function generateIndependent165(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent165> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown independent165 layout: ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style: ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned (its values live only in AcroForm fields)');
  const root = new Rng(`independent165:${layout}:${seed}`);
  const caseRng = root.fork('case'), printRng = root.fork('print'), scanRng = root.fork('scan');
  const country = spec.country(root.fork('country'));
  const k = makeCase(caseRng, country, spec.broker, { soleProp: spec.soleProp });
  const canvas = new Canvas(opts.style, new Rng(`independent165:${layout}:${seed}:${opts.style}:ink`), spec.font, spec.bold, `${spec.broker} application`);
  spec.draw(canvas, k, printRng);
  const pages = canvas.page;
  let pdf = await canvas.end();
  if (opts.scan) {
    const tier = scanRng.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `independent165:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(canvas.placed), placed: canvas.placed, decoys: canvas.decoys, broker: spec.broker, country, pages };
}
