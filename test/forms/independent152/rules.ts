// Test support: applications.md's rules applied to one printed text, written from the spec alone, so the tests can
// check that each truth value is what a careful reader gets from what the generator printed.
import { existsSync, readFileSync } from 'node:fs';

export const REFERENCE_DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
export const HAVE_REFERENCE = existsSync(`${REFERENCE_DIR}/industries.json`);

interface Item { id: string; label: string; aliases: string[]; countries?: string[]; code?: string; name?: string }
const load = (f: string): Item[] => (JSON.parse(readFileSync(`${REFERENCE_DIR}/${f}`, 'utf8')) as { items: Item[] }).items;
let cache: { industries: Item[]; entities: Item[]; states: Item[] } | null = null;
const ref = (): NonNullable<typeof cache> => (cache ??= { industries: load('industries.json'), entities: load('entity-types.json'), states: load('states.json') });

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The industry whose label or alias is the longest one contained, word-bounded, in the text. */
export function industryOf(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of ref().industries) {
    for (const name of [it.label, ...it.aliases]) {
      if (new RegExp(`(?<![A-Za-z0-9])${esc(name)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || name.length > best[0])) best = [name.length, it.id];
    }
  }
  return best?.[1] ?? null;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The US entity type whose id, label or alias equals the text (case and punctuation ignored); null unless exactly one. */
export function entityOf(text: string): string | null {
  const ids = new Set(ref().entities.filter((e) => (e.countries ?? []).includes('US'))
    .filter((e) => [e.id, e.label, ...e.aliases].some((n) => norm(n) === norm(text))).map((e) => e.id));
  return ids.size === 1 ? [...ids][0]! : null;
}

/** The state code of `TX`, `Texas`, or an address line ending `City, TX 77002`. */
export function stateOf(text: string): string | null {
  const m = /,\s*([A-Z]{2})\s+\d{5}$/.exec(text.trim());
  const t = m ? m[1]! : text.trim();
  return ref().states.find((s) => s.code === t || s.name?.toLowerCase() === t.toLowerCase())?.code ?? null;
}

export const moneyOf = (t: string): number => Number(t.replace(/[$,\s]|CAD/g, ''));
export function freqOf(t: string): string | null {
  const n = norm(t);
  return ['daily', 'weekly', 'biweekly', 'monthly'].includes(n) ? n : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const p2 = (n: number): string => String(n).padStart(2, '0');
/** ISO date from `12/26/2011`, `11/15/16`, `September 12, 2009`, `Sep 12, 2009`, `2009-09-12`, `09-12-2009`. */
export function dateOf(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return `${y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) {
    const mi = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
    return mi < 0 ? null : `${m[3]}-${p2(mi + 1)}-${p2(Number(m[2]))}`;
  }
  return null;
}

const CREDS = /,\s*(DC|DDS|DMD|CPA|MD|PE|DVM|Esq\.?|PhD|RN)$/;
/** First and last name: `Last, First M.` swapped; middle initial and credentials dropped; particles kept. */
export function nameOf(t: string): { first: string; last: string } {
  const s = t.trim().replace(CREDS, '');
  if (s.includes(',')) {
    const [last, rest] = [s.slice(0, s.indexOf(',')), s.slice(s.indexOf(',') + 1)];
    return { first: rest.trim().split(/\s+/)[0]!, last: last.trim() };
  }
  const parts = s.split(/\s+/);
  const rest = parts.slice(1);
  if (rest.length > 1 && /^[A-Z]\.?$/.test(rest[0]!)) rest.shift();
  return { first: parts[0]!, last: rest.join(' ') };
}
export const lastOf = (t: string): string => t.trim().replace(CREDS, '');

/** A tax id's digits and type from its format; a bare 9-digit number takes the type its label names. */
export function taxOf(t: string, bareType: 'EIN' | 'SSN' | null): { digits: string; type: string | null } | null {
  if (/[X*x]/.test(t)) return null;
  const digits = t.replace(/\D/g, '');
  if (/^\d{2}-\d{7}$/.test(t)) return { digits, type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { digits, type: t.startsWith('9') ? 'ITIN' : 'SSN' };
  if (/^\d{9}$/.test(t)) return { digits, type: bareType };
  return null;
}

/** What one placed text gives for one truth path, by the rules above (undefined: a path the rules do not read). */
export function readPath(path: string, text: string, key: string, bareEin: boolean): unknown {
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  switch (f) {
    case 'legal_name': case 'trade_name': case 'role': return text;
    case 'type_of_entity': return entityOf(text);
    case 'industry': return industryOf(text);
    case 'business_tax_id': return taxOf(text, bareEin ? 'EIN' : null)?.digits;
    case 'business_tax_id_type': return taxOf(text, bareEin ? 'EIN' : null)?.type;
    case 'business_tax_id_country': case 'tax_id_country': return taxOf(text, 'SSN') ? 'US' : null;
    case 'tax_id': return taxOf(text, 'SSN')?.digits;
    case 'tax_id_type': return taxOf(text, 'SSN')?.type;
    case 'state_region': return stateOf(text);
    case 'country': return stateOf(text) ? 'United States' : null;
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': case 'credit_score': return Number(text);
    case 'ownership': return Number(text.replace('%', ''));
    case 'payment_frequency': return freqOf(text);
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
    case 'first_name': return key.endsWith('_first') ? text : nameOf(text).first;
    case 'last_name': return key.endsWith('_last') ? lastOf(text) : nameOf(text).last;
    default: return undefined;
  }
}
