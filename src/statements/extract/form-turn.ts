// A form's drawing and fields on a turned page (issue 36). A page is read as a person holds it (orientation.ts): its
// text comes in the turned page's frame. A fillable field, a box, a rule or a mark is where the page's own
// coordinates put it; read there, a turned page's fields stand nowhere near their labels (a landscape form stored
// with /Rotate 90, a form drawn sideways or upside down on its sheet). So they are turned with the text: each
// rectangle into the frame, and a rule that was flat on the sheet is upright in the frame (and the other way round).
import type { PageForm, Rect } from '../types.ts';
import type { Box, Frame } from './orientation.ts';

/** The form read in the page's own coordinates (from `box`'s top-left), turned into the frame `fr`. */
export function turnForm(form: PageForm, fr: Frame, box: Box): PageForm {
  if (fr.turn === 0) return form;
  const turn = (r: Rect): Rect => {
    // Back to user space (y up), then into the frame (y up from its corner), then from the frame's top.
    const xs = [r.x0, r.x1].map((x) => x + box.left), ys = [r.y0, r.y1].map((y) => box.top - y);
    const X = xs.flatMap((x) => ys.map((y) => fr.ux * x + fr.uy * y - fr.dx));
    const Y = xs.flatMap((x) => ys.map((y) => fr.height - (-fr.uy * x + fr.ux * y - fr.dy)));
    return { x0: Math.min(...X), x1: Math.max(...X), y0: Math.min(...Y), y1: Math.max(...Y) };
  };
  const lines = [...form.rules, ...(form.vrules ?? [])].map(turn);
  const flat = (r: Rect) => r.y1 - r.y0 <= r.x1 - r.x0;
  return {
    ...form,
    fields: form.fields.map((f) => ({ ...f, rect: turn(f.rect) })),
    marks: form.marks.map(turn),
    boxes: form.boxes.map(turn),
    rules: lines.filter(flat),
    ...(form.vrules || lines.some((r) => !flat(r)) ? { vrules: lines.filter((r) => !flat(r)) } : {}),
    ...(form.rings ? { rings: form.rings.map(turn) } : {}),
    ...(form.strokes ? { strokes: form.strokes.map(turn) } : {}),
    ...(form.scribbles ? { scribbles: form.scribbles.map(turn) } : {}),
    // (A lead's ends are not turned: a turned page reads none.)
    ...(form.leads ? { leads: [] } : {}),
    // (An annotation's text keeps its size; it stands where its box is turned to, read level as the page is held.)
    ...(form.notes ? { notes: form.notes.map((t) => { const r = turn({ x0: t.x, x1: t.x + t.w, y0: t.y - t.h, y1: t.y }); return { ...t, x: r.x0, y: r.y1, w: Math.max(r.x1 - r.x0, r.y1 - r.y0) }; }) } : {}),
  };
}
