// A label's value written on a rule (issue 36): a hand's value across the label's own rule, a row left blank, a caption
// printed after the rule its value is written on, a label printed under its value's rule. (Out of value-of.ts, which
// had grown past its size.)
import type { Rect } from '../types.ts';
import { labelOf, QUESTION, sectionOf } from './labels.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import { notValue } from './value-of.ts';

/** Written on rule `r`: its foot at the rule, a hand's descent a few points past it, its middle over it. */
const onRule = (q: Rect, r: Rect) => q.y1 >= r.y0 - 8 && q.y1 <= r.y0 + 7 && (q.y0 + q.y1) / 2 < r.y0;

/**
 * The label's own underlined row, with nothing written on it: the value was left blank (the text under the rule is
 * the next row's). A dotted leader from the label to its value, "Legal Business Name ........ Evergreen Group", is no
 * blank; a rule ending at the next label, "DBA ______ Accountant ______", is: that label has a rule of its own.
 */
/** The rule a label's value is written on: starting just after the label, at its foot. */
const slotOf = (q: Piece, rules: Rect[], gap = 30) => rules.find((r) => r.x0 >= q.x1 - 6 && r.x0 - q.x1 < gap && r.y0 >= q.y0 && r.y0 <= q.y1 + 6);

/** A line ruled along the label's foot and on well past its end: the part of it after the label, the value's. */
function lineUnder(q: Piece, rules: Rect[]): Rect | undefined {
  const r = rules.find((x) => x.x0 <= q.x0 + 4 && x.x1 >= q.x1 + 60 && x.y0 >= q.y1 - 2 && x.y0 <= q.y1 + 6);
  return r && { ...r, x0: q.x1 };
}

/** A piece written across the label's rule (the rule through its letters), starting on it. */
export function onSlot(p: Piece, pieces: Piece[], rules: Rect[]): Piece | undefined {
  // (Labels of one width's column: a short label's rule starts well after it.)
  const slot = slotOf(p, rules, 70);
  if (!slot) return undefined;
  return pieces.find((q) => q !== p && q.text && q.x0 >= slot.x0 - 4 && q.x0 < slot.x1 - 10 && q.y0 < slot.y0 - 1 && q.y1 > slot.y0 + 1
    && (q.y0 + q.y1) / 2 > (p.y0 + p.y1) / 2 && !notValue(q));
}

/** A value written high over the label's empty rule, so high that the rule of the row above runs through its letters
 *  ("$352.35" floating over "Est. remittance: ____", the "Purpose" row's rule through it): a person reads it as the
 *  value of the rule under it, not of the row it is struck by. */
export function highOverSlot(p: Piece, pieces: Piece[], rules: Rect[], boxes: Rect[] = [], until = Infinity): Piece | undefined {
  // (Or a line ruled under the label and on past it, "AMOUNT REQUESTED" printed on the line its value is written on:
  // its part after the label. A value there written high has no label before it on its line: "Factor: 1.22" over a
  // heading's rule is that line's.)
  const under = slotOf(p, rules, 70) ? undefined : lineUnder(p, rules);
  const slot = slotOf(p, rules, 70) ?? under, h = p.y1 - p.y0;
  if (!slot || slot.x0 >= until) return undefined;
  const labelled = (q: Piece) => !!under && pieces.some((o) => o !== q && o !== p && o.text && sameLine(o, q) && o.x1 <= q.x0 + 2 && notValue(o));
  const through = (q: Piece) => rules.some((r) => r.x0 < q.x0 && r.x1 > q.x1 && r.y0 > q.y0 + 0.3 * (q.y1 - q.y0) && r.y0 < q.y1 - 0.1 * (q.y1 - q.y0));
  // (With a label after the slot on its line, only that: a value on the rule over it, its letters through that rule,
  // is the row above's.)
  // (Or with no rule of its own under it, nor a box of its own round it: written up into a section's band over the
  // row, "Apex Roofing" over "Operating name (O/A): ____", the band hiding its top, is the row's.)
  const own = (q: Piece) => rules.some((r) => r !== slot && r.x0 < q.x1 && r.x1 > q.x0 && r.y0 >= q.y1 - 0.3 * (q.y1 - q.y0) && r.y0 < slot.y0 - 2)
    || boxes.some((b) => inside(q, b) && !inside(p, b) && b.y1 - b.y0 < 80 && !pieces.some((o) => o.text && inside(o, b) && sectionOf(o.text)));
  // (Nor an option printed after its checkbox in the row above, "[ ] S-Corp" over "Other: ____".)
  const option = (q: Piece) => boxes.some((b) => b.x1 - b.x0 < 16 && b.y1 - b.y0 < 16 && q.x0 - b.x1 >= -1 && q.x0 - b.x1 < 8 && b.y0 < q.y1 && b.y1 > q.y0);
  return pieces.find((q) => q !== p && q.text && !option(q) && !labelled(q) && q.x0 >= slot.x0 - 4 && q.x1 <= Math.min(slot.x1 + 4, until + 2) && q.y1 <= (p.y0 + p.y1) / 2 && q.y1 > p.y0 - 1.5 * h
    && ((through(q) && until === Infinity) || !own(q)) && !notValue(q) && !pieces.some((o) => o !== q && o !== p && o.text && o.x1 > q.x0 && o.x0 < q.x1 && o.y0 >= q.y1 - 1 && o.y1 <= slot.y0 + 1));
}

