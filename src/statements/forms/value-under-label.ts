// The value under a label whose piece beside it is another column's (value-of.ts): its label, or a value far across.
import { FIGURES, labelOf, type Label } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { entityType } from './values.ts';
import { columnOfValues } from './guards.ts';
import { captionedOver, captionLike } from './value-captions.ts';
import { isOption } from './marks.ts';
import { kindFor, lower, notValue } from './value-of.ts';

/** The value under a label when the piece right of it is another column's (its label, or a value far across). */
export function underLabel(p: Piece, l: Label, right: Piece, pieces: Piece[]): Piece | undefined {
  // A cell with its label on top and its value under it, read without its box (a scan): the piece under the label,
  // starting where the label starts, is the value rather than a piece far to the right (the next cell's label).
  const h = p.y1 - p.y0;
  // (Not in a record's column of values, each after its label far left of it: "Entity ... S Corp" over "EIN ...
  // 164684534", "City / State / Zip ... Aurora, CO 80092" over "Stage ... Pending stips": the value beside is its own.)
  // (Not a caption in a row of captions over their values: "Numéro d'entreprise (NE)" over "781776950 RT0001", "No de
  // TPS" beside it over its own number.)
  // (A hand's value may start a little further in, as it is read below: "CAD 191,000" 8 points in from its label.)
  const valueUnder = pieces.some((q) => q !== p && q.text && lower(q, p) && q.y0 - p.y1 < 1.2 * h && Math.abs(q.x0 - p.x0) < 15 && !notValue(q) && !inOptionRow(q, pieces));
  if (!valueUnder && !notValue(right) && right.x0 - p.x1 < 200 && columnOfValues(right, pieces)) return undefined;
  // (Or the next column's label we do not know, "Adresse du domicile", with its value under it as this label has:
  // a row of labels over their values.)
  // (A data file's header line of column names has a line of dashes under it, dropped as no text: its values are a
  // line further down, "legal_name" over "-----------" over "Core Physio, LLP".)
  const names = columnNames(p, pieces), reach = h * (names ? 2.6 : 1.2);
  // (So may the next caption's: "101600" 10 points in under "Monthly card sales". Not a value's: "CPA firm" written
  // beside its label is no column's head over "2514 Park Ave" 10 points left of it.)
  const headsColumn = (q: Piece) => pieces.some((v) => v !== q && lower(v, q) && v.y0 - q.y1 < reach && Math.abs(v.x0 - q.x0) < (labelOf(q.text) ? 15 : 8) && !notValue(v));
  // (Under a label asking for figures, what is under it is its value only when it holds figures: "SSN  432-24-1710"
  // over "D.O.B.  January 12, 1980" is a column of labels beside their values.)
  const figures = FIGURES.has(l.field), fits = (q: Piece) => !figures || /\d/.test(q.text);
  // (Nor does a value in a type not the label's head a column: "Title  Clinic Director" over "NPI  1821179557", the next
  // row's label in this label's size under it and that row's value under this one, rows of labels beside values.)
  const sized = (q: Piece) => Math.abs(q.y1 - q.y0 - h) <= 0.15 * h;
  const pairs = (q: Piece) => !sized(q) && pieces.some((o) => o !== p && lower(o, p) && o.y0 - p.y1 < h * 1.2 && Math.abs(o.x0 - p.x0) < 8 && sized(o)
    && pieces.some((v) => v !== o && sameLine(v, o) && Math.abs(v.x0 - q.x0) < 8));
  // (Far across a table of two columns, a figure that fits a figures label is its value still: "Owner 1 - Ownership  100%".)
  // (Nor far across when the rows under it are pairs too: a label in the label's type under it, its value under this
  // one's, "Entity Type ........ PLLC" over "Group NPI ........ 1443433693", leaders drawn as dots we do not read.)
  const far = right.x0 - p.x1 > 8 * h && !(figures && fits(right) && !notValue(right) && !headsColumn(right)) && !pairs(right);
  // (Nor is it a label worded loosely with its own value beside it where this label's stands: "Main Phone #  (874) ..."
  // under "City/State/Zip  Austin, TX": the next row of a column of labels beside a column of values.)
  // (A fillable field's text, or the entity type this label asks, is an answer, no label: "Limited Liability Company"
  // under "Entity" beside a date under the next caption.)
  const nextRow = (q: Piece) => q.source !== 'field' && !kind(q) && !!labelOf(q.text) && pieces.some((o) => o !== q && o !== right && o.text && sameLine(o, q) && o.x0 > q.x1 && Math.abs(o.x0 - right.x0) < 8 && !notValue(o));
  // (A fillable field's text is the form's answer, never a caption: it heads no column.)
  // (Nor an entity's type beside a label asking it, "Biz Type  Corporation" over "What do they do  Roofing": tab-aligned
  // pairs, the type the label's answer.)
  const kind = (q: Piece) => ['industry', 'type_of_entity'].includes(l.field) && entityType(q.text, null) !== null;
  // (A column name's value is under it, whatever is beside it: "legal_name  dba". Not a value of the label's own kind
  // beside it, "Debit Frequency  Weekly" over "Open Positions  1": its value, the next row's under it no column's.)
  const caption = names || right.source !== 'field' && !pairs(right) && !kind(right) && !kindFor(p, l, right) && (captionLike(right, p, pieces) || (headsColumn(right) && !(figures && fits(right))));
  const ownCaption = valueUnder && captionedOver(p, right, pieces, reach);
  if (!(far || caption || ownCaption)) return undefined;
  // (Nor a piece on a line a label of its own starts further left: "Industry  Mechanic / auto shop" over the options of
  // "Entity  [ ] Corp  [ ] S-Corp", the next row's. Starts it: a comb's "8 9 7 4 5 9 3 8 9  [ ] EIN [ ] SSN" before
  // a date's digits is a row of values, its options' words no label of the row.)
  const first = (o: Piece) => !pieces.some((r) => r !== o && r.text && sameLine(r, o) && r.x1 <= o.x0 + 1);
  // (A figure there is this label's still: "Total Funding Requested  $145,000  $10,633  18" under "Desired Payment |
  // Number of Payments", a row caption before a row of values under their column labels.)
  // (A caption with its own value under it is another column's: "FORM OF ORGANIZATION" over "LLP", far left of "NM"
  // under "STATE".)
  const othersRow = (q: Piece) => !/\d/.test(q.text) && pieces.some((o) => o !== q && o !== p && o.text && sameLine(o, q) && o.x1 <= q.x0 + 1 && o.x1 < p.x0 && !!labelOf(o.text, true, false, false) && first(o)
    && !headsColumn(o));
  // (Nor a sign or letter just before the next row's label, that row's icon: "A" before "Street", "#" before "# of
  // Payments" in a record's rows of properties.)
  const icon = (q: Piece) => q.text.trim().length <= 2 && pieces.some((o) => o !== q && o.text && sameLine(o, q) && o.x0 >= q.x1 - 1 && o.x0 - q.x1 < 15 && !!labelOf(o.text, true, false, false));
  return pieces.find((q) => lower(q, p) && q.y0 - p.y1 < reach && Math.abs(q.x0 - p.x0) < 15 && !notValue(q) && fits(q) && !nextRow(q) && !othersRow(q) && !icon(q) && !inOptionRow(q, pieces));
}

/** A line of a data file's column names ("record_id  created_at  legal_name  dba  entity_type"): three or more names on
 *  the label's line, two of them or more words joined by underscores, none with a space. */
function columnNames(p: Piece, pieces: Piece[]): boolean {
  const row = pieces.filter((q) => q.text && sameLine(p, q));
  const name = (t: string) => /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/i.test(t.trim());
  return row.length >= 3 && row.every((q) => !/\s/.test(q.text.trim())) && row.filter((q) => name(q.text)).length >= 2;
}

/** An option of a row of them, no value of a label over it: "LLC  Corporation  Sole Proprietorship" under "d/b/a"
 *  is the next row's. */
const inOptionRow = (q: Piece, pieces: Piece[]) => isOption(q.text) && pieces.filter((o) => o !== q && o.text && sameLine(o, q) && isOption(o.text)).length >= 2;
