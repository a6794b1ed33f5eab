// A table of the business's locations, a row each with its state or province ("# | Street address | City | Prov. |
// Postal code | Head office | ..."), and no other state printed for the business: a person reads the business's state
// from its head office, the row ticked or answered "Yes" under a head-office column, else the first row (issue 36,
// set 150's multi-location application).
import type { PageText } from '../types.ts';
import { ringed } from './circled.ts';
import { checkedOptions } from './marks.ts';
import type { OwnerFound } from './owners.ts';
import { sameLine, type Piece } from './pieces.ts';
import { stateOf } from './values.ts';

const REGION = /^\s*(?:state|st\.?|prov\.?|province|state\s*\/\s*prov(?:ince)?\.?|prov(?:ince)?\.?\s*\/\s*state)\s*$/i;
const PLACE = /\b(?:address|street|city|location|site)\b/i;
// (A table of people or of banks with their cities is not the business's places.)
const NOT_PLACES = /\b(?:name|owner|principal|guarantor|bank|reference|officer)\b/i;
const HEAD = /\b(?:head\s*office|main|primary|headquarters|hq|principal\s+place)\b/i;
const YES = /^\s*(?:yes|y|x|✓|✔)\s*$/i;
const mid = (p: Piece) => (p.x0 + p.x1) / 2;
/** Whether `q` stands under caption `h` of the header `line`: nearer its middle than any other caption's (a cell's box
 *  drawn before its word sets it off its caption). */
const under = (q: Piece, h: Piece, line: Piece[]) => line.every((o) => Math.abs(mid(q) - mid(h)) <= Math.abs(mid(q) - mid(o)));

/** The head office's state of a locations table on the page, as a found address (secondary: a state the form prints
 *  under its own label comes first). A row the table marks as the head office ("Main Office (HQ)" in its own cells, a
 *  tick or "Yes" under a head-office column) is the business's, and its header's captions read as labels of the row
 *  under them ("State" over the first row's "OH") are no business's fields: `header`, the captions of the table. */
export function headOfficeState(page: PageText, pieces: Piece[]): { found: OwnerFound; header: Piece[]; marked: boolean } | null {
  for (const h of pieces) {
    if (h.source !== 'text' || !REGION.test(h.text)) continue;
    const line = pieces.filter((q) => q !== h && q.text && sameLine(q, h));
    if (line.length < 2 || !line.some((q) => PLACE.test(q.text)) || line.some((q) => NOT_PLACES.test(q.text))) continue;
    const rows = column(h, [h, ...line], pieces);
    if (rows.length < 2) continue;
    const head = line.find((q) => HEAD.test(q.text));
    // (Or the row naming itself the head office in a cell of its own, "Main Office (HQ)" under "Location Type".)
    const named = rows.filter((r) => pieces.some((q) => q !== r && sameLine(q, r) && q.y0 > h.y1 - 1 && HEAD.test(q.text) && q.text.trim().length <= 30));
    const row = head ? headRow(head, [h, ...line], rows, page, pieces) : named.length === 1 ? named[0]! : rows[0]!;
    if (!row) continue;
    const marked = !!head || named.length === 1;
    return { found: { field: 'address', text: row.text.trim(), label: h.text.trim(), piece: row, confidence: 0.7, source: row.source, secondary: !marked }, header: [h, ...line], marked };
  }
  return null;
}

/** The states printed under the column's caption, row after row, till the column's run of states ends. */
function column(h: Piece, line: Piece[], pieces: Piece[]): Piece[] {
  const cells = pieces.filter((q) => q.y0 > h.y1 - 1 && q.text.trim() && Math.min(q.x1, h.x1) - Math.max(q.x0, h.x0) > -8 && under(q, h, line)).sort((a, b) => a.y0 - b.y0);
  const rows: Piece[] = [];
  for (const q of cells) {
    if (!stateOf(q.text.trim()) || q.text.trim().length > 24) break;
    const last = rows[rows.length - 1] ?? h;
    if (q.y0 - last.y1 > 4 * (h.y1 - h.y0) + 30) break;
    rows.push(q);
  }
  return rows;
}

/** The row marked under the head-office column: a box ticked or a word ringed there, else the one row answering "Yes". */
function headRow(head: Piece, line: Piece[], rows: Piece[], page: PageText, pieces: Piece[]): Piece | null {
  const ticked = checkedOptions(page, pieces).filter((o) => o.at.y0 > head.y1 - 1 && under(o.at, head, line));
  const cells = pieces.filter((q) => q.y0 > head.y1 - 1 && under(q, head, line));
  const byTick = rows.filter((r) => ticked.some((o) => sameLine(o.at, r)) || cells.some((q) => sameLine(q, r) && ringed(q, page)));
  if (byTick.length === 1) return byTick[0]!;
  const said = rows.filter((r) => cells.some((q) => sameLine(q, r) && YES.test(q.text)));
  return said.length === 1 ? said[0]! : null;
}
