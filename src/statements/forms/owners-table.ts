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

/** A header: three or more owner columns on one line, each a bare label; every piece of the line is a column (one we
 *  do not keep, "Date of Birth", "Mobile", bounds the one before it). */
function headerOf(line: TablePiece[]): { piece: TablePiece; field: string }[] | null {
  const cols = line.map((p) => ({ piece: p, l: labelOf(p.text, true) }));
  const bare = (c: (typeof cols)[number]) => c.l && !c.piece.text.slice(c.l.end).replace(/\([^)]*\)|[\s:#%?]/g, '');
  const fields = new Set(cols.filter((c) => bare(c) && c.l!.field.startsWith('owner_')).map((c) => c.l!.field));
  if (fields.size < 3 || !(fields.has('owner_name') || fields.has('owner_first'))) return null;
  return cols.map((c) => ({ piece: c.piece, field: bare(c) && c.l!.field.startsWith('owner_') ? c.l!.field : 'other' }));
}

/** Every owners' table of a page's pieces. */
export function ownerTables(pieces: TablePiece[]): OwnerTable[] {
  const lines = linesOf(pieces);
  const out: OwnerTable[] = [];
  lines.forEach((line, k) => {
    const cols = headerOf(line);
    if (!cols) return;
    const cells: OwnerTable['cells'] = [];
    const left = cols[0]!.piece.x0, right = Math.max(...line.map((p) => p.x1));
    const span = (right - left) / cols.length;
    let last = line[0]!;
    for (const row of lines.slice(k + 1, k + 12)) {
      const h = last.y1 - last.y0;
      // The table ends at a gap of more than two rows, at a line that is a label or a heading, or at a sentence
      // running across its columns (the authorisation under it).
      if (row[0]!.y0 - last.y1 > Math.max(h, 8) * 2.5 || row.some((p) => (labelOf(p.text, false) || sectionOf(p.text)) && !cols.some((c) => c.piece === p))) break;
      if (row.some((p) => p.x1 - p.x0 > span * 2.5 || p.text.split(/\s+/).length > 8)) break;
      for (const p of row) {
        const col = [...cols].reverse().find((c) => c.piece.x0 <= p.x0 + 6) ?? cols[0]!;
        if (col.field !== 'other') cells.push({ field: col.field, label: col.piece.text, piece: p });
      }
      last = row[0]!;
    }
    out.push({ header: line, cells });
  });
  return out;
}
