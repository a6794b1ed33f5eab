// Test-side reading of printed text by applications.md's rules, written apart from the generator (it reads the shared
// reference files, not the generator's tables): each placed text must give exactly the fields the generator recorded.
import { readFileSync } from 'node:fs';

const REF = '/work/shared/reference';
interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases: string[]; countries?: string[]; country?: string }
const load = (f: string) => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const PLACES = [...load('states.json'), ...load('provinces.json').map((p) => ({ ...p, country: 'CA' }))];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const flat = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');
const pad = (n: number | string) => String(n).padStart(2, '0');
const A = (f: string) => `application.${f}`;

export function entityId(text: string, country: 'US' | 'CA'): string {
  const t = flat(text);
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => flat(a) === t));
  if (hits.length === 1) return hits[0]!.id!;
  const corp = country === 'US' ? 'c_corporation' : 'ca_corporation';
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t) && hits.some((h) => h.id === corp)) return corp;
  throw new Error(`entity type "${text}" (${country}) matches ${hits.map((h) => h.id).join(', ') || 'nothing'}`);
}

export function industryId(text: string): string {
  let best = '', ids = new Set<string>();
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...it.aliases]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
      if (!re.test(text)) continue;
      if (a.length > best.length) { best = a; ids = new Set([it.id!]); } else if (a.length === best.length) ids.add(it.id!);
    }
  }
  if (ids.size !== 1) throw new Error(`industry "${text}": ${[...ids].join(', ') || 'no match'}`);
  return [...ids][0]!;
}

export function placeCode(text: string, country: 'US' | 'CA'): string {
  const t = flat(text);
  const hit = PLACES.find((p) => p.country === country && [p.code!, p.name!, ...p.aliases].some((a) => flat(a) === t));
  if (!hit) throw new Error(`no ${country} state/province "${text}"`);
  return hit.code!;
}

export function isoDate(text: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${pad(m[1]!)}-${pad(m[2]!)}`;
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${pad(m[2]!)}`;
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[2]!.toLowerCase()) + 1)}-${pad(m[1]!)}`;
  throw new Error(`unreadable date "${text}"`);
}

export const moneyValue = (text: string): number => {
  const t = text.replace(/CAD|\$|,|\s/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) throw new Error(`unreadable money "${text}"`);
  return Number(t);
};
const masked = (t: string) => /[X*#x]/.test(t);

/** First and last name from a printed full name: credentials dropped, "Last, First" swapped, middle initials dropped. */
export function splitName(text: string): [string, string] {
  const t = text.replace(/,\s*(DC|CPA|MD|DDS|PE|DVM|Esq\.)$/, '');
  if (t.includes(',')) {
    const [last, rest] = t.split(/,\s*/) as [string, string];
    return [rest.split(' ')[0]!, last];
  }
  const parts = t.split(' ').filter((p) => !/^[A-Z]\.$/.test(p));
  return [parts[0]!, parts.slice(1).join(' ')];
}

function taxFields(text: string, country: 'US' | 'CA', prefix: (f: string) => string, business: boolean): Record<string, unknown> {
  const names = business ? ['business_tax_id', 'business_tax_id_type', 'business_tax_id_country'] : ['tax_id', 'tax_id_type', 'tax_id_country'];
  const out = (d: string | null, t: string | null) => ({ [prefix(names[0]!)]: d, [prefix(names[1]!)]: d ? t : null, [prefix(names[2]!)]: d ? country : null });
  if (masked(text)) return out(null, null);
  let m = /^(\d{2})-(\d{7})$/.exec(text);
  if (m) return out(m[1]! + m[2]!, 'EIN');
  m = /^(\d{3})-(\d{2})-(\d{4})$/.exec(text);
  if (m) return out(m[1]! + m[2]! + m[3]!, m[1]!.startsWith('9') ? 'ITIN' : 'SSN');
  m = /^(\d{9})\s*([A-Za-z]{2})\s*(\d{4})$/.exec(text);
  if (m && business) return out(m[1]! + m[2]!.toUpperCase() + m[3]!, 'BN');
  const d = text.replace(/[\s-]/g, '');
  if (/^\d{9}$/.test(d)) return out(d, country === 'CA' ? (business ? 'BN' : 'SIN') : business ? 'EIN' : 'SSN');
  throw new Error(`unreadable tax id "${text}"`);
}

/** The fields a printed text gives, for a placed key. `legal` is the printed legal name (for the DBA rule). */
export function derive(key: string, text: string, country: 'US' | 'CA', legal: string | null): Record<string, unknown> {
  const ctry = country === 'US' ? 'United States' : 'Canada';
  const own = /^owner(\d)\.(\w+)$/.exec(key);
  if (own) {
    const O = (f: string) => `application.applicants[${Number(own[1]) - 1}].${f}`;
    switch (own[2]) {
      case 'name': { const [f, l] = splitName(text); return { [O('first_name')]: f, [O('last_name')]: l }; }
      case 'first': return { [O('first_name')]: text.split(' ').filter((p) => !/^[A-Z]\.$/.test(p)).join(' ') };
      case 'last': return { [O('last_name')]: text };
      case 'role': return { [O('role')]: text };
      case 'ownership': return { [O('ownership')]: Number(/^(\d+(?:\.\d+)?)\s*%?$/.exec(text)![1]) };
      case 'credit': return { [O('credit_score')]: /^\d{3}$/.test(text) ? Number(text) : null };
      case 'tax_id': return taxFields(text, country, O, false);
      case 'dob': return { [O('date_of_birth')]: isoDate(text) };
    }
  }
  switch (key) {
    case 'legal_name': return { [A('legal_name')]: text };
    case 'trade_name': return { [A('trade_name')]: /^(same|n\/a)$/i.test(text) || text === legal ? null : text };
    case 'entity': return { [A('type_of_entity')]: entityId(text, country) };
    case 'industry': return { [A('industry')]: industryId(text) };
    case 'tax_id': return taxFields(text, country, A, true);
    case 'state': return { [A('state_region')]: placeCode(text, country), [A('country')]: ctry };
    case 'address': {
      const m = /,\s*([^,]+?)\s+(\d{5}|[A-Z]\d[A-Z] \d[A-Z]\d)$/.exec(text);
      return { [A('state_region')]: placeCode(m![1]!, country), [A('country')]: ctry };
    }
    case 'amount': return { [A('requested_amount')]: moneyValue(text) };
    case 'payment': return { [A('requested_payment')]: moneyValue(text) };
    case 'payments': return { [A('number_of_payments')]: Number(text) };
    case 'frequency': return { [A('payment_frequency')]: text.toLowerCase().replace('-', '') };
    case 'start_date': return { [A('business_start_date')]: isoDate(text) };
  }
  throw new Error(`no rule for placed key ${key}`);
}
