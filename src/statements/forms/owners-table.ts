// An owners' table (issue 36): a header line of owner columns (name, title, ownership, SSN/SIN, credit score) and a
// row per owner below it, each value under the column whose left edge it starts at, as a person reads a grid.
import type { Rect } from '../types.ts';
import { labelOf, sectionOf } from './labels.ts';

export interface TablePiece extends Rect { page: number; text: string; source: 'text' | 'field' }
export interface OwnerTable { header: TablePiece[]; cells: { field: string; label: string; piece: TablePiece }[] }

const sameLine = (a: Rect, b: Rect) => Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.max(4, (a.y1 - a.y0) * 0.6);

/** Pieces grouped into lines, top to bottom. */
function linesOf(pieces: TablePiece[]): TablePiece[][] {
  const lines: TablePiece[][] = [];
  for (const p of [...pieces].sort((a, b) => a.y0 - b.y0)) {
    const line = lines.find((l) => sameLine(l[0]!, p));
    if (line) line.push(p); else lines.push([p]);
  }
  return lines.map((l) => l.sort((a, b) => a.x0 - b.x0)).sort((a, b) => a[0]!.y0 - b[0]!.y0);
}

/** A header: three or more owner columns on one line, each a bare label. */
function headerOf(line: TablePiece[]): { piece: TablePiece; field: string }[] | null {
  const cols = line.map((p) => ({ piece: p, l: labelOf(p.text, true) }))
    .filter((c) => c.l && c.l.field.startsWith('owner_') && !c.piece.text.slice(c.l.end).replace(/[\s:#%]/g, ''));
  const fields = new Set(cols.map((c) => c.l!.field));
  return fields.size >= 3 && (fields.has('owner_name') || fields.has('owner_first')) ? cols.map((c) => ({ piece: c.piece, field: c.l!.field })) : null;
}

/** Every owners' table of a page's pieces. */
export function ownerTables(pieces: TablePiece[]): OwnerTable[] {
  const lines = linesOf(pieces);
  const out: OwnerTable[] = [];
  lines.forEach((line, k) => {
    const cols = headerOf(line);
    if (!cols) return;
    const cells: OwnerTable['cells'] = [];
    let last = line[0]!;
    for (const row of lines.slice(k + 1, k + 12)) {
      const h = last.y1 - last.y0;
      // The table ends at a gap of more than two rows, or at a line that is a label or a heading.
      if (row[0]!.y0 - last.y1 > Math.max(h, 8) * 2.5 || row.some((p) => (labelOf(p.text, false) || sectionOf(p.text)) && !cols.some((c) => c.piece === p))) break;
      for (const p of row) {
        const col = [...cols].reverse().find((c) => c.piece.x0 <= p.x0 + 6) ?? cols[0]!;
        cells.push({ field: col.field, label: col.piece.text, piece: p });
      }
      last = row[0]!;
    }
    out.push({ header: line, cells });
  });
  return out;
}
