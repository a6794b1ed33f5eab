// The test's reading of printed values back into fields (applications.md's rules), against the reference files.
import { existsSync, readFileSync } from 'node:fs';

const REF = '/work/shared/reference';
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
type Entry = { id: string; label: string; aliases?: string[]; country?: string };
function load(name: string): Entry[] {
  const f = `${REF}/${name}.json`;
  if (!existsSync(f)) return [];
  const d = JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;
  return Object.values(d).find((v) => Array.isArray(v)) as Entry[];
}
export const ENTITIES = load('entity-types'), INDUSTRY_REF = load('industries');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function entityOf(text: string, canada: boolean): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return canada ? 'ca_corporation' : 'c_corporation';
  return ENTITIES.find((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n))?.id ?? null;
}

export function industryOf(text: string): string | null {
  let best: [number, string | null] = [0, null];
  const t = text.toLowerCase();
  for (const e of INDUSTRY_REF) for (const a of [e.label, ...(e.aliases ?? [])]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (a.length > best[0] && re.test(t)) best = [a.length, e.id];
  }
  return best[1];
}

export function moneyOf(text: string): number { return Number(text.replace(/[$,\sA-Z]/g, '')); }

export function dateOf(text: string): string | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  const p = (n: number | string) => String(n).padStart(2, '0');
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${p(m[1]!)}-${p(m[2]!)}`; }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p(m[2]!)}`;
  return null;
}

/** First and last name from a printed name: `Last, First M.` swapped; a middle initial dropped. */
export function nameOf(text: string): [string, string] {
  if (text.includes(',')) { const [last, rest] = text.split(',').map((s) => s.trim()); return [rest!.split(' ')[0]!, last!]; }
  const parts = text.split(' ').filter((w) => !/^[A-Z]\.$/.test(w));
  return [parts[0]!, parts.slice(1).join(' ')];
}

export function luhn(d: string): boolean {
  return d.split('').map(Number).reduce((s, x, i) => s + (i % 2 === 1 ? ((x * 2) % 10) + Math.floor((x * 2) / 10) : x), 0) % 10 === 0;
}
