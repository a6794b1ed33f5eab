// How a printed value becomes a truth value (applications.md "How each field is read"), for the values this set prints:
// entity-type and industry matching against the shared reference, dates, money and tax ids.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface EntityItem { id: string; label: string; countries: string[]; aliases: string[] }
interface IndustryItem { id: string; label: string; aliases: string[] }

const load = <T>(file: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
const ENTITIES = load<EntityItem>('entity-types.json');
const INDUSTRIES = load<IndustryItem>('industries.json');

const squash = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');

/** The entity-types id whose id, label or alias equals the printed text, case and punctuation ignored, read with the
 *  form's country (`Inc` is c_corporation in the US, ca_corporation in Canada). */
export function entityId(printed: string, country: 'US' | 'CA'): string | null {
  const want = squash(printed);
  if (!want) return null;
  for (const e of ENTITIES) {
    if (!e.countries.includes(country)) continue;
    if ([e.id, e.label, ...e.aliases].some((x) => squash(x) === want)) return e.id;
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The industries id whose label or alias is the longest one contained in the printed text, word-bounded. */
export function industryId(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const item of INDUSTRIES) {
    for (const cand of [item.label, ...item.aliases]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${escape(cand)}($|[^A-Za-z0-9])`, 'i');
      if (re.test(printed) && (!best || cand.length > best.len)) best = { id: item.id, len: cand.length };
    }
  }
  return best?.id ?? null;
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A date as printed in one of the forms real applications use; the truth keeps the ISO date. */
export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'iso' | 'mdyDash' | 'dMonY';
export function printDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy2': return y >= 2000 ? `${pad(m)}/${pad(d)}/${String(y).slice(2)}` : `${pad(m)}/${pad(d)}/${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'mdyDash': return `${pad(m)}-${pad(d)}-${y}`;
    case 'dMonY': return `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
  }
}

/** Money as printed: `$75,000`, `75,000.00`, `$ 75000`, `CAD 45,000`. */
export type MoneyStyle = 'dollar' | 'dollarCents' | 'plain' | 'plainCents' | 'cad';
export function printMoney(v: number, style: MoneyStyle): string {
  const whole = Number.isInteger(v);
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  const cents = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  switch (style) {
    case 'dollar': return `$${grouped}`;
    case 'dollarCents': return `$${cents}`;
    case 'plain': return grouped;
    case 'plainCents': return cents;
    case 'cad': return `CAD ${grouped}`;
  }
}

export const digits = (s: string) => s.replace(/\D/g, '');

/** `NN-NNNNNNN`. */
export const fmtEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
/** `NNN-NN-NNNN`. */
export const fmtSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
/** `NNN NNN NNN`. */
export const fmtSin = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;

/** Luhn check digit for the first 8 digits of a BN or SIN. */
export function luhnComplete(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let n = Number(eight[i]);
    if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
    sum += n;
  }
  return eight + String((10 - (sum % 10)) % 10);
}

/** The DBA's truth: null when blank, SAME, N/A or the legal name again (case, spaces and punctuation ignored). */
export function tradeName(printed: string, legal: string): string | null {
  const s = squash(printed);
  if (!s || ['same', 'na', 'sameasabove', 'sameaslegalname', 'none'].includes(s)) return null;
  return s === squash(legal) ? null : printed;
}
