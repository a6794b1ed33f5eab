// Set 127: merchant application forms of four fictional brokers in "caption box" style (IRS/bank-like boxes with tiny
// labels, zebra rows, vertical section bars), with the exact truth of each form under applications.md's rules.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { Sheet, type Rec, type Style } from './draw.ts';
import { HARBORLINE, QUARRY, type Layout } from './layouts-a.ts';
import { BLUEGATE, NORTHPEAK } from './layouts-b.ts';

const LAYOUTS: readonly Layout[] = [HARBORLINE, QUARRY, NORTHPEAK, BLUEGATE];
export const INDEPENDENT127_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent127Result {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; style: Style; scan: boolean;
  /** Every value printed for a field (text as printed, the fields it gives) and every decoy, for tests. */
  printed: Rec[]; decoys: { key: string; text: string; page: number; acroform_field?: string }[]; merchant: Merchant;
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application as applications.md reads the printed values; everything not printed stays null. */
export function truthFrom(recs: readonly Rec[], m: Merchant): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const r of recs) {
    for (const [path, v] of Object.entries(r.fields)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  // US forms rarely print the country: it follows from the state (and the tax ID), as applications.md says.
  if (app.state_region) app.country = m.country === 'US' ? 'United States' : 'Canada';
  return app;
}

export async function generateIndependent127(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent127Result> {
  const L = LAYOUTS.find((l) => l.name === layout);
  if (!L) throw new Error(`unknown independent127 layout ${layout}`);
  const m = makeMerchant(layout, seed, L.spec);
  // A fillable form that is scanned was printed first: the printout shows the fields' appearances (Helvetica), so it
  // is drawn as typed text in that font. The scanner's renderer would drop the widgets otherwise.
  const printed0 = opts.scan && opts.style === 'fillable';
  const theme = printed0 ? { ...L.theme, valueFont: 'Helvetica' } : L.theme;
  const s = new Sheet(printed0 ? 'typed' : opts.style, theme, new Rng(`i127-ink:${layout}:${seed}:${opts.style}`), `${L.broker} - Merchant Application`);
  // Decoration draws (wording picks) come from their own stream so the style never changes the merchant.
  L.draw(s, m, new Rng(`i127-deco:${layout}:${seed}`));
  let pdf = await s.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  const printed = s.recs.filter((r) => !r.key.startsWith('decoy.'));
  const decoys = s.recs.filter((r) => r.key.startsWith('decoy.')).map((r) => ({ key: r.key.slice(6), text: r.text, page: r.page, ...(r.acroform_field ? { acroform_field: r.acroform_field } : {}) }));
  return { pdf, truth: truthFrom(s.recs, m), layout, broker: L.broker, style: opts.style, scan: opts.scan, printed, decoys, merchant: m };
}
