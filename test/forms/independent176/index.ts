// independent176: ordinary US ISO broker applications (tenth series): four small brokers' one- or two-page forms,
// each in three styles (typed, handwritten, fillable) and optionally scanned. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Ctx } from './fields.ts';
import { layoutA, layoutB } from './layoutsAB.ts';
import { layoutC, layoutD } from './layoutsCD.ts';
import { makeMerchant } from './merchant.ts';
import { Pen, type Placed, type Style } from './pen.ts';

export type { Placed } from './pen.ts';

const LAYOUTS: Record<string, { broker: string; draw: (c: Ctx) => void }> = {
  keystone_boxed: { broker: 'Keystone Bridge Capital', draw: layoutA },
  harborline_blanks: { broker: 'Harborline Funding Group', draw: layoutB },
  pinecrest_lines: { broker: 'Pinecrest Merchant Advisors', draw: layoutC },
  redwood_tables: { broker: 'Redwood Lane Business Funding', draw: layoutD },
};

export const INDEPENDENT176_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));

const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application as the placed values give it: every field not printed stays null. */
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

export async function generateIndependent176(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`independent176: unknown layout '${layout}'`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent176: unknown style '${String(opts.style)}'`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent176: a fillable form cannot be scanned (its values live only in AcroForm fields)');
  // One stream for the merchant and the print choices (shared by every style), another for the hand's jitter.
  const r = new Rng(`independent176:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'));
  const pen = new Pen(opts.style, new Rng(`independent176:${layout}:${seed}:hand`), `${layout.split('_')[0]}_`, { title: `${def.broker} Application`, author: def.broker });
  def.draw({ pen, m, r: r.fork('print') });
  let pdf = await pen.finish();
  const pages = pen.page;
  if (opts.scan) {
    const tier = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...tier, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(pen.placed), placed: pen.placed, decoys: pen.decoys, broker: def.broker, country: 'US', pages };
}
