// Independent application-form generator, set 169: industry-specific intake forms (trucking, medical/dental
// practice, restaurant, contractor), each with that trade's own numbers printed beside the real fields as decoys.
// See README.md. Randomness only from Rng: the data fork decides every printed value, the style fork only jitter.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import type { Merchant } from './data.ts';
import { Sheet, type Look, type Placed, type Style } from './draw.ts';
import { drawTrucking } from './trucking.ts';
import { drawMedical } from './medical.ts';
import { drawRestaurant } from './restaurant.ts';
import { drawContractor } from './contractor.ts';

export type { Placed, Style } from './draw.ts';

interface Layout { broker: string; look: Look; draw: (sh: Sheet, rng: Rng) => Merchant }

const LAYOUTS: Record<string, Layout> = {
  'open-road-trucking': { broker: 'Open Road Fleet Funding', look: { valueFont: 'Courier', ink: '#1b2a80', rule: '#2b3f5c' }, draw: drawTrucking },
  'chairside-practice': { broker: 'Chairside Capital Partners', look: { valueFont: 'Helvetica', ink: '#0d1b4d', rule: '#6a8caf' }, draw: drawMedical },
  'tablestakes-restaurant': { broker: 'Tablestakes Funding Co.', look: { valueFont: 'Times-Roman', ink: '#202020', rule: '#7a3b2e' }, draw: drawRestaurant },
  'keystone-contractor': { broker: 'Keystone Bid & Build Capital', look: { valueFont: 'Courier', ink: '#123a8c', rule: '#4a4a4a' }, draw: drawContractor },
};

export const INDEPENDENT169_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated169 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const APPLICANT_KEYS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'] as const;

/** The application exactly as the placed values give it: every field nobody printed stays null. */
export function truthOf(placed: readonly Placed[]): TruthApplication {
  const app: Record<string, unknown> = {
    trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] as TruthApplicant[],
  };
  const applicants = app.applicants as Record<string, unknown>[];
  for (const p of placed) {
    for (const [path, value] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (applicants.length <= i) applicants.push(Object.fromEntries(APPLICANT_KEYS.map((k) => [k, null])));
        applicants[i]![a[2]!] = value;
      } else app[path.slice('application.'.length)] = value;
    }
  }
  return app as unknown as TruthApplication;
}

export async function generateIndependent169(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Generated169> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT169_LAYOUT_NAMES.join(', ')}`);
  const style: Style = opts.style;
  if (!['typed', 'handwritten', 'fillable'].includes(style)) throw new Error(`unknown style ${String(style)}`);
  if (opts.scan && style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in the AcroForm');
  const data = new Rng(`independent169:${layout}:${seed}:data`);
  const jitter = new Rng(`independent169:${layout}:${seed}:${style}`);
  const sheet = new Sheet(style, jitter, spec.look, `${spec.broker} application`, spec.broker);
  const merchant = spec.draw(sheet, data);
  let pdf = await sheet.finish();
  if (opts.scan) {
    const preset = new Rng(`independent169:${layout}:${seed}:scan`).chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthOf(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: spec.broker, country: merchant.country, pages: sheet.page };
}
