// Independent generator of MCA application forms, set 240: merchants with more than one place or party (franchisors,
// several locations, parent / holding companies, landlords and management companies). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type TruthApplication } from '../generator/truth.ts';
import { drawHarborline } from './layout-harborline.ts';
import { drawKeystone } from './layout-keystone.ts';
import { drawMeridian } from './layout-meridian.ts';
import { drawNorthbound } from './layout-northbound.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Sheet, type Placed240, type Style } from './sheet.ts';

export type { Placed240 } from './sheet.ts';

interface LayoutDef { broker: string; country: 'US' | 'CA'; soleProp: boolean; draw: (s: Sheet, m: Merchant, rng: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  keystone: { broker: 'Keystone Franchise Capital', country: 'US', soleProp: true, draw: drawKeystone },
  meridian: { broker: 'Meridian Multi-Site Funding', country: 'US', soleProp: true, draw: drawMeridian },
  northbound: { broker: 'Northbound Capital', country: 'CA', soleProp: true, draw: drawNorthbound },
  harborline: { broker: 'Harborline Merchant Services', country: 'US', soleProp: true, draw: drawHarborline },
};

export const INDEPENDENT240_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent240Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed240[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
}

/** The application exactly as the printed values give it (everything else null). */
export function truthFrom(placed: Placed240[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) {
          app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
            tax_id_type: null, tax_id_country: null, date_of_birth: null });
        }
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent240(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent240Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; one of ${INDEPENDENT240_LAYOUT_NAMES.join(', ')}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent240:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), def.country, { allowSoleProp: def.soleProp });
  const sheet = new Sheet(o.style, rng.fork(`ink:${o.style}`), `${def.broker} application`);
  def.draw(sheet, merchant, rng.fork('layout'));
  const pages = sheet.page;
  let pdf = await sheet.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: def.broker, country: def.country, pages };
}
