// The shared reference tables, and the two matching rules of applications.md the truth needs: an entity type by its
// id / label / alias (case and punctuation ignored, Inc/Corp/Ltd by country) and an industry by the longest label or
// alias contained word-bounded in the printed text. The generator computes its truth with these rules instead of
// trusting a hand-written id, so a printed text that happens to contain a longer alias still gets the right answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; name?: string; type?: string }

function load(name: string): Item[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, name), 'utf8')) as { items: Item[] }).items;
}

const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATE_ITEMS = load('states.json');
const PROVINCE_ITEMS = load('provinces.json');

export interface Region { code: string; name: string }
export const US_STATES: Region[] = STATE_ITEMS.filter((s) => s.type === 'state' || s.type === 'district').map((s) => ({ code: s.code!, name: s.name! }));
export const PROVINCES: Region[] = PROVINCE_ITEMS.map((s) => ({ code: s.code!, name: s.name! }));

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The entity-types id a printed entity text means, or null when none matches. */
export function entityId(printed: string, country: 'US' | 'CA'): string | null {
  const k = squash(printed);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(k)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const fits = ENTITIES.filter((e) => !e.countries || e.countries.includes(country));
  for (const e of fits) if (squash(e.id) === k || squash(e.label) === k) return e.id;
  for (const e of fits) if ((e.aliases ?? []).some((a) => squash(a) === k)) return e.id;
  return null;
}

const words = (s: string): string => ` ${s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()} `;

/** The industries id whose label or alias is the longest one contained, word-bounded, in the printed text. */
export function industryId(printed: string): string | null {
  const text = words(printed);
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const cand of [it.label, ...(it.aliases ?? [])]) {
      const w = words(cand);
      if (w.trim() && text.includes(w) && (!best || w.length > best.len)) best = { id: it.id, len: w.length };
    }
  }
  return best?.id ?? null;
}
