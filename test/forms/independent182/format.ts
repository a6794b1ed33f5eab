// How values are printed on these Canadian forms (money, dates, BN, SIN) and how applications.md reads the printed
// text back into truth (industry, entity type). The truth is computed from the very text we print, by the rules of
// applications.md, so a wording change can never drift from the truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

// ---- money ----
export type MoneyStyle = 'fr' | 'fr-int' | 'en' | 'en-cad' | 'cad-pre' | 'en-int';

function group(n: number, sep: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** `75 000,00 $` (French), `$75,000.00 CAD`, `CAD 75 000` ... The truth is always the plain number. */
export function money(amount: number, style: MoneyStyle): string {
  const whole = Math.floor(amount);
  const cents = String(Math.round((amount - whole) * 100)).padStart(2, '0');
  switch (style) {
    case 'fr': return `${group(whole, ' ')},${cents} $`;
    case 'fr-int': return `${group(whole, ' ')} $`;
    case 'en': return `$${group(whole, ',')}.${cents}`;
    case 'en-cad': return `$${group(whole, ',')}.${cents} CAD`;
    case 'cad-pre': return `CAD ${group(whole, ' ')}`;
    case 'en-int': return `$${group(whole, ',')}`;
  }
}

// ---- dates ----
export type DateStyle = 'AAAA-MM-JJ' | 'JJ/MM/AAAA';

/** An ISO date printed as its label announces it. */
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  return style === 'AAAA-MM-JJ' ? iso : `${d}/${m}/${y}`;
}

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

// ---- Canadian numbers ----
/** 8 digits + the Luhn check digit: BN and SIN are both Luhn-valid. */
export function luhnComplete(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(eight[i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return eight + String((10 - (sum % 10)) % 10);
}

export type NineStyle = 'spaced' | 'dashed' | 'bare' | 'cra';

/** A 9-digit BN or SIN as people write it: `123 456 782`, `123-456-782`, `123456782`, CRA's `12345 6782`. */
export function nine(d: string, style: NineStyle): string {
  if (style === 'spaced') return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  if (style === 'dashed') return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (style === 'cra') return `${d.slice(0, 5)} ${d.slice(5)}`;
  return d;
}

/** A masked SIN: the truth for it is null. */
export function maskedSin(d: string, style: 'x' | 'star'): string {
  return style === 'x' ? `XXX XXX ${d.slice(6)}` : `***-***-${d.slice(6)}`;
}

/** Ownership as printed: `50 %` in French typography, `33,33 %` with a decimal comma. */
export function percent(p: number, french: boolean): string {
  const s = Number.isInteger(p) ? String(p) : p.toFixed(2);
  return french ? `${s.replace('.', ',')} %` : `${s}%`;
}

// ---- reference readers (applications.md's rules) ----
interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }

function loadItems(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
}

const INDUSTRIES = loadItems('industries.json');
const ENTITIES = loadItems('entity-types.json');

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded; null if none is. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const name of [it.label, ...it.aliases]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(name)}(?![\\p{L}\\p{N}])`, 'iu');
      if (re.test(text) && (!best || name.length > best.len)) best = { id: it.id, len: name.length };
    }
  }
  return best?.id ?? null;
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The Canadian entity type whose id, label or alias equals the printed text, case and punctuation ignored. A
 *  bilingual checkbox label (`Société de personnes / Partnership`) is read half by half: the halves that name a type
 *  must agree, and one must. */
export function entityOf(text: string): string | null {
  const one = (t: string): string | null => {
    const ids = new Set(ENTITIES.filter((e) => (e.countries ?? []).includes('CA'))
      .filter((e) => [e.id, e.label, ...e.aliases].some((n) => squash(n) === squash(t))).map((e) => e.id));
    if (ids.size > 1) throw new Error(`ambiguous entity text ${t}: ${[...ids].join(', ')}`);
    return [...ids][0] ?? null;
  };
  const whole = one(text);
  if (whole) return whole;
  const halves = new Set(text.split(' / ').map(one).filter((h) => h !== null));
  return halves.size === 1 ? [...halves][0]! : null;
}
