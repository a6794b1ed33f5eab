// Set 120: the fictional merchants behind the comb-box forms, and the reference matchers (industry, entity type) that
// decide the truth exactly as applications.md reads a printed value. Seeded by the caller's Rng; nothing random here.
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
const INDUSTRIES = load('industries.json');
const ENTITIES = load('entity-types.json');

/** The industries id whose label or alias is the longest one contained, word-bounded, in the printed text. */
export function industryOf(text: string): string | null {
  const t = ` ${text.toLowerCase()} `;
  let best: { id: string; n: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const c of [it.label, ...it.aliases]) {
      const esc = c.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`[^a-z0-9]${esc}[^a-z0-9]`).test(t) && (!best || c.length > best.n)) best = { id: it.id, n: c.length };
    }
  }
  return best?.id ?? null;
}

/** The entity-types id whose id, label or alias equals the printed text (case and punctuation ignored), by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const norm = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');
  const t = norm(text);
  for (const it of ENTITIES) {
    if (!(it.countries ?? []).includes(country)) continue;
    if ([it.id, it.label, ...it.aliases].some((c) => norm(c) === t)) return it.id;
  }
  return null;
}

export interface Ymd { y: number; m: number; d: number }
export const iso = (d: Ymd) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
export const p2 = (n: number) => String(n).padStart(2, '0');

export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; mi: string; last: string; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: Ymd; score: number; home: Address; phone: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entity: string; // entity: the tick label key (see layouts)
  industryText: string; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; bnProgram: string; bnRef: string;
  start: Ymd; address: Address; phone: string; email: string; website: string; incRegion: string;
  requestedCents: number; paymentCents: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; employees: number; owners: Owner[];
  bank: { name: string; routing: string; account: string; transit: string; institution: string };
  landlord: { name: string; phone: string; rent: number }; reference: { name: string; phone: string };
  iso: { name: string; phone: string; id: string }; advances: { funder: string; balance: number; payment: number }[];
}

const US_FIRST = ['JAMES', 'MARIA', 'DANIEL', 'KEISHA', 'ROBERT', 'LINDA', 'CARLOS', 'ANGELA', 'KEVIN', 'PRIYA', 'MARCUS', 'TAMIKA',
  'STEVEN', 'JENNIFER', 'LUIS', 'HEATHER', 'ANDRE', 'NICOLE', 'VICTOR', 'DENISE', 'TREVOR', 'YOLANDA', 'RAJESH', 'BRITTANY', 'OMAR'];
const US_LAST = ['JOHNSON', 'GONZALEZ', 'WASHINGTON', 'NGUYEN', 'OKAFOR', 'PATEL', 'MCALLISTER', 'RIVERA', 'KOWALSKI', 'BROOKS',
  'DE LA CRUZ', 'GARCIA-LOPEZ', "O'BRIEN", 'VAN HORN', 'SULLIVAN', 'JACKSON', 'CHEN', 'ABERNATHY', 'DIMARCO', 'HOLLOWAY', 'ST. JOHN'];
const CA_FIRST = ['MARC-ANDRÉ', 'SOPHIE', 'JEAN', 'CHANTAL', 'DAVID', 'EMILY', 'RAJ', 'MEI', 'LUC', 'GENEVIÈVE', 'TYLER', 'AMIR',
  'KATHLEEN', 'NATHALIE', 'GURPREET', 'OLIVIER', 'HANNAH', 'MANDEEP', 'CONNOR', 'ISABELLE'];
const CA_LAST = ['TREMBLAY', 'GAGNON', 'MACDONALD', 'BÉLANGER', 'SINGH', 'WONG', 'CÔTÉ', 'FRASER', 'LEBLANC', 'MACKENZIE',
  'DHILLON', 'ROY', 'CAMPBELL', 'BOUCHARD', 'MORIN-LAVOIE', 'LI', "D'AMOURS", 'GRANT', 'PELLETIER', 'KOVAC'];
const WORDS = ['SUMMIT', 'HARBOR', 'BLUE RIDGE', 'IRONWOOD', 'MAPLE LEAF', 'KEYSTONE', 'SILVER OAK', 'NORTHSTAR', 'RED CEDAR',
  'GOLDEN GATE', 'LAKESHORE', 'PIONEER', 'CROSSTOWN', 'TRI-COUNTY', 'EVERGREEN', 'BRIGHTWATER', 'STONEBRIDGE', 'FIRST CHOICE'];

/** Nature-of-business texts as merchants write them; the truth comes from industryOf (the test re-checks the id). */
export const NATURE: [string, string, string][] = [
  ['COLLISION REPAIR & BODY SHOP', 'auto_repair', 'AUTO BODY'], ['FULL SERVICE RESTAURANT', 'restaurant', 'KITCHEN'],
  ['PIZZERIA & TAKEOUT', 'restaurant', 'PIZZA'], ['PLUMBING & HEATING', 'specialty_trade_contractor', 'PLUMBING'],
  ['HVAC INSTALLATION', 'specialty_trade_contractor', 'MECHANICAL'], ['HAIR SALON', 'personal_care', 'SALON'],
  ['BARBERSHOP', 'personal_care', 'BARBERS'], ['DENTAL OFFICE', 'dental_practice', 'DENTAL'], ['VETERINARY CLINIC', 'veterinary', 'ANIMAL CARE'],
  ['CONVENIENCE STORE', 'convenience_store', 'MART'], ['LIQUOR STORE', 'liquor_store', 'WINE & SPIRITS'],
  ['GENERAL CONTRACTOR', 'general_contractor', 'BUILDERS'], ['LANDSCAPING & LAWN CARE', 'landscaping', 'LANDSCAPING'],
  ['DAYCARE CENTER', 'childcare', 'KIDS'], ['COMMERCIAL CLEANING', 'cleaning_services', 'CLEANING'],
  ['FOOD TRUCK & CATERING', 'food_truck_catering', 'CATERING'], ['LOCAL TRUCKING / DUMP TRUCK', 'trucking_local', 'HAULING'],
  ['FITNESS CENTER', 'fitness', 'FITNESS'], ['COIN LAUNDRY', 'dry_cleaning', 'LAUNDRY'], ['WHOLESALE DISTRIBUTOR', 'wholesale_distribution', 'TRADING'],
  ['MACHINE SHOP', 'manufacturing', 'MACHINE WORKS'], ['PET GROOMING', 'pet_services', 'PAWS'], ['CHIROPRACTOR', 'medical_practice', 'CHIROPRACTIC'],
  ['ONLINE STORE', 'ecommerce', 'GOODS'], ['CAR WASH', 'car_wash', 'AUTO SPA'], ['GROCERY', 'grocery', 'FOODS'],
];
const SUFFIX_US: [string, string][] = [['LLC', 'LLC'], ['INC.', 'Corporation'], ['CORP.', 'Corporation'], ['INC', 'S Corporation'],
  ['LLC', 'LLC'], ['PARTNERS', 'Partnership'], ['PLLC', 'Other:PLLC'], ['LLP', 'Other:LLP']];
