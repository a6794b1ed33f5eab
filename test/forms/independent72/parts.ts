// The printed values of one merchant, each with the truth fields applications.md reads from it (or none: decoys),
// in the formats a layout asks for. Layouts only place them.
import { addrLine, fmtDate, iso, money, type Merchant, type Owner } from './data.ts';
import { entityOf, industryOf } from './rules.ts';
import type { Fields, V } from './sheet.ts';

export type DateFmt = 'us' | 'us2' | 'long' | 'dash';
const v = (text: string, f: Fields | null | 'ctx', key: string): V => ({ text, f, key });
const COUNTRY = 'United States';

export function tradeTruth(m: Merchant): string | null {
  const t = m.dba.trim();
  return !t || /^(same|n\/a)$/i.test(t) || t === m.legal ? null : t;
}

export function biz(m: Merchant, o: { date: DateFmt; bareEin?: boolean; entity?: string }) {
  const entityText = o.entity ?? m.entityText;
  const tax = o.bareEin && m.taxType === 'EIN' ? m.taxDigits : m.taxText;
  const a = m.addr;
  return {
    legal: v(m.legal, { legal_name: m.legal }, 'legal_name'),
    dba: v(m.dba, { trade_name: tradeTruth(m) }, 'dba'),
    entity: v(entityText, { type_of_entity: entityOf(entityText) }, 'entity_type'),
    tax: v(tax, { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: 'US' }, 'federal_tax_id'),
    start: v(fmtDate(m.start, o.date), { business_start_date: iso(m.start) }, 'business_start_date'),
    years: v(String(m.years), 'ctx', 'years_in_business'),
    industry: v(m.industryText, { industry: industryOf(m.industryText) }, 'type_of_business'),
    street: v(a.street, 'ctx', 'street'),
    city: v(a.city, 'ctx', 'city'),
    state: v(a.state, { state_region: a.state, country: COUNTRY }, 'state'),
    zip: v(a.zip, 'ctx', 'zip'),
    cityStateZip: v(`${a.city}, ${a.state} ${a.zip}`, { state_region: a.state, country: COUNTRY }, 'city_state_zip'),
    fullAddr: v(addrLine(a), { state_region: a.state, country: COUNTRY }, 'business_address'),
    phone: v(m.phone, 'ctx', 'business_phone'),
    email: v(m.email, 'ctx', 'business_email'),
    website: v(m.website, 'ctx', 'website'),
    stateInc: v(m.stateInc, null, 'state_of_incorporation'),
    employees: v(String(m.employees), 'ctx', 'employees'),
    requested: v(money(m.requested), { requested_amount: m.requested }, 'amount_requested'),
    requestedBare: v(m.requested.toLocaleString('en-US'), { requested_amount: m.requested }, 'amount_requested'),
    payment: v(money(m.payment, true), { requested_payment: m.payment }, 'requested_payment'),
    nPayments: v(String(m.nPayments), { number_of_payments: m.nPayments }, 'number_of_payments'),
    use: v(m.use, 'ctx', 'use_of_funds'),
    signed: v(fmtDate(m.signed, o.date), null, 'date_signed'),
  };
}
export type Biz = ReturnType<typeof biz>;

