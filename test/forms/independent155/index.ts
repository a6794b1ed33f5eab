// Independent application-form generator 155: dense and unusual paper (second series). Four layouts, three styles,
// optional scan. The truth is assembled only from what was placed on the page (see README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import type { Layout } from './common.ts';
import { makeDraft } from './data.ts';
import { COLUMNS } from './layout-columns.ts';
import { GRID } from './layout-grid.ts';
import { LEADERS } from './layout-leaders.ts';
import { SIDEWAYS } from './layout-sideways.ts';

export type { Placed } from './canvas.ts';

const LAYOUTS: readonly Layout[] = [SIDEWAYS, GRID, LEADERS, COLUMNS];
export const INDEPENDENT155_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Generated155 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application from the placed values: every field null unless a placed value gives it. */
export function truthFrom(placed: Placed[], owners: number): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null,
    applicants: Array.from({ length: owners }, emptyApplicant) };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) (app.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] = v;
      else if (path.startsWith('application.')) (app as unknown as Record<string, unknown>)[path.slice(12)] = v;
      else throw new Error(`bad truth path ${path}`);
    }
  }
  return app;
}

export async function generateIndependent155(layout: string, seed: number,
  opts: { style: Style; scan?: boolean }): Promise<Generated155> {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`unknown layout ${layout}; one of ${INDEPENDENT155_LAYOUT_NAMES.join(', ')}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: scan only typed or handwritten');
  const rng = new Rng(`independent155:${layout}:${seed}`);
  const country = rng.fork('country').chance(L.caShare) ? 'CA' : 'US';
  const draft = makeDraft(rng.fork('draft'), country);
  const layoutRng = rng.fork('layout');
  const handRng = rng.fork(`hand:${opts.style}`);
  const scanRng = rng.fork('scan');
  const c = new Canvas(opts.style, handRng, L.look);
  L.draw(c, draft, layoutRng);
  let pdf = await c.end();
  if (opts.scan) {
    const preset = scanRng.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `independent155:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(c.placed, draft.owners.length), placed: c.placed, decoys: c.decoys, broker: L.broker, country, pages: c.page };
}
