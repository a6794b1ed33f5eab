// The shared reference tables (entity types, industries, states, provinces) and the two reading rules of
// applications.md that need them: an entity type from printed text, an industry from a free-text description.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases: string[]; countries?: string[] }
interface Region { code: string; name: string; country?: string }

const load = <T>(f: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: T[] }).items;
export const ENTITY_TYPES = load<Item>('entity-types.json');
export const INDUSTRIES = load<Item>('industries.json');
export const STATES = load<Region>('states.json');
export const PROVINCES = load<Region>('provinces.json');

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** applications.md: the entity type whose id, label or alias equals the printed text; Inc/Corp/Ltd by country. */
export function entityId(printed: string, country: 'US' | 'CA'): string {
  const n = norm(printed);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITY_TYPES.filter((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === n));
  const own = hits.filter((e) => !e.countries || e.countries.includes(country));
  const hit = own[0] ?? hits[0];
  if (!hit) throw new Error(`no entity type for "${printed}"`);
  return hit.id;
}

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(printed: string): string | null {
  const text = ` ${printed.toLowerCase()} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const al = a.toLowerCase();
      const re = new RegExp(`(^|[^a-z0-9])${al.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([^a-z0-9]|$)`);
      if (re.test(text) && (!best || al.length > best.len)) best = { id: it.id, len: al.length };
    }
  }
  return best?.id ?? null;
}

export function regionName(code: string, country: 'US' | 'CA'): string {
  const r = (country === 'US' ? STATES : PROVINCES).find((x) => x.code === code);
  if (!r) throw new Error(`unknown region ${code}`);
  return r.name;
}
