// This set's own small reading of one printed value by applications.md's rules (for its tests only; written from the
// spec, not from the project's reader).
import { readFileSync } from 'node:fs';

const REF = '/work/shared/reference/';
interface EntityItem { id: string; label: string; countries: string[]; aliases?: string[] }
interface IndustryItem { id: string; label: string; aliases?: string[] }
interface Region { code: string; name: string; country: string }
const entities = (JSON.parse(readFileSync(`${REF}entity-types.json`, 'utf8')) as { items: EntityItem[] }).items;
const industries = (JSON.parse(readFileSync(`${REF}industries.json`, 'utf8')) as { items: IndustryItem[] }).items;
const regions = [...(JSON.parse(readFileSync(`${REF}states.json`, 'utf8')) as { items: Region[] }).items,
  ...(JSON.parse(readFileSync(`${REF}provinces.json`, 'utf8')) as { items: Region[] }).items.map((p) => ({ ...p, country: 'CA' }))];

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every entity id whose id, label or alias equals the text (case and punctuation ignored), for the country. */
export function entityMatches(text: string, country: 'US' | 'CA'): string[] {
  const t = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return [country === 'CA' ? 'ca_corporation' : 'c_corporation'];
  return entities.filter((e) => e.countries.includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t)).map((e) => e.id);
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const low = text.toLowerCase();
  for (const it of industries) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(low) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function dateOf(text: string): string | null {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) { let y = Number(m[3]); if (m[3]!.length === 2) y += y <= 26 ? 2000 : 1900; return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(Number(m[2]))}`;
  return null;
}

export function moneyOf(text: string): number { return Number(text.replace(/CAD|\$|,|\s/g, '')); }

const CREDENTIALS = /,\s*(DDS|DMD|DVM|DC|MD|CPA|PE|Esq\.?)$/;
export function nameOf(text: string): { first: string; last: string } {
  let t = text.replace(CREDENTIALS, '').trim();
  if (t.includes(',')) { const [l, f] = t.split(',').map((s) => s.trim()) as [string, string]; t = `${f} ${l}`; }
  const toks = t.split(/\s+/);
  const first = toks.shift()!;
  while (toks.length > 1 && /^[A-Z]\.?$/.test(toks[0]!)) toks.shift();
  return { first, last: toks.join(' ') };
}

export function regionOf(text: string): string | null {
  let found: { code: string; at: number } | null = null;
  for (const r of regions) {
    for (const k of [r.code, r.name]) {
      const re = new RegExp(`(^|[^A-Za-z])${k.replace(/[.]/g, '\\.')}($|[^A-Za-z])`, 'g');
      for (const m of text.matchAll(re)) if (!found || m.index > found.at || (m.index === found.at && k.length > 2)) found = { code: r.code, at: m.index };
    }
  }
  return found?.code ?? null;
}

/** What one truth path reads as from the printed text, by the spec's rules. */
export function readBack(path: string, text: string, country: 'US' | 'CA'): unknown {
  const field = path.replace(/^applicants\.\d+\./, '');
  const digits = text.replace(/\D/g, '');
  const masked = /[*xX]/.test(text);
  switch (field) {
    case 'legal_name': case 'role': return text.trim();
    case 'trade_name': return /^(|same|n\/a)$/i.test(text.trim()) ? null : text.trim();
    case 'type_of_entity': return entityMatches(text, country)[0] ?? null;
    case 'industry': return industryOf(text);
    case 'business_tax_id': return /RC/i.test(text) ? text.replace(/[^A-Za-z0-9]/g, '').toUpperCase() : digits;
    case 'business_tax_id_type':
      if (/RC\s*\d{4}/i.test(text)) return 'BN';
      if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return text.startsWith('9') ? 'ITIN' : 'SSN';
      return 'EIN'; // NN-NNNNNNN, or a bare 9 digits under an EIN label
    case 'business_tax_id_country': case 'tax_id_country': return /RC/i.test(text) || country === 'CA' ? 'CA' : 'US';
    case 'state_region': return regionOf(text);
    case 'requested_amount': case 'requested_payment': return moneyOf(text);
    case 'number_of_payments': case 'credit_score': return Number(digits);
    case 'ownership': return Number(text.replace('%', ''));
    case 'payment_frequency': return text.toLowerCase().replace(/[^a-z]/g, '');
    case 'business_start_date': case 'date_of_birth': return dateOf(text);
    case 'first_name': return nameOf(text).first;
    case 'last_name': return nameOf(text).last;
    case 'tax_id': return masked ? null : digits;
    case 'tax_id_type': return masked ? null : country === 'CA' ? 'SIN' : digits.startsWith('9') ? 'ITIN' : 'SSN';
    default: throw new Error(`no read-back for ${path}`);
  }
}
