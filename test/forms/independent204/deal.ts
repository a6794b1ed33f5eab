// One fictional deal: the business, its owners and the people and numbers around it that are not the applicant
// (decoys). Drawn from its own fork of the seed, so the same seed gives the same deal in every style and layout.
import { Rng } from '../../statements/generator/prng.ts';

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string;
  ownership: number; creditScore: number; ssn: string; dob: string; home: Address; cell: string; email: string;
}
export interface Equipment { description: string; serial: string; cost: number }
export interface Deal {
  legalName: string; dba: string | null; entity: string; industryText: string; taxId: string; startDate: string;
  address: Address; phone: string; email: string; website: string; stateOfInc: string; employees: number;
  requested: number; payment: number; numPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; owners: Owner[];
  vendor: { name: string; contact: string; phone: string; address: Address }; equipment: Equipment[]; downPayment: number;
  lender: { name: string; balance: number; payment: number; account: string }; bank: { name: string; routing: string; account: string };
  bankOfficer: { name: string; phone: string }; landlord: { name: string; phone: string; rent: number }; iso: { name: string; id: string };
}

// Type-of-business phrases with the industry id we mean; rules.industryId must agree (checked by the test).
export const BUSINESSES: { phrase: string; industry: string; names: string[]; gear: string[] }[] = [
  { phrase: 'Collision repair & body shop', industry: 'auto_repair', names: ['Precision Collision', 'Eastgate Auto Body'], gear: ['Chief EZ Liner frame machine', 'Global Finishing paint booth'] },
  { phrase: 'Machine shop / CNC fabrication', industry: 'manufacturing', names: ['Tri-Axis Machining', 'Blue Heron Fabrication'], gear: ['Haas VF-2 vertical mill', 'Mazak QTN-200 lathe'] },
  { phrase: 'Commercial cleaning services', industry: 'cleaning_services', names: ['Brightline Facility Care', 'Spotless Commercial'], gear: ['Tennant T7 floor scrubber', 'Nilfisk SC6500 ride-on scrubber'] },
  { phrase: 'Landscaping and lawn care', industry: 'landscaping', names: ['Greenway Grounds', 'Oak Hollow Landscape'], gear: ['Kubota SVL75 track loader', 'Exmark Lazer Z mower'] },
  { phrase: 'Dump truck hauling', industry: 'trucking_local', names: ['Red Clay Hauling', 'Summit Aggregate Transport'], gear: ['2019 Kenworth T880 dump truck', '2020 Mack Granite dump truck'] },
  { phrase: 'Coffee shop and bakery cafe', industry: 'restaurant', names: ['Morning Ritual Coffee', 'Copper Kettle Cafe'], gear: ['La Marzocco Linea espresso machine', 'Hobart HL600 mixer'] },
  { phrase: 'Dental office', industry: 'dental_practice', names: ['Lakeside Family Dental', 'Ridgeview Dental Group'], gear: ['Planmeca ProMax 3D imaging unit', 'A-dec 500 dental chair'] },
  { phrase: 'Plumbing and HVAC contractor', industry: 'specialty_trade_contractor', names: ['Allpro Mechanical', 'Keystone Plumbing & Air'], gear: ['Ridgid SeeSnake camera', '2021 Ford Transit service van'] },
  { phrase: 'Veterinary clinic', industry: 'veterinary', names: ['Maple Creek Animal Care', 'Harbor Paws Veterinary'], gear: ['IDEXX ProCyte Dx analyzer', 'Sound DR digital x-ray'] },
  { phrase: 'Gym and fitness center', industry: 'fitness', names: ['Iron Republic Fitness', 'Peak Form Athletics'], gear: ['Life Fitness treadmill package', 'Hammer Strength rack set'] },
  { phrase: 'Food truck', industry: 'food_truck_catering', names: ['Smoke Signal BBQ', 'Taco Compass'], gear: ['2018 Freightliner step van kitchen', 'Southern Pride smoker trailer'] },
  { phrase: 'Tire shop', industry: 'auto_repair', names: ['Roadway Tire Center', 'Big Wheel Tire'], gear: ['Hunter Revolution tire changer', 'Hunter Hawkeye alignment rack'] },
];

