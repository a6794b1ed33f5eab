// One merchant and its papers, drawn from a seed: what the owner would write on any broker's form, which optional
// values are left blank or masked, and the people and numbers around it that are not the application (landlord,
// trade references, the broker's rep, existing funders, bank account, state of incorporation, owners' homes).
// Layouts choose how each value is printed; the truth is made from what they print (pen.ts).
import { Rng } from '../../statements/generator/prng.ts';
import { CA_ENTITIES, INCORPORATION_STATES, INDUSTRIES, PROVINCES, STATES, US_ENTITIES, type Place } from './ids.ts';

const FIRST = ['Maria', 'James', 'Luis', 'Aisha', 'Robert', 'Mei', 'Daniel', 'Priya', 'Kevin', 'Fatima', 'Thomas', 'Olga', 'Marcus', 'Hannah',
  'Carlos', 'Nadia', 'Derek', 'Yolanda', 'Samuel', 'Grace', 'Andre', 'Lucia', 'Brian', 'Keisha', 'Victor', 'Elena', 'Trevor', 'Rosa'];
const LAST = ['Alvarez', 'Okafor', 'Nguyen', 'Whitfield', 'Kowalski', 'Brennan', 'Delgado', 'Haddad', 'Fitzgerald', 'Lindqvist', 'Moreau',
  'Castillo-Reyes', 'Van der Berg', "O'Connell", 'Pham', 'Abernathy', 'Sato', 'De La Cruz', 'Mbeki', 'Novak', 'Greenbaum', 'Ibarra'];
const WORD_A = ['Summit', 'Blue Heron', 'Copper Kettle', 'Northgate', 'Lakeshore', 'Red Maple', 'Ironwood', 'Golden Spoon', 'Harborview',
  'Prairie Wind', 'Silverline', 'Cedar Point', 'Bright Path', 'Old Mill', 'Tri-County', 'Eastside'];
const WORD_B = ['Group', 'Enterprises', 'Services', 'Holdings', 'Works', 'Partners', 'Solutions', 'Company', 'Brothers', 'Associates'];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', '2nd Ave', 'Market St', 'Riverside Dr', 'Route 9'];
const CREDENTIALS = ['DC', 'CPA', 'DDS', 'MD'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary'];
const FUNDERS = ['Pinecrest Advance LLC', 'Harbor Merchant Funding', 'Atlas Daily Capital', 'Bluewave Receivables', 'Crescent Bay Funding'];
const BANKS = ['First Prairie Bank', 'Coastline Federal Credit Union', 'Union Mercantile Bank', 'Greenfield Savings Bank'];
const LANDLORD_CO = ['Westbrook Realty Mgmt', 'Keller Property Holdings', 'Stonegate Commercial', 'Parkside Leasing Co'];
const REFS = ['Sysco Supply Co', 'Allied Packaging Inc', 'Metro Paper & Janitorial', 'Central Uniform Service', 'Apex Equipment Rental', 'Grainger Industrial'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Renovation', 'Marketing'];

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export type DateFmt = 'mdy4' | 'mdy2' | 'long' | 'iso';
export interface Address { street: string; city: string; state: Place; zip: string }

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string | null; ownership: number | null; credit: number | null;
  /** As printed (full or masked) or null when left blank; taxId is the truth (null when masked or blank). */
  taxPrinted: string | null; taxId: string | null; taxType: 'SSN' | 'ITIN' | 'SIN' | null;
  dob: string | null; home: Address; phone: string; email: string;
}

export interface Merchant {
  canada: boolean;
  legal: string;
  /** The DBA as written ('SAME', 'N/A', the legal name again, a name) or null when left blank. */
  dba: string | null; dbaTruth: string | null;
  entityText: string; entityId: string; industryText: string; industryId: string;
  taxPrinted: string; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string | null; dateFmt: DateFmt;
  address: Address; phone: string; email: string; website: string | null;
  incorporation: Place | null;
  amount: number; payment: number | null; payments: number | null; freq: Freq | null;
  use: string; monthlySales: number; employees: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number } | null;
  refs: { name: string; phone: string }[];
  rep: { name: string; phone: string; email: string };
  funders: { name: string; balance: number; payment: number }[];
  bank: { name: string; routing: string; account: string };
}

