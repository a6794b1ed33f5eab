// A heading's column (issue 36): how far across and down the page a heading heads, bounded by the panel or band it
// is printed in and by the headings beside it (moved out of headings.ts, which had grown past its size).
import type { Rect } from '../types.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import type { Heading } from './headings.ts';
import { labelOf } from './labels.ts';

/** Headings side by side head columns: each ends where the next one on its line starts. A heading in a panel (a box
 *  many lines high, a sidebar holding the broker's details) heads that panel only. */
export function columns(heads: Heading[], boxes: Rect[], pieces: Piece[], rules: Rect[] = []): Heading[] {
  for (const h of heads) {
    const panel = panelOf(h, boxes);
    if (panel) h.x1 = Math.min(h.x1, panel.x1);
    // (A card's title, its top line, heads the card from its left side: "Owner 2" set in after its icon heads the
    // labels printed at the card's side under it.)
    // (Not a second heading on that line, a column's: "Requested | Approved (office use only)" over a table's columns,
    // its labels at the left under neither.)
    const second = (around: Rect) => heads.some((o) => o !== h && sameLine(o.piece, h.piece) && o.piece.x1 <= h.piece.x0 && inside(o.piece, around));
    if (panel && !pieces.some((q) => q.text && q !== h.piece && inside(q, panel) && q.y1 <= h.piece.y0 + 1) && !second(panel)) h.x0 = Math.min(h.x0, panel.x0);
    // (A side panel, a box beside the page's other columns, ends under its last line: "ISO / BROKER USE ONLY" in the
    // top right corner heads no column of the carrier's address further down. A box across the page holds its section.)
    const wide = Math.max(...pieces.map((q) => q.x1)) - Math.min(...pieces.map((q) => q.x0));
    if (panel && panel.x1 - panel.x0 < 0.6 * wide) h.y1 = panel.y1;
    // A heading on its own band heads the band's width, from the band's left edge to its right: a three-column page's
    // left band ("B. REQUEST") printed lower than the middle column's heading does not head the middle column's owners
    // under it, nor a middle band ("D. OPEN ADVANCES", nothing left of it on its line) the left column's labels.
    const band = boxes.filter((b) => inside(h.piece, b) && b.y1 - b.y0 < 3 * (h.piece.y1 - h.piece.y0) && wider(b, h.piece)
      && !heads.some((o) => o !== h && inside(o.piece, b)) && !headerCell(b, boxes, pieces, heads)).sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0];
    // (Not a tab on a rule across the page, "3. Owners" shaded over the line its section hangs from: it heads the
    // rule's width, the owners' table under it across the page.)
    const tab = band && rules.some((r) => Math.abs(r.y0 - band.y1) < 3 && r.x0 <= band.x0 + 3 && r.x1 - band.x1 > 0.5 * (band.x1 - band.x0));
    if (band) { h.x1 = tab ? h.x1 : Math.min(h.x1, band.x1); h.x0 = band.x0; }
    // (With no card drawn round it, a scan's rounded card its picture does not give as a box, a title set in after
    // its icon heads the labels printed under it at the card's side, up to a few of its heights left of it.)
    if (!panel && !band) h.x0 = Math.min(h.x0, cardSide(h, pieces));
    const next = heads.filter((o) => o !== h && sameLine(o.piece, h.piece) && o.piece.x0 > h.piece.x1).sort((a, b) => a.piece.x0 - b.piece.x0)[0];
    // (Not where the cells under them run across from one to the other: a title row over one grid, "SUMMIT ROW
    // FUNDING ... Merchant Intake Sheet", heads no columns.)
    // (Nor where a label's line under them runs across from one to the other: a title line, "Funding Request Form ...
    // LAKESHORE MERCHANT SERVICES", over one column of "In business since: 02/22/10".)
    const spans = (r: Rect) => r.x0 < next!.x0 - 5 && r.x1 > next!.x0 + 5;
    const across = next && (boxes.some((b) => b.x1 - b.x0 > 20 && b.y0 > h.piece.y1 - 2 && b.y0 - h.piece.y1 < 60 && spans(b))
      // (Or a value written across there: "Northstar Janitorial" over "d/b/a" runs under both a letterhead's broker
      // name and the form's title, one column.)
      || pieces.some((q) => q.text && q.y0 > h.piece.y1 - 2 && q.y0 - h.piece.y1 < 60 && spans(q)));
    if (next && !across) h.x1 = next.x0;
  }
  // (Two pages side by side on one sheet, a booklet's spread: a heading heads its own side of the gutter where the
  // other side is headed higher up, its lines that heading's. A heading over two columns of owners' blocks heads both.)
  for (const g of gutters(pieces)) {
    for (const h of heads) if (h.piece.x1 <= g && h.x1 > g && heads.some((o) => o.piece.x0 > g && o.piece.y1 < h.piece.y0)) h.x1 = g;
  }
  // (A side panel is its own heading's down to its foot: a caption at its left printed lower, "REFERRING ISO / AGENT"
  // beside the "FUNDING REQUEST" box, heads nothing inside the box.)
  for (const [g, panel] of sidePanels(heads, boxes, pieces)) {
    for (const h of heads) if (h !== g && h.piece.x1 <= panel.x0 + 1 && h.piece.y0 > panel.y0 && h.piece.y0 < panel.y1) h.x1 = Math.min(h.x1, panel.x0);
  }
  return heads;
}

