// A fictional West Coast deal: the merchant, its owners and the people and numbers around it (ISO, landlord, bank,
// funders). Layouts choose what to print and how; the truth is built from what they print (sheet.ts).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Place { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number;
  ssn: string; ssnType: 'SSN' | 'ITIN'; masked: boolean; dob: Date; fico: number | null; home: Place; phone: string; email: string;
}
export interface Deal {
  legal: string; dba: string; dbaTruth: string | null; entity: { text: string; id: string };
  industry: { text: string; id: string }; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN'; start: Date;
  addr: Place; phone: string; email: string; website: string; amount: number; payment: number; nPayments: number;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; monthly: number; annual: number; employees: number;
  ownRent: 'Own' | 'Rent'; stateInc: string; rent: number; landlord: { name: string; phone: string };
  bank: { name: string; routing: string; account: string }; refs: { name: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; email: string; id: string };
  funders: { name: string; balance: number; payment: number }[]; generated: Date; signed: Date; owners: Owner[];
}

export const STATES: Record<string, { name: string; cities: [string, string][] }> = {
  CA: { name: 'California', cities: [['Fresno', '937'], ['Oakland', '946'], ['San Diego', '921'], ['Sacramento', '958'], ['Riverside', '925']] },
  OR: { name: 'Oregon', cities: [['Portland', '972'], ['Eugene', '974'], ['Bend', '977'], ['Salem', '973']] },
  WA: { name: 'Washington', cities: [['Tacoma', '984'], ['Spokane', '992'], ['Bellevue', '980'], ['Everett', '982']] },
  NV: { name: 'Nevada', cities: [['Henderson', '890'], ['Reno', '895'], ['Las Vegas', '891'], ['Sparks', '894']] },
  AZ: { name: 'Arizona', cities: [['Tempe', '852'], ['Tucson', '857'], ['Mesa', '852'], ['Flagstaff', '860']] },
  UT: { name: 'Utah', cities: [['Provo', '846'], ['Ogden', '844'], ['Sandy', '840'], ['St. George', '847']] },
  CO: { name: 'Colorado', cities: [['Aurora', '800'], ['Boulder', '803'], ['Fort Collins', '805'], ['Pueblo', '810']] },
};
const FIRST = ['Marisol', 'Kenji', 'Dalia', 'Tomas', 'Priya', 'Brandon', 'Leilani', 'Mateo', 'Hannah', 'Arturo', 'Soo-Jin', 'Garrett',
  'Yesenia', 'Devin', 'Mai', 'Rafael', 'Kaitlyn', 'Omar', 'Beatriz', 'Wyatt', 'Thuy', 'Cody', 'Esperanza', 'Nikhil'];
const LAST = ['Okafor', 'Delgado', 'Nakamura', 'Van der Berg', 'Castellanos', 'Whitfield', 'Tran', 'Haddad', 'Lindqvist', "O'Rourke",
  'Gutierrez-Soto', 'Kealoha', 'Brennan', 'Patel', 'De la Cruz', 'Yazzie', 'Morales', 'Halvorsen', 'Nguyen', 'Abernathy'];
const STREETS = ['SE Division St', 'N Mississippi Ave', 'E Camelback Rd', 'W Sahara Ave', 'S State St', 'Colfax Ave', 'Pacific Ave',
  'Broadway', 'NE Sandy Blvd', 'E Speedway Blvd', 'Riverside Dr', 'Mission St', 'Aurora Ave N', 'W 9000 S'];
const WORDS = ['Cascade', 'Juniper', 'Redwood', 'Tidewater', 'Sagebrush', 'Mesa Verde', 'Sunset', 'Bayside', 'High Desert',
  'Evergreen', 'Copper Canyon', 'Alpine', 'Golden Poppy', 'Driftwood', 'Red Rock', 'Columbia'];
