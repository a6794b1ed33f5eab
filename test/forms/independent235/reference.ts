// The shared reference tables, and the applications.md rules this set needs to compute a truth from printed text:
// the industry (longest label or alias contained, word-bounded) and the state code of a printed state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases: string[]; country?: string; countries?: string[] }

function items(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
}

export const INDUSTRIES = items('industries.json');
export const ENTITY_TYPES = items('entity-types.json');
export const STATES = items('states.json');

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

function containsWord(text: string, needle: string): boolean {
  const t = text.toLowerCase();
  const n = needle.toLowerCase();
  for (let i = t.indexOf(n); i >= 0; i = t.indexOf(n, i + 1)) {
    if (!isWordChar(t[i - 1]) && !isWordChar(t[i + n.length])) return true;
  }
  return false;
}

/** The industries id whose label or alias is the longest one contained in the text (word-bounded); null when none. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const name of [it.label ?? '', ...it.aliases]) {
      if (name && containsWord(text, name) && (!best || name.length > best.len)) best = { id: it.id!, len: name.length };
    }
  }
  return best?.id ?? null;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The US entity-type id whose id, label or alias equals the text (case and punctuation ignored). */
export function entityOf(text: string): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return 'c_corporation';
  const hit = ENTITY_TYPES.find((e) => (e.countries ?? []).includes('US') && [e.id ?? '', e.label ?? '', ...e.aliases].some((a) => norm(a) === n));
  return hit?.id ?? null;
}

export function stateCode(nameOrCode: string): string {
  const n = norm(nameOrCode);
  const hit = STATES.find((s) => norm(s.code ?? '') === n || norm(s.name ?? '') === n);
  if (!hit?.code) throw new Error(`unknown state ${nameOrCode}`);
  return hit.code;
}

export function stateName(code: string): string {
  const hit = STATES.find((s) => s.code === code);
  if (!hit?.name) throw new Error(`unknown state ${code}`);
  return hit.name;
}
