// The test's own reading of printed text by applications.md's rules, written apart from the generator so the two
// check each other: the truth a generator recorded must be what these rules read from what it printed.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p)).find((p) => existsSync(join(p, 'states.json')));
if (!refDir) throw new Error('shared reference data not found');
const load = (f: string): any => JSON.parse(readFileSync(join(refDir, f), 'utf8'));

export const ENTITY_TYPES: { id: string; label: string; countries: string[]; aliases: string[] }[] = load('entity-types.json').items;
export const INDUSTRIES: { id: string; label: string; aliases: string[] }[] = load('industries.json').items;
export const STATES: string[] = load('states.json').items.map((s: { code: string }) => s.code);
export const PROVINCES: string[] = load('provinces.json').items.map((s: { code: string }) => s.code);

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The entity-types id whose id, label or alias equals the text, case and punctuation ignored, within the country. */
export function entityOf(text: string, country: string): string | null {
  const t = squash(text);
  const hits = ENTITY_TYPES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => squash(a) === t));
  if (hits.length > 1) throw new Error(`entity text ${text} is ambiguous: ${hits.map((h) => h.id).join(', ')}`);
  return hits[0]?.id ?? null;
}

/** The industries id whose label or alias is the longest one in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
      if (!re.test(text)) continue;
      if (best && best.len === a.length && best.id !== it.id) throw new Error(`industry text ${text} ties ${best.id} and ${it.id}`);
      if (!best || a.length > best.len) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export function moneyOf(text: string): number {
  const t = text.replace(/CAD|\$|,|\s/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) throw new Error(`not money: ${text}`);
  return Number(t);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const year = (y: string): number => (y.length === 4 ? Number(y) : Number(y) <= 26 ? 2000 + Number(y) : 1900 + Number(y));
export function dateOf(text: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) return iso(year(m[3]!), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return iso(Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (m) return iso(Number(m[3]), MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, Number(m[1]));
  throw new Error(`not a date: ${text}`);
}

const CREDENTIALS = /,\s*(DDS|DMD|CPA|MD|DC|PE|DVM|Esq\.?)$/;
/** First and last name: credentials dropped, "Last, First M." swapped, middle initial dropped. */
export function nameOf(text: string): { first: string; last: string } {
  const t = text.replace(CREDENTIALS, '').trim();
  if (t.includes(',')) {
    const [last, rest] = t.split(',').map((s) => s.trim()) as [string, string];
    return { first: rest.split(/\s+/)[0]!, last };
  }
  const words = t.split(/\s+/);
  const first = words[0]!;
  let i = 1;
  if (/^[A-Z]\.$/.test(words[1] ?? '')) i = 2;
  return { first, last: words.slice(i).join(' ') };
}

/** A business tax ID: digits (a BN keeps its program account), its kind, its country. */
export function businessTaxOf(text: string, country: string): { id: string; type: string } {
  const bn = /^(\d{9})\s?([A-Z]{2}\d{4})$/.exec(text.replace(/\s+(?=[A-Z])/, ' '));
  if (bn) return { id: bn[1]! + bn[2]!, type: 'BN' };
  if (/^\d{2}-\d{7}$/.test(text)) return { id: text.replace(/-/g, ''), type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return { id: text.replace(/-/g, ''), type: text.startsWith('9') ? 'ITIN' : 'SSN' };
  if (/^\d{9}$/.test(text)) return { id: text, type: country === 'CA' ? 'BN' : 'EIN' };
  throw new Error(`not a business tax id: ${text}`);
}

/** An owner's SSN / ITIN / SIN: digits, or null when masked. */
export function personTaxOf(text: string, country: string): { id: string | null; type: string } {
  const masked = /[Xx*•]/.test(text);
  const d = text.replace(/\D/g, '');
  if (country === 'CA') return { id: masked ? null : d, type: 'SIN' };
  return { id: masked ? null : d, type: !masked && d.startsWith('9') ? 'ITIN' : 'SSN' };
}

export const FREQUENCIES: Record<string, string> = { daily: 'daily', weekly: 'weekly', 'bi-weekly': 'biweekly', biweekly: 'biweekly', monthly: 'monthly' };

/** Read one printed value for one truth path, as applications.md says; `alone` when the text gives only this path
 *  (a "First Name" cell holds the first name only). */
export function readPath(path: string, text: string, country: string, alone = false): unknown {
  const leaf = path.split('.').pop()!;
  switch (leaf) {
    case 'legal_name': return text;
    case 'trade_name': return ['', 'same', 'n/a', 'same as above'].includes(text.toLowerCase()) ? null : text;
    case 'type_of_entity': return entityOf(text, country);
    case 'industry': return industryOf(text);
    case 'business_tax_id': return businessTaxOf(text, country).id;
    case 'business_tax_id_type': return businessTaxOf(text, country).type;
    case 'business_tax_id_country': case 'tax_id_country': return country;
    case 'state_region': {
      const codes = country === 'US' ? STATES : PROVINCES;
      const words = text.split(/[\s,]+/).filter((w) => codes.includes(w));
      return words.length ? words[words.length - 1] : null;
    }
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': return Number(text);
    case 'payment_frequency': return FREQUENCIES[text.toLowerCase()] ?? null;
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
    case 'first_name': return alone ? text : nameOf(text).first;
    case 'last_name': return alone ? text : nameOf(text).last;
    case 'role': return text;
    case 'ownership': return Number(text.replace(/[%\s]/g, ''));
    case 'credit_score': return Number(text);
    case 'tax_id': return personTaxOf(text, country).id;
    case 'tax_id_type': return personTaxOf(text, country).type;
  }
  throw new Error(`no rule for ${path}`);
}
