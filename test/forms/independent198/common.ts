// What every layout prints the same way: labels that depend on the country, the address line, and the layout type.
import type { Model } from './model.ts';
import type { Chrome, Sheet } from './sheet.ts';

export interface Layout {
  name: string;
  broker: string;
  maxOwners: number;
  typedFont: string;
  chrome: (m: Model) => Chrome;
  draw: (s: Sheet, m: Model) => void;
}

export const regionText = (m: Model): string => (m.regionAsName ? m.region.name : m.region.code);
export const addressLine = (m: Model): string => `${m.street}, ${m.city}, ${regionText(m)} ${m.zip}`;
export const bizTaxLabel = (m: Model): string => m.country === 'CA' ? 'Business Number (BN)'
  : m.taxType === 'SSN' ? 'Federal Tax ID (EIN, or SSN if sole proprietor)' : 'Federal Tax ID (EIN)';
export const ownerTaxLabel = (m: Model): string => (m.country === 'CA' ? 'SIN' : 'SSN / ITIN');
export const regionLabel = (m: Model): string => (m.country === 'CA' ? 'Province' : 'State');
export const zipLabel = (m: Model): string => (m.country === 'CA' ? 'Postal Code' : 'ZIP Code');
export const fundersText = (m: Model): string => m.decoy.funders.length
  ? m.decoy.funders.map((f) => `${f.name} - bal ${f.balance}, ${f.payment}`).join('; ') : 'None';
