// Cells and rows as a person reads a form's grid (issue 36): labels on one level, a row of cells each holding a label
// over its value, a value written in a box of its own with its label under it, an "Other" cell beside a row of
// entity types.
import type { PageText, Rect } from '../types.ts';
import { labelOf, sectionOf, type Section } from './labels.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import { entityType } from './values.ts';
import { notValue, valueOf } from './value-of.ts';
import { onRuleAbove } from './value-rules.ts';

/** Two pieces on one level: each overlaps the other over most of the shorter one's height. */
export const level = (a: Rect, b: Rect) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.6 * Math.min(a.y1 - a.y0, b.y1 - b.y0);

/** Another label on the label's level whose value is written on the line its value is (cells of one row). */
export function rowOfCells(p: Piece, value: Piece, pieces: Piece[], boxes: Rect[], rules: Rect[]): boolean {
  return pieces.some((q) => {
    if (q === p || !q.text || !level(p, q) || sectionOf(q.text)) return false;
    const l = labelOf(q.text, true, false, false);
    if (!l || ['decoy', 'other'].includes(l.field)) return false;
    const v = valueOf(q, l, pieces, boxes, rules);
    return !!v && v.piece !== q && v.piece !== value && sameLine(v.piece, value);
  });
}

/** Other captions on the piece's level (`min` of them), each over a value written on the line its value is: a row of cells
 *  whose captions we need not know ("STATIONS / CHAIRS | LICENCE # | SALON MANAGER (NOT AN OWNER)" over "12 |
 *  3214453744 | Yolanda Patel"), the piece one of them, no heading over what follows. (For a heading, two are a row
 *  already: a column's last pair, "Business Phone | E-mail" over their values, is no heading over the columns beside it: a
 *  caption of a field we do not read, as "Business Phone" is, too.) */
export function rowCaption(p: Piece, pieces: Piece[], min = 2): boolean {
  const h = p.y1 - p.y0;
  // The first piece under a caption (though a hand's line may start a point above the caption's foot) is its value,
  // written larger than the caption is printed (a row of values over a row of smaller captions, or over a row of
  // values of their own size, "792" over "Columbus", is no row of captions).
  const valueUnder = (q: Piece) => {
    const v = pieces.filter((v) => v !== q && v.text && Math.abs(v.x0 - q.x0) < 15 && v.y0 > (q.y0 + q.y1) / 2 && v.y0 - q.y1 < 1.2 * h).sort((a, b) => a.y0 - b.y0)[0];
    return v && v.y1 - v.y0 >= 1.1 * (q.y1 - q.y0) && !labelOf(v.text, true, false, false) && !sectionOf(v.text) && !notValue(v) ? v : undefined;
  };
  const value = valueUnder(p);
  return !!value && pieces.filter((q) => q !== p && q.text && level(p, q) && !sectionOf(q.text) && Math.abs(q.y1 - q.y0 - h) <= 0.25 * h
    && ((v) => !!v && v !== value && sameLine(v, value))(valueUnder(q))).length >= min;
}

/**
 * A value written in a box of its own (often shaded) with its label printed just under the box: the box's foot is
 * the rule the value is written on, as on a form printing its labels under their values' lines.
 * (A box holding its label and its value, a cell with its label on top, is no such box.)
 */
export function withValueBoxes(page: PageText, pieces: Piece[]): PageText {
  if (!page.form) return page;
  const feet: Rect[] = [], empty: Rect[] = [], shut: Rect[] = [];
  const over = labelsOverBoxes(page.form.boxes, pieces);
  for (const b of page.form.boxes) {
    if (b.x1 - b.x0 < 20 || b.y1 - b.y0 > 40) continue;
    const held = pieces.filter((q) => q.text && inside(q, b));
    // (A section's heading on its band is no value. A box left empty is a value left blank, on such a page.)
    if (held.length > 1 || (held.length === 1 && (notValue(held[0]!) || sectionOf(held[0]!.text)))) continue;
    // (The label is printed free under it: a label in a cell of its own is a table's, "Field | Information".)
    const label = pieces.find((q) => q.text && q.y0 >= b.y1 - 2 && q.y0 - b.y1 < 6 && Math.abs(q.x0 - b.x0) < 8 && labelOf(q.text, true, false, false)
      && !page.form!.boxes.some((c) => c !== b && c.x1 - c.x0 >= 20 && inside(q, c)));
    // (A label between two boxes, one over it and one right under it holding a value, is read as the page's labels
    // free of that doubt are: over their boxes on a grid of fields printed label over box, row after row.)
    if (label && headsBox(label, b, page.form.boxes, pieces)) { if (!over) shut.push(b); continue; }
    if (label) (held.length ? feet : empty).push({ x0: b.x0, x1: b.x1, y0: b.y1, y1: b.y1 + 0.5 });
  }
  if (!over) { for (const b of shut) feet.push({ x0: b.x0, x1: b.x1, y0: b.y1, y1: b.y1 + 0.5 }); }
  return feet.length >= 3 ? { ...page, form: { ...page.form, rules: [...page.form.rules, ...feet, ...empty] } } : page;
}

