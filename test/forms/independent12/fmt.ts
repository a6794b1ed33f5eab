// How values are written on the forms, and which truth fields each written value gives (applications.md's rules).
import type { DateFmt, Freq, Merchant, Owner } from './merchant.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'cad';

export function money(n: number, f: MoneyFmt): string {
  const cents = !Number.isInteger(n) || f === 'cents';
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  if (f === 'plain') return cents ? n.toFixed(2) : String(n);
  if (f === 'cad') return `${s} CAD`;
  return `$${s}`;
}

export function date(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'iso') return iso;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 'mdy2') return `${m}/${d}/${String(y).slice(2)}`;
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

export type NameFmt = 'plain' | 'last-first';

/** An owner's name in one cell: middle initial and credential as the seed made them; 'Last, First' on some forms. */
export function ownerName(o: Owner, f: NameFmt): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (f === 'last-first') return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}

export const FREQS: readonly Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

// Truth fields of each printed value.
export const F = {
  legal: (m: Merchant) => ({ legal_name: m.legal }),
  dba: (m: Merchant) => ({ trade_name: m.dbaTruth }),
  entity: (m: Merchant) => ({ type_of_entity: m.entityId }),
  industry: (m: Merchant) => ({ industry: m.industryId }),
  tax: (m: Merchant) => ({ business_tax_id: m.taxId, business_tax_id_type: m.taxType, business_tax_id_country: m.canada ? 'CA' : 'US' }),
  state: (m: Merchant) => ({ state_region: m.address.state.code, country: m.canada ? 'Canada' : 'United States' }),
  start: (m: Merchant) => (m.start ? { business_start_date: m.start } : {}),
  amount: (m: Merchant) => ({ requested_amount: m.amount }),
  payment: (m: Merchant) => (m.payment !== null ? { requested_payment: m.payment } : {}),
  payments: (m: Merchant) => (m.payments !== null ? { number_of_payments: m.payments } : {}),
  freq: (m: Merchant) => (m.freq ? { payment_frequency: m.freq } : {}),
  name: (i: number, o: Owner) => ({ [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last }),
  first: (i: number, o: Owner) => ({ [`applicants.${i}.first_name`]: o.first }),
  last: (i: number, o: Owner) => ({ [`applicants.${i}.last_name`]: o.last }),
  title: (i: number, o: Owner) => (o.title ? { [`applicants.${i}.role`]: o.title } : {}),
  pct: (i: number, o: Owner) => (o.ownership !== null ? { [`applicants.${i}.ownership`]: o.ownership } : {}),
  credit: (i: number, o: Owner) => (o.credit !== null ? { [`applicants.${i}.credit_score`]: o.credit } : {}),
  ssn: (i: number, o: Owner, canada: boolean) => (o.taxId
    ? { [`applicants.${i}.tax_id`]: o.taxId, [`applicants.${i}.tax_id_type`]: o.taxType, [`applicants.${i}.tax_id_country`]: canada ? 'CA' : 'US' } : {}),
  dob: (i: number, o: Owner) => (o.dob ? { [`applicants.${i}.date_of_birth`]: o.dob } : {}),
};

export function pctText(o: Owner, withSign = true): string | null {
  return o.ownership === null ? null : `${o.ownership}${withSign ? '%' : ''}`;
}

export function homeLine(o: Owner, withZip = true): string {
  return `${o.home.street}, ${o.home.city}, ${o.home.state.code}${withZip ? ` ${o.home.zip}` : ''}`;
}
