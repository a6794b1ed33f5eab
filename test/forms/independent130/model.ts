// One merchant, drawn from the seed: the business, its owners and the decoys around it (landlord, bank, references,
// existing advances). Layouts decide how each value is printed; this file only decides what the values are.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; fico: number | null;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: Ymd; home: Address; cell: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entity: EntityKind; industryText: string; industry: string;
  taxId: string | null; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; taxMasked: boolean;
  start: Ymd | null; address: Address; phone: string; email: string; website: string | null; stateOfInc: string;
  own: boolean; landlord: { name: string; phone: string; rent: number }; employees: number;
  amount: number; use: string; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  monthlySales: number; bank: { name: string; routing: string; account: string };
  existing: { funder: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
  owners: Owner[]; signed: Ymd;
}
export type EntityKind = 'corp' | 'llc' | 'scorp' | 'partnership' | 'sole' | 'llp' | 'pllc' | 'lp';

const FIRST = ['Maria', 'James', 'Tanya', 'Robert', 'Aisha', 'DeShawn', 'Linh', 'Carlos', 'Priya', 'Michael', 'Jennifer', 'Hector',
  'Olga', 'Kevin', 'Fatima', 'Brandon', 'Sofia', 'Terrence', 'Mei', 'Giovanni', 'Rachel', 'Ahmed', 'Latoya', 'Dmitri', 'Erin',
  'Jamal', 'Krystal', 'Raj', 'Nadia', 'Travis', 'Yolanda', 'Wei', 'Patrick', 'Chantal', 'Gurpreet', 'Marc-Andre', 'Simone'];
const LAST = ['Gomez', 'Whitfield', 'Nguyen', 'Okafor', 'Patel', 'Kowalski', 'Del Rosario', "O'Brien", 'Johnson', 'Haddad',
  'Van Dyke', 'Smith-Carter', 'Castillo', 'Brennan', 'Tremblay', 'Singh', 'Abernathy', 'De La Cruz', 'Washington', 'Park',
  'Mendoza', 'Fitzgerald', 'Nakamura', 'Ramirez-Lopez', 'Goldberg', 'Osei', 'MacDonald', 'Bouchard', 'Yilmaz', 'Dubois'];
const WORDS = ['Summit', 'Lone Star', 'Blue Ridge', 'Riverbend', 'Keystone', 'Magnolia', 'Buckeye', 'Harbor', 'Pioneer',
  'Gateway', 'Oak Hollow', 'Red River', 'Peachtree', 'Liberty', 'Northgate', 'Maple Leaf', 'Cedar Point', 'Golden Gate',
  'Silver Creek', 'Eastside', 'Prime', 'Heritage', 'Brazos', 'Cuyahoga', 'Hudson', 'Lakeshore', 'Trinity', 'Ironwood'];
