// The merchant behind one form: every value the seed picks, before a layout decides how each is printed. Printed
// text and the truth it gives are decided together here (entity text and id, industry text and id, tax IDs), so a
// layout only places them.
import { Rng } from '../../statements/generator/prng.ts';
import { CA_PROVINCES, INCORPORATION_STATES, INDUSTRY_TEXT, US_STATES } from './ids.ts';

export type Country = 'US' | 'CA';
export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; lastFirst: boolean;
  title: string; pct: number; score: number | null; taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: Ymd | null; home: Address; phone: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string; tradeTruth: string | null;
  entityId: string; entityText: string; industryText: string; industryId: string;
  taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; bnProgram: string;
  address: Address; stateOfInc: string; start: Ymd | null; yearsInBusiness: number;
  amount: number | null; payment: number | null; payments: number | null; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null;
  useOfFunds: string; phone: string; email: string; employees: number; monthlySales: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; company: string; phone: string; email: string };
  bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number }[];
}

const FIRST = ['Maria', 'Daniel', 'Priya', 'Omar', 'Grace', 'Tomasz', 'Aisha', 'Luis', 'Hannah', 'Kwame', 'Sofia', 'Marcus', 'Elena', 'Jin', 'Rosa', 'Derek', 'Leila', 'Viktor', 'Nadia', 'Curtis'];
const LAST = ['Okafor', 'Brennan', 'Alvarez-Reyes', 'Nakamura', 'De La Cruz', 'Whitfield', 'Kowalski', "O'Donnell", 'Haddad', 'van der Berg', 'Castellano', 'Mbeki', 'Lindqvist', 'Prentice', 'St. Pierre', 'Adeyemi', 'Rourke', 'Delgado'];
const CA_FIRST = ['Mathieu', 'Chloé', 'Gurpreet', 'Fiona', 'Étienne', 'Megan', 'Arjun', 'Isabelle', 'Connor', 'Mei'];
const CA_LAST = ['Tremblay', 'Gagnon', 'MacLeod', 'Sandhu', 'Bouchard', 'Fraser', 'Leblanc', 'Chen-Wong', 'Pelletier', 'Campbell'];
const DECOY_NAMES = ['Harold Finch', 'Gwen Talbot', 'Ruben Stroud', 'Alma Kessler', 'Felix Odum', 'Vera Lanning', 'Boris Quade', 'Ines Farrow'];
const WORD_A = ['Blue Heron', 'Granite', 'Copperline', 'Silver Maple', 'Harbor', 'Red Fox', 'Lakeside', 'Ironwood', 'Sunny Slope', 'Northgate', 'Bramble', 'Juniper'];
const WORD_B = ['Holdings', 'Group', 'Enterprises', 'Ventures', 'Partners', 'Works', 'Services', 'Trading'];
const DBA_WORDS = ['Corner', 'Express', 'Studio', 'Kitchen', 'Depot', 'Care', 'Co-Op Market', 'Workshop'];
const STREETS = ['Maple Ave', 'Commerce Dr', 'Main St', 'Industrial Pkwy', 'Cedar Ln', 'Market St', 'Riverside Blvd', 'Elm St', 'Queen St W', 'King St E'];
const FUNDERS = ['Rapid Ridge Funding', 'Bluestone Advance', 'Lantern Capital', 'Quarry Hill MCA', 'Velocity Bay Funding', 'Tallgrass Capital'];
const BANKS = ['First Prairie Bank', 'Harborview Credit Union', 'Summit National Bank', 'Caisse Riverain', 'Maple Trust Bank'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'Vice President', 'COO', 'Director'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing'];

interface EntityChoice { id: string; texts: string[]; suffix: string[] }
const US_ENTITIES: EntityChoice[] = [
  { id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffix: [' LLC', ', LLC', ' L.L.C.'] },
  { id: 'c_corporation', texts: ['Corporation', 'C Corp', 'Inc.'], suffix: [', Inc.', ' Corp.', ' Inc'] },
  { id: 's_corporation', texts: ['S Corp', 'S-Corp', 'S Corporation'], suffix: [', Inc.', ' Corporation'] },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship'], suffix: [''] },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffix: [' & Partners', ' Associates'] },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], suffix: [', LP', ' L.P.'] },
  { id: 'llp', texts: ['LLP'], suffix: [' LLP'] },
  { id: 'pllc', texts: ['PLLC'], suffix: [' PLLC'] },
  { id: 'professional_corporation', texts: ['P.C.', 'Professional Association'], suffix: [', P.C.', ' P.A.'] },
];
const CA_ENTITIES: EntityChoice[] = [
  { id: 'ca_corporation', texts: ['Corporation', 'Incorporated', 'Ltd.'], suffix: [' Inc.', ' Ltd.', ' Corp.'] },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor'], suffix: [''] },
  { id: 'general_partnership', texts: ['Partnership'], suffix: [' & Partners'] },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], suffix: [' LP'] },
  { id: 'ca_ulc', texts: ['ULC', 'Unlimited Liability Company'], suffix: [' ULC'] },
];

export function luhnComplete(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(body8[i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return body8 + String((10 - (sum % 10)) % 10);
}

const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function ein(r: Rng): string {
  let p = r.digits(2);
  while (EIN_BAD.has(p)) p = r.digits(2);
  return p + String(r.int(1000000, 9999999));
}
function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}
const itin = (r: Rng): string => '9' + r.digits(2) + String(r.int(70, 88)) + String(r.int(1, 9999)).padStart(4, '0');
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

/** Ownership shares for n owners, summing to 100. */
function shares(r: Rng, n: number): number[] {
  const options: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(options[n]!);
}

function address(r: Rng, country: Country, avoid: string | null): Address {
  const pool = country === 'US' ? US_STATES : CA_PROVINCES;
  let s = r.pick(pool);
  while (s[0] === avoid) s = r.pick(pool);
  const postal = country === 'US' ? s[2] + r.digits(2) : `${s[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9800)} ${r.pick(STREETS)}`, city: s[1], region: s[0], postal };
}

