// Independent set 74: seven fictional brokers serving Hispanic-owned US businesses, bilingual (and one Spanish-only)
// merchant applications in three styles, optionally scanned. The truth is built from what the page prints (pen.ts).
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { makeCase } from './data.ts';
import { Pen, type Style } from './pen.ts';
import { LAYOUTS_A, type LayoutDef } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { LAYOUTS_C } from './layouts-c.ts';

const LAYOUTS: Record<string, LayoutDef> = { ...LAYOUTS_A, ...LAYOUTS_B, ...LAYOUTS_C };
export const INDEPENDENT74_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

function truthFrom(values: Pen['values']): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const { path, value } of values) {
    const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (m) {
      const i = Number(m[1]);
      while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
      (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = value;
    } else (app as unknown as Record<string, unknown>)[path] = value;
  }
  // US forms do not print the country: it follows from a US state (Puerto Rico included) or a US tax ID.
  if (app.state_region || app.business_tax_id) app.country = 'United States';
  return app;
}

export interface Generated74 { pdf: Uint8Array; truth: TruthApplication; decoys: string[]; printed: string[]; broker: string }

/** The form with what the tests need besides the truth: decoy texts and every printed value. */
export async function build74(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated74> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent74 layout ${layout}`);
  const c = makeCase(seed, layout, def.opts);
  const pen = new Pen(o.style, new Rng(`independent74:pen:${layout}:${seed}:${o.style}`), def.mark, def.onState ?? 'Yes', o.scan);
  def.draw(pen, c);
  let pdf = await pen.end();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(pen.values), decoys: pen.decoys, printed: pen.printed, broker: def.broker };
}

export async function generateIndependent74(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await build74(layout, seed, o);
  return { pdf, truth };
}
