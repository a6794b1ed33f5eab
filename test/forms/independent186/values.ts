// Printed text of each value and the truth fields it gives, by applications.md's rules. A layout picks the format
// (from its own Rng, never the style's) and places the text; the fields travel with it.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';

export interface V { text: string | null; fields: Record<string, unknown> }
const A = (k: string) => `application.${k}`;
const O = (i: number, k: string) => `application.applicants[${i}].${k}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const usd = (n: number, cents = false) => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });

export function date(isoDate: string, fmt: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (fmt === 1) return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(y % 100).padStart(2, '0')}`;
  if (fmt === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (fmt === 3) return `${m}/${d}/${y}`;
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

export const legal = (m: Merchant): V => ({ text: m.legal, fields: { [A('legal_name')]: m.legal } });

/** The DBA; when the merchant has none the form says SAME, N/A, repeats the legal name or stays blank: null, no field. */
export function dba(m: Merchant, r: Rng): V {
  if (m.dba) return { text: m.dba, fields: { [A('trade_name')]: m.dba } };
  return { text: r.pick(['SAME', 'N/A', m.legal, null]), fields: {} };
}

export const entity = (m: Merchant): V => ({ text: m.entityText, fields: { [A('type_of_entity')]: m.entity } });
export const industry = (m: Merchant): V => ({ text: m.industryText, fields: { [A('industry')]: m.industry } });

/** The business tax ID: an EIN (dashed, or bare under an "(EIN)" label), or a sole proprietor's SSN. */
export function taxId(m: Merchant, bare: boolean): V {
  const f = (digits: string, type: string) => ({ [A('business_tax_id')]: digits, [A('business_tax_id_type')]: type, [A('business_tax_id_country')]: 'US', [A('country')]: 'United States' });
  if (m.ein) return { text: bare ? m.ein : `${m.ein.slice(0, 2)}-${m.ein.slice(2)}`, fields: f(m.ein, 'EIN') };
  const s = m.owners[0]!.ssn;
  return { text: `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`, fields: f(s, s.startsWith('9') ? 'ITIN' : 'SSN') };
}

export function start(m: Merchant, fmt: number): V {
  return { text: date(m.start, fmt), fields: { [A('business_start_date')]: m.start } };
}

/** Years in business as a count: no date can be read from it, so no field (applications.md: not guessed). */
export function years(m: Merchant): V {
  return { text: String(2025 - Number(m.start.slice(0, 4))), fields: {} };
}

export const state = (m: Merchant): V => ({ text: m.state, fields: { [A('state_region')]: m.state, [A('country')]: 'United States' } });
export const cityStateZip = (m: Merchant): V => ({ text: `${m.city}, ${m.state} ${m.zip}`, fields: state(m).fields });
export const amount = (m: Merchant, dollar: boolean): V => ({ text: `${dollar ? '$' : ''}${usd(m.amount, !dollar)}`, fields: { [A('requested_amount')]: m.amount } });
export const payment = (m: Merchant): V => ({ text: `$${usd(m.payment, true)}`, fields: { [A('requested_payment')]: m.payment } });
export const payments = (m: Merchant): V => ({ text: String(m.payments), fields: { [A('number_of_payments')]: m.payments } });
export const FREQ_LABEL = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

/** An owner's name: `First M. Last[, DC]` or `Last, First M.`; credentials and middle initials give nothing. */
export function ownerName(m: Merchant, i: number, lastFirst: boolean): V {
  const o = m.owners[i]!;
  const mid = o.middle ? ` ${o.middle}.` : '';
  const text = lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
  return { text, fields: { [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last } };
}
export const first = (m: Merchant, i: number): V => ({ text: m.owners[i]!.first, fields: { [O(i, 'first_name')]: m.owners[i]!.first } });
export const last = (m: Merchant, i: number): V => ({ text: m.owners[i]!.last, fields: { [O(i, 'last_name')]: m.owners[i]!.last } });
export const role = (m: Merchant, i: number): V => ({ text: m.owners[i]!.title, fields: { [O(i, 'role')]: m.owners[i]!.title } });
export const pct = (m: Merchant, i: number, sign: boolean): V => ({ text: `${m.owners[i]!.pct}${sign ? '%' : ''}`, fields: { [O(i, 'ownership')]: m.owners[i]!.pct } });
export const dob = (m: Merchant, i: number, fmt: number): V => ({ text: date(m.owners[i]!.dob, fmt), fields: { [O(i, 'date_of_birth')]: m.owners[i]!.dob } });

export function score(m: Merchant, i: number): V {
  const s = m.owners[i]!.score;
  return s === null ? { text: null, fields: {} } : { text: String(s), fields: { [O(i, 'credit_score')]: s } };
}

/** The owner's SSN in full, or masked (then nothing is readable: all three tax-id fields stay null). */
export function ownerSsn(m: Merchant, i: number, masked: boolean): V {
  const s = m.owners[i]!.ssn;
  if (masked) return { text: `XXX-XX-${s.slice(5)}`, fields: {} };
  return { text: `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`, fields: { [O(i, 'tax_id')]: s, [O(i, 'tax_id_type')]: s.startsWith('9') ? 'ITIN' : 'SSN', [O(i, 'tax_id_country')]: 'US' } };
}

/** Checkbox label for the entity on a checkbox row, and the "Other" text when it is not one of them. */
export function entityBox(m: Merchant, options: string[]): { checked: string; other: string | null } {
  const map: Record<string, string> = { LLC: 'LLC', Corporation: 'Corporation', 'Sole Proprietor': 'Sole Proprietor', Partnership: 'Partnership', LLP: 'LLP' };
  const label = map[m.entityText];
  return label && options.includes(label) ? { checked: label, other: null } : { checked: 'Other', other: m.entityText };
}
