// The page designs the seven layouts combine: a letterhead, section bars, a grid of boxed cells (label in the box's
// corner), underlined rows (label, then a rule the value sits on), checkbox rows, bordered tables and signature blocks.
import { type Item, drawItem } from './parts.ts';
import type { Set, Sheet } from './sheet.ts';

export const X0 = 36, W = 540;

export function letterhead(s: Sheet, name: string, tagline: string, contact: string, accent: string, title: string): number {
  s.box(X0, 30, 26, 26, { fill: accent, stroke: 'none' });
  s.text(name.split(' ').map((w) => w[0]).join(''), X0, 38, { size: 10, bold: true, color: '#fff', width: 26, align: 'center' });
  s.text(name, X0 + 34, 30, { size: 15, bold: true, color: accent });
  s.text(tagline, X0 + 34, 48, { size: 7.5, italic: true, color: '#555' });
  s.text(contact, X0 + W - 220, 34, { size: 7, color: '#444', width: 220, align: 'right' });
  s.hline(X0, X0 + W, 62, 1.4, accent);
  s.text(title, X0, 70, { size: 11.5, bold: true, width: W, align: 'center' });
  return 90;
}

export function bar(s: Sheet, title: string, y: number, accent: string, filled = true): number {
  if (filled) { s.box(X0, y, W, 13, { fill: accent, stroke: 'none' }); s.text(title, X0 + 5, y + 3, { size: 8, bold: true, color: '#fff' }); }
  else { s.text(title, X0, y + 2, { size: 9, bold: true, color: accent }); s.hline(X0, X0 + W, y + 13, 0.8, accent); }
  return y + 17;
}

/** Rows of boxed cells: `cols` units a row, an item spanning `span` units; the label sits in the box's top-left. */
export function boxed(s: Sheet, items: Item[], y: number, init: string, cols = 4, x0 = X0, w = W, h = 27): number {
  const unit = w / cols;
  let col = 0;
  for (const it of items) {
    const span = Math.min(it.span ?? 1, cols);
    if (col + span > cols) { col = 0; y += h; }
    const x = x0 + col * unit;
    s.box(x, y, span * unit, h, { stroke: '#666', lw: 0.5 });
    s.text(it.label.toUpperCase(), x + 3, y + 2.5, { size: 5.8, color: '#444' });
    drawItem(s, it, x + 4, y + 13, span * unit - 8, init);
    col += span;
  }
  return y + h + 6;
}

/** Underlined rows: `Label: ____value____`, `perRow` items on a row sharing the width. */
export function lined(s: Sheet, items: Item[], y: number, init: string, perRow = 2, x0 = X0, w = W, gap = 24): number {
  const cell = w / perRow;
  let col = 0;
  for (const it of items) {
    const span = Math.min(it.span ?? 1, perRow);
    if (col + span > perRow) { col = 0; y += gap; }
    const x = x0 + col * cell;
    s.text(`${it.label}:`, x, y + 4, { size: 7.5, bold: true });
    const lw = s.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(`${it.label}:`) + 4;
    s.hline(x + lw, x + span * cell - 8, y + 13, 0.5, '#333');
    drawItem(s, it, x + lw + 2, y + 2, span * cell - lw - 12, init);
    col += span;
  }
  return y + gap + 4;
}

/** A row of checkboxes; `chosen` is the checked option's index (-1 for none) and `set` its truth. */
export function checks(s: Sheet, x: number, y: number, title: string, options: string[], chosen: number, name: string, set: Set, step = 0): number {
  s.text(title, x, y + 0.5, { size: 7.5, bold: true });
  let cx = x + s.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(title) + 8;
  options.forEach((o, i) => {
    s.check(cx, y, i === chosen, `${name}_${o.toLowerCase().replace(/[^a-z]+/g, '')}`, o, i === chosen ? set : undefined);
    cx += step || s.doc.font('Helvetica').fontSize(7.5).widthOfString(o) + 24;
  });
  return y + 16;
}

export interface Col { head: string; w: number }
/** A bordered table: a shaded head row, then rows of items (truth-bearing or decoy) or plain decoy strings. */
export function table(s: Sheet, cols: Col[], rows: (Item | string)[][], y: number, init: string, x0 = X0, h = 20): number {
  let x = x0;
  const tw = cols.reduce((a, c) => a + c.w, 0);
  s.box(x0, y, tw, 13, { fill: '#e4e4e4', stroke: '#666' });
  for (const c of cols) { s.text(c.head, x + 3, y + 3.5, { size: 6.5, bold: true }); x += c.w; }
  y += 13;
  for (const row of rows) {
    x = x0;
    row.forEach((cell, i) => {
      const c = cols[i]!;
      s.box(x, y, c.w, h, { stroke: '#888', lw: 0.5 });
      if (typeof cell === 'string') s.value(cell, x + 3, y + 5, c.w - 6, `t_${c.head.toLowerCase().replace(/[^a-z]+/g, '')}`);
      else drawItem(s, cell, x + 3, y + 5, c.w - 6, init);
      x += c.w;
    });
    y += h;
  }
  return y + 8;
}

/** A signature line with a pen squiggle (no text), the printed name and the date beside it. */
export function signature(s: Sheet, x: number, y: number, who: Item | string, date: string, label = 'Owner Signature'): number {
  const d = s.doc;
  s.hline(x, x + 170, y + 14, 0.6, '#222');
  s.text(label, x, y + 17, { size: 6.5, color: '#444' });
  let px = x + 8;
  d.moveTo(px, y + 10);
  for (let i = 0; i < 9; i++) { px += s.r.float(8, 15); d.quadraticCurveTo(px - 6, y + s.r.float(-4, 10), px, y + s.r.float(4, 12)); }
  d.lineWidth(0.9).strokeColor('#1b2a6b').stroke();
  s.hline(x + 185, x + 345, y + 14, 0.6, '#222');
  s.text('Print Name', x + 185, y + 17, { size: 6.5, color: '#444' });
  if (typeof who === 'string') s.value(who, x + 187, y + 2, 155, 'print_name');
  else drawItem(s, who, x + 187, y + 2, 155, '');
  s.hline(x + 360, x + 450, y + 14, 0.6, '#222');
  s.text('Date', x + 360, y + 17, { size: 6.5, color: '#444' });
  s.value(date, x + 362, y + 2, 86, 'sign_date');
  return y + 32;
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") ' +
  'authorize the funder and its agents to request consumer and business credit reports, bank references and any other information ' +
  'from any source, and certify that all information given in this application is true, correct and complete. You authorize the ' +
  'broker named above to share this application with one or more funders.';
