// What each printed value of set 264 gives the truth (applications.md's rules), as truth paths relative to the
// application. A layout prints a variant and passes these; null fields make a printed value a decoy.
import type { Business, Owner } from './data.ts';
import type { Value } from './draw.ts';

type F = Record<string, Value>;

export const countryName = (b: Business): string => (b.country === 'CA' ? 'Canada' : 'United States');

export const P = {
  legal: (b: Business): F => ({ legal_name: b.legal }),
  /** Blank DBA places nothing; SAME, N/A and the legal name again are printed and read as null. */
  dba: (b: Business): F => ({ trade_name: b.trade }),
  entity: (b: Business): F => ({ type_of_entity: b.entityId }),
  industry: (b: Business): F => ({ industry: b.industryId }),
  /** A masked number is printed but gives nothing: tax id, its type and its country are all null (README). */
  tax: (b: Business): F => ({ business_tax_id: b.taxId, business_tax_id_type: b.taxType, business_tax_id_country: b.taxId ? b.country : null }),
  /** The business address gives its state or province, and (with the tax id) the country. */
  address: (b: Business): F => ({ state_region: b.region, country: countryName(b) }),
  start: (b: Business): F => ({ business_start_date: b.startIso }),
  amount: (b: Business): F => ({ requested_amount: b.amount.value }),
  payment: (b: Business): F => ({ requested_payment: b.payment?.value ?? null }),
  count: (b: Business): F => ({ number_of_payments: b.numPayments }),
  freq: (b: Business): F => ({ payment_frequency: b.freq }),
};

const a = (i: number, f: F): F => Object.fromEntries(Object.entries(f).map(([k, v]) => [`applicants[${i}].${k}`, v]));

export const O = {
  name: (i: number, o: Owner): F => a(i, { first_name: o.first, last_name: o.last }),
  first: (i: number, o: Owner): F => a(i, { first_name: o.first }),
  last: (i: number, o: Owner): F => a(i, { last_name: o.last }),
  role: (i: number, o: Owner): F => a(i, { role: o.role }),
  own: (i: number, o: Owner): F => a(i, { ownership: o.ownership }),
  credit: (i: number, o: Owner): F => a(i, { credit_score: o.credit }),
  tax: (i: number, o: Owner, b: Business): F => a(i, { tax_id: o.taxId, tax_id_type: o.taxType, tax_id_country: o.taxId ? b.country : null }),
  dob: (i: number, o: Owner): F => a(i, { date_of_birth: o.dobIso }),
};

/** The entity as a web form's drop-down option prints it (the option's id is the truth). */
export function selectionText(b: Business): string {
  const sel: Record<string, string> = {
    llc: 'LLC - Limited Liability Company', c_corporation: 'C Corp - C Corporation', s_corporation: 'S Corp - S Corporation',
    sole_proprietorship: 'Sole Prop - Sole Proprietorship', limited_partnership: 'LP - Limited Partnership',
    llp: 'LLP - Limited Liability Partnership', pllc: 'PLLC - Professional Limited Liability Company', ca_corporation: 'Corporation (Inc. / Ltd.)',
  };
  return sel[b.entityId] ?? b.entityText;
}

/** Business address as printed lines. */
export const addressText = (b: Business, withCountry = false): string => `${b.street}\n${b.cityLine}${withCountry ? `\n${b.country === 'CA' ? 'Canada' : 'USA'}` : ''}`;
