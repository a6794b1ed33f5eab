// The merchant behind one generated form: who they are, what they ask for, who owns them, and the people and numbers
// around them that are not applicants (decoys). Layouts choose how each value is printed (formats, blanks).
import type { Rng } from '../../statements/generator/prng.ts';

// Free-text business descriptions, each checked against industries.json (longest word-bounded label/alias wins).
export const INDUSTRIES: Record<string, { texts: string[]; words: string[] }> = {
  restaurant: { texts: ['Family restaurant', 'Coffee shop', 'Pizzeria', 'Mexican restaurant', 'Diner & breakfast cafe'], words: ['Kitchen', 'Table', 'Grill House'] },
  auto_repair: { texts: ['Collision repair & body shop', 'Mechanic / auto service', 'Tire shop'], words: ['Auto Works', 'Motors Service', 'Collision'] },
  personal_care: { texts: ['Hair salon', 'Barbershop', 'Nail salon & spa'], words: ['Beauty Studio', 'Cuts', 'Salon'] },
  dental_practice: { texts: ['Dental office', 'Family dentist', 'Orthodontist'], words: ['Dental Arts', 'Smile Center', 'Family Dental'] },
  specialty_trade_contractor: { texts: ['Plumbing contractor', 'HVAC install & repair', 'Electrical contractor', 'Roofing'], words: ['Mechanical', 'Plumbing & Heating', 'Electric'] },
  landscaping: { texts: ['Landscaping & lawn care', 'Tree service'], words: ['Lawn & Garden', 'Outdoor Services', 'Tree Care'] },
  grocery: { texts: ['Neighborhood grocery', 'Bodega & deli', 'Supermarket'], words: ['Market', 'Foods', 'Fresh Market'] },
  trucking_local: { texts: ['Dump truck hauling', 'Moving company'], words: ['Hauling', 'Transport', 'Movers'] },
  medical_practice: { texts: ['Chiropractor', 'Urgent care clinic', 'Physical therapy'], words: ['Wellness Center', 'Medical Group', 'Spine & Rehab'] },
  veterinary: { texts: ['Veterinary clinic', 'Animal hospital'], words: ['Animal Clinic', 'Pet Hospital', 'Veterinary Care'] },
  fitness: { texts: ['Yoga studio', 'CrossFit gym', 'Fitness center'], words: ['Fitness', 'Athletics', 'Strength Co'] },
  cleaning_services: { texts: ['Commercial cleaning', 'Janitorial'], words: ['Cleaning Services', 'Building Maintenance', 'Janitorial'] },
  retail_general: { texts: ['Clothing boutique', 'Florist', 'Hardware store'], words: ['Boutique', 'Supply', 'Goods'] },
  ecommerce: { texts: ['Shopify store', 'Online store'], words: ['Online', 'Direct', 'Outlet'] },
  childcare: { texts: ['Daycare center', 'Child care center'], words: ['Learning Center', 'Kids Academy', 'Little Steps'] },
  it_software: { texts: ['IT services', 'Web design studio', 'Managed services'], words: ['Technologies', 'Digital', 'Systems'] },
  wholesale_distribution: { texts: ['Food distributor', 'Beverage wholesaler'], words: ['Distribution', 'Wholesale', 'Supply Co'] },
  manufacturing: { texts: ['Machine shop', 'Cabinet manufacturer'], words: ['Fabrication', 'Precision', 'Manufacturing'] },
  car_wash: { texts: ['Car wash & detailing'], words: ['Car Wash', 'Auto Spa', 'Shine'] },
  convenience_store: { texts: ['Convenience store'], words: ['Quick Stop', 'Mini Mart', 'Express'] },
  dry_cleaning: { texts: ['Dry cleaner', 'Laundromat'], words: ['Cleaners', 'Laundry', 'Wash & Fold'] },
  pet_services: { texts: ['Dog grooming', 'Pet boarding'], words: ['Pet Spa', 'Paws', 'Pet Resort'] },
};

const FIRST = ['Maria', 'James', 'Luis', 'Aisha', 'Robert', 'Nguyen', 'Priya', 'Daniel', 'Keisha', 'Tomasz', 'Elena', 'Marcus',
  'Sofia', 'Derek', 'Fatima', 'Gregory', 'Hannah', 'Ivan', 'Jasmine', 'Kevin', 'Lorena', 'Mohammed', 'Nadia', 'Oscar', 'Rachel',
  'Samuel', 'Tanya', 'Victor', 'Wendy', 'Yusuf', 'Carmen', 'Andre', 'Beatriz', 'Colin', 'Deborah'];
