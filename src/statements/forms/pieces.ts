// The pieces a person reads a form by (issue 36): each cell of printed text, parted where the form draws a cell's side
// between two words or where the hand changes (a printed label, then a value written in another font), and each
// fillable field, empty ones included (an empty field beside a label says the value was left blank).
import { colonPairsApart } from './colon-pairs.ts';
import { lineNumbersJoined } from './line-numbers.ts';
import { smallCapsJoined } from './small-caps.ts';
import { figuresBeforeCaptions, leaderPairsApart, numberedCaptionsApart, partedAtLabels, partedUnderCaptions, signsJoined, unitsBack } from './units.ts';
import type { PageText, Rect } from '../types.ts';
import { pageToLines, type Word } from '../layout/layout.ts';
import type { ParseSettings } from '../settings.ts';
import { boxedDigits, joinCombs } from './combs.ts';
import { dashedCombs } from './dashed-combs.ts';
import { combedPage } from './comb-frames.ts';
import { labelOf, sectionOf } from './labels.ts';
import { INSTRUCTION } from './section-of.ts';
import { atItsRule } from './label-rule.ts';
import { atBlank, BLANK_LINE, blankWord, blanksAfterValues } from './blank-under.ts';
import { level, rejoin, type Side } from './runs-rejoined.ts';
import { entityType } from './values.ts';
import { corrected, spanOf, struckWords } from './struck.ts';
import { addFieldPieces } from './field-pieces.ts';
import { inserted } from './caret.ts';
import { arrowed } from './arrows.ts';
import { intoCell, mendScanItems, mendScanPieces, readingOrder, scanned } from './scan-pieces.ts';
import { withoutFieldCodes } from './field-codes.ts';
import { mergedOver } from './merged-over.ts';
import { withoutLeadIns } from './lead-ins.ts';
import { wrappedQuestions } from './wrapped-questions.ts';
import { wrappedLabels } from './wrapped-labels.ts';
import { gluedCaptionsApart } from './glued-captions.ts';
import { keyedBoxes } from './numbered-key.ts';
import { turnedPieces } from './turned-captions.ts';
import { withoutPlaceholders } from './placeholders.ts';
import { bracketsClosed } from './bracket-notes.ts';
import { rowNumbersApart } from './row-numbers.ts';

export interface Piece extends Rect {
  page: number; text: string; source: 'text' | 'field'; words?: { text: string; x0: number; x1: number }[];
  /** A dotted leader ran on after the words, dropped from them ("Nature of Business ........"): a label leading to its value. */
  leader?: boolean;
  /** The place of words struck out with nothing written for them (struck.ts): withdrawn, read as left blank. */
  struck?: boolean;
  /** How light its ink is when all its words are grey (TextItem.light): a helper's note under an input, a grey label. */
  light?: number;
  /** A scan's small print in a caption's place, a taller value right under it (scan-pieces.ts): a caption whatever OCR
   *  made of its words, the next cell's ("Operating" beside "Registered Business Name"), no value. */
  caption?: boolean;
  /** A section's name turned down a band at its block's side (band-headings.ts): a heading by its look, whatever is
   *  written under the place it is set level. */
  band?: boolean;
}

/** Two pieces on one line: their middles within about half a line of each other. */
export const sameLine = (a: Rect, b: Rect) => Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.max(4, (a.y1 - a.y0) * 0.6);
/** The pieces after `p` on its line, nearest first. */
export const onLineAfter = (p: Rect, pieces: Piece[]) => pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0);
/** `r` within box `b` (a point or two of slack). */
/** A blank printed as text: underscores, dots or a leader, three or more. */
export { BLANK_LINE };

export const inside = (r: Rect, b: Rect) => r.x0 >= b.x0 - 1 && r.x1 <= b.x1 + 1 && r.y0 >= b.y0 - 2 && r.y1 <= b.y1 + 2;

/** ZapfDingbats' letters as a person sees them: a font of symbols whose text says "4" draws a check mark (its code
 *  for ✔; "3" ✓, "7" and "8" crosses, "n" a filled square, "l" a filled circle). Set in a box, it is a mark. */
