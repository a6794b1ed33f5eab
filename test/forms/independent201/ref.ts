// The shared reference data, read once, and the applications.md rules that turn printed text into reference ids.
// The generator computes each truth id with these rules from the text it printed, so the truth cannot drift from
// what is on the page; the tests also check the ids against hand-written expectations.
import { readFileSync } from 'node:fs';

const REF = '/work/shared/reference';
interface EntityItem { id: string; label: string; countries: string[]; aliases?: string[] }
interface IndustryItem { id: string; label: string; aliases?: string[] }
interface StateItem { code: string; name: string; country: string; default_selectable: boolean }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(`${REF}/${file}`, 'utf8')) as { items: T[] }).items;
}
export const ENTITIES = load<EntityItem>('entity-types.json');
export const INDUSTRIES = load<IndustryItem>('industries.json');
// Business addresses are in the 50 states and DC: territories are rare on real forms and out of this set's theme.
export const STATES = load<StateItem>('states.json').filter((s) => s.default_selectable && s.country === 'US' && s.code.length === 2);

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The entity-types id whose id, label or alias equals the printed text (case and punctuation ignored), US first. */
export function entityId(printed: string): string | null {
  const p = norm(printed);
  const us = ENTITIES.filter((e) => e.countries.includes('US'));
  for (const e of us) if (norm(e.id) === p || norm(e.label) === p || (e.aliases ?? []).some((a) => norm(a) === p)) return e.id;
  return null;
}

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(printed: string): string | null {
  const text = ` ${printed.toLowerCase().replace(/[^a-z0-9&/-]+/g, ' ')} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const cand of [it.label, ...(it.aliases ?? [])]) {
      const c = cand.toLowerCase().replace(/[^a-z0-9&/-]+/g, ' ').trim();
      if (c && text.includes(` ${c} `) && (!best || c.length > best.len)) best = { id: it.id, len: c.length };
    }
  }
  return best?.id ?? null;
}

export const stateName = (code: string): string => STATES.find((s) => s.code === code)?.name ?? code;
