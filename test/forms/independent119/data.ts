// Fictional merchants for set 119 (industry-specialist brokers): people, addresses and every official number a
// trade form prints. All randomness comes from the seeded Rng; nothing here draws.
import { Rng } from '../../statements/generator/prng.ts';

export type Trade = 'trucking' | 'medical' | 'restaurant' | 'contractor';
export type Country = 'US' | 'CA';

export interface Owner {
  first: string; middle: string | null; last: string; prefix: string | null; cred: string | null;
  title: string; pct: number; fico: number | null;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  dob: string; street: string; city: string; region: string; postal: string; phone: string; email: string;
}

export interface Merchant {
  country: Country; trade: Trade;
  legal: string; dba: string | null; entity: string; industry: string; industryText: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; bnProgram: string | null;
  start: string; incState: string; street: string; city: string; region: string; postal: string;
  phone: string; email: string; website: string | null; employees: number;
  amount: number; use: string; monthlySales: number; owners: Owner[];
}

const FIRST_US = ['James', 'Maria', 'Robert', 'Aisha', 'Michael', 'Jennifer', 'Luis', 'Tamika', 'David', 'Priya', 'Kevin', 'Rosa',
  'Anthony', 'Mei', 'Brandon', 'Keisha', 'Dmitri', 'Carmen', 'Tyrone', 'Hannah', 'Omar', 'Svetlana', 'Marcus', 'Linh', 'Jose', 'Rachel',
  'Hector', 'Ngozi', 'Travis', 'Deborah', 'Ravi', 'Yolanda'];
const LAST_US = ['Johnson', 'Garcia', 'Nguyen', 'Patel', 'Williams', "O'Connor", 'Rodriguez', 'Kowalski', 'Washington', 'Kim',
  'Hernandez-Ruiz', 'Okafor', 'De La Cruz', 'Van Buren', 'Schneider', 'McAllister', 'Brooks', 'Castillo', 'Abdullah', 'Fitzgerald',
  'Moreno', 'Chen', 'Petrov', 'Simmons', 'Delgado', 'St. John', 'Yamamoto', 'Mitchell'];
const FIRST_CA = ['Jean-Francois', 'Marie-Eve', 'Gurpreet', 'Harjit', 'Liam', 'Chloe', 'Mathieu', 'Sophie', 'Rajinder', 'Emily',
  'Connor', 'Nathalie', 'Amrit', 'Olivier', 'Kulwinder', 'Megan', 'Andre', 'Isabelle', 'Wei', 'Tyler'];
const LAST_CA = ['Tremblay', 'Gagnon', 'Singh', 'Dhillon', 'MacDonald', 'Roy', 'Cote', 'Gill', 'Bouchard', 'Sandhu', 'Campbell',
  'Leblanc', 'Grewal', 'Fraser', 'Nguyen', 'Pelletier', "O'Brien", 'Van der Meer', 'Bains', 'Ouellet'];
const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Maple Rd', 'Route 9', 'Elm St', 'Harbor Blvd', 'Cedar Ln',
  'Lakeview Dr', 'Airport Rd', 'Mill St', 'Washington Ave', 'Pine St', 'Depot Rd', 'Frontage Rd'];
const STREETS_CA = ['Dixie Rd', 'Boul. Saint-Laurent', 'King St W', 'Rue Principale', 'Macleod Trail SE', 'Kingsway', 'Airport Rd',
  'Highway 7', 'Portage Ave', 'Steeles Ave E', 'Chemin de la Savane', 'Gateway Blvd NW', 'Fraser Hwy', 'Hurontario St'];
export const US_CITIES: [string, string, string][] = [['Houston', 'TX', '770'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'],
  ['Atlanta', 'GA', '303'], ['Newark', 'NJ', '071'], ['Tampa', 'FL', '336'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'],
  ['Fresno', 'CA', '937'], ['Joliet', 'IL', '604'], ['Nashville', 'TN', '372'], ['Yonkers', 'NY', '107'], ['Reno', 'NV', '895'],
  ['Tacoma', 'WA', '984'], ['Allentown', 'PA', '181'], ['Baton Rouge', 'LA', '708'], ['Laredo', 'TX', '780'], ['Omaha', 'NE', '681']];
export const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5T'], ['Brampton', 'ON', 'L6T'], ['Calgary', 'AB', 'T2C'],
  ['Edmonton', 'AB', 'T6E'], ['Surrey', 'BC', 'V3S'], ['Laval', 'QC', 'H7L'], ['Winnipeg', 'MB', 'R2R'], ['Saskatoon', 'SK', 'S7K'],
  ['Moncton', 'NB', 'E1A'], ['Dartmouth', 'NS', 'B3B'], ['London', 'ON', 'N6N'], ['Delta', 'BC', 'V4G']];
const STATE_POOL = ['DE', 'NV', 'WY', 'TX', 'FL', 'NY', 'CA', 'GA'];

export const luhnDigit = (body: string): string => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};

