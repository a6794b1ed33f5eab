// Which way a page reads told by what its values are (issue 36): a label over a tax number, a date or an amount of
// the kind it asks, under a rule whose value is no such thing ("Federal Tax ID (EIN)" printed right under the rule of
// "Riverside Trattoria L.L.C." and right over "85-8032957"), is over its value, however tightly it hugs the rule
// above it: a person reads the value that fits the question.
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { entityType, industry, isoDate, money, POSTAL_CODE, stateOf, taxId } from './values.ts';
import { onRuleAbove } from './value-rules.ts';
import { notValue, valueUnder } from './value-of.ts';
import { inside } from './pieces.ts';

/** Whether the text is a value of the field's kind; null for a field whose values have no kind to tell. */
export function fits(field: string, label: string, text: string): boolean | null {
  const t = text.trim();
  // (A date of birth is no field's label of its own here: its words say it.)
  if (/\b(?:date of birth|birth ?date|dob)\b/i.test(label)) field = 'owner_dob';
  // (A masked number, "XXX-XX-1234", is one too: its kind is told though its digits are not.)
  if (field === 'business_tax_id' || field === 'owner_tax_id') return taxId(t, label) !== null || /^[\dXx*•]{3}[\s-]?[\dXx*•]{2}[\s-]?\d{4}$/.test(t);
  if (field === 'business_start_date' || field === 'owner_dob') return isoDate(t) !== null;
  if (field === 'requested_amount' || field === 'requested_payment') return money(t) !== null && /\d{2}/.test(t);
  // (An entity's type and a kind of business are told by their words: "Limited Liability Company" over "ENTITY TYPE",
  // "17", the next row's years in business, under it.)
  if (field === 'type_of_entity') return entityType(t, null) !== null;
  if (field === 'industry') return industry(t) !== null;
  return null;
}

/** The side the label's own kind of value is on: 'under' where the value under it fits and the value on the rule
 *  over it (or in the box it hangs from) does not, 'over' the other way round; null when its kind says nothing. */
export function kindSide(p: Piece, pieces: Piece[], rules: Rect[], boxes: Rect[] = []): 'over' | 'under' | null {
  const l = labelOf(p.text, true, false, false);
  if (!l) return null;
  // (Both sides written on: a caption with no rule drawn over it, the next row's value under it, says nothing.)
  // (Or a fillable field's value right over it, its box's foot on the label's top: no rule drawn.)
  const hugging = pieces.find((q) => q !== p && q.source === 'field' && q.text && Math.abs(q.y1 - p.y0) < 3 && Math.abs(q.x0 - p.x0) < 6 && !notValue(q));
  const above = onRuleAbove(p, pieces, rules) ?? boxAbove(p, pieces, boxes) ?? hugging ?? null, under = valueUnder(p, pieces);
  if (!above || !under) return null;
  const a = fits(l.field, p.text, above.text), u = fits(l.field, p.text, under.text);
  return u === true && a === false ? 'under' : a === true && u === false ? 'over' : null;
}

/** The value of a label printed right under the box it captions, when its kind says so: "Limited Liability Company"
 *  in the box "ENTITY TYPE" hangs from, "17" (the next box's, years in business) under it. */
export function captionedBox(p: Piece, pieces: Piece[], rules: Rect[], boxes: Rect[]): Piece | null {
  const above = boxAbove(p, pieces, boxes);
  return above && kindSide(p, pieces, rules, boxes) === 'over' ? above : null;
}

/** What is written in a box whose foot the label's top touches, starting where the label does. */
function boxAbove(p: Piece, pieces: Piece[], boxes: Rect[]): Piece | null {
  const b = boxes.find((b) => Math.abs(b.y1 - p.y0) < 3 && b.y1 - b.y0 < 40 && b.x1 - b.x0 > 20 && p.x0 >= b.x0 - 4 && p.x0 < b.x0 + 12 && !inside(p, b));
  return (b && pieces.find((q) => q !== p && q.text && inside(q, b) && !notValue(q))) ?? null;
}

/** A city's name written after a "City, State, Zip" caption, its state and ZIP after it on its line: the city, though
 *  its word opens a label of its own ("Mobile", AL; a phone's caption elsewhere). */
export function cityOfLine(p: Piece, field: string, q: Piece, pieces: Piece[]): boolean {
  if (field !== 'address' || !/\bcity\b/i.test(p.text) || /[:\d]/.test(q.text) || q.text.trim().split(/\s+/).length > 3) return false;
  const after = pieces.filter((o) => o !== q && o.text.trim() && sameLine(o, q) && o.x0 >= q.x1 - 1).sort((a, b) => a.x0 - b.x0);
  return after.length > 0 && (stateOf(after[0]!.text.trim()) !== null || POSTAL_CODE.test(after[0]!.text.trim()));
}
