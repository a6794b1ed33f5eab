// applications.md's matching rules for the two reference-coded fields, used to compute (and check) the truth of the
// entity-type and industry texts this set prints.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }

const load = <T>(file: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
const ENTITIES = load<EntityItem>('entity-types.json');
const INDUSTRIES = load<IndustryItem>('industries.json');

/** Case and punctuation ignored (spaces too, so `S Corp` equals the alias `SCorp`). */
const squash = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');

/** The entity-types id whose id, label or alias equals the printed text, among the types of the form's country. */
export function entityId(printed: string, country: 'US' | 'CA'): string {
  const key = squash(printed);
  const hits = ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((t) => squash(t) === key));
  if (hits.length !== 1) throw new Error(`entity text "${printed}" (${country}) matches ${hits.length} types`);
  return hits[0]!.id;
}

const words = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()} `;

/** The industries id whose label or alias is the longest one contained in the printed text, word-bounded. */
export function industryId(printed: string): string {
  const text = words(printed);
  let best: { id: string; len: number; tie: boolean } = { id: '', len: 0, tie: false };
  for (const item of INDUSTRIES) {
    for (const name of [item.label, ...item.aliases]) {
      const w = words(name);
      if (w.trim() === '' || !text.includes(w)) continue;
      const len = w.trim().length;
      if (len > best.len) best = { id: item.id, len, tie: false };
      else if (len === best.len && item.id !== best.id) best.tie = true;
    }
  }
  if (!best.id || best.tie) throw new Error(`industry text "${printed}" has no single longest match`);
  return best.id;
}
