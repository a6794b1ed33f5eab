// A label's value (issue 36): where a person looks for what was written for a label: the rest of its own cell, the
// next piece on its line, the piece under it in its box, the value written on the rule over it (labels printed under
// their values) or before it (a caption after its rule).
import { subCaptionValue } from './sub-captions.ts';
import type { Rect } from '../types.ts';
import { labelOf, sectionOf, stateForLabel, type Label } from './labels.ts';
import { ownerNumber } from './owner-number.ts';
import { inside, MARK, sameLine, type Piece } from './pieces.ts';
import { cornerValue } from './cell-caption.ts';
import { frequency } from './marks.ts';
import { blank, entityType, industry, isoDate } from './values.ts';
import { anothersOption, besideItsLabel, question } from './guards.ts';
import { lineValue } from './value-line.ts';
import { uncaptionedUnder } from './value-captions.ts';
import { captionRule, highOverSlot, leftBlank, onRuleAbove, onSlot } from './value-rules.ts';
import { rowCaption } from './cells.ts';
import { acrossCaption, valueOverCaption } from './captions-under.ts';
import { captionsUnderValues } from './hangs.ts';
import { captionedBox, cityOfLine, fits } from './kind-fit.ts';
import { ownCell } from './own-cell.ts';
import { figureBefore } from './units.ts';
import { placedValue } from './label-after.ts';
import { valueBefore } from './value-before.ts';
import { underLabel } from './value-under-label.ts';
import { QUESTION_NUMBER } from './label-words.ts';

/** A sentence (an authorisation paragraph, a consent) is read, not filled in: never a value. */
export const paragraph = (t: string) => t.length > 90 || t.split(/\s+/).length > 12;
/** A tick typed as a letter or sign. */
/** A piece that cannot be a label's value: another label, words ending in a colon, a paragraph, a numbered item's
 *  number standing alone (the "8." before a row of checkboxes), a sentence's words after a blank (", guarantees"). */
/** A note in brackets telling how to fill the field in ("(Print name LAST, FIRST)", "(if any)"): no value. */
const PART_HEADING = /^\s*(?:section|part|step)\s+(?:\d+|[A-Z]|[IVX]+)\s*[-–—:.]\s*\p{L}/iu;
/** A heading's note numbering the sheet's owner: "(Owner #1 of 3)", "(Principal 2 of 2)" (headings.ts). */
export const SHEET_NOTE = /^\(\s*(?:owner|principal|guarantor|officer)\s*#?\s*\d+\s+of\s+\d+\s*\)$/i;
export const HOW_TO = /^\((?:please\s+)?(?:print|type|write|list|use|enter|attach|see|if any|if applicable|optional)\b[^()]*\)$/i;
/** An example printed beside a blank, "e.g. PLLC, LLP", "Example: 456 Oak Ave": the form's, never the answer. */
export const EXAMPLE = /^\(?\s*(?:e\.\s?g\.?|eg[.:]|ex(?:ample)?\s*[.:]|for example\b|sample\s*:)/i;
// (Nor is a part's numbered heading, "SECTION 6 — EXISTING ADVANCES", under an empty cell at a part's end.)
// (A lone small letter, "b" or "c.", is an item's letter: "a  Last name  b  First name".)
// (Nor a name's part captioned alone, "First ______  Last ______" in an owner's empty block: the next caption.)
const NAME_PART = /^(?:first|last|middle)\s*[:.]?$/i;
export const notValue = (q: Piece) => q.text !== '' && (!!q.leader || !!q.caption || /^[xX✓✔☒☑■]$|^[,;]\s*\p{Ll}|^[a-z][.)]?$/u.test(q.text.trim()) || NAME_PART.test(q.text.trim()) || QUESTION_NUMBER.test(q.text.trim()) || HOW_TO.test(q.text.trim()) || EXAMPLE.test(q.text.trim()) || PART_HEADING.test(q.text) || ownerNumber(q.text) || !!labelOf(q.text, true, false, false) || labelLike(q.text) || paragraph(q.text) || question(q.text));
/** A field's or a line's number in a form's margin: "A1", "D1.3", "12", "7b". */
const ITEM_CODE = /^(?:[A-Z]{1,2}\d{1,2}(?:\.\d{1,2})?|\d{1,2}[a-h]?)[.)]?$/;

/** The value of label `l` read from piece `p`: its own cell after the label, the next piece right, or below in its box.
 *  An empty fillable field there is a value left blank (text ''). */
export type Value = { piece: Piece; text: string; confidence: number };

/** The label's own cell: the smallest box round it (a frame round several fields is none), or the box beside a label
 *  cell holding only its label. */
