// Independent test-data generator 154: Canadian (and one cross-border US) MCA / revenue-based-financing application
// forms, with the application exactly as applications.md reads the printed values. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Canvas } from './canvas.ts';
import type { LayoutFonts, Placed, Style } from './canvas.ts';
import { ERABLE, drawErable } from './layout-erable.ts';
import { LIBERTY, drawLiberty } from './layout-liberty.ts';
import { NORTHSHORE, drawNorthshore } from './layout-northshore.ts';
import { PRAIRIE, drawPrairie } from './layout-prairie.ts';
import { makeMerchant } from './model.ts';
import type { Country, Merchant } from './model.ts';

export type { Placed } from './canvas.ts';

interface Layout { name: string; broker: string; regions: string[]; fonts: LayoutFonts; draw: (c: Canvas, m: Merchant, rng: Rng) => void; sin: boolean }
const LAYOUTS: Record<string, Layout> = {
  erable: { ...ERABLE, draw: drawErable, sin: false },
  northshore: { ...NORTHSHORE, draw: drawNorthshore, sin: false },
  prairie: { ...PRAIRIE, draw: drawPrairie, sin: true },
  liberty: { ...LIBERTY, draw: drawLiberty, sin: true },
};

export const INDEPENDENT154_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));

export interface Independent154Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: Country; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was placed: every non-null value comes from a printed value's fields. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.replace(/^application\./, '')] = v;
    }
  }
  return app;
}

export async function generateIndependent154(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent154Result> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT154_LAYOUT_NAMES.join(', ')}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: use typed or handwritten');
  const base = `i154:${layout}:${seed}`;
  const mr = new Rng(`${base}:model`);
  const country: Country = layout === 'liberty' && mr.chance(0.5) ? 'US' : 'CA';
  const m = makeMerchant(mr, country, country === 'CA' ? L.regions : undefined);
  if (m.taxMode === 'sin' && !L.sin) { m.taxMode = 'bn'; m.taxDigits = m.gstRoot; }
  // Printed choices come from one stream, pen jitter and marks from another: the styles of a seed print the same values.
  const c = new Canvas(opts.style, new Rng(`${base}:pen:${opts.style}`), L.fonts, { title: `${L.broker} application`, author: L.broker });
  L.draw(c, m, new Rng(`${base}:print`));
  let pdf = await c.finish();
  if (opts.scan) {
    const profile = new Rng(`${base}:scan`).chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...profile, seed: base })).pdf;
  }
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: L.broker, country: m.country, pages: c.page };
}
