// The merchant behind one form, drawn from the seed alone (never from the style), with the decoys a broker's paperwork
// carries beside it: landlord, trade references, bank numbers, existing funders, state of incorporation, home addresses.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number;
  /** A professional credential printed after the name (`, DDS`): never part of the last name. */
  cred: string | null;
  /** Digits; `taxType` says which. */
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: string; credit: number | null;
  street: string; city: string; state: string; zip: string; phone: string; email: string;
}
export interface Advance { funder: string; balance: number; payment: number }
export interface Merchant {
  ca: boolean; legal: string; dba: string | null; dbaText: string;
  entityText: string; entityId: string; entityBox: string; entityOther: string | null;
  industryText: string; industryId: string;
  taxId: string; taxIdText: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  street: string; city: string; state: string; zip: string; phone: string; fax: string; email: string; website: string;
  start: string; years: number; incState: string;
  requested: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number }; mortgageHolder: string;
  refs: { name: string; contact: string; phone: string }[];
  bank: { name: string; routing: string; account: string }; advances: Advance[];
  avgSales: number; annualRevenue: number; processor: string; employees: number; useOfFunds: string; ownRent: 'Own' | 'Rent';
}

const FIRST = ['James', 'Maria', 'Robert', 'Linh', 'Michael', 'Aisha', 'David', 'Sofia', 'Kevin', 'Priya', 'Daniel', 'Rosa', 'Thomas',
  'Keisha', 'Anthony', 'Mei', 'Jorge', 'Hannah', 'Samuel', 'Fatima', 'Brian', 'Olga', 'Marcus', 'Yolanda', 'Trevor', 'Nadia', 'Curtis', 'Elena'];
const LAST = ['Whitaker', 'Nguyen', 'Okafor', 'Delgado', 'Brennan', 'Kowalski', 'Haddad', 'Lindqvist', 'Ramirez', 'Pham', 'Sullivan',
  'Garcia-Lopez', 'De La Cruz', "O'Donnell", 'van der Berg', 'McAllister', 'Abernathy', 'Castellanos', 'Osei', 'Petrov', 'St. Clair', 'Yamamoto'];
const PLACE = ['Summit', 'Harbor', 'Copper Creek', 'Blue Heron', 'Ironwood', 'Prairie', 'Lakeside', 'Granite', 'Redbud', 'Northgate',
  'Silver Maple', 'Old Mill', 'Crescent', 'Bayview', 'Timberline', 'Golden Gate', 'Riverbend', 'Cedar Point'];
