// Independent set 178: applicant / co-applicant comparison sheets. Owners in a table with field names down the left
// and one column per person, the business in a similar table, and a 'Requested' vs 'Approved (office use)' terms table
// of which only the requested column is the merchant's. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Country, type Merchant } from './data.ts';
import { copperleaf, harborline } from './layouts-a.ts';
import { northgate, tidewater } from './layouts-b.ts';
import { Sheet, type Look, type Placed, type Style } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout {
  broker: string; country: Country; look: Look; maskRate: number; maxOwners: number;
  draw: (sh: Sheet, rng: Rng, m: Merchant) => void;
}

const LAYOUTS: Record<string, Layout> = {
  'harborline-comparison': { broker: 'Harborline Funding Partners', country: 'US', maskRate: 0.3, maxOwners: 3, draw: harborline,
    look: { typedFont: 'Helvetica', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold', hand: 'kalam', ink: [25, 45, 140], accent: '#1f3a5f' } },
  'copperleaf-principals': { broker: 'Copperleaf Capital Group', country: 'US', maskRate: 0.25, maxOwners: 3, draw: copperleaf,
    look: { typedFont: 'Times-Roman', labelFont: 'Times-Roman', boldFont: 'Times-Bold', hand: 'patrick', ink: [35, 35, 35], accent: '#2f6b3a' } },
  'tidewater-dealsheet': { broker: 'Tidewater Merchant Services', country: 'US', maskRate: 0.4, maxOwners: 3, draw: tidewater,
    look: { typedFont: 'Courier', labelFont: 'Courier', boldFont: 'Courier-Bold', hand: 'kalam', ink: [20, 20, 90], accent: '#444444' } },
  'northgate-canada': { broker: 'Northgate Capital Advisors', country: 'CA', maskRate: 0.3, maxOwners: 3, draw: northgate,
    look: { typedFont: 'Helvetica', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold', hand: 'patrick', ink: [10, 60, 120], accent: '#7a1f2b' } },
};

export const INDEPENDENT178_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application as the placed values give it: every field no printed value gives stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, val] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = val;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = val;
      }
    }
  }
  return app;
}

export async function generateIndependent178(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`independent178: unknown layout ${JSON.stringify(layout)}`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent178: unknown style ${JSON.stringify(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent178: a fillable form cannot be scanned (its values live only in AcroForm fields)');
  const root = new Rng(`independent178:${layout}:${seed}`);
  const merchant = makeMerchant(root.fork('merchant'), L.country, { maskRate: L.maskRate, maxOwners: L.maxOwners });
  const layoutRng = root.fork('layout');
  const scanRng = root.fork('scan');
  const sh = new Sheet(opts.style, new Rng(`independent178:${layout}:${seed}:ink`), L.look, `${L.broker} application`);
  L.draw(sh, layoutRng, merchant);
  let pdf = await sh.finish();
  if (opts.scan) {
    const profile = scanRng.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...profile, seed: `independent178:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sh.placed), placed: sh.placed, decoys: sh.decoys, broker: L.broker, country: L.country, pages: sh.page };
}
