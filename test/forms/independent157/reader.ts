// The tests' own reading of printed text by applications.md's rules, written apart from the generator's tables and
// checked against the shared reference files: a placed value must give exactly the fields the generator claims.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Placed } from './draw.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const REF_DIR = [process.env.MCA_SHARED_REFERENCE, path.resolve(here, '../../../../shared/reference'), '/work/shared/reference']
  .find((d) => d && fs.existsSync(path.join(d, 'entity-types.json')))!;
const load = (f: string) => JSON.parse(fs.readFileSync(path.join(REF_DIR, f), 'utf8')).items;
interface Item { id?: string; code?: string; label?: string; name?: string; aliases: string[]; countries?: string[] }
const ENTITIES: Item[] = load('entity-types.json');
const INDUSTRIES: Item[] = load('industries.json');
const STATES: Item[] = load('states.json');
const PROVINCES: Item[] = load('provinces.json');

export const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');

export function entityId(text: string, country: string): string {
  const n = norm(text);
  const hits = ENTITIES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => norm(a) === n));
  if (hits.length !== 1) throw new Error(`entity ${text} (${country}): ${hits.map((h) => h.id).join(', ') || 'no match'}`);
  return hits[0]!.id!;
}

export function industryId(text: string): string {
  const t = text.toLowerCase();
  let best: { id: string; len: number }[] = [];
  for (const it of INDUSTRIES) {
    for (const c of [it.label!, ...it.aliases]) {
      const re = new RegExp(`(?<![a-z0-9])${c.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![a-z0-9])`);
      if (!re.test(t)) continue;
      if (!best.length || c.length > best[0]!.len) best = [{ id: it.id!, len: c.length }];
      else if (c.length === best[0]!.len && !best.some((b) => b.id === it.id)) best.push({ id: it.id!, len: c.length });
    }
  }
  if (best.length !== 1) throw new Error(`industry ${text}: ${best.map((b) => b.id).join(', ') || 'no match'}`);
  return best[0]!.id;
}

export function money(text: string): number {
  const s = text.replace(/CAD|\$|,|\s/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) throw new Error(`money ${text}`);
  return Number(s);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function isoDate(text: string): string {
  const p = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (m) { let y = Number(m[3]); if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900; return `${y}-${p(Number(m[1]))}-${p(Number(m[2]))}`; }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (m) { const i = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()); if (i >= 0) return `${m[3]}-${p(i + 1)}-${p(Number(m[2]))}`; }
  throw new Error(`date ${text}`);
}

const CREDENTIALS = ['DDS', 'DC', 'DVM', 'CPA', 'MD', 'ESQ', 'PHD'];
export function personName(text: string): { first: string; last: string } {
  let t = text.trim();
  const comma = t.indexOf(',');
  if (comma >= 0) {
    const after = t.slice(comma + 1).trim();
    if (CREDENTIALS.includes(after.replace(/\./g, '').toUpperCase())) t = t.slice(0, comma).trim();
    else t = `${after} ${t.slice(0, comma).trim()}`;
  }
  const parts = t.split(/\s+/);
  const first = parts.shift()!;
  if (parts.length > 1 && /^[A-Z]\.?$/.test(parts[0]!)) parts.shift();
  return { first, last: parts.join(' ') };
}

