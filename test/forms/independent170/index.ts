// Independent set 170: ordinary one- and two-page ISO broker applications (ninth series), four fictional brokers,
// each printed typed, handwritten or as a fillable AcroForm, optionally scanned. The truth is built only from what
// was printed (page.ts records every value with the truth fields it gives); see README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './data.ts';
import { CARDINAL, KEYSTONE, type Layout } from './layouts-a.ts';
import { LAKESHORE, MAPLE } from './layouts-b.ts';
import { type Placed, Sheet, type Style } from './page.ts';

export type { Placed } from './page.ts';

const LAYOUTS: Record<string, Layout> = Object.fromEntries([KEYSTONE, LAKESHORE, MAPLE, CARDINAL].map((l) => [l.name, l]));
export const INDEPENDENT170_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values give it: every field null unless a printed value gives it. */
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
        const cur = app.applicants[i] as unknown as Record<string, unknown>;
        if (cur[a[2]!] != null && cur[a[2]!] !== v) throw new Error(`two printed values disagree on ${path}`);
        cur[a[2]!] = v;
      } else {
        const k = path.slice('application.'.length) as keyof TruthApplication;
        if (!(k in app) || k === 'applicants') throw new Error(`unknown truth path ${path}`);
        const cur = app as unknown as Record<string, unknown>;
        if (cur[k] != null && cur[k] !== v) throw new Error(`two printed values disagree on ${path}`);
        cur[k] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent170(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }):
Promise<{ pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`independent170: unknown layout ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent170: unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent170: a fillable form cannot be scanned (its values live only in form fields)');
  const rng = new Rng(`independent170:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), l.country);
  const layoutRng = rng.fork('layout');
  const sheet = new Sheet(opts.style, new Rng(`independent170:hand:${layout}:${seed}`), l.typedFont,
    { title: `${l.broker} - Merchant Application`, creator: `${l.broker} application (${opts.style})` });
  l.draw(sheet, merchant, layoutRng);
  let pdf = await sheet.finish();
  const truth = truthFrom(sheet.placed);
  if (opts.scan) {
    const profile = rng.fork('scan').chance(0.5) ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...profile, seed: `independent170:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: l.country, pages: sheet.page };
}
