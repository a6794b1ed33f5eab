// The merchant behind one generated form: who they are and the values they declare, drawn from a seeded Rng.
// Layouts decide how each value is printed (formats.ts); the truth follows from what they print.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Person { first: string; middle: string | null; last: string; cred: string | null }
export interface Day { y: number; m: number; d: number }
export interface Addr { street: string; city: string; state: string; stateName: string; zip: string }
/** A tax id as the form holds it: `digits` null when blank or masked. */
export interface TaxId { digits: string | null; type: 'EIN' | 'SSN' | 'ITIN' | null; masked: boolean }
export interface Owner {
  p: Person; role: string | null; own: number | null; ssn: TaxId; dob: Day | null; fico: number | null;
  home: Addr; cell: string; email: string;
}
export interface Advance { funder: string; orig: number; balance: number; payment: number; freq: string; funded: Day }
export interface Contact { name: string; company: string; phone: string }
export interface Case {
  legal: string; dbaText: string; dba: string | null; entity: string; entityText: string;
  industryText: string; industry: string; tin: TaxId; tinBare: boolean;
  addr: Addr; incState: string; phone: string; email: string; website: string;
  amount: number; payment: number | null; npay: number | null; freq: string | null;
  start: Day | null; owners: Owner[]; monthlySales: number; employees: number; useOfFunds: string;
  advances: Advance[]; landlord: Contact & { rent: number }; refs: Contact[]; rep: Contact & { email: string; id: string };
  bank: { name: string; routing: string; account: string }; signed: Day;
}

const FIRSTS = ['Maria', 'José', 'Anne-Marie', 'Darnell', "D'Andre", 'Keisha', 'Wei', 'Priya', 'Mohammed', 'Connor', 'Sarah',
  'Tomás', 'Lucía', 'Jean-Paul', 'Elena', 'Marcus', 'Tanya', 'Hyun-woo', 'Andre', 'Rachel', 'Nikolai', 'Fatima', 'Brandon',
  'Giovanni', 'Shanice', 'Kevin', 'Olga', 'Rafael', 'Linh', 'Samuel', 'Yolanda', 'Patrick', 'Aisha', 'Dmitri', 'Carmen'];
const LASTS = ["O'Brien", 'de la Cruz', 'Van Buren', 'Smith-Johnson', 'McAllister', "D'Amico", 'Nguyen', 'St. Clair', 'DiNapoli',
  'Al-Rashid', 'van der Berg', 'Okafor', 'Castillo-Rivera', 'Le', 'Patel', 'Washington', 'Kowalski', 'MacLeod', 'Del Rosario',
  'Fitzgerald', 'Ramírez', 'Abernathy', 'Yamamoto', 'Ben-David', 'LaFontaine', 'Zhou', 'Delgado', 'Haddad', 'Brennan', 'Osei-Bonsu'];
// Other people (landlords, references, reps): a pool that never meets the owners'.
const OTHER_FIRSTS = ['Gary', 'Linda', 'Tom', 'Denise', 'Russell', 'Heather', 'Omar', 'Wendy', 'Victor', 'Janet', 'Curtis', 'Paula'];
const OTHER_LASTS = ['Henderson', 'Albright', 'Pruitt', 'Sorensen', 'Whitaker', 'Gallagher', 'Moreau', 'Kessler', 'Bishop', 'Ogden',
  'Ferreira', 'Lindqvist', 'Hargrove', 'Montoya', 'Carver'];
const CREDS = ['DC', 'DDS', 'CPA', 'MD', 'PE'];
const PLACES = ['Harbor Point', 'Blue Ridge', 'Cedar Lane', 'Golden Gate', 'Riverside', 'Lone Star', 'Magnolia', 'Summit Ridge',
  'Desert Sun', 'Lakeshore', 'Copper Creek', 'Liberty', 'Oak Hollow', 'Pioneer', 'Seaside', 'Twin Pines', 'Northgate', 'Sunbelt'];

