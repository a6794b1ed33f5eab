// applications.md's reading rules applied to what a layout prints: each helper returns the printed text together with
// the truth fields that text gives, so a layout never records a value it did not print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Val } from './kit.ts';
import type { Country, Freq, Merchant, Owner } from './data.ts';

interface Item { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Item[] }).items;
const INDUSTRIES = load('industries.json');
const ENTITIES = load('entity-types.json');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');

/** The industry whose label or alias is the longest one contained, word-bounded, in the printed text. */
export function industryOf(text: string): string | null {
  let best: { id: string; n: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      if (!new RegExp(`(?<![A-Za-z0-9])${esc(name)}(?![A-Za-z0-9])`, 'i').test(text)) continue;
      if (!best || name.length > best.n) best = { id: it.id, n: name.length };
    }
  }
  return best?.id ?? null;
}

/** The entity type whose id, label or alias equals the printed text (case and punctuation ignored), by country. */
export function entityOf(text: string, country: Country): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  if (hits.length > 1) throw new Error(`ambiguous entity ${text}`);
  return hits[0]?.id ?? null;
}

export const COUNTRY_NAME = { US: 'United States', CA: 'Canada' } as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy2' | 'md1' | 'long' | 'iso';
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export function fmtDate(d: Date, f: DateFmt): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate(), p = (n: number) => String(n).padStart(2, '0');
  if (f === 'iso') return isoDate(d);
  if (f === 'long') return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (f === 'md1') return `${m}/${day}/${y}`;
  return `${p(m)}/${p(day)}/${f === 'mdy2' ? p(y % 100) : y}`;
}
/** US forms print month first (or the long form); Canadian ones ISO or long only (no ambiguous DD/MM). */
export const dateFmt = (r: Rng, c: Country): DateFmt => (c === 'CA' ? r.pick(['iso', 'long'] as const) : r.pick(['mdy', 'mdy', 'mdy2', 'md1', 'long'] as const));

export function money(n: number, f: 'dollar' | 'plain' | 'cents' | 'cad'): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: f === 'cents' ? 2 : 0, maximumFractionDigits: 2 });
  return f === 'plain' ? s : f === 'cad' ? `$${s} CAD` : `$${s}`;
}

export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const PROVINCE: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', QC: 'Quebec', NS: 'Nova Scotia',
  MB: 'Manitoba', SK: 'Saskatchewan' };

/** The DBA as read: blank, SAME, N/A or a copy of the legal name give null. */
export function dbaTruth(m: Merchant): string | null {
  const d = m.dba;
  return d === null || /^(same|n\/a)$/i.test(d) || d === m.legal ? null : d;
}

export const dba = (m: Merchant): Val => ({ key: 'dba', text: m.dba, fields: { trade_name: dbaTruth(m) } });
export const legal = (m: Merchant): Val => ({ key: 'legal_name', text: m.legal, fields: { legal_name: m.legal } });
export const industry = (m: Merchant): Val => ({ key: 'industry', text: m.industry, fields: { industry: industryOf(m.industry) } });
export const start = (m: Merchant, f: DateFmt): Val => ({ key: 'start', text: fmtDate(m.start, f), fields: { business_start_date: isoDate(m.start) } });
export function region(m: Merchant, full = false): Val {
  const st = m.addr.st;
  return { key: 'state', text: full && m.country === 'CA' ? PROVINCE[st]! : st, fields: { state_region: st, country: COUNTRY_NAME[m.country] } };
}
export const entity = (m: Merchant, text: string): Val => ({ key: 'entity', text, fields: { type_of_entity: entityOf(text, m.country) } });
export const amount = (m: Merchant, f: 'dollar' | 'plain' | 'cents' | 'cad'): Val => ({ key: 'amount', text: money(m.amount, f), fields: { requested_amount: m.amount } });

/** The business tax ID as printed: `dash` (EIN NN-NNNNNNN, SSN NNN-NN-NNNN, BN with a space before the program),
 *  `bare` (9 digits run together; the type then comes from the label: `labelType`, null when the label names none). */
export function bizTax(m: Merchant, f: 'dash' | 'bare', labelType: string | null): Val {
  const t = m.tax, d = t.digits;
  const country = { business_tax_id_country: m.country };
  if (t.type === 'BN') {
    const text = t.program ? (f === 'bare' ? d + t.program : `${d} ${t.program}`) : d;
    return { key: 'biz_tax', text, fields: { business_tax_id: d + (t.program ?? ''), business_tax_id_type: 'BN', ...country } };
  }
  if (f === 'bare') return { key: 'biz_tax', text: d, fields: { business_tax_id: d, business_tax_id_type: labelType, ...country } };
  const text = t.type === 'EIN' ? `${d.slice(0, 2)}-${d.slice(2)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  return { key: 'biz_tax', text, fields: { business_tax_id: d, business_tax_id_type: t.type, ...country } };
}

/** Owner i's printed values: name as `First M. Last, Cred` (`full`) or `Last, First M.` (`lastFirst`), and the rest. */
export function owner(o: Owner, i: number, nameFmt: 'full' | 'lastFirst', df: DateFmt, pctSign = true) {
  const a = `applicants[${i}].`;
  const first = o.mid ? `${o.first} ${o.mid}` : o.first;
  const name = nameFmt === 'full' ? `${first} ${o.last}${o.cred ?? ''}` : `${o.last}, ${first}`;
  return {
    name: { key: `o${i}_name`, text: name, fields: { [a + 'first_name']: o.first, [a + 'last_name']: o.last } } as Val,
    title: { key: `o${i}_title`, text: o.title, fields: { [a + 'role']: o.title } } as Val,
    pct: { key: `o${i}_pct`, text: o.pct === null ? null : `${o.pct}${pctSign ? '%' : ''}`, fields: { [a + 'ownership']: o.pct } } as Val,
    tax: { key: `o${i}_tax`, text: o.tax?.text ?? null, fields: { [a + 'tax_id']: o.tax?.id ?? null, [a + 'tax_id_type']: o.tax?.type ?? null,
      [a + 'tax_id_country']: o.tax?.country ?? null } } as Val,
    dob: { key: `o${i}_dob`, text: o.dob ? fmtDate(o.dob, df) : null, fields: { [a + 'date_of_birth']: o.dob ? isoDate(o.dob) : null } } as Val,
    credit: { key: `o${i}_fico`, text: o.credit === null ? null : String(o.credit), fields: { [a + 'credit_score']: o.credit } } as Val,
    home: { key: `o${i}_home`, text: `${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}` } as Val,
    cell: { key: `o${i}_cell`, text: o.cell, ctx: true } as Val,
  };
}

/** A value that is no field of ours (landlord, references, ISO rep, bank numbers ...): recorded as a decoy. */
export const decoy = (key: string, text: string | null): Val => ({ key, text });
/** A value that is context only (the business street, phone, e-mail, the use of funds): no field, and no one else's. */
export const ctx = (key: string, text: string | null): Val => ({ key, text, ctx: true });
