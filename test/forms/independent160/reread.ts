// Test helper of set 160: re-reads the placed texts by applications.md's rules, with the shared reference data,
// independently of how the generator computed its truth. Decoys are never read.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TruthApplication } from '../generator/truth.ts';
import type { Placed } from './sheet.ts';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases: string[]; countries?: string[]; country?: string }
export interface Reference { entities: RefItem[]; industries: RefItem[]; regions: RefItem[] }

export function loadReference(): Reference {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
  const dir = [join(root, '../shared/reference'), join(root, '../../shared/reference'), '/work/shared/reference'].find((d) => existsSync(join(d, 'states.json')));
  if (!dir) throw new Error('shared reference data not found');
  const items = (f: string): RefItem[] => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { items: RefItem[] }).items;
  return { entities: items('entity-types.json'), industries: items('industries.json'),
    regions: [...items('states.json'), ...items('provinces.json').map((p) => ({ ...p, country: 'CA' }))] };
}

const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function entityOf(text: string, country: string, ref: Reference): string | null {
  const n = norm(text);
  const hits = ref.entities.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => norm(a) === n));
  if (hits.length > 1) throw new Error(`entity "${text}" is ambiguous in ${country}: ${hits.map((h) => h.id).join(', ')}`);
  return hits[0]?.id ?? null;
}

export function industryOf(text: string, ref: Reference): string | null {
  let best: string | null = null, len = 0;
  for (const it of ref.industries) {
    for (const a of [it.label!, ...it.aliases]) {
      if (a.length > len && new RegExp(`(?<![A-Za-z0-9])${esc(a)}(?![A-Za-z0-9])`, 'i').test(text)) { best = it.id!; len = a.length; }
    }
  }
  return best;
}

function regionOf(text: string, country: string | null, ref: Reference): RefItem | null {
  const t = text.trim();
  const inLine = /,\s*([A-Z]{2})\s+[0-9A-Z]/.exec(t);
  const code = inLine ? inLine[1]! : /^[A-Z]{2}$/.test(t) ? t : null;
  const pool = ref.regions.filter((r) => !country || r.country === country);
  if (code) return pool.find((r) => r.code === code) ?? null;
  return pool.find((r) => [r.name!, ...r.aliases].some((a) => a.toLowerCase() === t.toLowerCase())) ?? null;
}

const MONTH = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export function dateOf(t: string): string | null {
  let r = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t.trim());
  if (r) return iso(+r[1]!, +r[2]!, +r[3]!);
  r = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t.trim());
  if (r) { const y = +r[3]!; return iso(r[3]!.length === 2 ? (y <= 26 ? 2000 + y : 1900 + y) : y, +r[1]!, +r[2]!); }
  r = /^([A-Za-z]+)\.?\s+(\d{1,2}),\s*(\d{4})$/.exec(t.trim());
  if (r) return iso(+r[3]!, MONTH.indexOf(r[1]!.slice(0, 3).toLowerCase()) + 1, +r[2]!);
  r = /^(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})$/.exec(t.trim());
  if (r) return iso(+r[3]!, MONTH.indexOf(r[2]!.slice(0, 3).toLowerCase()) + 1, +r[1]!);
  return null;
}

export const moneyOf = (t: string): number => Number(t.replace(/CAD|USD|[$,\s]/g, ''));

export function nameOf(t: string): { first: string; last: string } {
  const s = t.replace(/,\s*(DC|DDS|DVM|CPA|MD|PE|Esq\.?|PhD)$/, '').trim();
  if (s.includes(',')) {
    const [last, rest] = s.split(',').map((x) => x.trim()) as [string, string];
    return { first: rest.split(/\s+/)[0]!, last };
  }
  const tok = s.split(/\s+/);
  const k = tok.length > 2 && /^[A-Z]\.?$/.test(tok[1]!) ? 2 : 1;
  return { first: tok[0]!, last: tok.slice(k).join(' ') };
}

const masked = (t: string): boolean => /[X*•]/i.test(t);

/** A tax ID: digits (a BN with its program account), type and country, or nulls when masked. */
export function taxOf(t: string, label: string, boxType: string | null, owner: boolean): [string | null, string | null, string | null] {
  if (masked(t)) return [null, null, null];
  const bn = /^(\d{9})\s*-?\s*([A-Za-z]{2})\s*-?\s*(\d{4})$/.exec(t.trim());
  if (bn) return [`${bn[1]}${bn[2]!.toUpperCase()}${bn[3]}`, 'BN', 'CA'];
  const d = t.replace(/\D/g, '');
  if (/^\d{2}-\d{7}$/.test(t.trim())) return [d, 'EIN', 'US'];
  if (/^\d{3}-\d{2}-\d{4}$/.test(t.trim())) return [d, d.startsWith('9') ? 'ITIN' : 'SSN', 'US'];
  const type = /\bSIN\b/.test(label) ? 'SIN' : /\bBN\b|Business Number/.test(label) ? 'BN' : /\bEIN\b/.test(label) ? 'EIN' : /\bSSN\b/.test(label) ? 'SSN' : boxType;
  if (!type) throw new Error(`tax ID "${t}" (${label}) has no type`);
  if (owner && type === 'BN') throw new Error('an owner with a BN');
  return [d, type, type === 'BN' || type === 'SIN' ? 'CA' : 'US'];
}