const DINGBATS: Record<string, string> = { '3': '✓', '4': '✔', '7': '✗', '8': '✘', n: '■', l: '●' };
function dingbatsSeen(page: PageText): PageText {
  const symbol = (font: string | undefined) => !!font && /dingbat|zapf|D050000L/i.test(font);
  if (!page.items.some((i) => symbol(i.font))) return page;
  return { ...page, items: page.items.map((i) => (symbol(i.font) && DINGBATS[i.str.trim()] ? { ...i, str: DINGBATS[i.str.trim()]! } : i)) };
}

export function piecesOf(page: PageText, settings: ParseSettings): Piece[] {
  // A scan's words, mended where OCR misread them (scan-pieces.ts).
  if (scanned(page)) page = mendScanItems(page);
  page = dingbatsSeen(page);
  const out: Piece[] = [];
  // (Characters written one to a box of a comb frame, and a fillable form's comb fields, are read as the one value
  // they are, its frames' own sides parting none of its words: comb-frames.ts.)
  const combs = combedPage(page, withoutPlaceholders(page));
  page = combs.page;
  const edges = sides(page).filter((e) => !combs.ownSide(e));
  const struck = struckWords(page);
  const withdrawn: Rect[] = [];
  // Values written a few degrees off level are the form's too (the statements' reading leaves them out).
  // A handwriting font's ligature steps back into the run before it, upright text too ("Wel" + "lness").
  // (And values a PDF viewer's tools typed over the page as annotations, read where they are drawn: pdfium-annots.ts.)
  // (A light grey placeholder in an empty input is no value: placeholders.ts.)
  for (const line of pageToLines({ ...page, items: level([...rejoin(combs.level, edges), ...rejoin(combs.tilted, edges), ...(page.form?.notes ?? [])]) }, settings.layout)) {
    // (A word struck through is withdrawn, the value the one written beside it (struck.ts); a whole row may be.)
    const row = struck(line.cells.flatMap((c) => c.words));
    for (const c of line.cells) {
      const gone = new Set(c.words.filter((w) => row.has(w)));
      const words = gone.size ? c.words.filter((w) => !gone.has(w)) : c.words;
      if (gone.size) withdrawn.push(spanOf([...gone]));
      for (const all of runs(blanksAfterValues(words), edges, page.form?.boxes ?? []).flatMap(atBlank).flatMap(pipeCells).flatMap(labelFirst).flatMap(labelGap).flatMap((r) => atItsRule(r, page.form?.rules ?? [], joinWords))) {
        // A blank's underscores with the value typed over them: the value (the blank alone stays a blank), its place
        // the blank's (a value typed at a long blank's end is written on it).
        // (So is a leader's last dot or two, "Est. Remittance Amount .": not a stop before words, ". My Social Security".)
        const typed = all.filter((w, i) => !blankWord(w.text) && !(i > 0 && i === all.length - 1 && /^[.…·]{1,2}$/.test(w.text)));
        const run = typed.length ? typed : all;
        // (A footnote's mark, "¹", "†", is no part of the words it follows or starts; nor a required field's asterisk
        // after its label, "Legal business name *".)
        const text = separated(joinWords(run).replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰†‡]+/g, '').replace(/\s+\*+$/, '').trim());
        if (!text) continue;
        const leader = run !== all && /^(?:[.…·\s]+|[-–—]{2,})$/.test(all[all.length - 1]!.text) && all[all.length - 1] !== run[run.length - 1];
        const light = Math.min(...run.map((w) => w.light ?? 0));
        out.push({ page: page.page, text, words: run.map((w) => ({ text: w.text, x0: w.x0, x1: w.x1 })), x0: (BLANK_LINE.test(all[0]!.text) ? all : run)[0]!.x0, x1: run[run.length - 1]!.x1,
          y0: Math.min(...run.map((w) => w.y - w.h)), y1: Math.max(...run.map((w) => w.y + w.h * 0.25)), source: 'text', ...(leader ? { leader } : {}), ...(light ? { light } : {}) });
      }
    }
  }
  addFieldPieces(page, struck, out, withdrawn);
  // A scan's words are mended and its values' words a wide space parted joined (scan-pieces.ts); values written a
  // character to a box are one value (combs.ts).
  // (A comb's boxes are a character wide: the small boxes a checkbox's sides leave out count there.)
  const small = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 < 16 && b.y1 - b.y0 < 16).flatMap((b) => [{ x: b.x0, y0: b.y0, y1: b.y1 }, { x: b.x1, y0: b.y0, y1: b.y1 }]);
  // (A hand's value written over its cell's bottom line is the cell's, on a text layer as on a scan.)
  const cells = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 > 20);
  const held = scanned(page) ? out : out.map((p) => (p.source === 'text' ? intoCell(p, cells) : p));
  const joined = dashedCombs(boxedDigits(joinCombs(scanned(page) ? mendScanPieces(held, page) : held.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0), [...edges, ...small]), cells), page.form?.boxes ?? []);
  // (A required field's asterisk printed on its own, often in red and raised, marks its label; it is no value.)
  // (Words written over a caret are read in the value the caret points into: caret.ts.)
  const fixed = inserted(corrected(scanned(page) ? readingOrder(joined) : joined, withdrawn, page.form?.rings, page.form?.boxes), page.form?.marks ?? [], page.form?.boxes ?? []);
  // (Boxes numbered and named in a key elsewhere on the page: each number read as its label: numbered-key.ts.)
  // (Sections' names turned down their bands, cells' captions set sideways in strips at their sides: turned-captions.ts.)
  const bands = turnedPieces(page, fixed);
  // (A value in the margin led by an arrow to its blank is read on that blank's line: arrows.ts.)
  // (A bracketed note wrapped past a gap on its line is its heading's or label's: bracket-notes.ts.)
  // (A row's number in the margin is no part of the name written after it: row-numbers.ts.)
  return arrowed(rowNumbersApart(bracketsClosed(regrouped(keyedBoxes(bands.length ? [...fixed, ...bands].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0) : fixed), cells))), page);
}

