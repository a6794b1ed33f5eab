// applications.md's reading rules applied to what a layout prints, to build the truth. Kept apart from the drawing so
// each layout states only how it prints a value; the truth follows from the printed text.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Merchant, Owner } from './model.ts';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');
export const iso = (d: Date) => `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`;

/** How a start date may be printed, and the ISO date it reads as. A month and year read as the month's first day and a
 *  bare year as January 1st (our choice: the spec names only full dates). */
export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'month_year' | 'mm_yyyy' | 'year' | 'dmy_iso';
export function startDate(d: Date, style: DateStyle): { text: string; truth: string } {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate();
  switch (style) {
    case 'mdy': return { text: `${p2(m)}/${p2(day)}/${y}`, truth: iso(d) };
    case 'mdy2': return { text: `${m}/${day}/${String(y).slice(2)}`, truth: iso(d) };
    case 'long': return { text: `${MONTHS[m - 1]} ${day}, ${y}`, truth: iso(d) };
    case 'month_year': return { text: `${MONTHS[m - 1]} ${y}`, truth: `${y}-${p2(m)}-01` };
    case 'mm_yyyy': return { text: `${p2(m)}-${y}`, truth: `${y}-${p2(m)}-01` };
    case 'year': return { text: String(y), truth: `${y}-01-01` };
    case 'dmy_iso': return { text: iso(d), truth: iso(d) };
  }
}

export type MoneyStyle = 'plain' | 'cents' | 'k' | 'usd' | 'cad' | 'bare';
export function money(n: number, style: MoneyStyle): string {
  const whole = n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  switch (style) {
    case 'plain': return `$${whole}`;
    case 'cents': return `$${cents}`;
    case 'k': return n % 1000 === 0 ? `$${n / 1000}K` : `$${whole}`;
    case 'usd': return `${cents} USD`;
    case 'cad': return `$${cents} CAD`;
    case 'bare': return cents;
  }
}

export const FREQ_WORD: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function ownerName(o: Owner, style: 'first_last' | 'last_first' | 'with_middle'): string {
  const cred = o.credential ? `, ${o.credential}` : '';
  if (style === 'last_first') return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  return `${o.first}${style === 'with_middle' && o.middle ? ` ${o.middle}.` : ''} ${o.last}${cred}`;
}

/** A masked personal ID as printed: every digit but the last `keep` replaced. */
export function maskId(id: string, keep = 4, by = 'X'): string {
  let left = id.replace(/\D/g, '').length - keep;
  return id.replace(/\d/g, (d) => (left-- > 0 ? by : d));
}

export interface TruthOptions {
  start: DateStyle | null;
  /** Requested terms the layout prints. */
  terms: { amount: boolean; payment: boolean; payments: boolean; freq: boolean };
  /** Owners printed (a layout with two owner columns prints at most two). */
  maxOwners: number;
  score: boolean;
  caps: boolean;
}

function applicant(m: Merchant, o: Owner, opt: TruthOptions): TruthApplicant {
  const up = (s: string) => (opt.caps ? s.toUpperCase() : s);
  const idType = m.country === 'CA' ? 'SIN' : o.taxId.startsWith('9') ? 'ITIN' : 'SSN';
  return { first_name: up(o.first), last_name: up(o.last), role: up(o.title), ownership: o.pct, credit_score: opt.score ? o.score : null,
    tax_id: o.masked ? null : o.taxId.replace(/\D/g, ''), tax_id_type: o.masked ? null : idType, tax_id_country: o.masked ? null : m.country,
    date_of_birth: iso(o.dob) };
}

/** The application as applications.md reads a form that prints the merchant with these options. */
export function truthOf(m: Merchant, opt: TruthOptions): TruthApplication {
  const t = emptyApplication();
  const up = (s: string) => (opt.caps ? s.toUpperCase() : s);
  t.legal_name = up(m.legal);
  t.trade_name = ['', 'SAME', 'N/A'].includes(m.dba) || m.dba === m.legal ? null : up(m.dba);
  t.type_of_entity = m.entity.id;
  t.industry = m.industry;
  t.business_tax_id = m.taxType === 'BN' ? m.taxId.replace(/\s/g, '') : m.taxId.replace(/\D/g, '');
  t.business_tax_id_type = m.taxType;
  t.business_tax_id_country = m.country;
  t.state_region = m.region;
  t.country = m.country === 'US' ? 'United States' : 'Canada';
  if (opt.terms.amount) t.requested_amount = m.amount;
  if (opt.terms.payment) t.requested_payment = m.payment;
  if (opt.terms.payments) t.number_of_payments = m.payments;
  if (opt.terms.freq) t.payment_frequency = m.freq;
  if (opt.start) t.business_start_date = startDate(m.start, opt.start).truth;
  t.applicants = m.owners.slice(0, opt.maxOwners).map((o) => applicant(m, o, opt));
  return t;
}

/** A personal ID as the form prints it: whole, or masked to its last digits. */
export const ownerId = (country: string, o: Owner) => (o.masked ? maskId(o.taxId, country === 'CA' ? 3 : 4) : o.taxId);

export const dob = (d: Date) => `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()}`;
