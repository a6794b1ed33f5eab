// Independent test-data set 162: merchant applications from lenders of other kinds (third series): a bilingual Quebec
// form, an Ontario equipment-and-working-capital form with the BN in separate boxes, an SBA-style borrower information
// form adapted for MCA, and a US form with tax numbers in digit boxes. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './model.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';
import type { Layout } from './layout-types.ts';
import { QUEBEC } from './layout-quebec.ts';
import { ONTARIO } from './layout-ontario.ts';
import { SBA } from './layout-sba.ts';
import { DIGITS } from './layout-digits.ts';

export type { Placed, Part, Box } from './sheet.ts';

const LAYOUTS: Layout[] = [QUEBEC, ONTARIO, SBA, DIGITS];
export const INDEPENDENT162_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);
const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent162Form {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application as the rules read the printed values: every path a placed value gives, null elsewhere. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
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

export async function generateIndependent162(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent162Form> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent162 layout: ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style: ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in its fields');
  const root = new Rng(`independent162:${layout}:${seed}`);
  const modelRng = root.fork('model'), fmt = root.fork('format'), ink = root.fork('ink'), scanRng = root.fork('scan');
  const merchant = makeMerchant(modelRng, l.options(fmt));
  const sheet = new Sheet(opts.style, ink, l.title, l.typeface);
  l.draw(sheet, merchant, fmt);
  let pdf = await sheet.finish();
  if (opts.scan) {
    const preset = scanRng.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `independent162:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: l.country, pages: sheet.page };
}
