// An independent reading of placed text by applications.md's rules, for the tests: the truth must be what a careful
// reader gets from the printed text (and label), with the reference tables of /work/shared/reference when present.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TruthApplication } from '../generator/truth.ts';
import type { Placed } from './draw.ts';
import { CA_CITIES, TRADES, US_CITIES } from './names.ts';
import { emptyApp, setPath } from './truth.ts';

interface RefEntry { id: string; label: string; aliases: string[]; countries?: string[] }
export interface Ref { entities: RefEntry[]; industries: RefEntry[]; states: RefEntry[]; full: boolean }

export function loadRef(dir = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference'): Ref {
  const f = (n: string) => join(dir, n);
  if (existsSync(f('entity-types.json')) && existsSync(f('industries.json'))) {
    const items = (n: string) => (JSON.parse(readFileSync(f(n), 'utf8')) as { items: Record<string, unknown>[] }).items;
    const states = [...items('states.json'), ...items('provinces.json')].map((s) => ({ id: s.code as string, label: s.name as string,
      aliases: (s.aliases as string[]) ?? [], countries: [s.country as string] }));
    return { entities: items('entity-types.json') as unknown as RefEntry[], industries: items('industries.json') as unknown as RefEntry[], states, full: true };
  }
  // Fallback without the shared folder: the generator's own tables (a weaker check).
  const ent = (id: string, label: string, aliases: string[], countries = ['US', 'CA']) => ({ id, label, aliases, countries });
  return { full: false, industries: TRADES.map((t) => ({ id: t.id, label: t.text, aliases: [] })),
    states: [...US_CITIES.map((c) => ({ id: c.state, label: c.name, aliases: [], countries: ['US'] })), ...CA_CITIES.map((c) => ({ id: c.state, label: c.name, aliases: [], countries: ['CA'] }))],
    entities: [ent('llc', 'Limited Liability Company', ['LLC', 'L.L.C.'], ['US']), ent('c_corporation', 'Corporation (C Corporation)', ['C-Corp', 'Corporation', 'Inc.'], ['US']),
      ent('s_corporation', 'S Corporation', ['S Corp', 'S-Corp'], ['US']), ent('general_partnership', 'General Partnership', ['Partnership']),
      ent('limited_partnership', 'Limited Partnership', ['LP']), ent('llp', 'Limited Liability Partnership', ['LLP']), ent('pllc', 'PLLC', [], ['US']),
      ent('sole_proprietorship', 'Sole Proprietorship', ['Sole Proprietor', 'Sole Prop']), ent('nonprofit_corporation', 'Non-profit', ['Non-Profit']),
      ent('ca_corporation', 'Corporation', ['Corporation', 'Inc.', 'Ltd.'], ['CA']), ent('ca_ulc', 'ULC', [], ['CA']), ent('cooperative', 'Cooperative', ['Co-operative'])] };
}

const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const p2 = (n: number) => String(n).padStart(2, '0');

export function readDate(s: string): string | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s.trim());
  if (m) { const y = m[3]!.length === 2 ? (Number(m[3]) <= 30 ? 2000 : 1900) + Number(m[3]) : Number(m[3]); return `${y}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`; }
  if (/^\d{4}-\d\d-\d\d$/.test(s.trim())) return s.trim();
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(s.trim());
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p2(Number(m[2]))}`;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(s.trim());
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[2]!.toLowerCase()) + 1)}-${p2(Number(m[1]))}`;
  return null;
}
export const readMoney = (s: string) => Number(s.replace(/CAD|USD|[$,\s]/g, ''));

export function readName(s: string): { first: string; last: string } {
  const t = s.replace(/,\s*(CPA|DDS|DC|MD|PE|DVM|Esq\.?|PhD)$/, '').trim();
  if (t.includes(',')) { const [last, rest] = t.split(/,\s*/); return { first: rest!.split(' ')[0]!, last: last! }; }
  const parts = t.split(/\s+/);
  const rest = parts.slice(1);
  if (rest.length > 1 && /^[A-Z]\.?$/.test(rest[0]!)) rest.shift();
  return { first: parts[0]!, last: rest.join(' ') };
}

export function readEntity(s: string, country: string | null, ref: Ref): string | null {
  const hits = ref.entities.filter((e) => [e.id, e.label, ...e.aliases].some((a) => norm(a) === norm(s)));
  const inCountry = hits.filter((e) => !country || !e.countries || e.countries.includes(country));
  return inCountry.length === 1 ? inCountry[0]!.id : null;
}

