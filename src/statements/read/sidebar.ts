// A block printed beside a statement's table on the same lines (a UK statement's account summary sidebar: "Balance
// brought forward 39,291.85", "Money out 12,604.66", "Overdraft limit Nil" left of the rows) is not part of the rows.
// Found from the table itself, never from words: the rows' dates stand in one column; a real column left of it is
// printed on (nearly) every row, a sidebar only on some. Its cells are cut from the lines the table's rows span; the
// lines themselves keep their index (records refer to lines by index) and the header readers still see every line.
import type { Line } from '../layout/layout.ts';
import { lineAmounts } from './amounts.ts';
import { dateAt } from './dates.ts';
import { DEFAULT_SETTINGS, type LineSettings } from '../settings.ts';

/** Line settings, or (the call records.ts still makes) only the sidebar's share over the defaults. */
type SidebarSettings = LineSettings | number;
const linesOf = (s: SidebarSettings): LineSettings => (typeof s === 'number' ? { ...DEFAULT_SETTINGS.lines, sidebarMaxShare: s } : s);

/** A row of the table: a leading date cell (its x) and an amount right of it. */
function dateColumn(l: Line): number | null {
  const d = l.cells.find((c) => dateAt(c.text.trim(), 0) !== null);
  if (!d) return null;
  return lineAmounts(l).some((a) => a.x0 > d.x1) ? d.x0 : null;
}

/** Where the rows' date column starts, when a sidebar stands left of it on some rows (not most); else null. */
export function sidebarEdge(lines: Line[], settings: SidebarSettings = DEFAULT_SETTINGS.lines): number | null {
  const s = linesOf(settings);
  const xs = new Map<number, number>();
  for (const l of lines) {
    if (l.noise) continue;
    const x = dateColumn(l);
    if (x !== null) xs.set(Math.round(x), (xs.get(Math.round(x)) ?? 0) + 1);
  }
  const [edge, dated] = [...xs.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (dated < s.sidebarMinRows) return null;
  // Rows: lines with an amount right of the date column; those with cells left of it.
  let rows = 0;
  let beside = 0;
  for (const l of lines) {
    if (l.noise || !lineAmounts(l).some((a) => a.x0 > edge)) continue;
    rows++;
    if (l.cells.some((c) => c.x1 < edge - s.sidebarPad) && l.cells.some((c) => c.x0 >= edge - s.sidebarPad)) beside++;
  }
  return beside >= s.sidebarMinBeside && beside < rows * s.sidebarMaxShare ? edge - s.sidebarPad : null;
}

/** The lines with the sidebar's cells cut from those the table's rows span (per page, first to last row). */
export function withoutSidebar(lines: Line[], settings: SidebarSettings = DEFAULT_SETTINGS.lines): Line[] {
  const edge = sidebarEdge(lines, settings);
  if (edge === null) return lines;
  const span = new Map<number, [number, number]>();
  for (const l of lines) {
    if (l.noise || !lineAmounts(l).some((a) => a.x0 > edge)) continue;
    const s = span.get(l.page);
    span.set(l.page, s ? [Math.min(s[0], l.y), Math.max(s[1], l.y)] : [l.y, l.y]);
  }
  return lines.map((l) => {
    const s = span.get(l.page);
    if (!s || l.y < s[0] - l.h || l.y > s[1] + l.h || !l.cells.some((c) => c.x1 < edge)) return l;
    const cells = l.cells.filter((c) => c.x1 >= edge);
    return { ...l, cells, text: cells.map((c) => c.text).join('  ') };
  });
}