// Printed type-of-business text -> industries id (longest alias or label contained, word-bounded), and name stems.
const INDUSTRY: [string, string, string[]][] = [
  ['Hair Salon', 'personal_care', ['Hair Studio', 'Salon']], ['Barbershop', 'personal_care', ['Barbers', 'Cuts']],
  ['Mexican Restaurant', 'restaurant', ['Cantina', 'Taqueria']], ['Coffee Shop', 'restaurant', ['Coffee Roasters', 'Espresso']],
  ['Plumbing Contractor', 'specialty_trade_contractor', ['Plumbing', 'Pipe Works']], ['HVAC Services', 'specialty_trade_contractor', ['Heating & Air', 'Comfort Systems']],
  ['Dental Office', 'dental_practice', ['Family Dentistry', 'Dental Group']], ['Veterinary Clinic', 'veterinary', ['Animal Hospital', 'Pet Clinic']],
  ['Lawn Care', 'landscaping', ['Landscapes', 'Lawn & Garden']], ['Dump Truck Hauling', 'trucking_local', ['Hauling', 'Aggregates']],
  ['Auto Body Shop', 'auto_repair', ['Collision', 'Auto Body']], ['Daycare Center', 'childcare', ['Little Learners', 'Kids Academy']],
  ['Yoga Studio', 'fitness', ['Yoga', 'Wellness Studio']], ['Convenience Store', 'convenience_store', ['Quick Mart', 'Food Mart']],
  ['Liquor Store', 'liquor_store', ['Wine & Spirits', 'Liquors']], ['Florist', 'retail_general', ['Flowers', 'Blooms']],
  ['Commercial Cleaning', 'cleaning_services', ['Janitorial', 'Cleaning Co']], ['Used Car Dealer', 'auto_dealer_used', ['Motors', 'Auto Sales']],
  ['Dry Cleaner', 'dry_cleaning', ['Cleaners', 'Garment Care']], ['Home Health Care', 'home_health_care', ['Home Care', 'Caregivers']],
  ['Machine Shop', 'manufacturing', ['Machining', 'Precision Parts']], ['Food Truck', 'food_truck_catering', ['Street Eats', 'Kitchen on Wheels']],
  ['IT Services', 'it_software', ['Tech Solutions', 'Networks']], ['Pet Grooming', 'pet_services', ['Grooming', 'Pet Spa']],
  ['Supermarket', 'grocery', ['Market', 'Fresh Foods']], ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine Center']],
  ['General Contractor', 'general_contractor', ['Builders', 'Construction']], ['Motel', 'hotel_motel', ['Motor Inn', 'Lodge']],
  ['Wholesale Distributor', 'wholesale_distribution', ['Supply', 'Distributors']],
];
// [state, cities, zip prefix]
const US: [string, string[], string][] = [['TX', ['Austin', 'El Paso', 'Tyler'], '78'], ['FL', ['Tampa', 'Ocala', 'Naples'], '33'],
  ['NY', ['Buffalo', 'Yonkers', 'Albany'], '14'], ['GA', ['Macon', 'Savannah'], '31'], ['OH', ['Dayton', 'Toledo'], '45'],
  ['AZ', ['Mesa', 'Tucson'], '85'], ['NJ', ['Newark', 'Trenton'], '07'], ['IL', ['Peoria', 'Joliet'], '61'], ['NC', ['Durham', 'Asheville'], '27'],
  ['CO', ['Pueblo', 'Boulder'], '80'], ['WA', ['Tacoma', 'Spokane'], '98'], ['PA', ['Erie', 'Scranton'], '16'], ['TN', ['Memphis', 'Knoxville'], '37']];
const CA: [string, string[], string][] = [['ON', ['Hamilton', 'Ottawa', 'London'], 'L'], ['BC', ['Kelowna', 'Surrey'], 'V'],
  ['AB', ['Calgary', 'Red Deer'], 'T'], ['QC', ['Laval', 'Gatineau'], 'J'], ['MB', ['Winnipeg', 'Brandon'], 'R'], ['NS', ['Halifax', 'Truro'], 'B']];
const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'Route 9', 'Market St', 'Lakeview Blvd', 'King St W', 'Pine Rd'];
const FUNDERS = ['Rapid Capital Funding', 'Pearl Advance Group', 'Forward Line Capital', 'Greenbox Merchant Funding', 'Velocity Receivables'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions', 'Truist', 'RBC Royal Bank', 'Scotiabank'];
const PROCESSORS = ['Square', 'Clover / First Data', 'Heartland', 'Stripe', 'Worldpay', 'Moneris'];
const USES = ['Inventory', 'Payroll', 'Equipment purchase', 'Expansion', 'Working capital', 'Renovation'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  const sum = d.reduce((s, x, i) => { let v = i % 2 === 1 ? x * 2 : x; if (v > 9) v -= 9; return s + v; }, 0);
  return d.join('') + String((10 - (sum % 10)) % 10);
}
function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4);
}
export const ssnText = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const sinText = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
function date(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
}
function phone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`; }
function postal(rng: Rng, letter: string): string {
  const L = 'ABCEGHJKLMNPRSTVXY';
  return `${letter}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}

