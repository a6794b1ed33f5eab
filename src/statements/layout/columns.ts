// Column flow: a page whose list runs in two or more column blocks side by side (a credit union's transactions down the
// left half, then down the right half) is read block by block, the left block top to bottom, then the next. Without
// this, each printed line joins a row of the left block to a row of the right one and the reader sees one row where
// a person sees two.
//
// Decided by the page's geometry and the rows' shapes, never by a layout's name:
//  - A line is two rows side by side when its cells' kinds (date, amount, bare number, words) repeat: "date text
//    amount balance | date text amount balance". The repeating unit must hold a date, an amount and a description
//    (a row's structure). A grid of bare figures (check number, date, amount, three times across; a daily balance
//    table) is no column block: the reader reads each part of such a line as a record already (read/ 'grid').
//    A wide table's line (date | description | debit | credit | balance) never repeats, so it is never split, however
//    clean the gaps between its columns: its rows span them.
//  - The gaps after each repetition are gutter candidates; a gutter is the common part of one candidate gap on at
//    least `columnMinRows` lines (or on one, when the left block runs on below it with as many rows of its own). It must run the height of the block: the block is the run of lines from the first
//    such row that no cell crosses the gutter on, ended by a line that crosses it, by a gap of more than
//    `columnLineGap` line heights, or by a line with different text on both sides of which neither is a row (an
//    address beside an account number above the list). The lines after it are looked at again.
//  - Each block line is cut at the gutter; the parts are read side by side in reading order; then the same again
//    inside each part (three columns are two gutters).
// The lines handed on are the same kind of lines as before: cells, text and positions as printed, only cut and
// ordered. A page with fewer than `columnMinRows` lines of six cells or more is returned at once (ordinary pages).
import type { Cell, Line } from './layout.ts';
import type { LayoutSettings } from '../settings.ts';

type ColumnSettings = Pick<LayoutSettings, 'columnMinRows' | 'columnLineGap'>;
type Kind = 'D' | 'A' | 'N' | 'T';
const CROSS_TOLERANCE = 0.3;
// Two rows of a date, words and an amount side by side: a line of fewer cells repeats nothing (most lines of a page).
const MIN_REPEAT_CELLS = 6;

