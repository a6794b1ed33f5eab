// A fictional merchant and its owners, drawn from a seeded Rng: the facts a form may print. What a form prints (and so
// the truth) is decided by the layout; here are only the facts and their printed spellings.
import { Rng } from '../../statements/generator/prng.ts';
import { industryOf } from './rules.ts';

export interface Owner {
  first: string; middle: string; last: string; suffix: string; role: string; pct: number;
  ssn: string; ssnType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number; home: string;
}

export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string; entity: string; industryText: string; industry: string;
  taxId: string; state: string; city: string; street: string; zip: string; phone: string; email: string;
  stateOfInc: string; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  start: string; owners: Owner[]; landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  rep: string; refs: string[]; funders: { name: string; balance: number; payment: number }[]; sales: number;
}

const FIRST = ['Maria', 'Darnell', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Oluwaseun', 'Mei', 'Gregory', 'Fatima', 'Colin', 'Rosa', 'Anh', 'Bianca', 'Emeka', 'Ingrid', 'Rafael'];
const LAST = ['Okafor', 'Delgado', 'Whitfield', 'Nakamura', 'van der Berg', 'De la Cruz', 'Garcia-Lopez', 'Brennan', 'Kowalski', "O'Neill", 'Haddad', 'McAllister', 'St. Pierre', 'Lindqvist', 'Abernathy-Cole', 'Le'];
const WORDS = ['Harbor', 'Cedar', 'Summit', 'Blue Mesa', 'Northgate', 'Copper', 'Willow Bend', 'Granite', 'Lakeshore', 'Redbird', 'Ironwood', 'Sunfield', 'Tall Pine', 'Riverstone'];
// [description printed as type of business, word for the business name]
const TRADES: [string, string][] = [
  ['Italian restaurant', 'Trattoria'], ['Hair salon', 'Salon'], ['Collision repair', 'Auto Body'], ['Plumbing and HVAC contractor', 'Mechanical'],
  ['Veterinary clinic', 'Animal Care'], ['Dental office', 'Dental'], ['Landscaping & lawn care', 'Landscapes'], ['Coffee shop', 'Coffee Co'],
  ['Local trucking / dump truck hauling', 'Hauling'], ['Daycare center', 'Kids Academy'], ['Janitorial services', 'Cleaning'], ['Gym and fitness center', 'Fitness'],
  ['Florist', 'Flowers'], ['Pet grooming', 'Pet Spa'], ['Convenience store', 'Market'], ['Machine shop', 'Machining'], ['Food truck', 'Street Eats'],
  ['Dry cleaner', 'Cleaners'], ['Accounting & bookkeeping', 'Accounting'], ['Used car dealer', 'Motors'],
];
const US_PLACES: [string, string, string][] = [
  ['TX', 'Austin', '787'], ['FL', 'Tampa', '336'], ['NY', 'Buffalo', '142'], ['OH', 'Dayton', '454'], ['GA', 'Savannah', '314'], ['AZ', 'Mesa', '852'],
  ['NC', 'Raleigh', '276'], ['CO', 'Aurora', '800'], ['NJ', 'Trenton', '086'], ['IL', 'Peoria', '616'], ['WA', 'Spokane', '992'], ['CA', 'Fresno', '937'],
];
const CA_PLACES: [string, string, string][] = [['BC', 'Kelowna', 'V1Y'], ['BC', 'Burnaby', 'V5H'], ['BC', 'Victoria', 'V8W'], ['BC', 'Nanaimo', 'V9R'], ['BC', 'Kamloops', 'V2C'], ['AB', 'Red Deer', 'T4N']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Kingsway', 'Market Sq', 'Ridge Rd'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Union Trust Bank', 'Heritage National Bank'];
const FUNDERS = ['Bluewave Advance', 'Quickline Capital', 'Pinnacle Merchant Funding', 'Ironclad Receivables'];

function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function ein(r: Rng): string {
  return `${r.pick(['20', '27', '33', '45', '46', '52', '61', '81', '84', '88'])}${r.digits(7)}`;
}
export function ssn(r: Rng): string {
  return `${String(r.int(101, 665)).padStart(3, '0')}${String(r.int(10, 99))}${String(r.int(1001, 9999))}`;
}
export function itin(r: Rng): string {
  return `9${r.digits(2)}${r.pick(['70', '78', '84', '91', '95'])}${String(r.int(1001, 9999))}`;
}
export function sin(r: Rng): string {
  return luhnComplete(`${r.pick(['1', '2', '4', '5', '6', '7'])}${r.digits(7)}`);
}
export function bn(r: Rng): string {
  return luhnComplete(`8${r.digits(7)}`);
}

function isoDate(r: Rng, y0: number, y1: number): string {
  const m = r.int(1, 12);
  return `${r.int(y0, y1)}-${String(m).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}

function owner(r: Rng, pct: number, country: 'US' | 'CA', state: string): Owner {
  const t = country === 'CA' ? 'SIN' : r.chance(0.15) ? 'ITIN' : 'SSN';
  return {
    first: r.pick(FIRST), middle: r.chance(0.4) ? r.pick(['J', 'A', 'M', 'R', 'L']) : '', last: r.pick(LAST),
    suffix: r.chance(0.15) ? r.pick(['Jr.', 'III', 'DC', 'CPA']) : '',
    role: r.pick(country === 'CA' ? ['President', 'Director', 'Owner', 'Secretary'] : ['Owner', 'CEO', 'Managing Member', 'President', 'Partner', 'Member']),
    pct, ssn: t === 'SIN' ? sin(r) : t === 'ITIN' ? itin(r) : ssn(r), ssnType: t, dob: isoDate(r, 1958, 1996), credit: r.int(540, 805),
    home: `${r.int(12, 9800)} ${r.pick(['Birch Ln', 'Sycamore Ct', 'Lakeview Dr', 'Hillcrest Way'])}, ${r.pick(['Springfield', 'Fairview', 'Oakdale'])}, `
      + (country === 'CA' ? `${state} V${r.int(1, 9)}${r.pick(['A', 'M', 'T'])} ${r.int(1, 9)}${r.pick(['B', 'N', 'W'])}${r.int(1, 9)}` : `${state} ${r.digits(5)}`),
  };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]);
  return r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
}

export function makeMerchant(seed: number | string, layout: string, country: 'US' | 'CA', owners: number): Merchant {
  const r = new Rng(`independent6:${layout}:${seed}`);
  const [desc, word] = r.pick(TRADES);
  const place = r.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const name = `${r.pick(WORDS)} ${word}`;
  const suffix = country === 'CA' ? r.pick(['Ltd.', 'Inc.', 'Corp.']) : r.pick(['LLC', 'Inc.', 'Corp.', 'LLC', 'Group, LLC']);
  const entity = country === 'CA' ? 'Corporation' : suffix.includes('LLC') ? 'LLC' : r.pick(['Corporation', 'S-Corp']);
  const others = US_PLACES.filter((p) => p[0] !== place[0]).map((p) => p[0]);
  const pcts = shares(r, owners);
  const amount = r.pick([15000, 25000, 35000, 50000, 75000, 100000, 125000, 150000, 250000]) + (r.chance(0.3) ? 2500 : 0);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / nPayments * 100) / 100;
  return {
    country, legal: `${name} ${suffix}`, dba: r.chance(0.6) ? `${r.pick(WORDS)} ${word}` : '', entity, industryText: desc, industry: industryOf(desc) ?? 'unknown',
    taxId: country === 'CA' ? bn(r) : ein(r), state: place[0], city: place[1],
    street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`,
    zip: country === 'CA' ? `${place[2]} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'X'])}${r.int(1, 9)}` : `${place[2]}${r.digits(2)}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, email: `office@${word.toLowerCase().replace(/ /g, '')}${r.int(1, 99)}.com`,
    stateOfInc: r.chance(0.5) ? r.pick(['DE', 'NV', 'WY']) : r.pick(others), amount, payment, nPayments, freq, start: isoDate(r, 2004, 2023),
    owners: pcts.map((p) => owner(r, p, country, country === 'CA' ? 'BC' : r.pick(others))),
    landlord: `${r.pick(['Greystone', 'Parkway', 'Belmont'])} Properties ${r.pick(['LLC', 'Inc.'])}`, landlordPhone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`,
    bank: r.pick(BANKS), routing: luhnComplete(`0${r.digits(7)}`), account: r.digits(r.int(9, 12)),
    rep: `${r.pick(FIRST)} ${r.pick(['Tran', 'Murphy', 'Silva', 'Patel'])}`,
    refs: [`${r.pick(['Sysco', 'Uline', 'Grainger', 'Fastenal'])} - (800) ${r.int(200, 989)}-${r.digits(4)}`, `${r.pick(['Ace Supply', 'Metro Wholesale', 'Delta Paper'])} - (${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`],
    funders: r.chance(0.6) ? [{ name: r.pick(FUNDERS), balance: r.int(8, 60) * 1000 + 250, payment: r.int(150, 900) }] : [],
    sales: r.int(30, 180) * 1000,
  };
}

// ---- printed spellings

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date printed in one of the forms applications.md names. */
export function printDate(iso: string, style: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  switch (style % 4) {
    case 0: return `${mm}/${dd}/${y}`;
    case 1: return `${m}/${d}/${String(y).slice(2)}`;
    case 2: return `${MONTHS[m - 1]} ${d}, ${y}`;
    default: return `${y}-${mm}-${dd}`;
  }
}

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export function fmtEin(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }
export function fmtSsn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function fmtSin(d: string): string { return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; }
export function maskSsn(d: string): string { return `XXX-XX-${d.slice(5)}`; }

/** The owner's name as printed: "First M. Last Jr." or "Last, First". */
export function ownerName(o: Owner, lastFirst = false): string {
  if (lastFirst) return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  const suffix = o.suffix ? (['DC', 'CPA'].includes(o.suffix) ? `, ${o.suffix}` : ` ${o.suffix}`) : '';
  return `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${suffix}`;
}
