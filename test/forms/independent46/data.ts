// One fictional deal as a broker's back office holds it: the merchant, its owners and the broker's own columns (rep,
// status, funders sent to, offer), plus the reference look-ups that turn printed text into truth ids.
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

// The shared reference data beside the checkout (../shared), from a worktree one level deeper too.
const REF_DIR = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((d) => existsSync(`${d}/industries.json`)) ?? '/work/shared/reference';

const require = createRequire(import.meta.url);
const REF = `${REF_DIR}/`;
interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
export const ENTITIES = (require(REF + 'entity-types.json') as { items: RefItem[] }).items;
export const INDUSTRIES = (require(REF + 'industries.json') as { items: RefItem[] }).items;
export const STATES = (require(REF + 'states.json') as { items: { code: string; name: string; country: string; type: string }[] }).items;
export const PROVINCES = (require(REF + 'provinces.json') as { items: { code: string; name: string }[] }).items;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** applications.md: the entity id whose id, label or alias equals the printed text; Inc/Corp/Ltd by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const t = norm(text);
  const hits = ENTITIES.filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t));
  const own = hits.filter((e) => e.countries?.includes(country));
  if (own.length > 1) return (country === 'CA' ? own.find((e) => e.id.startsWith('ca_')) : own.find((e) => !e.id.startsWith('ca_')))?.id ?? own[0]!.id;
  return own[0]?.id ?? hits[0]?.id ?? null;
}

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const n = norm(a);
    if (n && t.includes(` ${n} `) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
  }
  return best?.id ?? null;
}

