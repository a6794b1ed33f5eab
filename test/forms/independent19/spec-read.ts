// For the set's own test: applications.md's rules applied to one printed value, so the test can check that each
// truth value is what its printed text gives. Reads the reference tables in /work/shared/reference.
import { readFileSync } from 'node:fs';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): Item[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Item[] }).items;
export const ENTITIES = ref('entity-types.json');
export const INDUSTRY_ITEMS = ref('industries.json');
export const STATES = (JSON.parse(readFileSync('/work/shared/reference/states.json', 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code);
export const PROVINCES = (JSON.parse(readFileSync('/work/shared/reference/provinces.json', 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code);

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export function entityId(text: string, ca: boolean): string | null {
  const t = norm(text === 'Other' ? '' : text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return ca ? 'ca_corporation' : 'c_corporation';
  const hit = ENTITIES.filter((e) => (e.countries ?? []).includes(ca ? 'CA' : 'US')).find((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t));
  return hit?.id ?? null;
}
export function industryId(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRY_ITEMS) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best[1])) best = [it.id, a.length];
    }
  }
  return best?.[0] ?? null;
}
export const moneyOf = (s: string): number => Number(s.replace(/CAD|\$|,|\s/g, ''));
export function dateOf(s: string): string | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s.trim());
  if (m) {
    const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]);
    return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s.trim());
  if (m) return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return null;
}
export function nameOf(s: string): { first: string; last: string } {
  const t = s.replace(/, (DC|CPA|MD)$/, '');
  if (t.includes(',')) { const [last, rest] = t.split(', '); return { first: rest!.split(' ')[0]!, last: last! }; }
  const w = t.split(' ');
  const first = w[0]!;
  const rest = w.slice(1).filter((x) => !/^[A-Z]\.$/.test(x));
  return { first, last: rest.join(' ') };
}
export const taxOf = (s: string): string | null => (s.includes('*') ? null : s.toUpperCase().replace(/[^0-9A-Z]/g, ''));
export const FREQ: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };
