// applications.md's reading rules, written again from the spec for the tests: a placed value's printed text (and its
// label) in, the truth paths it gives out. Reference data from /work/shared/reference (SET163_REFERENCE_DIR overrides).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Placed, Value } from './draw.ts';

const REF = process.env.SET163_REFERENCE_DIR ?? '/work/shared/reference';
const load = (f: string) => JSON.parse(readFileSync(join(REF, f), 'utf8')).items as Record<string, any>[];
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json'), STATES = load('states.json'), PROVINCES = load('provinces.json');

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const norm = (s: string) => fold(s).replace(/[^a-z0-9]+/g, '');
const BLANKS = new Set(['', 'na', 'none', 'same', 'sameasabove', 'seeabove', 'unknown', 'dontknow', 'appliedfor', 'pending']);
export const isBlank = (s: string) => BLANKS.has(norm(s));

export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (!n || isBlank(text)) return null;
  const hits = ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a: string) => norm(a) === n)).map((e) => e.id as string);
  if (hits.length === 1) return hits[0]!;
  const corp = country === 'US' ? 'c_corporation' : 'ca_corporation';
  if (hits.includes(corp)) return corp;
  if (hits.length > 1) throw new Error(`ambiguous entity "${text}": ${hits.join(', ')}`);
  return null;
}

export function industryId(text: string): string | null {
  const t = ` ${fold(text).replace(/[^a-z0-9&/()'-]+/g, ' ')} `;
  let best: { id: string; len: number } | null = null;
  const ids = new Set<string>();
  for (const it of INDUSTRIES) {
    for (const term of [it.label, ...it.aliases] as string[]) {
      const f = fold(term);
      const i = t.indexOf(f);
      if (i < 0 || /[a-z0-9]/.test(t[i - 1] ?? ' ') || /[a-z0-9]/.test(t[i + f.length] ?? ' ')) continue;
      if (!best || f.length > best.len) { best = { id: it.id, len: f.length }; ids.clear(); ids.add(it.id); }
      else if (f.length === best.len) ids.add(it.id);
    }
  }
  if (ids.size > 1) throw new Error(`ambiguous industry "${text}": ${[...ids].join(', ')}`);
  return best?.id ?? null;
}

export function taxId(text: string, label = ''): { id: string; type: string; country: 'US' | 'CA' } | null {
  const t = text.trim().toUpperCase();
  if (/[X*]/.test(t.replace(/[A-Z]{2}\d{4}$/, '')) || isBlank(t)) return null;
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/\D/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  const bn = /^(\d{9})([A-Z]{2})(\d{4})$/.exec(t.replace(/[\s-]+/g, ''));
  if (bn) return { id: bn[1]! + bn[2]! + bn[3]!, type: 'BN', country: 'CA' };
  const d = t.replace(/[\s-]+/g, '');
  if (!/^\d{9}$/.test(d)) return null;
  const l = label.toUpperCase();
  if (/\bSIN\b/.test(l)) return { id: d, type: 'SIN', country: 'CA' };
  if (/\bBN\b|BUSINESS NUMBER/.test(l)) return { id: d, type: 'BN', country: 'CA' };
  if (/\bEIN\b/.test(l) && !/\bSSN\b/.test(l)) return { id: d, type: 'EIN', country: 'US' };
  if (/\bSSN\b|\bITIN\b/.test(l)) return { id: d, type: d.startsWith('9') && /ITIN/.test(l) ? 'ITIN' : 'SSN', country: 'US' };
  return null;
}

