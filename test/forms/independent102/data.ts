// The fictional merchant behind one application (set 102): drawn from the seed only, never from the style or the scan.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; credit: number;
  /** 9 digits; an ITIN starts with 9 (US only, only where the layout prints it with dashes). */
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: string; street: string; city: string; region: string; postal: string; phone: string;
}

export interface Merchant {
  country: Country;
  entity: string; entityText: string; legal: string;
  /** The DBA as the merchant writes it ('' / 'SAME' / 'N/A' / a name) and its truth. */
  dbaText: string; dba: string | null;
  industryText: string; industry: string;
  /** Business tax ID: digits (+ program account for a BN), its type, and a printed form. */
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN'; taxText: string;
  start: string; street: string; city: string; region: string; postal: string; phone: string; email: string; website: string;
  incRegion: string; employees: number; rent: boolean; landlord: string; monthlySales: number;
  amount: number; payment: number; payments: number; freq: Freq; use: string;
  bank: string; routing: string; account: string; funder: { name: string; balance: number } | null;
  refName: string; refPhone: string;
  owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Sofia', 'Kevin', 'Aaliyah', 'Tomasz', 'Grace', 'Luis', 'Hannah', 'Omar', 'Mei', 'Robert',
  'Nadia', 'Ethan', 'Chloe', 'Andre', 'Fatima', 'Wesley', 'Yuki', 'Brianna', 'Marcus', 'Elena', 'Gabriel', 'Sandra', 'Trevor', 'Leila'];
const LAST = ['Alvarez', 'Whitfield', 'Okafor', 'Nguyen', 'Kowalski', 'Patel', 'Brennan', 'Moreau', 'Haddad', 'Castillo', 'Lindqvist',
  'Johnson-Reyes', 'de la Cruz', "O'Connell", 'Van Der Berg', 'Tremblay', 'Delgado', 'Fitzgerald', 'Osei', 'Bianchi', 'Kim', 'Romero',
  'St-Pierre', 'Abernathy', 'MacLeod', 'Gagnon', 'Yilmaz', 'Ferreira'];
const WORDS = ['Summit', 'Harbor', 'Copper', 'Blue Ridge', 'Lakeside', 'Ironwood', 'Golden Gate', 'Prairie', 'Silver Oak', 'Redwood',
  'Northgate', 'Cedar', 'Liberty', 'Evergreen', 'Granite', 'Bayview', 'Sunrise', 'Riverbend', 'Keystone', 'Pinnacle'];

