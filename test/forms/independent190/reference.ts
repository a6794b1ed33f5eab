// The reference tables' readings, for the test: which industry a printed type of business is (the longest label or
// alias contained in it, word-bounded) and which entity type a printed entity is (id, label or alias equal, case and
// punctuation ignored, US entries only). The generator's truth is checked against these.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '../../../../shared/reference');

interface Entry { id: string; label: string; aliases: string[]; countries?: string[]; code?: string; country?: string }

function load(file: string): Entry[] {
  return (JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as { items: Entry[] }).items;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const t = text.toLowerCase();
  for (const e of load('industries.json')) {
    for (const name of [e.label, ...e.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(name.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(t) && (!best || name.length > best.len)) best = { id: e.id, len: name.length };
    }
  }
  return best?.id ?? null;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function entityOf(text: string): string[] {
  const t = squash(text);
  return load('entity-types.json').filter((e) => e.countries?.includes('US'))
    .filter((e) => [e.id, e.label, ...e.aliases].some((n) => squash(n) === t)).map((e) => e.id);
}

export function usStates(): Set<string> {
  return new Set((JSON.parse(readFileSync(path.join(DIR, 'states.json'), 'utf8')) as { items: Entry[] }).items.map((e) => e.code!));
}
