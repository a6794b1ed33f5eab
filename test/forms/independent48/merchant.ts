// One fictional merchant with its owners and the decoys around it (bank, landlord, ISO, existing funders). Values are
// kept in their parts; each layout prints them its own way and records the truth of what it printed.
import type { Rng } from '../../statements/generator/prng.ts';
import { fullName, makePerson, otherPerson, type Person } from './people.ts';

export type EntityKey = 'llc' | 'corp' | 'scorp' | 'partnership' | 'llp' | 'sole' | 'pllc';
export interface Owner { p: Person; title: string; pct: number; dob: string; ssn: string; ssnType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  score: number | null; street: string; city: string; st: string; zip: string; cell: string; spouse: string }
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string; /** what the DBA box holds: a name, 'SAME', 'N/A' or '' */
  entity: EntityKey; industryText: string; industry: string; taxId: string; taxIdDigits: string; taxIdType: 'EIN' | 'SSN' | 'BN';
  start: string; years: number; incState: string; street: string; city: string; st: string; zip: string; phone: string; email: string; web: string;
  employees: number; own: boolean; amount: number; payment: number; npay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[]; monthlySales: number; bank: string; routing: string; account: string; landlord: string; rent: number;
  funders: { name: string; balance: number; pay: number }[]; iso: string; isoRep: string; isoId: string; processor: string; mid: string;
  cosigner: string; refs: { name: string; contact: string; phone: string }[];
}

// [printed type of business, industries.json id by the longest label/alias contained] (checked by the test).
export const US_TRADES: readonly (readonly [string, string, string[]])[] = [
  ['Full-service restaurant', 'restaurant', ['Bistro', 'Kitchen', 'Grill']], ['Auto repair & tire shop', 'auto_repair', ['Auto Works', 'Motors Service']],
  ['Hair salon & barbershop', 'personal_care', ['Salon', 'Cuts']], ['Dental office (general dentistry)', 'dental_practice', ['Family Dental', 'Smiles']],
  ['Plumbing & HVAC contractor', 'specialty_trade_contractor', ['Mechanical', 'Plumbing & Air']], ['Commercial cleaning / janitorial', 'cleaning_services', ['Building Services', 'Maintenance']],
  ['Landscaping & lawn care', 'landscaping', ['Lawn & Garden', 'Grounds']], ['Veterinary clinic / animal hospital', 'veterinary', ['Animal Hospital', 'Pet Clinic']],
  ['Convenience store', 'convenience_store', ['Food Mart', 'Quick Stop']], ['Dump truck hauling', 'trucking_local', ['Hauling', 'Transport']],
  ['Daycare center', 'childcare', ['Learning Center', 'Kids Academy']], ['Gym / fitness center', 'fitness', ['Fitness', 'Strength Club']],
  ['Chiropractor office', 'medical_practice', ['Chiropractic', 'Spine & Wellness']], ['Liquor store', 'liquor_store', ['Wine & Spirits', 'Liquors']],
  ['General contractor - remodeling', 'general_contractor', ['Builders', 'Construction']], ['IT services & web design', 'it_software', ['Tech Solutions', 'Digital']],
  ['Laundromat', 'dry_cleaning', ['Wash & Fold', 'Laundry Center']], ['Wholesale food distributor', 'wholesale_distribution', ['Foods', 'Provisions']],
  ['Machine shop / CNC fabrication', 'manufacturing', ['Precision', 'Machining']], ['Home care agency', 'home_health_care', ['Home Care', 'Caregivers']],
  ['Used car dealer', 'auto_dealer_used', ['Auto Sales', 'Motor Cars']], ['Roofing contractor', 'specialty_trade_contractor', ['Roofing', 'Exteriors']],
];
export const CA_TRADES: readonly (readonly [string, string, string[]])[] = [
  ['Restaurant', 'restaurant', ['Bistro', 'Resto-Bar']], ['Dépanneur / convenience store', 'convenience_store', ['Dépanneur', 'Variety']],
  ['Plumbing contractor', 'specialty_trade_contractor', ['Plomberie', 'Plumbing']], ['Auto repair - mechanic', 'auto_repair', ['Garage', 'Mécanique']],
  ['Hair salon', 'personal_care', ['Coiffure', 'Salon']], ['Daycare', 'childcare', ['Garderie', 'Kids']], ['Landscaping / lawn care', 'landscaping', ['Paysagement', 'Lawn']],
];
const PLACES = ['Summit', 'Harbor', 'Lone Star', 'Red Oak', 'Bayview', 'Granite', 'Copper Canyon', 'Magnolia', 'Riverside', 'Iron Gate', 'Blue Heron', 'Crescent'];
const US_CITIES: readonly (readonly [string, string, string])[] = [['Houston', 'TX', '770'], ['Phoenix', 'AZ', '850'], ['Miami', 'FL', '331'],
  ['Chicago', 'IL', '606'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Atlanta', 'GA', '303'],
  ['Columbus', 'OH', '432'], ['Tacoma', 'WA', '984'], ['Fresno', 'CA', '937'], ['Baltimore', 'MD', '212'], ['Nashville', 'TN', '372'], ['Boise', 'ID', '837']];
const CA_CITIES: readonly (readonly [string, string, string])[] = [['Montréal', 'QC', 'H2X'], ['Laval', 'QC', 'H7N'], ['Toronto', 'ON', 'M5V'],
  ['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Blvd', 'Oak Ave', 'Market St', 'Rue Saint-Denis', 'Elm St', 'Route 9', 'Lakeshore Rd', 'Pine Ridge Way'];
const FUNDERS = ['Rapid Bridge Capital', 'Kingsway Advance', 'Fundstream LLC', 'Cobalt Funding Group', 'Yellowstone Receivables', 'Pearl Street Capital'];
const BANKS_US = ['Chase Bank', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'Desjardins', 'TD Canada Trust', 'Scotiabank', 'BMO'];
const TITLES_US = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'VP', 'Secretary', 'Pres./Owner', 'COO'];
const TITLES_CA = ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Partner'];
const ISOS = ['Apex Merchant Advisors', 'BlueLine Business Funding', 'Capstone ISO Group', 'Northpoint Funding Partners'];

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
export const luhn9 = (rng: Rng, first: number): string => {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, x, i) => { const v = i % 2 === 1 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  throw new Error('unreachable');
};
export const ssn = (rng: Rng): string => { let a = rng.int(1, 899); if (a === 666) a = 667; return `${pad(a, 3)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 9999), 4)}`; };
const itin = (rng: Rng): string => `9${pad(rng.int(0, 99), 2)}-${rng.pick([70, 71, 72, 73, 78, 80, 83, 88])}-${pad(rng.int(1, 9999), 4)}`;
const ein = (rng: Rng): string => `${rng.pick(['12', '20', '26', '27', '33', '46', '47', '56', '59', '61', '81', '84', '88', '91', '92'])}-${rng.digits(7)}`;
export const iso = (y: number, m: number, d: number): string => `${y}-${pad(m, 2)}-${pad(d, 2)}`;
const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const money = (rng: Rng, lo: number, hi: number, step: number): number => Math.round(rng.int(lo, hi) / step) * step;

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 80, 75])];
  if (n === 2) return rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  if (n === 3) return rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20], [45, 35, 20]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20]]);
}

