// The fictional deal behind one form: business, owners, funding and the decoys printed beside them. All draws come
// from one Rng so a form is reproducible from (layout, seed).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Ymd { y: number; m: number; d: number }
export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number | null;
  ssn: string; masked: boolean; dob: Ymd | null; fico: number | null; home: Addr; cell: string; email: string;
}
export interface Entity { printed: string; id: string; checkbox: string | null; suffix: string }
export interface Deal {
  legal: string; dba: string; dbaTruth: string | null; entity: Entity; industryText: string; industryId: string;
  taxIdPrinted: string; taxIdDigits: string; taxIdType: 'EIN' | 'SSN' | 'ITIN'; addr: Addr; stateInc: string;
  phone: string; email: string; website: string; start: Ymd; years: number; ownRent: 'Own' | 'Rent'; employees: number;
  amount: number; useOfFunds: string; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; nPayments: number; payment: number;
  monthlySales: number; annualRevenue: number; owners: Owner[];
  bank: { name: string; routing: string; account: string; contact: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; contact: string; phone: string }[];
  advances: { funder: string; balance: number; payment: number }[];
  rep: { name: string; phone: string; email: string; isoId: string };
  signed: Ymd;
}

const FIRST = ['Maria', 'James', 'Luis', 'Keisha', 'Daniel', 'Priya', 'Robert', 'Tanya', 'Ahmed', 'Colleen', 'Victor', 'Hannah',
  'Marcus', 'Elena', 'Trevor', 'Yolanda', 'Wei', 'Gabriel', 'Nadia', 'Samuel', 'Brianna', 'Dmitri', 'Rosa', 'Kevin'];
const LAST = ['Alvarez', 'Thompson', 'Nguyen', 'Okafor', 'Smith-Jones', "O'Neill", 'De La Cruz', 'Van der Berg', 'Patel',
  'Kowalski', 'McAllister', 'Reyes', 'Goldberg', 'Washington', 'Lindqvist', 'Castillo-Ruiz', 'Brennan', 'Haddad'];
const CREDS = ['DC', 'CPA', 'DDS', 'MD'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
const WORDS = ['Summit Ridge', 'Harbor Point', 'Blue Heron', 'Ironwood', 'Crescent', 'Golden Gate', 'Maple Leaf', 'Redstone',
  'Silver Creek', 'Tri-County', 'Lakeshore', 'Pinnacle', 'Riverside', 'Evergreen', 'Cornerstone', 'Northgate'];
/** [printed type of business, industries reference id]; each checked against the longest-alias rule in the test. */
export const INDUSTRIES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Auto repair / body shop', 'auto_repair', 'Auto Works'],
  ['Plumbing and heating', 'specialty_trade_contractor', 'Plumbing'], ['Hair salon', 'personal_care', 'Salon'],
  ['Dental office', 'dental_practice', 'Dental'], ['Landscaping / lawn care', 'landscaping', 'Landscaping'],
  ['Veterinary clinic', 'veterinary', 'Animal Clinic'], ['Trucking - local hauling', 'trucking_local', 'Hauling'],
  ['Convenience store', 'convenience_store', 'Mini Mart'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Janitorial services', 'cleaning_services', 'Cleaning'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['General contractor', 'general_contractor', 'Builders'], ['Coffee shop', 'restaurant', 'Coffee Co'],
  ['Wholesale distributor', 'wholesale_distribution', 'Supply'], ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Home health care agency', 'home_health_care', 'Home Care'], ['Machine shop', 'manufacturing', 'Machining'],
];
const ENTITIES: [Entity, number][] = [
  [{ printed: 'LLC', id: 'llc', checkbox: 'LLC', suffix: ', LLC' }, 5],
  [{ printed: 'Limited Liability Company', id: 'llc', checkbox: 'LLC', suffix: ' LLC' }, 1],
  [{ printed: 'Corporation', id: 'c_corporation', checkbox: 'Corporation', suffix: ', Inc.' }, 2],
  [{ printed: 'Inc.', id: 'c_corporation', checkbox: 'Corporation', suffix: ' Inc.' }, 1],
  [{ printed: 'C-Corp', id: 'c_corporation', checkbox: 'Corporation', suffix: ' Corp.' }, 1],
  [{ printed: 'S-Corp', id: 's_corporation', checkbox: 'S-Corp', suffix: ', Inc.' }, 2],
  [{ printed: 'Partnership', id: 'general_partnership', checkbox: 'Partnership', suffix: ' Partners' }, 1],
  [{ printed: 'LP', id: 'limited_partnership', checkbox: 'LP', suffix: ', LP' }, 1],
  [{ printed: 'LLP', id: 'llp', checkbox: 'LLP', suffix: ' LLP' }, 1],
  [{ printed: 'PLLC', id: 'pllc', checkbox: null, suffix: ', PLLC' }, 1],
  [{ printed: 'Sole Proprietor', id: 'sole_proprietorship', checkbox: 'Sole Proprietor', suffix: '' }, 2],
];
const CITIES: [string, string, string][] = [['Newark', 'NJ', '071'], ['Tampa', 'FL', '336'], ['Houston', 'TX', '770'],
  ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'], ['Charlotte', 'NC', '282'], ['Yonkers', 'NY', '107'],
  ['Aurora', 'CO', '800'], ['Marietta', 'GA', '300'], ['Fresno', 'CA', '937'], ['Scranton', 'PA', '185'],
  ['Tacoma', 'WA', '984'], ['Joliet', 'IL', '604'], ['Worcester', 'MA', '016'], ['Knoxville', 'TN', '379']];
const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Route 9', 'Commerce Dr', 'Elm St', 'Broadway', 'Market St',
  'Highland Ave', 'Lakeview Blvd', 'Center St', 'Mill Rd'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'KeyBank'];
