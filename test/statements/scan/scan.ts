// Scanned fixtures from our generated statements (test tooling): rasterise each page with poppler's pdftoppm,
// turn it a little, add scanner noise, and wrap the pictures as an image-only PDF with pdfkit. The truth is the
// generator's, so OCR'd reading is scored exactly as the text-layer reading is.
// pdftoppm (Debian poppler-utils) is installed by .ci/run when missing; tests skip when it is not on PATH.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { deskew, encodePng, type Gray } from '../../../src/statements/extract/ocr/raster.ts';
import { Rng } from '../generator/prng.ts';

export interface ScanOptions { dpi?: number; maxSkewDeg?: number; noise?: number; speckle?: number; seed?: string | number }

export function hasPdftoppm(): boolean {
  try { execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' }); return true; } catch { return false; }
}

/** The pages of a PDF as grey images at `dpi`. */
export function rasterise(pdf: Uint8Array, dpi: number): Gray[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'mca-scan-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', path.join(dir, 'in.pdf'), path.join(dir, 'p')]);
    return readdirSync(dir).filter((f) => f.endsWith('.pgm')).sort().map((f) => readPgm(readFileSync(path.join(dir, f))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readPgm(b: Buffer): Gray {
  // "P5\n<w> <h>\n255\n" then the pixels.
  const head = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(b.subarray(0, 64).toString('latin1'));
  if (!head) throw new Error('not a binary 8-bit PGM');
  const [w, h] = [Number(head[1]), Number(head[2])];
  return { width: w, height: h, data: new Uint8Array(b.subarray(head[0].length, head[0].length + w * h)) };
}

/** A scanner's faults: a small turn, grey noise, dust specks. Deterministic for a seed. */
export function degrade(img: Gray, rng: Rng, o: Required<Pick<ScanOptions, 'maxSkewDeg' | 'noise' | 'speckle'>>): { img: Gray; skewDeg: number } {
  const skewDeg = Math.round(rng.float(-o.maxSkewDeg, o.maxSkewDeg) * 100) / 100;
  // deskew(img, -a) turns the page by +a: the same rotation, the other way.
  const turned = deskew(img, -skewDeg);
  const d = turned.data;
  // Per-pixel noise from a small fast generator (mulberry32) seeded by the fixture's Rng: millions of draws.
  let state = rng.int(1, 2 ** 31 - 1);
  const rand = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = 0; i < d.length; i++) {
    let v = d[i]! + (rand() + rand() - 1) * 2 * o.noise;
    if (rand() < o.speckle) v = rand() < 0.5 ? 0 : 255;
    d[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
  return { img: turned, skewDeg };
}

/** An image-only PDF: one page per picture, drawn at `dpi` so the page keeps its size in points. */
export async function imagePdf(pages: Gray[], dpi: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Producer: 'Scanner', Creator: 'Scan to PDF' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const g of pages) {
    const w = (g.width * 72) / dpi, h = (g.height * 72) / dpi;
    doc.addPage({ size: [w, h], margin: 0 });
    doc.image(Buffer.from(encodePng(g)), 0, 0, { width: w, height: h });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A generated statement as a scan: the same truth, no text layer. */
export async function scanPdf(pdf: Uint8Array, options: ScanOptions = {}): Promise<{ pdf: Uint8Array; skews: number[] }> {
  const dpi = options.dpi ?? 200;
  const rng = new Rng(`scan:${options.seed ?? 1}`);
  const o = { maxSkewDeg: options.maxSkewDeg ?? 1.5, noise: options.noise ?? 12, speckle: options.speckle ?? 0.0005 };
  const out = rasterise(pdf, dpi).map((g) => degrade(g, rng, o));
  return { pdf: await imagePdf(out.map((x) => x.img), dpi), skews: out.map((x) => x.skewDeg) };
}
