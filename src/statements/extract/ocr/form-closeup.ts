// A form's small print read up close. A form's labels are set in small type (6-8 pt: at 200 dpi a capital is ~14
// pixels high), under the size the recogniser reads best, and a scan's blur makes it read them wrong with a fair
// confidence: "Tax ip;" for "Tax ID:", "ssn;" and "sgn;" for "SSN:", "pop:" for "DOB:", "cen:" for "Cell:", a 0 read
// as a 9 in "96/20/1969". A label read wrong loses its value as surely as a value read wrong. A person brings the page
// closer: here each word read with less than full confidence is cropped (with the words it touches), enlarged, read
// again, and the new reading of the same place kept when it is surer than the old. Form pages only (page.ts).
import type { OcrPool, OcrWord } from './engine.ts';
import { encodePgm, resample, type Gray } from './raster.ts';
import type { OcrSettings } from './settings.ts';

/** `words` with their less than sure words read again enlarged (page pixels of `img`). */
export async function readCloseUp(pool: OcrPool, img: Gray, dpi: number, words: OcrWord[], s: OcrSettings, deadline: number, local = false): Promise<OcrWord[]> {
  const unsure = words.filter((w) => w.conf < s.closeUpBelowConfidence && /[\p{L}\p{N}]/u.test(w.text) && w.text.length <= s.closeUpMaxChars)
    .sort((a, b) => a.conf - b.conf).slice(0, s.maxCloseUps);
  // Every crop is cut from the page as first read and all are read at once (the engines share them): one word's new
  // reading never changes another's crop.
  const k = s.closeUpScale;
  const readings = await Promise.all(unsure.map(async (w) => {
    const box = cropAround(w, words, img, dpi, s);
    if (!box) return null;
    const { x0, y0, x1, y1 } = box;
    const crop = new Uint8Array((x1 - x0) * (y1 - y0));
    for (let y = y0; y < y1; y++) crop.set(img.data.subarray(y * img.width + x0, y * img.width + x1), (y - y0) * (x1 - x0));
    try {
      const again = await pool.recognize(encodePgm(resample({ width: x1 - x0, height: y1 - y0, data: crop }, k)), deadline, dpi * k, s.engines, s.idleMs, local);
      // Back in page pixels, whole ones: later steps crop the page at a word's box.
      const at = (o: number, v: number) => o + Math.round(v / k);
      return again.map((a) => ({ ...a, x0: at(x0, a.x0), x1: at(x0, a.x1), y0: at(y0, a.y0), y1: at(y0, a.y1), baseline: at(y0, a.baseline), size: a.size / k }));
    } catch { return null; }
  }));
  const swap = new Map<OcrWord, OcrWord[]>();
  unsure.forEach((w, i) => {
    const fresh = samePlace(w, readings[i] ?? []);
    // The new words keep the old word's line (size and baseline): the crop's line is sized anew.
    if (fresh.length && Math.min(...fresh.map((f) => f.conf)) >= w.conf + s.closeUpMargin) swap.set(w, fresh.map((f) => ({ ...f, size: w.size, baseline: w.baseline })));
  });
  return words.flatMap((w) => swap.get(w) ?? [w]);
}

/** The crop's reading of the word's place: the words whose middles stand within it, none reaching far out of it
 *  (a reading that runs the word into its neighbour is not the same place); empty when there is none such. */
function samePlace(w: OcrWord, read: OcrWord[]): OcrWord[] {
  const h = w.y1 - w.y0, mid = (o: OcrWord) => (o.x0 + o.x1) / 2;
  const level = (o: OcrWord) => (o.y0 + o.y1) / 2 > w.y0 - h / 2 && (o.y0 + o.y1) / 2 < w.y1 + h / 2;
  const inside = read.filter((o) => level(o) && mid(o) >= w.x0 && mid(o) <= w.x1);
  return !inside.some((o) => /[\p{L}\p{N}]/u.test(o.text)) || inside.some((o) => o.x0 < w.x0 - h / 2 || o.x1 > w.x1 + h / 2) ? [] : inside;
}

/** The word's crop: grown over the words of its line it touches (a crop through a word misreads it), padded. Once,
 *  not on from word to word as a weak run's crop grows (form-reread.ts cropBox): a crop grown along the whole line
 *  reads the small label among the line's larger values again (set 221's scans: 86.0% with cropBox, 88.5% so). */
function cropAround(w: OcrWord, words: OcrWord[], img: Gray, dpi: number, s: OcrSettings): { x0: number; y0: number; x1: number; y1: number } | null {
  let left = w.x0, right = w.x1, top = w.y0, bottom = w.y1;
  const h = w.y1 - w.y0, mid = (w.y0 + w.y1) / 2;
  for (const o of words) {
    if (o === w || !(mid > o.y0 && mid < o.y1) || o.x1 < left - h / 2 || o.x0 > right + h / 2) continue;
    left = Math.min(left, o.x0); right = Math.max(right, o.x1); top = Math.min(top, o.y0); bottom = Math.max(bottom, o.y1);
  }
  const pad = Math.max(2, Math.round(dpi / s.rereadPadDivisor));
  const x0 = Math.max(0, Math.floor(left - pad)), x1 = Math.min(img.width, Math.ceil(right + pad));
  const y0 = Math.max(0, Math.floor(top - pad)), y1 = Math.min(img.height, Math.ceil(bottom + pad));
  return x1 - x0 < s.rereadMinPx || y1 - y0 < s.rereadMinPx ? null : { x0, y0, x1, y1 };
}
