// One merchant per (layout, seed): every value a form may print, in the forms' own spellings, random per seed and
// deterministic for it. The truth is not built here: a layout records it as it prints (pen.ts), so a value it does not
// print stays null.
import { Rng } from '../../statements/generator/prng.ts';
import { INCORPORATION_STATES, INDUSTRIES, PROVINCES, US_STATES } from './ids.ts';

export interface Address { street: string; city: string; region: string; regionName: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  /** Formatted SSN / SIN, and whether the form masks it. */
  taxId: string; masked: boolean; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number | null;
  home: Address; phone: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; entity: string; dba: string | null; industryText: string; industryId: string;
  ein: string; bn: string; bnProgram: string; address: Address; mailing: Address; phone: string; email: string; website: string;
  start: string; employees: number; stateOfInc: string; amount: number; payment: number; nPayments: number;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; useOfFunds: string; monthlySales: number; annualRevenue: number;
  owners: Owner[]; landlord: { name: string; phone: string; rent: number }; bank: { name: string; routing: string; account: string; officer: string };
  tradeRefs: { name: string; contact: string; phone: string }[]; iso: { company: string; rep: string; phone: string; email: string };
  existing: { funder: string; balance: number; payment: number }[]; signedOn: string; rent: boolean;
}

const FIRST = ['Maria', 'James', 'Tamika', 'Luis', 'Priya', 'Dmitri', 'Kenji', 'Aaliyah', 'Brian', 'Sofia', 'Marcus', 'Elena', 'Hector',
  'Grace', 'Omar', 'Nadia', 'Trevor', 'Yolanda', 'Kwame', 'Rachel', 'Andre', 'Mei', 'Carlos', 'Denise', 'Farid', 'Lauren'];
const LAST = ['Delgado', 'Okafor', 'Whitfield', 'Nguyen', 'De la Cruz', 'Van Houten', 'Patel', "O'Brien", 'Kowalski', 'Ramirez-Soto',
  'Haddad', 'McAllister', 'Abernathy', 'St. Clair', 'Lindqvist', 'Castellanos', 'Boateng', 'Fitzgerald', 'Yamamoto', 'Di Marco',
  'Thompson-Reyes', 'Greenberg', 'Moreau', 'Oyelaran'];
const WORDS = ['Summit', 'Harbor', 'Blue Oak', 'Ironwood', 'Northgate', 'Riverbend', 'Copper Hill', 'Lakeshore', 'Red Maple', 'Granite',
  'Silverline', 'Keystone', 'Prairie', 'Bayview', 'Cedar Point', 'Highland', 'Crescent', 'Magnolia', 'Eastside', 'Trident'];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Blvd', 'Market St', 'Elm St', 'Park Rd', 'Route 9', 'Lincoln Ave',
  'Highway 70 E', 'Front St', 'Willow Ln', 'Sunset Blvd', 'King St W', 'Rue Principale'];
