// How values are printed (dates, money, names, tax ids) and which truth fields each printed value gives, by
// applications.md's rules: the truth is built from these strings, never from the deal directly.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Person } from './model.ts';
import { entityOf, industryOf } from './model.ts';

export type DateKind = 'us' | 'short' | 'long' | 'dash' | 'iso';
export type MoneyKind = 'plain' | 'cents' | 'usd' | 'bare';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function fmtDate(iso: string, kind: DateKind): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  switch (kind) {
    case 'us': return `${p(m)}/${p(d)}/${y}`;
    case 'short': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'dash': return `${p(m)}-${p(d)}-${y}`;
    case 'iso': return iso;
  }
}

export function fmtMoney(n: number, kind: MoneyKind): string {
  const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = Number.isInteger(n) ? n.toLocaleString('en-US') : cents;
  switch (kind) {
    case 'plain': return `$${whole}`;
    case 'cents': return `$${cents}`;
    case 'usd': return `USD ${cents}`;
    case 'bare': return whole;
  }
}

export const dashedSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const dashedEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;

/** A person's name as a form prints it: `First M. Last, DC` or `Last, First M.` (credentials only in the first). */
export function printedName(p: Person, order: 'first' | 'last'): string {
  const mid = p.middle ? ` ${p.middle}` : '';
  return order === 'first' ? `${p.first}${mid} ${p.last}${p.credential}` : `${p.last}, ${p.first}${mid}`;
}

const A = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export const nameFields = (i: number, p: Person): Record<string, unknown> => ({ [A(i, 'first_name')]: p.first, [A(i, 'last_name')]: p.last });
export const roleFields = (i: number, p: Person): Record<string, unknown> => ({ [A(i, 'role')]: p.title });
export const shareFields = (i: number, p: Person): Record<string, unknown> => ({ [A(i, 'ownership')]: p.ownership });
export const dobFields = (i: number, p: Person): Record<string, unknown> => ({ [A(i, 'date_of_birth')]: p.dob });
export const ficoFields = (i: number, p: Person): Record<string, unknown> => ({ [A(i, 'credit_score')]: p.fico });

/** The owner's SSN/ITIN as printed and the fields it gives: a masked number keeps its type, loses its digits. */
export function ssnPrinted(i: number, p: Person): { text: string; fields: Record<string, unknown> } {
  const type = p.ssn.startsWith('9') ? 'ITIN' : 'SSN';
  if (p.masked) return { text: `XXX-XX-${p.ssn.slice(5)}`, fields: { [A(i, 'tax_id')]: null, [A(i, 'tax_id_type')]: type, [A(i, 'tax_id_country')]: 'US' } };
  return { text: dashedSsn(p.ssn), fields: { [A(i, 'tax_id')]: p.ssn, [A(i, 'tax_id_type')]: type, [A(i, 'tax_id_country')]: 'US' } };
}

/** The business tax id: dashed EIN, dashed SSN/ITIN for a sole proprietor, or (bare) 9 digits whose type is elsewhere. */
export function taxIdFields(deal: Deal, withType: boolean): Record<string, unknown> {
  return { 'application.business_tax_id': deal.taxId, 'application.business_tax_id_country': 'US',
    ...(withType ? { 'application.business_tax_id_type': deal.taxIdType } : {}) };
}
export const taxIdText = (deal: Deal): string => (deal.taxIdType === 'EIN' ? dashedEin(deal.taxId) : dashedSsn(deal.taxId));

/** Trade name as applications.md reads it: SAME, N/A, blank or the legal name again mean none. */
export function dbaFields(deal: Deal): Record<string, unknown> {
  const t = deal.dbaPrinted.trim();
  const none = !t || /^(same|n\/a)$/i.test(t) || t === deal.legal;
  return { 'application.trade_name': none ? null : t };
}

export const entityFields = (printed: string): Record<string, unknown> => ({ 'application.type_of_entity': entityOf(printed) });
export const industryFields = (deal: Deal): Record<string, unknown> => ({ 'application.industry': industryOf(deal.industryText) });
// A US form gives the country only through its state (applications.md): the state's placement carries both.
export const stateFields = (deal: Deal): Record<string, unknown> => ({ 'application.state_region': deal.state, 'application.country': 'United States' });

export interface Formats { date: DateKind; money: MoneyKind; dob: DateKind; sign: DateKind }
export function pickFormats(rng: Rng, dates: DateKind[], money: MoneyKind[]): Formats {
  return { date: rng.pick(dates), money: rng.pick(money), dob: rng.pick(dates), sign: rng.pick(dates) };
}

export const FREQ_LABELS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** Dense boilerplate that sits between fields on long-form applications. */
export const LEGAL = {
  auth: 'By signing below, each of the above-listed business and business owner(s) (individually and collectively, "you") authorize the Funder and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire commercial loans or purchases of future receivables having daily repayment features, to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties.',
  accuracy: 'You also authorize the Recipients to transmit this application form, along with any of the foregoing information obtained in connection with this application, to any or all of the Recipients for the foregoing purposes. You further certify that all information and documents submitted in connection with this application are true, correct and complete, and you acknowledge that the Recipients will rely on them.',
  purchase: 'THIS IS NOT A LOAN. The transaction contemplated is a purchase of a specified percentage of the Merchant\'s future receivables at a discount. Merchant acknowledges that the Funder assumes the risk that receivables may be remitted more slowly than anticipated or not at all in the event Merchant\'s business fails, absent a breach of the representations, warranties and covenants of the Merchant.',
  guaranty: 'Each Guarantor, jointly and severally, unconditionally guarantees to the Funder the Merchant\'s performance of all representations, warranties and covenants made by the Merchant, including the prompt and complete delivery of the Purchased Receivables. This guaranty is a guaranty of performance and not of collection, and it survives any modification, extension or renewal of the agreement.',
  privacy: 'Information provided is collected for the purpose of evaluating the Merchant\'s request and is shared only with the Recipients, their servicers and their regulators. Telephone calls may be recorded. You consent to receive calls and text messages, including by automated means, at any number provided in this application, which consent is not a condition of funding.',
  disclosure: 'Where a state commercial financing disclosure law applies, the Funder will provide the disclosures required by that law before consummation. The estimated annual percentage rate of a purchase of receivables is an estimate only and depends on the rate at which receivables are delivered.',
};
