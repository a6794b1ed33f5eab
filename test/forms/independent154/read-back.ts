// Test-side reading of set 154's printed values by applications.md's rules, written apart from the generator: the test
// compares what this reads from each printed text with the fields the generator claims for it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Placed } from './canvas.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
export const REFERENCE_DIR = [process.env.MCA_REFERENCE_DIR, join(HERE, '../../../../shared/reference'), '/work/shared/reference']
  .find((d): d is string => !!d && existsSync(join(d, 'entity-types.json')));

interface Item { id?: string; code?: string; label?: string; name?: string; name_fr?: string; aliases: string[]; countries?: string[]; country?: string }
const load = (f: string): Item[] => (REFERENCE_DIR ? (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items : []);
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const REGIONS = [...load('states.json').map((s) => ({ ...s, country: 'US' })), ...load('provinces.json')];

const norm = (s: string): string => s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Entity-type id whose id, label or alias equals the text (case and punctuation ignored), by country. */
export function entityId(text: string, country: string): string | null {
  const ids = new Set<string>();
  for (const half of text.split(' / ')) {
    let c = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => norm(a) === norm(half)));
    if (c.length > 1) c = c.filter((e) => e.countries!.length === 1);
    if (c.length !== 1) return null;
    ids.add(c[0]!.id!);
  }
  return ids.size === 1 ? [...ids][0]! : null;
}

