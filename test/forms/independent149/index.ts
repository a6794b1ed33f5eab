// Independent set 149, "Ordinary ISO broker applications, fifth series": four fictional ISOs (three US, one
// Canadian) and the application PDFs they send with deals in 2026. The truth is built only from the values placed on
// the page, so it is exactly what was printed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { type Placed, Sheet, type Style } from './canvas.ts';
import { merchant } from './data.ts';
import type { Layout } from './fmt.ts';
import { HARBORLINE } from './harborline.ts';
import { BLUEFERN } from './bluefern.ts';
import { KEYSTONE } from './keystone.ts';
import { MAPLECREST } from './maplecrest.ts';

export type { Placed } from './canvas.ts';

const LAYOUTS: Record<string, Layout> = Object.fromEntries([HARBORLINE, BLUEFERN, KEYSTONE, MAPLECREST].map((l) => [l.name, l]));
export const INDEPENDENT149_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent149Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: string[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application exactly as printed: every field from a placed (non-decoy) value, null otherwise. */
export function truthFromPlaced(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    if (p.decoy) continue;
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      let rec = app as unknown as Record<string, unknown>, key = path;
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        rec = app.applicants[i] as unknown as Record<string, unknown>;
        key = a[2]!;
      }
      if (!(key in rec) || key === 'applicants') throw new Error(`unknown truth path ${path}`);
      if (v === null) continue;
      if (rec[key] !== null && rec[key] !== v) throw new Error(`${path} printed twice with different values (${String(rec[key])}, ${v})`);
      rec[key] = v;
    }
  }
  return app;
}

export async function generateIndependent149(layout: string, seed: number,
  opts: { style: Style; scan: boolean }): Promise<Independent149Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned');
  const rng = new Rng(`independent149:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), l.country, l.entities, l.maxOwners);
  const sheet = new Sheet({ ...l.sheet, style: opts.style, rng: rng.fork(`ink:${opts.style}`), author: l.broker });
  l.draw(sheet, m, rng.fork('layout'));
  const pages = sheet.page;
  let pdf = await sheet.finish();
  if (opts.scan) {
    const sr = rng.fork('scan');
    const device = sr.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...device, seed: `${layout}:${seed}` })).pdf;
  }
  const placed = sheet.placed;
  return { pdf, truth: truthFromPlaced(placed), placed, decoys: placed.filter((p) => p.decoy).map((p) => p.text), broker: l.broker,
    country: l.country, pages };
}
