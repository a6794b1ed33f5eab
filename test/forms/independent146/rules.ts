// The reading rules of applications.md as this generator applies them to what it prints: the industry and entity-type
// ids from the shared reference (matched against the printed text, never chosen first), tax-id digits and types, and the
// re-reading of printed money and percentages the test uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; name?: string }

function load(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
}

const INDUSTRIES = load('industries.json');
const ENTITIES = load('entity-types.json');
export const PROVINCES = load('provinces.json').map((p) => ({ code: p.code!, name: p.name! }));
export const STATES = load('states.json').filter((s) => s.code && /^[A-Z]{2}$/.test(s.code)).map((s) => ({ code: s.code!, name: s.name! }));

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function containsWord(text: string, phrase: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9])${escapeRe(phrase)}(?![A-Za-z0-9])`, 'i').test(text);
}

/** The industries reference id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const phrase of [it.label, ...(it.aliases ?? [])]) {
      if (containsWord(text, phrase) && (!best || phrase.length > best.len)) best = { id: it.id, len: phrase.length };
    }
  }
  return best?.id ?? null;
}

const norm = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-types id whose id, label or alias equals the text (case and punctuation ignored), by country. */
export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  if (hits.length > 1) throw new Error(`entity text ${text} is ambiguous for ${country}: ${hits.map((h) => h.id).join(', ')}`);
  return hits[0]?.id ?? null;
}

export const COUNTRY_NAME = { US: 'United States', CA: 'Canada' } as const;

/** Digits of a printed tax id; a BN with its program account keeps the program id, uppercase, no separators. */
export function taxDigits(text: string): string {
  const bn = /^(\d[\d\s-]{8,12})\s*-?\s*([A-Za-z]{2})\s*-?\s*(\d{4})$/.exec(text.trim());
  if (bn) return `${bn[1]!.replace(/\D/g, '')}${bn[2]!.toUpperCase()}${bn[3]}`;
  return text.replace(/\D/g, '');
}

/** The type a printed US tax id shows by its format (null for a bare 9-digit number: the label decides). */
export function usTaxTypeByFormat(text: string): 'EIN' | 'SSN' | 'ITIN' | null {
  const t = text.trim();
  if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  return null;
}

export function readMoney(text: string): number {
  return Number(text.replace(/CAD|\$|,|\s/g, ''));
}

export function readPercent(text: string): number {
  return Number(text.replace(/[%\s]/g, ''));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthName = (m: number): string => MONTHS[m - 1]!;

/** A masked tax id: some digits replaced by X or * (reads as null). */
export const isMasked = (text: string): boolean => /[X*•#]/i.test(text);
