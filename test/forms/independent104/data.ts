// The application behind one printed web form: drawn from the seed only (never from the style or the scan).
// Display formats (dates, tax IDs, money) are chosen by the layouts; this file holds the facts and the decoys.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Ymd { y: number; m: number; d: number }
export interface Place { street: string; city: string; region: string; regionName: string; postal: string }

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number;
  credit: number | null; taxType: 'SSN' | 'ITIN' | 'SIN'; taxDigits: string; dob: Ymd; home: Place; phone: string; email: string;
}

export interface Business {
  country: Country; legal: string; dba: string | null; entityText: string; entityId: string; industryText: string; industryId: string;
  /** EIN / SSN (US sole proprietor) / BN (9 digits, `programAccount` beside it when printed). */
  taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; taxDigits: string; programAccount: string; start: Ymd; incRegion: string; incRegionName: string;
  place: Place; phone: string; email: string; website: string; employees: number; monthlySales: number; rent: boolean;
}

export interface Request { amount: number; payment: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string }
export interface Funder { name: string; balance: number; payment: number }
export interface Decoys {
  bank: string; routing: string; account: string; landlord: string; landlordPhone: string; rep: string; repEmail: string;
  funders: Funder[]; refs: { name: string; phone: string }[];
}
export interface Model { biz: Business; owners: Owner[]; req: Request; decoys: Decoys }

const US_FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Priya', 'Marcus', 'Linda', 'DeShawn', 'Elena', 'Tom', 'Keisha', 'Victor', 'Hannah',
  'Luis', 'Grace', 'Omar', 'Brenda', 'Tyler', 'Mei', 'Carlos', 'Rachel', 'Andre'];
const US_LAST = ['Lopez', 'Whitfield', 'Okafor', 'Nguyen', 'Patel', 'Smith-Jones', "O'Brien", 'De La Cruz', 'Kowalski', 'Bennett',
  'Washington', 'van Dijk', 'Hernandez', 'Goldberg', 'Reyes', 'McAllister', 'Park', 'Abernathy', 'Del Rio', 'Fitzgerald'];
const CA_FIRST = ['Jean-Luc', 'Amélie', 'Connor', 'Siobhan', 'Raj', 'Mathieu', 'Chloé', 'Wei', 'Gurpreet', 'Nathalie', 'Ethan', 'Fatima',
  'Owen', 'Isabelle', 'Darnell', 'Mackenzie'];
const CA_LAST = ['Tremblay', 'Gagnon', 'MacLeod', 'Singh', 'Bouchard', 'Côté', 'Leblanc-Roy', 'Chen', 'Fraser', 'St-Pierre', 'Dhillon',
  'Morrison', 'Pelletier', 'Van Horne', "O'Connor", 'Lavoie'];
const US_PLACES: [string, string, string, string][] = [['Dallas', 'TX', 'Texas', '752'], ['Phoenix', 'AZ', 'Arizona', '850'],
  ['Tampa', 'FL', 'Florida', '336'], ['Columbus', 'OH', 'Ohio', '432'], ['Charlotte', 'NC', 'North Carolina', '282'],
  ['Denver', 'CO', 'Colorado', '802'], ['Newark', 'NJ', 'New Jersey', '071'], ['Atlanta', 'GA', 'Georgia', '303'],
  ['Brooklyn', 'NY', 'New York', '112'], ['Nashville', 'TN', 'Tennessee', '372'], ['Fresno', 'CA', 'California', '937'],
  ['Spokane', 'WA', 'Washington', '992']];
const CA_PLACES: [string, string, string, string][] = [['Calgary', 'AB', 'Alberta', 'T2P'], ['Edmonton', 'AB', 'Alberta', 'T5J'],
  ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Ottawa', 'ON', 'Ontario', 'K1P'], ['Laval', 'QC', 'Quebec', 'H7N'],
  ['Surrey', 'BC', 'British Columbia', 'V3T'], ['Halifax', 'NS', 'Nova Scotia', 'B3J'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'],
  ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'], ['Moncton', 'NB', 'New Brunswick', 'E1C']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Blvd', 'Maple Rd', 'King St W', 'Elm St', 'Park Ave', 'Riverside Dr',
  'Centre St', 'Lakeshore Rd', 'Pine Ct'];
const WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Golden Leaf', 'Cedar', 'Northgate', 'Silver Oak', 'Brightside', 'Ironwood', 'Lakeview',
  'Red Maple', 'Cornerstone', 'Evergreen', 'Keystone', 'Westbrook', 'Sunrise'];
