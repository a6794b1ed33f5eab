// applications.md's reading rules for the reference data (entity types, industries), and the tax-id and money helpers
// the model uses so that every truth value is what the rule gives for the printed text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Rng } from '../../statements/generator/prng.ts';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The entity-type id whose id, label or alias equals the printed text (case/punctuation ignored), by country. */
export function entityId(text: string, country: 'US' | 'CA'): string {
  const t = norm(text);
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === t));
  const generic = ['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'];
  if (generic.includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  if (hits.length !== 1) throw new Error(`entity text ${text} (${country}) matches ${hits.map((h) => h.id).join(',') || 'nothing'}`);
  return hits[0]!.id;
}

/** The industry whose label or alias is the longest one contained in the printed text, word-bounded. */
export function industryId(text: string): string {
  const t = ` ${norm(text)} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    const n = norm(a);
    if (n && t.includes(` ${n} `) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
  }
  if (!best) throw new Error(`no industry for ${text}`);
  return best.id;
}

const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(r: Rng): string {
  let p = r.int(10, 99);
  while (BAD_EIN.has(p)) p = r.int(10, 99);
  return `${p}-${r.digits(7)}`;
}
export function ssn(r: Rng): string {
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
export function itin(r: Rng): string {
  return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function luhnComplete(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(first8[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return first8 + String((10 - (sum % 10)) % 10);
}
/** A 9-digit Luhn-valid number (SIN or BN root). */
export function luhn9(r: Rng, firstDigits = '123456789'): string {
  return luhnComplete(r.pick(firstDigits.split('')) + r.digits(7));
}
/** An ABA routing number with a valid checksum (a decoy beside the tax ID). */
export function aba(r: Rng): string {
  const d = [r.int(0, 1), r.int(0, 9), ...Array.from({ length: 6 }, () => r.int(0, 9))];
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (s % 10)) % 10);
}

export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd) => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
export function randDate(r: Rng, y0: number, y1: number): Ymd { return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) }; }
/** A date printed in one of the forms real applicants write. */
export function fmtDate(t: Ymd, style: number): string {
  const mm = String(t.m).padStart(2, '0'), dd = String(t.d).padStart(2, '0');
  switch (style % 5) {
    case 0: return `${mm}/${dd}/${t.y}`;
    case 1: return `${t.m}/${t.d}/${String(t.y).slice(2)}`;
    case 2: return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 3: return `${t.y}-${mm}-${dd}`;
    default: return `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`;
  }
}
