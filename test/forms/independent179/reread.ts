// applications.md's reading rules applied to one printed text, written apart from the generator so the test can check
// that every value the truth holds is what the rules give for the text on the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

type Item = { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string };
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const REGIONS = [...load('states.json'), ...load('provinces.json')];
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Ctx { country: 'US' | 'CA'; legal?: string; label?: string }

export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases!].some((a) => norm(a) === t));
  if (hits.length !== 1) throw new Error(`entity "${text}" (${country}): ${hits.length} matches`);
  return hits[0]!.id!;
}

export function industryId(text: string): string | null {
  let best: { id: string; len: number } | null = null, tie = false;
  for (const it of INDUSTRIES) for (const a of [it.label!, ...(it.aliases ?? [])]) {
    if (!new RegExp(`(^|[^A-Za-z0-9])${esc(a)}($|[^A-Za-z0-9])`, 'i').test(text)) continue;
    if (!best || a.length > best.len) { best = { id: it.id!, len: a.length }; tie = false; } else if (a.length === best.len && it.id !== best.id) tie = true;
  }
  if (tie) throw new Error(`industry "${text}" is a tie`);
  return best?.id ?? null;
}

export function region(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  const r = REGIONS.find((x) => x.country === country && [x.code!, x.name!, ...(x.aliases ?? [])].some((a) => norm(a) === t));
  return r?.code ?? null;
}

export function money(text: string): number { return Number(text.replace(/CAD|USD|[$,\s]/g, '')); }

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export function isoDate(text: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (m) return `${m[3]}-${p(Number(m[1]))}-${p(Number(m[2]))}`;
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (m) { const i = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase())); if (i >= 0) return `${m[3]}-${p(i + 1)}-${p(Number(m[2]))}`; }
  return null;
}

const CREDENTIALS = new Set(['dc', 'md', 'dds', 'cpa', 'esq', 'phd', 'do']);
export function personName(text: string): { first: string; last: string } {
  let parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  while (parts.length > 1 && CREDENTIALS.has(norm(parts[parts.length - 1]!))) parts = parts.slice(0, -1);
  let first: string[], last: string[];
  const isInitial = (w: string) => /^[A-Z]\.?$/.test(w);
  if (parts.length === 2) { last = parts[0]!.split(/\s+/); first = parts[1]!.split(/\s+/).filter((w) => !isInitial(w)); }
  else {
    const w = parts[0]!.split(/\s+/).filter((x, i) => i === 0 || !isInitial(x));
    first = [w[0]!]; last = w.slice(1);
  }
  return { first: first[0]!, last: last.join(' ') };
}

function taxType(text: string, label = ''): string | null {
  const t = text.trim();
  if (/^\d{9}\s*[A-Z]{2}\s*\d{4}$/i.test(t)) return 'BN';
  if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  for (const k of ['EIN', 'BN', 'SIN', 'SSN', 'ITIN']) if (new RegExp(`\\b${k}\\b`).test(label)) return k;
  return null;
}
const masked = (t: string) => /[X*#]/i.test(t);

/** The value `path` takes from `text` by applications.md's rules. */
export function reread(path: string, text: string, ctx: Ctx): unknown {
  const f = path.replace(/^application\./, '').replace(/^applicants\[\d+\]\./, 'applicant.');
  const t = text.trim();
  switch (f) {
    case 'legal_name': return t;
    case 'trade_name': return !t || /^(same|n\/?a)$/i.test(t) || t === ctx.legal ? null : t;
    case 'type_of_entity': return entityId(t, ctx.country);
    case 'industry': return industryId(t);
    case 'business_tax_id': { const m = /^(\d{9})\s*([A-Z]{2})\s*(\d{4})$/i.exec(t); return m ? `${m[1]}${m[2]!.toUpperCase()}${m[3]}` : t.replace(/\D/g, ''); }
    case 'business_tax_id_type': return taxType(t, ctx.label);
    case 'business_tax_id_country': return taxType(t, ctx.label) === 'BN' || ctx.country === 'CA' ? 'CA' : 'US';
    case 'state_region': {
      const inAddr = /,\s*([A-Za-z .]+?)\s+(\d{5}|[A-Z]\d[A-Z] ?\d[A-Z]\d)\s*$/.exec(t);
      return region(inAddr ? inAddr[1]! : t, ctx.country);
    }
    case 'country': return /canada/i.test(t) || ctx.country === 'CA' ? 'Canada' : 'United States';
    case 'requested_amount': case 'requested_payment': return money(t);
    case 'number_of_payments': return Number(t.replace(/\D/g, ''));
    case 'payment_frequency': return ({ daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' } as Record<string, string>)[norm(t)] ?? null;
    case 'business_start_date': case 'applicant.date_of_birth': return isoDate(t);
    case 'applicant.first_name': return personName(t).first;
    case 'applicant.last_name': return personName(t).last;
    case 'applicant.role': return t;
    case 'applicant.ownership': return Number(t.replace(/[%\s]/g, ''));
    case 'applicant.credit_score': return t ? Number(t.replace(/\D/g, '')) : null;
    case 'applicant.tax_id': return masked(t) ? null : t.replace(/\D/g, '');
    case 'applicant.tax_id_type': return masked(t) ? null : ctx.country === 'CA' ? 'SIN' : t.startsWith('9') ? 'ITIN' : 'SSN';
    case 'applicant.tax_id_country': return masked(t) ? null : ctx.country;
  }
  throw new Error(`no rule for ${path}`);
}