export function makeMerchant(seed: number, layout: string, country: Country): Merchant {
  const root = new Rng(`independent13:${layout}:${seed}`);
  const r = root.fork('merchant');
  const ca = country === 'CA';
  const ent = r.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const industryText = r.pick(Object.keys(INDUSTRY_TEXT));
  const nOwners = ent.id === 'sole_proprietorship' ? 1 : r.weighted([[1, 2], [2, 4], [3, 3], [4, 2]] as const);
  const pcts = shares(r, nOwners);
  const addr = address(r, country, null);
  const owners: Owner[] = pcts.map((pct, i) => {
    const first = r.pick(ca ? CA_FIRST : FIRST), last = r.pick(ca ? CA_LAST : LAST);
    const itinOwner = !ca && r.chance(0.12);
    const taxDigits = ca ? luhnComplete(String(r.int(1, 7)) + r.digits(7)) : itinOwner ? itin(r) : ssn(r);
    const lastFirst = r.chance(0.3);
    return {
      first, last, middle: r.chance(0.35) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null,
      credential: !lastFirst && /medical|dental|veterinary/.test(INDUSTRY_TEXT[industryText]!) && r.chance(0.5) ? r.pick(['DC', 'DDS', 'DVM', 'MD']) : null,
      lastFirst, title: i === 0 && nOwners === 1 ? r.pick(['Owner', 'President', 'CEO']) : r.pick(TITLES), pct,
      score: r.chance(0.55) ? r.int(540, 810) : null, taxDigits, taxType: ca ? 'SIN' : itinOwner ? 'ITIN' : 'SSN', masked: r.chance(0.25),
      dob: r.chance(0.85) ? { y: r.int(1952, 1998), m: r.int(1, 12), d: r.int(1, 28) } : null,
      home: address(r, country, addr.region), phone: phone(r),
    };
  });
  const o0 = owners[0]!;
  let legal = `${r.pick(WORD_A)} ${r.pick(WORD_B)}${r.pick(ent.suffix)}`;
  if (ent.id === 'sole_proprietorship') legal = `${o0.first} ${o0.last}`;
  const dbaName = `${r.pick(WORD_A)} ${r.pick(DBA_WORDS)}`;
  const dbaKind = r.weighted([['name', 6], ['blank', 1], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba = dbaKind === 'name' || ent.id === 'sole_proprietorship' ? dbaName : dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : dbaKind;
  const soleSsn = ent.id === 'sole_proprietorship' && !ca && r.chance(0.5);
  const taxType: Merchant['taxType'] = ca ? 'BN' : soleSsn ? (o0.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const taxDigits = ca ? luhnComplete(String(r.int(1, 8)) + r.digits(7)) : soleSsn ? o0.taxDigits : ein(r);
  if (soleSsn) o0.masked = false;
  const frequency = r.weighted([['daily', 3], ['weekly', 3], ['biweekly', 1], ['monthly', 1], [null, 1]] as const);
  const payments = frequency === 'daily' ? r.pick([60, 90, 120, 140, 160]) : frequency === 'weekly' ? r.pick([16, 24, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([12, 18, 26]) : frequency === 'monthly' ? r.pick([6, 9, 12]) : null;
  const amount = r.chance(0.92) ? r.int(2, 90) * 5000 : null;
  const payment = amount && payments && r.chance(0.8) ? Math.round((amount * r.float(1.2, 1.45) * 100) / payments) / 100 : null;
  const year = r.int(1996, 2023);
  const start = r.chance(0.88) ? { y: year, m: r.int(1, 12), d: r.int(1, 28) } : null;
  const decoyNames = r.shuffle([...DECOY_NAMES]);
  const bankName = r.pick(BANKS);
  return {
    country, legal, dba, tradeTruth: dba === '' || dba === 'SAME' || dba === 'N/A' || dba === legal ? null : dba,
    entityId: ent.id, entityText: r.pick(ent.texts), industryText, industryId: INDUSTRY_TEXT[industryText]!,
    taxDigits, taxType, bnProgram: `${r.pick(['RC', 'RT'])}000${r.int(1, 3)}`,
    address: addr, stateOfInc: ca ? r.pick(CA_PROVINCES.filter((p) => p[0] !== addr.region))[0] : r.pick(INCORPORATION_STATES.filter((s) => s !== addr.region)),
    start, yearsInBusiness: 2026 - year, amount, payment, payments, frequency,
    useOfFunds: r.pick(USES), phone: phone(r), email: `${o0.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${legal.split(' ')[0]!.toLowerCase()}.com`,
    employees: r.int(1, 60), monthlySales: r.int(18, 400) * 1000 + r.int(0, 999),
    owners,
    landlord: { name: decoyNames[0]!, phone: phone(r), rent: r.int(12, 95) * 100 },
    refs: [1, 2].map((i) => ({ name: `${r.pick(WORD_A)} Supply`, contact: decoyNames[i]!, phone: phone(r) })),
    iso: { name: decoyNames[3]!, company: r.pick(['Crossbridge Brokerage', 'Pinnacle ISO Group', 'Northstar Merchant Advisors']), phone: phone(r), email: `${decoyNames[3]!.split(' ')[0]!.toLowerCase()}@iso-desk.com` },
    bank: { name: bankName, routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : '0' + r.digits(8), account: r.digits(r.int(8, 11)) },
    funders: r.chance(0.7) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(3, 60) * 1000 + 250, payment: r.int(90, 1900) + 0.5 })) : [],
  };
}
