// Test support: read a generated PDF back (text positions, AcroForm widgets) and re-derive truth values from the
// printed text by applications.md's rules and the shared reference, independently of how the generator chose them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Box } from './draw.ts';

export interface TextItem { str: string; x: number; y: number }
export interface Widget { name: string; value: string; rect: Box; checkBox: boolean; exportValue: string | null }
export interface PageRead { text: TextItem[]; widgets: Widget[] }

export async function readPdf(pdf: Uint8Array): Promise<PageRead[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const pages: PageRead[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number }] : []));
    const widgets = (await page.getAnnotations()).filter((a) => a.subtype === 'Widget').map((a) => ({
      name: String(a.fieldName), value: String(a.fieldValue ?? ''), rect: a.rect as Box, checkBox: Boolean(a.checkBox), exportValue: a.exportValue ?? null }));
    pages.push({ text, widgets });
  }
  await task.destroy();
  return pages;
}

export const squash = (s: string): string => s.replace(/\s+/g, '');

/** The text whose origins fall inside `box` (grown by `pad`), in reading order, spaces removed. */
export function textIn(items: readonly TextItem[], box: Box, pad = 2): string {
  return squash(items.filter((t) => t.x >= box[0] - pad && t.x <= box[2] + pad && t.y >= box[1] - pad && t.y <= box[3] + pad)
    .sort((a, b) => b.y - a.y || a.x - b.x).map((t) => t.str).join(''));
}

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[]; code?: string; country?: string }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const INDUSTRIES = load('industries.json');
const ENTITIES = load('entity-types.json');
export const REGIONS = [...load('states.json'), ...load('provinces.json')];

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded; two
 *  different ids at that length would make the text ambiguous, which a generator must not print. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number; tie: boolean } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      if (!new RegExp(`(?<![A-Za-z0-9])${escapeRe(a)}(?![A-Za-z0-9])`, 'i').test(text)) continue;
      if (!best || a.length > best.len) best = { id: it.id, len: a.length, tie: false };
      else if (a.length === best.len && it.id !== best.id) best.tie = true;
    }
  }
  if (best?.tie) throw new Error(`ambiguous industry text ${text}`);
  return best?.id ?? null;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** applications.md: the entity type whose id, label or alias equals the text (case and punctuation ignored), among
 *  the country's types; Inc / Corp / Ltd / Corporation go to the country's corporation. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === n)).map((e) => e.id);
  const corp = country === 'CA' ? 'ca_corporation' : 'c_corporation';
  if (hits.includes(corp)) return corp;
  if (hits.length > 1) throw new Error(`ambiguous entity text ${text}: ${hits.join(', ')}`);
  return hits[0] ?? null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** A printed date as ISO: `12/26/2011`, `11/15/16`, `September 12, 2009`, `03-04-2015`. */
export function isoOf(text: string): string | null {
  const p = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text.trim());
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}

export const moneyOf = (text: string): number => Number(text.replace(/CAD|[$,\s]/g, ''));

/** The tax-ID type its format gives (null for bare digits, which only a label or box types). */
export function taxTypeOf(text: string): string | null {
  if (/^\d{2}-\d{7}$/.test(text)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return text.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{9}\s?R[A-Z]\s?\d{4}$/.test(text)) return 'BN';
  if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(text)) return 'SIN';
  return null;
}
