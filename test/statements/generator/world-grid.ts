// Drawing pieces the world layouts share: a table whose cells may wrap in any column and whose rows may carry a
// line of narrative below them, with hooks at page breaks (a carried-forward line at the foot of a page and a
// brought-forward line at the top of the next, as German and UK banks print); a footer with a "printed on" line;
// a stamp drawn over the table.

import type { Rng } from './prng.ts';
import type { Content, ModelStatement } from './model.ts';
import { drawColHeader, layoutCols, type Col } from './layouts.ts';
import type { Doc } from './render.ts';

export type { Col };
export interface ColSpec { key: string; label: string[]; w: number; align: 'left' | 'right'; wrap?: boolean }

export function cols(rng: Rng, d: Doc, specs: ColSpec[]): (Col & { wrap?: boolean })[] {
  const out = layoutCols(rng, d, specs);
  return out.map((c, i) => ({ ...c, wrap: specs[i]!.wrap ?? c.key === 'description' }));
}

export interface GRow {
  cells: Record<string, string>;
  bold?: boolean;
  /** a line of narrative printed under the row, from `belowX` (wrapped to the page) */
  below?: string;
  /** text from the left margin on the row's line, over whatever columns it crosses (day-group balance lines) */
  label?: string;
}

export interface GridOpts {
  title?: string | null;
  continued?: string;           // '{t} (continued)'
  shade?: boolean;
  rules?: boolean;
  noHeader?: boolean;
  belowX?: number;
  /** drawn at the foot of a page before a break (e.g. "Carried forward 1,234.56") and at the top after the header */
  /** called after each row is drawn with its index and the y of its first line (notes drawn beside a row) */
  onRow?: (rowIndex: number, y: number) => void;
  carry?: { before: (rowIndex: number) => string[] | null; after: (rowIndex: number) => string[] | null; cols: Record<string, string> };
}

/** Draw rows; returns nothing. Wrapping only at spaces, so joined lines give the text back. */
export function grid(d: Doc, cs: (Col & { wrap?: boolean })[], rows: GRow[], o: GridOpts = {}): void {
  const st = d.style;
  const header = (cont: boolean) => {
    if (o.title) {
      d.text(cont ? (o.continued ?? '{t} (continued)').replace('{t}', o.title) : o.title, st.left, d.y, { bold: true, size: st.size + 1 });
      d.y += st.lead * 1.5;
    }
    if (!o.noHeader) drawColHeader(d, cs, o.shade ?? false);
  };
  // A carry line: label in the description column, figures in the named columns.
  const carryLine = (cells: string[] | null) => {
    if (!cells || !o.carry) return;
    const [label, ...vals] = cells;
    const desc = cs.find((c) => c.key === 'description') ?? cs[0]!;
    d.text(label!, desc.x, d.y, { bold: true });
    Object.values(o.carry.cols).forEach((key, i) => {
      const c = cs.find((x) => x.key === key);
      if (c && vals[i]) d.text(vals[i]!, c.align === 'right' ? c.x + c.w : c.x, d.y, { align: c.align, bold: true });
    });
    d.y += st.lead;
  };
  if (d.y + st.lead * 5 > st.bottom) d.newPage();
  header(false);
  const reserve = o.carry ? st.lead * 1.5 : 0;
  for (const [k, r] of rows.entries()) {
    const lines: Record<string, string[]> = {};
    let n = 1;
    for (const c of cs) {
      const v = r.cells[c.key];
      if (!v) continue;
      // A cell with newlines is printed line by line as given (a narration the bank cut at a fixed width).
      lines[c.key] = v.includes('\n') ? v.split('\n') : c.wrap ? d.wrap(v, c.w, r.bold) : [v];
      n = Math.max(n, lines[c.key]!.length);
    }
    const belowX = o.belowX ?? st.left;
    const below = r.below ? d.wrap(r.below, st.right - belowX, false) : [];
    const h = (n + below.length) * st.lead;
    if (d.y + h > st.bottom - reserve) {
      if (o.carry) carryLine(o.carry.before(k));
      d.newPage();
      header(true);
      if (o.carry) carryLine(o.carry.after(k));
    }
    o.onRow?.(k, d.y);
    if (r.label) d.text(r.label, st.left, d.y, { bold: r.bold });
    for (const c of cs) {
      const ls = lines[c.key];
      if (!ls) continue;
      ls.forEach((l, i) => d.text(l, c.align === 'right' ? c.x + c.w : c.x, d.y + i * st.lead, { align: c.align, bold: r.bold }));
    }
    d.y += n * st.lead;
    for (const l of below) { d.text(l, belowX, d.y); d.y += st.lead; }
    if (o.rules) d.rule(st.left, st.right, d.y - 1.5, 0.2, '#bbbbbb');
  }
}

