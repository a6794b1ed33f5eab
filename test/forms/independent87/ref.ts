// The shared reference data as applications.md's rules use it: the entity type a printed text names, the industry a
// printed type of business names (longest label or alias contained, word-bounded), the states and provinces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
interface Region { code: string; name: string; country: string; type: string }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
}

const ENTITIES = load<RefItem>('entity-types.json');
const INDUSTRIES = load<RefItem>('industries.json');
export const US_STATES: readonly Region[] = load<Region>('states.json').filter((s) => s.type === 'state' || s.code === 'DC');
export const PROVINCES: readonly Region[] = load<Region>('provinces.json');

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The entity-types id a printed entity text names (case and punctuation ignored), by country where two match. */
export function entityId(text: string, country: 'US' | 'CA'): string {
  const t = squash(text);
  let hits = ENTITIES.filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => squash(a) === t));
  if (hits.length > 1) hits = hits.filter((e) => (e.countries ?? []).includes(country));
  if (hits.length > 1) {
    const corp = country === 'US' ? 'c_corporation' : 'ca_corporation';
    if (hits.some((e) => e.id === corp)) hits = hits.filter((e) => e.id === corp);
    else hits = hits.filter((e) => (e.countries ?? []).length === 1);
  }
  if (hits.length !== 1) throw new Error(`entity text "${text}" names ${hits.length} entity types`);
  return hits[0]!.id;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one contained in the text, word-bounded; null if none. */
export function industryId(text: string): string | null {
  const t = text.toLowerCase();
  const hits: { id: string; len: number }[] = [];
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(a.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(t)) hits.push({ id: it.id, len: a.length });
    }
  }
  if (!hits.length) return null;
  const top = Math.max(...hits.map((h) => h.len));
  const ids = new Set(hits.filter((h) => h.len === top).map((h) => h.id));
  if (ids.size > 1) throw new Error(`industry text "${text}" ties between ${[...ids].join(', ')}`);
  return [...ids][0]!;
}

export function stateName(code: string): string {
  const r = [...US_STATES, ...PROVINCES].find((s) => s.code === code);
  if (!r) throw new Error(`no region ${code}`);
  return r.name;
}
