// Set 83: the values every layout prints, each with its printed text and the truth paths applications.md reads from it.
import type { Rng } from '../../statements/generator/prng.ts';
import { FREQ_TEXT, fmtDate, maskId, money, ownerName, type Merchant, type Owner } from './data.ts';
import type { Paths, Sheet } from './sheet.ts';

export interface Val { key: string; label: string; paths: Paths; text: string }

export interface Choices {
  dateFmt: 'us' | 'short' | 'long' | 'iso' | 'dmy';
  dobFmt: 'us' | 'short' | 'long' | 'iso' | 'dmy';
  nameFmt: 'full' | 'lastFirst' | 'cred';
  regionFull: boolean;
  /** Per owner: SSN/SIN masked, DOB withheld, credit score withheld. */
  mask: boolean[]; noDob: boolean[]; noCredit: boolean[];
  bareEin: boolean;
  noAnswer: string;
}

export function choices(r: Rng, m: Merchant, over: Partial<Choices> = {}): Choices {
  const n = m.owners.length;
  return {
    dateFmt: r.pick(['us', 'short', 'long', 'iso', 'dmy']), dobFmt: r.pick(['us', 'long', 'iso', 'short']), nameFmt: r.pick(['full', 'full', 'cred']),
    regionFull: r.chance(0.3), mask: Array.from({ length: n }, () => r.chance(0.35)), noDob: Array.from({ length: n }, () => r.chance(0.2)),
    noCredit: Array.from({ length: n }, () => r.chance(0.35)), bareEin: false, noAnswer: r.pick(['Prefer not to say', 'Prefer not to say', 'Decline to answer']),
    ...over,
  };
}

export const COUNTRY_NAME = { US: 'United States', CA: 'Canada' } as const;

export function taxText(m: Merchant, c: Choices): Val {
  const text = c.bareEin && m.taxType === 'EIN' ? m.taxDigits : m.taxId;
  return { key: 'tax_id', label: m.country === 'CA' ? 'Business Number (BN)' : c.bareEin ? 'Federal Tax ID (EIN)' : 'Federal Tax ID / EIN',
    paths: { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: m.country }, text };
}

export function dbaVal(m: Merchant): Val {
  return { key: 'dba', label: m.country === 'CA' ? 'Operating Name (O/A)' : 'DBA / Trade Name', paths: { trade_name: m.dba },
    text: m.dba ?? m.dbaFiller };
}

export function addressText(m: Merchant, c: Choices): string {
  return `${m.street}, ${m.city}, ${c.regionFull ? m.regionName : m.region} ${m.postal}`;
}

export function bizVals(m: Merchant, c: Choices): Record<string, Val> {
  const v: Val[] = [
    { key: 'legal', label: 'Legal Business Name', paths: { legal_name: m.legal }, text: m.legal },
    dbaVal(m),
    { key: 'entity', label: 'Entity Type', paths: { type_of_entity: m.entityId }, text: m.entityText },
    taxText(m, c),
    { key: 'start', label: 'Business Start Date', paths: { business_start_date: m.start }, text: fmtDate(m.start, c.dateFmt) },
    { key: 'industry', label: 'Type of Business', paths: { industry: m.industryId }, text: m.industryText },
    { key: 'address', label: 'Business Address', paths: { state_region: m.region, country: COUNTRY_NAME[m.country] }, text: addressText(m, c) },
    { key: 'phone', label: 'Business Phone', paths: {}, text: m.phone },
    { key: 'email', label: 'Business Email', paths: {}, text: m.email },
    { key: 'website', label: 'Website', paths: {}, text: m.website },
    { key: 'inc', label: m.country === 'CA' ? 'Province of Incorporation' : 'State of Incorporation', paths: {}, text: m.incRegion },
    { key: 'amount', label: 'Amount Requested', paths: { requested_amount: m.amount }, text: money(m.amount) },
    { key: 'payment', label: 'Requested Payment', paths: { requested_payment: m.payment }, text: money(m.payment, true) },
    { key: 'count', label: 'Number of Payments', paths: { number_of_payments: m.numPayments }, text: String(m.numPayments) },
    { key: 'freq', label: 'Payment Frequency', paths: { payment_frequency: m.frequency }, text: FREQ_TEXT[m.frequency] },
    { key: 'use', label: 'Use of Funds', paths: {}, text: m.useOfFunds },
    { key: 'sales', label: 'Average Monthly Sales', paths: {}, text: money(m.monthlySales) },
    { key: 'employees', label: 'Number of Employees', paths: {}, text: String(m.employees) },
    { key: 'ownrent', label: 'Own or Rent', paths: {}, text: m.ownRent },
    { key: 'landlord', label: 'Landlord / Mortgage Holder', paths: {}, text: m.ownRent === 'Rent' ? `${m.landlord} ${m.landlordPhone}` : 'N/A' },
    { key: 'bank', label: 'Business Bank', paths: {}, text: m.bank.name },
    { key: 'routing', label: 'Routing Number', paths: {}, text: m.bank.routing },
    { key: 'account', label: 'Account Number', paths: {}, text: m.bank.account },
    { key: 'rep', label: 'ISO Representative', paths: {}, text: m.rep },
  ];
  return Object.fromEntries(v.map((x) => [x.key, x]));
}

