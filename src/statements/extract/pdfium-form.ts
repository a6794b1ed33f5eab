// A form's page beyond its text (issue 36): the AcroForm widgets and their values (a fillable form's values are in
// its fields, not in the page's text), and the drawing a person reads a form by: boxes (cells, checkboxes),
// horizontal rules (underlined rows) and marks (an X drawn as two strokes, a tick) that carry no text at all.
// Read only on pages whose text looks like a form (pdfium-text.ts), so a statement's table rules cost nothing.
import type { Pdfium } from './pdfium.ts';
import type { PageForm, Rect } from '../types.ts';
import { readAnnotations } from './pdfium-annots.ts';
import { annotString, utf16 } from './pdfium-strings.ts';
import { openEnds } from './pdfium-leads.ts';
import { opaqueFill, unhidden } from './pdfium-occlude.ts';

const PATH = 2;            // FPDF_PAGEOBJ_PATH
const WIDGET = 20;         // FPDF_ANNOT_WIDGET
const MOVETO = 2;          // FPDF_SEGMENT_MOVETO
const MAX_OBJECTS = 20000; // a page drawing more than this is no form: its drawing is not read
const MARK_MAX = 24;       // points: a mark is a checkbox's size, not a diagram's

interface PageBoxLike { left: number; top: number }

/** Widgets, boxes, rules and marks of a loaded page, in points from the page's top-left. */
export function readPageForm(p: Pdfium, doc: number, page: number, box: PageBoxLike): PageForm {
  const annots = p.fn.FPDFPage_GetAnnotCount!(page) > 0;
  const form: PageForm = { fields: annots ? withFormHandle(p, doc, (h) => readWidgets(p, page, box, h)) : [], marks: [], rules: [], boxes: [] };
  // (What a viewer's tools typed or drew on the page as annotations: pdfium-annots.ts.)
  if (annots) readAnnotations(p, page, box, form);
  const n = p.fn.FPDFPage_CountObjects!(page);
  if (n > MAX_OBJECTS) return form;
  const dots: Rect[] = [], across: Rect[] = [], drawn: number[] = [], fills: { r: Rect; at: number }[] = [];
  for (let i = 0; i < n; i++) {
    const obj = p.fn.FPDFPage_GetObject!(page, i);
    if (!obj || p.fn.FPDFPageObj_GetType!(obj) !== PATH) continue;
    addPath(p, obj, box, form, dots, across);
    while (drawn.length < form.rules.length) drawn.push(i);
    const r = bounds(p, obj, box), fill = r && opaqueFill(p, obj, r);
    if (fill) fills.push({ r: fill, at: i });
  }
  acrossScribbles(form, across);
  // (A rule's part under an opaque shape drawn after it is hidden: pdfium-occlude.ts. A dashed rule is left whole.)
  const dashedRules = new Set(form.dashed ?? []);
  if (fills.length) form.rules = form.rules.flatMap((r, i) => (dashedRules.has(r) ? [r] : unhidden(r, drawn[i]!, fills)));
  // A web form's chosen radio: its dot filled in the brand's strong colour (a portal's blue) inside its circle, which a
  // person sees chosen as surely as a black one. Only inside a radio's circle: a coloured dot elsewhere (a bullet, a
  // step's badge) chooses nothing, and is a small round box as before.
  for (const d of dots) {
    const cx = (d.x0 + d.x1) / 2, cy = (d.y0 + d.y1) / 2;
    const circle = form.boxes.some((b) => b.x1 - b.x0 <= 16 && b.x1 - b.x0 > d.x1 - d.x0 + 1 && b.x0 < cx && cx < b.x1 && b.y0 < cy && cy < b.y1);
    (circle ? form.marks : form.boxes).push(d);
  }
  return form;
}

/** A page object's bounds in points from the page's top-left (null: PDFium has none). */
export function bounds(p: Pdfium, obj: number, box: PageBoxLike): Rect | null {
  const s = p.scratch;
  if (!p.fn.FPDFPageObj_GetBounds!(obj, s, s + 4, s + 8, s + 12)) return null;
  const f = p.heap().f32;
  const [l, b, r, t] = [f[s >> 2]!, f[(s >> 2) + 1]!, f[(s >> 2) + 2]!, f[(s >> 2) + 3]!];
  return { x0: l - box.left, x1: r - box.left, y0: box.top - t, y1: box.top - b };
}

