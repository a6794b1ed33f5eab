// Test helper: applications.md's reading rules, applied to one printed text (and its label) on its own, written apart
// from the generator so the test can check that what the generator calls the truth is what the rules give.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases: string[]; countries?: string[] }
interface Region { code: string; name: string; name_fr?: string; country: string; aliases: string[] }
const load = <T>(f: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: T[] }).items;
const ENTITIES = load<Item>('entity-types.json');
const INDUSTRIES = load<Item>('industries.json');
const REGIONS = [...load<Region>('states.json'), ...load<Region>('provinces.json')];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const COUNTRY: Record<string, string> = { US: 'United States', CA: 'Canada' };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function entity(text: string, country: string): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === n));
  return hits.length === 1 ? hits[0]!.id : null;
}

export function industry(text: string): string | null {
  let best: [number, string] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    if (new RegExp(`(?<![A-Za-z0-9])${escRe(a)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || a.length > best[0])) best = [a.length, it.id];
  }
  return best ? best[1] : null;
}

export function date(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (+m[3]! <= 26 ? 2000 : 1900) + +m[3]! : +m[3]!; return iso(y, +m[1]!, +m[2]!); }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) { const mo = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()); return mo < 0 ? null : iso(+m[3]!, mo + 1, +m[2]!); }
  return null;
}

export const amount = (text: string): number => Number(text.replace(/CAD|\$|,|\s/g, ''));

export function region(text: string): { state: string; country: string } | null {
  const m = /\b([A-Z]{2})\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)\s*$/.exec(text);
  const hit = m ? REGIONS.filter((r) => r.code === m[1] && (/^\d/.test(m[2]!) ? r.country === 'US' : r.country === 'CA'))
    : REGIONS.filter((r) => [r.name, r.name_fr ?? '', ...r.aliases].some((a) => norm(a) === norm(text)));
  return hit.length === 1 ? { state: hit[0]!.code, country: COUNTRY[hit[0]!.country]! } : null;
}

export function taxId(text: string, label: string): { digits: string; type: string; country: string } | null {
  const t = text.trim();
  if (/\*|X{3}/i.test(t)) return null;
  if (/^\d{2}-\d{7}$/.test(t)) return { digits: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { digits: t.replace(/\D/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  const bn = /^(\d{9})\s*([A-Za-z]{2})\s*(\d{4})$/.exec(t);
  if (bn) return { digits: `${bn[1]}${bn[2]!.toUpperCase()}${bn[3]}`, type: 'BN', country: 'CA' };
  if (/^\d{3}[ -]?\d{3}[ -]?\d{3}$/.test(t)) {
    if (/\bSIN\b/.test(label)) return { digits: t.replace(/\D/g, ''), type: 'SIN', country: 'CA' };
    if (/\bBN\b|Business Number/.test(label)) return { digits: t.replace(/\D/g, ''), type: 'BN', country: 'CA' };
    if (/EIN/.test(label)) return { digits: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  }
  return null;
}

const CRED = /,\s*(CPA|DDS|DC|MD|MBA|PhD|Esq)\.?$/i;
export function person(text: string): { first: string; last: string } {
  let t = text.trim().replace(CRED, '');
  if (t.includes(',')) { const [l, f] = t.split(',').map((s) => s.trim()); t = `${f} ${l}`; }
  const parts = t.split(/\s+/);
  const first = parts.shift()!;
  while (parts.length > 1 && /^[A-Z]\.?$/.test(parts[0]!)) parts.shift();
  return { first, last: parts.join(' ') };
}

export function frequency(s: string): string | null {
  const t = s.toLowerCase();
  return /bi-?weekly/.test(t) ? 'biweekly' : /daily/.test(t) ? 'daily' : /weekly/.test(t) ? 'weekly' : /monthly/.test(t) ? 'monthly' : null;
}

/** What the rules make of one printed value for one truth path (`legal` is the printed legal name, for the DBA rule). */
export function reread(path: string, text: string, label: string, ctx: { country: string; legal: string | null }): unknown {
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const owner = path.includes('applicants[');
  if (owner) {
    if (f === 'first_name') return /first name/i.test(label) ? text : person(text).first;
    if (f === 'last_name') return /last name/i.test(label) ? text : person(text).last;
    if (f === 'role') return text;
    if (f === 'ownership') return parseFloat(text.replace(/[%\s]/g, ''));
    if (f === 'credit_score') return parseInt(text, 10);
    if (f === 'date_of_birth') return date(text);
    const tax = taxId(text, label);
    return f === 'tax_id' ? tax?.digits ?? null : f === 'tax_id_type' ? tax?.type ?? null : tax?.country ?? null;
  }
  switch (f) {
    case 'legal_name': case 'role': return text;
    case 'trade_name': return !text.trim() || /^(same|n\/a)$/i.test(text.trim()) || text === ctx.legal ? null : text;
    case 'type_of_entity': return entity(text, ctx.country);
    case 'industry': return industry(text);
    case 'business_tax_id': return taxId(text, label)?.digits ?? null;
    case 'business_tax_id_type': return taxId(text, label)?.type ?? null;
    case 'business_tax_id_country': return taxId(text, label)?.country ?? null;
    case 'state_region': return region(text)?.state ?? null;
    case 'country': return region(text)?.country ?? null;
    case 'requested_amount': case 'requested_payment': return amount(text);
    case 'number_of_payments': return parseInt(text, 10);
    case 'payment_frequency': return frequency(`${text} ${label}`);
    case 'business_start_date': return date(text);
    default: throw new Error(`no rule for ${path}`);
  }
}