/** More labels with a value's box right under them and none over them (a grid's top row, "BUSINESS LEGAL NAME" under
 *  its section's band) than labels under a value's box with none under them (a grid's last row of captions). */
function labelsOverBoxes(boxes: Rect[], pieces: Piece[]): boolean {
  const valued = (c: Rect) => valueBox(c, pieces);
  const near = (l: Piece, y: number) => Math.abs(y - (y > l.y1 - 2 ? l.y1 : l.y0)) < (l.y1 - l.y0) * 0.8;
  let heads = 0, captions = 0;
  for (const l of pieces) {
    if (!l.text || !labelOf(l.text, true, false, false) || boxes.some((c) => c.x1 - c.x0 >= 20 && inside(l, c))) continue;
    const under = boxes.some((c) => valued(c) && c.y0 >= l.y1 - 2 && near(l, c.y0) && Math.abs(c.x0 - l.x0) < 8);
    const above = boxes.some((c) => valued(c) && c.y1 <= l.y0 + 2 && near(l, c.y1) && Math.abs(c.x0 - l.x0) < 8);
    if (under && !above) heads++;
    else if (above && !under) captions++;
  }
  return heads > captions;
}

/** A box other than `over` starting right under the label, where the label starts, with a value in it. */
function headsBox(label: Piece, over: Rect, boxes: Rect[], pieces: Piece[]): boolean {
  return boxes.some((c) => c !== over && c.y0 >= label.y1 - 2 && c.y0 - label.y1 < (label.y1 - label.y0) * 0.8 && Math.abs(c.x0 - label.x0) < 8 && valueBox(c, pieces));
}

/** A value's box: a field's size, a value written in it. */
const valueBox = (c: Rect, pieces: Piece[]) => c.x1 - c.x0 >= 20 && c.y1 - c.y0 <= 40 && pieces.some((q) => q.text && inside(q, c) && !notValue(q));

/**
 * An "Other" cell beside a row of entity types, "Otro / Other: S Corporation" with no box of the row checked: the
 * entity type written there (an "Other:" option checked is read with the marks).
 */