/** A pen's path as drawn: PDFium's bounds of a stroke with sharp turns reach out to its miter limit (a bubble
 *  filled in by a hand's zigzag, 8 points across, came out 41 wide, no mark). Where they reach more than a pen's
 *  width past the path's own points, the points' box (a point round them) is the path's. Curves are left as
 *  PDFium bounds them (their control points stand off the line). */
function drawnBounds(p: Pdfium, obj: number, box: PageBoxLike, r: Rect | null): Rect | null {
  // (A thick straight line too: a slider's 3-point track came out 10 points tall, a box, not the rule it is.)
  if (!r) return r;
  const f = p.fn, s = p.scratch;
  const n = f.FPDFPath_CountSegments!(obj);
  if (n < 2 || n > 64 || !f.FPDFPageObj_GetMatrix || !f.FPDFPageObj_GetMatrix(obj, s)) return r;
  // (The points are the path's own: its matrix places them on the page, as PDFium's bounds are.)
  const [a, b, c, d, e, g] = Array.from(p.heap().f32.subarray(s >> 2, (s >> 2) + 6)) as number[];
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < n; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg || f.FPDFPathSegment_GetType!(seg) === 1 || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) return r;
    const u = p.heap().f32[s >> 2]!, v = p.heap().f32[(s >> 2) + 1]!;
    const x = a! * u + c! * v + e!, y = b! * u + d! * v + g!;
    [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
  }
  const own = { x0: x0 - box.left, x1: x1 - box.left, y0: box.top - y1, y1: box.top - y0 };
  if (r.x0 >= own.x0 - PEN_REACH && r.x1 <= own.x1 + PEN_REACH && r.y0 >= own.y0 - PEN_REACH && r.y1 <= own.y1 + PEN_REACH) return r;
  return { x0: own.x0 - 1, x1: own.x1 + 1, y0: own.y0 - 1, y1: own.y1 + 1 };
}
// Points past a path's own points its bounds may reach for its pen's width and joins (a thick rule's, a box's corners).
const PEN_REACH = 3;

/** A path that is a line, kept as one: a rule (flat and long), a cell's upright side, or a stroke striking a value
 *  out. False for any other path (a box, a mark, nothing). */
function lineDrawn(p: Pdfium, obj: number, r: Rect, form: PageForm): boolean {
  const w = r.x1 - r.x0, h = r.y1 - r.y0;
  // (A dashed or dotted one is printed: a teletype's row rule, a leader. It may underline; it strikes nothing out.)
  // (So is one straight line drawn level with a pen a little thicker, its bounds past 2.5 points for its width and
  // caps: a hand's quick line through "46", level to a quarter point, is a line through a value, not nothing.)
  const rise = lineRise(p, obj);
  if ((h <= 2.5 || (h <= 4 && rise < 0.3 && penWidth(p, obj) <= 1.5)) && w >= 15) { form.rules.push(r); if (dashed(p, obj)) (form.dashed ??= []).push(r); return true; }
  // A thin upright line: a cell's or a table column's side drawn alone (it parts two cells' texts); or a comb's tick,
  // a third of its box's height, marking a box for each character (forms/comb-frames.ts).
  if (w <= 2.5 && h >= 4) { (form.vrules ??= []).push(r); return true; }
  // A single straight line a little off level, longer than a mark: drawn by hand through a value to strike it out.
  // (Kept apart from the rules: it underlines nothing; the form reader reads past what it crosses.)
  // (Its bounds hold the pen's width: a short stroke through two figures, "50", 10 points long, is mostly the pen's
  // height; no tick or X is that flat.)
  if (w >= 10 && h <= 8 && h - 1.5 < 0.2 * w && rise >= 0.3 && rise < Infinity) { (form.strokes ??= []).push(r); return true; }
  // (Two such lines crossing, a wide flat X drawn over a word: the word crossed out, "~~Sole Proprietorship~~" with its
  // box's tick, as struck as by one line.)
  if (w >= 30 && h <= 16 && h < 0.4 * w && crossedOut(p, obj)) { (form.strokes ??= []).push(r); return true; }
  return false;
}