/** A table's first header cell: a box with a box beside it on its line, touching it, that holds a column's caption
 *  ("Funder" in the cell before "Remaining Balance | Payment"): the heading heads the table's width, not its cell. */
const headerCell = (b: Rect, boxes: Rect[], pieces: Piece[], heads: Heading[]) => boxes.some((c) => c !== b && Math.abs(c.y0 - b.y0) < 2 && Math.abs(c.y1 - b.y1) < 2
  && (Math.abs(c.x0 - b.x1) < 3 || Math.abs(c.x1 - b.x0) < 3) && pieces.some((q) => q.text && inside(q, c) && !heads.some((o) => o.piece === q)));

/** A band, not a box drawn tight round the heading's words: 150 pt across or more, and well wider than its words (a
 *  long heading, "D. OPEN ADVANCES (funder / bal. / pmt)", fills most of its column's band). */
const wider = (b: Rect, p: Piece) => b.x1 - b.x0 >= 150 && (b.x1 - b.x0 >= 2.5 * (p.x1 - p.x0) || b.x1 - b.x0 - (p.x1 - p.x0) >= 24);

/** The smallest box round a heading and the rows under it. */
const panelOf = (h: Heading, boxes: Rect[]) => boxes.filter((b) => inside(h.piece, b) && b.y1 - b.y0 > 4 * (h.piece.y1 - h.piece.y0)).sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0];

/** Headings at the top of a box beside the page's other columns, each with its box. */
function sidePanels(heads: Heading[], boxes: Rect[], pieces: Piece[]): [Heading, Rect][] {
  const wide = Math.max(...pieces.map((q) => q.x1)) - Math.min(...pieces.map((q) => q.x0));
  const out: [Heading, Rect][] = [];
  for (const g of heads) {
    const panel = panelOf(g, boxes);
    if (panel && panel.x1 - panel.x0 < 0.6 * wide && !pieces.some((q) => q.text && q !== g.piece && inside(q, panel) && q.y1 <= g.piece.y0 + 1)) out.push([g, panel]);
  }
  return out;
}

/** Where the labels just under a heading alone at its line's start begin, when they begin left of it (an icon's
 *  width or so): the side of the card it titles. Infinity when none does. */
function cardSide(h: Heading, pieces: Piece[]): number {
  const p = h.piece, hh = p.y1 - p.y0;
  if (pieces.some((q) => q.text && q !== p && sameLine(q, p) && q.x1 <= p.x0)) return Infinity;
  const under = pieces.filter((q) => q.text && q !== p && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 3 * hh && q.x0 < h.x0 && q.x0 >= p.x0 - 2.5 * hh);
  return under.length ? Math.min(...under.map((q) => q.x0)) - 1 : Infinity;
}

/** The page's gutters: an upright strip no piece crosses from the page's top to its foot, with a column of fields on
 *  each side (three labels or more each, over half the page's text height each). A page of labels beside their
 *  values has values beside the strip, no labels. */
export function gutters(pieces: Piece[], share = 0.5): number[] {
  // (A fillable field's value reaches as far as its words, not its box: a person sees the text, and a column's boxes
  // drawn to its edge leave no gap to the next column's.)
  const right = (q: Piece) => (q.source === 'field' ? Math.min(q.x1, q.x0 + 2 + 0.5 * q.text.length * (q.y1 - q.y0)) : q.x1);
  const text = pieces.filter((q) => q.text.trim()).sort((a, b) => a.x0 - b.x0);
  if (text.length < 8) return [];
  const top = Math.min(...text.map((q) => q.y0)), height = Math.max(...text.map((q) => q.y1)) - top;
  const out: number[] = [];
  let reach = right(text[0]!);
  for (const q of text) {
    // (A gutter, not the space between two cells of a row or a title's parts: 30 points and more.)
    if (q.x0 - reach >= 30) {
      const g = (reach + q.x0) / 2;
      if (side(text.filter((o) => right(o) <= g), share * height) && side(text.filter((o) => o.x0 >= g), share * height)) out.push(g);
    }
    reach = Math.max(reach, right(q));
  }
  return out;
}
/** A column read down before the next: its fields over a quarter of the page's text height (a landscape form's last
 *  column may hold only a signature block). */
const COLUMN_SHARE = 0.25;
/** The gutters between the page's columns read one after the other (`pieces`: the page's). */
export function columnGutters(pieces: Piece[]): number[] {
  return gutters(pieces, COLUMN_SHARE);
}
/** Two pieces on one side of every gutter of the page (`pieces`): a person reads them in one column. */
export function oneColumn(p: Piece, q: Piece, pieces: Piece[]): boolean {
  return columnGutters(pieces).every((g) => (p.x0 < g) === (q.x0 < g));
}
const side = (held: Piece[], height: number) => held.filter((q) => labelOf(q.text, true, false, false)).length >= 3
  && Math.max(...held.map((q) => q.y1)) - Math.min(...held.map((q) => q.y0)) > height;
