// A checkbox row told from a row of answers (issue 36): the options of an entity's type or a payment's schedule printed
// on a label's line are a menu to mark, unless they are answers standing in their columns.
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { entityType } from './values.ts';
import { frequency } from './marks.ts';

/** Two or more options of the field printed on the label's line: a checkbox row, even where its boxes are not drawn
 *  as paths (a scan): its value is the marked option only. */
export function optionRow(label: Piece, field: string, pieces: Piece[]): boolean {
  // (Not another field's value under its own label on the line: "CO" under "State of Incorporation" beside "Legal
  // Entity  Partnership" is a state, though it reads as "Co.".)
  const labelled = (q: Piece) => pieces.some((o) => o !== q && o !== label && o.text && Math.abs(o.x0 - q.x0) < 8 && o.y0 < q.y0 - 2 && o.y1 <= q.y0 + 0.4 * (q.y1 - q.y0)
    && q.y0 - o.y1 < q.y1 - q.y0 && labelOf(o.text, true, false, false));
  // (The row ends at the next field's label on the line: "Entity: Inc.   State: CO" offers no "CO" as an entity.)
  const after = pieces.filter((q) => q !== label && sameLine(label, q) && q.x0 > label.x0).sort((a, b) => a.x0 - b.x0);
  const end = after.findIndex((q) => !optionOf(q.text, field) && labelOf(q.text, true, false, false));
  // (A menu offers each choice once: the same kind written twice on the line, "LLC" under "Borrower" and "LLC" under
  // "Co-Borrower", is two parties' answers in their columns.)
  const offered = (end < 0 ? after : after.slice(0, end)).filter((q) => optionOf(q.text, field) && !labelled(q));
  const kind = (q: Piece) => (field === 'payment_frequency' ? frequency(q.text.replace(/^\W+/, '')) : entityType(q.text.replace(/^\W+/, ''), null));
  // (Nor choices each standing in a column of answers to the rows' labels, "PLLC" under the borrower's name and "LLC"
  // under the co-borrower's: each party's answer. A menu's first choice may stand under the answers; not all of them.)
  const answers = (q: Piece) => pieces.filter((o) => o !== q && o.text && !sameLine(o, q) && Math.abs(o.x0 - q.x0) < 6 && !optionOf(o.text, field) && !labelOf(o.text, true, false, false)
    && !!labelOf(pieces.filter((r) => r.text && sameLine(r, o)).sort((a, b) => a.x0 - b.x0)[0]!.text, true, false, false)).length >= 2;
  return offered.length >= 2 && new Set(offered.map(kind)).size >= 2 && !offered.every(answers);
}

/** A piece printed as one option of the field: a few words naming a schedule or an entity type, not another field's
 *  label that holds such a word ("Avg Monthly Deposits" beside "Frequency  Weekly" is a label, not an option). */
export function optionOf(t: string, field: string): boolean {
  const bare = t.replace(/^\W+/, '');
  if (field === 'payment_frequency' ? frequency(bare) === null : entityType(bare, null) === null) return false;
  // (Nor a company's name closed by its suffix after a comma, "Harborview Auto, LLC": a value, no option to choose.)
  if (field === 'type_of_entity' && /\p{L}.*,\s*(?:inc|llc|l\.l\.c|corp|co|ltd|lp|llp|pllc|pc|ulc)\.?\s*$/iu.test(bare)) return false;
  // (Nor another field's label whole, "DBA" (a sole proprietor's word too) captioning the cell under "Acme, llc": a
  // question printed, no option to choose.)
  const other = field === 'type_of_entity' ? labelOf(bare, true, false, false) : null;
  if (other && other.field !== 'other' && other.field !== field && other.end >= bare.trim().length - 1) return false;
  // (Nor any label closing with its colon, "Incorporated in:" beside "Legal Structure: Partnership": it asks.)
  if (other && other.field !== field && /:\s*$/.test(bare)) return false;
  const rest = bare.replace(/\b(?:bi-?w(?:ee)?kly|daily|dly|weekly|wkly|monthly|mthly|mnthly)\b/gi, '').replace(/[^\p{L}]/gu, '');
  // (An option printed in two languages, "Propietario Único / Sole Proprietor": a few words in each, a bracketed note
  // not counted, "Société par actions (inc.) / Corporation".)
  return bare.replace(/\s*\([^()]*\)/g, '').split(/\s*\/\s*/).every((x) => x.trim().split(/\s+/).length <= 3) && !(field === 'payment_frequency' && rest && labelOf(bare, true, false, true));
}