const FUNDERS = ['Rapid Advance Capital', 'Fundkite', 'Mulligan Funding', 'Libertas', 'Pearl Capital', 'Forward Financing', 'Kapitus', 'CFG Merchant'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const ISOS = ['Apex Business Funding', 'Lendstream Partners', 'Capital Bridge ISO', 'Main Street Advance Group', 'Prime Merchant Brokers'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing', 'Debt consolidation'];
const SUFFIX_US: readonly (readonly [string, string])[] = [[', LLC', 'llc'], [' LLC', 'llc'], [', Inc.', 'c_corporation'], [' Inc', 'c_corporation'],
  [' Corp.', 'c_corporation'], [' Group LLC', 'llc'], [' Partners LP', 'limited_partnership'], [' Holdings, Inc.', 'c_corporation']];
const CRED: Record<string, string> = { dental_practice: 'DDS', medical_practice: 'DC', veterinary: 'DVM', professional_services: 'CPA' };

export const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const luhnDigit = (d: string) => {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
};

function ein(r: Rng): string {
  const pre = r.pick(['20', '26', '27', '33', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '90', '92', '93']);
  return `${pre}-${r.int(1000000, 9999999)}`;
}
function ssn(r: Rng): string { return `${r.int(101, 665)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`; }
function itin(r: Rng): string { return `9${r.int(10, 99)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}`; }
function sin(r: Rng): string { const d = `${r.int(1, 7)}${r.digits(7)}`; const full = d + luhnDigit(d); return `${full.slice(0, 3)}-${full.slice(3, 6)}-${full.slice(6)}`; }
export function bnDigits(r: Rng): string { const d = `${r.int(7, 8)}${r.digits(7)}`; return d + luhnDigit(d); }

function isoDate(r: Rng, y0: number, y1: number): string { return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`; }
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`; }

function address(r: Rng, country: 'US' | 'CA', region?: string): Address {
  if (country === 'CA') {
    const p = PROVINCES.find((x) => x[0] === region) ?? r.pick(PROVINCES);
    const L = 'ABCEGHJKLMNPRSTVXY';
    const post = `${p[3]}${r.int(0, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L])}${r.int(0, 9)}`;
    return { street: `${r.int(10, 9800)} ${r.pick(STREETS)}`, city: r.pick(p[2]), region: p[0], regionName: p[1], zip: post };
  }
  const s = US_STATES.find((x) => x[0] === region) ?? r.pick(US_STATES);
  return { street: `${r.int(10, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city: r.pick(s[2]), region: s[0],
    regionName: s[1], zip: s[3]((n) => r.digits(n)) };
}

export interface MerchantOptions { country?: 'US' | 'CA'; owners?: [number, number]; soleProp?: boolean }

export function makeMerchant(r: Rng, o: MerchantOptions = {}): Merchant {
  const country = o.country ?? 'US';
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const word = r.pick(WORDS);
  const addr = address(r, country);
  const nOwners = o.soleProp ? 1 : r.int(o.owners?.[0] ?? 1, o.owners?.[1] ?? 3);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 30, 30], [50, 25, 25], [34, 33, 33]]);
  const usedLast = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let last = r.pick(LAST);
    while (usedLast.has(last)) last = r.pick(LAST);
    usedLast.add(last);
    const first = r.pick(FIRST);
    const home = address(r, country, r.chance(0.8) ? addr.region : undefined);
    const taxType = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    return { first, middle: r.chance(0.4) ? r.pick([...'ABCDEJKLMRST']) : null, last, cred: i === 0 && CRED[industryId] && r.chance(0.5) ? CRED[industryId]! : null,
      title: o.soleProp ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : country === 'CA' ? r.pick(['President', 'Director', 'Owner', 'Secretary-Treasurer']) : i === 0 ? r.pick(['Owner', 'CEO', 'President', 'Managing Member', 'Member']) : r.pick(['Partner', 'Member', 'VP', 'COO', 'Co-Owner']),
      pct, taxId: taxType === 'SIN' ? sin(r) : taxType === 'ITIN' ? itin(r) : ssn(r), masked: r.chance(0.25), taxType,
      dob: isoDate(r, 1955, 1995), credit: r.chance(0.6) ? r.int(520, 810) : null, home, phone: phone(r),
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
  });
  let legal: string, entity: string;
  if (o.soleProp) [legal, entity] = [`${owners[0]!.first} ${owners[0]!.last}`, 'sole_proprietorship'];
  else if (country === 'CA') {
    legal = r.chance(0.3) ? `${r.int(1000000, 2999999)} ${addr.region === 'ON' ? 'Ontario' : addr.regionName} Inc.` : `${word} ${industryText.split(/[ /&]/)[0]} ${r.pick(['Ltd.', 'Inc.', 'Corp.', 'Limited'])}`;
    entity = 'ca_corporation';
  } else {
    const [suffix, id] = r.pick(SUFFIX_US);
    legal = `${word} ${industryText.split(/[ /&]/)[0]}${suffix}`;
    entity = id === 'c_corporation' && r.chance(0.35) ? 's_corporation' : id;
  }
  const dba = o.soleProp ? `${word} ${industryText.replace(/\b[a-z]/g, (c) => c.toUpperCase())}` : r.chance(0.6) ? `${word} ${r.pick(['Express', 'Studio', 'Co', 'Services', 'Pros', 'Market'])}` : null;
  const amount = r.pick([15000, 25000, 30000, 40000, 50000, 60000, 75000, 100000, 125000, 150000, 200000, 250000]);
  const nPayments = r.pick([60, 90, 120, 130, 150, 180, 24, 52]);
  const freq = nPayments === 24 ? 'biweekly' : nPayments === 52 ? 'weekly' : r.pick(['daily', 'daily', 'weekly'] as const);
  const bankNames = country === 'CA' ? BANKS_CA : BANKS_US;
  return {
    country, legal, entity, dba, industryText, industryId, ein: ein(r), bn: bnDigits(r), bnProgram: `R${r.pick(['C', 'T', 'P'])}000${r.int(1, 3)}`,
    address: addr, mailing: address(r, country), phone: phone(r), email: `info@${word.toLowerCase().replace(/ /g, '')}${r.pick(['.com', '.net', '.co'])}`,
    website: `www.${word.toLowerCase().replace(/ /g, '')}${r.pick(['.com', '.biz', '.net'])}`, start: isoDate(r, 2004, 2022),
    employees: r.int(1, 60), stateOfInc: country === 'CA' ? r.pick(['Federal (CBCA)', 'Ontario', 'British Columbia']) : r.pick(INCORPORATION_STATES),
    amount, payment: Math.round((amount * 1.35) / nPayments), nPayments, freq, useOfFunds: r.pick(USES),
    monthlySales: r.int(30, 400) * 1000 + r.int(0, 999), annualRevenue: r.int(400, 4800) * 1000, owners,
    landlord: { name: `${r.pick(WORDS)} Properties ${r.pick(['LLC', 'Inc.', 'Mgmt'])}`, phone: phone(r), rent: r.int(15, 120) * 100 + 50 },
    bank: { name: r.pick(bankNames), routing: country === 'CA' ? `${r.digits(5)}-${r.pick(['001', '003', '004', '002'])}` : `0${r.int(21, 99)}${r.digits(6)}`,
      account: r.digits(r.int(9, 12)), officer: `${r.pick(FIRST)} ${r.pick(LAST)}` },
    tradeRefs: [0, 1, 2].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Equipment'])}`, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    iso: { company: r.pick(ISOS), rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: `submissions@${r.pick(['apexfunding', 'lendstream', 'capbridge'])}.com` },
    existing: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(5000, 90000), payment: r.int(150, 1400) })) : [],
    signedOn: `2026-${pad(r.int(1, 11))}-${pad(r.int(1, 28))}`, rent: r.chance(0.7),
  };
}

