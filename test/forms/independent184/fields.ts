// What each printed value gives, by applications.md's rules, and how the owner wrote it. A layout prints a piece of
// the merchant with one of these, so the truth is the same whichever form (or style) prints it.
import type { Merchant, Owner } from './merchant.ts';
import type { Fields } from './sheet.ts';
import { iso, printDate, printMoney, type Ymd } from './ids.ts';

const A = 'application.';
const ap = (i: number, f: string): string => `${A}applicants[${i}].${f}`;

export const F = {
  legal: (m: Merchant): Fields => ({ [`${A}legal_name`]: m.legal }),
  /** SAME, N/A or the legal name again on the DBA line: printed, and read as no trade name. */
  dba: (m: Merchant): Fields => ({ [`${A}trade_name`]: m.tradeName }),
  entity: (m: Merchant): Fields => ({ [`${A}type_of_entity`]: m.entity?.id ?? null }),
  industry: (m: Merchant): Fields => ({ [`${A}industry`]: m.industry?.id ?? null }),
  taxId: (m: Merchant): Fields => ({ [`${A}business_tax_id`]: m.taxId?.digits ?? null, [`${A}business_tax_id_type`]: m.taxId?.type ?? null,
    [`${A}business_tax_id_country`]: m.taxId?.country ?? null }),
  taxType: (m: Merchant): Fields => ({ [`${A}business_tax_id_type`]: m.taxId?.type ?? null }),
  /** The business address's state or province; US and Canadian forms rarely print the country, so it comes with it. */
  state: (m: Merchant): Fields => ({ [`${A}state_region`]: m.place.code, [`${A}country`]: m.country === 'US' ? 'United States' : 'Canada' }),
  start: (m: Merchant): Fields => ({ [`${A}business_start_date`]: m.start ? iso(m.start) : null }),
  amount: (m: Merchant): Fields => ({ [`${A}requested_amount`]: m.amount }),
  payment: (m: Merchant): Fields => ({ [`${A}requested_payment`]: m.payment.amount }),
  count: (m: Merchant): Fields => ({ [`${A}number_of_payments`]: m.payment.count }),
  freq: (m: Merchant): Fields => ({ [`${A}payment_frequency`]: m.payment.freq }),
  name: (o: Owner, i: number): Fields => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }),
  title: (o: Owner, i: number): Fields => ({ [ap(i, 'role')]: o.title }),
  pct: (o: Owner, i: number): Fields => ({ [ap(i, 'ownership')]: o.pct }),
  /** A masked number is printed but gives nothing: no digits, so no type or country either. */
  tax: (o: Owner, i: number): Fields => {
    const t = o.taxMasked ? null : o.tax;
    return { [ap(i, 'tax_id')]: t?.digits ?? null, [ap(i, 'tax_id_type')]: t?.type ?? null, [ap(i, 'tax_id_country')]: t?.country ?? null };
  },
  dob: (o: Owner, i: number): Fields => ({ [ap(i, 'date_of_birth')]: o.dob ? iso(o.dob) : null }),
  credit: (o: Owner, i: number): Fields => ({ [ap(i, 'credit_score')]: o.credit }),
};

export type NameForm = 'first-last' | 'last-first';

/** The owner's name as written: middle initial and credentials sometimes, `Last, First` on some forms. */
export function nameText(o: Owner, form: NameForm): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (form === 'last-first') return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}

export function dateText(m: Merchant, d: Ymd | null): string | null {
  return d ? printDate(d, m.dates) : null;
}

export function moneyText(m: Merchant, v: number): string {
  // Canadian owners sometimes add the currency to the amount they ask for.
  return printMoney(v, m.money, m.country === 'CA' && v === m.amount && (m.money === 'dollar-commas' || m.money === 'dollar-cents'));
}

export function pctText(o: Owner, k: number): string | null {
  if (o.pct === null) return null;
  return [`${o.pct}%`, `${o.pct}`, `${o.pct} %`][k % 3]!;
}
