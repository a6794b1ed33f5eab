// The fictional deal behind one form: every value and every printing choice (formats, masks, blanks) is drawn here,
// from the layout and seed only, so the three styles print the same deal and share one truth.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string; last: string; cred: string;
  title: string; pct: number; ssn: string; masked: boolean; dob: string; fico: number | null;
  home: string; taxType: 'SSN' | 'ITIN';
}

export interface Deal {
  legal: string;
  dba: string;          // as printed; '' is a blank CRM field
  dbaIsName: boolean;   // false when blank / SAME / N/A / equal to the legal name
  entityText: string;
  entityId: string;
  industryText: string;
  industryId: string;
  taxId: string;        // as printed
  taxDigits: string;
  taxType: 'EIN' | 'SSN' | 'ITIN';
  street: string; city: string; state: string; stateName: string; zip: string;
  incState: string;     // state of incorporation, full name, never the business state
  phone: string; email: string; website: string;
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  started: string;      // ISO
  annualRevenue: number; monthlySales: number; employees: number;
  owners: Owner[];
  rep: string; createdBy: string; modifiedBy: string; created: string; modified: string; recordId: string;
  bank: string; routing: string; account: string;
  landlord: string; landlordPhone: string;
  funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  contact: string;      // a non-owner office contact (decoy)
}

const FIRST = ['Maria', 'James', 'Dwayne', 'Priya', 'Kevin', 'Tamika', 'Luis', 'Hannah', 'Omar', 'Grace', 'Victor', 'Lena',
  'Marcus', 'Rosa', 'Tyler', 'Aisha', 'Brandon', 'Mei', 'Carlos', 'Natalie', 'Devon', 'Irene', 'Samuel', 'Yolanda'];
const LAST = ['Gonzalez', 'Whitaker', 'Nguyen', 'Okafor', 'Brennan', 'Patel', 'Del Rosario', 'Van Buren', "O'Malley",
  'Smith-Carter', 'Kowalski', 'De La Cruz', 'Abernathy', 'Lindqvist', 'Haddad', 'MacKenzie', 'Reyes', 'Tran',
  'St. Clair', 'Washington', 'Ferreira', 'Yamamoto', 'Castellano-Ruiz', 'Bishop'];
const WORDS = ['Summit', 'Harbor', 'Ironwood', 'Bluebird', 'Cedar Point', 'Golden Mile', 'Northgate', 'Red Rock', 'Silverline',
  'Tri-County', 'Lakeshore', 'Prairie', 'Magnolia', 'Keystone', 'Riverbend', 'Pioneer', 'Oak & Ash', 'Bright Star'];

