// The truth each printed value gives (applications.md's rules), as field maps for Form.value / Form.check.
import type { Merchant, Owner } from './merchant.ts';

type F = Record<string, unknown>;
const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

export const T = {
  legal: (m: Merchant): F => ({ legal_name: m.legal }),
  /** The DBA line: its text gives trade_name only when it is a real name (not SAME / N/A / blank). */
  trade: (m: Merchant): F => (m.dba && m.dba !== m.legal ? { trade_name: m.dba } : {}),
  entity: (m: Merchant): F => ({ type_of_entity: m.entity }),
  industry: (m: Merchant): F => ({ industry: m.industry }),
  tax: (m: Merchant): F => ({ business_tax_id: m.taxIdType === 'BN' ? `${m.taxId}RC0001` : m.taxId, business_tax_id_type: m.taxIdType,
    business_tax_id_country: m.country }),
  state: (m: Merchant): F => ({ state_region: m.stateCode, country: COUNTRY[m.country] }),
  amount: (m: Merchant): F => ({ requested_amount: m.amount }),
  payment: (m: Merchant): F => ({ requested_payment: m.payment }),
  count: (m: Merchant): F => ({ number_of_payments: m.numPayments }),
  freq: (m: Merchant): F => ({ payment_frequency: m.frequency }),
  start: (m: Merchant): F => ({ business_start_date: m.start }),
};

const A = (i: number, o: F): F => Object.fromEntries(Object.entries(o).map(([k, v]) => [`applicants[${i}].${k}`, v]));

export const O = {
  name: (i: number, o: Owner): F => A(i, { first_name: o.first, last_name: o.last }),
  role: (i: number, o: Owner): F => A(i, { role: o.title }),
  pct: (i: number, o: Owner): F => A(i, { ownership: o.pct }),
  credit: (i: number, o: Owner): F => (o.credit === null ? {} : A(i, { credit_score: o.credit })),
  dob: (i: number, o: Owner): F => A(i, { date_of_birth: o.dob }),
  /** A masked number gives nothing: tax_id, and the type and country that describe it, stay null. */
  tax: (i: number, o: Owner, country: 'US' | 'CA'): F => (o.masked ? {} : A(i, { tax_id: o.taxId,
    tax_id_type: country === 'CA' ? 'SIN' : o.taxId.startsWith('9') ? 'ITIN' : 'SSN', tax_id_country: country })),
};

/** "Anthony J. Russo" (a dentist's or vet's credential after a comma: "Rosa Patel, DDS") or, with `lastFirst`, "Russo, Anthony J." */
export function ownerName(o: Owner, lastFirst = false): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}
export function ownerTax(o: Owner, country: 'US' | 'CA'): string {
  const d = o.taxId;
  if (country === 'CA') return o.masked ? `XXX XXX ${d.slice(6)}` : `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  return o.masked ? `XXX-XX-${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
/** The business tax id as printed: EIN NN-NNNNNNN, SSN NNN-NN-NNNN, BN with its program account. */
export function bizTax(m: Merchant, bnJoined = false): string {
  const d = m.taxId;
  if (m.taxIdType === 'BN') return bnJoined ? `${d}RC0001` : `${d} RC0001`;
  if (m.taxIdType === 'EIN') return `${d.slice(0, 2)}-${d.slice(2)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
export const FREQ_LABEL = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;
