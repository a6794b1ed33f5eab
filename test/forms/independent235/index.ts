// Independent form set 235: bilingual (Spanish / English) MCA applications for the US Hispanic market, four layouts,
// three styles, optional scans. The truth is built only from the values each layout placed on the page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { capitalLatino } from './layout-latino.ts';
import { fronteraExpress } from './layout-frontera.ts';
import { puente } from './layout-puente.ts';
import { solYMar } from './layout-solymar.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface LayoutDef { broker: string; draw: (s: Sheet, m: Merchant) => void; typedFont: string }
const LAYOUTS: Record<string, LayoutDef> = {
  capital_latino: { broker: 'Capital Latino Funding', draw: capitalLatino, typedFont: 'Helvetica' },
  puente_two_page: { broker: 'Puente Business Funding', draw: puente, typedFont: 'Courier' },
  sol_y_mar: { broker: 'Sol y Mar Capital', draw: solYMar, typedFont: 'Helvetica' },
  frontera_express: { broker: 'Frontera Express Advance', draw: fronteraExpress, typedFont: 'Helvetica-Bold' },
};

export const INDEPENDENT235_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent235Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values only; the country from the state or the tax ID when either printed. */
export function truthFrom(placed: Placed[]): { truth: TruthApplication; decoys: Decoy[] } {
  const app = emptyApplication();
  const decoys: Decoy[] = [];
  for (const p of placed) {
    const entries = Object.entries(p.fields);
    if (!entries.length) {
      decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
      continue;
    }
    for (const [path, v] of entries) {
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
  if (app.state_region || app.business_tax_id) app.country = 'United States';
  return { truth: app, decoys };
}

export async function generateIndependent235(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent235Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT235_LAYOUT_NAMES.join(', ')}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned (its values live only in AcroForm fields)');
  const rng = new Rng(`independent235:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'));
  const sheet = new Sheet(o.style, rng.fork('layout'), rng.fork(`jitter:${o.style}`), `${def.broker} application`, def.typedFont);
  def.draw(sheet, merchant);
  const pages = sheet.page;
  let pdf = await sheet.finish();
  if (o.scan) pdf = (await scanPdf(pdf, o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  const { truth, decoys } = truthFrom(sheet.placed);
  return { pdf, truth, placed: sheet.placed, decoys, broker: def.broker, country: 'US', pages };
}
