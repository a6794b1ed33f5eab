// Independent generator, set 201: US funders' long-form MCA applications (three to four pages) with exact truth.
// The deal and every printing choice come from (layout, seed); the style only changes how values are put down.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { makeDeal, type Deal } from './model.ts';
import { Sheet, VALUE_FONTS, type Placed, type Style } from './sheet.ts';
import { granite } from './granite.ts';
import { bluewater } from './bluewater.ts';
import { cedarPike } from './cedar.ts';
import { ironwood } from './ironwood.ts';

export type { Placed } from './sheet.ts';

type Layout = (s: Sheet, deal: Deal, rng: Rng) => void;
const LAYOUTS: Record<string, { broker: string; draw: Layout; serif: boolean }> = {
  granite_harbor_long: { broker: 'Granite Harbor Capital', draw: granite, serif: false },
  bluewater_four_page: { broker: 'Bluewater Merchant Funding', draw: bluewater, serif: true },
  cedar_pike_owner_table: { broker: 'Cedar & Pike Funding Group', draw: cedarPike, serif: true },
  ironwood_sentences: { broker: 'Ironwood Business Capital', draw: ironwood, serif: false },
};
export const INDEPENDENT201_LAYOUT_NAMES = Object.keys(LAYOUTS);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as the placed values give it: a field nobody printed stays null. */
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
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent201(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in fields');
  const key = `independent201:${layout}:${seed}`;
  const rng = new Rng(key);
  const deal = makeDeal(rng);
  // Drawn whatever the style, so the same seed makes the same choices for typed, handwritten and fillable.
  const valueFont = rng.pick(VALUE_FONTS);
  const sheet = new Sheet(opts.style, key, valueFont, spec.serif ? 'serif' : 'sans', `${spec.broker} — Merchant Application`);
  spec.draw(sheet, deal, rng);
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: key })).pdf;
  const placed = sheet.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = sheet.placed.filter((p) => Object.keys(p.fields).length === 0);
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: spec.broker, country: 'US', pages: sheet.page };
}
