// applications.md's reading rules, written independently for set 122's test: what a printed value means. The test
// reads each drawn value with these and compares with the recorded truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REF_DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface Item { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REF_DIR, f), 'utf8')) as { items: Item[] }).items;
export const ENTITIES = load('entity-types.json');
export const INDUSTRY_REF = load('industries.json');
export const STATES = load('states.json');
export const PROVINCES = load('provinces.json');

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();

/** The entity-type ids whose id, label or alias equals the text (case and punctuation ignored), for the country. */
export function entityIds(text: string, country: 'US' | 'CA'): string[] {
  const t = norm(text);
  return ENTITIES.filter((e) => (e.countries ?? []).includes(country))
    .filter((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === t || norm(a.replace(/_/g, ' ')) === t)).map((e) => e.id!);
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const low = text.toLowerCase();
  for (const it of INDUSTRY_REF) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const al = a.toLowerCase();
      const re = new RegExp(`(?<![a-z0-9])${al.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
      if (re.test(low) && (!best || al.length > best.len)) best = { id: it.id!, len: al.length };
    }
  }
  return best?.id ?? null;
}

/** The state or province code of a printed code or name. */
export function regionCode(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  const hit = (country === 'CA' ? PROVINCES : STATES).find((s) => norm(s.code!) === t || norm(s.name!) === t);
  return hit?.code ?? null;
}

export const parseMoney = (s: string) => Number(s.replace(/CAD|USD|\$|,|\s/g, ''));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** ISO date from the printed forms (`12/26/2011`, `11/15/16`, `September 12, 2009`, `12 March 2009`, ISO). */
export function parseDate(s: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return s;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 26 ? 2000 : 1900;
    return iso(y, Number(m[1]), Number(m[2]));
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(s);
  if (m) return iso(Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(s);
  if (m) return iso(Number(m[3]), MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, Number(m[1]));
  return null;
}

/** First and last name: `Last, First M.` swapped, a middle initial dropped, a credential after a comma dropped. */
export function splitName(s: string): { first: string; last: string } {
  let t = s.trim();
  const c = /^(.*), ([A-Z]{2,4})$/.exec(t);
  if (c) t = c[1]!;
  if (t.includes(',')) {
    const [last, rest] = t.split(',').map((x) => x.trim()) as [string, string];
    return { first: rest.split(' ')[0]!, last };
  }
  const words = t.split(' ').filter((w) => !/^[A-Z]\.$/.test(w));
  return { first: words[0]!, last: words.slice(1).join(' ') };
}

/** A business tax id as the rule keeps it, and its type from the format. */
export function bizTaxOf(s: string, label: 'EIN' | 'SSN' | 'BN'): { id: string; type: string } {
  const compact = s.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[A-Z]{2}\d{4}$/.test(compact)) return { id: compact, type: 'BN' };
  if (/^\d{2}-\d{7}$/.test(s)) return { id: compact, type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(s)) return { id: compact, type: compact.startsWith('9') ? 'ITIN' : 'SSN' };
  return { id: compact, type: label };
}

export function luhn(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = Number(s[s.length - 1 - i]);
    if (i % 2) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}
