// For the tests only: applications.md's rules applied to printed text, written apart from the generator (it shares
// no code with it), so a test can read what was printed and compare with the truth the generator claims.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface Item { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REF, f), 'utf8')) as { items: Item[] }).items;
export const ENTITY_TYPES = load('entity-types.json');
export const INDUSTRIES = load('industries.json');
const SUBDIVISIONS = [...load('states.json'), ...load('provinces.json')];

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

export function entityId(text: string, country: string): string | null {
  const hits = ENTITY_TYPES.filter((e) => (e.countries ?? []).includes(country)
    && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => squash(a) === squash(text)));
  return hits.length === 1 ? hits[0]!.id! : null;
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded; null if tied. */
export function industryId(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number; tie: boolean } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const s = a.toLowerCase();
      const re = new RegExp(`(^|[^a-z0-9])${s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
      if (!re.test(t)) continue;
      if (!best || s.length > best.len) best = { id: it.id!, len: s.length, tie: false };
      else if (s.length === best.len && best.id !== it.id) best.tie = true;
    }
  }
  return best && !best.tie ? best.id : null;
}

export function subdivision(text: string, country: string): string | null {
  const hit = SUBDIVISIONS.find((s) => s.country === country && (s.code === text || s.name === text));
  return hit?.code ?? null;
}

export function money(text: string): number {
  const n = Number(text.replace(/CAD|\$|,|\s/g, ''));
  if (!Number.isFinite(n) || text.trim() === '') throw new Error(`not money: ${text}`);
  return n;
}

export function date(text: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${pad(Number(m[2]))}`;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1)}-${pad(Number(m[1]))}`;
  throw new Error(`not a date: ${text}`);
}

const CREDENTIAL = /,\s*(DC|DDS|MD|CPA|PE|RN|DVM|DO|Esq\.?)$/;
const INITIAL = /^[A-Z]\.?$/;

/** A printed person's name: credentials dropped, `Last, First` swapped, middle initial dropped. */
export function personName(text: string): { first: string; last: string } {
  const t = text.replace(CREDENTIAL, '').trim();
  if (t.includes(',')) {
    const [last, rest] = [t.slice(0, t.indexOf(',')).trim(), t.slice(t.indexOf(',') + 1).trim()];
    return { first: rest.split(/\s+/)[0]!, last };
  }
  const toks = t.split(/\s+/);
  const rest = toks.slice(1);
  if (rest.length > 1 && INITIAL.test(rest[0]!)) rest.shift();
  return { first: toks[0]!, last: rest.join(' ') };
}

export function businessTaxId(text: string, country: string): [string, string] {
  if (/^\d{2}-\d{7}$/.test(text)) return [text.replace(/\D/g, ''), 'EIN'];
  if (/^\d{3}[- ]\d{2}[- ]\d{4}$/.test(text)) return [text.replace(/\D/g, ''), text.startsWith('9') ? 'ITIN' : 'SSN'];
  if (/^\d{9}\s*[A-Za-z]{2}\s*\d{4}$/.test(text)) return [text.replace(/\s/g, '').toUpperCase(), 'BN'];
  if (/^\d{3}[ -]?\d{3}[ -]?\d{3}$/.test(text)) return [text.replace(/\D/g, ''), country === 'US' ? 'EIN' : 'BN'];
  throw new Error(`not a business tax id: ${text}`);
}

const isMasked = (t: string): boolean => /[xX*]|ending/.test(t);
const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };

/** The fields applications.md reads from one printed value, by what the value is (its key). */
export function read(key: string, text: string, country: 'US' | 'CA', legal = ''): Record<string, unknown> {
  const A = 'application.';
  const owner = /^owner(\d+)\.(\w+)$/.exec(key);
  if (owner) {
    const p = `${A}applicants[${owner[1]}].`;
    switch (owner[2]) {
      case 'name': { const n = personName(text); return { [`${p}first_name`]: n.first, [`${p}last_name`]: n.last }; }
      case 'first': return { [`${p}first_name`]: text.split(/\s+/)[0] };
      case 'last': return { [`${p}last_name`]: text };
      case 'role': return { [`${p}role`]: text };
      case 'ownership': return { [`${p}ownership`]: Number(text.replace(/[%\s]/g, '')) };
      case 'credit': return { [`${p}credit_score`]: Number(text) };
      case 'dob': return { [`${p}date_of_birth`]: date(text) };
      case 'tax_id': {
        if (isMasked(text)) return { [`${p}tax_id`]: null, [`${p}tax_id_type`]: null, [`${p}tax_id_country`]: null };
        const d = text.replace(/\D/g, '');
        return { [`${p}tax_id`]: d, [`${p}tax_id_type`]: country === 'CA' ? 'SIN' : d.startsWith('9') ? 'ITIN' : 'SSN', [`${p}tax_id_country`]: country };
      }
      default: return {};
    }
  }
  switch (key) {
    case 'business.legal': return { [`${A}legal_name`]: text };
    case 'business.dba': return { [`${A}trade_name`]: /^(same|n\/a)$/i.test(text) || text === legal ? null : text };
    case 'business.entity': case 'business.entity_other': return { [`${A}type_of_entity`]: entityId(text, country) };
    case 'business.industry': return { [`${A}industry`]: industryId(text) };
    case 'business.tax_id': {
      const [v, type] = businessTaxId(text, country);
      return { [`${A}business_tax_id`]: v, [`${A}business_tax_id_type`]: type, [`${A}business_tax_id_country`]: country };
    }
    case 'business.state': return { [`${A}state_region`]: subdivision(text, country), [`${A}country`]: country === 'US' ? 'United States' : 'Canada' };
    case 'business.start': return { [`${A}business_start_date`]: date(text) };
    case 'funding.amount': return { [`${A}requested_amount`]: money(text) };
    case 'funding.payment': return { [`${A}requested_payment`]: money(text) };
    case 'funding.count': return { [`${A}number_of_payments`]: Number(text) };
    case 'funding.freq': return { [`${A}payment_frequency`]: FREQ[squash(text)] ?? null };
    default: return {};
  }
}