/** A path is a rule (flat and long), a box (axis-aligned sides) or a mark (small, with slanted strokes). */
function addPath(p: Pdfium, obj: number, box: PageBoxLike, form: PageForm, dots: Rect[], across: Rect[]): void {
  const r = drawnBounds(p, obj, box, bounds(p, obj, box));
  if (!r) return;
  const w = r.x1 - r.x0, h = r.y1 - r.y0;
  if (lineDrawn(p, obj, r, form)) return;
  if (w < 3 || h < 3) return;
  // A small dark blot (a filled square in a checkbox, a radio button's dot): a mark though it has no slanted stroke.
  if (w <= 14 && h <= 14 && darkFill(p, obj)) { form.marks.push(r); return; }
  const slanted = slantedStrokes(p, obj);
  // (A ring drawn by hand as a pen's many short straight strokes, going once round a word and a little past its
  // start: a ring as a curve is, not a mark however slanted its strokes.)
  if (slanted !== null && slanted >= 12 && w <= 220 && h <= 40 && w >= h && h >= 8 && goesRound(p, obj)) { (form.rings ??= []).push(r); return; }
  // (A long open line drawn by hand, its ends far apart: an arrow's shaft, leading a margin's value to its field.)
  const lead = w >= 20 && slanted === null ? openEnds(p, obj, box, r) : null;
  if (lead) { (form.leads ??= []).push(lead); return; }
  if (slanted === null) {
    // A closed curve: a round checkbox (a box like the square ones; a filled one is a mark, above), or a ring drawn
    // round a printed answer ("circle the one that applies").
    // (Curves alone: a rounded cell's straight sides make it no ring.)
    // (A dark pill, straight sides and round ends, the size of a word or two with its words set light on it: a
    // portal's chosen toggle, "Partnership" filled among outlined options, read as an answer circled. A heading's
    // band is a plain rectangle.)
    if (!curvesOnly(p, obj)) {
      // (Filled in a brand's strong colour, a portal's blue or green, as much as in black: a person sees the one
      // option set apart from its outlined neighbours. A pale tint, an input's background, sets nothing apart.)
      // (A finger's height too, 32 to 36 points: a phone form's segmented control, its chosen segment filled.)
      if (w <= 150 && h <= 40 && h >= 8 && w >= h && darkFill(p, obj, true)) (form.rings ??= []).push(r);
      // (Outlined, a rounded rectangle is a box as a square-cornered one is: a web form's input, its value in it. Not
      // a rubber stamp's frame, drawn turned: "RECEIVED" tilted over the fields.)
      else if (!turned(p, obj)) form.boxes.push(r);
      return;
    }
    // (A round dot filled in a strong colour waits for the circles round it: a radio chosen, or a small box.)
    if (w <= 10 && h <= 10 && Math.abs(w - h) < 2 && darkFill(p, obj, true)) dots.push(r);
    else if (w <= 16 && h <= 16 && Math.abs(w - h) < 4) form.boxes.push(r);
    // (A loose one up to 48 points high: drawn round a phone form's chosen segment, a finger's height itself.)
    else if (w <= 220 && h <= 48 && w >= h) (form.rings ??= []).push(r);
    return;
  }
  // (A zigzag, its strokes turning up and down again five times or more, is a mark scribbled out: no tick or X is.
  // Its sharp turns stand out past its strokes, a little past a mark's size.)
  const zig = slanted >= 4 && w <= 2 * MARK_MAX && h <= 2 * MARK_MAX ? zigzag(p, obj) : null;
  if (zig === 'up' && slanted >= 5) (form.scribbles ??= []).push(r);
  // (Back and forth across a box: a scribble over a mark made there before, else the box filled in, a mark: acrossScribbles.)
  else if (zig === 'across') across.push(r);
  else if (slanted >= 1 && w <= MARK_MAX && h <= MARK_MAX) form.marks.push(r);
  else if (slanted === 0) form.boxes.push(r);
}

/** Zigzags drawn back and forth across a box: over a mark made there (a tick scribbled out) a scribble; alone, the
 *  box filled in by a hand, a mark (a bubble filled with a pen's strokes). */
function acrossScribbles(form: PageForm, across: Rect[]): void {
  const over = (a: Rect, b: Rect) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.4 * (a.x1 - a.x0) && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.4 * (a.y1 - a.y0);
  for (const r of across) {
    if (form.marks.some((m) => over(r, m))) (form.scribbles ??= []).push(r);
    else if (r.x1 - r.x0 <= MARK_MAX && r.y1 - r.y0 <= MARK_MAX) form.marks.push(r);
  }
}

