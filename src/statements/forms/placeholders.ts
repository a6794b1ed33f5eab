// A web form printed from a browser shows an empty input with its placeholder in it: light grey words ("e.g. 680",
// "$0.00", "If different from legal name", "Select...") where a value would be written in dark ink. A person sees at
// a glance that the input was left empty: the grey words only show what to write. So light grey text alone in the
// input it is drawn in is no value, and the input reads blank (a fillable form's empty field over it stays a piece).
import type { Rect, TextItem } from '../types.ts';

/** Light grey on white paper: lighter than a label or helper text in mid grey (~110), darker than white text set on
 *  a dark band or button (a heading, "Submit": 240 and up), which is read as before. */
const PLACEHOLDER_LIGHT = 140, ON_DARK = 236;

const rectOf = (it: TextItem): Rect => ({ x0: it.x, x1: it.x + it.w, y0: it.y - it.h, y1: it.y + it.h * 0.25 });
const within = (r: Rect, b: Rect) => r.x0 >= b.x0 - 1 && r.x1 <= b.x1 + 1 && r.y0 >= b.y0 - 2 && r.y1 <= b.y1 + 2;
const area = (b: Rect) => (b.x1 - b.x0) * (b.y1 - b.y0);

/** The page's text without the placeholders of its empty inputs: a light grey run inside a box (the smallest box
 *  holding it) with no darker text on its line in that box (a value typed after a grey prefix is the input's). */
export function withoutPlaceholders(items: TextItem[], boxes: Rect[]): TextItem[] {
  if (!boxes.length || !items.some(isLightGrey)) return items;
  return items.filter((it) => {
    if (!isLightGrey(it)) return true;
    const r = rectOf(it);
    const box = boxes.filter((b) => within(r, b)).sort((a, b) => area(a) - area(b))[0];
    if (!box) return true;
    const mid = (r.y0 + r.y1) / 2;
    return items.some((o) => o !== it && !isLightGrey(o) && (() => {
      const q = rectOf(o);
      return within(q, box) && q.y0 < mid && q.y1 > mid;
    })());
  });
}

function isLightGrey(it: TextItem): boolean {
  return (it.light ?? 0) >= PLACEHOLDER_LIGHT && (it.light ?? 0) < ON_DARK;
}
