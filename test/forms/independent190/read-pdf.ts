// What pdf.js reads from a generated form, for the test: each page's text runs (origin and width in PDF points) and
// its AcroForm widgets (name, value, rectangle).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface Run { str: string; x: number; y: number; w: number }
export interface Widget { name: string; value: string; rect: [number, number, number, number]; checkBox: boolean; exportValue: string | null }
export interface PageRead { runs: Run[]; widgets: Widget[] }

export async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const loading = getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await loading.promise;
  const pages: PageRead[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const it of content.items as any[]) {
        if (typeof it.str === 'string' && it.str.trim()) runs.push({ str: it.str, x: it.transform[4], y: it.transform[5], w: it.width });
      }
      const widgets: Widget[] = (await page.getAnnotations()).filter((a: any) => a.subtype === 'Widget').map((a: any) => ({
        name: a.fieldName, value: a.fieldValue ?? '', rect: a.rect, checkBox: Boolean(a.checkBox), exportValue: a.exportValue ?? null }));
      pages.push({ runs, widgets });
    }
  } finally {
    await doc.cleanup();
    await loading.destroy();
  }
  return pages;
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** The runs that start inside the box (a point's tolerance), joined in reading order. */
export function textInBox(page: PageRead, box: [number, number, number, number], tol = 1): string {
  const [x0, y0, x1, y1] = box;
  const inside = page.runs.filter((r) => r.x >= x0 - tol && r.x <= x1 + tol && r.y >= y0 - tol && r.y <= y1 + tol && r.x + r.w <= x1 + 3 * tol);
  inside.sort((a, b) => b.y - a.y || a.x - b.x);
  return squash(inside.map((r) => r.str).join(''));
}

/** Whether a text run of the page is this text (labels are runs of their own, so a label holding it is no match). */
export function hasRun(page: PageRead, text: string): boolean {
  return page.runs.some((r) => squash(r.str) === squash(text));
}

export { squash };
