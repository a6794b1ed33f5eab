// Set 243: long "universal" business financing applications (2-3 pages) that brokers also use for MCA deals. Four
// fictional layouts; the truth is built only from the values placed on the pages (fmt.ts truthFrom).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { Decoy, TruthApplication } from '../generator/truth.ts';
import { truthFrom } from './fmt.ts';
import { harborview } from './layout-harborview.ts';
import { keystone } from './layout-keystone.ts';
import { ledgerline } from './layout-ledgerline.ts';
import { mapleNorth } from './layout-maple.ts';
import { makeMerchant, type Country, type Merchant } from './model.ts';
import { Sheet, type Placed, type Style } from './sheet.ts';

interface LayoutDef { broker: string; country: (r: Rng) => Country; maxOwners: number; draw: (s: Sheet, m: Merchant) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  keystone_universal: { broker: 'Keystone Commercial Capital', country: () => 'US', maxOwners: 3, draw: keystone },
  maple_north_credit: { broker: 'Maple North Business Funding', country: () => 'CA', maxOwners: 3, draw: mapleNorth },
  ledgerline_mca: { broker: 'LedgerLine Funding Group', country: () => 'US', maxOwners: 3, draw: ledgerline },
  harborview_loan: { broker: 'Harborview Commercial Lending', country: (r) => (r.chance(0.3) ? 'CA' : 'US'), maxOwners: 3, draw: harborview },
};

export const INDEPENDENT243_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent243Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent243(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent243Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned (its values are in AcroForm fields)');
  const r = new Rng(`independent243:${layout}:${seed}`);
  const country = def.country(r);
  const m = makeMerchant(r, country, def.maxOwners);
  const sheet = new Sheet(o.style, new Rng(`independent243:${layout}:${seed}:draw`), def.broker);
  def.draw(sheet, m);
  let pdf = await sheet.end();
  const { application, decoys } = truthFrom(sheet.placed);
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: application, placed: sheet.placed, decoys, broker: def.broker, country, pages: sheet.page };
}
