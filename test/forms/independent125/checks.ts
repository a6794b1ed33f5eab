// What the set's test asserts of one form: the truth is consistent (types, reference ids, plausible numbers and
// shares), and every truth value follows, by applications.md's rules, from a text that was printed.
import type { TruthApplication } from '../generator/truth.ts';
import type { Drawn } from './draw.ts';
import { luhnOk, parseDate, parseMoney } from './numbers.ts';
import { ENTITY_TYPES, INDUSTRIES, PROVINCES, STATES, entityOf, industryOf, regionOf } from './reference.ts';

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
const ITIN_GROUP = (g: number): boolean => (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || [90, 91, 92].includes(g) || (g >= 94 && g <= 99);
const FREQ: Record<string, string> = { Diario: 'daily', Semanal: 'weekly', 'Cada dos semanas': 'biweekly', Mensual: 'monthly', Quotidienne: 'daily',
  Hebdomadaire: 'weekly', 'Aux deux semaines': 'biweekly', Mensuelle: 'monthly' };

export function validSsn(d: string): boolean {
  const area = Number(d.slice(0, 3));
  return /^\d{9}$/.test(d) && area !== 0 && area !== 666 && area < 900 && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}
export const validItin = (d: string): boolean => /^9\d{8}$/.test(d) && ITIN_GROUP(Number(d.slice(3, 5)));

function validIso(s: string | null, from: number, to: number): boolean {
  if (s == null) return true;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const t = new Date(`${s}T00:00:00Z`);
  return t.toISOString().slice(0, 10) === s && Number(m[1]) >= from && Number(m[1]) <= to;
}

/** Problems with the truth itself, independent of the page. */
export function truthProblems(t: TruthApplication, country: 'US' | 'CA'): string[] {
  const p: string[] = [];
  const need = (ok: boolean, what: string): void => { if (!ok) p.push(what); };
  need(typeof t.legal_name === 'string' && t.legal_name.length > 2, 'legal_name');
  need(t.trade_name === null || (t.trade_name !== t.legal_name && !['N/A', 'SAME'].includes(t.trade_name)), 'trade_name');
  const ent = ENTITY_TYPES.find((e) => e.id === t.type_of_entity);
  need(t.type_of_entity === null || (!!ent && ent.countries.includes(country)), `type_of_entity ${t.type_of_entity}`);
  need(t.industry === null || INDUSTRIES.some((i) => i.id === t.industry), `industry ${t.industry}`);
  const regions = country === 'US' ? STATES : PROVINCES;
  need(t.state_region === null || regions.some((r) => r.code === t.state_region), `state_region ${t.state_region}`);
  need(t.country === (t.state_region ? (country === 'US' ? 'United States' : 'Canada') : null), 'country');
  const id = t.business_tax_id, ty = t.business_tax_id_type;
  if (id === null) need(ty === null && t.business_tax_id_country === null, 'tax id type without id');
  else {
    need(t.business_tax_id_country === (ty === 'BN' ? 'CA' : 'US') && t.business_tax_id_country === country, 'business_tax_id_country');
    if (ty === 'EIN') need(/^\d{9}$/.test(id) && !BAD_EIN.has(id.slice(0, 2)), `EIN ${id}`);
    else if (ty === 'SSN') need(validSsn(id), `SSN ${id}`);
    else if (ty === 'ITIN') need(validItin(id), `ITIN ${id}`);
    else if (ty === 'BN') need(/^\d{9}(R[CT]\d{4})?$/.test(id) && luhnOk(id.slice(0, 9)), `BN ${id}`);
    else p.push(`business_tax_id_type ${ty}`);
  }
  need(t.requested_amount === null || (t.requested_amount >= 5000 && t.requested_amount <= 500000), 'requested_amount');
  need(t.requested_payment === null || (t.requested_payment > 0 && t.requested_payment < (t.requested_amount ?? 1e9)), 'requested_payment');
  need(t.number_of_payments === null || (Number.isInteger(t.number_of_payments) && t.number_of_payments > 0 && t.number_of_payments <= 260), 'number_of_payments');
  need(t.payment_frequency === null || ['daily', 'weekly', 'biweekly', 'monthly'].includes(t.payment_frequency), 'payment_frequency');
  need(validIso(t.business_start_date, 1990, 2026), 'business_start_date');
  need(t.applicants.length >= 1 && t.applicants.length <= 4, 'applicants count');
  let sum = 0;
  t.applicants.forEach((a, i) => {
    need(!!a.first_name && !!a.last_name && !/\b[A-Z]\.$/.test(a.first_name), `applicant ${i} name`);
    need(a.ownership === null || (a.ownership >= 20 && a.ownership <= 100), `applicant ${i} ownership`);
    sum += a.ownership ?? 0;
    need(a.credit_score === null || (Number.isInteger(a.credit_score) && a.credit_score >= 300 && a.credit_score <= 850), `applicant ${i} credit`);
    need(validIso(a.date_of_birth, 1940, 2006), `applicant ${i} dob`);
    const kind = a.tax_id_type;
    need(kind === null || (country === 'US' ? ['SSN', 'ITIN'] : ['SIN']).includes(kind), `applicant ${i} tax_id_type`);
    need(a.tax_id_country === (kind ? country : null), `applicant ${i} tax_id_country`);
    if (a.tax_id) need(kind === 'SSN' ? validSsn(a.tax_id) : kind === 'ITIN' ? validItin(a.tax_id) : /^\d{9}$/.test(a.tax_id) && luhnOk(a.tax_id), `applicant ${i} tax_id`);
  });
  need(sum <= 100, 'shares over 100');
  if (t.type_of_entity === 'sole_proprietorship') {
    const a = t.applicants[0];
    need(t.applicants.length === 1 && (!a || t.legal_name === `${a.first_name} ${a.last_name}`), 'sole proprietor is the legal name');
  }
  return p;
}

/** Why a drawn value's text does not give the truth values recorded with it (empty when it does). */
export function derivationProblems(d: Drawn, country: 'US' | 'CA'): string[] {
  const p: string[] = [];
  const t = d.text;
  for (const [path, v] of Object.entries(d.fields)) {
    const f = path.replace(/^applicants\.\d+\./, '');
    const ok = ((): boolean => {
      switch (f) {
        case 'legal_name': case 'trade_name': case 'role': return t === v;
        case 'type_of_entity': return entityOf(t, country) === v;
        case 'industry': return industryOf(t) === v;
        case 'state_region': return regionOf(t, country) === v;
        case 'country': return v === (country === 'US' ? 'United States' : 'Canada') && regionOf(t, country) !== null;
        case 'business_tax_id': case 'tax_id': return t.replace(/[^0-9A-Z]/g, '') === v;
        case 'business_tax_id_type': return taxType(t, country) === v;
        case 'tax_id_type': return /[X*]/.test(t) ? v === (country === 'US' ? 'SSN' : 'SIN') : taxType(t, country, true) === v;
        case 'business_tax_id_country': case 'tax_id_country': return v === country;
        case 'requested_amount': case 'requested_payment': case 'ownership': return parseMoney(t) === v;
        case 'number_of_payments': case 'credit_score': return Number(t) === v;
        case 'business_start_date': case 'date_of_birth': return parseDate(t) === v;
        case 'payment_frequency': return FREQ[t] === v;
        case 'first_name': case 'last_name': return t === v || nameParts(t)?.[f === 'first_name' ? 0 : 1] === v;
        default: return false;
      }
    })();
    if (!ok) p.push(`${d.key}: "${t}" does not give ${path} = ${JSON.stringify(v)}`);
  }
  return p;
}

/** applications.md's tax id type from the printed format; a bare 9 digits takes its label's kind. */
function taxType(t: string, country: 'US' | 'CA', person = false): string | null {
  if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{3} \d{3} \d{3}$/.test(t)) return 'SIN';
  if (/^\d{9} ?R[CT] ?\d{4}$/.test(t)) return 'BN';
  if (/^\d{9}$/.test(t)) return person ? (country === 'US' ? 'SSN' : 'SIN') : country === 'US' ? 'EIN' : 'BN';
  return null;
}

/** A printed full name as [first, last]: `Last, First [I.]` swapped, `First [I.] Last...` with particles kept. */
function nameParts(t: string): [string, string] | null {
  const comma = /^(.+), (.+?)(?: [A-Z]\.)?$/.exec(t);
  if (comma) return [comma[2]!, comma[1]!];
  const m = /^(\S+)(?: [A-Z]\.)? (.+)$/.exec(t);
  return m ? [m[1]!, m[2]!] : null;
}
