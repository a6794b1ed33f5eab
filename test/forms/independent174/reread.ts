// A second, independent reading of the placed texts by applications.md's rules, used by the tests to check the
// generator's truth. It knows only the printed text, the caption it sits under and which cell it is (the key).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Placed } from './draw.ts';
import type { FieldValue } from './model.ts';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases: string[]; countries?: string[]; country?: string }
const load = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
export const ENTITY_TYPES = load('entity-types.json');
export const INDUSTRY_REF = load('industries.json');
const REGIONS = [...load('states.json'), ...load('provinces.json')];

const squash = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');

export function entityId(text: string, country: 'US' | 'CA'): string | null {
  const t = squash(text);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated'].includes(t)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITY_TYPES.filter((e) => e.countries!.includes(country) && [e.id!, e.label!, ...e.aliases].some((a) => squash(a) === t));
  if (hits.length !== 1) throw new Error(`entity "${text}" (${country}): ${hits.map((h) => h.id).join(',') || 'no match'}`);
  return hits[0]!.id!;
}

export function industryId(text: string): string | null {
  let best: [number, string] | null = null;
  const lower = text.toLowerCase();
  for (const it of INDUSTRY_REF) {
    for (const a of [it.label!, ...it.aliases]) {
      const al = a.toLowerCase();
      const i = lower.indexOf(al);
      if (i < 0) continue;
      const before = lower[i - 1], after = lower[i + al.length];
      if ((before && /[a-z0-9]/.test(before)) || (after && /[a-z0-9]/.test(after))) continue;
      if (!best || al.length > best[0]) best = [al.length, it.id!];
    }
  }
  return best ? best[1] : null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export function isoDate(text: string): string | null {
  const p2 = (n: number) => String(n).padStart(2, '0');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (m) {
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 26 ? 2000 : 1900;
    return `${y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (m) {
    const mi = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase().slice(0, 3)));
    if (mi >= 0) return `${m[3]}-${p2(mi + 1)}-${p2(Number(m[2]))}`;
  }
  return null;
}

export const moneyValue = (text: string): number | null => {
  const t = text.replace(/CAD|\$|,|\s/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};

function taxId(text: string, label: string): { id: string; type: string; country: string } | null {
  const t = text.trim();
  const bn = /^(\d{9})[\s-]*([A-Za-z]{2})[\s-]*(\d{4})$/.exec(t);
  if (bn) return { id: `${bn[1]}${bn[2]!.toUpperCase()}${bn[3]}`, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/\D/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (/^\d{3}[ -]\d{3}[ -]\d{3}$/.test(t) && /SIN|NAS/.test(label)) return { id: t.replace(/\D/g, ''), type: 'SIN', country: 'CA' };
  if (/^\d{9}$/.test(t) && /\bEIN\b/.test(label)) return { id: t, type: 'EIN', country: 'US' };
  return null;
}

function personName(text: string): { first: string; last: string } {
  let t = text.trim();
  const cred = /,\s*([A-Z]{2,4})$/.exec(t);
  if (cred) t = t.slice(0, cred.index).trim();
  if (t.includes(',')) { const [last, rest] = t.split(/,\s*/); t = `${rest} ${last}`; }
  const words = t.split(/\s+/);
  const first = words.shift()!;
  if (words.length > 1 && /^[A-Z]\.?$/.test(words[0]!)) words.shift();
  return { first, last: words.join(' ') };
}

/** The fields one placed value gives, read from its text alone (plus the business's country, from the tax ID). */
export function readPlaced(p: Placed, ctx: { country: 'US' | 'CA'; legal: string | null }): Record<string, FieldValue> {
  const A = 'application.';
  const o = /^owner(\d+)_(\w+)$/.exec(p.key);
  if (o) {
    const pre = `${A}applicants[${o[1]}].`;
    switch (o[2]) {
      case 'name': { const n = personName(p.text); return { [`${pre}first_name`]: n.first, [`${pre}last_name`]: n.last }; }
      case 'title': return { [`${pre}role`]: p.text };
      case 'pct': return { [`${pre}ownership`]: Number(p.text.replace('%', '')) };
      case 'fico': return { [`${pre}credit_score`]: Number(p.text) };
      case 'dob': return { [`${pre}date_of_birth`]: isoDate(p.text) };
      default: { const t = taxId(p.text, p.label); return t ? { [`${pre}tax_id`]: t.id, [`${pre}tax_id_type`]: t.type, [`${pre}tax_id_country`]: t.country } : {}; }
    }
  }
  switch (p.key) {
    case 'legal_name': return { [`${A}legal_name`]: p.text };
    case 'dba': {
      const blank = !p.text.trim() || /^(same|n\/a)$/i.test(p.text.trim()) || squash(p.text) === squash(ctx.legal ?? '');
      return { [`${A}trade_name`]: blank ? null : p.text };
    }
    case 'entity_type': return { [`${A}type_of_entity`]: entityId(p.text, ctx.country) };
    case 'industry': return { [`${A}industry`]: industryId(p.text) };
    case 'business_tax_id': {
      const t = taxId(p.text, p.label);
      return t ? { [`${A}business_tax_id`]: t.id, [`${A}business_tax_id_type`]: t.type, [`${A}business_tax_id_country`]: t.country } : {};
    }
    case 'business_start_date': return { [`${A}business_start_date`]: isoDate(p.text) };
    case 'state': {
      const t = squash(p.text);
      const r = REGIONS.find((x) => x.country === ctx.country && [x.code!, x.name!, ...x.aliases].some((a) => squash(a) === t));
      return { [`${A}state_region`]: r?.code ?? null, [`${A}country`]: ctx.country === 'US' ? 'United States' : 'Canada' };
    }
    case 'requested_amount': return { [`${A}requested_amount`]: moneyValue(p.text) };
    case 'requested_payment': return { [`${A}requested_payment`]: moneyValue(p.text) };
    case 'number_of_payments': return { [`${A}number_of_payments`]: Number(p.text) };
    case 'payment_frequency': return { [`${A}payment_frequency`]: p.text.toLowerCase().replace(/[^a-z]/g, '') };
    default: return {};
  }
}

/** The country a form is from: a BN or SIN says Canada, an EIN, SSN or ITIN the United States. */
export function formCountry(placed: Placed[]): 'US' | 'CA' {
  const t = placed.find((p) => p.key === 'business_tax_id');
  return t && taxId(t.text, t.label)?.country === 'CA' ? 'CA' : 'US';
}