const LAST = ['Lopez', 'Kaminski', 'Okafor', 'Brennan', 'Patel', 'Tran', 'Whitaker', 'Ruiz-Delgado', 'De La Cruz', 'van der Berg',
  'Hollister', 'Mbeki', 'Castellanos', 'Fitzgerald', "O'Connell", 'Yamamoto', 'Abernathy', 'Salazar', 'Novak', 'McAllister',
  'Dimitriou', 'Greene-Watts', 'Oyelaran', 'Schultz', 'Ferreira', 'Haddad', 'Lindqvist', 'Moreau', 'Zielinski', 'Washington'];
const PLACE = ['Summit', 'Riverbend', 'Lakeshore', 'Cedar Point', 'Ironwood', 'Bluebonnet', 'Harbor', 'Magnolia', 'Northgate', 'Pinecrest',
  'Golden Hour', 'Redstone', 'Sunrise', 'Maple Lane', 'Crescent', 'Highland', 'Bay Street', 'Prairie', 'Silver Oak', 'Keystone'];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Elm St', 'Market St', 'Broadway', 'Jefferson Blvd',
  'Route 9', 'Lincoln Hwy', 'Park Ave', 'Washington St', 'Mill Rd', 'Airport Rd', 'Center St'];
export const CITIES: Record<string, { name: string; cities: [string, string][] }> = {
  TX: { name: 'Texas', cities: [['Houston', '770'], ['Austin', '787'], ['Plano', '750'], ['San Antonio', '782']] },
  FL: { name: 'Florida', cities: [['Tampa', '336'], ['Orlando', '328'], ['Hialeah', '330']] },
  NY: { name: 'New York', cities: [['Yonkers', '107'], ['Buffalo', '142'], ['Brooklyn', '112']] },
  NJ: { name: 'New Jersey', cities: [['Newark', '071'], ['Paterson', '075'], ['Edison', '088']] },
  CA: { name: 'California', cities: [['Fresno', '937'], ['Riverside', '925'], ['Oakland', '946']] },
  GA: { name: 'Georgia', cities: [['Marietta', '300'], ['Savannah', '314']] },
  IL: { name: 'Illinois', cities: [['Joliet', '604'], ['Peoria', '616']] },
  OH: { name: 'Ohio', cities: [['Dayton', '454'], ['Akron', '443']] },
  PA: { name: 'Pennsylvania', cities: [['Allentown', '181'], ['Erie', '165']] },
  NC: { name: 'North Carolina', cities: [['Durham', '277'], ['Raleigh', '276']] },
  AZ: { name: 'Arizona', cities: [['Mesa', '852'], ['Tucson', '857']] },
  CO: { name: 'Colorado', cities: [['Aurora', '800'], ['Pueblo', '810']] },
  MI: { name: 'Michigan', cities: [['Lansing', '489'], ['Flint', '485']] },
  TN: { name: 'Tennessee', cities: [['Memphis', '381'], ['Knoxville', '379']] },
  WA: { name: 'Washington', cities: [['Tacoma', '984'], ['Spokane', '992']] },
  MD: { name: 'Maryland', cities: [['Baltimore', '212'], ['Rockville', '208']] },
};
const INC_STATES: [string, string][] = [['DE', 'Delaware'], ['NV', 'Nevada'], ['WY', 'Wyoming'], ['FL', 'Florida'], ['TX', 'Texas'], ['NY', 'New York']];
const BANKS = ['First Citizens Community Bank', 'Regions Bank', 'Truist', 'Frost Bank', 'Valley National Bank', 'Huntington Bank', 'Chase', 'Wells Fargo', 'TD Bank'];
const FUNDERS = ['Bluewater Advance', 'Pinecrest Funding', 'Meridian Capital Group', 'Rapid Lane Capital', 'Oakmont Receivables', 'Stonebridge Business Funding'];
const LANDLORDS = ['Parkway Realty Mgmt', 'Greenfield Properties LLC', 'Crossroads Commercial RE', 'J&M Holdings', 'Westgate Plaza Partners'];
const VENDORS = ['Sysco', 'Uline', 'Grainger', 'Ferguson Supply', 'Restaurant Depot', 'Home Depot Pro', 'Staples Business', 'Fastenal', 'McKesson'];
const REPS = ['Dana Whitfield', 'Chris Ambrose', 'Nicole Pham', 'Jordan Ellery', 'Tyler Marchetti', 'Alyssa Korhonen'];
const TITLES_MULTI = ['CEO', 'President', 'Managing Member', 'Member', 'Partner', 'COO', 'Vice President', 'Owner', 'Secretary', 'CFO'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing', 'Renovation', 'Debt consolidation'];

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number; ssn: string; ssnType: 'SSN' | 'ITIN';
  masked: boolean; dob: string; fico: number | null; home: string; cell: string; email: string;
}
export interface Deal {
  legal: string; dba: string; entity: string; entityText: string; industry: string; industryText: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN'; taxMasked: boolean; start: string; years: number;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string; inc: [string, string];
  amount: number; payment: number; nPayments: number; freq: Freq; use: string; monthly: number; annual: number; employees: number;
  owners: Owner[]; bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number }; refs: { name: string; phone: string }[]; rep: { name: string; id: string };
  positions: { funder: string; balance: number; payment: number }[];
}

