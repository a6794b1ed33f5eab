// The values a portal export prints, as label/value items with the truth each gives; layouts choose how to draw them.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './data.ts';
import type { Sets } from './draw.ts';
import { BOXES_CA, BOXES_US } from './pools.ts';

export interface Item { label: string; text: string; set?: Sets; neutral?: boolean; help?: string; req?: boolean }
export interface Choice { label: string; options: string[]; chosen: number; set: Sets; other?: { text: string; set: Sets } }

const A = (i: number, k: string) => `applicants[${i}].${k}`;

export function taxLabel(d: Deal): string {
  if (d.ca) return 'Business Number (BN)';
  return d.taxType === 'SSN' ? 'Tax ID (EIN or SSN)' : 'Federal Tax ID (EIN)';
}

export function business(d: Deal, r: Rng, o: { entityText: boolean; splitAddress?: boolean }): Item[] {
  const items: Item[] = [{ label: 'Legal Business Name', text: d.legal, set: { legal_name: d.legal }, req: true, help: 'As shown on your tax return' }];
  items.push({ label: d.ca ? 'Operating Name (O/A)' : 'DBA / Trade Name', text: d.dbaShown, set: { trade_name: d.dbaTruth }, help: 'If different from legal name' });
  if (o.entityText) items.push({ label: 'Entity Type', text: d.entityFree, set: { type_of_entity: d.entity.id }, req: true });
  if (r.chance(0.9)) items.push({ label: taxLabel(d), text: d.taxShown, req: true,
    set: { business_tax_id: d.taxTruth, business_tax_id_type: d.taxType, business_tax_id_country: d.ca ? 'CA' : 'US' } });
  if (r.chance(0.88)) items.push({ label: r.pick(['Type of Business', 'Industry', 'Nature of Business']), text: d.industryText, set: { industry: d.industryId } });
  if (r.chance(0.8)) items.push({ label: r.pick(['Business Start Date', 'Date Established', 'Date Business Started']), text: d.startShown, set: { business_start_date: d.startIso } });
  else items.push({ label: 'Years in Business', text: String(d.years), neutral: true });
  const loc = { state_region: d.addr.state, country: d.country };
  if (o.splitAddress) {
    items.push({ label: 'Street Address', text: d.addr.street, neutral: true }, { label: 'City', text: d.addr.city, neutral: true },
      { label: d.ca ? 'Province' : 'State', text: r.chance(0.7) ? d.addr.state : d.addr.stateName, set: loc },
      { label: d.ca ? 'Postal Code' : 'ZIP', text: d.addr.zip, neutral: true });
  } else items.push({ label: 'Business Address', text: d.addr.line, set: loc, req: true });
  items.push({ label: d.ca ? 'Province of Registration' : 'State of Incorporation', text: d.incState });
  items.push({ label: 'Business Phone', text: d.phone, neutral: true }, { label: 'Business Email', text: d.email, neutral: true });
  if (r.chance(0.6)) items.push({ label: 'Website', text: d.website, neutral: true });
  items.push({ label: 'Number of Employees', text: String(d.employees), neutral: true });
  return items;
}

export function entityChoice(d: Deal): Choice {
  const options = d.ca ? BOXES_CA : BOXES_US;
  const other = d.entity.other ? { text: d.entity.other, set: { type_of_entity: d.entity.id } } : undefined;
  return { label: 'Entity Type', options, chosen: options.indexOf(d.entity.box), set: other ? {} : { type_of_entity: d.entity.id }, ...(other ? { other } : {}) };
}
export const rentChoice = (d: Deal): Choice => ({ label: 'Business Location', options: ['Own', 'Rent'], chosen: d.rent ? 1 : 0, set: {} });
export const freqChoice = (d: Deal): Choice => ({ label: 'Payment Schedule', options: ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'],
  chosen: ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(d.freq), set: { payment_frequency: d.freq } });

/** Funding request; `terms` adds the requested payment and number of payments (the schedule is a choice). */
export function funding(d: Deal, r: Rng, terms: boolean): Item[] {
  const items: Item[] = [];
  if (r.chance(0.9)) items.push({ label: 'Amount Requested', text: d.amountShown, set: { requested_amount: d.amount }, req: true });
  items.push({ label: 'Use of Funds', text: d.use, neutral: true });
  if (terms) items.push({ label: 'Requested Payment', text: d.paymentShown, set: { requested_payment: d.payment } },
    { label: 'Number of Payments', text: String(d.nPayments), set: { number_of_payments: d.nPayments } });
  items.push({ label: 'Avg. Monthly Sales', text: d.monthlySales });
  return items;
}

export function owner(o: Owner, i: number, d: Deal, r: Rng, swap = r.chance(0.3)): Item[] {
  const tax: Sets = { [A(i, 'tax_id')]: o.taxTruth, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: d.ca ? 'CA' : 'US' };
  const items: Item[] = [
    { label: swap ? 'Owner Name (Last, First)' : 'Owner Name', text: swap ? o.swapped : o.printed, set: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }, req: true },
    { label: 'Title', text: o.title, set: { [A(i, 'role')]: o.title } },
    { label: 'Ownership %', text: `${o.pct}%`, set: { [A(i, 'ownership')]: o.pct }, req: true },
    { label: d.ca ? 'SIN' : o.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN', text: o.taxShown, set: tax },
    { label: 'Date of Birth', text: o.dobShown, set: { [A(i, 'date_of_birth')]: o.dobIso } },
    { label: 'Home Address', text: o.home.line },
  ];
  if (o.score !== null) items.push({ label: 'Credit Score (est.)', text: String(o.score), set: { [A(i, 'credit_score')]: o.score } });
  items.push({ label: 'Mobile', text: o.phone, neutral: true }, { label: 'Email', text: o.email, neutral: true });
  return items;
}

/** Papers and people that are not the applicant: all decoys. */
export function others(d: Deal, r: Rng): Item[] {
  const items: Item[] = [];
  if (d.rent) items.push({ label: 'Landlord / Mortgage Holder', text: d.landlord }, { label: 'Landlord Phone', text: d.landlordPhone });
  items.push({ label: 'Bank Name', text: d.bank.name }, { label: d.ca ? 'Transit / Institution' : 'Routing Number', text: d.bank.routing },
    { label: 'Account Number', text: d.bank.account });
  d.refs.slice(0, r.int(1, 2)).forEach((x, k) => items.push({ label: `Trade Reference ${k + 1}`, text: x.name }, { label: 'Reference Phone', text: x.phone }));
  d.funders.forEach((f, k) => items.push({ label: `Current Advance ${k + 1} - Funder`, text: f.name }, { label: 'Balance', text: f.balance }, { label: 'Payment', text: f.payment }));
  return items;
}
export const isoItems = (d: Deal): Item[] => [{ label: 'ISO / Broker', text: d.iso.company }, { label: 'Sales Rep', text: d.iso.rep },
  { label: 'Rep Email', text: d.iso.email }, { label: 'Rep Phone', text: d.iso.phone }];
