// Set 185: longer small-business financing applications (MCA and term loans) from four fictional brokers, each with
// its exact truth. See README.md for the layouts and the decisions taken where applications.md is open.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Sheet, type Placed, type Style } from './canvas.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { keystone } from './layout-keystone.ts';
import { harbor } from './layout-harbor.ts';
import { northline } from './layout-northline.ts';
import { brightwater } from './layout-brightwater.ts';

export type { Placed, Style } from './canvas.ts';

export interface Layout {
  name: string;
  broker: string;
  country: Country;
  maxOwners: number;
  /** Draws every page. `rng` holds the layout's small choices: it is the same for the three styles of a seed. */
  draw(s: Sheet, m: Merchant, rng: Rng): void;
}

const LAYOUTS: Layout[] = [keystone, harbor, northline, brightwater];
export const INDEPENDENT185_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

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

/** The application as the printed values give it: null for everything not printed. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        // A null (a masked SSN, a blank) never overwrites a value printed elsewhere.
        if (v !== null) (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else if (v !== null) {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent185(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in form fields');
  const base = new Rng(`independent185:${layout}:${seed}`);
  const m = makeMerchant(base.fork('merchant'), { country: L.country, maxOwners: L.maxOwners });
  const choices = base.fork('layout');
  const sheet = new Sheet(opts.style, new Rng(`independent185:${layout}:${seed}:${opts.style}`), { title: `${L.broker} application`, author: L.broker },
    L.name === 'harbor' ? 'Courier' : 'Helvetica');
  L.draw(sheet, m, choices);
  let pdf = await sheet.end();
  if (opts.scan) {
    // Most scans are from an office copier; every third seed is a phone photo.
    const scanner = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `independent185:${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: L.broker, country: L.country, pages: sheet.page };
}