/** Business descriptions and the industries id the longest contained label or alias gives. */
export const INDUSTRIES: [string, string][] = [
  ['Hair salon', 'personal_care'], ['Coffee shop', 'restaurant'], ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['HVAC installation and repair', 'specialty_trade_contractor'],
  ['Landscaping and tree service', 'landscaping'], ['Food truck', 'food_truck_catering'], ['Auto body shop', 'auto_repair'],
  ['Yoga studio', 'fitness'], ['Wine shop', 'liquor_store'], ['Dog grooming', 'pet_services'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Mexican restaurant', 'restaurant'], ['Chiropractor', 'medical_practice'], ['Solar panel installer', 'solar_installer'],
  ['Commercial cleaning', 'cleaning_services'], ['Boutique clothing store', 'retail_general'], ['Marketing agency', 'professional_services'],
  ['Moving company', 'trucking_local'], ['Tire shop', 'auto_repair'], ['Coin laundry', 'dry_cleaning'], ['Pizzeria', 'restaurant'],
  ['Web design and hosting', 'it_software'], ['Event venue rental', 'entertainment_venue'], ['Nail salon', 'personal_care'],
];
/** Printed entity texts and their entity-types ids, with the legal-name suffix that goes with them. */
const ENTITIES: [string, string, string[]][] = [
  ['LLC', 'llc', [' LLC', ', LLC']], ['Limited Liability Company', 'llc', [', LLC']], ['L.L.C.', 'llc', [' L.L.C.']],
  ['Corporation', 'c_corporation', [', Inc.', ' Corp.']], ['C Corp', 'c_corporation', [', Inc.']], ['Inc.', 'c_corporation', [' Inc.']],
  ['S Corp', 's_corporation', [', Inc.', ' Corporation']], ['S Corporation', 's_corporation', [' Inc.']],
  ['Sole Proprietor', 'sole_proprietorship', ['']], ['Sole Proprietorship', 'sole_proprietorship', ['']],
  ['Partnership', 'general_partnership', [' Partners']], ['Limited Partnership', 'limited_partnership', [', LP']],
  ['PLLC', 'pllc', [', PLLC']], ['Professional Corporation', 'professional_corporation', [', P.C.']], ['LLP', 'llp', [' LLP']],
];
const EIN_PREFIX = ['20', '26', '27', '33', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '92', '93', '98'];
const FUNDERS = ['Bluewave Capital', 'Ironclad Funding', 'Lighthouse Advance', 'Northstar MCA', 'Redline Business Capital', 'Summit Merchant Funding'];
const BANKS = ['Umpqua Bank', 'Wells Fargo', 'Zions Bank', 'Banner Bank', 'Mountain America CU', 'Chase', 'US Bank', 'Nevada State Bank'];
const USES = ['Inventory and payroll', 'Equipment purchase', 'Second location build-out', 'Working capital', 'Marketing and hiring',
  'Catch up on vendor invoices and buy a new delivery van before peak season', 'Remodel and expand seating'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'CFO', 'Secretary'];

export const money = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const iso = (d: Date): string => d.toISOString().slice(0, 10);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function fmtDate(d: Date, f: 'iso' | 'long' | 'us' | 'short'): string {
  const m = d.getUTCMonth() + 1, day = d.getUTCDate(), y = d.getUTCFullYear();
  if (f === 'iso') return iso(d);
  if (f === 'long') return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (f === 'us') return `${String(m).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`;
  return `${m}/${day}/${String(y).slice(2)}`;
}
export const fmtSsn = (s: string): string => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const fmtPhone = (s: string): string => `(${s.slice(0, 3)}) ${s.slice(3, 6)}-${s.slice(6)}`;
export const oneLine = (p: Place): string => `${p.street}, ${p.city}, ${p.state} ${p.zip}`;

function date(rng: Rng, y0: number, y1: number): Date {
  return new Date(Date.UTC(rng.int(y0, y1), rng.int(0, 11), rng.int(1, 28)));
}
function phone(rng: Rng, area: string[]): string { return rng.pick(area) + String(rng.int(200, 989)) + rng.digits(4); }
const AREAS: Record<string, string[]> = { CA: ['559', '510', '619', '916'], OR: ['503', '541'], WA: ['253', '509', '425'], NV: ['702', '775'],
  AZ: ['480', '520', '602'], UT: ['801', '385', '435'], CO: ['303', '720', '970'] };

function place(rng: Rng, state: string): Place {
  const [city, zip3] = rng.pick(STATES[state]!.cities);
  return { street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}${rng.chance(0.25) ? ` Suite ${rng.int(100, 420)}` : ''}`, city, state, zip: zip3 + rng.digits(2) };
}
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${rng.digits(2)}${rng.pick(['70', '78', '81', '88', '92', '95'])}${String(rng.int(1, 9999)).padStart(4, '0')}`;
  let area = rng.int(101, 665);
  if (area === 666) area = 667;
  return `${area}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export function makeDeal(rng: Rng, states: readonly string[] = Object.keys(STATES)): Deal {
  const state = rng.pick(states);
  const [etext, eid, suffixes] = rng.pick(ENTITIES);
  const [itext, iid] = rng.pick(INDUSTRIES);
  const sole = eid === 'sole_proprietorship';
  const nOwners = sole ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let first = rng.pick(FIRST);
    while (used.has(first)) first = rng.pick(FIRST);
    used.add(first);
    const home = place(rng, rng.chance(0.8) ? state : rng.pick(Object.keys(STATES)));
    const itin = rng.chance(0.1);
    return { first, middle: rng.chance(0.4) ? rng.pick(['J', 'A', 'M', 'R', 'L']) : '', last: rng.pick(LAST),
      cred: iid === 'dental_practice' && i === 0 ? ', DDS' : iid === 'medical_practice' && i === 0 ? ', DC' : '',
      title: sole ? 'Owner' : i === 0 ? rng.pick(TITLES.slice(0, 5)) : rng.pick(TITLES.slice(4)), pct,
      ssn: ssn(rng, itin), ssnType: itin ? 'ITIN' : 'SSN', masked: rng.chance(0.3), dob: date(rng, 1956, 1998),
      fico: rng.chance(0.6) ? rng.int(560, 805) : null, home, phone: phone(rng, AREAS[state]!), email: '' };
  });
  for (const o of owners) o.email = `${o.first.toLowerCase().replace(/[^a-z]/g, '')}.${o.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'icloud.com'])}`;
  const o0 = owners[0]!;
  const word = rng.pick(WORDS);
  const base = `${word} ${rng.pick(['Ventures', 'Group', 'Holdings', 'Enterprises', 'Services', 'Company'])}`;
  const noun = itext.split(' ').length <= 2 && !/contractor|chiropractor|installer/i.test(itext) ? itext : rng.pick(['Co.', 'Works', 'Studio', 'Pros']);
  const dbaName = `${rng.pick(WORDS.filter((w) => w !== word))} ${noun.replace(/\b[a-z]/g, (c) => c.toUpperCase())}`;
  const legal = sole ? `${o0.first} ${o0.last}` : base + rng.pick(suffixes);
  const dbaMode = rng.weighted([['name', 6], ['SAME', 1], ['N/A', 1], ['', 1], ['legal', 1]] as const);
  const dba = dbaMode === 'name' ? dbaName : dbaMode === 'legal' ? legal : dbaMode;
  const solSsn = sole && rng.chance(0.6);
  const taxId = solSsn ? o0.ssn : `${rng.pick(EIN_PREFIX)}${rng.digits(7)}`;
  const amount = rng.pick([25000, 35000, 40000, 50000, 60000, 75000, 90000, 100000, 125000, 150000, 200000, 250000]);
  const nPayments = rng.pick([60, 80, 100, 120, 130, 160, 24, 36, 52]);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const monthly = rng.int(18, 190) * 1000 + rng.int(1, 9) * 100;
  const stateInc = rng.pick(['DE', 'WY', 'NV', 'DE'].filter((s) => s !== state));
  const nFunders = rng.weighted([[0, 3], [1, 4], [2, 2]] as const);
  return {
    legal, dba, dbaTruth: dbaMode === 'name' ? dbaName : null, entity: { text: etext, id: eid }, industry: { text: itext, id: iid },
    taxId, taxType: solSsn ? o0.ssnType : 'EIN', start: date(rng, 2004, 2022), addr: place(rng, state), phone: phone(rng, AREAS[state]!),
    email: `info@${word.toLowerCase().replace(/ /g, '')}${rng.pick(['co', 'biz', 'llc', 'shop'])}.com`,
    website: `www.${word.toLowerCase().replace(/ /g, '')}${rng.pick(['pdx', 'az', 'nw', 'co', 'ca'])}.com`,
    amount, payment: Math.round((amount * rng.float(1.25, 1.45)) / nPayments * 100) / 100, nPayments, freq, use: rng.pick(USES),
    monthly, annual: monthly * 12 + rng.int(1, 99) * 100, employees: rng.int(1, 45), ownRent: rng.chance(0.8) ? 'Rent' : 'Own',
    stateInc, rent: rng.int(12, 95) * 100 + 50,
    landlord: { name: `${rng.pick(WORDS)} Property Mgmt`, phone: phone(rng, AREAS[state]!) },
    bank: { name: rng.pick(BANKS), routing: rng.pick(['12', '32', '10', '09']) + rng.digits(7), account: rng.digits(rng.int(9, 12)) },
    refs: [0, 1].map(() => ({ name: `${rng.pick(WORDS)} ${rng.pick(['Supply', 'Distributors', 'Wholesale', 'Foods'])}`, phone: phone(rng, AREAS[state]!) })),
    iso: { company: '', rep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng, ['415', '503', '602', '702', '801', '303']),
      email: '', id: `ISO-${rng.digits(5)}` },
    funders: Array.from({ length: nFunders }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(40, 900) * 100 + 37, payment: rng.int(150, 2400) + 0.55 })),
    generated: date(rng, 2024, 2025), signed: date(rng, 2024, 2025), owners,
  };
}
