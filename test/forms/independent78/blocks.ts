// Set 78: blocks the narrative layouts share: letterheads, fixed legal text, an owners' table, signature lines.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fill, V } from './fill.ts';
import type { Merchant } from './model.ts';
import type { Pen } from './pen.ts';

export interface Ctx { pen: Pen; f: Fill; m: Merchant; r: Rng }
export const L = 40, W = 532;

export function letterhead(c: Ctx, broker: string, sub: string, title: string, color: string): number {
  const d = c.pen.doc;
  d.font('Helvetica-Bold').fontSize(15).fillColor(color).text(broker, L, 36, { lineBreak: false });
  d.font('Helvetica').fontSize(7.5).fillColor('#444').text(sub, L, 54, { lineBreak: false });
  d.moveTo(L, 66).lineTo(L + W, 66).lineWidth(1.2).strokeColor(color).stroke();
  d.font('Times-Bold').fontSize(12.5).fillColor('black').text(title, L, 74, { width: W, align: 'center' });
  return 96;
}

/** Fixed text (no blanks) wrapped in the column; returns the y under it. */
export function prose(c: Ctx, text: string, y: number, size = 7.6, x = L, w = W): number {
  const d = c.pen.doc;
  d.font('Times-Roman').fontSize(size).fillColor('#222').text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
  return d.y + 6;
}

export interface Col { h: string; w: number; v: (i: number) => V }

/** An owners' table: header row, then one row per owner (values on the cells), empty rows up to `rows`. */
export function table(c: Ctx, y: number, cols: Col[], n: number, rows: number, x = L): number {
  const d = c.pen.doc, rh = 19;
  const tw = cols.reduce((s, k) => s + k.w, 0);
  d.rect(x, y, tw, 12).fill('#e6e6e6');
  let cx = x;
  for (const k of cols) { c.pen.label(k.h, cx + 2, y + 2.5, { font: 'Helvetica-Bold', size: 6.8 }); cx += k.w; }
  y += 12;
  for (let i = 0; i < Math.max(n, rows); i++) {
    cx = x;
    for (const k of cols) {
      d.lineWidth(0.5).strokeColor('#777').rect(cx, y, k.w, rh).stroke();
      if (i < n) { const v = k.v(i); if (v.v) c.pen.value(v.v, cx + 1, y + rh - 4, k.w - 2, v.set); }
      cx += k.w;
    }
    y += rh;
  }
  return y + 8;
}

/** Signature lines for each owner (printed names and dates there give no truth: the owners' block does). */
export function signatures(c: Ctx, y: number, n: number, who = 'Owner / Guarantor'): number {
  const d = c.pen.doc, sw = W / 2 - 10;
  for (let i = 0; i < n; i++) {
    const x = L + (i % 2) * (sw + 20), yy = y + Math.floor(i / 2) * 44;
    d.lineWidth(0.6).strokeColor('black').moveTo(x, yy + 16).lineTo(x + sw * 0.62, yy + 16).moveTo(x + sw * 0.68, yy + 16).lineTo(x + sw, yy + 16).stroke();
    if (c.pen.style !== 'fillable') scribble(c, x + 8, yy + 13);
    const o = c.m.owners[i]!;
    c.pen.label(`${who} signature`, x, yy + 18, { font: 'Helvetica', size: 6.5 });
    c.pen.label('Date', x + sw * 0.68, yy + 18, { font: 'Helvetica', size: 6.5 });
    c.pen.value(`${o.first} ${o.last}`, x, yy + 38, sw * 0.62);
    c.pen.value(`${c.r.int(1, 12)}/${c.r.int(1, 28)}/2025`, x + sw * 0.68, yy + 15, sw * 0.3);
    d.lineWidth(0.4).moveTo(x, yy + 38).lineTo(x + sw * 0.62, yy + 38).stroke();
    c.pen.label('Print name', x, yy + 39.5, { font: 'Helvetica', size: 6 });
  }
  return y + Math.ceil(n / 2) * 44 + 12;
}

function scribble(c: Ctx, x: number, y: number): void {
  const d = c.pen.doc, r = c.r;
  d.save().lineWidth(0.9).strokeColor('#1b2a80').moveTo(x, y);
  for (let k = 0; k < 7; k++) d.bezierCurveTo(x + k * 9 + 3, y - r.float(4, 11), x + k * 9 + 6, y + r.float(1, 5), x + k * 9 + 9, y - r.float(0, 3));
  d.stroke().restore();
}

export function footer(c: Ctx, text: string): void {
  c.pen.label(text, L, 760, { font: 'Helvetica', size: 6.2, width: W, align: 'center' });
}

/** Start a new page when y has run past `limit`. */
export function room(c: Ctx, y: number, need: number, limit = 740): number {
  if (y + need <= limit) return y;
  c.pen.newPage();
  return 48;
}
