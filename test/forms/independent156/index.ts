// independent156: ordinary US merchant-cash-advance applications on four direct funders' own forms, each with a
// "for office use only" panel, the merchant's request, business, owners, bank and trade references (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Sheet, type Placed, type Style } from './canvas.ts';
import { ironbridge } from './ironbridge.ts';
import { keystone } from './keystone.ts';
import { meridian } from './meridian.ts';
import { makeDeal, type Deal } from './model.ts';
import { sterling } from './sterling.ts';

export type { Placed } from './canvas.ts';

interface Layout { broker: string; font: string; draw: (s: Sheet, d: Deal, rng: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  ironbridge_grid: { broker: 'Ironbridge Capital Funding', font: 'Helvetica', draw: ironbridge },
  meridian_blocks: { broker: 'Meridian Merchant Funding', font: 'Times-Roman', draw: meridian },
  keystone_two_page: { broker: 'Keystone Revenue Partners', font: 'Courier', draw: keystone },
  sterling_roster: { broker: 'Sterling Oak Funding', font: 'Helvetica-Oblique', draw: sterling },
};

export const INDEPENDENT156_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent156Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: every non-null value comes from a placed (non-decoy) value's fields. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      let target: Record<string, unknown>, key: string;
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        target = app.applicants[i] as unknown as Record<string, unknown>;
        key = a[2]!;
      } else {
        target = app as unknown as Record<string, unknown>;
        key = path.slice('application.'.length);
      }
      if (!(key in target)) throw new Error(`unknown truth path ${path}`);
      if (target[key] !== null && target[key] !== v) throw new Error(`conflicting values for ${path}`);
      target[key] = v;
    }
  }
  return app;
}

export async function generateIndependent156(layout: string, seed: number,
  opts: { style: Style; scan?: boolean }): Promise<Independent156Result> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}; one of ${INDEPENDENT156_LAYOUT_NAMES.join(', ')}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('scan applies to typed or handwritten forms only');
  const rng = new Rng(`independent156:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'));
  const sheet = new Sheet(opts.style, rng.fork(`ink:${opts.style}`), spec.font, `${spec.broker} application`);
  spec.draw(sheet, deal, rng.fork('layout'));
  let pdf = await sheet.end();
  if (opts.scan) {
    const srng = rng.fork('scan');
    const scanner = srng.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...scanner, seed: `independent156:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: spec.broker, country: 'US', pages: sheet.page };
}
