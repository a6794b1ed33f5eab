// A re-reading of one printed value by applications.md's rules alone (the test's check on the generator's truth):
// it sees only the printed text, the printed label beside it, the form's country and which truth fields the value
// stands for, never the merchant model the generator drew from.
import { readFileSync } from 'node:fs';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface Item { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: Item[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const SUBDIVISIONS = [...(JSON.parse(readFileSync(`${REF}/states.json`, 'utf8')) as { items: { code: string; name: string; country: string }[] }).items,
  ...(JSON.parse(readFileSync(`${REF}/provinces.json`, 'utf8')) as { items: { code: string; name: string; country: string }[] }).items];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const CREDENTIALS = new Set(['DC', 'DDS', 'DVM', 'MD', 'CPA', 'PHD', 'ESQ', 'DO', 'RN']);

export interface ReadContext { country: 'US' | 'CA'; label?: string | undefined; paths: string[]; legalName?: string | undefined }

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

export function readEntity(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  if (country === 'CA' && ['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(t)) return 'ca_corporation';
  if (country === 'US' && ['inc', 'corp', 'ltd', 'corporation'].includes(t)) return 'c_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? ['US', 'CA']).includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === t));
  return hits.length === 1 ? hits[0]!.id : null;
}

export function readIndustry(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const low = text.toLowerCase();
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![a-z0-9])${esc}(?![a-z0-9])`).test(low) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export function readDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) <= 30 ? 2000 : 1900) + Number(m[3]) : Number(m[3]); return `${y}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`; }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) { const mi = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase().slice(0, 3))); if (mi >= 0) return `${m[3]}-${pad(mi + 1)}-${pad(Number(m[2]))}`; }
  return null;
}

export const readMoney = (text: string): number | null => {
  const t = text.replace(/CAD|USD|\$|,|\s/gi, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};

function readName(text: string, both: boolean): { first: string; last: string } {
  let t = text.trim();
  const c = /^(.*), ([A-Za-z.]+)$/.exec(t);
  if (c && CREDENTIALS.has(c[2]!.replace(/\./g, '').toUpperCase())) t = c[1]!;
  const sw = /^([^,]+), (.+)$/.exec(t);
  if (sw) t = `${sw[2]} ${sw[1]}`;
  const words = t.split(/\s+/).filter((w) => !/^[A-Z]\.?$/.test(w));
  if (!both) return { first: words[0] ?? '', last: words.join(' ') };
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

function readTaxId(text: string, label: string, country: 'US' | 'CA', business: boolean): { id: string; type: string; country: string } | null {
  const t = text.trim();
  if (/[xX*#]/.test(t.replace(/^#/, ''))) return null;
  let m = /^(\d{9})\s*([A-Za-z]{2})\s*(\d{4})$/.exec(t);
  if (m) return { id: m[1]! + m[2]!.toUpperCase() + m[3], type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace('-', ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/-/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  m = /^(\d{3})[- ]?(\d{3})[- ]?(\d{3})$/.exec(t);
  if (!m) return null;
  const id = m[1]! + m[2] + m[3];
  if (/\bSIN\b|Social Insurance/i.test(label)) return { id, type: 'SIN', country: 'CA' };
  if (/\bBN\b|Business Number/i.test(label)) return { id, type: 'BN', country: 'CA' };
  if (/\bF?EIN\b|Employer/i.test(label)) return { id, type: 'EIN', country: 'US' };
  if (/SSN|Social Security/i.test(label)) return { id, type: id.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (country === 'CA' && !business) return { id, type: 'SIN', country: 'CA' };
  return null;
}

function readSubdivision(text: string, country: 'US' | 'CA'): string | null {
  const codes = SUBDIVISIONS.filter((s) => s.country === country);
  const byName = codes.find((s) => s.name.toLowerCase() === text.trim().toLowerCase());
  if (byName) return byName.code;
  const m = country === 'US' ? /(?:^|,\s*|\s)([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(text.trim()) : /(?:^|,\s*|\s)([A-Z]{2})(?:\s+[A-Z]\d[A-Z] ?\d[A-Z]\d)?\s*$/.exec(text.trim());
  return m && codes.some((s) => s.code === m[1]) ? m[1]! : null;
}

/** What the printed text gives for one truth path. */
export function reread(path: string, text: string, ctx: ReadContext): unknown {
  const a = /^application\.applicants\[\d+\]\.(\w+)$/.exec(path);
  const f = a ? a[1]! : path.replace('application.', '');
  const label = ctx.label ?? '';
  switch (f) {
    case 'legal_name': return text;
    case 'trade_name': return /^(same|n\/?a|)$/i.test(text.trim()) || text.trim() === ctx.legalName?.trim() ? null : text;
    case 'type_of_entity': return readEntity(text, ctx.country);
    case 'industry': return readIndustry(text);
    case 'business_tax_id': return readTaxId(text, label, ctx.country, true)?.id ?? null;
    case 'business_tax_id_type': return readTaxId(text, label, ctx.country, true)?.type ?? null;
    case 'business_tax_id_country': return readTaxId(text, label, ctx.country, true)?.country ?? null;
    case 'state_region': return readSubdivision(text, ctx.country);
    case 'country': return text.trim() === 'Canada' || text.trim() === 'United States' ? text.trim()
      : readSubdivision(text, ctx.country) ? (ctx.country === 'CA' ? 'Canada' : 'United States') : null;
    case 'requested_amount': case 'requested_payment': return readMoney(text);
    case 'number_of_payments': return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
    case 'payment_frequency': { const t = norm(text); return ['daily', 'weekly', 'biweekly', 'monthly'].includes(t) ? t : null; }
    case 'business_start_date': case 'date_of_birth': return readDate(text);
    case 'first_name': return readName(text, ctx.paths.some((p) => p.endsWith('.last_name'))).first;
    case 'last_name': return readName(text, ctx.paths.some((p) => p.endsWith('.first_name'))).last;
    case 'role': return text.trim();
    case 'ownership': { const t = text.replace('%', '').trim(); return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null; }
    case 'credit_score': return /^\d{3}$/.test(text.trim()) ? Number(text.trim()) : null;
    case 'tax_id': return readTaxId(text, label, ctx.country, false)?.id ?? null;
    case 'tax_id_type': return readTaxId(text, label, ctx.country, false)?.type ?? null;
    case 'tax_id_country': return readTaxId(text, label, ctx.country, false)?.country ?? null;
    default: throw new Error(`no rule for ${path}`);
  }
}