/** Industry as a merchant writes it, and the reference id applications.md's longest-alias rule gives it. */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Restaurant', 'restaurant', 'Kitchen'], ['Pizzeria', 'restaurant', 'Pizza Co'], ['Bakery cafe', 'restaurant', 'Bakehouse'],
  ['Hair salon', 'personal_care', 'Salon'], ['Barbershop', 'personal_care', 'Cuts'], ['Nail salon', 'personal_care', 'Nails'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['HVAC services', 'specialty_trade_contractor', 'Heating & Air'],
  ['Roofing', 'specialty_trade_contractor', 'Roofing'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
  ['Lawn care', 'landscaping', 'Lawn & Garden'], ['Dental office', 'dental_practice', 'Dental'], ['Veterinary clinic', 'veterinary', 'Animal Clinic'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Auto body shop', 'auto_repair', 'Collision'], ['Convenience store', 'convenience_store', 'Market'],
  ['Yoga studio', 'fitness', 'Yoga'], ['Gym', 'fitness', 'Fitness'], ['Daycare', 'childcare', 'Little Learners'], ['Commercial cleaning', 'cleaning_services', 'Cleaning'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Liquor store', 'liquor_store', 'Spirits'], ['Florist', 'retail_general', 'Flowers'],
  ['IT services', 'it_software', 'Tech'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Moving company', 'trucking_local', 'Movers'],
  ['Grocery store', 'grocery', 'Foods'], ['Food truck', 'food_truck_catering', 'Street Eats'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Machine shop', 'manufacturing', 'Machining'],
];

interface Place { region: string; cities: [string, string][] }
const US: Place[] = [
  { region: 'TX', cities: [['Austin', '787'], ['San Antonio', '782'], ['Plano', '750']] }, { region: 'FL', cities: [['Tampa', '336'], ['Orlando', '328']] },
  { region: 'NY', cities: [['Buffalo', '142'], ['Yonkers', '107']] }, { region: 'OH', cities: [['Columbus', '432'], ['Dayton', '454']] },
  { region: 'GA', cities: [['Savannah', '314'], ['Marietta', '300']] }, { region: 'AZ', cities: [['Mesa', '852'], ['Tucson', '857']] },
  { region: 'NJ', cities: [['Newark', '071'], ['Trenton', '086']] }, { region: 'CO', cities: [['Denver', '802'], ['Boulder', '803']] },
  { region: 'NC', cities: [['Raleigh', '276'], ['Durham', '277']] }, { region: 'WA', cities: [['Tacoma', '984'], ['Spokane', '992']] },
  { region: 'IL', cities: [['Peoria', '616'], ['Naperville', '605']] }, { region: 'PA', cities: [['Allentown', '181'], ['Erie', '165']] },
];
const CA: Place[] = [
  { region: 'ON', cities: [['Toronto', 'M5V'], ['Ottawa', 'K1P'], ['Hamilton', 'L8P']] }, { region: 'BC', cities: [['Vancouver', 'V6B'], ['Kelowna', 'V1Y']] },
  { region: 'AB', cities: [['Calgary', 'T2P'], ['Edmonton', 'T5J']] }, { region: 'QC', cities: [['Montreal', 'H2X'], ['Laval', 'H7N']] },
  { region: 'MB', cities: [['Winnipeg', 'R3C']] }, { region: 'NS', cities: [['Halifax', 'B3H']] }, { region: 'SK', cities: [['Saskatoon', 'S7K']] },
];
const PROV_NAME: Record<string, string> = { ON: 'Ontario', BC: 'B.C.', AB: 'Alberta', QC: 'Quebec', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Elm St', 'Industrial Pkwy', 'King St W', 'Lakeshore Rd', 'Market St', 'Pine Ridge Dr', 'Queen St E'];
const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'TD Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Pearl Merchant Capital', 'Forward Line Funding', 'Clearpath Advance'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director', 'COO'];
const USES = ['Inventory', 'Working capital', 'Equipment', 'Expansion', 'Payroll', 'Renovation', 'Marketing'];
const EIN_PREFIX = [10, 12, 13, 20, 22, 27, 30, 33, 35, 38, 41, 45, 46, 47, 51, 54, 56, 59, 61, 65, 71, 75, 81, 83, 85, 88, 91, 94];

const ENTITY_US: readonly (readonly [string, number])[] = [['llc', 4], ['c_corporation', 3], ['s_corporation', 2], ['sole_proprietorship', 2], ['general_partnership', 1]];
const ENTITY_CA: readonly (readonly [string, number])[] = [['ca_corporation', 5], ['sole_proprietorship', 2], ['general_partnership', 1]];
/** How an owner writes each entity type in a free-text box. */
const ENTITY_TEXT: Record<string, string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C Corp', 'Inc.'], s_corporation: ['S Corp', 'S-Corp', 'S Corporation'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], general_partnership: ['Partnership', 'General Partnership'],
  ca_corporation: ['Corporation', 'Ltd.', 'Incorporated'],
};

function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, v, i) => { const x = i % 2 === 1 ? v * 2 : v; return s + (x > 9 ? x - 9 : x); }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  return '';
}
function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
function iso(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
function postal(rng: Rng, country: Country, prefix: string): string {
  return country === 'US' ? `${prefix}${rng.digits(2)}` : `${prefix} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
}
function phone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`; }

export interface MerchantOptions { country: Country; maxOwners: number; itin?: boolean; masking?: number }

export function makeMerchant(rng: Rng, o: MerchantOptions): Merchant {
  const places = o.country === 'US' ? US : CA;
  const place = rng.pick(places);
  const [city, pre] = rng.pick(place.cities);
  const entity = rng.weighted(o.country === 'US' ? ENTITY_US : ENTITY_CA);
  const [industryText, industry, noun] = rng.pick(INDUSTRIES);
  const nOwners = entity === 'sole_proprietorship' ? 1 : Math.min(o.maxOwners, rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const));
  const owners: Owner[] = [];
  let left = 100;
  const usedLast = new Set<string>();
  for (let i = 0; i < nOwners; i++) {
    const pct = i === nOwners - 1 ? (nOwners === 1 ? (entity === 'sole_proprietorship' ? 100 : rng.pick([100, 100, 100, 80, 51])) : left) : Math.max(10, Math.round((left / (nOwners - i)) * rng.float(0.9, 1.5) / 5) * 5);
    left -= pct;
    let last = rng.pick(LAST);
    while (usedLast.has(last)) last = rng.pick(LAST);
    usedLast.add(last);
    const oPlace = rng.chance(0.7) ? place : rng.pick(places);
    const [oCity, oPre] = rng.pick(oPlace.cities);
    const itin = o.country === 'US' && !!o.itin && rng.chance(0.2);
    const taxId = o.country === 'CA' ? luhn9(rng, rng.pick([1, 2, 3, 4, 5, 6, 7])) : itin ? `9${rng.digits(2)}${rng.int(70, 88)}${rng.digits(4)}` : ssn(rng);
    owners.push({
      first: rng.pick(FIRST), middle: rng.chance(0.3) ? rng.alnum(1, 'ABCDEFGHJKLMPRSTW') : null, last,
      title: entity === 'sole_proprietorship' ? 'Owner' : i === 0 ? rng.pick(TITLES.slice(0, 5)) : rng.pick(TITLES), pct,
      credit: rng.int(540, 790), taxId, taxType: o.country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: rng.chance(o.masking ?? 0.3),
      dob: iso(rng.int(1955, 1996), rng.int(1, 12), rng.int(1, 28)),
      street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`, city: oCity, region: oPlace.region, postal: postal(rng, o.country, oPre), phone: phone(rng),
    });
  }
  const o1 = owners[0]!;
  const word = rng.pick(WORDS);
  const tradeName = `${word} ${noun}`;
  let legal: string;
  if (entity === 'sole_proprietorship') legal = `${o1.first} ${o1.last}`;
  else {
    const suffix = { llc: rng.pick(['LLC', 'L.L.C.', 'LLC']), c_corporation: rng.pick(['Inc.', 'Corp.', 'Inc', 'Corporation']), s_corporation: rng.pick(['Inc.', 'Inc']),
      general_partnership: rng.pick(['Partners', '& Associates']), ca_corporation: rng.pick(['Ltd.', 'Inc.', 'Corp.', 'Limited']) }[entity] ?? 'LLC';
    legal = rng.chance(0.4) ? `${tradeName} ${suffix}` : `${word} ${rng.pick(['Holdings', 'Group', 'Enterprises', 'Ventures'])} ${suffix}`;
    if (entity === 'ca_corporation' && rng.chance(0.2)) legal = `${rng.int(1000000, 2999999)} ${PROV_NAME[place.region] ?? 'Canada'} Inc.`;
    if (entity !== 'llc' && entity !== 'general_partnership') legal = legal.replace(/\s(Inc\.?|Ltd\.)$/, (m) => (rng.chance(0.3) ? `,${m}` : m));
  }
  const dbaMode = rng.weighted([['name', 6], ['blank', 2], ['same', 1], ['na', 1]] as const);
  let other = rng.pick(WORDS);
  while (other === word) other = rng.pick(WORDS);
  const dbaText = entity === 'sole_proprietorship' || dbaMode === 'name' ? (legal.startsWith(tradeName) ? `${other} ${noun}` : tradeName) : dbaMode === 'blank' ? '' : dbaMode === 'same' ? 'SAME' : 'N/A';
  let taxId: string, taxType: Merchant['taxType'], taxText: string;
  if (o.country === 'CA') {
    const bn = luhn9(rng, rng.int(1, 8)), prog = rng.pick(['RC0001', 'RT0001', 'RC0001']);
    taxId = bn + prog; taxType = 'BN'; taxText = `${bn} ${prog}`;
  } else if (entity === 'sole_proprietorship' && o1.taxType === 'SSN') {
    taxId = o1.taxId; taxType = 'SSN'; taxText = `${taxId.slice(0, 3)}-${taxId.slice(3, 5)}-${taxId.slice(5)}`;
    o1.masked = false;
  } else {
    taxId = `${rng.pick(EIN_PREFIX)}${rng.digits(7)}`; taxType = 'EIN'; taxText = `${taxId.slice(0, 2)}-${taxId.slice(2)}`;
  }
  const amount = rng.int(10, 200) * 2500;
  const payments = rng.pick([60, 80, 100, 120, 140, 160, 180, 24, 36, 52]);
  const freq: Freq = payments <= 52 ? rng.pick(['weekly', 'biweekly', 'weekly'] as const) : rng.pick(['daily', 'daily', 'weekly'] as const);
  const payment = Math.round((amount * rng.float(1.22, 1.45)) / payments);
  const startY = rng.int(1998, 2022);
  let inc = o.country === 'US' && rng.chance(0.3) ? 'DE' : rng.pick(places).region;
  while (inc === place.region) inc = rng.pick(places).region;
  const bankList = o.country === 'US' ? BANKS_US : BANKS_CA;
  return {
    country: o.country, entity, entityText: rng.pick(ENTITY_TEXT[entity] ?? ['LLC']), legal, dbaText,
    dba: dbaText === '' || dbaText === 'SAME' || dbaText === 'N/A' || dbaText === legal ? null : dbaText,
    industryText, industry, taxId, taxType, taxText,
    start: iso(startY, rng.int(1, 12), rng.int(1, 28)), street: `${rng.int(100, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`,
    city, region: place.region, postal: postal(rng, o.country, pre), phone: phone(rng),
    email: `${rng.pick(['info', 'office', 'accounts', o1.first.toLowerCase()])}@${word.toLowerCase().replace(/\s/g, '')}${noun.toLowerCase().replace(/\W/g, '')}.${o.country === 'US' ? 'com' : 'ca'}`,
    website: rng.chance(0.6) ? `www.${word.toLowerCase().replace(/\s/g, '')}${noun.toLowerCase().replace(/\W/g, '')}.${o.country === 'US' ? 'com' : 'ca'}` : '',
    incRegion: inc, employees: rng.int(1, 45), rent: rng.chance(0.7), landlord: `${rng.pick(WORDS)} Property Management`, monthlySales: rng.int(12, 160) * 1000,
    amount, payment, payments, freq, use: rng.pick(USES),
    bank: rng.pick(bankList), routing: o.country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)),
    funder: rng.chance(0.45) ? { name: rng.pick(FUNDERS), balance: rng.int(5, 90) * 1000 } : null,
    refName: `${rng.pick(WORDS)} ${rng.pick(['Supply', 'Wholesale', 'Distributors'])}`, refPhone: phone(rng), owners,
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** An ISO date as forms print it. */
export function fmtDate(isoDate: string, f: 'mdy' | 'mdy2' | 'long' | 'iso' | 'mdyDash'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  if (f === 'mdy') return `${p(m)}/${p(d)}/${y}`;
  if (f === 'mdy2') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'mdyDash') return `${p(m)}-${p(d)}-${y}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  return isoDate;
}
export function money(n: number, f: 'plain' | 'commas' | 'cents' | 'cad'): string {
  const c = n.toLocaleString('en-US');
  return f === 'plain' ? String(n) : f === 'commas' ? `$${c}` : f === 'cents' ? `$${c}.00` : `${c} CAD`;
}
export function dashedSsn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function maskedSsn(d: string): string { return `XXX-XX-${d.slice(5)}`; }
export function spacedSin(d: string): string { return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; }
