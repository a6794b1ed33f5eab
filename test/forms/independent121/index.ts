// Independent set 121: application forms whose answers are marks rather than words (filled bubbles, check strokes,
// drawn X's, options circled or struck through, Yes/No grids, an "amount requested" band). See README.md.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';
import { brightline } from './layout-brightline.ts';
import { keystone } from './layout-keystone.ts';
import { mapleMain } from './layout-maple.ts';
import { northShore } from './layout-northshore.ts';

type Layout = { country: Country; title: string; typedFont: string; draw: (sh: Sheet, m: Merchant) => Promise<void> };
const LAYOUTS: Record<string, Layout> = {
  brightline_bubbles: { country: 'US', title: 'Brightline Capital Partners - Business Funding Application', typedFont: 'Courier', draw: brightline },
  keystone_checks: { country: 'US', title: 'Keystone Merchant Funding - Merchant Application', typedFont: 'Helvetica', draw: keystone },
  maple_main_circled: { country: 'CA', title: 'Maple & Main Business Capital - Application', typedFont: 'Courier', draw: mapleMain },
  northshore_quick_ca: { country: 'CA', title: 'North Shore Funding - One-Page Application', typedFont: 'Helvetica', draw: northShore },
};

export const INDEPENDENT121_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; layout: string;
  printed: { key: string; text: string; page: number; field?: string }[]; decoys: string[];
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}

/** The truth is exactly what the sheet recorded as printed (path -> value); everything else null. */
export function truthFrom(values: Map<string, string | number>, owners: number): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: Array.from({ length: owners }, emptyApplicant) };
  for (const [path, v] of values) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
    else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
  }
  return app;
}

export async function generateIndependent121(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent121:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), l.country);
  const sh = new Sheet(opts.style, rng.fork(`draw:${opts.style}`), l.typedFont, l.title);
  sh.flatten = opts.style === 'fillable' && opts.scan;
  await l.draw(sh, m);
  let pdf = await sh.finish();
  if (opts.scan) {
    const phone = rng.chance(0.2);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  }
  const printed: Printed[] = sh.printed;
  return { pdf, truth: truthFrom(sh.truth, m.owners.length), layout, printed, decoys: sh.decoys };
}
