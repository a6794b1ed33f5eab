// How each deal value is printed and what the printed text gives the truth (applications.md's rules), shared by
// the four layouts so a layout only decides where and with which caption.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, industryOf, STATES, type Deal, type Owner } from './model.ts';
import type { Placed } from './sheet.ts';

export interface Val { text: string; fields: Placed['fields'] }
export type NameMode = 'full' | 'lastFirst';
const digits = (s: string): string => s.replace(/\D/g, '');

export function legal(d: Deal): Val { return { text: d.legalName, fields: { legal_name: d.legalName } }; }
/** SAME, N/A or blank read as no trade name (a blank places nothing at all). */
export function dba(d: Deal): Val { return { text: d.dbaPrinted, fields: { trade_name: d.dba } }; }
export function taxId(d: Deal): Val {
  // A bare 9-digit EIN is only printed under a caption naming the EIN, which every layout's tax-ID caption does.
  const text = d.taxIdType === 'EIN' && d.bareEin ? digits(d.taxId) : d.taxId;
  return { text, fields: { business_tax_id: digits(d.taxId), business_tax_id_type: d.taxIdType, business_tax_id_country: 'US' } };
}
export function industry(d: Deal): Val { return { text: d.industryText, fields: { industry: industryOf(d.industryText) } }; }
export function start(d: Deal, how: 'us' | 'es'): Val { return { text: fmtDate(d.start, how), fields: { business_start_date: d.start } }; }
/** City, state and ZIP: the business address's state, and the country it implies (US forms never print it). */
export function cityLine(d: Deal): Val {
  const st = STATES.find((s) => s.code === d.state)!;
  return { text: `${d.city}, ${d.state} ${d.zip}`, fields: { state_region: st.code, country: 'United States' } };
}
export function stateOnly(d: Deal): Val { return { text: d.state, fields: { state_region: d.state, country: 'United States' } }; }
export function amount(d: Deal, cents: boolean): Val { return { text: fmtMoney(d.amount, cents), fields: { requested_amount: d.amount } }; }
export function payment(d: Deal): Val { return { text: fmtMoney(d.payment, true), fields: { requested_payment: d.payment } }; }
export function payments(d: Deal): Val { return { text: String(d.payments), fields: { number_of_payments: d.payments } }; }

export const FREQ: [string, string][] = [['daily', 'Diario / Daily'], ['weekly', 'Semanal / Weekly'], ['biweekly', 'Quincenal / Bi-weekly'], ['monthly', 'Mensual / Monthly']];
/** Entity check boxes: [id, bilingual caption]; the checked caption's id is the truth. */
export const ENTITY_BOXES: [string, string][] = [['llc', 'LLC'], ['c_corporation', 'Corporación / Corporation'], ['s_corporation', 'S-Corp'],
  ['sole_proprietorship', 'Propietario único / Sole Proprietor'], ['general_partnership', 'Sociedad / Partnership']];
/** Entity as free text (its reference alias, so entityOf reads it back: checked by the test). */
export function entityText(d: Deal, r: Rng): Val {
  const text = { llc: r.pick(['LLC', 'L.L.C.']), c_corporation: r.pick(['Corporation', 'Inc.', 'Corp.']), s_corporation: 'S Corp',
    sole_proprietorship: r.pick(['Sole Proprietor', 'Sole Prop']), general_partnership: 'Partnership' }[d.entity] ?? d.entity;
  return { text, fields: { type_of_entity: d.entity } };
}

const ap = (i: number, f: string): string => `applicants[${i}].${f}`;
export function ownerName(o: Owner, i: number, mode: NameMode): Val {
  const first = o.middle ? `${o.first} ${o.middle}` : o.first;
  return { text: mode === 'full' ? `${first} ${o.last}` : `${o.last}, ${first}`, fields: { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last } };
}
export function firstName(o: Owner, i: number): Val { return { text: o.middle ? `${o.first} ${o.middle}` : o.first, fields: { [ap(i, 'first_name')]: o.first } }; }
export function lastName(o: Owner, i: number): Val { return { text: o.last, fields: { [ap(i, 'last_name')]: o.last } }; }
export function role(o: Owner, i: number): Val { return { text: o.role, fields: { [ap(i, 'role')]: o.role } }; }
export function share(o: Owner, i: number, pct: boolean): Val { return { text: pct ? `${o.ownership}%` : String(o.ownership), fields: { [ap(i, 'ownership')]: o.ownership } }; }
export function score(o: Owner, i: number): Val { return { text: String(o.creditScore), fields: { [ap(i, 'credit_score')]: o.creditScore } }; }
export function dob(o: Owner, i: number, how: 'us' | 'es'): Val { return { text: fmtDate(o.dob, how), fields: { [ap(i, 'date_of_birth')]: o.dob } }; }
/** A masked number gives no tax ID, so neither its type nor its country (README). */
export function ownerTax(o: Owner, i: number): Val {
  if (o.masked) return { text: `XXX-XX-${o.taxId.slice(-4)}`, fields: { [ap(i, 'tax_id')]: null, [ap(i, 'tax_id_type')]: null, [ap(i, 'tax_id_country')]: null } };
  return { text: o.taxId, fields: { [ap(i, 'tax_id')]: digits(o.taxId), [ap(i, 'tax_id_type')]: o.taxIdType, [ap(i, 'tax_id_country')]: 'US' } };
}
