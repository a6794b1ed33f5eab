// Rebuilds reading structure from positioned text runs: runs -> words -> lines -> cells.
// A "cell" is a run of words on one line whose gaps are small compared with the font size; a wide gap starts a
// new cell. Table columns are then recovered by where cells sit (their left/right edges), not by fixed positions.
import type { TextItem, PageText } from '../types.ts';
import type { LayoutSettings } from '../settings.ts';
import { flowColumns } from './columns.ts';

export interface Word {
  text: string; x0: number; x1: number; y: number; h: number; font: string;
  /** Its run's lightness when grey (TextItem.light): a form's helper text and placeholders are lighter than its values. */
  light?: number;
  /** The width of one space before this word in its run, where that is wider than a cell's gap (a run tracked wide). */
  spaced?: number;
  /** Its run's slope when set a little off level (TextItem.slope): a hand's values each have their own. */
  slope?: number;
}

export interface Cell { text: string; x0: number; x1: number; font: string; words: Word[] }

export interface Line {
  page: number;
  y: number;           // baseline from top of page
  h: number;           // typical font size on the line
  cells: Cell[];
  text: string;        // cells joined by two spaces (so a wide gap stays visible to regexes)
  pageWidth: number;
  pageHeight: number;
  noise?: boolean;     // page furniture (running header/footer): kept for header fields, skipped for rows
}

/** A line's cells joined by one space: its text for label and date regexes (Line.text keeps wide gaps visible). */
export function flat(l: Line): string {
  return l.cells.map((c) => c.text).join(' ');
}

/** The type size of a cell: its largest word (a bank name in large type among small words is large). */
export function cellSize(c: Cell): number {
  return c.words.reduce((m, w) => Math.max(m, w.h), 0);
}

/** Where character `i` of a run starts: its width shared out by letters. A form's label run on into its blank of
 *  underscores ("Date Business Started: ______") shares it out as the letters are drawn, an underscore wider than
 *  the average letter and a space narrower: else the label's words are guessed to reach over the value typed on the
 *  blank's first underscores. */
function blankShares(it: TextItem, cw: number): (i: number) => number {
  if (!(it.w > 0) || !/_{3,}/.test(it.str)) return (i) => it.x + i * cw;
  const weight = (ch: string) => (ch === '_' ? 1.2 : ch === ' ' ? 0.55 : 1);
  const prefix = [0];
  for (let i = 0; i < it.str.length; i++) prefix.push(prefix[i]! + weight(it.str[i]!));
  const unit = it.w / prefix[prefix.length - 1]!;
  return (i) => it.x + prefix[Math.min(i, prefix.length - 1)]! * unit;
}

/** Splits text runs into words, estimating each word's x-extent proportionally within its run. */
export function itemsToWords(items: TextItem[], s: LayoutSettings): Word[] {
  const words: Word[] = [];
  for (const it of items) {
    const str = it.str;
    const len = str.length;
    if (!len) continue;
    const cw = it.w > 0 ? it.w / len : it.h * s.charWidth;
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    // (A run tracked wide, "A M O U N T   R E Q U E S T E D" read as words: its one space between two words is wider
    // than a cell's gap, yet a word's gap. The words keep it, to be kept together: wordsToLines.)
    const wide = cw > it.h * s.cellGap;
    const at = blankShares(it, cw);
    while ((m = re.exec(str))) {
      const x0 = at(m.index);
      const spaced = wide && m.index > 0 && str[m.index - 1] === ' ' && str[m.index - 2] !== ' ' ? cw : undefined;
      words.push({ text: m[0], x0, x1: at(m.index + m[0].length), y: it.y, h: it.h, font: it.font, ...(spaced ? { spaced } : {}), ...(it.light ? { light: it.light } : {}), ...(it.slope ? { slope: it.slope } : {}) });
    }
  }
  return words;
}

// A US Letter page in PDF points: the page size a caller that gives none means.
const LETTER_WIDTH = 612;
const LETTER_HEIGHT = 792;

