// Test support: applications.md's rules applied to a printed text, independently of how the generator chose the
// truth. The test reads every placed value back through these and compares with the truth the generator returned.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const industries = load('industries.json'), entities = load('entity-types.json');
const regions = [...load('states.json'), ...load('provinces.json')];

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The industry whose label or alias is the longest one contained in the text, word-bounded; 'ambiguous' on a tie. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: string | null = null, len = 0;
  for (const it of industries) {
    for (const cand of [it.label!, ...it.aliases]) {
      const c = cand.toLowerCase();
      for (let i = t.indexOf(c); i >= 0; i = t.indexOf(c, i + 1)) {
        const before = t[i - 1] ?? ' ', after = t[i + c.length] ?? ' ';
        if (/[a-z0-9]/.test(before) || /[a-z0-9]/.test(after)) continue;
        if (c.length > len) { best = it.id!; len = c.length; } else if (c.length === len && best !== it.id) best = 'ambiguous';
        break;
      }
    }
  }
  return best;
}

/** The entity type whose id, label or alias equals the text (case and punctuation ignored); Inc/Corp/Ltd by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const k = key(text);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(k)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const ids = new Set(entities.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => key(a) === k)).map((e) => e.id!));
  return ids.size === 1 ? [...ids][0]! : ids.size ? 'ambiguous' : null;
}

/** The code of a state or province printed as its code or its name. */
export function regionOf(text: string): string | null {
  const k = key(text);
  return regions.find((r) => key(r.code!) === k || key(r.name!) === k)?.code ?? null;
}

export function moneyOf(text: string): number { return Number(text.replace(/CAD|\$|,|\s/g, '')); }

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export function dateOf(text: string): string | null {
  let r = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (r) return text;
  r = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (r) { const y = Number(r[3]); return iso(y < 100 ? (y > 30 ? 1900 + y : 2000 + y) : y, Number(r[1]), Number(r[2])); }
  r = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (r) return iso(Number(r[3]), MONTHS.indexOf(r[1]!.slice(0, 3).toLowerCase()) + 1, Number(r[2]));
  r = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (r) return iso(Number(r[3]), MONTHS.indexOf(r[2]!.slice(0, 3).toLowerCase()) + 1, Number(r[1]));
  return null;
}

const CREDENTIALS = /,\s*(DDS|CPA|DC|MD|DVM)$/;
/** First and last name: credentials dropped, "Last, First M." swapped, middle initials dropped. */
export function nameOf(text: string): { first: string; last: string } {
  const t = text.replace(CREDENTIALS, '');
  if (t.includes(',')) {
    const [last, rest] = t.split(/,\s*/);
    return { first: rest!.split(' ').filter((w) => !/^[A-Z]\.$/.test(w))[0]!, last: last! };
  }
  const words = t.split(' ').filter((w) => !/^[A-Z]\.$/.test(w));
  return { first: words[0]!, last: words.slice(1).join(' ') };
}
export const firstOf = (text: string): string => text.split(' ').filter((w) => !/^[A-Z]\.$/.test(w))[0]!;
export const lastOf = (text: string): string => text.replace(CREDENTIALS, '');

/** A business tax ID's digits (a BN keeps its program account) and the type its format tells, when it does. */
export function taxOf(text: string): { id: string; type: string | null } {
  const id = text.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{2}-\d{7}$/.test(text)) return { id, type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return { id, type: text.startsWith('9') ? 'ITIN' : 'SSN' };
  if (/^\d{9}\s?R[CT]\d{4}$/.test(text)) return { id, type: 'BN' };
  if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(text)) return { id, type: 'SIN' };
  return { id, type: null };
}