function owner(rng: Rng, ca: boolean, bizState: string, pct: number, title: string): Owner {
  const home = rng.pick((ca ? CA : US).filter((s) => s[0] !== bizState));
  const itin = !ca && rng.chance(0.12);
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  return {
    first, middle: rng.chance(0.35) ? rng.pick([...'ABCDEJKLMRSTW']) : null, last, title, pct, cred: null,
    taxId: ca ? luhn9(rng, rng.int(1, 7)) : itin ? `9${pad(rng.int(0, 99), 2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}` : ssn(rng),
    taxType: ca ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: rng.chance(0.35),
    dob: date(rng, 1955, 1996), credit: rng.chance(0.7) ? rng.int(520, 810) : null,
    street: `${rng.int(10, 9899)} ${rng.pick(['Birch Ln', 'Willow Ct', 'Hillcrest Dr', 'Maple Way', 'Sunset Ave'])}`,
    city: rng.pick(home[1]), state: home[0], zip: ca ? postal(rng, home[2]) : home[2] + pad(rng.int(0, 999), 3),
    phone: phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
  };
}

/** US entities: [printed free text, checkbox label, id, legal-name suffix]. 'Other' writes the text on its line. */
const US_ENTITIES: [string, string, string, (n: string) => string][] = [
  ['LLC', 'LLC', 'llc', (n) => `${n} LLC`], ['Limited Liability Company', 'LLC', 'llc', (n) => `${n}, LLC`],
  ['Corporation', 'Corporation', 'c_corporation', (n) => `${n}, Inc.`], ['C-Corp', 'Corporation', 'c_corporation', (n) => `${n} Corp.`],
  ['S Corp', 'S-Corp', 's_corporation', (n) => `${n}, Inc.`], ['Sole Proprietor', 'Sole Proprietor', 'sole_proprietorship', (n) => n],
  ['Partnership', 'Partnership', 'general_partnership', (n) => `${n} Partners`], ['LP', 'LP', 'limited_partnership', (n) => `${n} Partners, L.P.`],
  ['LLP', 'LLP', 'llp', (n) => `${n} LLP`], ['PLLC', 'Other', 'pllc', (n) => `${n}, PLLC`],
  ['Benefit Corp', 'Other', 'benefit_corporation', (n) => `${n} PBC`], ['Professional Association', 'Other', 'professional_corporation', (n) => `${n}, P.A.`],
];
const CA_ENTITIES: [string, string, string, (n: string) => string][] = [
  ['Corporation', 'Corporation', 'ca_corporation', (n) => `${n} Inc.`], ['Ltd.', 'Corporation', 'ca_corporation', (n) => `${n} Ltd.`],
  ['Sole Proprietorship', 'Sole Proprietorship', 'sole_proprietorship', (n) => n], ['Partnership', 'Partnership', 'general_partnership', (n) => `${n} Partners`],
  ['ULC', 'Other', 'ca_ulc', (n) => `${n} ULC`],
];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];

