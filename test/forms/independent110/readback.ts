// The test's own read-back of printed text by applications.md's rules (independent of any reader in src/).
import { readFileSync } from 'node:fs';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const REF = '/work/shared/reference';
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATES = (JSON.parse(readFileSync(`${REF}/states.json`, 'utf8')) as { items: { code: string; name: string }[] }).items;
const PROVINCES = (JSON.parse(readFileSync(`${REF}/provinces.json`, 'utf8')) as { items: { code: string; name: string; name_fr?: string }[] }).items;

const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export function readDate(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { let y = Number(m[3]); if (y < 100) y += y > 30 ? 1900 : 2000; return `${y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`; }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  m = /^(\d{1,2}) ([A-Za-z]+)\.? (\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1)}-${p2(Number(m[1]))}`;
  return null;
}
export const readMoney = (t: string): number => Number(t.replace(/CAD|\$|,|\s/g, ''));

export function readEntity(t: string, country: string): string | null {
  const n = norm(t);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === n));
  return (hits.find((e) => e.countries?.includes(country)) ?? hits[0])?.id ?? null;
}
export function readIndustry(t: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
    if (re.test(t) && (!best || a.length > best[1])) best = [it.id, a.length];
  }
  return best?.[0] ?? null;
}
export function readState(t: string, country: string): string | null {
  const n = norm(t);
  if (country === 'CA') return PROVINCES.find((p) => norm(p.code) === n || norm(p.name) === n || norm(p.name_fr ?? '') === n)?.code ?? null;
  return STATES.find((s) => norm(s.code) === n || norm(s.name) === n)?.code ?? null;
}
const CRED = new Set(['dc', 'md', 'dds', 'dvm', 'cpa', 'jr', 'sr', 'esq', 'phd']);
export function readName(name: string): { first: string; last: string } {
  const t = name.replace(/,\s*([A-Za-z.]+)$/, (all, c: string) => (CRED.has(norm(c)) ? '' : all));
  if (t.includes(',')) {
    const [last, rest] = t.split(/,\s*/) as [string, string];
    return { first: rest.split(' ')[0]!, last };
  }
  const toks = t.split(/\s+/).filter((w) => !CRED.has(norm(w)));
  const first = toks.shift()!;
  while (toks.length > 1 && /^[A-Z]\.?$/.test(toks[0]!)) toks.shift();
  return { first, last: toks.join(' ') };
}
function ownerTaxType(t: string): string {
  if (/^[\dX*]{3} [\dX*]{3} \d{3}$/.test(t)) return 'SIN';
  return t.startsWith('9') ? 'ITIN' : 'SSN';
}

/** What a path reads from its printed text; `country` is the form's country (for state codes and bare 9-digit numbers);
 *  `fullName` when the text is a whole name (first and last in one box). */
export function readBack(path: string, t: string, country: string, fullName = false): unknown {
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const applicant = path.includes('applicants[');
  switch (f) {
    case 'legal_name': case 'role': return t;
    case 'trade_name': return /^(same|n\/?a)$/i.test(t) ? null : t;
    case 'type_of_entity': return readEntity(t, country);
    case 'industry': return readIndustry(t);
    case 'business_tax_id': return t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'business_tax_id_type': return /RC\s?\d{4}/.test(t) ? 'BN' : /^\d{2}-\d{7}$/.test(t) ? 'EIN' : country === 'US' ? 'EIN' : 'BN';
    case 'business_tax_id_country': return /RC\s?\d{4}/.test(t) || country === 'CA' ? 'CA' : 'US';
    case 'state_region': return readState(t, country);
    case 'country': return norm(t) === 'canada' ? 'Canada' : readState(t, country) ? (country === 'CA' ? 'Canada' : 'United States') : null;
    case 'requested_amount': case 'requested_payment': return readMoney(t);
    case 'number_of_payments': case 'credit_score': return Number(t);
    case 'payment_frequency': return norm(t);
    case 'business_start_date': case 'date_of_birth': return readDate(t);
    case 'first_name': case 'last_name': return applicant && fullName ? readName(t)[f === 'first_name' ? 'first' : 'last'] : t;
    case 'ownership': return Number(t.replace(/[^\d.]/g, ''));
    case 'tax_id': return /[X*]/.test(t) ? null : t.replace(/\D/g, '');
    case 'tax_id_type': return ownerTaxType(t);
    case 'tax_id_country': return ownerTaxType(t) === 'SIN' ? 'CA' : 'US';
    default: throw new Error(`no read-back for ${path}`);
  }
}
