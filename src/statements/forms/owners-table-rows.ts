// Rows of an owners' table told apart from what follows it (owners-table.ts): a company owner's row with a label's
// words in a cell, a caption with its value on a line under the rows, a paragraph's line under them.
import { labelOf } from './labels.ts';
import { companyName, personName } from './values.ts';
import { addressText } from './owners.ts';
import type { TablePiece } from './owners-table.ts';

export type Column = { piece: TablePiece; field: string };

/** A column saying which kind of owner each row is, "Indiv. / Entity": no business's type of entity. */
export const OWNER_KIND = /\b(?:indiv(?:idual)?|person)\.?\s*(?:\/|or|&)\s*(?:entity|company|business)\b|\b(?:entity|company)\s*(?:\/|or)\s*(?:indiv(?:idual)?|person)\b/i;

/** A label's words written in a row's later cell, no colon, beside a name in the first column and two cells more
 *  ("Holding entity" as a company owner's position): a value in its cell, no label line ending the table. */
export function cellWords(p: TablePiece, row: TablePiece[], cols: Column[]): boolean {
  const first = row[0]!;
  const inCol = (q: TablePiece) => cols.findIndex((c, i) => q.x0 >= c.piece.x0 - 6 && (i === cols.length - 1 || q.x0 < cols[i + 1]!.piece.x0 - 6));
  // (The row's first cell names someone, a company or a person: not a header's next row of field names, "status |
  // funders_submitted | approved_amount".)
  return p !== first && !/:\s*$/.test(p.text) && !labelOf(first.text, false, false, false) && !labelOf(first.text, true, false, false) && (companyName(first.text) || !!personName(first.text)) && inCol(first) === 0 && inCol(p) > 0 && new Set(row.map(inCol)).size >= 3;
}

/** A caption and its value on a line under the rows, both in the first column's width and far apart ("Residence -
 *  Brett" then "8944 Park Plaza, Mesa" over the next columns' starts): another block's line, no owner's row. */
export function captionLine(row: TablePiece[], cols: Column[], colOf: (x: number) => Column): boolean {
  const [a, b] = row;
  return !!a && !!b && cols.length > 2 && colOf(a.x0) === cols[0] && colOf(b.x0) === cols[0] && b.x0 - a.x1 > 24 && b.x0 + width(b) > cols[1]!.piece.x0 + 6;
}

/** What is written in a piece, its width: a fillable field's box is wider than what is written in it (an owner's name
 *  alone in its row's first cell, the row's other cells left blank, runs over no side). */
export const width = (p: TablePiece) => (p.source === 'field' ? Math.min(p.x1 - p.x0, p.text.length * 5) : p.x1 - p.x0);

/** A line of a paragraph under the rows: a piece running over two columns' starts or more, far wider than a column, or
 *  of more than twelve words. (The last column's value may run on past the header's end: nothing is printed right of
 *  it, "Home address". A company's name with a note in the title's column, "Copperline Ventures, Inc.  Parent co.",
 *  runs over one column's start only: a row still, its pieces parted by column.) */
export function paragraph(row: TablePiece[], cols: Column[], span: number, colOf: (x: number) => Column): boolean {
  const starts = (p: TablePiece) => cols.filter((c) => c.piece.x0 > p.x0 + 6 && c.piece.x0 < p.x0 + width(p) - 2).length;
  return row.some((p) => (width(p) > span * 2.5 && starts(p) >= 2 && colOf(p.x0) !== cols[cols.length - 1]) || p.text.split(/\s+/).length > 12);
}

/** A line of captions each printed right under a value set larger over it ("FULL LEGAL NAME | TITLE | OWNERSHIP"
 *  under "Jonah J. Mbeki | CEO | 51%", captions under their boxes): the captions of the line over it, no header over
 *  the rows under it (those are the next captions' values). */
export function underItsValues(line: TablePiece[], lines: TablePiece[][]): boolean {
  const k = lines.findIndex((l) => l.includes(line[0]!));
  const above = lines[k - 1] ?? [];
  // (Not a header repeated over each owner's row, "2. Nom / Last name | Prénom" under owner 1's row, itself under the
  // same header "1. Nom / Last name | Prénom": a table's header over its rows.)
  const words = (p: TablePiece) => p.text.replace(/^\s*\d{1,2}[.)]?\s*/, '').trim().toLowerCase();
  if (line.filter((c) => (lines[k - 2] ?? []).some((o) => Math.abs(o.x0 - c.x0) < 8 && words(o) === words(c))).length >= 2) return false;
  // (Nearer the value over it than the line under it: a header's captions stand nearer their rows.)
  const below = Math.min(...(lines[k + 1] ?? []).map((p) => p.y0)) - Math.max(...line.map((p) => p.y1));
  const over = (c: TablePiece) => above.some((v) => Math.abs(v.x0 - c.x0) < 8 && v.y1 - v.y0 > 1.3 * (c.y1 - c.y0) && c.y0 - v.y1 < 0.8 * (v.y1 - v.y0) && c.y0 >= v.y1 - 2 && c.y0 - v.y1 < below
    && !labelOf(v.text, true, false, false));
  const n = line.filter(over).length;
  return n >= 2 && 2 * n >= line.length;
}

/** The header's column a piece starting at x is under (the last starting left of it, a little slack). */
export const colOfHeader = <C extends { piece: { x0: number } }>(cols: C[], x: number, startOf = (c: C) => c.piece.x0): C => [...cols].reverse().find((c) => startOf(c) <= x + 6) ?? cols[0]!;

/** A line of labels under the header, each under the column it translates ("Full Name" over "Nom complet"). Not the
 *  block's next row of labels, "OWNERSHIP | SIN" under "FIRST NAME | LAST NAME": a translation names the same field
 *  as the label it is printed under. */
export function translation(row: TablePiece[], cols: Column[]): boolean {
  const colAt = (x: number) => colOfHeader(cols, x);
  const field = (p: TablePiece) => labelOf(p.text, true)?.field;
  const other = (p: TablePiece) => { const f = field(p); return !!f && f.startsWith('owner_') && colAt(p.x0).field.startsWith('owner_') && colAt(p.x0).field !== f; };
  // (One column's label alone may go on to its other language on the next line, the header's cell taller than the
  // others': "Ownership %" over "% de Propiedad", touching it, right under it, the same field.)
  const one = row.length === 1 && cols.some((c) => Math.abs(c.piece.x0 - row[0]!.x0) < 3 && row[0]!.y0 - c.piece.y1 < 0.5 * (c.piece.y1 - c.piece.y0)
    && c.field.startsWith('owner_') && field(row[0]!) === c.field);
  // (An owner's number in a label is the label's, "Nombre Completo del Propietario 1" under "Owner 1 Full Name".)
  return !row.some((p) => /\d/.test(p.text) && !field(p)) && (one || row.filter((p) => field(p)).length >= 2) && !row.some(other)
    && row.every((p) => field(p) || cols.some((c) => Math.abs(c.piece.x0 - p.x0) < 6));
}

/** A row whose name is an address ("1552 Industrial Pkwy, Baltimore, MD" under an owner's row): the owner's home on a
 *  scan whose "Home Address" caption OCR lost in the hand over it, no next owner's row.
 */
export const addressRow = (row: TablePiece[], colOf: (x: number) => Column) =>
  row.some((p) => /^owner_(?:name|first|last)$/.test(colOf(p.x0).field) && addressText(p.text));
