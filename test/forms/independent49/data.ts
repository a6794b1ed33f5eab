// The fictional merchant behind one form of set 49: business, owners, request and the decoys around them (bank,
// landlord, ISO rep, existing advances). Everything comes from a seeded Rng; the layouts decide what is printed.
import { Rng } from '../../statements/generator/prng.ts';

export interface Day { y: number; m: number; d: number }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: Day; home: Address; cell: string; email: string; score: number;
}
export interface Address { street: string; city: string; region: string; postal: string }
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entity: { text: string; id: string };
  industry: { text: string; id: string };
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN'; incState: string;
  start: Day; years: number; address: Address; phone: string; email: string; website: string | null;
  employees: number; own: 'Own' | 'Rent'; rent: number; landlord: string; landlordPhone: string;
  monthlySales: number; requested: number; use: string;
  plan: { payment: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' };
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  advances: { funder: string; balance: number; payment: number }[];
  iso: { name: string; company: string; phone: string };
  reference: { name: string; phone: string };
  spouse: string;
}

// Industry wording as owners write it, with the id applications.md's rule gives (the test re-checks it).
const US_INDUSTRIES: [string, string, string[]][] = [
  ['Italian Restaurant', 'restaurant', ['Trattoria', 'Kitchen', 'Table']], ['Pizzeria', 'restaurant', ['Pizza', 'Slice House']],
  ['Auto Body & Collision Repair', 'auto_repair', ['Collision', 'Auto Body']], ['Tire Shop', 'auto_repair', ['Tire', 'Wheel & Tire']],
  ['Hair Salon', 'personal_care', ['Salon', 'Hair Studio']], ['Barbershop', 'personal_care', ['Cuts', 'Barber Co']],
  ['Plumbing & HVAC Contractor', 'specialty_trade_contractor', ['Plumbing', 'Mechanical']], ['Roofing Contractor', 'specialty_trade_contractor', ['Roofing', 'Exteriors']],
  ['Dental Office', 'dental_practice', ['Dental', 'Smiles']], ['Chiropractic Clinic', 'medical_practice', ['Chiropractic', 'Spine & Wellness']],
  ['Landscaping / Lawn Care', 'landscaping', ['Landscapes', 'Lawn & Garden']], ['Convenience Store', 'convenience_store', ['Mart', 'Food Mart']],
  ['Gym / Fitness Center', 'fitness', ['Fitness', 'Athletic Club']], ['Daycare Center', 'childcare', ['Kids Academy', 'Little Learners']],
  ['Commercial Cleaning', 'cleaning_services', ['Cleaning', 'Janitorial']], ['Electrical Contractor', 'specialty_trade_contractor', ['Electric', 'Power Services']],
  ['Pet Grooming', 'pet_services', ['Pet Spa', 'Grooming']], ['Used Car Dealer', 'auto_dealer_used', ['Motors', 'Auto Sales']],
  ['Liquor Store', 'liquor_store', ['Wine & Spirits', 'Liquors']], ['Laundromat', 'dry_cleaning', ['Laundry', 'Wash House']],
  ['Boutique Clothing Store', 'retail_general', ['Boutique', 'Apparel']], ['Coffee Shop', 'restaurant', ['Coffee', 'Roasters']],
  ['Food Truck', 'food_truck_catering', ['Street Eats', 'Tacos']], ['Machine Shop', 'manufacturing', ['Machine Works', 'Precision']],
  ['General Contractor', 'general_contractor', ['Builders', 'Construction']], ['Home Health Care', 'home_health_care', ['Home Care', 'Care Partners']],
  ['Bar & Grill', 'bar_nightclub', ['Tap House', 'Bar & Grill']], ['Trucking - Local Hauling', 'trucking_local', ['Hauling', 'Transport']],
];
const CA_INDUSTRIES: [string, string, string[]][] = [
  ['Restaurant', 'restaurant', ['Kitchen', 'Bistro']], ['Physiotherapy Clinic', 'medical_practice', ['Physiotherapy', 'Rehab']],
  ['Mechanic / Auto Service', 'auto_repair', ['Auto Service', 'Garage']], ['Landscaping / Lawn Care', 'landscaping', ['Landscaping', 'Yard Works']],
  ['Hair Salon', 'personal_care', ['Salon', 'Hair Lounge']], ['Electrical Contractor', 'specialty_trade_contractor', ['Electric', 'Electrical']],
  ['Convenience Store', 'convenience_store', ['Variety', 'Mini Mart']], ['Dental Office', 'dental_practice', ['Dental', 'Dentistry']],
];
const PLACES = ['Cedar', 'Harbor', 'Summit', 'Riverside', 'Oak Hill', 'Bluewater', 'Northgate', 'Silver Lake', 'Granite', 'Maple Grove', 'Lakeshore', 'Pioneer',
  'Westfield', 'Golden State', 'Liberty', 'Sunrise', 'Eastside', 'Highland', 'Red Rock', 'Magnolia', 'Iron Bridge', 'Bayview'];
