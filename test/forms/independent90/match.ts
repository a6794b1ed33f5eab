// The two reference look-ups applications.md prescribes, done here so each form's truth follows the printed text:
// entity type (id, label or alias equal to the text, case and punctuation ignored) and industry (longest label or
// alias contained in the text, word-bounded).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const CORP_WORDS = new Set(['inc', 'corp', 'ltd', 'corporation']);

/** One printed entity text (a checkbox label or a written answer) as an entity-types id, or null. */
function entityOne(text: string): string | null {
  const t = squash(text);
  if (!t) return null;
  if (CORP_WORDS.has(t)) return 'c_corporation';
  const usable = ENTITIES.filter((e) => !e.countries || e.countries.includes('US'));
  for (const e of usable) if ([e.id, e.label, ...e.aliases].some((a) => squash(a) === t)) return e.id;
  return null;
}

/** Decision (README): a checkbox label offering alternatives with " / " ("Individual / Sole Proprietor") is that
 *  entity when every alternative names the same one. */
export function entityFromText(text: string): string | null {
  const whole = entityOne(text);
  if (whole) return whole;
  const parts = text.split(/\s+\/\s+/);
  if (parts.length < 2) return null;
  const ids = new Set(parts.map(entityOne));
  return ids.size === 1 ? [...ids][0]! : null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one inside the text, on word boundaries; null if none. */
export function industryFromText(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const item of INDUSTRIES) {
    for (const a of [item.label, ...item.aliases]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${escape(a)}(?![A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best.len)) best = { id: item.id, len: a.length };
    }
  }
  return best?.id ?? null;
}