/** Holder block (name + address lines) at the top of the first page; returns the y below it. `upper` capitalises
 *  the address only: the name is printed as the truth has it. */
export function holderBlock(d: Doc, c: Content, x: number, y: number, upper = false): number {
  const b = c.business;
  const lines = [b.street, b.city, ...(b.postal ? [b.postal] : [])];
  d.text(b.legalName, x, y);
  y += d.style.lead;
  for (const l of lines) { d.text(upper ? l.toUpperCase() : l, x, y); y += d.style.lead; }
  return y;
}

/** Cut a statement to the rows dated from..to: the beginning balance is the one before `from`. */
export function cut(s: ModelStatement, from: string, to: string): void {
  const before = s.txns.filter((t) => t.date < from);
  s.beginning = before.length ? before[before.length - 1]!.balanceAfter : s.beginning;
  s.txns = s.txns.filter((t) => t.date >= from && t.date <= to);
  s.ending = s.txns.length ? s.txns[s.txns.length - 1]!.balanceAfter : s.beginning;
  s.periodStart = from;
  s.periodEnd = to;
}

/** Footer for world documents: a short legal line, page numbers, optionally "printed on" text and a stamp. */
export function worldFooter(rng: Rng, o: { legal: string; printed?: string; pageFmt?: string; stamp?: (d: Doc, page: number) => void }):
  (d: Doc, page: number, total: number) => void {
  const fmt = o.pageFmt ?? rng.pick(['Page {p} of {t}', '{p} / {t}', 'Page {p}']);
  return (d, p, t) => {
    const st = d.style;
    const y = st.bottom + 12;
    const wrapped = d.wrap(o.legal, (st.right - st.left) * 0.75, false, st.size - 1.5);
    wrapped.forEach((l, i) => d.text(l, st.left, y + i * (st.size - 0.5), { size: st.size - 1.5, color: '#444444' }));
    d.text(fmt.replace('{p}', String(p)).replace('{t}', String(t)), st.right, y, { align: 'right', size: st.size - 1 });
    if (o.printed) d.text(o.printed, st.right, y + st.size + 2, { align: 'right', size: st.size - 1.5 });
    o.stamp?.(d, p);
  };
}

/** A rubber stamp over the table area: rotated, coloured text in a box ("ORIGINAL", or the bank's branch stamp with a date). */
export function drawStamp(d: Doc, lines: string[], cx: number, cy: number, angle: number, color: string): void {
  const doc = d.doc;
  const size = d.style.size + 5;
  doc.save();
  doc.rotate(angle, { origin: [cx, cy] });
  doc.font(d.style.fonts.bold).fontSize(size);
  const w = Math.max(...lines.map((l) => doc.widthOfString(l))) + 16;
  const h = lines.length * size * 1.25 + 10;
  doc.lineWidth(1.5).rect(cx - w / 2, cy - h / 2, w, h).strokeColor(color).stroke();
  lines.forEach((l, i) => {
    doc.fillColor(color).text(l, cx - doc.widthOfString(l) / 2, cy - h / 2 + 6 + i * size * 1.25, { lineBreak: false });
  });
  doc.restore();
  doc.fillColor('black').strokeColor('black');
}