/** Pieces parted and joined as a person groups the words. A unit sign run on into the value after it is the figure's
 *  before it; a hand's values over a label are parted, or run under the next caption (units.ts). A label wrapped in
 *  its narrow cell, and a caption wrapped onto a second line, its value beside both, are one label each
 *  (wrapped-questions.ts, wrapped-labels.ts). */
function regrouped(fixed: Piece[], cells: Rect[]): Piece[] {
  const isLabel = (t: string) => !!labelOf(t, true);
  const shareCaption = (t: string) => labelOf(t, true)?.field === 'owner_ownership';
  const leaders = (t: string) => labelOf(t, true, false, false)?.end ?? null;
  // (A caption opening with its label's words, not one found among a value's: "Copper Kettle Company Partnership".)
  const opensLabel = (t: string) => !!labelOf(t, true, false, false);
  // (A line's number is joined to its caption once a spreadsheet's frame, its rows' numbers, is gone: line-numbers.ts.)
  const words = wrappedQuestions(withoutLeadIns(withoutFieldCodes(lineNumbersJoined(sheetFrame(colonPairsApart(leaderPairsApart(partedUnderCaptions(numberedCaptionsApart(partedAtLabels(signsJoined(figuresBeforeCaptions(unitsBack(gluedCaptionsApart(smallCapsJoined(fixed)), isLabel), shareCaption), cells), isLabel), isLabel), isLabel), leaders), leaders)), opensLabel))));
  return wrappedLabels(words, (t, loose) => labelOf(t, true, false, loose), cells).filter((p) => !/^\s*\*{1,3}\s*$/.test(p.text));
}

/** A printed spreadsheet's frame: its row numbers down the left (five or more counting up by one, one above the
 *  other) and its column letters across the top (A B C D ... on one line). A person reads past them; left in, a
 *  row's number stands before every section's heading and every label's value. */
