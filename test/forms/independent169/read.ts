// Test-side reader for set 169: applications.md's rules applied to the placed text, written apart from the generator
// (which states each value outright) so the tests can check that what was printed really reads as the truth.
// It uses the shared reference tables (entity types, industries, states, provinces) as the rules say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Placed } from './draw.ts';

interface Ref { id?: string; code?: string; label?: string; name?: string; aliases: string[]; countries?: string[]; country?: string }
const load = (f: string): Ref[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Ref[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const REGIONS = [...load('states.json'), ...load('provinces.json').map((p) => ({ ...p, country: 'CA' }))];

const squash = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const COUNTRY_LABEL: Record<string, string> = { US: 'United States', CA: 'Canada' };

export function readEntity(text: string, country: string): string {
  const t = squash(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => squash(a) === t));
  if (hits.length !== 1) throw new Error(`entity "${text}" (${country}) matches ${hits.map((h) => h.id).join(',') || 'nothing'}`);
  return hits[0]!.id!;
}

/** The industry whose label or alias is the longest word-bounded phrase in the text. */
export function readIndustry(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const ids = new Set<string>();
  for (const ind of INDUSTRIES) {
    for (const phrase of [ind.label!, ...ind.aliases]) {
      const esc = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`(?<![A-Za-z0-9])${esc}(?![A-Za-z0-9])`, 'i').test(text)) continue;
      if (!best || phrase.length > best.len) { best = { id: ind.id!, len: phrase.length }; ids.clear(); ids.add(ind.id!); }
      else if (phrase.length === best.len) ids.add(ind.id!);
    }
  }
  if (ids.size > 1) throw new Error(`industry "${text}" is ambiguous: ${[...ids].join(',')}`);
  return best?.id ?? null;
}

