// The merchant behind one generated form: business, request, owners and the people and numbers that are not the
// applicant (decoys). Only what a layout prints reaches the truth (sheet.ts); this file decides the values and how
// each is written (`*Text`), with the value applications.md reads from that writing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  first: string; last: string; nameText: string; title: string; pct: number; credit: number | null;
  taxText: string; taxId: string | null; taxType: string | null; dobText: string; dobIso: string;
  home: string; phone: string;
}
export interface Merchant {
  country: Country; legal: string; dbaText: string; dba: string | null;
  entityText: string; entityId: string; entityBox: string | null;
  industryText: string; industryId: string | null;
  taxText: string; taxId: string; taxType: string;
  street: string; city: string; state: string; stateText: string; zip: string; phone: string; email: string; website: string;
  startText: string; startIso: string; years: number; incState: string;
  amountText: string; amount: number; paymentText: string; payment: number; nPayments: number; freq: string; useOfFunds: string;
  monthlySales: string; employees: number;
  owners: Owner[];
  decoy: { landlord: string; landlordPhone: string; rent: string; refs: [string, string][]; iso: string; isoCompany: string;
    funders: [string, string, string][]; bank: string; routing: string; account: string; otherBiz: string; spouse: string };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Marcus', 'Elena', 'Darnell', 'Sofia', 'Hiroshi', 'Grace', 'Luis',
  'Fatima', 'Connor', 'Mei', 'Andre', 'Nadia', 'Wesley', 'Yolanda', 'Rajesh', 'Colette', 'Bogdan', 'Keisha', 'Tobias'];
const LAST = ['Okafor', 'Delgado', 'Nguyen', 'Kowalski', 'Brennan', 'Haddad', 'Lindqvist', 'Whitfield', 'Moreau', 'Castellano',
  'de la Cruz', "O'Neill", 'Van Dyke', 'Smith-Jones', 'Abernathy', 'Tremblay', 'Ferreira', 'Goldberg', 'MacLeod', 'Petrov'];
const MIDDLE = ['A.', 'J.', 'R.', 'L.', 'M.', 'T.'];
const CREDENTIAL = [', DC', ', CPA', ', DDS', ', MD'];
const WORDS = ['Summit', 'Harbor', 'Copper', 'Bluebird', 'Granite', 'Evergreen', 'Lakeside', 'Northgate', 'Redwood', 'Silverline',
  'Prairie', 'Keystone', 'Maple Leaf', 'Ironwood', 'Sunrise', 'Cedar Point', 'Tri-County', 'Old Mill', 'Riverbend', 'Beacon'];
const US_PLACES: [string, string, string, string][] = [['TX', 'Texas', 'Austin', '787'], ['FL', 'Florida', 'Tampa', '336'],
  ['NY', 'New York', 'Buffalo', '142'], ['OH', 'Ohio', 'Columbus', '432'], ['GA', 'Georgia', 'Savannah', '314'],
  ['AZ', 'Arizona', 'Mesa', '852'], ['NJ', 'New Jersey', 'Paterson', '075'], ['IL', 'Illinois', 'Peoria', '616'],
  ['NC', 'North Carolina', 'Raleigh', '276'], ['CO', 'Colorado', 'Pueblo', '810'], ['MI', 'Michigan', 'Lansing', '489'],
  ['CA', 'California', 'Fresno', '937'], ['WA', 'Washington', 'Spokane', '992'], ['PA', 'Pennsylvania', 'Erie', '165']];
const CA_PLACES: [string, string, string, string][] = [['ON', 'Ontario', 'Hamilton', 'L8P'], ['BC', 'British Columbia', 'Kelowna', 'V1Y'],
  ['AB', 'Alberta', 'Red Deer', 'T4N'], ['QC', 'Quebec', 'Laval', 'H7N'], ['MB', 'Manitoba', 'Brandon', 'R7A'], ['NS', 'Nova Scotia', 'Truro', 'B2N']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'King St W', 'Market Sq', 'Route 9', 'Harbour Rd', 'Oak Blvd'];
