// A fictional merchant for the one-person broker shops' forms of set 42: the business, its owners and request, with
// the printed text of each value beside the value the CRM would hold, plus the decoys a real form carries.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Entity { text: string; id: string }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; tin: string; tinType: 'SSN' | 'ITIN' | 'SIN';
  dob: Date; score: number | null; home: string; homeCity: string; cell: string; email: string;
}
export interface Merchant {
  canada: boolean; legal: string; dba: string | null; entity: Entity; industryText: string; industry: string;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'BN'; street: string; city: string; state: string; zip: string; phone: string;
  email: string; web: string | null; start: Date; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly';
  owners: Owner[]; stateInc: string; monthlySales: number; use: string; employees: number;
  landlord: string; landlordPhone: string; rent: number; bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[]; funders: { name: string; balance: number; payment: number }[];
}

const FIRST = ['Maria', 'Jose', 'Kevin', 'Tamika', 'Luis', 'Brian', 'Angela', 'Darnell', 'Priya', 'Steven', 'Nicole', 'Hector',
  'Wei', 'Rosa', 'Tony', 'Samantha', 'Jamal', 'Denise', 'Omar', 'Heather', 'Vinh', 'Gloria', 'Raymond', 'Keisha'];
const LAST = ['Gutierrez', 'Nguyen', 'Patel', 'Washington', 'Kowalski', "O'Brien", 'Santos', 'McAllister', 'Reyes', 'Thompson',
  'Delgado', 'Fitzgerald', 'Okafor', 'Castillo', 'Brennan', 'Haddad', 'Lopez-Rivera', 'Johnson', 'Vasquez', 'Kim', 'Abernathy'];
const CORE = ['Sunrise', 'Big Mike\'s', 'Golden Star', 'Tri-County', 'Eastside', 'Lone Pine', 'Blue Ridge', 'Harbor View',
  'J & R', 'Premier', 'Sal\'s', 'Family First', 'Southern Pride', 'Metro', 'Cedar Creek', 'Five Points', 'A1', 'Crossroads'];
