// The fictional practice behind one form of set 226: every value a broker's form may print, with its truth value.
// Drawn from its own Rng fork so the three styles of one (layout, seed) share one truth.
import { Rng } from '../../statements/generator/prng.ts';
import { entityId, industryId } from './reference.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; cred: string; dr: boolean; role: string; ownership: number;
  ownershipText: string; taxId: string; taxType: 'SSN' | 'ITIN'; masked: boolean; dob: string | null;
  credit: number | null; home: Addr; license: string; npi: string; cell: string; email: string;
}
export interface Practice {
  kind: 'medical' | 'dental' | 'cpa' | 'law';
  legal: string; dbaText: string; dbaTruth: string | null; entityText: string; entityId: string;
  industryText: string; industryId: string; ein: string; einBare: boolean; start: string; startMode: number;
  yearsOnly: boolean; years: number; addr: Addr; incState: string; phone: string; fax: string; email: string; website: string;
  employees: number; rent: boolean; requested: number; amountMode: number; useOfFunds: string;
  payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; paymentPrinted: boolean;
  groupNpi: string; dea: string; ptan: string; clia: string; stateLicense: string;
  payers: { name: string; pct: number; amount: number }[]; collections: { month: string; amount: number }[];
  bank: { name: string; routing: string; account: string }; landlord: { name: string; phone: string; rent: number };
  manager: { name: string; phone: string; email: string }; existing: { funder: string; balance: number; payment: number }[];
  references: { name: string; phone: string }[]; iso: { name: string; phone: string; id: string };
  malpractice: { carrier: string; policy: string }; owners: Owner[]; signDate: string;
}

const FIRST = ['Priya', 'Marcus', 'Elena', 'Samuel', 'Aisha', 'Jonathan', 'Mei', 'Rafael', 'Hannah', 'Omar', 'Grace', 'Viktor', 'Leah', 'Daniel', 'Nkechi', 'Thomas', 'Sofia', 'Arjun', 'Claire', 'Benjamin'];
const LAST = ['Raman', 'Whitfield', 'de la Cruz', "O'Connell", 'Nguyen-Tran', 'Van Horn', 'Okafor', 'Feldman', 'Castellano', 'Brennan', 'Abernathy', 'Kowalczyk', 'St. Clair', 'Hollis-Grant', 'Moreau', 'Delgado', 'Lindqvist', 'Chaudhry', 'MacAllister', 'Bergstrom'];
const MANAGERS = ['Linda Pham', 'Carla Jimenez', 'Denise Walker', 'Tracy Holloway', 'Monica Reyes', 'Gail Brooks'];
const PLACES: [string, string, string][] = [['NY', 'Rochester', '146'], ['TX', 'Plano', '750'], ['FL', 'Sarasota', '342'], ['NC', 'Raleigh', '276'], ['MI', 'Grand Rapids', '495'],
  ['WA', 'Spokane', '992'], ['NJ', 'Montclair', '070'], ['PA', 'Allentown', '181'], ['GA', 'Marietta', '300'], ['AZ', 'Scottsdale', '852'], ['CO', 'Boulder', '803'],
  ['OH', 'Dublin', '430'], ['MD', 'Columbia', '210'], ['VA', 'Richmond', '232'], ['TN', 'Franklin', '370'], ['MN', 'Edina', '554'], ['IL', 'Naperville', '605'], ['MA', 'Worcester', '016']];
