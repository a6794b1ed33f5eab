// Set 86: spreadsheet-like and horizontal-grid MCA application forms of seven fictional brokers (README.md).
// generateIndependent86(layout, seed, { style, scan }) gives the PDF and the truth its drawing code recorded.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeDeal, type Deal } from './data.ts';
import { columnar, ledgerline, sheetwise } from './layouts-a.ts';
import { maplerow, pivotpoint, rowcount, tabula } from './layouts-b.ts';
import { Sheet, type Loc, type Style } from './sheet.ts';

interface LayoutDef { broker: string; country: 'US' | 'CA'; draw: (s: Sheet, d: Deal, rng: Rng) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  'ledgerline-excel-ab': { broker: 'Ledgerline Capital', country: 'US', draw: ledgerline },
  'columnar-wide-bands': { broker: 'Columnar Advance Partners', country: 'US', draw: columnar },
  'sheetwise-gsheets': { broker: 'Sheetwise Funding', country: 'US', draw: sheetwise },
  'tabula-landscape-na': { broker: 'Tabula Business Capital', country: 'US', draw: tabula },
  'maplerow-canada-bands': { broker: 'Maple Row Capital', country: 'CA', draw: maplerow },
  'pivotpoint-two-tabs': { broker: 'Pivot Point Funding', country: 'US', draw: pivotpoint },
  'rowcount-tracker-row': { broker: 'Rowcount Merchant Funding', country: 'US', draw: rowcount },
};

export const INDEPENDENT86_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent86Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value that gives a truth field: its text, page and (fillable) AcroForm field. */
  locations: Loc[];
  /** Printed values that are not the application's (bank, landlord, references, ISO rep, funders, homes). */
  decoys: string[];
  broker: string;
  pages: number;
}

export async function generateIndependent86(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent86Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown set-86 layout ${layout}`);
  const deal = makeDeal(seed, layout, def.country);
  // The drawing's own draws (formats, masks, jitter) depend on layout and seed, not on the style, so every style
  // prints the same values; the handwriting jitter has its own stream.
  const rng = new Rng(`i86-draw:${layout}:${seed}`);
  const sheet = new Sheet(opts.style, new Rng(`i86-ink:${layout}:${seed}:${opts.style}`), opts.style === 'fillable' && opts.scan, def.broker);
  def.draw(sheet, deal, rng);
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}:${opts.style}` })).pdf;
  return { pdf, truth: sheet.app, locations: sheet.locs, decoys: sheet.decoys, broker: def.broker, pages: sheet.page };
}