const FIRST = ['Maria', 'James', 'Luis', 'Angela', 'David', 'Keisha', 'Robert', 'Priya', 'Michael', 'Tanya', 'Jorge', 'Linda', 'Kevin', 'Sofia',
  'Anthony', 'Rachel', 'Daniel', 'Nicole', 'Hector', 'Grace', 'Samuel', 'Erin', 'Marcus', 'Olga', 'Brian', 'Yolanda', 'Thomas', 'Mei'];
const LAST = ['Alvarez', 'Johnson', 'Nguyen', 'Patel', 'Kowalski', 'Washington', "O'Connor", 'Ruiz-Moreno', 'De La Cruz', 'Van der Berg', 'McAllister',
  'Brooks', 'Castillo', 'Friedman', 'Okafor', 'Lindqvist', 'Baptiste', 'Romano', 'Chen', 'Smith-Harris', 'Delgado', 'Whitaker', 'Haddad', 'Kim'];
const CA_FIRST = ['Jean-Marc', 'Emily', 'Raj', 'Chloe', 'Liam', 'Sarah', 'Mathieu', 'Amrit', 'Olivia', 'Connor', 'Isabelle', 'Wei'];
const CA_LAST = ['Tremblay', 'MacDonald', 'Gill', 'Roy', 'Campbell', 'Sandhu', 'Bouchard', 'Fraser', 'Leblanc', 'Singh', 'Morrison', 'Gagnon'];
const US_CITIES: [string, string, string][] = [['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Miami', 'FL', '331'], ['Houston', 'TX', '770'],
  ['Phoenix', 'AZ', '850'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Denver', 'CO', '802'], ['Tampa', 'FL', '336'],
  ['San Diego', 'CA', '921'], ['Philadelphia', 'PA', '191'], ['Nashville', 'TN', '372'], ['Chicago', 'IL', '606'], ['Las Vegas', 'NV', '891'],
  ['Baltimore', 'MD', '212'], ['Providence', 'RI', '029'], ['Salt Lake City', 'UT', '841'], ['Kansas City', 'MO', '641'], ['Richmond', 'VA', '232']];
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Calgary', 'AB', 'T'], ['Vancouver', 'BC', 'V'],
  ['Winnipeg', 'MB', 'R'], ['Halifax', 'NS', 'B'], ['Montreal', 'QC', 'H'], ['Saskatoon', 'SK', 'S'], ['Moncton', 'NB', 'E'], ['Ottawa', 'ON', 'K']];
const STREETS = ['Main St', 'Broadway', 'Elm Street', 'Commerce Dr', 'Market St', 'Industrial Pkwy', 'Washington Ave', 'Park Blvd', 'Route 9', 'Mill Rd',
  'Lincoln Hwy', 'Harbor Way'];
