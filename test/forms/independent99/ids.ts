// The reference rules set 99 applies to its own printed text: industry by the longest contained label/alias, entity
// types as printed, and valid-looking tax numbers (EIN prefixes, SSN/ITIN ranges, Luhn-checked BN and SIN).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Rng } from '../../statements/generator/prng.ts';

interface Industry { id: string; label: string; aliases: string[] }
const INDUSTRIES: Industry[] = JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')).items;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const ind of INDUSTRIES) {
    for (const name of [ind.label, ...ind.aliases]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${esc(name)}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || name.length > best.len)) best = { id: ind.id, len: name.length };
    }
  }
  return best?.id ?? null;
}

/** Printed entity text, its reference id, and the legal-name suffix that goes with it. */
export const US_ENTITIES: [string, string, string][] = [['LLC', 'llc', ' LLC'], ['L.L.C.', 'llc', ', L.L.C.'], ['Inc.', 'c_corporation', ', Inc.'],
  ['Corporation', 'c_corporation', ' Corp.'], ['S-Corp', 's_corporation', ' Inc.'], ['Sole Proprietor', 'sole_proprietorship', ''],
  ['Partnership', 'general_partnership', ' Partners'], ['PLLC', 'pllc', ' PLLC'], ['LP', 'limited_partnership', ', LP'], ['C Corp', 'c_corporation', ', Inc.']];
export const CA_ENTITIES: [string, string, string][] = [['Corporation', 'ca_corporation', ' Inc.'], ['Inc.', 'ca_corporation', ' Inc.'],
  ['Ltd.', 'ca_corporation', ' Ltd.'], ['Sole Proprietorship', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners'],
  ['ULC', 'ca_ulc', ' ULC']];

const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(r: Rng): string {
  let p = r.int(10, 99);
  while (BAD_EIN.has(p)) p = r.int(10, 99);
  return `${p}-${r.int(1000000, 9999999)}`;
}
export function ssn(r: Rng): string {
  let a = r.int(1, 899);
  while (a === 666) a = r.int(1, 899);
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
export function itin(r: Rng): string {
  return `9${r.digits(2)}-${r.pick([70, 71, 72, 73, 75, 78, 81, 84, 88, 90, 94])}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
/** 9 digits, the last a Luhn check digit; `first` fixes the leading digit. */
export function luhn9(r: Rng, first: number): string {
  const body = `${first}${r.digits(7)}`;
  return body + luhnDigit(body);
}
export const digits = (s: string) => s.replace(/\D/g, '');
