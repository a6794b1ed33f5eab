// Set 81 of the independent application forms: franchise, multi-location and holding-company merchants, seven
// fictional brokers. Each form names the applicant's parent (holding) company, its franchisor, a management company,
// several stores each with its own DBA and store number, and owners that include a holding LLC beside people; the truth
// is the applicant operating company's, as applications.md reads the printed form (README.md: the choices made).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type Printed, type Style } from './canvas.ts';
import { franchiseFirst, keystone } from './layouts-a.ts';
import { brandline, summit } from './layouts-b.ts';
import { crossroads, harborview, maplecrest } from './layouts-c.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { vis, type Vis } from './parts.ts';

type Layout = { title: string; canada?: boolean; draw: (f: Form, m: Merchant, v: Vis, rng: Rng) => void };
const LAYOUTS: Record<string, Layout> = {
  'franchisefirst-grid': { title: 'FranchiseFirst Capital Partners - Multi-Unit Franchisee Application', draw: franchiseFirst },
  'keystone-parent-first': { title: 'Keystone Multi-Unit Funding - Business Funding Application', draw: keystone },
  'summit-org-chart': { title: 'Summit HoldCo Advance - Franchise & Multi-Site Application', draw: summit },
  'brandline-two-column': { title: 'BrandLine Merchant Services - Franchisee Working Capital Application', draw: brandline },
  'crossroads-questions': { title: 'Crossroads Capital - ISO Application', draw: crossroads },
  'maplecrest-canada': { title: 'Maple Crest Franchise Finance - Franchisee Financing Application', canada: true, draw: maplecrest },
  'harborview-care-of': { title: 'Harborview Enterprise Lending - Multi-Location Business Application', draw: harborview },
};

export const INDEPENDENT81_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent81Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value (field name, text, truth paths it gives; none for a decoy). */
  printed: Printed[];
  style: Style;
  layout: string;
}

export async function generateIndependent81(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent81Form> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent81:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), l.canada ?? false);
  const v = vis(rng.fork('vis'), m.people.length);
  // PDFium (the scanner's renderer) draws no form widgets: a fillable form is scanned as a viewer prints it, values drawn.
  const f = new Form(opts.style, rng.fork('draw'), l.title, opts.scan);
  l.draw(f, m, v, rng.fork('layout'));
  let pdf = await f.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: f.app, printed: f.printed, style: opts.style, layout };
}