export function ownerVals(m: Merchant, i: number, o: Owner, c: Choices): Record<string, Val> {
  const p = `applicants[${i}].`;
  const tax = c.mask[i] ? maskId(o.taxId, o.taxType === 'SIN' ? 3 : 4) : o.taxId;
  const v: Val[] = [
    { key: 'name', label: 'Full Name', paths: { [p + 'first_name']: o.first, [p + 'last_name']: o.last }, text: ownerName(o, c.nameFmt) },
    { key: 'title', label: 'Title', paths: { [p + 'role']: o.title }, text: o.title },
    { key: 'pct', label: 'Ownership %', paths: { [p + 'ownership']: o.pct }, text: `${o.pct}%` },
    { key: 'taxid', label: o.taxType === 'SIN' ? 'SIN' : 'SSN', text: tax,
      paths: c.mask[i] ? {} : { [p + 'tax_id']: o.taxId.replace(/\D/g, ''), [p + 'tax_id_type']: o.taxType, [p + 'tax_id_country']: m.country } },
    { key: 'dob', label: 'Date of Birth', paths: c.noDob[i] ? {} : { [p + 'date_of_birth']: o.dob }, text: c.noDob[i] ? c.noAnswer : fmtDate(o.dob, c.dobFmt) },
    { key: 'credit', label: 'Estimated Credit Score (optional)', paths: c.noCredit[i] ? {} : { [p + 'credit_score']: o.credit },
      text: c.noCredit[i] ? c.noAnswer : String(o.credit) },
    { key: 'home', label: 'Home Address', paths: {}, text: o.home },
    { key: 'ophone', label: 'Mobile Phone', paths: {}, text: o.phone },
    { key: 'oemail', label: 'Email', paths: {}, text: o.email },
  ];
  return Object.fromEntries(v.map((x) => [x.key, x]));
}

/** A browser's print header and footer: date and time top left, title top centre, URL bottom left, n/N bottom right. */
export function browserChrome(s: Sheet, stamp: string, title: string, url: string, pages: number): void {
  s.text(stamp, 24, 14, { size: 7.5, color: '#333333' });
  s.text(title, 156, 14, { size: 7.5, color: '#333333', width: 300, align: 'center' });
  s.text(url, 24, 772, { size: 7.5, color: '#333333' });
  s.text(`${s.page}/${pages}`, 540, 772, { size: 7.5, color: '#333333', width: 48, align: 'right' });
}

export const US_ENTITY_BOXES = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'];
export const CA_ENTITY_BOXES = ['Corporation', 'Sole Proprietor', 'Partnership', 'Other'];

/** The checked entity box and the "Other" line's text for a merchant. */
export function entityBox(m: Merchant): { chosen: string; other?: string } {
  const boxes = m.country === 'CA' ? CA_ENTITY_BOXES : US_ENTITY_BOXES;
  return boxes.includes(m.entityText) ? { chosen: m.entityText } : { chosen: 'Other', other: m.entityText };
}

export function stamp(r: Rng): { date: string; time: string; iso: string } {
  const mo = r.int(1, 12), d = r.int(1, 28), h = r.int(1, 12), mi = r.int(0, 59);
  const time = `${h}:${String(mi).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
  return { date: `${mo}/${d}/2025`, time, iso: `2025-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}
