// A fictional merchant, drawn from the seed: the business, its request, its owners and the decoys printed beside them.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; st: string; zip: string }
export interface Owner {
  first: string; mi: string; last: string; cred: string; title: string; pct: number;
  tin: string; tinType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; fico: number; home: Addr; cell: string;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entity: string; industry: string;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string;
  start: string; addr: Addr; phone: string; email: string; web: string; stateOfInc: string;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; employees: number; owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string }; iso: { name: string; phone: string };
  refs: { name: string; phone: string }[]; advances: { funder: string; balance: number; payment: number }[];
}

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Kevin', 'Tanya', 'Luis', 'Grace', 'Omar', 'Denise', 'Victor', 'Carmen',
  'Phil', 'Rosa', 'Anthony', 'Nadia', 'Terrence', 'Hye-Jin', 'Mohammed', 'Wendy', 'Dwayne', 'Lucia', 'Samuel', 'Priya', 'Gerald', 'Keisha'];
const LAST = ['Okafor', 'Delgado', 'Whitaker', 'Nguyen-Tran', 'De La Cruz', 'Kowalski', "O'Donnell", 'Van Buren', 'Fitzgerald',
  'Abernathy', 'McAllister', 'St. Pierre', 'Haddad', 'Brennan', 'Castillo-Ruiz', 'Lindqvist', 'Petrakis', 'Moreau', 'Yamamoto',
  'Ferreira', 'Goldberg', 'Rahman', 'Sutherland', 'Dubois', 'Marchetti', 'Holloway'];
const PLACES = ['Summit Ridge', 'Ironwood', 'Harbor Point', 'Blue Mesa', 'Tri-State', 'Redline', 'Silver Creek', 'Northstar',
  'Lakeside', 'Eagle Rock', 'Pioneer Valley', 'Golden Oak', 'Bayshore', 'Cedar Hollow', 'Granite Peak', 'Riverbend', 'Copper Kettle', 'Westgate'];
/** Type of business as written on the form, with a word for the business name. */
const TRADES: [string, string][] = [['PIZZERIA', 'Pizza'], ['FULL SERVICE RESTAURANT', 'Grill'], ['HVAC CONTRACTOR', 'Heating & Air'],
  ['PLUMBING', 'Plumbing'], ['AUTO BODY SHOP', 'Collision'], ['HAIR SALON', 'Salon'], ['LOCAL HAULING / DUMP TRUCK', 'Hauling'],
  ['DENTAL OFFICE', 'Dental'], ['LAWN CARE & SNOW REMOVAL', 'Lawn Care'], ['CONVENIENCE STORE', 'Food Mart'], ['DAYCARE CENTER', 'Kids Academy'],
  ['GYM', 'Fitness'], ['DRY CLEANER', 'Cleaners'], ['CAR WASH', 'Car Wash'], ['ROOFING CONTRACTOR', 'Roofing'], ['JANITORIAL SVCS', 'Janitorial'],
  ['FOOD TRUCK', 'Street Eats'], ['FLORIST', 'Flowers'], ['LIQUOR STORE', 'Wine & Spirits'], ['MEDICAL OFFICE', 'Family Medicine'],
  ['MOVING COMPANY', 'Movers'], ['GENERAL CONTRACTOR', 'Builders'], ['COFFEE SHOP', 'Coffee Co'], ['TIRE SHOP', 'Tire'],
  ['NAIL SALON', 'Nails'], ['PET GROOMING', 'Pet Spa'], ['IT SERVICES', 'Tech Solutions'], ['STAFFING AGENCY', 'Staffing'], ['HOTEL', 'Inn']];
const US_CITIES: [string, string, string][] = [['BROOKLYN', 'NY', '112'], ['NEWARK', 'NJ', '071'], ['HOUSTON', 'TX', '770'], ['MIAMI', 'FL', '331'],
  ['PHOENIX', 'AZ', '850'], ['ATLANTA', 'GA', '303'], ['COLUMBUS', 'OH', '432'], ['CHARLOTTE', 'NC', '282'], ['DENVER', 'CO', '802'],
  ['TACOMA', 'WA', '984'], ['FRESNO', 'CA', '937'], ['NASHVILLE', 'TN', '372'], ['ALLENTOWN', 'PA', '181'], ['JOLIET', 'IL', '604'],
  ['LAS VEGAS', 'NV', '891'], ['BATON ROUGE', 'LA', '708'], ['WORCESTER', 'MA', '016'], ['TULSA', 'OK', '741'], ['BOISE', 'ID', '837']];
