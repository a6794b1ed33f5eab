// Funder underwriting submissions filled by an ISO: four funders' "deal submission" / "merchant intake" sheets that
// mix the submitting ISO's details with the merchant's. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeDeal, type Country, type Deal } from './data.ts';
import { harborline, northgate } from './layouts1.ts';
import { bluewater, keystone } from './layouts2.ts';
import { Pen, type Placed, type Style } from './pen.ts';

export type { Placed } from './pen.ts';

interface Layout { broker: string; country: (r: Rng) => Country; deal: (r: Rng, c: Country) => Deal; draw: (p: Pen, d: Deal) => void; fonts?: [string, string] }

const LAYOUTS: Record<string, Layout> = {
  harborline_deal_submission: { broker: 'Harborline Capital Partners', country: () => 'US', deal: (r, c) => makeDeal(r, c), draw: harborline },
  northgate_merchant_intake_ca: { broker: 'Northgate Funding Corp.', country: () => 'CA', deal: (r, c) => makeDeal(r, c, { maskChance: 0.3 }), draw: northgate,
    fonts: ['Times-Roman', 'Times-Bold'] },
  keystone_underwriting_sheet: { broker: 'Keystone Revenue Partners', country: () => 'US', deal: (r, c) => makeDeal(r, c, { soleProp: r.chance(0.4) }), draw: keystone },
  bluewater_iso_deal_sheet: { broker: 'Bluewater Merchant Funding', country: (r) => (r.chance(0.35) ? 'CA' : 'US'), deal: (r, c) => makeDeal(r, c, { maxOwners: 3, maskChance: 0.5 }),
    draw: bluewater },
};

export const INDEPENDENT175_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The truth from what was placed: every value not placed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent175(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent175 layout: ${layout}`);
  const style: Style = opts.style;
  if (!['typed', 'handwritten', 'fillable'].includes(style)) throw new Error(`unknown style: ${String(style)}`);
  if (opts.scan && style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent175:${layout}:${seed}`);
  const country = l.country(rng.fork('country'));
  const deal = l.deal(rng.fork('deal'), country);
  const pen = new Pen(style, rng.fork(`hand:${style}`), `${l.broker} submission`, ...(l.fonts ?? []));
  l.draw(pen, deal);
  let pdf = await pen.finish();
  const truth = truthFrom(pen.placed);
  if (opts.scan) {
    const tier = rng.fork('scan').chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, placed: pen.placed, decoys: pen.decoys, broker: l.broker, country, pages: pen.page };
}
