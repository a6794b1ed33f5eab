// The truth fields each business value gives (applications.md, "How each field is read").
import { ENTITIES } from './data.ts';
import type { Merchant } from './model.ts';
import { mainSite } from './model.ts';
import { CTX, type Fields } from './parts.ts';

export const COUNTRY_LABEL = { US: 'United States', CA: 'Canada' } as const;

export function bizFields(m: Merchant) {
  const tt = m.taxType === 'BN' ? 'BN' : m.taxType;
  const dbaGives = m.dbaPrinted && m.dbaPrinted === m.dba && m.dba !== m.legal;
  return {
    legal: { 'application.legal_name': m.legal } as Fields,
    dba: (dbaGives ? { 'application.trade_name': m.dba } : CTX) as Fields,
    industry: { 'application.industry': m.industry } as Fields,
    tax: { 'application.business_tax_id': m.taxId.replace(/[^0-9A-Z]/g, ''), 'application.business_tax_id_type': tt,
      'application.business_tax_id_country': m.country } as Fields,
    state: { 'application.state_region': mainSite(m).place.state, 'application.country': COUNTRY_LABEL[m.country] } as Fields,
    start: { 'application.business_start_date': m.startDate } as Fields,
    requested: { 'application.requested_amount': m.requested } as Fields,
    payment: { 'application.requested_payment': m.payment } as Fields,
    nPayments: { 'application.number_of_payments': m.nPayments } as Fields,
    freq: { 'application.payment_frequency': m.freq } as Fields,
    entity: { 'application.type_of_entity': m.entityId } as Fields,
  };
}

/** Checkbox labels of an entity row, with the index in ENTITIES each stands for. */
export const entityRow = (country: 'US' | 'CA'): [string, number][] => country === 'US'
  ? [['Corporation', 0], ['LLC', 1], ['Partnership', 2], ['Sole Proprietor', 3], ['S Corp', 4], ['LLP', 5]]
  : [['Corporation', 0], ['Sole Proprietorship', 3], ['Partnership', 2], ['LLP', 5]];

export const entityText = (i: number): string => ENTITIES[i]![0];

/** Money with two decimals where it has cents. */
export const money2 = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