export function otherEntity(p: Piece, section: Section, page: PageText, pieces: Piece[]): { text: string; piece: Piece; confidence: number } | null {
  // "other: ULC" under a list of entity options (a note's "other = ULC"): the entity written for "Other".
  const inline = section === 'decoy' ? null : /^\s*(?:other|otro|autre)\s*:\s*(\S.{0,40})$/i.exec(p.text);
  if (inline && entityType(inline[1]!, null) && pieces.filter((q) => q !== p && q.text && q.y1 <= p.y0 + 2 && p.y0 - q.y1 < 100 && entityType(q.text.replace(/^\W+/, ''), null)).length >= 2) {
    return { text: inline[1]!, piece: p, confidence: 0.8 };
  }
  const specified = specifiedOther(p, section, page, pieces);
  if (specified !== undefined) return specified;
  // (The mark may be typed before it: "X Other:".)
  if (section === 'decoy' || !/^(?:[xX✓✔☒☑■]\s+)?(?:other|otro|autre)\b(?:\s*\/\s*(?:other|otro|autre))?\s*[:.]?\s*$/i.test(p.text.trim())) return null;
  const near = pieces.filter((q) => q !== p && q.text && Math.abs((q.y0 + q.y1) / 2 - (p.y0 + p.y1) / 2) < 24 && entityType(q.text.replace(/^\W+/, ''), null));
  // (Or after its note, "Other (write in) [PLLC]": what is written after the note.)
  const h = p.y1 - p.y0;
  const note = pieces.find((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 1.5 * h && /^\((?:please\s+)?(?:write[- ]?in|specify|describe|explain)\)$/i.test(q.text.trim()));
  const v = valueOf(note ?? p, { field: 'type_of_entity', end: (note ?? p).text.length, explicit: false }, pieces, page.form?.boxes ?? [], page.form?.rules ?? []);
  // (The row of options is printed before the "Other" cell; what is written in that cell is its answer.)
  const text = v && wrappedOn(v.piece, pieces);
  return v && text && entityType(text, null) && !translation(v.piece, pieces) && near.filter((q) => q !== v.piece && q.x1 <= p.x0 + 2).length >= 2 ? { text, piece: v.piece, confidence: v.confidence * 0.9 } : null;
}

/** An option's other language printed right under it, where it starts, in smaller type ("Coopérative" over
 *  "Co-operative"): the option's caption, nothing written for "Other". */
function translation(v: Piece, pieces: Piece[]): boolean {
  return pieces.some((o) => o !== v && o.text && Math.abs(o.x0 - v.x0) < 3 && v.y0 >= o.y1 - 2 && v.y0 - o.y1 < 0.8 * (o.y1 - o.y0)
    && v.y1 - v.y0 < 0.95 * (o.y1 - o.y0) && !!entityType(o.text.replace(/^\W+/, ''), null));
}

/** An answer written in a narrow space and run on to the line under it, where it starts and in its size: "Limited"
 *  over "Partnership" after "Other:" is one answer. */
function wrappedOn(v: Piece, pieces: Piece[]): string {
  const h = v.y1 - v.y0;
  const next = pieces.find((q) => q !== v && q.text && !sameLine(q, v) && q.y0 >= v.y1 - 0.3 * h && q.y0 - v.y1 < 0.5 * h && Math.abs(q.x0 - v.x0) < Math.max(3, 0.3 * h)
    && Math.abs(q.y1 - q.y0 - h) <= 0.25 * h && !notValue(q));
  return next ? `${v.text} ${next.text}` : v.text;
}

/** (Or "Other" the last of a row of entity boxes under the label: "Corporation  LLC  Partnership  Other".) */
function optionsBefore(o: Piece, pieces: Piece[]): boolean {
  return pieces.filter((q) => q !== o && q.text && q.x1 <= o.x0 + 2 && Math.abs((q.y0 + q.y1) / 2 - (o.y0 + o.y1) / 2) < 4 && entityType(q.text.replace(/^\W+/, ''), null)).length >= 2;
}

/** A label asking the entity's type, or worded as the industry's ("Business type") over a row of entity types. */
const entityAsked = (q: Piece) => ['type_of_entity', 'industry'].includes(labelOf(q.text, true, false, false)?.field ?? '');

/** "If Other, please specify" under an entity type answered "Other" (a drop-down's last choice): the entity written
 *  there is the type. undefined: no such label. */
function specifiedOther(p: Piece, section: Section, page: PageText, pieces: Piece[]): { text: string; piece: Piece; confidence: number } | null | undefined {
  if (section === 'decoy' || !/^(?:if\s+other|other)\b[^:]{0,12}\b(?:specify|describe|explain|write[- ]?in|type)\b\W*$|^(?:si\s+autre|autre)\b[^:]{0,12}\bpr[ée]cise[rz]\b\W*$/i.test(p.text.trim())) return undefined;
  // (The entity's label a few lines over it, answered "Other".)
  // (Or on its level, the "Other (specify)" cell's caption beside the entity's in a row of captions.)
  // (Within a few lines of that "Other": under two rows of boxes and the line its words are written on.)
  const asked = pieces.some((q) => q !== p && q.text && (q.y1 <= p.y0 + 2 || (Math.abs(q.y0 - p.y0) < 3 && q.x1 < p.x0)) && p.y0 - q.y1 < 100 && entityAsked(q)
    && pieces.some((o) => o !== q && /^(?:other|autre|otro)\W*$/i.test(o.text.trim()) && o.y0 >= q.y0 - 2 && o.y0 - q.y1 < 20 && p.y0 - o.y1 < 60
      && ((Math.abs(o.x0 - q.x0) < 12 && labelOf(q.text, true, false, false)?.field === 'type_of_entity') || optionsBefore(o, pieces))));
  if (!asked) return undefined;
  const v = valueOf(p, { field: 'type_of_entity', end: p.text.length, explicit: false }, pieces, page.form?.boxes ?? [], page.form?.rules ?? []);
  if (v && v.piece !== p && entityType(v.text, null)) return { text: v.text, piece: v.piece, confidence: v.confidence * 0.9 };
  // (Or the caption hangs under the rule the type is written on, "Partnership" over "If other, specify".)
  const over = onRuleAbove(p, pieces, page.form?.rules ?? []);
  return over && entityType(over.text, null) ? { text: over.text, piece: over, confidence: 0.7 } : null;
}
