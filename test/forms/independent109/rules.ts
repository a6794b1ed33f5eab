// applications.md's reading rules that set 109 needs both to write its truth and to read its printed text back.
import { readFileSync } from 'node:fs';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: RefItem[] }).items;
const INDUSTRY = ref('industries.json');
const ENTITY = ref('entity-types.json');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: [number, string] | null = null;
  for (const it of INDUSTRY) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const n = norm(a);
      if (n && t.includes(` ${n} `) && (!best || n.length > best[0])) best = [n.length, it.id];
    }
  }
  return best?.[1] ?? null;
}

/** The entity-types id whose id, label or alias equals the text; Inc/Corp/Ltd/Corporation by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text).replace(/ /g, '');
  if (['inc', 'corp', 'ltd', 'corporation', 'limited', 'incorporated'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  for (const it of ENTITY) {
    if (it.countries && !it.countries.includes(country)) continue;
    for (const a of [it.id, it.label, ...(it.aliases ?? [])]) if (norm(a).replace(/ /g, '') === t) return it.id;
  }
  return null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export function dateOf(s: string): string | null {
  const p2 = (n: number | string): string => String(n).padStart(2, '0');
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s.trim());
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p2(m[1]!)}-${p2(m[2]!)}`; }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  if (m) return s.trim();
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(s.trim());
  if (m) { const i = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase())); return i < 0 ? null : `${m[3]}-${p2(i + 1)}-${p2(m[2]!)}`; }
  return null;
}
export const moneyOf = (s: string): number => Number(s.replace(/CAD|USD|[$,\s]/g, ''));
export const digitsOf = (s: string): string => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
/** A printed owner name to first/last: `Last, First` swapped, middle initials dropped. */
export function nameOf(s: string): { first: string; last: string } {
  const c = s.split(',');
  if (c.length === 2) return { first: c[1]!.trim().split(/\s+/)[0]!, last: c[0]!.trim() };
  const w = s.trim().split(/\s+/).filter((x) => !/^[A-Z]\.?$/.test(x));
  return { first: w[0]!, last: w.slice(1).join(' ') };
}
export const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', 'bi-weekly': 'biweekly', biweekly: 'biweekly', monthly: 'monthly' };