const SUFFIX_CA: [string, string][] = [['INC.', 'Corporation'], ['LTD.', 'Corporation'], ['LTÉE', 'Corporation'],
  ['CORP.', 'Corporation'], ['& ASSOCIATES', 'Partnership'], ['ULC', 'Other:ULC']];

const US_PLACES: [string, string, string][] = [['NEWARK', 'NJ', '07102'], ['HOUSTON', 'TX', '77008'], ['TAMPA', 'FL', '33607'],
  ['ATLANTA', 'GA', '30318'], ['COLUMBUS', 'OH', '43215'], ['PHOENIX', 'AZ', '85004'], ['BROOKLYN', 'NY', '11220'],
  ['CHARLOTTE', 'NC', '28205'], ['DENVER', 'CO', '80216'], ['SACRAMENTO', 'CA', '95814'], ['NASHVILLE', 'TN', '37203'],
  ['ALLENTOWN', 'PA', '18102'], ['WORCESTER', 'MA', '01604'], ['KANSAS CITY', 'MO', '64108'], ['TACOMA', 'WA', '98402']];
const CA_PLACES: [string, string, string][] = [['TORONTO', 'ON', 'M6K 1X9'], ['MISSISSAUGA', 'ON', 'L5B 3C2'], ['LAVAL', 'QC', 'H7T 2P5'],
  ['MONTRÉAL', 'QC', 'H2S 2M5'], ['CALGARY', 'AB', 'T2E 6Z2'], ['EDMONTON', 'AB', 'T5J 0N3'], ['SURREY', 'BC', 'V3T 4H8'],
  ['WINNIPEG', 'MB', 'R3C 0V8'], ['HALIFAX', 'NS', 'B3J 1S9'], ['SASKATOON', 'SK', 'S7K 1J5'], ['MONCTON', 'NB', 'E1C 4B7']];
const STREETS = ['MAIN ST', 'OAK AVE', 'INDUSTRIAL PKWY', 'MARKET ST', 'COMMERCE DR', 'RIVER RD', 'KING ST W', 'ELM ST', 'BROADWAY',
  'CENTRE ST', 'LAKEVIEW BLVD', 'DUNDAS ST E', 'RUE SAINT-DENIS', '5TH AVE NE', 'HIGHWAY 7'];
