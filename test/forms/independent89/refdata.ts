// applications.md's reading rules for the two reference-bound fields, applied to the text a form prints: the entity
// type (id, label or alias equal to the text, case and punctuation ignored, by country) and the industry (the longest
// label or alias contained in the text, word-bounded). Set 89 takes its truth from these, never from its intent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; countries: string[]; aliases?: string[] }
interface IndustryItem { id: string; label: string; aliases?: string[] }
interface RegionItem { code: string; name: string; country: string }

const load = <T>(file: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
const ENTITIES = load<EntityItem>('entity-types.json');
const INDUSTRIES = load<IndustryItem>('industries.json');
const REGIONS = [...load<RegionItem>('states.json'), ...load<RegionItem>('provinces.json')];

const norm = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();

/** Every entity id whose id, label or alias equals `text` (case and punctuation ignored) for `country`. */
export function entityCandidates(text: string, country: 'US' | 'CA'): string[] {
  const t = norm(text);
  return ENTITIES.filter((e) => e.countries.includes(country) && [e.id.replace(/_/g, ' '), e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t))
    .map((e) => e.id);
}

/** The one entity id for `text`, or null when none or several match. */
export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const c = entityCandidates(text, country);
  return c.length === 1 ? c[0]! : null;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The industry ids whose longest word-bounded label or alias occurs in `text` (one id unless the longest ones tie). */
export function industryCandidates(text: string): string[] {
  let best = 0;
  let ids = new Set<string>();
  for (const item of INDUSTRIES) {
    for (const a of [item.label, ...(item.aliases ?? [])]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${escapeRe(a)}(?![A-Za-z0-9])`, 'i');
      if (!re.test(text)) continue;
      if (a.length > best) { best = a.length; ids = new Set([item.id]); } else if (a.length === best) ids.add(item.id);
    }
  }
  return [...ids];
}

export function industryId(text: string): string | null {
  const c = industryCandidates(text);
  return c.length === 1 ? c[0]! : null;
}

/** A state's or province's full name from its code. */
export function regionName(code: string, country: 'US' | 'CA'): string {
  const r = REGIONS.find((x) => x.code === code && x.country === country);
  if (!r) throw new Error(`no region ${country}-${code}`);
  return r.name;
}
