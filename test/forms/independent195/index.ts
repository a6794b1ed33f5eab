// Independent generator of MCA application forms, set 195: ordinary broker applications (US and Canadian) as brokers
// design them in Word or Canva. Four fictional brokers, three styles (typed, handwritten, fillable) and scans. The truth
// is assembled from what was actually printed, so a value not printed is null by construction (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { buildModel, type Country, type EntityKind, type Model } from './model.ts';
import { Sheet, type Look, type Placed, type Style } from './sheet.ts';
import { drawBrightPath } from './layout-brightpath.ts';
import { drawNorthernMaple } from './layout-maple.ts';
import { drawKeystone } from './layout-keystone.ts';
import { drawSunrise } from './layout-sunrise.ts';

export type { Placed, Style } from './sheet.ts';

interface LayoutSpec {
  broker: string; country: Country; maxOwners: number; kinds: EntityKind[]; look: Look;
  draw: (s: Sheet, m: Model, rng: Rng) => void;
}

const LAYOUTS: Record<string, LayoutSpec> = {
  brightpath: { broker: 'BrightPath Funding Group', country: 'US', maxOwners: 2, kinds: ['corp', 'corp', 'llc', 'llc', 'llc', 'scorp', 'partnership', 'sole', 'sole', 'lp', 'pllc', 'pa'],
    look: { typedFont: 'Helvetica', typedSize: 9.5, creator: 'Canva', producer: 'Canva', mark: 'letter' }, draw: drawBrightPath },
  northern_maple: { broker: 'Northern Maple Capital', country: 'CA', maxOwners: 3, kinds: ['corp', 'corp', 'corp', 'sole', 'partnership', 'ulc'],
    look: { typedFont: 'Helvetica', typedSize: 9.5, creator: 'Canva', producer: 'Canva', mark: 'glyph' }, draw: drawNorthernMaple },
  keystone: { broker: 'Keystone Merchant Services', country: 'US', maxOwners: 4, kinds: ['corp', 'llc', 'llc', 'scorp', 'sole', 'pllc', 'llp', 'lp'],
    look: { typedFont: 'Courier', typedSize: 8.5, creator: 'Microsoft® Word for Microsoft 365', producer: 'Microsoft® Word for Microsoft 365', mark: 'letter' },
    draw: drawKeystone },
  sunrise: { broker: 'Sunrise Business Lending', country: 'US', maxOwners: 2, kinds: ['llc', 'llc', 'corp', 'corp', 'sole', 'sole', 'sole', 'scorp', 'pllc', 'lp', 'partnership'],
    look: { typedFont: 'Helvetica', typedSize: 10, creator: 'Microsoft® Word 2019', producer: 'Microsoft® Word 2019', mark: 'glyph' }, draw: drawSunrise },
};

export const INDEPENDENT195_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values' truth fields: anything not printed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent195(layout: string, seed: number, opts: { style: Style; scan?: boolean }):
Promise<{ pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown independent195 layout: ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  // The values come from (layout, seed) only; the style has its own generator for ink jitter, so all three styles of
  // a seed print the same values and share one truth.
  const rng = new Rng(`independent195:${layout}:${seed}`);
  const model = buildModel(rng.fork('model'), spec.country, spec.maxOwners, spec.kinds);
  const sheet = new Sheet(opts.style, new Rng(`independent195:${layout}:${seed}:${opts.style}:ink`), `${spec.broker} - Business Funding Application`, spec.look);
  spec.draw(sheet, model, rng.fork('layout'));
  let pdf = await sheet.finish();
  if (opts.scan) {
    const preset = new Rng(`independent195:${layout}:${seed}:scan`).chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `independent195:${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: spec.broker, country: spec.country, pages: sheet.page };
}
