// The printed form's parts: section bands, boxed grids, underlined rows, checkbox rows, tables, fine print. Values
// go through the Sheet, so each part serves typed, handwritten and fillable forms alike.
import type { Sheet } from './sheet.ts';
import type { V } from './values.ts';

export interface Look {
  font: string; bold: string; labelSize: number; caps: boolean;
  /** Rules and text of the form itself. */
  ink: string;
  /** Section bands. */
  accent: string;
  /** Light fill of label cells and table heads. */
  shade: string;
  band: 'solid' | 'rule' | 'tab' | 'shade';
}

export interface Cell { label: string; w: number; key?: string; v?: V | string | null; decoy?: boolean; system?: boolean; fixed?: boolean; align?: 'left' | 'right' | 'center' }

export function keyOf(label: string): string { return label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''); }

function lab(L: Look, t: string): string { return L.caps ? t.toUpperCase() : t; }

/** Put a cell's value in the box. */
export function put(s: Sheet, c: Cell, x: number, y: number, w: number, h: number, size?: number): void {
  const v = c.v;
  if (c.fixed) {
    const t = typeof v === 'string' ? v : v?.text ?? '';
    s.doc.font('Helvetica').fontSize(7).fillColor('#222').text(t, x, y + (h - 7) / 2, { width: w, align: c.align ?? 'left', lineBreak: false });
    return;
  }
  const key = c.key ?? keyOf(c.label);
  const o = { decoy: c.decoy ?? false, system: c.system ?? false, align: c.align ?? 'left', ...(size ? { size } : {}) };
  if (typeof v === 'string' || v === null || v === undefined) s.value(key, v ?? '', x, y, w, h, o);
  else s.value(key, v.text, x, y, w, h, { ...o, f: v.f });
}

export function text(s: Sheet, L: Look, t: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
  const d = s.doc;
  d.font(o.font ?? (o.bold ? L.bold : L.font)).fontSize(o.size ?? L.labelSize).fillColor(o.color ?? L.ink);
  d.text(t, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: false } : { lineBreak: false });
}

/** A section heading across the width; returns the y below it. */
export function band(s: Sheet, L: Look, title: string, x: number, y: number, w: number, h = 13): number {
  const d = s.doc, t = title.toUpperCase();
  if (L.band === 'solid') { d.rect(x, y, w, h).fill(L.accent); text(s, L, t, x + 5, y + (h - 8) / 2 + 0.5, { size: 8, bold: true, color: '#fff' }); }
  else if (L.band === 'shade') { d.rect(x, y, w, h).fill(L.shade); d.lineWidth(0.8).strokeColor(L.ink).rect(x, y, w, h).stroke(); text(s, L, t, x + 5, y + (h - 8) / 2 + 0.5, { size: 8, bold: true }); }
  else if (L.band === 'tab') {
    const tw = s.doc.font(L.bold).fontSize(8).widthOfString(t) + 16;
    d.rect(x, y, tw, h).fill(L.accent); d.lineWidth(1.2).strokeColor(L.accent).moveTo(x, y + h).lineTo(x + w, y + h).stroke();
    text(s, L, t, x + 8, y + (h - 8) / 2 + 0.5, { size: 8, bold: true, color: '#fff' });
  } else { text(s, L, t, x, y + 1, { size: 9, bold: true, color: L.accent }); d.lineWidth(1.4).strokeColor(L.accent).moveTo(x, y + h).lineTo(x + w, y + h).stroke(); }
  d.fillColor(L.ink).strokeColor(L.ink);
  return y + h + (L.band === 'rule' ? 4 : 0);
}

function widths(cells: readonly { w: number }[], w: number): number[] {
  const sum = cells.reduce((a, c) => a + c.w, 0);
  return cells.map((c) => (c.w / sum) * w);
}

