// The merchant behind one set-95 form: business, owners, funding request and every decoy (landlord, references, ISO
// rep, existing funders, bank, broker and funder fax numbers). Drawn from a seeded Rng, independent of style and scan.
import type { Rng } from '../../statements/generator/prng.ts';
import { BUSINESS_TYPES, ein, entityOf, industryOf, isoDate, itin, luhn9, phone, ssn } from './ref.ts';

export type Country = 'US' | 'CA';
export interface Addr { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string; last: string; cred: string; role: string; ownership: number; credit: number | null;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string | null; home: Addr; cell: string; email: string;
}
export interface Model {
  country: Country; legal: string; dbaPrinted: string; dba: string | null; entityText: string; entityId: string;
  industryText: string; industryId: string; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string;
  addr: Addr; incorp: string; start: string; phone: string; email: string; website: string; employees: number;
  monthlySales: number; amount: number; payment: number; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  use: string; owners: Owner[];
  landlord: { name: string; phone: string; rent: number }; refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; phone: string; email: string }; advances: { funder: string; balance: number; payment: number }[];
  bank: { name: string; routing: string; account: string }; funder: { name: string; fax: string; phone: string };
  broker: { fax: string; phone: string }; sentAt: string; signed: string;
}

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Aisha', 'David', 'Priya', 'Carlos', 'Jennifer', 'Kwame', 'Nicole',
  'Tuan', 'Rebecca', 'Omar', 'Sofia', 'Daniel', 'Mei', 'Anthony', 'Fatima', 'Brian', 'Yolanda', 'Samuel', 'Irina', 'Marcus', 'Hannah'];
const LAST = ['Alvarez', 'Thompson', 'Nguyen', 'Okafor', 'Patel', 'Kowalski', 'Brooks', 'Delgado', 'Fischer', 'Hamid', 'Lindqvist',
  'Moreau', 'Washington', 'Castillo', 'Reyes', 'Bianchi', 'Sullivan', 'Tanaka', 'Oyelaran', 'Smith-Jones', 'de la Cruz', "O'Neill",
  'Van Dyke', 'McAllister', 'St. Pierre', 'Garcia-Lopez'];
const FIRST_CA = ['Jean-Luc', 'Amélie', 'Gurpreet', 'Connor', 'Ananya', 'Mathieu', 'Siobhan', 'Wei', 'Harjit', 'Chloé', 'Liam', 'Nadia'];
const LAST_CA = ['Tremblay', 'Gagnon', 'MacDonald', 'Sandhu', 'Bouchard', 'Leblanc', 'Chen', 'Dhillon', 'Côté', 'Fraser', 'Roy', 'Wilson'];
const WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Evergreen', 'Ironwood', 'Lakeside', 'Copper Creek', 'Northgate', 'Silver Oak',
  'Redline', 'Golden Spoon', 'Brightpath', 'Keystone', 'Riverbend', 'Tri-County', 'Apex', 'Cedar Hill', 'Metro', 'Sunrise', 'Granite'];
const US_CITIES: [string, string, string, string][] = [['Newark', 'NJ', '071', '973'], ['Houston', 'TX', '770', '713'], ['Tampa', 'FL', '336', '813'],
  ['Chicago', 'IL', '606', '312'], ['Phoenix', 'AZ', '850', '602'], ['Columbus', 'OH', '432', '614'], ['Atlanta', 'GA', '303', '404'],
  ['Charlotte', 'NC', '282', '704'], ['Denver', 'CO', '802', '303'], ['Brooklyn', 'NY', '112', '718'], ['Nashville', 'TN', '372', '615'],
  ['Richmond', 'VA', '232', '804'], ['Sacramento', 'CA', '958', '916'], ['Portland', 'OR', '972', '503'], ['Baltimore', 'MD', '212', '410'],
  ['Worcester', 'MA', '016', '508'], ['Pittsburgh', 'PA', '152', '412'], ['Las Vegas', 'NV', '891', '702']];
const CA_CITIES: [string, string, string, string][] = [['Toronto', 'ON', 'M5V', '416'], ['Mississauga', 'ON', 'L5B', '905'], ['Ottawa', 'ON', 'K1P', '613'],
  ['Vancouver', 'BC', 'V6B', '604'], ['Surrey', 'BC', 'V3T', '604'], ['Calgary', 'AB', 'T2P', '403'], ['Edmonton', 'AB', 'T5J', '780'],
  ['Winnipeg', 'MB', 'R3C', '204'], ['Halifax', 'NS', 'B3J', '902'], ['Saskatoon', 'SK', 'S7K', '306'], ['Moncton', 'NB', 'E1C', '506']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm St', 'Market St', 'Lakeshore Blvd', 'Route 9', 'King St W',
  'Maple Rd', 'Park Ave', '2nd Ave', 'Queen St E', 'Broadway', 'Center St'];
