// Truth builders shared by the layouts: each returns the printed text and the truth it gives, so a layout draws
// exactly what it records.
import type { Fields, Form, Theme } from './kit.ts';
import type { Rng } from '../../statements/generator/prng.ts';
export type { Fields } from './kit.ts';
import { FREQ_WORD, fmtDate, fmtTax, iso, money, PROVINCE_NAMES, type DateFmt, type Freq, type Kind, type Merchant, type Owner } from './merchant.ts';

export interface Layout {
  name: string;
  country: 'US' | 'CA';
  kinds: Kind[];
  title: string;
  producer: string;
  theme: Theme;
  draw: (f: Form, m: Merchant, r: Rng) => void;
}
type V = [string, Fields];

export const KIND_ID: Record<Kind, string> = { llc: 'llc', corp: 'c_corporation', scorp: 's_corporation', partnership: 'general_partnership',
  soleprop: 'sole_proprietorship', llp: 'llp', nonprofit: 'nonprofit_corporation', pc: 'professional_corporation' };
export function entityId(m: Merchant): string { return m.country === 'CA' && m.kind === 'corp' ? 'ca_corporation' : KIND_ID[m.kind]; }
/** The chosen index among a layout's [label, kind] options. */
export function chosenEntity(m: Merchant, options: [string, Kind][]): number { return options.findIndex(([, k]) => k === m.kind); }
export const entityFields = (m: Merchant): Fields => ({ type_of_entity: entityId(m) });

export const legal = (m: Merchant): V => [m.legal, { legal_name: m.legal }];
/** The DBA as a layout prints it when there is none: blank, or a word meaning the same as the legal name. */
export function dba(m: Merchant, none: '' | 'Same' | 'SAME' | 'N/A' | 'same as above' | 'legal'): V | null {
  if (m.dba) return [m.dba, { trade_name: m.dba }];
  if (none === '') return null;
  return [none === 'legal' ? m.legal : none, { trade_name: null }];
}
export const industry = (m: Merchant): V => [m.industryText, { industry: m.industryId }];
export function taxId(m: Merchant, compact = false): V {
  const text = m.taxKind === 'BN' && compact ? m.taxId + m.program : fmtTax(m.taxId, m.taxKind, m.program);
  return [text, { business_tax_id: m.taxKind === 'BN' ? m.taxId + m.program : m.taxId, business_tax_id_type: m.taxKind, business_tax_id_country: m.country }];
}
export const countryName = (m: Merchant) => (m.country === 'CA' ? 'Canada' : 'United States');
export function state(m: Merchant, long = false): V {
  return [long && m.country === 'CA' ? PROVINCE_NAMES[m.state]! : m.state, { state_region: m.state, country: countryName(m) }];
}
/** The business address on one line; it gives the state (and so the country). */
export function addressLine(m: Merchant): V {
  return [`${m.street}${m.unit ? ` ${m.unit}` : ''}, ${m.city}, ${m.state} ${m.zip}`, { state_region: m.state, country: countryName(m) }];
}
export const start = (m: Merchant, f: DateFmt): V => [fmtDate(m.start, f), { business_start_date: iso(m.start) }];
export const amount = (m: Merchant, o: Parameters<typeof money>[1] = {}): V => [money(m.amount, o), { requested_amount: m.amount }];
export const payment = (m: Merchant, o: Parameters<typeof money>[1] = { cents: true }): V => [money(m.payment, o), { requested_payment: m.payment }];
export const payments = (m: Merchant): V => [String(m.nPayments), { number_of_payments: m.nPayments }];
export const freqFields = (m: Merchant): Fields => ({ payment_frequency: m.freq });
export const FREQS: Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
export const freqIndex = (m: Merchant, order: Freq[] = FREQS) => order.indexOf(m.freq);
export { FREQ_WORD };

// ---- owners
const A = (i: number, k: string) => `applicants[${i}].${k}`;
export type NameFmt = 'first last' | 'first m last' | 'last, first' | 'full';
export function ownerName(o: Owner, i: number, f: NameFmt): V {
  const text = f === 'last, first' ? `${o.last}, ${o.first}` : f === 'first last' ? `${o.first} ${o.last}` :
    `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${f === 'full' && o.credential ? `, ${o.credential}` : ''}`;
  return [text, { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }];
}
export const ownerFirst = (o: Owner, i: number): V => [o.first, { [A(i, 'first_name')]: o.first }];
export const ownerLast = (o: Owner, i: number): V => [o.last, { [A(i, 'last_name')]: o.last }];
export const role = (o: Owner, i: number): V => [o.title, { [A(i, 'role')]: o.title }];
export const pct = (o: Owner, i: number, sign = true): V => [`${o.pct}${sign ? '%' : ''}`, { [A(i, 'ownership')]: o.pct }];
export const score = (o: Owner, i: number): V => [String(o.score), { [A(i, 'credit_score')]: o.score }];
export const dob = (o: Owner, i: number, f: DateFmt): V => [fmtDate(o.dob, f), { [A(i, 'date_of_birth')]: iso(o.dob) }];
/** The owner's SSN / ITIN / SIN in full (truth), or masked (printed, no truth: null). */
export function ownerTax(o: Owner, i: number, mask: string | null = null): V {
  if (mask !== null) return [`${mask}${o.ssn.slice(5)}`, {}];
  return [fmtTax(o.ssn, o.ssnKind), { [A(i, 'tax_id')]: o.ssn, [A(i, 'tax_id_type')]: o.ssnKind, [A(i, 'tax_id_country')]: o.ssnKind === 'SIN' ? 'CA' : 'US' }];
}
export const home = (o: Owner): string => `${o.street}, ${o.city}, ${o.state} ${o.zip}`;
