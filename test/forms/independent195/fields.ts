// The truth each printed value gives, by applications.md's rules, in one place so the four layouts read alike:
// a layout prints a text and passes the Fields these helpers return (null: a decoy; {}: printed but no field).
import type { Fields } from './sheet.ts';
import type { Model, Owner } from './model.ts';
import { dashEin, dashSsn, dateText, iso, nameText, type DateForm, type Ymd } from './people.ts';

const A = (k: string) => `application.${k}`;
const O = (i: number, k: string) => `application.applicants[${i}].${k}`;
const countryName = (m: Model) => (m.country === 'CA' ? 'Canada' : 'United States');

export const f = {
  legal: (m: Model): Fields => ({ [A('legal_name')]: m.legal }),
  /** The DBA line: SAME / N/A / the legal name again give no trade name, but they are not decoys either. */
  dba: (m: Model): Fields => (m.dba.truth ? { [A('trade_name')]: m.dba.truth } : {}),
  entity: (m: Model): Fields => ({ [A('type_of_entity')]: m.entity.id }),
  industry: (m: Model): Fields => ({ [A('industry')]: m.industry.id }),
  /** The state or province of the business address; the country comes with it (US forms rarely print it). */
  region: (m: Model): Fields => ({ [A('state_region')]: m.addr.region, [A('country')]: countryName(m) }),
  start: (m: Model): Fields => ({ [A('business_start_date')]: iso(m.start) }),
  amount: (m: Model): Fields => ({ [A('requested_amount')]: m.amount }),
  payment: (m: Model): Fields => ({ [A('requested_payment')]: m.payment }),
  payments: (m: Model): Fields => ({ [A('number_of_payments')]: m.payments }),
  freq: (m: Model): Fields => ({ [A('payment_frequency')]: m.freq }),
  name: (i: number, o: Owner): Fields => ({ [O(i, 'first_name')]: o.person.first, [O(i, 'last_name')]: o.person.last }),
  first: (i: number, o: Owner): Fields => ({ [O(i, 'first_name')]: o.person.first }),
  last: (i: number, o: Owner): Fields => ({ [O(i, 'last_name')]: o.person.last }),
  role: (i: number, o: Owner): Fields => ({ [O(i, 'role')]: o.role }),
  pct: (i: number, o: Owner): Fields | null => (o.pct === null ? null : { [O(i, 'ownership')]: o.pct }),
  score: (i: number, o: Owner): Fields => ({ [O(i, 'credit_score')]: o.score }),
  dob: (i: number, o: Owner): Fields => ({ [O(i, 'date_of_birth')]: iso(o.dob) }),
  /** A masked number gives nothing (tax_id, its type and country stay null): recorded as a decoy. */
  ownerTax: (i: number, o: Owner, country: string): Fields | null => (o.masked ? null
    : { [O(i, 'tax_id')]: o.tax, [O(i, 'tax_id_type')]: o.taxType, [O(i, 'tax_id_country')]: country }),
};

/** An owner's SSN / ITIN / SIN as printed: full with separators, or masked to the last four (last three for a SIN). */
export function ownerTaxText(o: Owner, maskForm: number): string {
  if (o.taxType === 'SIN') {
    const spaced = `${o.tax.slice(0, 3)} ${o.tax.slice(3, 6)} ${o.tax.slice(6)}`;
    return o.masked ? (maskForm % 2 ? `XXX XXX ${o.tax.slice(6)}` : `*** *** ${o.tax.slice(6)}`) : maskForm % 2 ? spaced : spaced.replace(/ /g, '-');
  }
  if (!o.masked) return dashSsn(o.tax);
  return [`XXX-XX-${o.tax.slice(5)}`, `***-**-${o.tax.slice(5)}`, `xxx-xx-${o.tax.slice(5)}`][maskForm % 3]!;
}

/** The business tax ID as printed, and its truth. `bare` prints 9 digits with no separator: only where the label names the
 *  type (applications.md: a bare number is typed by its label). A BN prints with or without its program account. */
export function taxPrint(m: Model, form: 'dashed' | 'bare' | 'bn_space' | 'bn_joined' | 'bn_nine'): { text: string; fields: Fields } {
  const t = m.tax;
  let text: string, digits = t.digits;
  if (t.type === 'BN') {
    if (form === 'bn_nine') text = t.digits;
    else { text = form === 'bn_space' ? `${t.digits} ${t.program}` : `${t.digits}${t.program}`; digits = t.digits + t.program; }
  } else if (form === 'bare') text = t.digits;
  else text = t.type === 'EIN' ? dashEin(t.digits) : dashSsn(t.digits);
  return { text, fields: { [A('business_tax_id')]: digits, [A('business_tax_id_type')]: t.type, [A('business_tax_id_country')]: m.country } };
}

export const pctText = (o: Owner, withSign: boolean): string | null => (o.pct === null ? null : withSign ? `${o.pct}%` : String(o.pct));
export const dt = (t: Ymd, form: DateForm): string => dateText(t, form);
export { nameText };
