// Reference look-ups by applications.md's rules: entity type by id/label/alias (case and punctuation ignored, by
// country), industry by the longest label or alias contained word-bounded in the printed text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; aliases: string[]; countries: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }

const entities = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'entity-types.json'), 'utf8')) as { items: EntityItem[] }).items;
const industries = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryItem[] }).items;
const provinces = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'provinces.json'), 'utf8')) as { items: { code: string }[] }).items;
const states = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'states.json'), 'utf8')) as { items: { code: string }[] }).items;

export const PROVINCE_CODES = new Set(provinces.map((p) => p.code));
export const STATE_CODES = new Set(states.map((s) => s.code));

const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Ids whose id, label or alias equals `text` (case and punctuation ignored), among the country's types. When both a
 *  two-country id and a one-country id match (Professional Corporation in Canada), the one-country id is kept. */
export function entityMatches(text: string, country: 'US' | 'CA'): string[] {
  const n = norm(text);
  const hits = entities.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === n));
  const own = hits.filter((e) => e.countries.length === 1);
  return (own.length ? own : hits).map((e) => e.id);
}

/** A printed entity text (free text, or one language half of a bilingual checkbox label) to its id, or null. */
export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const m = entityMatches(text, country);
  if (m.length > 1) throw new Error(`ambiguous entity text ${text}: ${m.join(',')}`);
  return m[0] ?? null;
}

/** A bilingual checkbox label `A / B`: the id that either half names (they must agree when both name one). */
export function bilingualEntityId(halves: string[], country: 'US' | 'CA'): string | null {
  const ids = [...new Set(halves.map((h) => entityId(h, country)).filter((x): x is string => x !== null))];
  if (ids.length > 1) throw new Error(`halves disagree: ${halves.join(' / ')}`);
  return ids[0] ?? null;
}

function containsWord(text: string, phrase: string, fold: boolean): boolean {
  const f = (s: string): string => (fold ? s.normalize('NFD').replace(/\p{M}/gu, '') : s).toLowerCase();
  const t = f(text), p = f(phrase);
  let i = t.indexOf(p);
  while (i >= 0) {
    const before = i === 0 ? '' : t[i - 1]!;
    const after = t[i + p.length] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    i = t.indexOf(p, i + 1);
  }
  return false;
}

/** The industry id by the longest label or alias contained word-bounded (accents kept as printed). */
export function industryId(text: string, fold = false): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of industries) {
    for (const a of [it.label, ...it.aliases]) {
      if (containsWord(text, a, fold) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}
