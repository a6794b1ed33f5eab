// applications.md's reading rules, applied to the text this set prints: the truth is computed from what is written,
// never from what the generator "meant", so the two cannot drift apart.
import { readFileSync } from 'node:fs';

interface RefEntity { id: string; label: string; countries: string[]; aliases?: string[] }
interface RefIndustry { id: string; label: string; aliases?: string[] }
interface RefState { code: string; name: string; country: string; default_selectable?: boolean; type: string }

const REF = '/work/shared/reference/';
const load = <T>(f: string): T[] => (JSON.parse(readFileSync(REF + f, 'utf8')) as { items: T[] }).items;
export const ENTITIES = load<RefEntity>('entity-types.json');
export const INDUSTRIES = load<RefIndustry>('industries.json');
export const US_STATES = load<RefState>('states.json').filter((s) => s.type === 'state' && s.default_selectable !== false);
export const PROVINCES = load<RefState>('provinces.json').filter((s) => s.type === 'province');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** type_of_entity: the id whose id, label or alias equals the text (case and punctuation ignored), by country. */
export function entityId(text: string | null, country: 'US' | 'CA'): string | null {
  if (!text) return null;
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = new Set<string>();
  for (const e of ENTITIES) {
    if (!e.countries.includes(country)) continue;
    if ([e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t)) hits.add(e.id);
  }
  if (hits.size !== 1) throw new Error(`entity text "${text}" (${country}) is ambiguous or unknown: ${[...hits].join(',')}`);
  return [...hits][0]!;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** industry: the id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(text: string | null): string | null {
  if (!text) return null;
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const ind of INDUSTRIES) {
    for (const a of [ind.label, ...(ind.aliases ?? [])]) {
      if (!new RegExp(`(^|[^a-z0-9])${esc(a.toLowerCase())}($|[^a-z0-9])`).test(text.toLowerCase())) continue;
      if (!best || a.length > best.len) { best = { id: ind.id, len: a.length }; tie = false; }
      else if (a.length === best.len && ind.id !== best.id) tie = true;
    }
  }
  if (tie) throw new Error(`industry text "${text}" has a tie`);
  return best?.id ?? null;
}

/** Money as applications.md reads it, plus this set's sloppy forms ('75k', '$75,000.-'). Null for words. */
export function moneyValue(text: string | null): number | null {
  if (!text) return null;
  let t = text.replace(/CAD|USD|\$|,|\s/gi, '').replace(/\.-$/, '');
  let mult = 1;
  if (/k$/i.test(t)) { mult = 1000; t = t.slice(0, -1); }
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Math.round(Number(t) * mult * 100) / 100;
}

/** Words a filler writes in a field that mean "nothing here". */
export const NOTHING = ['N/A', 'n/a', '-', '--', 'none', 'None', 'NA', 'same as above', 'SAME'];
export const isNothing = (s: string | null): boolean => s === null || NOTHING.includes(s.trim());

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'iso' | 'abbr';
const p2 = (n: number): string => String(n).padStart(2, '0');
export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'mdy': return `${p2(m)}/${p2(d)}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`;
    case 'iso': return iso;
  }
}

export type MoneyStyle = 'plain' | 'cents' | 'dash' | 'k' | 'K$' | 'spaced';
export function fmtMoney(n: number, style: MoneyStyle): string {
  const c = n.toLocaleString('en-US');
  switch (style) {
    case 'plain': return `$${c}`;
    case 'cents': return `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'dash': return `$${c}.-`;
    case 'k': return n % 1000 === 0 ? `${n / 1000}k` : `$${c}`;
    case 'K$': return n % 1000 === 0 ? `$${n / 1000}K` : `$${c}`;
    case 'spaced': return `$ ${c.replace(/,/g, ' ')}`;
  }
}

/** Luhn check digit for Canadian BN / SIN bodies of 8 digits. */
export function luhnComplete(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body8[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body8 + String((10 - (sum % 10)) % 10);
}