export function ein(r: Rng): string {
  const bad = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
  let p = r.digits(2);
  while (bad.has(p)) p = r.digits(2);
  return p + r.digits(7);
}
export function ssn(r: Rng): string {
  let a = r.int(1, 899);
  while (a === 666) a = r.int(1, 899);
  return String(a).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}
export const itin = (r: Rng): string => '9' + r.digits(2) + String(r.pick([50, 57, 63, 70, 73, 78, 81, 85, 90, 94, 98])) + String(r.int(1, 9999)).padStart(4, '0');
export function sin(r: Rng): string { const b = String(r.int(1, 7)) + r.digits(7); return b + luhnDigit(b); }
export function bn(r: Rng): string { const b = String(r.int(7, 8)) + r.digits(7); return b + luhnDigit(b); }
export function npi(r: Rng): string { const b = String(r.int(1, 2)) + r.digits(8); return b + luhnDigit('80840' + b); }
export function dea(r: Rng, last: string): string {
  const d = r.digits(6).split('').map(Number);
  const c = (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10;
  return r.pick(['A', 'B', 'F', 'M']) + last.replace(/[^A-Z]/gi, '')[0]!.toUpperCase() + d.join('') + c;
}
export function routing(r: Rng): string {
  const b = r.pick(['0210', '0260', '0310', '0440', '0610', '0710', '1110', '1220', '1210', '0540']) + r.digits(4);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = b.split('').reduce((t, d, i) => t + Number(d) * w[i]!, 0);
  return b + String((10 - (s % 10)) % 10);
}
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string, sep = ' '): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
export const money = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date printed in one of the ways people write it; `kind` forces one. */
export function fmtDate(iso: string, kind: 'us' | 'us2' | 'long' | 'iso' | 'dmy'): string {
  const [y, m, d] = iso.split('-');
  if (kind === 'us') return `${m}/${d}/${y}`;
  if (kind === 'us2') return `${Number(m)}/${Number(d)}/${y!.slice(2)}`;
  if (kind === 'long') return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  if (kind === 'dmy') return `${d}/${m}/${y}`;
  return iso;
}
export function isoDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
export const phone = (r: Rng, ca: boolean): string =>
  `(${ca ? r.pick(['905', '416', '403', '604', '514', '204', '306', '506', '902', '519']) : String(r.int(201, 989))}) ${r.int(201, 989)}-${r.digits(4)}`;