export type NameFmt = 'first-last' | 'last-first';
export function own(w: Owner, i: number, o: { date: DateFmt; name: NameFmt; pctSign?: boolean }) {
  const k = (s: string): string => `owner${i + 1}_${s}`;
  const p = (f: Fields): Fields => Object.fromEntries(Object.entries(f).map(([a, b]) => [`a${i}.${a}`, b]));
  const mi = w.middle ? ` ${w.middle}` : '';
  const nameText = o.name === 'last-first' ? `${w.last}, ${w.first}${mi}` : `${w.first}${mi} ${w.last}${w.cred ?? ''}`;
  return {
    name: v(nameText, p({ first_name: w.first, last_name: w.last }), k('name')),
    first: v(w.first, p({ first_name: w.first }), k('first_name')),
    last: v(w.last, p({ last_name: w.last }), k('last_name')),
    mi: v(w.middle ?? '', 'ctx', k('mi')),
    title: v(w.title, p({ role: w.title }), k('title')),
    pct: v(o.pctSign ? `${w.pct}%` : String(w.pct), p({ ownership: w.pct }), k('ownership')),
    ssn: v(w.ssnText, p({ tax_id: w.ssnDigits, tax_id_type: w.ssnType, tax_id_country: w.ssnType ? 'US' : null }), k('ssn')),
    dob: v(w.dob ? fmtDate(w.dob, o.date) : '', p({ date_of_birth: w.dob ? iso(w.dob) : null }), k('dob')),
    score: v(w.score === null ? '' : String(w.score), p({ credit_score: w.score }), k('credit_score')),
    home: v(addrLine(w.home), null, k('home_address')),
    street: v(w.home.street, null, k('home_street')),
    csz: v(`${w.home.city}, ${w.home.state} ${w.home.zip}`, null, k('home_city_state_zip')),
    cell: v(w.cell, 'ctx', k('cell')),
    email: v(w.email, 'ctx', k('email')),
    printed: v(`${w.first}${mi} ${w.last}`, 'ctx', k('print_name')),
  };
}
export type Own = ReturnType<typeof own>;

export function decoys(m: Merchant, date: DateFmt) {
  const d = m.d;
  return {
    approved: v(money(d.approved), null, 'funder_approved_amount'),
    factor: v(d.factor, null, 'funder_factor_rate'),
    buyRate: v(d.buyRate, null, 'funder_buy_rate'),
    dealId: v(d.dealId, null, 'funder_deal_id'),
    underwriter: v(d.underwriter, null, 'funder_underwriter'),
    processor: v(d.processor, null, 'processor_name'),
    cardVolume: v(money(d.cardVolume), null, 'monthly_card_volume'),
    monthlySales: v(money(d.monthlySales), null, 'avg_monthly_sales'),
    annualRevenue: v(money(d.annualRevenue), null, 'annual_revenue'),
    mid: v(d.mid, null, 'merchant_id'),
    bank: v(d.bank, null, 'bank_name'),
    routing: v(d.routing, null, 'routing_number'),
    account: v(d.account, null, 'account_number'),
    landlord: v(m.ownRent === 'Rent' ? d.landlord : d.mortgageCo, null, 'landlord_or_mortgage'),
    landlordPhone: v(d.landlordPhone, null, 'landlord_phone'),
    rent: v(money(d.rent), null, 'monthly_rent'),
    isoRep: v(d.isoRep, null, 'iso_rep'),
    funderRows: d.funders.map((f, i) => ({ name: v(f.name, null, `funder${i + 1}_name`), balance: v(money(f.balance), null, `funder${i + 1}_balance`),
      payment: v(money(f.payment), null, `funder${i + 1}_payment`) })),
    fundedDate: v(fmtDate(new Date(m.signed.getTime() + 9 * 86400000), date), null, 'funder_funded_date'),
  };
}
export type Dec = ReturnType<typeof decoys>;

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") '
  + 'certify that all information and documents submitted in connection with this application are true, correct and complete. '
  + 'You authorize the recipient, its affiliates, agents, assignees and any funding source to which this application is '
  + 'submitted to obtain consumer and business credit reports, bank references, merchant processing statements and any other '
  + 'information from third parties to verify the information provided, now and at any time in the future while any obligation '
  + 'remains outstanding. You further authorize the sharing of this application and related documents with potential funding '
  + 'sources. This is not a loan application; any purchase of future receivables is subject to a separate agreement. A '
  + 'photocopy or electronic copy of this authorization shall be deemed as valid as the original.';
export const TERMS = 'Merchant understands that the Funder does not guarantee approval and that any offer will be made on terms determined '
  + 'solely by the Funder after review of the merchant\'s bank statements, processing history and credit. Merchant consents to '
  + 'receive calls, text messages and e-mails at the numbers and addresses provided, including by automated means. The '
  + 'information on this form will be kept confidential and used only for the purposes stated herein. Merchant agrees that '
  + 'the laws of the State of New York govern this authorization, and that any dispute shall be resolved in the courts '
  + 'located in the county where the Funder maintains its principal office.';
