// Pages whose figures are not the figures drawn: a font can map one glyph to a wrong but plausible character (its "$"
// to "0", its "1" to "7"), which the layer check (layer-trust.ts) cannot see, since the page still reads as words and
// amounts. What gives it away is twofold, and both are needed before a page is read again by OCR (the pipeline asks,
// src/statements/pipeline.ts, and only for a document whose reading fails its printed figures):
//  - the reading contradicts its printed figures (no statement verifies: the pipeline's part), and
//  - the page prints amounts of shapes no amount has, at least `minSigns` of them: a zero leading a figure's whole part
//    ("0137.45", "01,234.56": a currency sign read as a digit glued in front) or a bracket between its digits
//    ("1)234.56", "137)45"). Runs drawn touching on one baseline are joined first, as the layout would join them.
// The OCR reading then replaces the text only where the judges prefer it (pipeline.ts): a page whose figures are what
// was drawn and simply do not add up (tampering) reads the same by OCR, fails the same, and keeps its text layer.
import type { PageText, TextItem } from '../types.ts';

/** A zero leading a whole part of two or more digits, or a thousands group; a bracket inside a figure. */
const ZERO_LED = /(?<![\w.,/-])0\d[\d,.' ]*[.,]\d\d(?![\d%])/g;
const BRACKETED = /\d[()]\d{0,3}[.,]\d\d(?![\d%])|\d{1,3}[()]\d{3}[.,]\d\d(?![\d%])/g;

export interface FigureLies { page: number; signs: number; example: string }

/** The page's amounts of impossible shape: how many, and the first, or null under `minSigns`. */
export function figureLies(page: PageText, minSigns: number): FigureLies | null {
  let signs = 0;
  let example = '';
  for (const text of touchingRuns(page.items)) {
    for (const re of [ZERO_LED, BRACKETED]) {
      for (const m of text.matchAll(re)) {
        signs++;
        example ||= m[0].trim();
      }
    }
  }
  return signs >= minSigns ? { page: page.page, signs, example } : null;
}

/** Numeric dates (d/m/y, m/d/y or y-m-d shaped) no calendar has: "72/67/8781", "13/45/2026". (A date opens with a
 *  day or month of one or two digits, or a year of four: "185-02-7315" is a social security number's shape, no date.) */
const NUMERIC_DATE = /(?<![\w/.-])(\d{1,2}|\d{4})[/.-](\d{1,2})[/.-](\d{2,4})(?![\w/-])/g;

/** A day and an English month name either way round ("Dec 71", "January 43, 1219", "43 Jan"). */
const NAMED_DATE = /(?<![\w/.-])(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})|(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)(?![\w])/gi;

/** The page's numeric dates that cannot be dates (no month and day in range either way round), and
 *  the first: a font that maps digits to other digits prints them (its "0" copies as "7"), an honest page does not. */
export function impossibleDates(page: PageText): { count: number; example: string } {
  let count = 0, example = '';
  for (const it of page.items) {
    for (const m of it.str.matchAll(NUMERIC_DATE)) {
      const [a, b, c] = [m[1]!, m[2]!, m[3]!].map(Number) as [number, number, number];
      // Month and day only: years are every calendar's (1404 Solar Hijri, 2567 Buddhist Era).
      const [x, y] = m[1]!.length === 4 ? [b, c] : [a, b];
      const dayMonthOk = (x >= 1 && x <= 12 && y >= 1 && y <= 31) || (y >= 1 && y <= 12 && x >= 1 && x <= 31);
      if (!dayMonthOk) { count++; example ||= m[0]; }
    }
    for (const m of it.str.matchAll(NAMED_DATE)) {
      const day = Number(m[2] ?? m[3]);
      if (day < 1 || day > 31) { count++; example ||= m[0]; }
    }
  }
  return { count, example };
}

/** The page's runs, those drawn touching on one baseline (less than a fifth of the font size apart) joined. */
function touchingRuns(items: readonly TextItem[]): string[] {
  const out: string[] = [];
  let text = '';
  let prev: TextItem | null = null;
  for (const it of items) {
    const touching = prev && Math.abs(it.y - prev.y) < 0.25 * prev.h && Math.abs(it.x - (prev.x + prev.w)) < 0.2 * prev.h;
    if (touching) text += it.str;
    else {
      if (text) out.push(text);
      text = it.str;
    }
    prev = it;
  }
  if (text) out.push(text);
  return out;
}
