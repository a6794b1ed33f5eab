// The merchant behind one portal printout: random but reproducible from the seed (never from the style), plus the
// people and numbers around it that a reader must not take (landlord, bank, references, ISO rep, existing funders).
import { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; state: string; stateName: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  score: number | null; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; home: Addr;
  phone: string; email: string;
}
export interface Position { funder: string; balance: number; payment: number; freq: string }
export interface Model {
  country: 'US' | 'CA';
  legal: string; dbaPrinted: string | null; dbaTruth: string | null;
  entityOptions: string[]; entityPrinted: string; entityId: string;
  industryText: string; industryId: string;
  taxPrinted: string; taxMasked: boolean; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  addr: Addr; stateOfInc: string; start: string; years: number;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; phone: string; email: string; website: string; employees: number;
  monthlySales: number; annualRevenue: number; ownRent: 'Own' | 'Rent';
  bank: { name: string; routing: string; account: string }; landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[]; iso: { name: string; email: string; phone: string };
  positions: Position[]; owners: Owner[]; appId: string; printed: Date;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tomasz', 'Grace', 'Andre', 'Nadia', 'Kevin', 'Sofia', 'Hector', 'Chloe', 'Samuel'];
const LAST = ['Gonzalez-Reyes', 'de la Cruz', 'Van Dyke', "O'Brien", 'McAllister', 'Nguyen', 'Okafor', 'Whitfield', 'Kowalski', 'St. Pierre', 'Haddad', 'Lindqvist', 'Abernathy', 'Delgado', 'Tremblay', 'Bianchi'];
const TITLES = ['Owner', 'CEO', 'Managing Member', 'President', 'Partner', 'Co-Owner', 'Director', 'Secretary/Treasurer'];
const CREDS = [', CPA', ', DDS', ', DC', ', MBA'];
// Printed "type of business" and the industries reference id the longest-alias rule gives it (checked by the test).
export const INDUSTRIES: [string, string][] = [
  ['Veterinary clinic', 'veterinary'], ['Family restaurant & bar', 'restaurant'], ['HVAC installation and repair', 'specialty_trade_contractor'],
  ['Hair salon', 'personal_care'], ['Collision repair and body shop', 'auto_repair'], ['Dental office', 'dental_practice'],
  ['Landscaping and lawn care', 'landscaping'], ['Commercial cleaning services', 'cleaning_services'], ['Convenience store', 'convenience_store'],
  ['Coffee shop', 'restaurant'], ['Gym / fitness center', 'fitness'], ['Plumbing contractor', 'specialty_trade_contractor'],
  ['Daycare center', 'childcare'], ['Wholesale distributor', 'wholesale_distribution'], ['Bakery cafe', 'restaurant'], ['Dog grooming salon', 'pet_services'],
];
const US_ENTITIES: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Sole Proprietor', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['LLP', 'llp'], ['PLLC', 'pllc']];
const CA_ENTITIES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['ULC', 'ca_ulc']];
const US_PLACES: [string, string, string, string][] = [['Austin', 'TX', 'Texas', '787'], ['Tampa', 'FL', 'Florida', '336'], ['Columbus', 'OH', 'Ohio', '432'],
  ['Phoenix', 'AZ', 'Arizona', '850'], ['Raleigh', 'NC', 'North Carolina', '276'], ['Denver', 'CO', 'Colorado', '802'], ['Paterson', 'NJ', 'New Jersey', '075'],
  ['Spokane', 'WA', 'Washington', '992'], ['Macon', 'GA', 'Georgia', '312'], ['Fresno', 'CA', 'California', '937']];
const CA_PLACES: [string, string, string, string][] = [['Mississauga', 'ON', 'Ontario', 'L5B'], ['Calgary', 'AB', 'Alberta', 'T2P'], ['Laval', 'QC', 'Quebec', 'H7N'],
  ['Surrey', 'BC', 'British Columbia', 'V3T'], ['Halifax', 'NS', 'Nova Scotia', 'B3J'], ['Winnipeg', 'MB', 'Manitoba', 'R3C']];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Oak Ave', 'Harbor Blvd', 'Maple Rd', 'Lakeshore Rd', 'Kingsway', 'Elm St', 'Ridge Rd'];
