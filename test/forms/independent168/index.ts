// Independent test-data generator, set 168: merchant-cash-advance application forms built from tables (a key/value
// form, a numbered question grid, a two-business form with a parent or affiliate company, and a Canadian-leaning
// four-column grid). The truth is what applications.md's rules read from the values actually placed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';
import { makeModel, type Country, type Model } from './model.ts';
import { drawLedgerline } from './layout-keyvalue.ts';
import { drawQuorum } from './layout-grid.ts';
import { drawHarborgate } from './layout-affiliate.ts';
import { drawMaple } from './layout-fourcol.ts';

export type { Placed } from './sheet.ts';

interface LayoutDef { broker: string; caShare: number; draw: (sh: Sheet, m: Model, rng: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  ledgerline: { broker: 'Ledgerline Capital Partners', caShare: 0.25, draw: drawLedgerline },
  quorum: { broker: 'Quorum Grid Funding', caShare: 0.2, draw: drawQuorum },
  harborgate: { broker: 'Harborgate Commercial Funding', caShare: 0.25, draw: drawHarborgate },
  maple: { broker: 'Maple & Meridian Merchant Funding', caShare: 0.7, draw: drawMaple },
};
export const INDEPENDENT168_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated168 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: Country; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values: every printed field, null for the rest. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
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

export async function generateIndependent168(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated168> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in fields');
  const rng = new Rng(`independent168:${layout}:${seed}`);
  const country: Country = rng.chance(def.caShare) ? 'CA' : 'US';
  const model = makeModel(rng.fork('model'), country);
  const sh = new Sheet(opts.style, `independent168:${layout}:${seed}`, `${def.broker} application`);
  def.draw(sh, model, rng.fork('layout'));
  let pdf = await sh.finish();
  if (opts.scan) {
    const tier = rng.fork('scan').chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `independent168:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sh.placed), placed: sh.placed, decoys: sh.decoys, broker: def.broker, country, pages: sh.page };
}
