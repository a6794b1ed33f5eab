// applications.md's reading rules, written out for the test of set 39: what a printed text gives for each field kind,
// so the generator's truth is checked against the rule and not against itself.
import { existsSync, readFileSync } from 'node:fs';

const CREDS = new Set(['MD', 'DO', 'DDS', 'DMD', 'DVM', 'VMD', 'DC', 'DPT', 'PT', 'OCS', 'CCSP', 'FACP', 'FAAP', 'MS', 'DACVS', 'ESQ', 'JD', 'CPA', 'CFP', 'EA', 'PHD']);
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (v: number | string) => String(v).padStart(2, '0');

export const money = (t: string): number => Number(t.replace(/CAD|[$,\s]/g, ''));

export function isoDate(t: string): string | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]); return `${y}-${pad(m[1]!)}-${pad(m[2]!)}`; }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${pad(m[2]!)}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : null;
}

/** First and last name from a printed owner's name: title and credentials dropped, "Last, First" swapped, middle initial dropped. */
export function personName(t: string): [string, string] {
  let s = t.replace(/^(Dr\.?|Atty\.)\s+/, '');
  const parts = s.split(',').map((x) => x.trim());
  while (parts.length > 1 && CREDS.has(parts[parts.length - 1]!.replace(/\./g, '').toUpperCase())) parts.pop();
  s = parts.length === 2 ? `${parts[1]} ${parts[0]}` : parts.join(', ');
  const w = s.split(/\s+/);
  const rest = w.slice(1).filter((x, i) => !(i === 0 && /^[A-Z]\.$/.test(x)));
  return [w[0]!, rest.join(' ')];
}

export function taxDigits(t: string): string { return t.replace(/[\s-]/g, '').toUpperCase(); }

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const REF = '/work/shared/reference';
interface Item { id: string; label: string; aliases?: string[] }
const load = (f: string): Item[] | null => (existsSync(`${REF}/${f}`) ? (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items : null);
export const INDUSTRIES = load('industries.json');
export const ENTITY_TYPES = load('entity-types.json');

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(t: string): string | null {
  const text = ` ${norm(t)} `;
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES ?? []) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const n = norm(a);
    if (n && text.includes(` ${n} `) && (!best || n.length > best[1])) best = [it.id, n.length];
  }
  return best?.[0] ?? null;
}

/** The entity-type ids whose id, label or alias equals the text (case and punctuation ignored). */
export function entityIds(t: string): string[] {
  const n = norm(t).replace(/ /g, '');
  return (ENTITY_TYPES ?? []).filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a).replace(/ /g, '') === n)).map((e) => e.id);
}
