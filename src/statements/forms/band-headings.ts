// A section's name turned a quarter turn down a side band (issue 36, set 100): a form prints "PRINCIPAL 1" or
// "BANKING" upright in a dark band along its block's left side. A person reads it as the block's heading; the text
// layer's reading leaves turned text out (a statement prints its text level), so the block had none, and its labels
// were the section's before it (a landlord's "Phone" an owner's, an advance's "Payment" the request's).
import type { PageText, Rect, TextItem } from '../types.ts';
import type { Piece } from './pieces.ts';
import { sectionOf } from './section-of.ts';

/** Each turned run of a few words naming a section as a heading piece printed just over its band (the box drawn round it, else the
 *  run itself), at the band's left: where a heading over its block stands. A band down the block's right side, the
 *  block's values all to its left, heads from the block's left (its values' leftmost). `captions`: runs read as a
 *  cell's caption (turned-captions.ts), no section's name. */
export function bandHeadings(page: PageText, pieces: Piece[] = [], captions: ReadonlySet<TextItem> = new Set()): Piece[] {
  const out: Piece[] = [];
  for (const t of page.form?.turned ?? []) {
    if (captions.has(t)) continue;
    const text = t.str.replace(/\s+/g, ' ').trim();
    // (Only a section's name: other turned text, a form's number or revision up the margin, is no heading.)
    if (!text || text.split(' ').length > 4 || !sectionOf(text)) continue;
    const run: Rect = { x0: t.x, x1: t.x + t.w, y0: t.y, y1: t.y + t.h };
    // (The band: the narrowest box drawn round the run, taller than it is wide.)
    const mid = (run.x0 + run.x1) / 2;
    const band = (page.form?.boxes ?? []).filter((b) => b.x0 < mid && b.x1 > mid && b.y0 <= run.y0 + 2 && b.y1 >= run.y1 - 2 && b.y1 - b.y0 > b.x1 - b.x0)
      .sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0] ?? run;
    const h = Math.min(8, t.w);
    const beside = pieces.filter((p) => p.y1 > band.y0 && p.y0 < band.y1);
    const x0 = beside.length && beside.every((p) => p.x1 <= band.x0 + 2) ? Math.min(...beside.map((p) => p.x0)) : band.x0;
    out.push({ page: page.page, text, x0, x1: x0 + text.length * h * 0.6, y0: band.y0 - 1 - h, y1: band.y0 - 1, source: 'text', band: true });
  }
  return out;
}