const FREQS: [RegExp, string][] = [[/^bi-?weekly/i, 'biweekly'], [/^daily/i, 'daily'], [/^weekly/i, 'weekly'], [/^monthly/i, 'monthly']];

/** The application applications.md's rules read from the placed values (decoys left out). */
export function reread(placed: Placed[], formCountry: 'US' | 'CA', ref: Reference): TruthApplication {
  const app: Record<string, unknown> = {};
  const people: Record<string, unknown>[] = [];
  const set = (obj: Record<string, unknown>, k: string, v: unknown): void => {
    if (k in obj && obj[k] !== v) throw new Error(`${k} read twice: ${String(obj[k])} and ${String(v)}`);
    obj[k] = v;
  };
  const person = (i: number): Record<string, unknown> => { while (people.length <= i) people.push({}); return people[i]!; };
  const boxType = placed.find((p) => p.key === 'tax_id_type_box')?.text ?? null;
  for (const p of placed) {
    const t = p.text.trim();
    const o = /^(owner|sign)\.(\d+)\.(\w+)$/.exec(p.key);
    if (o) {
      const a = person(Number(o[2]));
      const f = o[3]!;
      if (f === 'name') { const n = nameOf(t); set(a, 'first_name', n.first); set(a, 'last_name', n.last); }
      else if (f === 'first') set(a, 'first_name', t);
      else if (f === 'last') set(a, 'last_name', t);
      else if (f === 'title') set(a, 'role', t);
      else if (f === 'pct') set(a, 'ownership', Number(t.replace(/[%\s]/g, '')));
      else if (f === 'credit') set(a, 'credit_score', Number(t));
      else if (f === 'dob') set(a, 'date_of_birth', dateOf(t));
      else if (f === 'tax_id') {
        const [id, type, c] = taxOf(t, p.label ?? '', null, true);
        set(a, 'tax_id', id); set(a, 'tax_id_type', type); set(a, 'tax_id_country', c);
      } else throw new Error(`unknown owner key ${p.key}`);
      continue;
    }
    switch (p.key) {
      case 'legal_name': set(app, 'legal_name', t); break;
      case 'trade_name': set(app, 'trade_name_raw', t); break;
      case 'entity': if (!/^other/i.test(t)) set(app, 'type_of_entity', entityOf(t, formCountry, ref)); break;
      case 'entity_other': set(app, 'type_of_entity', entityOf(t, formCountry, ref)); break;
      case 'industry': set(app, 'industry', industryOf(t, ref)); break;
      case 'tax_id': {
        const [id, type, c] = taxOf(t, p.label ?? '', boxType, false);
        set(app, 'business_tax_id', id); set(app, 'business_tax_id_type', type); set(app, 'business_tax_id_country', c);
        break;
      }
      case 'tax_id_type_box': set(app, 'business_tax_id_type', t); break;
      case 'state': {
        const r = regionOf(t, formCountry, ref);
        if (!r) throw new Error(`no region in "${t}"`);
        set(app, 'state_region', r.code); set(app, 'country', r.country === 'CA' ? 'Canada' : 'United States');
        break;
      }
      case 'country': set(app, 'country', /^(usa|us|united states)$/i.test(t) ? 'United States' : /^canada$/i.test(t) ? 'Canada' : t); break;
      case 'amount': set(app, 'requested_amount', moneyOf(t)); break;
      case 'payment': set(app, 'requested_payment', moneyOf(t)); break;
      case 'n_payments': set(app, 'number_of_payments', Number(t)); break;
      case 'frequency': set(app, 'payment_frequency', FREQS.find(([re]) => re.test(t))?.[1] ?? null); break;
      case 'start_date': set(app, 'business_start_date', dateOf(t)); break;
      default: throw new Error(`unknown key ${p.key}`);
    }
  }
  const raw = app.trade_name_raw as string | undefined;
  delete app.trade_name_raw;
  const trade = raw === undefined || raw === '' || /^(same|n\/a)$/i.test(raw) || raw === app.legal_name ? null : raw;
  const keys = ['legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country', 'business_tax_id_type', 'state_region',
    'country', 'requested_amount', 'requested_payment', 'number_of_payments', 'payment_frequency', 'business_start_date'];
  const pk = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country', 'date_of_birth'];
  return { trade_name: trade, ...Object.fromEntries(keys.map((k) => [k, app[k] ?? null])),
    applicants: people.map((a) => Object.fromEntries(pk.map((k) => [k, a[k] ?? null]))) } as unknown as TruthApplication;
}
