// Independent set 54: application forms made by small brokers in word processors and spreadsheets (tab leaders, Word
// tables, Excel grids, owners as columns, a three-page long form, a Canadian variant). Deterministic per (layout, seed).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { Pen, type Printed, type Style } from './pen.ts';
import { brightwater, cobblestone, ledgerline } from './layouts-a.ts';
import { harborview, maplecrest } from './layouts-b.ts';
import { pinnacle, tallgrass } from './layouts-c.ts';

interface Layout {
  country: 'US' | 'CA'; maxOwners: number; soleProp: number; serif: boolean; typeFont: string[]; creator: string;
  draw: (p: Pen, m: Merchant, r: Rng) => void;
}
const LAYOUTS: Record<string, Layout> = {
  'ledgerline-capital': { country: 'US', maxOwners: 3, soleProp: 0.25, serif: true, typeFont: ['Times-Roman', 'Courier'], creator: 'Microsoft® Word for Microsoft 365', draw: ledgerline },
  'brightwater-funding': { country: 'US', maxOwners: 3, soleProp: 0.15, serif: false, typeFont: ['Helvetica', 'Courier'], creator: 'Microsoft® Word 2019', draw: brightwater },
  'cobblestone-finance': { country: 'US', maxOwners: 3, soleProp: 0.25, serif: false, typeFont: ['Helvetica'], creator: 'Microsoft® Excel® 2016', draw: cobblestone },
  'harborview-merchant': { country: 'US', maxOwners: 3, soleProp: 0.2, serif: false, typeFont: ['Courier', 'Helvetica'], creator: 'Microsoft® Word 2016', draw: harborview },
  'maplecrest-capital-ca': { country: 'CA', maxOwners: 3, soleProp: 0.2, serif: true, typeFont: ['Helvetica', 'Times-Roman'], creator: 'Microsoft® Word for Microsoft 365', draw: maplecrest },
  'tallgrass-advance': { country: 'US', maxOwners: 3, soleProp: 0.25, serif: false, typeFont: ['Courier', 'Helvetica'], creator: 'Microsoft® Word 2013', draw: tallgrass },
  'pinnacle-pointe': { country: 'US', maxOwners: 3, soleProp: 0.2, serif: false, typeFont: ['Helvetica'], creator: 'Microsoft® Excel® for Microsoft 365', draw: pinnacle },
};

export const INDEPENDENT54_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: { key: string; text: string }[] }

/** The form and, for the tests, what was printed for each truth field and the decoys. */
export async function build54(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Built> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent54:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), L.country, { maxOwners: L.maxOwners, soleProp: L.soleProp });
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
    info: { Title: 'Application', Creator: L.creator, Producer: L.creator, CreationDate: new Date(0), ModDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const pr = r.fork('pen');
  const pen = new Pen(doc, o.style, pr, { serif: L.serif, typeFont: pr.pick(L.typeFont) });
  L.draw(pen, m, r.fork('layout'));
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: pen.truth, printed: pen.printed, decoys: pen.decoys };
}

export async function generateIndependent54(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await build54(layout, seed, o);
  return { pdf: b.pdf, truth: b.truth };
}
