// One scanned page -> the same PageText the text layer gives: each OCR word becomes a positioned text item (page
// points, top-left origin, y = baseline) with its confidence, so layout, reading and verification are shared.
import type { PageText, TextItem } from '../pdf.ts';
import { composePage, type ImagePageProxy } from './images.ts';
import { deskew, encodePgm, estimateSkew } from './raster.ts';
import { recognize } from './engine.ts';
import { normalizeWord } from './words.ts';
import type { OcrSettings } from './settings.ts';

export interface OcrPage { text: PageText; words: number; confSum: number; skewDeg: number; dpi: number }

/** OCR of one page's scan; null when the page has no image large enough to be a scan. Throws ocr_timeout. */
export async function ocrPage(page: ImagePageProxy, n: number, s: OcrSettings, timeoutMs: number): Promise<OcrPage | null> {
  const started = Date.now();
  const vp = page.getViewport({ scale: 1 });
  const img = await composePage(page, s);
  if (!img) return null;
  const skew = estimateSkew(img.gray, s.maxSkewDeg, s.skewStepDeg);
  const straight = deskew(img.gray, skew);
  const left = timeoutMs - (Date.now() - started);
  if (left <= 0) throw new Error('ocr_timeout');
  const words = await recognize(encodePgm(straight), left, img.dpi);
  // Canvas pixels -> page points. The straightened canvas is used as it is: its lines are level, which is what the
  // layout needs (mapping back through the rotation would tilt them again).
  const k = 72 / img.dpi;
  const items: TextItem[] = [];
  let confSum = 0;
  for (const w of words) {
    if (w.conf < s.minWordConfidence) continue;
    // Specks and stray strokes beside a row read as one- or two-letter words; they break the row's first cell.
    if (w.conf < s.minShortWordConfidence && w.text.length <= 2 && !/\d/.test(w.text)) continue;
    const str = normalizeWord(w.text);
    if (!str) continue;
    items.push({ str, x: w.x0 * k, y: w.baseline * k, w: (w.x1 - w.x0) * k, h: Math.max(1, w.size * k), font: 'ocr', conf: w.conf });
    confSum += w.conf;
  }
  return { text: { page: n, width: vp.width, height: vp.height, items }, words: items.length, confSum, skewDeg: skew, dpi: Math.round(img.dpi) };
}
