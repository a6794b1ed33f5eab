// The shared reference tables, and applications.md's two lookup rules applied to printed text: the entity type whose
// id, label or alias equals the text, and the industry whose label or alias is the longest word-bounded match. Both
// throw on a tie, so a generated text that a careful person could read two ways never reaches a truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }
interface Region { code: string; name: string }

const load = <T>(file: string): T => JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as T;
const entities = load<{ items: EntityItem[] }>('entity-types.json').items;
const industries = load<{ items: IndustryItem[] }>('industries.json').items;
export const STATES: readonly Region[] = load<{ items: (Region & { type: string })[] }>('states.json').items.filter((s) => s.type === 'state' || s.code === 'DC');
export const PROVINCES: readonly Region[] = load<{ items: Region[] }>('provinces.json').items;

const flat = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const CORP_WORDS = new Set(['inc', 'corp', 'ltd', 'corporation']);

/** The entity-types id a printed entity text names, for a business in `country`. */
export function entityOf(text: string, country: 'US' | 'CA'): string {
  const n = flat(text);
  if (CORP_WORDS.has(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const ids = new Set(entities.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => flat(a) === n)).map((e) => e.id));
  if (ids.size !== 1) throw new Error(`entity text "${text}" (${country}) names ${ids.size} entity types`);
  return [...ids][0]!;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The industries id whose label or alias is the longest word-bounded match in `text`. */
export function industryOf(text: string): string {
  let best = 0;
  const ids = new Set<string>();
  for (const item of industries) {
    for (const term of [item.label, ...item.aliases]) {
      if (!new RegExp(`(?<![a-z0-9])${escapeRe(term)}(?![a-z0-9])`, 'i').test(text)) continue;
      if (term.length > best) { best = term.length; ids.clear(); }
      if (term.length === best) ids.add(item.id);
    }
  }
  if (ids.size !== 1) throw new Error(`industry text "${text}" gives ${ids.size} industries`);
  return [...ids][0]!;
}

export function regionName(code: string): string {
  const r = [...STATES, ...PROVINCES].find((x) => x.code === code);
  if (!r) throw new Error(`no region ${code}`);
  return r.name;
}
