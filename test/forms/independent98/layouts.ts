// The six fictional brokers' hand-filled application forms: what each prints and how it looks.
import type { Look } from './business.ts';
import type { LayoutCfg } from './model.ts';

const FREQ = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
const US_A = ['Corp', 'S-Corp', 'LLC', 'Partnership', 'Sole Prop', 'Other'];
const US_B = ['C-Corp', 'S-Corp', 'LLC', 'Sole Proprietor', 'Partnership', 'Other'];
const US_C = ['Corporation', 'LLC', 'LLP', 'Sole Prop', 'Other'];
const CA_A = ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'];
const ALL = { taxId: true, postal: true, start: true, dob: true, ownerTax: true };

export const LAYOUTS: Record<string, { cfg: LayoutCfg; look: Look; title: string }> = {
  ledgerline: {
    title: 'MERCHANT CASH ADVANCE APPLICATION - please print clearly, one letter per box',
    cfg: { name: 'ledgerline', broker: 'Ledgerline Capital Partners', country: 'US', dateOrder: 'MDY', ownerStyle: 'stack', mark: 'circle',
      entityOptions: US_A, roleChoices: null, payment: true, freqOptions: FREQ, soleSsn: true },
    look: { header: 'banner', accent: '#1f3a68', tagline: 'Working capital for Main Street - fast decisions', address: '44 Wall St, 12th Fl, New York, NY 10005 | (212) 555-0148',
      combs: ALL, fundingFirst: false, labels: {} },
  },
  'granite-state': {
    title: 'Business Funding Application',
    cfg: { name: 'granite-state', broker: 'Granite State Funding Co.', country: 'US', dateOrder: 'MDY', ownerStyle: 'grid', mark: 'check',
      entityOptions: US_B, roleChoices: null, payment: true, freqOptions: FREQ, soleSsn: false },
    look: { header: 'letterhead', accent: '#5a2d0c', tagline: 'Revenue-based financing since 2011 - Manchester, New Hampshire', address: '',
      combs: { taxId: true, postal: false, start: false, dob: false, ownerTax: false }, fundingFirst: true,
      labels: { funding: 'STEP 1 - WHAT YOU NEED', business: 'STEP 2 - ABOUT THE BUSINESS', bank: 'STEP 3 - BANK & OPEN POSITIONS', legal: 'Business Legal Name' } },
  },
  northway: {
    title: 'Application for Business Financing (Canada)',
    cfg: { name: 'northway', broker: 'Northway Business Funding Inc.', country: 'CA', dateOrder: 'DMY', ownerStyle: 'stack', mark: 'circle',
      entityOptions: CA_A, roleChoices: ['Owner', 'President', 'Director', 'Partner'], payment: false, freqOptions: FREQ, soleSsn: false },
    look: { header: 'boxed', accent: '#8b1a1a', tagline: '2300 Yonge St, Suite 1600, Toronto, ON M4P 1E4', address: 'Tel (416) 555-0199  apply@northwayfunding.ca',
      combs: ALL, fundingFirst: false, labels: { legal: 'Legal Name of Business', owner: 'SHAREHOLDER / PROPRIETOR' } },
  },
  sunbelt: {
    title: 'Merchant Application - Fill in by hand, sign page 2',
    cfg: { name: 'sunbelt', broker: 'Sunbelt Merchant Advance', country: 'US', dateOrder: 'MDY', ownerStyle: 'columns', mark: 'check',
      entityOptions: US_C, roleChoices: null, payment: true, freqOptions: FREQ, soleSsn: true },
    look: { header: 'banner', accent: '#b4531a', tagline: 'Funding in 24 hours - no collateral required', address: '1800 N Federal Hwy, Boca Raton, FL 33432',
      combs: { taxId: false, postal: true, start: false, dob: true, ownerTax: false }, fundingFirst: true, labels: { owner: 'OWNER' } },
  },
  cascade: {
    title: 'Small Business Capital Request',
    cfg: { name: 'cascade', broker: 'Cascade Business Capital', country: 'US', dateOrder: 'MDY', ownerStyle: 'columns', mark: 'circle',
      entityOptions: US_A, roleChoices: ['Owner', 'CEO', 'President', 'Member', 'Partner'], payment: false, freqOptions: FREQ, soleSsn: true },
    look: { header: 'letterhead', accent: '#1d5c3a', tagline: 'Portland - Seattle - Boise', address: '',
      combs: { taxId: true, postal: false, start: true, dob: false, ownerTax: true }, fundingFirst: false, labels: { dba: 'd/b/a (if any)' } },
  },
  laurentian: {
    title: "Demande de financement / Funding Application",
    cfg: { name: 'laurentian', broker: 'Laurentian Funding Group', country: 'CA', dateOrder: 'YMD', ownerStyle: 'grid', mark: 'check',
      entityOptions: CA_A, roleChoices: null, payment: true, freqOptions: FREQ, soleSsn: false },
    look: { header: 'boxed', accent: '#123f6b', tagline: '1250 boul. René-Lévesque O., Montréal (QC) H3B 4W8', address: 'Tél. (514) 555-0177',
      combs: { taxId: true, postal: true, start: false, dob: false, ownerTax: false }, fundingFirst: false,
      labels: { business: 'ENTREPRISE / BUSINESS', funding: 'FINANCEMENT / FUNDING', bank: 'BANQUE / BANKING', legal: 'Nom légal / Legal Name',
        dba: "Nom d'exploitation / Operating Name", industry: "Secteur / Industry", entity: 'Forme / Entity:', amount: 'Montant demandé / Amount $',
        owners: 'PROPRIÉTAIRES / OWNERS (20 % +)', page2: 'Propriétaires / Owners', start: 'Date de début / Start Date' } },
  },
};
