// Independent177 test helper: applications.md's rules, written again from the spec alone, reading a placed value's
// printed text (and the caption beside it, for a bare 9-digit number) back into the field it gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { FieldValue, Placed } from './draw.ts';

interface Item { id?: string; code?: string; label?: string; name?: string; name_fr?: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Item[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const PROVINCES = load('provinces.json'), ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const key = (s: string): string => fold(s).replace(/[^a-z0-9]/g, '');

export function province(text: string): string | null {
  const find = (t: string): string | null => PROVINCES.find((p) => [p.code!, p.name!, p.name_fr!, ...(p.aliases ?? [])].some((a) => key(a) === key(t)))?.code ?? null;
  const whole = find(text);
  if (whole) return whole;
  const m = /,\s*([^,]+?)\s+([A-Z]\d[A-Z] ?\d[A-Z]\d)\s*$/.exec(text);
  return m ? find(m[1]!) : null;
}

export function entity(text: string): string | null {
  const hits = ENTITIES.filter((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => key(a) === key(text)));
  const ca = hits.filter((e) => e.countries?.includes('CA'));
  const pool = ca.length ? ca : hits;
  return (pool.find((e) => e.id!.startsWith('ca_')) ?? pool[0])?.id ?? null;
}

export function industry(text: string): string | null {
  const t = fold(text).replace(/\s+/g, ' ');
  let best: [string, number] | null = null;
  for (const e of INDUSTRIES) for (const a of [e.label!, ...(e.aliases ?? [])]) {
    const needle = fold(a).replace(/\s+/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![a-z0-9])${needle}(?![a-z0-9])`).test(t) && (!best || a.length > best[1])) best = [e.id!, a.length];
  }
  return best?.[0] ?? null;
}

export const money = (text: string): number => Number(text.replace(/CAD|\$|,|\s/g, ''));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function date(text: string): string | null {
  const p = (n: number | string): string => String(n).padStart(2, '0');
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  if (m) return `${m[1]}-${p(m[2]!)}-${p(m[3]!)}`;
  m = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text.trim());
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1)}-${p(m[2]!)}`;
  m = /^(\d{1,2})\s+([A-Za-z]+)\.?\s+(\d{4})$/.exec(text.trim());
  if (m) return `${m[3]}-${p(MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1)}-${p(m[1]!)}`;
  return null;
}

const CREDENTIALS = /^(CPA|P\.?\s?Eng\.?|DDS|DC|MD|CA|LL\.?B\.?)$/i;
export function name(text: string): { first: string; last: string } {
  let t = text.trim();
  const comma = t.indexOf(',');
  if (comma >= 0) {
    const after = t.slice(comma + 1).trim();
    t = CREDENTIALS.test(after) ? t.slice(0, comma) : `${after} ${t.slice(0, comma)}`;
  }
  const words = t.split(/\s+/).filter((w) => !/^[A-Z]\.?$/.test(w));
  return { first: words[0]!, last: words.slice(1).join(' ') };
}

export function taxId(text: string, label?: string): { id: string; type: string; country: string } | null {
  const t = text.trim();
  if (/[X*]/i.test(t.replace(/^BN\b/, '').replace(/R[A-Z]\s*\d{4}$/, ''))) return null;
  const prog = /^(?:BN\s*)?([\d\s-]+?)\s*(R[A-Z])\s*(\d{4})$/.exec(t);
  if (prog) return { id: prog[1]!.replace(/\D/g, '') + prog[2] + prog[3], type: 'BN', country: 'CA' };
  const digits = t.replace(/\D/g, '');
  if (/^BN\b/.test(t)) return { id: digits, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { id: digits, type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: digits, type: digits.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  const type = label && /\b(SIN|NAS)\b/.test(label) ? 'SIN' : label && /\bBN\b|Business Number/i.test(label) ? 'BN' : '';
  return { id: digits, type, country: 'CA' };
}

/** The value applications.md's rules read for `path` from this placed value. */
export function reread(path: string, p: Placed): FieldValue {
  const f = path.replace(/^application\./, '').replace(/^applicants\[\d+\]\./, '');
  const t = p.text, applicant = path.includes('applicants[');
  switch (f) {
    case 'legal_name': case 'role': return t;
    case 'trade_name': return /^(same|n\/?a|)$/i.test(t.trim()) ? null : t;
    case 'type_of_entity': return entity(t);
    case 'industry': return industry(t);
    case 'state_region': return province(t);
    case 'country': return key(t) === 'canada' || province(t) ? 'Canada' : null;
    case 'requested_amount': case 'requested_payment': return money(t);
    case 'number_of_payments': case 'ownership': case 'credit_score': return Number(t.replace(/[%\s]/g, ''));
    case 'payment_frequency': { const k = key(t); return ['daily', 'weekly', 'biweekly', 'monthly'].includes(k) ? k : null; }
    case 'business_start_date': case 'date_of_birth': return date(t);
    case 'first_name': return name(t).first;
    case 'last_name': return name(t).last;
    case 'business_tax_id_type': case 'business_tax_id': case 'business_tax_id_country': case 'tax_id': case 'tax_id_type': case 'tax_id_country': {
      if (f === 'business_tax_id_type' && p.kind === 'check') return t.trim().toUpperCase();
      const r = taxId(t, p.label);
      if (!r) return null;
      return f.endsWith('_type') ? r.type || null : f.endsWith('_country') ? r.country : r.id;
    }
    default: throw new Error(`no rule for ${path} (${applicant ? 'applicant' : 'business'})`);
  }
}
