// A web form printed from a browser shows an empty input with its placeholder in it: light grey words ("e.g. 680",
// "$0.00", "If different from legal name", "Select...") where a value would be written in dark ink. A person sees at
// a glance that the input was left empty: the grey words only show what to write. So light grey text alone in the
// input it is drawn in is no value, and the input reads blank (a fillable form's empty field over it stays a piece).
// (Faint words that name the field, "LEGAL BUSINESS NAME" set large and light behind the value, are its caption, not
// a placeholder: a label is kept whatever its ink. And an input with something written in it, typed, by hand or in its
// field, holds no placeholder: grey words beside a value are the box's own.)
import type { PageText, Rect, TextItem } from '../types.ts';
import { labelOf } from './labels.ts';

/** Light grey on white paper: lighter than a label or helper text in mid grey (~110), darker than white text set on
 *  a dark band or button (a heading, "Submit": 240 and up), which is read as before. */
const PLACEHOLDER_LIGHT = 140, ON_DARK = 236;

const rectOf = (it: TextItem): Rect => ({ x0: it.x, x1: it.x + it.w, y0: it.y - it.h, y1: it.y + it.h * 0.25 });
const within = (r: Rect, b: Rect) => r.x0 >= b.x0 - 1 && r.x1 <= b.x1 + 1 && r.y0 >= b.y0 - 2 && r.y1 <= b.y1 + 2;
const area = (b: Rect) => (b.x1 - b.x0) * (b.y1 - b.y0);

/** The page's text without the placeholders of its empty inputs: a light grey run that is no label, inside a box
 *  (the smallest box holding it) with nothing else written on its line in that box (a value typed after a grey
 *  prefix, written by hand over it, or held by the box's field). */
export function withoutPlaceholders(page: PageText): TextItem[] {
  const items = page.items, boxes = page.form?.boxes ?? [];
  if (!boxes.length || !items.some(isLightGrey)) return items;
  const written: Rect[] = [...items.filter((o) => !isLightGrey(o)), ...(page.form?.tilted ?? []), ...(page.form?.notes ?? [])].map(rectOf)
    .concat((page.form?.fields ?? []).filter((f) => f.checked === null && f.value.trim()).map((f) => f.rect));
  return items.filter((it) => {
    if (!isLightGrey(it) || labelOf(it.str, true, false, false)) return true;
    const r = rectOf(it);
    const box = boxes.filter((b) => within(r, b)).sort((a, b) => area(a) - area(b))[0];
    if (!box) return true;
    const mid = (r.y0 + r.y1) / 2;
    return written.some((q) => q.x1 > box.x0 && q.x0 < box.x1 && q.y0 < mid && q.y1 > mid);
  });
}

function isLightGrey(it: TextItem): boolean {
  return (it.light ?? 0) >= PLACEHOLDER_LIGHT && (it.light ?? 0) < ON_DARK;
}
