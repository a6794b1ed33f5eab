// applications.md's reading rules that the truth of set 72 needs: the industry (longest word-bounded label or alias
// contained in the printed text) and the entity type (id, label or alias equal to the printed text, case and
// punctuation ignored, US first). The reference data is read from the shared folder once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label?: string; name?: string; code?: string; aliases?: string[]; countries?: string[] }

function load(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
}

let cache: { industries: RefItem[]; entities: RefItem[]; states: RefItem[] } | null = null;
export function reference(): { industries: RefItem[]; entities: RefItem[]; states: RefItem[] } {
  cache ??= { industries: load('industries.json'), entities: load('entity-types.json'), states: load('states.json') };
  return cache;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one in `text`, word-bounded; null when none (or a tie). */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const it of reference().industries) {
    for (const name of [it.label ?? '', ...(it.aliases ?? [])]) {
      if (!name) continue;
      const re = new RegExp(`(?<![a-z0-9])${escape(name.toLowerCase())}(?![a-z0-9])`);
      if (!re.test(t)) continue;
      if (!best || name.length > best.len) { best = { id: it.id, len: name.length }; tie = false; }
      else if (name.length === best.len && best.id !== it.id) tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The US entity-types id that the printed text names, or null. */
export function entityOf(text: string): string | null {
  const k = squash(text);
  if (!k) return null;
  for (const it of reference().entities) {
    if (!(it.countries ?? []).includes('US')) continue;
    if ([it.id, it.label ?? '', ...(it.aliases ?? [])].some((a) => squash(a) === k)) return it.id;
  }
  return null;
}

export function stateExists(code: string): boolean {
  return reference().states.some((s) => s.code === code);
}
