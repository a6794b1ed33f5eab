// Test support: what pdf.js sees on a generated page (text items, AcroForm widgets), and the reference rules of
// applications.md applied to the printed text, to check the truth against /work/shared/reference when it is there.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Placed } from './sheet.ts';

export interface Item { str: string; x: number; y: number; w: number }
export interface Widget { name: string; value: unknown; rect: number[]; exportValue?: string }
export interface PageView { items: Item[]; widgets: Widget[] }

const FONTS = fileURLToPath(new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

export async function readPdf(pdf: Uint8Array): Promise<PageView[]> {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl: FONTS, verbosity: 0 });
  const doc = await task.promise;
  const pages: PageView[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const text = await page.getTextContent();
    const items = (text.items as any[]).filter((i) => typeof i.str === 'string' && i.str.trim())
      .map((i) => ({ str: i.str as string, x: i.transform[4] as number, y: i.transform[5] as number, w: i.width as number }));
    const widgets = ((await page.getAnnotations()) as any[]).filter((a) => a.subtype === 'Widget')
      .map((a) => ({ name: a.fieldName as string, value: a.fieldValue, rect: a.rect as number[], exportValue: a.exportValue as string | undefined }));
    pages.push({ items, widgets });
  }
  await task.destroy();
  return pages;
}

const squash = (s: string): string => s.replace(/\s+/g, '');

/** Is the placed value printed inside its box (text), or held by its widget at its box (AcroForm)? */
export function foundAt(p: Placed, page: PageView): boolean {
  const [x0, y0, x1, y1] = p.box;
  if (p.via === 'acroform' || p.via === 'acroform_checkbox') {
    const w = page.widgets.find((v) => v.name === p.acroform_field);
    if (!w) return false;
    const [a, b, c, d] = w.rect as [number, number, number, number];
    const inside = a >= x0 - 0.5 && b >= y0 - 0.5 && c <= x1 + 0.5 && d <= y1 + 0.5;
    return inside && (p.via === 'acroform' ? w.value === p.text : w.value === p.acroform_value);
  }
  // Items whose baseline lies in the box and whose run overlaps it: pdf.js may merge a label and its value.
  const near = page.items.filter((i) => i.y >= y0 - 1 && i.y <= y1 + 1 && i.x <= x1 && i.x + i.w >= x0).sort((a, b) => a.x - b.x);
  return squash(near.map((i) => i.str).join('')).includes(squash(p.text));
}

export const REFERENCE = '/work/shared/reference';
export const hasReference = existsSync(`${REFERENCE}/industries.json`);
const load = (f: string): any[] => JSON.parse(readFileSync(`${REFERENCE}/${f}`, 'utf8')).items;
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryByRule(text: string): string | null {
  let best: [string, number] | null = null;
  for (const e of load('industries.json')) {
    for (const s of [e.label, ...e.aliases] as string[]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${esc(s.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u');
      if (re.test(text.toLowerCase()) && (!best || s.length > best[1])) best = [e.id, s.length];
    }
  }
  return best?.[0] ?? null;
}

/** applications.md: the entity type whose id, label or alias equals the text, case and punctuation ignored; ties
 *  ('Corporation', 'Inc.') go to the Canadian type. */
export function entityByRule(text: string): string | null {
  const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const hits = load('entity-types.json').filter((e) => [e.id, e.label, ...e.aliases].some((a: string) => norm(a) === norm(text)));
  const ca = hits.find((e) => e.id.startsWith('ca_'));
  return (hits.length > 1 && ca ? ca : hits[0])?.id ?? null;
}

export function provinceByFrenchName(text: string): string | null {
  return load('provinces.json').find((p) => p.name_fr === text)?.code ?? null;
}