const NAME_A = ['Summit', 'Harbor', 'Copper', 'Bright', 'Maple', 'Ironwood', 'Bluebird', 'Keystone', 'Riverbend', 'Golden', 'Prairie', 'Crescent'];
const NAME_B = ['Builders', 'Kitchen', 'Services', 'Group', 'Works', 'Supply', 'Partners', 'Enterprises', 'Solutions', 'Holdings'];
const FUNDERS = ['Rapid Capital Group', 'Yellowstone Advance', 'Pearl Street Funding', 'Kinetic MCA', 'Forward Line Capital', 'Fox River Funding', 'CFG Merchant'];
const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'Truist', 'TD Bank', 'PNC Bank', 'Regions Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const USES = ['Working capital', 'Inventory purchase', 'Equipment', 'Payroll', 'Expansion / second location', 'Marketing'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const luhnOk = (d: string) => [...d].reverse().reduce((s, c, i) => { let v = Number(c) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; return s + v; }, 0) % 10 === 0;
function luhn9(rng: Rng, first: number): string {
  const base = String(first) + rng.digits(7);
  for (let c = 0; c < 10; c++) if (luhnOk(base + c)) return base + c;
  throw new Error('unreachable');
}
const ssn = (rng: Rng) => `${String(rng.pick([rng.int(101, 665), rng.int(667, 899)])).padStart(3, '0')}-${String(rng.int(10, 99))}-${String(rng.int(1001, 9999))}`;
const itin = (rng: Rng) => `9${rng.digits(2)}-${rng.int(70, 88)}-${rng.int(1001, 9999)}`;
const EIN_PREFIXES = [11, 13, 20, 22, 26, 27, 30, 33, 38, 41, 45, 46, 47, 52, 56, 58, 61, 65, 74, 76, 81, 84, 86, 88, 91, 93, 98];
export const money = (n: number, cents = true) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A printed date in one of the forms applications.md accepts. */
export function fmtDate(isoDate: string, style: 'mdy' | 'mdy2' | 'long' | 'short' | 'iso'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  if (style === 'mdy') return `${mm}/${dd}/${y}`;
  if (style === 'mdy2') return `${m}/${d}/${String(y).slice(2)}`;
  if (style === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (style === 'short') return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  return isoDate;
}

function phone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`; }
function place(rng: Rng, ca: boolean, avoid?: string): Addr {
  let p = rng.pick(ca ? CA_PLACES : US_PLACES);
  while (avoid && p[1] === avoid) p = rng.pick(ca ? CA_PLACES : US_PLACES);
  const zip = ca ? `${p[3]} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R', 'W'])}${rng.int(1, 9)}` : p[3] + rng.digits(2);
  return { street: `${rng.int(12, 9870)} ${rng.pick(STREETS)}`, city: p[0], state: p[1], stateName: p[2], zip };
}

