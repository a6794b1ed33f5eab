// A form page's poorly read words read again on their own. PSM 6 reads a page as one block of uniform text; a form
// mixes a printed label's small type with a hand's larger, slanting value on one line, and a row of options with
// their small captions under them, and the page's reading of such a line can come out as nonsense ("oe" for SAME,
// "alee Rep:" for "Sales Rep:", "Commerce" at 0.14). A person looks at that place again: here each run of weak words
// on a line is cropped from the page (its drawing erased: form-geometry.ts) with the words it touches, read alone, and
// the new reading kept when it is clearly more confident than the old. Form pages only (page.ts); statements keep
// their own header reread (header.ts).
import type { OcrPool, OcrWord } from './engine.ts';
import { encodePgm, type Gray } from './raster.ts';
import type { OcrSettings } from './settings.ts';

// Crops read at most per page (each ~30-60 ms): a page of a form holds a few dozen values.
const MAX_REREADS = 24;
// The new reading's mean confidence must beat the old one's by this much (a crop's reading is no better by chance).
const MARGIN = 0.1;

/** `words` with the weak runs of a form page read again (page pixels of `img`). */
export async function rereadWeakRuns(pool: OcrPool, img: Gray, dpi: number, words: OcrWord[], s: OcrSettings, deadline: number, local = false): Promise<OcrWord[]> {
  let out = words;
  for (const run of weakRuns(words, s).slice(0, MAX_REREADS)) {
    const box = cropBox(run, out, img, dpi, s);
    if (!box) continue;
    const { x0, y0, x1, y1 } = box;
    const crop = new Uint8Array((x1 - x0) * (y1 - y0));
    for (let y = y0; y < y1; y++) crop.set(img.data.subarray(y * img.width + x0, y * img.width + x1), (y - y0) * (x1 - x0));
    const again = (await pool.recognize(encodePgm({ width: x1 - x0, height: y1 - y0, data: crop }), deadline, dpi, s.engines, s.idleMs, local))
      .map((w) => ({ ...w, x0: w.x0 + x0, x1: w.x1 + x0, y0: w.y0 + y0, y1: w.y1 + y0, baseline: w.baseline + y0 }));
    // Only the weak words give way, to the new words standing where they stood: the words round them were read
    // well already, and a crop's reading may part or join them otherwise ("Full name" run into its value).
    const left = Math.min(...run.map((w) => w.x0)), right = Math.max(...run.map((w) => w.x1));
    const mid = (w: OcrWord) => (w.x0 + w.x1) / 2;
    const fresh = untangled(withMarks(again.filter((w) => mid(w) >= left && mid(w) <= right && (w.y0 + w.y1) / 2 >= y0 && (w.y0 + w.y1) / 2 <= y1)));
    if (fresh.length && mean(fresh) >= mean(run) + MARGIN && !fresh.some((w) => w.x0 < left - (w.y1 - w.y0) || w.x1 > right + (w.y1 - w.y0))) {
      // The new words keep their line's size and baseline: a crop's line is sized anew, and a word set off its
      // line's baseline is read as another line's (its label's).
      const middle = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
      const size = middle(run.map((w) => w.size)), baseline = middle(run.map((w) => w.baseline));
      out = [...out.filter((w) => !run.includes(w)), ...fresh.map((w) => ({ ...w, size, baseline }))];
    }
  }
  return out;
}

/** Weak words (under rereadBelowConfidence) in runs: on one line (baselines within half a line), left to right,
 *  parted where the next weak word is far (two weak values far apart on a line are two places to look at). */
export function weakRuns(words: OcrWord[], s: OcrSettings): OcrWord[][] {
  const weak = words.filter((w) => w.conf < s.rereadBelowConfidence && w.text.length > 0);
  const lines: OcrWord[][] = [];
  for (const w of [...weak].sort((a, b) => a.baseline - b.baseline)) {
    const line = lines.find((l) => Math.abs(l[0]!.baseline - w.baseline) < Math.max(l[0]!.size, w.size) * s.rereadLineGap);
    if (line) line.push(w); else lines.push([w]);
  }
  const runs: OcrWord[][] = [];
  for (const line of lines) {
    let run: OcrWord[] = [];
    for (const w of line.sort((a, b) => a.x0 - b.x0)) {
      const last = run[run.length - 1];
      if (last && w.x0 - last.x1 >= 4 * (w.y1 - w.y0)) { runs.push(run); run = []; }
      run.push(w);
    }
    runs.push(run);
  }
  return runs;
}

