// The page as a scanner saw it, from the images pdf.js decodes: a plain scan is one image covering the page; a
// "compressed scan" (MRC) is a low-resolution colour background plus 1-bit stencil masks holding the text, painted
// in a fill colour. We composite every image and mask onto one grey canvas, in page order, at the resolution of the
// sharpest large image. Why not render the page: this project has no canvas (vendor/no-canvas), and for a scan the
// images are all there is; vector drawing (table rules, boxes) is left out, which OCR does not miss.
import { OPS, Util } from './pdfjs.ts';
import type { Gray } from './raster.ts';
import type { PlacedGray } from '../pdfium-images.ts';

/** 2-D affine matrix [a, b, c, d, e, f] as pdf.js writes it. */
export type Matrix = [number, number, number, number, number, number];

/** The composited page: canvas pixel (x, y) is page point (x * 72 / dpi, y * 72 / dpi), top-left origin. */
export interface PageImage { gray: Gray; dpi: number }

// The few members of pdf.js's page proxy this file uses.
export interface ImagePageProxy {
  getViewport(o: { scale: number }): { width: number; height: number; transform: number[] };
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  objs: { get(name: string, cb: (data: unknown) => void): void };
  commonObjs: { get(name: string, cb: (data: unknown) => void): void };
}

interface Decoded { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray }
interface Placed { img: Decoded; mask: boolean; fill: number; m: Matrix }

// pdf.js ImageKind values.
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;
// Ours (pdf.js has no such kind): 8-bit grey, one byte a pixel, from PDFium.
const GRAY_8BPP = 8;

/** PDF units: 72 points to the inch. */
export const POINTS_PER_INCH = 72;

export interface ComposeSettings { minImageAreaShare: number; minDpi: number; targetDpi: number; minScanDpi: number; maxDpiOverTarget: number }

/** The page's images (pdf.js) composited in grey; null when no image covers enough of the page to be a scan. */
export async function composePage(page: ImagePageProxy, s: ComposeSettings): Promise<PageImage | null> {
  const vp = page.getViewport({ scale: 1 });
  return compose(await placedImages(page, vp.transform as Matrix), vp.width, vp.height, s);
}

/** The same from images PDFium decoded (extract/pdfium-images.ts), on a page `width` x `height` points. */
export function composeGray(images: PlacedGray[], width: number, height: number, s: ComposeSettings): PageImage | null {
  return compose(images.map((g) => ({ img: { width: g.width, height: g.height, kind: GRAY_8BPP, data: g.gray }, mask: false, fill: 0, m: g.m })), width, height, s);
}

/** Most pixels an image of a page `width` x `height` points may have for PDFium to decode it whole: the page at the
 *  finest resolution a scan is read at (finer ones are resampled from pdf.js's decoding). */
export function maxScanPixels(width: number, height: number, s: ComposeSettings): number {
  const k = (s.targetDpi * s.maxDpiOverTarget) / POINTS_PER_INCH;
  return Math.ceil(width * k) * Math.ceil(height * k);
}

function compose(placed: Placed[], width: number, height: number, s: ComposeSettings): PageImage | null {
  const pageArea = width * height;
  const large = placed.filter((p) => Math.abs(p.m[0] * p.m[3] - p.m[1] * p.m[2]) >= pageArea * s.minImageAreaShare);
  if (!large.length) return null;
  // Resolution from each image's pixels against the width it is drawn at (72 points per inch).
  const best = Math.max(...large.map((p) => p.img.width / (Math.hypot(p.m[0], p.m[1]) / POINTS_PER_INCH)));
  if (best < s.minScanDpi) return null;
  const dpi = best < s.minDpi || best > s.targetDpi * s.maxDpiOverTarget ? s.targetDpi : best;
  const k = dpi / POINTS_PER_INCH;
  const W = Math.round(width * k), H = Math.round(height * k);
  const canvas = new Uint8Array(W * H).fill(255);
  for (const p of placed) draw(canvas, W, H, k, p);
  return { gray: { width: W, height: H, data: canvas }, dpi };
}

async function placedImages(page: ImagePageProxy, view: Matrix): Promise<Placed[]> {
  const ops = await page.getOperatorList();
  const out: Placed[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let fill = 0;
  const stack: [Matrix, number][] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] ?? [];
    if (fn === OPS.save) stack.push([ctm, fill]);
    else if (fn === OPS.restore) [ctm, fill] = stack.pop() ?? [ctm, fill];
    else if (fn === OPS.transform) ctm = Util.transform(ctm, args as Matrix) as Matrix;
    else if (fn === OPS.setFillRGBColor) fill = hexToGray(args[0]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push([ctm, fill]);
      if (Array.isArray(args[0])) ctm = Util.transform(ctm, args[0] as Matrix) as Matrix;
    } else if (fn === OPS.paintFormXObjectEnd) [ctm, fill] = stack.pop() ?? [ctm, fill];
    else {
      let img: Decoded | null = null;
      let mask = false;
      if (fn === OPS.paintImageXObject && typeof args[0] === 'string') img = await objectOf(page, args[0]);
      else if (fn === OPS.paintInlineImageXObject) img = (args[0] as Decoded) ?? null;
      else if (fn === OPS.paintImageMaskXObject) {
        const a = args[0] as { data?: unknown } | undefined;
        img = typeof a?.data === 'string' ? await objectOf(page, a.data) : (a as Decoded) ?? null;
        mask = true;
      }
      if (img?.data && img.width > 0 && img.height > 0) out.push({ img, mask, fill, m: Util.transform(view, ctm) as Matrix });
    }
  }
  return out;
}