function cellOf(p: Piece, l: Label, pieces: Piece[], boxes: Rect[]): Rect | undefined {
  // (A frame round a group of fields, "Deal summary" with four labels in it, is no label's own cell.)
  let cell = boxes.filter((b) => inside(p, b) && b.y1 - b.y0 < 80 && b.x1 - b.x0 > 20).sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0];
  // (Its own words in the cell are none: the caption's other language, "Tax ID" under "No d'identification fiscale",
  // and the kinds of number ticked beside it, "[X] NE / BN  [ ] NAS / SIN".)
  const other = (f: string) => !['other', 'decoy', l.field].includes(f) && !(/tax_id$/.test(f) && /tax_id$/.test(l.field));
  if (cell && pieces.filter((q) => q !== p && q.text && inside(q, cell!) && other(labelOf(q.text, true, false, false)?.field ?? 'other')).length >= 2) cell = undefined;
  // (Nor a shaded column the labels are printed in, the value written beside the label from a point inside the
  // column's side out past it: the value's place is beside the label, not in the column.)
  if (cell && pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2 && q.x0 < cell!.x1 && q.x1 > cell!.x1 + 2)) cell = undefined;
  // A label cell (often shaded) holding only its label, beside the value's cell: the value is in the next cell on its
  // row, the box that starts where the label's ends.
  // (Its number in the cell before it, "A1  Legal name of business", is the label's own: the cell holds only it.)
  if (cell && !pieces.some((q) => q !== p && q.text && inside(q, cell!) && !(ITEM_CODE.test(q.text.trim()) && sameLine(p, q) && q.x1 <= p.x0 + 1))) {
    const c = cell;
    const next = nextCell(p, c, pieces, boxes);
    // (A header row of label cells, "Legal Name | DBA | Entity | Fed Tax ID" over a row of values: the next cell is
    // the next label's; the value is in the cell under the label's, of its width. A row of labels beside their values
    // holds values in every other cell.)
    const under = boxes.find((b) => Math.abs(b.y0 - c.y1) < 3 && Math.abs(b.x0 - c.x0) < 3 && Math.abs(b.x1 - c.x1) < 3 && b.y1 - b.y0 < 80);
    // (A label cell drawn inside the cell of its row, "Legal Name" shaded at the left of a box holding its value too:
    // the value is in that box; or a floating label's patch over the box's top side: overTopSide.)
    const outer = boxes.filter((b) => b !== c && (inside(c, b) || overTopSide(c, b)) && b.x1 - b.x0 > c.x1 - c.x0 + 10 && b.y1 - b.y0 < 80)
      .sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0];
    // (A next cell holding a label of its own is that label's: this label's cell was left blank.)
    // (Not where a value stands right after the label on its line, in the next cell's place: a grid of label and value
    // cells whose value cells' sides the scan lost reads as a header row of labels, and each label took the value under
    // it, the next row's.)
    // (Nor is a value of the label's own kind worded like a label: "MI" after "State", "Construction company" after
    // "Trade / specialty".)
    const own = (q: Piece) => kindFor(p, l, q);
    const beside = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= c.x1 - 2 && q.x0 - c.x1 < 12).sort((a, b) => a.x0 - b.x0)[0];
    // (A word that is no figure in a cell of its own drawn beside is that cell's, a header row's next label we do not
    // know: "Frequency | Factor" over "Bi-Weekly | 1.33", "OWNER1_SSN | OWNER1_HOME".)
    const lost = !!beside && ((!notValue(beside) && (/^[\s$€£(#-]*\d/.test(beside.text) || !boxes.some((b) => b !== c && inside(beside, b) && b.x1 - b.x0 < c.x1 - c.x0 + 200))) || own(beside));
    // (A caption strip, shaded, across the top of its cell, the value written under it in the cell: that cell.)
    const strip = boxes.find((b) => b !== c && Math.abs(b.y0 - c.y0) < 3 && Math.abs(b.x0 - c.x0) < 3 && Math.abs(b.x1 - c.x1) < 3 && b.y1 - b.y0 > 1.8 * (c.y1 - c.y0) && b.y1 - b.y0 < 80
      && pieces.some((q) => q !== p && q.text && inside(q, b) && q.y0 >= c.y1 - 2 && !notValue(q)));
    if (strip) cell = strip;
    else if (under && headerRow(c, pieces, boxes) && !lost) cell = under;
    // ("Monthly", a schedule's word, or "Inc." is a value though it opens labels too; "DBA", though an entity's alias,
    // is a field's label: the next cell is its own.)
    // (A tick typed in the next cell's checkbox, "X" after a value on file, is a mark, no label.)
    // (A label further along the next cell after a value written first in it, "07-Aug-2017 ... Employees (FT/PT)", is
    // the next field's, in the same cell: the value is this label's.)
    else if (next && !pieces.some((q) => q.text && inside(q, next) && notValue(q) && !MARK.test(q.text.trim()) && frequency(q.text) === null && !entityWorded(q) && !own(q)
      && !pieces.some((v) => v !== q && v.text && inside(v, next) && sameLine(v, p) && v.x0 < q.x0 && !notValue(v)))) cell = next;
    else if (next) return c;
    // (A shaded label cell whose value is written right after it on its row, the row's value cell not drawn, only
    // the rules across the table: no cell bounds the value; it is read beside the label.)
    else if (beside && !notValue(beside) && !(outer && inside(beside, outer))) return undefined;
    // (A schedule's word is a value there too: "Preferred Payment Schedule" shaded at the left of its row's box, "Monthly"
    // written in the row.)
    // (So is an entity's type worded like a label we do not read: "Incorporated" in a floating label's input box, the
    // label on a patch of its own over the box's top side.)
    else if (outer && pieces.some((q) => q !== p && q.text && inside(q, outer) && (!notValue(q) || frequency(q.text) !== null || entityWorded(q)))) cell = outer;
  }
  return cell;
}

/** The cell on label `p`'s row after its cell `c`: the box that starts where the label's ends, or a narrow empty
 *  column on (its sides not drawn: a sheet's gridlines printed as rules). (A spreadsheet's empty column between the
 *  label's cell and its value's, "Tax ID # | | 75-6005095": the first cell on the row holding anything, when that is no
 *  label.) */
function nextCell(p: Piece, c: Rect, pieces: Piece[], boxes: Rect[]): Rect | undefined {
  const row = (b: Rect) => b.y0 < p.y1 && b.y1 > p.y0 && b.y1 - b.y0 < 80 && b.x1 - b.x0 > 20;
  const after = (r: Rect) => boxes.filter((b) => Math.abs(b.x0 - r.x1) < 3 && row(b)).sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0]
    ?? boxes.filter((b) => b.x0 >= r.x1 + 3 && b.x0 - r.x1 < 24 && row(b) && !pieces.some((q) => q.text.trim() && sameLine(p, q) && q.x1 > r.x1 && q.x0 < b.x0))
      .sort((a, b) => a.x0 - b.x0 || (a.x1 - a.x0) - (b.x1 - b.x0))[0];
  const next = after(c);
  const second = next && !pieces.some((q) => q.text.trim() && inside(q, next)) ? after(next) : undefined;
  return second && pieces.some((q) => q.text.trim() && inside(q, second) && sameLine(p, q) && !notValue(q)) ? second : next;
}

/** Label cell `c`, a patch over box `b`'s top side (a floating label's caption set in the input's border): the side
 *  runs through the patch's middle, the patch a line high within the box's width (no cell of the row over the box). */
const overTopSide = (c: Rect, b: Rect) => c.x0 >= b.x0 - 1 && c.x1 <= b.x1 + 1 && c.y1 - c.y0 < 14 && Math.abs(b.y0 - (c.y0 + c.y1) / 2) <= 0.3 * (c.y1 - c.y0)
  && c.y1 < b.y1 - 2;

/** An entity's type though its words open a label we do not read ("Inc.", "Incorporated": incorporation's). */
const entityWorded = (q: Piece) => !!entityType(q.text.trim(), null) && (labelOf(q.text)?.field ?? 'other') === 'other';

/** A row of three cells or more on cell `c`'s level, most of them holding a label (loosely read), over a row of
 *  cells hardly any of which do: a table's header row over its values (a grid of label and value cells has the next
 *  row's labels under it). (A schedule's word in the row under, "Monthly" under "Freq", is a value there, though it
 *  opens labels too: "Monthly sales".) */
function headerRow(c: Rect, pieces: Piece[], boxes: Rect[]): boolean {
  const labels = (y0: number, y1: number) => {
    const row = boxes.filter((b) => Math.abs(b.y0 - y0) < 3 && (y1 < 0 || Math.abs(b.y1 - y1) < 3) && b.x1 - b.x0 > 20 && b.y1 - b.y0 < 80)
      .map((b) => pieces.filter((q) => q.text && inside(q, b))).filter((held) => held.length);
    const label = (q: Piece) => !!labelOf(q.text, true, true, true) && (y1 >= 0 || frequency(q.text) === null);
    return { n: row.length, share: row.filter((held) => held.some(label)).length / Math.max(1, row.length) };
  };
  const own = labels(c.y0, c.y1), under = labels(c.y1, -1);
  return own.n >= 3 && own.share >= 0.6 && under.share < 0.2;
}

export function valueOf(p: Piece, l: Label, all: Piece[], boxes: Rect[], rules: Rect[] = [], labelsBelow = false): Value | null {
  const pieces = all.filter((q) => !subtitle(p, q, boxes));
  const own = ownCell(p, l); if (own !== undefined) return own;
  // (A web form's grey sub-caption under its input, "State" under "Iowa": sub-captions.ts.)
  const sub = subCaptionValue(p, pieces, boxes); if (sub) return { piece: sub, text: sub.text, confidence: sub.source === 'field' ? 0.95 : 0.85 };
  // A label set small after its value in its cell; a caption under an icon, its value raised beside it (label-after.ts).
  const placed = placedValue(p, l.field, pieces, boxes, notValue); if (placed) return placed;
  // A caption that opens with its unit sign after the figure it is the sign of ("80 % owned"): that figure.
  const figure = l.field === 'owner_ownership' ? figureBefore(p, pieces) : undefined; if (figure) return { piece: figure, text: figure.text, confidence: figure.source === 'field' ? 0.95 : 0.85 };
  // A caption printed just after the rule its value is written on ("50,000 ________ amount requested").
  const caption = captionRule(p, pieces, rules);
  if (caption !== undefined) return caption ? { piece: caption, text: caption.text, confidence: 0.8 } : { piece: p, text: '', confidence: 0.8 };
  const cell = cellOf(p, l, pieces, boxes);
  // A caption at its cell's foot, the value written over it in the cell ("Northgate Builders, Inc." over "CORPORATE /
  // LEGAL NAME"): the cell's value, whichever way the page's other labels read.
  const foot = cell ? overInCell(p, l, pieces, cell) : undefined;
  if (foot) return { piece: foot, text: foot.text, confidence: foot.source === 'field' ? 0.95 : 0.85 };
  // (Of the caption's kind where its kind is told: a hand's industry run up over the tax ID's caption beside it is none.)
  const across = acrossCaption(p, pieces, cell, (q) => (!notValue(q) || kindFor(p, l, q)) && fits(l.field, p.text, q.text) !== false);
  if (across) return { piece: across, text: across.text, confidence: 0.75 };
  const hung = cell ? null : captionedBox(p, pieces, rules, boxes); // a caption under its value's box (kind-fit.ts)
  if (hung) return { piece: hung, text: hung.text, confidence: 0.8 };
  const { right, led } = lineValue(p, pieces, cell);
  // A label closing its line or its box follows its value (value-before.ts).
  const before = right ? undefined : valueBefore(p, pieces, cell);
  if (before !== undefined) return before;
  if (right && /^(?:\[\s*\]|☐)/.test(right.text)) return null;
  // A hand's value written low across the label's rule is that rule's, though its middle is as near the next line.
  const low = !right || notValue(right) ? onSlot(p, pieces, rules) : undefined;
  if (low) return { piece: low, text: low.text, confidence: 0.75 };
  // (Or written high over it, the row above's rule through its letters.)
  // (Past a label on its line, the next field's: what is written high before that label only; not on a page whose
  // captions hang under their values' rules, where the rule after a caption is the next caption's.)
  const high = !right || (notValue(right) && !labelsBelow && !captionsUnderValues(p, pieces, rules, boxes)) ? highOverSlot(p, pieces, rules, boxes, right?.x0) : undefined;
  if (high) return { piece: high, text: high.text, confidence: 0.7 };
  if (!cell && leftBlank(p, right, pieces, rules)) return { piece: p, text: '', confidence: 0.85 };
  // (A question is asked before it is answered: never read as a caption under its answer.)
  // (A label ending in its colon with a value written right after it, "State: TX", is answered there: no caption
  // under the value of the line over it.)
  const colonBeside = /:\s*$/.test(p.text) && !!right && (!notValue(right) || kindFor(p, l, right)) && right.x0 - p.x1 < 2 * (p.y1 - p.y0);
  // (Unless it is one of a row of captions under their rules, "Business structure  What does the business do?" under
  // "Corporation  Restaurant", or hangs under its answer as they do, what is under it captioned: captionedUnder.)
  const asked = question(p.text) && !pieces.some((q) => q !== p && q.text && sameLine(q, p) && !question(q.text) && labelOf(q.text, true, false, false)) && !captionedUnder(p, pieces, rules);
  if (((labelsBelow && !asked) || captionsUnderValues(p, pieces, rules, boxes)) && !cell && !colonBeside) {
    const above = fromAbove(p, l, right, pieces, rules);
    // (Nothing over it, but a value under it with no caption of its own: this label's, over its comb or box.)
    if (above !== undefined && (above?.text || !uncaptionedUnder(p, pieces))) return above;
  }
  const under = !cell && right && !led ? underLabel(p, l, right, pieces) : undefined;
  if (under) return { piece: under, text: under.text, confidence: boxed(p, under, boxes) ? 0.85 : 0.6 };
  // A schedule's value is a schedule's word, though "Monthly" also opens a label of its own ("Monthly sales").
  // A tax number is a figure: words beside its label ("Date of", the next cell's caption cut in two by a scan) are
  // passed over for what is written under the label; so is a date beside it, the next cell's ("January 26, 2019"
  // after "Business Number (BN)" with the BN under it).
  // (A credit score is three digits: a phone beside its label is the next cell's.)
  const words = !!right && !blank(right.text) && ((/tax_id$/.test(l.field) && (!/\d/.test(right.text) || isoDate(right.text) !== null))
    || (l.field === 'owner_credit' && /\d/.test(right.text) && !/^\D*\d{3}\D*$/.test(right.text)));
  if (right && !words && !otherCaption(p, right, cell, pieces) && (!notValue(right) || (l.field === 'payment_frequency' && frequency(right.text) && !right.leader) || kindFor(p, l, right) || cityOfLine(p, l.field, right, pieces))) return { piece: right, text: right.text, confidence: right.source === 'field' ? 0.95 : 0.85 };
  return writtenUnder(p, l, pieces, cell, boxes, rules);
}

/** The value under label `p` (a line or so down) hangs a caption of its own from its rule: it is that caption's value
 *  ("Gym / fitness center" over "What does your business do?" over "391-312-1662" over "Business phone"). */
function captionedUnder(p: Piece, pieces: Piece[], rules: Rect[]): boolean {
  const h = p.y1 - p.y0;
  const v = pieces.filter((q) => q !== p && q.text && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 4 * h && Math.abs(q.x0 - p.x0) < 15).sort((a, b) => a.y0 - b.y0)[0];
  return !!v && !notValue(v) && pieces.some((o) => o !== p && o !== v && o.text && o.y0 > v.y0 && !!labelOf(o.text, true, false, false) && onRuleAbove(o, pieces, rules) === v);
}

/** The value written over caption `p` in its cell, the caption at the cell's foot (its lower half, near its bottom). */
function overInCell(p: Piece, l: Label, pieces: Piece[], cell: Rect): Piece | undefined {
  const h = p.y1 - p.y0;
  if (cell.y1 - p.y1 > 1.2 * h || (p.y0 + p.y1) / 2 < (cell.y0 + cell.y1) / 2) return undefined;
  // (A field's own box: nothing in it but the caption and what is written over it, no other caption nor option; a
  // section's box holding a grid of options, "OTHER:" at its foot, is none.)
  const held = pieces.filter((q) => q !== p && q.text.trim() && inside(q, cell));
  // (Its foot may reach down over the caption's top: a hand's letters dropping, a fillable field's box; its middle is
  // over the caption.)
  const over = (q: Piece) => (q.y0 + q.y1) / 2 <= p.y0;
  if (held.length > 2 || held.some((q) => !over(q) || (notValue(q) && !kindFor(p, l, q)))) return undefined;
  return held.sort((a, b) => b.y1 - a.y1)[0];
}

/** The caption's other language printed at the far end of its cell, in its type, the value written under both in a
 *  larger one: "Established (YYYY-MM-DD)  ...  Fondée le" over "2022-10-18". */
function otherCaption(p: Piece, right: Piece, cell: Rect | undefined, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  if (!cell || right.source !== 'text' || !inside(right, cell) || Math.abs(right.y1 - right.y0 - h) > 0.15 * h || /\d/.test(right.text)) return false;
  return pieces.some((q) => q !== p && q !== right && q.text && inside(q, cell) && lower(q, p) && Math.abs(q.x0 - p.x0) < 15 && q.y1 - q.y0 > 1.2 * h && !notValue(q));
}

/** A label printed free over a box of its own, its value written in the box ("Amount requested (in words and
 *  figures)" over a framed line): what is written in the box. */
function boxUnder(p: Piece, l: Label, pieces: Piece[], boxes: Rect[]): Value | null {
  const h = p.y1 - p.y0;
  // (A caption in small type may stand a little further over its box, nothing written between them: a tax form's
  // "Social security number" over its comb.)
  const clear = (b: Rect) => !pieces.some((q) => q !== p && q.text && q.y0 >= p.y1 - 1 && q.y1 <= b.y0 + 1 && q.x1 > b.x0 && q.x0 < b.x1);
  const b = boxes.find((b) => b.y0 >= p.y1 - 2 && (b.y0 - p.y1 < h * 1.2 || (b.y0 - p.y1 < h * 1.6 && clear(b))) && Math.abs(b.x0 - p.x0) < 12 && b.y1 - b.y0 < 80 && b.x1 - b.x0 > 20);
  // (Or starting in it, run on over the boxes beside it: a number's parts in boxes of their own, read as one.)
  const starts = (q: Piece, b: Rect) => q.x0 >= b.x0 - 1 && q.x0 < b.x1 && q.y0 >= b.y0 - 2 && q.y1 <= b.y1 + 2 && /^[\d-]+$/.test(q.text);
  const q = b && pieces.filter((q) => q.text && (inside(q, b) || starts(q, b))).sort((a, c) => a.y0 - c.y0 || a.x0 - c.x0)[0];
  // (Not the next row's band, its own label before the value: a striped table's "Entity Type  Partnership" under a
  // "DBA" left blank.)
  if (q && pieces.some((o) => o !== q && o !== p && o.text && inside(o, b) && sameLine(o, q) && o.x1 <= q.x0 + 2 && notValue(o))) return null;
  return q && (!notValue(q) || kindFor(p, l, q)) ? { piece: q, text: q.text, confidence: 0.8 } : null;
}

/** A label alone in its cell, its value printed just under the cell in no labelled cell: a spreadsheet's row of label
 *  cells over a row of values whose gridlines were not read as cells (a value runs over them, as a sheet's text
 *  does). The value starts under the label, on the next line; a piece in another label's cell is that label's. */
function underCell(p: Piece, l: Label, box: Rect, pieces: Piece[], boxes: Rect[]): Value | null {
  // (Other captions in the label's band, a table's header row of captions, "Loan Amount Requested | Term | Rate"
  // shaded across the page: each caption's value is under it, in the row under the band.)
  const h = p.y1 - p.y0;
  const band = box.y1 - box.y0 < 2.5 * h && rowCaption(p, pieces);
  if (pieces.some((q) => q !== p && q.text && inside(q, box) && !(band && sameLine(q, p)))) return null;
  // (A label cell drawn inside its row's cell, "Payment" shaded at the left of a frame left empty: the value goes in
  // that row, and the row under it is the next label's.)
  if (boxes.some((b) => b !== box && inside(box, b) && b.x1 - b.x0 > box.x1 - box.x0 + 10 && b.y1 - b.y0 < 80)) return null;
  // (The label itself may stand in the frame round both, its caption strip drawn inside the field's cell: a hand's
  // value written up against the strip is still under it.)
  const labelled = (q: Piece) => boxes.some((b) => inside(q, b) && pieces.some((o) => o !== q && o !== p && o.text && inside(o, b) && notValue(o)));
  // (Under it as under a label: a hand's value may be written up into the cell's foot.)
  // (Starting under it: under a caption as short as "%", a few of its heights past its start.)
  const near = pieces.filter((q) => q !== p && lower(q, box) && q.y0 - box.y1 < h * 1.5 && q.x0 >= box.x0 - 2 && q.x0 <= Math.max(p.x1, p.x0 + 4 * h));
  // (Nor when the cell under it opens with a caption, one of a row of captions over their values: what is under the
  // label's cell is that caption's.)
  if (near.some((q) => q.text && rowCaption(q, pieces))) return null;
  const q = near.filter((q) => !labelled(q) && !anothersOption(q, l.field, pieces))
    .sort((a, b) => (sameLine(a, b) ? Math.abs(a.x0 - p.x0) - Math.abs(b.x0 - p.x0) : a.y0 - b.y0))[0];
  return q && (!notValue(q) || kindFor(p, l, q)) ? { piece: q, text: q.text, confidence: q.source === 'field' ? 0.85 : 0.6 } : null;
}

/** In a box drawn right under the label, where the label starts: the box's value, as sure as one in the label's own
 *  cell (a grid of fields printed label over box). */
const boxed = (p: Piece, q: Piece, boxes: Rect[]) => boxes.some((b) => inside(q, b) && b.y0 >= p.y1 - 2 && b.y0 - p.y1 < (p.y1 - p.y0) * 0.8
  && Math.abs(b.x0 - p.x0) < 8 && b.y1 - b.y0 <= 40);

/** Under the label: starting at its foot, or (a hand's value written up against it) its middle past the label's foot. */
// (Under a caption in small type, a hand's value may start a point under the caption's top: "Owner 1" in 5-point type.)
export const lower = (q: Rect, p: Rect) => q.y0 >= p.y1 - 2 || (q.y0 >= p.y0 + Math.min(2, 0.2 * (p.y1 - p.y0)) && (q.y0 + q.y1) / 2 > p.y1 + 1);

/** A label printed under its value's rule (a page of such labels, or a row of such captions on a page of labels over
 *  their values, "Name  Title  Share  SSN" under an owner's line): what is written on the rule over it; undefined when
 *  there is no rule over it. */
function fromAbove(p: Piece, l: Label, right: Piece | undefined, pieces: Piece[], rules: Rect[]): Value | null | undefined {
  const over = onRuleAbove(p, pieces, rules, (q) => kindFor(p, l, q));
  if (over !== undefined) return over ? { piece: over, text: over.text, confidence: 0.8 } : { piece: p, text: '', confidence: 0.8 };
  // (No rule drawn: the value set larger right over the caption, its box not seen: captions-under.ts.)
  const boxed = valueOverCaption(p, pieces);
  if (boxed) return { piece: boxed, text: boxed.text, confidence: 0.8 };
  // On such a page what is under a section's heading worded like a label ("Financement demandé / Financing
  // requested", no rule over it) is the first row's value, not the heading's: its value is beside it or none.
  if (sectionOf(p.text) && !l.field.startsWith('owner_')) {
    const r = right && !notValue(right) ? right : null;
    return r ? { piece: r, text: r.text, confidence: r.source === 'field' ? 0.95 : 0.85 } : null;
  }
  return undefined;
}

/** The label's other language in smaller type right under it ("Type of Business" over "Genre d'entreprise"): the
 *  label's, though worded like a section. (Not a caption in a box of its own under a section's band, "BANK NAME" under
 *  "BANK / PROCESSOR / REFERENCES": the first field of the section.) */
function subtitle(p: Piece, q: Piece, boxes: Rect[]): boolean {
  const size = p.y1 - p.y0;
  return q !== p && !!q.text && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < 0.6 * size && Math.abs(q.x0 - p.x0) < 4 && q.y1 - q.y0 < 0.95 * size
    && !/\d/.test(q.text) && !!sectionOf(q.text) && !boxes.some((b) => b.x1 - b.x0 > 20 && inside(q, b) && !inside(p, b));
}

/** The piece written just under a label, starting where it starts. */
export const valueUnder = (p: Piece, pieces: Piece[]) =>
  pieces.find((q) => q !== p && q.text && lower(q, p) && q.y0 - p.y1 < (p.y1 - p.y0) * 1.2 && Math.abs(q.x0 - p.x0) < 15 && !notValue(q));

/** A value of the label's own kind, though it reads as a label's abbreviation too: a state's code or name for a
 *  "State" label ("MI", middle initial), an entity type for an "Entity" label ("Inc.", incorporation), a schedule's
 *  word for a schedule's label ("Monthly", which opens "Monthly sales" too). */
export const kindFor = (p: Piece, l: Label, q: Piece) => stateForLabel(l.field, p.text.slice(0, l.end), q.text)
  || (l.field === 'type_of_entity' && q.text.trim().split(/\s+/).length <= 3 && !!entityType(q.text.trim(), null))
  || (l.field === 'payment_frequency' && q.text.trim().split(/\s+/).length <= 2 && frequency(q.text) !== null)
  // (An industry's words though they open a label, "Construction company": not another party's caption, "Landlord /
  // Mortgage Co.", nor a label's with its colon.)
  || (l.field === 'industry' && q.text.trim().split(/\s+/).length <= 6 && industry(q.text) !== null && !/:\s*$/.test(q.text)
    && labelOf(q.text, true, false, false)?.field !== 'decoy');

/** Words ending in a colon are a label we do not know ("Business Phone:", "21. Owner 1 - date of birth:"), never a value.
 *  (So are words ending in a dotted leader, "LEAD SOURCE..........": it leads to their value.) */
export const labelLike = (t: string) => /^(?:\d{1,3}[.)]\s*)?[A-Za-z][\w\s/#()&.,'-]{0,40}(?::|[.…]{3,})$/.test(t.trim());

/** The value written under label `p` (its cell `box` when it has one): the first line under it, in its box or its
 *  column; else what its cell or the box under it holds. */
/** A value written on its input's underline, the rule just under it from its left: an answer, though set a line and
 *  more under its question (a web form's help line between them, dropped as the question's: placeholders.ts). */
const onInput = (q: Piece, rules: Rect[]) => rules.some((r) => r.y0 >= q.y1 - 2 && r.y0 - q.y1 < 0.6 * (q.y1 - q.y0) && r.x0 <= q.x0 + 4 && r.x1 >= q.x1 - 2 && r.y1 - r.y0 < 3);

/** A value written on past its box's side, its middle still in the box ("PRAIRIE ANIMAL CARE & PARTNERS" run over
 *  into the DBA's cell): the box's, as a person reads a hand that ran out of room. */
const overran = (q: Rect, box: Rect) => q.x0 >= box.x0 - 1 && q.x1 > box.x1 && (q.x0 + q.x1) / 2 < box.x1 && q.y0 >= box.y0 - 2 && q.y1 <= box.y1 + 2;

function writtenUnder(p: Piece, l: Label, pieces: Piece[], box: Rect | undefined, boxes: Rect[], rules: Rect[]): Value | null {
  // (A label whose leader runs to the end of its tab, nothing written there, was left blank: the line under it is the
  // next row's, "Est. Remittance Amount ." over "Annual Revenue (last FY) $ 3,291,000".)
  if (p.leader && !box) return null;
  // (With no box round them, a piece under the label that has a label of its own just before it on its line is that
  // label's value: "Position ____" left blank over "SSN / ITIN  598-55-3948".)
  // (Nor a piece starting under another label beside this one: "(300) 555-0110" under "Cell Phone", not under the
  // empty "Est. Credit Score" before it.)
  // (A checkbox's mark there, the letter X typed in a box of the label's row of options, is no label: "Tax ID:  X BN
  // [ ] SIN" over the number.)
  // (An item's letter or number before the label, "d  Ownership", is no other label.)
  const underOther = (q: Piece) => Math.abs(q.x0 - p.x0) > 8 && pieces.some((o) => o !== p && o !== q && sameLine(o, p) && Math.abs(q.x0 - o.x0) < 8 && notValue(o) && !/^[xX✓✔☒☑■]$|^[a-z][.)]?$|^\d{1,2}[a-z]?[.)]?$/u.test(o.text.trim()));
  // (Nor a value with its own caption after its rule: "Rafael Abernathy ____ Owner 1 - full name" under a heading
  // "OWNERSHIP" worded like a label is the caption's value.)
  const captioned = (q: Piece) => pieces.some((o) => o !== q && o.text && sameLine(o, q) && o.x0 >= q.x1 - 2 && o.x0 - q.x1 < 40 && !!labelOf(o.text, true, false, false) && captionRule(o, pieces, rules) === q);
  // (In the label's box the value may be written anywhere under it: right-aligned at the box's far side. Nor a caption
  // we do not know in the row of captions under this one, "Date Authority Granted" among "USDOT Number" and "FEIN /
  // SSN" over their values, under a DBA left blank. In a card boxing labels side by side, each over its own input box,
  // a value under the other label is the other's, as it is with no box round them.)
  // (Or written far along the label's own rule, the line drawn from under the label's start on past where the hand
  // wrote: "Harbor Nails LLC" at the right end of the rule under "1. Legal name of the business", nothing between.)
  const alongRule = (q: Piece) => q.x0 >= p.x1 && rules.some((r) => r.y0 > p.y1 && r.y0 >= q.y1 - 3 && r.y0 - q.y1 < 0.6 * (q.y1 - q.y0) && r.y1 - r.y0 < 3
    && r.x0 >= p.x0 - 20 && r.x0 <= p.x0 + 15 && r.x1 >= (q.x0 + q.x1) / 2) && !pieces.some((o) => o !== p && o !== q && o.text && (sameLine(o, p) || sameLine(o, q)) && o.x0 >= p.x1 - 2 && o.x1 <= q.x0 + 2);
  const below = pieces.filter((q) => q !== p && (lower(q, p) || (!!box && cornerValue(q, p))) && (box ? (inside(q, box) || overran(q, box)) && !underOther(q) : q.x1 > p.x0 && (q.x0 < p.x1 + 60 || alongRule(q)) && q.y0 - p.y1 < (p.y1 - p.y0) * (onInput(q, rules) ? 2 : 1.2) && !besideItsLabel(q, pieces) && !underOther(q) && !captioned(q))
    && !rowCaption(q, pieces))
    // The first line under it; on that line the piece starting nearest the label's left edge (a handwritten value
    // a point higher in the next cell is that cell's).
    .sort((a, b) => (sameLine(a, b) ? Math.abs(a.x0 - p.x0) - Math.abs(b.x0 - p.x0) : a.y0 - b.y0))[0];
  if (below && (!notValue(below) || kindFor(p, l, below))) return { piece: below, text: below.text, confidence: box || below.source === 'field' || boxed(p, below, boxes) ? 0.85 : 0.6 };
  return box ? underCell(p, l, box, pieces, boxes) : boxUnder(p, l, pieces, boxes);
}
