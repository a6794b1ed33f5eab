// Reference lookups for set 226: the printed entity and industry texts become reference ids exactly as
// applications.md says (entity: id/label/alias equality, case and punctuation ignored; industry: the longest
// word-bounded label or alias contained in the printed text).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
export const ENTITY_TYPES = load('entity-types.json');
export const INDUSTRIES = load('industries.json');
export const STATE_CODES = new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, 'states.json'), 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9 ]+/g, '').replace(/\s+/g, ' ').trim();

/** The US entity-type id a printed entity text reads as (null when none matches). */
export function entityId(text: string): string | null {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return 'c_corporation';
  const us = ENTITY_TYPES.filter((e) => !e.countries || e.countries.includes('US'));
  for (const e of us) if ([e.id.replace(/_/g, ' '), e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t)) return e.id;
  return null;
}

/** The industry id of a printed "type of business" text: the longest word-bounded label/alias it contains. */
export function industryId(text: string): string | null {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9&/'-]+/g, ' ')} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const n = a.toLowerCase().replace(/[^a-z0-9&/'-]+/g, ' ').trim();
      if (!n) continue;
      const re = new RegExp(`(^|[^a-z0-9])${n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(t) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
    }
  }
  return best?.id ?? null;
}