/** A row of boxed cells, a tiny label in each cell's top left and the value under it. Returns the y below. */
export function grid(s: Sheet, L: Look, x: number, y: number, w: number, h: number, cells: readonly Cell[]): number {
  const ws = widths(cells, w);
  let cx = x;
  s.doc.lineWidth(0.6).strokeColor(L.ink);
  cells.forEach((c, i) => {
    const cw = ws[i]!;
    s.doc.rect(cx, y, cw, h).stroke();
    text(s, L, lab(L, c.label), cx + 2, y + 1.6, { size: L.labelSize, color: '#333' });
    put(s, c, cx + 1, y + L.labelSize + 1.5, cw - 2, h - L.labelSize - 2.5);
    cx += cw;
  });
  return y + h;
}

/** A row of shaded label cells, each followed by its value cell. Returns the y below. */
export function pairs(s: Sheet, L: Look, x: number, y: number, w: number, h: number, cells: readonly Cell[]): number {
  const ws = widths(cells, w), d = s.doc;
  let cx = x;
  cells.forEach((c, i) => {
    const t = lab(L, c.label), lw = d.font(L.bold).fontSize(L.labelSize).widthOfString(t) + 8, cw = ws[i]!;
    d.rect(cx, y, lw, h).fill(L.shade);
    d.lineWidth(0.6).strokeColor(L.ink).rect(cx, y, cw, h).stroke().moveTo(cx + lw, y).lineTo(cx + lw, y + h).stroke();
    text(s, L, t, cx + 4, y + (h - L.labelSize) / 2, { size: L.labelSize, bold: true });
    put(s, c, cx + lw + 1, y + 1, cw - lw - 2, h - 2);
    cx += cw;
  });
  return y + h;
}

/** A row of cells with only a rule under each (label small on top, value above the rule). Returns the y below. */
export function rules(s: Sheet, L: Look, x: number, y: number, w: number, h: number, cells: readonly Cell[]): number {
  const ws = widths(cells, w);
  let cx = x;
  cells.forEach((c, i) => {
    const cw = ws[i]!;
    s.doc.lineWidth(0.7).strokeColor(L.accent).moveTo(cx, y + h).lineTo(cx + cw - 6, y + h).stroke();
    text(s, L, lab(L, c.label), cx, y + 1, { size: L.labelSize, color: L.accent });
    put(s, c, cx, y + L.labelSize + 2, cw - 7, h - L.labelSize - 3);
    cx += cw;
  });
  return y + h + 3;
}

/** A row of "Label ________" pairs (the value sits on the line). Returns the y below. */
export function lines(s: Sheet, L: Look, x: number, y: number, w: number, cells: readonly Cell[], h = 15): number {
  const ws = widths(cells, w);
  let cx = x;
  cells.forEach((c, i) => {
    const cw = ws[i]!, t = lab(L, c.label) + (L.caps ? '' : ':');
    const lw = s.doc.font(L.font).fontSize(L.labelSize + 1).widthOfString(t);
    text(s, L, t, cx, y + h - L.labelSize - 3, { size: L.labelSize + 1 });
    s.doc.lineWidth(0.5).strokeColor(L.ink).moveTo(cx + lw + 3, y + h).lineTo(cx + cw - 8, y + h).stroke();
    put(s, c, cx + lw + 3, y + 1, cw - lw - 11, h - 1.5);
    cx += cw;
  });
  return y + h + 3;
}

/** A row of lines with the label printed small under each line (government-form style). Returns the y below. */
export function captions(s: Sheet, L: Look, x: number, y: number, w: number, cells: readonly Cell[], h = 17): number {
  const ws = widths(cells, w);
  let cx = x;
  cells.forEach((c, i) => {
    const cw = ws[i]!;
    s.doc.lineWidth(0.5).strokeColor(L.ink).moveTo(cx, y + h).lineTo(cx + cw - 7, y + h).stroke();
    text(s, L, lab(L, c.label), cx, y + h + 1.5, { size: L.labelSize, color: '#333' });
    put(s, c, cx, y, cw - 8, h - 1);
    cx += cw;
  });
  return y + h + L.labelSize + 6;
}

export interface Opt { label: string; on: boolean; f?: V['f']; other?: V | null }

