// The geometry half of the reading trace (`mca parse --explain`): every line of the document as drawn, and the size of
// each page, so the per-line listing and the SVG pictures (trace-lines.ts, trace-svg.ts) can show where each decision
// of the reader was made. The reader fills the other half (classes, columns, rows), indexing into these lines.
import type { ReadingTrace, TraceLine } from '../types.ts';
import type { Line } from '../layout/layout.ts';

// Two decimals of a point are far below what a picture or a person can tell apart, and keep `--json` readable.
const pt = (v: number) => Math.round(v * 100) / 100;

/** Pages by number, and lines in the order given: the indexes the reader's trace uses. */
export function traceGeometry(lines: Line[]): Pick<ReadingTrace, 'pages' | 'lines'> {
  const pages: ReadingTrace['pages'] = [];
  const seen = new Set<number>();
  const out: TraceLine[] = [];
  for (const l of lines) {
    if (!seen.has(l.page)) {
      seen.add(l.page);
      pages.push({ page: l.page, width: pt(l.pageWidth), height: pt(l.pageHeight) });
    }
    out.push({ page: l.page, y: pt(l.y), h: pt(l.h), cells: l.cells.map((c) => ({ x0: pt(c.x0), x1: pt(c.x1), text: c.text })) });
  }
  pages.sort((a, b) => a.page - b.page);
  return { pages, lines: out };
}
