// Truth paths of the printed values, shared by the layouts.
import type { Deal, Owner } from './data.ts';
import type { Fields } from './form.ts';

const A = (i: number, k: string) => `application.applicants[${i}].${k}`;

export const PROV: Record<string, [string, string]> = {
  AB: ['Alberta', 'Alberta'], BC: ['British Columbia', 'Colombie-Britannique'], MB: ['Manitoba', 'Manitoba'], NB: ['New Brunswick', 'Nouveau-Brunswick'],
  NL: ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'], NS: ['Nova Scotia', 'Nouvelle-Écosse'], ON: ['Ontario', 'Ontario'],
  PE: ['Prince Edward Island', 'Île-du-Prince-Édouard'], QC: ['Quebec', 'Québec'], SK: ['Saskatchewan', 'Saskatchewan'], YT: ['Yukon', 'Yukon'],
};

export const T = {
  legal: (d: Deal): Fields => ({ 'application.legal_name': d.legal }),
  /** The operating name: a truth only when it is a real name (blank, SAME, N/A or the legal name are null and unrecorded). */
  trade: (d: Deal): Fields => (d.trade ? { 'application.trade_name': d.trade } : {}),
  entity: (d: Deal): Fields => ({ 'application.type_of_entity': d.entityId }),
  industry: (d: Deal): Fields => ({ 'application.industry': d.industryId }),
  prov: (d: Deal): Fields => ({ 'application.state_region': d.prov, 'application.country': 'Canada' }),
  start: (d: Deal): Fields => ({ 'application.business_start_date': d.start }),
  amount: (d: Deal): Fields => ({ 'application.requested_amount': d.amount }),
  payment: (d: Deal): Fields => ({ 'application.requested_payment': d.payment }),
  count: (d: Deal): Fields => ({ 'application.number_of_payments': d.nPayments }),
  freq: (d: Deal): Fields => ({ 'application.payment_frequency': d.freq }),
  name: (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }),
  first: (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first }),
  last: (i: number, o: Owner): Fields => ({ [A(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): Fields => ({ [A(i, 'role')]: o.title }),
  own: (i: number, o: Owner): Fields => ({ [A(i, 'ownership')]: o.own }),
  credit: (i: number, o: Owner): Fields => (o.credit === null ? {} : { [A(i, 'credit_score')]: o.credit }),
  /** A masked SIN still says it is a SIN: type and country kept, digits null. */
  sin: (i: number, o: Owner): Fields => ({ [A(i, 'tax_id')]: o.sinMasked ? null : o.sin, [A(i, 'tax_id_type')]: 'SIN', [A(i, 'tax_id_country')]: 'CA' }),
  dob: (i: number, o: Owner): Fields => ({ [A(i, 'date_of_birth')]: o.dob }),
};

export const fullName = (o: Owner) => `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}`;
export const lastFirst = (o: Owner) => `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
