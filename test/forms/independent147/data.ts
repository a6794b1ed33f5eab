// The merchant behind one generated application: every value a layout may print, drawn from a seeded Rng. What the
// truth holds is decided by the layouts (what they print), not here.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Addr { street: string; city: string; region: string; regionName: string; postal: string }
export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; fico: number | null; email: string; phone: string; home: Addr;
}
export interface Person { first: string; last: string; company: string; title: string; email: string; phone: string }
export interface Position { funder: string; balance: number; payment: number; freq: Freq }
export interface Merchant {
  country: Country; legal: string; dba: string | null; entity: { text: string; id: string }; industry: { text: string; id: string };
  /** Canonical tax id as the truth holds it (digits, BN with program account) and its type. */
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; addr: Addr; stateOfInc: string; phone: string; email: string; website: string;
  start: string; employees: number; amount: number; payment: number; nPayments: number; freq: Freq; useOfFunds: string;
  monthlySales: number; owners: Owner[]; positions: Position[]; bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number }; iso: Person; refs: Person[]; contact: Person;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Kevin', 'Sofia', 'Andre', 'Linh', 'Robert', 'Fatima',
  'Tyler', 'Grace', 'Omar', 'Hannah', 'Luis', 'Brianna', 'Victor', 'Mei', 'Carlos', 'Natalie', 'Derek', 'Yasmin', 'Samuel', 'Olivia',
  'Hector', 'Rachel', 'Jamal', 'Irina', 'Connor', 'Keisha', 'Tomas', 'Nadia', 'Wesley'];
const LAST = ['Gonzalez', 'Patel', 'Nguyen', 'Johnson', "O'Brien", 'Kowalski', 'Washington', 'Smith-Jones', 'De La Cruz', 'van der Berg',
  'Okafor', 'Rossi', 'Kim', 'Alvarez', 'McAllister', 'St. Pierre', 'Haddad', 'Fitzgerald', 'Brooks', 'Ramirez-Ortiz', 'Dubois', 'Castillo',
  'Yamamoto', 'Mendoza', 'Lindqvist', 'Abernathy', 'Delgado', 'Nakamura', 'Harrington', 'Oyelaran', 'Di Marco', 'MacLeod'];
// Decoy people (ISO reps, references, contacts) come from their own pools, so a decoy never equals an owner's name.
const D_FIRST = ['Jake', 'Dana', 'Trevor', 'Melissa', 'Brett', 'Kara', 'Logan', 'Shannon', 'Colby', 'Tessa', 'Garrett', 'Lacey'];
const D_LAST = ['Whitfield', 'Marsh', 'Keller', 'Dunham', 'Rourke', 'Pruitt', 'Vance', 'Holloway', 'Sutter', 'Boone', 'Ashby', 'Crane'];
const BASE = ['Summit Ridge', 'Blue Harbor', 'Iron Creek', 'Golden Oak', 'Northgate', 'Redwood', 'Silver Lake', 'Prairie Wind', 'Lakeside',
  'Copperline', 'Brightway', 'Evergreen', 'Harborview', 'Pinecrest', 'Riverbend', 'Cedar Point', 'Magnolia', 'Tri-County', 'Coastal',
  'Bayside', 'Foxhollow', 'Stonebridge', 'Willow Park', 'Crestview', 'Ironwood', 'Sunrise'];

