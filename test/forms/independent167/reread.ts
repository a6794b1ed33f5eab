// Test helper for set 167: reads a placed value's printed text (and its label) by applications.md's rules, with the
// shared reference data, without the generator's model. The tests check it gives exactly the fields the generator
// recorded, so the truth is what the rules read from the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Fields, Placed } from './pen.ts';

interface Item { id: string; label: string; aliases: string[]; countries?: string[] }
interface Region { code: string; name: string; country: string; aliases: string[] }
const load = <T>(f: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: T[] }).items;
const ENTITIES = load<Item>('entity-types.json');
const INDUSTRIES = load<Item>('industries.json');
export const REGIONS = [...load<Region>('states.json'), ...load<Region>('provinces.json')];

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const CREDENTIALS = /,\s*(DDS|MD|CPA|DVM|DC|PE|DO|Esq\.?)$/;

export function readEntity(text: string, country: 'US' | 'CA'): string {
  const k = squash(text);
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => squash(a) === k));
  if (hits.length !== 1) throw new Error(`entity '${text}' (${country}): ${hits.map((h) => h.id).join(', ') || 'no match'}`);
  return hits[0]!.id;
}

const INDUSTRY_RES = INDUSTRIES.flatMap((it) => [it.label, ...it.aliases].map((a) => ({ id: it.id, len: a.length,
  re: new RegExp(`(?<![\\p{L}\\p{N}])${a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu') })));

export function readIndustry(text: string): string {
  let best: { id: string; len: number }[] = [];
  for (const { id, len, re } of INDUSTRY_RES) {
    if (!re.test(text)) continue;
    if (!best.length || len > best[0]!.len) best = [{ id, len }];
    else if (len === best[0]!.len && !best.some((b) => b.id === id)) best.push({ id, len });
  }
  if (best.length !== 1) throw new Error(`industry '${text}': ${best.map((b) => b.id).join(', ') || 'no match'}`);
  return best[0]!.id;
}

export function readMoney(text: string): number {
  const n = Number(text.replace(/CAD|\$|,|\s/g, ''));
  if (!Number.isFinite(n)) throw new Error(`money '${text}'`);
  return n;
}

/** ISO date from `MM/DD/YYYY`, `M/D/YY` (two-digit years 00-30 are 20xx), `YYYY-MM-DD` or `Month D, YYYY`. */
export function readDate(text: string): string {
  const p2 = (n: number | string): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return text;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) {
    const y = m[3]!.length === 2 ? (Number(m[3]) <= 30 ? 2000 : 1900) + Number(m[3]) : Number(m[3]);
    return `${y}-${p2(m[1]!)}-${p2(m[2]!)}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  const mi = m ? MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase())) : -1;
  if (m && mi >= 0) return `${m[3]}-${p2(mi + 1)}-${p2(m[2]!)}`;
  throw new Error(`date '${text}'`);
}

export function readName(text: string): { first: string; last: string } {
  const t = text.replace(CREDENTIALS, '').trim();
  const initial = (w: string): boolean => /^\p{Lu}\.?$/u.test(w);
  if (t.includes(',')) {
    const [last, rest] = t.split(/,\s*/, 2) as [string, string];
    return { first: rest.split(/\s+/)[0]!, last: last.trim() };
  }
  const words = t.split(/\s+/);
  return { first: words[0]!, last: words.slice(1).filter((w) => !initial(w)).join(' ') };
}

export function readTaxId(text: string, label: string): { id: string | null; type: string | null; country: string | null } {
  if (/[xX*]/.test(text.replace(/RT|RC|RP|RM/g, ''))) return { id: null, type: null, country: null };
  const t = text.trim();
  const US = (id: string, type: string) => ({ id, type, country: 'US' }), CA = (id: string, type: string) => ({ id, type, country: 'CA' });
  let m = /^(\d{9})[\s-]*([A-Z]{2})\s*(\d{4})$/.exec(t);
  if (m) return CA(m[1]! + m[2]! + m[3]!, 'BN');
  if (/^\d{2}-\d{7}$/.test(t)) return US(t.replace('-', ''), 'EIN');
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return US(t.replace(/-/g, ''), t.startsWith('9') ? 'ITIN' : 'SSN');
  m = /^(\d{3})[ -]?(\d{3})[ -]?(\d{3})$/.exec(t);
  if (m) {
    const d = m[1]! + m[2]! + m[3]!;
    if (/\bSIN\b/.test(label)) return CA(d, 'SIN');
    if (/\bBN\b/.test(label)) return CA(d, 'BN');
    if (/\bEIN\b/.test(label) && /^\d{9}$/.test(t)) return US(d, 'EIN');
  }
  throw new Error(`tax id '${text}' (${label})`);
}

/** The business state or province in a cell, a full name or an address line, and its country. */
export function readRegion(text: string): { code: string; country: string } {
  const t = text.trim();
  const byCode = (c: string): Region | undefined => REGIONS.find((r) => r.code === c);
  let r = /^[A-Z]{2}$/.test(t) ? byCode(t) : REGIONS.find((x) => x.name.toLowerCase() === t.toLowerCase());
  if (!r) {
    const m = /,\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?:,|$)/.exec(t);
    r = m ? byCode(m[1]!) : undefined;
  }
  if (!r) throw new Error(`region '${text}'`);
  return { code: r.code, country: r.country === 'CA' ? 'Canada' : 'United States' };
}

function readCountry(text: string): string {
  const k = squash(text);
  if (['usa', 'us', 'unitedstates'].includes(k)) return 'United States';
  if (['canada', 'can'].includes(k)) return 'Canada';
  throw new Error(`country '${text}'`);
}

const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', monthly: 'monthly' };

/** What the rules read from one placed value, for the truth paths it carries. */
export function reread(p: Placed, ctx: { legal: string | null; country: 'US' | 'CA' }): Fields {
  const out: Fields = {};
  const label = p.label ?? '';
  for (const path of Object.keys(p.fields)) {
    const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
    const t = p.text;
    let v: string | number | null;
    if (f === 'legal_name' || f === 'role') v = t;
    else if (f === 'trade_name') v = /^(same|n\/?a)$/i.test(t.trim()) || t === ctx.legal ? null : t;
    else if (f === 'type_of_entity') v = readEntity(t, ctx.country);
    else if (f === 'industry') v = readIndustry(t);
    else if (f === 'business_tax_id' || f === 'tax_id') v = readTaxId(t, label).id;
    else if (f === 'business_tax_id_type' || f === 'tax_id_type') v = readTaxId(t, label).type;
    else if (f === 'business_tax_id_country' || f === 'tax_id_country') v = readTaxId(t, label).country;
    else if (f === 'state_region') v = readRegion(t).code;
    else if (f === 'country') v = /^[A-Za-z ]+$/.test(t) && !/^[A-Z]{2}$/.test(t) && !REGIONS.some((r) => r.name === t) ? readCountry(t) : readRegion(t).country;
    else if (f === 'requested_amount' || f === 'requested_payment') v = readMoney(t);
    else if (f === 'number_of_payments' || f === 'credit_score') v = Number(/\d+/.exec(t)![0]);
    else if (f === 'payment_frequency') v = FREQ[t.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
    else if (f === 'business_start_date' || f === 'date_of_birth') v = readDate(t);
    else if (f === 'first_name') v = readName(t).first;
    else if (f === 'last_name') v = readName(t).last;
    else if (f === 'ownership') v = Number.parseFloat(t.replace('%', ''));
    else throw new Error(`no rule for ${path}`);
    out[path] = v;
  }
  return out;
}
