// Independent generator 148, "Dense and unusual paper forms": four fictional US brokers whose application forms are
// laid out unlike the usual label-colon-value sheet (see README.md). The truth is built only from what was printed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal } from './data.ts';
import { drawDense } from './dense.ts';
import { drawUnder } from './under.ts';
import { drawBand } from './band.ts';
import { drawTwoPage } from './twopage.ts';
import { Pen, type Placed, type Style } from './pen.ts';

export type { Placed, Style } from './pen.ts';

const LETTER: [number, number] = [612, 792];
interface Layout { broker: string; font: string; draw: (pen: Pen, deal: ReturnType<typeof makeDeal>, rng: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  'ledgerline-dense': { broker: 'Ledgerline Capital', font: 'Helvetica', draw: drawDense },
  'keystone-under-caption': { broker: 'Keystone Commons Merchant Funding', font: 'Courier', draw: drawUnder },
  'tricounty-side-band': { broker: 'Tri-County Business Capital', font: 'Helvetica', draw: drawBand },
  'harborview-owner-table': { broker: 'Harborview Funding Solutions', font: 'Times-Roman', draw: drawTwoPage },
};

export const INDEPENDENT148_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: string[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application exactly as printed: every path a placed value gives, null everywhere else. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    if (p.decoy) continue;
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^applicants\[(\d)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else {
        if (!(path in app)) throw new Error(`unknown truth path ${path}`);
        (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent148(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Generated> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned');
  const rng = new Rng(`independent148:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'));
  const pen = new Pen(opts.style as Style, rng.fork(`pen:${opts.style}`), def.font, LETTER, `${def.broker} application`);
  def.draw(pen, deal, rng.fork('layout'));
  let pdf = await pen.finish();
  if (opts.scan) {
    const s = new Rng(`independent148:scan:${layout}:${seed}`);
    const profile = s.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...profile, seed: `${layout}:${seed}` })).pdf;
  }
  return {
    pdf, truth: truthFrom(pen.placed), placed: pen.placed, decoys: pen.placed.filter((p) => p.decoy).map((p) => p.text),
    broker: def.broker, country: 'US', pages: pen.page,
  };
}
