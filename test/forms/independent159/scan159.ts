// Scans of set 159 keep their turn. scanPdf renders what a viewer shows, so a page turned by its /Rotate entry would
// come back as an upright landscape picture: for those, the picture is turned back to the page's own orientation
// (scanPdf's `turned`) and wrapped again with the same /Rotate. Sideways and upside-down content needs nothing: the
// picture shows it as printed.
import PDFDocument from 'pdfkit';
import jpeg from 'jpeg-js';
import type { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';

interface Picture { width: number; height: number; data: Uint8Array }

async function rotatedImagePdf(pages: Picture[], dpi: number, quality: number, rotate: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Producer: 'Scanner', Creator: 'Scan to PDF', CreationDate: new Date(Date.UTC(2026, 0, 2)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const g of pages) {
    const rgba = new Uint8Array(g.width * g.height * 4);
    for (let i = 0, j = 0; i < g.data.length; i++, j += 4) { rgba[j] = rgba[j + 1] = rgba[j + 2] = g.data[i]!; rgba[j + 3] = 255; }
    const w = (g.width * 72) / dpi, h = (g.height * 72) / dpi;
    doc.addPage({ size: [w, h], margin: 0 });
    doc.image(jpeg.encode({ width: g.width, height: g.height, data: rgba }, quality).data, 0, 0, { width: w, height: h });
    (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.Rotate = rotate;
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** The form as a scan (office scanner or phone photo, by the seed); `rotate` is the pages' /Rotate, if any. */
export async function scanKeepingTurn(pdf: Uint8Array, pages: number, rng: Rng, rotate: 0 | 90 | 270): Promise<{ pdf: Uint8Array; preset: string; skews: number[] }> {
  const office = rng.chance(0.55);
  const preset = office ? OFFICE_SCANNER : PHONE_PHOTO;
  const seed = rng.int(1, 1_000_000);
  if (!rotate) {
    const out = await scanPdf(pdf, { ...preset, seed });
    return { pdf: out.pdf, preset: office ? 'office' : 'phone', skews: out.skews };
  }
  const back = (360 - rotate) as 90 | 270;
  const turned = Object.fromEntries(Array.from({ length: pages }, (_, i) => [i + 1, back]));
  const out = await scanPdf(pdf, { ...preset, seed, turned });
  return { pdf: await rotatedImagePdf(out.pages, preset.dpi!, preset.jpegQuality ?? 75, rotate), preset: office ? 'office' : 'phone', skews: out.skews };
}
