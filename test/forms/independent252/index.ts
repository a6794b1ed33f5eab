// Set 252: independent generator of comb-box MCA application forms in the style of government paperwork.
// generateIndependent252(layout, seed, { style, scan }) -> the PDF, its exact truth (TruthApplication), the broker,
// the page count, every value placed (with the truth paths it gives) and the decoys.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { Sheet, truthFrom, type Placed, type Style } from './kit.ts';
import { FEDERAL, federal } from './federal.ts';
import { MAPLE, maple } from './maple.ts';
import { LIBERTY, liberty } from './liberty.ts';
import { GRANITE, granite } from './granite.ts';

interface Layout { broker: string; country: 'US' | 'CA'; draw: (s: Sheet, m: Merchant, r: Rng) => void }
const LAYOUTS: Record<string, Layout> = {
  'federal-street-fsf100': { broker: FEDERAL, country: 'US', draw: federal },
  'maple-crown-bilingual': { broker: MAPLE, country: 'CA', draw: maple },
  'liberty-ledger-schedule': { broker: LIBERTY, country: 'US', draw: liberty },
  'granite-state-registration': { broker: GRANITE, country: 'US', draw: granite },
};

export const INDEPENDENT252_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent252Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  broker: string;
  pages: number;
  country: 'US' | 'CA';
  style: Style;
  scan: boolean | 'phone';
  /** Every value drawn or put in a field, with the truth paths it gives (empty for decoys and context). */
  placed: Placed[];
  /** Printed values that are not the application's: landlord, bank, references, ISO rep, funders, masked IDs ... */
  decoys: { key: string; text: string; page: number }[];
}

export async function generateIndependent252(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent252Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent252:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), l.country);
  const sheet = new Sheet(o.style, rng.fork(`draw:${o.style}`), l.broker);
  l.draw(sheet, merchant, rng.fork('layout'));
  let pdf = await sheet.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent252:${layout}:${seed}` })).pdf;
  return {
    pdf, truth: truthFrom(sheet.placed), broker: l.broker, pages: sheet.page, country: l.country, style: o.style, scan: o.scan,
    placed: sheet.placed,
    decoys: sheet.placed.filter((p) => p.decoy).map((p) => ({ key: p.key, text: p.text, page: p.page })),
  };
}
