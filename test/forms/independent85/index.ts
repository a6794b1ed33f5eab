// Set 85: bilingual broker application forms (US English/Spanish, Canadian English/French), seven fictional brokers.
// generateIndependent85(layout, seed, opts) draws one form and returns its PDF with the truth its drawing recorded.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Printed, type Style } from './kit.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { puente, solana } from './layouts-us.ts';
import { aurora, camino } from './layouts-us2.ts';
import { erable, nordique } from './layouts-ca.ts';
import { fleuve } from './layouts-ca2.ts';

type Draw = (s: Sheet, m: Merchant, r: Rng) => void;
interface LayoutDef { broker: string; country: Country; draw: Draw; font: string }
const LAYOUTS: Record<string, LayoutDef> = {
  'puente-stacked': { broker: 'Puente Capital Advisors', country: 'US', draw: puente, font: 'Helvetica' },
  'solana-slash': { broker: 'Solana Funding Group', country: 'US', draw: solana, font: 'Times-Roman' },
  'camino-two-page': { broker: 'Camino Real Business Funding', country: 'US', draw: camino, font: 'Courier' },
  'aurora-espanol': { broker: 'Aurora Merchant Partners', country: 'US', draw: aurora, font: 'Helvetica' },
  'erable-slash-box': { broker: 'Érable Capital Marchand / Maple Merchant Capital', country: 'CA', draw: erable, font: 'Helvetica' },
  'nordique-columns': { broker: 'Northstar Funding / Financement Nordique', country: 'CA', draw: nordique, font: 'Times-Roman' },
  'fleuve-quebec': { broker: 'Groupe Financier Fleuve', country: 'CA', draw: fleuve, font: 'Helvetica' },
};

export const INDEPENDENT85_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent85Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  country: Country;
  style: Style;
  scan: boolean;
  pages: number;
  /** Every value printed (text slots and ticked boxes) with the AcroForm field name that holds it and the truth it gives. */
  printed: Printed[];
}

export async function generateIndependent85(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent85Form> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT85_LAYOUT_NAMES.join(', ')}`);
  const root = new Rng(`independent85:${layout}:${seed}`);
  const merchant = makeMerchant(root.fork('merchant'), def.country);
  const sheet = new Sheet(opts.style, opts.scan, new Rng(`independent85:${layout}:${seed}:${opts.style}:ink`), def.font);
  def.draw(sheet, merchant, root.fork('format'));
  let pdf = await sheet.finish();
  const pages = sheet.pages;
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}:${opts.style}` })).pdf;
  const truth = sheet.app;
  truth.applicants = truth.applicants.map((a) => ({ ...a }));
  return { pdf, truth, layout, broker: def.broker, country: def.country, style: opts.style, scan: opts.scan, pages, printed: sheet.printed };
}