const US_BANKS = ['CHASE', 'BANK OF AMERICA', 'WELLS FARGO', 'TD BANK', 'PNC BANK', 'REGIONS BANK', 'TRUIST', 'FIFTH THIRD BANK'];
const CA_BANKS: [string, string][] = [['RBC ROYAL BANK', '003'], ['TD CANADA TRUST', '004'], ['SCOTIABANK', '002'], ['BMO', '001'],
  ['CIBC', '010'], ['DESJARDINS', '815'], ['NATIONAL BANK', '006']];
const FUNDERS = ['Rapid Advance', 'Lendistry MCA', 'Forward Line Cap', 'Greenbox Funding', 'Cobalt Capital',
  'Pearl Capital', 'Everest Funding', 'Fox Capital Group', 'Kapitus', 'Mulligan Funding'];

export function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
}
const EIN_PREFIX = ['10', '12', '13', '16', '20', '22', '26', '27', '30', '33', '35', '36', '38', '41', '45', '46', '47', '51', '54',
  '56', '58', '61', '65', '74', '76', '81', '82', '83', '84', '85', '86', '87', '88', '92', '93', '98', '99'];
export function ssn(r: Rng): string {
  let area = r.int(1, 899); if (area === 666) area = 667;
  return String(area).padStart(3, '0') + p2(r.int(1, 99)) + String(r.int(1, 9999)).padStart(4, '0');
}
export const itin = (r: Rng) => `9${r.digits(2)}${r.pick(['70', '72', '75', '78', '81', '84', '88', '90', '94', '97'])}${String(r.int(1, 9999)).padStart(4, '0')}`;
const nineLuhn = (r: Rng, first: string) => { const d = first + r.digits(7); return d + luhnDigit(d); };
const phone = (r: Rng, ca: boolean) => `(${ca ? r.pick(['416', '514', '403', '604', '905', '204', '902']) : String(r.int(201, 989))}) ${r.int(200, 989)}-${r.digits(4)}`;
const ymd = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });
const TITLES: Record<string, string[][]> = {
  p: [['PARTNER', 'SENIOR PARTNER'], ['PARTNER']],
  l: [['MANAGING MEMBER', 'OWNER', 'MEMBER', 'CEO'], ['MEMBER', 'MANAGING MEMBER', 'COO']],
  c: [['PRESIDENT', 'CEO', 'OWNER'], ['VICE PRESIDENT', 'SECRETARY', 'TREASURER', 'COO']],
  ca: [['PRESIDENT', 'DIRECTOR', 'OWNER', 'CEO'], ['VICE-PRESIDENT', 'SECRETARY', 'DIRECTOR']],
};
/** Owners' shares: most add to 100; now and then a passive minority holder under 20% is not listed. */
const SHARES: number[][][] = [[[100], [100], [80]], [[50, 50], [51, 49], [60, 40], [75, 25], [50, 35]],
  [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];

function address(r: Rng, ca: boolean, places: [string, string, string][]): Address {
  const [city, region, postal] = r.pick(places);
  return { street: `${r.int(12, 9850)} ${r.pick(STREETS)}`, city, region, postal: ca ? postal : postal.slice(0, 3) + r.digits(2) };
}

/** A merchant for the country, with names that fit `maxName` boxes and 1-4 owners. */
export function merchant(r: Rng, country: 'US' | 'CA', maxName = 30): Merchant {
  const ca = country === 'CA';
  const firsts = ca ? CA_FIRST : US_FIRST, lasts = ca ? CA_LAST : US_LAST, places = ca ? CA_PLACES : US_PLACES;
  const [nature, , tradeWord] = r.pick(NATURE);
  const soleProp = r.chance(0.15);
  const [suf, ent] = r.pick(ca ? SUFFIX_CA : SUFFIX_US);
  const multi = ent === 'Partnership' || ent === 'Other:LLP';
  const nOwners = multi ? r.weighted([[2, 4], [3, 2], [4, 1]] as const) : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const owners: Owner[] = [];
  const shares = soleProp ? [100] : r.pick(SHARES[nOwners - 1]!);
  for (const pct of shares) {
    const i = owners.length, foreign = !ca && r.chance(0.1);
    owners.push({ first: r.pick(firsts), mi: r.chance(0.6) ? r.pick([...'ABCDEJKLMPRST']) : '', last: r.pick(lasts),
      title: soleProp ? 'OWNER' : r.pick(TITLES[ent.includes('Partnership') || ent === 'Other:LLP' ? 'p' : ent === 'LLC' || ent === 'Other:PLLC' ? 'l' : ca ? 'ca' : 'c']![i ? 1 : 0]!),
      pct, taxId: ca ? nineLuhn(r, String(r.pick([1, 2, 3, 4, 5, 6, 7]))) : foreign ? itin(r) : ssn(r),
      taxType: ca ? 'SIN' : foreign ? 'ITIN' : 'SSN', dob: ymd(r, 1956, 1998), score: r.int(540, 790),
      home: address(r, ca, places), phone: phone(r, ca), email: '' });
  }
  for (const o of owners) o.email = `${o.first.toLowerCase().replace(/[^a-z]/g, '')}.${o.last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`;
  let legal: string, dba: string | null, entity: string;
  const word = r.pick(WORDS);
  if (soleProp) {
    const o = owners[0]!;
    legal = `${o.first}${o.mi ? ` ${o.mi}` : ''} ${o.last}`;
    dba = `${word} ${tradeWord}`.slice(0, maxName);
    entity = 'Sole Proprietor';
  } else {
    const numbered = ca && r.chance(0.25);
    const base = numbered ? `${r.int(1000000, 2799999)} ${r.pick(['ONTARIO', 'ALBERTA', 'CANADA'])}` : `${word} ${tradeWord}`;
    legal = `${base}${suf.startsWith('&') || suf === 'PARTNERS' || r.chance(0.5) ? ' ' : ', '}${suf}`;
    if (legal.length > maxName) legal = `${word} ${suf}`;
    dba = numbered ? `${word} ${tradeWord}` : r.chance(0.5) ? `${word} ${r.pick(['GRILL', 'SERVICES', 'GROUP', 'EXPRESS', 'SUPPLY', 'STUDIO'])}` : null;
    entity = ent;
  }
  const bankCa = r.pick(CA_BANKS);
  const requested = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 36, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const paymentCents = Math.round((requested * r.float(1.25, 1.45) * 100) / nPayments);
  const adv = r.int(0, 2);
  return {
    country, legal, dba, entity, industryText: nature,
    taxId: soleProp && !ca ? owners[0]!.taxId : ca ? nineLuhn(r, String(r.int(7, 8))) : r.pick(EIN_PREFIX) + r.digits(7),
    taxType: soleProp && !ca ? owners[0]!.taxType as 'SSN' | 'ITIN' : ca ? 'BN' : 'EIN', bnProgram: 'RC', bnRef: r.pick(['0001', '0001', '0002']),
    start: ymd(r, 2004, 2024), address: address(r, ca, places), phone: phone(r, ca),
    email: `${r.pick(['info', 'office', 'accounts', 'admin'])}@${word.toLowerCase().replace(/[^a-z]/g, '')}${tradeWord.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${word.toLowerCase().replace(/[^a-z]/g, '')}${ca ? '.ca' : '.com'}` : '', incRegion: r.chance(0.25) ? (ca ? 'CANADA (CBCA)' : 'DE') : '',
    requestedCents: requested * 100, paymentCents, nPayments, freq,
    useOfFunds: r.pick(['INVENTORY', 'EQUIPMENT', 'PAYROLL', 'EXPANSION', 'WORKING CAPITAL', 'RENOVATION', 'MARKETING']),
    monthlySales: r.int(18, 260) * 1000, employees: r.int(1, 45), owners,
    bank: { name: ca ? bankCa[0] : r.pick(US_BANKS), routing: r.pick(['021000021', '026009593', '121000248', '031201360', '061000104', '053000219']),
      account: r.digits(r.int(9, 12)), transit: r.digits(5), institution: bankCa[1] },
    landlord: { name: `${r.pick(['ACME', 'ELM', 'BAYSIDE', 'OAKDALE', 'MIDTOWN', 'PARKVIEW'])} ${r.pick(['REALTY', 'HOLDINGS', 'PLAZA'])} ${ca ? 'LTD.' : 'LLC'}`, phone: phone(r, ca), rent: r.int(18, 140) * 100 },
    reference: { name: `${r.pick(WORDS)} ${r.pick(['SUPPLY CO', 'WHOLESALE', 'DISTRIBUTING'])}`, phone: phone(r, ca) },
    iso: { name: `${r.pick(firsts)} ${r.pick(lasts)}`, phone: phone(r, ca), id: `ISO-${r.digits(5)}` },
    advances: r.shuffle([...FUNDERS]).slice(0, adv).map((funder) => ({ funder, balance: r.int(40, 900) * 100, payment: r.int(9, 120) * 10 })),
  };
}
