// Test side: applications.md's reading rules, written apart from the generator, over the reference data. The test
// re-reads every placed text with these and expects the generator's truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface Ref { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[]; country?: string }
const load = (f: string): Ref[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Ref[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const REGIONS = [...load('states.json'), ...load('provinces.json')];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CREDENTIALS = new Set(['CPA', 'DC', 'DDS', 'DMD', 'MD', 'PE', 'ESQ', 'DVM', 'RN', 'PHD']);
const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const pad = (n: number | string): string => String(n).padStart(2, '0');

export function readMoney(t: string): number {
  const s = t.replace(/CAD|USD|\$|,|\s/gi, '');
  if (!/^\d+(\.\d+)?$/.test(s)) throw new Error(`not money: ${t}`);
  return Number(s);
}

export function readNumber(t: string): number {
  const s = t.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) throw new Error(`not a number: ${t}`);
  return Number(s);
}

export function readDate(t: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t);
  if (m) { const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]); return `${y}-${pad(m[1]!)}-${pad(m[2]!)}`; }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  const mo = m ? MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) : -1;
  if (m && mo >= 0) return `${m[3]}-${pad(mo + 1)}-${pad(m[2]!)}`;
  throw new Error(`not a date: ${t}`);
}

export function readFrequency(t: string): string {
  const n = norm(t);
  if (!['daily', 'weekly', 'biweekly', 'monthly'].includes(n)) throw new Error(`not a frequency: ${t}`);
  return n;
}

export function readEntity(t: string, country: string): string {
  const n = norm(t);
  let hits = ENTITIES.filter((e) => [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  if (hits.length > 1) hits = hits.filter((e) => e.countries!.includes(country));
  if (hits.length !== 1) throw new Error(`entity ${t} (${country}) gives ${hits.map((h) => h.id).join(',') || 'nothing'}`);
  return hits[0]!.id!;
}

export function readIndustry(t: string): string {
  const text = t.toLowerCase();
  let best: { id: string; len: number }[] = [];
  for (const ind of INDUSTRIES) {
    for (const a of [ind.label!, ...(ind.aliases ?? [])]) {
      const re = new RegExp(`(?<![a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![a-z0-9])`);
      if (!re.test(text)) continue;
      if (!best.length || a.length > best[0]!.len) best = [{ id: ind.id!, len: a.length }];
      else if (a.length === best[0]!.len && !best.some((b) => b.id === ind.id)) best.push({ id: ind.id!, len: a.length });
    }
  }
  if (best.length !== 1) throw new Error(`industry ${t} gives ${best.map((b) => b.id).join(',') || 'nothing'}`);
  return best[0]!.id;
}

export interface TaxRead { digits: string | null; type: string | null; country: string | null }
export function readTaxId(t: string, label: string): TaxRead {
  const s = t.trim();
  if (/[x*]/i.test(s.replace(/[A-Z]{2}\s*\d{4}$/, ''))) return { digits: null, type: null, country: null };
  if (/^\d{2}-\d{7}$/.test(s)) return { digits: s.replace(/-/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(s)) return { digits: s.replace(/-/g, ''), type: s.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  const bn = /^(\d{9})\s*([A-Z]{2})\s*(\d{4})$/i.exec(s);
  if (bn) return { digits: `${bn[1]}${bn[2]!.toUpperCase()}${bn[3]}`, type: 'BN', country: 'CA' };
  if (/^\d{3}([ -]?)\d{3}\1\d{3}$/.test(s)) {
    const digits = s.replace(/\D/g, '');
    if (/\bEIN\b/.test(label)) return { digits, type: 'EIN', country: 'US' };
    if (/\bSSN\b|Social Security/i.test(label)) return { digits, type: digits.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
    if (/\bSIN\b|Social Insurance/i.test(label)) return { digits, type: 'SIN', country: 'CA' };
    if (/\bBN\b|Business Number/i.test(label)) return { digits, type: 'BN', country: 'CA' };
  }
  throw new Error(`tax id ${t} under ${label} cannot be read`);
}

export function readRegion(t: string, country: string): string {
  const find = (s: string): string | undefined => REGIONS.find((r) => r.country === country &&
    [r.code!, r.name!, ...(r.aliases ?? [])].some((a) => norm(a) === norm(s)))?.code;
  const direct = find(t);
  if (direct) return direct;
  const m = /,\s*([A-Za-z .]+?)\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/.exec(t);
  const inAddress = m ? find(m[1]!) : undefined;
  if (!inAddress) throw new Error(`no ${country} region in ${t}`);
  return inAddress;
}

/** An owner's name: "First M. Last, CPA" or "Last, First M."; `part` for a form with separate first / last lines. */
export function readName(t: string, part: 'full' | 'first' | 'last'): { first: string | null; last: string | null } {
  let s = t.trim();
  const cred = /,\s*([A-Za-z.]+)$/.exec(s);
  if (cred && CREDENTIALS.has(cred[1]!.replace(/\./g, '').toUpperCase())) s = s.slice(0, cred.index).trim();
  const dropInitial = (tokens: string[]): string[] => tokens.length > 1 && /^[A-Z]\.?$/.test(tokens[1]!) ? [tokens[0]!, ...tokens.slice(2)] : tokens;
  if (part === 'first') return { first: s.split(/\s+/)[0]!, last: null };
  if (part === 'last') return { first: null, last: s };
  if (s.includes(',')) {
    const [last, rest] = s.split(/,\s*/, 2) as [string, string];
    return { first: rest.split(/\s+/)[0]!, last };
  }
  const tokens = dropInitial(s.split(/\s+/));
  return { first: tokens[0]!, last: tokens.slice(1).join(' ') };
}

export function readTradeName(t: string, legal: string | null): string | null {
  const s = t.trim();
  if (!s || /^(same|same as above|same as legal( name)?|n\/?a|none)$/i.test(s)) return null;
  return legal !== null && norm(s) === norm(legal) ? null : s;
}
