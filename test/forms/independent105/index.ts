// Independent set 105: deal submission sheets that an ISO (broker) sends a funder, and funders' own intake forms with
// the ISO block on top. The truth is only the merchant's application; the ISO's details, the funder's underwriting
// decision, prior and stacked advances, bank and landlord are printed decoys. See README.md.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal } from './data.ts';
import { Sheet, type DecoyText, type Printed, type Style } from './sheet.ts';
import { LAYOUTS_A, type Layout } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { LAYOUTS_C } from './layouts-c.ts';

const LAYOUTS: Layout[] = [...LAYOUTS_A, ...LAYOUTS_B, ...LAYOUTS_C];
export const INDEPENDENT105_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Generated105 {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  /** Every printed merchant value with the truth paths it gives (for the tests). */
  printed: Printed[];
  /** Printed values that are not the application's. */
  decoys: DecoyText[];
  broker: string;
  country: 'US' | 'CA';
}

const APPLICANT_KEYS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'] as const;

/** The truth from what the sheet printed: a value not printed stays null. */
function truthFrom(values: Map<string, string | number | null>): TruthApplication {
  const t: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
  for (const [path, v] of values) {
    const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (m) {
      const i = Number(m[1]);
      while (t.applicants.length <= i) t.applicants.push(Object.fromEntries(APPLICANT_KEYS.map((k) => [k, null])) as unknown as TruthApplicant);
      (t.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
    } else {
      if (!(path in t)) throw new Error(`unknown truth path ${path}`);
      (t as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return t;
}

export async function generateIndependent105(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated105> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const root = new Rng(`independent105:${layout}:${seed}`);
  const data = root.fork('data');
  const look = root.fork('look');
  const pen = root.fork(`pen:${opts.style}`);
  const d = makeDeal(data, l.country);
  if (l.kind === 'iso') { d.iso.company = l.broker; d.iso.email = `${d.iso.repFirst.toLowerCase()}@${l.broker.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.com`; }
  const s = new Sheet(opts.style, opts.scan && opts.style === 'fillable', pen, `${l.broker} - ${layout}`, l.labelFont ?? 'Helvetica');
  l.draw({ s, d, r: look });
  let pdf = await s.end();
  if (opts.scan) {
    const phone = seed % 3 === 2;
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthFrom(s.values), layout, printed: s.printed, decoys: s.decoys, broker: l.broker, country: l.country };
}
