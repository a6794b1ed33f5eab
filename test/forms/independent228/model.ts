// The fictional merchant behind one form of set 228: business, owners, the merchant's request and every decoy
// table a broker types around it (bank statement summary, prior fundings, broker proposal, monthly revenue).
import { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; last: string; middle: string | null; title: string; pct: number; ssn: string; ssnShown: 'full' | 'masked' | 'blank';
  itin: boolean; dob: string | null; score: number | null; home: Addr; cell: string; email: string;
}
export interface Entity { id: string; box: string; other: string | null; free: string }
export interface Terms { amount: number; payment: number | null; n: number | null; freq: string | null }
export interface BankMonth { month: string; deposits: number; count: number; nsf: number; ending: number }
export interface Prior { funder: string; date: string; amount: number; balance: number; paidOff: boolean }
export interface Deal {
  legal: string; dba: string | null; dbaPrinted: string; entity: Entity; industryText: string; industryId: string;
  taxPrinted: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN'; startIso: string; startPrinted: string;
  stateInc: string; addr: Addr; phone: string; email: string; website: string; rent: 'Rent' | 'Own'; landlord: string; landlordPhone: string;
  employees: number; use: string; owners: Owner[]; req: Terms; prop: Terms & { factor: string };
  bankName: string; routing: string; account: string; months: BankMonth[]; priors: Prior[];
  revenue: { month: string; amount: number }[]; avgMonthly: number; annual: number;
  iso: { name: string; company: string; phone: string; email: string }; refs: { name: string; phone: string }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Denise', 'Tomasz', 'Grace', 'Malik', 'Hannah', 'Victor',
  'Yolanda', 'Sean', 'Keiko', 'Andre', 'Rosa', 'Darnell', 'Elena', 'Omar', 'Brittany', 'Luis', 'Nadia'];
const LAST = ['Alvarez', 'Whitfield', 'Okafor', 'Nguyen', 'Brennan', 'Delgado', 'Patel', 'Kowalski', 'Harrington', "O'Connell",
  'Smith-Jones', 'De La Cruz', 'Van Buren', 'Mbeki', 'Castellano', 'Fitzgerald', 'Yamamoto', 'Lindqvist', 'Abernathy', 'Del Rio'];
const STREETS = ['Maple Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Main St', 'Oak Ridge Rd', 'Harbor Dr', 'Pine St', 'Market St', 'Elm Ct', 'Route 9'];
const CITIES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'],
  ['Newark', 'NJ', '071'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Albany', 'NY', '122'], ['Atlanta', 'GA', '303'],
  ['Reno', 'NV', '895'], ['Spokane', 'WA', '992'], ['Omaha', 'NE', '681'], ['Hartford', 'CT', '061'], ['Boise', 'ID', '837']];