const CA_STREETS = ['Queen St W', 'King Street E', 'Dundas St', '17th Avenue SW', 'Main Street', 'Portage Ave', 'Rue Saint-Denis', 'Yonge St'];
const FUNDERS = ['Rapid Rail Capital', 'Greenbox Advance', 'Pinnacle Merchant Funding', 'Everest Business Capital', 'Clearpath Funding', 'Yellowstone Advance Co'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Renovation', 'Marketing', 'Debt consolidation'];
const US_TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Vice President', 'Partner', 'Secretary', 'Director of Operations'];
const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function ein(r: Rng): string { let p; do p = r.int(1, 99); while (BAD_EIN.has(p)); return String(p).padStart(2, '0') + r.digits(7); }
export function ssn(r: Rng): string {
  let a; do a = r.int(1, 899); while (a === 666);
  return String(a).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}
function itin(r: Rng): string { return '9' + r.digits(2) + String(r.int(70, 88)) + String(r.int(1, 9999)).padStart(4, '0'); }
/** 9 digits whose last is the Luhn check digit (Canadian BN and SIN). */
export function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]!; if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return d.join('') + String((10 - (sum % 10)) % 10);
}
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
function day(r: Rng, y0: number, y1: number): Day { return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) }; }
export const iso = (d: Day) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'MM/DD/YYYY' | 'M/D/YYYY' | 'MM/DD/YY' | 'Month D, YYYY' | 'Mon D, YYYY' | 'YYYY-MM-DD' | 'MM-DD-YYYY';
export function fmtDate(d: Day, f: DateFmt): string {
  switch (f) {
    case 'MM/DD/YYYY': return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
    case 'M/D/YYYY': return `${d.m}/${d.d}/${d.y}`;
    case 'MM/DD/YY': return `${pad(d.m)}/${pad(d.d)}/${pad(d.y % 100)}`;
    case 'Month D, YYYY': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'Mon D, YYYY': return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
    case 'YYYY-MM-DD': return iso(d);
    case 'MM-DD-YYYY': return `${pad(d.m)}-${pad(d.d)}-${d.y}`;
  }
}
/** Money as forms print it: `$75,000.00`, `75000`, `$ 75,000`. */
export function money(n: number, o: { sign?: boolean; cents?: boolean; commas?: boolean } = {}): string {
  const [sign, cents, commas] = [o.sign ?? true, o.cents ?? false, o.commas ?? true];
  let s = cents ? n.toFixed(2) : String(Math.round(n));
  if (commas) s = s.replace(/^(\d+)/, (w) => w.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  return (sign ? '$' : '') + s;
}
export const fmtEin = (t: string) => `${t.slice(0, 2)}-${t.slice(2)}`;
export const fmtSsn = (t: string) => `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
export const fmtSin = (t: string) => `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`;
export const maskSsn = (t: string) => `XXX-XX-${t.slice(5)}`;
export const fullName = (o: Owner, middle = true) => [o.first, middle ? o.middle : null, o.last].filter(Boolean).join(' ') + (o.credential ? `, ${o.credential}` : '');
const AREAS = [201, 212, 215, 305, 312, 404, 480, 512, 602, 615, 702, 704, 713, 718, 720, 801, 813, 816, 858, 973];
const CA_AREAS = [416, 647, 403, 604, 204, 902, 514, 306, 506, 613];
function phone(r: Rng, area: number) { return `(${area}) ${r.int(200, 989)}-${r.digits(4)}`; }
function postalCa(r: Rng, first: string) {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${first}${r.int(1, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L])}${r.int(0, 9)}`;
}