const STREETS = ['Medical Park Dr', 'Professional Pkwy', 'Oak Hollow Rd', 'Main St', 'Commerce Blvd', 'Wellness Way', 'Harbor View Ave', 'Court St', 'Elm Ridge Ln', 'Summit Ave'];
const FUNDERS = ['Bluewater Capital', 'Pinnacle Advance LLC', 'Rapid Revenue Funding', 'Keystone Merchant Capital', 'Northline Funding'];
const BANKS = ['First Horizon Bank', 'Truist Bank', 'Citizens Bank', 'KeyBank', 'Regions Bank', 'Fifth Third Bank', 'PNC Bank'];
const CARRIERS = ['MedPro Group', 'The Doctors Company', 'ProAssurance', 'Coverys', 'CNA Professional'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const KINDS = {
  medical: { creds: ['MD', 'DO', 'DPM'], names: ['Family Medicine', 'Internal Medicine Associates', 'Pediatric Partners', 'Dermatology Group', 'Orthopedic & Spine', 'Urgent Care'],
    ind: ['Family medicine clinic', 'Internal medicine physician practice', 'Urgent care center', 'Medical office (dermatology)', 'Podiatry - physician practice', 'Physical therapy clinic', 'Chiropractor office'],
    ents: [['PLLC', 'PLLC'], ['P.C.', 'P.C.'], ['P.A.', 'P.A.'], ['Professional Corporation', ', a Professional Corporation'], ['P.L.L.C.', 'P.L.L.C.']] },
  dental: { creds: ['DDS', 'DMD'], names: ['Family Dentistry', 'Dental Arts', 'Smile Studio', 'Orthodontics', 'Oral & Maxillofacial Surgery', 'Pediatric Dentistry'],
    ind: ['Dental office', 'Orthodontist', 'General dentist - family dental office', 'Oral surgeon practice', 'Pediatric dental office'],
    ents: [['PLLC', 'PLLC'], ['P.C.', 'P.C.'], ['Professional Association', 'P.A.'], ['PC', 'PC'], ['LLC', 'LLC']] },
  cpa: { creds: ['CPA'], names: ['Tax & Advisory', 'Accounting Group', 'CPAs', 'Business Advisors'],
    ind: ['CPA firm', 'Accountant - tax & audit', 'Bookkeeping & CPA services'],
    ents: [['LLP', 'LLP'], ['PLLC', 'PLLC'], ['P.C.', 'P.C.'], ['Prof. Corp.', 'P.C.']] },
  law: { creds: ['Esq.', 'J.D.'], names: ['Law Group', 'Injury Lawyers', 'Legal', 'Trial Attorneys'],
    ind: ['Law firm', 'Attorney - personal injury', 'Estate planning law office'],
    ents: [['LLP', 'LLP'], ['PLLC', 'PLLC'], ['P.A.', 'P.A.'], ['Professional Corporation', 'P.C.']] },
} as const;

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;
export function fmtDate(isoDate: string, mode: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  switch (mode % 4) {
    case 0: return `${pad(m)}/${pad(d)}/${y}`;
    case 1: return `${m}/${d}/${String(y).slice(2)}`;
    case 2: return `${MONTHS[m - 1]} ${d}, ${y}`;
    default: return `${pad(m)}-${pad(d)}-${y}`;
  }
}
export function money(n: number, mode: number): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  switch (mode % 4) {
    case 0: return `$${s}`;
    case 1: return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 2: return `$ ${s}`;
    default: return s;
  }
}
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
function ein(r: Rng): string {
  const pre = r.pick(['12', '13', '20', '26', '27', '33', '36', '45', '46', '47', '54', '56', '61', '65', '72', '74', '81', '82', '83', '84', '86', '87', '88', '90', '92', '93', '98', '99']);
  return `${pre}-${r.int(1000000, 9999999)}`;
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.int(70, 88)}-${r.int(1000, 9999)}`;
  let area = r.int(1, 665);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
const addr = (r: Rng, state?: string): Addr => {
  const p = state ? PLACES.find((x) => x[0] === state) ?? r.pick(PLACES) : r.pick(PLACES);
  return { street: `${r.int(12, 9800)} ${r.pick(STREETS)}${r.chance(0.4) ? `, Suite ${r.int(100, 450)}` : ''}`, city: p[1], state: p[0], zip: `${p[2]}${r.digits(2)}` };
};
const SPLITS = [[100], [50, 50], [60, 40], [51, 49], [34, 33, 33], [40, 30, 30], [50, 25, 25]];

export function makePractice(r: Rng, maxOwners: number): Practice {
  const kind = r.weighted([['medical', 4], ['dental', 3], ['cpa', 1.5], ['law', 1.5]] as const);
  const K = KINDS[kind];
  const [entityText, suffix] = r.pick(K.ents as unknown as [string, string][]);
  const surname = r.pick(LAST);
  const base = r.chance(0.5) ? `${r.pick(['Lakeshore', 'Ridgeview', 'Cedar Valley', 'Brookside', 'Northgate', 'Harborpoint', 'Willow Creek'])} ${r.pick(K.names)}` : `${surname} ${r.pick(K.names)}`;
  const legal = suffix.startsWith(',') ? `${base}${suffix}` : `${base}, ${suffix}`;
  const dbaKind = r.int(0, 4);
  const dbaName = `${r.pick(['Bright', 'Clear', 'True', 'Prime', 'Summit'])} ${r.pick(K.names)}`;
  const dbaText = ['', 'SAME', 'N/A', base === dbaName ? legal : dbaName, dbaName][dbaKind]!;
  const dbaTruth = dbaKind >= 3 && dbaText !== legal ? dbaText : null;
  const industryText = r.pick(K.ind);
  const a = addr(r);
  const nOwners = Math.min(maxOwners, r.weighted([[1, 4], [2, 4], [3, 2]] as const));
  const split = r.pick(SPLITS.filter((s) => s.length === nOwners));
  const ownerRoles = kind === 'law' || kind === 'cpa' ? ['Managing Partner', 'Partner', 'Senior Partner']
    : ['President', 'Managing Member', kind === 'dental' ? 'Owner / Clinical Director' : 'Owner / Medical Director', 'Vice President', 'Member'];
  const owners: Owner[] = split.map((pct, i) => {
    const first = r.pick(FIRST);
    const last = i === 0 && base.startsWith(surname) ? surname : r.pick(LAST);
    const masked = r.chance(0.25);
    const taxType = r.chance(0.1) ? 'ITIN' as const : 'SSN' as const;
    return { first, middle: r.chance(0.5) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '', last, cred: r.pick(K.creds as unknown as string[]), dr: kind === 'medical' || kind === 'dental' ? r.chance(0.6) : false,
      role: i === 0 ? r.pick(ownerRoles) : r.pick(ownerRoles.slice(1)), ownership: pct, ownershipText: r.chance(0.5) ? `${pct}%` : String(pct),
      taxId: ssn(r, taxType === 'ITIN'), taxType, masked, dob: r.chance(0.85) ? iso(r.int(1955, 1988), r.int(1, 12), r.int(1, 28)) : null,
      credit: r.chance(0.6) ? r.int(590, 815) : null, home: addr(r, a.state), license: `${r.pick(['ME', 'DN', 'LIC', 'CPA'])}-${r.digits(6)}`, npi: `1${r.digits(9)}`,
      cell: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'icloud.com'])}` };
  });
  const requested = r.pick([25000, 40000, 50000, 75000, 85000, 100000, 125000, 150000, 200000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = { daily: r.pick([120, 160, 200]), weekly: r.pick([26, 32, 40, 52]), biweekly: r.pick([13, 20, 26]), monthly: r.pick([6, 9, 12]) }[freq];
  const payment = Math.round((requested * r.float(1.25, 1.45) / nPayments) * 100) / 100;
  const startY = r.int(1996, 2021);
  const monthly = r.int(60, 420) * 1000;
  const payerNames = kind === 'law' || kind === 'cpa' ? ['Hourly billing', 'Contingency', 'Retainers', 'Flat fee'] : ['Medicare', 'Medicaid', 'Commercial (BCBS, Aetna, UHC)', 'Self-pay'];
  const pcts = [r.int(25, 45), r.int(10, 25), r.int(20, 35)];
  const payers = payerNames.map((name, i) => { const pct = i < 3 ? pcts[i]! : 100 - pcts.reduce((s, v) => s + v, 0); return { name, pct, amount: Math.round(monthly * pct / 100) }; });
  const lastMonth = r.int(0, 11);
  const collections = [2, 1, 0].map((k) => ({ month: MONTHS[(lastMonth - k + 12) % 12]!.slice(0, 3), amount: Math.round(monthly * r.float(0.85, 1.15)) }));
  return {
    kind, legal, dbaText, dbaTruth, entityText, entityId: entityId(entityText)!, industryText, industryId: industryId(industryText)!,
    ein: ein(r), einBare: r.chance(0.25), start: iso(startY, r.int(1, 12), r.int(1, 28)), startMode: r.int(0, 3), yearsOnly: r.chance(0.15), years: 2025 - startY,
    addr: a, incState: r.chance(0.3) ? r.pick(PLACES)[0] : a.state, phone: phone(r), fax: phone(r), email: `office@${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 18)}.com`,
    website: r.chance(0.7) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 18)}.com` : '', employees: r.int(4, 60), rent: r.chance(0.75), requested, amountMode: r.int(0, 3),
    useOfFunds: r.pick(['New CBCT imaging unit', 'Payroll during insurance lag', 'Second office build-out', 'EHR migration and staff', 'Working capital', 'Laser equipment']),
    payment, nPayments, freq, paymentPrinted: r.chance(0.7),
    groupNpi: `1${r.digits(9)}`, dea: `${r.pick(['A', 'B', 'F', 'M'])}${r.pick(['R', 'W', 'K', 'H'])}${r.digits(7)}`, ptan: r.alnum(6), clia: `${r.digits(2)}D${r.digits(7)}`, stateLicense: `${a.state} ${r.digits(5)}`,
    payers, collections, bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    landlord: { name: `${r.pick(['Ridgeway', 'Meadowbrook', 'Crescent', 'Parkside'])} Medical Properties LLC`, phone: phone(r), rent: r.int(30, 180) * 100 },
    manager: { name: r.pick(MANAGERS), phone: phone(r), email: `frontdesk@${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com` },
    existing: Array.from({ length: r.int(0, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(8, 90) * 1000, payment: r.int(150, 1800) })),
    references: [{ name: `${r.pick(['Dr.', ''])} ${r.pick(FIRST)} ${r.pick(LAST)}`.trim(), phone: phone(r) }, { name: `${r.pick(['Henry Schein', 'Patterson Dental', 'McKesson Medical', 'Thomson Reuters'])}`, phone: phone(r) }],
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), id: `ISO-${r.digits(5)}` },
    malpractice: { carrier: r.pick(CARRIERS), policy: `${r.alnum(3)}${r.digits(7)}` }, owners,
    signDate: iso(2025, r.int(1, 9), r.int(1, 28)),
  };
}

/** An owner's name as a layout prints it: 0 "Dr. First M. Last, MD", 1 "Last, First M.", 2 "First Last". */
export function ownerName(o: Owner, mode: number): string {
  const mid = o.middle ? ` ${o.middle}` : '';
  if (mode === 1) return `${o.last}, ${o.first}${mid}`;
  if (mode === 2) return `${o.first} ${o.last}`;
  return `${o.dr ? 'Dr. ' : ''}${o.first}${mid} ${o.last}, ${o.cred}`;
}
export function ownerTax(o: Owner, mode: number): string {
  if (!o.masked) return o.taxId;
  return mode % 2 ? `***-**-${o.taxId.slice(-4)}` : `XXX-XX-${o.taxId.slice(-4)}`;
}