export function makeMerchant(rng: Rng, country: 'US' | 'CA', maxOwners: number, entities: readonly EntityKey[]): Merchant {
  const us = country === 'US';
  const [industryText, industry, words] = rng.pick(us ? US_TRADES : CA_TRADES);
  const [city, st, zp] = rng.pick(us ? US_CITIES : CA_CITIES);
  const entity = rng.pick(entities);
  const n = Math.min(maxOwners, entity === 'sole' ? 1 : rng.weighted([[1, 35], [2, 35], [3, 18], [4, 12]]));
  const pcts = entity === 'sole' ? [100] : shares(rng, n);
  const firstOwner = makePerson(rng, country);
  const owners: Owner[] = pcts.map((pct, i) => {
    // A married pair often co-owns: the second owner then shares the first's surname.
    const p = i === 0 ? firstOwner : makePerson(rng, country, i === 1 && rng.chance(0.25) ? firstOwner.last : undefined);
    const [hc, hs, hz] = rng.chance(0.8) ? [city, st, zp] : rng.pick(us ? US_CITIES : CA_CITIES);
    const ssnType = us ? (rng.chance(0.12) ? 'ITIN' : 'SSN') : 'SIN';
    const sid = us ? (ssnType === 'ITIN' ? itin(rng) : ssn(rng)) : luhn9(rng, rng.int(1, 7)).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
    return { p, title: rng.pick(us ? TITLES_US : TITLES_CA), pct, dob: iso(rng.int(1952, 1998), rng.int(1, 12), rng.int(1, 28)), ssn: sid, ssnType,
      masked: rng.chance(0.3), score: rng.chance(0.5) ? rng.int(540, 810) : null, street: `${rng.int(12, 9899)} ${rng.pick(us ? STREETS.filter((x) => !x.startsWith('Rue')) : STREETS)}`, city: hc, st: hs,
      zip: us ? `${hz}${rng.digits(2)}` : `${hz} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R', 'W'])}${rng.int(1, 9)}`, cell: phone(rng),
      spouse: otherPerson(rng, country, rng.chance(0.6) ? p.last : undefined) };
  });
  const base = `${rng.pick(PLACES)} ${rng.pick(words)}`;
  const suffix: Record<EntityKey, string[]> = { llc: ['LLC', 'L.L.C.'], corp: us ? ['Inc.', 'Corp.', 'Incorporated'] : ['Inc.', 'Ltd.', 'Ltée'], scorp: ['Inc.'],
    partnership: ['& Sons', 'Partners'], llp: ['LLP'], sole: [''], pllc: ['PLLC'] };
  const legal = entity === 'sole' ? fullName({ given: firstOwner.given, last: firstOwner.last }, false).text : `${base} ${rng.pick(suffix[entity])}`;
  const dbaKind = entity === 'sole' ? 'name' : rng.weighted([['name', 45], ['same', 20], ['blank', 25], ['na', 10]] as const);
  const dba = dbaKind === 'name' ? (entity === 'sole' ? base : `${rng.pick(PLACES)} ${rng.pick(words)}`) : dbaKind === 'same' ? 'SAME' : dbaKind === 'na' ? 'N/A' : '';
  let taxId: string; let taxIdType: Merchant['taxIdType'];
  if (!us) { taxId = `${luhn9(rng, rng.int(1, 8))} RC0001`; taxIdType = 'BN'; }
  else if (entity === 'sole' && owners[0]!.ssnType === 'SSN' && rng.chance(0.6)) { taxId = owners[0]!.ssn; taxIdType = 'SSN'; } // no EIN: the owner's SSN
  else { taxId = ein(rng); taxIdType = 'EIN'; }
  const y = rng.int(1996, 2023);
  const freq = rng.weighted([['daily', 45], ['weekly', 35], ['biweekly', 10], ['monthly', 10]] as const);
  const npay = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const amount = money(rng, 15000, 450000, 2500);
  const payment = Math.round((amount * rng.pick([1.29, 1.35, 1.42, 1.49])) / npay * 100) / 100;
  const rp = makePerson(rng, country);
  return {
    country, legal, dba, entity, industryText, industry, taxId, taxIdDigits: taxId.replace(/[^0-9A-Z]/g, ''), taxIdType,
    start: iso(y, rng.int(1, 12), rng.int(1, 28)), years: 2025 - y,
    incState: rng.pick(us ? ['DE', 'NV', 'WY', st] : ['Canada (CBCA)', st]), street: `${rng.int(100, 24999)} ${rng.pick(us ? STREETS.filter((x) => !x.startsWith('Rue')) : STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`,
    city, st, zip: us ? `${zp}${rng.digits(2)}` : `${zp} ${rng.int(1, 9)}${rng.pick(['B', 'J', 'T', 'X'])}${rng.int(1, 9)}`, phone: phone(rng),
    email: `${firstOwner.given.toLowerCase().replace(/[^a-z]/g, '')}@${base.toLowerCase().replace(/[^a-z]/g, '')}.${us ? 'com' : 'ca'}`,
    web: rng.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${us ? 'com' : 'ca'}` : '',
    employees: rng.int(2, 85), own: rng.chance(0.25), amount, payment, npay, freq, owners, monthlySales: money(rng, 28000, 900000, 100),
    bank: rng.pick(us ? BANKS_US : BANKS_CA), routing: us ? `0${rng.digits(8)}` : `${rng.digits(5)}-${rng.pick(['001', '815', '004', '002'])}`, account: rng.digits(rng.int(8, 12)),
    landlord: `${rng.pick(PLACES)} Property Management`, rent: money(rng, 1800, 14000, 50),
    funders: rng.shuffle([...FUNDERS]).slice(0, rng.int(0, 2)).map((name) => ({ name, balance: money(rng, 8000, 140000, 10), pay: money(rng, 150, 2400, 1) })),
    iso: rng.pick(ISOS), isoRep: fullName(rp, false).text, isoId: `ISO-${rng.digits(5)}`, processor: rng.pick(['Clover / First Data', 'Square', 'Heartland', 'Worldpay', 'Moneris']),
    mid: rng.digits(rng.int(12, 15)), cosigner: otherPerson(rng, country),
    refs: [0, 1].map(() => ({ name: `${rng.pick(PLACES)} ${rng.pick(['Supply Co.', 'Distributors', 'Wholesale'])}`, contact: otherPerson(rng, country), phone: phone(rng) })),
  };
}

/** Dates as real forms print them. */
export function printDate(isoDate: string, f: 'mdy' | 'mdyy' | 'long' | 'iso'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (f === 'mdy') return `${pad(m, 2)}/${pad(d, 2)}/${y}`;
  if (f === 'mdyy') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'iso') return isoDate;
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${months[m - 1]} ${d}, ${y}`;
}
export const usd = (n: number, cents = false): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
/** The masked form of an owner's SSN/SIN: only the last four shown. */
export const maskId = (id: string, style: number, country: 'US' | 'CA'): string =>
  country === 'CA' ? [`XXX XXX ${id.slice(-3)}`, `*** *** ${id.slice(-3)}`][style % 2]! : [`XXX-XX-${id.slice(-4)}`, `***-**-${id.slice(-4)}`][style % 2]!;
