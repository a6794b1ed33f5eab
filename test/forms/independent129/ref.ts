// The reference tables (/work/shared/reference) and applications.md's two lookup rules: the entity type whose id,
// label or alias equals the printed text, and the industry whose label or alias is the longest word-bounded phrase
// inside the printed text. The generator computes its truth with these, then checks it against what it meant.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }

function referenceDir(): string {
  const candidates = [process.env['MCA_REFERENCE_DIR'], '/work/shared/reference', join(process.cwd(), '..', 'shared', 'reference')];
  for (const c of candidates) if (c && existsSync(join(c, 'entity-types.json'))) return c;
  throw new Error('reference tables not found (set MCA_REFERENCE_DIR)');
}

let cache: { entities: EntityItem[]; industries: IndustryItem[] } | null = null;
function tables(): { entities: EntityItem[]; industries: IndustryItem[] } {
  if (!cache) {
    const dir = referenceDir();
    const read = <T>(f: string): T => JSON.parse(readFileSync(join(dir, f), 'utf8')) as T;
    cache = { entities: read<{ items: EntityItem[] }>('entity-types.json').items, industries: read<{ items: IndustryItem[] }>('industries.json').items };
  }
  return cache;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-types id for the printed text in a country; throws unless exactly one matches. */
export function entityId(printed: string, country: 'US' | 'CA'): string {
  const n = norm(printed);
  const hits = tables().entities.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((x) => norm(x) === n));
  if (hits.length !== 1) throw new Error(`entity text "${printed}" (${country}) matches ${hits.length} types`);
  return hits[0]!.id;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest phrase contained, word-bounded, in the printed text. */
export function industryId(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of tables().industries) {
    for (const phrase of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${esc(phrase)}($|[^A-Za-z0-9])`, 'i');
      if (re.test(printed) && (!best || phrase.length > best.len)) best = { id: it.id, len: phrase.length };
    }
  }
  return best?.id ?? null;
}

/** A US state's or Canadian province's name from its code. */
export function regionName(code: string, country: 'US' | 'CA'): string {
  const dir = referenceDir();
  const items = (JSON.parse(readFileSync(join(dir, country === 'US' ? 'states.json' : 'provinces.json'), 'utf8')) as { items: { code: string; name: string }[] }).items;
  return items.find((i) => i.code === code)?.name ?? code;
}
