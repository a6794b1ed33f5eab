// The shared reference tables (entity types, industries, states) and the two reading rules of applications.md that
// decide a truth id from printed text: entity type by exact id/label/alias (case and punctuation ignored, US only),
// industry by the longest label or alias contained in the text, word-bounded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; country?: string; name?: string; type?: string }

function load(file: string): Item[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: Item[] }).items;
}

export const ENTITY_TYPES: Item[] = load('entity-types.json');
export const INDUSTRIES: Item[] = load('industries.json');
export const STATES: Item[] = load('states.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9 ]+/g, '').replace(/\s+/g, ' ').trim();

/** The US entity type the printed text names, or null when none or more than one does. */
export function entityIdOf(text: string): string | null {
  const t = norm(text);
  const hits = ENTITY_TYPES.filter((e) => (e.countries ?? []).includes('US'))
    .filter((e) => [e.id.replace(/_/g, ' '), e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t));
  return hits.length === 1 ? hits[0]!.id : null;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry whose label or alias is the longest one contained (word-bounded) in the text; null on a tie. */
export function industryIdOf(text: string): string | null {
  let best: { id: string; len: number; tie: boolean } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      if (!new RegExp(`(^|[^a-z0-9])${escape(a.toLowerCase())}($|[^a-z0-9])`).test(text.toLowerCase())) continue;
      if (!best || a.length > best.len) best = { id: it.id, len: a.length, tie: false };
      else if (a.length === best.len && best.id !== it.id) best.tie = true;
    }
  }
  return best && !best.tie ? best.id : null;
}

/** The 50 states and DC: code and name. */
export const US_STATES: { code: string; name: string }[] = STATES
  .filter((s) => s.country === 'US' && (s.type === 'state' || s.type === 'district'))
  .map((s) => ({ code: s.code!, name: s.name! }));

export const stateIds = (): Set<string> => new Set(STATES.map((s) => s.code!));
