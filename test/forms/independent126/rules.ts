// applications.md's reading rules, applied to what set 126 prints: the truth is derived from the printed text only.
import { readFileSync } from 'node:fs';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const REF = '/work/shared/reference';
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Entity type id whose id, label or alias equals the printed text (case and punctuation ignored), for a country. */
export function entityId(printed: string, country: 'US' | 'CA'): string | null {
  const k = squash(printed);
  if (!k) return null;
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(k)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country))
    .filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => squash(a) === k));
  return hits[0]?.id ?? null;
}

/** Every entity id a printed text could match (a test checks set 126 only prints unambiguous ones). */
export function entityCandidates(printed: string, country: 'US' | 'CA'): string[] {
  const k = squash(printed);
  return ENTITIES.filter((e) => (e.countries ?? []).includes(country))
    .filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => squash(a) === k)).map((e) => e.id);
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Industry id whose label or alias is the longest one contained (word-bounded, case-insensitive) in the text. */
export function industryId(printed: string): string | null {
  const text = printed.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(?<![a-z0-9])${escapeRe(a.toLowerCase())}(?![a-z0-9])`);
      if (re.test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** A trade name as the rule reads it: blank, SAME, N/A or the legal name again are no trade name. */
export function tradeName(printed: string | null, legal: string): string | null {
  if (printed === null) return null;
  const t = printed.trim();
  if (!t || /^(same|n\/?a|none|same as above)$/i.test(t) || squash(t) === squash(legal)) return null;
  return t;
}

/** Money as a number: `$`, commas, spaces, currency codes dropped. */
export function money(printed: string): number {
  return Number(printed.replace(/USD|CAD|\$|,|\s/g, ''));
}

export interface PersonName { first: string; last: string }
/** Owner's name: `Last, First` swapped, middle initial and credentials dropped. */
export function readName(printed: string): PersonName {
  let s = printed.replace(/,\s*(DC|DDS|CPA|DVM|MD)$/, '').trim();
  let first: string; let last: string;
  if (s.includes(',')) {
    const [l, f] = s.split(',').map((x) => x.trim()) as [string, string];
    s = f; last = l;
    first = s.split(' ')[0]!;
  } else {
    const parts = s.split(' ');
    first = parts[0]!;
    let rest = parts.slice(1);
    if (rest.length > 1 && /^[A-Z]\.?$/.test(rest[0]!)) rest = rest.slice(1);
    last = rest.join(' ');
  }
  return { first, last };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy_short' | 'iso' | 'long' | 'abbr' | 'dmy_dots';
const p2 = (n: number): string => String(n).padStart(2, '0');

/** An ISO date printed in one of the forms real applications use. */
export function printDate(iso: string, fmt: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (fmt) {
    case 'mdy': return `${p2(m)}/${p2(d)}/${y}`;
    case 'mdy_short': return `${m}/${d}/${String(y).slice(2)}`;
    case 'iso': return iso;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'dmy_dots': return `${p2(m)}.${p2(d)}.${y}`;
  }
}

export type MoneyFmt = 'dollar' | 'dollar_cents' | 'plain' | 'code' | 'spaced';
export function printMoney(v: number, fmt: MoneyFmt, country: 'US' | 'CA'): string {
  const int = Math.round(v);
  const grouped = int.toLocaleString('en-US');
  switch (fmt) {
    case 'dollar': return `$${grouped}`;
    case 'dollar_cents': return `$${grouped}.00`;
    case 'plain': return String(int);
    case 'code': return `${grouped} ${country === 'CA' ? 'CAD' : 'USD'}`;
    case 'spaced': return `$ ${grouped}`;
  }
}

/** Luhn check digit for Canadian BN / SIN bodies of 8 digits. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
export function luhnValid(n: string): boolean {
  return luhnDigit(n.slice(0, -1)) === n.slice(-1);
}