export function makeModel(seed: number, layout: string, country: 'US' | 'CA'): Model {
  const rng = new Rng(`independent173:${layout}:${seed}`);
  const ca = country === 'CA';
  const addr = place(rng, ca);
  const nOwners = rng.weighted([[1, 4], [2, 4], [3, 1]] as const);
  const pcts = nOwners === 1 ? [rng.pick([100, 100, 80])] : nOwners === 2 ? rng.pick([[60, 40], [50, 50], [75, 25], [51, 49]]) : [50, 30, 20];
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let first = rng.pick(FIRST); while (used.has(first)) first = rng.pick(FIRST); used.add(first);
    const last = rng.pick(LAST);
    const taxType = ca ? 'SIN' as const : rng.chance(0.15) ? 'ITIN' as const : 'SSN' as const;
    const taxId = ca ? luhn9(rng, rng.int(1, 7)).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : taxType === 'ITIN' ? itin(rng) : ssn(rng);
    const home = place(rng, ca);
    return { first, middle: rng.chance(0.5) ? rng.pick(['A', 'J', 'L', 'M', 'R', 'T']) : null, last, cred: rng.chance(0.15) ? rng.pick(CREDS) : null,
      title: i === 0 ? rng.pick(TITLES.slice(0, 4)) : rng.pick(TITLES.slice(4)), pct, score: rng.chance(0.6) ? rng.int(560, 812) : null,
      taxId, taxType, masked: rng.chance(0.3), dob: iso(rng.int(1956, 1994), rng.int(1, 12), rng.int(1, 28)),
      home, phone: phone(rng), email: `${first.toLowerCase()}.${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
  });
  const [entityPrinted, entityId] = rng.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const sole = entityId === 'sole_proprietorship';
  const o0 = owners[0]!;
  const base = `${rng.pick(NAME_A)} ${rng.pick(NAME_B)}`;
  const suffix = { llc: ', LLC', c_corporation: rng.pick([', Inc.', ' Corp.', ' Corporation']), s_corporation: ', Inc.', general_partnership: ' Partners',
    llp: ' LLP', pllc: ', PLLC', ca_corporation: rng.pick([' Inc.', ' Ltd.', ' Corp.']), ca_ulc: ' ULC', sole_proprietorship: '' }[entityId] ?? '';
  const legal = sole ? `${o0.first} ${o0.last}` : base + suffix;
  const dbaKind = rng.weighted([['name', 5], ['SAME', 1], ['N/A', 1], ['legal', 1], ['blank', 1]] as const);
  const dbaName = sole ? `${base} ${rng.pick(['Co.', 'Studio', 'Shop'])}` : `${rng.pick(NAME_A)} ${rng.pick(['Bistro', 'Auto', 'Clinic Care', 'Cleaners', 'Fitness', 'Market'])}`;
  const dbaPrinted = sole ? dbaName : dbaKind === 'name' ? dbaName : dbaKind === 'SAME' ? 'SAME' : dbaKind === 'N/A' ? 'N/A' : dbaKind === 'legal' ? legal : null;
  const dbaTruth = dbaPrinted && !['SAME', 'N/A'].includes(dbaPrinted) && dbaPrinted !== legal ? dbaPrinted : null;
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  let taxPrinted: string, taxDigits: string, taxType: Model['taxType'];
  if (ca) { taxDigits = luhn9(rng, rng.int(1, 8)) + rng.pick(['RC0001', 'RT0001']); taxPrinted = `${taxDigits.slice(0, 9)} ${taxDigits.slice(9)}`; taxType = 'BN'; }
  else if (sole && o0.taxType !== 'SIN') { taxPrinted = o0.taxId; taxDigits = o0.taxId.replace(/\D/g, ''); taxType = o0.taxType; o0.masked = false; }
  else { taxPrinted = `${rng.pick(EIN_PREFIXES)}-${rng.digits(7)}`; taxDigits = taxPrinted.replace('-', ''); taxType = 'EIN'; }
  const taxMasked = !sole && rng.chance(0.15);
  if (taxMasked) taxPrinted = ca ? `*****${taxDigits.slice(5, 9)} ${taxDigits.slice(9)}` : `**-***${taxDigits.slice(5)}`;
  const startY = rng.int(2004, 2023);
  const start = iso(startY, rng.int(1, 12), rng.int(1, 28));
  const amount = rng.int(5, 60) * 5000;
  const freq = rng.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = { daily: rng.pick([100, 120, 140, 160]), weekly: rng.pick([24, 32, 40, 52]), biweekly: rng.pick([12, 18, 26]), monthly: rng.pick([6, 9, 12]) }[freq];
  const payment = Math.round((amount * rng.float(1.22, 1.45)) / nPayments * 100) / 100;
  const monthlySales = rng.int(30, 400) * 1000 + rng.int(0, 999);
  const positions: Position[] = Array.from({ length: rng.int(0, 2) }, () => {
    const bal = rng.int(4, 90) * 1000 + rng.int(1, 999);
    return { funder: rng.pick(FUNDERS), balance: bal, payment: Math.round(bal / rng.int(40, 110) * 100) / 100 + 0.37, freq: rng.pick(['Daily', 'Weekly']) };
  });
  const lf = rng.pick(FIRST), ll = rng.pick(LAST);
  return {
    country, legal, dbaPrinted, dbaTruth, entityOptions: (ca ? CA_ENTITIES : US_ENTITIES).map((e) => e[0]), entityPrinted, entityId, industryText, industryId,
    taxPrinted, taxMasked, taxDigits, taxType, addr, stateOfInc: ca ? rng.pick(['Federal (CBCA)', 'ON', 'BC']) : rng.pick(['DE', 'NV', 'WY'].filter((s) => s !== addr.state)),
    start, years: 2026 - startY, amount, payment, nPayments, freq, useOfFunds: rng.pick(USES), phone: phone(rng),
    email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    employees: rng.int(2, 85), monthlySales, annualRevenue: monthlySales * 12 + rng.int(1000, 9000), ownRent: rng.chance(0.25) ? 'Own' : 'Rent',
    bank: { name: rng.pick(ca ? BANKS_CA : BANKS_US), routing: ca ? `0${rng.digits(2)}-${rng.digits(5)}` : `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)) },
    landlord: { name: `${lf} ${ll} Properties`, phone: phone(rng), rent: rng.int(12, 95) * 100 + 50 },
    refs: [0, 1].map(() => ({ name: `${rng.pick(NAME_A)} ${rng.pick(['Foods', 'Paper Co.', 'Electric', 'Supply'])}`, phone: phone(rng) })),
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, email: `rep${rng.int(10, 99)}@isodesk.com`, phone: phone(rng) },
    positions, owners, appId: `${rng.pick(['APP', 'DL', 'SUB'])}-${rng.int(100000, 999999)}`,
    printed: new Date(Date.UTC(2026, rng.int(0, 4), rng.int(1, 28), rng.int(8, 18), rng.int(0, 59))),
  };
}
