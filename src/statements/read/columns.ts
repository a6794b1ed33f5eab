// Amount columns, found from where the dated records' amounts stand (right, left or centre aligned).
import type { Section } from './records.ts';
import type { RecordSettings } from '../settings.ts';

/** Amount columns, found from where the dated records' amounts stand. */
export interface Columns {
  /** Which edge lines up: right-aligned amounts (most statements), left-aligned or centred ones. */
  edge: 'right' | 'left' | 'centre';
  /** Per column: the aligned coordinate, and the mean extent of its amounts (for header words above it). */
  cols: { at: number; x0: number; x1: number }[];
  /** An amount within this distance of a column's aligned edge is in it (settings: columnSnap x columnMatch). */
  snap: number;
}

const edgeOf = (m: { x0: number; x1: number }, edge: Columns['edge']) => (edge === 'right' ? m.x1 : edge === 'left' ? m.x0 : (m.x0 + m.x1) / 2);

/** Clusters the amounts by each edge and keeps the edge that explains them with the fewest columns (right on ties). */
export function amountColumns(sections: Section[], S: RecordSettings): Columns {
  // Dated records place the columns; where most records inherit their date (a date on a day's first row only, amounts
  // on a record's last line), every record does.
  const all = sections.flatMap((s) => s.records.filter((r) => !r.checkpoint));
  const dated = all.filter((r) => !r.inherited);
  const ms = (dated.length * 2 < all.length ? all : dated).flatMap((r) => r.money.filter((m) => !quotedForeign(m, r.money)));
  const headed = sections.flatMap((s) => s.headers.flatMap((h) => h.text));
  let best: Columns | null = null;
  for (const edge of ['right', 'left', 'centre'] as const) {
    const sorted = [...ms].sort((a, b) => edgeOf(a, edge) - edgeOf(b, edge));
    const groups: { sum: number; x0: number; x1: number; n: number; whole: number }[] = [];
    for (const m of sorted) {
      const x = edgeOf(m, edge);
      const g = groups[groups.length - 1];
      if (g && x - g.sum / g.n <= S.columnSnap) { g.sum += x; g.x0 += m.x0; g.x1 += m.x1; g.n++; g.whole += m.whole ? 1 : 0; } else groups.push({ sum: x, x0: m.x0, x1: m.x1, n: 1, whole: m.whole ? 1 : 0 });
    }
    // A column needs a few values; stray amounts quoted at odd places make no column, nor do two rows quoting the same
    // figure at the end of the same text ("Overdraft Fee for a Transaction Posted on 12/23 $2,366.06", printed twice).
    // A lone amount under a column header's word (a savings account's one withdrawal under "Paid out") is in a column too.
    const column = (g: (typeof groups)[number]) => ms.length < S.columnMinAmounts || (g.n >= 2 && (g.whole > 0 || g.n >= S.quotedColumnMin)) ||
      (g.whole > 0 && headed.some((h) => h.x0 < g.x1 / g.n && h.x1 > g.x0 / g.n));
    const cols = groups.filter(column).map((g) => ({ at: g.sum / g.n, x0: g.x0 / g.n, x1: g.x1 / g.n }));
    const covered = groups.filter(column).reduce((n, g) => n + g.n, 0);
    const c: Columns = { edge, cols, snap: S.columnSnap * S.columnMatch };
    // Fewest columns that still hold (nearly) every amount.
    if (!best || (covered >= ms.length * S.columnCoverage && cols.length < best.cols.length)) best = c;
  }
  return best ?? { edge: 'right', cols: [], snap: S.columnSnap * S.columnMatch };
}

export function columnOf(m: { x0: number; x1: number }, c: Columns): number {
  const x = edgeOf(m, c.edge);
  let best = -1;
  let d = Infinity;
  for (let k = 0; k < c.cols.length; k++) {
    const e = Math.abs(c.cols[k]!.at - x);
    if (e < d) { d = e; best = k; }
  }
  return d <= c.snap ? best : -1;
}

/**
 * A figure with a currency code glued in front ("EUR200.00") or printed after it ("109.50 EUR") on a record whose other
 * figures print none: a payment abroad quoting its foreign amount beside the amount and balance in the statement's
 * currency. Quoted text, never a column, however many rows quote one at the same place.
 */
const CODED = /^[A-Z]{3}\s?\d|\d\s?[A-Z]{3}$/;
export function quotedForeign(m: { text: string }, all: { text: string }[]): boolean {
  return CODED.test(m.text.trim()) && all.some((o) => o !== m && !CODED.test(o.text.trim()));
}
