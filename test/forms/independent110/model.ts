// The merchant of one independent110 document: a business with several owners (people, sometimes a company or trust
// among them), a non-owner officer sometimes, and the decoys a broker's form carries. Everything comes from the Rng.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Ymd { y: number; m: number; d: number }
export interface Person {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number | null; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  masked: boolean; dob: Ymd; credit: number | null; home: string; homeCity: string; cell: string; email: string;
}
export interface EntityOwner { name: string; pct: number; taxId: string; title: string }
export interface Officer { first: string; last: string; title: string; phone: string; email: string }
export interface Merchant {
  country: Country; legal: string; dba: string | null; dbaFiller: string | null; entityText: string; entityId: string;
  industryText: string; industryId: string; taxDigits: string; taxPrinted: string; bnProgram: boolean;
  street: string; city: string; state: string; stateName: string; zip: string; phone: string; email: string; website: string | null;
  start: Ymd; requested: number; payment: number | null; nPayments: number | null; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null;
  use: string; monthlySales: number; employees: number; incState: string | null;
  persons: Person[]; entityOwner: EntityOwner | null; entityOwnerAt: number; officer: Officer | null;
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string; iso: string; isoPhone: string;
  refs: { name: string; phone: string }[]; advances: { funder: string; balance: number; payment: number }[];
}

const FIRST = ['Marcus', 'Elena', 'Darnell', 'Priya', 'Tomasz', 'Keisha', 'Rafael', 'Wen', 'Brigid', 'Olusegun', 'Hannah', 'Victor',
  'Sofia', 'Dmitri', 'Aaliyah', 'Connor', 'Mei', 'Jorge', 'Fatima', 'Grant', 'Ingrid', 'Luc', 'Nadia', 'Samuel', 'Yvette', 'Theo'];
const LAST = ['Okafor', 'Van der Berg', 'Garcia-Lopez', "O'Neill", 'Nakamura', 'Delacroix', 'Brennan', 'Haddad', 'Kowalski', 'Whitfield',
  'De la Cruz', 'MacLeod', 'Tremblay', 'Abernathy', 'Castellano', 'Lindqvist', 'Osei', 'Petrov', 'Ramirez', 'St-Pierre', 'Yamamoto', 'Fontaine'];
const WORDS = ['Summit', 'Harbor', 'Granite', 'Bluewater', 'Cedar', 'Ironwood', 'Northgate', 'Lakeshore', 'Redline', 'Silverleaf',
  'Keystone', 'Pioneer', 'Maplewood', 'Copperfield', 'Brightside', 'Oakmont', 'Riverbend', 'Stonebridge'];
