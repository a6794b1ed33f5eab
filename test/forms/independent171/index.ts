// independent171: application forms whose labels reach their values through dot leaders and dashes, numbered
// questions, a question/answer table and yes/no questions beside real fields, from four small US and Canadian
// brokers. Each layout draws the same kind of Merchant (data.ts) in its own look; the truth is built only from the
// values the page prints (fields.ts says what each gives under applications.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Country, type Merchant } from './data.ts';
import { harbor, northbridge } from './layouts-a.ts';
import { keystone, ridgeway } from './layouts-b.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout {
  broker: string;
  labelFont: string;
  valueFont: string;
  country: (r: Rng) => Country;
  soleProp: (r: Rng, c: Country) => boolean;
  draw: (s: Sheet, m: Merchant) => void;
}

const LAYOUTS: Record<string, Layout> = {
  'harbor-dot-leaders': { broker: 'Harbor Line Capital Advisors', labelFont: 'Times-Roman', valueFont: 'Helvetica', country: () => 'US',
    soleProp: (r) => r.chance(0.2), draw: harbor },
  'northbridge-numbered': { broker: 'Northbridge Merchant Funding Inc.', labelFont: 'Helvetica', valueFont: 'Times-Roman', country: () => 'CA',
    soleProp: (r) => r.chance(0.15), draw: northbridge },
  'keystone-qa-table': { broker: 'Keystone Funding Partners LLC', labelFont: 'Helvetica', valueFont: 'Helvetica', country: () => 'US',
    soleProp: (r) => r.chance(0.15), draw: keystone },
  'ridgeway-dashes': { broker: 'Ridgeway & Co. Business Capital', labelFont: 'Courier', valueFont: 'Courier', country: (r) => (r.chance(0.5) ? 'US' : 'CA'),
    soleProp: (r, c) => c === 'US' && r.chance(0.2), draw: ridgeway },
};

export const INDEPENDENT171_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}

/** The application as the page prints it: every path a placed value gives, null elsewhere. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        const k = path.replace(/^application\./, '');
        if (!(k in app)) throw new Error(`unknown truth path ${path}`);
        (app as unknown as Record<string, unknown>)[k] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent171(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`independent171: unknown layout ${JSON.stringify(layout)}`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent171: unknown style ${JSON.stringify(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent171: a fillable form cannot be scanned (its values live only in AcroForm fields)');
  const rng = new Rng(`independent171:${layout}:${seed}`);
  const dataRng = rng.fork('data');
  const scanRng = rng.fork('scan');
  const jitter = rng.fork(`jitter:${opts.style}`);
  const country = spec.country(dataRng);
  const m = makeMerchant(dataRng, country, { soleProp: spec.soleProp(dataRng, country) });
  const sheet = new Sheet(opts.style, jitter, spec.labelFont, spec.valueFont, `${spec.broker} - Merchant Application`);
  spec.draw(sheet, m);
  let pdf = await sheet.finish();
  if (opts.scan) {
    const tier = scanRng.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `independent171:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: spec.broker, country, pages: sheet.page };
}
