// applications.md's reading rules, written from the spec alone, used by the test to re-read every placed text and
// compare with the generator's truth. Reference tables come from the shared reference folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface Item { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REF, f), 'utf8')) as { items: Item[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATES = new Set(load('states.json').map((s) => s.code!));
const PROVINCES = new Set(load('provinces.json').map((s) => s.code!));

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const CREDENTIALS = new Set(['dc', 'dds', 'cpa', 'md', 'phd', 'esq', 'dmd', 'do', 'rn']);
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: number): string => String(n).padStart(2, '0');

export function readEntity(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const hits = ENTITIES.filter((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  const local = hits.filter((e) => e.countries?.includes(country));
  return (local[0] ?? hits[0])?.id ?? null;
}

export function readIndustry(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best.len)) best = { id: it.id!, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** A tax ID: digits (a BN keeps its program account), its type and country; masked gives nulls. */
export function readTaxId(text: string, label: string): { id: string | null; type: string | null; country: string | null } {
  const none = { id: null, type: null, country: null };
  if (/[*X]/.test(text.replace(/[A-Z]{2}\s*\d{4}$/, ''))) return none;
  const t = text.trim();
  const bn = /^(\d{5}\s?\d{4})[\s-]*([A-Z]{2})\s*(\d{4})$/.exec(t);
  if (bn) return { id: bn[1]!.replace(/\s/g, '') + bn[2] + bn[3], type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/\D/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(t) && /\bSIN\b/.test(label)) return { id: t.replace(/\D/g, ''), type: 'SIN', country: 'CA' };
  return none;
}

export function readMoney(text: string): number | null {
  const s = text.replace(/CAD|\$|,|\s/g, '');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

export function readDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase())) + 1)}-${pad(Number(m[2]))}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : null;
}

export function readName(text: string): { first: string; last: string } {
  let t = text.trim();
  const parts = t.split(',').map((p) => p.trim());
  if (parts.length === 2 && CREDENTIALS.has(norm(parts[1]!))) t = parts[0]!;
  else if (parts.length === 2) t = `${parts[1]} ${parts[0]}`;
  const words = t.split(/\s+/);
  const first = words.shift()!;
  while (words.length > 1 && /^[A-Z]\.?$/.test(words[0]!)) words.shift();
  return { first, last: words.join(' ') };
}

export function readState(text: string): { state: string | null; country: string | null } {
  const m = /,\s*([A-Z]{2})\s+[0-9A-Z]/.exec(text) ?? /^([A-Z]{2})$/.exec(text.trim());
  const st = m?.[1] ?? null;
  if (!st) return { state: null, country: null };
  return { state: st, country: STATES.has(st) ? 'United States' : PROVINCES.has(st) ? 'Canada' : null };
}

export function readFrequency(text: string): string | null {
  const n = norm(text);
  return ({ daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' } as Record<string, string>)[n] ?? null;
}

export function readTradeName(text: string, legal: string | null): string | null {
  const t = text.trim();
  if (!t || /^(same|n\/a)$/i.test(t) || t === legal) return null;
  return t;
}

/** Re-read one truth path from a printed text, by the rules alone. */
export function reread(path: string, text: string, label: string, ctx: { country: 'US' | 'CA'; legal: string | null }): unknown {
  const f = path.replace(/^application\./, '').replace(/^applicants\[\d+\]\./, 'applicant.');
  switch (f) {
    case 'legal_name': return text;
    case 'trade_name': return readTradeName(text, ctx.legal);
    case 'type_of_entity': return readEntity(text, ctx.country);
    case 'industry': return readIndustry(text);
    case 'business_tax_id': case 'applicant.tax_id': return readTaxId(text, label).id;
    case 'business_tax_id_type': case 'applicant.tax_id_type': return readTaxId(text, label).type;
    case 'business_tax_id_country': case 'applicant.tax_id_country': return readTaxId(text, label).country;
    case 'state_region': return readState(text).state;
    case 'country': return readState(text).country;
    case 'requested_amount': case 'requested_payment': return readMoney(text);
    case 'number_of_payments': return /^\d+$/.test(text.trim()) ? Number(text) : null;
    case 'payment_frequency': return readFrequency(text);
    case 'business_start_date': case 'applicant.date_of_birth': return readDate(text);
    case 'applicant.first_name': return readName(text).first;
    case 'applicant.last_name': return readName(text).last;
    case 'applicant.role': return text.trim();
    case 'applicant.ownership': return Number(text.replace(/[%\s]/g, ''));
    case 'applicant.credit_score': return Number(text);
    default: throw new Error(`no rule for ${path}`);
  }
}
