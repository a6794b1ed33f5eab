// One fictional merchant, its owners and the people around it (ISO, landlord, bank, funders): drawn from the seed
// alone, so every style and every layout choice that depends on it sees the same deal.
import { Rng } from '../../statements/generator/prng.ts';
import { entityOf, industryOf } from './rules.ts';

export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; state: string; zip: string }

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; fico: number | null;
  /** The nine digits; `masked` prints only the last four. */
  ssn: string; ssnType: 'SSN' | 'ITIN'; masked: boolean;
  dob: Ymd; home: Address; cell: string; email: string;
}

export interface Deal {
  legal: string;
  /** The DBA as printed ('SAME', '' or a name) and what it gives. */
  dbaPrinted: string; dba: string | null;
  entityId: string; entityText: string;
  industryText: string; industryId: string;
  taxKind: 'EIN' | 'SSN' | 'ITIN'; taxDigits: string;
  start: Ymd; address: Address; stateOfInc: string;
  phone: string; fax: string; email: string; website: string;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; annualRevenue: number; employees: number; rents: boolean;
  landlord: { name: string; contact: string; phone: string; rent: number; address: Address };
  bank: { name: string; routing: string; account: string; officer: string; phone: string; opened: Ymd; avgBalance: number };
  iso: { company: string; rep: string; phone: string; isoNumber: string; email: string; note: string };
  funders: { name: string; balance: number; payment: number; freq: string }[];
  owners: Owner[];
  signed: Ymd;
}

const FIRST = ['JAMES', 'MARIA', 'ROBERT', 'LINDA', 'DARNELL', 'SUSAN', 'KEVIN', 'TERESA', 'ANTHONY', 'NGOC', 'RAFAEL', 'PRIYA', 'GREGORY',
  'DOLORES', 'WESLEY', 'YOLANDA', 'CURTIS', 'MEI', 'OSCAR', 'BRENDA', 'HAROLD', 'FATIMA', 'LUIS', 'KATHLEEN', 'DMITRI', 'ANGELA'];
const LAST = ['HOLLOWAY', 'OKAFOR', 'DE LA CRUZ', 'VAN DYKE', "O'BRIEN", 'MCALLISTER', 'NGUYEN', 'PATEL-SHAH', 'KOWALSKI', 'BRANDT',
  'RAMIREZ', 'ST. GERMAIN', 'WASHINGTON', 'LINDQVIST', 'DEL VALLE', 'FITZGERALD', 'YAMAMOTO', 'BAPTISTE', 'HERRERA-LOPEZ', 'CHO',
  'ABERNATHY', 'DI NAPOLI', 'GUTIERREZ', 'MAHONEY'];
const STREETS = ['MAIN ST', 'COMMERCE DR', 'INDUSTRIAL PKWY', 'OAK AVE', 'FRANKLIN BLVD', 'RIVER RD', 'STATE ROUTE 9', 'MARKET ST',
  'LINCOLN HWY', 'CEDAR LN', 'WASHINGTON AVE', 'HARBOR WAY', 'ELM ST', 'DEPOT RD'];
/** [code, cities, zip prefix]: the business and homes are in the US, per this set's theme. */
const PLACES: [string, string[], string][] = [
  ['NJ', ['NEWARK', 'PATERSON', 'TRENTON'], '07'], ['NY', ['YONKERS', 'BUFFALO', 'ALBANY'], '12'], ['PA', ['ALLENTOWN', 'SCRANTON', 'ERIE'], '18'],
  ['TX', ['EL PASO', 'LUBBOCK', 'WACO'], '79'], ['FL', ['OCALA', 'TAMPA', 'PENSACOLA'], '33'], ['GA', ['MACON', 'SAVANNAH'], '31'],
  ['OH', ['AKRON', 'DAYTON', 'TOLEDO'], '44'], ['IL', ['JOLIET', 'PEORIA'], '61'], ['NC', ['DURHAM', 'FAYETTEVILLE'], '27'],
  ['AZ', ['MESA', 'TUCSON'], '85'], ['CO', ['PUEBLO', 'AURORA'], '80'], ['MD', ['FREDERICK', 'TOWSON'], '21'], ['TN', ['KNOXVILLE', 'JACKSON'], '37'],
  ['MI', ['FLINT', 'LANSING'], '48'], ['WA', ['TACOMA', 'SPOKANE'], '98'], ['CT', ['HARTFORD', 'WATERBURY'], '06'], ['MO', ['JOPLIN', 'ST. LOUIS'], '63'],
];