export function makeMerchant(seed: number, layout: string, country: 'US' | 'CA', maxOwners: number): Merchant {
  const r = new Rng(`independent49:${layout}:${seed}`);
  const ca = country === 'CA';
  const [ind, id, nouns] = r.pick(ca ? CA_INDUSTRIES : US_INDUSTRIES);
  const cities = ca ? CA_CITIES : US_CITIES;
  const addr = (rr: Rng): Address => {
    const [city, region, zp] = rr.pick(cities);
    return { street: `${rr.int(12, 9850)} ${rr.pick(ca ? CA_STREETS : STREETS)}${rr.chance(0.25) ? ` ${rr.pick(['Suite', 'Unit', '#'])} ${rr.int(2, 410)}` : ''}`, city, region,
      postal: ca ? postalCa(rr, zp) : zp + r.digits(2) };
  };
  const address = addr(r);
  const areaOf = (rr: Rng) => rr.pick(ca ? CA_AREAS : AREAS);
  const area = areaOf(r);
  const nOwners = Math.min(maxOwners, r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const));
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : nOwners === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [40, 20, 20, 20];
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let first, last;
    do { first = r.pick(ca ? CA_FIRST : FIRST); last = r.pick(ca ? CA_LAST : LAST); } while (used.has(first) || used.has(last));
    used.add(first); used.add(last);
    const taxType = ca ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
    return { first, last, middle: r.chance(0.35) ? `${r.pick([...'ABCDEJKLMRST'])}.` : null,
      credential: id === 'dental_practice' && i === 0 && !ca && r.chance(0.5) ? 'DDS' : id === 'medical_practice' && i === 0 && !ca && r.chance(0.5) ? 'DC' : null,
      title: nOwners === 1 ? r.pick(['Owner', 'President', 'CEO', 'Sole Owner']) : i === 0 ? r.pick(['President', 'CEO', 'Managing Member', 'Owner']) : r.pick(US_TITLES),
      pct, taxType, taxId: taxType === 'SIN' ? luhn9(r, r.int(1, 7)) : taxType === 'ITIN' ? itin(r) : ssn(r), dob: day(r, 1956, 1993),
      home: addr(r), cell: phone(r, areaOf(r)),
      email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
      score: r.int(540, 790) };
  });
  // Entity, legal name and tax ID.
  const place = r.pick(PLACES);
  const noun = r.pick(nouns);
  let entity: { text: string; id: string }; let legal: string; let taxType: Merchant['taxType'] = ca ? 'BN' : 'EIN';
  const kind = r.weighted([['corp', 4], ['llc', ca ? 0 : 5], ['sole', 2], ['part', nOwners >= 2 ? 1 : 0], ['scorp', ca ? 0 : 1]] as const);
  if (kind === 'sole') {
    owners.splice(1); owners[0]!.pct = 100; owners[0]!.title = r.pick(['Owner', 'Sole Owner', 'Proprietor']);
    entity = { text: r.pick(['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']), id: 'sole_proprietorship' };
    legal = `${owners[0]!.first} ${owners[0]!.last}`;
    if (!ca && r.chance(0.5)) taxType = owners[0]!.taxType === 'ITIN' ? 'EIN' : 'SSN';
  } else if (kind === 'llc') {
    entity = { text: r.pick(['LLC', 'L.L.C.', 'Limited Liability Company']), id: 'llc' }; legal = `${place} ${noun}${r.pick([', LLC', ' LLC', ' L.L.C.'])}`;
  } else if (kind === 'scorp') {
    entity = { text: r.pick(['S-Corp', 'S Corporation']), id: 's_corporation' }; legal = `${place} ${noun}, Inc.`;
  } else if (kind === 'part') {
    entity = { text: 'Partnership', id: 'general_partnership' }; legal = `${owners[0]!.last} & ${owners[1]!.last} ${noun}`;
  } else if (ca) {
    entity = { text: r.pick(['Corporation', 'Inc.', 'Ltd.']), id: 'ca_corporation' };
    legal = r.chance(0.35) ? `${r.int(1000000, 2799999)} ${({ ON: 'Ontario', AB: 'Alberta', BC: 'B.C.' } as Record<string, string>)[address.region] ?? 'Canada'} Inc.` : `${place} ${noun} ${r.pick(['Ltd.', 'Inc.', 'Limited'])}`;
  } else {
    entity = { text: r.pick(['Corporation', 'Inc.', 'Corp']), id: 'c_corporation' }; legal = `${place} ${noun}${r.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation'])}`;
  }
  const dba = kind === 'sole' || r.chance(0.55) ? `${r.pick(PLACES)} ${r.pick(nouns)}` : null;
  const taxId = taxType === 'SSN' ? owners[0]!.taxId : taxType === 'BN' ? luhn9(r, r.int(1, 8)) : ein(r);
  const start = day(r, 2004, 2022);
  const requested = r.int(2, 40) * 5000;
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const count = freq === 'daily' ? r.pick([60, 100, 120, 140]) : freq === 'weekly' ? r.pick([20, 26, 32, 40]) : freq === 'biweekly' ? r.pick([12, 13, 18]) : r.pick([6, 9, 12]);
  const payment = Math.round((requested * r.float(1.22, 1.45) / count) * 100) / 100;
  const slug = (dba ?? `${place} ${noun}`).toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    country, legal, dba, entity, industry: { text: ind, id }, taxId, taxType,
    incState: ca ? r.pick(['ON', 'Federal (CBCA)', address.region]) : r.chance(0.3) ? r.pick(['DE', 'WY', 'NV']) : address.region,
    start, years: 2025 - start.y, address, phone: phone(r, area), email: `${r.pick(['info', 'office', 'accounts', 'owner'])}@${slug.slice(0, 18)}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${slug.slice(0, 18)}.${ca ? 'ca' : 'com'}` : null, employees: r.int(2, 45), own: r.chance(0.25) ? 'Own' : 'Rent',
    rent: r.int(12, 90) * 100, landlord: `${r.pick(PLACES)} Property Management`, landlordPhone: phone(r, area),
    monthlySales: r.int(30, 400) * 1000 + r.int(0, 999), requested, use: r.pick(USES), plan: { payment, count, freq }, owners,
    bank: { name: r.pick(ca ? BANKS_CA : BANKS_US), routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.int(11, 99)}${r.digits(6)}`, account: r.digits(r.int(9, 12)) },
    advances: r.chance(0.55) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(40, 900) * 100 + 15, payment: r.int(150, 2400) + 0.5 })) : [],
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, company: r.pick(['Prime Path Brokerage', 'Coastline ISO Group', 'First Street Referrals']), phone: phone(r, areaOf(r)) },
    reference: { name: `${r.pick(PLACES)} Supply Co.`, phone: phone(r, area) },
    spouse: `${r.pick(ca ? CA_FIRST : FIRST)} ${owners[0]!.last}`,
  };
}
