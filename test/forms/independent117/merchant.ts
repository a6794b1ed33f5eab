// One merchant's deal, drawn from a seed: the business, its owners and the people around it (bank, landlord,
// references, funders). Layouts choose which of these they print and how; the truth is built from what they print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import { bnText, date, einDigits, isoDate, luhn9, phone, routing, ssnDigits } from './format.ts';

export type Country = 'US' | 'CA';
export interface Address { street: string; city: string; region: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number; taxDigits: string;
  taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; home: Address; credit: number | null; cell: string; email: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; dbaFiller: string; entityId: string; entityText: string;
  taxDigits: string; taxType: 'EIN' | 'SSN' | 'BN'; taxPrinted: string; taxMasked: boolean;
  start: string; incRegion: string; addr: Address; phone: string; email: string; website: string;
  industryText: string; industryId: string | null; requested: number; payment: number; numPayments: number;
  frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; useOfFunds: string; monthlySales: number; annual: number;
  employees: number; own: boolean; rent: number; landlord: string; landlordPhone: string;
  bank: string; routing: string; account: string; funders: { name: string; balance: number; payment: string }[];
  refs: { name: string; contact: string; phone: string }[]; owners: Owner[];
}

const US_CITIES: [string, string, string, string][] = [
  ['Harrisburg', 'PA', '171', '717'], ['Allentown', 'PA', '181', '610'], ['Tampa', 'FL', '336', '813'], ['Orlando', 'FL', '328', '407'],
  ['San Antonio', 'TX', '782', '210'], ['El Paso', 'TX', '799', '915'], ['Columbus', 'OH', '432', '614'], ['Newark', 'NJ', '071', '973'],
  ['Yonkers', 'NY', '107', '914'], ['Charlotte', 'NC', '282', '704'], ['Atlanta', 'GA', '303', '404'], ['Phoenix', 'AZ', '850', '602'],
  ['Fresno', 'CA', '937', '559'], ['Denver', 'CO', '802', '303'], ['Baltimore', 'MD', '212', '410'], ['Richmond', 'VA', '232', '804'],
  ['Nashville', 'TN', '372', '615'], ['Tulsa', 'OK', '741', '918'], ['Boise', 'ID', '837', '208'], ['Hartford', 'CT', '061', '860'],
  ['Kansas City', 'MO', '641', '816'], ['Louisville', 'KY', '402', '502'], ['Albuquerque', 'NM', '871', '505'], ['Spokane', 'WA', '992', '509'],
];
const CA_CITIES: [string, string, string, string][] = [
  ['Mississauga', 'ON', 'L5B', '905'], ['Hamilton', 'ON', 'L8P', '905'], ['Ottawa', 'ON', 'K1P', '613'], ['London', 'ON', 'N6A', '519'],
  ['Calgary', 'AB', 'T2P', '403'], ['Edmonton', 'AB', 'T5J', '780'], ['Surrey', 'BC', 'V3T', '604'], ['Kelowna', 'BC', 'V1Y', '250'],
  ['Laval', 'QC', 'H7N', '450'], ['Gatineau', 'QC', 'J8Y', '819'], ['Winnipeg', 'MB', 'R3C', '204'], ['Saskatoon', 'SK', 'S7K', '306'],
  ['Halifax', 'NS', 'B3J', '902'], ['Moncton', 'NB', 'E1C', '506'], ["St. John's", 'NL', 'A1C', '709'], ['Charlottetown', 'PE', 'C1A', '902'],
];
const STREETS = ['Main St', 'Market Street', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm Street', 'Route 22', 'Highland Ave', 'Riverside Dr',
  'Maple Rd', 'Kingsway', 'Lakeshore Blvd', 'Broad St', 'Pine Ridge Rd', 'Church Street', 'Dundas St W', 'Park Ave', 'Cedar Ln'];
const FIRST = ['Maria', 'James', 'Anthony', 'Keisha', 'Robert', 'Priya', 'Daniel', 'Lucia', 'Marcus', 'Jennifer', 'Tomasz', 'Aisha', 'Kevin',
  'Sofia', 'Andre', 'Mei', 'Patrick', 'Rosa', 'Hassan', 'Denise', 'Jean-Luc', 'Anne-Marie', 'Olumide', 'Craig', 'Nadia', 'Victor'];