/** Type-of-business texts with the industry id applications.md's longest-alias rule gives (checked in the tests). */
export const INDUSTRIES: readonly { text: string; id: string; noun: string; pro?: boolean }[] = [
  { text: 'Italian restaurant', id: 'restaurant', noun: 'Trattoria' }, { text: 'Pizzeria', id: 'restaurant', noun: 'Pizza' },
  { text: 'Coffee shop', id: 'restaurant', noun: 'Coffee Co' }, { text: 'Family restaurant & bar', id: 'restaurant', noun: 'Grill' },
  { text: 'Auto repair / tire shop', id: 'auto_repair', noun: 'Auto Care' }, { text: 'Hair salon', id: 'personal_care', noun: 'Salon' },
  { text: 'Barbershop', id: 'personal_care', noun: 'Cuts' }, { text: 'Plumbing & HVAC', id: 'specialty_trade_contractor', noun: 'Mechanical' },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', noun: 'Roofing' },
  { text: 'Landscaping and lawn care', id: 'landscaping', noun: 'Landscapes' }, { text: 'Convenience store', id: 'convenience_store', noun: 'Mart' },
  { text: 'Day care center', id: 'childcare', noun: 'Little Learners' }, { text: 'Commercial cleaning services', id: 'cleaning_services', noun: 'Cleaning' },
  { text: 'Trucking - dump truck hauling', id: 'trucking_local', noun: 'Hauling' }, { text: 'Gym / fitness center', id: 'fitness', noun: 'Fitness' },
  { text: 'Used car dealer', id: 'auto_dealer_used', noun: 'Motors' }, { text: 'General contractor - remodeling', id: 'general_contractor', noun: 'Builders' },
  { text: 'Liquor store', id: 'liquor_store', noun: 'Wine & Spirits' }, { text: 'Boutique clothing store', id: 'retail_general', noun: 'Boutique' },
  { text: 'Laundromat', id: 'dry_cleaning', noun: 'Laundry' }, { text: 'Moving company', id: 'trucking_local', noun: 'Movers' },
  { text: 'IT services', id: 'it_software', noun: 'Tech Solutions' }, { text: 'Home health care agency', id: 'home_health_care', noun: 'Home Care' },
  { text: 'Machine shop', id: 'manufacturing', noun: 'Precision' }, { text: 'Pet grooming', id: 'pet_services', noun: 'Pet Spa' },
  { text: 'Dental office', id: 'dental_practice', noun: 'Dental', pro: true },
  { text: 'Physical therapy clinic', id: 'medical_practice', noun: 'Physical Therapy', pro: true },
  { text: 'Veterinary clinic', id: 'veterinary', noun: 'Animal Clinic', pro: true },
  { text: 'Chiropractor', id: 'medical_practice', noun: 'Chiropractic', pro: true },
  { text: 'Accounting / bookkeeping', id: 'professional_services', noun: 'Accounting', pro: true },
];

/** Entity types: printed free-text variants (each an id, label or alias of the reference) and legal-name suffixes. */
export const ENTITIES: Record<string, { texts: string[]; suffixes: string[]; w: number }> = {
  llc: { texts: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Multi-Member LLC'], suffixes: [', LLC', ' LLC', ', L.L.C.'], w: 34 },
  c_corporation: { texts: ['Corporation', 'C-Corp', 'C Corp', 'Corp', 'Inc.'], suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation'], w: 11 },
  s_corporation: { texts: ['S-Corp', 'S Corp', 'S Corporation'], suffixes: [', Inc.', ' Inc.', ' Corp.'], w: 14 },
  sole_proprietorship: { texts: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop', 'Individual'], suffixes: [''], w: 14 },
  general_partnership: { texts: ['General Partnership', 'Partnership'], suffixes: [' Partners', ' & Associates'], w: 6 },
  limited_partnership: { texts: ['LP', 'L.P.', 'Limited Partnership'], suffixes: [', LP', ' L.P.'], w: 4 },
  llp: { texts: ['LLP', 'L.L.P.'], suffixes: [' LLP'], w: 3 },
  pllc: { texts: ['PLLC', 'Professional LLC'], suffixes: [', PLLC'], w: 5 },
  professional_corporation: { texts: ['P.C.', 'Professional Corporation', 'P.A.'], suffixes: [', P.C.', ', P.A.'], w: 5 },
  nonprofit_corporation: { texts: ['Non-Profit', 'Nonprofit', '501(c)(3)'], suffixes: [' Foundation', ' Community Center'], w: 2 },
};

const CITIES: readonly [string, string, string, string][] = [
  ['Houston', 'TX', 'Texas', '770'], ['San Antonio', 'TX', 'Texas', '782'], ['Miami', 'FL', 'Florida', '331'],
  ['Orlando', 'FL', 'Florida', '328'], ['Atlanta', 'GA', 'Georgia', '303'], ['Charlotte', 'NC', 'North Carolina', '282'],
  ['Phoenix', 'AZ', 'Arizona', '850'], ['Denver', 'CO', 'Colorado', '802'], ['Brooklyn', 'NY', 'New York', '112'],
  ['Newark', 'NJ', 'New Jersey', '071'], ['Columbus', 'OH', 'Ohio', '432'], ['Nashville', 'TN', 'Tennessee', '372'],
  ['Las Vegas', 'NV', 'Nevada', '891'], ['Fresno', 'CA', 'California', '937'], ['Tacoma', 'WA', 'Washington', '984'],
  ['Baton Rouge', 'LA', 'Louisiana', '708'], ['Richmond', 'VA', 'Virginia', '232'], ['Pittsburgh', 'PA', 'Pennsylvania', '152'],
  ['Tulsa', 'OK', 'Oklahoma', '741'], ['Detroit', 'MI', 'Michigan', '482'], ['Kansas City', 'MO', 'Missouri', '641'],
  ['Providence', 'RI', 'Rhode Island', '029'], ['Salt Lake City', 'UT', 'Utah', '841'], ['Birmingham', 'AL', 'Alabama', '352'],
];
const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Pine Rd', 'Elm St', 'Washington Ave',
  'Lakeview Dr', 'Airport Rd', 'Broadway', '5th Ave', 'Jefferson Hwy', 'Mill Creek Rd'];
const AREA = ['212', '305', '404', '713', '602', '303', '615', '702', '559', '253', '225', '804', '412', '918', '313', '816', '801', '205'];
const FUNDERS = ['Ironbridge Advance LLC', 'Bluewater Capital Funding', 'Velocity Merchant Partners', 'Summit Bay Funding',
  'Cardinal Receivables Group', 'Northstar Business Capital', 'Lighthouse Commercial Funding', 'Redwood Advance Co.'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'KeyBank'];
const ROLES_MULTI = ['CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'CFO', 'COO', 'Secretary', 'Director'];
const ROLES_SOLE = ['Owner', 'Owner/Operator', 'Sole Owner', 'Proprietor'];
const EIN_PREFIX = ['10', '11', '12', '13', '14', '16', '20', '22', '26', '27', '30', '33', '35', '38', '41', '45', '46', '47',
  '51', '52', '54', '56', '58', '61', '65', '72', '74', '76', '81', '82', '84', '86', '88', '90', '91', '93', '95', '98'];
const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]],
  3: [[34, 33, 33], [40, 30, 30], [51, 25, 24], [50, 25, 25], [33.33, 33.33, 33.34]], 4: [[25, 25, 25, 25], [40, 30, 20, 10], [30, 30, 20, 20]] };

