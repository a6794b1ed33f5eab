// Independent generator, set 204: four fictional US equipment-and-MCA brokers' application forms on landscape or
// turned pages, each with exact truth built from what was placed (README.md says what each layout makes hard).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Canvas, type Font, type Placed, type Style } from './canvas.ts';
import { makeDeal } from './deal.ts';
import { Printer } from './printed.ts';
import type { DateFormat, MoneyFormat } from './rules.ts';
import { ownerGrid } from './layouts/owner-grid.ts';
import { rotatedPage } from './layouts/rotated.ts';
import { newsletter } from './layouts/newsletter.ts';
import { shadedCells } from './layouts/shaded.ts';

export type { Placed } from './canvas.ts';

interface Layout { broker: string; fonts: Font[]; dates: DateFormat[]; money: MoneyFormat[]; draw: (c: Canvas, pr: Printer, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  keystone_owner_grid: { broker: 'Keystone Equipment & Capital', fonts: ['sans', 'mono'], dates: ['mdy', 'mdy2'], money: ['dollars', 'cents'], draw: ownerGrid },
  harborline_rotated: { broker: 'Harborline Funding Partners', fonts: ['serif', 'mono'], dates: ['long', 'mdy'], money: ['dollars', 'bare'], draw: rotatedPage },
  tricounty_newsletter: { broker: 'Tri-County Equipment Funding', fonts: ['serif', 'sans'], dates: ['long', 'mdy2'], money: ['cents', 'dollars'], draw: newsletter },
  ironbridge_shaded_cells: { broker: 'Ironbridge Merchant Services', fonts: ['sans', 'mono'], dates: ['dmy_dash', 'mdy'], money: ['spaced', 'cents'], draw: shadedCells },
};
export const INDEPENDENT204_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The application exactly as the placed values give it; everything never placed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      const target: Record<string, unknown> = m ? ((app.applicants[Number(m[1])] ??= { ...EMPTY }) as unknown as Record<string, unknown>)
        : (app as unknown as Record<string, unknown>);
      const key = m ? m[2]! : path.slice('application.'.length);
      if (!(key in target)) throw new Error(`unknown truth path ${path}`);
      if (target[key] !== null && target[key] !== v) throw new Error(`${path} printed twice with different values`);
      target[key] = v;
    }
  }
  return app;
}

export async function generateIndependent204(layout: string, seed: number, opts: { style: Style; scan?: boolean; phone?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form has no printed values to scan');
  // The deal and every printing choice come from seeds that do not involve the style: the three styles print the
  // same values in the same places and share one truth.
  const deal = makeDeal(seed);
  const r = new Rng(`independent204:print:${layout}:${seed}`);
  const pr = new Printer(deal, r, r.pick(L.dates), r.pick(L.money));
  const c = new Canvas(opts.style, seed, r.pick(L.fonts), { title: `${L.broker} application`, author: L.broker });
  L.draw(c, pr, r);
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  const placed = c.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = c.placed.filter((p) => Object.keys(p.fields).length === 0);
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: L.broker, country: 'US', pages: c.pageNo };
}