// Printed entity wording -> entity-types id (applications.md: by id, label or alias; Inc/Corp/Ltd by country).
const US_ENTITIES: [string, string, string | null][] = [['LLC', 'llc', 'LLC'], ['Limited Liability Company', 'llc', 'LLC'],
  ['Corporation', 'c_corporation', 'Corporation'], ['Inc.', 'c_corporation', 'Corporation'], ['S Corp', 's_corporation', null],
  ['Sole Proprietor', 'sole_proprietorship', 'Sole Proprietor'], ['Partnership', 'general_partnership', 'Partnership'],
  ['LLP', 'llp', null], ['PLLC', 'pllc', null], ['LP', 'limited_partnership', null]];
const CA_ENTITIES: [string, string, string | null][] = [['Corporation', 'ca_corporation', 'Corporation'], ['Ltd.', 'ca_corporation', 'Corporation'],
  ['Sole Proprietorship', 'sole_proprietorship', 'Sole Proprietor'], ['Partnership', 'general_partnership', 'Partnership'], ['ULC', 'ca_ulc', null]];
const INDUSTRY_TEXTS = ['Family restaurant', 'Pizzeria', 'Collision repair / body shop', 'Hair salon', 'Dental office',
  'Veterinary clinic', 'Plumbing contractor', 'HVAC installation and service', 'Landscaping & lawn care', 'Local trucking - dump truck',
  'Convenience store', 'Liquor store', 'Daycare center', 'Fitness center', 'Dry cleaner', 'Roofing contractor', 'Urgent care',
  'Wholesale distributor, paper goods', 'Shopify store (e-commerce)', 'Commercial cleaning', 'Coffee shop', 'Chiropractor',
  'Home health care agency', 'Used car dealer', 'Florist', 'Food truck', 'General contractor', 'Pet grooming', 'Motel', 'Bookkeeping'];
const FUNDERS = ['Rapid Advance Group', 'Cobalt Capital Funding', 'Pinnacle MCA', 'Yellowstone Partners', 'Fundwell Direct'];
const BANKS = { US: ['Chase', 'Wells Fargo', 'TD Bank', 'Regions Bank', 'PNC Bank', 'Truist'], CA: ['RBC Royal Bank', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'] };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface IndustryRef { id: string; label: string; aliases: string[] }
const INDUSTRIES = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryRef[] }).items;
/** applications.md: the id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) for (const term of [it.label, ...it.aliases]) {
    const re = new RegExp(`(^|[^A-Za-z0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
    if (re.test(text) && (!best || term.length > best[1])) best = [it.id, term.length];
  }
  return best ? best[0] : null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (n: number, cents = false) => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, x, i) => { const v = i % 2 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  return '';
}
/** A date, written one of several ways; returns [printed, iso]. */
function dateText(r: Rng, y: number, m: number, d: number, styles: string[]): [string, string] {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const s = r.pick(styles);
  const t = s === 'mdy' ? `${pad(m)}/${pad(d)}/${y}` : s === 'mdyy' ? `${m}/${d}/${String(y).slice(2)}` : s === 'long' ? `${MONTHS[m - 1]} ${d}, ${y}` : iso;
  return [t, iso];
}