/** [printed type of business, its industry id by the rule, words for the business name]. */
export const INDUSTRY_TEXTS: [string, string, string[]][] = [
  ['AUTO REPAIR / BODY SHOP', 'auto_repair', ['AUTO CARE', 'MOTOR WORKS']], ['COLLISION REPAIR', 'auto_repair', ['COLLISION CENTER']],
  ['FULL SERVICE RESTAURANT', 'restaurant', ['GRILL', 'KITCHEN']], ['PIZZERIA', 'restaurant', ['PIZZA']],
  ['HAIR SALON', 'personal_care', ['SALON', 'HAIR STUDIO']], ['PLUMBING CONTRACTOR', 'specialty_trade_contractor', ['PLUMBING']],
  ['HVAC SERVICE & REPAIR', 'specialty_trade_contractor', ['HEATING & AIR']], ['LANDSCAPING / LAWN CARE', 'landscaping', ['LANDSCAPING']],
  ['DENTAL OFFICE', 'dental_practice', ['FAMILY DENTISTRY']], ['VETERINARY CLINIC', 'veterinary', ['ANIMAL CLINIC']],
  ['DUMP TRUCK HAULING', 'trucking_local', ['HAULING']], ['CONVENIENCE STORE', 'convenience_store', ['FOOD MART', 'QUICK STOP']],
  ['DAYCARE CENTER', 'childcare', ['LEARNING CENTER']], ['GYM / FITNESS CENTER', 'fitness', ['ATHLETIC CLUB']],
  ['COMMERCIAL CLEANING', 'cleaning_services', ['JANITORIAL']], ['DRY CLEANER', 'dry_cleaning', ['CLEANERS']],
  ['CHIROPRACTOR', 'medical_practice', ['CHIROPRACTIC']], ['IT SERVICES', 'it_software', ['NETWORK SOLUTIONS']],
  ['MACHINE SHOP', 'manufacturing', ['PRECISION MACHINING']], ['WHOLESALE DISTRIBUTOR', 'wholesale_distribution', ['SUPPLY']],
  ['GENERAL CONTRACTOR', 'general_contractor', ['CONSTRUCTION']], ['PET GROOMING', 'pet_services', ['PET SPA']],
  ['CAR WASH', 'car_wash', ['AUTO SPA']], ['DELI & GROCERY', 'grocery', ['MARKET']], ['FURNITURE STORE', 'retail_general', ['HOME FURNISHINGS']],
];

/** [entity id, printed type texts, legal-name suffixes]. */
const ENTITIES: [string, string[], string[]][] = [
  ['llc', ['LLC', 'L.L.C.'], [', LLC', ' LLC', ', L.L.C.']], ['c_corporation', ['CORP.', 'CORPORATION', 'C-CORP'], [', INC.', ' CORP.', ' CORPORATION']],
  ['s_corporation', ['S-CORP', 'S CORP'], [', INC.', ' INC']], ['general_partnership', ['PARTNERSHIP'], [' PARTNERS', ' & ASSOCIATES']],
  ['sole_proprietorship', ['SOLE PROP.', 'SOLE PROPRIETOR'], ['']], ['pllc', ['PLLC'], [', PLLC']],
];
const NAME_WORDS = ['SUMMIT', 'GRANITE', 'BLUE RIDGE', 'LIBERTY', 'PIONEER', 'HARBORVIEW', 'REDSTONE', 'TRI-COUNTY', 'GOLDEN STATE', 'IRONWOOD',
  'NORTHGATE', 'SILVER LAKE', 'CROSSROADS', 'KEYSTONE', 'PRAIRIE', 'LAKESHORE'];
