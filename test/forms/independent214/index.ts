// Set 214: an independent generator of merchant-cash-advance application forms from US franchise and multi-location
// operators (README.md). The truth is folded from what was printed, so a value not printed is null by construction.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Canvas, type Mark, type Placed, type Style } from './canvas.ts';
import { buildModel, type Model } from './model.ts';
import { drawKeystone } from './layouts/keystone.ts';
import { drawBeacon } from './layouts/beacon.ts';
import { drawCrossroads } from './layouts/crossroads.ts';
import { drawSummit } from './layouts/summit.ts';

export type { Placed, Style } from './canvas.ts';

interface LayoutDef { broker: string; group: boolean; valueFont: string; draw: (c: Canvas, m: Model) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  keystone: { broker: 'Keystone Franchise Capital', group: false, valueFont: 'Courier', draw: drawKeystone },
  beacon: { broker: 'Beacon Multi-Unit Funding', group: true, valueFont: 'LibMono', draw: drawBeacon },
  crossroads: { broker: 'Crossroads Merchant Partners', group: false, valueFont: 'DejaVu', draw: drawCrossroads },
  summit: { broker: 'Summit Row Capital', group: false, valueFont: 'LibSerif', draw: drawSummit },
};
export const INDEPENDENT214_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent214Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it: every path a placed value names, null elsewhere. */
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

export async function generateIndependent214(layout: string, seed: number,
  opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent214Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: a scan has no AcroForm fields');
  const model = buildModel(layout, seed, def.group);
  const look = new Rng(`independent214-look:${layout}:${seed}`);
  const mark = look.pick<Mark>(['drawn', 'letter', 'glyph']);
  const c = new Canvas(opts.style, new Rng(`independent214-print:${layout}:${seed}:${opts.style}`), look, def.valueFont, mark, `${def.broker} application`);
  def.draw(c, model);
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  const placed = c.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = c.placed.filter((p) => Object.keys(p.fields).length === 0);
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: def.broker, country: 'US', pages: c.page };
}
