// The merchant behind one application of the fifth ISO series: business, request, owners and the people and numbers
// that are not the applicant's (landlord, bank, funders, references, the ISO's rep). All drawn from a seeded Rng.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Address { street: string; city: string; state: string; zip: string }
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string | null; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: string | null; credit: number | null; home: Address; cell: string;
}

export interface Merchant {
  country: 'US' | 'CA';
  entity: string; legal: string; dba: string | null; dbaMode: 'name' | 'same' | 'na' | 'blank';
  industryText: string; industry: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN'; program: string | null; taxMasked: boolean;
  start: string; addr: Address; phone: string; email: string; website: string | null; employees: number;
  amount: number; frequency: Frequency; numPayments: number; payment: number; useOfFunds: string; monthlySales: number; owns: boolean;
  owners: Owner[];
  incJurisdiction: string; landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number }[]; refs: { name: string; contact: string; phone: string }[];
  rep: { name: string; email: string; phone: string; code: string };
}

interface Industry { text: string; id: string; nouns: string[] }
export const US_INDUSTRIES: Industry[] = [
  { text: 'Italian restaurant', id: 'restaurant', nouns: ['Trattoria', 'Kitchen'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Roasters', 'Coffee House'] },
  { text: 'Collision repair / body shop', id: 'auto_repair', nouns: ['Auto Body', 'Collision'] },
  { text: 'Tire shop', id: 'auto_repair', nouns: ['Tire & Wheel', 'Tire Center'] },
  { text: 'Plumbing & HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Plumbing & Heating', 'Mechanical'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] },
  { text: 'Hair salon & barbershop', id: 'personal_care', nouns: ['Hair Studio', 'Salon'] },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Dental Group', 'Family Dentistry'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary Care'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', nouns: ['Landscaping', 'Lawn & Garden'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Cleaning Services', 'Janitorial'] },
  { text: 'Dump truck hauling', id: 'trucking_local', nouns: ['Hauling', 'Aggregates'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Food Mart', 'Quick Stop'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Strength Club'] },
  { text: 'Daycare center', id: 'childcare', nouns: ['Learning Center', 'Little Sprouts'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Motors', 'Auto Sales'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Street Eats', 'Tacos'] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', nouns: ['Electric', 'Electrical Services'] },
  { text: 'Boutique clothing store', id: 'retail_general', nouns: ['Boutique', 'Apparel'] },
  { text: 'Home health care agency', id: 'home_health_care', nouns: ['Home Care', 'Health Services'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { text: 'Laundromat', id: 'dry_cleaning', nouns: ['Laundry', 'Wash & Fold'] },
  { text: 'IT services / managed services', id: 'it_software', nouns: ['Technologies', 'Tech Solutions'] },
  { text: 'Medical office - urgent care', id: 'medical_practice', nouns: ['Urgent Care', 'Medical Associates'] },
  { text: 'Bakery cafe', id: 'restaurant', nouns: ['Bakehouse', 'Bakery'] },
];
export const CA_INDUSTRIES: Industry[] = [
  { text: 'Restaurant', id: 'restaurant', nouns: ['Bistro', 'Grill'] },
  { text: 'Dépanneur / convenience store', id: 'convenience_store', nouns: ['Dépanneur', 'Variety'] },
  { text: 'Auto body shop', id: 'auto_repair', nouns: ['Auto Body', 'Collision'] },
  { text: 'Landscaping / snow removal', id: 'landscaping', nouns: ['Landscaping', 'Grounds'] },
  { text: 'Moving company', id: 'trucking_local', nouns: ['Movers', 'Relocation'] },
  { text: 'Hair salon', id: 'personal_care', nouns: ['Salon', 'Hair Co'] },
  { text: 'Bakery cafe', id: 'restaurant', nouns: ['Boulangerie', 'Bakehouse'] },
  { text: 'Plumbing contractor', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Mechanical'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Vet Centre'] },
  { text: 'Long haul trucking (OTR)', id: 'trucking_long_haul', nouns: ['Transport', 'Freightways'] },
  { text: 'Daycare', id: 'childcare', nouns: ['Early Learning', 'Daycare'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Cleaning', 'Maintenance'] },
  { text: 'Independent pharmacy & drugstore', id: 'pharmacy', nouns: ['Pharmacy', 'Apothecary'] },
];

const US_FIRST = ['Maria', 'James', 'Aaliyah', 'Robert', 'Priya', 'Daniel', 'Keisha', 'Marcus', 'Elena', 'Thomas', 'Sofia', 'Andre', 'Megan',
  'Victor', 'Nadia', 'Brandon', 'Lucia', 'Gregory', 'Tamika', 'Hector', 'Rachel', 'Omar', 'Jasmine', 'Curtis', 'Ingrid', 'Tuan', 'Rosa', 'Dwayne'];
const US_LAST = ['Delgado-Reyes', 'Whitfield', 'Okafor', 'McAllister', "O'Neil", 'de la Cruz', 'Van Buren', 'Nguyen', 'Castillo', 'Brennan',
  'St. Clair', 'Abernathy', 'Kowalski', 'Haddad', 'Patel', 'Romero', 'Lindqvist', 'Fitzgerald', 'Santos-Ortiz', 'DiMarco', 'Washington',
  'Yamamoto', 'Ferreira', 'Del Rosario', 'Goldberg', 'Achebe', 'Petrov', 'Harmon'];
const CA_FIRST = ['Émilie', 'Jean-François', 'Marc', 'Geneviève', 'Harpreet', 'Liam', 'Chloé', 'Raj', 'Olivia', 'Étienne', 'Mei', 'Connor',
  'Amira', 'Luc', 'Siobhan', 'Nathalie', 'Gurpreet', 'Hugo', 'Ava'];
const CA_LAST = ['Tremblay', 'Côté', 'Gagnon', 'Bouchard-Roy', 'MacDonald', 'Singh', 'Nguyen', 'Lévesque', 'Fraser', 'Chen', 'Pelletier',
  'St-Pierre', 'MacKenzie', 'Dhillon', 'Leblanc', 'Van der Berg', 'Girard', 'Campbell', 'Okonkwo', 'Bergeron'];
const PLACES = ['Summit Ridge', 'Cedar Point', 'Lakeshore', 'Brightwater', 'Iron Gate', 'Maple Row', 'Silver Creek', 'Redbud', 'Northfield',
  'Bayside', 'Copperline', 'Stonebridge', 'Willow Bend', 'High Plains', 'Harvest Moon', 'Blue Heron', 'Granite State', 'Sunset Valley'];
const CA_PLACES = ['Lakehead', 'Bow River', 'Fundy', 'Laurentian', 'Prairie Sky', 'Rideau', 'Okanagan', 'Georgian Bay', 'Kootenay', 'Northern Lights', 'Mont-Royal'];
const US_CITIES: [string, string, string][] = [['Newark', 'NJ', '071'], ['Hoboken', 'NJ', '070'], ['Tampa', 'FL', '336'], ['Orlando', 'FL', '328'],
  ['Austin', 'TX', '787'], ['Houston', 'TX', '770'], ['Columbus', 'OH', '432'], ['Pittsburgh', 'PA', '152'], ['Atlanta', 'GA', '303'],
  ['Charlotte', 'NC', '282'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Nashville', 'TN', '372'], ['Brooklyn', 'NY', '112'],
  ['Chicago', 'IL', '606'], ['Sacramento', 'CA', '958'], ['Fresno', 'CA', '937'], ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'],
  ['Las Vegas', 'NV', '891'], ['Detroit', 'MI', '482'], ['Minneapolis', 'MN', '554'], ['Kansas City', 'MO', '641'], ['Boise', 'ID', '837'],
  ['Hartford', 'CT', '061'], ['Providence', 'RI', '029'], ['Birmingham', 'AL', '352'], ['New Orleans', 'LA', '701'], ['Omaha', 'NE', '681']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Toronto', 'ON', 'M5V'], ['Ottawa', 'ON', 'K1P'], ['Calgary', 'AB', 'T2P'],
  ['Edmonton', 'AB', 'T5J'], ['Vancouver', 'BC', 'V6B'], ['Surrey', 'BC', 'V3T'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'],
  ['Montréal', 'QC', 'H2X'], ['Laval', 'QC', 'H7T'], ['Saskatoon', 'SK', 'S7K'], ['Regina', 'SK', 'S4P'], ['Moncton', 'NB', 'E1C'], ["St. John's", 'NL', 'A1C']];
export const STATE_NAMES: Record<string, string> = { DE: 'Delaware', NV: 'Nevada', WY: 'Wyoming', NY: 'New York', FL: 'Florida', TX: 'Texas', NJ: 'New Jersey' };
export const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', QC: 'Quebec', NS: 'Nova Scotia', MB: 'Manitoba' };
const STREETS = ['Main St', 'Oak Avenue', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'Harbor Blvd', 'Market St', 'Lakeview Rd', 'Route 9',
  'Franklin Ave', 'Depot Street', 'Airport Rd'];
const CA_STREETS = ['Bay Street', 'Dundas St W', 'Macleod Trail SE', 'Kingsway', 'Portage Ave', 'rue Saint-Denis', 'Barrington St', 'Jasper Ave', 'Yonge Street'];
const REPS = ['Trevor Blaine', 'Alyssa Marchetti', 'Corey Stanfield', 'Jenna Rourke', 'Devon Whitaker', 'Paige Lundgren', 'Miles Garrity', 'Courtney Vail'];
const LANDLORDS = ['Pinecrest Realty Management', 'Gold Coast Properties LLC', 'Harbor Point Holdings', 'Westgate Commercial Realty',
  'Bellmont Property Group', 'Oakline Plaza Associates'];
const MORTGAGE = ['Provident Mortgage Servicing', 'Heritage Commercial Lending', 'Lakeland Savings Bank'];
const CA_MORTGAGE = ['Laurentide Trust Company', 'Prairie Credit Union'];
const CA_LANDLORDS = ['Riverside Commercial REIT', 'Brookfield Plaza Management', 'Cornerstone Properties Ltd.', 'Northbridge Leasing'];
const US_BANKS = ['First Harbor Bank', 'Citizens Trust Bank', 'Pinnacle Community Bank', 'Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'BMO', 'Scotiabank', 'CIBC', 'Desjardins', 'ATB Financial'];
const FUNDERS = ['Ironbridge Funding', 'Paragon Advance Co.', 'Northgate Capital', 'Swift Lane Funding', 'Beacon Merchant Capital', 'Redwood Receivables'];
const REFS = ['Tri-County Supply Co.', 'Ridgeway Distributors', 'Allied Packaging Inc.', 'Metro Restaurant Supply', 'Keller Lumber & Hardware', 'Summit Office Products'];
const REF_CONTACTS = ['Gail Prentice', 'Rick Osterman', 'Lorna Beckett', 'Stuart Varga', 'Nina Castellanos', 'Walt Kimura'];
const USES = ['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Expansion', 'Marketing', 'Renovation', 'Debt consolidation', 'Truck repairs'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const luhnDigit = (body: string) => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};
const EIN_PREFIXES = [11, 13, 16, 20, 22, 26, 27, 30, 33, 35, 36, 38, 45, 46, 47, 52, 54, 56, 58, 61, 65, 81, 82, 84, 86, 88, 91, 93, 95, 98];
export const ein = (r: Rng) => `${r.pick(EIN_PREFIXES)}${r.digits(5)}${r.int(10, 99)}`;
export const ssn = (r: Rng) => `${pad(r.pick([r.int(1, 665), r.int(667, 899)]), 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
export const itin = (r: Rng) => `9${r.digits(2)}${r.pick([r.int(50, 65), r.int(70, 88), r.int(94, 99)])}${pad(r.int(1, 9999), 4)}`;
/** A 9-digit Canadian number (BN or SIN) with its Luhn check digit. */
export const luhn9 = (r: Rng, first: number) => { const body = `${first}${r.digits(7)}`; return body + luhnDigit(body); };
function routing(r: Rng): string {
  const b = `0${r.int(1, 9)}${r.digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((a, c, i) => a + Number(c) * w[i]!, 0);
  return b + String((10 - (s % 10)) % 10);
}

export const isoDate = (r: Rng, y0: number, y1: number) => `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;

function address(r: Rng, ca: boolean, city?: [string, string, string]): Address {
  const [c, st, z] = city ?? r.pick(ca ? CA_CITIES : US_CITIES);
  const zip = ca ? `${z} ${r.int(1, 9)}${r.pick([...'ABCEGHJKLMNPRSTVWXYZ'])}${r.int(0, 9)}` : `${z}${r.digits(2)}`;
  return { street: `${r.int(12, 9850)} ${r.pick(ca ? CA_STREETS : STREETS)}${r.chance(0.25) ? `, Suite ${r.int(100, 450)}` : ''}`, city: c, state: st, zip };
}

const SUFFIX: Record<string, string[]> = {
  llc: [' LLC', ', LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Inc.', ' Corp.', ' Corporation'], s_corporation: [', Inc.', ' Inc.'],
  general_partnership: [' Partners', ' & Associates'], limited_partnership: [', L.P.', ' LP'], llp: [' LLP'], pllc: [', PLLC'],
  professional_corporation: [', P.C.'], ca_corporation: [' Inc.', ' Ltd.', ' Limited', ' Corp.'], ca_ulc: [' ULC'], cooperative: [' Co-operative'],
};

const PROFESSIONS = ['dental_practice', 'veterinary', 'medical_practice', 'it_software'];
const CREDENTIALS: Record<string, string> = { dental_practice: 'DDS', veterinary: 'DVM', medical_practice: 'MD' };

const TITLES: Record<string, string[]> = {
  sole_proprietorship: ['Owner', 'Sole Owner', 'Proprietor'], llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'],
  general_partnership: ['Partner', 'Managing Partner', 'General Partner'], limited_partnership: ['General Partner', 'Managing Partner', 'Partner'],
  llp: ['Partner', 'Managing Partner'], ca_ulc: ['Director', 'President'], cooperative: ['President', 'Director', 'Treasurer'],
};

function owner(r: Rng, ca: boolean, used: Set<string>, pct: number, entity: string, industry: string): Owner {
  let first = r.pick(ca ? CA_FIRST : US_FIRST), last = r.pick(ca ? CA_LAST : US_LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(ca ? CA_FIRST : US_FIRST); last = r.pick(ca ? CA_LAST : US_LAST); }
  used.add(first); used.add(last);
  const titles = TITLES[entity] ?? (ca ? ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Vice-President'] : ['Owner', 'CEO', 'President', 'Vice President', 'COO', 'Secretary']);
  const taxType = ca ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
  return { first, middle: r.chance(0.3) ? r.pick([...'ABCDEFGHJKLMRST']) : null, last, cred: CREDENTIALS[industry] && r.chance(0.5) ? CREDENTIALS[industry] : null,
    title: r.chance(0.9) ? r.pick(titles) : null, pct, taxId: taxType === 'SIN' ? luhn9(r, r.int(1, 7)) : taxType === 'ITIN' ? itin(r) : ssn(r),
    taxType, masked: r.chance(0.25), dob: r.chance(0.9) ? isoDate(r, 1956, 1999) : null, credit: r.chance(0.75) ? r.int(540, 805) : null,
    home: address(r, ca), cell: phone(r) };
}

/** Ownership shares as brokers see them: round splits, now and then not summing to 100 (a passive holder unlisted). */
const SPLITS: Record<number, number[][]> = {
  1: [[100], [100], [100], [80], [75]],
  2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25], [80, 20], [50, 30]],
  3: [[40, 30, 30], [50, 25, 25], [34, 33, 33], [60, 20, 20], [50, 30, 20], [40, 35, 25]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20]],
};

export function merchant(r: Rng, country: 'US' | 'CA', entities: readonly (readonly [string, number])[], maxOwners: number): Merchant {
  const ca = country === 'CA';
  const entity = r.weighted(entities);
  const sole = entity === 'sole_proprietorship';
  const n = sole ? 1 : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const used = new Set<string>();
  const pcts = sole ? [100] : r.pick(SPLITS[n]!);
  const pool = ca ? CA_INDUSTRIES : US_INDUSTRIES;
  // Professional entities (LLP, PLLC) go with professional trades.
  const ind = r.pick(['llp', 'pllc'].includes(entity) ? pool.filter((i) => PROFESSIONS.includes(i.id)) : pool);
  const owners = pcts.map((p) => owner(r, ca, used, p, entity, ind.id));
  const place = r.pick(ca ? CA_PLACES : PLACES);
  const [n1, n2] = r.chance(0.5) ? ind.nouns : [...ind.nouns].reverse();
  const o0 = owners[0]!;
  const addr = address(r, ca);
  const legal = sole ? `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}`
    : ca && entity === 'ca_corporation' && r.chance(0.3) ? `${r.int(1000000, 2799999)} ${PROVINCE_NAMES[r.pick(['ON', 'AB', 'BC'])]} Inc.`
      : `${place} ${n1}${r.pick(SUFFIX[entity] ?? [' LLC'])}`;
  const dbaMode = sole || /^\d/.test(legal) ? 'name' : r.weighted([['name', 5], ['same', 1], ['na', 1], ['blank', 2]] as const);
  const dba = dbaMode !== 'name' ? null : sole || r.chance(0.4) ? `${r.pick((ca ? CA_PLACES : PLACES).filter((p) => p !== place))} ${n2}`
    : `${n2} of ${addr.city}`;
  const personal = sole && r.chance(ca ? 0.5 : 0.65);
  const taxType = personal ? o0.taxType : ca ? 'BN' : 'EIN';
  const taxId = personal ? o0.taxId : taxType === 'BN' ? luhn9(r, r.int(7, 8)) : ein(r);
  const frequency = r.weighted([['daily', 9], ['weekly', 8], ['biweekly', 2], ['monthly', 1]] as const);
  const numPayments = frequency === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : frequency === 'weekly' ? r.pick([16, 20, 26, 32, 40, 52])
    : frequency === 'biweekly' ? r.pick([12, 18, 24]) : r.pick([6, 9, 12, 18]);
  const monthlySales = r.int(18, 400) * 1000;
  const amount = Math.min(500000, Math.max(5000, Math.round((monthlySales * r.float(0.45, 1.4)) / 2500) * 2500));
  const payment = Math.round((amount * r.float(1.22, 1.49) / numPayments) * 100) / 100;
  let inc = r.pick(ca ? Object.keys(PROVINCE_NAMES) : Object.keys(STATE_NAMES));
  while (inc === addr.state) inc = r.pick(ca ? Object.keys(PROVINCE_NAMES) : Object.keys(STATE_NAMES));
  const rep = r.pick(REPS);
  const owns = r.chance(0.25);
  const site = ((sole || /^\d/.test(legal)) && dba ? dba : legal).replace(/,? (LLC|L\.L\.C\.|Inc\.|Corp\.|Corporation|Ltd\.|Limited|LP|L\.P\.|LLP|PLLC|P\.C\.|ULC|Co-operative)$/, '')
    .split(/\s+/).slice(0, 2).join('').toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');
  return {
    country, entity, legal, dba, dbaMode, industryText: ind.text, industry: ind.id,
    taxId, taxType, program: taxType === 'BN' ? r.pick(['RC0001', 'RT0001', 'RC0002']) : null, taxMasked: r.chance(0.1),
    start: isoDate(r, 2003, 2023), addr, phone: phone(r), email: `${r.pick(['info', 'office', 'accounts', o0.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')])}@${site}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${site}.${ca ? 'ca' : 'com'}` : null, employees: r.int(1, 60),
    amount, frequency, numPayments, payment, useOfFunds: r.pick(USES), monthlySales, owns, owners,
    incJurisdiction: inc, landlord: { name: r.pick(owns ? (ca ? CA_MORTGAGE : MORTGAGE) : ca ? CA_LANDLORDS : LANDLORDS), phone: phone(r) },
    bank: { name: r.pick(ca ? CA_BANKS : US_BANKS), routing: ca ? `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '010', '815'])}` : routing(r), account: r.digits(r.int(8, 11)) },
    funders: r.shuffle([...FUNDERS]).slice(0, r.weighted([[0, 4], [1, 4], [2, 2]] as const)).map((name) => ({ name, balance: r.int(6, 90) * 1000 + r.int(0, 9) * 100, payment: r.int(90, 1900) })),
    refs: r.shuffle([...REFS]).slice(0, 2).map((name, i) => ({ name, contact: REF_CONTACTS[(i * 3 + r.int(0, 2)) % REF_CONTACTS.length]!, phone: phone(r) })),
    rep: { name: rep, email: `${rep.split(' ')[0]!.toLowerCase()}@`, phone: phone(r), code: `${r.alnum(2, 'ABCDEFGHJKMNPRSTUVWXYZ')}-${r.digits(4)}` },
  };
}