/** Type-of-business texts with the id applications.md's longest-alias rule gives (checked in the test). */
export const INDUSTRIES: [string, string, string][] = [
  ['Full-service restaurant', 'restaurant', 'Grill'], ['Auto repair and tire shop', 'auto_repair', 'Auto Care'],
  ['Dental office', 'dental_practice', 'Dental Studio'], ['Plumbing & HVAC contractor', 'specialty_trade_contractor', 'Mechanical'],
  ['Hair salon', 'personal_care', 'Salon'], ['Landscaping and lawn care', 'landscaping', 'Landscapes'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Dump truck hauling', 'trucking_local', 'Hauling'],
  ['Commercial cleaning services', 'cleaning_services', 'Cleaning'], ['Convenience store', 'convenience_store', 'Quick Mart'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Liquor store', 'liquor_store', 'Spirits'], ['IT services / managed services', 'it_software', 'Tech'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Medical office', 'medical_practice', 'Family Medicine'], ['Moving company', 'trucking_local', 'Movers'],
];
const WORDS = ['Summit', 'Blue River', 'Golden Gate', 'Lakeside', 'Ironwood', 'Prairie', 'Northstar', 'Cedar Hill', 'Bayview', 'Redstone', 'Copper Canyon', 'Silverline'];
/** [id, checkbox label, free text as a merchant writes it, legal-name suffix]. */
const ENTITIES: [string, string, string, string][] = [
  ['llc', 'LLC', 'Limited Liability Company', 'LLC'], ['llc', 'LLC', 'L.L.C.', 'L.L.C.'], ['c_corporation', 'Corporation', 'C-Corp', 'Inc.'],
  ['c_corporation', 'Corporation', 'Inc.', 'Inc.'], ['s_corporation', 'Other', 'S Corp', 'Inc.'], ['general_partnership', 'Partnership', 'Partnership', '& Partners'],
  ['limited_partnership', 'LP', 'L.P.', 'LP'], ['pllc', 'Other', 'PLLC', 'PLLC'], ['sole_proprietorship', 'Sole Proprietor', 'Sole Proprietor', ''],
];
export const FUNDERS = ['Rapid Bridge Capital', 'Mainstreet Advance Co.', 'Yellowstone Merchant', 'Pinnacle Receivables', 'Forward Line Funding', 'Credibly West'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'US Bank'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
export const FREQ_PRINT: Record<string, string[]> = { daily: ['Daily', 'DAILY', 'Daily (M-F)'], weekly: ['Weekly', 'WEEKLY'],
  biweekly: ['Bi-Weekly', 'Biweekly'], monthly: ['Monthly'] };

export const money = (v: number, cents = true): string => '$' + v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const pad = (n: number): string => String(n).padStart(2, '0');
export function usDate(iso: string, form: 'long' | 'short' | 'yy'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (form === 'long') return `${LONG_MONTHS[m - 1]} ${d}, ${y}`;
  return form === 'yy' ? `${pad(m)}/${pad(d)}/${String(y).slice(2)}` : `${pad(m)}/${pad(d)}/${y}`;
}
const isoDate = (r: Rng, y0: number, y1: number): string => `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
function addr(r: Rng): Addr {
  const [city, state, zip] = r.pick(CITIES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city, state, zip: zip + r.digits(2) };
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.pick(['70', '78', '88', '91', '94'])}-${r.int(1000, 9999)}`;
  return `${r.int(101, 665)}-${pad(r.int(1, 99))}-${r.int(1001, 9999)}`;
}
function split(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 80, 51])];
  if (n === 2) { const a = r.pick([50, 60, 51, 75, 70]); return [a, r.chance(0.8) ? 100 - a : 100 - a - 10]; }
  const a = r.pick([40, 34, 50]); const b = r.pick([30, 33, 25]); return [a, b, 100 - a - b];
}