/** [printed type of business, industries reference id] (the longest label/alias the text contains, word-bounded). */
export const INDUSTRIES: [string, string, string][] = [
  ['Hair salon', 'personal_care', 'Salon'], ['Barbershop', 'personal_care', 'Cuts'], ['Italian restaurant', 'restaurant', 'Trattoria'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['HVAC installation & repair', 'specialty_trade_contractor', 'Heating & Air'], ['Dental office', 'dental_practice', 'Dental'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Dump truck hauling', 'trucking_local', 'Hauling'],
  ['Landscaping / lawn care', 'landscaping', 'Landscapes'], ['Convenience store', 'convenience_store', 'Mart'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['E-commerce (Shopify store)', 'ecommerce', 'Goods'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Florist', 'retail_general', 'Flowers'], ['Chiropractor', 'medical_practice', 'Chiropractic'],
  ['Home health care', 'home_health_care', 'Home Care'], ['Food truck', 'food_truck_catering', 'Street Eats'],
  ['General contractor', 'general_contractor', 'Builders'], ['Laundromat', 'dry_cleaning', 'Laundry'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Machine shop', 'manufacturing', 'Machining'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'], ['IT services', 'it_software', 'Tech'],
  ['Roofing company', 'specialty_trade_contractor', 'Roofing']];
const US_ENTITIES: [string, string, string[]][] = [['LLC', 'llc', ['LLC', ', LLC', ' L.L.C.']], ['Corporation', 'c_corporation', [', Inc.', ' Corp.', ' Inc']],
  ['S Corp', 's_corporation', [', Inc.', ' Inc.']], ['C Corp', 'c_corporation', [' Corporation', ', Inc.']], ['Partnership', 'general_partnership', [' Partners', ' & Co']],
  ['LLP', 'llp', [' LLP']], ['PLLC', 'pllc', [' PLLC']], ['Limited Partnership', 'limited_partnership', [' LP', ', L.P.']],
  ['Sole Proprietor', 'sole_proprietorship', []], ['Sole Proprietorship', 'sole_proprietorship', []]];
const CA_ENTITIES: [string, string, string[]][] = [['Corporation', 'ca_corporation', [' Inc.', ' Ltd.', ' Corp.', ' Limited']],
  ['Incorporated', 'ca_corporation', [' Inc.']], ['Partnership', 'general_partnership', [' Partners']],
  ['Sole Proprietorship', 'sole_proprietorship', []], ['Limited Partnership', 'limited_partnership', [' LP']]];
const ROLES: Record<string, string[]> = { llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member', 'Owner'],
  general_partnership: ['Partner', 'General Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Limited Partner', 'Partner'],
  llp: ['Partner', 'Managing Partner'], corp: ['President', 'CEO', 'Vice President', 'Secretary', 'COO', 'Owner'],
  ca_corporation: ['President', 'Director', 'CEO', 'Secretary-Treasurer', 'Vice-President', 'Owner'] };
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing', 'Renovations', 'Debt consolidation'];
const FUNDERS = ['Rapid Capital Funding', 'Pinnacle Advance Group', 'Everest Business Funding', 'Fox Capital', 'Kalamata Capital', 'Greenbox Funding',
  'Yellowstone Advance', 'Mantis Funding'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'U.S. Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'ATB Financial'];

/** Luhn check digit for the first 8 digits of a Canadian BN or SIN. */
export function luhn9(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(first8[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return first8 + String((10 - (sum % 10)) % 10);
}

const EIN_PREFIXES = ['10', '12', '20', '23', '27', '33', '36', '45', '46', '47', '52', '56', '61', '75', '81', '84', '86', '88', '92', '95', '98'];
function ssn(r: Rng): string { return String(r.int(101, 665)).padStart(3, '0') + String(r.int(10, 99)) + String(r.int(1001, 9998)); }
function itin(r: Rng): string { return '9' + r.digits(2) + String(r.pick([70, 71, 72, 73, 78, 80, 83, 88, 90, 94])) + String(r.int(1001, 9998)); }
function sin(r: Rng): string { return luhn9(String(r.int(1, 7)) + r.digits(7)); }
const round = (v: number, to: number): number => Math.round(v / to) * to;

function place(r: Rng, c: Country, list: [string, string, string, string][], same?: [string, string, string, string]): Place {
  const [city, region, regionName, pre] = same ?? r.pick(list);
  const postal = c === 'US' ? pre + r.digits(2)
    : `${pre} ${r.int(1, 9)}${r.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T'])}${r.int(0, 9)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, city, region, regionName, postal };
}

export function makeModel(r: Rng, country: Country): Model {
  const first = country === 'US' ? US_FIRST : CA_FIRST;
  const last = country === 'US' ? US_LAST : CA_LAST;
  const places = country === 'US' ? US_PLACES : CA_PLACES;
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const [entityText, entityId, suffixes] = r.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const sole = entityId === 'sole_proprietorship';
  const nOwners = sole ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : nOwners === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const bizPlace = place(r, country, places);
  const usedFirst = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let f = r.pick(first);
    while (usedFirst.has(f)) f = r.pick(first);
    usedFirst.add(f);
    const taxType = country === 'CA' ? 'SIN' as const : r.chance(0.12) ? 'ITIN' as const : 'SSN' as const;
    const home = place(r, country, places, r.chance(0.7) ? [bizPlace.city, bizPlace.region, bizPlace.regionName, bizPlace.postal.slice(0, 3)] : undefined);
    const l = r.pick(last);
    return {
      first: f, middle: r.chance(0.3) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last: l,
      cred: industryId === 'dental_practice' && i === 0 && r.chance(0.5) ? 'DDS' : industryId === 'medical_practice' && i === 0 && r.chance(0.5) ? 'DC' : null,
      role: sole ? 'Owner' : r.pick(ROLES[entityId] ?? ROLES.corp!), pct,
      credit: r.chance(0.75) ? r.int(560, 810) : null, taxType,
      taxDigits: taxType === 'SIN' ? sin(r) : taxType === 'ITIN' ? itin(r) : ssn(r),
      dob: { y: r.int(1956, 1996), m: r.int(1, 12), d: r.int(1, 28) }, home,
      phone: phone(r, country), email: `${f.toLowerCase().replace(/[^a-z]/g, '')}.${l.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    };
  });
  const o0 = owners[0]!;
  const word = r.pick(WORDS);
  let legal: string, dba: string | null;
  if (sole) {
    legal = `${o0.first} ${o0.last}`;
    dba = `${word} ${noun}`;
  } else if (country === 'CA' && entityId === 'ca_corporation' && r.chance(0.35)) {
    legal = `${r.int(1000000, 2499999)} ${bizPlace.regionName} ${r.pick(['Ltd.', 'Inc.'])}`;
    dba = `${word} ${noun}`;
  } else {
    legal = `${word} ${noun}${r.pick(suffixes)}`;
    dba = r.chance(0.55) ? `${r.pick(WORDS.filter((w) => w !== word))} ${noun}` : null;
  }
  const ownId = country === 'US' && sole && r.chance(0.5);
  const taxType = country === 'CA' ? 'BN' as const : ownId ? (o0.taxType === 'ITIN' ? 'ITIN' as const : 'SSN' as const) : 'EIN' as const;
  const taxDigits = taxType === 'BN' ? luhn9(String(r.int(7, 8)) + r.digits(7)) : ownId ? o0.taxDigits : r.pick(EIN_PREFIXES) + r.digits(7);
  const inc = r.chance(0.35) ? (country === 'US' ? ['DE', 'Delaware'] : ['CAN', 'Federal (CBCA)']) : [bizPlace.region, bizPlace.regionName];
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const amount = round(r.float(10000, 350000), r.pick([500, 1000, 5000]));
  const count = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([8, 12, 18, 26]) : r.pick([6, 9, 12, 18]);
  const payment = Math.round((amount * r.float(1.25, 1.45) * 100) / count) / 100;
  const nFunders = r.weighted([[0, 3], [1, 3], [2, 2]] as const);
  const funders = r.shuffle([...FUNDERS]).slice(0, nFunders).map((name) => ({
    name, balance: round(r.float(4000, 90000), 10) + 0.5, payment: round(r.float(90, 2500), 1) + 0.25 }));
  return {
    biz: {
      country, legal, dba, entityText, entityId, industryText, industryId, taxType, taxDigits, programAccount: `RC000${r.int(1, 2)}`,
      start: { y: r.int(1998, 2022), m: r.int(1, 12), d: r.int(1, 28) }, incRegion: inc[0]!, incRegionName: inc[1]!, place: bizPlace,
      phone: phone(r, country), email: `info@${word.toLowerCase().replace(/ /g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
      website: `www.${word.toLowerCase().replace(/ /g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
      employees: [2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 19, 22, 27, 31, 38, 44].filter((e) => !pcts.includes(e) && e !== count)[r.int(0, 9)]!, monthlySales: round(r.float(25000, 400000), 100), rent: r.chance(0.7),
    },
    owners,
    req: { amount, payment, count, freq, use: r.pick(USES) },
    decoys: {
      bank: r.pick(country === 'US' ? BANKS_US : BANKS_CA),
      routing: country === 'US' ? r.pick(['021000021', '026009593', '121000248', '031201360', '061000104', '053000219']) : `0${r.int(1, 9)}${r.digits(3)}-${r.pick(['003', '004', '002', '001', '815'])}`,
      account: r.digits(r.int(8, 12)), landlord: `${r.pick(WORDS)} Property Management`, landlordPhone: phone(r, country),
      rep: `${r.pick(first)} ${r.pick(last)}`, repEmail: `${r.pick(['deals', 'funding', 'submissions'])}@broker.example`,
      funders, refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply Co.', 'Distributors', 'Wholesale Inc.', 'Foods Ltd.'])}`, phone: phone(r, country) })),
    },
  };
}

function phone(r: Rng, c: Country): string {
  const area = c === 'US' ? r.pick(['214', '602', '813', '614', '704', '303', '973', '404', '718', '615']) : r.pick(['403', '780', '905', '613', '450', '604', '902', '204']);
  return `(${area}) ${r.int(201, 989)}-${r.digits(4)}`;
}

// ---- display formats ----
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const iso = (d: Ymd): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
export const mdy = (d: Ymd): string => `${String(d.m).padStart(2, '0')}/${String(d.d).padStart(2, '0')}/${d.y}`;
export const longDate = (d: Ymd): string => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
export const shortMon = (d: Ymd): string => `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
export const money = (v: number, cents = false): string =>
  v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const ein = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const ssnFmt = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const sinFmt = (d: string, sep = ' '): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
export const FREQ_LABEL: Record<Request['freq'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };
export const fullName = (o: Owner): string => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
