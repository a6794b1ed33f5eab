// The shared reference tables this generator derives its truth from (industries by the longest word-bounded label or
// alias contained in the printed text: applications.md "How each field is read").
import { readFileSync } from 'node:fs';

const REF = new URL('../../../../shared/reference/', import.meta.url);

interface IndustryItem { id: string; label: string; aliases?: string[] }

let industries: IndustryItem[] | null = null;

function loadIndustries(): IndustryItem[] {
  industries ??= (JSON.parse(readFileSync(new URL('industries.json', REF), 'utf8')) as { items: IndustryItem[] }).items;
  return industries;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The industry id whose label or alias is the longest one contained in `text`, word-bounded, case ignored. Throws on
 *  a tie between two ids (the generator only prints descriptions with one answer). */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const item of loadIndustries()) {
    for (const name of [item.label, ...(item.aliases ?? [])]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${escapeRe(name)}(?![A-Za-z0-9])`, 'i');
      if (!re.test(text)) continue;
      if (!best || name.length > best.len) { best = { id: item.id, len: name.length }; tie = false; }
      else if (name.length === best.len && item.id !== best.id) tie = true;
    }
  }
  if (tie) throw new Error(`ambiguous industry text: ${text}`);
  return best?.id ?? null;
}

/** US states (50 + DC) and Canadian provinces: code -> name. */
export function regionNames(country: 'US' | 'CA'): Map<string, string> {
  const file = country === 'US' ? 'states.json' : 'provinces.json';
  const items = (JSON.parse(readFileSync(new URL(file, REF), 'utf8')) as { items: { code: string; name: string }[] }).items;
  return new Map(items.map((i) => [i.code, i.name]));
}
