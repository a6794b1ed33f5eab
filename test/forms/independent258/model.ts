// The merchant on file and its renewal request, drawn from a seed; printed forms of dates, money and tax ids.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Ymd { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const iso = (d: Ymd): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const p2 = (n: number): string => String(n).padStart(2, '0');

export function fmtDate(d: Ymd, rng: Rng, country: 'US' | 'CA' = 'US'): string {
  const f = country === 'CA' ? rng.pick([2, 2, 3, 4, 5]) : rng.int(0, 5);
  switch (f) {
    case 0: return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
    case 1: return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
    case 2: return iso(d);
    case 3: return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 4: return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
    default: return `${p2(d.d)}-${MONTHS[d.m - 1]!.slice(0, 3)}-${d.y}`;
  }
}

export function commas(v: number, cents = false): string {
  const s = cents ? v.toFixed(2) : String(Math.round(v));
  const [i, f] = s.split('.');
  return i!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (f ? `.${f}` : '');
}

/** Money as people print it; the number is what the truth holds. */
export function money(v: number, rng: Rng, country: 'US' | 'CA' = 'US'): string {
  const hasCents = Math.round(v * 100) % 100 !== 0;
  if (country === 'CA') {
    return rng.pick([`$${commas(v, hasCents)} CAD`, `CAD ${commas(v, true)}`, `$${commas(v, hasCents)}`, `${commas(v, hasCents)} CAD`]);
  }
  return rng.pick([`$${commas(v, hasCents)}`, `$${commas(v, true)}`, `${commas(v, hasCents)}`, `USD ${commas(v, true)}`, `$ ${commas(v, hasCents)}`,
    hasCents ? `$${v.toFixed(2)}` : `${v}`]);
}