export interface Ymd { y: number; m: number; d: number }
export const iso = (d: Ymd) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateFmt = 'mdy' | 'mmddyyyy' | 'iso' | 'long' | 'dmmmyy' | 'serial';
/** A date as a sheet cell prints it; `serial` is Excel's day number, no readable date (truth null). */
export function fmtDate(d: Ymd, f: DateFmt): string {
  const p = (n: number) => String(n).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${d.m}/${d.d}/${d.y}`;
    case 'mmddyyyy': return `${p(d.m)}/${p(d.d)}/${d.y}`;
    case 'iso': return iso(d);
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'dmmmyy': return `${d.d}-${MONTHS[d.m - 1]!.slice(0, 3)}-${p(d.y % 100)}`;
    case 'serial': return String(Math.round((Date.UTC(d.y, d.m - 1, d.d) - Date.UTC(1899, 11, 30)) / 86400000));
  }
}
export type MoneyFmt = 'plain' | 'dollars' | 'dollars0' | 'comma';
export function fmtMoney(n: number, f: MoneyFmt): string {
  const c2 = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (f === 'plain') return Number.isInteger(n) ? String(n) : n.toFixed(2);
  if (n < 0) return `-${fmtMoney(-n, f)}`;
  if (f === 'dollars') return `$${c2}`;
  if (f === 'dollars0') return `$${Math.round(n).toLocaleString('en-US')}`;
  return c2;
}
export type PctFmt = 'pct' | 'pct2' | 'frac' | 'num';
export function fmtPct(n: number, f: PctFmt): string {
  return f === 'pct' ? `${n}%` : f === 'pct2' ? `${n.toFixed(2)}%` : f === 'frac' ? String(n / 100) : String(n);
}
export const ein = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const ssn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number;
  ssn: string; masked: boolean; dob: Ymd; credit: number | null; home: Address; phone: string; email: string;
}
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Deal {
  country: 'US' | 'CA'; legal: string; dba: string | null; entityText: string; industryText: string;
  taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; taxPrinted: string; start: Ymd; stateOfInc: string;
  addr: Address; phone: string; email: string; website: string | null; requested: number; payment: number;
  nPayments: number; freq: Freq; useOfFunds: string; monthlySales: number; employees: number; rent: boolean;
  owners: Owner[];
  // The broker's and third parties' values: never truth.
  rep: string; repEmail: string; leadSource: string; status: string; commission: number; submitted: Ymd; sentTo: string[];
  decision: string; factor: number; approved: number; landlord: string; monthlyRent: number; accountant: string;
  bank: string; routing: string; account: string; processor: string; mid: string;
  positions: { funder: string; balance: number; payment: number }[]; broker: string; otherMerchants: string[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Kevin', 'Sofia', 'Tyrone', 'Hannah', 'Luis', 'Grace', 'Omar', 'Rachel', 'Victor', 'Keisha', 'Thomas', 'Mei', 'Andre', 'Carmen', 'Derek'];
const LAST = ['Alvarez', 'Nguyen', 'Okafor', 'Brennan', 'Garcia-Lopez', 'De La Cruz', "O'Neill", 'McAllister', 'van der Berg', 'Patel', 'Whitfield', 'Kowalski', 'Santos', 'Haddad', 'Fitzgerald', 'Reyes-Moreno', 'Lindqvist', 'Abernathy', 'Chen', 'Dubois', 'Washington', 'St. Clair'];
const OTHER = ['Dana Whitlock', 'Greg Sandoval', 'Tina Marchetti', 'Kyle Brandt', 'Nora Feld', 'Sam Iverson', 'Lorraine Pike', 'Vince Abruzzo', 'Jill Harmon', 'Ray Castellano'];
const FUNDERS = ['Bluewater Capital', 'Forge Funding', 'Meridian Advance', 'Cobalt Merchant Funding', 'Pinecrest Capital', 'Ironbridge Funding', 'Lighthouse Advance', 'Summit Bay Capital'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'Bank of America', 'PNC Bank', 'Regions Bank', 'Truist'];
const PROCESSORS = ['Clover (First Data)', 'Square', 'Heartland', 'Worldpay', 'Stripe', 'Elavon'];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Maple St', 'Harbor Blvd', 'Elm St', 'Route 9', 'Lakeview Rd', 'Market St'];
const US_CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'], ['Raleigh', 'NC', '276'], ['Paterson', 'NJ', '075'],
  ['Houston', 'TX', '770'], ['Yonkers', 'NY', '107'], ['Aurora', 'CO', '800'], ['Marietta', 'GA', '300'], ['Fresno', 'CA', '937'], ['Joliet', 'IL', '604'], ['Tacoma', 'WA', '984']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2E'], ['Laval', 'QC', 'H7N'], ['Halifax', 'NS', 'B3J']];
// Printed industry text and a business name stem; the id comes from industryOf (the spec's rule), not from here.
const BUSINESSES: [string, string[]][] = [
  ['Pizzeria', ['Tony\'s Brick Oven', 'Napoli Slice']], ['Coffee shop', ['Daily Grind', 'Bean & Barrel']], ['Hair salon', ['Shear Luxe', 'Velvet Chair']],
  ['Plumbing contractor', ['Clearflow Plumbing', 'Rapid Rooter']], ['HVAC services', ['Polar Air', 'Comfort Zone Mechanical']], ['Dental office', ['Brightside Dental', 'Maple Family Dental']],
  ['Veterinary clinic', ['Paws & Claws Animal Care', 'Riverbend Vet']], ['Landscaping & lawn care', ['Greenway Grounds', 'Evergreen Lawn Pros']],
  ['Trucking - dump truck hauling', ['Big Rock Hauling', 'Ironside Transport']], ['Used car dealer', ['Prime Auto Sales', 'Eastside Motors']],
  ['Daycare center', ['Little Sprouts Learning', 'Sunbeam Kids']], ['Laundromat', ['Spin City Laundry', 'Suds & Duds']], ['Convenience store', ['Quick Stop Mart', 'Corner Express']],
  ['Auto detailing', ['Mirror Finish Detailing', 'Gloss Boss']], ['Gym', ['Ironworks Fitness', 'Peak Performance Gym']], ['Florist', ['Petal Pushers', 'Bloom Room']],
  ['Roofing contractor', ['Summit Ridge Roofing', 'Topline Roofing']], ['Commercial cleaning', ['Spotless Solutions', 'Crystal Janitorial']],
  ['Physical therapy clinic', ['Motion Rehab', 'Core Physio']], ['Liquor store', ['Cork & Cask', 'Bottle King']], ['General contractor', ['Keystone Builders', 'Granite Peak Construction']],
];
const US_ENTITY: [string, string][] = [['LLC', ', LLC'], ['Limited Liability Company', ' LLC'], ['Corporation', ', Inc.'], ['S Corp', ' Inc'], ['Inc.', ', Inc.'],
  ['Partnership', ' Partners'], ['LLP', ', LLP'], ['PLLC', ', PLLC'], ['Sole Proprietor', '']];
const CA_ENTITY: [string, string][] = [['Corporation', ' Inc.'], ['Ltd.', ' Ltd.'], ['Sole Proprietorship', ''], ['Partnership', ' Partners']];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO'];

function ymd(rng: Rng, y0: number, y1: number): Ymd { return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) }; }
function addr(rng: Rng, cities: [string, string, string][]): Address {
  const [city, state, z] = rng.pick(cities);
  const zip = /^\d/.test(z) ? z + rng.digits(2) : `${z} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}`;
  return { street: `${rng.int(12, 9890)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`, city, state, zip };
}
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

export function makeDeal(rng: Rng, o: { maxOwners?: number; canada?: boolean } = {}): Deal {
  const country: 'US' | 'CA' = o.canada !== false && rng.chance(0.15) ? 'CA' : 'US';
  const [industryText, stems] = rng.pick(BUSINESSES);
  const stem = rng.pick(stems);
  const [entityText, suffix] = rng.pick(country === 'US' ? US_ENTITY : CA_ENTITY);
  const sole = /^Sole/.test(entityText);
  const nOwners = sole ? 1 : rng.int(1, Math.min(4, o.maxOwners ?? 4));
  const pcts = nOwners === 1 ? [sole ? 100 : rng.pick([100, 100, 90])] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : nOwners === 3 ? rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const usedLast = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let last = rng.pick(LAST);
    while (usedLast.has(last)) last = rng.pick(LAST);
    usedLast.add(last);
    const first = rng.pick(FIRST);
    const s = (rng.chance(0.15) ? '9' : String(rng.int(1, 8))) + rng.digits(8); // a 9xx number is an ITIN
    return { first, middle: rng.chance(0.35) ? rng.pick('ABCDEJKLMRST'.split('')) + '.' : null, last, cred: industryText === 'Dental office' && i === 0 && rng.chance(0.5) ? 'DDS' : null,
      role: sole ? 'Owner' : i === 0 ? rng.pick(ROLES.slice(0, 4)) : rng.pick(ROLES.slice(3)), pct, ssn: country === 'CA' ? String(rng.int(1, 7)) + rng.digits(8) : s, masked: rng.chance(0.3), dob: ymd(rng, 1958, 1995),
      credit: rng.chance(0.55) ? rng.int(540, 790) : null, home: addr(rng, country === 'US' ? US_CITIES : CA_CITIES), phone: phone(rng),
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
  });
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${stem}${suffix}`;
  const dba = sole ? stem : rng.chance(0.55) ? rng.pick([stem.replace(/ (LLC|Inc\.?)$/, ''), `${stem} ${rng.pick(['Express', 'of ' + 'Downtown', '2', 'Group'])}`]) : null;
  const taxType = country === 'CA' ? 'BN' : sole && rng.chance(0.6) ? (owners[0]!.ssn.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN';
  const taxDigits = taxType === 'BN' ? `${rng.int(1, 9)}${rng.digits(8)}RC0001` : taxType === 'EIN' ? `${rng.int(1, 9)}${rng.digits(8)}` : owners[0]!.ssn;
  const taxPrinted = taxType === 'BN' ? (rng.chance(0.5) ? taxDigits : `${taxDigits.slice(0, 9)} ${taxDigits.slice(9)}`) : taxType === 'EIN' ? ein(taxDigits) : ssn(taxDigits);
  const address = addr(rng, country === 'US' ? US_CITIES : CA_CITIES);
  const requested = rng.int(4, 60) * 5000;
  const freq = rng.pick<Freq>(['daily', 'daily', 'weekly', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? rng.pick([60, 90, 120, 150]) : freq === 'weekly' ? rng.pick([16, 24, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const factor = rng.pick([1.25, 1.29, 1.32, 1.35, 1.39, 1.45]);
  const payment = Math.round((requested * factor / nPayments) * 100) / 100;
  const others = OTHER.slice();
  rng.shuffle(others);
  const fundersSent = rng.shuffle(FUNDERS.slice()).slice(0, rng.int(2, 4));
  const allStates = country === 'US' ? ['DE', 'NV', 'WY', address.state] : ['ON', 'BC', address.state];
  return {
    country, legal, dba, entityText, industryText, taxDigits, taxType, taxPrinted, start: ymd(rng, 1998, 2021), stateOfInc: rng.pick(allStates), addr: address,
    phone: phone(rng), email: `info@${stem.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: rng.chance(0.6) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    requested, payment, nPayments, freq, useOfFunds: rng.pick(['Equipment', 'Inventory', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation']),
    monthlySales: rng.int(20, 300) * 1000 + rng.int(0, 999), employees: rng.int(2, 45), rent: rng.chance(0.75), owners,
    rep: others[0]!, repEmail: `${others[0]!.split(' ')[0]!.toLowerCase()}@brokerdesk.net`, leadSource: rng.pick(['Web form', 'Referral', 'UCC list', 'Cold call', 'Facebook ad', 'Renewal']),
    status: rng.pick(['Submitted', 'In UW', 'Approved', 'Contracts out', 'Pending stips']), commission: rng.pick([8, 10, 12, 15]), submitted: ymd(rng, 2023, 2024),
    sentTo: fundersSent, decision: rng.pick(['Approved', 'Countered', 'Pending', 'Declined - NSFs']), factor, approved: Math.max(5000, requested - rng.int(1, 6) * 5000),
    landlord: `${rng.pick(['Westgate', 'Pinnacle', 'Harborview', 'Crescent'])} Properties LLC`, monthlyRent: rng.int(18, 95) * 100, accountant: others[1]!,
    bank: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)), processor: rng.pick(PROCESSORS), mid: rng.digits(15),
    positions: rng.chance(0.6) ? [{ funder: rng.pick(FUNDERS.filter((f) => !fundersSent.includes(f))), balance: rng.int(5, 60) * 1000, payment: rng.int(150, 900) }] : [],
    broker: rng.pick(['Apex Funding Partners', 'Northstar Business Capital', 'Liberty Merchant Group', 'Blue Ocean Funding']),
    otherMerchants: rng.shuffle(BUSINESSES.map((b) => b[1][1]!).filter((s) => s !== stem)).slice(0, 4),
  };
}

/** The business part of the truth that does not depend on how a layout prints it. */
export function countryName(d: Deal): string { return d.country === 'US' ? 'United States' : 'Canada'; }
