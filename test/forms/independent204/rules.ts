// How a printed value becomes a truth value (applications.md "How each field is read"), computed from the shared
// reference data rather than hard-coded, so a phrase that the rules read differently from our intent is caught by
// the test instead of silently becoming a wrong truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
interface StateItem { code: string; name: string; country: string; default_selectable?: boolean }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
}

export const ENTITY_TYPES = load<RefItem>('entity-types.json');
export const INDUSTRIES = load<RefItem>('industries.json');
export const STATES = load<StateItem>('states.json');

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-types id whose id, label or alias equals the printed text, case and punctuation ignored; bare
 *  Inc/Corp/Ltd/Corporation read by country (US here: c_corporation). */
export function entityId(printed: string, country: 'US' | 'CA' = 'US'): string | null {
  const p = squash(printed);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated'].includes(p)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  for (const e of ENTITY_TYPES) {
    if (e.countries && !e.countries.includes(country)) continue;
    if ([e.id, e.label, ...(e.aliases ?? [])].some((a) => squash(a) === p)) return e.id;
  }
  return null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${escapeRe(a.toLowerCase())}($|[^a-z0-9])`);
      if (re.test(printed.toLowerCase()) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export function stateName(code: string): string {
  const s = STATES.find((x) => x.code === code && x.country === 'US');
  if (!s) throw new Error(`unknown state ${code}`);
  return s.name;
}

/** Tax ID type from the printed format: NN-NNNNNNN is an EIN, NNN-NN-NNNN an SSN (an ITIN when it starts with 9). */
export function taxIdType(printed: string): 'EIN' | 'SSN' | 'ITIN' {
  if (/^\d{2}-\d{7}$/.test(printed)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(printed)) return printed.startsWith('9') ? 'ITIN' : 'SSN';
  throw new Error(`not a tax ID format: ${printed}`);
}

export const digits = (s: string) => s.replace(/\D/g, '');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFormat = 'mdy' | 'mdy2' | 'long' | 'dmy_dash' | 'iso';

/** A date as a broker's form prints it; every format here reads back to one ISO date without ambiguity. */
export function formatDate(iso: string, f: DateFormat): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p2 = (n: number) => String(n).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${p2(m)}/${p2(d)}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'dmy_dash': return `${d}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
    case 'iso': return iso;
  }
}

export type MoneyFormat = 'dollars' | 'cents' | 'spaced' | 'bare';
export function formatMoney(n: number, f: MoneyFormat): string {
  const whole = Math.round(n).toLocaleString('en-US');
  const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollars': return `$${whole}`;
    case 'cents': return `$${cents}`;
    case 'spaced': return `$ ${cents}`;
    case 'bare': return cents;
  }
}

/** What the rules give for a printed money value: `$`, commas and spaces dropped. */
export const moneyValue = (printed: string) => Number(printed.replace(/[$,\s]|USD/g, ''));
