// Is a page's text layer what the page shows? A font can draw the right glyphs and map them to the wrong characters:
// to private-use code points (copy-paste gives boxes), to nothing, or to other letters through a ToUnicode map that is
// valid but wrong ("Beginning balance" comes out "Wtuoffofu wqsqfet"). Such a layer reads as text to nothing but its
// own shapes, and taken at face value it gives no statement, or one with the wrong words. A page whose layer fails
// here is read by OCR instead (ocr/needs.ts, ocr/index.ts); a page that passes never is: the check is one pass over
// the page's characters and words, no picture (docs/parsing.md, "Text layers that lie").
//
// What is judged, each a reason of its own:
//  - characters no text uses: private-use code points, control characters, U+FFFD (layerBadCharShare);
//  - glyphs drawn that map to no character at all (PDFium gives 0 for them: the page's `unmapped`, layerUnmappedShare);
//  - words: the share of the page's words of three letters or more found in a small dictionary of the words
//    statements print (layer-words.ts), together with how the page's letters pair (the pairs those words make):
//    a page fails only when both are far off (layerMinKnownShare, layerMinPairShare), so a statement in a language
//    the dictionary lacks still passes on its letter pairs, and one full of codes and names on its words;
//  - the shape of its tokens: words, amounts and dates with letters and digits where they do not belong
//    (ocr/garbage.ts textQuality, below minTextQuality: a scanner's bad OCR layer).
import type { ExtractedDocument, PageText, TextItem } from '../types.ts';
import type { LyingPage } from './ocr/index.ts';
import type { OcrTolerances } from '../settings.ts';
import { textQuality } from './ocr/garbage.ts';
import { LAYER_WORDS } from './layer-words.ts';

export interface LayerJudgement {
  /** Null when the layer reads as text (or has too little text to judge: no layer, the scan path decides). */
  reason: string | null;
  /** Non-space characters of the layer. */
  chars: number;
  /** Of them, private-use, control or replacement characters. */
  bad: number;
  /** Words of three letters or more, and those in the dictionary. */
  words: number;
  known: number;
  /** Share of the words' letter pairs that the dictionary's words make too (1 with no pairs). */
  pairShare: number;
}

// Letter pairs the dictionary's words make (26 x 26, a-z): real words in any of its languages mostly pair their letters
// this way, letters mapped through a wrong table mostly do not.
const PAIRS = new Uint8Array(26 * 26);
for (const w of LAYER_WORDS) for (let i = 0; i + 1 < w.length; i++) PAIRS[(w.charCodeAt(i) - 97) * 26 + w.charCodeAt(i + 1) - 97] = 1;

// Latin letters with accents (U+00C0-U+024F) -> their base letter a-z (0: not a letter, or none); built once.
const BASE = new Uint8Array(0x250);
for (let c = 0xc0; c < 0x250; c++) {
  const b = String.fromCharCode(c).normalize('NFD').charCodeAt(0) | 0x20;
  if (b >= 97 && b <= 122) BASE[c] = b;
}

/** Private-use (BMP; planes 15-16 by their high surrogate), C0/C1 control (but tab and line ends) and U+FFFD. */
function badChar(c: number): boolean {
  return (c >= 0xe000 && c <= 0xf8ff) || (c >= 0xdb80 && c <= 0xdbff) || c === 0xfffd || (c < 0x20 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f);
}

/** a-z for a Latin letter (accents off, lowercase), 0 for anything else. */
function letterOf(c: number): number {
  if (c >= 65 && c <= 90) return c | 0x20;
  if (c >= 97 && c <= 122) return c;
  return c >= 0xc0 && c < 0x250 ? BASE[c]! : 0;
}

/** The figures of one page's layer and, when it fails, why (in words a user reads). One pass over its characters. */
export function judgeLayer(page: PageText, s: OcrTolerances): LayerJudgement {
  const out: LayerJudgement = { reason: null, chars: 0, bad: 0, words: 0, known: 0, pairShare: 1 };
  const tally = { pairs: 0, hits: 0 };
  for (const it of page.items) tallyRun(it.str, out, tally);
  if (tally.pairs) out.pairShare = tally.hits / tally.pairs;
  out.reason = reasonOf(page, out, s);
  return out;
}

/** Each font's layer judged alone. A font can lie on a page whose other fonts tell the truth (a form's values typed in
 *  a font whose map shifts every letter, under labels that read): the page's figures drown it, its own do not.
 *  `lying`: the fonts whose own words fail the check (as many words as a page is judged by: a symbol font's few
 *  marks or a logo are no evidence), with why; `honest`: the fonts whose own words pass with as many. Handwritten
 *  text set off level (the form's `tilted`) is judged with the rest: its font lies or not as the upright text's. */
export function judgeFonts(page: PageText, s: OcrTolerances): { lying: { font: string; reason: string }[]; honest: Set<string> } {
  const byFont = new Map<string, TextItem[]>();
  for (const it of [...page.items, ...(page.form?.tilted ?? [])]) {
    const list = byFont.get(it.font);
    if (list) list.push(it); else byFont.set(it.font, [it]);
  }
  const lying: { font: string; reason: string }[] = [];
  const honest = new Set<string>();
  for (const [font, items] of byFont) {
    const j = judgeLayer({ ...page, items, unmapped: 0, form: undefined }, s);
    if (j.words < s.layerMinWords) continue;
    // (A font's words judged alone are held to a stricter bar: a map that shifts its letters leaves hardly a word
    // known, while a statement's payees anonymised to random letters keep the font's real words, "see reverse".)
    const some = j.known / j.words >= s.layerMinKnownShare / 3;
    // (Only its words judge a font alone: a column of codes in a font of its own is no text's shape, and tells nothing.)
    if (j.reason && /known words/.test(j.reason) && !some) lying.push({ font, reason: j.reason });
    else if (!j.reason) honest.add(font);
  }
  return { lying, honest };
}

