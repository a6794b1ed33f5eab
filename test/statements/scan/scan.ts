// Scanned fixtures from our generated statements (test tooling): render each page with PDFium (WebAssembly, from
// npm: render.ts), then do to it what a scanner or a phone does (degrade.ts), JPEG-compress it (jpeg-js, pure JS)
// and wrap the pictures as an image-only PDF with pdfkit. The truth is the generator's, so an OCR'd reading is
// scored exactly as the text-layer reading is. Nothing outside node_modules is needed.
import PDFDocument from 'pdfkit';
import jpeg from 'jpeg-js';
import { encodePng as encodePngGray, type Gray } from '../../../src/statements/extract/ocr/raster.ts';
import { Rng } from '../generator/prng.ts';
import { degrade, type Faults } from './degrade.ts';
import { rasterise } from './render.ts';
import { garbledWords, type HiddenWord } from './garbage.ts';

export { rasterise } from './render.ts';

export interface ScanOptions extends Partial<Faults> {
  dpi?: number;
  seed?: string | number;
  /** JPEG quality 1-100; 0 stores the pages losslessly (Flate). */
  jpegQuality?: number;
  /** Pages fed the wrong way: page number (1-based) -> clockwise turn of the picture. */
  turned?: Record<number, 90 | 180 | 270>;
  /** Put a bad scanner's OCR layer under each picture: the page's own words, garbled (garbage.ts). */
  garbageText?: boolean;
}

/** The scanner of the first tier: 200 dpi grey, +-0.7 degrees, a small shift, slight blur, noise, specks. */
export const OFFICE_SCANNER: ScanOptions = { dpi: 200, maxSkewDeg: 0.7, shiftPx: 6, blur: 0.6, noise: 10, speckle: 0.0004, jpegQuality: 75 };
/** The harder tier: 150 dpi, +-2 degrees, a fold's shadow, a phone photo's perspective. */
export const PHONE_PHOTO: ScanOptions = { dpi: 150, maxSkewDeg: 2, shiftPx: 8, blur: 0.7, noise: 12, speckle: 0.0005, fold: true, perspective: 0.012, jpegQuality: 70 };

/** One page picture as the bytes pdfkit embeds: JPEG (DCTDecode) or PNG (Flate). */
function encode(g: Gray, quality: number): Buffer {
  if (quality > 0) {
    const rgba = new Uint8Array(g.width * g.height * 4);
    for (let i = 0, j = 0; i < g.data.length; i++, j += 4) { rgba[j] = rgba[j + 1] = rgba[j + 2] = g.data[i]!; rgba[j + 3] = 255; }
    return jpeg.encode({ width: g.width, height: g.height, data: rgba }, quality).data;
  }
  return Buffer.from(encodePngGray(g));
}

/** An image-only PDF: one page per picture, drawn at `dpi` so the page keeps its size in points. */
export async function imagePdf(pages: Gray[], dpi: number, jpegQuality = 75, hidden: HiddenWord[][] = []): Promise<Uint8Array> {
  // A fixed creation date: pdfkit stamps the time (and derives the file's ID from it) otherwise, and the same scan of the
  // same pages must give the same bytes (generators' determinism tests).
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Producer: 'Scanner', Creator: 'Scan to PDF', CreationDate: new Date(Date.UTC(2026, 0, 2)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const [i, g] of pages.entries()) {
    const w = (g.width * 72) / dpi, h = (g.height * 72) / dpi;
    doc.addPage({ size: [w, h], margin: 0 });
    // Text first, the picture over it: the text is there for a text extractor, hidden from the eye, as a scanner's
    // OCR layer is.
    for (const t of hidden[i] ?? []) doc.font('Helvetica').fontSize(t.h).text(t.str, t.x, t.y - t.h * 0.8, { lineBreak: false });
    doc.image(encode(g, jpegQuality), 0, 0, { width: w, height: h });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A generated statement as a scan: the same truth, no text layer. Deterministic for a seed. */
export async function scanPdf(pdf: Uint8Array, options: ScanOptions = {}): Promise<{ pdf: Uint8Array; skews: number[]; pages: Gray[] }> {
  const o = { ...OFFICE_SCANNER, ...options };
  const dpi = o.dpi!;
  const rng = new Rng(`scan:${o.seed ?? 1}`);
  const faults: Faults = { maxSkewDeg: o.maxSkewDeg!, shiftPx: o.shiftPx ?? 0, blur: o.blur ?? 0, noise: o.noise ?? 0,
    speckle: o.speckle ?? 0, fold: o.fold ?? false, perspective: o.perspective ?? 0 };
  const out = (await rasterise(pdf, dpi)).map((g, i) => degrade(g, rng, faults, o.turned?.[i + 1] ?? 0));
  const pages = out.map((x) => x.img);
  const hidden = o.garbageText ? await garbledWords(pdf, new Rng(`garbage:${o.seed ?? 1}`)) : [];
  return { pdf: await imagePdf(pages, dpi, o.jpegQuality ?? 75, hidden), skews: out.map((x) => x.skewDeg), pages };
}