interface TradeSpec { industry: [string, string][]; names: string[]; uses: string[] }
const TRADES: Record<Trade, TradeSpec> = {
  trucking: {
    industry: [['trucking_long_haul', 'Long haul trucking (OTR dry van)'], ['trucking_long_haul', 'Refrigerated freight carrier'],
      ['trucking_local', 'Dump truck hauling'], ['trucking_local', 'Local trucking / drayage'], ['trucking_long_haul', 'Flatbed truckload carrier'],
      ['freight_logistics', 'Freight broker & dispatch'], ['trucking_local', 'Car hauler']],
    names: ['Northern Spur', 'Iron Horse', 'Blue Line', 'Prairie Wind', 'Great Lakes', 'Red Maple', 'Summit Ridge', 'Crossroads', 'Twin Rivers', 'Lone Pine'],
    uses: ['Truck repairs & tires', 'Down payment on 2 tractors', 'Fuel & insurance renewal', 'Working capital', 'IRP/IFTA renewals + payroll'],
  },
  medical: {
    industry: [['dental_practice', 'General dental office'], ['dental_practice', 'Orthodontist'], ['medical_practice', 'Family medicine clinic'],
      ['medical_practice', 'Chiropractor'], ['medical_practice', 'Physical therapy clinic'], ['medical_practice', 'Urgent care'],
      ['dental_practice', 'Pediatric dentist'], ['medical_practice', 'Optometrist']],
    names: ['Bright Smile', 'Lakeside', 'Harmony', 'Riverbend', 'Cornerstone', 'Evergreen', 'Parkview', 'Sunrise', 'Westgate', 'Magnolia'],
    uses: ['New CBCT imaging unit', 'Second operatory build-out', 'Insurance receivables gap', 'Hire associate + marketing', 'EHR upgrade and payroll'],
  },
  restaurant: {
    industry: [['restaurant', 'Full-service restaurant & bar'], ['bar_nightclub', 'Sports bar & grill'], ['restaurant', 'Pizzeria'],
      ['bar_nightclub', 'Brewpub'], ['restaurant', 'Mexican restaurant'], ['bar_nightclub', 'Cocktail lounge'], ['restaurant', 'Coffee shop / bakery cafe'],
      ['bar_nightclub', 'Neighborhood tavern']],
    names: ['Copper Kettle', 'Salt & Ember', 'La Fonda', 'The Rusty Anchor', 'Blue Agave', 'Hops & Barley', 'Mama Rosa', 'Smoke Pit', 'Golden Dragon', 'Corner Tap'],
    uses: ['Patio build-out', 'Walk-in cooler replacement', 'Inventory & payroll', 'Second location deposit', 'Kitchen equipment'],
  },
  contractor: {
    industry: [['specialty_trade_contractor', 'Roofing contractor'], ['general_contractor', 'General contractor - commercial'],
      ['specialty_trade_contractor', 'Electrical contractor'], ['specialty_trade_contractor', 'HVAC install & service'],
      ['specialty_trade_contractor', 'Concrete & masonry'], ['general_contractor', 'Home builder'], ['specialty_trade_contractor', 'Plumbing & heating'],
      ['general_contractor', 'Renovation contractor (residential)']],
    names: ['Keystone', 'Granite State', 'Apex', 'Ridgeline', 'Bedrock', 'True Level', 'Hammerhead', 'Cornerstone', 'Patriot', 'Redline'],
    uses: ['Materials for awarded job', 'Payroll until draw #3 pays', 'Equipment (skid steer)', 'Bonding collateral', 'Working capital'],
  },
};
const SUFFIX: Record<Trade, string[]> = { trucking: ['Transport', 'Trucking', 'Freight Lines', 'Logistics', 'Carriers', 'Haulage'],
  medical: ['Dental', 'Family Dental', 'Medical Group', 'Chiropractic', 'Health Clinic', 'Orthodontics'],
  restaurant: ['Kitchen', 'Grill', 'Taproom', 'Cantina', 'Bistro', 'Restaurant Group'],
  contractor: ['Roofing', 'Builders', 'Construction', 'Mechanical', 'Electric', 'Contracting'] };

type Pick = readonly [readonly [string, string], number];
function entityFor(r: Rng, country: Country, trade: Trade): readonly [string, string] {
  if (country === 'CA') return r.weighted<readonly [string, string]>([[['ca_corporation', r.pick(['Ltd.', 'Inc.', 'Corp.'])], 6], [['sole_proprietorship', ''], 1.5],
    [['general_partnership', ''], 1], ...(trade === 'medical' ? [[['ca_professional_corporation', 'Professional Corporation'], 3] as Pick] : [])]);
  return r.weighted<readonly [string, string]>([[['llc', 'LLC'], 6], [['c_corporation', r.pick(['Inc.', 'Corp.', 'Corporation'])], 3], [['s_corporation', 'Inc.'], 1.5],
    [['sole_proprietorship', ''], 1.5], [['general_partnership', ''], 0.6],
    ...(trade === 'medical' ? [[['pllc', 'PLLC'], 3], [['professional_corporation', r.pick(['P.C.', 'P.A.'])], 2]] as Pick[] : [])]);
}

export function makeOwner(r: Rng, country: Country, trade: Trade, pct: number, title: string): Owner {
  const ca = country === 'CA';
  const [city, region, zip] = r.pick(ca ? CA_CITIES : US_CITIES);
  const first = r.pick(ca ? FIRST_CA : FIRST_US), last = r.pick(ca ? LAST_CA : LAST_US);
  const doc = trade === 'medical' && (r.chance(0.7) || title.includes('Dr'));
  const taxType = ca ? 'SIN' : r.chance(0.08) ? 'ITIN' : 'SSN';
  return {
    first, last, middle: r.chance(0.4) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null,
    prefix: doc && r.chance(0.5) ? 'Dr.' : null,
    cred: doc ? r.pick(['DDS', 'DMD', 'MD', 'DO', 'DC', 'OD', 'DPT']) : null,
    title, pct, fico: r.chance(0.6) ? r.int(560, 790) : null,
    taxId: taxType === 'SIN' ? sin(r) : taxType === 'ITIN' ? itin(r) : ssn(r), taxType,
    dob: isoDate(r, 1958, 1996), street: `${r.int(12, 9899)} ${r.pick(ca ? STREETS_CA : STREETS)}`, city, region,
    postal: ca ? `${zip} ${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${r.int(1, 9)}` : zip + r.digits(2),
    phone: phone(r, ca), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
  };
}

