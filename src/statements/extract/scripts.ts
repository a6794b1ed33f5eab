// Pages in scripts other than Latin, read as their reader reads them.
//
// Digits: a statement from Iran, Afghanistan, Egypt or the Gulf may print its dates and amounts in Arabic-Indic digits
// (٠١٢, ۰۱۲), an Indian or Thai one in its own; a person reads them as the digits they are. Every decimal digit the
// page draws is given its value in ASCII here, and the Arabic decimal and thousands separators (٫ ٬) their Latin
// marks, so the reader's money and dates see what a person sees (nothing else of the text changes).
//
// Direction: Arabic, Persian and Hebrew are read right to left. Text runs come out of the PDF in the order their
// glyphs stand on the line, left to right (pdf.js and our run builder alike), so a word of those scripts comes out
// reversed ("خیرات" for "تاریخ") and the page's columns in mirror order: the date, which a person reads first, is at
// the right edge, the balance at the left. A run holding right-to-left letters is put in its reading order (the
// Unicode bidirectional algorithm's visual-to-logical step, simplified: numbers and Latin words keep their order, the
// rest is reversed; a bracket keeps its character, which a right-to-left line draws mirrored); a page whose letters are mostly right-to-left is mirrored left to right, so
// that its first column is the one a person reads first, as on any other page (docs/parsing.md, "Other scripts").
import type { PageText, Rect, TextItem } from '../types.ts';

// The zero of each block of decimal digits a statement may print in (Unicode Nd blocks; each runs zero to nine).
const ZEROS = [0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6,
  0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x17e0, 0x1810, 0xff10];
const DIGIT_OF: ReadonlyMap<string, string> = new Map<string, string>([
  ...ZEROS.flatMap((z) => Array.from({ length: 10 }, (_, d) => [String.fromCharCode(z + d), String(d)] as [string, string])),
  ['\u066b', '.'],   // Arabic decimal separator
  ['\u066c', ','],   // Arabic thousands separator
]);
const OTHER_DIGITS = new RegExp(`[${[...DIGIT_OF.keys()].join('')}]`, 'gu');

/** Letters of the right-to-left scripts (Hebrew, Arabic and its supplements and presentation forms, Syriac, Thaana, NKo). */
const RTL = /[\u0590-\u05ff\u0600-\u065f\u066e-\u06ef\u06fa-\u07bf\u07ca-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const LTR = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/** The page with its digits in ASCII, its right-to-left runs in reading order, and mirrored when read right to left. */
export function asPersonReads(page: PageText): PageText {
  // Every page passes here: one loop over character codes finds the pages with anything to do (most have none: a euro
  // sign or a curly quote is no reason for the slower pass below).
  if (!page.items.some((it) => needsReading(it.str))) return page;
  let rtl = 0, ltr = 0, touched = false;
  for (const it of page.items) {
    for (const ch of it.str) {
      if (RTL.test(ch)) rtl++;
      else if (LETTER.test(ch)) ltr++;
    }
  }
  const items = page.items.map((it) => {
    let str = it.str.replaceAll(OTHER_DIGITS, (c) => DIGIT_OF.get(c)!);
    if (rtl && RTL.test(str)) str = logicalOrder(str);
    if (str === it.str) return it;
    touched = true;
    return { ...it, str };
  });
  if (rtl <= ltr) return touched ? { ...page, items } : page;
  const W = page.width;
  const flip = (it: TextItem): TextItem => ({ ...it, x: W - it.x - it.w });
  const flipRect = (r: Rect): Rect => ({ ...r, x0: W - r.x1, x1: W - r.x0 });
  const form = page.form && {
    ...page.form,
    fields: page.form.fields.map((f) => ({ ...f, rect: flipRect(f.rect) })),
    marks: page.form.marks.map(flipRect), rules: page.form.rules.map(flipRect), boxes: page.form.boxes.map(flipRect),
    ...(page.form.vrules ? { vrules: page.form.vrules.map(flipRect) } : {}),
    ...(page.form.strokes ? { strokes: page.form.strokes.map(flipRect) } : {}),
    ...(page.form.scribbles ? { scribbles: page.form.scribbles.map(flipRect) } : {}),
    ...(page.form.leads ? { leads: page.form.leads.map((l) => ({ ax: W - l.ax, ay: l.ay, bx: W - l.bx, by: l.by })) } : {}),
    ...(page.form.tilted ? { tilted: page.form.tilted.map(flip) } : {}),
    ...(page.form.notes ? { notes: page.form.notes.map(flip) } : {}),
  };
  return { ...page, items: items.map(flip), ...(form ? { form } : {}) };
}

/** A right-to-left letter or a digit of another script, by code range (no regular expression per character). */
function needsReading(str: string): boolean {
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    if (c < 0x0590) continue;
    if (c <= 0x08ff || (c >= 0xfb1d && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfefc)) return true;
    if (ZEROS.some((z) => c >= z && c <= z + 9)) return true;
  }
  return false;
}

type Dir = 'L' | 'R' | 'N';
const dirOf = (ch: string): Dir => (RTL.test(ch) ? 'R' : LTR.test(ch) ? 'L' : 'N');

/**
 * A run drawn left to right on a right-to-left line, in the order it is read: maximal stretches of Latin letters and
 * numbers (with the neutrals between two of them: "1,350,130", "1405/03/06", "IR 0320") keep their order; the
 * stretches between them are reversed; and the stretches are read from the right. A bracket is stored as read and
 * drawn mirrored, so ")لایر(" drawn is "(ریال)" read: reversing is all it takes.
 */
export function logicalOrder(visual: string): string {
  const chars = [...visual];
  const dirs = chars.map(dirOf);
  // A neutral between two left-to-right characters belongs to their stretch; any other takes the line's direction.
  for (let i = 0; i < chars.length; i++) {
    if (dirs[i] !== 'N') continue;
    let j = i;
    while (j < chars.length && dirs[j] === 'N') j++;
    const inside = i > 0 && dirs[i - 1] === 'L' && j < chars.length && dirs[j] === 'L';
    for (let k = i; k < j; k++) dirs[k] = inside ? 'L' : 'R';
    i = j - 1;
  }
  const stretches: string[] = [];
  for (let i = 0; i < chars.length;) {
    let j = i;
    while (j < chars.length && dirs[j] === dirs[i]) j++;
    const part = chars.slice(i, j);
    stretches.push(dirs[i] === 'L' ? part.join('') : part.reverse().join(''));
    i = j;
  }
  return stretches.reverse().join('');
}
