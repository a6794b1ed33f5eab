// Formatting of printed values and the reference look-ups that turn printed text into truth (applications.md rules).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
function loadItems(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REF, file), 'utf8')) as { items: RefItem[] }).items;
}
let industries: RefItem[] | null = null;
let entities: RefItem[] | null = null;

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded.
 *  Returns null when nothing matches or when two different ids tie for the longest (a generator never prints those). */
export function industryOf(text: string): string | null {
  industries ??= loadItems('industries.json');
  const t = text.toLowerCase();
  let best: { id: string; len: number; tie: boolean } | null = null;
  for (const it of industries) {
    for (const cand of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(?<![a-z0-9])${escapeRe(cand.toLowerCase())}(?![a-z0-9])`);
      if (!re.test(t)) continue;
      if (!best || cand.length > best.len) best = { id: it.id, len: cand.length, tie: false };
      else if (cand.length === best.len && best.id !== it.id) best.tie = true;
    }
  }
  return best && !best.tie ? best.id : null;
}

/** applications.md: the entity type whose id, label or alias equals the text (case and punctuation ignored), by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  entities ??= loadItems('entity-types.json');
  const t = norm(text).replace(/ /g, '');
  const hits = new Set<string>();
  for (const it of entities) {
    if (it.countries && !it.countries.includes(country)) continue;
    for (const cand of [it.id, it.label, ...(it.aliases ?? [])]) if (norm(cand).replace(/ /g, '') === t) hits.add(it.id);
  }
  return hits.size === 1 ? [...hits][0]! : null;
}

export type MoneyFmt = 'plain' | 'cents' | 'bare' | 'cad' | 'cadPrefix' | 'spaced';
export function money(n: number, f: MoneyFmt): string {
  const c = n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  switch (f) {
    case 'plain': return `$${c}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'bare': return String(n);
    case 'cad': return `$${c} CAD`;
    case 'cadPrefix': return `CAD $${c}`;
    case 'spaced': return `$ ${c}`;
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export interface Ymd { y: number; m: number; d: number }
export type DateFmt = 'mdY' | 'mdy' | 'long' | 'iso' | 'dotted';
const p2 = (n: number): string => String(n).padStart(2, '0');
export function isoDate(d: Ymd): string { return `${d.y}-${p2(d.m)}-${p2(d.d)}`; }
export function dateText(d: Ymd, f: DateFmt): string {
  switch (f) {
    case 'mdY': return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
    case 'mdy': return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'iso': return isoDate(d);
    case 'dotted': return `${p2(d.m)}.${p2(d.d)}.${d.y}`;
  }
}
export function randomDate(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}

export function einDigits(rng: Rng): string { return `${rng.pick(['04', '20', '27', '45', '46', '74', '81', '83', '84', '86', '91', '93', '99'])}${rng.digits(7)}`; }
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export function ssnDigits(rng: Rng): string { return `${rng.int(101, 665)}${String(rng.int(10, 99))}${String(rng.int(1000, 9999))}`; }
export function itinDigits(rng: Rng): string { return `9${rng.digits(2)}${rng.pick(['70', '78', '83', '88', '90', '94', '97'])}${String(rng.int(1000, 9999))}`; }
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
/** A SIN passing the Luhn check, not starting with 0 or 8. */
export function sinDigits(rng: Rng): string {
  for (;;) {
    const body = `${rng.pick(['1', '2', '4', '5', '6', '7'])}${rng.digits(7)}`;
    for (let c = 0; c <= 9; c++) {
      const s = body + c;
      let sum = 0;
      for (let i = 0; i < 9; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
      if (sum % 10 === 0) return s;
    }
  }
}
export const fmtSin = (d: string, sep: string): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
export function phone(rng: Rng, area: string, f: 'paren' | 'dash' | 'dot'): string {
  const a = rng.int(200, 989), b = rng.int(1000, 9999);
  return f === 'paren' ? `(${area}) ${a}-${b}` : f === 'dash' ? `${area}-${a}-${b}` : `${area}.${a}.${b}`;
}
/** A rounded request between lo and hi. */
export function roundAmount(rng: Rng, lo: number, hi: number, step = 2500): number {
  return Math.round(rng.int(lo, hi) / step) * step;
}
