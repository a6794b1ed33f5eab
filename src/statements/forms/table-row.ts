// A table's row (issue 36): a caption in a table's header row names the cell under it on one row of the table, not
// whatever is printed under it further down. Which row a person reads: the one a box in the table's check column
// ticks, when the table asks it so ("check the option you are applying for", "Principal location": the other rows
// are offers or other places, not the answer); else the table's first row of values, the row its neighbours' values
// are on. A cell left blank on that row is blank: the row under it is another row's (a previous advance's terms).
import type { PageText, Rect } from '../types.ts';
import { inside, MARK, sameLine, type Piece } from './pieces.ts';
import { checkboxes, dedupe, pageMarks } from './marks.ts';
import { notValue, type Value } from './value-of.ts';

interface Column { x0: number; x1: number; heads: Piece[] }
interface Row { y0: number; y1: number; cells: Piece[][] }

/** The header cell drawn round a caption, if any: its smallest box of a cell's size. */
const cellRound = (q: Piece, boxes: Rect[]) => boxes.filter((b) => inside(q, b) && b.x1 - b.x0 > 12 && b.x1 - b.x0 < 300 && b.y1 - b.y0 < 40)
  .sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];

/** The columns of the header row on caption `p`'s line: each header cell drawn (a caption on two lines is one), else
 *  each caption's width, captions over one another merged. Undefined unless three columns or more. */
function columnsOf(p: Piece, pieces: Piece[], boxes: Rect[]): { cols: Column[]; foot: number; drawn: boolean } | undefined {
  const head = pieces.filter((q) => q.text && sameLine(p, q)).sort((a, b) => a.x0 - b.x0);
  // (A header row is captions: a figure on the line is a value, a line of fields beside their labels.)
  if (head.some((q) => /\d/.test(q.text))) return undefined;
  const cells = head.map((q) => cellRound(q, boxes));
  const drawn = cells.every((c) => !!c);
  const cols: Column[] = [];
  let foot = 0;
  head.forEach((q, i) => {
    const c = drawn ? cells[i]! : q;
    foot = Math.max(foot, c.y1);
    const same = cols.find((o) => Math.min(o.x1, c.x1) - Math.max(o.x0, c.x0) > 2);
    if (same) { same.heads.push(q); same.x0 = Math.min(same.x0, c.x0); same.x1 = Math.max(same.x1, c.x1); } else cols.push({ x0: c.x0, x1: c.x1, heads: [q] });
  });
  return cols.length >= 3 ? { cols, foot, drawn } : undefined;
}

/** The column a piece is written in: the header cell its middle is under, else the caption it runs under most. */
function columnAt(q: Rect, cols: Column[], drawn: boolean): number {
  const mid = (q.x0 + q.x1) / 2;
  if (drawn) return cols.findIndex((c) => mid >= c.x0 && mid <= c.x1);
  const overlap = cols.map((c) => Math.min(c.x1, q.x1) - Math.max(c.x0, q.x0));
  const best = Math.max(...overlap);
  return best > 0 ? overlap.indexOf(best) : -1;
}

/** The rows under a header row: each line right under the one before whose pieces fill two columns or more, down to a
 *  line that does not (the next heading, a sentence across the page) or a gap. */
function rowsUnder(p: Piece, pieces: Piece[], boxes: Rect[]): { cols: Column[]; rows: Row[]; drawn: boolean } | undefined {
  const table = columnsOf(p, pieces, boxes);
  if (!table) return undefined;
  const { cols, foot, drawn } = table;
  const h = p.y1 - p.y0;
  const under = pieces.filter((q) => (q.text || q.source === 'field') && q.y0 >= foot - 1).sort((a, b) => a.y0 - b.y0);
  const rows: Row[] = [];
  let bottom = foot;
  for (const q of under) {
    if (rows.some((r) => r.cells.some((c) => c.includes(q)))) continue;
    const line = under.filter((o) => sameLine(o, q));
    const cells: Piece[][] = cols.map(() => []);
    for (const o of line) { const k = columnAt(o, cols, drawn); if (k >= 0 && o.x1 - o.x0 < 1.5 * (cols[k]!.x1 - cols[k]!.x0) + 20) cells[k]!.push(o); }
    if (cells.filter((c) => c.length).length < 2 || q.y0 - bottom > 2.5 * h) break;
    const y0 = Math.min(...line.map((o) => o.y0)), y1 = Math.max(...line.map((o) => o.y1));
    rows.push({ y0, y1, cells });
    bottom = y1;
  }
  return { cols, rows, drawn };
}

/** The row a box in a column of check boxes ticks: two rows or more with a box in that column, one box ticked. */
function tickedRow(cols: Column[], rows: Row[], k: number, page: PageText, pieces: Piece[]): number | undefined {
  const marks = pageMarks(page, pieces);
  const ticked = (b: Rect) => marks.some((m) => { const cx = (m.x0 + m.x1) / 2, cy = (m.y0 + m.y1) / 2; return cx >= b.x0 - 2 && cx <= b.x1 + 2 && cy >= b.y0 - 2 && cy <= b.y1 + 2; });
  // (A fillable box is drawn as well as given as a field: one box.)
  const boxes = dedupe(checkboxes(page));
  for (let j = 0; j < cols.length; j++) {
    if (j === k) continue;
    const c = cols[j]!;
    const inRow = rows.map((r) => boxes.filter((b) => b.x0 >= c.x0 - 2 && b.x1 <= c.x1 + 2 && (b.y0 + b.y1) / 2 >= r.y0 - 3 && (b.y0 + b.y1) / 2 <= r.y1 + 3));
    if (inRow.filter((bs) => bs.length === 1).length < 2 || inRow.some((bs) => bs.length > 1)) continue;
    const on = inRow.flatMap((bs, i) => (bs.some(ticked) ? [i] : []));
    if (on.length === 1) return on[0];
  }
  return undefined;
}

/** Caption `p`'s value `v` read on its table's row: the ticked row's cell, or blank where `v` is a later row's.
 *  Undefined where the caption heads no table or `v` is its row's already. */
export function tableRowValue(p: Piece, v: Value | null, pieces: Piece[], page: PageText): Value | null | undefined {
  const t = rowsUnder(p, pieces, page.form?.boxes ?? []);
  if (!t || !t.rows.length) return undefined;
  const k = t.cols.findIndex((c) => c.heads.includes(p));
  const at = v && v.piece !== p ? t.rows.findIndex((r) => r.cells[k]!.includes(v.piece)) : -1;
  if (v && v.piece !== p && v.text && at < 0) return undefined;
  const ticked = tickedRow(t.cols, t.rows, k, page, pieces);
  // (A later row's value is no first row's answer only where both rows are rows of values, a table's.)
  const values = (r: Row) => r.cells.filter((c, j) => j !== k && c.some((q) => q.text && !notValue(q))).length >= 2;
  if (ticked === undefined && !(at > 0 && values(t.rows[0]!) && values(t.rows[at]!))) return undefined;
  const row = ticked ?? 0;
  if (row === at) return undefined;
  const cell = t.rows[row]!.cells[k]!.filter((q) => q.text && !MARK.test(q.text.trim()));
  if (cell.some((q) => notValue(q))) return undefined;
  const q = cell[0];
  return q ? { piece: q, text: cell.map((o) => o.text).join(' '), confidence: 0.8 } : { piece: p, text: '', confidence: 0.8 };
}