// Date-shaped: 03/02, 03/02/2026, 2026-03-02, 2.3.26, Mar 02, 02 Mar (2026) (month names in English: a list printed
// with other month names is not cut, and reads as it did). Amount-shaped: digits with two decimals, thousands grouped,
// a sign, brackets, a currency mark or CR/DR around them.
const MONTH = String.raw`(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\.?`;
const DATE = new RegExp(String.raw`^(\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}[ -]?${MONTH}([ -]?\d{2,4})?|${MONTH} ?\d{1,2}(,? \d{4})?)(\s|$)`, 'i');
const AMOUNT = /^[-+(]?\s?[$€£]?\s?\d{1,3}([,.' \u00a0]?\d{3})*[.,]\d{2}\s?(\)|-|\+|CR|DR|Cr|Dr)?$/;

function kind(c: Cell): Kind {
  if (AMOUNT.test(c.text)) return 'A';
  if (DATE.test(c.text)) return 'D';
  return /\p{L}/u.test(c.text) ? 'T' : 'N';
}

/** A cell's kinds: one, or a date then words where a date leads words in one cell. */
function kinds2(c: Cell): Kind[] {
  const k = kind(c);
  if (k !== 'D') return [k];
  const m = DATE.exec(c.text);
  return m && /\p{L}/u.test(c.text.slice(m[0].length)) ? ['D', 'T'] : ['D'];
}

/** The cell indexes after which a line repeats itself (the gaps between its side-by-side rows); none when it does not. */
export function repeatCuts(cells: Cell[]): number[] {
  if (cells.length < MIN_REPEAT_CELLS) return [];
  // Words run together into one kind: "POS PURCHASE 400" and "ACH DEBIT" are both one description.
  const kinds: Kind[] = [];
  const at: number[] = [];
  for (const [i, c] of cells.entries()) {
    // A date and the words after it in one cell ("Jun 02  Worldpay Settlement", set close): a date, then words.
    for (const k of kinds2(c)) {
      if (k === 'T' && kinds.at(-1) === 'T') { at[at.length - 1] = i; continue; }
      kinds.push(k); at.push(i);
    }
  }
  const n = kinds.length;
  for (let p = 2; p <= n / 2; p++) {
    if (n % p || !kinds.every((k, i) => k === kinds[i % p])) continue;
    const unit = kinds.slice(0, p);
    // A row: a date, an amount and a description. Grids of bare figures (check numbers, dates and amounts; a daily
    // balance table) are no column blocks: the reader takes each part of such a line as a record of its own.
    if (!unit.includes('D') || !unit.includes('A') || !unit.includes('T')) continue;
    return Array.from({ length: n / p - 1 }, (_, r) => at[(r + 1) * p - 1]!);
  }
  // Not every line repeats whole: beside a row, the next column may hold a wrapped description (three narrow columns
  // of rows whose descriptions run to several lines). A row ending (words, then an amount) followed by a row starting
  // (a date, then words, then an amount) is a gap between two rows side by side all the same; a date with a figure
  // after it (a value date and a balance) starts no row.
  const cuts: number[] = [];
  let from = 0;
  for (let i = 0; i + 1 < n; i++) {
    if (kinds[i] !== 'A' || kinds[i + 1] !== 'D') continue;
    const left = kinds.slice(from, i + 1);
    let to = i + 2;
    while (to < n && !(kinds[to - 1] === 'A' && kinds[to] === 'D')) to++;
    const right = kinds.slice(i + 1, to);
    if (left.includes('T') && right[1] === 'T' && right.includes('A')) cuts.push(at[i]!);
    from = i + 1;
  }
  return cuts;
}

const isRow = (cells: Cell[]) => cells.some((c) => kind(c) === 'D') && cells.some((c) => kind(c) === 'A');

interface Gutter { x0: number; x1: number; rows: Set<number> }

/** Gutters: candidate gaps of repeating lines, overlapping ones merged to their common part. */
function gutters(lines: Line[], cutsOf: Map<Line, number[]>): Gutter[] {
  const gaps: { x0: number; x1: number; line: number }[] = [];
  for (const [i, l] of lines.entries()) {
    let cuts = cutsOf.get(l);
    if (!cuts) cutsOf.set(l, (cuts = repeatCuts(l.cells)));
    for (const c of cuts) gaps.push({ x0: l.cells[c]!.x1, x1: l.cells[c + 1]!.x0, line: i });
  }
  gaps.sort((a, b) => a.x0 - b.x0);
  const out: Gutter[] = [];
  for (const g of gaps) {
    const last = out.at(-1);
    if (last && g.x0 < last.x1 && g.x1 > last.x0) {
      last.x0 = Math.max(last.x0, g.x0); last.x1 = Math.min(last.x1, g.x1); last.rows.add(g.line);
    } else out.push({ x0: g.x0, x1: g.x1, rows: new Set([g.line]) });
  }
  return out;
}

// A cell crosses a gutter when it reaches into it by more than a fraction of the type size: a right-aligned amount's
// estimated edge (words are placed proportionally in their runs) may stand a little past the rows' edge.
const crosses = (l: Line, g: Gutter) => l.cells.some((c) => c.x0 < g.x1 - CROSS_TOLERANCE * l.h && c.x1 > g.x0 + CROSS_TOLERANCE * l.h);
/** Whether cell c stands left of the gutter (else right): by its middle, so no cell is lost to either side. */
const leftOf = (c: Cell, g: Gutter) => c.x0 + c.x1 < g.x0 + g.x1;

/** Whether line l, next to the block (`near`: the block's line beside it), belongs to the block. */
function joins(l: Line, near: Line, g: Gutter, s: ColumnSettings, starts: number[] = []): boolean {
  if (crosses(l, g) || Math.abs(l.y - near.y) > s.columnLineGap * Math.max(l.h, near.h)) return false;
  const left = l.cells.filter((c) => leftOf(c, g));
  const right = l.cells.filter((c) => !leftOf(c, g));
  if (!left.length || !right.length) return true; // text on one side only: a title over the left block, a row running on
  const [lt, rt] = [left, right].map((cs) => cs.map((c) => c.text).join(' ').toLowerCase());
  // The blocks' headers (the right side repeats the left, once per block to its right), a title over each block
  // (words without figures on both sides: "Debits and withdrawals | Credits and deposits"), or a row (a date and an
  // amount) on either side: one block runs on beside the other's total or its last row of another shape.
  // Or the rows' descriptions wrapped on both sides ("77Z4F9 Rossi & Patel Medical | Medical Supply Llc"): each side
  // starts where a cell of the block's side-by-side rows starts.
  const aligned = (cs: Cell[]) => starts.some((x) => Math.abs(cs[0]!.x0 - x) <= CROSS_TOLERANCE * l.h);
  return repeats(rt!, lt!) || (!/\d/.test(lt!) && !/\d/.test(rt!)) || isRow(left) || isRow(right) || (aligned(left) && aligned(right));
}

/** Whether `text` is `unit` once or more, space-separated. */
function repeats(text: string, unit: string): boolean {
  const n = Math.round((text.length + 1) / (unit.length + 1));
  return n >= 1 && text === Array(n).fill(unit).join(' ');
}

/**
 * The block of lines a gutter runs through, from its first repeating line: [first, last] line indexes, or null when
 * it holds fewer than `columnMinRows` of them (a list further down the page under the same gutter, after a line that
 * crosses it, is a block of its own: the lines after this one are looked at again).
 */
function blockOf(lines: Line[], g: Gutter, s: ColumnSettings): [number, number] | null {
  let first = Math.min(...g.rows);
  let last = first;
  const starts = [...g.rows].flatMap((i) => lines[i]!.cells.map((c) => c.x0));
  while (first > 0 && joins(lines[first - 1]!, lines[first]!, g, s)) first--;
  while (last < lines.length - 1 && joins(lines[last + 1]!, lines[last]!, g, s, starts)) last++;
  let rows = 0;
  for (const i of g.rows) if (i <= last) rows++;
  if (rows >= s.columnMinRows) return [first, last];
  // One row beside another (the last page's right block one row long) is a block when the left block runs on below
  // it, rows of its own under the same gutter.
  let below = 0;
  for (let i = first; i <= last; i++) if (!g.rows.has(i) && isRow(lines[i]!.cells.filter((c) => leftOf(c, g))) && lines[i]!.cells.every((c) => leftOf(c, g))) below++;
  return rows === 1 && below >= s.columnMinRows ? [first, last] : null;
}

/** A line cut to the cells on one side of a gutter (null when none are). */
function part(l: Line, keep: (c: Cell) => boolean): Line | null {
  const cells = l.cells.filter(keep);
  if (!cells.length) return null;
  return cells.length === l.cells.length ? l : { ...l, cells, text: cells.map((c) => c.text).join('  ') };
}

/** A page's lines (in reading order: top to bottom) with every column block read block by block. `cutsOf` keeps each
 *  line's cuts for this page's reading: the lines after a block are looked at again for the next one. */
export function flowColumns(lines: Line[], s: ColumnSettings, cutsOf = new Map<Line, number[]>()): Line[] {
  if (lines.filter((l) => l.cells.length >= MIN_REPEAT_CELLS).length < s.columnMinRows) return lines;
  for (const g of gutters(lines, cutsOf).filter((x) => x.x1 > x.x0).sort((a, b) => b.rows.size - a.rows.size)) {
    const block = blockOf(lines, g, s);
    if (!block) continue;
    const [first, last] = block;
    const inside = lines.slice(first, last + 1);
    const left = inside.map((l) => part(l, (c) => leftOf(c, g))).filter((l): l is Line => l !== null);
    const right = inside.map((l) => part(l, (c) => !leftOf(c, g))).filter((l): l is Line => l !== null);
    return [...lines.slice(0, first), ...flowColumns(left, s, cutsOf), ...flowColumns(right, s, cutsOf), ...flowColumns(lines.slice(last + 1), s, cutsOf)];
  }
  return lines;
}
