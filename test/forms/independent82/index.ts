// Set 82: design-heavy application forms of seven fictional fintech / agency-designed brokers, with exact truth.
// generateIndependent82(layout, seed, { style, scan }) draws one form with pdfkit and returns its bytes and truth.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { merchant, type Merchant } from './data.ts';
import { lumen, northbeam, parcel } from './layouts-a.ts';
import { quillfield, vantage } from './layouts-b.ts';
import { maple, orbit } from './layouts-c.ts';
import { Sheet, type Style } from './sheet.ts';

type Layout = (s: Sheet, m: Merchant, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Layout; country: 'US' | 'CA'; broker: string }> = {
  lumen_capital: { draw: lumen, country: 'US', broker: 'Lumen Capital' },
  northbeam_funding: { draw: northbeam, country: 'US', broker: 'Northbeam Funding' },
  parcel_pine: { draw: parcel, country: 'US', broker: 'Parcel & Pine Advance' },
  quillfield_partners: { draw: quillfield, country: 'US', broker: 'Quillfield Merchant Partners' },
  vantage_rail: { draw: vantage, country: 'US', broker: 'Vantage Rail' },
  maple_ledger: { draw: maple, country: 'CA', broker: 'Maple Ledger Capital' },
  orbit_onboarding: { draw: orbit, country: 'US', broker: 'Orbit Onboarding' },
};

export const INDEPENDENT82_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated82 {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number;
  /** Values drawn as page text (typed, handwritten) and AcroForm fields written (fillable), for the tests. */
  printed: string[]; fields: Map<string, string>;
}

export async function generateIndependent82(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated82> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent82:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), spec.country);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
    info: { Title: `${spec.broker} application`, Producer: spec.broker, Creator: 'set82', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const sheet = new Sheet(doc, opts.style, rng.fork('sheet'), opts.style === 'fillable' && opts.scan);
  spec.draw(sheet, m, rng.fork('layout'));
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: sheet.app, broker: spec.broker, pages: sheet.pages, printed: sheet.printed, fields: sheet.fields };
}
