// Truth paths and the printed forms of owners' values, shared by the layouts.
import type { Merchant, Owner } from './data.ts';
import type { TruthValue } from './sheet.ts';

type T = Record<string, TruthValue>;
export const app = (k: string): string => `application.${k}`;
export const own = (i: number, k: string): string => `application.applicants[${i}].${k}`;

export const legalT = (m: Merchant): T => ({ [app('legal_name')]: m.legal });
export const dbaT = (m: Merchant): T => (m.dba ? { [app('trade_name')]: m.dba } : {});
export const industryT = (m: Merchant): T => ({ [app('industry')]: m.industry });
export const startT = (m: Merchant): T => ({ [app('business_start_date')]: m.start });
export const stateT = (m: Merchant): T => ({ [app('state_region')]: m.region });
export const amountT = (m: Merchant): T => ({ [app('requested_amount')]: m.amount });
export const entityT = (id: string): T => ({ [app('type_of_entity')]: id });
/** The business tax ID; `type` when the form's label or box says it (a bare 9-digit number). */
export const taxT = (m: Merchant): T => ({ [app('business_tax_id')]: m.taxId, [app('business_tax_id_type')]: m.taxType, [app('business_tax_id_country')]: m.country });

export const nameT = (i: number, o: Owner): T => ({ [own(i, 'first_name')]: o.first, [own(i, 'last_name')]: o.last });
export const firstT = (i: number, o: Owner): T => ({ [own(i, 'first_name')]: o.first });
export const lastT = (i: number, o: Owner): T => ({ [own(i, 'last_name')]: o.last });
export const roleT = (i: number, o: Owner): T => ({ [own(i, 'role')]: o.title });
export const pctT = (i: number, o: Owner): T => ({ [own(i, 'ownership')]: o.pct });
export const dobT = (i: number, o: Owner): T => ({ [own(i, 'date_of_birth')]: o.dob });
export const creditT = (i: number, o: Owner, shown: boolean): T => (shown ? { [own(i, 'credit_score')]: o.credit } : {});
/** An owner's SSN/SIN: digits when printed in full; a masked one keeps the type and country its label gives. */
export const ownerTaxT = (i: number, o: Owner, full: boolean): T => ({
  ...(full ? { [own(i, 'tax_id')]: o.taxId } : {}), [own(i, 'tax_id_type')]: o.taxType, [own(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US',
});

export function fullName(o: Owner, order: 'fml' | 'lf'): string {
  return order === 'lf' ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
}

export const US_STATES: [string, string][] = [['AZ', 'Arizona'], ['CO', 'Colorado'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'], ['IL', 'Illinois'],
  ['NC', 'North Carolina'], ['NJ', 'New Jersey'], ['NY', 'New York'], ['OH', 'Ohio'], ['PA', 'Pennsylvania'], ['TX', 'Texas'], ['WA', 'Washington']];
export const PROVINCES: [string, string][] = [['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan']];
export function regionName(code: string): string {
  return [...US_STATES, ...PROVINCES].find(([c]) => c === code)?.[1] ?? code;
}

export const AUTH_US = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") authorize '
  + '%B and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire commercial loans '
  + 'or merchant cash advances to obtain consumer or personal, business and investigative reports and other information about you, including '
  + 'credit card processor statements and bank statements, from one or more consumer reporting agencies. You also authorize the Recipients to '
  + 'transmit this application form, along with any of the foregoing information obtained in connection with this application, to any or all of the Recipients.';
export const AUTH_CA = 'By signing below, the business and its owner(s) consent, in accordance with the Personal Information Protection and Electronic '
  + 'Documents Act (PIPEDA), to the collection, use and disclosure of personal information by %B and its funding partners, including credit reports '
  + 'from Equifax Canada and TransUnion Canada, for the purpose of evaluating this application for business financing.';
