// Captions set a quarter turn in a strip at a cell's side (issue 36, set 155): a dense form prints each cell's label
// sideways and small ("LEGAL / NAME" up a tinted strip at the cell's left, or down it at the cell's right) and types
// the value level beside it. A person turns their head, reads the caption and takes it as the label of the value in
// the same cell, whichever side of the value it stands on. The text layer keeps turned runs apart from the level
// reading (PageForm.turned), so the cell's value had no label, and a form of such cells read nothing.
//
// Each caption is read whole (its wrapped lines joined in the order a reader meets them: a caption reading bottom to
// top has its first line at the left, one reading top to bottom at the right) and stands as a level label just before
// the first value in its cell: the smallest drawn box round the caption that holds a value. A section's name down a
// band holds no value in its box (band-headings.ts reads it); a turned caption in no drawn cell is not tied to a
// value by nearness alone (a strip after one cell's value stands just before the next cell's).
import type { PageText, Rect, TextItem } from '../types.ts';
import type { Piece } from './pieces.ts';
import { bandHeadings } from './band-headings.ts';

const centre = (r: Rect) => ({ x: (r.x0 + r.x1) / 2, y: (r.y0 + r.y1) / 2 });
const holds = (b: Rect, r: Rect, pad = 1) => r.x0 >= b.x0 - pad && r.x1 <= b.x1 + pad && r.y0 >= b.y0 - pad && r.y1 <= b.y1 + pad;
const rectOf = (t: TextItem): Rect => ({ x0: t.x, x1: t.x + t.w, y0: t.y, y1: t.y + t.h });

/** The turned runs of one caption: runs in one cell side by side (a line's width apart), their spans overlapping. */
function captionsOf(turned: TextItem[], cellOf: (r: Rect) => Rect | undefined): { text: string; runs: TextItem[]; cell: Rect }[] {
  const groups: { runs: TextItem[]; cell: Rect }[] = [];
  for (const t of [...turned].sort((a, b) => a.x - b.x)) {
    const cell = cellOf(rectOf(t));
    if (!cell) continue;
    const g = groups.find((q) => q.cell === cell && q.runs[0]!.up === t.up && q.runs.some((r) =>
      Math.abs(t.x - r.x) <= Math.max(t.w, r.w) * 2 && t.y < r.y + r.h && r.y < t.y + t.h));
    if (g) g.runs.push(t); else groups.push({ runs: [t], cell });
  }
  return groups.map(({ runs, cell }) => {
    // (Bottom to top, the letters' tops face left: the first line is the leftmost. Top to bottom, the rightmost.)
    const lines = [...runs].sort((a, b) => (a.up === false ? b.x - a.x : a.x - b.x));
    return { text: lines.map((r) => r.str.replace(/\s+/g, ' ').trim()).join(' '), runs, cell };
  });
}

/** The page's turned text as a person reads it, a caption's wrapped lines joined (classify.ts counts its labels). */
export function turnedTexts(page: PageText): string[] {
  const whole: Rect = { x0: 0, x1: 0, y0: 0, y1: 0 };
  return captionsOf(page.form?.turned ?? [], () => whole).map((c) => c.text);
}

/** A level label piece for each turned caption, set just before the first value of its cell; `runs`, the turned runs
 *  read as captions. */
export function turnedCaptions(page: PageText, pieces: Piece[]): { labels: Piece[]; runs: Set<TextItem> } {
  const turned = page.form?.turned ?? [];
  const runs = new Set<TextItem>();
  if (!turned.length || !pieces.length) return { labels: [], runs };
  const boxes = (page.form?.boxes ?? []).filter((b) => b.x1 - b.x0 > 20 && b.y1 - b.y0 > 6);
  const inCell = (b: Rect) => pieces.filter((p) => { const c = centre(p); return c.x > b.x0 && c.x < b.x1 && c.y > b.y0 && c.y < b.y1; });
  // (The smallest box round the run that holds a level value: the cell, not the section's frame round several.)
  // (The run's ends are estimated from its letters' size: a point or more past its box's side.)
  // (A cell holds its value, a line or two: a frame round rows of labels and values, its section's name turned down a
  // strip of its own at its side, is a section, its name a heading: band-headings.ts.)
  const cell = (b: Rect) => { const held = inCell(b); return held.length > 0 && held.length <= 3 && new Set(held.map((p) => Math.round(p.y0 / 4))).size <= 2; };
  const cellOf = (r: Rect) => boxes.filter((b) => holds(b, r, 4) && cell(b))
    .sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
  const out: Piece[] = [];
  for (const c of captionsOf(turned, cellOf)) {
    // (Its value: the cell's first level piece, reading order.)
    const value = inCell(c.cell).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)[0]!;
    // (A line's height on the value's middle: a fillable field's box is taller than the words in it.)
    const h = Math.min(value.y1 - value.y0, 12), mid = (value.y0 + value.y1) / 2;
    // (Inside the cell, between its side and the value: a label straddling the side is the cell's before it.)
    const x1 = Math.max(value.x0 - 2, c.cell.x0 + 1.5);
    const x0 = Math.max(c.cell.x0 + 0.5, x1 - c.text.length * h * 0.5);
    out.push({ page: page.page, text: c.text, x0, x1, y0: mid - h / 2, y1: mid + h / 2, source: 'text' });
    for (const r of c.runs) runs.add(r);
  }
  // A column's caption set sideways in a header cell of its own, its values in the cells under it (an owners' table's
  // narrow columns, "OWNER NAME", "OWN %" run up their header cells): a level caption at the header's foot.
  const smallest = (r: Rect) => boxes.filter((b) => holds(b, r, 4)).sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
  for (const c of captionsOf(turned.filter((t) => !runs.has(t)), smallest)) {
    const head = c.cell;
    // (Its column: the cells under it, a row or two down, one of them written in, the first row's may be blank; cells
    // of its own width, sides lined up, with no caption of their own: an empty cell's caption over the next block's
    // cell of its kind, "FICO" over the next owner's "FICO  610", is no header.)
    const column = boxes.find((b) => b.y0 >= head.y1 - 3 && b.y0 - head.y1 < 80 && Math.abs(b.x0 - head.x0) < 3 && Math.abs(b.x1 - head.x1) < 3 && inCell(b).length
      && !turned.some((t) => holds(b, rectOf(t), 4)));
    if (!column || inCell(head).length) continue;
    const x0 = Math.max(head.x0, column.x0) + 2;
    out.push({ page: page.page, text: c.text, x0, x1: Math.min(Math.min(head.x1, column.x1) - 2, x0 + c.text.length * 4), y0: head.y1 - 10, y1: head.y1 - 2, source: 'text' });
    for (const r of c.runs) runs.add(r);
  }
  return { labels: out, runs };
}

/** The pieces a page's turned text gives: sections' names down their bands as headings, cells' captions as labels. */
export function turnedPieces(page: PageText, pieces: Piece[]): Piece[] {
  const captions = turnedCaptions(page, pieces);
  // (A band's block starts at its leftmost piece, a cell's sideways caption as level now as its value.)
  return [...bandHeadings(page, [...pieces, ...captions.labels], captions.runs), ...captions.labels];
}