const CA_CITIES: [string, string, string][] = [['MISSISSAUGA', 'ON', 'L5B'], ['SURREY', 'BC', 'V3T'], ['CALGARY', 'AB', 'T2P'],
  ['LAVAL', 'QC', 'H7N'], ['HALIFAX', 'NS', 'B3H'], ['WINNIPEG', 'MB', 'R3C'], ['SASKATOON', 'SK', 'S7K'], ['MONCTON', 'NB', 'E1C']];
const STREETS = ['MAIN ST', 'INDUSTRIAL PKWY', 'OAK AVE', 'COMMERCE DR', 'BROADWAY', 'RT 9', 'KING ST W', 'ELM ST', 'HIGHLAND BLVD', 'MILL RD'];
const TITLES = ['PRES', 'OWNER', 'CEO', 'MBR', 'MANAGING MBR', 'VP', 'SECY', 'PARTNER', 'COO', 'TREAS'];
const FUNDERS = ['RAPIDLINE CAP', 'YELLOWSTONE ADV', 'PEARL FUNDING', 'FORA FIN', 'KALAMATA CAP', 'LENDINI', 'EBF HOLDINGS'];
const BANKS = ['CHASE', 'TD BANK', 'WELLS FARGO', 'BANK OF AMERICA', 'PNC', 'REGIONS', 'RBC ROYAL BANK', 'BMO', 'SCOTIABANK'];
const USES = ['WORKING CAPITAL', 'EQUIPMENT', 'INVENTORY', 'EXPANSION', 'PAYROLL', 'RENOVATION', 'MARKETING'];

/** US entity types as a form prints them; Canada's list. */
const US_ENTITIES = ['LLC', 'LLC', 'LLC', 'LLC', 'LLC', 'L.L.C.', 'CORP', 'CORP', 'INC', 'INC', 'S CORP', 'S-CORP', 'C CORP', 'CORPORATION', 'PARTNERSHIP', 'LP', 'LLP', 'PLLC',
  'SOLE PROP', 'SOLE PROP', 'SOLE PROPRIETOR', 'SOLE PROPRIETORSHIP'];
const CA_ENTITIES = ['CORP', 'INC.', 'LTD', 'LIMITED', 'PARTNERSHIP', 'SOLE PROP'];

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const isoDate = (y: number, m: number, d: number): string => `${y}-${pad(m, 2)}-${pad(d, 2)}`;

function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99), 2)}${pad(r.int(1, 9999), 4)}`;
}
const itin = (r: Rng): string => `9${r.digits(2)}${r.int(70, 88)}${pad(r.int(1, 9999), 4)}`;
function ein(r: Rng): string {
  const ok = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46, 47,
    48, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
  return `${r.pick(ok)}${r.digits(7)}`;
}
function sin(r: Rng): string {
  const body = `${r.int(1, 7)}${r.digits(7)}`;
  return body + luhnDigit(body);
}
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const caps = (s: string): string => s.toUpperCase();

function address(r: Rng, country: 'US' | 'CA', city?: [string, string, string]): Addr {
  const c = city ?? r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? `${c[2]}${r.digits(2)}` : `${c[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, city: c[0], st: c[1], zip };
}

function owners(r: Rng, country: 'US' | 'CA', n: number, sole: boolean): Owner[] {
  const pcts = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? r.pick([[40, 30, 30], [50, 25, 25], [34, 33, 33]]) : [25, 25, 25, 25];
  return pcts.map((pct, i) => {
    const tinType = country === 'CA' ? 'SIN' as const : r.chance(0.12) ? 'ITIN' as const : 'SSN' as const;
    const y = r.int(1952, 1998);
    return {
      first: r.pick(FIRST), mi: r.chance(0.5) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : '', last: r.pick(LAST), cred: '',
      title: sole ? 'OWNER' : i === 0 ? r.pick(['PRES', 'CEO', 'MANAGING MBR', 'OWNER']) : r.pick(TITLES),
      pct, tin: tinType === 'SIN' ? sin(r) : tinType === 'ITIN' ? itin(r) : ssn(r), tinType, masked: tinType !== 'ITIN' && r.chance(0.2),
      dob: isoDate(y, r.int(1, 12), r.int(1, 28)), fico: r.int(540, 790), home: address(r, country), cell: phone(r),
    };
  });
}

