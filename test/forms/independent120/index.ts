// Independent set 120: brokers' merchant-cash-advance applications built like bank and government forms, every value
// in comb boxes (one character per box). Three fictional brokers (README.md); typed, handwritten or fillable (AcroForm
// comb fields), optionally scanned. The truth is built from what was drawn, so it holds exactly what the page shows.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { Sheet, type Printed, type Style } from './draw.ts';
import { merchant } from './data.ts';
import { drawKeystone } from './keystone.ts';
import { drawLaurentian } from './laurentian.ts';
import { drawBayline } from './bayline.ts';

export const INDEPENDENT120_LAYOUT_NAMES: readonly string[] = ['keystone', 'laurentian', 'bayline'];

const LAYOUTS: Record<string, { country: 'US' | 'CA'; maxName: number; font: string; draw: (s: Sheet, m: ReturnType<typeof merchant>) => void }> = {
  keystone: { country: 'US', maxName: 34, font: 'Courier-Bold', draw: drawKeystone },
  laurentian: { country: 'CA', maxName: 30, font: 'Helvetica', draw: drawLaurentian },
  bayline: { country: 'US', maxName: 30, font: 'Helvetica', draw: drawBayline },
};

const APPLICANT_KEYS: (keyof TruthApplicant)[] = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type',
  'tax_id_country', 'date_of_birth'];

/** The application from the recorded truth paths (`legal_name`, `applicants[1].ownership` ...); null when not printed. */
export function applicationOf(truth: Map<string, unknown>): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const [path, v] of truth) {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push(Object.fromEntries(APPLICANT_KEYS.map((k) => [k, null])) as unknown as TruthApplicant);
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path] = v;
  }
  return app;
}

export async function generateIndependent120(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; layout: string; printed: Printed[]; decoys: string[];
}> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent120:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), spec.country, spec.maxName);
  const sheet = new Sheet(opts.style, rng.fork(`fill:${opts.style}`), spec.font);
  spec.draw(sheet, m);
  let pdf = await sheet.finish();
  if (opts.scan) {
    const phone = rng.fork('scan').chance(0.25);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: applicationOf(sheet.truth), layout, printed: sheet.printed, decoys: sheet.decoys };
}
