// Test helper: reads the placed values of a set-166 form back by applications.md's rules (with the printed label
// where the rules need it), independently of the generator's model, so the truth can be checked against the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Placed } from './canvas.ts';

interface Ref { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
const load = (f: string): Ref[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: Ref[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const STATES = load('states.json').map((s) => ({ ...s, country: 'US' })), PROVINCES = load('provinces.json').map((s) => ({ ...s, country: 'CA' }));

export const norm = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_EN = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export function readEntity(text: string, country: 'US' | 'CA'): string | null {
  const parts = [text, ...text.split(/\s*\/\s*|[()]/)].map((s) => s.trim().replace(/:$/, '')).filter(Boolean);
  for (const p of parts) {
    const n = norm(p);
    if (['inc', 'corp', 'ltd', 'corporation'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
    const hit = ENTITIES.find((e) => e.countries!.includes(country) && [e.id!, e.label!, ...(e.aliases ?? [])].some((a) => norm(a) === n));
    if (hit) return hit.id!;
  }
  return null;
}

const INDUSTRY_NAMES = INDUSTRIES.flatMap((it) => [it.label!, ...(it.aliases ?? [])].map((name) => ({ id: it.id!, len: name.length,
  re: new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu') })));
export function readIndustry(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const n of INDUSTRY_NAMES) if ((!best || n.len > best.len) && n.re.test(text)) best = n;
  return best?.id ?? null;
}

export function readTaxId(text: string, label: string): { digits: string; type: string; country: string } | null {
  const t = text.trim();
  if (/[X*x]/.test(t.replace(/[A-Z]{2}\d{4}$/, ''))) return null;
  let m = /^(\d{9})\s?([A-Z]{2}\d{4})$/.exec(t);
  if (m) return { digits: m[1]! + m[2]!, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { digits: t.replace('-', ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { digits: t.replace(/-/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  m = /^(\d{3})[ -](\d{3})[ -](\d{3})$/.exec(t);
  if (m) return /\bSIN\b/.test(label) ? { digits: m.slice(1).join(''), type: 'SIN', country: 'CA' } : null;
  if (/^\d{9}$/.test(t) && /\bEIN\b/.test(label)) return { digits: t, type: 'EIN', country: 'US' };
  return null;
}

export function readMoney(text: string, label: string): number {
  if (/formato\s+\d{1,3}\.\d{3}/i.test(label)) return Number(text.replace(/\./g, '').replace(',', '.'));
  return Number(text.replace(/\$|,|\s|CAD/g, ''));
}

const p2 = (n: number): string => String(n).padStart(2, '0');
export function readDate(text: string, label: string): string | null {
  const t = text.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const dayFirst = /DD\/MM/.test(label);
    const [a, b] = [Number(m[1]), Number(m[2])];
    let y = Number(m[3]);
    if (m[3]!.length === 2) y += y <= 30 ? 2000 : 1900;
    return `${y}-${p2(dayFirst ? b : a)}-${p2(dayFirst ? a : b)}`;
  }
  m = /^(\d{1,2}) de (\p{L}+) de (\d{4})$/u.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS_ES.indexOf(m[2]!.toLowerCase()) + 1)}-${p2(Number(m[1]))}`;
  m = /^(\p{L}+) (\d{1,2}), (\d{4})$/u.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS_EN.indexOf(m[1]!.toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  return null;
}

const CREDENTIAL = /^(CPA|DDS|MD|Esq\.|DC|PhD)$/;
export function readName(text: string): { first: string; last: string } {
  const parts = text.split(/,\s*/).filter((p) => !CREDENTIAL.test(p));
  const dropInitials = (s: string): string[] => s.split(/\s+/).filter((w) => !/^\p{Lu}\.$/u.test(w));
  if (parts.length === 2) return { last: parts[0]!, first: dropInitials(parts[1]!)[0]! };
  const words = dropInitials(parts[0]!);
  return { first: words[0]!, last: words.slice(1).join(' ') };
}

export function readState(text: string, country: 'US' | 'CA'): { code: string; country: 'US' | 'CA' } | null {
  const m = /,\s*([A-Z]{2})\s+(\d{5}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/.exec(text.trim());
  if (m) return { code: m[1]!, country: /^\d/.test(m[2]!) ? 'US' : 'CA' };
  const pool = country === 'CA' ? PROVINCES : STATES;
  const hit = pool.find((s) => s.code === text.trim() || [s.name!, ...(s.aliases ?? [])].some((a) => a.toLowerCase() === text.trim().toLowerCase()));
  return hit ? { code: hit.code!, country } : null;
}

export function readFrequency(label: string): string | null {
  const l = label.toLowerCase();
  if (/bi-?weekly|cada (2|dos) semanas/.test(l)) return 'biweekly';
  if (/daily|diario/.test(l)) return 'daily';
  if (/weekly|semanal/.test(l)) return 'weekly';
  if (/monthly|mensual/.test(l)) return 'monthly';
  return null;
}

function applicant(app: TruthApplication, i: number): TruthApplicant {
  while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
    tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  return app.applicants[i]!;
}

/** The application read back from the placed values (keys say which box each came from). */
export function readPlaced(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  const country = placed.some((p) => p.key === 'tax_id' && /[A-Z]{2}\d{4}$/.test(p.text)) ? 'CA' : 'US';
  const legal = placed.find((p) => p.key === 'legal_name')?.text ?? null;
  for (const p of placed) {
    const o = /^owner(\d)\.(\w+)$/.exec(p.key);
    if (o) {
      const a = applicant(app, Number(o[1]));
      if (o[2] === 'name') Object.assign(a, (({ first, last }) => ({ first_name: first, last_name: last }))(readName(p.text)));
      else if (o[2] === 'first') a.first_name = readName(p.text).first;
      else if (o[2] === 'last') a.last_name = p.text;
      else if (o[2] === 'role') a.role = p.text;
      else if (o[2] === 'pct') a.ownership = Number(p.text.replace('%', ''));
      else if (o[2] === 'score') a.credit_score = Number(p.text);
      else if (o[2] === 'dob') a.date_of_birth = readDate(p.text, p.label);
      else if (o[2] === 'tax') {
        const t = readTaxId(p.text, p.label);
        Object.assign(a, { tax_id: t?.digits ?? null, tax_id_type: t?.type ?? null, tax_id_country: t?.country ?? null });
      }
      continue;
    }
    switch (p.key) {
      case 'legal_name': app.legal_name = p.text; break;
      case 'dba': app.trade_name = ['', 'SAME', 'N/A'].includes(p.text.trim().toUpperCase()) || p.text === legal ? null : p.text; break;
      case 'entity': app.type_of_entity = readEntity(p.text, country); break;
      case 'industry': app.industry = readIndustry(p.text); break;
      case 'tax_id': {
        const t = readTaxId(p.text, p.label);
        Object.assign(app, { business_tax_id: t?.digits ?? null, business_tax_id_type: t?.type ?? null, business_tax_id_country: t?.country ?? null });
        break;
      }
      case 'state': case 'address': {
        const s = readState(p.text, country);
        app.state_region = s?.code ?? null;
        app.country = s ? (s.country === 'CA' ? 'Canada' : 'United States') : null;
        break;
      }
      case 'amount': app.requested_amount = readMoney(p.text, p.label); break;
      case 'payment': app.requested_payment = readMoney(p.text, p.label); break;
      case 'npay': app.number_of_payments = Number(p.text); break;
      case 'freq': app.payment_frequency = readFrequency(p.text); break;
      case 'start': app.business_start_date = readDate(p.text, p.label); break;
      default: throw new Error(`unexpected placed key ${p.key}`);
    }
  }
  return app;
}
