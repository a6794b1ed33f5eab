// Set 234: a funder's "Merchant Application & Agreement" packet, the application on the first page(s) and the
// purchase-and-sale agreement, guaranty and ACH authorisation after it. See README.md.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { Canvas, type Decoy, type Placed, type Style } from './canvas.ts';
import { drawBluewater } from './layout-bluewater.ts';
import { drawGranite } from './layout-granite.ts';
import { drawMaple } from './layout-maple.ts';
import { drawQuill } from './layout-quill.ts';
import { makeMerchant, type Country, type Merchant } from './model.ts';

export type { Placed, Decoy, Style } from './canvas.ts';

interface Layout { broker: string; country: (rng: Rng) => Country; draw: (c: Canvas, m: Merchant) => void }
const LAYOUTS: Record<string, Layout> = {
  granite: { broker: 'Granite Arch Capital', country: () => 'US', draw: drawGranite },
  bluewater: { broker: 'Bluewater Funding Partners', country: () => 'US', draw: drawBluewater },
  maple: { broker: 'Northern Lights Merchant Funding', country: () => 'CA', draw: drawMaple },
  quill: { broker: 'Quill & Ledger Capital', country: (rng) => (rng.chance(0.3) ? 'CA' : 'US'), draw: drawQuill },
};
export const INDEPENDENT234_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent234Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Decoy[]; broker: string; country: Country; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was placed: only values printed on the form are non-null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
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

export async function generateIndependent234(layout: string, seed: number, o: { style: Style; scan: boolean | 'phone' }): Promise<Independent234Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent234:${layout}:${seed}`);
  const country = def.country(rng);
  const m = makeMerchant(rng, country);
  const c = new Canvas(o.style, rng, new Rng(`independent234:${layout}:${seed}:${o.style}`), `${def.broker} - Merchant Application & Agreement`);
  def.draw(c, m);
  let pdf = await c.end();
  if (o.scan) pdf = (await scanPdf(pdf, o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  return { pdf, truth: truthFrom(c.placed), placed: c.placed, decoys: c.decoys, broker: def.broker, country, pages: c.page };
}
