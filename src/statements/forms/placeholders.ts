// A web form printed from a browser shows an empty input with its placeholder in it: light grey words ("e.g. 680",
// "$0.00", "If different from legal name", "Select...") where a value would be written in dark ink. A person sees at
// a glance that the input was left empty: the grey words only show what to write. So light grey text alone in the
// input it is drawn in is no value, and the input reads blank (a fillable form's empty field over it stays a piece).
// (Faint words that name the field, "LEGAL BUSINESS NAME" set large and light behind the value, are its caption, not
// a placeholder: a label is kept whatever its ink. And an input with something written in it, typed, by hand or in its
// field, holds no placeholder: grey words beside a value are the box's own.)
import type { PageText, Rect, TextItem } from '../types.ts';
import { labelOf } from './labels.ts';
import { optionOf } from './option-row.ts';

/** Light grey on white paper: lighter than a label or helper text in mid grey (~110), darker than white text set on
 *  a dark band or button (a heading, "Submit": 240 and up), which is read as before. */
const PLACEHOLDER_LIGHT = 140;
export const ON_DARK = 236, MID_GREY = 100;

const rectOf = (it: TextItem): Rect => ({ x0: it.x, x1: it.x + it.w, y0: it.y - it.h, y1: it.y + it.h * 0.25 });
const within = (r: Rect, b: Rect) => r.x0 >= b.x0 - 1 && r.x1 <= b.x1 + 1 && r.y0 >= b.y0 - 2 && r.y1 <= b.y1 + 2;
const area = (b: Rect) => (b.x1 - b.x0) * (b.y1 - b.y0);

/** The page's text without the placeholders of its empty inputs: a light grey run that is no label, inside a box
 *  (the smallest box holding it) with nothing else written on its line in that box (a value typed after a grey
 *  prefix, written by hand over it, or held by the box's field). */