const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 33, 35, 38, 41, 45, 46, 47, 52, 54, 56, 58, 61,
  65, 68, 71, 74, 75, 77, 81, 83, 84, 86, 88, 90, 91, 92, 93, 94, 95, 98, 99];
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function ssnDigits(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4);
}
const itinDigits = (rng: Rng): string => '9' + pad(rng.int(0, 99), 2) + String(rng.pick([70, 71, 72, 73, 74, 75, 78, 80, 83, 88, 90, 94, 97])) + pad(rng.int(1, 9999), 4);
const einDigits = (rng: Rng): string => pad(rng.pick(EIN_PREFIXES), 2) + pad(rng.int(0, 9999999), 7);
const phone = (rng: Rng): string => `(${rng.pick(['214', '305', '718', '973', '559', '404', '312', '937', '610', '919', '480', '303', '517', '901', '253', '410'])}) 555-01${pad(rng.int(0, 99), 2)}`;

function routing(rng: Rng): string {
  const d = [rng.int(0, 1), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9)];
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (s % 10)) % 10);
}

function isoDate(y: number, m: number, d: number): string { return `${y}-${pad(m, 2)}-${pad(d, 2)}`; }
function randomDate(rng: Rng, y0: number, y1: number): string { return isoDate(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28)); }

const CREDS: Record<string, string[]> = { dental_practice: ['DDS', 'DMD'], medical_practice: ['DC', 'MD', 'PT'], veterinary: ['DVM'] };

function makeOwner(rng: Rng, industry: string, state: string, used: Set<string>): Owner {
  let first = rng.pick(FIRST), last = rng.pick(LAST);
  while (used.has(first) || used.has(last)) { first = rng.pick(FIRST); last = rng.pick(LAST); }
  used.add(first); used.add(last);
  const [city, zip3] = rng.pick(CITIES[state]!.cities);
  const itin = rng.chance(0.1);
  return {
    first, last, middle: rng.chance(0.4) ? rng.pick('ABCDEJKLMRST'.split('')) + '.' : '', cred: rng.chance(0.5) ? rng.pick(CREDS[industry] ?? ['']) : '',
    title: '', pct: 0, ssn: itin ? itinDigits(rng) : ssnDigits(rng), ssnType: itin ? 'ITIN' : 'SSN', masked: rng.chance(0.35),
    dob: randomDate(rng, 1952, 1996), fico: rng.chance(0.7) ? rng.int(540, 805) : null,
    home: `${rng.int(12, 9870)} ${rng.pick(STREETS)}, ${city}, ${state} ${zip3}${pad(rng.int(1, 99), 2)}`, cell: phone(rng),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
  };
}

function splitOwnership(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([80, 90, 75])];
  const pools: Record<number, number[][]> = { 2: [[50, 50], [51, 49], [60, 40], [70, 30], [75, 25]], 3: [[34, 33, 33], [40, 30, 30], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return [...rng.pick(pools[n]!)];
}

/** Entity id and the free-text ways owners write it on a form. */
const ENTITY_TEXT: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'C-Corp', 'Inc.', 'Corp'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop.', 'Individual'],
  general_partnership: ['Partnership', 'General Partnership'], limited_partnership: ['LP', 'L.P.'], llp: ['LLP'], pllc: ['PLLC'],
  professional_corporation: ['P.C.', 'Professional Corporation'],
};

function legalName(rng: Rng, entity: string, words: string[], owner: Owner): string {
  const base = `${rng.pick(PLACE)} ${rng.pick(words)}`;
  switch (entity) {
    case 'llc': return `${base} ${rng.pick(['LLC', 'LLC', 'L.L.C.'])}`;
    case 'c_corporation': case 's_corporation': return `${base}${rng.pick([', Inc.', ' Inc', ', Inc.', ' Corp.', ' Corporation'])}`;
    case 'sole_proprietorship': return `${owner.first} ${owner.middle ? owner.middle + ' ' : ''}${owner.last}`;
    case 'general_partnership': return `${base} Partners`;
    case 'limited_partnership': return `${base}, LP`;
    case 'llp': return `${base} LLP`;
    case 'pllc': return `${base}, PLLC`;
    default: return `${base}, P.C.`;
  }
}

