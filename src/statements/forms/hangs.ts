// Captions hanging from the rule their value is written on: a label right under a rule, nearer it than anything
// written under it, and the rows and pairs of such captions that make a part of a page read labels under values
// (value-of.ts asks; labels-under.ts counts them for the whole page).
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { inside, onLineAfter, sameLine, type Piece } from './pieces.ts';
import { onRuleAbove, ruleOver } from './value-rules.ts';
import { notValue, valueUnder } from './value-of.ts';
import { kindSide } from './kind-fit.ts';

/** A row of three captions or more, each hanging from a rule with a value written on it and nothing of its own under
 *  it: that row prints its labels under their values, whichever way the rest of the page reads. */
export function captionsUnderValues(p: Piece, pieces: Piece[], rules: Rect[], boxes: Rect[]): boolean {
  const row = pieces.filter((q) => q.text && sameLine(p, q) && labelOf(q.text, true, false, false));
  // (Not a row one of whose labels has its own kind of value under it, not on the rule over it: kind-fit.ts.)
  if (row.some((q) => kindSide(q, pieces, rules) === 'under')) return false;
  // (Nor a row under values that the labels over them ask by their kind: "Federal Tax ID (EIN)" over "55-4669883" on
  // the rule "Business Address" hangs from is that label's value, and the row under reads label over value too.)
  if (row.some((q) => ownedAbove(q, pieces, rules))) return false;
  if (row.length >= 3 && row.includes(p)) {
    const written = row.filter((q) => hangs(q, pieces, rules, boxes) && onRuleAbove(q, pieces, rules)).length;
    if (written >= 3) return !startsWithCaptions(row, pieces, rules);
    // (A row whose every caption hangs from its rule, two written on and the others left blank, "Aisha ___ D'Angelo"
    // over "First Name  M.I.  Last Name", is read as its pairs are.)
    if (written < 2 || !row.every((q) => hangs(q, pieces, rules, boxes))) return false;
  }
  return captionPair(p, pieces, rules, boxes);
}

/** A dense page's rows, caption, value, rule, caption, value, rule..., read both ways but at their start: followed up
 *  the page, row of captions over the values the row hangs under, the chain starts with captions that have nothing
 *  written over them (a section's first captions under its band): every caption there is over its value, the next
 *  row's captions hanging under it as close as they may (set 148's 6 pt form). Where it starts with values that no
 *  caption is over, the captions are under their values. */
function startsWithCaptions(row: Piece[], pieces: Piece[], rules: Rect[]): boolean {
  let captions = row;
  for (let depth = 0; depth < 12; depth++) {
    const values = captions.map((q) => onRuleAbove(q, pieces, rules)).filter((v): v is Piece => !!v);
    if (!values.length) return depth > 0;
    const over = pieces.filter((o) => o.text && !values.includes(o) && labelOf(o.text, true, false, false) && values.includes(valueUnder(o, pieces) as Piece));
    if (over.length < 2) return false;
    captions = over;
  }
  return false;
}

/** The value on the rule over the caption is the value under a label over it that asks its kind. */
function ownedAbove(q: Piece, pieces: Piece[], rules: Rect[]): boolean {
  const v = onRuleAbove(q, pieces, rules);
  return !!v && pieces.some((o) => o !== q && o.text && o.y1 <= v.y0 && valueUnder(o, pieces) === v && kindSide(o, pieces, rules) === 'under');
}

/** A caption beside another, each hanging from a line of its own with a value written on it ("BUSINESS NAME" and
 *  "FILE #" under "Blackstone Manufacturing Inc. ____ AC-25-316054 ____" in a page's header): a pair of captions,
 *  whichever way the rest of the page reads. */
function captionPair(p: Piece, pieces: Piece[], rules: Rect[], boxes: Rect[]): boolean {
  const rule = ruleOver(p, rules);
  // (Not values each right under a label of their own: "$236,500" under "Amount requested", over the blank
  // "Requested payment" of the next row of a page read label over value.)
  // (Unless the caption names a part of what the label over it asks: "First Name | Last Name" under the two inputs of
  // one "Owner Name", a web form's sub-labels.)
  const labelled = (v: Piece, q: Piece) => pieces.some((o) => o !== v && o.text && !!labelOf(o.text, true, false, false) && valueUnder(o, pieces) === v && !namePart(q, o));
  const caption = (q: Piece) => { const v = hangs(q, pieces, rules, boxes) ? onRuleAbove(q, pieces, rules) : null; return !!v && !labelled(v, q); };
  return !!rule && caption(p) && pieces.some((q) => {
    const r = q !== p && q.text && sameLine(p, q) ? ruleOver(q, rules) : undefined;
    return !!r && r !== rule && Math.abs(r.y0 - rule.y0) < 2 && caption(q);
  });
}

/** A caption naming a part of a person's name ("First Name", "Last Name") under a value a whole name's label heads. */
export function namePart(caption: Piece, label: Piece): boolean {
  const c = labelOf(caption.text, true, false, false), l = labelOf(label.text, true, false, false);
  return !!c && !!l && l.field === 'owner_name' && (c.field === 'owner_first' || c.field === 'owner_last') && c.end >= caption.text.trim().length;
}

/** A label at the top of a drawn cell, the rule over it the cell's own top: it heads that cell. */
export const headsCell = (p: Piece, rule: Rect, boxes: Rect[]) => boxes.some((b) => inside(p, b) && Math.abs(b.y0 - rule.y0) < 3);

/** A label right under a rule, nearer it than anything written under the label. (A label at the top of a drawn cell,
 *  the rule over it the cell's own top, heads that cell: a sheet's grid of label rows over value rows.) */
export function hangs(p: Piece, pieces: Piece[], rules: Rect[], boxes: Rect[]): boolean {
  const rule = ruleOver(p, rules);
  if (!rule || headsCell(p, rule, boxes)) return false;
  // (A label answered on its own line, its value the next piece along it under the same rule, hangs from nothing: a
  // CRM's record view, small grey field names left and values right, each row's rule under both.)
  if (answeredBeside(p, rule, pieces, rules)) return false;
  const next = valueUnder(p, pieces);
  // (Measured from the rule's foot, the line a caption hangs from: a point under a rule a point thick hangs from it.)
  return !next || next.y0 - p.y1 > Math.max(p.y0 - rule.y1, 0) + 1;
}

/** The next piece along the label's line is a value (no label), written in the label's own row: under the rule the
 *  label is under, or under none. (A caption beside it under a rule of its own is the next field's: "BUSINESS NAME"
 *  and "FILE #" side by side, each under its own line.) */
function answeredBeside(p: Piece, rule: Rect, pieces: Piece[], rules: Rect[]): boolean {
  const across = onLineAfter(p, pieces)[0];
  if (!across || across.x0 - p.x1 >= 260 || notValue(across)) return false;
  const own = ruleOver(across, rules);
  return !own || own === rule;
}
