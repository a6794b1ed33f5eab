// The merchant behind one form of set 106: drawn from the seed only (never the style or the scan). Values are kept
// both as the truth wants them (ids, digits, ISO dates) and as the pieces a layout prints.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type EntityKind = 'corp' | 'scorp' | 'llc' | 'pllc' | 'partnership' | 'llp' | 'lp' | 'sole' | 'ulc' | 'coop';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Address { street: string; city: string; st: string; stName: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number; score: number;
  taxId: string; taxType: 'SSN' | 'SIN'; dob: string; home: Address; phone: string; email: string;
}
export interface Merchant {
  country: Country; kind: EntityKind; legal: string; dba: string | null; industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN' | 'SIN'; program: string | null; start: string; addr: Address; incState: string;
  phone: string; email: string; website: string; employees: number; rent: 'Own' | 'Rent';
  amount: number; payment: number; count: number; freq: Freq; use: string; monthly: number; annual: number;
  bank: string; routing: string; account: string; landlord: string; landlordPhone: string; refs: string[];
  funder: string; funderBalance: number; isoRep: string; owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Kevin', 'Sofia', 'Tyrone', 'Mei', 'Roberto', 'Hannah',
  'Omar', 'Grace', 'Luis', 'Natalie', 'Andre', 'Fatima', 'Connor', 'Yolanda', 'Dmitri', 'Keisha', 'Tomas', 'Bridget', 'Samuel', 'Linh'];
const LAST = ['Gonzalez', 'Okafor', 'Nguyen', "O'Brien", 'Patel', 'Smith-Jones', 'De La Cruz', 'Kowalski', 'Washington', 'van der Berg',
  'Haddad', 'Morales', 'Chen', 'McAllister', 'Rivera-Ortiz', 'Fitzgerald', 'Abernathy', 'Delgado', 'St. Clair', 'Yamamoto', 'Brooks',
  'Lefebvre', 'Tremblay', 'Singh', 'Novak', 'Dubois', 'MacDonald'];
const PREFIX = ['Blue Oak', 'Riverside', 'Golden Key', 'Northgate', 'Pine Hollow', 'Red Maple', 'Liberty', 'Harbor View', 'Cedar Lane',
  'Silver Creek', 'Lakeside', 'Evergreen', 'Ironwood', 'Prairie Sky', 'Bayside', 'Crescent', 'Keystone', 'Copper Ridge', 'Old Mill', 'Sunrise'];
