// Test helper: what a PDF holds, read with pdfjs: page text items (with their baseline origin in PDF points) and
// AcroForm widgets (name, value, on-state, rectangle).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box } from './types.ts';

export interface Item { str: string; x: number; y: number; w: number }
export interface Widget { name: string; value: string; checkbox: boolean; exportValue: string | null; page: number; rect: Box }
export interface PdfContent { pages: number; items: Item[][]; widgets: Widget[] }

export async function readPdf(pdf: Uint8Array): Promise<PdfContent> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  const items: Item[][] = [];
  const widgets: Widget[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    items.push(tc.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width }] : [])));
    for (const a of (await page.getAnnotations()) as Record<string, unknown>[]) {
      if (a.subtype !== 'Widget') continue;
      widgets.push({ name: String(a.fieldName), value: String(a.fieldValue ?? ''), checkbox: a.checkBox === true,
        exportValue: (a.exportValue as string | undefined) ?? null, page: p, rect: a.rect as Box });
    }
  }
  await task.destroy();
  return { pages: items.length, items, widgets };
}

const squash = (s: string): string => s.replace(/\s+/g, '');

/** The text of the page items whose baseline lies in the box (grown by `tol` points) and whose run overlaps it, left
 *  to right. pdfjs joins runs that touch on one baseline (two adjacent table cells), so overlap, not origin, decides. */
export function textIn(items: Item[], box: Box, tol = 4): string {
  const [x0, y0, x1, y1] = box;
  return items.filter((i) => i.x <= x1 + tol && i.x + i.w >= x0 - tol && i.y >= y0 - tol && i.y <= y1 + tol)
    .sort((a, b) => a.x - b.x).map((i) => i.str).join('');
}

export function shows(items: Item[], box: Box, text: string): boolean {
  return squash(textIn(items, box)).includes(squash(text));
}