const FIRST = ['Marcus', 'Elena', 'Darnell', 'Priya', 'Thomas', 'Keisha', 'Victor', 'Megan', 'Luis', 'Hannah', 'Andre', 'Colleen', 'Rajesh', 'Tamara', 'Brendan', 'Ana'];
const LAST = ['Whitfield', 'Okafor', 'Delgado', 'Kowalski', 'Nguyen', 'Brennan', 'Van Dyke', 'De La Cruz', "O'Neil", 'Harper-Ellis', 'Castellanos', 'MacAllister', 'Petrov', 'St. Clair', 'Yamamoto', 'Lindqvist'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary'];
const CITIES: [string, string, string][] = [['Tulsa', 'OK', '741'], ['Columbus', 'OH', '432'], ['Fresno', 'CA', '937'], ['Savannah', 'GA', '314'],
  ['Boise', 'ID', '837'], ['Allentown', 'PA', '181'], ['Lubbock', 'TX', '794'], ['Rochester', 'NY', '146'], ['Mesa', 'AZ', '852'],
  ['Raleigh', 'NC', '276'], ['Spokane', 'WA', '992'], ['Knoxville', 'TN', '379'], ['Omaha', 'NE', '681'], ['Tampa', 'FL', '336']];
const STREETS = ['Industrial Pkwy', 'Commerce Dr', 'Main St', 'Route 9', 'Elm Ave', 'Harbor Rd', 'Quarry Ln', 'Airport Blvd', 'Mill St', 'Lakeview Ter'];
const VENDORS = ['Midstate Equipment Sales', 'Apex Machinery Group', 'Continental Dealer Supply', 'Frontier Truck & Equipment'];
const LENDERS = ['Pinnacle Equipment Finance', 'Granite Leasing Co.', 'Union Commercial Credit', 'Northstar Capital Lease'];
const BANKS = ['First Prairie Bank', 'Commonwealth Savings', 'Riverbend Community Bank', 'Atlantic Federal Credit Union'];
const USES = ['Equipment purchase', 'Working capital and equipment down payment', 'Expansion', 'Inventory and payroll', 'Truck repairs'];
// EIN prefixes the IRS issues (reference README: 00, 07-09, 17-19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97 are not).
const EIN_PREFIXES = ['10', '13', '20', '22', '26', '27', '33', '38', '41', '45', '46', '47', '52', '56', '61', '65', '74', '81', '82', '84', '87', '88', '93'];

const ENTITIES: [string, number][] = [['llc', 5], ['c_corporation', 2], ['s_corporation', 2], ['sole_proprietorship', 2], ['general_partnership', 1],
  ['limited_partnership', 1], ['pllc', 1]];
const SUFFIX: Record<string, string[]> = { llc: ['LLC', ', LLC', ', L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Corporation'], s_corporation: [', Inc.', ' Inc.'],
  general_partnership: [' Partners', ' & Associates'], limited_partnership: [' LP', ', L.P.'], pllc: [' PLLC'], sole_proprietorship: [''] };

export function address(r: Rng, state?: string): Address {
  const c = state ? CITIES.find((x) => x[1] === state) ?? r.pick(CITIES) : r.pick(CITIES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.2) ? ` Suite ${r.int(100, 450)}` : ''}`, city: c[0], state: c[1], zip: `${c[2]}${r.digits(2)}` };
}
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
function isoDate(r: Rng, fromYear: number, toYear: number): string {
  return `${r.int(fromYear, toYear)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}
// SSN areas 001-665 and 667-899, group not 00, serial not 0000; an ITIN is 9XX-7X-XXXX (a valid ITIN middle).
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.int(70, 88)}-${r.int(1000, 9999)}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${r.int(1000, 9999)}`;
}

function owners(r: Rng, n: number, entity: string): Owner[] {
  const shares = n === 1 ? [r.pick([100, 100, 80, 51])] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [30, 25, 25, 20];
  const used = new Set<string>();
  return shares.map((ownership, i) => {
    let first = r.pick(FIRST), last = r.pick(LAST);
    while (used.has(first) || used.has(last)) { first = r.pick(FIRST); last = r.pick(LAST); }
    used.add(first); used.add(last);
    const title = entity === 'sole_proprietorship' ? 'Owner' : i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3));
    return { first, last, middle: r.chance(0.4) ? r.pick(['J', 'A', 'R', 'M', 'L']) : null, credential: null, title, ownership,
      creditScore: r.int(540, 810), ssn: ssn(r, r.chance(0.12)), dob: isoDate(r, 1958, 1994), home: address(r), cell: phone(r),
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mailbox.example` };
  });
}

