// Independent generator, set 232: MCA application forms with irregular layouts (unaligned columns, mixed boxes and
// lines, a shaded request sidebar, owner cards two per row, stamps and notes over fields, sections continued on page 2)
// from four fictional US brokers. The truth is built only from what each layout placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Canvas, type PlacedValue, type Style } from './canvas.ts';
import { bluestem, northgate } from './layouts-b.ts';
import { copperleaf, harborline } from './layouts-a.ts';
import { type Merchant, makeMerchant } from './model.ts';

type Draw = (c: Canvas, m: Merchant, r: Rng) => void;
const LAYOUTS: Record<string, { broker: string; maxOwners: number; draw: Draw }> = {
  harborline: { broker: 'Harborline Capital Partners', maxOwners: 3, draw: harborline },
  copperleaf: { broker: 'Copperleaf Funding Group', maxOwners: 3, draw: copperleaf },
  bluestem: { broker: 'Bluestem Merchant Advisors', maxOwners: 3, draw: bluestem },
  northgate: { broker: 'Northgate Business Lending', maxOwners: 3, draw: northgate },
};
export const INDEPENDENT232_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent232Result {
  pdf: Uint8Array; truth: TruthApplication; placed: PlacedValue[]; decoys: PlacedValue[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the placed values give it; a value printed twice must give the same field both times. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
  const seen = new Map<string, unknown>();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} placed twice with different values`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  // US forms do not print the country: the state and the tax ID give it.
  if (app.state_region) app.country = 'United States';
  return app;
}

export async function generateIndependent232(layout: string, seed: number, opts: { style: Style; scan?: boolean | 'phone' }): Promise<Independent232Result> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent232:${layout}:${seed}`);
  const m = makeMerchant(rng, spec.maxOwners);
  const c = new Canvas(opts.style, new Rng(`independent232:${layout}:${seed}:ink:${opts.style}`), `${spec.broker} application`);
  spec.draw(c, m, rng.fork('layout'));
  let pdf = await c.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: spec.broker, country: 'US', pages: c.page };
}
