// Figures looked at as drawn. A font can map its digits to other digits, all alike (a whole permutation: its "0"
// copies as "7" everywhere), so every figure of the layer is plausible in shape (figure-lies.ts sees nothing) and every
// glyph of a digit is the same drawing (pdfium-glyphs.ts sees nothing): only what the page shows tells. So a few of a
// page's figures are drawn by PDFium, cropped, stacked into one small picture and read by OCR in one call; a page
// where OCR reads other digits than the layer gives, with confidence, in most of the figures it could read lies. Asked
// only for a document whose reading fails its printed figures (src/statements/pipeline.ts), as the other two signs.
import type { PageText, TextItem } from '../types.ts';
import type { Engines } from './engines.ts';
import { encodePgm } from './ocr/raster.ts';
import { OCR_SETTINGS } from './ocr/settings.ts';
import { renderPage } from './pdfium-render.ts';

export interface DrawnLies { page: number; signs: number; example: string }

/** A text item holding an amount with cents. */
const FIGURE = /\d[.,]\d\d(?!\d)/;
/** Figures read a page; drawn at this many dots per inch. */
const PER_PAGE = 6, DPI = 200;
/** An OCR reading counts only from this confidence on. */
const SURE = 0.7;

/** The pages (at most `maxPages`, those in `skip` left out) whose drawn figures are not the layer's. */
export async function probeFigures(bytes: Uint8Array, pages: readonly PageText[], engines: Engines, maxPages: number, skip: ReadonlySet<number>): Promise<DrawnLies[]> {
  const chosen = pages.filter((p) => !skip.has(p.page) && p.page <= maxPages && latin(p)).map((p) => ({ page: p, items: figuresOf(p) })).filter((x) => x.items.length >= 2);
  if (!chosen.length) return [];
  const p = await engines.pdfium();
  const { pool } = await engines.ocr();
  const f = p.fn;
  const buf = p.malloc(Math.max(1, bytes.length));
  p.heap().u8.set(bytes, buf);
  const doc = f.FPDF_LoadMemDocument!(buf, bytes.length, 0);
  const out: DrawnLies[] = [];
  try {
    if (!doc) return out;
    for (const { page, items } of chosen) {
      const fp = f.FPDF_LoadPage!(doc, page.page - 1);
      if (!fp) continue;
      let img;
      try { img = renderPage(p, fp, DPI); } finally { f.FPDF_ClosePage!(fp); }
      if (!img) continue;
      const { picture, bands } = stack(img, items, img.width / page.width);
      const words = await pool.recognize(encodePgm(picture), Date.now() + OCR_SETTINGS.pageTimeoutMs, DPI, OCR_SETTINGS.engines, OCR_SETTINGS.idleMs);
      let agree = 0, differ = 0, example = '';
      bands.forEach(([y0, y1], i) => {
        const read = words.filter((w) => (w.y0 + w.y1) / 2 >= y0 && (w.y0 + w.y1) / 2 < y1).sort((a, b) => a.x0 - b.x0);
        const drawn = read.map((w) => w.text).join('').replace(/\D/g, '');
        const layer = items[i]!.str.replace(/\D/g, '');
        if (drawn === layer) agree++;
        else if (drawn.length === layer.length && read.every((w) => w.conf >= SURE)) {
          differ++;
          example ||= `"${items[i]!.str.trim()}" is drawn "${read.map((w) => w.text).join(' ')}"`;
        }
      });
      if (differ >= 2 && differ > agree) out.push({ page: page.page, signs: differ, example });
    }
  } finally {
    if (doc) f.FPDF_CloseDocument!(doc);
    p.free(buf);
  }
  return out;
}

/** A page written in Latin letters (at least LATIN_SHARE of them): the OCR reads Latin script and its digits only, so a
 *  page in another script (a Persian statement, its digits given as ASCII by extract/scripts.ts) tells it nothing. */
function latin(page: PageText): boolean {
  let letters = 0, latinLetters = 0;
  for (const it of page.items) {
    for (const ch of it.str) {
      if (!/\p{L}/u.test(ch)) continue;
      letters++;
      if (/\p{Script=Latin}/u.test(ch)) latinLetters++;
    }
  }
  return letters === 0 || latinLetters >= LATIN_SHARE * letters;
}
const LATIN_SHARE = 0.8;

/** Up to PER_PAGE figures spread down the page (short runs: a figure alone in its cell). */
function figuresOf(page: PageText): TextItem[] {
  const all = page.items.filter((it) => FIGURE.test(it.str) && it.str.trim().length <= 20 && it.h > 0).sort((a, b) => a.y - b.y);
  if (all.length <= PER_PAGE) return all;
  return Array.from({ length: PER_PAGE }, (_, k) => all[Math.floor((k * all.length) / PER_PAGE)]!);
}

/** The figures' boxes cut from the drawn page and stacked one under another on white, a blank line apart; each
 *  figure's rows in the picture. `k`: pixels a point. */
function stack(img: { width: number; height: number; data: Uint8Array }, items: TextItem[], k: number): { picture: { width: number; height: number; data: Uint8Array }; bands: [number, number][] } {
  const boxes = items.map((it) => {
    const pad = 0.4 * it.h;
    const x0 = Math.max(0, Math.floor((it.x - pad) * k)), x1 = Math.min(img.width, Math.ceil((it.x + it.w + pad) * k));
    const y0 = Math.max(0, Math.floor((it.y - 1.1 * it.h) * k)), y1 = Math.min(img.height, Math.ceil((it.y + 0.4 * it.h) * k));
    return { x0, x1, y0, y1 };
  });
  const margin = 20;
  const width = Math.max(...boxes.map((b) => b.x1 - b.x0)) + 2 * margin;
  const gaps = boxes.map((b) => Math.max(margin, b.y1 - b.y0));
  const height = boxes.reduce((a, b, i) => a + (b.y1 - b.y0) + gaps[i]!, margin);
  const data = new Uint8Array(width * height).fill(255);
  const bands: [number, number][] = [];
  let y = margin;
  boxes.forEach((b, i) => {
    for (let r = b.y0; r < b.y1; r++) data.set(img.data.subarray(r * img.width + b.x0, r * img.width + b.x1), (y + r - b.y0) * width + margin);
    bands.push([y - gaps[i]! / 2, y + (b.y1 - b.y0) + gaps[i]! / 2]);
    y += (b.y1 - b.y0) + gaps[i]!;
  });
  return { picture: { width, height, data }, bands };
}
