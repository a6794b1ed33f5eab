// Independent generator, set 187: MCA application forms whose owners are written in sentences, signature blocks and
// guarantor pages. One merchant per (layout, seed); the style only changes how its values are drawn.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Form, type Placed, type Style } from './canvas.ts';
import { makeMerchant } from './data.ts';
import { LAYOUTS } from './layouts.ts';

export type { Placed } from './canvas.ts';

export const INDEPENDENT187_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}

/** The application as applications.md reads the printed values: every field not printed stays null. */
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
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent187(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: its values live in form fields');
  const rng = new Rng(`independent187:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), spec.country, spec.maxOwners);
  const form = new Form(opts.style, `independent187:${layout}:${seed}`, `${spec.broker} application`);
  spec.draw(form, merchant, rng.fork('layout'));
  let pdf = await form.finish();
  if (opts.scan) {
    // Every other seed comes through a phone instead of the office scanner.
    const base = seed % 2 === 0 ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...base, seed: `independent187:${layout}:${seed}` })).pdf;
  }
  const decoys = form.placed.filter((p) => Object.keys(p.fields).length === 0);
  const placed = form.placed.filter((p) => Object.keys(p.fields).length > 0);
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: spec.broker, country: spec.country, pages: form.page };
}