/** Type-of-business texts with the industry id applications.md's longest-alias rule gives (checked in the test). */
export const INDUSTRIES: readonly { text: string; id: string; nouns: string[]; cred?: string }[] = [
  { text: 'Italian restaurant', id: 'restaurant', nouns: ['Trattoria', 'Kitchen'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Co.', 'Roasters'] },
  { text: 'Bakery cafe', id: 'restaurant', nouns: ['Bakehouse', 'Bread Co.'] },
  { text: 'Full-service hair salon', id: 'personal_care', nouns: ['Salon', 'Hair Studio'] },
  { text: 'Nail salon', id: 'personal_care', nouns: ['Nails & Spa', 'Nail Bar'] },
  { text: 'Residential plumbing', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Plumbing & Drain'] },
  { text: 'HVAC installation and repair', id: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Mechanical'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Roof Systems'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary Group'], cred: 'DVM' },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Family Dental', 'Dental Arts'], cred: 'DDS' },
  { text: 'Physical therapy clinic', id: 'medical_practice', nouns: ['Physical Therapy', 'Rehab'], cred: 'DPT' },
  { text: 'Collision repair & body shop', id: 'auto_repair', nouns: ['Collision', 'Auto Body'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Market', 'Quick Stop'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Daycare center', id: 'childcare', nouns: ['Learning Center', 'Kids Academy'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { text: 'Landscaping & lawn care', id: 'landscaping', nouns: ['Landscaping', 'Lawn & Garden'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Cleaning Services', 'Facility Care'] },
  { text: 'Dump truck hauling', id: 'trucking_local', nouns: ['Hauling', 'Aggregates'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Street Eats', 'Tacos'] },
  { text: 'Laundromat', id: 'dry_cleaning', nouns: ['Laundry', 'Wash & Fold'] },
  { text: 'IT managed services', id: 'it_software', nouns: ['Technologies', 'IT Solutions'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { text: 'Florist', id: 'retail_general', nouns: ['Flowers', 'Floral Design'] },
  { text: 'Wholesale food distributor', id: 'wholesale_distribution', nouns: ['Distributors', 'Supply Co.'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machine Works', 'Precision'] },
  { text: 'Home health care agency', id: 'home_health_care', nouns: ['Home Care', 'Caregivers'] },
  { text: 'General contractor', id: 'general_contractor', nouns: ['Construction', 'Builders'] },
  { text: 'Auto detailing', id: 'car_wash', nouns: ['Auto Spa', 'Detailing'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Motors', 'Auto Sales'] },
];

/** Entity texts as printed, with the entity-types id by the reference's label/alias (checked in the test) and the name suffix. */
const US_ENTITIES = [
  { text: 'LLC', id: 'llc', suffix: ' LLC', w: 30 }, { text: 'Limited Liability Company', id: 'llc', suffix: ', LLC', w: 8 },
  { text: 'Corporation', id: 'c_corporation', suffix: ', Inc.', w: 10 }, { text: 'C Corp', id: 'c_corporation', suffix: ' Corp.', w: 5 },
  { text: 'S Corp', id: 's_corporation', suffix: ' Inc.', w: 10 }, { text: 'S Corporation', id: 's_corporation', suffix: ', Inc.', w: 4 },
  { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '', w: 8 }, { text: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: '', w: 5 },
  { text: 'Partnership', id: 'general_partnership', suffix: ' Partners', w: 5 }, { text: 'LP', id: 'limited_partnership', suffix: ' LP', w: 2 },
  { text: 'PLLC', id: 'pllc', suffix: ' PLLC', w: 3 },
] as const;
const CA_ENTITIES = [
  { text: 'Corporation', id: 'ca_corporation', suffix: ' Inc.', w: 12 }, { text: 'Ltd.', id: 'ca_corporation', suffix: ' Ltd.', w: 6 },
  { text: 'Incorporated', id: 'ca_corporation', suffix: ' Inc.', w: 4 }, { text: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: '', w: 6 },
  { text: 'Partnership', id: 'general_partnership', suffix: ' Partners', w: 3 },
] as const;

const US_CITIES: readonly [string, string, string, string, string][] = [
  ['Houston', 'TX', 'Texas', '770', '713'], ['Dallas', 'TX', 'Texas', '752', '214'], ['Phoenix', 'AZ', 'Arizona', '850', '602'],
  ['Tampa', 'FL', 'Florida', '336', '813'], ['Miami', 'FL', 'Florida', '331', '305'], ['Atlanta', 'GA', 'Georgia', '303', '404'],
  ['Charlotte', 'NC', 'North Carolina', '282', '704'], ['Columbus', 'OH', 'Ohio', '432', '614'], ['Denver', 'CO', 'Colorado', '802', '303'],
  ['Newark', 'NJ', 'New Jersey', '071', '973'], ['Brooklyn', 'NY', 'New York', '112', '718'], ['Chicago', 'IL', 'Illinois', '606', '312'],
  ['Nashville', 'TN', 'Tennessee', '372', '615'], ['Las Vegas', 'NV', 'Nevada', '891', '702'], ['Sacramento', 'CA', 'California', '958', '916'],
  ['Seattle', 'WA', 'Washington', '981', '206'], ['Philadelphia', 'PA', 'Pennsylvania', '191', '215'], ['Richmond', 'VA', 'Virginia', '232', '804'],
  ['Salt Lake City', 'UT', 'Utah', '841', '801'], ['Kansas City', 'MO', 'Missouri', '641', '816'], ['Birmingham', 'AL', 'Alabama', '352', '205'],
  ['Baton Rouge', 'LA', 'Louisiana', '708', '225'], ['Tulsa', 'OK', 'Oklahoma', '741', '918'], ['Omaha', 'NE', 'Nebraska', '681', '402'],
];
const CA_CITIES: readonly [string, string, string, string, string][] = [
  ['Toronto', 'ON', 'Ontario', 'M5V', '416'], ['Mississauga', 'ON', 'Ontario', 'L5B', '905'], ['Ottawa', 'ON', 'Ontario', 'K1P', '613'],
  ['Calgary', 'AB', 'Alberta', 'T2P', '403'], ['Edmonton', 'AB', 'Alberta', 'T5J', '780'], ['Vancouver', 'BC', 'British Columbia', 'V6B', '604'],
  ['Surrey', 'BC', 'British Columbia', 'V3T', '604'], ['Winnipeg', 'MB', 'Manitoba', 'R3C', '204'], ['Halifax', 'NS', 'Nova Scotia', 'B3H', '902'],
  ['Montreal', 'QC', 'Quebec', 'H2X', '514'], ['Saskatoon', 'SK', 'Saskatchewan', 'S7K', '306'],
];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm St', 'Harbor Blvd', 'Lincoln Ave', 'Ridge Rd',
  'Park Ave', 'Washington St', 'Center St', 'Highland Ave'];
const CA_STREETS = ['King St W', 'Queen St E', 'Rue Sainte-Catherine', 'Jasper Ave', 'Granville St', 'Portage Ave', 'Barrington St', '17 Ave SW'];
const US_BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'PNC Bank', 'TD Bank', 'Truist', 'Regions Bank', 'U.S. Bank', 'Fifth Third Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Lane Capital', 'Fox Ridge Funding', 'Pearl Street Advance', 'Everstone Capital', 'Bluewave Funding',
  'Liberty Crest Capital', 'Greenpoint Merchant Funding', 'Oakline Advance'];
const LANDLORDS = ['Harlow Property Group', 'Brickyard Realty LLC', 'Meridian Commercial Properties', 'Tanager Holdings LLC',
  'Oakmont Realty Partners', 'First Street Properties'];
const SUPPLIERS = ['Metro Restaurant Supply', 'Pro Parts Wholesale', 'Allied Equipment Co.', 'Central Paper & Packaging',
  'Uniform Rental Services', 'Granger Industrial Supply', 'Coastline Beverage Dist.'];
const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion / second location', 'Payroll', 'Marketing', 'Renovations',
  'Debt consolidation', 'Hiring'];

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const randDate = (r: Rng, y0: number, y1: number) => iso(r.int(y0, y1), r.int(1, 12), r.int(1, 28));

function luhn9(r: Rng, first: string): string {
  const body = first + r.digits(7);
  for (let c = 0; c <= 9; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}
const itin = (r: Rng) => '9' + r.digits(2) + String(r.pick([r.int(50, 65), r.int(70, 88), r.int(90, 92), r.int(94, 99)])) + r.digits(4);
function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(1, 99);
  while (bad.has(p)) p = r.int(1, 99);
  return String(p).padStart(2, '0') + r.digits(7);
}
const phone = (r: Rng, area: string) => `(${area}) ${r.int(201, 989)}-${r.digits(4)}`;
const slug = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
/** A company's e-mail domain: its first word and the initials of the rest ("Keystone Merchant Group" -> keystonemg). */
const domain = (company: string) => { const [a, ...rest] = company.split(' '); return slug(a!) + rest.map((w) => slug(w).slice(0, 1)).join(''); };

function address(r: Rng, country: Country, city?: readonly [string, string, string, string, string]): Addr {
  const c = city ?? r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const postal = country === 'US' ? c[3] + r.digits(2) : `${c[3]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9899)} ${r.pick(country === 'US' ? STREETS : CA_STREETS)}${r.chance(0.3) ? ` ${r.pick(['Suite', 'Unit', '#'])} ${r.int(2, 410)}` : ''}`,
    city: c[0], region: c[1], regionName: c[2], postal };
}

function person(r: Rng, company: string, title: string, area: string): Person {
  const first = r.pick(D_FIRST), last = r.pick(D_LAST);
  return { first, last, company, title, email: `${first[0]!.toLowerCase()}${slug(last)}@${domain(company)}.example`, phone: phone(r, area) };
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]],
  3: [[40, 35, 25], [34, 33, 33], [50, 25, 25], [33.33, 33.33, 33.34]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };

export function makeMerchant(rng: Rng, broker: string, caShare = 0.25): Merchant {
  const r = rng.fork('merchant');
  const country: Country = r.chance(caShare) ? 'CA' : 'US';
  const ind = r.pick(INDUSTRIES);
  const ents = country === 'US' ? US_ENTITIES : CA_ENTITIES;
  let ent = r.weighted(ents.map((e) => [e, e.w] as const));
  if (ent.id === 'pllc' && !ind.cred) ent = ents[0]!;
  const city = r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const area = city[4];
  const sole = ent.id === 'sole_proprietorship';
  const n = sole ? 1 : r.weighted([[1, 35], [2, 40], [3, 15], [4, 10]] as const);
  const split = r.pick(SPLITS[n]!);
  const titles = sole ? ['Owner', 'Sole Proprietor', 'Proprietor'] : ent.id === 'llc' || ent.id === 'pllc' ? ['Managing Member', 'Member', 'Owner', 'CEO']
    : ent.id.includes('partnership') ? ['Partner', 'General Partner', 'Managing Partner'] : ['President', 'CEO', 'Vice President', 'Secretary', 'COO'];
  const used = new Set<string>();
  const owners: Owner[] = split.map((pct, i) => {
    let first = r.pick(FIRST);
    while (used.has(first)) first = r.pick(FIRST);
    used.add(first);
    const last = i > 0 && r.chance(0.25) ? '' : r.pick(LAST);
    const taxType = country === 'CA' ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
    return { first, middle: r.chance(0.3) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : '', last, cred: i === 0 && ind.cred && r.chance(0.6) ? ind.cred : '',
      title: i === 0 ? r.pick(titles.slice(0, sole ? 3 : 2)) : r.pick(titles.slice(1)), pct,
      taxId: taxType === 'SIN' ? luhn9(r, String(r.int(1, 7))) : taxType === 'ITIN' ? itin(r) : ssn(r), taxType,
      dob: randDate(r, 1956, 1997), fico: r.chance(0.75) ? r.int(540, 805) : null, email: '', phone: phone(r, area), home: address(r, country, city) };
  });
  for (const [i, o] of owners.entries()) {
    if (!o.last) o.last = owners[i - 1]!.last;   // family businesses: a spouse or a child with the same surname
  }
  const base = r.pick(BASE);
  const bizName = `${base} ${r.pick(ind.nouns)}`;
  const o1 = owners[0]!;
  let legal = sole ? `${o1.first} ${o1.last}` : `${bizName}${ent.suffix}`;
  if (country === 'CA' && ent.id === 'ca_corporation' && r.chance(0.3)) legal = `${r.int(1000000, 2999999)} ${city[2]} ${ent.suffix.trim()}`;
  const dba = sole || /^\d/.test(legal) ? bizName : r.chance(0.45) ? `${base} ${r.pick(ind.nouns)}` : null;
  const web = slug(`${base} ${(dba ?? bizName).split(' ').slice(-1)[0]!}`);
  for (const o of owners) o.email = `${o.first.toLowerCase()}${r.chance(0.5) ? '.' + slug(o.last) : ''}@${web}.com`;
  let taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : 'EIN';
  let taxId = country === 'CA' ? luhn9(r, String(r.int(7, 8))) + (r.chance(0.8) ? `RC000${r.int(1, 3)}` : '') : ein(r);
  if (sole && country === 'US' && r.chance(0.6)) { taxId = o1.taxId; taxType = o1.taxType === 'ITIN' ? 'ITIN' : 'SSN'; }
  const freq = r.weighted([['daily', 45], ['weekly', 40], ['biweekly', 8], ['monthly', 7]] as const);
  const nPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160, 180, 200]) : freq === 'weekly' ? r.pick([12, 16, 20, 26, 32, 40, 52])
    : freq === 'biweekly' ? r.pick([6, 8, 10, 13, 26]) : r.pick([6, 9, 12, 18]);
  const amount = r.chance(0.7) ? r.int(3, 60) * 5000 : r.int(8, 200) * 2500;
  const payment = Math.round((amount * r.float(1.22, 1.49) / nPayments) * 100) / 100;
  const incPool = country === 'US' ? ['DE', 'NV', 'WY', city[1]] : ['Federal (CBCA)', city[1]];
  const nPos = r.weighted([[0, 40], [1, 35], [2, 20], [3, 5]] as const);
  const positions = Array.from({ length: nPos }, () => {
    const f = r.pick(['daily', 'weekly'] as const);
    return { funder: r.pick(FUNDERS), balance: r.int(20, 900) * 100, payment: r.int(90, 2400) + (r.chance(0.5) ? 0.5 : 0), freq: f };
  });
  const contact = person(r, 'merchant', r.pick(['Office Manager', 'Bookkeeper', 'Controller']), area);
  contact.email = `${contact.first.toLowerCase()}@${web}.com`;
  return {
    country, legal, dba, entity: { text: ent.text, id: ent.id }, industry: { text: ind.text, id: ind.id }, taxId, taxType,
    addr: address(r, country, city), stateOfInc: r.pick(incPool), phone: phone(r, area), email: `${r.pick(['info', 'office', 'admin'])}@${web}.com`,
    website: `www.${web}.com`, start: randDate(r, 1999, 2024), employees: r.int(1, 60), amount, payment, nPayments, freq,
    useOfFunds: r.pick(USES), monthlySales: r.int(18, 400) * 1000 + r.int(0, 999), owners, positions,
    bank: country === 'US' ? { name: r.pick(US_BANKS), routing: '0' + r.int(1, 9) + r.digits(7), account: r.digits(r.int(9, 12)) }
      : { name: r.pick(CA_BANKS), routing: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '010', '815'])}`, account: r.digits(7) },
    landlord: { name: r.pick(LANDLORDS), phone: phone(r, area), rent: r.int(12, 180) * 100 },
    iso: person(r, broker, r.pick(['Funding Advisor', 'Senior Funding Specialist', 'Account Executive', 'ISO Relationship Manager']), r.pick(['212', '646', '305', '954'])),
    refs: [person(r, r.pick(SUPPLIERS), 'Accounts Receivable', area), person(r, r.pick(SUPPLIERS), 'Sales', area)],
    contact,
  };
}