function luhnComplete(payload: string): string {
  for (let c = 0; c <= 9; c++) {
    const s = payload + c;
    let sum = 0;
    for (let i = 0; i < s.length; i++) {
      let d = Number(s[s.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}

function phone(r: Rng): string {
  return `(${r.int(2, 9)}${r.digits(2)}) ${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
}

function address(r: Rng, state: Place, canada: boolean): Address {
  const zip = canada ? `${state.zip}${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}`
    : `${state.zip}${r.digits(3)}`;
  return { street: `${r.int(12, 9800)} ${r.pick(STREETS)}`, city: r.pick(state.cities), state, zip };
}

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}

function ssn(r: Rng): { printed: string; type: 'SSN' | 'ITIN' } {
  if (r.chance(0.12)) return { printed: `9${r.digits(2)}-${r.int(70, 88)}-${r.int(1000, 9999)}`, type: 'ITIN' };
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return { printed: `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${r.int(1000, 9999)}`, type: 'SSN' };
}

/** Ownership splits that add up to 100. */
function splits(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  const sets: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(sets[n]!);
}

function owner(r: Rng, place: Place, canada: boolean, pct: number, used: Set<string>, industryText: string): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(FIRST); last = r.pick(LAST); }
  used.add(first); used.add(last);
  const away = r.chance(0.35);
  const homeState = away ? r.pick((canada ? PROVINCES : STATES).filter((s) => s.code !== place.code)) : place;
  const masked = r.chance(0.3), blank = !masked && r.chance(0.1);
  let taxPrinted: string | null = null, taxId: string | null = null, taxType: Owner['taxType'] = null;
  if (canada) {
    const sin = luhnComplete(`${r.int(1, 7)}${r.digits(7)}`);
    if (masked) taxPrinted = `*** *** ${sin.slice(6)}`;
    else if (!blank) { taxPrinted = r.chance(0.5) ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` : `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`; taxId = sin; taxType = 'SIN'; }
  } else {
    const s = ssn(r);
    if (masked) taxPrinted = `${r.pick(['XXX-XX-', '***-**-'])}${s.printed.slice(-4)}`;
    else if (!blank) { taxPrinted = s.printed; taxId = s.printed.replace(/\D/g, ''); taxType = s.type; }
  }
  const medical = /dentist|clinic|Chiropractor|Medical|Bookkeeping/.test(industryText);
  return {
    first, middle: r.chance(0.35) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last,
    credential: medical && r.chance(0.5) ? r.pick(CREDENTIALS) : null,
    title: r.chance(0.9) ? r.pick(TITLES) : null, ownership: r.chance(0.93) ? pct : null,
    credit: r.chance(0.45) ? r.int(540, 810) : null, taxPrinted, taxId, taxType,
    dob: r.chance(0.8) ? isoDate(r, 1956, 1996) : null, home: address(r, homeState, canada), phone: phone(r),
    email: `${first[0]!.toLowerCase()}${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
  };
}

export function makeMerchant(seed: Rng, canada: boolean, maxOwners = 4): Merchant {
  const r = seed.fork('merchant');
  const place = r.pick(canada ? PROVINCES : STATES);
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const [entityText, entityId] = r.pick(canada ? CA_ENTITIES : US_ENTITIES);
  const sole = entityId === 'sole_proprietorship';
  const nOwners = sole ? 1 : Math.min(maxOwners, r.weighted([[1, 3], [2, 4], [3, 2], [4, 2]] as const));
  const used = new Set<string>();
  const pcts = splits(r, nOwners);
  const owners = pcts.map((p) => owner(r, place, canada, p, used, industryText));
  const base = `${r.pick(WORD_A)} ${r.pick(WORD_B)}`;
  const suffix: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['Inc.', 'Corp.', 'Incorporated'], s_corporation: ['Inc.', 'Corp.'],
    general_partnership: ['& Co.', 'Partnership'], llp: ['LLP'], limited_partnership: ['LP', 'L.P.'], pllc: ['PLLC'], ca_corporation: ['Inc.', 'Ltd.', 'Corp.'] };
  const o1 = owners[0]!;
  const legal = sole ? `${o1.first} ${o1.last}` : `${base}${entityId.includes('corporation') && r.chance(0.6) ? ',' : ''} ${r.pick(suffix[entityId]!)}`;
  const dbaKind = r.weighted([['name', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const tail = industryText.split(' ').pop()!;
  const dbaName = sole ? base : `${r.pick(WORD_A)} ${tail[0]!.toUpperCase()}${tail.slice(1)}`;
  const dba = dbaKind === 'name' ? dbaName : dbaKind === 'blank' ? null : dbaKind === 'legal' ? legal : dbaKind;
  let taxPrinted: string, taxId: string, taxType: Merchant['taxType'];
  if (canada) {
    const bn = luhnComplete(`${r.int(1, 8)}${r.digits(7)}`), prog = r.pick(['RC0001', 'RT0001', 'RP0001']);
    taxPrinted = r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn}-${prog}`]); taxId = `${bn}${prog}`; taxType = 'BN';
  } else if (sole && o1.taxId && o1.taxType !== 'SIN' && r.chance(0.6)) {
    // A sole proprietor without an EIN writes the owner's own number.
    const full = `${o1.taxId.slice(0, 3)}-${o1.taxId.slice(3, 5)}-${o1.taxId.slice(5)}`;
    taxPrinted = full; taxId = o1.taxId; taxType = o1.taxType === 'ITIN' ? 'ITIN' : 'SSN';
  } else {
    const pre = r.pick([12, 13, 20, 22, 26, 27, 30, 33, 36, 38, 41, 45, 46, 47, 51, 54, 56, 58, 61, 65, 72, 74, 81, 84, 86, 88]);
    taxPrinted = `${pre}-${r.digits(7)}`; taxId = taxPrinted.replace('-', ''); taxType = 'EIN';
  }
  const amount = r.int(3, 100) * 5000;
  const freq = r.chance(0.8) ? r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const) : null;
  const payments = freq && r.chance(0.7) ? { daily: r.int(6, 16) * 10, weekly: r.int(16, 52), biweekly: r.int(8, 26), monthly: r.int(6, 12) }[freq] : null;
  const payment = payments && r.chance(0.8) ? Math.round((amount * r.float(1.25, 1.45) / payments) * 100) / 100 : null;
  const incorporation = !sole && r.chance(0.45) ? r.pick(INCORPORATION_STATES) : null;
  const domain = base.toLowerCase().replace(/[^a-z]/g, '');
  const repFirst = r.pick(['Jordan', 'Casey', 'Morgan', 'Riley', 'Avery', 'Quinn']), repLast = r.pick(['Sterling', 'Holloway', 'Ashford', 'Prescott']);
  const funders = r.shuffle([...FUNDERS]).slice(0, r.weighted([[0, 4], [1, 3], [2, 2]] as const)).map((name) => {
    const balance = r.int(30, 900) * 100 + 17;
    return { name, balance, payment: Math.round(r.float(150, 1900) * 100) / 100 + 0.03 };
  });
  // Decoy numbers never equal a value of the application (a reader must not be right by luck).
  const taken = new Set<number>([amount, payment ?? -1, payments ?? -1, ...owners.flatMap((o) => [o.ownership ?? -1, o.credit ?? -1])]);
  let employees = r.int(1, 45), monthlySales = r.int(20, 400) * 1000 + r.int(1, 999);
  while (taken.has(employees)) employees = r.int(1, 45);
  while (taken.has(monthlySales) || taken.has(monthlySales * 12)) monthlySales += 7;
  return {
    canada, legal, dba, dbaTruth: dba === null || dba === 'SAME' || dba === 'N/A' || dba === legal ? null : dba,
    entityText, entityId, industryText, industryId, taxPrinted, taxId, taxType,
    start: r.chance(0.88) ? isoDate(r, 1998, 2023) : null, dateFmt: canada ? 'iso' : r.pick(['mdy4', 'mdy4', 'mdy2', 'long'] as const),
    address: address(r, place, canada), phone: phone(r), email: `info@${domain}.${canada ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${domain}.${canada ? 'ca' : 'com'}` : null, incorporation,
    amount, payment, payments, freq, use: r.pick(USES), monthlySales, employees, owners,
    landlord: r.chance(0.75) ? { name: r.pick(LANDLORD_CO), phone: phone(r), rent: r.int(12, 95) * 100 } : null,
    refs: r.shuffle([...REFS]).slice(0, 2).map((name) => ({ name, phone: phone(r) })),
    rep: { name: `${repFirst} ${repLast}`, phone: phone(r), email: `${repFirst.toLowerCase()}@${r.pick(['fundflowpartners', 'capitalbridgeiso'])}.com` },
    funders, bank: { name: r.pick(BANKS), routing: `0${r.int(1, 9)}${r.digits(7)}`, account: r.digits(r.int(8, 12)) },
  };
}
