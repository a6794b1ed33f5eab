// applications.md's reading rules, applied to what this set prints: the truth of a printed value comes from these,
// never from the model's intent (so a label such as "Sole Prop." is read exactly as a reader must read it).
import { readFileSync } from 'node:fs';

export const REFERENCE_DIR = '/work/shared/reference';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string }

function load(file: string): RefItem[] {
  return (JSON.parse(readFileSync(`${REFERENCE_DIR}/${file}`, 'utf8')) as { items: RefItem[] }).items;
}

let cache: { entities: RefItem[]; industries: RefItem[]; states: RefItem[] } | null = null;
export function refs(): { entities: RefItem[]; industries: RefItem[]; states: RefItem[] } {
  cache ??= { entities: load('entity-types.json'), industries: load('industries.json'), states: load('states.json') };
  return cache;
}

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-type id whose id, label or alias equals the printed text (case and punctuation ignored), for a country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = squash(text);
  if (!t) return null;
  const hits = refs().entities.filter((e) => (e.countries ?? []).includes(country)
    && [e.id ?? '', e.label ?? '', ...(e.aliases ?? [])].some((a) => squash(a) === t));
  const ids = [...new Set(hits.map((e) => e.id!))];
  return ids.length === 1 ? ids[0]! : null;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry whose label or alias is the longest one contained (word-bounded) in the text; null on none or a tie. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const it of refs().industries) {
    for (const a of [it.label ?? '', ...(it.aliases ?? [])]) {
      if (!a) continue;
      const re = new RegExp(`(^|[^A-Za-z0-9])${escapeRe(a)}($|[^A-Za-z0-9])`, 'i');
      if (!re.test(text)) continue;
      if (!best || a.length > best.len) { best = { id: it.id!, len: a.length }; tie = false; }
      else if (a.length === best.len && it.id !== best.id) tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

export function stateExists(code: string): boolean {
  return refs().states.some((s) => s.code === code && s.country === 'US');
}

/** Digits of a printed tax id and its type by format (applications.md): NN-NNNNNNN EIN, NNN-NN-NNNN SSN or ITIN. */
export function taxIdOf(text: string, bareLabelType: 'EIN' | 'SSN'): { digits: string; type: string } {
  const digits = text.replace(/\D/g, '');
  if (/^\d{2}-\d{7}$/.test(text)) return { digits, type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return { digits, type: digits.startsWith('9') ? 'ITIN' : 'SSN' };
  if (bareLabelType === 'SSN' && digits.startsWith('9')) return { digits, type: 'ITIN' };
  return { digits, type: bareLabelType };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** ISO date from the printed forms this set uses: M/D/YYYY, M/D/YY (20YY), Month D, YYYY, Mon D, YYYY, YYYY-MM-DD. */
export function isoOf(text: string): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) {
    const mi = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase().slice(0, 3)));
    return `${m[3]}-${pad(mi + 1)}-${pad(Number(m[2]))}`;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  throw new Error(`unknown date format ${text}`);
}

export const moneyOf = (text: string): number => Number(text.replace(/[$,\s]|USD/g, ''));
