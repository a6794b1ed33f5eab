// Labels printed after their values (issue 36, set 139): a form whose every line reads "Silver Creek Autoworks
// Enterprises  Legal Business Name   SAME  Operating Name (O/A)", each value left of the label naming it. A person sees
// the page's way once, from its lines, and reads each label's value on its left: the value to its right is the next
// label's. Only where the page's lines say so, most of them opening with a value and closing with a label.
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { notValue, type Value } from './value-of.ts';

// (Or an item's small letter, "a.", "b)", "c": a principal's lines lettered under "Principal 1"; or both, "1a".)
const NUMBERING = /^\s*(?:(?:[A-Z]|#|No\.?\s?)\d{1,3}[.):]?|\d{1,3}[.)]|\d{1,3}[a-z][.)]?|[a-z][.)]?)\s*$/;
/** On one line as a person sees it: level, or a hand's value written a little high beside its label, overlapping it. */
const along = (a: Piece, b: Piece) => sameLine(a, b) || Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) >= 0.4 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
/** A label and nothing more; `any`: a caption asking no field of ours too ("City", "Years in Business"). */
const isLabel = (p: Piece, any = false) => { const l = labelOf(p.text, true, true, false); return !!l && (any || l.field !== 'other') && !p.text.slice(l.end).replace(/[\s:#.*()%]/g, ''); };

/** A bare number set just before a label, "1 Legal name of business": the label's number, no value. */
const numbers = (n: Piece, label: Piece) => /^\s*\d{1,3}\s*$/.test(n.text) && label.x0 - n.x1 < 1.5 * (label.y1 - label.y0) && isLabel(label);

/** Whether the page's lines put values before their labels: five lines or more opening with a value and closing with
 *  a label, twice as many as open with a label. */
export function valuesFirst(pieces: Piece[]): boolean {
  const lines: Piece[][] = [];
  for (const p of [...pieces].filter((q) => q.text && q.source === 'text').sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    const line = lines.find((l) => l[0]!.page === p.page && l.some((q) => along(q, p)));
    if (line) line.push(p); else lines.push([p]);
  }
  let after = 0, before = 0;
  for (const l of lines.filter((x) => x.length >= 2).map((x) => x.sort((a, b) => a.x0 - b.x0))) {
    if (process.env.FORMS_DEBUG === 'vf') console.error(l.map((q) => `${q.text}${isLabel(q) ? '[L]' : ''}${notValue(q) ? '[N]' : ''}`).join(' | '));
    // (A line is told by its captions, whether or not they ask a field of ours: "Mississauga  City".)
    if (isLabel(l[0]!, true)) before++;
    // (A question's number opening its line, "A1.", is no value before it.)
    else if (isLabel(l[l.length - 1]!, true) && !notValue(l[0]!) && !NUMBERING.test(l[0]!.text) && !(l[1] && numbers(l[0]!, l[1]))) after++;
  }
  if (process.env.FORMS_DEBUG) console.error(`values first: ${after} lines close with a label, ${before} open with one`);
  return after >= 5 && after >= 2 * before;
}

/** Label `p`'s value on such a page: the piece right before it on its line, no label between (null when there is
 *  none, the value left blank). */
export function valueFirst(p: Piece, pieces: Piece[]): Value | null {
  // (Or a value written over its caption's first letters, the caption ranged right in its box.)
  // (Past a dotted leader printed as a piece of its own, "Copperline Bakery LLC ........ Legal name".)
  const left = pieces.filter((q) => q !== p && q.text && along(p, q) && (q.x1 <= p.x0 + 1 || (q.x0 < p.x0 - 1 && q.x1 < p.x1)) && !/^[\s._…·-]+$/.test(q.text)).sort((a, b) => b.x1 - a.x1)[0];
  // (A value its dotted leader runs on from, "Acme Inc ........ Legal name", is the value.)
  if (!left || (notValue(left) && !left.leader) || isLabel(left) || NUMBERING.test(left.text) || numbers(left, p)) return null;
  return { piece: left, text: left.text, confidence: 0.8 };
}