/** Printed type of business and the industries id a careful reader takes from it (longest alias, word-bounded). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'],
  ['Dental office', 'dental_practice', 'Dental Group'], ['Collision repair / body shop', 'auto_repair', 'Auto Body'],
  ['Hair salon and day spa', 'personal_care', 'Salon'], ['Landscaping & lawn care', 'landscaping', 'Landscapes'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Commercial cleaning', 'cleaning_services', 'Cleaning Co'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Wholesale distributor - food service', 'wholesale_distribution', 'Supply'],
  ['Machine shop', 'manufacturing', 'Machining'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Pet grooming & boarding', 'pet_services', 'Pet Spa'], ['Coffee shop', 'restaurant', 'Coffee Roasters'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Convenience store', 'convenience_store', 'Market'],
];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Harbour Rd', 'King St W', 'Route 9', 'Lakeview Blvd', 'Mill Rd'];
const US_PLACES: readonly (readonly [string, string, string])[] = [['Albany', 'NY', 'New York'], ['Austin', 'TX', 'Texas'], ['Tampa', 'FL', 'Florida'],
  ['Columbus', 'OH', 'Ohio'], ['Fresno', 'CA', 'California'], ['Newark', 'NJ', 'New Jersey'], ['Mesa', 'AZ', 'Arizona'], ['Raleigh', 'NC', 'North Carolina'],
  ['Denver', 'CO', 'Colorado'], ['Reno', 'NV', 'Nevada']];
const CA_PLACES: readonly (readonly [string, string, string, string])[] = [['Mississauga', 'ON', 'Ontario', 'L5B'], ['Laval', 'QC', 'Quebec', 'H7N'],
  ['Calgary', 'AB', 'Alberta', 'T2P'], ['Surrey', 'BC', 'British Columbia', 'V3T'], ['Halifax', 'NS', 'Nova Scotia', 'B3H'], ['Winnipeg', 'MB', 'Manitoba', 'R3C']];
const US_ENT: readonly (readonly [string, string, string])[] = [['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['S Corp', 's_corporation', 'Inc.'],
  ['Partnership', 'general_partnership', '& Partners'], ['PLLC', 'pllc', 'PLLC'], ['LP', 'limited_partnership', 'LP'], ['Corp', 'c_corporation', 'Corp.']];
const CA_ENT: readonly (readonly [string, string, string])[] = [['Corporation', 'ca_corporation', 'Inc.'], ['Ltd.', 'ca_corporation', 'Ltd.'],
  ['Partnership', 'general_partnership', '& Associates'], ['ULC', 'ca_ulc', 'ULC'], ['Limited Partnership', 'limited_partnership', 'LP']];
const TITLES_CORP = ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'COO', 'Director'];
const TITLES_LLC = ['Member', 'Member', 'Manager/Member', 'Partner', 'Operations Member'];
const FUNDERS = ['Rapid Ridge Capital', 'Yellowstone Advance', 'Pinnacle MCA', 'Kapitus-style Funding', 'Fora Bridge', 'Lendini Group'];
const BANKS = ['Chase', 'TD Bank', 'Wells Fargo', 'Bank of America', 'RBC Royal Bank', 'BMO', 'Scotiabank', 'Regions'];

function luhn9(r: Rng, first: string): string {
  for (;;) {
    const s = first + r.digits(8 - first.length);
    for (let c = 0; c <= 9; c++) {
      const d = s + String(c);
      let sum = 0;
      for (let i = 0; i < 9; i++) { let v = Number(d[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
      if (sum % 10 === 0) return d;
    }
  }
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick(['50', '62', '71', '84', '90', '95'])}${String(r.int(1000, 9999))}`;
  return `${r.int(101, 665)}${String(r.int(10, 99))}${String(r.int(1000, 9999))}`;
}
function phone(r: Rng, ca: boolean): string {
  return `(${r.pick(ca ? ['416', '514', '403', '604', '902', '204'] : ['518', '512', '813', '614', '559', '973', '480', '919'])}) ${r.int(200, 989)}-${r.digits(4)}`;
}
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

/** Shares of n owners: usually summing to 100, sometimes short of it (an unlisted minority, or a rounding). */
function shares(r: Rng, n: number): number[] {
  const presets: Record<number, number[][]> = { 1: [[100], [80], [75]], 2: [[50, 50], [60, 40], [51, 49], [70, 25], [55, 30]],
    3: [[34, 33, 33], [33.33, 33.33, 33.33], [40, 30, 30], [50, 25, 25], [40, 30, 20], [45, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 25, 25, 20], [35, 25, 20, 20], [30, 20, 20, 20]], 5: [[30, 25, 20, 15, 10]] };
  return [...r.pick(presets[n]!)];
}

