// Printed forms of the merchant's values, each with the truth fields applications.md's rules read from it.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './canvas.ts';
import { dashEin, dashSsn, fmtDate, fmtMoney, iso, maskSsn, spaceSin, type DateFmt, type MoneyFmt } from './fmt.ts';
import type { Merchant, Owner } from './model.ts';

export interface Val { text: string; fields: Fields }
export const ap = (i: number, f: string): string => `application.applicants[${i}].${f}`;
const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

export type NameOrder = 'first-last' | 'last-first';
export function ownerName(o: Owner, i: number, order: NameOrder, withCred: boolean): Val {
  const first = `${o.first}${o.mi ? ` ${o.mi}` : ''}`;
  const text = order === 'last-first' ? `${o.last}, ${first}` : `${first} ${o.last}${withCred && o.cred ? `, ${o.cred}` : ''}`;
  return { text, fields: { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last } };
}

/** The owner's SSN / ITIN / SIN as written, or a masked number (a decoy: no fields). */
export function ownerTax(o: Owner, i: number, masked: boolean, rng: Rng): Val {
  if (masked) return { text: o.taxKind === 'SIN' ? `XXX XXX ${o.taxDigits.slice(6)}` : maskSsn(o.taxDigits, rng.int(0, 2)), fields: {} };
  const text = o.taxKind === 'SIN' ? spaceSin(o.taxDigits, rng.pick([' ', '-'])) : dashSsn(o.taxDigits);
  return { text, fields: { [ap(i, 'tax_id')]: o.taxDigits, [ap(i, 'tax_id_type')]: o.taxKind, [ap(i, 'tax_id_country')]: o.taxKind === 'SIN' ? 'CA' : 'US' } };
}

export function pct(o: Owner, i: number, withSign: boolean): Val {
  return { text: `${o.pct}${withSign ? '%' : ''}`, fields: { [ap(i, 'ownership')]: o.pct } };
}
export function dob(o: Owner, i: number, f: DateFmt): Val {
  return { text: fmtDate(o.dob, f), fields: { [ap(i, 'date_of_birth')]: iso(o.dob) } };
}
export const score = (o: Owner, i: number): Val => ({ text: String(o.score), fields: { [ap(i, 'credit_score')]: o.score } });
export const role = (text: string, i: number): Val => ({ text, fields: { [ap(i, 'role')]: text } });

/** The business tax ID: an EIN with or without its dash (the label then says EIN), the owner's SSN/ITIN, or a BN. */
export function bizTax(m: Merchant, rng: Rng, bareAllowed: boolean): Val {
  const f = (digits: string, type: string): Fields => ({ 'application.business_tax_id': digits, 'application.business_tax_id_type': type,
    'application.business_tax_id_country': m.country });
  if (m.taxKind === 'BN') {
    const text = rng.chance(0.5) ? `${m.taxDigits} ${m.bnProgram}` : `${m.taxDigits}${m.bnProgram}`;
    return { text, fields: f(m.taxDigits + m.bnProgram, 'BN') };
  }
  if (m.taxKind === 'EIN') return { text: bareAllowed && rng.chance(0.3) ? m.taxDigits : dashEin(m.taxDigits), fields: f(m.taxDigits, 'EIN') };
  return { text: dashSsn(m.taxDigits), fields: f(m.taxDigits, m.taxKind) };
}

export const legal = (m: Merchant): Val => ({ text: m.legal, fields: { 'application.legal_name': m.legal } });

/** The DBA line: a trade name, or `N/A`, `SAME`, the legal name again, or blank (all null: not recorded). */
export function dba(m: Merchant, rng: Rng): { text: string; fields: Fields | false } {
  if (m.entityId === 'sole_proprietorship' || rng.chance(0.45)) return { text: m.dbaName, fields: { 'application.trade_name': m.dbaName } };
  return { text: rng.pick(['N/A', 'SAME', m.legal, '', 'N/A']), fields: false };
}

export function industry(m: Merchant): Val { return { text: m.industry.text, fields: { 'application.industry': m.industry.id } }; }

export function state(m: Merchant, rng: Rng, longAllowed: boolean): Val {
  const text = longAllowed && rng.chance(0.3) ? m.city.stateName : m.city.state;
  return { text, fields: { 'application.state_region': m.city.state, 'application.country': COUNTRY[m.country] } };
}
/** The whole address on one line: `1234 Calle Ocho, Miami, FL 33135` (the state is read from it). */
export function addressLine(m: Merchant): Val {
  return { text: `${m.street}, ${m.city.city}, ${m.city.state} ${m.zip}`,
    fields: { 'application.state_region': m.city.state, 'application.country': COUNTRY[m.country] } };
}

export function money(v: number, f: MoneyFmt, field: string): Val { return { text: fmtMoney(v, f), fields: { [`application.${field}`]: v } }; }
export const npay = (m: Merchant): Val => ({ text: String(m.npay), fields: { 'application.number_of_payments': m.npay } });
export function start(m: Merchant, f: DateFmt): Val { return { text: fmtDate(m.start, f), fields: { 'application.business_start_date': iso(m.start) } }; }

/** Free text for an entity written on an "Other" line or in a text box. */
export function entityText(id: string, rng: Rng): string {
  const t: Record<string, readonly string[]> = {
    llc: ['LLC', 'L.L.C.'], c_corporation: ['Corp.', 'Inc.', 'Corporation', 'C Corp'], s_corporation: ['S Corp', 'S-Corp'],
    sole_proprietorship: ['Sole Proprietor', 'Sole Prop'], general_partnership: ['Partnership', 'General Partnership'],
    limited_partnership: ['LP', 'L.P.', 'Limited Partnership'], pllc: ['PLLC', 'Professional LLC'], professional_corporation: ['P.C.', 'Professional Corporation'],
    llp: ['LLP'], ca_corporation: ['Corporation', 'Inc.', 'Ltd.'],
  };
  return rng.pick(t[id] ?? [id]);
}
export const entityFields = (id: string): Fields => ({ 'application.type_of_entity': id });

export const FREQ_LABELS = {
  bilingual: [['daily', 'Diario / Daily'], ['weekly', 'Semanal / Weekly'], ['biweekly', 'Cada 2 semanas / Bi-weekly'], ['monthly', 'Mensual / Monthly']],
  spanish: [['daily', 'Diario'], ['weekly', 'Semanal'], ['biweekly', 'Cada dos semanas'], ['monthly', 'Mensual']],
} as const;