const LAST = ['Gonzalez', "O'Brien", 'Smith-Jones', 'de la Cruz', 'van der Berg', 'McAllister', "D'Angelo", 'Nguyen', 'Okafor', 'Kowalski',
  'Rivera', 'Patel', 'Goldberg', 'Tremblay', 'MacDonald', 'Da Silva', 'Al-Hassan', 'LeBlanc', 'Del Rosario', 'Washington', 'Fitzgerald',
  'Lefebvre-Roy', 'St. Pierre', 'Brennan', 'Yamamoto', 'Castillo', 'Haddad', 'Bergeron'];
const PLACES = ['Summit Ridge', 'Blue Heron', 'Keystone', 'Riverbend', 'Golden Gate', 'Northstar', 'Cedar Point', 'Iron Horse', 'Lakeview',
  'Silver Creek', 'Red Maple', 'Harbor Light', 'Prairie Wind', 'Twin Oaks', 'Eastside', 'Old Mill', 'Copper Canyon', 'Bayfront'];
/** Type of business as the merchant writes it, and words for the business's name. */
const BUSINESSES: [string, string[]][] = [
  ['Full-service restaurant', ['Grill', 'Kitchen', 'Bistro']], ['Auto repair & body shop', ['Auto Works', 'Collision', 'Motors']],
  ['HVAC contractor', ['Heating & Cooling', 'Mechanical', 'Comfort Systems']], ['Family dental office', ['Dental', 'Family Dentistry']],
  ['Hair salon', ['Salon', 'Hair Studio']], ['Trucking - dump truck hauling', ['Hauling', 'Transport', 'Trucking']],
  ['Landscaping & lawn care', ['Landscaping', 'Lawn & Garden']], ['Convenience store', ['Food Mart', 'Quick Stop']],
  ['Chiropractor', ['Chiropractic', 'Spine & Wellness']], ['Commercial cleaning', ['Cleaning Services', 'Janitorial']],
  ['Coffee shop / bakery', ['Coffee Co', 'Bakehouse']], ['Plumbing contractor', ['Plumbing', 'Plumbing & Drain']],
  ['Day care center', ['Learning Center', 'Kids Academy']], ['Used car dealer', ['Auto Sales', 'Motor Cars']],
  ['Gym / fitness center', ['Fitness', 'Athletic Club']], ['Veterinary clinic', ['Animal Hospital', 'Veterinary']],
  ['Wholesale distributor - produce', ['Produce', 'Distributors']], ['Boutique clothing store', ['Boutique', 'Apparel']],
  ['Liquor store', ['Wine & Spirits', 'Liquors']], ['Property management', ['Property Management', 'Realty Management']],
  ['Dry cleaner', ['Cleaners', 'Dry Cleaning']], ['Machine shop / fabrication', ['Machine Works', 'Fabrication']],
  ['Roofing contractor', ['Roofing', 'Roofing & Siding']], ['Home health care agency', ['Home Care', 'Home Health']],
];
const TITLES_US = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Vice President', 'Partner', 'Secretary/Treasurer', 'COO'];
const TITLES_CA = ['President', 'Director', 'Owner', 'Partner', 'Secretary', 'Operating Partner', 'CEO'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Bluevine', 'Kapitus', 'Fora Financial', 'OnDeck', 'Credibly', 'Mantis Funding',
  'Everest Business Funding', 'Pearl Capital', 'Merchant Growth', 'iCapital Advance'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'PNC Bank', 'TD Bank', 'Truist', 'Regions Bank', 'Fulton Bank', 'Citizens Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins', 'ATB Financial'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Marketing', 'Renovation',
  'Pay off existing advance', 'Truck repairs'];