export function money(text: string): number | null {
  const t = text.replace(/CAD|\$|,|\s/gi, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export function date(text: string, label = ''): string | null {
  const t = text.trim();
  let r: RegExpExecArray | null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t;
  if ((r = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t))) {
    let y = Number(r[3]);
    if (r[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return ymd(y, Number(r[1]), Number(r[2]));
  }
  if ((r = /^(\d{2})(\d{2})(\d{4})$/.exec(t)) && /MMDDYYYY/.test(label)) return ymd(Number(r[3]), Number(r[1]), Number(r[2]));
  if ((r = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(t))) return ymd(Number(r[3]), MONTHS.indexOf(r[1]!.slice(0, 3).toLowerCase()) + 1, Number(r[2]));
  if ((r = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(t))) return ymd(Number(r[3]), MONTHS.indexOf(r[2]!.slice(0, 3).toLowerCase()) + 1, Number(r[1]));
  return null;
}

export function personName(text: string): { first: string; last: string } | null {
  let t = text.trim().replace(/,\s*(DC|CPA|DDS|MD|DVM|PhD)\.?$/i, '');
  if (isBlank(t)) return null;
  const dropMi = (s: string) => s.split(/\s+/).filter((w) => !/^[A-Z]\.?$/.test(w)).join(' ');
  if (t.includes(',')) { const [l, f] = t.split(',').map((s) => s.trim()); return { first: dropMi(f!), last: l! }; }
  t = dropMi(t);
  const i = t.indexOf(' ');
  return { first: t.slice(0, i), last: t.slice(i + 1) };
}

export function stateOf(text: string): { code: string; country: 'US' | 'CA' } | null {
  const t = text.trim();
  const find = (code: string) => {
    const p = PROVINCES.find((x) => x.code === code);
    if (p) return { code, country: 'CA' as const };
    const s = STATES.find((x) => x.code === code);
    return s ? { code, country: 'US' as const } : null;
  };
  if (/^[A-Z]{2}$/.test(t)) return find(t);
  let r = /,\s*([A-Z]{2})\s+([A-Z]\d[A-Z] ?\d[A-Z]\d|\d{5})$/.exec(t);
  if (r) return find(r[1]!);
  r = /,\s*([A-Za-z .]+?)\s+(\d{5})$/.exec(t);
  const byName = r && STATES.find((x) => fold(x.name) === fold(r![1]!));
  return byName ? { code: byName.code, country: 'US' } : null;
}

const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };
const O = (i: string, k: string) => `application.applicants[${i}].${k}`;

/** The truth paths one printed value gives, by applications.md's rules. */
export function readPlaced(p: Placed, ctx: { country: 'US' | 'CA'; legal: string | null }): Record<string, Value> {
  const t = p.text.trim(), A = (k: string) => `application.${k}`;
  const ow = /^owner(\d)\.(\w+)$/.exec(p.key);
  if (ow) {
    const [, i, k] = ow as unknown as [string, string, string];
    if (k === 'name') { const n = personName(t); return n ? { [O(i, 'first_name')]: n.first, [O(i, 'last_name')]: n.last } : {}; }
    if (k === 'first') return { [O(i, 'first_name')]: t };
    if (k === 'last') return { [O(i, 'last_name')]: t };
    if (k === 'role') return { [O(i, 'role')]: isBlank(t) ? null : t };
    if (k === 'pct') return { [O(i, 'ownership')]: Number(t.replace('%', '')) };
    if (k === 'score') return { [O(i, 'credit_score')]: /^\d{3}$/.test(t) ? Number(t) : null };
    if (k === 'dob') return { [O(i, 'date_of_birth')]: date(t, p.label) };
    if (k === 'ssn') { const x = taxId(t, p.label); return { [O(i, 'tax_id')]: x?.id ?? null, [O(i, 'tax_id_type')]: x?.type ?? null, [O(i, 'tax_id_country')]: x?.country ?? null }; }
  }
  switch (p.key) {
    case 'legal_name': return { [A('legal_name')]: t };
    case 'trade_name': return { [A('trade_name')]: isBlank(t) || norm(t) === norm(ctx.legal ?? '') ? null : t };
    case 'entity': case 'entity_other': return { [A('type_of_entity')]: entityId(t, ctx.country) };
    case 'industry': return { [A('industry')]: industryId(t) };
    case 'tax_id': { const x = taxId(t, p.label); return { [A('business_tax_id')]: x?.id ?? null, [A('business_tax_id_type')]: x?.type ?? null, [A('business_tax_id_country')]: x?.country ?? null }; }
    case 'state': { const s = stateOf(t); return { [A('state_region')]: s?.code ?? null, [A('country')]: s ? (s.country === 'US' ? 'United States' : 'Canada') : null }; }
    case 'requested_amount': return { [A('requested_amount')]: money(t) };
    case 'requested_payment': return { [A('requested_payment')]: money(t) };
    case 'number_of_payments': return { [A('number_of_payments')]: /^\d+$/.test(t) ? Number(t) : null };
    case 'frequency': return { [A('payment_frequency')]: FREQ[norm(t)] ?? null };
    case 'start_date': return { [A('business_start_date')]: date(t, p.label) };
  }
  throw new Error(`no rule for key ${p.key}`);
}