const FUNDERS = ['Bluestem Advance LLC', 'Parkway Receivables', 'Lanternfish Capital', 'Tidewater Merchant Funding', 'Orchard Hill Funding',
  'Gatepost Capital Group', 'Northstar Revenue Partners', 'Cobalt Working Capital'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const ROLES_US = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO', 'CFO'];
const ROLES_CA = ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Partner', 'Vice-President'];
const CREDS = [', DDS', ', CPA', ', DC', ', MD', ', PE'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing', 'Renovation', 'Debt consolidation'];

const ENTITY_US: [string, string[], string[]][] = [
  ['llc', ['LLC', 'Limited Liability Company'], ['LLC', ', LLC']], ['c_corporation', ['Corporation', 'C Corp', 'Inc.'], [', Inc.', ' Inc.', ' Corp.', ' Corporation']],
  ['s_corporation', ['S Corp', 'S-Corp'], [', Inc.', ' Inc.']], ['sole_proprietorship', ['Sole Proprietor', 'Sole Proprietorship'], ['']],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', ' & Associates']], ['pllc', ['PLLC'], [', PLLC']],
  ['limited_partnership', ['LP', 'Limited Partnership'], [', LP', ' L.P.']]];
const ENTITY_CA: [string, string[], string[]][] = [
  ['ca_corporation', ['Corporation', 'Inc.', 'Ltd.'], [' Inc.', ' Ltd.', ' Corp.', ' Limited']], ['sole_proprietorship', ['Sole Proprietorship'], ['']],
  ['general_partnership', ['Partnership'], [' Partners']], ['ca_ulc', ['ULC'], [' ULC']]];

function owner(r: Rng, c: Country, i: number, role: string, region: string, pfx: string, area: string): Owner {
  const first = r.pick(c === 'CA' ? [...FIRST_CA, ...FIRST] : FIRST), last = r.pick(c === 'CA' ? [...LAST_CA, ...LAST.slice(0, 12)] : LAST);
  const taxType = c === 'CA' ? 'SIN' : r.chance(0.08) ? 'ITIN' : 'SSN';
  const taxId = c === 'CA' ? luhn9(r, String(r.int(1, 7))) : taxType === 'ITIN' ? itin(r) : ssn(r);
  const home: Addr = { street: `${r.int(11, 9899)} ${r.pick(STREETS)}`, city: '', region, postal: '' };
  home.city = c === 'CA' ? r.pick(CA_CITIES.filter((x) => x[1] === region).map((x) => x[0]).concat(['Oakville', 'Burnaby'])) : r.pick(['Springfield', 'Fairview', 'Riverside', 'Clinton', 'Madison']);
  home.postal = c === 'CA' ? `${pfx[0]}${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])} ${r.int(1, 9)}${r.pick(['B', 'H', 'T'])}${r.int(1, 9)}` : pfx + r.digits(2);
  return { first, middle: r.chance(0.4) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : '', last, cred: i === 0 && r.chance(0.12) ? r.pick(CREDS) : '',
    role, ownership: 0, credit: r.chance(0.8) ? r.int(540, 805) : null, taxId, taxType, masked: r.chance(0.28),
    dob: r.chance(0.9) ? isoDate(r, 1955, 1996) : null, home, cell: phone(r, area), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
}

function split(r: Rng, n: number): number[] {
  const opts: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[34, 33, 33], [50, 25, 25], [40, 35, 25], [60, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20]] };
  return r.pick(opts[n]!);
}

export function makeModel(r: Rng, c: Country): Model {
  const [city, region, pfx, area] = r.pick(c === 'CA' ? CA_CITIES : US_CITIES);
  const table = c === 'CA' ? ENTITY_CA : ENTITY_US;
  let [entityId, texts, suffixes] = r.pick(table);
  if (entityId === 'ca_ulc' && !['AB', 'BC', 'NS'].includes(region)) [entityId, texts, suffixes] = table[0]!;
  const entityText = r.pick(texts);
  if (entityOf(entityText, c) !== entityId) throw new Error(`entity ${entityText}`);
  const industryText = r.pick(BUSINESS_TYPES);
  const sole = entityId === 'sole_proprietorship';
  const n = sole ? 1 : entityId === 'general_partnership' ? r.int(2, 3) : r.weighted([[1, 3], [2, 4], [3, 2], [4, 2]] as const);
  const roles = c === 'CA' ? ROLES_CA : ROLES_US;
  const owners = Array.from({ length: n }, (_, i) => owner(r, c, i, sole ? r.pick(['Owner', 'Sole Proprietor']) : entityId === 'general_partnership' ? 'Partner'
    : i === 0 ? r.pick(roles.slice(0, 4)) : r.pick(roles), region, pfx, area));
  split(r, n).forEach((p, i) => { owners[i]!.ownership = p; });
  const word = r.pick(WORDS), kind = industryText.replace(/ (services|agency|center|contractor|clinic|company|shop|store)$/i, '').split(' ').pop()!;
  const o0 = owners[0]!;
  const base = `${word} ${kind[0]!.toUpperCase()}${kind.slice(1)}`;
  const legal = sole ? `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}` : entityId === 'general_partnership' ? `${o0.last} & ${owners[1]!.last}${r.pick(suffixes)}`
    : `${base}${r.pick(suffixes)}`;
  if (sole) o0.cred = '';
  const dbaMode = r.weighted([['name', 5], ['same', 1], ['na', 1], ['blank', 1], ['legal', 1]] as const);
  const title = industryText.replace(/\b[a-z]/g, (ch) => ch.toUpperCase());
  const dbaName = sole ? `${word} ${title}` : r.chance(0.5) ? `${word} ${title}` : `${r.pick(WORDS)} ${kind[0]!.toUpperCase()}${kind.slice(1)}`;
  const dbaPrinted = dbaMode === 'name' || (sole && dbaMode !== 'blank') ? dbaName : dbaMode === 'same' ? 'SAME' : dbaMode === 'na' ? 'N/A' : dbaMode === 'legal' ? legal : '';
  const dba = dbaPrinted && !['SAME', 'N/A'].includes(dbaPrinted) && dbaPrinted !== legal ? dbaPrinted : null;
  let taxId: string, taxType: Model['taxType'], program = '';
  if (c === 'CA') { taxId = luhn9(r, String(r.int(1, 8))); taxType = 'BN'; program = r.pick(['RC0001', 'RT0001', 'RC0002']); }
  else if (sole && r.chance(0.6)) { taxId = o0.taxId; taxType = o0.taxType as 'SSN' | 'ITIN'; } else { taxId = ein(r); taxType = 'EIN'; }
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = { daily: r.pick([60, 80, 100, 120, 140, 160, 180, 220]), weekly: r.pick([16, 20, 24, 26, 30, 36, 40, 52]),
    biweekly: r.pick([8, 10, 12, 13, 18, 26]), monthly: r.pick([6, 9, 12, 18]) }[frequency];
  const amount = r.int(10, 300) * 1000 + (r.chance(0.3) ? 500 : 0);
  const payment = Math.round((amount * r.float(1.22, 1.45) / nPayments) * 100) / 100;
  const incorp = c === 'CA' ? r.pick([region, region, 'Federal (CBCA)', 'ON', 'BC']) : r.pick([region, region, 'DE', 'WY', 'NV']);
  const banks = c === 'CA' ? BANKS_CA : BANKS_US;
  const funders = r.shuffle([...FUNDERS]);
  const sentAt = isoDate(r, 2025, 2025);
  return { country: c, legal, dbaPrinted, dba, entityText, entityId, industryText, industryId: industryOf(industryText)!, taxId, taxType, program,
    addr: { street: `${r.int(10, 9990)} ${r.pick(STREETS)}${r.chance(0.3) ? ` ${r.pick(['Suite', 'Unit', '#'])} ${r.int(1, 420)}` : ''}`, city, region,
      postal: c === 'CA' ? `${pfx} ${r.int(1, 9)}${r.pick(['A', 'C', 'E', 'G', 'J'])}${r.int(1, 9)}` : pfx + r.digits(2) },
    incorp, start: isoDate(r, 1999, 2023), phone: phone(r, area), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.${c === 'CA' ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${c === 'CA' ? 'ca' : 'com'}` : '', employees: r.int(2, 85),
    monthlySales: r.int(25, 600) * 1000, amount, payment, nPayments, frequency, use: r.pick(USES), owners,
    landlord: { name: `${r.pick(WORDS)} Properties ${r.pick(['LLC', 'Inc.', 'Management'])}`, phone: phone(r, area), rent: r.int(18, 140) * 100 },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Foods', 'Distributors', 'Equipment'])}`, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: '' },
    advances: funders.slice(0, r.int(0, 2)).map((f) => ({ funder: f, balance: r.int(8, 120) * 1000, payment: r.int(150, 1900) })),
    bank: { name: r.pick(banks), routing: c === 'CA' ? `${r.digits(5)}-${r.pick(['003', '004', '002', '001', '010'])}` : `0${r.int(1, 9)}${r.digits(7)}`, account: r.digits(r.int(7, 12)) },
    funder: { name: funders[3]!, fax: phone(r), phone: phone(r) }, broker: { fax: phone(r), phone: phone(r) }, sentAt, signed: sentAt };
}
