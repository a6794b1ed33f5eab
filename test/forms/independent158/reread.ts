// Test helper: applications.md's reading rules, applied to the printed text of each placed value, written from the
// spec and the shared reference data, independently of the generator's own bookkeeping.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Placed } from './types.ts';

interface Ref { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; type?: string }
const load = (f: string): Ref[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Ref[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const STATES = load('states.json').filter((s) => ['state', 'district', 'territory'].includes(s.type!));
const PROVINCES = load('provinces.json');

const norm = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases!].some((a) => norm(a) === t));
  const ids = [...new Set(hits.map((e) => e.id!))];
  if (ids.length === 1) return ids[0]!;
  const corp = country === 'CA' ? 'ca_corporation' : 'c_corporation';
  return ids.includes(corp) ? corp : null;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const ind of INDUSTRIES) {
    for (const a of [ind.label!, ...ind.aliases!]) {
      if (new RegExp(`(?<![A-Za-z0-9])${esc(a)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || a.length > best.len)) best = { id: ind.id!, len: a.length };
    }
  }
  return best?.id ?? null;
}

export const money = (s: string): number => Number(s.replace(/CAD|\$|,|\s/g, ''));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function dateOf(s: string): string | null {
  const pad = (n: number): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s.trim());
  if (m) {
    const y = m[3]!.length === 2 ? (Number(m[3]) <= 30 ? 2000 : 1900) + Number(m[3]) : Number(m[3]);
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.?\s+(\d{1,2}),\s*(\d{4})$/.exec(s.trim());
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${pad(Number(m[2]))}`;
  return null;
}

export function taxOf(text: string, label: string): { id: string; type: string; country: string } | null {
  const t = text.trim();
  if (/[X*]/i.test(t)) return null;
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/\D/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  const bn = /^(\d{9})\s?([A-Z]{2}\d{4})$/.exec(t);
  if (bn) return { id: bn[1]! + bn[2]!, type: 'BN', country: 'CA' };
  if (/^\d{3}[ -]?\d{3}[ -]?\d{3}$/.test(t)) {
    const id = t.replace(/\D/g, '');
    const type = /\bEIN\b/.test(label) ? 'EIN' : /\bBN\b/.test(label) ? 'BN' : /\bSIN\b/.test(label) ? 'SIN' : /\bSSN\b/.test(label) ? 'SSN' : null;
    if (!type) throw new Error(`no type for ${t} (${label})`);
    return { id, type, country: type === 'BN' || type === 'SIN' ? 'CA' : 'US' };
  }
  throw new Error(`unreadable tax ID ${t}`);
}

/** First name without middle initial; last name with hyphens and particles; credentials dropped; "Last, First" swapped. */
export function nameOf(text: string): { first: string; last: string } {
  let t = text.trim().replace(/,\s*(DDS|DVM|DC|MD|CPA|Esq\.)$/, '');
  const initial = (w: string): boolean => /^[A-Z]\.?$/.test(w);
  if (t.includes(',')) {
    const [last, rest] = t.split(/,\s*/) as [string, string];
    return { first: rest.split(/\s+/)[0]!, last };
  }
  const words = t.split(/\s+/);
  t = words.slice(1).filter((w, i) => !(i === 0 && initial(w))).join(' ');
  return { first: words[0]!, last: t };
}

export function stateOf(text: string): { code: string; country: string } | null {
  const addr = /,\s*([A-Z]{2})\s+(\d{5}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\s*$/.exec(text);
  const key = norm(addr ? addr[1]! : text);
  for (const [list, country] of [[STATES, 'United States'], [PROVINCES, 'Canada']] as const) {
    const hit = list.find((s) => [s.code!, s.name!].some((a) => norm(a) === key));
    if (hit) return { code: hit.code!, country };
  }
  return null;
}

const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', every2weeks: 'biweekly', monthly: 'monthly' };

/** The application read back from the placed texts alone. */
export function reread(placed: Placed[]): TruthApplication {
  const app: Record<string, unknown> = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null };
  const owners: TruthApplicant[] = [];
  const has = (p: Placed, f: string): boolean => Object.keys(p.fields).some((k) => k.endsWith(`.${f}`));
  const where = placed.find((p) => has(p, 'state_region'));
  const st = where ? stateOf(where.text) : null;
  const country = st?.country === 'Canada' ? 'CA' : 'US';
  let dba: string | null = null;
  for (const p of placed) {
    const t = p.text.trim();
    const ai = /applicants\[(\d+)\]/.exec(Object.keys(p.fields)[0]!);
    if (ai) {
      const i = Number(ai[1]);
      while (owners.length <= i) owners.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      const o = owners[i]!;
      if (has(p, 'first_name')) { const n = nameOf(t); o.first_name = n.first; o.last_name = n.last; }
      else if (has(p, 'role')) o.role = t;
      else if (has(p, 'ownership')) o.ownership = Number(t.replace(/%/g, ''));
      else if (has(p, 'credit_score')) o.credit_score = Number(t);
      else if (has(p, 'date_of_birth')) o.date_of_birth = dateOf(t);
      else if (has(p, 'tax_id')) { const x = taxOf(t, p.label); o.tax_id = x?.id ?? null; o.tax_id_type = x?.type ?? null; o.tax_id_country = x?.country ?? null; }
      continue;
    }
    if (has(p, 'legal_name')) app.legal_name = t;
    else if (has(p, 'trade_name')) dba = t;
    else if (has(p, 'type_of_entity')) app.type_of_entity = entityOf(t, country);
    else if (has(p, 'industry')) app.industry = industryOf(t);
    else if (has(p, 'business_tax_id')) { const x = taxOf(t, p.label); app.business_tax_id = x?.id ?? null; app.business_tax_id_type = x?.type ?? null; app.business_tax_id_country = x?.country ?? null; }
    else if (has(p, 'state_region')) { app.state_region = st?.code ?? null; app.country = st?.country ?? null; }
    else if (has(p, 'country')) app.country = /canada/i.test(t) ? 'Canada' : 'United States';
    else if (has(p, 'requested_amount')) app.requested_amount = money(t);
    else if (has(p, 'requested_payment')) app.requested_payment = money(t);
    else if (has(p, 'number_of_payments')) app.number_of_payments = Number(t);
    else if (has(p, 'payment_frequency')) app.payment_frequency = FREQ[norm(t)] ?? null;
    else if (has(p, 'business_start_date')) app.business_start_date = dateOf(t);
  }
  app.trade_name = dba && !/^(same|n\/a)$/i.test(dba) && dba !== app.legal_name ? dba : null;
  return { ...(app as unknown as TruthApplication), applicants: owners };
}