/** Whether the path is stroked with a dash pattern. */
function dashed(p: Pdfium, obj: number): boolean {
  const f = p.fn.FPDFPageObj_GetDashCount;
  return !!f && f(obj) > 0;
}

/** Whether the path is drawn turned off level (its matrix rotates or skews it). */
function turned(p: Pdfium, obj: number): boolean {
  const f = p.fn, s = p.scratch;
  if (!f.FPDFPageObj_GetMatrix || !f.FPDFPageObj_GetMatrix(obj, s)) return false;
  const [a, b, c, d] = Array.from(p.heap().f32.subarray(s >> 2, (s >> 2) + 4)) as [number, number, number, number];
  return Math.abs(b) + Math.abs(c) > 0.05 * Math.max(Math.abs(a), Math.abs(d), 1e-6);
}

/** Whether the path is filled with a dark colour (a white-filled checkbox is no mark); `strong`, or a strong colour. */
function darkFill(p: Pdfium, obj: number, strong = false): boolean {
  const f = p.fn, s = p.scratch;
  if (!f.FPDFPath_GetDrawMode || !f.FPDFPageObj_GetFillColor) return false;
  const u32 = () => new Uint32Array(p.heap().u8.buffer, s, 4);
  if (!f.FPDFPath_GetDrawMode(obj, s, s + 4) || u32()[0] === 0) return false;
  if (!f.FPDFPageObj_GetFillColor(obj, s, s + 4, s + 8, s + 12)) return false;
  const [r, g, b, a] = Array.from(u32()) as [number, number, number, number];
  const luma = 0.3 * r + 0.59 * g + 0.11 * b;
  return a > 128 && (luma < 90 || (strong && Math.max(r, g, b) - Math.min(r, g, b) >= 80 && luma < 170));
}

/** How many of the path's line segments are slanted (neither horizontal nor vertical); null for curves. */
function slantedStrokes(p: Pdfium, obj: number): number | null {
  const f = p.fn, s = p.scratch;
  const n = f.FPDFPath_CountSegments!(obj);
  if (n < 2 || n > 64) return null;
  let slanted = 0, curves = 0, px = 0, py = 0;
  for (let i = 0; i < n; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) continue;
    const x = p.heap().f32[s >> 2]!, y = p.heap().f32[(s >> 2) + 1]!;
    const type = f.FPDFPathSegment_GetType!(seg);
    if (type === 1) curves++;
    else if (type !== MOVETO && Math.abs(x - px) > 0.5 && Math.abs(y - py) > 0.5) slanted++;
    px = x; py = y;
  }
  // A tick or an X drawn with curves is still a mark when it also has slanted strokes; a circle alone is not.
  return curves > 0 && slanted === 0 ? null : slanted;
}

/** Whether the path's straight strokes turn one way only, a full turn at least (an ellipse's: a tick, an X or a
 *  signature turns back on itself). */
function goesRound(p: Pdfium, obj: number): boolean {
  const f = p.fn, s = p.scratch;
  const n = f.FPDFPath_CountSegments!(obj);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) continue;
    if (i > 0 && f.FPDFPathSegment_GetType!(seg) === MOVETO) return false;
    const pt: [number, number] = [p.heap().f32[s >> 2]!, p.heap().f32[(s >> 2) + 1]!];
    const last = pts[pts.length - 1];
    if (!last || Math.hypot(pt[0] - last[0], pt[1] - last[1]) > 0.3) pts.push(pt);
  }
  let total = 0, left = 0, right = 0;
  for (let i = 2; i < pts.length; i++) {
    const [ax, ay] = [pts[i - 1]![0] - pts[i - 2]![0], pts[i - 1]![1] - pts[i - 2]![1]], [bx, by] = [pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]];
    const turn = Math.atan2(ax * by - ay * bx, ax * bx + ay * by);
    total += turn;
    if (turn > 0.02) left++; else if (turn < -0.02) right++;
  }
  return Math.abs(total) >= 1.8 * Math.PI && Math.min(left, right) <= 0.1 * (left + right);
}

/** Whether the path's straight strokes turn from going up to going down (or back) five times or more, or from going
 *  left to going right four times: a scribble is drawn up and down, or back and forth across the box. */
