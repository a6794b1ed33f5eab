// applications.md's reading rules, applied to the text this generator prints, so the truth is computed from the
// printed form and the reference tables (never hand-typed ids). Written from the spec alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REFERENCE_DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string }
const cache = new Map<string, RefItem[]>();
export function reference(name: 'entity-types' | 'industries' | 'states' | 'provinces'): RefItem[] {
  let items = cache.get(name);
  if (!items) {
    items = (JSON.parse(readFileSync(join(REFERENCE_DIR, `${name}.json`), 'utf8')) as { items: RefItem[] }).items;
    cache.set(name, items);
  }
  return items;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** `type_of_entity`: the id whose id, label or alias equals the text (case and punctuation ignored); Inc/Corp/Ltd by country. */
export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text.replace(/^other\s*:\s*/i, ''));
  if (!t) return null;
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  for (const it of reference('entity-types')) {
    if (!it.countries?.includes(country)) continue;
    const names = [it.id ?? '', it.label ?? '', ...(it.aliases ?? [])];
    if (names.some((n) => norm(n) === t)) return it.id ?? null;
  }
  return null;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `industry`: the id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const low = text.toLowerCase();
  for (const it of reference('industries')) {
    for (const n of [it.label ?? '', ...(it.aliases ?? [])]) {
      if (!n) continue;
      const re = new RegExp(`(^|[^a-z0-9])${esc(n.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(low) && (!best || n.length > best.len)) best = { id: it.id!, len: n.length };
    }
  }
  return best?.id ?? null;
}

export function regionName(code: string, country: 'US' | 'CA'): string {
  const it = reference(country === 'US' ? 'states' : 'provinces').find((x) => x.code === code);
  if (!it?.name) throw new Error(`unknown region ${code}`);
  return it.name;
}

/** Money as printed -> number (`$`, commas, spaces, `CAD`/`USD` dropped). */
export function money(text: string): number {
  return Number(text.replace(/CAD|USD|[$,\s]/g, ''));
}

export function luhnOk(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let v = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return sum % 10 === 0;
}

/** Applicant name as printed -> first (without middle initial) and last (hyphens, particles kept; credentials dropped). */
export function splitName(printed: string): { first: string; last: string } {
  let s = printed.replace(/,\s*(DC|MD|DDS|DVM|CPA|PhD|Esq\.?|RN|DO)\s*$/i, '').trim();
  if (s.includes(',')) {
    const [last, rest] = s.split(',', 2) as [string, string];
    s = `${rest.trim()} ${last.trim()}`;
  }
  const parts = s.split(/\s+/);
  const first = parts.shift()!;
  while (parts.length > 1 && /^[A-Z]\.?$/.test(parts[0]!)) parts.shift();
  return { first, last: parts.join(' ') };
}
