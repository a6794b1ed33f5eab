// The value a label worded like a heading would have (headings.ts: such a label answered is no heading).
import type { Rect } from '../types.ts';
import { labelOf, sectionOf } from './labels.ts';
import { onLineAfter, sameLine, type Piece } from './pieces.ts';
import { isOption } from './marks.ts';
import { valueOf, valueUnder } from './value-of.ts';
import { onRuleAbove } from './value-rules.ts';


/** The value a piece worded like a label would have. (A value under it with a caption of its own hanging from the line
 *  it is written on, "Stonegate Realty Partners" over "NAME" under "LANDLORD / MORTGAGE HOLDER", is the caption's:
 *  the heading heads them.) */
export function headingValue(p: Piece, l: NonNullable<ReturnType<typeof labelOf>>, pieces: Piece[], boxes: Rect[], rules: Rect[]) {
  const v = valueOf(p, l, pieces, boxes, rules);
  // (Not a label of the next row of a page read label over value, "10a. Landlord" over its own value, nearer it than
  // the value over it (give or take a hand's height), though it hangs from the rule "Physical therapy practice" is
  // written on under "7. Description of business activity". A caption under its value has the next row's value
  // further under it.)
  const answered = (c: Piece, q: Piece) => pieces.some((o) => o.text && sameLine(o, c) && !!labelOf(o.text, true, false, false)
    && ((u) => !!u && u.y0 - o.y1 < c.y0 - q.y1 + 0.6 * (o.y1 - o.y0))(valueUnder(o, pieces)));
  // (Nor is a label answered by a row of options beside it, "Payment schedule:  [x] Daily  [ ] Weekly", a caption
  // hanging under the value over it.)
  const captioned = (q: Piece) => pieces.some((c) => c !== p && c.text && !!labelOf(c.text, true, false, false) && onRuleAbove(c, pieces, rules) === q && !answered(c, q)
    && onLineAfter(c, pieces).filter((o) => isOption(o.text)).length < 2);
  // (Nor a label of its own with its value under it: "Partner name" over "Elena Yamamoto" under "Referred by a
  // partner?" is the section's first field, not the heading's answer. A field's label only: a name that merely ends
  // in its kind, "First Prairie Bank" beside "Bank", reads as a decoy's words but is the answer; and a caption is set
  // smaller than its value: "Granite State Credit Union" over "027499268" in the same type is a value over a value.)
  const ownLabel = (q: Piece) => {
    const lq = labelOf(q.text), u = valueUnder(q, pieces);
    return !!lq && !['other', 'decoy'].includes(lq.field) && lq.end >= q.text.trim().length && !!u && u.y1 - u.y0 > 1.15 * (q.y1 - q.y0);
  };
  // (Nor a value under a label of its own printed between them, a decoy's too: "Lakeside Capital Advisors" under
  // "Reference 1 - company" under "Business references" is the label's; the heading heads them.)
  const between = (q: Piece) => pieces.some((c) => c !== p && c !== q && c.text && c.y0 >= p.y1 - 1 && c.y1 <= q.y0 + 1 && Math.abs(c.x0 - q.x0) < 8
    && !!labelOf(c.text, true, false, false) && valueUnder(c, pieces) === q);
  // (Nor the next card's heading far along its line, "COMPANY ... CONTACT - GUARANTOR": a section's name is no answer.)
  // (In capitals as headings are, no figure in it: "First Meridian Bank / 249930200 / 4367396728" is a bank's answer.)
  const nextHeading = (q: Piece) => sameLine(q, p) && q.x0 - p.x1 > 60 && !!sectionOf(q.text) && q.text === q.text.toUpperCase() && !/\d/.test(q.text);
  return v && v.piece !== p && (captioned(v.piece) || ownLabel(v.piece) || between(v.piece) || nextHeading(v.piece)) ? null : v;
}

/** A label answered under it as the form answers its other labels: its value at the same place under it, in the same
 *  type, as under two of the form's field labels or more ("Landlord" over "PALMETTO PROPERTIES" in a column of
 *  captions each over its value): one of the form's fields, though a decoy's word names a section. */
export function answeredAlike(p: Piece, v: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0, dx = v.x0 - p.x0, dy = v.y0 - p.y1;
  return pieces.filter((o) => {
    if (o === p || !o.text || Math.abs(o.y1 - o.y0 - h) > 1) return false;
    const l = labelOf(o.text, true, false, false);
    if (!l || ['decoy', 'other'].includes(l.field)) return false;
    const u = valueUnder(o, pieces);
    return !!u && Math.abs(u.x0 - o.x0 - dx) < 3 && Math.abs(u.y0 - o.y1 - dy) < 2 && Math.abs(u.y1 - u.y0 - (v.y1 - v.y0)) < 1;
  }).length >= 2;
}
