// Independent test forms, set 137: names in all their variety. Four fictional brokers' application forms, drawn typed,
// handwritten or fillable, optionally scanned, with the truth read from exactly what is printed (README.md).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal, type Country, type Deal } from './model.ts';
import { Sheet, type DecoyOut, type Mark, type Printed, type Style } from './sheet.ts';
import { drawKeystone } from './layout-keystone.ts';
import { drawMaple } from './layout-maple.ts';
import { drawBayou } from './layout-bayou.ts';
import { drawGolden } from './layout-golden.ts';

interface Layout { country: Country; regions: string[]; maxOwners: number; font: string; draw: (s: Sheet, d: Deal, rng: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  'keystone-capital': { country: 'US', regions: ['PA', 'NJ', 'NY', 'DE'], maxOwners: 2, font: 'Courier', draw: drawKeystone },
  'maple-leaf-merchant': { country: 'CA', regions: ['ON', 'QC', 'BC', 'AB'], maxOwners: 3, font: 'Helvetica', draw: drawMaple },
  'bayou-bridge': { country: 'US', regions: ['LA', 'TX', 'MS'], maxOwners: 4, font: 'Times-Roman', draw: drawBayou },
  'golden-gate-merchant': { country: 'US', regions: ['CA', 'NV', 'AZ', 'OR'], maxOwners: 2, font: 'Helvetica', draw: drawGolden },
};

export const INDEPENDENT137_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent137Options { style: Style; scan: boolean }
export interface Independent137Result { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: DecoyOut[]; pages: number }

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the values the sheet printed: every field not printed stays null. */
export function truthFrom(values: { fields: Record<string, unknown> }[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const v of values) {
    for (const [path, value] of Object.entries(v.fields)) {
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = value;
      } else {
        if (!(path in app)) throw new Error(`unknown truth field ${path}`);
        (app as unknown as Record<string, unknown>)[path] = value;
      }
    }
  }
  return app;
}

export async function generateIndependent137(layout: string, seed: number, opts: Independent137Options): Promise<Independent137Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned');
  const rng = new Rng(`independent137:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'), l.country, l.regions, l.maxOwners);
  const mark = rng.pick(['letter', 'glyph', 'drawn'] as const satisfies readonly Mark[]);
  const sheet = new Sheet(opts.style, rng.fork('ink'), mark, l.font, `${layout} application`);
  l.draw(sheet, deal, rng.fork('layout'));
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(sheet.values), printed: sheet.printed, decoys: sheet.decoys, pages: sheet.pages };
}