function zigzag(p: Pdfium, obj: number): 'up' | 'across' | null {
  const f = p.fn, s = p.scratch;
  const n = f.FPDFPath_CountSegments!(obj);
  const turns = [0, 0], last = [0, 0], prev = [0, 0];
  for (let i = 0; i < n; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) continue;
    const at = [p.heap().f32[s >> 2]!, p.heap().f32[(s >> 2) + 1]!];
    const type = f.FPDFPathSegment_GetType!(seg);
    for (const k of [0, 1]) {
      if (type === MOVETO) last[k] = 0;
      else if (Math.abs(at[k]! - prev[k]!) > 0.5) { const dir = Math.sign(at[k]! - prev[k]!); if (last[k] && dir !== last[k]) turns[k]!++; last[k] = dir; }
      prev[k] = at[k]!;
    }
  }
  // (Back and forth across, five strokes are a zigzag already: no tick or X turns back four times.)
  return turns[1]! >= 5 ? 'up' : turns[0]! >= 4 ? 'across' : null;
}

/** How far one straight line rises over its length (a move and a single line to its end), Infinity for any other
 *  path. Off level by 0.3 pt or more, it is a stroke. (A level rule drawn thick, a band's, is no stroke: its height is
 *  its pen's width. A hand's stroke through a short value may rise only half a point over its length: "50%" struck
 *  with a line 0.5 pt off level, its pen 1.1 pt wide, was neither a rule nor a stroke and the struck share was read.) */
function lineRise(p: Pdfium, obj: number): number {
  const f = p.fn, s = p.scratch;
  if (f.FPDFPath_CountSegments!(obj) !== 2) return Infinity;
  const a = f.FPDFPath_GetPathSegment!(obj, 0), b = f.FPDFPath_GetPathSegment!(obj, 1);
  if (!a || !b || f.FPDFPathSegment_GetType!(a) !== MOVETO || f.FPDFPathSegment_GetType!(b) !== 0) return Infinity;
  const y = (seg: number) => (f.FPDFPathSegment_GetPoint!(seg, s, s + 4) ? p.heap().f32[(s >> 2) + 1]! : NaN);
  const rise = Math.abs(y(a) - y(b));
  return Number.isNaN(rise) ? Infinity : rise;
}

/** The path's pen width in its own units (Infinity when PDFium does not say). */
function penWidth(p: Pdfium, obj: number): number {
  const f = p.fn, s = p.scratch;
  return f.FPDFPageObj_GetStrokeWidth && f.FPDFPageObj_GetStrokeWidth(obj, s) ? p.heap().f32[s >> 2]! : Infinity;
}

/** Whether the path is two straight lines each from one side of it to the other, crossing: an X, moves and lines only. */
function crossedOut(p: Pdfium, obj: number): boolean {
  const f = p.fn, s = p.scratch;
  if (f.FPDFPath_CountSegments!(obj) !== 4) return false;
  const pts: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg || f.FPDFPathSegment_GetType!(seg) !== (i % 2 ? 0 : MOVETO) || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) return false;
    pts.push([p.heap().f32[s >> 2]!, p.heap().f32[(s >> 2) + 1]!]);
  }
  const [a, b, c, d] = pts as [number[], number[], number[], number[]];
  // (One rises where the other falls: their heights' order swapped along the same span.)
  return Math.sign(b[1]! - a[1]!) * Math.sign(b[0]! - a[0]!) !== Math.sign(d[1]! - c[1]!) * Math.sign(d[0]! - c[0]!) && Math.abs(b[1]! - a[1]!) > 1 && Math.abs(d[1]! - c[1]!) > 1;
}

/** Whether the path is drawn with curves only (no straight line longer than a point): an ellipse, a circle. */
function curvesOnly(p: Pdfium, obj: number): boolean {
  const f = p.fn, s = p.scratch;
  const n = f.FPDFPath_CountSegments!(obj);
  let px = 0, py = 0;
  for (let i = 0; i < n; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) continue;
    const x = p.heap().f32[s >> 2]!, y = p.heap().f32[(s >> 2) + 1]!;
    const type = f.FPDFPathSegment_GetType!(seg);
    if (type !== 1 && type !== MOVETO && Math.hypot(x - px, y - py) > 1) return false;
    px = x; py = y;
  }
  return true;
}

/**
 * `fn` with the document's form environment (PDFium's form API: a field's value and checked state as the field holds
 * them, inherited from a parent field too), or with 0 when it cannot be made (the widget's own dictionary is read then).
 */
