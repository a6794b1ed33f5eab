// Dates the page's reading lost, read again. A row's date is what ties its amounts to a day; PSM 6 reads a page as
// one block, and how it sizes that block's lines can make one date of a clean column come out as a fragment ("12"
// for 12/11, conf 0.18) while the same crop of its line, enlarged, reads plainly. So a weak word that starts where a
// column of well-formed dates starts, and is about as wide as they are, is read again from its line's start at
// `dateRereadScale` times the size, and the new reading is kept only when it is a date of the column's form.
import type { OcrPool, OcrWord } from './engine.ts';
import { encodePgm, resample, type Gray } from './raster.ts';
import type { OcrSettings } from './settings.ts';
import { DATE } from './words.ts';
import { formOf } from './date-column.ts';

/** `words` (page pixels of `img`) with their date column's weak words read again; mends in place, returns how many. */
export async function rereadDates(pool: OcrPool, img: Gray, dpi: number, words: OcrWord[], s: OcrSettings, deadline: number, local = false): Promise<number> {
  const suspects = weakDates(words, s).slice(0, s.maxDateRereads);
  let mended = 0;
  for (const { word, form, width } of suspects) {
    const h = word.y1 - word.y0;
    const pad = Math.max(2, Math.round(dpi / s.rereadPadDivisor));
    // The line's start: the date and what follows it for three dates' widths (Tesseract reads a word in its line
    // better than alone: the lone "12/11" came out "Iwi").
    const x0 = Math.max(0, word.x0 - pad), x1 = Math.min(img.width, word.x0 + 4 * width + pad);
    const y0 = Math.max(0, word.y0 - pad), y1 = Math.min(img.height, word.y1 + pad);
    if (x1 - x0 < s.rereadMinPx || y1 - y0 < s.rereadMinPx || h <= 0) continue;
    const crop = new Uint8Array((x1 - x0) * (y1 - y0));
    for (let y = y0; y < y1; y++) crop.set(img.data.subarray(y * img.width + x0, y * img.width + x1), (y - y0) * (x1 - x0));
    const big = resample({ width: x1 - x0, height: y1 - y0, data: crop }, s.dateRereadScale);
    const again = await pool.recognize(encodePgm(big), deadline, dpi * s.dateRereadScale, s.engines, s.idleMs, local);
    const first = again.sort((a, b) => a.x0 - b.x0)[0];
    if (!first || !DATE.test(first.text) || shape(first.text) !== form) continue;
    word.text = first.text;
    word.conf = first.conf;
    mended++;
  }
  return mended;
}

interface Suspect { word: OcrWord; form: string; width: number }

/** Weak words at the left edge of a column of well-formed dates (at least mendColumnMin), about as wide as its
 *  dates and not one of them: the column's form ("99/99") and its dates' median width with each. */
export function weakDates(words: OcrWord[], s: OcrSettings): Suspect[] {
  const dates = words.filter((w) => DATE.test(w.text));
  const out: Suspect[] = [];
  for (const w of words) {
    // Weak, or a digit or two alone where a date stands ("4" for 4/1, read at 0.72: the confidence of what is left of
    // a date says nothing of what was lost).
    if (DATE.test(w.text) || w.text.length > 10 || (w.conf >= s.rereadBelowConfidence && !/^\d{1,2}$/.test(w.text))) continue;
    const size = w.y1 - w.y0;
    const column = dates.filter((d) => Math.abs(d.x0 - w.x0) <= Math.max(size, d.y1 - d.y0) * s.dateColumnAlign);
    if (column.length < s.mendColumnMin) continue;
    const widths = column.map((d) => d.x1 - d.x0).sort((a, b) => a - b);
    const width = widths[widths.length >> 1]!;
    // About a date's width: a word much wider is another thing in that place (a "Total", a note); a narrower one only
    // when it is a digit or two, what is left of a date whose other figures were lost ("4" for 04/01).
    const wide = w.x1 - w.x0;
    if (wide > 1.25 * width || (wide < 0.8 * width && !/^\d{1,2}$/.test(w.text))) continue;
    const form = formOf(column.map((d) => ({ str: d.text })));
    // Digits whose separators were lost ("1201") are the column mend's (date-column.ts), without a second reading.
    const digits = (t: string) => t.replace(/\D/g, '').length;
    if (/^\d[\d/.-]*\d$/.test(w.text) && digits(w.text) >= digits(form) && digits(w.text) <= digits(form) + 1) continue;
    out.push({ word: w, form, width });
  }
  return out;
}

const shape = (t: string) => t.replace(/\d/g, '9');
