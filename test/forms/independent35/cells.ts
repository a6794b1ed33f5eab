// The cells of set 35's forms built from a merchant: each printed value with its truth (applications.md), decoys marked.
import type { Company, Merchant, Person } from './data.ts';
import type { Cell } from './engine.ts';
import type { Truth } from './pen.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export const cty = (m: Merchant): string => (m.ca ? 'Canada' : 'United States');
const c = (label: string, text: string | null | undefined, truth: Truth | null, w = 1): Cell => (truth ? { label, text, truth, w } : { label, text, decoy: true, w });
const plain = (label: string, text: string | null | undefined, w = 1): Cell => ({ label, text, w });

export const legal = (m: Merchant, label = 'Business Legal Name', w = 2): Cell => c(label, m.legal, { legal_name: m.legal }, w);
export const dba = (m: Merchant, label = m.ca ? 'Operating Name (O/A)' : 'DBA', w = 2): Cell => c(label, m.dbaPrinted, { trade_name: m.dba }, w);
export const entity = (m: Merchant, w = 1): Cell => c('Entity Type', m.entityText, { type_of_entity: m.entityId }, w);
export const taxId = (m: Merchant, w = 1): Cell => c(m.ca ? 'Business Number (BN)' : 'Federal Tax ID (EIN)', m.taxIdPrinted,
  { business_tax_id: m.taxId, business_tax_id_type: m.taxIdType, business_tax_id_country: m.ca ? 'CA' : 'US' }, w);
export const street = (m: Merchant, w = 2): Cell => plain('Business Address (no P.O. Box)', m.street, w);
export const city = (m: Merchant, w = 1): Cell => plain('City', m.city, w);
export const region = (m: Merchant, w = 0.6): Cell => c(m.ca ? 'Province' : 'State', m.region, { state_region: m.region, country: cty(m) }, w);
export const zip = (m: Merchant, w = 0.7): Cell => plain(m.ca ? 'Postal Code' : 'Zip', m.zip, w);
export const phone = (m: Merchant, w = 1): Cell => plain('Business Phone', m.phone, w);
export const email = (m: Merchant, w = 1.4): Cell => plain('Email', m.email, w);
export const web = (m: Merchant, w = 1.4): Cell => plain('Website', m.website, w);
export const industry = (m: Merchant, label = 'Type of Business', w = 1.4): Cell => c(label, m.industryText, { industry: m.industryId }, w);
export const start = (m: Merchant, label = 'Business Start Date', w = 1): Cell =>
  m.start ? c(label, m.start.printed, { business_start_date: m.start.iso }, w) : plain('Years in Business', String(m.years), w);
