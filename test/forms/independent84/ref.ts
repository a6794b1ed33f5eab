// The reference tables (entity types, industries) and the rules of applications.md that turn printed text into ids:
// the truth of a printed entity type or type of business is computed here, by the rule, from what was printed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }

function load(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
}

const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');

const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');

/** The entity-types id whose id, label or alias equals the printed text (case and punctuation ignored). */
export function entityId(printed: string, country: 'US' | 'CA'): string | null {
  const n = norm(printed);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? ['US', 'CA']).includes(country))
    .filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  return hits[0]?.id ?? null;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one contained, word-bounded, in the printed text. */
export function industryId(printed: string): string | null {
  const text = printed.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(a.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}
