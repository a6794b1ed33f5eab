// Test helper: applications.md's reading rules applied to what set 159 printed. It looks only at each placed value's
// text, its label hint and which truth paths it answers, never at the generator's values, so the tests can check that
// the truth is what a reader following the rules would get. Reference tables from MCA_REFERENCE_DIR or
// /work/shared/reference.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Country, Placed } from './types.ts';

const DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
export const referenceAvailable = existsSync(join(DIR, 'industries.json'));
interface Item { id?: string; code?: string; label?: string; name?: string; name_fr?: string; aliases: string[]; countries?: string[]; country?: string }
const load = (f: string): Item[] => (referenceAvailable ? (JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { items: Item[] }).items : []);
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const REGIONS = [...load('states.json').map((s) => ({ ...s, country: 'US' })), ...load('provinces.json').map((s) => ({ ...s, country: 'CA' }))];

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const CREDENTIALS = new Set(['dc', 'md', 'dds', 'dmd', 'dvm', 'cpa', 'dpt', 'phd', 'rn', 'esq', 'jd', 'pt']);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function entityOf(text: string, country: Country): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => norm(a) === n));
  if (hits.length > 1) throw new Error(`ambiguous entity text ${text}: ${hits.map((h) => h.id).join(', ')}`);
  return hits[0]?.id ?? null;
}

/** The industry whose label or alias is the longest word-bounded phrase inside the text; a tie of ids is an error. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number }[] = [];
  for (const it of INDUSTRIES) {
    for (const term of [it.label!, ...it.aliases]) {
      const esc = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t)) continue;
      if (!best.length || term.length > best[0]!.len) best = [{ id: it.id!, len: term.length }];
      else if (term.length === best[0]!.len && !best.some((b) => b.id === it.id)) best.push({ id: it.id!, len: term.length });
    }
  }
  if (best.length > 1) throw new Error(`industry tie in "${text}": ${best.map((b) => b.id).join(', ')}`);
  return best[0]?.id ?? null;
}

export function dateOf(text: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[2]!.toLowerCase()) + 1)}-${p(Number(m[1]))}`;
  throw new Error(`unreadable date ${text}`);
}

export const moneyOf = (text: string) => Number(text.replace(/CAD|\$|,|\s/g, ''));

/** [value, type, country] of a printed tax ID; nulls when masked. */
export function taxOf(text: string, hint = ''): [string | null, string | null, string | null] {
  if (/[X*]/.test(text)) return [null, null, null];
  let m = /^(\d{9})[\s-]*([A-Za-z]{2})\s*(\d{4})$/.exec(text);
  if (m) return [m[1]! + m[2]!.toUpperCase() + m[3]!, 'BN', 'CA'];
  if (/^\d{2}-\d{7}$/.test(text)) return [text.replace(/\D/g, ''), 'EIN', 'US'];
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return [text.replace(/\D/g, ''), text.startsWith('9') ? 'ITIN' : 'SSN', 'US'];
  m = /^(\d{3})[ -]?(\d{3})[ -]?(\d{3})$/.exec(text);
  if (m) {
    const d = m[1]! + m[2]! + m[3]!;
    if (/\bEIN\b/.test(hint)) return [d, 'EIN', 'US'];
    if (/\bSIN\b/.test(hint)) return [d, 'SIN', 'CA'];
    if (/\bBN\b/.test(hint)) return [d, 'BN', 'CA'];
  }
  throw new Error(`unreadable tax id ${text} (${hint})`);
}

export function regionOf(text: string, country: Country): string | null {
  const regions = REGIONS.filter((r) => r.country === country);
  const whole = regions.find((r) => [r.code!, r.name!, r.name_fr ?? '', ...r.aliases].some((a) => a && norm(a) === norm(text)));
  if (whole) return whole.code!;
  const m = country === 'US' ? /,\s*([A-Z]{2})\s+\d{5}$/.exec(text) : /\b([A-Z]{2})\s+[A-Z]\d[A-Z] ?\d[A-Z]\d$/.exec(text);
  return m && regions.some((r) => r.code === m[1]) ? m[1]! : null;
}

export function nameOf(text: string): { first: string; last: string } {
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const before = text.slice(0, comma).trim(), after = text.slice(comma + 1).trim();
    if (!CREDENTIALS.has(norm(after))) return { first: after.split(/\s+/)[0]!, last: before };
    text = before;
  }
  const tokens = text.trim().split(/\s+/);
  const rest = tokens.slice(1);
  if (rest.length > 1 && /^[A-Z]\.?$/.test(rest[0]!)) rest.shift();
  return { first: tokens[0]!, last: rest.join(' ') };
}

const FREQS: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };

/** The application a reader following applications.md gets from the placed texts. */
export function reread(placed: Placed[], country: Country): TruthApplication {
  const app: Record<string, unknown> = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null };
  const owners: Record<string, unknown>[] = [];
  const owner = (i: number) => (owners[i] ??= { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
    tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  let dba: string | null = null;
  for (const p of placed) {
    const paths = Object.keys(p.fields).map((k) => k.replace(/^application\./, ''));
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(paths[0]!);
    const t = p.text.trim();
    if (a) {
      const o = owner(Number(a[1]));
      const f = paths.map((x) => x.replace(/^applicants\[\d+\]\./, ''));
      if (f.includes('first_name') && f.includes('last_name')) { const n = nameOf(t); o.first_name = n.first; o.last_name = n.last; }
      else if (f[0] === 'first_name') o.first_name = t;
      else if (f[0] === 'last_name') o.last_name = t;
      else if (f[0] === 'role') o.role = t;
      else if (f[0] === 'ownership') o.ownership = Number(t.replace(/%/g, '').trim());
      else if (f[0] === 'credit_score') o.credit_score = Number(t);
      else if (f[0] === 'date_of_birth') o.date_of_birth = dateOf(t);
      else if (f[0] === 'tax_id') [o.tax_id, o.tax_id_type, o.tax_id_country] = taxOf(t, p.hint);
      else throw new Error(`unknown applicant path ${paths[0]}`);
      continue;
    }
    switch (paths[0]) {
      case 'legal_name': app.legal_name = t; break;
      case 'trade_name': dba = t; break;
      case 'type_of_entity': app.type_of_entity = entityOf(t.replace(/:$/, ''), country); break;
      case 'industry': app.industry = industryOf(t); break;
      case 'business_tax_id': [app.business_tax_id, app.business_tax_id_type, app.business_tax_id_country] = taxOf(t, p.hint); break;
      case 'state_region': app.state_region = regionOf(t, country); app.country = app.state_region ? (country === 'US' ? 'United States' : 'Canada') : null; break;
      case 'requested_amount': app.requested_amount = moneyOf(t); break;
      case 'requested_payment': app.requested_payment = moneyOf(t); break;
      case 'number_of_payments': app.number_of_payments = Number(t); break;
      case 'payment_frequency': app.payment_frequency = FREQS[norm(t)] ?? null; break;
      case 'business_start_date': app.business_start_date = dateOf(t); break;
      default: throw new Error(`unknown path ${paths[0]}`);
    }
  }
  if (dba !== null) app.trade_name = ['', 'same', 'na'].includes(norm(dba)) || norm(dba) === norm(String(app.legal_name ?? '')) ? null : dba;
  return { ...(app as unknown as TruthApplication), applicants: owners as unknown as TruthApplicant[] };
}
