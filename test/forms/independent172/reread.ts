// Test helper: applications.md's rules applied to a placed value's printed text, independent of how the generator
// chose it. Reference tables come from the shared research folder (MCA_REFERENCE_DIR overrides it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REFERENCE_DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
export const haveReference = existsSync(join(REFERENCE_DIR, 'entity-types.json'));

interface Entity { id: string; label: string; aliases: string[]; countries: string[] }
interface Industry { id: string; label: string; aliases: string[] }
interface Region { code: string; name: string; aliases: string[]; country: string }
const load = <T>(f: string): T[] => (haveReference ? (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: T[] }).items : []);
const ENTITIES = load<Entity>('entity-types.json');
const INDUSTRIES = load<Industry>('industries.json');
const REGIONS = [...load<Region>('states.json'), ...load<Region>('provinces.json')];

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

export function entityOf(text: string, country: string): string | null {
  const t = norm(text);
  if (country === 'US' && /^(inc|corp|ltd|corporation)$/.test(t)) return 'c_corporation';
  if (country === 'CA' && /^(inc|corp|ltd|corporation)$/.test(t)) return 'ca_corporation';
  const hits = ENTITIES.filter((e) => e.countries.includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === t));
  return hits.length === 1 ? hits[0]!.id : null;
}

export function industryOf(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: [number, string] | null = null;
  for (const i of INDUSTRIES) {
    for (const a of [i.label, ...i.aliases]) {
      const n = norm(a);
      if (n && t.includes(` ${n} `) && (!best || n.length > best[0])) best = [n.length, i.id];
    }
  }
  return best?.[1] ?? null;
}

export function regionOf(text: string, country: string): { code: string; country: string } | null {
  const t = norm(text);
  const r = REGIONS.find((x) => x.country === country && [x.code, x.name, ...x.aliases].some((a) => norm(a) === t));
  return r ? { code: r.code, country: r.country === 'CA' ? 'Canada' : 'United States' } : null;
}

export const moneyOf = (t: string): number => Number(t.replace(/CAD|USD|[$,\s]/g, ''));

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export function dateOf(t: string): string | null {
  const p2 = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t.trim());
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return `${y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t.trim());
  if (m) {
    const mi = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase().slice(0, 3)));
    return mi < 0 ? null : `${m[3]}-${p2(mi + 1)}-${p2(Number(m[2]))}`;
  }
  return null;
}

const CREDENTIALS = /^(cpa|dc|dds|dvm|md|esq|phd)$/i;
export function nameOf(t: string): { first: string; last: string } {
  let s = t.trim();
  const parts = s.split(',').map((x) => x.trim());
  while (parts.length > 1 && CREDENTIALS.test(parts[parts.length - 1]!.replace(/\./g, ''))) parts.pop();
  s = parts.length === 2 ? `${parts[1]} ${parts[0]}` : parts.join(', ');
  const toks = s.split(/\s+/);
  const first = toks.shift()!;
  const rest = toks.filter((x, i) => !(i === 0 && /^[A-Z]\.?$/.test(x)));
  return { first, last: rest.join(' ') };
}

export function taxOf(t: string, label: string, country: string): { id: string | null; type: string | null; country: string | null } {
  const s = t.trim();
  if (/[X*]/i.test(s.replace(/[A-Z]{2}\d{4}$/, ''))) return { id: null, type: null, country: null };
  let m: RegExpExecArray | null;
  if (/^\d{2}-\d{7}$/.test(s)) return { id: s.replace(/-/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(s)) return { id: s.replace(/-/g, ''), type: s.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if ((m = /^(\d{9})\s?([A-Za-z]{2})\s?(\d{4})$/.exec(s))) return { id: `${m[1]}${m[2]!.toUpperCase()}${m[3]}`, type: 'BN', country: 'CA' };
  const digits = s.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return { id: null, type: null, country: null };
  if (/\bEIN\b/.test(label)) return { id: digits, type: 'EIN', country: 'US' };
  if (/\bSIN\b/.test(label)) return { id: digits, type: 'SIN', country: 'CA' };
  if (/\bBN\b/.test(label)) return { id: digits, type: 'BN', country: 'CA' };
  if (/\bSSN\b/.test(label)) return { id: digits, type: 'SSN', country: 'US' };
  return { id: null, type: null, country };
}

/** The value a path gets from a printed text, by applications.md's rules. */
export function readPath(path: string, paths: string[], text: string, label: string, country: string, legal: string | null): unknown {
  const k = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const applicant = path.includes('applicants[');
  switch (k) {
    case 'legal_name': case 'role': return text;
    case 'trade_name': return !text || /^(same|n\/a)$/i.test(text.trim()) || text === legal ? null : text;
    case 'type_of_entity': return entityOf(text, country);
    case 'industry': return industryOf(text);
    case 'state_region': return regionOf(text, country)?.code ?? null;
    case 'country': return regionOf(text, country)?.country ?? null;
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': case 'credit_score': return Number.parseInt(text, 10);
    case 'ownership': return Number.parseFloat(text.replace(/[%\s]/g, ''));
    case 'payment_frequency': return text.toLowerCase().replace(/[^a-z]/g, '');
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
    case 'first_name': return paths.some((p) => p.endsWith('last_name')) ? nameOf(text).first : text;
    case 'last_name': return paths.some((p) => p.endsWith('first_name')) ? nameOf(text).last : text;
    case 'business_tax_id': case 'tax_id': return taxOf(text, label, country).id;
    case 'business_tax_id_type': case 'tax_id_type': return taxOf(text, label, country).type;
    case 'business_tax_id_country': case 'tax_id_country': return taxOf(text, label, country).country;
    default: throw new Error(`no rule for ${path} (applicant: ${applicant})`);
  }
}