export function makeDeal(seed: number): Deal {
  const r = new Rng(`independent204:deal:${seed}`);
  const biz = r.pick(BUSINESSES);
  const entity = r.weighted(ENTITIES);
  const n = entity === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const os = owners(r, entity === 'general_partnership' || entity === 'limited_partnership' ? Math.max(2, n) : n, entity);
  if (biz.industry === 'dental_practice' && r.chance(0.6)) os[0]!.credential = r.pick(['DDS', 'DMD']);
  if (biz.industry === 'veterinary' && r.chance(0.6)) os[0]!.credential = 'DVM';
  const base = r.pick(biz.names);
  const soleName = `${os[0]!.first} ${os[0]!.last}`;
  const legalName = entity === 'sole_proprietorship' ? soleName : `${base}${r.pick(SUFFIX[entity]!)}`;
  // The DBA: a real trade name, or a filler that reads as none (SAME, N/A, blank, the legal name again).
  const dba = entity === 'sole_proprietorship' ? base : r.weighted<string | null>([[`${base.split(' ')[0]} ${r.pick(['Services', 'Group', 'Co', 'Express'])}`, 3],
    ['SAME', 1], ['N/A', 1], [null, 1], [legalName, 1]]);
  const taxId = entity === 'sole_proprietorship' && r.chance(0.5) ? os[0]!.ssn : `${r.pick(EIN_PREFIXES)}-${r.digits(7)}`;
  const addr = address(r);
  const requested = r.pick([25000, 35000, 40000, 50000, 65000, 75000, 90000, 120000, 150000]);
  const frequency = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const numPayments = { daily: r.pick([120, 140, 160, 180]), weekly: r.pick([26, 36, 40, 52]), biweekly: r.pick([13, 18, 26]), monthly: r.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((requested * r.float(1.25, 1.45)) / numPayments * 100) / 100;
  // People around the deal (bank officer, vendor contact, ISO rep) never share an owner's surname, so a decoy can
  // never equal an applicant by chance.
  const taken = new Set(os.map((o) => o.last));
  const person = () => { let l = r.pick(LAST); while (taken.has(l)) l = r.pick(LAST); return `${r.pick(FIRST)} ${l}`; };
  const officer = person();
  const gear = r.shuffle([...biz.gear]);
  return {
    legalName, dba, entity, industryText: biz.phrase, taxId, startDate: isoDate(r, 2004, 2022), address: addr, phone: phone(r),
    email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.example`, website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.example`,
    stateOfInc: r.chance(0.4) ? r.pick(['DE', 'NV', 'WY']) : addr.state, employees: r.int(2, 45), requested, payment, numPayments, frequency,
    useOfFunds: r.pick(USES), monthlySales: r.int(40, 400) * 1000, owners: os,
    vendor: { name: r.pick(VENDORS), contact: person(), phone: phone(r), address: address(r) },
    equipment: gear.slice(0, r.int(1, 2)).map((d) => ({ description: d, serial: `${r.alnum(3)}${r.digits(6)}`, cost: r.int(18, 140) * 1000 + r.pick([0, 500, 750]) })),
    downPayment: r.int(2, 15) * 1000,
    lender: { name: r.pick(LENDERS), balance: r.int(8, 90) * 1000 + r.int(0, 999), payment: r.int(400, 3200), account: `L-${r.digits(8)}` },
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    bankOfficer: { name: officer, phone: phone(r) },
    landlord: { name: `${r.pick(['Crossroads', 'Beacon', 'Northgate'])} Properties LLC`, phone: phone(r), rent: r.int(18, 95) * 100 },
    iso: { name: person(), id: `ISO-${r.digits(5)}` },
  };
}
