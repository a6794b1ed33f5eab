// Test support for set 94: applications.md's reading rules applied to a printed string, independently of how the
// layouts built their truth (industry by the longest word-bounded alias, entity by id/label/alias, tax ID by format,
// money, dates, states), and the page text found inside a printed value's box.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { PdfItem } from '../generator/pdf-read.ts';
import type { Box, Hidden } from './sheet.ts';

interface Ref { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Ref[] }).items;
const INDUSTRIES = load('industries.json');
const ENTITIES = load('entity-types.json');
const REGIONS = [...(JSON.parse(readFileSync(join(REFERENCE_DIR, 'states.json'), 'utf8')) as { items: { code: string; name: string }[] }).items,
  ...(JSON.parse(readFileSync(join(REFERENCE_DIR, 'provinces.json'), 'utf8')) as { items: { code: string; name: string }[] }).items];

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry id whose label or alias is the longest one contained (word-bounded) in the text; null on a tie. */
export function industryOf(text: string): string | null {
  let best: { id: string; n: number } | null = null, tie = false;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      if (!new RegExp(`(^|[^\\p{L}\\p{N}])${esc(a)}($|[^\\p{L}\\p{N}])`, 'iu').test(text)) continue;
      if (!best || a.length > best.n) { best = { id: it.id, n: a.length }; tie = false; } else if (a.length === best.n && it.id !== best.id) tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The entity id whose id, label or alias equals the text (case and punctuation ignored); Inc/Corp/Ltd/Corporation by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t));
  return hits.length === 1 ? hits[0]!.id : null;
}

export function regionOf(text: string): string | null {
  return REGIONS.find((r) => r.code === text.trim() || r.name.toLowerCase() === text.trim().toLowerCase())?.code ?? null;
}

export function taxOf(text: string): { id: string; type: string } | null {
  const t = text.trim();
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace('-', ''), type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/-/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN' };
  if (/^\d{9} ?(RC|RT|RP|RZ) ?\d{4}$/i.test(t)) return { id: t.replace(/\s/g, '').toUpperCase(), type: 'BN' };
  if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'SIN' };
  return null;
}

export const moneyOf = (text: string): number | null => {
  const m = /^(?:CAD\s*)?\$?\s*([\d,]+(?:\.\d{2})?)$/.exec(text.trim());
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export function dateOf(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = Number(m[3]); return iso(y < 100 ? (y > 30 ? 1900 + y : 2000 + y) : y, Number(m[1]), Number(m[2])); }
  m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m) return iso(Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(t);
  if (m) return iso(Number(m[3]), MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, Number(m[1]));
  return null;
}

const squash = (s: string) => s.replace(/\s+/g, '');
/** Whether the page's text items show `text` at the box: items whose origin is in the box (or, merged with a label,
 *  start on the same line to its left), template text that is not shown left out. */
export function shownAt(items: PdfItem[], page: number, box: Box, text: string, hidden: Hidden[]): boolean {
  return [false, true].some((atEnd) => shownWith(items, page, box, text, hidden, atEnd));
}

/** Hidden text is taken out (each hidden text the first item at its origin); where pdf.js glued the next visible
 *  piece onto it, that piece stays, placed at the hidden text's end or at the end of the value's box. */
function shownWith(items: PdfItem[], page: number, box: Box, text: string, hidden: Hidden[], atEnd: boolean): boolean {
  const left = hidden.filter((x) => x.page + 1 === page);
  const own = items.filter((i) => i.page === page && i.str.trim()).flatMap((i) => {
    const h = left.find((x) => i.str.trim().startsWith(x.text) && Math.abs(x.origin[0] - i.x) < 1 && Math.abs(x.origin[1] - i.y) < 1);
    if (!h) return [i];
    left.splice(left.indexOf(h), 1);
    const rest = i.str.trim().slice(h.text.length).trim();
    return rest ? [{ ...i, str: rest, x: atEnd ? box[2] : h.box[2] }] : [];
  });
  const pick = (x0: number) => own.filter((i) => i.x >= x0 - 4 && i.x <= box[2] + 4 && i.y >= box[1] - 4 && i.y <= box[3] + 4)
    .sort((a, b) => a.x - b.x).map((i) => i.str).join('');
  return squash(pick(box[0])).includes(squash(text)) || squash(pick(box[0] - 320)).includes(squash(text));
}