/** Groups words into lines by baseline, then into cells by horizontal gaps. */
export function wordsToLines(words: Word[], page: number, pageWidth = LETTER_WIDTH, pageHeight = LETTER_HEIGHT, s: LayoutSettings): Line[] {
  const sorted = [...words].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const groups: Word[][] = [];
  let cur: Word[] = [];
  let curY = -Infinity;
  let curH = 0;
  for (const w of sorted) {
    // Same line when baselines are within ~40% of the font size: tolerates superscripts and mixed fonts.
    const tol = Math.max(s.sameLineMin, Math.min(curH || w.h, w.h) * s.sameLine);
    if (cur.length && Math.abs(w.y - curY) <= tol) {
      cur.push(w);
    } else {
      if (cur.length) groups.push(cur);
      cur = [w];
      curY = w.y;
      curH = w.h;
    }
  }
  if (cur.length) groups.push(cur);

  const lines: Line[] = [];
  for (const g of groups) {
    g.sort((a, b) => a.x0 - b.x0);
    const hs = g.map((w) => w.h).sort((a, b) => a - b);
    const h = hs[Math.floor(hs.length / 2)]!; // a group has at least one word
    const cells: Cell[] = [];
    let c: Cell | null = null;
    for (const w of g) {
      // A gap wider than ~0.9 of the font size (about three spaces) separates cells. The size is that of the
      // two words around the gap, so a large bank name on a line of small text stays one cell.
      const prev = c?.words[c.words.length - 1];
      const gh = prev && prev.h > h && w.h > h ? Math.min(prev.h, w.h) : h;
      // (One space of a run tracked wide is a word's gap however wide: itemsToWords.)
      const tracked = !!w.spaced && !!prev && prev.font === w.font && Math.abs(w.x0 - prev.x1 - w.spaced) < 0.5;
      if (c && (w.x0 - c.x1 <= Math.max(gh * s.cellGap, s.cellGapMin) || tracked)) {
        // Two OCR words are two words however narrow the gap: the engine found the space (at 150 dpi a word space
        // is a pixel or two, under wordSpace: "December20,2025throughJanuary" on a phone photo).
        const ocr = w.font === 'ocr' && prev?.font === 'ocr';
        c.text += (ocr || w.x0 - c.x1 > h * s.wordSpace ? ' ' : '') + w.text;
        c.x1 = Math.max(c.x1, w.x1);
        c.words.push(w);
      } else {
        c = { text: w.text, x0: w.x0, x1: w.x1, font: w.font, words: [w] };
        cells.push(c);
      }
    }
    const ys = g.map((w) => w.y).sort((a, b) => a - b);
    lines.push({
      page,
      y: ys[Math.floor(ys.length / 2)] ?? 0,
      h,
      cells,
      text: cells.map((x) => x.text).join('  '),
      pageWidth,
      pageHeight,
    });
  }
  return lines;
}

/**
 * Vertical text printed one glyph per line (a word running down a page's edge: "CONFIDENTIAL" at the right margin)
 * crosses the lines beside it; its letters are no words of them. A stack is at least `glyphStackMin` single letters
 * at one x, each within three line heights of the next (a space between two words of it), some of them on no line of
 * words, and the whole stack beyond every other word of the page on one side (in its margin). Letters in a table's
 * column (a description cut to one letter, a mark after each amount) have other words of the page beyond them.
 */
export function dropGlyphStacks(words: Word[], s: LayoutSettings): Word[] {
  const single = words.filter((w) => /^\p{L}$/u.test(w.text));
  if (single.length < s.glyphStackMin) return words;
  const byX = new Map<number, Word[]>();
  for (const w of single) byX.set(Math.round(w.x0), [...(byX.get(Math.round(w.x0)) ?? []), w]);
  const drop = new Set<Word>();
  const beside = (g: Word) => words.filter((w) => w !== g && Math.abs(w.y - g.y) <= Math.max(s.sameLineMin, g.h * s.sameLine));
  const outer = (run: Word[]) => {
    const x0 = Math.min(...run.map((g) => g.x0)), x1 = Math.max(...run.map((g) => g.x1));
    const rest = words.filter((w) => !run.includes(w));
    return rest.every((w) => w.x1 <= x0 + 0.5) || rest.every((w) => w.x0 >= x1 - 0.5);
  };
  for (const ws of byX.values()) {
    ws.sort((a, b) => a.y - b.y);
    let run: Word[] = [];
    const flush = () => {
      if (run.length >= s.glyphStackMin && run.some((g) => !beside(g).length) && outer(run)) for (const w of run) drop.add(w);
      run = [];
    };
    for (const w of ws) {
      const prev = run[run.length - 1];
      if (prev && w.y - prev.y > 3 * Math.max(prev.h, w.h)) flush();
      run.push(w);
    }
    flush();
  }
  return drop.size ? words.filter((w) => !drop.has(w)) : words;
}

/** A page's lines in reading order: top to bottom, column blocks one after the other (columns.ts). */
export function pageToLines(p: PageText, s: LayoutSettings): Line[] {
  return flowColumns(wordsToLines(dropGlyphStacks(itemsToWords(p.items, s), s), p.page, p.width, p.height, s), s);
}