function sheetFrame(pieces: Piece[]): Piece[] {
  const drop = new Set<Piece>();
  const letters = pieces.filter((p) => /^[A-Z]$/.test(p.text));
  for (const p of letters) {
    if (drop.has(p)) continue;
    const row = letters.filter((q) => q.page === p.page && sameLine(p, q)).sort((a, b) => a.x0 - b.x0);
    if (row.length >= 4 && row.every((q, i) => i === 0 || q.text.charCodeAt(0) === row[i - 1]!.text.charCodeAt(0) + 1)) row.forEach((q) => drop.add(q));
  }
  // (Under a row of column letters, the rows' numbers in the margin left of column A count from 1, however few.)
  const framed = (q: Piece) => [...drop].some((a) => a.page === q.page && a.text === 'A' && q.y0 > a.y1 && q.x1 < a.x0);
  const numbers = pieces.filter((p) => /^\d{1,3}$/.test(p.text));
  for (const p of numbers) {
    if (drop.has(p)) continue;
    const column = numbers.filter((q) => q.page === p.page && Math.abs(q.x1 - p.x1) < 3).sort((a, b) => a.y0 - b.y0);
    // (Each run counting up on its own: a page printing two sheets' tops, the second's rows numbered from 1 again.)
    const runs: Piece[][] = [];
    for (const q of column) { const run = runs[runs.length - 1]; if (run && Number(q.text) > Number(run[run.length - 1]!.text)) run.push(q); else runs.push([q]); }
    for (const run of runs) {
      const steps = run.slice(1).map((q, i) => Number(q.text) - Number(run[i]!.text));
      const ones = steps.filter((d) => d === 1).length >= 0.8 * steps.length;
      // (Under column letters, counting up from 1 is enough: a sheet's empty rows print no number.)
      if ((run.length >= 5 && ones) || (run.length >= 2 && run[0]!.text === '1' && run.every(framed))) run.forEach((q) => drop.add(q));
    }
  }
  return drop.size ? pieces.filter((p) => !drop.has(p)) : pieces;
}

/** A table typed in characters ("| Legal Name | Acme LLC |" between "+-----+-----+" borders): its bars part its cells
 *  as drawn sides do, and its borders are no text. A quoted e-mail's lines lose their quote marks. */
function pipeCells(words: Word[]): Word[][] {
  // (An e-mail's quote marks, "> Legal Name:", are no part of what is quoted.)
  const run = /^>+$/.test(words[0]?.text ?? '') && words.length > 1 ? words.slice(1) : words;
  if (run.every((w) => /^[+|=-]+$/.test(w.text))) return run.some((w) => /[-=]{3,}|[|+]/.test(w.text)) ? [] : [run];
  if (!run.some((w) => w.text.includes('|'))) return [run];
  if (twoTongues(run)) return [run];
  const out: Word[][] = [[]];
  for (const w of run) {
    const parts = w.text.split('|');
    parts.forEach((t, i) => {
      if (i > 0) out.push([]);
      if (t.trim()) out[out.length - 1]!.push({ ...w, text: t.trim() });
    });
  }
  return out.filter((r) => r.length);
}

/** A caption printed in two languages parted by a bar ("Name | Nom", "Legal Name | Raison sociale", "BUSINESS |
 *  ENTREPRISE"): one caption, each side asking the same field or naming the same section, no cell of a typed table. */
function twoTongues(run: Word[]): boolean {
  const sides = run.map((w) => w.text).join(' ').split('|').map((t) => t.trim());
  if (sides.length !== 2 || !sides[0] || !sides[1]) return false;
  const [a, b] = sides.map((t) => labelOf(t, true, false, false)?.field ?? null);
  const [c, d] = sides.map((t) => sectionOf(t.replace(/^\s*\d{1,2}\s*[·.)-]\s*/, '')));
  return (!!a && a === b) || (!!c && c === d);
}

/** Upright sides drawn on the page: boxes' left and right sides, lone upright lines. */
function sides(page: PageText): Side[] {
  const out: Side[] = [];
  for (const b of page.form?.boxes ?? []) {
    if (b.x1 - b.x0 < 16 && b.y1 - b.y0 < 16) continue; // a checkbox parts nothing
    out.push({ x: b.x0, y0: b.y0, y1: b.y1 }, { x: b.x1, y0: b.y0, y1: b.y1 });
  }
  for (const r of page.form?.vrules ?? []) out.push({ x: (r.x0 + r.x1) / 2, y0: r.y0, y1: r.y1 });
  return out;
}

