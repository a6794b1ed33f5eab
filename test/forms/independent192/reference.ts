// The shared reference tables, and applications.md's two matching rules written out here (not borrowed from the
// reader): the entity type is the id whose id, label or alias EQUALS the printed text (case and punctuation ignored,
// Inc/Corp/Ltd/Corporation by country); the industry is the id whose label or alias is the LONGEST one contained in
// the printed text, word-bounded. The generator computes its truth with these, and refuses printed texts for which
// the rule is ambiguous, so the truth never depends on a tie-break the spec does not give.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }
export interface Region { code: string; name: string; country: 'US' | 'CA' }

function items<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
}

const ENTITIES = items<EntityItem>('entity-types.json');
const INDUSTRIES = items<IndustryItem>('industries.json');

/** The 50 states and DC (territories left out: a merchant there is rare), and the 13 provinces and territories. */
export const STATES: Region[] = items<{ code: string; name: string; type: string }>('states.json')
  .filter((s) => s.type === 'state' || s.type === 'district').map((s) => ({ code: s.code, name: s.name, country: 'US' as const }));
export const PROVINCES: Region[] = items<{ code: string; name: string }>('provinces.json')
  .map((s) => ({ code: s.code, name: s.name, country: 'CA' as const }));

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9\u00c0-\u024f]+/g, ' ').trim();

/** The entity-type id the printed text gives in that country; throws when none or several do. */
export function entityId(printed: string, country: 'US' | 'CA'): string {
  const p = norm(printed);
  const corp = ['inc', 'corp', 'ltd', 'corporation'];
  if (corp.includes(p)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => e.countries.includes(country))
    .filter((e) => [e.id.replace(/_/g, ' '), e.label, ...e.aliases].some((a) => norm(a) === p));
  const ids = [...new Set(hits.map((e) => e.id))];
  if (ids.length !== 1) throw new Error(`entity text "${printed}" (${country}) gives ${ids.length} ids: ${ids.join(', ')}`);
  return ids[0]!;
}

function containsWord(text: string, needle: string): boolean {
  const esc = needle.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(text.toLowerCase());
}

/** The industry id of a printed "type of business"; throws when nothing matches or the longest match is a tie. */
export function industryId(printed: string): string {
  let best: { id: string; len: number }[] = [];
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      if (!containsWord(printed, a)) continue;
      if (!best.length || a.length > best[0]!.len) best = [{ id: it.id, len: a.length }];
      else if (a.length === best[0]!.len) best.push({ id: it.id, len: a.length });
    }
  }
  const ids = [...new Set(best.map((b) => b.id))];
  if (ids.length !== 1) throw new Error(`industry text "${printed}" gives ${ids.length} ids: ${ids.join(', ')}`);
  return ids[0]!;
}

export function regionName(code: string, country: 'US' | 'CA'): string {
  const r = (country === 'US' ? STATES : PROVINCES).find((x) => x.code === code);
  if (!r) throw new Error(`unknown region ${code}`);
  return r.name;
}
