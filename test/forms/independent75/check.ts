// The test's own reading of a printed value by applications.md's rules and the reference data (never the project's
// reader): a second derivation of each truth field from the text printed, to check the generator's truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id?: string; code?: string; label?: string; name?: string; name_fr?: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
export const PROVINCE_ITEMS = load('provinces.json');
export const ENTITY_ITEMS = load('entity-types.json');
export const INDUSTRY_ITEMS = load('industries.json');

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Province code from a code, English or French name, or alias. */
export function provinceOf(text: string): string | null {
  const t = norm(text);
  const p = PROVINCE_ITEMS.find((i) => [i.code!, i.name!, i.name_fr!, ...(i.aliases ?? [])].some((a) => norm(a) === t));
  return p?.code ?? null;
}

/** Entity id whose id, label or alias equals the text (case and punctuation ignored), Canadian items first; a
 *  bilingual label « English / Français » gives the id both halves agree on. */
export function entityOf(text: string): string | null {
  const one = (s: string) => {
    const hits = ENTITY_ITEMS.filter((i) => [i.id!, i.label!, ...(i.aliases ?? [])].some((a) => norm(a) === norm(s)));
    return (hits.find((i) => i.id!.startsWith('ca_')) ?? hits.find((i) => i.countries?.includes('CA')) ?? hits[0])?.id ?? null;
  };
  const halves = text.split(' / ').map(one);
  return halves.every((h) => h && h === halves[0]) ? halves[0]! : null;
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; n: number } | null = null;
  for (const i of INDUSTRY_ITEMS) {
    for (const a of [i.label!, ...(i.aliases ?? [])]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
      if (re.test(text) && (!best || a.length > best.n)) best = { id: i.id!, n: a.length };
    }
  }
  return best?.id ?? null;
}

/** Money as printed (`$45,000.00`, `45 000 $`, `45 000,00 $ CAD`, `CAD 45,000.00`). */
export function moneyOf(text: string): number | null {
  let t = text.replace(/CAD|\$/g, '').replace(/\s+/g, '');
  if (/,\d{2}$/.test(t)) t = t.replace(/,(\d{2})$/, '.$1');
  t = t.replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: number | string) => String(n).padStart(2, '0');

/** An ISO date from YYYY-MM-DD, DD/MM/YYYY (Canadian forms' order), `12 mars 2014` or `March 12, 2014`. */
export function dateOf(text: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})(?:er)? (\p{L}+) (\d{4})$/u.exec(text);
  if (m && MOIS.includes(m[2]!)) return `${m[3]}-${pad(MOIS.indexOf(m[2]!) + 1)}-${pad(m[1]!)}`;
  m = /^(\p{L}+) (\d{1,2}), (\d{4})$/u.exec(text);
  if (m && MONTHS.includes(m[1]!.toLowerCase())) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${pad(m[2]!)}`;
  return null;
}

/** BN as a field: 9 digits + program id + reference, uppercase, no separators. */
export const bnOf = (text: string): string => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** A SIN's digits, or null when masked. */
export const sinOf = (text: string): string | null => (/[*X•]/.test(text) ? null : text.replace(/\D/g, ''));

export const FREQ_OF: Record<string, string> = { daily: 'daily', quotidien: 'daily', weekly: 'weekly', hebdomadaire: 'weekly',
  'bi-weekly': 'biweekly', 'aux deux semaines': 'biweekly', monthly: 'monthly', mensuel: 'monthly' };
export const freqOf = (label: string): string | null => FREQ_OF[label.split(' / ').pop()!.toLowerCase()] ?? null;

/** Name as printed → first and last (middle initial dropped, « Last, First » swapped). */
export function nameOf(text: string): { first: string; last: string } {
  if (text.includes(',')) { const [l, f] = text.split(',').map((s) => s.trim()); return { first: f!, last: l! }; }
  const parts = text.split(' ').filter((p) => !/^[A-Z]\.$/.test(p));
  return { first: parts[0]!, last: parts.slice(1).join(' ') };
}