// [as a person writes it, the industries reference id it reads as, nouns for the business name]
export const INDUSTRIES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Mexican restaurant', 'restaurant', ['Cantina', 'Kitchen']], ['Pizzeria', 'restaurant', ['Pizza Co', 'Slice House']],
  ['Coffee shop', 'restaurant', ['Coffee Roasters', 'Cafe']], ['Family diner', 'restaurant', ['Diner', 'Grill']],
  ['Hair salon', 'personal_care', ['Hair Studio', 'Salon']], ['Nail salon & spa', 'personal_care', ['Nails', 'Nail Lounge']],
  ['Barbershop', 'personal_care', ['Barber Co', 'Cuts']], ['Mechanic / auto service', 'auto_repair', ['Auto Care', 'Motors']],
  ['Collision repair', 'auto_repair', ['Collision', 'Body Works']], ['Plumbing contractor', 'specialty_trade_contractor', ['Plumbing', 'Pipe Works']],
  ['HVAC services', 'specialty_trade_contractor', ['Heating & Air', 'Comfort Systems']], ['Roofing', 'specialty_trade_contractor', ['Roofing', 'Exteriors']],
  ['General contractor', 'general_contractor', ['Builders', 'Construction']], ['Dental office', 'dental_practice', ['Family Dental', 'Smiles']],
  ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine Center']], ['Urgent care clinic', 'medical_practice', ['Urgent Care', 'Health']],
  ['Veterinary clinic', 'veterinary', ['Animal Clinic', 'Vet Care']], ['Grocery store', 'grocery', ['Market', 'Foods']],
  ['Butcher shop', 'grocery', ['Meats', 'Butchery']], ['Convenience store', 'convenience_store', ['Quick Stop', 'Mart']],
  ['Liquor store', 'liquor_store', ['Spirits', 'Wine & Spirits']], ['Local trucking', 'trucking_local', ['Hauling', 'Transport']],
  ['Commercial cleaning', 'cleaning_services', ['Cleaning Services', 'Janitorial']], ['Landscaping & lawn care', 'landscaping', ['Landscapes', 'Lawn & Garden']],
  ['Fitness center', 'fitness', ['Fitness', 'Athletic Club']], ['Daycare', 'childcare', ['Little Learners', 'Kids Academy']],
  ['IT services', 'it_software', ['Tech Solutions', 'Networks']], ['Bookkeeping & tax prep', 'professional_services', ['Bookkeeping', 'Accounting Group']],
  ['Online store', 'ecommerce', ['Goods', 'Supply Co']], ['Clothing boutique', 'retail_general', ['Boutique', 'Apparel']],
  ['Furniture store', 'retail_general', ['Furniture', 'Home Furnishings']], ['Dry cleaner', 'dry_cleaning', ['Cleaners', 'Laundry']],
  ['Motel', 'hotel_motel', ['Motor Inn', 'Lodge']], ['Dog grooming', 'pet_services', ['Pet Spa', 'Grooming']],
  ['Catering', 'food_truck_catering', ['Catering', 'Events Kitchen']], ['Machine shop', 'manufacturing', ['Machining', 'Precision Parts']],
  ['Food distributor', 'wholesale_distribution', ['Distributors', 'Provisions']], ['Car wash', 'car_wash', ['Car Wash', 'Auto Spa']],
  ['Home health agency', 'home_health_care', ['Home Care', 'Caregivers']], ['Tutoring center', 'education_private', ['Learning Center', 'Tutors']],
];
const US_CITIES: readonly (readonly [string, string, string, string])[] = [
  ['Newark', 'NJ', 'New Jersey', '071'], ['Paterson', 'NJ', 'New Jersey', '075'], ['Brooklyn', 'NY', 'New York', '112'], ['Yonkers', 'NY', 'New York', '107'],
  ['Houston', 'TX', 'Texas', '770'], ['San Antonio', 'TX', 'Texas', '782'], ['Plano', 'TX', 'Texas', '750'], ['Miami', 'FL', 'Florida', '331'],
  ['Orlando', 'FL', 'Florida', '328'], ['Atlanta', 'GA', 'Georgia', '303'], ['Denver', 'CO', 'Colorado', '802'], ['Aurora', 'CO', 'Colorado', '800'],
  ['Chicago', 'IL', 'Illinois', '606'], ['Naperville', 'IL', 'Illinois', '605'], ['Sacramento', 'CA', 'California', '958'], ['Fresno', 'CA', 'California', '937'],
  ['Phoenix', 'AZ', 'Arizona', '850'], ['Charlotte', 'NC', 'North Carolina', '282'], ['Columbus', 'OH', 'Ohio', '432'], ['Nashville', 'TN', 'Tennessee', '372'],
];
const CA_CITIES: readonly (readonly [string, string, string, string])[] = [
  ['Toronto', 'ON', 'Ontario', 'M5V'], ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Ottawa', 'ON', 'Ontario', 'K1P'], ['Vancouver', 'BC', 'British Columbia', 'V6B'],
  ['Surrey', 'BC', 'British Columbia', 'V3T'], ['Calgary', 'AB', 'Alberta', 'T2P'], ['Edmonton', 'AB', 'Alberta', 'T5J'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'],
  ['Halifax', 'NS', 'Nova Scotia', 'B3J'], ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'], ['Laval', 'QC', 'Quebec', 'H7N'],
];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Park Blvd', 'Elm St', 'Industrial Pkwy', 'Market St', 'Lakeview Rd', 'King St W', 'Maple Ave', 'Center St'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Advance Co.', 'Fundwell Capital', 'Mantis Funding', 'Bluevine', 'Kapitus', 'Greenbox Capital', 'Pearl Capital'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing', 'Debt consolidation'];
const EIN_PREFIX = ['01', '04', '11', '13', '20', '22', '26', '27', '33', '35', '38', '41', '45', '46', '47', '52', '56', '59', '61', '65', '74', '81', '84', '87', '88', '91', '93', '95', '98'];

export function luhnComplete(payload: string): string {
  let sum = 0;
  for (let i = payload.length - 1, j = 0; i >= 0; i--, j++) {
    let d = Number(payload[i]);
    if (j % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return payload + String((10 - (sum % 10)) % 10);
}
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(r.int(1, 99)) + pad(r.int(1, 9999), 4);
}
const sin = (r: Rng): string => luhnComplete(String(r.int(1, 7)) + r.digits(7));
function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
function postal(r: Rng, fsa: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${fsa} ${r.int(1, 9)}${L[r.int(0, L.length - 1)]}${r.int(0, 9)}`;
}
function address(r: Rng, country: Country, only?: string): Address {
  const pool = (country === 'US' ? US_CITIES : CA_CITIES).filter((c) => !only || c[1] === only);
  const [city, st, stName, z] = r.pick(pool.length ? pool : country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? z + r.digits(2) : postal(r, z);
  return { street: `${r.int(12, 9800)} ${r.pick(STREETS)}`, city, st, stName, zip };
}
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
function roleFor(r: Rng, kind: EntityKind, i: number, country: Country): string {
  if (kind === 'sole') return r.pick(['Owner', 'Sole Owner', 'Proprietor']);
  if (kind === 'llc' || kind === 'pllc') return i === 0 ? r.pick(['Managing Member', 'Owner', 'CEO']) : 'Member';
  if (kind === 'partnership' || kind === 'llp' || kind === 'lp') return i === 0 ? r.pick(['General Partner', 'Managing Partner']) : 'Partner';
  if (country === 'CA') return i === 0 ? r.pick(['President', 'Director', 'CEO']) : r.pick(['Director', 'Secretary', 'Vice President']);
  return i === 0 ? r.pick(['President', 'CEO', 'Owner']) : r.pick(['Vice President', 'Secretary', 'COO', 'Treasurer']);
}
function shares(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [50, 25, 25], [34, 33, 33], [60, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(opts[n]!);
}

export function makeMerchant(r: Rng, country: Country): Merchant {
  const kind: EntityKind = country === 'US'
    ? r.weighted<EntityKind>([['llc', 34], ['corp', 20], ['scorp', 14], ['sole', 12], ['partnership', 7], ['pllc', 5], ['llp', 4], ['lp', 4]])
    : r.weighted<EntityKind>([['corp', 58], ['sole', 18], ['partnership', 12], ['ulc', 6], ['coop', 6]]);
  const [industryText, industryId, nouns] = r.pick(INDUSTRIES);
  const nOwners = kind === 'sole' ? 1 : kind === 'partnership' || kind === 'llp' || kind === 'lp' ? r.int(2, 4) : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]]);
  const pcts = shares(r, nOwners);
  const addr = address(r, country);
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let first = r.pick(FIRST), last = r.pick(LAST);
    while (used.has(first) || used.has(last)) { first = r.pick(FIRST); last = r.pick(LAST); }
    used.add(first); used.add(last);
    const medical = ['dental_practice', 'medical_practice', 'veterinary'].includes(industryId);
    const cred = medical && i === 0 && r.chance(0.5) ? (industryId === 'dental_practice' ? 'DDS' : industryId === 'veterinary' ? 'DVM' : r.pick(['DC', 'MD'])) : null;
    const home = address(r, country, r.chance(0.7) ? addr.st : undefined);
    return { first, middle: r.chance(0.35) ? `${'ABCDEFGHJKLMNPRSTW'[r.int(0, 17)]}.` : null, last, cred, role: roleFor(r, kind, i, country), pct,
      score: r.int(540, 805), taxId: country === 'US' ? ssn(r) : sin(r), taxType: country === 'US' ? 'SSN' : 'SIN', dob: isoDate(r, 1956, 1999),
      home, phone: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
  });
  const o0 = owners[0]!;
  const name = `${r.pick(PREFIX)} ${r.pick(nouns)}`;
  let legal: string, dba: string | null;
  const sfx = (opts: string[]): string => r.pick(opts);
  switch (kind) {
    case 'sole': legal = `${o0.first} ${o0.last}`; dba = name; break;
    case 'llc': legal = `${name}${sfx([' LLC', ', LLC', ' L.L.C.'])}`; break;
    case 'pllc': legal = `${name}, PLLC`; break;
    case 'llp': legal = `${name} LLP`; break;
    case 'lp': legal = `${name}, LP`; break;
    case 'partnership': legal = `${name} ${sfx(['Partners', 'Associates'])}`; break;
    case 'ulc': legal = `${name} ULC`; break;
    case 'coop': legal = `${name} Co-operative`; break;
    default:
      if (country === 'CA' && r.chance(0.35)) {
        const num = r.digits(7);
        legal = addr.st === 'QC' ? `9${num.slice(0, 3)}-${num.slice(3)} Québec Inc.` : addr.st === 'BC' ? `${num} B.C. Ltd.` : `${num} ${addr.stName} ${sfx(['Inc.', 'Ltd.'])}`;
      } else legal = `${name}${country === 'CA' ? sfx([' Inc.', ' Ltd.', ' Corp.']) : sfx([', Inc.', ' Inc.', ' Corp.', ' Corporation'])}`;
  }
  dba ??= /^\d/.test(legal) ? name : r.chance(0.45) ? `${r.pick(PREFIX)} ${r.pick(nouns)}` : null;
  if (dba === legal) dba = null;
  const soleSsn = kind === 'sole' && r.chance(0.5);
  const taxType: Merchant['taxType'] = country === 'US' ? (soleSsn ? 'SSN' : 'EIN') : soleSsn ? 'SIN' : 'BN';
  const taxId = taxType === 'SSN' || taxType === 'SIN' ? o0.taxId : taxType === 'EIN' ? r.pick(EIN_PREFIX) + r.digits(7) : luhnComplete(String(r.int(70, 89)) + r.digits(6));
  const freq = r.weighted<Freq>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
  const count = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([8, 12, 13, 18, 26]) : r.pick([6, 9, 12, 18]);
  const amount = r.int(10, 300) * 1000 + (r.chance(0.2) ? 500 : 0);
  const monthly = r.int(25, 400) * 1000 + r.int(0, 9) * 100;
  let inc = country === 'US' ? r.pick(['DE', 'NV', 'WY', addr.st]) : r.pick(['Federal (CBCA)', 'Ontario', 'British Columbia', 'Alberta']);
  if (inc === addr.st || inc === addr.stName) inc = country === 'US' ? (addr.st === 'DE' ? 'NV' : 'DE') : 'Federal (CBCA)';
  const r2 = r.fork('decoys');
  return {
    country, kind, legal, dba, industryText, industryId, taxId, taxType, program: taxType === 'BN' ? r.pick(['RC0001', 'RT0001']) : null,
    start: isoDate(r, 1999, 2024), addr, incState: inc, phone: phone(r), email: `info@${name.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    website: `www.${name.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`, employees: r.int(1, 60), rent: r.chance(0.75) ? 'Rent' : 'Own',
    amount, count, freq, payment: Math.round((amount * r.float(1.25, 1.45)) / count), use: r.pick(USES), monthly, annual: monthly * 12 + r.int(-9, 9) * 1000,
    bank: r2.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? r2.pick(['021000021', '026009593', '121000248', '031101266', '061000104'])
      : `0${r2.pick(['003', '004', '002', '001'])}-${r2.digits(5)}`, account: r2.digits(r2.int(9, 12)),
    landlord: `${r2.pick(PREFIX)} Properties ${country === 'US' ? 'LLC' : 'Ltd.'}`, landlordPhone: phone(r2),
    refs: [`${r2.pick(PREFIX)} Supply`, `${r2.pick(PREFIX)} Wholesale`], funder: r2.pick(FUNDERS), funderBalance: r2.int(3000, 60000) + r2.int(1, 99) / 100 + 0.37,
    isoRep: `${r2.pick(FIRST)} ${r2.pick(LAST)}`, owners,
  };
}

// ---- printing helpers (the choices a layout makes; every draw comes from the data rng, never the style) ----
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy-short' | 'long' | 'iso';
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'mdy') return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 'mdy-short') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  return iso;
}
export function money(n: number, cents = false): string {
  return '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}
export function fmtSsn(d: string, masked: boolean): string {
  return masked ? `XXX-XX-${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
export function fmtSin(d: string, masked: boolean): string {
  return masked ? `*** *** ${d.slice(6)}` : `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
}
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export function ownerName(o: Owner, order: 'first' | 'last' = 'first'): string {
  const cred = o.cred ? `, ${o.cred}` : '';
  if (order === 'last') return `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`;
  return `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${cred}`;
}
export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