export function merchant(r: Rng, country: 'US' | 'CA'): Merchant {
  const entity = r.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const sole = entity.startsWith('SOLE');
  const partner = /PARTNER|^LL?P$/.test(entity);
  const n = sole ? 1 : partner ? r.int(2, 3) : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const os = owners(r, country, n, sole);
  const [trade, word] = r.pick(TRADES);
  const place = r.pick(PLACES);
  const suffix: Record<string, string[]> = { LLC: [', LLC', ' LLC'], 'L.L.C.': [' L.L.C.'], CORP: [' Corp.', ', Inc.'], INC: [', Inc.', ' Inc'],
    'S CORP': [', Inc.'], 'S-CORP': [' Inc.'], 'C CORP': [' Corp'], CORPORATION: [' Corporation'], PARTNERSHIP: [' Partners'], LP: [', LP'],
    LLP: [' LLP'], PLLC: [', PLLC'], 'INC.': [' Inc.'], LTD: [' Ltd.'], LIMITED: [' Limited'] };
  const o0 = os[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${place} ${word}${r.pick(suffix[entity] ?? [' LLC'])}`;
  const dba = sole || r.chance(0.55) ? `${r.chance(0.5) ? place : r.pick(PLACES)} ${word}` : null;
  if (!/LLC|L\.L\.C/.test(entity)) for (const o of os) if (/MBR/.test(o.title)) o.title = sole ? 'OWNER' : partner ? 'PARTNER' : 'PRES';
  let taxId = country === 'CA' ? (() => { const b = r.digits(8); return b + luhnDigit(b); })() : ein(r);
  let taxIdType: Merchant['taxIdType'] = country === 'CA' ? 'BN' : 'EIN';
  if (sole && country === 'US' && r.chance(0.6)) { taxId = o0.tin; taxIdType = o0.tinType === 'ITIN' ? 'ITIN' : 'SSN'; }
  const y = r.int(1998, 2023);
  const amount = r.int(10, 400) * 1000 + r.pick([0, 0, 500]);
  const freq = r.pick(['daily', 'daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160, 180, 200, 252]) : freq === 'weekly' ? r.int(16, 52)
    : freq === 'biweekly' ? r.int(8, 26) : r.int(6, 18);
  const payment = Math.round((amount * r.float(1.22, 1.45) * 100) / nPayments) / 100;
  const addr = address(r, country);
  const company = legal.replace(/[^A-Za-z]/g, '').slice(0, 12).toLowerCase();
  return {
    country, legal, dba, entity, industry: trade, taxId, taxIdType, program: r.pick(['RC0001', 'RT0001', 'RC0002']),
    start: isoDate(y, r.int(1, 12), r.int(1, 28)), addr, phone: phone(r), email: `${os[0]!.first.toLowerCase().replace(/\W/g, '')}@${company}.com`,
    web: `WWW.${company.toUpperCase()}.COM`, stateOfInc: r.chance(0.3) ? (country === 'US' ? r.pick(['DE', 'NV', 'WY']) : 'CANADA') : addr.st,
    amount, payment, nPayments, freq, use: r.pick(USES), monthlySales: r.int(18, 400) * 1000 + r.int(0, 999), employees: r.int(1, 60), owners: os,
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(8, 12)) },
    landlord: { name: `${caps(r.pick(PLACES))} PROPERTIES`, phone: phone(r) },
    iso: { name: `${caps(r.pick(FIRST))} ${caps(r.pick(LAST))}`, phone: phone(r) },
    refs: [0, 1].map(() => ({ name: `${caps(r.pick(PLACES))} SUPPLY`, phone: phone(r) })),
    advances: r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(5, 90) * 1000, payment: r.int(150, 2500) })) : [],
  };
}