/** [printed type of business, industries id, word for the name] (checked against industries.json's longest-alias rule). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Mechanic / auto shop', 'auto_repair', 'Auto Care'], ['Pizzeria', 'restaurant', 'Pizza'], ['Hair salon', 'personal_care', 'Hair Studio'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Landscaping & lawn care', 'landscaping', 'Landscaping'],
  ['Dental office', 'dental_practice', 'Family Dental'], ['Trucking (local hauling)', 'trucking_local', 'Hauling'],
  ['Convenience store', 'convenience_store', 'Mini Mart'], ['Bakery & cafe', 'restaurant', 'Bakery'], ['Nail salon', 'personal_care', 'Nails'],
  ['HVAC', 'specialty_trade_contractor', 'Heating & Air'], ['Daycare', 'childcare', 'Learning Center'], ['Restaurant', 'restaurant', 'Grill'],
  ['Used car dealer', 'auto_dealer_used', 'Auto Sales'], ['General contractor', 'general_contractor', 'Construction'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Services'], ['Liquor store', 'liquor_store', 'Liquors'],
  ['Clothing boutique', 'retail_general', 'Boutique'], ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Roofing', 'specialty_trade_contractor', 'Roofing'],
  ['Food truck', 'food_truck_catering', 'Eats'], ['Tire shop', 'auto_repair', 'Tire & Wheel'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Moving company', 'trucking_local', 'Movers'], ['Yoga studio', 'fitness', 'Yoga'],
];
const US_ENT: readonly (readonly [string, string, string])[] = [
  ['LLC', 'llc', ' LLC'], ['L.L.C.', 'llc', ', L.L.C.'], ['Corp', 'c_corporation', ' Corp.'], ['Inc', 'c_corporation', ', Inc.'],
  ['Corporation', 'c_corporation', ' Inc'], ['S-Corp', 's_corporation', ', Inc.'], ['Sole Prop', 'sole_proprietorship', ''],
  ['Partnership', 'general_partnership', ' Partners'], ['LLC', 'llc', ' LLC'], ['llc', 'llc', ' llc'],
];
const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Houston', 'TX', '770'], ['Orlando', 'FL', '328'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Atlanta', 'GA', '303'],
  ['Phoenix', 'AZ', '850'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Fresno', 'CA', '937'], ['Aurora', 'IL', '605'],
  ['Mesa', 'AZ', '852'], ['Hialeah', 'FL', '330'], ['Yonkers', 'NY', '107'], ['Paterson', 'NJ', '075'], ['Tulsa', 'OK', '741'],
];
const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Mississauga', 'ON', 'L5B'], ['Brampton', 'ON', 'L6T'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2E'], ['Laval', 'QC', 'H7N'],
  ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Hamilton', 'ON', 'L8P'],
];
const STREETS = ['Main St', 'Route 9', 'W Broad St', 'Commerce Dr', 'N Central Ave', 'Industrial Pkwy', 'Elm St', 'Bell Rd', 'Airport Blvd', 'Lake Ave'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC', 'Regions', 'Truist', 'Citizens Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const FUNDERS = ['Kapitus', 'Fora Financial', 'Credibly', 'Mulligan Funding', 'Fox Capital', 'Pearl Capital', 'Rapid Finance', 'Everest Business Funding'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Owner/Operator', 'Pres.', 'Partner', 'owner', 'VP'];

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
export function luhn9(r: Rng, first: number): string {
  for (;;) {
    const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
    let s = 0;
    d.forEach((x, i) => { const y = i % 2 ? x * 2 : x; s += y > 9 ? y - 9 : y; });
    const check = (10 - (s % 10)) % 10;
    const out = [...d, check].join('');
    if (!/^(\d)\1+$/.test(out)) return out;
  }
}
const ssn = (r: Rng): string => `${pad(r.pick([r.int(1, 665), r.int(667, 899)]), 3)}${pad(r.int(1, 99), 2)}${pad(r.int(1, 9999), 4)}`;
const itin = (r: Rng): string => `9${pad(r.int(0, 99), 2)}${r.pick([r.int(70, 88), r.int(50, 65)])}${pad(r.int(1, 9999), 4)}`;
const EIN_PRE = [12, 13, 20, 22, 26, 27, 30, 33, 35, 36, 45, 46, 47, 52, 54, 56, 61, 65, 81, 82, 83, 84, 85, 86, 87, 88, 90, 92, 93, 95];
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(201, 989)}-${pad(r.int(0, 9999), 4)}`;
const date = (r: Rng, y0: number, y1: number): Date => new Date(Date.UTC(r.int(y0, y1), r.int(0, 11), r.int(1, 28)));

function owner(r: Rng, canada: boolean, pct: number, i: number): Owner {
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  const tinType = canada ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
  const tin = canada ? luhn9(r, r.int(1, 7)) : tinType === 'ITIN' ? itin(r) : ssn(r);
  return { first, middle: r.chance(0.3) ? r.pick(['A', 'J', 'M', 'R', 'L']) : null, last, title: i ? r.pick(['Partner', 'Member', 'VP', 'Co-Owner']) : r.pick(TITLES),
    pct, tin, tinType, dob: date(r, 1958, 1996), score: r.chance(0.5) ? r.int(520, 790) : null, home: `${r.int(12, 9980)} ${r.pick(['Oak', 'Maple', 'Willow', 'Pine'])} ${r.pick(['Ln', 'Ct', 'Dr', 'St'])}`,
    homeCity: r.pick(['Kissimmee', 'Katy', 'Clifton', 'Decatur', 'Gilbert', 'Oakville', 'Markham']), cell: phone(r),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${r.int(1, 99)}@gmail.com` };
}

export function makeMerchant(r: Rng, canada = false): Merchant {
  const [indText, industry, word] = r.pick(INDUSTRIES);
  const core = r.pick(CORE);
  const ent = canada ? r.pick([['Inc.', 'ca_corporation', ' Inc.'], ['Corporation', 'ca_corporation', ' Ltd.'], ['Sole Proprietor', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners']] as const) : r.pick(US_ENT);
  const nOwners = ent[1] === 'sole_proprietorship' ? 1 : ent[1] === 'general_partnership' ? r.pick([2, 2, 3]) : r.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const split = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : [40, 35, 25];
  const owners = split.map((p, i) => owner(r, canada, p, i));
  const sole = ent[1] === 'sole_proprietorship';
  const trade = `${core} ${word}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${trade}${ent[2]}`;
  const dba = sole ? trade : r.chance(0.5) ? r.pick([`${core} ${word}`.replace(core, r.pick(CORE)), `${core} ${word} #2`, `${word} ${r.pick(['Express', 'Plus', 'on Main', 'Depot'])}`.toUpperCase()]) : null;
  const [city, state, zip] = r.pick(canada ? CA_PLACES : US_PLACES);
  const taxIdType = canada ? 'BN' : sole && r.chance(0.6) ? 'SSN' : 'EIN';
  const taxId = canada ? `${luhn9(r, r.int(1, 8))}RC0001` : taxIdType === 'SSN' ? owners[0]!.tin : `${r.pick(EIN_PRE)}${pad(r.int(0, 9999999), 7)}`;
  const amount = r.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000]);
  const freq = r.chance(0.7) ? 'daily' : 'weekly';
  const nPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140]) : r.pick([16, 20, 26, 30, 40]);
  return {
    canada, legal, dba, entity: { text: ent[0], id: ent[1] }, industryText: indText, industry, taxId, taxIdType,
    street: `${r.int(10, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` ${r.pick(['Ste', 'Unit', '#'])} ${r.int(1, 240)}` : ''}`, city, state,
    zip: canada ? `${zip} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])}${r.int(1, 9)}` : `${zip}${pad(r.int(1, 99), 2)}`, phone: phone(r),
    email: `${r.pick(['info', 'office', 'contact', owners[0]!.first.toLowerCase()])}@${trade.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`,
    web: r.chance(0.4) ? `www.${trade.toLowerCase().replace(/[^a-z0-9]/g, '')}.com` : null,
    start: date(r, 2004, 2022), amount, payment: Math.round((amount * 1.35) / nPayments), nPayments, freq, owners,
    stateInc: canada ? r.pick(['ON', 'BC', 'Federal']) : r.pick(['DE', 'WY', 'NV', state, state]), monthlySales: r.int(18, 240) * 1000,
    use: r.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'Marketing', 'new truck']), employees: r.int(1, 35),
    landlord: `${r.pick(FIRST)} ${r.pick(LAST)}`, landlordPhone: phone(r), rent: r.int(12, 90) * 100, bank: r.pick(canada ? CA_BANKS : BANKS),
    routing: canada ? `${pad(r.int(1, 99999), 5)}-${pad(r.int(1, 999), 3)}` : `0${r.int(21, 91)}${pad(r.int(0, 999999), 6)}`, account: r.digits(r.int(9, 12)),
    refs: [0, 1].map(() => ({ name: `${r.pick(CORE)} ${r.pick(['Supply', 'Distributors', 'Wholesale', 'Parts'])}`, phone: phone(r) })),
    funders: r.chance(0.5) ? [] : [{ name: r.pick(FUNDERS), balance: r.int(4, 60) * 1000, payment: r.int(150, 900) }],
  };
}
