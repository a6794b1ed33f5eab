// The shared reference tables (/work/shared/reference) and applications.md's rules that turn printed words into their
// ids: entity type, industry, state or province. Written from applications.md alone, for this set's truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }
interface RegionItem { code: string; name: string; name_fr?: string; country: string; aliases: string[] }

function items<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { items: T[] }).items;
}

export const ENTITY_TYPES = items<EntityItem>('entity-types.json');
export const INDUSTRIES = items<IndustryItem>('industries.json');
export const STATES = items<RegionItem>('states.json');
export const PROVINCES = items<RegionItem>('provinces.json');

/** Spanish entity words that are in no reference list, each mapped by its obvious English translation (README.md).
 *  French words need no table: every French word this set prints is a reference alias. */
export const SPANISH_ENTITY_WORDS: Record<string, string> = {
  'Corporación': 'c_corporation', // Corporation
  'Propietario único': 'sole_proprietorship', // Sole Proprietor
  'Sociedad': 'general_partnership', // Partnership, in the row Corporación / LLC / Sociedad / Propietario único
  'Sociedad colectiva': 'general_partnership', // General partnership (the Québec alias "Société en nom collectif")
};

const norm = (s: string): string => s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** applications.md's type_of_entity: the id whose id, label or alias equals the text, case and punctuation ignored;
 *  Inc / Corp / Ltd / Corporation by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  for (const e of ENTITY_TYPES) {
    if (!e.countries.includes(country)) continue;
    if ([e.id, e.label, ...e.aliases].some((a) => norm(a) === n)) return e.id;
  }
  for (const [word, id] of Object.entries(SPANISH_ENTITY_WORDS)) if (norm(word) === n) return id;
  return null;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md's industry: the id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(a)}(?![\\p{L}\\p{N}])`, 'iu');
      if (re.test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** A state or province code from its printed code, name, French name or alias. */
export function regionOf(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  for (const r of country === 'US' ? STATES : PROVINCES) {
    if ([r.code, r.name, r.name_fr ?? '', ...r.aliases].some((a) => a && norm(a) === n)) return r.code;
  }
  return null;
}

export function regionName(code: string, country: 'US' | 'CA', french = false): string {
  const r = (country === 'US' ? STATES : PROVINCES).find((x) => x.code === code);
  if (!r) throw new Error(`unknown region ${code}`);
  return french && r.name_fr ? r.name_fr : r.name;
}
