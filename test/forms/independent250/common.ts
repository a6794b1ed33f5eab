// Truth paths for printed values (applications.md's rules applied to what a layout prints).
import type { Owner, TaxId } from './data.ts';

type Fields = Record<string, string | number | null>;
const ap = (i: number, k: string): string => `applicants[${i}].${k}`;

/** A printed owner name: first name without middle initial, last name with particles, credentials dropped. */
export const nameF = (i: number, o: Owner): Fields => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last });
export const firstF = (i: number, o: Owner): Fields => ({ [ap(i, 'first_name')]: o.first });
export const lastF = (i: number, o: Owner): Fields => ({ [ap(i, 'last_name')]: o.last });
export const roleF = (i: number, o: Owner): Fields => ({ [ap(i, 'role')]: o.title });
export const pctF = (i: number, o: Owner): Fields => ({ [ap(i, 'ownership')]: o.pct });
export const scoreF = (i: number, o: Owner): Fields => ({ [ap(i, 'credit_score')]: o.score });
export const dobF = (i: number, o: Owner): Fields => ({ [ap(i, 'date_of_birth')]: o.dobIso });
/** An owner's SSN / ITIN / SIN: a masked one gives nothing. */
export const ownerTaxF = (i: number, t: TaxId | null): Fields =>
  t?.digits ? { [ap(i, 'tax_id')]: t.digits, [ap(i, 'tax_id_type')]: t.type, [ap(i, 'tax_id_country')]: t.country } : {};
export const bizTaxF = (t: TaxId | null): Fields =>
  t?.digits ? { business_tax_id: t.digits, business_tax_id_type: t.type, business_tax_id_country: t.country } : {};
export const countryOf = (c: 'US' | 'CA'): string => (c === 'US' ? 'United States' : 'Canada');
/** "SAME", "N/A", blank or the legal name again give no trade name. */
export const dbaF = (dba: string | null): Fields => ({ trade_name: dba });
export const pct = (n: number, withSign: boolean): string => (withSign ? `${n}%` : String(n));
