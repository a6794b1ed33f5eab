// Independent generator of MCA application forms, set 244: industry-specific broker forms that print the merchant's
// licences and permits (liquor, health, contractor, dealer, USDOT / MC, cosmetology, NPI / DEA) as decoys.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { drawBrightPath } from './layout-brightpath.ts';
import { drawCopperKettle } from './layout-copperkettle.ts';
import { drawIronclad } from './layout-ironclad.ts';
import { drawRedline } from './layout-redline.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Sheet, type Placed244, type Style } from './sheet.ts';

export type { Placed244 } from './sheet.ts';

interface LayoutDef {
  broker: string; themes: readonly string[]; canada: boolean; lastFirst: boolean;
  draw(s: Sheet, m: Merchant, r: Rng, broker: string): number;
}
const LAYOUTS: Record<string, LayoutDef> = {
  copperkettle: { broker: 'Copper Kettle Capital', themes: ['restaurant', 'bar'], canada: false, lastFirst: false, draw: drawCopperKettle },
  ironclad: { broker: 'Ironclad Funding Partners', themes: ['contractor'], canada: false, lastFirst: false, draw: drawIronclad },
  redline: { broker: 'Redline Merchant Services', themes: ['auto', 'trucking'], canada: false, lastFirst: true, draw: drawRedline },
  brightpath: { broker: 'Bright Path Capital', themes: ['salon', 'medical'], canada: true, lastFirst: false, draw: drawBrightPath },
};
export const INDEPENDENT244_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Generated244 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed244[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the values actually placed: every non-null field comes from a printed string. */
export function truthFrom(placed: Placed244[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent244(layout: string, seed: number, o: { style: Style; scan: boolean | 'phone' }): Promise<Generated244> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent244:${layout}:${seed}`);
  const m = makeMerchant(rng, def.themes, def.canada, { lastFirst: def.lastFirst });
  const sheet = new Sheet(o.style, `independent244:${layout}:${seed}:${o.style}:hand`, `${def.broker} application`);
  const pages = def.draw(sheet, m, rng, def.broker);
  let pdf = await sheet.finish();
  if (o.scan) pdf = (await scanPdf(pdf, o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: def.broker, country: m.country, pages };
}
