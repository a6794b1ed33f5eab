// applications.md's reading rules for the two values that need the reference lists (entity type and industry), applied
// to the text this generator prints, so the truth follows the rules rather than the intention behind a pick.
import { readFileSync } from 'node:fs';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }

// A copy of the shared reference's ids, labels and aliases (reference.json), read once.
const REF = JSON.parse(readFileSync(new URL('./reference.json', import.meta.url), 'utf8')) as { entities: RefItem[]; industries: RefItem[] };
const entities = REF.entities;
const industries = REF.industries;

function flat(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The entity-types id whose id, label or alias equals the text (case and punctuation ignored), of the form's country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = flat(text);
  const hits = entities.filter((e) => [e.id, e.label, ...e.aliases].some((a) => flat(a) === t));
  const own = hits.filter((e) => e.countries?.includes(country));
  // "Corporation" and "Professional Corporation" are in both countries' items: the country-only item wins.
  const only = own.find((e) => e.countries?.length === 1) ?? own[0] ?? null;
  return only ? only.id : null;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const item of industries) {
    for (const a of [item.label, ...item.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(a.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best.len)) best = { id: item.id, len: a.length };
    }
  }
  return best?.id ?? null;
}