export function leftBlank(p: Piece, right: Piece | undefined, pieces: Piece[], rules: Rect[]): boolean {
  // (A rule with a label printed between it and the piece is that label's leader, not the piece's own slot: "Entity
  // ....  Corporation   TIN ....", a short label's leader starting just after the wide field beside it.)
  const slotAfter = (q: Piece) => { const r = slotOf(q, rules); return r && !pieces.some((o) => o !== q && o !== p && o.text && sameLine(o, q) && o.x0 >= q.x1 - 2 && o.x1 <= r.x0 + 2) ? r : undefined; };
  const slot = slotAfter(p);
  if (!slot) return false;
  // (A value further along the line past the slot, with no rule of its own, is the label's too: a row's line a scan
  // broke into pieces leaves a piece of it after the label.)
  const leader = right && right.x0 >= slot.x1 - 4 && right.x0 - p.x1 < 260 && !notValue(right) && !slotAfter(right);
  return !leader && !pieces.some((q) => q !== p && q.x1 > slot.x0 && q.x0 < slot.x1 && q.y1 >= slot.y0 - 14 && q.y0 <= slot.y0);
}

/**
 * A label printed right after the end of a rule, on a line that starts with a rule rather than a label: a caption
 * naming the value written on that rule ("50,000 ________ amount requested  Renovation ________ purpose of funds").
 * (On a line starting with words, "Name: ____ Title: ____", the rule before a label is the previous label's.)
 * undefined: no such rule; null: the rule has nothing written on it.
 */
export function captionRule(p: Piece, pieces: Piece[], rules: Rect[]): Piece | null | undefined {
  // The rule runs along the caption's foot (a label printed under its own rule has that rule over its top).
  const r = rules.find((x) => x.y0 >= (p.y0 + p.y1) / 2 && x.y0 <= p.y1 + 4 && p.x0 - x.x1 >= -2 && p.x0 - x.x1 < 12 && x.x1 - x.x0 > 30);
  if (!r || rules.some((x) => x.y0 >= p.y0 - 6 && x.y0 <= p.y0 + 2 && x.x0 <= p.x0 + 6 && x.x1 > p.x0 + 10)) return undefined;
  // (Nor a label closing with its colon answered right after it: "Title:  Managing Member  %:  25%" on rules of
  // their own, each value's rule ending before the next label.)
  if (answeredAfter(p, pieces)) return undefined;
  const first = Math.min(...rules.filter((x) => Math.abs(x.y0 - r.y0) < 2).map((x) => x.x0));
  // (A scan may read a sign printed at the rule's start as the label's: "Amount $" reaches over the rule's start.)
  if (pieces.some((q) => q !== p && q.text && sameLine(p, q) && (q.x1 <= first + 2 || q.x0 < first - 4))) return undefined;
  // (Nor where a label is printed over the rule's start on the caption's line, "COMPANY LEGAL NAME: ____ FEIN: ____":
  // the rule underlines that label's row.)
  if (pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x1 < p.x0 && Math.abs(q.x0 - r.x0) < 20 && q.x1 > r.x0 + 5 && labelOf(q.text, true, false, false))) return undefined;
  // (A section's title in capitals underlined, "COMPANY INFORMATION ____  PRINCIPAL OWNER", is no value on the rule.)
  const title = (q: Piece) => !!sectionOf(q.text) && /\p{Lu}{3}/u.test(q.text) && q.text === q.text.toUpperCase();
  const on = pieces.find((q) => q !== p && q.text && onRule(q, r) && q.x0 >= r.x0 - 4 && q.x0 < r.x1 && !notValue(q) && !title(q));
  // (Nor where the rule's value has its own label printed small just over it, "Business Number (BN)" over "859202962
  // RC0001 ____ Date Established  June 13, 2019 ____": a long label set over its rule, the next label's rule after it.
  // A section's heading in capitals over it, "OWNERSHIP", is no label of its.)
  if (on && pieces.some((q) => q !== p && q.text && q.y0 < on.y0 - 2 && q.y1 <= on.y0 + 0.4 * (on.y1 - on.y0) && on.y0 - q.y1 < 0.8 * (on.y1 - on.y0) && Math.abs(q.x0 - r.x0) < 8 && labelOf(q.text, true, false, false) && !(sectionOf(q.text) && q.text === q.text.toUpperCase()))) return undefined;
  return on ?? null;
}

