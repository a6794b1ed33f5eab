// Set 72: seven fictional NY / NJ / CT / PA / MA direct funders and brokers whose merchant applications run two or
// three pages (business, then owners and the request, then terms and signatures on some), with a funder's box,
// merchant processing, bank and landlord decoys. The truth is built from what was actually printed (sheet.ts).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { bayColony, gardenState } from './layouts-a.ts';
import { hudsonYards, nutmeg } from './layouts-b.ts';
import { empireBridge, keystone, libertyBell } from './layouts-c.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

export const INDEPENDENT72_LAYOUT_NAMES: readonly string[] = ['hudson_yards_capital', 'garden_state_funding', 'nutmeg_merchant_partners',
  'keystone_commercial_advance', 'bay_colony_capital', 'empire_bridge_funding', 'liberty_bell_funding'];

export type Layout = (s: Sheet, m: Merchant, rng: Rng) => void;
const LAYOUTS: Record<string, Layout> = {
  hudson_yards_capital: hudsonYards, garden_state_funding: gardenState, nutmeg_merchant_partners: nutmeg,
  keystone_commercial_advance: keystone, bay_colony_capital: bayColony, empire_bridge_funding: empireBridge, liberty_bell_funding: libertyBell,
};

const blankApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

/** The application as printed: each printed value's fields, owners by index. */
export function truthFrom(printed: Printed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of printed) {
    if (!p.f || p.f === 'ctx') continue;
    for (const [k, v] of Object.entries(p.f)) {
      const a = /^a(\d)\.(\w+)$/.exec(k);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(blankApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[k] = v;
    }
  }
  return app;
}

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant }

/** The form with what the test needs besides the PDF: every printed value and what it gives. */
export async function buildIndependent72(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const draw = LAYOUTS[layout];
  if (!draw) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent72:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'));
  // A fillable form that is scanned was printed from a viewer first: its values are on the paper as type.
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const s = new Sheet(style, rng.fork('ink'), ...FONTS[layout]!);
  draw(s, merchant, rng.fork('layout'));
  let pdf = await s.end();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(s.printed), printed: s.printed, merchant };
}

const FONTS: Record<string, [string, string]> = {
  hudson_yards_capital: ['Helvetica', 'Helvetica'], garden_state_funding: ['Courier', 'Times-Roman'], nutmeg_merchant_partners: ['Helvetica', 'Helvetica'],
  keystone_commercial_advance: ['Helvetica', 'Times-Roman'], bay_colony_capital: ['Courier', 'Helvetica'], empire_bridge_funding: ['Courier', 'Helvetica'],
  liberty_bell_funding: ['Times-Roman', 'Helvetica'],
};

export async function generateIndependent72(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent72(layout, seed, o);
  return { pdf, truth };
}