const VALID_EIN_PREFIX = Array.from({ length: 99 }, (_, i) => i + 1).filter((p) => ![7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97].includes(p) && p >= 10);
export function ein(rng: Rng): string { return `${p2(rng.pick(VALID_EIN_PREFIX))}${rng.digits(7)}`; }
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${p2(rng.int(1, 99))}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.pick([50, 55, 63, 70, 72, 78, 81, 88, 90, 92, 94, 97])}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
export function luhn9(rng: Rng, first?: number): string {
  const body = `${first ?? rng.int(1, 8)}${rng.digits(7)}`;
  for (let c = 0; c <= 9; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let v = Number(s[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

// ---- names ----
const FIRST = ['James', 'Maria', 'Luis', 'Aisha', 'Wei', 'Priya', 'Dmitri', 'Sean', 'Keisha', 'Tomas', 'Hannah', 'Jean-Paul', 'Mary-Kate', 'Oluwaseun',
  'Grace', 'Mohammed', 'Ana', 'Robert', 'Yuki', 'Carlos', 'Denise', 'Marcus', 'Siobhan', 'Rahul', 'Beatriz', 'Andre', 'Colleen', 'Tariq', 'Lena', 'Victor'];
const LAST = ['Smith', "O'Brien", 'Van der Berg', 'De La Cruz', 'Nguyen', 'Okafor', 'Martinez-Lopez', "D'Angelo", 'McAllister', 'Kowalski', 'St. Pierre',
  'Patel', 'von Stein', 'Al-Hassan', 'Lefebvre', 'MacDonald', 'Rosenberg', 'Haddad', 'Chen', 'Whitfield', 'del Rio', 'Ferreira-Santos', 'Okonkwo',
  "O'Connell", 'Bergstrom', 'da Silva', 'Washington', 'Gallagher', 'Tremblay', 'Nakamura'];

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; nameFmt: 'fml' | 'lfm' | 'fl';
  title: string; pct: number; credit: number | null;
  taxKind: 'full' | 'masked' | 'blank'; taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  dob: Ymd;
  home: string;
  /** Outdated values on file, corrected on this form (the printed value above is the new one). */
  oldLast?: string; oldPct?: number; oldTitle?: string;
}

export function ownerName(o: Owner, last = o.last): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (o.nameFmt === 'lfm') return `${last}, ${o.first}${mid}`;
  if (o.nameFmt === 'fl') return `${o.first} ${last}${o.cred ? `, ${o.cred}` : ''}`;
  return `${o.first}${mid} ${last}${o.cred ? `, ${o.cred}` : ''}`;
}

export function taxPrinted(o: Owner, rng: Rng): string {
  if (o.taxKind === 'blank') return '';
  const d = o.taxDigits;
  if (o.taxType === 'SIN') return o.taxKind === 'masked' ? rng.pick([`XXX XXX ${d.slice(6)}`, `*** *** ${d.slice(6)}`]) : rng.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`]);
  return o.taxKind === 'masked' ? rng.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]) : fmtSsn(d);
}

// ---- entity, industry ----
interface EntityPick { text: string; id: string; suffix: string[] }
const US_ENTITIES: EntityPick[] = [
  { text: 'LLC', id: 'llc', suffix: ['LLC', 'L.L.C.'] },
  { text: 'Limited Liability Company', id: 'llc', suffix: ['LLC'] },
  { text: 'Corporation', id: 'c_corporation', suffix: ['Inc.', 'Corp.', 'Incorporated'] },
  { text: 'C-Corp', id: 'c_corporation', suffix: ['Inc.', 'Corp.'] },
  { text: 'S-Corp', id: 's_corporation', suffix: ['Inc.', 'Corp.'] },
  { text: 'S Corporation', id: 's_corporation', suffix: ['Inc.'] },
  { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: [] },
  { text: 'Partnership', id: 'general_partnership', suffix: ['& Partners', 'Associates'] },
  { text: 'LP', id: 'limited_partnership', suffix: ['LP', 'L.P.'] },
  { text: 'LLP', id: 'llp', suffix: ['LLP'] },
  { text: 'PLLC', id: 'pllc', suffix: ['PLLC'] },
  { text: 'Professional Corporation', id: 'professional_corporation', suffix: ['P.C.', 'PC'] },
  { text: 'Non-Profit', id: 'nonprofit_corporation', suffix: ['Inc.', 'Foundation'] },
  { text: 'Cooperative', id: 'cooperative', suffix: ['Co-op', 'Cooperative'] },
  { text: 'LLLP', id: 'lllp', suffix: ['LLLP'] },
  { text: 'Benefit Corporation', id: 'benefit_corporation', suffix: ['PBC'] },
  { text: 'Business Trust', id: 'trust', suffix: ['Trust'] },
];
const CA_ENTITIES: EntityPick[] = [
  { text: 'Corporation', id: 'ca_corporation', suffix: ['Inc.', 'Ltd.', 'Corp.', 'Limited'] },
  { text: 'Inc.', id: 'ca_corporation', suffix: ['Inc.'] },
  { text: 'Ltd.', id: 'ca_corporation', suffix: ['Ltd.'] },
  { text: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: [] },
  { text: 'General Partnership', id: 'general_partnership', suffix: ['& Partners'] },
  { text: 'Limited Partnership', id: 'limited_partnership', suffix: ['LP'] },
  { text: 'ULC', id: 'ca_ulc', suffix: ['ULC'] },
  { text: 'Co-operative', id: 'cooperative', suffix: ['Co-operative'] },
];

/** Printed type-of-business text and the industries reference id applications.md's rule gives it. */
export const INDUSTRIES: [string, string][] = [
  ['Full-service restaurant', 'restaurant'], ['Coffee shop', 'restaurant'], ['Pizzeria & catering', 'restaurant'],
  ['Auto repair and body shop', 'auto_repair'], ['Tire shop', 'auto_repair'], ['Hair salon', 'personal_care'],
  ['Nail salon & day spa', 'personal_care'], ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'],
  ['Plumbing & HVAC contractor', 'specialty_trade_contractor'], ['Landscaping and lawn care', 'landscaping'],
  ['Commercial cleaning / janitorial', 'cleaning_services'], ['Convenience store', 'convenience_store'],
  ['Daycare center', 'childcare'], ['Gym / fitness center', 'fitness'], ['Dry cleaner', 'dry_cleaning'],
  ['Liquor store', 'liquor_store'], ['Pet grooming', 'pet_services'], ['Medical office', 'medical_practice'],
  ['Home health care agency', 'home_health_care'], ['Used car dealer', 'auto_dealer_used'], ['Machine shop', 'manufacturing'],
  ['General contractor', 'general_contractor'], ['Moving company', 'trucking_local'], ['IT services', 'it_software'],
  ['Property management', 'property_management'], ['Food truck', 'food_truck_catering'], ['Hotel', 'hotel_motel'],
  ['Grocery / supermarket', 'grocery'], ['Funeral home', 'funeral_services'], ['Pharmacy', 'pharmacy'], ['Car wash', 'car_wash'],
];

const NAME_A = ['Summit Ridge', 'Harbor Light', 'Blue Heron', 'Golden Gate', 'Maple Leaf', 'Ironwood', 'Silver Creek', 'Red Rock', 'Northstar',
  'Prairie Wind', 'Lakeshore', 'Copper Kettle', 'Evergreen', 'Bayview', 'Cornerstone', 'Old Mill', 'Sunrise', 'Granite State', 'Riverbend', 'Tall Pines'];
const NAME_B: Record<string, string[]> = {
  restaurant: ['Kitchen', 'Bistro', 'Eatery', 'Grill'], auto_repair: ['Auto Works', 'Motors', 'Tire & Lube'], personal_care: ['Beauty', 'Salon', 'Spa'],
  default: ['Holdings', 'Enterprises', 'Group', 'Services', 'Company', 'Ventures'],
};

export const US_STATES = ['NY', 'NJ', 'FL', 'TX', 'CA', 'IL', 'GA', 'PA', 'OH', 'NC', 'AZ', 'CO', 'WA', 'MA', 'MI', 'TN', 'VA', 'MD', 'NV', 'MO', 'CT', 'UT', 'OR', 'SC', 'LA'];
export const CA_PROV = ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB'];
const CITIES: Record<string, string[]> = {
  NY: ['Brooklyn', 'Albany', 'Yonkers'], NJ: ['Newark', 'Paterson', 'Edison'], FL: ['Miami', 'Tampa', 'Orlando'], TX: ['Houston', 'El Paso', 'Plano'],
  CA: ['Fresno', 'San Diego', 'Oakland'], IL: ['Chicago', 'Peoria'], GA: ['Atlanta', 'Macon'], PA: ['Allentown', 'Erie'], OH: ['Dayton', 'Toledo'],
  NC: ['Raleigh', 'Durham'], AZ: ['Mesa', 'Tucson'], CO: ['Aurora', 'Pueblo'], WA: ['Spokane', 'Tacoma'], MA: ['Worcester', 'Lowell'],
  MI: ['Flint', 'Lansing'], TN: ['Memphis', 'Knoxville'], VA: ['Norfolk', 'Roanoke'], MD: ['Baltimore', 'Frederick'], NV: ['Reno', 'Henderson'],
  MO: ['St. Louis', 'Springfield'], CT: ['Hartford', 'Stamford'], UT: ['Provo', 'Ogden'], OR: ['Salem', 'Eugene'], SC: ['Columbia', 'Greenville'],
  LA: ['Baton Rouge', 'Shreveport'], ON: ['Toronto', 'Hamilton', 'London'], QC: ['Montreal', 'Laval', 'Gatineau'], BC: ['Surrey', 'Kelowna'],
  AB: ['Calgary', 'Red Deer'], MB: ['Winnipeg', 'Brandon'], SK: ['Regina', 'Saskatoon'], NS: ['Halifax', 'Truro'], NB: ['Moncton', 'Fredericton'],
};
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Route 9', 'Industrial Pkwy', 'Elm Street', 'Market St', 'King St W', 'Rue Sainte-Catherine', 'Broadway', 'Center Rd', 'Lakeview Dr'];
const POSTAL_FIRST: Record<string, string> = { ON: 'M', QC: 'H', BC: 'V', AB: 'T', MB: 'R', SK: 'S', NS: 'B', NB: 'E' };

export interface Address { street: string; city: string; state: string; zip: string }
export function address(rng: Rng, country: 'US' | 'CA', state?: string): Address {
  const st = state ?? rng.pick(country === 'US' ? US_STATES : CA_PROV);
  const zip = country === 'US' ? rng.digits(5) : `${POSTAL_FIRST[st]}${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(0, 9)}`;
  return { street: `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Unit', 'Ste.'])} ${rng.int(2, 410)}` : ''}`, city: rng.pick(CITIES[st] ?? ['Springfield']), state: st, zip };
}
export const addrLine = (a: Address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export interface Request { amount: number; payment: number | null; n: number | null; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null; use: string }
export interface Current { funder: string; contract: string; funded: number; rtr: number; paid: number; balance: number; payoff: number; pmt: number; pmtsMade: number; freq: string; fundedOn: Ymd }

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; oldLegal?: string;
  entity: EntityPick;
  dba: string | null; oldDba?: string | null; dbaNewText?: string;
  taxDigits: string; taxType: 'EIN' | 'SSN' | 'BN' | 'ITIN'; taxPrinted: string; taxBlank: boolean; bnProgram: string;
  addr: Address; oldAddr?: Address;
  phone: string; oldPhone?: string; email: string;
  industryText: string; industryId: string;
  start: Ymd; startPrinted: string; yearsOnly: boolean;
  stateOfInc: string;
  owners: Owner[];
  req: Request;
  cur: Current;
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  rep: { name: string; phone: string; email: string };
  refs: { name: string; phone: string }[];
  others: { funder: string; balance: number; pmt: number }[];
  monthlySales: number;
}

export interface Profile { country: 'US' | 'CA'; maxOwners: number; terms: number; yearsOnly: number }

function phone(rng: Rng): string {
  return rng.pick([`(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${rng.int(201, 989)}-${rng.int(200, 989)}-${rng.digits(4)}`, `${rng.int(201, 989)}.${rng.int(200, 989)}.${rng.digits(4)}`]);
}
function personName(rng: Rng): string { return `${rng.pick(FIRST)} ${rng.pick(LAST)}`; }

const FUNDERS = ['Apex Merchant Capital', 'Rapid Advance Group', 'Greenbox Funding', 'Liberty Receivables', 'Pinnacle Business Funding', 'Ocean State Capital', 'Delta Bridge Finance'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Citizens Bank', 'KeyBank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];

export function makeMerchant(rng: Rng, p: Profile, currentFunder: string): Merchant {
  const country = p.country;
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const entity = rng.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const sole = entity.id === 'sole_proprietorship';
  const nOwners = sole ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, p.maxOwners >= 4 ? 1.5 : 0]] as const);
  const titlesMulti = ['Managing Member', 'President', 'CEO', 'Partner', 'VP', 'Secretary', 'Member', 'COO', 'Treasurer', 'Owner'];
  const shares = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]) : nOwners === 3 ? rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]) : rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const isItin = country === 'US' && rng.chance(0.08);
    owners.push({
      first: rng.pick(FIRST), middle: rng.chance(0.55) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last: rng.pick(LAST),
      cred: rng.chance(0.08) ? rng.pick(['DDS', 'MD', 'CPA', 'DVM']) : null, nameFmt: rng.weighted([['fml', 5], ['lfm', 2], ['fl', 2]] as const),
      title: sole ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : (i === 0 ? rng.pick(['Owner', 'President', 'CEO', 'Managing Member', 'Managing Partner']) : rng.pick(titlesMulti)),
      pct: shares[i]!, credit: rng.chance(0.5) ? rng.int(560, 790) : null,
      taxKind: rng.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const),
      taxDigits: country === 'CA' ? luhn9(rng) : isItin ? itin(rng) : ssn(rng), taxType: country === 'CA' ? 'SIN' : isItin ? 'ITIN' : 'SSN',
      dob: { y: rng.int(1952, 1998), m: rng.int(1, 12), d: rng.int(1, 28) },
      home: '',
    });
  }
  for (const o of owners) { const a = address(rng, country); o.home = addrLine(a); }
  const o0 = owners[0]!;
  const base = `${rng.pick(NAME_A)} ${rng.pick(NAME_B[industryId] ?? NAME_B.default!)}`;
  const legal = sole ? `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}` : entity.id === 'general_partnership' ? `${base} ${rng.pick(entity.suffix)}` : `${base}${rng.chance(0.4) && !entity.suffix[0]!.startsWith('&') ? ',' : ''} ${rng.pick(entity.suffix)}`;
  const dba = sole ? `${rng.pick(NAME_A)} ${rng.pick(NAME_B[industryId] ?? NAME_B.default!)}` : rng.chance(0.5) ? `${rng.pick(NAME_A)} ${industryText.split(/[ /&]/)[0]}` : null;
  let taxType: Merchant['taxType'];
  let taxDigits: string;
  const bnProgram = `RC${String(rng.int(1, 3)).padStart(4, '0')}`;
  if (country === 'CA') { taxType = 'BN'; taxDigits = luhn9(rng); }
  else if (sole && rng.chance(0.6)) { taxType = o0.taxType === 'ITIN' ? 'ITIN' : 'SSN'; taxDigits = o0.taxDigits; }
  else { taxType = 'EIN'; taxDigits = ein(rng); }
  const taxBlank = rng.chance(0.1);
  let taxPrinted: string;
  if (taxType === 'EIN') taxPrinted = rng.chance(0.75) ? fmtEin(taxDigits) : taxDigits;
  else if (taxType === 'SSN' || taxType === 'ITIN') taxPrinted = fmtSsn(taxDigits);
  else {
    const withProg = rng.chance(0.7);
    if (withProg) { taxPrinted = rng.pick([`${taxDigits} ${bnProgram}`, `${taxDigits}${bnProgram}`, `${taxDigits.slice(0, 5)} ${taxDigits.slice(5)} ${bnProgram.slice(0, 2)} ${bnProgram.slice(2)}`]); taxDigits = taxDigits + bnProgram; }
    else taxPrinted = rng.chance(0.5) ? taxDigits : `${taxDigits.slice(0, 3)} ${taxDigits.slice(3, 6)} ${taxDigits.slice(6)}`;
  }
  const start: Ymd = { y: rng.int(2003, 2022), m: rng.int(1, 12), d: rng.int(1, 28) };
  const addr = address(rng, country);
  const amount = rng.int(6, 140) * 2500;
  const terms = rng.chance(p.terms);
  const freq = terms ? rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1.5], ['monthly', 1]] as const) : null;
  const n = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160, 180, 200]) : freq === 'weekly' ? rng.pick([16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([8, 10, 13, 20, 26]) : freq === 'monthly' ? rng.pick([6, 9, 12, 18]) : null;
  const factor = rng.pick([1.25, 1.29, 1.35, 1.38, 1.42, 1.45, 1.49]);
  const payment = n ? Math.round((amount * factor / n) * 100) / 100 : null;
  const funded = rng.int(4, 80) * 2500;
  const rtr = Math.round(funded * rng.pick([1.3, 1.35, 1.4, 1.45]));
  const pmtsTotal = rng.pick([120, 140, 160, 180]);
  const pmt = Math.round((rtr / pmtsTotal) * 100) / 100;
  const pmtsMade = rng.int(Math.round(pmtsTotal * 0.45), Math.round(pmtsTotal * 0.85));
  const paid = Math.round(pmt * pmtsMade * 100) / 100;
  const balance = Math.round((rtr - paid) * 100) / 100;
  const payoff = Math.round(balance * rng.float(0.88, 0.97) * 100) / 100;
  const m: Merchant = {
    country, legal, entity, dba, taxDigits, taxType, taxPrinted, taxBlank, bnProgram, addr,
    phone: phone(rng), email: `${o0.first.toLowerCase().replace(/[^a-z]/g, '')}@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    industryText, industryId, start, startPrinted: fmtDate(start, rng, country), yearsOnly: rng.chance(p.yearsOnly),
    stateOfInc: country === 'US' ? rng.pick(['DE', 'NV', 'WY', addr.state, addr.state]) : rng.pick(['Federal (CBCA)', addr.state]),
    owners,
    req: { amount, payment, n, freq, use: rng.pick(['Inventory', 'Payroll', 'Equipment purchase', 'Expansion / second location', 'Working capital', 'Marketing', 'Renovations', 'Consolidate balances']) },
    cur: { funder: currentFunder, contract: `${rng.alnum(3, 'ABCDEFGHKMNPRSTVWXZ')}-${rng.digits(6)}`, funded, rtr, paid, balance, payoff, pmt, pmtsMade, freq: rng.pick(['Daily', 'Daily (M-F)', 'Weekly']),
      fundedOn: { y: 2024, m: rng.int(1, 12), d: rng.int(1, 28) } },
    bank: { name: rng.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${rng.digits(8)}` : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(9, 12)) },
    landlord: { name: rng.pick([`${personName(rng)}`, `${rng.pick(NAME_A)} Properties LLC`, `${rng.pick(NAME_A)} Realty Management`]), phone: phone(rng), rent: rng.int(18, 140) * 100 },
    rep: { name: personName(rng), phone: phone(rng), email: `deals${rng.int(2, 99)}@${rng.pick(['fundline', 'capbridge', 'merchantlane'])}.com` },
    refs: [{ name: `${rng.pick(NAME_A)} Supply Co.`, phone: phone(rng) }, { name: `${rng.pick(NAME_A)} Distributors`, phone: phone(rng) }],
    others: rng.chance(0.5) ? [{ funder: rng.pick(FUNDERS.filter((f) => f !== currentFunder)), balance: rng.int(30, 900) * 100, pmt: rng.int(90, 900) }] : [],
    monthlySales: rng.int(25, 600) * 1000,
  };
  // Changes since the last application: the value on file is outdated, the new one is the truth.
  const changes = rng.shuffle(['address', 'dba', 'phone', 'owner_last', 'owner_pct', 'owner_title', 'legal']).slice(0, rng.weighted([[0, 1], [1, 3], [2, 3], [3, 2]] as const));
  for (const c of changes) {
    if (c === 'address') { m.oldAddr = address(rng, country, rng.chance(0.4) ? undefined : addr.state); }
    else if (c === 'phone') m.oldPhone = phone(rng);
    else if (c === 'dba') {
      if (m.dba && !sole && rng.chance(0.4)) { m.oldDba = m.dba; m.dba = null; m.dbaNewText = rng.pick(['N/A', 'None', 'No longer used']); }
      else { m.oldDba = m.dba ?? `${rng.pick(NAME_A)} ${rng.pick(['Express', 'Outlet', 'Center'])}`; m.dba = `${rng.pick(NAME_A)} ${industryText.split(/[ /&]/)[0]}`; }
    } else if (c === 'owner_last') { const o = rng.pick(owners); o.oldLast = rng.pick(LAST.filter((l) => l !== o.last)); if (sole) delete o.oldLast; }
    else if (c === 'owner_pct' && owners.length >= 2) {
      const [a, b] = [owners[0]!, owners[1]!];
      a.oldPct = a.pct; b.oldPct = b.pct;
      a.pct = a.pct + 10; b.pct = b.pct - 10;
    } else if (c === 'owner_title') { const o = rng.pick(owners); o.oldTitle = o.title; o.title = rng.pick(['CEO', 'President', 'Managing Member', 'Owner', 'Partner'].filter((t) => t !== o.title)); }
    else if (c === 'legal' && !sole) { m.oldLegal = legal.replace(/^(\S+ \S+)/, (s) => `${s.split(' ')[0]} ${rng.pick(['Ridge', 'Harbor', 'Valley', 'Point'])}`); }
  }
  return m;
}
