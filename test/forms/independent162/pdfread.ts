// What a PDF of set 162 shows, read back with pdfjs for the tests: each page's text items (with their origins in PDF
// points) and its widget annotations (AcroForm field name, value, checkbox export value).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextItem { str: string; x: number; y: number; w: number }
export interface Widget { name: string; value: unknown; exportValue: string | undefined; checkBox: boolean; rect: number[] }
export interface PageView { items: TextItem[]; widgets: Widget[]; text: string }

const FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

export async function readPdf(pdf: Uint8Array): Promise<PageView[]> {
  const task = pdfjs.getDocument({ data: pdf.slice(), verbosity: 0, standardFontDataUrl: FONTS, useSystemFonts: false, disableFontFace: true });
  const doc = await task.promise;
  const pages: PageView[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const items = (content.items as { str?: string; transform?: number[]; width?: number }[]).filter((i) => i.str !== undefined && i.str.trim() !== '')
      .map((i) => ({ str: i.str!, x: i.transform![4]!, y: i.transform![5]!, w: i.width ?? 0 }));
    const widgets = ((await page.getAnnotations()) as Record<string, unknown>[]).filter((a) => a.subtype === 'Widget')
      .map((a) => ({ name: String(a.fieldName), value: a.fieldValue, exportValue: a.exportValue as string | undefined, checkBox: !!a.checkBox, rect: a.rect as number[] }));
    pages.push({ items, widgets, text: items.map((i) => i.str).join(' ') });
  }
  await task.destroy();
  return pages;
}

/** The text items on a box's lines (baseline inside it, with a margin) that reach into it, left to right (every value
 *  is one line), joined without spaces. pdfjs joins neighbouring boxes' characters into one item, hence "reach into". */
export function textIn(page: PageView, box: number[], margin = 3): string {
  const [x0, y0, x1, y1] = box as [number, number, number, number];
  return page.items.filter((i) => i.x <= x1 + margin && i.x + i.w >= x0 - margin && i.y >= y0 - margin && i.y <= y1 + margin)
    .sort((a, b) => a.x - b.x).map((i) => i.str).join('').replace(/\s+/g, '');
}
