// The rules of applications.md that turn printed text into reference ids, applied to the shared reference data so the
// truth follows the data rather than a hand-made map (an "Auto repair shop" must be what the longest alias says).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[] }

function load(name: string): Item[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, `${name}.json`), 'utf8')) as { items: Item[] }).items;
}

const industries = load('industries');
const entities = load('entity-types');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry whose label or alias is the longest one contained, word-bounded, in the printed text. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of industries) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(name.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || name.length > best.len)) best = { id: it.id, len: name.length };
    }
  }
  return best?.id ?? null;
}

/** The entity type whose id, label or alias equals the printed text, case and punctuation ignored; Inc/Corp by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  for (const it of entities) {
    if (it.countries && !it.countries.includes(country)) continue;
    if ([it.id, it.label, ...(it.aliases ?? [])].some((a) => norm(a) === n)) return it.id;
  }
  return null;
}