export const iso = (d: Day): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const day = (r: Rng, y0: number, y1: number): Day => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });
export const phone = (r: Rng): string => `(${r.pick(AREA)}) ${r.int(201, 989)}-${r.digits(4)}`;
const addr = (r: Rng): Addr => {
  const [city, state, stateName, zip] = r.pick(CITIES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.25) ? ` Suite ${r.int(100, 450)}` : ''}`, city, state, stateName, zip: zip + r.digits(2) };
};
const ssnDigits = (r: Rng): string => `${String(r.int(1, 665)).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
const itinDigits = (r: Rng): string => `9${r.digits(2)}${r.int(70, 88)}${String(r.int(1, 9999)).padStart(4, '0')}`;
const other = (r: Rng): string => `${r.pick(OTHER_FIRSTS)} ${r.pick(OTHER_LASTS)}`;

function person(r: Rng, used: Set<string>, pro: boolean): Person {
  let last = r.pick(LASTS);
  while (used.has(last)) last = r.pick(LASTS);
  used.add(last);
  return { first: r.pick(FIRSTS), middle: r.chance(0.35) ? r.pick('ABCDEGHJKLMRST'.split('')) : null, last,
    cred: pro && r.chance(0.5) ? r.pick(CREDS) : null };
}

function owner(r: Rng, used: Set<string>, sole: boolean, pro: boolean, own: number | null): Owner {
  const p = person(r, used, pro);
  const kind = r.weighted([['full', 45], ['masked', 30], ['blank', 15], ['itin', 10]] as const);
  const ssn: TaxId = kind === 'blank' ? { digits: null, type: null, masked: false }
    : kind === 'itin' ? { digits: itinDigits(r), type: 'ITIN', masked: false }
      : { digits: ssnDigits(r), type: 'SSN', masked: kind === 'masked' };
  return { p, role: r.chance(0.08) ? null : r.pick(sole ? ROLES_SOLE : ROLES_MULTI), own, ssn,
    dob: r.chance(0.2) ? null : day(r, 1955, 1998), fico: r.chance(0.35) ? null : r.int(520, 810),
    home: addr(r), cell: phone(r), email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
}

export function makeCase(r: Rng): Case {
  const entity = r.weighted(Object.entries(ENTITIES).map(([id, e]) => [id, e.w] as const));
  const professional = ['pllc', 'professional_corporation', 'llp'].includes(entity);
  const ind = r.pick(INDUSTRIES.filter((i) => !professional || i.pro));
  const sole = entity === 'sole_proprietorship';
  const n = sole ? 1 : entity === 'general_partnership' ? r.int(2, 3) : r.weighted([[1, 30], [2, 40], [3, 18], [4, 12]] as const);
  const split = r.pick(SPLITS[n]!);
  const used = new Set<string>();
  const owners = split.map((o) => owner(r, used, sole, ind.pro === true, r.chance(0.06) ? null : o));
  const o0 = owners[0]!;
  const place = r.pick(PLACES);
  const base = `${place} ${ind.noun}`;
  const e = ENTITIES[entity]!;
  const ownerName = `${o0.p.first}${o0.p.middle ? ` ${o0.p.middle}.` : ''} ${o0.p.last}`;
  const legal = sole ? ownerName : base + r.pick(e.suffixes);
  const dbaKind = sole ? 'real' : r.weighted([['blank', 20], ['SAME', 10], ['Same', 5], ['N/A', 10], ['legal', 8], ['base', 17], ['real', 30]] as const);
  const real = r.pick([`${o0.p.first.replace(/-.*/, '')}'s ${ind.noun}`, `${r.pick(PLACES.filter((x) => x !== place))} ${ind.noun}`, `The ${ind.noun} House`]);
  const dbaText = dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : dbaKind === 'base' ? base : dbaKind === 'real' ? real : dbaKind;
  const dba = dbaKind === 'real' || dbaKind === 'base' ? dbaText : null;
  const tinKind = sole ? r.weighted([['ssn', 45], ['ein', 45], ['blank', 10]] as const) : r.chance(0.05) ? 'blank' : 'ein';
  const tin: TaxId = tinKind === 'blank' ? { digits: null, type: null, masked: false }
    : tinKind === 'ssn' ? { digits: o0.ssn.digits && o0.ssn.type === 'SSN' ? o0.ssn.digits : ssnDigits(r), type: 'SSN', masked: false }
      : { digits: r.pick(EIN_PREFIX) + r.digits(7), type: 'EIN', masked: false };
  const a = addr(r);
  const amount = r.pick([10000, 15000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000]) + (r.chance(0.2) ? 2500 : 0);
  const freq = r.weighted([['daily', 40], ['weekly', 35], ['biweekly', 10], ['monthly', 5], ['none', 10]] as const);
  const npay = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 24]) : r.pick([6, 9, 12]);
  const raw = (amount * r.float(1.25, 1.45)) / npay;
  let payment = r.chance(0.5) ? Math.round(raw) : Math.round(raw * 100) / 100;
  let monthlySales = r.int(18, 400) * 1000 + r.int(0, 9) * 100;
  if (monthlySales === amount) monthlySales += 100;
  const advances: Advance[] = [];
  for (let i = 0, k = r.weighted([[0, 35], [1, 35], [2, 20], [3, 10]] as const); i < k; i++) {
    const balance = r.int(30, 900) * 100 + 13;
    let orig = Math.round((balance * r.float(1.3, 1.8)) / 500) * 500;
    if (orig === amount) orig += 500;
    advances.push({ funder: r.pick(FUNDERS.filter((f) => !advances.some((x) => x.funder === f))), orig, balance,
      payment: r.int(90, 2900) + 0.5, freq: r.pick(['Daily', 'Weekly']), funded: day(r, 2024, 2025) });
  }
  while (advances.some((x) => x.payment === payment || x.balance === payment || x.orig === payment) || payment === monthlySales) payment += 1;
  let rent = r.int(12, 95) * 100 + 75;
  if (rent === payment) rent += 100;
  const repName = other(r);
  return {
    legal, dbaText, dba, entity, entityText: r.pick(e.texts), industryText: ind.text, industry: ind.id, tin, tinBare: r.chance(0.3),
    addr: a, incState: r.pick(['Delaware', 'Nevada', 'Wyoming', a.stateName]), phone: phone(r),
    email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    amount, payment: r.chance(0.3) || freq === 'none' ? null : payment, npay: r.chance(0.3) || freq === 'none' ? null : npay,
    freq: freq === 'none' || r.chance(0.15) ? null : freq, start: r.chance(0.15) ? null : day(r, 2003, 2023), owners,
    monthlySales, employees: r.int(1, 45), useOfFunds: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing']),
    advances, landlord: { name: r.chance(0.5) ? other(r) : `${r.pick(PLACES)} Property Mgmt`, company: '', phone: phone(r), rent },
    refs: [0, 1].map(() => ({ name: other(r), company: `${r.pick(PLACES)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods'])}`, phone: phone(r) })),
    rep: { name: repName, company: '', phone: phone(r), email: `${repName.split(' ')[0]!.toLowerCase()}@broker.example`, id: `ISO-${r.int(1000, 9999)}` },
    bank: { name: r.pick(BANKS), routing: `0${r.int(11, 99)}${r.digits(6)}`, account: r.digits(r.int(9, 12)) }, signed: day(r, 2025, 2025),
  };
}