/** The rule a label is printed just under (a scan's box of its words may start a point or three over it). */
export const ruleOver = (p: Piece, rules: Rect[]) => rules.find((x) => x.y0 >= p.y0 - 6 && x.y0 <= p.y0 + Math.max(3.5, (p.y1 - p.y0) * 0.4)
  && ((x.x0 <= p.x0 + 6 && x.x1 > p.x0 + 10) || (x.x0 <= p.x0 - 20 && x.x1 >= p.x1 - 6)));

/** The piece written on the rule just over a label (undefined: no rule there; null: a rule with nothing on it). */
export function onRuleAbove(p: Piece, pieces: Piece[], rules: Rect[], ofKind: (q: Piece) => boolean = () => false): Piece | null | undefined {
  // The rule the label is printed under: starting where it starts, or running over all of it (a caption set at the
  // rule's right end, "amount requested" under "50,000 ______").
  const r = ruleOver(p, rules);
  if (!r) return undefined;
  // (A value of the label's own kind is one though it reads as a label too: "MI" over "State", `ofKind`.)
  const on = pieces.filter((q) => q !== p && q.text && q.y0 < r.y0 && onRule(q, r) && q.x0 >= r.x0 - 4 && q.x0 < r.x1 && (!notValue(q) || ofKind(q)));
  // (A rule under several values, captions hanging from it each under its own: the value over the caption.)
  // (Or one before it, the rule's own caption at its start: "Doing business as" under a wide box's left end, and a
  // later field's label printed under its right end, over boxes of its own: "Business start date".)
  const h = p.y1 - p.y0;
  const shared = pieces.some((o) => o !== p && o.text && (sameLine(o, p) || (Math.abs(o.y0 - p.y0) < h && o.x1 < p.x0)) && ((o.x0 > p.x1 && o.x0 < r.x1) || (o.x1 < p.x0 && o.x0 >= r.x0 - 4 && o.x0 < r.x0 + 10)) && notValue(o));
  return (shared ? on.find((q) => q.x0 < p.x1 + 4 && q.x1 > p.x0 - 4) : on[0]) ?? null;
}

/** A numbered caption hanging under the rule its value is written on ("PLLC" ____ over "1i Business structure",
 *  "$19,500" ____ over "4e Amount requested"): a field's label, though its words name a section; the value starts
 *  where the caption does. (Not a heading in capitals: a section's title under the last row's rule, alone on its
 *  line. One in capitals beside another numbered caption hanging under its own value, "4 TAXPAYER IDENTIFICATION
 *  NUMBER | 5 DATE BUSINESS STARTED" under their boxes, is one of a row of captions.) */
export function captionUnderValue(p: Piece, pieces: Piece[], rules: Rect[]): boolean {
  const hangs = (c: Piece) => {
    const v = QUESTION.test(c.text) ? onRuleAbove(c, pieces, rules) : null;
    return !!v && Math.abs(v.x0 - c.x0) < 10 && !labelOf(v.text, true, false, false);
  };
  if (!hangs(p)) return false;
  const caps = /\p{Lu}{3}/u.test(p.text) && p.text === p.text.toUpperCase();
  return !caps || pieces.some((q) => q !== p && q.text && sameLine(p, q) && hangs(q));
}

/** The value right after a label closing with its colon on its line ("Title:  Managing Member"), no label itself: the
 *  label is answered there, whatever rule or column edge lies between. */
export function answeredAfter(p: Piece, pieces: Piece[]): Piece | undefined {
  if (!/:\s*$/.test(p.text)) return undefined;
  const next = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0)[0];
  return next && next.x0 - p.x1 < 3 * (p.y1 - p.y0) && !labelOf(next.text, true, false, false) ? next : undefined;
}
