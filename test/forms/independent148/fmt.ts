// How values are written on the forms, and the truth each written text reads to (applications.md).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Freq, Owner } from './data.ts';

export type Fields = Record<string, string | number | null>;
export type DateFmt = 'mdy4' | 'mdy2' | 'long' | 'loose';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  if (f === 'mdy4') return `${p(m)}/${p(d)}/${y}`;
  if (f === 'mdy2') return `${p(m)}/${p(d)}/${p(y % 100)}`;
  if (f === 'loose') return `${m}/${d}/${y}`;
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

export type MoneyFmt = 'plain' | 'cents' | 'bare' | 'spaced';
export function money(n: number, f: MoneyFmt): string {
  const whole = Number.isInteger(n);
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: whole && f !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  if (f === 'bare') return whole ? String(n) : n.toFixed(2);
  if (f === 'spaced') return `$ ${grouped}`;
  return `$${grouped}`;
}

/** Reads a printed money text back (the test's check of the texts). */
export function readMoney(t: string): number { return Number(t.replace(/[$,\s]|USD/g, '')); }

export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

/** The business tax id as printed and what it reads to. */
export function businessTaxId(deal: Deal, rng: Rng): { text: string; fields: Fields } {
  const d = deal.taxId;
  if (deal.taxMasked) {
    const text = deal.taxType === 'EIN' ? `XX-XXX${d.slice(5)}` : `XXX-XX-${d.slice(5)}`;
    return { text, fields: { business_tax_id: null, business_tax_id_type: null, business_tax_id_country: null } };
  }
  const text = deal.taxType === 'EIN' ? (rng.chance(0.12) ? d : fmtEin(d)) : fmtSsn(d);
  // A bare 9-digit EIN sits under a label that says EIN in every layout.
  return { text, fields: { business_tax_id: d, business_tax_id_type: deal.taxType, business_tax_id_country: 'US' } };
}

export function ownerTaxId(o: Owner, i: number, rng: Rng): { text: string; fields: Fields } {
  const p = `applicants[${i}].`;
  if (o.masked) {
    const text = rng.pick([`XXX-XX-${o.ssn.slice(5)}`, `***-**-${o.ssn.slice(5)}`, `xxx-xx-${o.ssn.slice(5)}`]);
    return { text, fields: { [p + 'tax_id']: null, [p + 'tax_id_type']: null, [p + 'tax_id_country']: null } };
  }
  return { text: fmtSsn(o.ssn), fields: { [p + 'tax_id']: o.ssn, [p + 'tax_id_type']: o.ssnType, [p + 'tax_id_country']: 'US' } };
}

export type NameFmt = 'first-last' | 'last-first';
export function ownerName(o: Owner, i: number, f: NameFmt): { text: string; fields: Fields } {
  const mid = o.middle ? ` ${o.middle}` : '';
  const text = f === 'last-first' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return { text, fields: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last } };
}

export const ownerField = (i: number, k: string, v: string | number | null): Fields => ({ [`applicants[${i}].${k}`]: v });
export const pctText = (n: number, withSign: boolean): string => (withSign ? `${n}%` : String(n));

/** DBA as the applicant wrote it: a name, SAME, N/A or nothing (null truth except a real name). */
export function dbaText(deal: Deal, rng: Rng): { text: string; fields: Fields } {
  if (deal.dba) return { text: deal.dba, fields: { trade_name: deal.dba } };
  const text = rng.pick(['', '', 'SAME', 'N/A', 'same as above']);
  return { text, fields: { trade_name: null } };
}

export function stateFields(deal: Deal): Fields { return { state_region: deal.state, country: 'United States' }; }

export const FREQ_TEXT: Record<Freq, string[]> = { daily: ['Daily', 'Daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly'] };

/** Which checkbox of an entity row carries the deal's entity, or the text for "Other". */
export function entityChoice(entity: string, labels: Record<string, string>): { label: string | null; other: string } {
  if (labels[entity]) return { label: labels[entity]!, other: '' };
  const other: Record<string, string> = { limited_partnership: 'LP', llp: 'LLP', pllc: 'PLLC', professional_corporation: 'Prof. Corp.', llc: 'LLC',
    s_corporation: 'S-Corp', c_corporation: 'C-Corp', general_partnership: 'Partnership', sole_proprietorship: 'Sole Prop' };
  return { label: null, other: other[entity] ?? entity };
}
