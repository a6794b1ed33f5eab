// A second, independent reading of printed texts by applications.md's rules (used by the test to check the truth the
// generator wrote): each truth path's value from the text printed for it, with the shared reference tables.
import { readFileSync } from 'node:fs';
import type { FieldValue } from './pen.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[]; code?: string; country?: string }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATES = load('states.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const CREDENTIALS = new Set(['DC', 'CPA', 'DDS', 'MBA', 'MD', 'DVM', 'ESQ', 'JR', 'SR', 'PHD']);
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export function entityId(text: string, country: 'US' | 'CA' = 'US'): string | null {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t));
  return hits.length === 1 ? hits[0]!.id : null;
}

export function industryId(text: string): string | null {
  let best: [string, number] | null = null;
  for (const e of INDUSTRIES) {
    for (const a of [e.label, ...(e.aliases ?? [])]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best[1])) best = [e.id, a.length];
    }
  }
  return best?.[0] ?? null;
}

export function isoFrom(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  let y: number, mo: number, d: number;
  if (m) {
    mo = Number(m[1]); d = Number(m[2]); y = Number(m[3]);
    if (m[3]!.length === 2) y += y < 30 ? 2000 : 1900;
  } else if ((m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t))) {
    mo = MONTHS.findIndex((n) => n.startsWith(m![1]!.toLowerCase().slice(0, 3))) + 1; d = Number(m[2]); y = Number(m[3]);
  } else return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** [first, last] from a printed person's name. */
export function splitName(text: string): [string, string] {
  let t = text.trim();
  const comma = t.lastIndexOf(',');
  if (comma > 0 && CREDENTIALS.has(t.slice(comma + 1).replace(/[^A-Za-z]/g, '').toUpperCase())) t = t.slice(0, comma).trim();
  if (t.includes(',')) {
    const [last, rest] = t.split(',').map((s) => s.trim()) as [string, string];
    return [rest.split(/\s+/)[0]!, last];
  }
  const w = t.split(/\s+/);
  const rest = w.slice(1);
  if (rest.length > 1 && /^[A-Z]\.?$/.test(rest[0]!)) rest.shift();
  return [w[0]!, rest.join(' ')];
}

const money = (t: string): number => Number(t.replace(/CAD|[$,\s]/g, ''));
const digits = (t: string): string => t.replace(/\D/g, '');
const masked = (t: string): boolean => /[X*x]/.test(t);

function stateOf(text: string): string | null {
  const t = text.trim();
  const code = /^[A-Z]{2}$/.test(t) ? t : /,\s*([A-Z]{2})\s+\d{5}(-\d{4})?\s*$/.exec(t)?.[1];
  return code && STATES.some((s) => s.code === code && s.country === 'US') ? code : null;
}

/** The value applications.md's rules give for `path` from the printed `text` (`legal` for the DBA rule; `fullName`
 *  when the text is a whole person's name rather than a first-name or last-name cell). */
export function reread(path: string, text: string, ctx: { legal: string | null; fullName: boolean }): FieldValue {
  const legal = ctx.legal;
  const key = path.replace(/^application\./, '').replace(/^applicants\[\d+\]\./, 'applicant.');
  const t = text.trim();
  switch (key) {
    case 'legal_name': return t;
    case 'trade_name': return !t || /^(same|n\/?a)$/i.test(t) || t === legal ? null : t;
    case 'type_of_entity': return entityId(t);
    case 'industry': return industryId(t);
    case 'business_tax_id': return masked(t) ? null : digits(t);
    case 'business_tax_id_type': return /^\d{2}-\d{7}$/.test(t) || /^\d{9}$/.test(t) ? 'EIN' : /^\d{3}-\d{2}-\d{4}$/.test(t) ? (t.startsWith('9') ? 'ITIN' : 'SSN') : null;
    case 'business_tax_id_country': return 'US';
    case 'state_region': return stateOf(t);
    case 'country': return stateOf(t) ? 'United States' : null;
    case 'requested_amount': case 'requested_payment': return money(t);
    case 'number_of_payments': return Number.parseInt(digits(t), 10);
    case 'payment_frequency': { const f = norm(t); return ['daily', 'weekly', 'biweekly', 'monthly'].find((x) => f.startsWith(x)) ?? null; }
    case 'business_start_date': case 'applicant.date_of_birth': return isoFrom(t);
    case 'applicant.first_name': return ctx.fullName ? splitName(t)[0] : t;
    case 'applicant.last_name': return ctx.fullName ? splitName(t)[1] : t;
    case 'applicant.role': return t;
    case 'applicant.ownership': return Number(t.replace(/[%\s]/g, ''));
    case 'applicant.credit_score': return Number(digits(t));
    case 'applicant.tax_id': return masked(t) ? null : digits(t);
    case 'applicant.tax_id_type': return masked(t) ? null : t.startsWith('9') ? 'ITIN' : 'SSN';
    case 'applicant.tax_id_country': return masked(t) ? null : 'US';
    default: throw new Error(`reread: no rule for ${path}`);
  }
}