export function withoutPlaceholders(page: PageText): TextItem[] {
  const items = withoutHelpLines(withoutHints(withoutExampleRows(page), page), page), boxes = page.form?.boxes ?? [];
  // (Where the page's boxes hold values in dark ink, a mid grey alone in a box is a placeholder too: "$520" in grey in
  // an empty payment box beside "$15,000" typed in black in the amount's.)
  const inked = items.filter((it) => (it.light ?? 0) < 60 && !labelOf(it.str, true, false, false) && boxes.some((b) => within(rectOf(it), b))).length >= 3;
  // (A figure only, or a mask: a caption in the same mid grey, "AMOUNT" alone in its cell's corner, is the cell's
  // label, and a column's number, "1.", the form's numbering.)
  const isLightGrey = (it: TextItem) => (it.light ?? 0) < ON_DARK
    && ((it.light ?? 0) >= PLACEHOLDER_LIGHT || (inked && (it.light ?? 0) >= MID_GREY && /\d{2}|[xX]{2}/.test(it.str) && !/^\s*[(#]?\d{1,2}[.)]\s*$/.test(it.str) && !labelOf(it.str)));
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



/** Grey lighter than a form's dark ink, darker than a placeholder may be: a pre-printed example is set so. */
const EXAMPLE_LIGHT = 115;
const example = (it: TextItem) => (it.light ?? 0) >= EXAMPLE_LIGHT && (it.light ?? 0) < ON_DARK;
const dark = (it: TextItem) => (it.light ?? 0) < 100;
const across = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0;

/** The page's items without a pre-printed example row: a line of three values or more set in grey ("John Q. Sample |
 *  President | 51% | 123-45-6789" over the rows the owners fill in), where the rows written under or over it in the
 *  same columns are in dark ink or in fields, or where the row names itself a sample. A person sees the grey row as
 *  the form's illustration, not an applicant. (A form whose every value is grey has no dark row to tell it by.) */
function withoutExampleRows(page: PageText): TextItem[] {
  const items = page.items;
  if (!items.some(example)) return items;
  const drop = new Set<TextItem>();
  const sameLine = (a: TextItem, b: TextItem) => Math.abs(a.y - b.y) < 0.5 * Math.max(a.h, b.h);
  const values = items.filter((it) => !labelOf(it.str, true, false, false));
  const filled = (page.form?.fields ?? []).filter((f) => f.checked === null && f.value.trim()).map((f) => f.rect);
  for (const it of values) {
    if (!example(it) || drop.has(it)) continue;
    const line = items.filter((o) => sameLine(o, it));
    // (Values, a name among them: a row's or a column's numbers in grey, "1.  2.  3.", are the form's numbering.)
    const grey = line.filter((o) => example(o) && values.includes(o) && !/^\s*[(#]?\d{1,2}[.)]?\s*$/.test(o.str));
    if (grey.length < 3 || !grey.some((o) => /\p{L}{3}/u.test(o.str)) || line.some((o) => values.includes(o) && !example(o))) continue;
    const cols = grey.map((o) => ({ x0: o.x, x1: o.x + o.w }));
    const named = grey.some((o) => /\b(?:sample|example)\b/i.test(o.str));
    const darkRow = values.filter((o) => dark(o) && !sameLine(o, it) && Math.abs(o.y - it.y) < 12 * it.h && cols.some((c) => across(c, { x0: o.x, x1: o.x + o.w })));
    const fieldRow = filled.filter((r) => Math.abs((r.y0 + r.y1) / 2 - it.y) < 12 * it.h && !(r.y0 <= it.y && r.y1 >= it.y - it.h) && cols.some((c) => across(c, r)));
    if (named || new Set(darkRow.map((o) => Math.round(o.y))).size >= 1 && darkRow.length >= 2 || fieldRow.length >= 2) grey.forEach((o) => drop.add(o));
  }
  return drop.size ? items.filter((it) => !drop.has(it)) : items;
}

/** The page's items without the format hints printed in grey between a label and its value: a spreadsheet's or a
 *  form's hint column, "Federal Tax ID | ##-####### | 32-6763758", "Start Date | m/d/yyyy | 7/23/2022". A person reads
 *  past the grey to the dark value after it; only where a value follows does the hint stand in its way. */
function withoutHints(items: TextItem[], page: PageText): TextItem[] {
  const grey = (it: TextItem) => (it.light ?? 0) >= PLACEHOLDER_LIGHT && (it.light ?? 0) < ON_DARK;
  if (!items.some(grey)) return items;
  const line = (a: TextItem, b: TextItem) => Math.abs(a.y - b.y) < 0.5 * Math.max(a.h, b.h);
  const label = (it: TextItem) => !!labelOf(it.str, true, false, false);
  // (The value may be a hand's, written off level, or held in a fillable field: each its item here.)
  const fields = (page.form?.fields ?? []).filter((f) => f.checked === null && f.value.trim())
    .map((f): TextItem => ({ str: f.value, font: 'field', x: f.rect.x0, w: f.rect.x1 - f.rect.x0, y: f.rect.y1 - (f.rect.y1 - f.rect.y0) * 0.25, h: (f.rect.y1 - f.rect.y0) * 0.8 }));
  const others = [...(page.form?.tilted ?? []), ...(page.form?.notes ?? []), ...fields];
  // (The next thing in dark ink on its line, however far: a figure set at its cell's right; an option's word that
  // alone reads as a label's, "Monthly".)
  const valueAfter = (it: TextItem) => {
    const next = [...items, ...others].filter((o) => o !== it && line(o, it) && o.x >= it.x + it.w - 1 && !grey(o) && o.str.trim()).sort((a, b) => a.x - b.x)[0];
    return !!next && (next.light ?? 0) < MID_GREY && (!label(next) || optionOf(next.str, 'payment_frequency') || optionOf(next.str, 'type_of_entity'));
  };
  const hints = new Set(items.filter((it) => grey(it) && !label(it)
    && items.some((o) => o !== it && line(o, it) && o.x + o.w <= it.x + 1 && it.x - (o.x + o.w) < 200 && !grey(o) && label(o))
    && valueAfter(it)));
  return hints.size ? items.filter((it) => !hints.has(it)) : items;
}

/** The page's items without a question's help line: the smaller grey words a web form sets right under a question,
 *  over its answer ("What is your business's legal name?" / "As it appears on your tax return" / "Lakeside Plumbing,
 *  LLC"). A person reads the help as the question's, and the dark words under it as the answer. (Only where a dark
 *  answer follows in the question's column: a grey line alone under a label may be its value.) */
function withoutHelpLines(items: TextItem[], page: PageText): TextItem[] {
  const grey = (it: TextItem) => (it.light ?? 0) >= MID_GREY && (it.light ?? 0) < ON_DARK;
  if (!items.some(grey)) return items;
  const fields = (page.form?.fields ?? []).filter((f) => f.checked === null && f.value.trim())
    .map((f): TextItem => ({ str: f.value, font: 'field', x: f.rect.x0, w: f.rect.x1 - f.rect.x0, y: f.rect.y1 - (f.rect.y1 - f.rect.y0) * 0.25, h: (f.rect.y1 - f.rect.y0) * 0.8 }));
  const inked = [...items, ...(page.form?.tilted ?? []), ...fields].filter((o) => !grey(o) && o.str.trim());
  const help = new Set<TextItem>();
  for (const it of items) {
    if (!grey(it) || help.has(it)) continue;
    // (A question asking a field; the grey line no label of another field: "Company Legal Name" in grey under a card's
    // "About this company" is that card's first label.)
    const asked = (o: TextItem) => { const f = labelOf(o.str, true, false, true)?.field; return f && f !== 'other' && f !== 'decoy' ? f : null; };
    const question = inked.find((o) => o.y < it.y && it.y - o.y < 2 * o.h && o.h > 1.15 * it.h && Math.abs(o.x - it.x) < 4 && asked(o));
    const own = labelOf(it.str, true, false, false)?.field;
    if (!question || (own && own !== asked(question))) continue;
    const answer = inked.some((o) => o.y > it.y && o.y - it.y < 3 * question.h && Math.abs(o.x - it.x) < 12 && !labelOf(o.str, true, false, false));
    if (!answer) continue;
    // (The help line's other words, the same grey along the line.)
    for (const o of items) if (grey(o) && Math.abs(o.y - it.y) < 0.5 * it.h && Math.abs((o.light ?? 0) - (it.light ?? 0)) < 20) help.add(o);
  }
  return help.size ? items.filter((it) => !help.has(it)) : items;
}
