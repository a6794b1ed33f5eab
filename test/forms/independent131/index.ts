// Set 131: dense one-page MCA applications with abbreviated labels, from four fictional brokers (README.md).
// generateIndependent131(layout, seed, style) draws one form and returns its truth; same (layout, seed, opts) => same bytes.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { drawGrid, GRID_FREQS, GRID_SPEC } from './layout-grid.ts';
import { drawTwin, TWIN_FREQS, TWIN_SPEC } from './layout-twin.ts';
import { drawStrip, STRIP_FREQS, STRIP_SPEC } from './layout-strip.ts';
import { drawCodes, CODES_FREQS, CODES_SPEC } from './layout-codes.ts';
import { makeMerchant, type Freq, type Merchant, type MerchantSpec } from './merchant.ts';
import { HAND_FONT, Pen, type Drawn, type Style, type Ticked } from './pen.ts';

interface Layout { spec: MerchantSpec; freqs: readonly Freq[]; draw: (pen: Pen, m: Merchant) => void }

const LAYOUTS: Record<string, Layout> = {
  quicklane_grid: { spec: GRID_SPEC, freqs: GRID_FREQS, draw: drawGrid },
  northbridge_twin: { spec: TWIN_SPEC, freqs: TWIN_FREQS, draw: drawTwin },
  ironside_strip: { spec: STRIP_SPEC, freqs: STRIP_FREQS, draw: drawStrip },
  fiveboro_codes: { spec: CODES_SPEC, freqs: CODES_FREQS, draw: drawCodes },
};

export const INDEPENDENT131_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent131Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  style: Style;
  scan: boolean;
  scanner: 'OFFICE_SCANNER' | 'PHONE_PHOTO' | null;
  country: 'US' | 'CA';
  /** Every value drawn that gives truth fields, with those fields' paths. */
  values: Drawn[];
  /** The checked options (entity type, frequency), with the paths they give. */
  ticks: Ticked[];
  /** Printed values that are not the application's (decoys, masked numbers, SAME / N/A). */
  decoys: Drawn[];
}

export async function generateIndependent131(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent131Result> {
  const lay = LAYOUTS[layout];
  if (!lay) throw new Error(`unknown set-131 layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form is not scanned: scan the typed or handwritten one');
  const rng = new Rng(`independent131:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), lay.spec, lay.freqs);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
    info: { Title: 'Merchant Application', Producer: 'pdfkit', Creator: 'Broker Forms', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont(HAND_FONT, HAND_FONT);
  doc.font('Helvetica');
  if (opts.style === 'fillable') doc.initForm();
  const pen = new Pen(doc, opts.style, rng.fork('pen'));
  lay.draw(pen, m);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  let scanner: Independent131Result['scanner'] = null;
  if (opts.scan) {
    const sr = new Rng(`independent131-scan:${layout}:${seed}`);
    scanner = sr.chance(0.6) ? 'OFFICE_SCANNER' : 'PHONE_PHOTO';
    pdf = (await scanPdf(pdf, { ...(scanner === 'OFFICE_SCANNER' ? OFFICE_SCANNER : PHONE_PHOTO), seed: `${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: m.truth, layout, style: opts.style, scan: opts.scan, scanner, country: m.country, values: pen.values, ticks: pen.ticks, decoys: pen.decoys };
}