/** Entity: reference id, printed free-text forms, legal-name suffixes. */
const ENTITIES_US: [string, string[], string[], number][] = [
  ['llc', ['LLC', 'L.L.C.', 'Limited Liability Company'], ['LLC', 'L.L.C.'], 30], ['c_corporation', ['Corporation', 'Inc.', 'Corp', 'C Corp'], ['Inc.', 'Corp.', 'Inc'], 14],
  ['s_corporation', ['S Corp', 'S-Corp', 'S Corporation'], ['Inc.', 'Inc'], 12], ['sole_proprietorship', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], [], 14],
  ['general_partnership', ['Partnership', 'General Partnership'], ['', 'Partners'], 5], ['limited_partnership', ['Limited Partnership', 'LP'], ['LP', 'L.P.'], 4],
  ['llp', ['LLP'], ['LLP'], 3], ['pllc', ['PLLC'], ['PLLC'], 4],
];
const ENTITIES_CA: [string, string[], string[], number][] = [
  ['ca_corporation', ['Corporation', 'Incorporated', 'Ltd.', 'Inc.'], ['Inc.', 'Ltd.', 'Limited', 'Corp.'], 55], ['sole_proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], [], 20],
  ['general_partnership', ['Partnership', 'General Partnership'], [''], 10], ['limited_partnership', ['Limited Partnership', 'LP'], ['LP'], 5],
];

interface IndustryRef { id: string; label: string; aliases?: string[] }
const INDUSTRIES = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryRef[] }).items;

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const cand of [it.label, ...(it.aliases ?? [])]) {
      const c = cand.toLowerCase();
      const re = new RegExp(`(?<![a-z0-9])${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
      if (re.test(t) && (!best || c.length > best.len)) best = { id: it.id, len: c.length };
    }
  }
  return best?.id ?? null;
}

function address(rng: Rng, country: Country, city?: [string, string, string, string]): Address {
  const c = city ?? rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const street = `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.25) ? rng.pick([', Suite 2' + rng.digits(2), ', Unit ' + rng.int(1, 40), ' #' + rng.int(100, 450)]) : ''}`;
  const zip = country === 'US' ? `${c[2]}${rng.digits(2)}` : `${c[2]} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}`;
  return { street, city: c[0], region: c[1], zip };
}

export function makeMerchant(rng: Rng, country: Country): Merchant {
  const city = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const area = city[3];
  const [entityId, entityTexts, suffixes] = rng.weighted((country === 'US' ? ENTITIES_US : ENTITIES_CA).map((e) => [e, e[3]] as const));
  const nOwners = entityId === 'sole_proprietorship' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    const pct = i === nOwners - 1 ? left : Math.max(20, Math.round((left / (nOwners - i)) * rng.float(0.9, 1.5) / 5) * 5);
    left -= pct;
    const itin = country === 'US' && rng.chance(0.06);
    const titles = country === 'US' ? TITLES_US : TITLES_CA;
    owners.push({
      first: rng.pick(FIRST), middle: rng.chance(0.3) ? `${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : '', last: rng.pick(LAST),
      cred: industryHint(rng, entityId), title: entityId === 'sole_proprietorship' ? 'Owner' : nOwners === 1 ? rng.pick(['Owner', 'President', 'CEO', entityId === 'llc' ? 'Managing Member' : 'Owner/President']) : rng.pick(titles), pct,
      taxDigits: country === 'CA' ? luhn9(rng, String(rng.pick([1, 2, 4, 5, 6, 7]))) : ssnDigits(rng, itin), taxType: country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN',
      masked: rng.chance(0.3), dob: isoDate(rng, 1955, 1996), home: address(rng, country, rng.chance(0.7) ? city : undefined),
      credit: rng.chance(0.75) ? rng.int(520, 805) : null, cell: phone(rng, area), email: '',
    });
  }
  for (const o of owners) o.email = `${o.first.toLowerCase().replace(/[^a-z]/g, '')}.${o.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`;
  const [industryText, words] = rng.pick(BUSINESSES);
  const o0 = owners[0]!;
  let legal: string;
  if (entityId === 'sole_proprietorship') legal = [o0.first, o0.middle, o0.last].filter(Boolean).join(' ');
  else if (country === 'CA' && entityId === 'ca_corporation' && rng.chance(0.25)) legal = city[1] === 'QC' ? `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.` : `${rng.int(1000000, 2899999)} ${city[1] === 'ON' ? 'Ontario' : city[1] === 'AB' ? 'Alberta' : 'Canada'} Inc.`;
  else {
    const base = rng.chance(0.2) ? `${o0.last.replace(/^(de la|van der|Del|Da|St\.) /, '')} ${rng.pick(words)}` : `${rng.pick(PLACES)} ${rng.pick(words)}`;
    const sfx = rng.pick(suffixes);
    legal = sfx ? `${base}${sfx.startsWith('Inc') || sfx.startsWith('Corp') || sfx.startsWith('Ltd') || sfx === 'LLC' && rng.chance(0.3) ? ',' : ''} ${sfx}` : base;
  }
  const dbaName = `${rng.pick(PLACES)} ${rng.pick(words)}`;
  const dbaRoll = rng.next();
  const dba = entityId === 'sole_proprietorship' || dbaRoll < 0.45 ? dbaName : null;
  const dbaFiller = dba ? dba : rng.pick(['', '', 'SAME', 'N/A', 'Same as above', legal]);
  let taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : 'EIN';
  let taxDigits = country === 'CA' ? `${luhn9(rng, rng.pick(['7', '8']))}RC0001` : einDigits(rng);
  if (entityId === 'sole_proprietorship' && country === 'US' && rng.chance(0.5)) { taxType = 'SSN'; taxDigits = o0.taxType === 'SSN' ? o0.taxDigits : ssnDigits(rng); }
  const taxPrinted = country === 'CA' ? bnText(taxDigits.slice(0, 9), 'RC0001', rng) : taxDigits;
  const start = isoDate(rng, 2001, 2023);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const requested = rng.pick([rng.int(2, 60) * 5000, rng.int(4, 40) * 2500, rng.int(1, 9) * 50000]);
  const numPayments = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180, 200, 220]) : freq === 'weekly' ? rng.int(20, 52) : freq === 'biweekly' ? rng.int(10, 26) : rng.int(6, 18);
  const monthlySales = rng.int(18, 600) * 500;
  const own = rng.chance(0.25);
  const bizName = (dba ?? legal).toLowerCase().replace(/[^a-z]/g, '').slice(0, 18);
  return {
    country, legal, dba, dbaFiller, entityId, entityText: rng.pick(entityTexts), taxDigits, taxType, taxPrinted, taxMasked: rng.chance(0.12),
    start, incRegion: rng.chance(0.75) ? city[1] : country === 'US' ? rng.pick(['DE', 'NV', 'WY']) : rng.pick(['Federal (CBCA)', 'ON', 'BC']),
    addr: address(rng, country, city), phone: phone(rng, area), email: `${rng.pick(['info', 'office', 'admin', 'accounts'])}@${bizName}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.6) ? `www.${bizName}.${country === 'CA' ? 'ca' : 'com'}` : '', industryText, industryId: industryOf(industryText),
    requested, payment: Math.round((requested * rng.float(1.25, 1.45) / numPayments) * 100) / 100, numPayments, frequency: freq,
    useOfFunds: rng.pick(USES), monthlySales, annual: monthlySales * 12 + rng.int(-20, 20) * 1000, employees: rng.int(1, 45), own,
    rent: own ? 0 : rng.int(8, 120) * 100, landlord: own ? '' : `${rng.pick(PLACES)} ${rng.pick(['Properties', 'Realty Group', 'Holdings LLC', 'Management'])}`,
    landlordPhone: own ? '' : phone(rng, area), bank: rng.pick(country === 'US' ? BANKS_US : BANKS_CA),
    routing: country === 'US' ? routing(rng) : `${rng.digits(5)}-${rng.pick(['003', '004', '002', '001', '815'])}`, account: rng.digits(rng.int(7, 12)),
    funders: Array.from({ length: rng.weighted([[0, 5], [1, 3], [2, 2]] as const) }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(3, 90) * 1000,
      payment: `$${rng.int(150, 1900)}/${rng.pick(['day', 'wk'])}` })),
    refs: Array.from({ length: 2 }, () => ({ name: `${rng.pick(PLACES)} ${rng.pick(['Supply', 'Wholesale', 'Equipment', 'Foods', 'Parts Co.'])}`,
      contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng, area) })),
    owners,
  };
}

function industryHint(rng: Rng, entityId: string): string {
  return entityId === 'pllc' && rng.chance(0.5) ? rng.pick(['DC', 'DDS', 'CPA']) : '';
}

export { date };