const BANKS = ['FIRST KEYSTONE BANK', 'CITIZENS TRUST BANK', 'PEOPLES UNITED BANK', 'MIDLAND STATES BANK', 'COASTAL COMMUNITY BANK', 'ANCHOR SAVINGS BANK'];
const FUNDERS = ['RAPID ADVANCE LLC', 'CEDAR CAPITAL FUNDING', 'STONEBRIDGE ADVANCE', 'MERIDIAN MERCHANT FUNDING', 'PEARL DELTA FUNDING', 'HARBOR LANE CAPITAL'];
const USES = ['WORKING CAPITAL', 'EQUIPMENT PURCHASE', 'INVENTORY', 'EXPANSION / 2ND LOCATION', 'PAYROLL', 'RENOVATIONS', 'TAXES OWED'];
const TITLES = ['OWNER', 'PRESIDENT', 'PRES.', 'CEO', 'MANAGING MEMBER', 'MEMBER', 'V.P.', 'PARTNER', 'SECRETARY'];
const NOTES = ['MERCHANT IS RESPONSIVE, BEST TO CALL AFTER 2 PM.', 'RENEWAL CLIENT OF OURS, PAID AS AGREED.', 'HAS TAX RETURNS READY IF NEEDED.',
  'MTD STATEMENT TO FOLLOW ON REQUEST.', 'PREFERS E-MAIL CONTACT. SPANISH SPEAKING OFFICE MANAGER.', 'SEASONAL DIP IN JAN/FEB, SEE STMTS.'];
const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const addr = (r: Rng, state?: string): Address => {
  const p = state ? PLACES.find((q) => q[0] === state)! : r.pick(PLACES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, city: r.pick(p[1]), state: p[0], zip: p[2] + r.digits(3) };
};
const ymd = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });

function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick([r.int(70, 88), r.int(90, 92), r.int(94, 99)])}${pad(r.int(1, 9999), 4)}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}

