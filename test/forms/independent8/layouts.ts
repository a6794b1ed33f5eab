// The seven fictional brokers: each one's look and wording. The drawing itself is in compose.ts.
import type { CellLook } from './cells.ts';
import type { Mark } from './sheet.ts';

export interface Layout {
  name: string; broker: string; country: 'US' | 'CA'; sole?: boolean; owners?: number; look: CellLook; titles: 'bar' | 'band' | 'rule';
  color: string; mark: Mark; boxedChecks: boolean; dateForm: number; dobForm: number; years?: boolean; payment: boolean;
  ownersAs: 'table' | 'blocks'; nameForm: 'full' | 'lastfirst'; twoPages?: boolean; words?: boolean; entityFree?: boolean;
  valueFont?: string; watermark?: string; qr?: boolean; right?: boolean; l: Record<string, string>;
}

const US = { legal: 'Legal Business Name', dba: 'DBA', tax: 'Federal Tax ID', start: 'Business Start Date', amount: 'Amount Requested',
  state: 'State', zip: 'Zip', inc: 'State of Incorporation', pct: 'Ownership %', ssn: 'SSN', name: 'Owner Name', title: 'Title',
  dob: 'Date of Birth', score: 'Credit Score', industry: 'Type of Business', entity: 'Entity Type', addr: 'Business Address' };

export const LAYOUTS: readonly Layout[] = [
  { name: 'keystone-boxed', broker: 'Keystone Merchant Partners', country: 'US', look: 'boxed', titles: 'bar', color: '#23395b', mark: 'letter',
    boxedChecks: true, dateForm: 0, dobForm: 0, payment: true, ownersAs: 'table', nameForm: 'full',
    l: { ...US, legal: 'Corporate Name', dba: 'Doing Business As', tax: 'Tax ID #', amount: 'Funding Amount Requested', pct: '% Owned' } },
  { name: 'harborline-portal', broker: 'Harborline Capital Connect', country: 'US', look: 'portal', titles: 'rule', color: '#0b6e75', mark: 'radio',
    boxedChecks: false, dateForm: 3, dobForm: 3, payment: false, ownersAs: 'blocks', nameForm: 'full', watermark: 'CONFIDENTIAL', qr: true,
    l: { ...US, legal: 'Business Legal Name', dba: 'Trade Name / DBA', tax: 'EIN', start: 'Date Business Started', amount: 'Amount Needed',
      pct: 'Ownership', name: 'Full Name' } },
  { name: 'bluenose-canada', broker: 'Bluenose Business Funding', country: 'CA', owners: 2, look: 'underline', titles: 'band', color: '#7a1f1f',
    mark: 'check', boxedChecks: false, dateForm: 2, dobForm: 0, payment: true, ownersAs: 'blocks', nameForm: 'full',
    l: { ...US, legal: 'Legal Name', dba: 'Operating Name (O/A)', tax: 'Business Number (BN)', start: 'Date Established',
      amount: 'Amount Requested (CAD)', state: 'Province', zip: 'Postal Code', inc: 'Jurisdiction of Incorporation', ssn: 'SIN',
      pct: '% Ownership', industry: 'Nature of Business' } },
  { name: 'sunbelt-soleprop', broker: 'Sunbelt Advance Brokers', country: 'US', sole: true, look: 'underline', titles: 'rule', color: '#8a4b08',
    mark: 'xlines', boxedChecks: false, dateForm: 0, dobForm: 1, years: true, payment: false, ownersAs: 'blocks', nameForm: 'full', words: true,
    l: { ...US, legal: 'Business Legal Name', dba: 'D/B/A', tax: 'Tax ID (EIN or SSN)', start: 'Time in Business', amount: 'Amount Needed',
      name: 'Proprietor Name', pct: 'Ownership' } },
  { name: 'ironbridge-twopage', broker: 'Ironbridge Funding Group', country: 'US', look: 'boxed', titles: 'band', color: '#333333', mark: 'fill',
    boxedChecks: true, dateForm: 1, dobForm: 0, payment: true, ownersAs: 'table', nameForm: 'lastfirst', twoPages: true, valueFont: 'Courier',
    l: { ...US, legal: 'Business Legal Name', dba: 'DBA Name', tax: 'Fed ID', start: 'Inception Date', amount: 'Requested Funding',
      name: 'Officer / Member (Last, First)', pct: '%' } },
  { name: 'crescent-rightalign', broker: 'Crescent Bay Lending Advisors', country: 'US', look: 'boxed', titles: 'rule', color: '#4b2e83',
    mark: 'drawncheck', boxedChecks: false, dateForm: 2, dobForm: 2, payment: false, ownersAs: 'blocks', nameForm: 'full', entityFree: true, right: true,
    l: { ...US, legal: 'Legal Name of Business', dba: 'Doing Business As', tax: 'Federal Tax ID (EIN)', start: 'Date Business Established',
      entity: 'Legal Entity (LLC, Corp, etc.)', amount: 'Advance Amount', pct: 'Percent of Ownership' } },
  { name: 'prairie-ledger', broker: 'Prairie Ledger Capital', country: 'US', owners: 3, look: 'underline', titles: 'bar', color: '#2f5d1e',
    mark: 'xlines', boxedChecks: true, dateForm: 1, dobForm: 2, payment: true, ownersAs: 'table', nameForm: 'full', valueFont: 'Courier',
    l: { ...US, legal: 'Business Name (Legal)', dba: 'Assumed Name', tax: 'Employer ID No.', start: 'Date Business Started',
      amount: 'Capital Requested', name: 'Principal', pct: 'Own %' } },
];