export const incState = (m: Merchant, w = 1): Cell => c(m.ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', m.incState, null, w);
export const amount = (m: Merchant, w = 1): Cell => c('Amount Requested', m.amountPrinted, { requested_amount: m.amount }, w);
export const use = (m: Merchant, w = 1.5): Cell => plain('Use of Funds', m.use, w);
export const payment = (m: Merchant, w = 1): Cell => c('Requested Payment', m.payment === null ? null : `$${m.payment.toFixed(2)}`, { requested_payment: m.payment }, w);
export const nPay = (m: Merchant, w = 0.8): Cell => c('# of Payments', m.nPayments === null ? null : String(m.nPayments), { number_of_payments: m.nPayments }, w);
export const freq = (m: Merchant, w = 0.8): Cell => c('Frequency', m.freq ? m.freq[0]!.toUpperCase() + m.freq.slice(1) : null, { payment_frequency: m.freq }, w);
export const sales = (m: Merchant, w = 1): Cell => plain('Avg. Monthly Sales', m.sales, w);

/** The franchise / corporate-structure cells: all decoys. */
export const franchise = (m: Merchant): Cell[][] => [
  [c('Franchisor Name', m.franchisor, null, 2), c('Franchise Agreement #', m.agreementNo, null, 1), c('Unit / Store #', m.unitNo, null, 0.7)],
  [c('Parent / Holding Company', m.parent.name, null, 2), c(m.ca ? 'Parent BN' : 'Parent Co. EIN', m.parent.ein, null, 1), c('Previous Business Name', m.prevName, null, 1.7)],
  [c('Management Company (if any)', m.mgmt?.name, null, 2), c('Mgmt. Co. Phone', m.mgmt?.phone, null, 1), c('Landlord / Mortgage Holder', m.landlord.name, null, 1.7)],
];

export const nameOf = (p: Person, lastFirst: boolean): string =>
  lastFirst ? `${p.last}, ${p.first}${p.middle ? ' ' + p.middle : ''}` : `${p.first}${p.middle ? ' ' + p.middle : ''} ${p.last}`;
export const maskedId = (p: Person, ca: boolean): string => (ca ? `XXX XXX ${p.taxId.slice(-3)}` : `XXX-XX-${p.taxId.slice(-4)}`);

/** One individual owner's values as cells (k is their place among the applicants). */
export function owner(m: Merchant, p: Person, k: number, o: { lastFirst?: boolean; pctSign?: boolean } = {}): Record<string, Cell> {
  const a = `applicants.${k}.`;
  const idTruth: Truth = p.masked ? { [a + 'tax_id']: null } : { [a + 'tax_id']: p.taxId.replace(/\D/g, ''), [a + 'tax_id_type']: m.ca ? 'SIN' : 'SSN', [a + 'tax_id_country']: m.ca ? 'CA' : 'US' };
  return {
    name: c('Owner Name', nameOf(p, o.lastFirst ?? false), { [a + 'first_name']: p.first, [a + 'last_name']: p.last }, 2),
    title: c('Title', p.title, { [a + 'role']: p.title }, 1),
    pct: c('Ownership %', `${p.pct}${o.pctSign === false ? '' : '%'}`, { [a + 'ownership']: p.pct }, 0.7),
    id: c(m.ca ? 'SIN' : 'SSN', p.masked ? maskedId(p, m.ca) : p.taxId, idTruth, 1.1),
    dob: c('Date of Birth', p.showDob ? p.dob : null, { [a + 'date_of_birth']: p.showDob ? p.dobIso : null }, 1),
    credit: c('Est. Credit Score', p.credit === null ? null : String(p.credit), { [a + 'credit_score']: p.credit }, 0.8),
    home: plain('Home Address', p.home, 2.5),
    cell: plain('Cell Phone', p.phone, 1),
  };
}

/** A holding company shown among the owners: its name, share and number are decoys, never an applicant. */
export const holdingRow = (h: Company, ca: boolean): Record<string, Cell> => ({
  name: c('Owner Name', h.name, null, 2), title: c('Title', h.title, null, 1), pct: c('Ownership %', `${h.pct}%`, null, 0.7),
  id: c(ca ? 'BN' : 'EIN', h.ein, null, 1.1), dob: plain('Date of Birth', null), credit: plain('Est. Credit Score', null), home: plain('Home Address', null), cell: plain('Cell Phone', null),
});

/** The owners in printed order: individuals (with their applicant index) and the holding company where it is printed. */
export function ownerRows(m: Merchant, o: { lastFirst?: boolean; pctSign?: boolean } = {}): Record<string, Cell>[] {
  const out = m.owners.map((p, k) => owner(m, p, k, o));
  if (m.holding) out.splice(m.holdingAt, 0, holdingRow(m.holding, m.ca));
  return out;
}

export const affiliateRows = (m: Merchant): Cell[][] => m.affiliates.map((a) => [c('Company', a.name, null, 2), c('Tax ID', a.ein, null, 1), c('Relationship', a.relation, null, 1)]);
export const locationRows = (m: Merchant): Cell[][] => m.locations.map((l) => [c('Address', l.street, null, 2), c('City', l.city, null, 1), c('St', l.region, null, 0.4), c('Zip', l.zip, null, 0.6), c('Phone', l.phone, null, 1)]);
export const advanceRows = (m: Merchant): Cell[][] => m.advances.map((a) => [c('Funder', a.funder, null, 2), c('Balance', a.balance, null, 1), c('Payment', a.payment, null, 1)]);
export const bankCells = (m: Merchant): Cell[] => [c('Bank Name', m.bank.name, null, 1.4), c(m.ca ? 'Transit / Institution' : 'Routing #', m.bank.routing, null, 1), c('Account #', m.bank.account, null, 1)];
export const sigDate = (r: Rng): string => `11/${r.int(2, 27)}/2026`;