const FUNDERS = ['Forward Line Capital', 'Rapid Advance Group', 'Yellowstone Funding', 'Pearl Merchant Capital',
  'Everest Business Funding', 'Fox Funding Group', 'Kalamata Capital'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Expansion', 'Payroll', 'Renovation', 'Marketing',
  'Debt consolidation'];

export function addr(rng: Rng, state?: string): Addr {
  const c = state ? (CITIES.find((x) => x[1] === state) ?? rng.pick(CITIES)) : rng.pick(CITIES);
  const unit = rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : '';
  return { street: `${rng.int(12, 9850)} ${rng.pick(STREETS)}${unit}`, city: c[0], state: c[1], zip: c[2] + rng.digits(2) };
}
export const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const date = (rng: Rng, y0: number, y1: number): Ymd => ({ y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) });
const person = (rng: Rng): { first: string; last: string } => ({ first: rng.pick(FIRST), last: rng.pick(LAST) });

export function makeDeal(rng: Rng, maxOwners: number): Deal {
  const entity = rng.weighted(ENTITIES);
  const sole = entity.id === 'sole_proprietorship';
  const nOwners = sole ? 1 : Math.min(maxOwners, rng.weighted([[1, 5], [2, 4], [3, 2]] as const));
  const pcts = nOwners === 1 ? [rng.pick([100, 100, 100, 80, 51])] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]])
    : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners: Owner[] = [];
  const used = new Set<string>();
  for (let i = 0; i < nOwners; i++) {
    let p = person(rng);
    while (used.has(p.last)) p = person(rng);
    used.add(p.last);
    const itin = rng.chance(0.08);
    const ssn = `${itin ? '9' + rng.int(10, 99) : rng.int(101, 665)}-${itin ? rng.int(70, 88) : rng.int(10, 99)}-${rng.int(1000, 9999)}`;
    owners.push({ ...p, middle: rng.chance(0.4) ? rng.pick(['A', 'J', 'M', 'R', 'T', 'L']) : '', cred: rng.chance(0.1) ? rng.pick(CREDS) : '',
      title: sole ? 'Owner' : rng.pick(TITLES), pct: i > 0 && rng.chance(0.1) ? null : pcts[i]!, ssn, masked: rng.chance(0.25),
      dob: rng.chance(0.85) ? date(rng, 1955, 1996) : null, fico: rng.chance(0.35) ? rng.int(540, 800) : null,
      home: addr(rng), cell: phone(rng), email: `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@gmail.com` });
  }
  const [indText, indId, indWord] = rng.pick(INDUSTRIES);
  const word = rng.pick(WORDS);
  const o1 = owners[0]!;
  const legal = sole ? `${o1.first} ${o1.last}` : `${word} ${indWord}${entity.suffix}`;
  const dbaName = sole ? `${word} ${indWord}` : `${rng.pick(WORDS)} ${indWord}`;
  const dbaKind = sole ? 'real' : rng.weighted([['real', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba = dbaKind === 'real' ? dbaName : dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : dbaKind;
  const a = addr(rng);
  const start = date(rng, 2006, 2023);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const amount = rng.int(3, 90) * 5000;
  const nPayments = freq === 'daily' ? rng.pick([120, 140, 160, 180, 220]) : freq === 'weekly' ? rng.pick([24, 30, 40, 52])
    : freq === 'biweekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.pick([1.25, 1.3, 1.35, 1.42]) / nPayments) * 100) / 100;
  let taxIdPrinted: string;
  let taxIdType: Deal['taxIdType'];
  if (sole && rng.chance(0.6)) { taxIdPrinted = o1.ssn; taxIdType = o1.ssn.startsWith('9') ? 'ITIN' : 'SSN'; o1.masked = false; }
  else { taxIdPrinted = `${rng.int(10, 98)}-${rng.digits(7)}`; taxIdType = 'EIN'; }
  const sales = rng.int(18, 400) * 1000;
  const rl = person(rng);
  return {
    legal, dba, dbaTruth: dbaKind === 'real' ? dbaName : null, entity, industryText: indText, industryId: indId,
    taxIdPrinted, taxIdDigits: taxIdPrinted.replace(/\D/g, ''), taxIdType, addr: a,
    stateInc: sole ? '' : rng.chance(0.4) ? rng.pick(['DE', 'NV', 'WY']) : a.state,
    phone: phone(rng), email: rng.chance(0.85) ? `office@${word.toLowerCase().replace(/[^a-z]/g, '')}${indWord.toLowerCase().replace(/[^a-z]/g, '')}.com` : '',
    website: rng.chance(0.5) ? `www.${word.toLowerCase().replace(/[^a-z]/g, '')}.com` : '', start, years: 2025 - start.y,
    ownRent: rng.chance(0.3) ? 'Own' : 'Rent', employees: rng.int(1, 60), amount, useOfFunds: rng.pick(USES), freq, nPayments, payment,
    monthlySales: sales, annualRevenue: sales * 12 + rng.int(0, 90) * 1000, owners,
    bank: { name: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)), contact: `${rl.first} ${rl.last}` },
    landlord: { name: `${rng.pick(WORDS)} Properties LLC`, phone: phone(rng), rent: rng.int(12, 120) * 100 },
    refs: [0, 1, 2].map(() => { const p = person(rng); return { name: `${rng.pick(WORDS)} ${rng.pick(['Supply', 'Foods', 'Wholesale', 'Distributors'])}`, contact: `${p.first} ${p.last}`, phone: phone(rng) }; }),
    advances: rng.chance(0.55) ? Array.from({ length: rng.int(1, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(4, 80) * 1000, payment: rng.int(150, 2500) })) : [],
    rep: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng), email: `${rng.pick(['deals', 'submissions', 'funding'])}@iso.example`, isoId: `ISO-${rng.digits(5)}` },
    signed: { y: 2025, m: rng.int(1, 6), d: rng.int(1, 28) },
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (d: Ymd): string => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
export function fmtDate(d: Ymd, style: 'us' | 'short' | 'long'): string {
  if (style === 'us') return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
  if (style === 'short') return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
  return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
}
export function money(n: number, style: 0 | 1 | 2): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) && style !== 1 ? 0 : 2, maximumFractionDigits: 2 });
  return style === 2 ? `$ ${s}` : style === 1 ? s : `$${s}`;
}
export const FREQ_LABEL = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;
export function ownerName(o: Owner, lastFirst: boolean): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const cred = o.cred ? `, ${o.cred}` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${cred}`;
}
export const maskSsn = (o: Owner): string => (o.masked ? `XXX-XX-${o.ssn.slice(-4)}` : o.ssn);
