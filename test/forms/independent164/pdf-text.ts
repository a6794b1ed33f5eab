// Test side: what a PDF shows, through pdfjs: each page's text items (with their origin) and widget annotations.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextItem { str: string; x: number; y: number }
export interface Widget { name: string; value: unknown; exportValue?: string; checkBox: boolean; hasAppearance: boolean; rect: number[] }
export interface PdfView { pages: number; text: TextItem[][]; widgets: Widget[][] }

export async function viewPdf(bytes: Uint8Array): Promise<PdfView> {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const doc = await task.promise;
  const text: TextItem[][] = [], widgets: Widget[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    text.push(tc.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number }] : [])));
    const anns = (await page.getAnnotations()) as { subtype: string; fieldName?: string; fieldValue?: unknown; exportValue?: string;
      checkBox?: boolean; hasAppearance?: boolean; rect: number[] }[];
    widgets.push(anns.filter((a) => a.subtype === 'Widget').map((a) => ({ name: a.fieldName ?? '', value: a.fieldValue, exportValue: a.exportValue,
      checkBox: !!a.checkBox, hasAppearance: !!a.hasAppearance, rect: a.rect })));
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text, widgets };
}

export const squash = (s: string): string => s.replace(/\s+/g, '');
