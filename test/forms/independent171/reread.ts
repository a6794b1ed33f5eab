// The test's own reading of a placed text by applications.md's rules, from the shared reference files only: what a
// correct reader must make of each printed value. Independent of the generator's tables (fields.ts, data.ts).
import { readFileSync } from 'node:fs';

type Ref = { id?: string; code?: string; label?: string; name?: string; countries?: string[]; aliases: string[] };
const load = (f: string): Ref[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Ref[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json'), STATES = load('states.json'), PROVINCES = load('provinces.json');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const CREDENTIALS = new Set(['DC', 'MD', 'DDS', 'CPA', 'DO', 'DVM', 'ESQ', 'PHD']);
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const p2 = (n: number) => String(n).padStart(2, '0');

export type Fields = Record<string, string | number | null>;

export function entityId(text: string, country: 'US' | 'CA'): string {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = new Set(ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => norm(a) === t)).map((e) => e.id!));
  if (hits.size !== 1) throw new Error(`entity ${text}: ${[...hits].join(',') || 'no match'}`);
  return [...hits][0]!;
}

export function industryId(text: string): string {
  const low = text.toLowerCase();
  let best = '', bestLen = 0, tie = false;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...it.aliases]) {
    const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
    if (!re.test(low)) continue;
    if (a.length > bestLen) { best = it.id!; bestLen = a.length; tie = false; } else if (a.length === bestLen && it.id !== best) tie = true;
  }
  if (!best || tie) throw new Error(`industry ${text}: ${best || 'no match'}${tie ? ' (tie)' : ''}`);
  return best;
}

function region(text: string): { code: string; country: 'US' | 'CA' } | null {
  const t = text.trim().toLowerCase();
  for (const [list, country] of [[STATES, 'US'], [PROVINCES, 'CA']] as const)
    for (const s of list) if ([s.code!, s.name!, ...s.aliases].some((a) => a.toLowerCase() === t)) return { code: s.code!, country };
  return null;
}

/** A state or province as printed alone, or the state of a "City, ST 12345" line. */
export function stateOf(text: string): Fields {
  let r = region(text);
  if (!r) {
    const m = /,\s*([^,]+?)\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\s*$/.exec(text);
    if (m) r = region(m[1]!);
  }
  if (!r) throw new Error(`state ${text}`);
  return { 'application.state_region': r.code, 'application.country': r.country === 'US' ? 'United States' : 'Canada' };
}

export function moneyOf(text: string): number {
  const v = Number(text.replace(/CAD|USD|[$,\s]/g, ''));
  if (!Number.isFinite(v)) throw new Error(`money ${text}`);
  return v;
}

export function dateOf(text: string): string {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return `${y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m && MONTHS.indexOf(m[1]!.toLowerCase()) >= 0) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  throw new Error(`date ${text}`);
}

export function nameOf(text: string): { first: string; last: string } {
  let s = text.trim(), swapped: string | null = null;
  const c = s.lastIndexOf(',');
  if (c >= 0) {
    const after = s.slice(c + 1).trim();
    if (CREDENTIALS.has(after.replace(/\./g, '').toUpperCase())) s = s.slice(0, c).trim();
    else { swapped = after; s = s.slice(0, c).trim(); }
  }
  const notInitial = (w: string) => !/^[A-Z]\.?$/.test(w);
  if (swapped !== null) return { first: swapped.split(/\s+/).filter(notInitial)[0]!, last: s };
  const w = s.split(/\s+/).filter(notInitial);
  return { first: w[0]!, last: w.slice(1).join(' ') };
}

const TYPE_COUNTRY: Record<string, 'US' | 'CA'> = { EIN: 'US', SSN: 'US', ITIN: 'US', BN: 'CA', SIN: 'CA' };

/** A tax ID: digits (a BN keeps its program account), its type from the format or else from the label; null if masked. */
export function taxOf(text: string, label: string): { digits: string; type: string; country: 'US' | 'CA' } | null {
  const t = text.trim();
  if (/[X*]/i.test(t.replace(/[A-Z]{2}\d{4}$/i, ''))) return null;
  let type: string | null = null, digits = t.replace(/\D/g, '');
  const bn = /^(\d{9})[\s-]*([A-Za-z]{2})[\s-]*(\d{4})$/.exec(t);
  if (bn) { type = 'BN'; digits = bn[1]! + bn[2]!.toUpperCase() + bn[3]; }
  else if (/^\d{2}-\d{7}$/.test(t)) type = 'EIN';
  else if (/^\d{3}-\d{2}-\d{4}$/.test(t)) type = t.startsWith('9') ? 'ITIN' : 'SSN';
  else if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(t) || /^\d{9}$/.test(t)) {
    const l = label.toUpperCase();
    type = /\bSIN\b/.test(l) ? 'SIN' : /\bBN\b|BUSINESS NUMBER/.test(l) ? 'BN' : /\bEIN\b/.test(l) ? 'EIN' : /\bSSN\b|SOCIAL SECURITY/.test(l) ? 'SSN' : null;
  }
  if (!type) throw new Error(`tax id ${text} (${label})`);
  return { digits, type, country: TYPE_COUNTRY[type]! };
}

export function frequencyOf(text: string): string {
  const f = text.toLowerCase().replace(/[^a-z]/g, '');
  if (!['daily', 'weekly', 'biweekly', 'monthly'].includes(f)) throw new Error(`frequency ${text}`);
  return f;
}

/** The fields one placed value gives, read from its key (what the label asks), text and label alone. */
export function reread(key: string, text: string, label: string, country: 'US' | 'CA'): Fields {
  const A = 'application.';
  const o = /^owner(\d+)\.(\w+)$/.exec(key);
  if (o) {
    const P = `${A}applicants[${o[1]}].`;
    switch (o[2]) {
      case 'name': { const n = nameOf(text); return { [P + 'first_name']: n.first, [P + 'last_name']: n.last }; }
      case 'role': return { [P + 'role']: text };
      case 'pct': return { [P + 'ownership']: Number(text.replace(/[%\s]/g, '')) };
      case 'score': return { [P + 'credit_score']: Number(text) };
      case 'dob': return { [P + 'date_of_birth']: dateOf(text) };
      case 'ssn': case 'sin': {
        const t = taxOf(text, label);
        return t ? { [P + 'tax_id']: t.digits, [P + 'tax_id_type']: t.type, [P + 'tax_id_country']: t.country } : {};
      }
    }
    throw new Error(`owner key ${key}`);
  }
  switch (key) {
    case 'legal_name': return { [A + 'legal_name']: text };
    case 'dba': return { [A + 'trade_name']: /^(same|n\/?a|)$/i.test(text.trim()) ? null : text };
    case 'entity': return { [A + 'type_of_entity']: entityId(text, country) };
    case 'industry': return { [A + 'industry']: industryId(text) };
    case 'tax_id': { const t = taxOf(text, label)!; return { [A + 'business_tax_id']: t.digits, [A + 'business_tax_id_type']: t.type, [A + 'business_tax_id_country']: t.country }; }
    case 'state': return stateOf(text);
    case 'amount': return { [A + 'requested_amount']: moneyOf(text) };
    case 'payment': return { [A + 'requested_payment']: moneyOf(text) };
    case 'npay': return { [A + 'number_of_payments']: Number(text) };
    case 'freq': return { [A + 'payment_frequency']: frequencyOf(text) };
    case 'start': return { [A + 'business_start_date']: dateOf(text) };
  }
  throw new Error(`key ${key}`);
}