function owner(r: Rng, c: Country, pct: number, title: string, masked: boolean): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const form = r.int(0, 5);
  const nameText = form === 0 ? `${last}, ${first}` : form === 1 ? `${first} ${r.pick(MIDDLE)} ${last}` : form === 2 && r.chance(0.5) ? `${first} ${last}${r.pick(CREDENTIAL)}` : `${first} ${last}`;
  let taxText: string, taxId: string, taxType: string;
  if (c === 'CA') { taxId = luhn9(r, r.int(1, 7)); taxType = 'SIN'; taxText = `${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`; }
  else {
    const itin = r.chance(0.12);
    const area = itin ? r.int(900, 999) : r.pick([r.int(1, 665), r.int(667, 899)]);
    taxId = `${pad(area, 3)}${pad(itin ? r.int(70, 88) : r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
    taxType = itin ? 'ITIN' : 'SSN'; taxText = `${taxId.slice(0, 3)}-${taxId.slice(3, 5)}-${taxId.slice(5)}`;
  }
  if (masked) taxText = c === 'CA' ? `*** *** ${taxId.slice(6)}` : r.pick([`XXX-XX-${taxId.slice(5)}`, `***-**-${taxId.slice(5)}`]);
  const [dobText, dobIso] = dateText(r, r.int(1951, 1996), r.int(1, 12), r.int(1, 28), c === 'CA' ? ['iso', 'long'] : ['mdy', 'mdy', 'long', 'mdyy']);
  const home = `${r.int(12, 9800)} ${r.pick(['Birch Ln', 'Willow Ct', 'Spruce St', 'Hillcrest Dr', 'Lakeview Rd'])}`;
  return { first, last, nameText, title, pct, credit: r.chance(0.45) ? r.int(540, 790) : null, taxText,
    taxId: masked ? null : taxId, taxType: masked ? null : taxType, dobText, dobIso, home, phone: phone(r) };
}
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;

export function makeMerchant(r: Rng, country: Country, maxOwners = 3): Merchant {
  const [state, stateName, city, zip3] = r.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const [entityText, entityId, entityBox] = r.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const n = entityId === 'sole_proprietorship' ? 1 : r.weighted([[1, 4], [2, 4], [3, 3]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const split = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const titles = entityId === 'llc' || entityId === 'pllc' ? ['Managing Member', 'Member', 'Member'] : entityId.includes('partnership') || entityId === 'llp'
    ? ['General Partner', 'Partner', 'Partner'] : entityId === 'sole_proprietorship' ? ['Owner'] : [r.pick(['President', 'CEO']), r.pick(['Vice President', 'Secretary']), 'Treasurer'];
  const anyMasked = r.chance(0.35);
  const owners = split.map((p, i) => owner(r, country, p, titles[i]!, anyMasked && (i > 0 || r.chance(0.5))));
  const word = r.pick(WORDS), word2 = r.pick(['Kitchen', 'Services', 'Group', 'Works', 'Supply', 'Holdings', 'Enterprises', 'Trading']);
  const o0 = owners[0]!;
  let legal: string;
  if (entityId === 'sole_proprietorship') legal = `${o0.first} ${o0.last}`;
  else if (country === 'CA' && entityId === 'ca_corporation' && r.chance(0.3)) legal = `${r.int(1000000, 2999999)} ${stateName} ${entityText === 'Ltd.' ? 'Ltd.' : 'Inc.'}`;
  else {
    const suffix: Record<string, string[]> = { llc: [', LLC', ' LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Incorporated'], s_corporation: [', Inc.'],
      general_partnership: [' Partners', ' & Associates'], llp: [' LLP'], pllc: [', PLLC'], limited_partnership: [' Holdings, LP'],
      ca_corporation: [' Ltd.', ' Inc.', ' Corporation'], ca_ulc: [' ULC'] };
    legal = `${word} ${word2}${r.pick(suffix[entityId] ?? [''])}`;
  }
  const industryText = r.pick(INDUSTRY_TEXTS);
  const dbaKind = r.weighted([['name', 5], ['SAME', 1], ['N/A', 1], ['', 2], ['legal', 1]] as const);
  const dbaName = `${word} ${industryText.split(/[ ,/&(-]/)[0]}`;
  const dbaText = dbaKind === 'name' ? dbaName : dbaKind === 'legal' ? legal : dbaKind;
  let taxText: string, taxId: string, taxType: string;
  if (country === 'CA') { taxId = luhn9(r, r.int(1, 8)); taxType = 'BN'; const pa = r.pick(['RC0001', 'RT0001']); taxText = `${taxId} ${pa}`; taxId += pa; }
  else if (entityId === 'sole_proprietorship' && r.chance(0.5) && o0.taxId) { taxId = o0.taxId; taxType = o0.taxType!; taxText = o0.taxText; }
  else {
    const pre = r.pick(['12', '20', '27', '33', '45', '46', '52', '61', '81', '84', '88', '90', '93', '98']);
    taxId = pre + pad(r.int(1000000, 9999999), 7); taxType = 'EIN'; taxText = `${pre}-${taxId.slice(2)}`;
  }
  const y = r.int(2003, 2022), m = r.int(1, 12), d = r.int(1, 28);
  const [startText, startIso] = dateText(r, y, m, d, country === 'CA' ? ['iso', 'long'] : ['mdy', 'mdyy', 'long']);
  const amount = r.int(20, 400) * 1000 + r.pick([0, 0, 500]);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? r.pick([100, 120, 140, 160]) : freq === 'weekly' ? r.pick([24, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45) / nPayments) * 100) / 100;
  const otherCity = r.pick((country === 'US' ? US_PLACES : CA_PLACES).filter((p) => p[0] !== state));
  const postal = country === 'US' ? `${zip3}${pad(r.int(1, 99))}` : `${zip3} ${r.int(1, 9)}${r.pick(['A', 'C', 'K', 'R'])}${r.int(1, 9)}`;
  const dom = legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14);
  return {
    country, legal, dbaText, dba: dbaKind === 'name' ? dbaName : null, entityText, entityId, entityBox, industryText, industryId: industryOf(industryText),
    taxText, taxId, taxType, street: `${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Unit ${r.int(1, 40)}` : ''}`, city, state,
    stateText: r.chance(0.6) ? state : stateName, zip: postal, phone: phone(r), email: `${o0.first.toLowerCase()}@${dom}.com`, website: `www.${dom}.com`,
    startText, startIso, years: 2025 - y, incState: r.chance(0.5) ? (country === 'US' ? 'Delaware' : 'Canada (CBCA)') : otherCity[1],
    amountText: r.pick([`$${money(amount)}`, `${money(amount)}.00`, `$ ${amount}`]), amount, paymentText: `$${money(payment, true)}`, payment, nPayments, freq,
    useOfFunds: r.pick(['Inventory', 'Equipment purchase', 'Payroll and working capital', 'Expansion / second location', 'Marketing', 'Debt consolidation']),
    monthlySales: `$${money(r.int(25, 400) * 1000)}`, employees: r.int(1, 45), owners,
    decoy: {
      landlord: `${r.pick(FIRST)} ${r.pick(LAST)} Properties`, landlordPhone: phone(r), rent: `$${money(r.int(12, 150) * 100)}`,
      refs: [[`${r.pick(WORDS)} Foods Supply`, phone(r)], [`${r.pick(WORDS)} Equipment Co.`, phone(r)]],
      iso: `${r.pick(FIRST)} ${r.pick(LAST)}`, isoCompany: `${r.pick(WORDS)} Merchant Advisors`,
      funders: r.chance(0.6) ? [[r.pick(FUNDERS), `$${money(r.int(5, 90) * 1000)}`, `$${money(r.int(150, 1900))}`]] : [],
      bank: r.pick(BANKS[country]), routing: country === 'US' ? `0${r.int(21, 91)}${r.digits(6)}` : `${r.digits(5)}-${r.digits(3)}`, account: r.digits(r.int(8, 12)),
      otherBiz: `${r.pick(WORDS)} ${r.pick(['Rentals', 'Vending', 'Logistics'])} LLC`, spouse: `${r.pick(FIRST)} ${o0.last}`,
    },
  };
}