export function makeMerchant(seed: number, layout: string, ca: boolean): Merchant {
  const rng = new Rng(`independent14:${layout}:${seed}`);
  const [state, cities, zp] = rng.pick(ca ? CA : US);
  const [indText, indId, stems] = rng.pick(INDUSTRY);
  const [entityText, entityBox, entityId, suffix] = rng.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const n = rng.weighted([[1, 45], [2, 35], [3, 12], [4, 8]] as const);
  const pcts = rng.pick(([[[100]], [[50, 50], [60, 40], [75, 25], [51, 49]], [[40, 30, 30], [50, 25, 25], [34, 33, 33]],
    [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]] as number[][][])[n - 1]!);
  const titles = rng.shuffle([...TITLES]);
  const owners = pcts.map((p, i) => owner(rng, ca, state, p, i === 0 && n === 1 ? 'Owner' : titles[i]!));
  const sole = entityId === 'sole_proprietorship';
  const cred = ({ dental_practice: 'DDS', medical_practice: 'DC', veterinary: 'DVM' } as Record<string, string>)[indId];
  if (cred && rng.chance(0.6)) owners[0]!.cred = cred;
  const core = `${rng.pick(PLACE)} ${rng.pick(stems)}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : suffix(core);
  const dbaRoll = rng.next();
  const dba = sole || dbaRoll < 0.45 ? (sole ? core : `${rng.pick(PLACE)} ${rng.pick(stems)}`) : null;
  const dbaText = dba ?? (dbaRoll < 0.6 ? 'SAME' : dbaRoll < 0.75 ? 'N/A' : dbaRoll < 0.87 ? legal : '');
  // A sole proprietor without an EIN writes the owner's SSN as the business tax id (US only).
  const useSsn = sole && !ca && rng.chance(0.5);
  let taxId: string, taxIdText: string, taxIdType: Merchant['taxIdType'];
  if (ca) {
    const bn = luhn9(rng, rng.int(7, 8));
    const prog = rng.pick(['RC', 'RT', 'RP']) + '0001';
    taxId = bn + prog; taxIdText = rng.chance(0.5) ? `${bn} ${prog}` : `${bn}${prog}`; taxIdType = 'BN';
  } else if (useSsn) {
    owners[0]!.masked = false;
    taxId = owners[0]!.taxId; taxIdText = ssnText(taxId); taxIdType = owners[0]!.taxType === 'ITIN' ? 'ITIN' : 'SSN';
  } else {
    const pre = rng.pick(['20', '26', '27', '30', '33', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '90', '92']);
    taxId = pre + pad(rng.int(0, 9999999), 7); taxIdText = `${pre}-${taxId.slice(2)}`; taxIdType = 'EIN';
  }
  const start = date(rng, 1999, 2023);
  const requested = rng.int(3, 100) * 5000;
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 36, 40, 52]) : freq === 'biweekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((requested * rng.float(1.25, 1.45) / nPayments) * 100) / 100;
  const others = (ca ? CA : US).filter((s) => s[0] !== state);
  const avgSales = rng.int(15, 400) * 1000;
  const slug = core.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    ca, legal, dba, dbaText, entityText, entityId, entityBox, entityOther: entityBox === 'Other' ? entityText : null,
    industryText: indText, industryId: indId, taxId, taxIdText, taxIdType,
    street: `${rng.int(100, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: rng.pick(cities), state,
    zip: ca ? postal(rng, zp) : zp + pad(rng.int(0, 999), 3), phone: phone(rng), fax: phone(rng), email: `office@${slug}.com`, website: `www.${slug}.com`,
    start, years: Math.max(1, 2026 - Number(start.slice(0, 4))), incState: rng.chance(0.5) ? rng.pick(others)[0] : rng.pick(ca ? ['ON', 'BC'] : ['DE', 'NV', 'WY']),
    requested, payment, nPayments, freq, owners,
    landlord: { name: `${rng.pick(PLACE)} ${rng.pick(['Realty Group', 'Property Management', 'Holdings'])}`, phone: phone(rng), rent: rng.int(12, 90) * 100 },
    mortgageHolder: rng.pick(['Rocket Mortgage', 'U.S. Bank Home Loans', 'Flagstar', 'none']),
    refs: Array.from({ length: 3 }, () => ({ name: `${rng.pick(PLACE)} ${rng.pick(['Supply Co.', 'Wholesale', 'Distributors Inc.', 'Paper Goods'])}`,
      contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng) })),
    bank: { name: rng.pick(BANKS), routing: ca ? `0${rng.digits(2)}-${rng.digits(5)}` : `0${rng.int(11, 99)}${rng.digits(6)}`, account: rng.digits(rng.int(8, 12)) },
    advances: Array.from({ length: rng.int(0, 3) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(20, 900) * 100, payment: rng.int(80, 1500) })),
    avgSales, annualRevenue: avgSales * 12 + rng.int(-9, 9) * 1000, processor: rng.pick(PROCESSORS), employees: rng.int(1, 60),
    useOfFunds: rng.pick(USES), ownRent: rng.chance(0.7) ? 'Rent' : 'Own',
  };
}

/** A date as one of the printed forms a merchant writes. */
export function dateText(iso: string, kind: number): string {
  const [y, m, d] = iso.split('-');
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  if (kind === 1) return `${m}/${d}/${y!.slice(2)}`;
  if (kind === 2) return `${months[Number(m) - 1]} ${Number(d)}, ${y}`;
  return `${m}/${d}/${y}`;
}
