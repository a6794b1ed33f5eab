// The tests' own reading of a printed value by applications.md's rules, from the reference data: it checks that the
// truth is what the page says, independently of how the truth was made.
import { readFileSync } from 'node:fs';

interface Ref { id?: string; code?: string; label?: string; name?: string; name_fr?: string; aliases?: string[]; countries?: string[]; country?: string }
const ref = (f: string): Ref[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Ref[] }).items;
const ENTITIES = ref('entity-types.json'), INDUSTRIES = ref('industries.json'), STATES = ref('states.json'), PROVINCES = ref('provinces.json');

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const norm = (s: string): string => fold(s).replace(/[^a-z0-9]/g, '');
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function money(t: string): number { return Number(t.replace(/CAD|\$|,|\s/g, '')); }

export function isoDate(t: string): string | null {
  const s = t.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return s;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const y = m[3]!.length === 2 ? (Number(m[3]) > 30 ? 1900 : 2000) + Number(m[3]) : Number(m[3]);
    return `${y}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  }
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s);
  if (m) {
    const mo = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    return `${m[3]}-${String(mo).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  }
  return null;
}

export function personName(t: string): { first: string; last: string } {
  const drop = (w: string): boolean => /^[A-Z]\.?$/.test(w);
  t = t.replace(/,\s*(DDS|DMD|DVM|DC|MD|CPA|Esq\.?)$/, '');
  if (t.includes(',')) {
    const [last, rest] = t.split(',').map((x) => x.trim());
    return { first: rest!.split(/\s+/).filter((w) => !drop(w))[0]!, last: last! };
  }
  const w = t.trim().split(/\s+/).filter((x, i) => i === 0 || !drop(x));
  return { first: w[0]!, last: w.slice(1).join(' ') };
}

export function entity(t: string, country: 'US' | 'CA'): string | null {
  const text = t.replace(/^other:?\s*/i, '');
  for (const part of [text, ...text.split(' / ')]) {
    const n = norm(part);
    if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
    const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === n));
    if (hits.length) return hits[0]!.id!;
  }
  return null;
}

export function industry(t: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      if (new RegExp(`(^|[^a-z0-9])${esc(a.toLowerCase())}($|[^a-z0-9])`).test(t.toLowerCase()) && (!best || a.length > best[1])) best = [it.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}

/** The state or province a printed value names ("IL", "Ohio", "Passaic, New Jersey 07535", "QUEBEC"). */
export function region(t: string): { code: string; country: 'US' | 'CA' } | null {
  const all = [...STATES.map((s) => ({ s, c: 'US' as const })), ...PROVINCES.map((s) => ({ s, c: 'CA' as const }))];
  const f = fold(t);
  let best: { code: string; country: 'US' | 'CA'; len: number } | null = null;
  for (const { s, c } of all) {
    for (const n of [s.name!, s.name_fr ?? '']) {
      if (n && new RegExp(`(^|[^a-z])${esc(fold(n))}($|[^a-z])`).test(f) && (!best || n.length > best.len)) best = { code: s.code!, country: c, len: n.length };
    }
  }
  if (best) return { code: best.code, country: best.country };
  const code = /\b([A-Z]{2})\b/.exec(t)?.[1];
  const hit = all.find(({ s }) => s.code === code);
  return hit ? { code: hit.s.code!, country: hit.c } : null;
}

export function taxId(t: string): { id: string | null; type: string | null } {
  if (/[X*]/i.test(t.replace(/RC/i, ''))) return { id: null, type: null };
  const bn = /^(\d{9})\s*-?\s*(RC)\s*-?\s*(\d{4})$/i.exec(t.trim());
  if (bn) return { id: `${bn[1]}${bn[2]!.toUpperCase()}${bn[3]}`, type: 'BN' };
  const d = t.replace(/\D/g, '');
  if (/^\d{2}-\d{7}$/.test(t.trim())) return { id: d, type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t.trim())) return { id: d, type: d.startsWith('9') ? 'ITIN' : 'SSN' };
  if (/^\d{3} \d{3} \d{3}$/.test(t.trim())) return { id: d, type: 'SIN' };
  return { id: d, type: null };
}

const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };

/** What the spec reads from one printed text for one truth path (applicant paths as `applicants[i].x`). */
export function readBack(path: string, text: string, country: 'US' | 'CA', legal: string | null, key = ''): unknown {
  const f = path.replace(/^applicants\[\d+\]\./, '');
  const isOwner = f !== path;
  if (/_(first|last)$/.test(key)) return text;
  switch (f) {
    case 'legal_name': return text;
    case 'trade_name': return /^(same.*|n\/?a)$/i.test(text.trim()) || !text.trim() || text === legal ? null : text;
    case 'type_of_entity': return entity(text, country);
    case 'industry': return industry(text);
    case 'business_tax_id': return taxId(text).id;
    case 'business_tax_id_type': return taxId(text).type;
    case 'business_tax_id_country': case 'tax_id_country': return taxId(text).id ? (taxId(text).type === 'BN' || taxId(text).type === 'SIN' ? 'CA' : 'US') : null;
    case 'state_region': return region(text)?.code ?? null;
    case 'country': return region(text)?.country === 'CA' ? 'Canada' : 'United States';
    case 'requested_amount': case 'requested_payment': return money(text);
    case 'number_of_payments': return Number(text);
    case 'payment_frequency': return FREQ[norm(text)] ?? null;
    case 'business_start_date': case 'date_of_birth': return isoDate(text);
    case 'first_name': return isOwner ? personName(text).first : text;
    case 'last_name': return personName(text).last;
    case 'role': return text;
    case 'ownership': return Number(text.replace(/[%\s]/g, ''));
    case 'credit_score': return Number(text);
    case 'tax_id': return taxId(text).id;
    case 'tax_id_type': return taxId(text).type;
    default: return undefined;
  }
}
