// A block printed beside a statement's table on the same lines (a UK statement's account summary sidebar: "Balance
// brought forward 39,291.85", "Money out 12,604.66", "Overdraft limit Nil" left of the rows) is not part of the rows.
// Found from the table itself, never from words: the rows' dates stand in one column; a real column left of it is
// printed on (nearly) every row, a sidebar only on some. Its cells are cut from the lines the table's rows span; the
// lines themselves keep their index (records refer to lines by index) and the header readers still see every line.
import type { Line } from '../layout/layout.ts';
import { leading, type AmountToken, type LineAmounts } from './amounts.ts';
import { dateAt } from './dates.ts';
import type { LineSettings } from '../settings.ts';

/** A row of the table: a leading date cell (its x) and an amount right of it. */
function dateColumn(l: Line, amounts: AmountToken[]): number | null {
  const d = l.cells.find((c) => dateAt(c.text.trim(), 0) !== null);
  if (!d) return null;
  return amounts.some((a) => a.x0 > d.x1) ? d.x0 : null;
}

/** The most common of some rounded positions, with its count. */
function mode(xs: number[]): [number, number] {
  const n = new Map<number, number>();
  for (const x of xs) n.set(Math.round(x), (n.get(Math.round(x)) ?? 0) + 1);
  return [...n.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
}

// A sign or mark printed after a balance on some rows only ("OD", "CR", "*") is the row's, never a block beside it.
const MARK = /^\s*(CR|DR|OD|[-+*])\s*$/i;

export interface SidebarEdges {
  /** Cells ending left of this stand in a block left of the rows' dates. */
  left: number | null;
  /** Cells starting right of this stand in a block right of the rows' last amount column. */
  right: number | null;
}

/**
 * Where the table's rows start and end, when a block stands beside them on some rows (not most); null on a side
 * without one. The rows' dates stand in one column and their last amounts end at one edge: a real column outside
 * either is printed on (nearly) every row, a block beside the table only on some.
 */
export function sidebarEdges(lines: Line[], s: LineSettings, amounts: LineAmounts): SidebarEdges {
  const rows = lines.filter((l) => !l.noise).map((l) => ({ l, amounts: amounts.of(l) })).map((r) => ({ ...r, x: dateColumn(r.l, r.amounts) }));
  const dated = rows.filter((r) => r.x !== null);
  const [edge, n] = mode(dated.map((r) => r.x!));
  if (n < s.sidebarMinRows) return { left: null, right: null };
  const table = rows.filter((r) => r.amounts.some((a) => a.x0 > edge));
  // Its rows for the left side: from the first dated row to the last on each page (a summary box printed right of
  // the date column above the first row is no row of the table, and never makes a real column look like a sidebar).
  const rowSpan = tableSpan(dated.filter((r) => Math.abs(r.x! - edge) <= 1).map((r) => r.l));
  const inRows = (l: Line) => { const p = rowSpan.get(l.page); return Boolean(p && l.y >= p[0] - l.h && l.y <= p[1] + l.h); };
  const tableRows = table.filter((r) => inRows(r.l));
  // The table's right edge: the rightmost amount edge that several of its rows print, a row being a dated line or one
  // with another amount (a balance printed on a day's last row only is still the table's); a block's amounts beside
  // the table stand alone on their lines, or share one with a row or two, not with most.
  const right = rightEdge(table, s);
  // A document whose statements set their columns differently (a later month's table narrower): each page's rows are
  // measured against their own page's edge where the page has rows enough to print one.
  const pageRight = new Map([...new Set(table.map((r) => r.l.page))].map((p) => [p, Math.min(right, rightEdge(table.filter((r) => r.l.page === p), s))]));
  const share = (beside: number, of: number) => beside >= s.sidebarMinBeside && beside < of * s.sidebarMaxShare;
  const leftBeside = tableRows.filter((r) => r.l.cells.some((c) => c.x1 < edge - s.sidebarPad) && r.l.cells.some((c) => c.x0 >= edge - s.sidebarPad)).length;
  // Words beside the table, not its amounts ("5,861.90 CR" is a balance and its mark).
  const words = (r: (typeof rows)[number], c: Line['cells'][number]) => /[a-z]{2}/i.test(c.text) && !MARK.test(c.text) && !r.amounts.some((a) => a.cell === c);
  // A real column right of the amounts (a posting date printed last) is on nearly every posting (though not on the
  // balance lines between them); a block's words stand on a few of them, and on lines of their own within the table.
  // Words run into an amount on its right ("1.376,23 ACCREDITO ...") are such a column too.
  const besideRight = (r: (typeof rows)[number]) => r.l.cells.some((c) => c.x0 > (pageRight.get(r.l.page) ?? right) + s.sidebarPad && words(r, c)) || (r.x !== null && r.amounts.some(leading));
  const span = tableSpan(table.map((r) => r.l));
  const within = (l: Line) => { const p = span.get(l.page); return Boolean(p && l.y >= p[0] - l.h && l.y <= p[1] + l.h); };
  // Amounts right of that edge on most dated rows are a column of the table (a balance column whose figures some rows
  // print with words run into them, so that too few print an edge to measure by), never a block beside it.
  const amountsBeyond = dated.filter((r) => r.amounts.some((a) => a.x0 > (pageRight.get(r.l.page) ?? right) + s.sidebarPad)).length;
  const rightBlock = dated.filter(besideRight).length < dated.length * s.sidebarMaxShare && amountsBeyond < dated.length * s.sidebarMaxShare &&
    rows.filter((r) => within(r.l) && besideRight(r)).length >= s.sidebarMinBeside;
  return { left: share(leftBeside, tableRows.length) ? edge - s.sidebarPad : null, right: right < Infinity && rightBlock ? right + s.sidebarPad : null };
}

/** The rightmost amount edge that several of the rows print (Infinity when none does). */
function rightEdge(table: { l: Line; amounts: AmountToken[]; x: number | null }[], s: LineSettings): number {
  const ends = new Map<number, number>();
  for (const r of table) {
    if (r.x === null && r.amounts.length < 2) continue;
    // An amount with words run into it has its right edge estimated within its cell: no edge to measure by.
    for (const a of r.amounts) if (!leading(a)) ends.set(Math.round(a.x1), (ends.get(Math.round(a.x1)) ?? 0) + 1);
  }
  const printed = [...ends.entries()].filter(([, k]) => k >= s.sidebarMinRows).map(([x]) => x);
  return printed.length ? Math.max(...printed) : Infinity;
}

/** Per page, the first and last baseline of a table's lines. */
function tableSpan(lines: Line[]): Map<number, [number, number]> {
  const span = new Map<number, [number, number]>();
  for (const l of lines) {
    const s = span.get(l.page);
    span.set(l.page, s ? [Math.min(s[0], l.y), Math.max(s[1], l.y)] : [l.y, l.y]);
  }
  return span;
}

/** The lines with the blocks' cells cut from those the table's rows span (per page, first to last row). */
export function withoutSidebar(lines: Line[], s: LineSettings, amounts: LineAmounts): Line[] {
  const { left, right } = sidebarEdges(lines, s, amounts);
  if (left === null && right === null) return lines;
  const from = left ?? -Infinity;
  const to = right ?? Infinity;
  const span = tableSpan(lines.filter((l) => !l.noise && amounts.of(l).some((a) => a.x0 > from && a.x1 <= to)));
  const outside = (c: Line['cells'][number]) => c.x1 < from || (c.x0 > to && !MARK.test(c.text));
  return lines.map((l) => {
    const s = span.get(l.page);
    if (!s || l.y < s[0] - l.h || l.y > s[1] + l.h || !l.cells.some(outside)) return l;
    const cells = l.cells.filter((c) => !outside(c));
    return { ...l, cells, text: cells.map((c) => c.text).join('  ') };
  });
}
