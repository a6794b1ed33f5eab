// Row renderers shared by the brokers' layouts: boxed cells, underlined rows, portal input boxes, checkbox rows.
import type { Mark, Sheet } from './sheet.ts';

export type CellLook = 'boxed' | 'underline' | 'portal';
/** One printed cell: a label and its value; decoy cells hold values that are not the application's. */
export interface Cell { label: string; text: string; w: number; name: string; decoy?: boolean; align?: 'left' | 'right' }
export interface Checks { label: string; options: string[]; checked: string | null; mark: Mark; name: string }
export const X0 = 36;
export const WIDTH = 540;

function put(s: Sheet, c: Cell, x: number, y: number, w: number, h: number): void {
  if (c.decoy) s.decoy(c.name, c.text, x, y, w, h, { align: c.align });
  else s.value(c.name, c.text, x, y, w, h, { align: c.align });
}

/** Draws one row of cells across the width (w are relative weights); returns the row's height. */
export function row(s: Sheet, look: CellLook, cells: Cell[], y: number): number {
  const total = cells.reduce((a, c) => a + c.w, 0);
  let x = X0;
  for (const c of cells) {
    const w = (c.w / total) * WIDTH;
    if (look === 'boxed') {
      s.box(x, y, w, 24, { width: 0.6 });
      s.label(c.label, x + 2, y + 2, { size: 6 });
      put(s, c, x + 1, y + 9, w - 2, 14);
    } else if (look === 'underline') {
      s.label(c.label, x, y + 9, { size: 7.5, font: 'Times-Bold' });
      s.doc.font('Times-Bold').fontSize(7.5);
      const lw = s.doc.widthOfString(c.label) + 4;
      s.rule(x + lw, y + 18, x + w - 6, y + 18, 0.5);
      put(s, c, x + lw, y + 5, w - lw - 6, 13);
    } else {
      s.label(c.label, x + 2, y, { size: 7, color: '#444444' });
      s.box(x + 2, y + 9, w - 8, 16, { fill: '#eeeeee', stroke: '#bbbbbb', radius: 4 });
      put(s, c, x + 4, y + 10, w - 12, 14);
    }
    x += w;
  }
  return look === 'portal' ? 30 : look === 'boxed' ? 24 : 22;
}

export function checkRow(s: Sheet, r: Checks, y: number, boxed: boolean): number {
  if (boxed) s.box(X0, y, WIDTH, 18, { width: 0.6 });
  s.label(r.label, X0 + 3, y + 6, { size: 7.5, font: 'Helvetica-Bold' });
  s.doc.font('Helvetica-Bold').fontSize(7.5);
  let x = X0 + s.doc.widthOfString(r.label) + 14;
  for (const opt of r.options) {
    s.check(`${r.name}_${opt.replace(/\W+/g, '')}`, opt, x, y + 5, opt === r.checked, r.mark);
    s.doc.font('Helvetica').fontSize(7.5);
    x += s.doc.widthOfString(opt) + 22;
  }
  return 20;
}

/** A section title in one of several looks. */
export function title(s: Sheet, text: string, y: number, look: 'bar' | 'band' | 'rule', color = '#1f3b5c'): number {
  if (look === 'bar') {
    s.box(X0, y, WIDTH, 13, { fill: color, stroke: 'none' });
    s.label(text.toUpperCase(), X0 + 4, y + 3, { size: 8, font: 'Helvetica-Bold', color: 'white' });
  } else if (look === 'band') {
    s.box(X0, y, WIDTH, 13, { fill: '#d9d9d9', stroke: 'none' });
    s.label(text, X0 + 4, y + 3, { size: 8.5, font: 'Times-Bold' });
  } else {
    s.label(text, X0, y + 1, { size: 10, font: 'Helvetica-Bold', color });
    s.rule(X0, y + 13, X0 + WIDTH, y + 13, 1.2, color);
  }
  return 17;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen',
  'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function under1000(n: number): string {
  const h = Math.floor(n / 100), r = n % 100;
  const t = r < 20 ? ONES[r]! : TENS[Math.floor(r / 10)]! + (r % 10 ? '-' + ONES[r % 10]! : '');
  return [h ? ONES[h]! + ' Hundred' : '', t].filter(Boolean).join(' ');
}
/** 47500 -> "Forty-Seven Thousand Five Hundred". */
export function words(n: number): string {
  const th = Math.floor(n / 1000), r = n % 1000;
  return [th ? under1000(th) + ' Thousand' : '', r ? under1000(r) : ''].filter(Boolean).join(' ');
}
