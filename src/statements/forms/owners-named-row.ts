// An owners' table's column of names headed by a word of no field of ours (issue 36, out of owners-table.ts): the row's
// first cell says whose row it is.
import { labelOf } from './labels.ts';
import type { TablePiece } from './owners-table.ts';
import { personName } from './values.ts';

/** A column of the owners' numbers: "No.", "#", "Owner #". */
export const NUMBER_COLUMN = /^\s*(?:(?:owner|principal|guarantor)\s*)?(?:no\.?|#|n[°º]|number|line)\s*$/i;

/** A row of owners' columns (title, share, SSN, ...) whose first column's heading names no field of ours ("Contact
 *  (Last, First)", a CRM's word for the person): a person reads a row by its first cell, whose row it is, and the
 *  first row under it holds a person's name there ("Nakamura, Yesenia | CEO | 51 | ***-**-9793"): the names' column. */
export function namedByRow(cols: { piece: TablePiece; l: { field: string; end: number; explicit: boolean } | null }[], next: TablePiece[]): void {
  const [first, ...rest] = cols;
  if (!first || (first.l && first.l.field !== 'other') || NUMBER_COLUMN.test(first.piece.text) || /\d/.test(first.piece.text)) return;
  if (cols.some((c) => c.l && /^owner_(?:name|first|last)$/.test(c.l.field))) return;
  if (new Set(rest.filter((c) => c.l?.field.startsWith('owner_')).map((c) => c.l!.field)).size < 3) return;
  const cell = next.find((q) => Math.abs(q.x0 - first.piece.x0) < 8);
  if (!cell || /\d/.test(cell.text) || labelOf(cell.text, true, false, false) || !personName(cell.text)) return;
  first.l = { field: 'owner_name', end: first.piece.text.length, explicit: true };
}
