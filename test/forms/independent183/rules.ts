// applications.md's reading rules, applied to what a layout prints: the truth of a value is computed from its printed
// text here (entity type, industry, tax ID, money, dates), not copied from the merchant we made up, so a layout that
// prints "S-Corp" or a bare 9-digit EIN gets the truth the rule gives for exactly that text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

export type Country = 'US' | 'CA';
export type Fields = Record<string, string | number | null>;

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json');
const INDUSTRIES = load('industries.json');
const STATES = new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, 'states.json'), 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));
const PROVINCES = new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, 'provinces.json'), 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));

export const COUNTRY_LABEL: Record<Country, string> = { US: 'United States', CA: 'Canada' };

/** Case and punctuation ignored, as the rule says: "L.L.C." is "llc", "S-Corp" is "scorp". */
const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9 ]+/g, '').replace(/\s+/g, ' ').trim();
const GENERIC_CORP = new Set(['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited']);

/** The entity-types id whose id, label or alias equals the printed text; the bare corporate words go by country. */
export function entityIdFor(printed: string, country: Country): string {
  const n = norm(printed);
  if (GENERIC_CORP.has(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country)
    && [e.id.replace(/_/g, ' '), e.label, ...e.aliases].some((a) => norm(a) === n || norm(a).replace(/ /g, '') === n.replace(/ /g, '')));
  if (hits.length !== 1) throw new Error(`entity text "${printed}" (${country}) matches ${hits.length} entity types`);
  return hits[0]!.id;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry whose label or alias is the longest one contained in the text, word-bounded; null when none is. */
export function industryIdFor(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const item of INDUSTRIES) {
    for (const a of [item.label, ...item.aliases]) {
      const re = new RegExp(`(?<![A-Za-z0-9])${escape(a)}(?![A-Za-z0-9])`, 'i');
      if (re.test(printed) && (!best || a.length > best.len)) best = { id: item.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export type TaxIdLabel = 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN' | null;

/** Digits, type and country of a printed tax ID: the format decides, a bare 9-digit number takes its label's type. */
export function taxIdFields(printed: string, label: TaxIdLabel): { digits: string; type: string; country: Country } {
  const t = printed.trim();
  const bn = /^(\d{3}\s?\d{3}\s?\d{3})\s?-?\s?(R[A-Z])\s?-?\s?(\d{4})$/.exec(t);
  if (bn) return { digits: bn[1]!.replace(/\s/g, '') + bn[2] + bn[3], type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { digits: t.replace(/-/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { digits: t.replace(/-/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (/^\d{3}[- ]\d{3}[- ]\d{3}$/.test(t) || /^\d{9}$/.test(t)) {
    if (!label) throw new Error(`bare tax id ${t} needs its label's type`);
    return { digits: t.replace(/\D/g, ''), type: label, country: label === 'BN' || label === 'SIN' ? 'CA' : 'US' };
  }
  throw new Error(`unreadable tax id ${t}`);
}

export function businessTaxIdFields(printed: string, label: TaxIdLabel): Fields {
  const r = taxIdFields(printed, label);
  return { 'application.business_tax_id': r.digits, 'application.business_tax_id_type': r.type, 'application.business_tax_id_country': r.country };
}

export function ownerTaxIdFields(i: number, printed: string, label: TaxIdLabel): Fields {
  const r = taxIdFields(printed, label);
  const p = `application.applicants[${i}]`;
  return { [`${p}.tax_id`]: r.digits, [`${p}.tax_id_type`]: r.type, [`${p}.tax_id_country`]: r.country };
}

/** The business address's state or province, with the country it implies (US forms rarely print the country). */
export function regionFields(code: string, country: Country): Fields {
  if (!(country === 'US' ? STATES : PROVINCES).has(code)) throw new Error(`unknown region ${code} for ${country}`);
  return { 'application.state_region': code, 'application.country': COUNTRY_LABEL[country] };
}

/** `$`, commas, spaces and `CAD` dropped. */
export function moneyValue(printed: string): number {
  const n = Number(printed.replace(/CAD|\$|,|\s/g, ''));
  if (!Number.isFinite(n)) throw new Error(`unreadable money ${printed}`);
  return n;
}

export interface Ymd { y: number; m: number; d: number }
export const iso = (d: Ymd) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFormat = 'mdy' | 'mdy-short' | 'mdy2' | 'long' | 'abbr' | 'iso' | 'dmy';

/** A date as a form prints it. `dmy` only appears under a label that says DD/MM/YYYY (Canadian layout). */
export function formatDate(d: Ymd, f: DateFormat): string {
  const mm = String(d.m).padStart(2, '0'), dd = String(d.d).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${mm}/${dd}/${d.y}`;
    case 'mdy-short': return `${d.m}/${d.d}/${d.y}`;
    case 'mdy2': return `${mm}/${dd}/${String(d.y % 100).padStart(2, '0')}`;
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'abbr': return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
    case 'iso': return iso(d);
    case 'dmy': return `${dd}/${mm}/${d.y}`;
  }
}

export function formatMoney(v: number, style: 'dollar' | 'cents' | 'bare' | 'spaced' | 'cad' | 'cad-after'): string {
  const whole = Number.isInteger(v);
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: whole && style !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  switch (style) {
    case 'dollar': return `$${grouped}`;
    case 'cents': return `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'bare': return grouped;
    case 'spaced': return `$ ${grouped.replace(/,/g, '')}`;
    case 'cad': return `CAD ${grouped}`;
    case 'cad-after': return `$${grouped} CAD`;
  }
}

export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';
/** The label a form prints for a frequency, and back: "Bi-Weekly" is `biweekly`. */
export function frequencyFrom(printed: string): Frequency {
  const n = norm(printed).replace(/ /g, '');
  const f = ({ daily: 'daily', weekly: 'weekly', biweekly: 'biweekly', everyotherweek: 'biweekly', monthly: 'monthly' } as Record<string, Frequency>)[n];
  if (!f) throw new Error(`unknown frequency ${printed}`);
  return f;
}

/** Luhn check digit appended to 8 digits: Canadian BNs and SINs are 9 digits with one. */
export function luhn9(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(first8[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return first8 + String((10 - (sum % 10)) % 10);
}