function titleFor(r: Rng, entity: string, trade: Trade, i: number): string {
  const llc = entity === 'llc' || entity === 'pllc';
  if (i === 0) return r.pick([...(llc ? ['Managing Member', 'Member', 'Owner'] : ['President', 'CEO', 'Owner', 'Director']),
    ...(trade === 'medical' ? ['Owner / Practitioner', 'Medical Director', 'Owner'] : trade === 'trucking' ? ['Owner-Operator', 'President'] : [])]);
  return r.pick(llc ? ['Member', 'Member', 'Managing Member', 'COO'] : ['VP', 'Secretary/Treasurer', 'Director', 'COO', 'Vice President']);
}

export function makeMerchant(seed: Rng, country: Country, trade: Trade): Merchant {
  const r = seed.fork('merchant');
  const ca = country === 'CA';
  const spec = TRADES[trade];
  const [entity, suffix] = entityFor(r, country, trade);
  const [industry, industryText] = r.pick(spec.industry);
  const n = entity === 'sole_proprietorship' ? 1 : entity === 'general_partnership' ? r.int(2, 3) : r.weighted([[1, 4], [2, 3], [3, 1.5], [4, 0.7]]);
  const pcts = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [80, 20]]) : n === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]]) : r.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  const owners: Owner[] = pcts.map((p, i) => makeOwner(r, country, trade, p, entity === 'sole_proprietorship' ? 'Owner'
    : entity === 'general_partnership' ? 'Partner' : titleFor(r, entity, trade, i)));
  const dental = industry === 'dental_practice';
  const base = r.pick(spec.names), suf = r.pick(trade !== 'medical' ? SUFFIX[trade] : dental ? ['Dental', 'Family Dental', 'Dental Arts', 'Smiles'] : ['Medical Group', 'Health Clinic', 'Family Medicine', 'Wellness Center']);
  const o = owners[0]!;
  let legal: string, dba: string | null;
  if (entity === 'sole_proprietorship') {
    legal = `${o.first} ${o.last}`;
    dba = `${base} ${suf}`;
  } else if (entity === 'general_partnership') {
    const ln = owners.map((x) => x.last);
    legal = `${ln.length > 2 ? `${ln.slice(0, -1).join(', ')} & ${ln.at(-1)}` : ln.join(' & ')} ${suf}`;
    dba = r.chance(0.5) ? `${base} ${suf}` : null;
  } else {
    const numbered = ca && r.chance(0.25);
    legal = numbered ? `${r.int(1000000, 2799999)} ${r.pick(['Ontario', 'Alberta', 'B.C.', 'Canada'])} ${suffix === 'Professional Corporation' ? 'Inc.' : suffix}`
      : trade === 'medical' && r.chance(0.5) ? `${o.last} ${suf} ${suffix}` : `${base} ${suf}${suffix === 'Inc.' && r.chance(0.6) ? ',' : ''} ${suffix}`;
    if (suffix === 'Professional Corporation' && !numbered) legal = `Dr. ${o.first} ${o.last} ${dental ? 'Dentistry' : 'Medicine'} Professional Corporation`;
    dba = numbered || r.chance(0.55) ? `${base} ${suf}` : null;
    if (dba && legal.startsWith(dba)) dba = null;
    if (dba && legal.startsWith(dba)) dba = null;
  }
  const [city, region, zip] = r.pick(ca ? CA_CITIES : US_CITIES);
  const soleUs = !ca && entity === 'sole_proprietorship' && r.chance(0.6);
  const taxId = ca ? bn(r) : soleUs ? o.taxId : ein(r);
  const domain = (dba ?? legal).toLowerCase().replace(/[^a-z]/g, '').slice(0, 18);
  return {
    country, trade, legal, dba, entity, industry, industryText,
    taxId, taxType: ca ? 'BN' : soleUs ? (o.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN', bnProgram: ca ? 'RC0001' : null,
    start: isoDate(r, 2004, 2023), incState: ca ? r.pick(['ON', 'AB', 'BC', 'QC']) : r.chance(0.6) ? region : r.pick(STATE_POOL),
    street: `${r.int(10, 12999)} ${r.pick(ca ? STREETS_CA : STREETS)}${r.chance(0.3) ? `, ${r.pick(['Unit', 'Suite', 'Bay'])} ${r.int(1, 240)}` : ''}`,
    city, region, postal: ca ? `${zip} ${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${r.int(1, 9)}` : zip + r.digits(2),
    phone: phone(r, ca), email: `${r.pick(['office', 'info', 'accounts', 'admin', o.first.toLowerCase().replace(/[^a-z]/g, '')])}@${domain}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${domain}.${ca ? 'ca' : 'com'}` : null, employees: r.int(2, 45),
    amount: r.int(6, 70) * 5000, use: r.pick(spec.uses), monthlySales: r.int(35, 600) * 1000, owners,
  };
}
