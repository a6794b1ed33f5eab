// One fictional merchant per (layout, seed): what the merchant is, what was first written and later corrected, and the
// people and numbers around it that are not the application's (decoys). Layouts draw from this; truth is recorded
// only as values are drawn (sheet.ts).
import { Rng } from '../../statements/generator/prng.ts';

export interface Entity { id: string; box: string; text: string; suffix: string }
export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number; ssn: string; masked: boolean;
  dob: string; score: number | null; home: string; homeCity: string;
}
export interface Case {
  legal: string; base: string; dba: string | null; entity: Entity; industryText: string; industry: string;
  ein: string; einType: 'EIN' | 'SSN'; start: string; street: string; city: string; state: string; zip: string;
  phone: string; email: string; website: string | null; employees: number; rent: boolean;
  amount: number; use: string; payment: number; payments: number; freq: string;
  owners: Owner[]; monthlySales: number;
  // Alternatives a correction replaces (the first-written values) and the amendment's new values.
  oldAmount: number; oldEin: string; oldStart: string; amendedAmount: number; extraOwner: Owner;
  iso: { name: string; company: string; phone: string; email: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; contact: string; phone: string }[];
  bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number }[];
  noteName: string; noteRole: string; accountant: string; processor: string; mid: string; stampDate: string;
}

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha', 'Thomas',
  'Nguyen', 'Daniel', 'Priya', 'Kevin', 'Rosa', 'Anthony', 'Grace', 'Marcus', 'Elena', 'Samuel', 'Hannah', 'Victor', 'Mei'];
const LAST = ['Alvarez', 'Brennan', 'Castillo', 'Dubois', 'Eriksen', "O'Brien", 'Garcia-Lopez', 'Van Dyke', 'De Luca', 'Kowalski',
  'Mahoney', 'Nakamura', 'Okafor', 'Patel', 'Quintero', 'Rasmussen', 'Sullivan', 'Thibodeaux', 'Underwood', 'Whitfield',
  'MacArthur', 'Yilmaz', 'Zimmerman', 'Hollis'];
const BASES = ['Harbor Light', 'Blue Mesa', 'Cedar Point', 'Red Fern', 'Summit Ridge', 'Golden Spur', 'Prairie Wind', 'Lakeshore',
  'Copper Kettle', 'Silver Birch', 'Northstar', 'Riverbend', 'Old Mill', 'Juniper Row', 'Bayview', 'Granite Peak'];
// Type-of-business text, industry id by applications.md's longest word-bounded alias (checked again in the test).
const TRADES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Dental office', 'dental_practice', 'Dental Group'],
  ['Hair salon', 'personal_care', 'Salon'], ['Plumbing & HVAC contractor', 'specialty_trade_contractor', 'Mechanical'],
  ['Landscaping and lawn care', 'landscaping', 'Grounds'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Coin laundry', 'dry_cleaning', 'Wash House'], ['Child care center / daycare', 'childcare', 'Kids Academy'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Commercial cleaning', 'cleaning_services', 'Building Services'],
  ['Food truck & catering', 'food_truck_catering', 'Kitchen'], ['Gym', 'fitness', 'Fitness'],
  ['Pet grooming & boarding', 'pet_services', 'Pet Lodge'], ['Convenience store', 'convenience_store', 'Quick Mart'],
  ['Auto body shop', 'auto_repair', 'Collision'], ['Software development', 'it_software', 'Digital'],
];
const ENTITIES: [Entity, number][] = [
  [{ id: 'llc', box: 'LLC', text: 'Limited Liability Company', suffix: ', LLC' }, 5],
  [{ id: 'c_corporation', box: 'Corporation', text: 'C Corp', suffix: ', Inc.' }, 3],
  [{ id: 's_corporation', box: 'S-Corp', text: 'S Corporation', suffix: ' Inc.' }, 2],
  [{ id: 'general_partnership', box: 'Partnership', text: 'General Partnership', suffix: ' Partners' }, 1],
  [{ id: 'sole_proprietorship', box: 'Sole Prop.', text: 'Sole Proprietor', suffix: '' }, 2],
];
const PLACES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'],
  ['Raleigh', 'NC', '276'], ['Spokane', 'WA', '992'], ['Boise', 'ID', '837'], ['Fort Worth', 'TX', '761'], ['Albany', 'NY', '122'],
  ['Trenton', 'NJ', '086'], ['Madison', 'WI', '537'], ['Reno', 'NV', '895'], ['Savannah', 'GA', '314'], ['Denver', 'CO', '802']];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm Street', 'Route 9', 'Harbor Blvd', 'Pine Rd'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO'];
const FUNDERS = ['Rapid Lane Capital', 'Forward Flow Funding', 'Pinnacle MCA Group', 'Bluestone Advance', 'Everpeak Capital'];
const BANKS = ['First Horizon Bank', 'Citizens Trust Bank', 'Wells Fargo Bank', 'TD Bank', 'Regions Bank', 'Chase'];
const PROCESSORS = ['Clover / Fiserv', 'Square', 'Heartland Payment Systems', 'Worldpay', 'Stripe'];
const ROLES = ['bookkeeper', 'office manager', 'CPA', 'brother-in-law, not an owner', 'store manager', 'referral partner'];
const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion / second location', 'Payroll & marketing'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const einText = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const ssnText = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

