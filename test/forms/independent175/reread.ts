// applications.md's reading rules, written from the spec alone, to re-read the printed texts in the tests: the
// generator's truth must be what these rules give, with the shared reference data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Item { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const SUBDIVISIONS = [...(JSON.parse(readFileSync(join(REFERENCE_DIR, 'states.json'), 'utf8')) as { items: { code: string; name: string; country: string }[] }).items,
  ...(JSON.parse(readFileSync(join(REFERENCE_DIR, 'provinces.json'), 'utf8')) as { items: { code: string; name: string; country: string }[] }).items];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const CREDENTIALS = new Set(['CPA', 'DDS', 'MBA', 'DC', 'MD', 'JR', 'SR', 'ESQ', 'PHD']);

export interface Ctx { country: 'US' | 'CA'; legal: string | null }
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text.replace(/^other:?/i, ''));
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === t));
  const here = hits.filter((e) => !e.countries || e.countries.includes(country));
  return (here[0] ?? hits[0])?.id ?? null;
}

export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const low = text.toLowerCase();
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(low) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
  }
  return best?.id ?? null;
}

export function dateOf(text: string): string | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (m) { const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]); return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`; }
  m = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(text.trim());
  if (m) { const i = MONTHS.indexOf(m[1]!.toLowerCase()); return i < 0 ? null : `${m[3]}-${pad(i + 1)}-${pad(Number(m[2]))}`; }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? m[0] : null;
}

const moneyOf = (t: string) => Number(t.replace(/CAD|\$|,|\s/g, ''));
const masked = (t: string) => /[X*]/i.test(t);

function nameOf(text: string): { first: string; last: string } {
  let parts = text.split(',').map((s) => s.trim());
  parts = parts.filter((p, i) => i === 0 || !CREDENTIALS.has(p.replace(/\./g, '').toUpperCase()));
  if (parts.length === 2) {
    const first = parts[1]!.split(/\s+/).filter((w) => !/^[A-Z]\.?$/.test(w));
    return { first: first[0]!, last: parts[0]! };
  }
  const words = parts[0]!.split(/\s+/).filter((w, i) => i === 0 || !/^[A-Z]\.$/.test(w));
  return { first: words[0]!, last: words.slice(1).join(' ') };
}

function taxType(text: string, country: 'US' | 'CA'): string | null {
  if (/RC\s*\d{4}$/i.test(text)) return 'BN';
  if (/^\d{2}-\d{7}$/.test(text)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return text.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{3}[- ]\d{3}[- ]\d{3}$/.test(text) && country === 'CA') return 'SIN';
  return null;
}

/** The value `path` gets from the printed `text` by applications.md's rules. */
export function reread(path: string, text: string, ctx: Ctx): unknown {
  const field = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const applicant = path.includes('applicants[');
  const t = text.trim();
  switch (applicant ? `a.${field}` : field) {
    case 'legal_name': return t;
    case 'trade_name': return !t || ['same', 'na'].includes(norm(t)) || t === ctx.legal ? null : t;
    case 'type_of_entity': return entityOf(t, ctx.country);
    case 'industry': return industryOf(t);
    case 'business_tax_id': return /RC/i.test(t) ? t.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : t.replace(/\D/g, '');
    case 'business_tax_id_type': return taxType(t, ctx.country);
    case 'business_tax_id_country': return taxType(t, ctx.country) === 'BN' ? 'CA' : 'US';
    case 'state_region': { const s = SUBDIVISIONS.find((x) => x.code === t && x.country === ctx.country); return s?.code ?? null; }
    case 'country': { const s = SUBDIVISIONS.find((x) => x.code === t && x.country === ctx.country); return s ? (s.country === 'US' ? 'United States' : 'Canada') : null; }
    case 'requested_amount': case 'requested_payment': return moneyOf(t);
    case 'number_of_payments': return Number.parseInt(t, 10);
    case 'payment_frequency': return ({ daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' } as Record<string, string>)[norm(t)] ?? null;
    case 'business_start_date': case 'a.date_of_birth': return dateOf(t);
    case 'a.first_name': return nameOf(t).first;
    case 'a.last_name': return nameOf(t).last;
    case 'a.role': return t;
    case 'a.ownership': return Number(t.replace('%', ''));
    case 'a.credit_score': return Number(t);
    case 'a.tax_id': return masked(t) ? null : t.replace(/\D/g, '');
    case 'a.tax_id_type': return masked(t) ? null : taxType(t, ctx.country);
    case 'a.tax_id_country': return masked(t) ? null : ctx.country;
    default: throw new Error(`no rule for ${path}`);
  }
}