/** A cell's words in runs: a new run where the font changes or a drawn side stands between two words. */
function runs(words: Word[], edges: Side[], boxes: Rect[]): Word[][] {
  const out: Word[][] = [];
  // (An X typed into a printed checkbox, in the font of the words round it, "Remittance: [X] Daily": a mark, no word
  // of the label before it or of the option after it.)
  const ticked = (w: Word) => /^[xX✓✔]$/.test(w.text) && boxes.some((b) => b.x1 - b.x0 < 16 && b.y1 - b.y0 < 16 && (w.x0 + w.x1) / 2 > b.x0 && (w.x0 + w.x1) / 2 < b.x1 && w.y - w.h * 0.35 > b.y0 - 1 && w.y - w.h * 0.35 < b.y1 + 1);
  for (let w of words) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    // (A word that starts after a side, over or touching the end of the word before it, is the next cell's: a label
    // or a hand's date overflowing, "2016" run to where "48-6718209" starts. Not a side under a merged caption's
    // cell: merged-over.ts.)
    // (A word's place inside a run is guessed by sharing the run's width out by letters: a run of wide figures before
    // it puts it a letter or so further right than guessed, "02-Apr-22 Convenience store" across the side at its gap,
    // the side closing the cell the word before is in. So parted, it starts at the side. Only words after figures: a
    // hand's name run on over the next cell's "DBA" is one, as is a date's year, "September 16, 1996".)
    const closes = (e: Side) => !!prev && /\d/.test(prev.text) && !/\d/.test(w.text) && boxes.some((b) => Math.abs(b.x1 - e.x) < 1.5 && b.x1 - b.x0 > 20 && prev.x0 >= b.x0 - 1 && b.y0 <= w.y - w.h * 0.5 && b.y1 >= w.y - w.h * 0.5);
    // (Not one writing run on over a side: a hand's value written past its cell, "COASTAL FITNESS L.L.C." over the
    // column's rule, its words at one slant, tilted, and a word's space apart, is one value, as a person reads it.)
    const written = !!prev && Math.abs(prev.slope ?? 0) > 0.002 && Math.abs((prev.slope ?? 0) - (w.slope ?? 0)) < 0.0005 && prev.font === w.font
      && Math.abs(prev.h - w.h) < 0.05 * w.h && w.x0 - prev.x1 > -0.1 * w.h && w.x0 - prev.x1 < 0.6 * w.h && Math.abs(prev.y + (prev.slope ?? 0) * (w.x0 - prev.x0) - w.y) < 0.25 * w.h;
    const parted = !written && prev && edges.find((e) => (e.x >= prev.x1 - 1 || (w.x0 < prev.x1 + 1 && e.x > prev.x0 + 1)) && e.x <= w.x0 + (closes(e) ? Math.max(1, (w.x1 - w.x0) / w.text.length) : 1)
      && e.y0 <= w.y - w.h * 0.5 && e.y1 >= w.y - w.h * 0.5 && !mergedOver(e, last[0]!, w, boxes));
    if (parted && w.x0 < parted.x && prev.x1 <= parted.x) w = { ...w, x0: parted.x, x1: Math.max(w.x1, parted.x) };
    // A label typed in the value's font is parted from its value where the size changes ("Name Renee Fitzgerald",
    // the label small, the value larger, in one cell).
    const resized = prev && Math.abs(prev.h - w.h) > 0.12 * Math.max(prev.h, w.h);
    // A bilingual label's other language set in another font right after it ("Nombre legal del negocio" + "/ Legal
    // business name") is the same label.
    const otherTongue = prev && /^\//.test(w.text) && !/\d/.test(w.text) && w.x0 - prev.x1 < w.h;
    // (A checkbox printed before a word parts two options: "Sole Proprietorship [ ] Partnership", though the first
    // option's last letters run under the box.)
    const boxed = prev && boxes.some((b) => b.x1 - b.x0 < 16 && b.y1 - b.y0 < 16 && b.x0 > prev.x0 && b.x1 <= w.x0 + 1 && b.y0 < w.y && b.y1 > w.y - w.h);
    // (A word printed over the word before it, a value overflowing its cell under the next cell's label: "[X] Sole
    // Proprietorship" run on under "Province". It continues the run it follows a space after, not the label.)
    const over = prev && w.x0 < prev.x1 - 1 ? out.slice(0, -1).reverse().find((r) => { const e = r[r.length - 1]!; return e.font === w.font && Math.abs(e.h - w.h) < 0.5 && w.x0 - e.x1 > -0.5 && w.x0 - e.x1 < 0.6 * w.h; }) : undefined;
    // A question's number set in its own type, bold or grey, before its words ("3." then "Legal name of your
    // business") is part of the question: a person reads "3. Legal name ..." as one label, its answer under both.
    // (A word, not a letter: "8." then an "X" typed in the box before the first option is a mark.)
    const numbered = last?.length === 1 && !!prev && /^\d{1,2}[.)]$/.test(prev.text) && /^\p{L}{2}/u.test(w.text) && w.x0 - prev.x1 >= 0 && w.x0 - prev.x1 < 1.5 * w.h;
    // (Two values a hand wrote at their own slants, one over the other's end, are two: a value's words share its slant.
    // A hand that sets each word at its own slant leaves a word's box touching the next's, "General" + "Partner" a
    // fifth of a point over: begun a tenth of a letter's height or less over, it is the next word of one value.)
    const slants = prev && Math.abs((prev.slope ?? 0) - (w.slope ?? 0)) > 0.0005 && w.x0 < prev.x1 - 0.1 * w.h;
    if (over) over.push(w);
    else if (last && prev && (prev.font === w.font || otherTongue || numbered) && !parted && !resized && !boxed && !slants && !ticked(w) && !ticked(prev)) last.push(w); else out.push([w]);
  }
  return out;
}