/** Why the page is read by OCR though its layer as a whole reads as text: one of its fonts lies (judgeFonts). */
export function lyingFontReason(page: PageText, s: OcrTolerances): string | null {
  const [first] = judgeFonts(page, s).lying;
  return first ? `the text of one of its fonts does not read as text (${first.reason})` : null;
}

/** One text run's characters, words and letter pairs added to the page's figures (every page passes here: kept to
 *  plain loops over character codes, no string made but a word's own). */
function tallyRun(str: string, out: LayerJudgement, tally: { pairs: number; hits: number }): void {
  let start = 0, len = 0, prev = 0, pairs = 0, hits = 0, ascii = true;
  for (let i = 0; i <= str.length; i++) {
    const c = i < str.length ? str.charCodeAt(i) : 32;
    const l = letterOf(c);
    if (l) {
      if (len === 0) { start = i; pairs = 0; hits = 0; ascii = true; } else { pairs++; hits += PAIRS[(prev - 97) * 26 + l - 97]!; }
      if (c > 122) ascii = false;
      prev = l; len++; out.chars++;
      continue;
    }
    if (len >= 3) {
      out.words++;
      tally.pairs += pairs; tally.hits += hits;
      if (LAYER_WORDS.has(ascii ? str.slice(start, i).toLowerCase() : plainWord(str, start, i))) out.known++;
    }
    len = 0;
    if (c === 32 || (c >= 0xdc00 && c <= 0xdfff) || i === str.length) continue;
    out.chars++;
    if (badChar(c)) out.bad++;
  }
}

/** str[start, end) in the dictionary's form: lowercase a-z, accents off. */
function plainWord(str: string, start: number, end: number): string {
  let w = '';
  for (let i = start; i < end; i++) w += String.fromCharCode(letterOf(str.charCodeAt(i)));
  return w;
}

function reasonOf(page: PageText, j: LayerJudgement, s: OcrTolerances): string | null {
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const unmapped = page.unmapped ?? 0;
  if (j.chars + unmapped < s.minTextChars) return null;
  if (j.bad / j.chars >= s.layerBadCharShare) return `${pct(j.bad / j.chars)} of its characters are private-use or control code points`;
  if (unmapped / (j.chars + unmapped) >= s.layerUnmappedShare) return `${pct(unmapped / (j.chars + unmapped))} of its glyphs map to no character`;
  if (j.words >= s.layerMinWords && j.known / j.words < s.layerMinKnownShare && j.pairShare < s.layerMinPairShare) {
    return `${j.known} of its ${j.words} words are known words, and ${pct(1 - j.pairShare)} of their letter pairs are unusual in the languages read`;
  }
  const letters = letterFigures(page);
  if (letters.count >= s.layerLetterFigures && letters.count > letters.figures) {
    return `${letters.count} of its figures print letters where digits go ("${letters.example}")`;
  }
  const quality = textQuality(page, s);
  if (quality < s.minTextQuality) return `only ${pct(quality)} of its tokens are shaped like words, amounts or dates`;
  return null;
}

// A figure's shape with digits or the letters a digit is mistaken for (O for 0, l and I for 1, Z 2, E 3, A 4, S 5,
// b and G 6, T 7, B 8, g and q 9), cents after a point or comma; at least one letter is counted by the caller.
const LOOK = '0-9OolIZzEASsbGTBgq';
const LETTER_FIGURE = new RegExp(`(?<![\\w.,])[-$]?[${LOOK}]{1,3}(?:,[${LOOK}]{3})*[.][${LOOK}]{2}(?![\\w])`, 'g');
const TRUE_FIGURE = /\d[.,]\d\d(?!\d)/;

/** Figures of the page printed with letters where their digits go ("l,ZEA.Sb": a font mapping its digits to the
 *  letters they resemble), and its figures printed with digits. Honest text has no such tokens: a word never ends in a
 *  point and two capitals ("S.OO" is no word). */
export function letterFigures(page: PageText): { count: number; figures: number; example: string } {
  let count = 0, figures = 0, example = '';
  for (const it of page.items) {
    if (TRUE_FIGURE.test(it.str)) figures++;
    for (const m of it.str.matchAll(LETTER_FIGURE)) {
      if (!/[A-Za-z]/.test(m[0]) || !/[A-Za-z].*[A-Za-z]|[.][A-Za-z]/.test(m[0])) continue;
      count++;
      example ||= m[0];
    }
  }
  return { count, figures, example };
}

/**
 * The document says which pages' text layers lied: those read by OCR instead make its `text_layer`
 * "replaced_by_ocr", and under the `ocr` warning each page is named with its reason ("page 2: 96% of its characters
 * are private-use ..."); a lying page OCR could not replace is named too, since what it says was read as it is.
 */
export function recordLyingPages(doc: ExtractedDocument, replaced: readonly LyingPage[], kept: readonly LyingPage[]): void {
  const list = (pages: readonly LyingPage[]) => pages.map((r) => `page ${r.page}: ${r.reason}`).join('; ');
  const detail = (message: string) => {
    if (!doc.warnings.includes('ocr')) doc.warnings.push('ocr');
    (doc.warning_details ??= []).push({ code: 'ocr', message });
  };
  if (replaced.length) {
    doc.text_layer = 'replaced_by_ocr';
    detail(`the text layer of ${replaced.length === 1 ? 'one page' : `${replaced.length} pages`} is not what the page shows and was replaced by OCR (${list(replaced)})`);
  }
  if (kept.length) detail(`the text layer of ${kept.length === 1 ? 'one page' : `${kept.length} pages`} does not read as text and was read as it is (${list(kept)})`);
}