// Free-text "Industry" values with the id applications.md's longest-alias rule gives (the test recomputes it).
export const INDUSTRIES: [string, string, string][] = [
  ['Full-service Italian restaurant', 'restaurant', 'Trattoria'],
  ['Coffee shop & bakery cafe', 'restaurant', 'Coffee Co'],
  ['Auto repair / collision repair', 'auto_repair', 'Auto Works'],
  ['Hair salon and barbershop', 'personal_care', 'Salon'],
  ['HVAC installation & service', 'specialty_trade_contractor', 'Heating & Air'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Dental office', 'dental_practice', 'Family Dental'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Convenience store', 'convenience_store', 'Mini Mart'],
  ['Landscaping and lawn care', 'landscaping', 'Landscapes'],
  ['Daycare center (ages 1-5)', 'childcare', 'Little Learners'],
  ['Commercial cleaning services', 'cleaning_services', 'Cleaning Services'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'],
  ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Pet grooming & boarding', 'pet_services', 'Pet Spa'],
  ['Online store (Shopify)', 'ecommerce', 'Goods'],
  ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Medical office - urgent care', 'medical_practice', 'Urgent Care'],
  ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['Food truck / catering', 'food_truck_catering', 'Street Eats'],
];

// Picklist text, reference id, legal-name suffixes that fit it.
const ENTITIES: [string, string, string[]][] = [
  ['LLC', 'llc', [' LLC', ', LLC', ' L.L.C.']],
  ['Limited Liability Company', 'llc', [' LLC']],
  ['Corporation', 'c_corporation', [', Inc.', ' Inc', ' Corp.', ' Corporation']],
  ['C Corp', 'c_corporation', [', Inc.', ' Corp.']],
  ['S Corp', 's_corporation', [', Inc.', ' Inc.']],
  ['S-Corp', 's_corporation', [', Inc.']],
  ['Partnership', 'general_partnership', [' Partners', ' & Associates']],
  ['Limited Partnership', 'limited_partnership', [' LP', ', L.P.']],
  ['PLLC', 'pllc', [' PLLC']],
  ['Sole Proprietorship', 'sole_proprietorship', ['']],
];

const PLACES: [string, string, string, string][] = [
  ['Houston', 'TX', 'Texas', '770'], ['Phoenix', 'AZ', 'Arizona', '850'], ['Tampa', 'FL', 'Florida', '336'],
  ['Columbus', 'OH', 'Ohio', '432'], ['Charlotte', 'NC', 'North Carolina', '282'], ['Denver', 'CO', 'Colorado', '802'],
  ['Brooklyn', 'NY', 'New York', '112'], ['Newark', 'NJ', 'New Jersey', '071'], ['Atlanta', 'GA', 'Georgia', '303'],
  ['Nashville', 'TN', 'Tennessee', '372'], ['Fresno', 'CA', 'California', '937'], ['Spokane', 'WA', 'Washington', '992'],
  ['Omaha', 'NE', 'Nebraska', '681'], ['Baltimore', 'MD', 'Maryland', '212'], ['Tulsa', 'OK', 'Oklahoma', '741'],
  ['Boise', 'ID', 'Idaho', '837'], ['Providence', 'RI', 'Rhode Island', '029'], ['Louisville', 'KY', 'Kentucky', '402'],
];
const STREETS = ['Commerce St', 'Industrial Pkwy', 'Main Street', 'W 3rd Ave', 'Old Mill Rd', 'Market Blvd', 'Elm St',
  'Route 9', 'Harbor Dr', 'N Central Ave'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO'];
const FUNDERS = ['Rapid Rail Capital', 'Lighthouse Advance', 'Everpath Funding', 'Keel Street Capital', 'Monarch MCA Partners'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'Regions Bank', 'PNC Bank', 'Truist'];
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

function ein(r: Rng): string {
  let p: string;
  do p = r.digits(2); while (EIN_BAD.has(p));
  return `${p}-${r.digits(7)}`;
}
function ssn(r: Rng): string {
  const area = String(r.int(1, 899)).padStart(3, '0');
  return `${area === '666' ? '667' : area}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function itin(r: Rng): string {
  return `9${r.digits(2)}-${r.pick(['50', '57', '63', '70', '78', '84', '90', '94', '99'])}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
export function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
function date(r: Rng, y0: number, y1: number): string {
  return iso(r.int(y0, y1), r.int(1, 12), r.int(1, 28));
}
function person(r: Rng): string {
  return `${r.pick(FIRST)} ${r.pick(LAST)}`;
}
function phone(r: Rng): string {
  return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
}
function routing(r: Rng): string {
  // A routing number with a valid ABA check digit, so it looks like the real thing next to the tax ID.
  const d = [r.int(0, 1), r.int(0, 9), ...Array.from({ length: 6 }, () => r.int(0, 9))];
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (s % 10)) % 10);
}

export function makeDeal(layout: string, seed: number): Deal {
  const r = new Rng(`independent200:${layout}:${seed}`);
  const [industryText, industryId, nameTail] = r.pick(INDUSTRIES);
  const [entityText, entityId, suffixes] = r.weighted(ENTITIES.map((e) => [e, e[1] === 'sole_proprietorship' ? 1 : 2] as const));
  const nOwners = entityId === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const owners: Owner[] = [];
  // Shares that add to 100 (or less for a lone owner with a silent partner) and keep every owner at 25% or more.
  const a = r.int(6, 14) * 5, b = r.int(8, 9) * 5, c = r.int(5, 6) * 5;
  const shares = nOwners === 1 ? [r.pick([100, 100, 100, 80])] : nOwners === 2 ? [a, 100 - a] : [b, c, 100 - b - c];
  const titles = r.shuffle([...TITLES]);
  for (let i = 0; i < nOwners; i++) {
    const pct = shares[i]!;
    const useItin = r.chance(0.12);
    const p = PLACES[r.int(0, PLACES.length - 1)]!;
    owners.push({
      first: r.pick(FIRST), middle: r.chance(0.4) ? `${r.pick('ABCDEFGHJKLMNPRSTW'.split(''))}.` : '', last: r.pick(LAST),
      cred: r.chance(0.1) ? r.pick([', DC', ', CPA', ', DDS']) : '', title: entityId === 'sole_proprietorship' ? 'Owner' : titles[i]!, pct,
      ssn: useItin ? itin(r) : ssn(r), masked: r.chance(0.35), dob: date(r, 1958, 1996), fico: r.chance(0.6) ? r.int(540, 810) : null,
      home: `${r.int(10, 9999)} ${r.pick(['Maple Ln', 'Birch Ct', 'Sunset Dr', 'Lakeview Ter'])}, ${p[0]}, ${p[1]} ${p[3]}${r.digits(2)}`,
      taxType: useItin ? 'ITIN' : 'SSN',
    });
  }
  const o0 = owners[0]!;
  const sole = entityId === 'sole_proprietorship';
  const core = `${r.pick(WORDS)} ${nameTail}`;
  // A sole proprietor files under the owner's own name and SSN; the trade name is the business name.
  const legal = sole ? `${o0.first} ${o0.last}` : core + r.pick(suffixes);
  const dbaMode = sole ? 'name' : r.weighted([['name', 5], ['blank', 3], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba = dbaMode === 'name' ? (sole ? core : `${r.pick(WORDS)} ${nameTail}`) : dbaMode === 'blank' ? '' : dbaMode === 'legal' ? legal : dbaMode;
  const tax = sole ? o0.ssn : ein(r);
  const place = r.pick(PLACES);
  const amount = r.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 250000]) + (r.chance(0.2) ? 2500 : 0);
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = frequency === 'daily' ? r.pick([60, 80, 100, 120, 140]) : frequency === 'weekly' ? r.pick([16, 24, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([8, 12, 16, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45) / payments) * 100) / 100;
  const monthly = r.int(18, 260) * 1000 + r.int(0, 999);
  const inc = r.pick(['Delaware', 'Nevada', 'Wyoming', 'Delaware']);
  const ts = (y0: number) => `${date(r, y0, y0)} ${r.int(8, 18)}:${String(r.int(0, 59)).padStart(2, '0')}`;
  return {
    legal, dba, dbaIsName: dbaMode === 'name', entityText, entityId, industryText, industryId,
    taxId: tax, taxDigits: tax.replace(/\D/g, ''), taxType: sole ? o0.taxType : 'EIN',
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`,
    city: place[0], state: place[1], stateName: place[2], zip: place[3] + r.digits(2), incState: inc,
    phone: phone(r), email: `${o0.first.toLowerCase()}@${core.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: `www.${core.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    amount, payment, payments, frequency, started: date(r, 2004, 2022),
    annualRevenue: monthly * 12, monthlySales: monthly, employees: r.int(2, 45), owners,
    rep: person(r), createdBy: person(r), modifiedBy: person(r), created: ts(2024), modified: ts(2025),
    recordId: r.pick(['001', '006', '00Q']) + r.alnum(15, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    bank: r.pick(BANKS), routing: routing(r), account: r.digits(r.int(9, 12)),
    landlord: `${r.pick(WORDS)} Properties LLC`, landlordPhone: phone(r),
    funders: r.chance(0.55) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(8, 90) * 1000, payment: r.int(150, 1400) })) : [],
    refs: [{ name: person(r), phone: phone(r) }, { name: `${r.pick(WORDS)} Supply Co.`, phone: phone(r) }],
    contact: person(r),
  };
}
