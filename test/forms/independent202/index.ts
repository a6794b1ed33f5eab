// Set 202: US web-form print-outs. Four fictional brokers' online applications (Wufoo, Gravity Forms, Cognito Forms,
// Formstack look-alikes) printed from the browser, in three styles, optionally scanned, with their exact truth.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Canvas, FONT, type Placed, type Style, type Theme } from './canvas.ts';
import { makeDeal, type Deal } from './deal.ts';
import { brightwater, keystone } from './layouts-a.ts';
import { harborline, pinecrest } from './layouts-b.ts';

export type { Placed } from './canvas.ts';

interface Layout { broker: string; theme: Theme; maxOwners: number; draw: (c: Canvas, d: Deal) => void }

const LAYOUTS: Record<string, Layout> = {
  brightwater: { broker: 'Brightwater Funding Group', maxOwners: 2, draw: brightwater,
    theme: { label: FONT.sans, labelBold: FONT.sansBold, value: FONT.sans, accent: '#2b5d8a', border: '#b9c4cf', fill: '#ffffff', radius: 0 } },
  keystone: { broker: 'Keystone Merchant Partners', maxOwners: 3, draw: keystone,
    theme: { label: FONT.dejavu, labelBold: FONT.dejavuBold, value: FONT.dejavu, accent: '#2f8f5b', border: '#c4c4c4', fill: '#fbfbfb', radius: 3 } },
  pinecrest: { broker: 'Pinecrest Capital Advisors', maxOwners: 3, draw: pinecrest,
    theme: { label: FONT.nimbus, labelBold: FONT.nimbusBold, value: FONT.serif, accent: '#3d6fb6', border: '#aab4c3', fill: '#ffffff', radius: 2 } },
  harborline: { broker: 'Harbor Line Business Funding', maxOwners: 2, draw: harborline,
    theme: { label: FONT.sans, labelBold: FONT.sansBold, value: FONT.mono, accent: '#0b3954', border: '#999999', fill: '#ffffff', radius: 0 } },
};

export const INDEPENDENT202_LAYOUT_NAMES = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was placed: every path a placed value names, nothing else. */
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
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent202(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: a scan keeps no AcroForm fields');
  // The deal comes from the layout and seed only, so the three styles print the same deal.
  const deal = makeDeal(new Rng(`independent202:${layout}:${seed}`).fork('deal'), l.maxOwners);
  const c = new Canvas(opts.style, l.theme, `independent202:${layout}:${seed}`);
  l.draw(c, deal);
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: l.broker, country: 'US', pages: c.page };
}