function objectOf(page: ImagePageProxy, name: string): Promise<Decoded | null> {
  const store = name.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try { store.get(name, (d) => resolve((d as Decoded) ?? null)); } catch { resolve(null); }
  });
}

function hexToGray(v: unknown): number {
  if (typeof v !== 'string' || !/^#[0-9a-f]{6}$/i.test(v)) return 0;
  const n = parseInt(v.slice(1), 16);
  return ((n >> 16) * 77 + ((n >> 8) & 255) * 150 + (n & 255) * 29) >> 8;
}

/**
 * Draws one image into the canvas. Only axis-aligned placements (scans are; a 90-degree turned one is skipped):
 * each canvas column and row maps to one source column and row (nearest), so a page costs one pass.
 */
function draw(canvas: Uint8Array, W: number, H: number, k: number, p: Placed): void {
  const [a, b, c, d, e, f] = p.m;
  if (Math.abs(b) > 1e-6 || Math.abs(c) > 1e-6) return;
  const { width: iw, height: ih } = p.img;
  // Unit square (u, v) -> page (a*u + e, d*v + f); image row 0 is v = 1.
  const x0 = Math.max(0, Math.floor(Math.min(e, a + e) * k)), x1 = Math.min(W, Math.ceil(Math.max(e, a + e) * k));
  const y0 = Math.max(0, Math.floor(Math.min(f, d + f) * k)), y1 = Math.min(H, Math.ceil(Math.max(f, d + f) * k));
  if (x1 <= x0 || y1 <= y0) return;
  const cols = new Int32Array(x1 - x0);
  for (let X = x0; X < x1; X++) cols[X - x0] = Math.min(iw - 1, Math.max(0, Math.floor((((X + 0.5) / k - e) / a) * iw)));
  const rows = new Int32Array(y1 - y0);
  for (let Y = y0; Y < y1; Y++) rows[Y - y0] = Math.min(ih - 1, Math.max(0, Math.floor((1 - ((Y + 0.5) / k - f) / d) * ih)));
  const data = p.img.data!;
  if (p.mask) {
    // Stencil mask, one bit per pixel, rows padded to bytes: a clear bit paints the fill colour.
    const rowBytes = (iw + 7) >> 3;
    for (let Y = y0; Y < y1; Y++) {
      const r = rows[Y - y0]! * rowBytes;
      for (let X = x0; X < x1; X++) {
        const sx = cols[X - x0]!;
        if (!((data[r + (sx >> 3)]! >> (7 - (sx & 7))) & 1)) canvas[Y * W + X] = p.fill;
      }
    }
    return;
  }
  const kind = p.img.kind;
  const step = kind === RGB_24BPP ? 3 : kind === RGBA_32BPP ? 4 : kind === GRAY_8BPP ? 1 : 0;
  if (step === 1 && data.length >= iw * ih) {
    // Drawn pixel for pixel (a scan at the resolution it is read at): rows are copied as they are.
    const same = x1 - x0 === iw && cols[0] === 0 && cols[iw - 1] === iw - 1;
    for (let Y = y0; Y < y1; Y++) {
      const r = rows[Y - y0]! * iw;
      if (same) { canvas.set(data.subarray(r, r + iw), Y * W + x0); continue; }
      for (let X = x0; X < x1; X++) canvas[Y * W + X] = data[r + cols[X - x0]!]!;
    }
  } else if (step > 1 && data.length >= iw * ih * step) {
    for (let Y = y0; Y < y1; Y++) {
      const r = rows[Y - y0]! * iw;
      for (let X = x0; X < x1; X++) {
        const j = (r + cols[X - x0]!) * step;
        // Integer Rec. 601 luma; the scan's colour carries nothing we read.
        canvas[Y * W + X] = (data[j]! * 77 + data[j + 1]! * 150 + data[j + 2]! * 29) >> 8;
      }
    }
  } else if (kind === GRAYSCALE_1BPP) {
    // pdf.js has already applied the Decode array: a set bit is white.
    const rowBytes = (iw + 7) >> 3;
    for (let Y = y0; Y < y1; Y++) {
      const r = rows[Y - y0]! * rowBytes;
      for (let X = x0; X < x1; X++) {
        const sx = cols[X - x0]!;
        canvas[Y * W + X] = (data[r + (sx >> 3)]! >> (7 - (sx & 7))) & 1 ? 255 : 0;
      }
    }
  }
}