/** Type-of-business texts and the industries reference id applications.md's rule gives each (checked in the test). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Pizza restaurant', 'restaurant', 'Pizza Co'], ['Coffee shop', 'restaurant', 'Coffee House'], ['Mexican restaurant', 'restaurant', 'Cocina'],
  ['Collision repair / body shop', 'auto_repair', 'Collision'], ['Tire shop', 'auto_repair', 'Tire & Wheel'],
  ['Hair salon', 'personal_care', 'Salon'], ['Barbershop', 'personal_care', 'Barber Lounge'], ['Nail salon', 'personal_care', 'Nails & Spa'],
  ['Dental office', 'dental_practice', 'Family Dental'], ['Chiropractor', 'medical_practice', 'Chiropractic'],
  ['Veterinary clinic', 'veterinary', 'Animal Clinic'], ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'],
  ['Plumbing services', 'specialty_trade_contractor', 'Plumbing'], ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['General contractor', 'general_contractor', 'Builders'], ['Landscaping / lawn care', 'landscaping', 'Landscapes'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Convenience store', 'convenience_store', 'Food Mart'],
  ['Grocery store', 'grocery', 'Supermarket'], ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Services'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Clothing boutique', 'retail_general', 'Boutique'], ['Furniture store', 'retail_general', 'Furniture'],
  ['Insurance agency', 'insurance_agency', 'Insurance Group'], ['Staffing agency', 'staffing_agency', 'Staffing'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Pet grooming', 'pet_services', 'Pet Spa'], ['Home health care agency', 'home_health_care', 'Home Care'],
  ['IT services', 'it_software', 'Technologies'], ['Used car dealer', 'auto_dealer_used', 'Auto Sales'],
  ['Physical therapy clinic', 'medical_practice', 'Physical Therapy'], ['Wholesale distributor', 'wholesale_distribution', 'Distributors'],
  ['Machine shop', 'manufacturing', 'Machine Works'], ['Food truck', 'food_truck_catering', 'Street Eats'], ['Hotel', 'hotel_motel', 'Inn'],
  ['Car wash & detailing', 'car_wash', 'Car Wash'], ['Accounting / bookkeeping', 'professional_services', 'Accounting'],
  ['Moving company', 'trucking_local', 'Movers'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
  ['Flooring installation', 'specialty_trade_contractor', 'Flooring'], ['Tutoring center', 'education_private', 'Learning Center'],
];
const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'], ['Dallas', 'TX', '752'], ['El Paso', 'TX', '799'], ['Columbus', 'OH', '432'],
  ['Cleveland', 'OH', '441'], ['Dayton', 'OH', '454'], ['Newark', 'NJ', '071'], ['Paterson', 'NJ', '075'], ['Toms River', 'NJ', '087'],
  ['Atlanta', 'GA', '303'], ['Savannah', 'GA', '314'], ['Macon', 'GA', '312'], ['Miami', 'FL', '331'], ['Charlotte', 'NC', '282'],
  ['Phoenix', 'AZ', '850'], ['Brooklyn', 'NY', '112'], ['Nashville', 'TN', '372'], ['Los Angeles', 'CA', '900'], ['Denver', 'CO', '802'],
  ['Philadelphia', 'PA', '191'], ['Detroit', 'MI', '482'], ['Baltimore', 'MD', '212'], ['Chicago', 'IL', '606'],
];
const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Brampton', 'ON', 'L6T'], ['Ottawa', 'ON', 'K1P'], ['Hamilton', 'ON', 'L8P'],
  ['London', 'ON', 'N6A'], ['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Vancouver', 'BC', 'V6B'], ['Winnipeg', 'MB', 'R3C'],
  ['Halifax', 'NS', 'B3J'], ['Saskatoon', 'SK', 'S7K'],
];
const STREETS = ['Main St', 'Commerce Dr', 'Westheimer Rd', 'Broad St', 'Peachtree Ind Blvd', 'High St', 'Route 9', 'Industrial Pkwy',
  'Market St', 'Dundas St W', 'Queen St E', 'Elm Ave', 'Lakeview Rd', 'Airport Blvd', 'Park Ave', 'Jefferson Ave'];
export const FUNDERS = ['Rapid Advance Capital', 'Everline Funding', 'Blue Harbor Capital', 'Forward Line Funding', 'Pinnacle MCA',
  'Sterling Receivables', 'Velocity Merchant Funding', 'Northstar Advance'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'Huntington National Bank', 'Truist', 'PNC Bank', 'Frost Bank', 'TD Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];
const EIN_PREFIX = [10, 12, 13, 20, 22, 26, 27, 30, 33, 36, 41, 45, 46, 47, 52, 54, 56, 58, 61, 65, 74, 75, 80, 81, 82, 84, 86, 87, 88, 90, 91, 92, 93];

export function luhnComplete(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return d8 + String((10 - (sum % 10)) % 10);
}

const phone = (r: Rng, area: string) => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (d: Ymd) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
const ymd = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });

function address(r: Rng, country: 'US' | 'CA', place?: readonly [string, string, string]): Address {
  const [city, state, z] = place ?? r.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const zip = country === 'US' ? `${z}${r.digits(2)}` : `${z} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? `, ${r.pick(['Suite', 'Unit', 'Ste'])} ${r.int(1, 420)}` : ''}`, city, state, zip };
}

function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}

function splits(n: number, r: Rng): number[] {
  return r.pick(({ 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] } as Record<number, number[][]>)[n]!);
}

function owner(r: Rng, country: 'US' | 'CA', title: string, pct: number, area: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const taxType = country === 'CA' ? 'SIN' : r.chance(0.06) ? 'ITIN' : 'SSN';
  const taxId = taxType === 'SIN' ? luhnComplete(`${r.int(1, 7)}${r.digits(7)}`).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')
    : taxType === 'ITIN' ? `9${r.digits(2)}-${r.int(70, 88)}-${r.digits(4)}` : ssn(r);
  return { first, middle: r.chance(0.3) ? r.alnum(1, 'ABCDEJKLMRST') : null, last, title, pct, fico: r.chance(0.8) ? r.int(540, 790) : null,
    taxId, taxType, masked: r.chance(0.35), dob: ymd(r, 1958, 1998), home: address(r, country), cell: phone(r, area),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}` };
}

const SUFFIX: Record<EntityKind, readonly string[]> = {
  corp: [', Inc.', ' Inc', ' Corp.', ' Corporation'], llc: [' LLC', ', LLC', ' L.L.C.'], scorp: [', Inc.', ' Inc.'], partnership: [' Partners', ' & Associates'],
  sole: [''], llp: [' LLP'], pllc: [', PLLC'], lp: [' LP', ', L.P.'],
};
const CA_SUFFIX = [' Ltd.', ' Inc.', ' Limited', ' Corp.'];

export function makeMerchant(r: Rng, o: { canada: number }): Merchant {
  const country = r.chance(o.canada) ? 'CA' : 'US';
  const entity: EntityKind = country === 'CA' ? r.weighted<EntityKind>([['corp', 7], ['sole', 2], ['partnership', 1]])
    : r.weighted<EntityKind>([['llc', 10], ['corp', 5], ['scorp', 2], ['sole', 3], ['partnership', 1], ['llp', 1], ['pllc', 1], ['lp', 1]]);
  const [industryText, industry, noun] = r.pick(INDUSTRIES);
  const address0 = address(r, country);
  const area = country === 'US' ? String(r.int(201, 989)) : r.pick(['416', '905', '647', '613', '403', '604']);
  const n = Math.max(r.weighted([[1, 5], [2, 4], [3, 2], [4, 1]]), ['partnership', 'llp', 'lp'].includes(entity) ? 2 : 1);
  const pcts = splits(n, r);
  const titles = entity === 'llc' ? ['Managing Member', 'Member', 'Owner', 'Manager'] : entity === 'sole' ? ['Owner', 'Sole Owner', 'Proprietor']
    : entity === 'partnership' || entity === 'llp' || entity === 'lp' ? ['Partner', 'General Partner', 'Managing Partner']
      : ['President', 'CEO', 'Vice President', 'Secretary', 'Director', 'Owner', 'COO'];
  const owners = pcts.map((p, i) => owner(r, country, i === 0 ? titles[0]! : r.pick(titles.slice(1).length ? titles.slice(1) : titles), p, area));
  if (entity === 'sole') owners.splice(1);
  if (entity === 'sole') owners[0]!.pct = 100;
  const word = r.pick(WORDS);
  const base = r.chance(0.5) ? `${word} ${noun}` : `${r.pick(owners).last} ${noun}`;
  let legal: string, dba: string | null;
  if (entity === 'sole') {
    const w = owners[0]!;
    legal = `${w.first}${w.middle ? ` ${w.middle}.` : ''} ${w.last}`;
    dba = base;
  } else if (country === 'CA' && entity === 'corp') {
    const numbered = r.chance(0.35);
    legal = numbered ? `${r.int(1000000, 2899999)} ${({ ON: 'Ontario', AB: 'Alberta', BC: 'B.C.' } as Record<string, string>)[address0.state] ?? 'Canada'} Inc.` : `${base}${r.pick(CA_SUFFIX)}`;
    dba = numbered ? base : r.chance(0.5) ? `${word} ${noun}` : null;
  } else {
    legal = `${base}${r.pick(SUFFIX[entity])}`;
    dba = r.chance(0.6) ? `${r.pick(WORDS)} ${noun}` : null;
  }
  if (dba === legal) dba = null;
  const bn = luhnComplete(`${r.int(1, 8)}${r.digits(7)}`);
  const taxType = country === 'CA' ? 'BN' : entity === 'sole' && r.chance(0.6) ? owners[0]!.taxType as 'SSN' | 'ITIN' : 'EIN';
  const taxId = country === 'CA' ? `${bn} ${r.pick(['RC', 'RT'])}0001` : taxType === 'EIN' ? `${r.pick(EIN_PREFIX)}-${r.digits(7)}` : owners[0]!.taxId;
  const amount = r.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000]);
  const frequency = r.weighted<Merchant['frequency']>([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
  const payments = { daily: r.pick([60, 80, 100, 120, 140, 160]), weekly: r.pick([12, 16, 20, 24, 30, 36, 52]), biweekly: r.pick([8, 12, 13, 18, 26]), monthly: r.pick([6, 9, 12]) }[frequency];
  const start = r.chance(0.93) ? ymd(r, 1996, 2024) : null;
  const banks = country === 'US' ? BANKS_US : BANKS_CA;
  return {
    country, legal, dba, entity, industryText, industry, taxId: r.chance(0.05) ? null : taxId, taxType, taxMasked: r.chance(0.08),
    start, address: address0, phone: phone(r, area), email: `${r.pick(['info', 'office', 'admin', owners[0]!.first.toLowerCase().replace(/[^a-z]/g, '')])}@${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.${country === 'CA' ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.${country === 'CA' ? 'ca' : 'com'}` : null,
    stateOfInc: country === 'US' ? r.pick(['DE', 'NV', 'WY', address0.state, address0.state, address0.state]) : r.pick(['ON', 'Federal (CBCA)', address0.state]),
    own: r.chance(0.2), landlord: { name: `${r.pick(WORDS)} ${r.pick(['Properties', 'Realty', 'Management', 'Holdings'])}${r.pick([' LLC', ' Inc.', ''])}`, phone: phone(r, area), rent: r.int(18, 140) * 100 },
    employees: r.int(1, 60), amount, use: r.pick(USES), payment: Math.round((amount * r.float(1.25, 1.45)) / payments),
    payments, frequency, monthlySales: r.int(25, 400) * 1000, bank: { name: r.pick(banks), routing: country === 'US' ? `0${r.digits(8)}` : `${r.digits(5)}-${r.digits(3)}`, account: r.digits(r.int(9, 12)) },
    existing: Array.from({ length: r.weighted([[0, 4], [1, 3], [2, 2]]) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(40, 900) * 100, payment: r.int(15, 95) * 10 })),
    refs: Array.from({ length: 2 }, () => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Equipment'])}`, phone: phone(r, area) })),
    owners, signed: { y: 2026, m: r.int(1, 4), d: r.int(1, 28) },
  };
}
