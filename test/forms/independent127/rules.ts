// applications.md's reading rules for entity and industry texts, applied to the shared reference tables: the test
// checks that every wording of tables.ts reads as the id the generator writes in the truth.
import { existsSync, readFileSync } from 'node:fs';

export const REFERENCE_DIR = '/work/shared/reference';
export const haveReference = (): boolean => existsSync(`${REFERENCE_DIR}/entity-types.json`) && existsSync(`${REFERENCE_DIR}/industries.json`);
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
interface Item { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(`${REFERENCE_DIR}/${f}`, 'utf8')) as { items: Item[] }).items;

/** The entity id whose id, label or alias equals the text (case and punctuation ignored); Inc/Corp/Ltd by country. */
export function entityIdOf(text: string, country: 'US' | 'CA'): string[] {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return [country === 'US' ? 'c_corporation' : 'ca_corporation'];
  return load('entity-types.json').filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t)).map((e) => e.id);
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryIdOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const it of load('industries.json')) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      if (new RegExp(`(?<![A-Za-z0-9])${esc(a)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}
