// Independent application-form generator, set 236: page geometry (landscape, /Rotate'd, legal/A4, 2-up).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { makeMerchant } from './data.ts';
import { LAYOUTS } from './layouts.ts';

export type { Placed } from './canvas.ts';
export const INDEPENDENT236_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated236 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the values actually placed (a value not placed stays null). */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
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

export async function generateIndependent236(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Generated236> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent236:${layout}:${seed}`);
  const m = makeMerchant(rng, L.country);
  const cv = new Canvas(o.style, new Rng(`independent236:${layout}:${seed}:draw`), new Rng(`independent236:${layout}:${seed}:jitter`), `${L.broker} application`);
  L.draw(cv, m);
  let pdf = await cv.end();
  if (o.scan) pdf = (await scanPdf(pdf, o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  const placed = cv.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = cv.placed.filter((p) => Object.keys(p.fields).length === 0);
  return { pdf, truth: truthFrom(placed), placed, decoys, broker: L.broker, country: L.country, pages: cv.pages };
}