/** A date printed in one of the forms real applicants use; the ISO value is the truth. */
export function dateText(iso: string, form: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (form === 1) return `${m}/${d}/${String(y).slice(2)}`;
  if (form === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  return `${pad(m)}/${pad(d)}/${y}`;
}

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`;
const ssn = (r: Rng, itin = false) => (itin ? '9' + r.int(10, 99) + pick7(r) : String(r.int(100, 665)) + r.int(10, 99) + r.digits(4));
const pick7 = (r: Rng) => String(r.int(70, 88)) + r.digits(4);

function person(r: Rng, used: Set<string>, title: string, pct: number): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(last)) last = r.pick(LAST);
  used.add(last);
  if (first === last) first = 'Ruth';
  const [city, st] = r.pick(PLACES);
  return { first, middle: r.chance(0.4) ? String.fromCharCode(65 + r.int(0, 25)) + '.' : '', last, title, pct,
    ssn: ssn(r, r.chance(0.1)), masked: r.chance(0.3), dob: isoDate(r, 1958, 1994), score: r.chance(0.5) ? r.int(560, 790) : null,
    home: `${r.int(10, 9899)} ${r.pick(['Willow Ln', 'Birch Ct', 'Maple Dr', 'Sunset Ave', 'Lake Rd'])}`, homeCity: `${city}, ${st}` };
}

export const fullName = (o: Owner) => `${o.first} ${o.last}`;
export const initials = (o: Owner) => (o.first[0]! + o.last.replace(/^(O'|Mac|Van |De )/, (m) => m[0]!)[0]!).toUpperCase();

export function makeCase(layout: string, seed: number, maxOwners = 3): Case {
  const r = new Rng(`independent47:${layout}:${seed}`);
  const entity = r.weighted(ENTITIES);
  const [industryText, industry, word] = r.pick(TRADES);
  const base = `${r.pick(BASES)} ${word}`;
  const used = new Set<string>();
  const n = entity.id === 'sole_proprietorship' ? 1 : r.int(1, maxOwners);
  const shares = n === 1 ? [r.chance(0.8) ? 100 : 80] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 34]]) : [40, 35, 25].slice(0, n);
  const owners = shares.map((p, i) => person(r, used, i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3)), p));
  if (entity.id === 'sole_proprietorship') owners[0]!.title = 'Owner';
  const soleSsn = entity.id === 'sole_proprietorship' && r.chance(0.5);
  const legal = entity.id === 'sole_proprietorship' ? fullName(owners[0]!) : base + entity.suffix;
  const dba = entity.id === 'sole_proprietorship' ? base : r.weighted<string | null>([[null, 3], ['SAME', 2], [`${r.pick(BASES)} ${word}`, 3]]);
  const [city, state, zip3] = r.pick(PLACES);
  const amount = r.int(3, 30) * 5000;
  const payments = r.pick([60, 90, 120, 24, 36]);
  const freq = payments < 40 ? 'weekly' : r.pick(['daily', 'daily', 'weekly']);
  const ein = soleSsn ? owners[0]!.ssn : String(r.int(10, 98)) + r.digits(7);
  const slug = base.toLowerCase().replace(/[^a-z]+/g, '');
  const start = isoDate(r, 2005, 2021);
  let oldAmount = amount - r.int(1, 4) * 5000;
  if (oldAmount <= 0) oldAmount = amount + 10000;
  const extraOwner = person(r, used, r.pick(['Partner', 'Member', 'Silent Partner']), 0);
  // Decoy people never share a surname with an owner, so a name is either an owner's or clearly someone else's.
  const stranger = () => { let l = r.pick(LAST); while (used.has(l)) l = r.pick(LAST); return `${r.pick(FIRST)} ${l}`; };
  return {
    legal, base, dba, entity, industryText, industry, ein, einType: soleSsn ? 'SSN' : 'EIN', start,
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(1, 40) * 10}` : ''}`, city, state, zip: zip3 + r.digits(2),
    phone: phone(r), email: `${r.pick(['info', 'office', 'admin', owners[0]!.first.toLowerCase()])}@${slug}.com`,
    website: r.chance(0.6) ? `www.${slug}.com` : null, employees: r.int(2, 45), rent: r.chance(0.7),
    amount, use: r.pick(USES), payment: Math.round((amount * 1.35) / payments), payments, freq, owners,
    monthlySales: r.int(30, 250) * 1000,
    oldAmount, oldEin: ein.slice(0, 4) + ((Number(ein[4]) + 3) % 10) + ein.slice(5), oldStart: isoDate(r, 2005, 2021),
    amendedAmount: amount + r.int(1, 5) * 5000, extraOwner,
    iso: { name: stranger(), company: r.pick(['Apex Funding Source', 'Main Street Brokerage', 'Clearpath ISO', 'BizCap Advisors']), phone: phone(r), email: `deals@${r.pick(['apexfs', 'mainstbrk', 'clearpathiso'])}.com` },
    landlord: { name: stranger(), phone: phone(r), rent: r.int(12, 90) * 100 },
    refs: [0, 1].map(() => ({ name: `${r.pick(BASES)} ${r.pick(['Supply Co.', 'Wholesale, Inc.', 'Distributors LLC'])}`, contact: stranger(), phone: phone(r) })),
    bank: { name: r.pick(BANKS), routing: '0' + r.digits(8), account: r.digits(r.int(9, 12)) },
    funders: r.chance(0.6) ? [{ name: r.pick(FUNDERS), balance: r.int(4, 60) * 1000, payment: r.int(150, 900) }] : [],
    noteName: stranger(), noteRole: r.pick(ROLES), accountant: `${stranger()}, CPA`,
    processor: r.pick(PROCESSORS), mid: r.digits(15), stampDate: isoDate(r, 2025, 2025),
  };
}

export { Rng };