export function makeDeal(rng: Rng): Deal {
  const industry = rng.pick(Object.keys(INDUSTRIES));
  const ind = INDUSTRIES[industry]!;
  const professional = industry in CREDS;
  const entity = rng.weighted<string>([['llc', 34], ['c_corporation', 12], ['s_corporation', 14], ['sole_proprietorship', 14],
    ['general_partnership', 5], ['limited_partnership', 4], ['llp', professional ? 4 : 1], ['pllc', professional ? 8 : 0], ['professional_corporation', professional ? 6 : 0]]);
  const state = rng.pick(Object.keys(CITIES));
  const n = entity === 'sole_proprietorship' ? 1 : entity.endsWith('partnership') || entity === 'llp' ? rng.int(2, 4) : rng.weighted<number>([[1, 35], [2, 35], [3, 18], [4, 12]]);
  const used = new Set<string>();
  const owners = Array.from({ length: n }, () => makeOwner(rng, industry, state, used));
  const pcts = splitOwnership(rng, n);
  owners.forEach((o, i) => {
    o.pct = entity === 'sole_proprietorship' ? 100 : pcts[i]!;
    o.title = entity === 'sole_proprietorship' ? rng.pick(['Owner', 'Sole Owner', 'Proprietor'])
      : entity === 'llc' || entity === 'pllc' ? rng.pick(i === 0 ? ['Managing Member', 'CEO', 'Member'] : ['Member', 'COO', 'Partner'])
        : entity.endsWith('partnership') || entity === 'llp' ? rng.pick(i === 0 ? ['Managing Partner', 'General Partner'] : ['Partner', 'Limited Partner'])
        : i === 0 ? rng.pick(['President', 'CEO', 'Owner']) : rng.pick(TITLES_MULTI);
  });
  const legal = legalName(rng, entity, ind.words, owners[0]!);
  const dba = entity === 'sole_proprietorship' || rng.chance(0.5) ? `${rng.pick(PLACE)} ${rng.pick(ind.words)}` : '';
  const [city, zip3] = rng.pick(CITIES[state]!.cities);
  const taxType = entity === 'sole_proprietorship' && rng.chance(0.6) ? owners[0]!.ssnType : 'EIN';
  const taxId = taxType === 'EIN' ? einDigits(rng) : owners[0]!.ssn;
  const start = randomDate(rng, 2001, 2023);
  const freq = rng.weighted<Freq>([['daily', 35], ['weekly', 40], ['biweekly', 12], ['monthly', 13]]);
  const nPayments = { daily: rng.int(60, 180), weekly: rng.pick([16, 20, 26, 32, 40, 52]), biweekly: rng.pick([8, 12, 13, 18, 26]), monthly: rng.pick([4, 6, 9, 12]) }[freq];
  const amount = rng.int(10, 400) * 1000 + (rng.chance(0.3) ? 500 : 0);
  const payment = Math.round(((amount * rng.float(1.22, 1.45)) / nPayments) * 100) / 100;
  const monthly = rng.int(25, 600) * 1000 + rng.int(0, 999);
  const incPick = rng.pick(INC_STATES.filter(([c]) => c !== state));
  const shuffledFunders = rng.shuffle([...FUNDERS]);
  const positions = Array.from({ length: rng.int(0, 2) }, (_, i) => ({ funder: shuffledFunders[i]!, balance: rng.int(30, 1800) * 100 + 37, payment: rng.int(150, 2900) + 0.5 }));
  const slug = legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14);
  return {
    legal, dba, entity, entityText: rng.pick(ENTITY_TEXT[entity]!), industry, industryText: rng.pick(ind.texts), taxId, taxType,
    taxMasked: rng.chance(0.1), start, years: 2026 - Number(start.slice(0, 4)),
    street: `${rng.int(100, 19800)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, state,
    zip: `${zip3}${pad(rng.int(1, 99), 2)}`, phone: phone(rng), email: `office@${slug}.com`, website: rng.chance(0.6) ? `www.${slug}.com` : '',
    inc: incPick, amount, payment, nPayments, freq, use: rng.pick(USES), monthly, annual: monthly * 12 + rng.int(-9000, 9000),
    employees: rng.int(1, 45), owners, bank: { name: rng.pick(BANKS), routing: routing(rng), account: rng.digits(rng.int(9, 12)) },
    landlord: { name: rng.pick(LANDLORDS), phone: phone(rng), rent: rng.int(12, 95) * 100 },
    refs: rng.shuffle([...VENDORS]).slice(0, 3).map((name) => ({ name, phone: phone(rng) })),
    rep: { name: rng.pick(REPS), id: `R-${rng.int(1000, 9999)}` }, positions,
  };
}
