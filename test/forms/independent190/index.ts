// Set 190: ordinary US ISO broker MCA applications, four brokers' one- and two-page forms (boxed grid, underlined rows,
// two columns, shaded section bands), typed, handwritten or fillable, optionally scanned. The truth is built from what
// was placed on the page, so it is exactly what the form prints (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { BANDS } from './layout-bands.ts';
import { COLUMNS } from './layout-columns.ts';
import { GRID } from './layout-grid.ts';
import { LINES } from './layout-lines.ts';
import { makeModel, type Model, type Traits } from './model.ts';
import { Sheet, type Placed, type SheetOptions, type Style } from './sheet.ts';

export type { Placed, Box, Via, Style } from './sheet.ts';

interface Layout {
  name: string;
  broker: string;
  draw: (s: Sheet, m: Model) => void;
  traits: Traits;
  sheet: SheetOptions;
}

const LAYOUTS: readonly Layout[] = [GRID, LINES, COLUMNS, BANDS];

export const INDEPENDENT190_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Generated {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values read: null for everything not printed. */
export function truthFrom(placed: readonly Placed[], owners: number): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null,
    applicants: Array.from({ length: owners }, () => ({ ...EMPTY_APPLICANT })) };
  for (const p of placed) {
    for (const [path, value] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = value;
      else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = value;
    }
  }
  return app;
}

export async function generateIndependent190(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Generated> {
  const spec = LAYOUTS.find((l) => l.name === layout);
  if (!spec) throw new Error(`unknown layout ${layout}; one of ${INDEPENDENT190_LAYOUT_NAMES.join(', ')}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in fields a scan would lose');
  // The model comes from (layout, seed) alone: the three styles print the same values.
  const root = new Rng(`independent190:${layout}:${seed}`);
  const model = makeModel(root.fork('model'), spec.traits);
  const sheet = new Sheet(opts.style as Style, new Rng(`independent190:${layout}:${seed}:${opts.style}`), spec.sheet);
  spec.draw(sheet, model);
  let pdf = await sheet.finish();
  const pages = sheet.page;
  if (opts.scan) {
    const scanRng = new Rng(`independent190:${layout}:${seed}:scan`);
    const preset = scanRng.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed, model.owners.length), placed: sheet.placed, decoys: sheet.decoys, broker: spec.broker,
    country: 'US', pages };
}
