// Printed totals among the rows: a line without a date of its own whose every figure equals the sum of the same
// column's figures over the rows above it (since the list began, since the page began, or since the previous such
// total) is a page subtotal or a carried total ("à reporter", "report", "Page subtotal"), not a posting. It is known
// by what it adds up to, never by its words.
import type { Section, TxRecord } from './records.ts';
import { columnOf, type Columns } from './columns.ts';
import type { RecordSettings } from '../settings.ts';

type Sums = Map<number, { cents: number; rows: number }>;

function add(sums: Sums, r: TxRecord, cols: Columns): void {
  const seen = new Set<number>();
  for (const m of r.money) {
    const c = columnOf(m, cols);
    if (c < 0) continue;
    const e = sums.get(c) ?? { cents: 0, rows: 0 };
    e.cents += m.cents;
    if (!seen.has(c)) e.rows++;
    seen.add(c);
    sums.set(c, e);
  }
}

/**
 * Every figure of `r` is the sum of its column over the rows of `sums`, or of the columns from its own up to the next
 * figure's (one role printed in two columns whose amounts do not line up): a zero figure where nothing was summed, the
 * others over at least `minRows` rows, or over one row where the line prints two or more figures.
 */
function adds(r: TxRecord, sums: Sums, cols: Columns, minRows: number): boolean {
  const at = r.money.map((m) => columnOf(m, cols));
  let rows = 0;
  const ok = r.money.length > 0 && r.money.every((m, k) => {
    const own = sums.get(at[k]!) ?? { cents: 0, rows: 0 };
    const to = k + 1 < at.length ? at[k + 1]! : cols.cols.length;
    const range = { cents: 0, rows: 0 };
    for (let c = k === 0 ? 0 : at[k]!; c < to; c++) { const e = sums.get(c); if (e) { range.cents += e.cents; range.rows += e.rows; } }
    const hit = [own, range].find((e) => e.cents === m.cents);
    if (hit) rows += hit.rows;
    return hit !== undefined;
  });
  return ok && rows > 0 && (rows >= minRows || r.money.length >= 2) && r.money.some((m) => m.cents !== 0);
}

/** Removes the section's dateless lines that are the sums of the rows above them; returns how many. */
export function dropRunningTotals(s: Section, cols: Columns, S: RecordSettings): number {
  const n = S.subtotalMinRows;
  const all: Sums = new Map();
  let page: Sums = new Map();
  let since: Sums = new Map();
  let pageNo = -1;
  const kept: TxRecord[] = [];
  let dropped = 0;
  for (const r of s.records) {
    if (r.page !== pageNo) { page = new Map(); pageNo = r.page; }
    if (!r.checkpoint && r.inherited && r.money.every((m) => columnOf(m, cols) >= 0) && (adds(r, all, cols, n) || adds(r, page, cols, n) || adds(r, since, cols, n))) {
      since = new Map();
      dropped++;
      continue;
    }
    kept.push(r);
    if (r.checkpoint) continue;
    add(all, r, cols); add(page, r, cols); add(since, r, cols);
  }
  s.records = kept;
  return dropped;
}
