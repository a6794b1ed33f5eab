// Reference data and the reading rules of applications.md that this set needs (industry by longest word-bounded
// alias, entity ids), plus small generators of valid tax ids. Reads only ../../../../shared/reference via REFERENCE_DIR.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Rng } from '../../statements/generator/prng.ts';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string }
function items(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
}
export const INDUSTRIES = items('industries.json');
export const ENTITY_TYPES = items('entity-types.json');
export const STATES = items('states.json');
export const PROVINCES = items('provinces.json');

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = norm(text);
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const name of [it.label ?? '', ...(it.aliases ?? [])]) {
      const n = norm(name);
      if (!n) continue;
      const re = new RegExp(`(^|[^a-z0-9])${esc(n)}($|[^a-z0-9])`);
      if (re.test(t) && (!best || n.length > best.len)) best = { id: it.id!, len: n.length };
    }
  }
  return best?.id ?? null;
}

/** The printed entity text (or checkbox label) and the entity-types id it reads as, by country. */
export const ENTITY_CHOICES_US: readonly (readonly [string, string])[] = [
  ['LLC', 'llc'], ['Limited Liability Company', 'llc'], ['Corporation', 'c_corporation'], ['Inc.', 'c_corporation'],
  ['S Corp', 's_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['LLP', 'llp'], ['PLLC', 'pllc'],
];
export const ENTITY_CHOICES_CA: readonly (readonly [string, string])[] = [
  ['Corporation', 'ca_corporation'], ['Inc.', 'ca_corporation'], ['Ltd.', 'ca_corporation'], ['Partnership', 'general_partnership'],
];

const US_STATE_CODES = ['TX', 'FL', 'GA', 'NC', 'OH', 'AZ', 'NV', 'CO', 'TN', 'IL', 'NJ', 'PA', 'MI', 'MO', 'SC', 'AL', 'NY', 'CA', 'WA', 'MN', 'VA', 'IN', 'OK', 'LA', 'KY'];
export function pickState(rng: Rng): string { return rng.pick(US_STATE_CODES); }
export function stateName(code: string, country: 'US' | 'CA'): string {
  const list = country === 'US' ? STATES : PROVINCES;
  return list.find((s) => s.code === code)?.name ?? code;
}

const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46, 47, 48, 51, 52,
  53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
export function ein(rng: Rng): string { return `${pad(rng.pick(EIN_PREFIXES), 2)}${pad(rng.int(1, 9999999), 7)}`; }
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(rng.int(1, 99), 2)}${pad(rng.int(1, 9999), 4)}`;
}
export function itin(rng: Rng): string { return `9${pad(rng.int(0, 99), 2)}${rng.pick([50, 57, 63, 70, 78, 84, 90, 94, 97])}${pad(rng.int(1, 9999), 4)}`; }
function luhnComplete(eight: string): string {
  for (let d = 0; d <= 9; d++) {
    const s = eight + d;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let v = Number(s[8 - i]);
      if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
      sum += v;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}
export function bn9(rng: Rng): string { return luhnComplete(`${rng.int(1, 8)}${pad(rng.int(0, 9999999), 7)}`); }
export function sin(rng: Rng): string { return luhnComplete(`${rng.pick([1, 2, 3, 4, 5, 6, 7])}${pad(rng.int(0, 9999999), 7)}`); }

export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string, sep: string): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd): string => `${t.y}-${pad(t.m, 2)}-${pad(t.d, 2)}`;
export function randomDate(rng: Rng, y0: number, y1: number): Ymd { return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) }; }
/** A date printed in one of the formats applications.md lists (all unambiguous for the reader). */
export function fmtDate(rng: Rng, t: Ymd, country: 'US' | 'CA'): string {
  const k = rng.int(0, country === 'CA' ? 2 : 4);
  if (k === 0) return `${pad(t.m, 2)}/${pad(t.d, 2)}/${t.y}`;
  if (k === 1) return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
  if (k === 2) return iso(t);
  if (k === 3) return `${t.m}/${t.d}/${String(t.y).slice(2)}`;
  return `${MONTHS[t.m - 1]!.slice(0, 3)}. ${t.d}, ${t.y}`;
}
/** Money as printed: `$75,000`, `75000`, `$ 75,000.00`, `75,000 CAD` ... */
export function fmtMoney(rng: Rng, n: number, country: 'US' | 'CA'): string {
  const c = n.toLocaleString('en-US');
  const k = rng.int(0, 3);
  const base = k === 0 ? `$${c}` : k === 1 ? `${n}` : k === 2 ? `$ ${c}.00` : `$${c}.00`;
  return country === 'CA' && rng.chance(0.5) ? `${base} CAD` : base;
}
