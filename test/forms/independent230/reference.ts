// Reference look-ups for set 230: the truth's ids come from /work/shared/reference, applied to the printed text the
// way applications.md says (industry: the longest label or alias contained, word-bounded; entity: id/label/alias equal).
import { readFileSync } from 'node:fs';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string }
const REF = '/work/shared/reference';
const load = (f: string): Item[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items;

export const INDUSTRIES = load('industries.json');
export const ENTITY_TYPES = load('entity-types.json');
export const STATES = load('states.json');

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry id for a printed "type of business": longest word-bounded label/alias; throws on a tie between ids. */
export function industryOf(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const it of INDUSTRIES) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(name.toLowerCase())}($|[^a-z0-9])`);
      if (!re.test(printed.toLowerCase())) continue;
      if (!best || name.length > best.len) { best = { id: it.id, len: name.length }; tie = false; } else if (name.length === best.len && it.id !== best.id) tie = true;
    }
  }
  if (tie) throw new Error(`industry tie for "${printed}"`);
  return best?.id ?? null;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-type id for printed text on a US form ("Inc"/"Corp"/"Corporation" are the US C corporation). */
export function entityOf(printed: string): string | null {
  const n = norm(printed);
  if (['inc', 'corp', 'corporation', 'ltd', 'incorporated'].includes(n)) return 'c_corporation';
  const hits = ENTITY_TYPES.filter((e) => (e.countries ?? []).includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  if (hits.length !== 1) throw new Error(`entity "${printed}" matches ${hits.length} ids`);
  return hits[0]!.id;
}

export function isStateCode(code: string): boolean {
  return STATES.some((s) => s.code === code);
}