export function readBusinessTaxId(text: string, label: string): { id: string; type: string; country: string } | null {
  const t = text.trim().toUpperCase();
  if (/[X*]/.test(t)) return null;
  let m = /^(\d{9})[\s-]*([A-Z]{2})[\s-]*(\d{4})$/.exec(t);
  if (m) return { id: m[1]! + m[2]! + m[3]!, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if ((m = /^(\d{3})-(\d{2})-(\d{4})$/.exec(t))) return { id: m.slice(1).join(''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (/^\d{9}$/.test(t)) {
    if (/\bEIN\b/.test(label)) return { id: t, type: 'EIN', country: 'US' };
    if (/\bBN\b|Business N/i.test(label)) return { id: t, type: 'BN', country: 'CA' };
  }
  throw new Error(`cannot read tax ID "${text}" labelled "${label}"`);
}

export function readOwnerTaxId(text: string): { id: string | null; type: string | null; country: string | null } {
  const t = text.trim();
  if (/[X*]/i.test(t)) return { id: null, type: null, country: null };
  if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'SIN', country: 'CA' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/\D/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  throw new Error(`cannot read owner tax ID "${text}"`);
}

export function readRegion(text: string): { state: string; country: string } {
  const t = text.trim();
  const country = /\b\d{5}(-\d{4})?$/.test(t) ? 'US' : /[A-Z]\d[A-Z] ?\d[A-Z]\d$/.test(t) ? 'CA' : null;
  if (!country) throw new Error(`no postal code in "${text}"`);
  const rest = t.replace(/\s*(\d{5}(-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/, '');
  const paren = /\(([^)]+)\)$/.exec(rest);
  const part = squash(paren ? paren[1]! : rest.slice(rest.lastIndexOf(',') + 1));
  const hit = REGIONS.find((r) => r.country === country && [r.code!, r.name!, ...r.aliases].some((a) => squash(a) === part));
  if (!hit) throw new Error(`no region in "${text}"`);
  return { state: hit.code!, country };
}

export const readMoney = (text: string): number => Number(text.replace(/CAD|\$|,|\s/g, ''));

export function readFrequency(text: string): string {
  const t = squash(text);
  for (const f of ['biweekly', 'weekly', 'daily', 'monthly']) if (t.startsWith(f)) return f;
  throw new Error(`frequency "${text}"`);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function readDate(text: string): string {
  const t = text.trim();
  const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const y = m[3]!.length === 4 ? Number(m[3]) : Number(m[3]) <= 30 ? 2000 + Number(m[3]) : 1900 + Number(m[3]);
    return iso(y, Number(m[1]), Number(m[2]));
  }
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  if ((m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t))) {
    const mi = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
    if (mi >= 0) return iso(Number(m[3]), mi + 1, Number(m[2]));
  }
  throw new Error(`date "${text}"`);
}

const CREDENTIALS = /,\s*(DDS|DMD|MD|DO|DC|OD|DPT|DVM|NP|PA-C|RN)\.?$/i;
export function readName(text: string): { first: string; last: string } {
  const t = text.trim().replace(CREDENTIALS, '');
  if (t.includes(',')) {
    const [last, rest] = [t.slice(0, t.indexOf(',')).trim(), t.slice(t.indexOf(',') + 1).trim()];
    return { first: rest.split(/\s+/)[0]!, last };
  }
  const words = t.split(/\s+/);
  const rest = words.slice(1);
  if (rest.length > 1 && /^[A-Z]\.?$/.test(rest[0]!)) rest.shift();
  return { first: words[0]!, last: rest.join(' ') };
}

/** The application as applications.md reads the placed values (decoys are never passed in). */
export function readApplication(placed: readonly Placed[]): TruthApplication {
  const app: Record<string, unknown> = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  const people: Record<string, unknown>[] = app.applicants as Record<string, unknown>[];
  const person = (i: number) => {
    while (people.length <= i) people.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
      tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
    return people[i]!;
  };
  const by = (rule: Placed['rule']) => placed.filter((p) => p.rule === rule);
  let country = 'US';
  for (const p of by('address')) { const r = readRegion(p.text); app.state_region = r.state; app.country = COUNTRY_LABEL[r.country]; country = r.country; }
  for (const p of placed) {
    const o = p.owner !== undefined ? person(p.owner) : null;
    const t = p.text;
    switch (p.rule) {
      case 'legal_name': app.legal_name = t; break;
      case 'entity': app.type_of_entity = readEntity(t, country); break;
      case 'industry': app.industry = readIndustry(t); break;
      case 'business_tax_id': {
        const r = readBusinessTaxId(t, p.label);
        Object.assign(app, { business_tax_id: r?.id ?? null, business_tax_id_type: r?.type ?? null, business_tax_id_country: r?.country ?? null });
        break;
      }
      case 'money': app[p.key] = readMoney(t); break;
      case 'count': app.number_of_payments = parseInt(t, 10); break;
      case 'frequency': app.payment_frequency = readFrequency(t); break;
      case 'date': if (o) o.date_of_birth = readDate(t); else app.business_start_date = readDate(t); break;
      case 'owner_name': { const n = readName(t); o!.first_name = n.first; o!.last_name = n.last; break; }
      case 'first_name': o!.first_name = t.trim(); break;
      case 'last_name': o!.last_name = t.trim(); break;
      case 'role': o!.role = t.trim(); break;
      case 'percent': o!.ownership = Number(t.replace(/%/g, '').trim()); break;
      case 'score': o!.credit_score = parseInt(t, 10); break;
      case 'owner_tax_id': { const r = readOwnerTaxId(t); Object.assign(o!, { tax_id: r.id, tax_id_type: r.type, tax_id_country: r.country }); break; }
      default: break;
    }
  }
  for (const p of by('trade_name')) {
    const s = squash(p.text);
    app.trade_name = s === '' || s === 'same' || s === 'na' || p.text.trim() === app.legal_name ? null : p.text.trim();
  }
  return app as unknown as TruthApplication;
}