/** Checkboxes side by side after a label; an "Other" option carries a line for its text. Returns the x after. */
export function checks(s: Sheet, L: Look, key: string, x: number, y: number, label: string, opts: readonly Opt[], gap = 9): number {
  let cx = x;
  const size = L.labelSize + 1;
  if (label) { text(s, L, lab(L, label), cx, y + 0.5, { size, bold: true }); cx += s.doc.font(L.bold).fontSize(size).widthOfString(lab(L, label)) + 6; }
  for (const o of opts) {
    s.check(`${key}_${keyOf(o.label)}`, cx, y, 7.5, o.on, o.on ? (o.f ?? {}) : {}, o.label);
    text(s, L, o.label, cx + 10, y + 0.5, { size });
    cx += 10 + s.doc.font(L.font).fontSize(size).widthOfString(o.label) + gap;
    if (o.other !== undefined) {
      s.doc.lineWidth(0.5).strokeColor(L.ink).moveTo(cx - gap + 2, y + 8).lineTo(cx + 60, y + 8).stroke();
      s.value(`${key}_other_text`, o.other?.text ?? '', cx - gap + 3, y - 3, 62, 11, { f: o.other?.f ?? {} });
      cx += 66;
    }
  }
  return cx;
}

export interface Col { label: string; w: number; align?: 'left' | 'right' | 'center' }

/** A table with a shaded head and ruled rows; every row is as many cells as columns (empty rows stay blank). */
export function table(s: Sheet, L: Look, key: string, x: number, y: number, w: number, cols: readonly Col[], rows: readonly (readonly Cell[])[], rowH = 15): number {
  const ws = widths(cols, w), d = s.doc, headH = L.labelSize * 2 + 5;
  d.rect(x, y, w, headH).fill(L.shade);
  let cx = x;
  cols.forEach((c, i) => { d.font(L.bold).fontSize(L.labelSize).fillColor(L.ink).text(lab(L, c.label), cx + 2, y + 2, { width: ws[i]! - 4, lineBreak: true, height: headH }); cx += ws[i]!; });
  d.lineWidth(0.6).strokeColor(L.ink).rect(x, y, w, headH + rowH * rows.length).stroke();
  rows.forEach((row, r) => {
    const ry = y + headH + r * rowH;
    d.lineWidth(0.4).moveTo(x, ry).lineTo(x + w, ry).stroke();
    let rx = x;
    row.forEach((c, i) => { put(s, { ...c, key: `${key}_r${r + 1}_${keyOf(cols[i]!.label)}`, align: cols[i]!.align ?? 'left' }, rx + 1, ry + 1, ws[i]! - 2, rowH - 2); rx += ws[i]!; });
  });
  cx = x;
  for (const cw of ws.slice(0, -1)) { cx += cw; d.lineWidth(0.4).moveTo(cx, y).lineTo(cx, y + headH + rowH * rows.length).stroke(); }
  return y + headH + rowH * rows.length;
}

/** Paragraphs of fine print in `cols` columns inside a box; returns the y below the text. */
export function finePrint(s: Sheet, L: Look, paras: readonly string[], x: number, y: number, w: number, o: { size?: number; cols?: number; height?: number; font?: string } = {}): number {
  const d = s.doc;
  d.font(o.font ?? L.font).fontSize(o.size ?? 6.5).fillColor('#222');
  const opts = { width: w, align: 'justify' as const, lineGap: 0.6, paragraphGap: 3, columns: o.cols ?? 1, columnGap: 14, ...(o.height ? { height: o.height } : {}) };
  d.text(paras.join('\n'), x, y, opts);
  return o.height ? y + o.height : d.y;
}

/** A signature line with its caption, the pen's signature on it when signed. */
export function signLine(s: Sheet, L: Look, x: number, y: number, w: number, caption: string, signed: boolean): void {
  s.doc.lineWidth(0.6).strokeColor(L.ink).moveTo(x, y).lineTo(x + w, y).stroke();
  text(s, L, lab(L, caption), x, y + 2, { size: L.labelSize, color: '#333' });
  if (signed) s.sign(x, y, w);
}
