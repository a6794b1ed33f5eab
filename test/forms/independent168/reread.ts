// applications.md's reading rules, written independently of the generator: given one placed value (its printed text
// and label), what each truth field must be. The tests re-read every placed value with these and compare.
import { readFileSync } from 'node:fs';
import type { Placed } from './sheet.ts';

interface Ref { id: string; label: string; aliases: string[]; countries?: string[] }
const REF = JSON.parse(readFileSync(new URL('./reference.json', import.meta.url), 'utf8')) as { entity_types: Ref[]; industries: Ref[] };
const PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CREDENTIALS = new Set(['CPA', 'DC', 'DDS', 'MD', 'DVM', 'PhD', 'Esq']);

const norm = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');
const blank = (s: string): boolean => /^(|same|n\/?a|none)$/i.test(s.trim());

export function money(s: string): number { return Number(s.replace(/CAD|\$|,|\s/g, '')); }

export function date(s: string): string | null {
  const t = s.trim();
  const pad = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t) ?? /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(t);
  if (m) {
    const [mon, day] = /^\d/.test(m[1]!) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
    const i = MONTHS.indexOf(mon.slice(0, 3).toLowerCase());
    if (i >= 0) return `${m[3]}-${pad(i + 1)}-${pad(Number(day))}`;
  }
  return null;
}

export function entity(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  const hits = REF.entity_types.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === t));
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  return hits.length === 1 ? hits[0]!.id : null;
}

export function industry(text: string): string | null {
  let best: [number, string] | null = null;
  for (const e of REF.industries) {
    for (const a of [e.label, ...e.aliases]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best[0])) best = [a.length, e.id];
    }
  }
  return best ? best[1] : null;
}

/** A tax ID: digits (plus a BN's program account), type and country, or nulls when masked. */
export function taxId(text: string, label: string): [string | null, string | null, string | null] {
  const t = text.trim();
  if (/[xX*]/.test(t)) return [null, null, null];
  let m = /^(\d{9})\s*([A-Za-z]{2})\s*(\d{4})$/.exec(t);
  if (m) return [`${m[1]}${m[2]!.toUpperCase()}${m[3]}`, 'BN', 'CA'];
  if (/^\d{2}-\d{7}$/.test(t)) return [t.replace(/\D/g, ''), 'EIN', 'US'];
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return [t.replace(/\D/g, ''), t.startsWith('9') ? 'ITIN' : 'SSN', 'US'];
  m = /^(\d{3})[ -]?(\d{3})[ -]?(\d{3})$/.exec(t);
  if (m) {
    const d = `${m[1]}${m[2]}${m[3]}`;
    if (/\bBN\b|Business Number/i.test(label)) return [d, 'BN', 'CA'];
    if (/\bSIN\b/.test(label)) return [d, 'SIN', 'CA'];
    if (/\bEIN\b/.test(label)) return [d, 'EIN', 'US'];
    if (/SSN|Social/i.test(label)) return [d, d.startsWith('9') ? 'ITIN' : 'SSN', 'US'];
  }
  throw new Error(`unreadable tax ID ${text} (${label})`);
}

export function name(text: string): [string, string] {
  let t = text.trim();
  const cred = /,\s*([A-Za-z.]+)$/.exec(t);
  if (cred && CREDENTIALS.has(cred[1]!.replace(/\./g, ''))) t = t.slice(0, cred.index).trim();
  const drop = (s: string[]): string[] => s.filter((w) => !/^[A-Z]\.?$/.test(w));
  if (t.includes(',')) {
    const [last, first] = t.split(',').map((s) => s.trim()) as [string, string];
    return [drop(first.split(/\s+/))[0]!, last];
  }
  const words = t.split(/\s+/);
  return [words[0]!, drop(words.slice(1)).join(' ')];
}

export function region(text: string): string | null {
  const t = text.trim();
  if (/^[A-Z]{2}$/.test(t)) return t;
  const all = [...t.matchAll(/,\s*([A-Z]{2})\s+(\d{5}|[A-Z]\d[A-Z] ?\d[A-Z]\d)\b/g)];
  return all.length ? all[all.length - 1]![1]! : null;
}

export interface Ctx { country: 'US' | 'CA'; legal: string | null }

/** What the rules read for `path` from the placed value `p`. */
export function readPath(path: string, p: Placed, ctx: Ctx): unknown {
  const k = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const t = p.text.trim();
  const label = p.label ?? '';
  switch (k) {
    case 'legal_name': case 'role': return t;
    case 'trade_name': return blank(t) || t === ctx.legal ? null : t;
    case 'type_of_entity': return entity(t, ctx.country);
    case 'industry': return industry(t);
    case 'business_tax_id': case 'tax_id': return taxId(t, label)[0];
    case 'business_tax_id_type': case 'tax_id_type': return taxId(t, label)[1];
    case 'business_tax_id_country': case 'tax_id_country': return taxId(t, label)[2];
    case 'state_region': return region(t);
    case 'country': {
      if (/^(canada)$/i.test(t)) return 'Canada';
      if (/^(usa|united states|us)$/i.test(t)) return 'United States';
      const r = region(t);
      return r === null ? null : PROVINCES.has(r) ? 'Canada' : 'United States';
    }
    case 'requested_amount': case 'requested_payment': return money(t);
    case 'number_of_payments': case 'credit_score': return Number.parseInt(t, 10);
    case 'ownership': return Number(t.replace(/[%\s]/g, ''));
    case 'payment_frequency': return t.toLowerCase().replace(/[^a-z]/g, '');
    case 'business_start_date': case 'date_of_birth': return date(t);
    case 'first_name': return name(t)[0];
    case 'last_name': return name(t)[1];
    default: throw new Error(`no rule for ${path}`);
  }
}