const PART_NUMBER = /^(?:part|section|schedule|step)\s+(?:[A-Z]|[IVX]{1,4}|\d{1,2})(?:\s*[-–—:.)]|$)/i;

/**
 * A scan's words carry no font, so a label and the value written after it in its cell come as one run ("Legal name
 * Pioneer Cleaning Corp"): parted after the longest run of first words that is a label and nothing more.
 */
function labelFirst(run: Word[]): Word[][] {
  // A colon already parts them (the reader takes what follows a label's colon as its value).
  if (run.length < 2 || run[0]!.font !== 'ocr' || run.some((w) => w.text.includes(':'))) return [run];
  const whole = (t: string, loose: boolean) => { const l = labelOf(t, true, false, loose); return l && !t.slice(l.end).replace(/\([^)]*\)?|[\s:;#.?]/g, '') ? l : null; };
  // A label alone ("Raison sociale / Legal name") stays whole; a label read strictly before other words is parted
  // from them before a loose reading takes the value's first words for the label's ("Company legal name Copperfield").
  // A bilingual label reads on to the end of its piece ("Nombre comercial / DBA Pioneer Pros"): a label before two
  // capitalised words or a figure, that are no label, is parted from them.
  // (A run that is one label read strictly stays whole: "LEGAL NAME OF BUSINESS" in a caption's capitals is no label
  // "LEGAL NAME" before a value "OF BUSINESS".)
  if (whole(joinWords(run), false)) return [run];
  // (Nor is a part's number a label before a value: "PART E - PRINCIPAL OWNER", French "part" being a share.)
  if (PART_NUMBER.test(joinWords(run))) return [run];
  for (let k = Math.min(run.length - 2, 10); k >= 1; k--) {
    const rest = joinWords(run.slice(k));
    const value = /\d/.test(rest) || (run.length - k >= 2 && run.slice(k).every((w) => /^[\p{Lu}&]/u.test(w.text)));
    const l = value && !labelOf(rest, true, false, true) ? whole(joinWords(run.slice(0, k)), false) : null;
    if (l && l.field !== 'decoy') return [run.slice(0, k), run.slice(k)];
  }
  for (const loose of [false, true]) {
    if (whole(joinWords(run), loose)) return [run];
    for (let k = Math.min(run.length - 1, 10); k >= 1; k--) {
      const l = whole(joinWords(run.slice(0, k)), loose);
      // (Read strictly, the words after the label are a value's: a name's capital, a figure; "of Business" goes on.)
      if (l && l.field !== 'decoy' && (loose || /^[\p{Lu}\d$#(]/u.test(run[k]!.text))) return [run.slice(0, k), run.slice(k)];
    }
  }
  return [run];
}

/** A label typed in its value's font, a wide space before the value ("Legal Name   Crescent Precision, LLC" in one
 *  cell): parted at the space a person sees, when the words before it are a label and nothing more and those after it
 *  are none. A space is wide at twice the run's other spaces, or a fifth wider where the size changes across it
 *  (the label a point smaller than its value), and over half the words' height. */
function labelGap(run: Word[]): Word[][] {
  if (run.length < 2 || run[0]!.font === 'ocr') return [run];
  // (A run that reads as one label stays whole: "Entity  form".)
  const all = joinWords(run), whole = labelOf(all, true, false, false);
  if (whole && !all.slice(whole.end).replace(/[\s:#*.?]/g, '')) return [run];
  const gaps = run.slice(1).map((w, i) => w.x0 - run[i]!.x1);
  for (let k = 1; k < run.length; k++) {
    const gap = gaps[k - 1]!, rest = gaps.filter((_, i) => i !== k - 1), others = Math.max(0.5, ...rest);
    const resized = Math.abs(run[k]!.h - run[k - 1]!.h) >= 0.08 * Math.max(run[k]!.h, run[k - 1]!.h);
    // (Two words, no other space to measure by: wide at over a word's height, or where the size changes.)
    const wide = rest.length ? gap > 0.6 * run[k]!.h && gap > (resized ? 1.2 : 2) * others : gap > (resized ? 0.6 : 1.2) * run[k]!.h;
    if (!wide) continue;
    const head = joinWords(run.slice(0, k)), after = joinWords(run.slice(k));
    const l = labelOf(head, true, false, false);
    // (Not a header's "%" before "Own": a label has words.)
    if (l && /\p{L}{2}/u.test(head) && !head.slice(l.end).replace(/[\s:#*.?]/g, '') && !labelOf(after, true, false, true)) return [run.slice(0, k), run.slice(k)];
  }
  return [run];
}

/** A label and its value parted by a sign a note's writer uses instead of a colon ("Legal name = Acme LLC", "Addr ->
 *  12 Main St", "Ask - $91,000"): the label's colon. Only where the words before the sign are a label and those
 *  after it are not ("Owner 1 - Date of Birth" is one label). */
function separated(t: string): string {
  // (The sign ending a label written apart from its value, "Legal name ->".)
  // (A label of a value we keep: "Contact - Owner 1" is a heading, not a contact's label and its value.)
  const kept = (x: string) => !['other', 'decoy'].includes(labelOf(x, true, false, false)?.field ?? 'other');
  const end = /^(.{1,40}?)\s*(?:=|->|=>|>>|→|–|—)\s*$/.exec(t);
  if (end && kept(end[1]!)) return `${end[1]}:`;
  const m = /^(.{1,40}?)\s+(?:=|->|=>|>>|→|–|—|-)\s+(?=\S)/.exec(t);
  if (!m || m[1]!.includes(':')) return t;
  const rest = t.slice(m[0].length);
  // (And "other = ULC": the entity written on an "Other" option's line.)
  const other = /^\s*other\s*$/i.test(m[1]!) && m[0].includes('=') && entityType(rest, null) !== null;
  // (Nor an instruction after a heading's dash, "OWNERSHIP — list owners Last, First": no value of its words.)
  return (kept(m[1]!) || other) && !labelOf(rest, true, false, false) && !INSTRUCTION.test(rest) ? `${m[1]}: ${rest}` : t;
}

/** Words joined by a space; pieces of one word a handwriting font's kerning split (no gap between them) rejoined. */
function joinWords(ws: Word[]): string {
  let s = '';
  ws.forEach((w, i) => {
    const prev = ws[i - 1];
    const glued = prev && w.x0 - prev.x1 < w.h * 0.08 && /[a-z]$/.test(prev.text) && /^[a-z]/.test(w.text);
    s += (i && !glued ? ' ' : '') + w.text;
  });
  return s.trim();
}

/** A tick typed or drawn as a character alone in its piece: "X", "✓", "☒", "■". */
export const MARK = /^[xX✓✔☒☑■]$/;