function owner(r: Rng, industry: string, pct: number, title: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const credential = industry === 'medical_practice' ? ', DC' : industry === 'dental_practice' ? ', DDS' : industry === 'veterinary' ? ', DVM' : null;
  const itin = r.chance(0.12);
  return { first, middle: r.chance(0.4) ? String.fromCharCode(65 + r.int(0, 25)) + '.' : null, last, credential: r.chance(0.7) ? credential : null,
    title, pct, fico: r.chance(0.75) ? r.int(540, 810) : null, ssn: ssn(r, itin), ssnType: itin ? 'ITIN' : 'SSN', masked: r.chance(0.3),
    dob: ymd(r, 1956, 1994), home: addr(r), cell: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mailbox.test` };
}

export function makeDeal(seed: string): Deal {
  const r = new Rng(`independent206:${seed}`);
  const [industryText, industryId, nouns] = r.pick(INDUSTRY_TEXTS);
  if (industryOf(industryText) !== industryId) throw new Error(`industry table out of step: ${industryText}`);
  const [entityId, entityTexts, suffixes] = r.pick(ENTITIES);
  const entityText = r.pick(entityTexts);
  if (entityOf(entityText) !== entityId) throw new Error(`entity table out of step: ${entityText}`);
  const nOwners = entityId === 'sole_proprietorship' ? 1 : r.weighted([[1, 2], [2, 4], [3, 3], [4, 2]] as const);
  const shares = nOwners === 1 ? [r.pick([100, 100, 51, 80])] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]])
    : nOwners === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : r.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  const titles = entityId === 'llc' || entityId === 'pllc' ? ['MANAGING MEMBER', 'MEMBER'] : entityId === 'general_partnership' ? ['PARTNER', 'PARTNER']
    : entityId === 'sole_proprietorship' ? ['OWNER'] : ['PRESIDENT', 'PRES.', 'CEO', 'V.P.', 'SECRETARY'];
  const owners = shares.map((p, i) => owner(r, industryId, p, i === 0 ? r.pick(titles) : r.pick(titles.length > 1 ? titles.slice(1) : TITLES)));
  const o0 = owners[0]!;
  // A sole proprietor's legal name is the owner's name and the tax ID is often the owner's own number.
  const sole = entityId === 'sole_proprietorship';
  const legal = sole ? `${o0.first} ${o0.last}` : `${r.pick(NAME_WORDS)} ${r.pick(nouns)}${r.pick(suffixes)}`;
  const dbaName = `${r.pick(NAME_WORDS)} ${r.pick(nouns)}`;
  const dbaPrinted = sole ? dbaName : r.weighted([[dbaName, 5], ['SAME', 2], ['N/A', 1], ['', 2]] as const);
  const dba = ['SAME', 'N/A', ''].includes(dbaPrinted) || dbaPrinted === legal ? null : dbaPrinted;
  const taxKind: Deal['taxKind'] = sole && r.chance(0.6) ? o0.ssnType : 'EIN';
  let prefix = r.int(1, 99);
  while (BAD_EIN.has(prefix)) prefix = r.int(1, 99);
  const taxDigits = taxKind === 'EIN' ? pad(prefix) + r.digits(7) : o0.ssn;
  const address = addr(r);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000]);
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.22, 1.45)) / nPayments * 100) / 100;
  const monthlySales = r.int(30, 400) * 1000 + r.int(0, 9) * 100;
  const funders = r.shuffle([...FUNDERS]).slice(0, r.weighted([[0, 3], [1, 4], [2, 2]] as const)).map((name) => ({
    name, balance: r.int(40, 900) * 100, payment: r.int(90, 1400) + r.pick([0, 0.5, 0.99]), freq: r.pick(['DAILY', 'WEEKLY']) }));
  const company = `${r.pick(['APEX', 'NORTH STAR', 'EMPIRE', 'HUDSON', 'ATLAS', 'BRIGHTLINE'])} ${r.pick(['BUSINESS CAPITAL', 'FUNDING SOLUTIONS', 'MERCHANT ADVISORS'])}`;
  return {
    legal, dbaPrinted, dba, entityId, entityText, industryText, industryId, taxKind, taxDigits,
    start: ymd(r, 2002, 2022), address, stateOfInc: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : address.state,
    phone: phone(r), fax: phone(r), email: `office@${legal.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 14)}.test`,
    website: `WWW.${dbaName.replace(/[^A-Z]+/g, '').slice(0, 16)}.TEST`,
    amount, payment, nPayments, freq, useOfFunds: r.pick(USES), monthlySales, annualRevenue: monthlySales * 12 + r.int(-9, 9) * 1000,
    employees: r.int(2, 60), rents: r.chance(0.75),
    landlord: { name: `${r.pick(NAME_WORDS)} PROPERTIES LLC`, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), rent: r.int(12, 140) * 100,
      address: addr(r, address.state) },
    bank: { name: r.pick(BANKS), routing: `0${r.int(1, 3)}${r.digits(7)}`, account: r.digits(r.int(9, 12)), officer: `${r.pick(FIRST)} ${r.pick(LAST)}`,
      phone: phone(r), opened: ymd(r, 2004, 2022), avgBalance: r.int(30, 900) * 100 + r.int(0, 99) },
    iso: { company, rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), isoNumber: `ISO-${r.digits(5)}`, email: `deals@${company.toLowerCase().replace(/[^a-z]+/g, '')}.test`,
      note: r.pick(NOTES) },
    funders, owners, signed: { y: 2025, m: r.int(1, 4), d: r.int(1, 28) },
  };
}

export const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
export const iso = (d: Ymd): string => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
/** Date formats the brokers' typists use. */
export function fmtDate(d: Ymd, kind: 'mdy' | 'mdy2' | 'long' | 'short'): string {
  if (kind === 'mdy') return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
  if (kind === 'mdy2') return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
  if (kind === 'long') return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  return `${MONTHS[d.m - 1]!.slice(0, 3)}. ${d.d}, ${d.y}`;
}
export function fmtMoney(n: number, kind: 'dollar' | 'cents' | 'bare' | 'spaced'): string {
  const whole = Math.round(n) === n && kind !== 'cents';
  const s = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return kind === 'bare' ? s : kind === 'spaced' ? `$ ${s}` : `$${s}`;
}
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string, masked = false): string => masked ? `XXX-XX-${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fullAddress = (a: Address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
