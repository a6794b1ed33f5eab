// Independent test-data generator, set 166: merchant-cash-advance applications for Hispanic-owned businesses, printed
// in Spanish and English (some forms only in Spanish, one broker also writing Canadian deals). Four fictional brokers
// and funders; each form typed, handwritten or fillable, optionally scanned. The truth is built from what was
// printed (Placed.fields), so a value not printed is null by construction.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { puente } from './layout-puente.ts';
import { solNaciente } from './layout-sol.ts';
import { raices } from './layout-raices.ts';
import { camino } from './layout-camino.ts';

export type { Placed, Style } from './canvas.ts';

export interface Layout {
  broker: string;
  title: string;
  /** Fillable fields named `Text12` / `Check Box3` rather than after what they hold. */
  genericFields: boolean;
  typedFont: string;
  /** Draws the form; every choice that changes the truth comes from `rng`, never from the style. */
  draw(c: Canvas, rng: Rng): { country: 'US' | 'CA' };
}

const LAYOUTS: Record<string, Layout> = {
  puente_bilingue: puente,
  sol_naciente_es: solNaciente,
  raices_inline: raices,
  camino_cuadricula: camino,
};
export const INDEPENDENT166_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent166Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application as printed: every placed value's fields, nothing else. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent166(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent166Result> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`independent166: unknown layout '${layout}'`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent166: unknown style '${String(opts.style)}'`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent166: a fillable form cannot be scanned (its values live only in fields)');
  const root = new Rng(`independent166:${layout}:${seed}`);
  const layoutRng = root.fork('layout');
  const ink = root.fork(`ink:${opts.style}`);
  const scanner = root.fork('scan').chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
  const c = new Canvas(opts.style, ink, { genericFields: spec.genericFields, typedFont: spec.typedFont, title: spec.title });
  const { country } = spec.draw(c, layoutRng);
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...scanner, seed: `independent166:${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: spec.broker, country, pages: c.page };
}
