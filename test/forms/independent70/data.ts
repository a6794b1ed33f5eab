// The merchant behind one generated fast app: what is printed (strings as the form shows them) and what it means (the
// truth values). All randomness comes from the seeded Rng.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; last: string; middle: string; cred: string;
  title: string; pct: number | null; pctText: string;
  ssnDigits: string; ssnKind: 'full' | 'masked' | 'blank'; ssnType: 'SSN' | 'ITIN';
  dobIso: string | null; dobDigits: string;
  credit: number | null;
  home: string; homeCity: string; homeState: string; homeZip: string; cell: string; email: string;
}

export interface Merchant {
  legal: string; dba: string; dbaTruth: string | null;
  entityId: string; entityText: string; entityCheck: string;
  industryText: string; industryId: string;
  taxDigits: string; taxKind: 'ein' | 'ein_bare' | 'ssn' | 'blank'; taxType: 'EIN' | 'SSN' | 'ITIN' | null;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  startIso: string; startParts: [number, number, number]; years: number;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; incState: string;
  owners: Owner[];
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const PLACES: Record<string, [string, string][]> = {
  FL: [['Tampa', '336'], ['Pensacola', '325'], ['Ocala', '344'], ['Fort Myers', '339'], ['Kissimmee', '347']],
  LA: [['Baton Rouge', '708'], ['Lafayette', '705'], ['Houma', '703'], ['Shreveport', '711'], ['Lake Charles', '706']],
  AL: [['Huntsville', '358'], ['Mobile', '366'], ['Dothan', '363'], ['Tuscaloosa', '354'], ['Auburn', '368']],
  TN: [['Knoxville', '379'], ['Chattanooga', '374'], ['Jackson', '383'], ['Murfreesboro', '371'], ['Memphis', '381']],
  SC: [['Greenville', '296'], ['Columbia', '292'], ['Myrtle Beach', '295'], ['Spartanburg', '293'], ['Florence', '295']],
  OK: [['Oklahoma City', '731'], ['Norman', '730'], ['Lawton', '735'], ['Broken Arrow', '740'], ['Edmond', '730']],
  AR: [['Fayetteville', '727'], ['Jonesboro', '724'], ['Fort Smith', '729'], ['Conway', '720'], ['Hot Springs', '719']],
  GA: [['Savannah', '314'], ['Macon', '312']],
  MS: [['Hattiesburg', '394'], ['Tupelo', '388']],
  TX: [['Texarkana', '755'], ['Tyler', '757']],
};
const STREETS = ['Magnolia Ave', 'Old Spanish Trl', 'Palmetto St', 'Cypress Bend Rd', 'Live Oak Dr', 'Riverside Pkwy', 'Azalea Ln',
  'Commerce St', 'Industrial Blvd', 'Main St', 'Hwy 90 W', 'Pecan Grove Rd', 'Bayou Rd', 'Church St', 'Market St', 'Frontage Rd'];
const FIRST = ['Darnell', 'Marisol', 'Travis', 'Latoya', 'Beau', 'Camille', 'Reginald', 'Shelby', 'Tran', 'Yolanda', 'Cody', 'Priya',
  'Dwayne', 'Renee', 'Hector', 'Ashlyn', 'Jamal', 'Lorraine', 'Wade', 'Kimberly', 'Luis', 'Tamika', 'Garrett', 'Nadine'];
const LAST = ['Boudreaux', 'Whitfield', 'Thibodeaux', 'McAllister', 'Okafor', 'Hebert', 'Delacroix', 'Pruitt', 'Nguyen', 'Castillo',
  'Blanchard', 'Haskins', 'Landry', 'Fontenot', 'Rutledge', 'Stallworth', 'Beasley', 'Guidry', 'Yates', 'Coleman'];
const HYPHEN_OR_PARTICLE = ['Lopez-Whitaker', 'De La Cruz', 'St. Romain', 'Van Dyke', 'Baptiste-Moore', 'Le Blanc'];
const NAME_HEADS = ['Gulf Breeze', 'Magnolia', 'Bayou Country', 'Palmetto', 'Red River', 'Cumberland', 'Tidewater', 'Live Oak',
  'Cypress Point', 'Riverbend', 'Azalea City', 'Sooner State', 'Ozark Ridge', 'Delta Pride', 'Crescent', 'Lowcountry', 'Big Muddy',
  'Smoky Hollow', 'Pinewood', 'Sabine'];

/** Printed type of business -> industry id (the longest reference label/alias contained in the text). */
export const INDUSTRIES: [string, string, string][] = [
  ['Seafood restaurant', 'restaurant', 'Seafood Kitchen'], ['HVAC contractor', 'specialty_trade_contractor', 'Air & Heat'],
  ['Hair salon', 'personal_care', 'Hair Studio'], ['Collision repair', 'auto_repair', 'Collision Center'],
  ['Landscaping & lawn care', 'landscaping', 'Lawn & Garden'], ['Dental office', 'dental_practice', 'Family Dental'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Convenience store', 'convenience_store', 'Quick Mart'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Clothing store', 'retail_general', 'Outfitters'],
  ['Plumbing services', 'specialty_trade_contractor', 'Plumbing'], ['Food truck', 'food_truck_catering', 'Street Eats'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['Commercial cleaning', 'cleaning_services', 'Janitorial'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Coffee shop', 'restaurant', 'Coffee Co'], ['Liquor store', 'liquor_store', 'Spirits'], ['Car wash', 'car_wash', 'Auto Spa'],
  ['Fitness center', 'fitness', 'Fitness'], ['Bakery cafe', 'restaurant', 'Bakehouse'], ['Chiropractor', 'medical_practice', 'Chiropractic'],
];

/** Entity id -> [free-text variants, checkbox label (on forms whose list has it), legal-name suffixes]. */
const ENTITIES: Record<string, { text: string[]; check: string; suffix: string[] }> = {
  llc: { text: ['LLC', 'L.L.C.', 'Limited Liability Company'], check: 'LLC', suffix: [' LLC', ', LLC', ' L.L.C.'] },
  s_corporation: { text: ['S Corp', 'S-Corp', 'S Corporation'], check: 'S-Corp', suffix: [', Inc.', ' Inc', ' Corp.'] },
  c_corporation: { text: ['C Corp', 'Corporation', 'Inc.'], check: 'Corp', suffix: [', Inc.', ' Corporation', ' Co.'] },
  sole_proprietorship: { text: ['Sole Prop', 'Sole Proprietor', 'Sole Proprietorship'], check: 'Sole Prop', suffix: [''] },
  general_partnership: { text: ['Partnership', 'General Partnership', 'GP'], check: 'Partnership', suffix: [' Partners', ' & Associates'] },
  pllc: { text: ['PLLC', 'P.L.L.C.'], check: 'PLLC', suffix: [' PLLC'] },
  professional_corporation: { text: ['P.A.', 'Professional Association'], check: 'P.A.', suffix: [', P.A.'] },
};
const ENTITY_WEIGHTS: [string, number][] = [['llc', 6], ['s_corporation', 3], ['c_corporation', 2], ['sole_proprietorship', 3],
  ['general_partnership', 1], ['pllc', 1], ['professional_corporation', 1]];
const CREDS: Record<string, string> = { dental_practice: 'DDS', medical_practice: 'DC', veterinary: 'DVM' };
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Owner/Operator', 'VP', 'Manager', 'Pres.'];
const USES = ['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'Marketing', 'Truck repair', 'Renovation'];
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(r: Rng): string {
  for (;;) {
    const p = r.digits(2);
    if (!BAD_EIN.has(p) && p[0] !== '9') return p + r.digits(7);
  }
}
export function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.digits(2)}${r.pick(['70', '78', '83', '91', '94'])}${r.int(1000, 9999)}`;
  return `${r.int(101, 665)}${r.int(10, 99)}${r.int(1001, 9999)}`;
}
export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const phone = (r: Rng, area: string): string => `(${area}) ${r.int(201, 989)}-${r.digits(4)}`;
export const areaOf = (r: Rng): string => r.pick(['251', '205', '318', '337', '405', '479', '501', '615', '803', '843', '850', '904', '918']);

function owner(r: Rng, i: number, m: { state: string; legalIsOwner: boolean }): Owner {
  const first = r.pick(FIRST), last = r.chance(0.2) ? r.pick(HYPHEN_OR_PARTICLE) : r.pick(LAST);
  const ssnKind = r.weighted<Owner['ssnKind']>([['full', 6], ['masked', 2], ['blank', 1]]);
  const itin = r.chance(0.1);
  const year = r.int(1958, 1996), mon = r.int(1, 12), day = r.int(1, 28);
  const place = r.pick(PLACES[m.state]!);
  return {
    first, last, middle: r.chance(0.35) ? r.pick(['A', 'J', 'L', 'M', 'R', 'T', 'W']) : '', cred: '',
    title: m.legalIsOwner && i === 0 ? 'Owner' : r.pick(TITLES), pct: null, pctText: '',
    ssnDigits: ssn(r, itin), ssnKind, ssnType: itin ? 'ITIN' : 'SSN',
    dobIso: r.chance(0.85) ? `${year}-${pad(mon)}-${pad(day)}` : null, dobDigits: `${pad(mon)}${pad(day)}${year}`,
    credit: r.chance(0.6) ? r.int(540, 790) : null,
    home: `${r.int(100, 9899)} ${r.pick(['Dogwood', 'Shady Oak', 'Willow Creek', 'Pine Hill', 'Briarwood', 'Sugar Mill'])} ${r.pick(['Dr', 'Ct', 'Ln', 'Cir'])}`,
    homeCity: place[0], homeState: m.state, homeZip: place[1] + r.digits(2), cell: phone(r, areaOf(r)),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'icloud.com', 'outlook.com'])}`,
  };
}

function ownership(r: Rng, owners: Owner[]): void {
  if (owners.length === 1) { owners[0]!.pct = r.pick([100, 100, 100, 90, 75]); }
  else { const a = r.pick([50, 51, 60, 65, 70, 75, 80]); owners[0]!.pct = a; owners[1]!.pct = r.pick([100 - a, 100 - a, 20, 25].filter((x) => x <= 100 - a)); }
  for (const o of owners) {
    if (r.chance(0.08)) { o.pct = null; continue; }
    o.pctText = r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct}.0%`, `${o.pct} %`]);
  }
}

function nameOf(r: Rng, entityId: string, head: string, tail: string, o: Owner): string {
  if (entityId === 'sole_proprietorship') return `${o.first} ${o.last}`;
  const e = ENTITIES[entityId]!;
  if (entityId === 'general_partnership') return `${o.last}${r.pick(e.suffix)}`;
  return `${head} ${tail}${r.pick(e.suffix)}`;
}

export function merchant(r: Rng, maxOwners: number): Merchant {
  const state = r.weighted<string>([['FL', 3], ['LA', 3], ['AL', 3], ['TN', 3], ['SC', 3], ['OK', 3], ['AR', 3], ['GA', 1], ['MS', 1], ['TX', 1]]);
  const [city, zip3] = r.pick(PLACES[state]!);
  const entityId = r.weighted(ENTITY_WEIGHTS);
  const e = ENTITIES[entityId]!;
  const [industryText, industryId, tail] = r.pick(INDUSTRIES);
  const head = r.pick(NAME_HEADS);
  const nOwners = entityId === 'sole_proprietorship' ? 1 : r.int(1, maxOwners);
  const owners = Array.from({ length: nOwners }, (_, i) => owner(r, i, { state, legalIsOwner: entityId === 'sole_proprietorship' }));
  if (entityId === 'general_partnership' && owners.length === 1) owners[0]!.title = 'Partner';
  ownership(r, owners);
  if (entityId === 'sole_proprietorship') { owners[0]!.pct = 100; owners[0]!.pctText = '100%'; }
  const cred = CREDS[industryId];
  if (cred && r.chance(0.6)) owners[0]!.cred = cred;
  const legal = nameOf(r, entityId, head, tail, owners[0]!);
  const dbaKind = entityId === 'sole_proprietorship' ? 'name' : r.weighted([['name', 5], ['blank', 3], ['same', 2]]);
  const dba = dbaKind === 'name' ? `${head} ${tail}` : dbaKind === 'same' ? r.pick(['SAME', 'Same', 'N/A']) : '';
  const y = r.int(2003, 2022), mo = r.int(1, 12), d = r.int(1, 28);
  const taxKind = entityId === 'sole_proprietorship' && owners[0]!.ssnType === 'SSN' && r.chance(0.5) ? 'ssn' : r.weighted<Merchant['taxKind']>([['ein', 6], ['ein_bare', 3], ['blank', 1]]);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 175000, 200000]) + r.pick([0, 0, 0, 2500]);
  const nPayments = r.pick([60, 80, 100, 120, 26, 36, 52, 12]);
  const freq = nPayments >= 60 ? 'daily' : nPayments === 12 ? 'monthly' : r.pick(['weekly', 'biweekly'] as const);
  return {
    legal, dba, dbaTruth: dbaKind === 'name' ? dba : null, entityId, entityText: r.pick(e.text), entityCheck: e.check,
    industryText, industryId, taxDigits: taxKind === 'ssn' ? owners[0]!.ssnDigits : ein(r), taxKind,
    taxType: taxKind === 'blank' ? null : taxKind === 'ssn' ? owners[0]!.ssnType : 'EIN',
    street: `${r.int(12, 9980)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Ste ${r.int(1, 40) * 10}` : ''}`, city, state, zip: zip3 + r.digits(2),
    phone: phone(r, areaOf(r)), email: `info@${head.toLowerCase().replace(/[^a-z]/g, '')}${tail.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${head.toLowerCase().replace(/[^a-z]/g, '')}.com` : '',
    startIso: `${y}-${pad(mo)}-${pad(d)}`, startParts: [y, mo, d], years: 2025 - y,
    amount, payment: Math.round((amount * 1.35) / nPayments), nPayments, freq, useOfFunds: r.pick(USES),
    monthlySales: r.int(28, 420) * 1000 + r.int(1, 999), incState: r.pick(['DE', 'NV', 'WY', 'GA', 'TX', 'NC'].filter((s) => s !== state)),
    owners,
  };
}

/** A start date as printed, in one of several formats. */
export function dateText(r: Rng, iso: string, styles: readonly string[] = ['mdy', 'mdy2', 'long', 'iso', 'dash', 'short']): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (r.pick(styles)) {
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dash': return `${pad(m)}-${pad(d)}-${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    default: return `${pad(m)}/${pad(d)}/${y}`;
  }
}

export const fmtSsn = (s: string, kind: 'dash' | 'bare' | 'space' = 'dash'): string =>
  kind === 'bare' ? s : kind === 'space' ? `${s.slice(0, 3)} ${s.slice(3, 5)} ${s.slice(5)}` : `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const maskSsn = (r: Rng, s: string): string => r.pick([`XXX-XX-${s.slice(5)}`, `***-**-${s.slice(5)}`, `xxx-xx-${s.slice(5)}`]);
export const fmtEin = (s: string): string => `${s.slice(0, 2)}-${s.slice(2)}`;
export function amountText(r: Rng, n: number): string {
  return r.pick([money(n), money(n, true), String(n), n.toLocaleString('en-US'), `$ ${n.toLocaleString('en-US')}`]);
}
