// Independent set 125: merchant application forms written entirely in Spanish (US brokers serving Hispanic merchants)
// or in French (Québec brokers), with the exact truth of each, read by applications.md's rules from what was drawn.
// See README.md for the layouts and every judgement where applications.md left room.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Sheet, type Drawn, type Style } from './draw.ts';
import { miami } from './miami.ts';
import { montreal } from './montreal.ts';
import { quebec } from './quebec.ts';
import { texas } from './texas.ts';

const LAYOUTS = { es_us_miami: miami, es_us_texas: texas, fr_qc_montreal: montreal, fr_qc_quebec: quebec } as const;

export const INDEPENDENT125_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent125Options { style: Style; scan: boolean }

export interface Independent125Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  style: Style;
  scan: boolean;
  broker: string;
  country: 'US' | 'CA';
  pages: number;
  /** Every value drawn (text or check mark), with the truth paths it gives: what the tests check the page against. */
  drawn: Drawn[];
  scanner?: { preset: 'office' | 'phone'; skews: number[] };
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application from what was drawn: every value printed gives its paths, everything else stays null. */
export function truthFrom(drawn: readonly Drawn[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const d of drawn) {
    for (const [path, v] of Object.entries(d.fields)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent125(layout: string, seed: number, opts: Independent125Options): Promise<Independent125Form> {
  const spec = LAYOUTS[layout as keyof typeof LAYOUTS];
  if (!spec) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT125_LAYOUT_NAMES.join(', ')}`);
  const rng = new Rng(`independent125:${layout}:${seed}`);
  // The merchant and what the filler writes come from one stream, the look and the pen's wobble from others: the same
  // seed gives the same truth in every style.
  let look = spec.look(rng.fork('look'));
  const data = rng.fork('data');
  // A scanned fillable form was printed from a viewer first, which paints each field's appearance on the page: the
  // values go into the page content in the fields' own look (the scanner's renderer paints page content only).
  const printed = opts.style === 'fillable' && opts.scan;
  if (printed) look = { ...look, valueFont: 'Helvetica', valueSize: 9, valueColor: '#000066', mark: 'x' };
  const sheet = new Sheet(printed ? 'typed' : opts.style, rng.fork('pen'), look, spec.title);
  spec.draw(sheet, data);
  let pdf = await sheet.finish();
  const truth = truthFrom(sheet.drawn);
  const form: Independent125Form = { pdf, truth, layout, style: opts.style, scan: opts.scan, broker: spec.broker, country: spec.country,
    pages: sheet.page, drawn: sheet.drawn };
  if (opts.scan) {
    const preset = rng.fork('scanner').chance(0.7) ? 'office' : 'phone';
    const scanned = await scanPdf(pdf, { ...(preset === 'office' ? OFFICE_SCANNER : PHONE_PHOTO), seed: `independent125:${layout}:${seed}` });
    pdf = scanned.pdf;
    Object.assign(form, { pdf, scanner: { preset, skews: scanned.skews } });
  }
  return form;
}
