// Header fields checked on PSM 6's reading. PSM 6 reads the page as one block of uniform text, and a header line that
// pairs a large bank name on the left with small text on the right (the period, the account number) can come out
// as nonsense on the right ("SeUEY 12026 JOUay 3), 2028," for "January 1, 2026 - January 31, 2026"). In the top of
// the page, a run of poorly read words on one line is read again on its own (a crop holding only that text) and
// the better reading kept.
import type { OcrPool, OcrWord } from './engine.ts';
import { encodePgm, type Gray } from './raster.ts';
import type { OcrSettings } from './settings.ts';

/** `words` with the header's weak runs read again; words of the page, in its pixels. */
export async function rereadHeader(pool: OcrPool, img: Gray, dpi: number, words: OcrWord[], s: OcrSettings, deadline: number, local = false): Promise<OcrWord[]> {
  const top = img.height * s.headerShare;
  // A statement's header may start anywhere down a page (the next statement of a document, printed on from where the
  // last one ended): a weak run on a line that also holds a larger type (a bank's name) is read again wherever it is.
  const weak = words.filter((w) => w.conf < s.rereadBelowConfidence && (w.y1 < top || besideLarger(w, words, s)));
  if (!weak.length) return words;
  // One run per line: weak words whose baselines are within half a line of each other.
  const runs: OcrWord[][] = [];
  for (const w of [...weak].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0)) {
    const run = runs.find((r) => Math.abs(r[0]!.baseline - w.baseline) < Math.max(r[0]!.size, w.size) * s.rereadLineGap);
    if (run) run.push(w); else runs.push([w]);
  }
  let out = words;
  // A run of two or more weak words: one weak word alone (a name in a large or bold type) reads no better on its own,
  // and a crop around it picks up the specks beside it ("First4 Security Bank" on a real scan).
  for (const run of runs.filter((r) => r.length >= 2 || wide(r[0]!, s)).slice(0, s.maxHeaderRereads)) {
    const pad = Math.round(dpi / s.rereadPadDivisor);
    const [left, right] = phraseOf(run, words, s);
    const x0 = Math.max(0, left - pad), x1 = Math.min(img.width, right + pad);
    const y0 = Math.max(0, Math.min(...run.map((w) => w.y0)) - pad), y1 = Math.min(img.height, Math.max(...run.map((w) => w.y1)) + pad);
    if (x1 - x0 < s.rereadMinPx || y1 - y0 < s.rereadMinPx) continue;
    const crop = new Uint8Array((x1 - x0) * (y1 - y0));
    for (let y = y0; y < y1; y++) crop.set(img.data.subarray(y * img.width + x0, y * img.width + x1), (y - y0) * (x1 - x0));
    const again = (await pool.recognize(encodePgm({ width: x1 - x0, height: y1 - y0, data: crop }), deadline, dpi, s.engines, s.idleMs, local))
      .map((w) => ({ ...w, x0: w.x0 + x0, x1: w.x1 + x0, y0: w.y0 + y0, y1: w.y1 + y0, baseline: w.baseline + y0 }));
    // Words of the old reading inside the crop give way when the new reading is more confident.
    const inside = (w: OcrWord) => (w.x0 + w.x1) / 2 >= x0 && (w.x0 + w.x1) / 2 <= x1 && (w.y0 + w.y1) / 2 >= y0 && (w.y0 + w.y1) / 2 <= y1;
    const old = out.filter(inside);
    // The new words keep the line's type size: Tesseract sizes a crop's line anew ("Cleaning" came back 18 points on a
    // line of 10.7, and the holder's name line was taken for a letterhead above the address).
    const sizes = old.map((w) => w.size).sort((a, b) => a - b);
    const size = sizes[sizes.length >> 1];
    if (again.length && mean(again) > mean(old)) out = [...out.filter((w) => !inside(w)), ...again.map((w) => (size ? { ...w, size } : w))];
  }
  return out;
}

/** The run's left and right ends, grown over the words of its line and type it touches (within two of its heights):
 *  a crop through a word (the "M" of "May" left out) reads it wrongly ("fay"). */
function phraseOf(run: OcrWord[], words: OcrWord[], s: OcrSettings): [number, number] {
  let left = Math.min(...run.map((w) => w.x0)), right = Math.max(...run.map((w) => w.x1));
  const h = Math.max(...run.map((w) => w.y1 - w.y0)), mid = run.reduce((a, w) => a + (w.y0 + w.y1) / 2, 0) / run.length;
  const line = words.filter((w) => mid > w.y0 && mid < w.y1 && w.y1 - w.y0 < s.rereadLargerType * h);
  for (let grew = true; grew;) {
    grew = false;
    for (const w of line) {
      if (w.x1 <= right && w.x0 >= left) continue;
      if (w.x1 >= left - 2 * h && w.x0 <= right + 2 * h) { left = Math.min(left, w.x0); right = Math.max(right, w.x1); grew = true; }
    }
  }
  return [left, right];
}

/** A word whose line holds a well-read word of a larger type (its box this many times as tall). */
function besideLarger(w: OcrWord, words: OcrWord[], s: OcrSettings): boolean {
  const h = w.y1 - w.y0, mid = (w.y0 + w.y1) / 2;
  return words.some((l) => l !== w && l.conf >= s.rereadBelowConfidence && l.y1 - l.y0 >= s.rereadLargerType * h &&
    mid > l.y0 && mid < l.y1);
}

/** One weak "word" as long as a phrase (a line's small text read as one word): worth reading again alone. */
function wide(w: OcrWord, s: OcrSettings): boolean {
  return w.x1 - w.x0 >= s.rereadPhraseWidth * (w.y1 - w.y0);
}

function mean(words: OcrWord[]): number {
  return words.length ? words.reduce((a, w) => a + w.conf, 0) / words.length : 0;
}