/** The run's crop: grown over the words of its line it touches (a crop through a word misreads it), padded. Null
 *  when too small to read. */
function cropBox(run: OcrWord[], words: OcrWord[], img: Gray, dpi: number, s: OcrSettings): { x0: number; y0: number; x1: number; y1: number } | null {
  let left = Math.min(...run.map((w) => w.x0)), right = Math.max(...run.map((w) => w.x1));
  let top = Math.min(...run.map((w) => w.y0)), bottom = Math.max(...run.map((w) => w.y1));
  const h = bottom - top, mid = (top + bottom) / 2;
  for (let grew = true; grew;) {
    grew = false;
    for (const w of words) {
      if ((w.x1 <= right && w.x0 >= left) || !(mid > w.y0 && mid < w.y1)) continue;
      if (w.x1 >= left - h && w.x0 <= right + h) { left = Math.min(left, w.x0); right = Math.max(right, w.x1); grew = true; }
    }
  }
  for (const w of words) if (w.x0 >= left && w.x1 <= right && mid > w.y0 && mid < w.y1) { top = Math.min(top, w.y0); bottom = Math.max(bottom, w.y1); }
  const pad = Math.max(2, Math.round(dpi / s.rereadPadDivisor));
  const x0 = Math.max(0, left - pad), x1 = Math.min(img.width, right + pad), y0 = Math.max(0, top - pad), y1 = Math.min(img.height, bottom + pad);
  return x1 - x0 < s.rereadMinPx || y1 - y0 < s.rereadMinPx ? null : { x0, y0, x1, y1 };
}

/** Words with a lone punctuation mark read apart joined to the word it touches ("completo" "/" as "completo/"): a
 *  short mark read alone with little confidence is dropped as a speck (page.ts), and a bilingual label parted so
 *  reads as two. */
function withMarks(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of [...words].sort((a, b) => a.x0 - b.x0)) {
    const last = out[out.length - 1];
    if (last && /^[^\p{L}\p{N}]{1,2}$/u.test(w.text) && w.x0 - last.x1 <= 0.5 * (w.y1 - w.y0) && Math.abs(w.baseline - last.baseline) < last.size / 2) {
      out[out.length - 1] = { ...last, text: last.text + w.text, x1: w.x1, y0: Math.min(last.y0, w.y0), y1: Math.max(last.y1, w.y1) };
    } else out.push(w);
  }
  return out;
}

function mean(words: OcrWord[]): number {
  return words.length ? words.reduce((a, w) => a + w.conf, 0) / words.length : 0;
}

/** A crop's reading may give one place twice, two words over each other ("$3,433" at 0.95 and "433.12" at 0 over
 *  "$3,433.12"; "Requsced" over "equesicd"): where the one's end is the other's start ("433"), one word spliced there;
 *  else the surer one. A person sees one word in one place. */
export function untangled(words: OcrWord[]): OcrWord[] {
  const out = [...words].sort((a, b) => a.x0 - b.x0);
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!, b = out[i + 1]!;
    const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0), narrower = Math.min(a.x1 - a.x0, b.x1 - b.x0);
    const level = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
    if (!level || across < 0.4 * narrower) continue;
    let k = Math.min(a.text.length, b.text.length) - 1;
    while (k >= 2 && !a.text.endsWith(b.text.slice(0, k))) k--;
    const joined: OcrWord = k >= 2 && b.x1 > a.x1
      ? { ...a, text: a.text + b.text.slice(k), x1: b.x1, y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1), conf: Math.max(a.conf, b.conf) }
      : a.conf >= b.conf ? a : b;
    out.splice(i, 2, joined);
    i--;
  }
  return out;
}

