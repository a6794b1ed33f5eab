// What each field key of a layout prints for a merchant, and the truth that printed text gives (applications.md's
// rules). Keys that give no truth (decoys, context) print text with no fields.
import type { Merchant } from './model.ts';

export interface Printed { text: string; fields: Record<string, string | number | null> }

const A = 'application.';
const countryLabel = (m: Merchant) => (m.country === 'CA' ? 'Canada' : 'United States');
const FREQ: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function business(m: Merchant, key: string): Printed {
  const none = (text: string): Printed => ({ text, fields: {} });
  const state = { [`${A}state_region`]: m.address.state, [`${A}country`]: countryLabel(m) };
  switch (key) {
    case 'legal': return { text: m.legalName, fields: { [`${A}legal_name`]: m.legalName } };
    case 'dba': return { text: m.dbaText, fields: { [`${A}trade_name`]: m.tradeName } };
    case 'entity': return { text: m.entityText, fields: { [`${A}type_of_entity`]: m.entityId } };
    case 'industry': return { text: m.industryText, fields: { [`${A}industry`]: m.industryId } };
    case 'tax_id': return { text: m.taxIdText, fields: { [`${A}business_tax_id`]: m.taxId, [`${A}business_tax_id_type`]: m.taxIdType,
      [`${A}business_tax_id_country`]: m.country } };
    // The number alone: its type is the checked BN / SIN box (checkRow 'tax_type').
    case 'tax_id_number': return { text: m.taxIdText, fields: { [`${A}business_tax_id`]: m.taxId, [`${A}business_tax_id_country`]: m.country,
      [`${A}business_tax_id_type`]: m.taxIdBare ? null : m.taxIdType } };
    case 'start': return { text: m.startText, fields: { [`${A}business_start_date`]: m.startIso } };
    case 'years': return none(String(m.yearsInBusiness));
    case 'state_inc': return none(m.stateInc);
    case 'street': return none(m.address.street);
    case 'city': return none(m.address.city);
    case 'state': return { text: m.address.stateText, fields: state };
    case 'zip': return none(m.address.zip);
    // The country printed in its own cell (Canadian forms): the same truth as the state's.
    case 'country': return { text: m.country === 'CA' ? 'Canada' : 'USA', fields: { [`${A}country`]: countryLabel(m) } };
    case 'city_state_zip': return { text: `${m.address.city}, ${m.address.stateText} ${m.address.zip}`, fields: state };
    case 'phone': return none(m.phone);
    case 'email': return none(m.email);
    case 'website': return none(m.website);
    case 'employees': return none(String(m.employees));
    case 'amount': return { text: m.amountText, fields: { [`${A}requested_amount`]: m.amount } };
    case 'use': return none(m.useOfFunds);
    case 'payment': return { text: m.paymentText, fields: { [`${A}requested_payment`]: m.payment } };
    case 'n_payments': return { text: String(m.numberOfPayments), fields: { [`${A}number_of_payments`]: m.numberOfPayments } };
    case 'frequency': return { text: FREQ[m.frequency]!, fields: { [`${A}payment_frequency`]: m.frequency } };
    case 'monthly_sales': return none(m.monthlySales);
    case 'annual_revenue': return none(m.annualRevenue);
    case 'own_rent': return none(m.ownRent);
    case 'bank_name': return none(m.bank.name);
    case 'routing': return none(m.bank.routing);
    case 'account': return none(m.bank.account);
    case 'landlord': return none(m.landlord.name);
    case 'landlord_phone': return none(m.landlord.phone);
    case 'iso_name': return none(m.iso.name);
    case 'iso_company': return none(m.iso.company);
    case 'iso_phone': return none(m.iso.phone);
    case 'contact': return none(m.contactPerson ?? '');
    case 'blank': return none('');
    default:
      if (key.startsWith('extra.')) return none(m.extra?.[key.slice(6)] ?? '');
      throw new Error(`unknown field key ${key}`);
  }
}

export function owner(m: Merchant, i: number, key: string): Printed {
  const o = m.owners[i];
  if (!o) return { text: '', fields: {} };
  const p = `${A}applicants[${i}].`;
  const none = (text: string): Printed => ({ text, fields: {} });
  switch (key) {
    case 'name': return { text: o.printed, fields: { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last } };
    // Split name fields: first and last in their own boxes, the middle initial apart (never part of a name).
    case 'first': return { text: o.first, fields: { [`${p}first_name`]: o.first } };
    case 'last': return { text: o.last, fields: { [`${p}last_name`]: o.last } };
    case 'mi': return none(o.middle ?? '');
    case 'title': return { text: o.title, fields: { [`${p}role`]: o.title } };
    case 'pct': return { text: o.ownershipText, fields: { [`${p}ownership`]: o.ownership } };
    case 'id': return { text: o.idText, fields: { [`${p}tax_id`]: o.taxId, [`${p}tax_id_type`]: o.taxIdType, [`${p}tax_id_country`]: o.taxId ? m.country : null } };
    case 'dob': return { text: o.dobText, fields: { [`${p}date_of_birth`]: o.dob } };
    case 'credit': return { text: o.creditText ?? String(o.creditScore), fields: { [`${p}credit_score`]: o.creditScore } };
    case 'street': return none(o.home.street);
    case 'home': return none(`${o.home.street}, ${o.home.city}, ${o.home.stateText} ${o.home.zip}`);
    case 'city_state_zip': return none(`${o.home.city}, ${o.home.stateText} ${o.home.zip}`);
    case 'cell': return none(o.cell);
    case 'email': return none(o.email);
    default: throw new Error(`unknown owner key ${key}`);
  }
}