export function makeDeal(r: Rng, maxOwners: number): Deal {
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const n = r.int(1, maxOwners);
  const pcts = split(r, n);
  const owners: Owner[] = pcts.map((pct, i) => {
    const first = r.pick(FIRST); const last = r.pick(LAST); const itin = r.chance(0.12);
    return { first, last, middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'T']) : null, title: i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3)),
      pct, itin, ssn: ssn(r, itin), ssnShown: r.weighted([['full', 6], ['masked', 2], ['blank', 1]] as const), dob: r.chance(0.85) ? isoDate(r, 1956, 1996) : null,
      score: r.chance(0.6) ? r.int(540, 790) : null, home: addr(r), cell: phone(r), email: `${first.toLowerCase()}.${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@gmail.com` };
  });
  let ent = r.pick(ENTITIES);
  if (ent[0] === 'sole_proprietorship' && n > 1) ent = ENTITIES[0]!;
  const sole = ent[0] === 'sole_proprietorship';
  const o0 = owners[0]!;
  const trade = `${r.pick(WORDS)} ${noun}`;
  const legal = sole ? `${o0.first} ${o0.last}` : `${r.chance(0.5) ? trade : r.pick(WORDS) + ' ' + r.pick(['Holdings', 'Enterprises', 'Group', 'Ventures'])} ${ent[3]}`.replace(' & Partners', ' & Partners');
  const dbaMode = r.weighted([['name', 6], ['blank', 1], ['SAME', 1], ['N/A', 1]] as const);
  const dba = sole || dbaMode === 'name' ? trade : null;
  const dbaPrinted = dba ?? (dbaMode === 'blank' ? '' : dbaMode);
  const entity: Entity = { id: ent[0], box: ent[1], other: ent[1] === 'Other' ? ent[2] : null, free: ent[2] };
  const soleSsn = sole && r.chance(0.6);
  const taxType: Deal['taxType'] = soleSsn ? (o0.itin ? 'ITIN' : 'SSN') : 'EIN';
  const taxPrinted = soleSsn ? o0.ssn : `${r.pick(['12', '20', '26', '33', '45', '47', '61', '82', '84', '91'])}-${r.digits(7)}`;
  const startIso = isoDate(r, 2004, 2022);
  const a = addr(r);
  const amount = r.pick([25, 35, 40, 50, 60, 75, 85, 100, 120, 150, 200, 250]) * 1000;
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPay = { daily: r.pick([60, 100, 120, 160]), weekly: r.pick([16, 26, 40, 52]), biweekly: r.pick([12, 20, 26]), monthly: r.pick([6, 9, 12]) }[freq];
  const factor = r.pick([1.25, 1.29, 1.35, 1.42, 1.49]);
  const reqMode = r.weighted([['full', 5], ['amount', 2], ['noPayment', 2]] as const);
  const req: Terms = { amount, payment: reqMode === 'full' ? Math.round(amount * factor / nPay * 100) / 100 : null,
    n: reqMode === 'amount' ? null : nPay, freq: reqMode === 'amount' ? null : freq };
  const pAmount = amount - r.pick([5, 10, 15, 20]) * 1000;
  const pFreq = r.pick(['daily', 'weekly']); const pN = pFreq === 'daily' ? r.pick([80, 110, 140]) : r.pick([20, 30, 36]);
  const prop = { amount: pAmount, payment: Math.round(pAmount * 1.38 / pN * 100) / 100, n: pN, freq: pFreq, factor: r.pick(['1.38', '1.42', '1.35']) };
  const base = r.int(30, 260) * 1000;
  const m0 = r.int(0, 11);
  const months: BankMonth[] = [0, 1, 2, 3].map((k) => ({ month: `${MONTHS[(m0 + k) % 12]} ${m0 + k >= 12 ? 2025 : 2024}`,
    deposits: Math.round(base * r.float(0.8, 1.2) * 100) / 100, count: r.int(18, 140), nsf: r.weighted([[0, 5], [1, 2], [2, 1], [4, 1]] as const),
    ending: Math.round(base * r.float(0.04, 0.4) * 100) / 100 }));
  const priors: Prior[] = Array.from({ length: r.int(1, 3) }, () => ({ funder: r.pick(FUNDERS), date: usDate(isoDate(r, 2021, 2024), 'short'),
    amount: r.pick([15, 20, 30, 45, 60, 80]) * 1000, balance: r.int(0, 40) * 1000, paidOff: r.chance(0.5) }));
  const revenue = Array.from({ length: 6 }, (_, k) => ({ month: MONTHS[(m0 + k) % 12]!, amount: Math.round(base * r.float(0.75, 1.25)) }));
  const avgMonthly = Math.round(revenue.reduce((s, x) => s + x.amount, 0) / 6);
  const isoFirst = r.pick(FIRST); const isoLast = r.pick(LAST);
  return { legal, dba, dbaPrinted, entity, industryText, industryId, taxPrinted, taxDigits: taxPrinted.replace(/\D/g, ''), taxType, startIso,
    startPrinted: usDate(startIso, r.pick(['long', 'short', 'yy'] as const)), stateInc: r.chance(0.4) ? r.pick(['DE', 'NV', 'WY']) : a.state, addr: a,
    phone: phone(r), email: `info@${trade.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${trade.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    rent: r.chance(0.7) ? 'Rent' : 'Own', landlord: `${r.pick(WORDS)} Property Mgmt`, landlordPhone: phone(r), employees: r.int(2, 60),
    use: r.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Marketing']), owners, req, prop,
    bankName: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)), months, priors, revenue, avgMonthly, annual: avgMonthly * 12,
    iso: { name: `${isoFirst} ${isoLast}`, company: '', phone: phone(r), email: `${isoFirst.toLowerCase()}@isodesk.com` },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} Supply Co.`, phone: phone(r) })) };
}
