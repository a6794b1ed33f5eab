// independent112's own small read-back for its tests: each printed text read by applications.md's rules, with no
// knowledge of the merchant behind it, so the truth a layout claims can be checked against what it really prints.
import { readFileSync } from 'node:fs';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Printed } from './kit.ts';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
interface Region { code: string; name: string; country: string; aliases?: string[] }
const ref = <T>(f: string): T[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: T[] }).items;
const ENTITIES = ref<RefItem>('entity-types.json');
const INDUSTRIES = ref<RefItem>('industries.json');
const REGIONS = [...ref<Region>('states.json').filter((s) => s.country === 'US'), ...ref<Region>('provinces.json')];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
export function entityOf(text: string, country: string): string | null {
  const t = norm(text);
  const it = ENTITIES.find((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === t));
  return it?.id ?? null;
}
export function industryOf(text: string): string | null {
  let best: { id: string; n: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best.n)) best = { id: it.id, n: a.length };
    }
  }
  return best?.id ?? null;
}
export function regionOf(text: string): Region | null {
  const t = text.trim();
  const direct = REGIONS.find((r) => r.code === t || norm(r.name) === norm(t));
  if (direct) return direct;
  const m = /,\s*([A-Z]{2})\s+[0-9A-Z]{3,5}(?:\s?[0-9A-Z]{3})?$/.exec(t);
  return m ? REGIONS.find((r) => r.code === m[1]) ?? null : null;
}
export const moneyOf = (t: string) => Number(t.replace(/CAD|\$|,|\s/g, ''));
export function dateOf(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  const iso = (y: number, mo: number, d: number) => `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) { const y = Number(m[3]); return iso(y < 100 ? (y <= 26 ? 2000 + y : 1900 + y) : y, Number(m[1]), Number(m[2])); }
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) return iso(Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  return null;
}
const CREDENTIALS = /^(DDS|DMD|DVM|MD|DC|CPA|PhD|RN|Esq\.?)$/;
export function nameOf(t: string): { first: string; last: string } {
  let s = t.trim();
  const c = /^(.*),\s*([^,]+)$/.exec(s);
  if (c && CREDENTIALS.test(c[2]!.trim())) s = c[1]!;
  else if (c) s = `${c[2]} ${c[1]}`;
  const parts = s.split(/\s+/).filter((p) => !/^[A-Z]\.?$/.test(p));
  return { first: parts[0]!, last: parts.slice(1).join(' ') };
}
export function taxOf(t: string, hint?: string): { id: string; type: string; country: string } | null {
  if (/[X*]/.test(t)) return null;
  const id = t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (/^\d{9}[A-Z]{2}\d{4}$/.test(id)) return { id, type: 'BN', country: 'CA' };
  if (hint === 'SIN') return { id, type: 'SIN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t.trim())) return { id, type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t.trim())) return { id, type: id.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  // A bare 9-digit number: its label ("Federal Tax ID (EIN)", "SS#") names it.
  if (/^\d{9}$/.test(t.trim()) && hint) return { id, type: hint === 'EIN' ? 'EIN' : id.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  return null;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The application as read from the printed texts alone. */
export function readBack(printed: Printed[]): TruthApplication {
  const t = emptyApplication();
  const by = (k: string) => printed.find((p) => p.key === k)?.text ?? null;
  const st = by('state_region'), taxP = printed.find((p) => p.key === 'business_tax_id'), tax = taxP?.text ?? null;
  const reg = st ? regionOf(st) : null, tx = tax ? taxOf(tax, taxP?.hint) : null;
  const cc = reg?.country ?? tx?.country ?? null;
  if (reg) t.state_region = reg.code;
  if (tx) { t.business_tax_id = tx.id; t.business_tax_id_type = tx.type; t.business_tax_id_country = tx.country; }
  if (cc) t.country = cc === 'US' ? 'United States' : 'Canada';
  t.legal_name = by('legal_name');
  const dba = by('trade_name');
  t.trade_name = dba && !/^(same|n\/?a|none)$/i.test(dba) && dba !== t.legal_name ? dba : null;
  const ent = by('type_of_entity');
  t.type_of_entity = ent ? entityOf(ent, cc ?? 'US') : null;
  const ind = by('industry');
  t.industry = ind ? industryOf(ind) : null;
  const amt = by('requested_amount'), pay = by('requested_payment'), np = by('number_of_payments'), fq = by('payment_frequency'), sd = by('business_start_date');
  t.requested_amount = amt ? moneyOf(amt) : null;
  t.requested_payment = pay ? moneyOf(pay) : null;
  t.number_of_payments = np ? parseInt(np, 10) : null;
  t.payment_frequency = fq ? fq.toLowerCase().split(/[\s(]/)[0]!.replace('-', '') : null;
  t.business_start_date = sd ? dateOf(sd) : null;
  for (const p of printed) {
    const a = /^a(\d)\.(\w+)$/.exec(p.key);
    if (!a) continue;
    const i = Number(a[1]);
    while (t.applicants.length <= i) t.applicants.push({ ...EMPTY });
    const o = t.applicants[i]!;
    if (a[2] === 'name') { const n = nameOf(p.text); o.first_name = n.first; o.last_name = n.last; }
    else if (a[2] === 'role') o.role = p.text;
    else if (a[2] === 'ownership') o.ownership = parseFloat(p.text);
    else if (a[2] === 'credit_score') o.credit_score = parseInt(p.text, 10);
    else if (a[2] === 'date_of_birth') o.date_of_birth = dateOf(p.text);
    else if (a[2] === 'tax_id') { const x = taxOf(p.text, p.hint); if (x) { o.tax_id = x.id; o.tax_id_type = x.type; o.tax_id_country = x.country; } }
  }
  return t;
}
