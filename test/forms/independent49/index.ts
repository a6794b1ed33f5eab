// Set 49: seven ordinary ISO / broker application forms (six US, one Canadian), each from its own fictional shop,
// with the exact truth applications.md's rules give. Written blind to the project's form reader.
import jpeg from 'jpeg-js';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { Form, type Look, type Printed, type Style } from './draw.ts';
import { BLUEPEAK_LOOK, KEYSTONE_LOOK, bluepeak, keystone } from './layouts-a.ts';
import { HARBORLINE_LOOK, LUMEN_LOOK, harborline, lumen } from './layouts-b.ts';
import { ATLAS_LOOK, GRANITE_LOOK, atlas, granite } from './layouts-c.ts';
import { MAPLE_LOOK, maple } from './layout-canada.ts';

interface Layout { look: Look; draw: (f: Form, m: Merchant, r: Rng) => void; country: 'US' | 'CA'; maxOwners: number }
const LAYOUTS: Record<string, Layout> = {
  keystone_word_grid: { look: KEYSTONE_LOOK, draw: keystone, country: 'US', maxOwners: 2 },
  bluepeak_acrobat_boxes: { look: BLUEPEAK_LOOK, draw: bluepeak, country: 'US', maxOwners: 2 },
  lumen_web_form: { look: LUMEN_LOOK, draw: lumen, country: 'US', maxOwners: 2 },
  harborline_two_column: { look: HARBORLINE_LOOK, draw: harborline, country: 'US', maxOwners: 2 },
  granite_owners_side_by_side: { look: GRANITE_LOOK, draw: granite, country: 'US', maxOwners: 3 },
  atlas_photocopy_blanks: { look: ATLAS_LOOK, draw: atlas, country: 'US', maxOwners: 3 },
  maple_north_canada: { look: MAPLE_LOOK, draw: maple, country: 'CA', maxOwners: 4 },
};

/** The scanner's pages as an image-only PDF, as scanPdf wraps them but with a fixed creation date (byte-stable). */
async function stablePages(pages: { width: number; height: number; data: Uint8Array }[], dpi: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Producer: 'Scanner', Creator: 'Scan to PDF', CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res) => doc.on('end', () => res()));
  for (const g of pages) {
    const rgba = new Uint8Array(g.width * g.height * 4);
    for (let i = 0, j = 0; i < g.data.length; i++, j += 4) { rgba[j] = rgba[j + 1] = rgba[j + 2] = g.data[i]!; rgba[j + 3] = 255; }
    const w = (g.width * 72) / dpi, h = (g.height * 72) / dpi;
    doc.addPage({ size: [w, h], margin: 0 });
    doc.image(jpeg.encode({ width: g.width, height: g.height, data: rgba }, OFFICE_SCANNER.jpegQuality ?? 75).data, 0, 0, { width: w, height: h });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export const INDEPENDENT49_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent49Detail { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[]; merchant: Merchant }

/** The form with what the test needs besides the truth: where each truth value came from, and the decoys printed. */
export async function generateIndependent49Detail(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Independent49Detail> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent49 layout ${layout}`);
  if (o.scan && o.style === 'fillable') throw new Error('a fillable form is not scanned');
  const merchant = makeMerchant(seed, layout, l.country, l.maxOwners);
  const f = new Form(o.style, new Rng(`independent49:${layout}:${seed}:${o.style}:hand`), l.look);
  l.draw(f, merchant, new Rng(`independent49:${layout}:${seed}:look`));
  let pdf = await f.end();
  if (o.scan) pdf = await stablePages((await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `independent49:${layout}:${seed}:${o.style}` })).pages, OFFICE_SCANNER.dpi!);
  return { pdf, truth: f.truth, printed: f.printed, decoys: f.decoys, merchant };
}

export async function generateIndependent49(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await generateIndependent49Detail(layout, seed, o);
  return { pdf, truth };
}
