// Independent set 151: four fictional US ISOs that each specialise in one trade (trucking, medical/dental practices,
// restaurants/bars, construction contractors), whose forms ask trade questions beside the usual ones. See README.md.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Sheet, type FieldValue, type Layout, type Placed, type Style } from './kit.ts';
import { trucking } from './trucking.ts';
import { medical } from './medical.ts';
import { restaurant } from './restaurant.ts';
import { contractor } from './contractor.ts';

export type { Placed } from './kit.ts';

const LAYOUTS: readonly Layout[] = [trucking, medical, restaurant, contractor];
export const INDEPENDENT151_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent151Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: string[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: every field comes from a placed value, every other one is null. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (v === null) continue;
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      const [target, key] = m ? [applicant(app, Number(m[1])), m[2]!] : [app as unknown as Record<string, FieldValue>, path];
      if (!(key in target)) throw new Error(`unknown truth path ${path}`);
      const had = target[key];
      if (had !== null && had !== v) throw new Error(`${path} printed twice with different values: ${String(had)} / ${String(v)}`);
      target[key] = v;
    }
  }
  return app;
}
function applicant(app: TruthApplication, i: number): Record<string, FieldValue> {
  while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
  return app.applicants[i] as unknown as Record<string, FieldValue>;
}

export async function generateIndependent151(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent151Result> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned');
  const rng = new Rng(`independent151:${layout}:${seed}`);
  const S = new Sheet({ style: opts.style, rng: rng.fork('style'), valueFont: l.valueFont, acroName: l.acroNamer(), title: l.title, author: l.broker });
  const { country } = l.draw(S, rng.fork('form'));
  let pdf = await S.finish();
  if (opts.scan) {
    const srng = new Rng(`independent151:scan:${layout}:${seed}`);
    const profile = srng.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...profile, seed: `${layout}:${seed}` })).pdf;
  }
  const placed = S.placed;
  return { pdf, truth: truthFrom(placed), placed, decoys: placed.filter((p) => p.decoy).map((p) => p.text), broker: l.broker, country, pages: S.page };
}
