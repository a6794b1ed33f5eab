// The reference tables (entity types, industries, states, provinces) and the two reading rules of applications.md that
// turn printed text into an id: the entity type whose id, label or alias equals the printed text, and the industry whose
// label or alias is the longest one contained in the printed text, word-bounded. The generator computes its truth with
// these, from the very text it prints.
import { readFileSync } from 'node:fs';

const REF = '/work/shared/reference';

interface EntityItem { id: string; label: string; countries: string[]; aliases?: string[] }
interface IndustryItem { id: string; label: string; aliases?: string[] }
interface Region { code: string; name: string; country: string }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(`${REF}/${file}`, 'utf8')) as { items: T[] }).items;
}

const ENTITIES = load<EntityItem>('entity-types.json');
const INDUSTRIES = load<IndustryItem>('industries.json');
export const STATES = load<Region>('states.json');
export const PROVINCES = load<Region>('provinces.json');

const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '');

/** The entity-types id for a printed entity text; `Inc`/`Corp`/`Ltd`/`Corporation` go by country. */
export function entityOf(printed: string, country: 'US' | 'CA'): string {
  const n = norm(printed);
  if (['inc', 'incorporated', 'corp', 'corporation', 'ltd', 'limited'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  const ids = [...new Set(hits.map((h) => h.id))];
  if (ids.length !== 1) throw new Error(`entity text "${printed}" (${country}) matches ${ids.length} ids: ${ids.join(', ')}`);
  return ids[0]!;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one contained in the printed text (word-bounded). */
export function industryOf(printed: string): string {
  let best: { id: string; len: number }[] = [];
  for (const item of INDUSTRIES) {
    for (const a of [item.label, ...(item.aliases ?? [])]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${escape(a)}($|[^A-Za-z0-9])`, 'i');
      if (!re.test(printed)) continue;
      if (!best.length || a.length > best[0]!.len) best = [{ id: item.id, len: a.length }];
      else if (a.length === best[0]!.len && !best.some((b) => b.id === item.id)) best.push({ id: item.id, len: a.length });
    }
  }
  if (best.length !== 1) throw new Error(`industry text "${printed}" gives ${best.length} candidates`);
  return best[0]!.id;
}

export function regionName(code: string, country: 'US' | 'CA'): string {
  const r = (country === 'US' ? STATES : PROVINCES).find((x) => x.code === code);
  if (!r) throw new Error(`no region ${code}`);
  return r.name;
}
