// The CRM "record detail" printout: sections under grey bars, each a grid of 'Field name: value' cells in two or
// three columns. Every layout draws through this, with its own labels and look.
import type { Canvas } from './canvas.ts';

export interface Item {
  key: string;
  label: string;
  /** Null: the system's empty marker. */
  value: string | null;
  /** Truth paths given by the value; absent for a decoy. */
  fields?: Record<string, unknown>;
  /** Printed but neither a field nor a decoy (a masked number, 'SAME' as DBA). */
  plain?: boolean;
  /** Columns the cell spans. */
  span?: number;
  /** A checkbox row: the options, the checked one, and the text on an "Other" line. */
  checks?: { options: string[]; checked: string; other?: string };
}

export interface Section { title: string; cols: number; items: Item[] }

export interface Look {
  /** Label and value on one line ('Biz Legal Name: Acme'), or the label in a fixed column. */
  inline: boolean;
  labelW: number;
  blank: string;
  bar: string;
  barText: string;
  labelColor: string;
  rowH: number;
  colon: boolean;
  left: number;
  right: number;
}

export function drawSections(c: Canvas, sections: Section[], look: Look, y0: number, bottom: number, newPage: () => number): number {
  let y = y0;
  const width = look.right - look.left;
  for (const sec of sections) {
    if (y + 14 + look.rowH > bottom) y = newPage();
    c.doc.rect(look.left, y, width, 12).fill(look.bar);
    c.text(sec.title, look.left + 4, y + 2.5, { size: 7.5, bold: true, color: look.barText });
    y += 16;
    const colW = width / sec.cols;
    let col = 0;
    for (const it of sec.items) {
      const span = it.checks ? sec.cols : Math.min(it.span ?? 1, sec.cols);
      if (col + span > sec.cols) { col = 0; y += look.rowH; }
      if (y + look.rowH > bottom) { y = newPage(); col = 0; }
      const x = look.left + col * colW;
      drawCell(c, it, look, x, y, colW * span - 8);
      col += span;
      if (col >= sec.cols) { col = 0; y += look.rowH; }
    }
    if (col > 0) y += look.rowH;
    y += 4;
  }
  return y;
}

function drawCell(c: Canvas, it: Item, look: Look, x: number, y: number, w: number): void {
  const label = look.colon ? `${it.label}:` : it.label;
  const lw = c.text(label, x, y, { size: 7, bold: look.inline, color: look.labelColor });
  const vx = look.inline ? x + lw + 4 : x + look.labelW;
  const vw = Math.max(30, x + w - vx);
  if (it.checks) {
    let cx = vx;
    for (const opt of it.checks.options) {
      const on = opt === it.checks.checked;
      c.check(`${it.key}_${opt.replace(/\W+/g, '')}`, opt, cx, y, on, on && it.fields ? it.fields : {});
      cx += 10 + c.text(opt, cx + 10, y, { size: 7 }) + 8;
      if (opt.startsWith('Other')) {
        c.doc.lineWidth(0.4).strokeColor('#999').moveTo(cx, y + 8).lineTo(cx + 70, y + 8).stroke();
        if (on && it.checks.other) c.value(`${it.key}_other`, it.checks.other, cx + 2, y - 1, 68, it.fields ?? {});
        cx += 78;
      }
    }
    return;
  }
  if (it.value === null) c.blank(look.blank, vx, y);
  else if (it.plain) c.plain(it.key, it.value, vx, y, vw);
  else if (it.fields) c.value(it.key, it.value, vx, y, vw, it.fields);
  else c.decoy(it.key, it.value, vx, y, vw);
}
