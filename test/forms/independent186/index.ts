// Independent generator, set 186: four fictional US ISO brokers' one- and two-page MCA applications, each drawn
// typed, handwritten or fillable (and scanned), with the truth built only from the values actually placed.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './merchant.ts';
import { brightpath, keystone } from './layouts-one-page.ts';
import { harborline, summitLane } from './layouts-two-page.ts';
import { Sheet, type Placed, type Style, type Theme } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; maxOwners: number; theme: Theme; draw: (s: Sheet, m: Merchant, r: Rng) => void }

const LAYOUTS: Record<string, Layout> = {
  keystone: { broker: 'Keystone Funding Partners', maxOwners: 2, draw: keystone,
    theme: { font: 'Helvetica', bold: 'Helvetica-Bold', ink: '#1f3a68', accent: '#1f3a68', typedFont: 'Courier' } },
  harborline: { broker: 'Harborline Capital Group', maxOwners: 3, draw: harborline,
    theme: { font: 'Helvetica', bold: 'Helvetica-Bold', ink: '#0f6e6e', accent: '#d7ecea', typedFont: 'Helvetica' } },
  brightpath: { broker: 'Brightpath Merchant Services', maxOwners: 2, draw: brightpath,
    theme: { font: 'Times-Roman', bold: 'Times-Bold', ink: '#7a1f2b', accent: '#7a1f2b', typedFont: 'Helvetica' } },
  summit_lane: { broker: 'Summit Lane Advance', maxOwners: 3, draw: summitLane,
    theme: { font: 'Helvetica', bold: 'Helvetica-Bold', ink: '#c75b12', accent: '#e4e4e4', typedFont: 'Times-Roman' } },
};

export const INDEPENDENT186_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values only: a field nothing printed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = val;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = val;
      }
    }
  }
  return app;
}

export async function generateIndependent186(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in its fields');
  const m = makeMerchant(seed, l.maxOwners, layout);
  const sheet = new Sheet(opts.style, l.theme, `independent186:${layout}:${seed}`, `${l.broker} Application`);
  // The layout's own choices come from (layout, seed) only, so every style of a seed shares one truth.
  l.draw(sheet, m, new Rng(`independent186:${layout}:${seed}:choices`));
  let { pdf } = await sheet.finish();
  const pages = sheet.page;
  if (opts.scan) {
    const tier = new Rng(`independent186:scan:${layout}:${seed}`).chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `independent186:${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: 'US', pages };
}