export function businessTax(text: string, country: string): { digits: string; type: string } {
  if (/^\d{2}-\d{7}$/.test(text)) return { digits: text.replace('-', ''), type: 'EIN' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return { digits: text.replace(/-/g, ''), type: text.startsWith('9') ? 'ITIN' : 'SSN' };
  const compact = text.replace(/\s/g, '').toUpperCase();
  if (country === 'CA' && /^\d{9}([A-Z]{2}\d{4})?$/.test(compact)) return { digits: compact, type: 'BN' };
  if (country === 'US' && /^\d{9}$/.test(compact)) return { digits: compact, type: 'EIN' }; // bare digits: only under an EIN label
  throw new Error(`business tax id ${text}`);
}

export function ownerTax(text: string, country: string): { digits: string | null; type: string | null; country: string | null } {
  if (/[X*]/i.test(text)) return { digits: null, type: null, country: null };
  const d = text.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(d)) throw new Error(`owner tax id ${text}`);
  if (country === 'CA') return { digits: d, type: 'SIN', country: 'CA' };
  return { digits: d, type: d.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
}

function lookupRegion(t: string): { code: string; country: string } | null {
  const n = norm(t);
  for (const [list, country] of [[STATES, 'US'], [PROVINCES, 'CA']] as const) {
    const hit = list.find((s) => [s.code!, s.name!, ...s.aliases].some((a) => norm(a) === n));
    if (hit) return { code: hit.code!, country };
  }
  return null;
}
export function region(text: string): { code: string; country: string } {
  const m = /,\s*([^,]+?)\s+(\d{5}|[A-Z]\d[A-Z] ?\d[A-Z]\d)\s*$/.exec(text);
  const r = m ? lookupRegion(m[1]!) : lookupRegion(text);
  if (!r) throw new Error(`state ${text}`);
  if (m && (/^\d/.test(m[2]!) ? 'US' : 'CA') !== r.country) throw new Error(`postal code of ${text}`);
  return r;
}

export function frequency(text: string): string {
  const n = norm(text);
  if (!['daily', 'weekly', 'biweekly', 'monthly'].includes(n)) throw new Error(`frequency ${text}`);
  return n;
}

export function tradeName(text: string, legal: string | null): string | null {
  const t = text.trim();
  if (!t || /^(same|n\/?a)$/i.test(t) || (legal !== null && norm(t) === norm(legal))) return null;
  return t;
}

const LABEL: Record<string, string> = { US: 'United States', CA: 'Canada' };
/** The fields a placed value gives when read by the rules; `country` is the form's country. */
export function read(p: Placed, country: string, legal: string | null): Record<string, unknown> {
  const t = p.text, A = 'application.';
  const o = /^owner(\d)\.(\w+)$/.exec(p.key);
  if (o) {
    const a = `${A}applicants[${o[1]}].`;
    switch (o[2]) {
      case 'name': { const n = personName(t); return { [`${a}first_name`]: n.first, [`${a}last_name`]: n.last }; }
      case 'role': return { [`${a}role`]: t };
      case 'own': return { [`${a}ownership`]: Number(t.replace(/[%\s]/g, '')) };
      case 'credit': return { [`${a}credit_score`]: Number(t) };
      case 'dob': return { [`${a}date_of_birth`]: isoDate(t) };
      case 'tax': { const x = ownerTax(t, country); return { [`${a}tax_id`]: x.digits, [`${a}tax_id_type`]: x.type, [`${a}tax_id_country`]: x.country }; }
    }
  }
  switch (p.key) {
    case 'legal_name': return { [`${A}legal_name`]: t };
    case 'trade_name': return { [`${A}trade_name`]: tradeName(t, legal) };
    case 'type_of_entity': return { [`${A}type_of_entity`]: entityId(t, country) };
    case 'industry': return { [`${A}industry`]: industryId(t) };
    case 'business_tax_id': { const x = businessTax(t, country);
      return { [`${A}business_tax_id`]: x.digits, [`${A}business_tax_id_type`]: x.type, [`${A}business_tax_id_country`]: country, [`${A}country`]: LABEL[country] }; }
    case 'city_state': { const r = region(t); return { [`${A}state_region`]: r.code, [`${A}country`]: LABEL[r.country] }; }
    case 'requested_amount': return { [`${A}requested_amount`]: money(t) };
    case 'requested_payment': return { [`${A}requested_payment`]: money(t) };
    case 'number_of_payments': return { [`${A}number_of_payments`]: Number(t) };
    case 'payment_frequency': return { [`${A}payment_frequency`]: frequency(t) };
    case 'business_start_date': return { [`${A}business_start_date`]: isoDate(t) };
  }
  throw new Error(`no rule for placed key ${p.key}`);
}
