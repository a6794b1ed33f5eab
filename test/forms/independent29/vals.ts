// The deal's values as printed values (text + the truth each gives under applications.md), in the formats the
// layouts choose: money with or without cents, dates in several forms, names as "First M. Last" or "Last, First",
// tax ids with or without separators, masked SSNs (no truth), and the decoys around them.
import type { Addr, Deal, Freq, Owner } from './deal.ts';
import type { Opt, Val } from './kit.ts';
import { entityOf, fmtEin, fmtSin, fmtSsn, stateName } from './rules.ts';

const A = 'application.';
export type MoneyStyle = 'cents' | 'whole' | 'bare' | 'cad';
export type DateStyle = 'mdy' | 'mdyLoose' | 'mdyy' | 'long' | 'iso' | 'short';

export function money(n: number, s: MoneyStyle = 'cents'): string {
  const cents = s === 'cents' || s === 'cad' || !Number.isInteger(n);
  const t = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
  return s === 'bare' ? t : s === 'cad' ? `$${t} CAD` : `$${t}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function date(iso: string, s: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (v: number): string => String(v).padStart(2, '0');
  if (s === 'iso') return iso;
  if (s === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (s === 'short') return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  if (s === 'mdyLoose') return `${m}/${d}/${y}`;
  if (s === 'mdyy') return `${p(m)}/${p(d)}/${String(y).slice(2)}`;
  return `${p(m)}/${p(d)}/${y}`;
}

export const legalV = (d: Deal): Val => ({ text: d.legal, f: { [`${A}legal_name`]: d.legal }, name: 'Legal Name' });

/** The DBA, or what a form shows when there is none (blank, SAME, N/A, the legal name again): no truth. */
export function dbaV(d: Deal, none: 'blank' | 'SAME' | 'N/A' | 'legal'): Val | null {
  if (d.dba) return { text: d.dba, f: { [`${A}trade_name`]: d.dba }, name: 'DBA' };
  return none === 'blank' ? null : { text: none === 'legal' ? d.legal : none, name: 'DBA' };
}

/** The business tax id: EIN `NN-NNNNNNN` (or bare under an EIN label), SSN/ITIN with dashes, BN with program account. */
export function taxV(d: Deal, bare = false): Val {
  const text = d.taxType === 'EIN' ? (bare ? d.taxId : fmtEin(d.taxId)) : d.taxType === 'BN' ? (bare ? d.taxId : `${d.taxId.slice(0, 9)} ${d.taxId.slice(9)}`) : fmtSsn(d.taxId);
  return { text, name: 'Tax ID', f: { [`${A}business_tax_id`]: d.taxId, [`${A}business_tax_id_type`]: d.taxType, [`${A}business_tax_id_country`]: d.country } };
}

export const countryName = (d: Deal): string => (d.country === 'US' ? 'United States' : 'Canada');
export const stateV = (d: Deal, full = false): Val => ({ text: full ? stateName(d.addr.state) : d.addr.state, name: 'State',
  f: { [`${A}state_region`]: d.addr.state, [`${A}country`]: countryName(d) } });
export const street = (a: Addr): string => (a.unit ? `${a.street}, ${a.unit}` : a.street);
export const cityLine = (a: Addr): string => `${a.city}, ${a.state} ${a.zip}`;
/** The whole business address on one line: gives the state (and country). */
export const addrV = (d: Deal): Val => ({ text: `${street(d.addr)}, ${cityLine(d.addr)}`, name: 'Business Address',
  f: { [`${A}state_region`]: d.addr.state, [`${A}country`]: countryName(d) } });
export const homeV = (o: Owner): Val => ({ text: `${street(o.home)}, ${cityLine(o.home)}`, decoy: true, name: 'Home Address' });

export const industryV = (d: Deal): Val => ({ text: d.trade.text, f: { [`${A}industry`]: d.industry }, name: 'Type of Business' });
export const startV = (d: Deal, s: DateStyle): Val => ({ text: date(d.start, s), f: { [`${A}business_start_date`]: d.start }, name: 'Business Start Date' });
export const amountV = (d: Deal, s: MoneyStyle = 'cents'): Val => ({ text: money(d.amount, s), f: { [`${A}requested_amount`]: d.amount }, name: 'Amount Requested' });
export const paymentV = (d: Deal, s: MoneyStyle = 'cents'): Val => ({ text: money(d.payment, s === 'whole' ? 'cents' : s), f: { [`${A}requested_payment`]: d.payment }, name: 'Payment' });
export const countV = (d: Deal): Val => ({ text: String(d.nPayments), f: { [`${A}number_of_payments`]: d.nPayments }, name: 'Number of Payments' });
export const FREQ_WORD: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const freqV = (d: Deal): Val => ({ text: FREQ_WORD[d.freq], f: { [`${A}payment_frequency`]: d.freq }, name: 'Payment Frequency' });
/** A money figure beside the request (an advance's funded amount, a balance): moved off the request's numbers. */
export const offTruth = (d: Deal, n: number): number => (n === d.amount || n === d.payment || n % 2500 === 0 ? n + 175 : n);
export const decoy = (text: string, name?: string): Val => ({ text, decoy: true, ...(name ? { name } : {}) });
export const plain = (text: string | null | undefined, name?: string): Val | null => (text ? { text, ...(name ? { name } : {}) } : null);

/** Frequency checkboxes: the deal's frequency checked (the layout offers it). */
export const freqOpts = (d: Deal, labels: [Freq, string][]): Opt[] =>
  labels.map(([f, label]) => ({ label, on: d.freq === f, ...(d.freq === f ? { f: { [`${A}payment_frequency`]: f } } : {}) }));

/** Entity checkboxes: the option whose label names the deal's entity, else "Other" with the written word. */
export function entityOpts(d: Deal, labels: string[], otherLabel = 'Other'): { opts: Opt[]; other: Val | null } {
  const hit = labels.find((l) => entityOf(l, d.country) === d.entity);
  const f = { [`${A}type_of_entity`]: d.entity };
  const opts: Opt[] = labels.map((label) => ({ label, on: label === hit, ...(label === hit ? { f } : {}) }));
  opts.push({ label: otherLabel, on: !hit });
  return { opts, other: hit ? null : { text: ENTITY_WORD[d.entity]![0]!, f, name: 'Entity Other' } };
}

/** Free-text entity words a merchant writes, per entity id. */
export const ENTITY_WORD: Record<string, string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C-Corp', 'Corp'], s_corporation: ['S-Corp', 'S Corporation'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship'], general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['Limited Partnership', 'LP'], llp: ['LLP'], pllc: ['PLLC'], professional_corporation: ['Professional Corporation', 'P.C.'],
  ca_corporation: ['Corporation', 'Incorporated'],
};
export const entityV = (d: Deal, pick = 0): Val => {
  const words = ENTITY_WORD[d.entity]!;
  return { text: words[pick % words.length]!, f: { [`${A}type_of_entity`]: d.entity }, name: 'Entity Type' };
};

// --- owners ---
const O = (i: number, k: string): string => `${A}applicants[${i}].${k}`;

export type NameStyle = 'full' | 'lastFirst' | 'plain';
export function nameV(o: Owner, i: number, s: NameStyle = 'full'): Val {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const text = s === 'lastFirst' ? `${o.last}, ${o.first}${mid}` : s === 'plain' ? `${o.first} ${o.last}` : `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
  return { text, f: { [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last }, name: `Owner ${i + 1} Name` };
}
export const firstV = (o: Owner, i: number): Val => ({ text: o.first, f: { [O(i, 'first_name')]: o.first }, name: `Owner ${i + 1} First Name` });
export const lastV = (o: Owner, i: number): Val => ({ text: o.last, f: { [O(i, 'last_name')]: o.last }, name: `Owner ${i + 1} Last Name` });
export const titleV = (o: Owner, i: number): Val => ({ text: o.title, f: { [O(i, 'role')]: o.title }, name: `Owner ${i + 1} Title` });
export const pctV = (o: Owner, i: number, sign = true): Val => ({ text: `${o.pct}${sign ? '%' : ''}`, f: { [O(i, 'ownership')]: o.pct }, name: `Owner ${i + 1} Ownership` });
export const scoreV = (o: Owner, i: number): Val | null => (o.score === null ? null : { text: String(o.score), f: { [O(i, 'credit_score')]: o.score }, name: `Owner ${i + 1} Credit Score` });
export const dobV = (o: Owner, i: number, s: DateStyle): Val => ({ text: date(o.dob, s), f: { [O(i, 'date_of_birth')]: o.dob }, name: `Owner ${i + 1} DOB` });

/** The owner's SSN / ITIN / SIN; masked it gives nothing (a reader cannot know the number). */
export function ssnV(o: Owner, i: number, maskChar = 'X'): Val {
  const name = `Owner ${i + 1} ${o.taxType === 'SIN' ? 'SIN' : 'SSN'}`;
  if (o.taxType === 'SIN') {
    if (o.masked) return { text: `${maskChar.repeat(3)}-${maskChar.repeat(3)}-${o.tax.slice(6)}`, name };
    return { text: fmtSin(o.tax), name, f: { [O(i, 'tax_id')]: o.tax, [O(i, 'tax_id_type')]: 'SIN', [O(i, 'tax_id_country')]: 'CA' } };
  }
  if (o.masked) return { text: `${maskChar.repeat(3)}-${maskChar.repeat(2)}-${o.tax.slice(5)}`, name };
  return { text: fmtSsn(o.tax), name, f: { [O(i, 'tax_id')]: o.tax, [O(i, 'tax_id_type')]: o.taxType, [O(i, 'tax_id_country')]: 'US' } };
}
