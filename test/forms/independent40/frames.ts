// Page geometry helpers: a /Rotate page drawn so a viewer sees it upright, a sideways frame on a plain page, a 2-up cell,
// and the letterhead every form starts with.
import type { Sheet } from './sheet.ts';

/** Mark the current page /Rotate 90 or 270 and map the viewer's upright (u, v) space onto it. Returns the viewer's size. */
export function rotatedPage(s: Sheet, rot: 90 | 270): [number, number] {
  const d = s.doc as unknown as { page: { width: number; height: number; dictionary: { data: Record<string, unknown> } } } & PDFKit.PDFDocument;
  const W = d.page.width, H = d.page.height;
  d.page.dictionary.data.Rotate = rot;
  if (rot === 90) d.transform(0, -1, 1, 0, 0, H); else d.transform(0, 1, -1, 0, W, 0);
  return [H, W];
}
/** Draw sideways on a plain portrait page (the paper must be turned a quarter clockwise to read it). */
export function sideways(s: Sheet): [number, number] {
  const d = s.doc as unknown as { page: { width: number; height: number } } & PDFKit.PDFDocument;
  d.transform(0, -1, 1, 0, 0, d.page.height);
  return [d.page.height, d.page.width];
}
/** A reduced copy of a page at (ox, oy): what "2 pages per sheet" printing does. */
export function cell(s: Sheet, ox: number, oy: number, scale: number, draw: () => void): void {
  s.doc.save();
  s.doc.transform(scale, 0, 0, scale, ox, oy);
  draw();
  s.doc.restore();
}
export interface Head { name: string; tag: string; addr: string; phone: string; color: string }
export function letterhead(s: Sheet, h: Head, x: number, y: number, w: number, title: string, big = 16): number {
  s.lab(x, y, h.name, big, { bold: true, color: h.color });
  s.lab(x, y + big + 2, h.tag, 7, { color: '#444' });
  s.lab(x, y, `${h.addr}\n${h.phone}`, 6.5, { w, align: 'right', color: '#333' });
  s.doc.rect(x, y + big + 13, w, 1.2).fill(h.color);
  s.lab(x, y + big + 18, title, 10, { bold: true, w, align: 'center' });
  return y + big + 34;
}
/** The authorisation paragraph in a box. */
export function para(s: Sheet, text: string, x: number, y: number, w: number, size = 5.6): number {
  s.lab(x, y, text, size, { w, color: '#222' });
  return y + s.doc.heightOfString(text, { width: w, lineGap: 0.5 }) + 6;
}