export function readIndustry(s: string, ref: Ref): string | null {
  let best: string | null = null, len = 0;
  for (const e of ref.industries) for (const a of [e.label, ...e.aliases]) {
    const re = new RegExp(`(?<![A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');
    if (re.test(s) && a.length > len) { best = e.id; len = a.length; }
  }
  return best;
}

export function readState(s: string, ref: Ref): RefEntry | null {
  const find = (tok: string) => ref.states.find((e) => e.id === tok.trim() || [e.label, ...e.aliases].some((a) => norm(a) === norm(tok)));
  const whole = find(s);
  if (whole) return whole;
  const m = /,\s*([A-Za-z .]+?)\s+(\d{5}|[A-Z]\d[A-Z] ?\d[A-Z]\d)\s*$/.exec(s);
  return m ? find(m[1]!) ?? null : null;
}

/** A tax ID as applications.md reads it: digits (BN with program account), type and country; masked gives nulls. */
export function readTax(text: string, label: string, country: string | null): { id: string | null; type: string | null; country: string | null } {
  const t = text.trim();
  if (/[X*]/i.test(t.replace(/R[CTP]\s?\d{4}$/, ''))) return { id: null, type: null, country: null };
  const bn = /^(\d{9})\s?(R[A-Z])\s?(\d{4})$/.exec(t);
  if (bn) return { id: `${bn[1]}${bn[2]}${bn[3]}`, type: 'BN', country: 'CA' };
  if (/^\d{2}-\d{7}$/.test(t)) return { id: t.replace(/\D/g, ''), type: 'EIN', country: 'US' };
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return { id: t.replace(/\D/g, ''), type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  const d = t.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(d)) return { id: null, type: null, country: null };
  const type = /\bBN\b|Business Number/i.test(label) ? 'BN' : /\bSIN\b/.test(label) ? 'SIN' : /\bEIN\b/.test(label) ? 'EIN' : /\bSSN\b/.test(label) ? 'SSN' : null;
  const c = type === 'BN' || type === 'SIN' ? 'CA' : type ? 'US' : country;
  return { id: d, type, country: c };
}

export function reread(placed: Placed[], ref: Ref): TruthApplication {
  const app = emptyApp();
  const stateOf = placed.find((p) => 'application.state_region' in p.fields);
  const st = stateOf ? readState(stateOf.text, ref) : null;
  const cc = st?.countries?.[0] ?? null;
  const legal = placed.find((p) => 'application.legal_name' in p.fields)?.text ?? null;
  for (const p of placed) {
    const s = p.text.trim();
    const paths = Object.keys(p.fields);
    const tax = readTax(s, p.label, cc);
    const name = readName(s);
    for (const path of paths) {
      const k = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
      const split = !paths.some((q) => q.endsWith('last_name')) || !paths.some((q) => q.endsWith('first_name'));
      let val: unknown;
      switch (k) {
        case 'legal_name': case 'role': val = s; break;
        case 'trade_name': val = !s || /^(same|n\/a|none)$/i.test(s) || s === legal ? null : s; break;
        case 'type_of_entity': val = readEntity(s, cc, ref); break;
        case 'industry': val = readIndustry(s, ref); break;
        case 'business_tax_id': case 'tax_id': val = tax.id; break;
        case 'business_tax_id_type': case 'tax_id_type': val = /^(EIN|SSN|ITIN|BN|SIN)$/.test(s) ? s : tax.type; break;
        case 'business_tax_id_country': case 'tax_id_country': val = tax.country; break;
        case 'state_region': val = readState(s, ref)?.id ?? null; break;
        case 'country': val = /^(Canada|United States)$/.test(s) ? s : cc === 'CA' ? 'Canada' : cc === 'US' ? 'United States' : null; break;
        case 'requested_amount': case 'requested_payment': val = readMoney(s); break;
        case 'number_of_payments': case 'credit_score': val = Number.parseInt(s, 10); break;
        case 'ownership': val = Number(s.replace(/[%\s]/g, '')); break;
        case 'payment_frequency': val = s.toLowerCase().replace(/[-\s]/g, ''); break;
        case 'business_start_date': case 'date_of_birth': val = readDate(s); break;
        case 'first_name': val = split ? s : name.first; break;
        case 'last_name': val = split ? s : name.last; break;
        default: throw new Error(`no rule for ${path}`);
      }
      setPath(app, path, val);
    }
  }
  return app;
}