// ---- spellings ---------------------------------------------------------------------------------------------------
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function fmtDate(iso: string, form: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (form % 4) {
    case 0: return `${pad(m)}/${pad(d)}/${y}`;
    case 1: return `${pad(m)}/${pad(d)}/${String(y).slice(2)}`;
    case 2: return `${MONTHS[m - 1]} ${d}, ${y}`;
    default: return `${m}/${d}/${y}`;
  }
}
export function fmtMoney(n: number, form: number, ccy = ''): string {
  const s = n.toLocaleString('en-US');
  switch (form % 4) {
    case 0: return `$${s}`;
    case 1: return `${s}.00`;
    case 2: return ccy ? `${ccy} ${s}` : `$ ${s}`;
    default: return `$${s}.00`;
  }
}
export function fmtName(o: Owner, form: number): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const cred = o.cred ? `, ${o.cred}` : '';
  return form % 3 === 2 ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${cred}`;
}
export function maskId(id: string, r: Rng): string {
  const tail = id.replace(/\D/g, '').slice(-4);
  return id.length === 11 && id[3] === '-' && id[6] === '-' ? r.pick([`XXX-XX-${tail}`, `***-**-${tail}`]) : `***-***-${tail.slice(1)}`;
}
export const digits = (s: string) => s.replace(/\D/g, '');
export const oneLine = (a: Address) => `${a.street}, ${a.city}, ${a.region} ${a.zip}`;