function withFormHandle<T>(p: Pdfium, doc: number, fn: (handle: number) => T): T {
  const f = p.fn;
  if (!f.PDFiumExt_OpenFormFillInfo || !f.PDFiumExt_InitFormFillEnvironment) return fn(0);
  const info = f.PDFiumExt_OpenFormFillInfo();
  const handle = info ? f.PDFiumExt_InitFormFillEnvironment(doc, info) : 0;
  try {
    return fn(handle);
  } finally {
    if (handle) f.PDFiumExt_ExitFormFillEnvironment!(handle);
    if (info) f.PDFiumExt_CloseFormFillInfo!(info);
  }
}

const CHECKBOX = 2, RADIO = 3; // FPDF_FORMFIELD_CHECKBOX, FPDF_FORMFIELD_RADIOBUTTON

/** A field's value through the form API (UTF-16), or null without a handle or a value. */
function fieldValue(p: Pdfium, handle: number, annot: number): string | null {
  return handle ? utf16(p, (out, len) => p.fn.FPDFAnnot_GetFormFieldValue!(handle, annot, out, len)) : null;
}

const COMBOBOX = 4, LISTBOX = 5; // FPDF_FORMFIELD_COMBOBOX, FPDF_FORMFIELD_LISTBOX

/** A drop-down's chosen option as the form shows it: its label, not the export value the field stores ("Weekly", not
 *  "2"); null when none is chosen or the field is no choice. */
function chosenLabel(p: Pdfium, handle: number, annot: number, ftype: number): string | null {
  const f = p.fn;
  if (!handle || (ftype !== COMBOBOX && ftype !== LISTBOX) || !f.FPDFAnnot_GetOptionCount || !f.FPDFAnnot_GetOptionLabel || !f.FPDFAnnot_IsOptionSelected) return null;
  const n = f.FPDFAnnot_GetOptionCount(handle, annot);
  for (let i = 0; i < n && i < 500; i++) {
    if (!f.FPDFAnnot_IsOptionSelected(handle, annot, i)) continue;
    const s = utf16(p, (out, len) => f.FPDFAnnot_GetOptionLabel!(handle, annot, i, out, len));
    return s?.trim() ? s : null;
  }
  return null;
}

function readWidgets(p: Pdfium, page: number, box: PageBoxLike, handle: number): PageForm['fields'] {
  const f = p.fn, out: PageForm['fields'] = [];
  const n = f.FPDFPage_GetAnnotCount!(page);
  for (let i = 0; i < n && i < 2000; i++) {
    const annot = f.FPDFPage_GetAnnot!(page, i);
    if (!annot) continue;
    try {
      if (f.FPDFAnnot_GetSubtype!(annot) !== WIDGET) continue;
      const s = p.scratch;
      if (!f.FPDFAnnot_GetRect!(annot, s)) continue;
      const fl = p.heap().f32;
      const [l, t, r, b] = [fl[s >> 2]!, fl[(s >> 2) + 1]!, fl[(s >> 2) + 2]!, fl[(s >> 2) + 3]!];
      const rect = { x0: Math.min(l, r) - box.left, x1: Math.max(l, r) - box.left, y0: box.top - Math.max(t, b), y1: box.top - Math.min(t, b) };
      const ftype = handle ? f.FPDFAnnot_GetFormFieldType!(handle, annot) : -1;
      const type = ftype === CHECKBOX || ftype === RADIO ? 'Btn' : ftype > 0 ? 'Tx' : annotString(p, annot, 'FT');
      const value = chosenLabel(p, handle, annot, ftype) ?? fieldValue(p, handle, annot) ?? annotString(p, annot, 'V') ?? '';
      const state = annotString(p, annot, 'AS');
      // Checked as PDFium's form says, or as the widget's own state or value says (a box without appearance streams).
      const checked = type !== 'Btn' ? null : (handle && ftype > 0 && !!f.FPDFAnnot_IsChecked!(handle, annot)) || isOn(state ?? annotString(p, annot, 'V') ?? '');
      out.push({ name: annotString(p, annot, 'T') ?? '', label: annotString(p, annot, 'TU'), value: type === 'Btn' ? '' : value, checked, rect });
    } finally {
      f.FPDFPage_CloseAnnot!(annot);
    }
  }
  return out;
}

function isOn(state: string): boolean {
  return state !== '' && !/^off$/i.test(state);
}
