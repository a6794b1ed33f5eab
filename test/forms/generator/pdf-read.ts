// A generated form's PDF as pdf.js reads it, for the tests of the layout sets (blind, fresh, unseen): the text of each
// page and of the whole, each text item with its place, and the AcroForm fields' values by name.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfItem { str: string; x: number; y: number; page: number }
export interface PdfRead { text: string; pages: string[]; items: PdfItem[]; fields: Map<string, string> }

export async function pdfRead(pdf: Uint8Array): Promise<PdfRead> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const items: PdfItem[] = [];
  const fields = new Map<string, string>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const own = ((await page.getTextContent()).items as { str: string; transform: number[] }[]).map((t) => ({ str: t.str, x: t.transform[4]!, y: t.transform[5]!, page: i }));
    items.push(...own);
    pages.push(own.map((x) => x.str).join(' ').replace(/\s+/g, ' '));
    for (const a of (await page.getAnnotations()) as { fieldName?: string; fieldValue?: unknown }[]) if (a.fieldName) fields.set(a.fieldName, String(a.fieldValue ?? ''));
  }
  await task.destroy();
  return { text: pages.join(' '), pages, items, fields };
}
