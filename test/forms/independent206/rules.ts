// The reading rules of applications.md, written against the shared reference data. The generator asks them which
// id a printed text gives (so the truth is the rule's answer, not our intent) and the test re-checks the truth with them.
import { readFileSync } from 'node:fs';

interface RefItem { id?: string; code?: string; label?: string; name?: string; countries?: string[] | null; aliases?: string[] }
const REF = '/work/shared/reference/';
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(REF + f, 'utf8')) as { items: RefItem[] }).items;

export const ENTITY_TYPES = load('entity-types.json');
export const INDUSTRIES = load('industries.json');
export const STATES = load('states.json');

const squash = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');

/** Entity id for printed text: id, label or alias equal with case and punctuation ignored, US entities only. */
export function entityOf(text: string): string | null {
  const t = squash(text);
  for (const e of ENTITY_TYPES) {
    if (!e.countries?.includes('US')) continue;
    if ([e.id!, e.label!, ...(e.aliases ?? [])].some((a) => squash(a) === t)) return e.id!;
  }
  return null;
}

const words = (s: string): string => ` ${s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()} `;

/** Industry id: the label or alias that is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = words(text);
  let best: { id: string; len: number } | null = null;
  for (const i of INDUSTRIES) {
    for (const a of [i.label!, ...(i.aliases ?? [])]) {
      const w = words(a);
      if (w.trim() && t.includes(w) && (!best || w.length > best.len)) best = { id: i.id!, len: w.length };
    }
  }
  return best?.id ?? null;
}

export const US_STATE_CODES = STATES.filter((s) => ['state', 'district'].includes((s as { type?: string }).type ?? '')).map((s) => s.code!);
