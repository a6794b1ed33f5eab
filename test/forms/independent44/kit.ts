// Building blocks of the set-44 layouts: boxed cells, underlined rows, checkbox rows, tables and signature lines.
import type { Val } from './fmt.ts';
import type { Pen } from './pen.ts';

/** One slot of a row: label, value (or a plain decoy string), relative width, optional field name. */
export interface Cell { l: string; v: Val | string | null; w: number; name?: string }

function valOf(v: Val | string | null): Val {
  if (v === null) return { t: null, p: {} };
  return typeof v === 'string' ? { t: v, p: {} } : v;
}

function widths(cells: Cell[], total: number): number[] {
  const sum = cells.reduce((s, c) => s + c.w, 0);
  return cells.map((c) => (c.w / sum) * total);
}

/** Boxed cells, the label small in the top-left corner and the value below it. */
export function boxRow(pen: Pen, x: number, y: number, width: number, h: number, cells: Cell[]): number {
  let cx = x;
  widths(cells, width).forEach((w, i) => {
    const c = cells[i]!;
    pen.box(cx, y, w, h, { lw: 0.5 });
    pen.label(c.l, cx + 2.5, y + 2, { size: 6 });
    const v = valOf(c.v);
    pen.value(v.t, cx + 4, y + h - 11, w - 6, v.p, c.name);
    cx += w;
  });
  return y + h;
}

/** Label, then an underline the value sits on (`Label: ________`). */
export function lineRow(pen: Pen, x: number, y: number, width: number, cells: Cell[], size = 7.5, gap = 6): number {
  let cx = x;
  widths(cells, width).forEach((w, i) => {
    const c = cells[i]!;
    pen.label(c.l, cx, y, { size });
    pen.doc.fontSize(size);
    const lw = pen.doc.widthOfString(c.l) + 3;
    pen.rule(cx + lw, y + size + 1, cx + w - gap, y + size + 1, 0.4);
    const v = valOf(c.v);
    pen.value(v.t, cx + lw + 2, y - 1.5, w - lw - gap - 2, v.p, c.name);
    cx += w;
  });
  return y + size + 12;
}

/** Underline with the value on it and the caption printed under the line. */
export function captionRow(pen: Pen, x: number, y: number, width: number, cells: Cell[]): number {
  let cx = x;
  widths(cells, width).forEach((w, i) => {
    const c = cells[i]!;
    const v = valOf(c.v);
    pen.value(v.t, cx + 2, y, w - 10, v.p, c.name);
    pen.rule(cx, y + 11, cx + w - 8, y + 11, 0.5);
    pen.label(c.l, cx, y + 13, { size: 6 });
    cx += w;
  });
  return y + 26;
}

/** A caption then a row of checkboxes; `checked` is one option's label (or several), paths go to the checked one. */
export function checkRow(pen: Pen, x: number, y: number, caption: string, options: string[], checked: string[], paths: Record<string, unknown> = {},
  o: { size?: number; spacing?: number } = {}): number {
  const size = o.size ?? 7.5;
  pen.label(caption, x, y, { size, bold: caption.endsWith(':') });
  pen.doc.fontSize(size);
  let cx = x + (caption ? pen.doc.widthOfString(caption) + 8 : 0);
  for (const opt of options) {
    const on = checked.includes(opt);
    pen.check(cx, y, on, opt, on ? paths : {});
    pen.label(opt, cx + 10, y, { size });
    pen.doc.fontSize(size);
    cx += 10 + pen.doc.widthOfString(opt) + (o.spacing ?? 10);
  }
  return cx;
}

/** A ruled table: header row then body rows of values. */
export function table(pen: Pen, x: number, y: number, cols: { h: string; w: number }[], rows: (Val | string | null)[][], rh = 16): number {
  const total = cols.reduce((s, c) => s + c.w, 0);
  pen.box(x, y, total, 12, { fill: '#e6e6e6', lw: 0.5 });
  let cx = x;
  for (const c of cols) {
    pen.label(c.h, cx + 2, y + 3, { size: 6.3, bold: true });
    cx += c.w;
  }
  let cy = y + 12;
  for (const row of rows) {
    cx = x;
    cols.forEach((c, i) => {
      pen.box(cx, cy, c.w, rh, { lw: 0.4 });
      const v = valOf(row[i] ?? null);
      pen.value(v.t, cx + 3, cy + rh - 12, c.w - 5, v.p);
      cx += c.w;
    });
    cy += rh;
  }
  return cy;
}

/** Signature line(s): a scrawl-free line, printed name and date (the printed name is the owner's, again). */
export function signature(pen: Pen, x: number, y: number, w: number, who: string | null, dateText: string, caption = 'Signature'): number {
  pen.rule(x, y + 12, x + w * 0.45, y + 12);
  pen.label(caption, x, y + 14, { size: 6 });
  pen.rule(x + w * 0.5, y + 12, x + w * 0.8, y + 12);
  pen.label('Print Name', x + w * 0.5, y + 14, { size: 6 });
  pen.value(who, x + w * 0.5 + 2, y + 1, w * 0.3 - 4);
  pen.rule(x + w * 0.84, y + 12, x + w, y + 12);
  pen.label('Date', x + w * 0.84, y + 14, { size: 6 });
  pen.value(dateText, x + w * 0.84 + 2, y + 1, w * 0.16 - 4);
  return y + 26;
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually, an "Applicant") certifies that ' +
  'all information and documents submitted in connection with this application are true, correct and complete. Applicant authorizes ' +
  'the ISO, its processing bank and its funding partners, and each of their agents and assigns, to obtain consumer and business credit ' +
  'reports, bank references, processing statements and any other information regarding Applicant and its principals, now and for as ' +
  'long as any obligation remains outstanding. Applicant understands that the merchant processing agreement and any purchase of future ' +
  'receivables are separate transactions and that approval of one does not guarantee approval of the other.';

export const PCI_QUESTIONS = ['Do you store full card numbers electronically after authorization?', 'Has your business ever experienced a data breach?',
  'Is your POS system PA-DSS / PCI validated?', 'Do you use a third-party payment gateway or web host?', 'Have you completed a PCI SAQ in the last 12 months?'];