/** Industry id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(text: string): string | null {
  let best: { id: string; len: number } | null = null, tie = false;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...it.aliases]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
      if (!re.test(text)) continue;
      if (!best || a.length > best.len) { best = { id: it.id!, len: a.length }; tie = false; }
      else if (a.length === best.len && best.id !== it.id) tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

/** The state / province code a field or an address line names (exactly one). */
export function regionCode(text: string, country: string): string | null {
  const found = new Set<string>();
  for (const r of REGIONS.filter((x) => x.country === country)) {
    if (new RegExp(`(?<![\\p{L}])${r.code}(?![\\p{L}])`, 'u').test(text)) found.add(r.code!);
    for (const n of [r.name, r.name_fr, ...r.aliases].filter((x): x is string => !!x)) {
      const re = new RegExp(`(?<![\\p{L}])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
      if (n.length > 2 && (norm(n) === norm(text) || re.test(text))) found.add(r.code!);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

export function parseMoney(text: string): number {
  let s = text.replace(/\$|CAD|\s/g, '');
  s = /,\d{2}$/.test(s) ? s.replace(',', '.') : s.replace(/,/g, '');
  return Number(s);
}

export type DateFormat = 'YMD' | 'DMY' | 'MDY';
export function parseDate(text: string, f: DateFormat): string {
  if (f === 'YMD') { if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`not YYYY-MM-DD: ${text}`); return text; }
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) throw new Error(`not a slashed date: ${text}`);
  return f === 'DMY' ? `${m[3]}-${m[2]}-${m[1]}` : `${m[3]}-${m[1]}-${m[2]}`;
}

export function frequency(text: string): string | null {
  if (/daily|quotidien/i.test(text)) return 'daily';
  if (/bi-?weekly|deux semaines/i.test(text)) return 'biweekly';
  if (/weekly|hebdo/i.test(text)) return 'weekly';
  if (/monthly|mensuel/i.test(text)) return 'monthly';
  return null;
}

/** `First M. Last, CRED` or `Last, First M.`: first name without initials, last name with its particles. */
export function personName(text: string): { first: string; last: string } {
  const t = text.replace(/,\s*(CPA|DDS|DC|DMD|MD)$/, '');
  if (t.includes(',')) {
    const [last, rest] = t.split(',').map((s) => s.trim()) as [string, string];
    return { first: rest.split(' ')[0]!, last };
  }
  const words = t.split(' ');
  let k = 1;
  while (/^[A-Z]\.$/.test(words[k] ?? '')) k++;
  return { first: words[0]!, last: words.slice(k).join(' ') };
}

export interface Ctx { country: 'US' | 'CA'; dateFmt: DateFormat; legal: string; taxLabelType: string | null; taxDigits: string | null; countryPrinted: boolean }
const A = (k: string): string => `application.${k}`;
const O = (i: string, k: string): string => `application.applicants[${i}].${k}`;
const LABEL = { US: 'United States', CA: 'Canada' };

/** What applications.md reads from one printed value. */
export function readPlaced(p: Placed, x: Ctx): Record<string, unknown> {
  const t = p.text;
  const own = /^owner(\d)\.(\w+)$/.exec(p.key);
  if (own) {
    const [, i, part] = own as unknown as [string, string, string];
    switch (part) {
      case 'name': { const n = personName(t); return { [O(i, 'first_name')]: n.first, [O(i, 'last_name')]: n.last }; }
      case 'first': return { [O(i, 'first_name')]: t.split(' ')[0] };
      case 'last': return { [O(i, 'last_name')]: t };
      case 'role': return { [O(i, 'role')]: t };
      case 'own': return { [O(i, 'ownership')]: Number(t.replace(/\s|%/g, '').replace(',', '.')) };
      case 'score': return { [O(i, 'credit_score')]: Number(t) };
      case 'dob': return { [O(i, 'date_of_birth')]: parseDate(t, x.dateFmt) };
      case 'pid': {
        if (/[X*]/.test(t)) return { [O(i, 'tax_id')]: null, [O(i, 'tax_id_type')]: null, [O(i, 'tax_id_country')]: null };
        const d = t.replace(/\D/g, '');
        if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { [O(i, 'tax_id')]: d, [O(i, 'tax_id_type')]: d.startsWith('9') ? 'ITIN' : 'SSN', [O(i, 'tax_id_country')]: 'US' };
        if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(t)) return { [O(i, 'tax_id')]: d, [O(i, 'tax_id_type')]: 'SIN', [O(i, 'tax_id_country')]: 'CA' };
        throw new Error(`unreadable personal tax id ${t}`);
      }
    }
  }
  switch (p.key) {
    case 'legal_name': return { [A('legal_name')]: t };
    case 'trade_name': return { [A('trade_name')]: /^(same|n\/a)$/i.test(t) || t === x.legal ? null : t };
    case 'entity': return { [A('type_of_entity')]: entityId(t, x.country) };
    case 'industry': return { [A('industry')]: industryId(t) };
    case 'province': case 'address':
      return { [A('state_region')]: regionCode(t, x.country), ...(x.countryPrinted ? {} : { [A('country')]: LABEL[x.country] }) };
    case 'country': return { [A('country')]: /^(usa|u\.s\.a\.|united states)$/i.test(t) ? 'United States' : /^canada$/i.test(t) ? 'Canada' : null };
    case 'amount': return { [A('requested_amount')]: parseMoney(t) };
    case 'payment': return { [A('requested_payment')]: parseMoney(t) };
    case 'n_payments': return { [A('number_of_payments')]: Number(t) };
    case 'frequency': return { [A('payment_frequency')]: frequency(t) };
    case 'start_date': return { [A('business_start_date')]: parseDate(t, x.dateFmt) };
    case 'tax_type': {
      const type = t === 'SSN/ITIN' ? (x.taxDigits?.startsWith('9') ? 'ITIN' : 'SSN') : t;
      return { [A('business_tax_id_type')]: type, [A('business_tax_id_country')]: ['BN', 'SIN'].includes(t) ? 'CA' : 'US' };
    }
    case 'tax_id': {
      const id = A('business_tax_id'), ty = A('business_tax_id_type'), co = A('business_tax_id_country');
      const compact = t.replace(/[\s-]/g, '').toUpperCase();
      if (/^\d{2}-\d{7}$/.test(t)) return { [id]: compact, [ty]: 'EIN', [co]: 'US' };
      if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { [id]: compact, [ty]: compact.startsWith('9') ? 'ITIN' : 'SSN', [co]: 'US' };
      if (/^\d{9}[A-Z]{2}\d{4}$/.test(compact)) return { [id]: compact, [ty]: 'BN', [co]: 'CA' };
      if (/^\d{9}$/.test(compact)) return x.taxLabelType ? { [id]: compact, [ty]: x.taxLabelType, [co]: 'CA' } : { [id]: compact };
      throw new Error(`unreadable business tax id ${t}`);
    }
    default: return {};
  }
}