export function makeMerchant(r: Rng, country: Country): Merchant {
  const ca = country === 'CA';
  const [industryText, industryId, nameTail] = r.pick(INDUSTRIES);
  const ent = r.pick(ca ? CA_ENT : US_ENT);
  const w = r.pick(WORDS);
  const legal = `${w} ${nameTail} ${ent[2]}`.replace(' & Partners', ' Partners').replace(' & Associates', ' & Associates');
  const dbaPick = r.int(0, 3);
  const dba = dbaPick <= 1 ? `${r.pick(WORDS.filter((x) => x !== w))} ${nameTail}` : null;
  const dbaFiller = dba ? null : r.pick(['', '', 'SAME', 'N/A']) || null;
  const nPersons = r.weighted([[1, 1], [2, 4], [3, 3], [4, 2]] as const);
  const entityOwner = r.chance(0.35) && nPersons <= 3;
  const pct = shares(r, nPersons + (entityOwner ? 1 : 0));
  const llc = /LLC|Partnership|LP/.test(ent[0]);
  const names = r.shuffle([...FIRST]);
  const lasts = r.shuffle([...LAST]);
  const persons: Person[] = [];
  for (let i = 0; i < nPersons; i++) {
    const first = names[i]!, last = lasts[i]!;
    const itin = !ca && r.chance(0.1);
    const cred = industryId === 'dental_practice' ? 'DDS' : industryId === 'veterinary' ? 'DVM' : industryId === 'medical_practice' ? 'MD' : null;
    persons.push({ first, middle: r.chance(0.3) ? r.pick(['A', 'J', 'M', 'R', 'T']) : null, last, cred: cred && r.chance(0.7) ? cred : null,
      title: i === 0 ? (llc ? r.pick(['Managing Member', 'Managing Partner', 'Member']) : r.pick(['President', 'CEO', 'Owner/President'])) : r.pick(llc ? TITLES_LLC : TITLES_CORP),
      pct: 0, taxId: ca ? luhn9(r, String(r.int(1, 7))) : ssn(r, itin), taxType: ca ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: r.chance(0.35),
      dob: { y: r.int(1958, 1996), m: r.int(1, 12), d: r.int(1, 28) }, credit: r.chance(0.5) ? r.int(560, 790) : null,
      home: `${r.int(10, 9899)} ${r.pick(['Birch Ln', 'Sunset Ct', 'Rue Principale', 'Walnut St', 'Pine Ridge Dr'])}`, homeCity: r.pick(['Springfield', 'Oakville', 'Brookside', 'Westmount']),
      cell: phone(r, ca), email: `${slug(first)}.${slug(last)}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` });
  }
  const eoAt = entityOwner ? r.int(1, nPersons) : -1;
  const order = entityOwner ? [...persons.slice(0, eoAt), null, ...persons.slice(eoAt)] : persons;
  order.forEach((p, i) => { if (p) p.pct = pct[i]!; });
  if (persons.length > 1 && r.chance(0.08)) persons[persons.length - 1]!.pct = null; // a blank % box
  const eo: EntityOwner | null = entityOwner ? {
    name: r.pick([`${lasts[0]} Family Trust`, `${r.pick(WORDS)} Holdings LLC`, `${r.pick(WORDS)} Ventures Inc.`, `The ${lasts[1]} Revocable Trust`]),
    pct: pct[eoAt]!, taxId: ca ? luhn9(r, '8') : `${r.int(20, 48)}-${r.digits(7)}`, title: r.pick(['Member (entity)', 'Shareholder', 'Trust - Member']) } : null;
  const officer: Officer | null = r.chance(0.45) ? { first: names[6]!, last: lasts[6]!, title: r.pick(['General Manager', 'Controller', 'Office Manager', 'CFO (non-owner)']),
    phone: phone(r, ca), email: `${slug(names[6]!)}@${slug(w)}biz.com` } : null;
  const place = ca ? r.pick(CA_PLACES) : r.pick(US_PLACES);
  const zip = ca ? `${place[3]} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'X'])}${r.int(1, 9)}` : String(r.int(10001, 89999));
  const taxDigits = ca ? luhn9(r, r.pick(['7', '8'])) : `${r.pick(['11', '13', '20', '27', '33', '45', '46', '47', '54', '81', '84', '88', '92'])}${r.digits(7)}`;
  const bnProgram = ca && r.chance(0.6);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly', null] as const);
  const requested = r.pick([15000, 25000, 40000, 50000, 75000, 85000, 100000, 125000, 150000, 250000]) + (r.chance(0.2) ? 500 : 0);
  const nPay = freq ? r.pick(freq === 'daily' ? [120, 140, 160, 180] : freq === 'weekly' ? [26, 32, 40, 52] : freq === 'biweekly' ? [13, 20, 26] : [6, 9, 12]) : null;
  return {
    country, legal, dba, dbaFiller, entityText: ent[0], entityId: ent[1], industryText, industryId,
    taxDigits: bnProgram ? `${taxDigits}RC0001` : taxDigits,
    taxPrinted: ca ? (bnProgram ? `${taxDigits} RC0001` : taxDigits) : `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}`, bnProgram,
    street: `${r.int(12, 9990)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Unit ${r.int(1, 40)}` : ''}`, city: place[0], state: place[1], stateName: place[2], zip,
    phone: phone(r, ca), email: `info@${slug(w)}${slug(nameTail)}.${ca ? 'ca' : 'com'}`, website: r.chance(0.6) ? `www.${slug(w)}${slug(nameTail)}.${ca ? 'ca' : 'com'}` : null,
    start: { y: r.int(2004, 2023), m: r.int(1, 12), d: r.int(1, 28) }, requested,
    payment: freq && r.chance(0.8) ? Math.round((requested * 1.35) / nPay! / 5) * 5 : null, nPayments: nPay, freq,
    use: r.pick(['Working capital', 'Inventory purchase', 'Equipment', 'Payroll & expansion', 'Marketing / second location']),
    monthlySales: r.int(40, 420) * 1000 + r.int(0, 9) * 100, employees: r.int(3, 60),
    incState: r.chance(0.4) ? (ca ? r.pick(['Canada (CBCA)', 'Ontario', 'British Columbia']) : r.pick(['Delaware', 'Wyoming', 'Nevada'])) : null,
    persons, entityOwner: eo, entityOwnerAt: eoAt, officer,
    landlord: `${r.pick(WORDS)} Property Management`, landlordPhone: phone(r, ca), bank: r.pick(BANKS), routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.digits(8)}`,
    account: r.digits(r.int(9, 12)), iso: `${r.pick(FIRST)} ${r.pick(['Hale', 'Pruitt', 'Morrow', 'Ashby'])}`, isoPhone: phone(r, ca),
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Foods', 'Electric', 'Linen'])}`, phone: phone(r, ca) })),
    advances: r.chance(0.5) ? [{ funder: r.pick(FUNDERS), balance: r.int(5, 60) * 1000, payment: r.int(150, 900) }] : [],
  };
}
