// Independent generator, set 217: four fictional US ISOs' merchant-cash-advance applications with exact truth.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeDeal, type Deal } from './data.ts';
import { Form, type DecoyValue, type PlacedValue, type Style } from './form.ts';
import { keystone } from './keystone.ts';
import { bluewater } from './bluewater.ts';
import { meridian } from './meridian.ts';
import { ironclad } from './ironclad.ts';

export type { PlacedValue, DecoyValue, Style };

interface Layout { broker: string; maxOwners: number; ink: string; font: string; draw: (f: Form, d: Deal, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  keystone_grid: { broker: 'Keystone Capital Partners', maxOwners: 3, ink: '#1a1a6e', font: 'Courier', draw: keystone },
  bluewater_lines: { broker: 'Bluewater Funding Group', maxOwners: 2, ink: '#0a2a8a', font: 'Helvetica', draw: bluewater },
  meridian_two_column: { broker: 'Meridian Merchant Advisors', maxOwners: 3, ink: '#222', font: 'Times-Roman', draw: meridian },
  ironclad_dense: { broker: 'Ironclad Business Funding, LLC', maxOwners: 3, ink: '#102060', font: 'Helvetica', draw: ironclad },
};
export const INDEPENDENT217_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: DecoyValue[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was printed: every placed value's fields, the country from the US state and tax ID. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  if (app.state_region || app.business_tax_id) app.country = 'United States';
  return app;
}

export async function generateIndependent217(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const r = new Rng(`independent217:${layout}:${seed}`);
  const deal = makeDeal(r.fork('deal'), l.maxOwners);
  const form = new Form(opts.style, new Rng(`independent217:${layout}:${seed}:${opts.style}:ink`), opts.style === 'handwritten' ? l.ink : 'black', l.font);
  l.draw(form, deal, r.fork('layout'));
  const pages = form.page;
  let pdf = await form.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(form.placed), placed: form.placed, decoys: form.decoys, broker: l.broker, country: 'US', pages };
}
