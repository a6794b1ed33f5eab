// The reading rules of applications.md, applied to what a packet prints: the generator computes each truth value
// from the printed text with these (not from its own model), so a form that prints something the rule reads
// differently fails at generation instead of giving a wrong truth. Also the tax-ID and routing check digits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
interface Region { code: string; name: string; name_fr?: string; aliases: string[] }

function items<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
}

export const ENTITY_TYPES: RefItem[] = items('entity-types.json');
export const INDUSTRIES: RefItem[] = items('industries.json');
export const STATES: Region[] = items('states.json');
export const PROVINCES: Region[] = items('provinces.json');

/** Case, accents and punctuation ignored, as the entity rule says. */
function squash(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
}

/** The entity-types id whose id, label or alias equals the printed text; Inc/Corp/Ltd/Corporation by country.
 *  Null when nothing or more than one entry matches (the generator never prints such a text). */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = squash(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITY_TYPES.filter((e) => (e.countries ?? []).includes(country)
    && [e.id, e.label, ...e.aliases].some((a) => squash(a) === n));
  return hits.length === 1 ? hits[0]!.id : null;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. A tie between
 *  two ids of the same length is null: the generator's curated texts never tie. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const ind of INDUSTRIES) {
    for (const a of [ind.label, ...ind.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${escape(a.toLowerCase())}($|[^a-z0-9])`);
      if (!re.test(t)) continue;
      if (!best || a.length > best.len) { best = { id: ind.id, len: a.length }; tie = false; }
      else if (a.length === best.len && ind.id !== best.id) tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

/** A state or province code from a printed code or name. */
export function regionOf(text: string, country: 'US' | 'CA'): string | null {
  const n = squash(text);
  const list = country === 'US' ? STATES : PROVINCES;
  const hit = list.find((r) => [r.code, r.name, r.name_fr ?? '', ...r.aliases].some((a) => a && squash(a) === n));
  return hit ? hit.code : null;
}

export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digit that makes `body` + digit pass Luhn (Canadian BN and SIN). */
export function luhnDigit(body: string): string {
  for (let d = 0; d < 10; d++) if (luhnOk(body + d)) return String(d);
  throw new Error('unreachable');
}

/** ABA routing checksum: 3-7-1 weights, a multiple of 10. */
export function routingOk(r: string): boolean {
  const d = [...r].map(Number);
  return d.length === 9 && (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
export function einOk(d: string): boolean {
  return /^\d{9}$/.test(d) && !EIN_BAD.has(d.slice(0, 2));
}

export function ssnOk(d: string): boolean {
  const area = Number(d.slice(0, 3)), group = d.slice(3, 5), serial = d.slice(5);
  return /^\d{9}$/.test(d) && area !== 0 && area !== 666 && area < 900 && group !== '00' && serial !== '0000';
}

export function itinOk(d: string): boolean {
  const g = Number(d.slice(3, 5));
  return /^9\d{8}$/.test(d) && ((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94);
}

/** Printed money as a number: `$`, commas, spaces and `CAD` dropped. */
export function moneyOf(text: string): number {
  const v = Number(text.replace(/CAD|\$|,|\s/g, ''));
  if (!Number.isFinite(v)) throw new Error(`not money: ${text}`);
  return v;
}
