// Test helpers for set 139: read a PDF with pdfjs-dist (legacy build), and the reference rules the truth's industry
// and entity ids must follow (applications.md), applied to the shared reference files when they are present.
import { existsSync, readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TruthApplication } from '../generator/truth.ts';

export interface PdfRead { pages: number; text: string; fields: Map<string, { value: unknown; checkBox: boolean }> }

export async function readPdf(data: Uint8Array): Promise<PdfRead> {
  const task = pdfjs.getDocument({ data: data.slice(), verbosity: 0 });
  const doc = await task.promise;
  const parts: string[] = [];
  const fields = new Map<string, { value: unknown; checkBox: boolean }>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    for (const it of content.items) if ('str' in it) parts.push(it.str);
    for (const a of await page.getAnnotations()) {
      if (a.subtype === 'Widget' && a.fieldName) fields.set(a.fieldName, { value: a.fieldValue, checkBox: Boolean(a.checkBox) });
    }
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: parts.join(' '), fields };
}

export const squash = (s: string): string => s.replace(/\s+/g, '');

/** Every truth value as a string, for "a decoy is never the truth" checks. */
export function truthStrings(t: TruthApplication): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown): void => { if (v !== null && v !== undefined) out.add(squash(String(v)).toLowerCase()); };
  for (const [k, v] of Object.entries(t)) if (k !== 'applicants') add(v);
  for (const a of t.applicants) for (const v of Object.values(a)) add(v);
  return out;
}

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
export const HAVE_REFERENCE = existsSync(`${REF}/industries.json`) && existsSync(`${REF}/entity-types.json`);

interface RefItem { id: string; label: string; aliases?: string[] }
const items = (file: string): RefItem[] => (JSON.parse(readFileSync(`${REF}/${file}`, 'utf8')) as { items: RefItem[] }).items;
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: { id: string; len: number } | null = null;
  for (const it of items('industries.json')) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      const n = norm(name);
      if (n && t.includes(` ${n} `) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
    }
  }
  return best?.id ?? null;
}

/** The entity-type ids whose id, label or alias equals the text (case and punctuation ignored). */
export function entityIdsOf(text: string): string[] {
  const t = norm(text).replace(/ /g, '');
  return items('entity-types.json').filter((it) => [it.id, it.label, ...(it.aliases ?? [])].some((n) => norm(n).replace(/ /g, '') === t)).map((it) => it.id);
}
