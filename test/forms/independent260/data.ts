// Set 260: the merchant's case (what the corrected form finally says) and its printed variants. Independent of the
// reader: only /work/shared/reference is consulted, for ids.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases?: string[]; code?: string; countries?: string[] }
function items(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
}
export const ENTITY_IDS = new Set(items('entity-types.json').map((i) => i.id));
export const INDUSTRIES = items('industries.json');
export const INDUSTRY_IDS = new Set(INDUSTRIES.map((i) => i.id));
export const STATE_CODES = new Set(items('states.json').map((i) => i.code!));
export const PROVINCE_CODES = new Set(items('provinces.json').map((i) => i.code!));

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const esc = a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      if (new RegExp(`(?<![A-Za-z0-9])${esc}(?![A-Za-z0-9])`, 'i').test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export type Country = 'US' | 'CA';

export interface Owner {
  first: string; last: string; printedName: string; title: string; pct: number; pctText: string;
  taxPrinted: string | null; taxTruth: string | null; taxType: string | null; taxMasked: boolean;
  dobIso: string | null; dobPrinted: string | null; credit: number | null;
  home: string; homeCity: string; initials: string;
}

export interface Correction { field: string; old: string }

export interface Case {
  country: Country;
  legal: string; dbaPrinted: string | null; dbaTruth: string | null; dbaOverNA: boolean;
  entityPrinted: string; entityId: string;
  industryText: string; industryId: string;
  taxPrinted: string | null; taxTruth: string | null; taxType: string | null;
  startPrinted: string; startIso: string;
  street: string; city: string; region: string; postal: string; phone: string; email: string; website: string | null;
  incState: string;
  amountPrinted: string; amount: number; useOfFunds: string;
  terms: { paymentPrinted: string; payment: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' } | null;
  owners: Owner[];
  monthlySales: string; employees: number;
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: string };
  iso: { name: string; company: string; phone: string; id: string };
  refs: { name: string; phone: string }[];
  advances: { funder: string; balance: string; payment: string }[];
  corrections: Correction[];
  notes: string[];
  sticky: string[];
}

const FIRST = ['Maria', 'James', 'Wei', 'Aaliyah', 'Jean-Luc', 'Priya', 'Connor', 'Mei-Ling', 'Dmitri', 'Rosa', 'Tyrone', 'Siobhan', 'Kwame',
  'Hannah', 'Luis', 'Nadia', 'Patrick', 'Yusuf', 'Chloe', 'Marcus', 'Anne-Marie', 'Giovanni', 'Fatima', 'Rhys', 'Esperanza', 'Bartholomew'];
const LAST = ['Okafor', 'Ramos-Whitfield', "O'Neill", "D'Angelo", 'van der Berg', 'De La Cruz', 'McAllister', 'Nguyen', 'St. Pierre', 'Kowalski',
  'Abernathy-Cole', 'di Santo', 'MacLeod', 'Villanueva', 'Baptiste', 'Le Blanc', 'Haddad', 'Brennan', "O'Connor", 'Al-Amin', 'Schultz',
  'Delacroix', 'Tremblay', 'Bouchard-Roy', 'von Hagen', 'Fitzgerald'];
const WORD_A = ['Summit', 'Harbor', 'Copper', 'Bluebird', 'Granite', 'Riverbend', 'Northstar', 'Oakline', 'Prairie', 'Silverleaf', 'Redwood',
  'Lakeview', 'Ironwood', 'Golden Gate', 'Cedar Hollow', 'Brightwater', 'Union Square', 'Magnolia'];

const US_PLACES: [string, string, string][] = [['Austin', 'TX', '78704'], ['Tampa', 'FL', '33602'], ['Columbus', 'OH', '43215'],
  ['Denver', 'CO', '80205'], ['Paterson', 'NJ', '07501'], ['Yonkers', 'NY', '10701'], ['Phoenix', 'AZ', '85004'], ['Raleigh', 'NC', '27601'],
  ['Fresno', 'CA', '93721'], ['Atlanta', 'GA', '30303'], ['Boise', 'ID', '83702'], ['Spokane', 'WA', '99201'], ['Omaha', 'NE', '68102'],
  ['Providence', 'RI', '02903'], ['Baton Rouge', 'LA', '70802'], ['Las Vegas', 'NV', '89101'], ['Knoxville', 'TN', '37902'], ['Chicago', 'IL', '60607']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B 3C2'], ['Laval', 'QC', 'H7T 1C8'], ['Calgary', 'AB', 'T2P 1J9'],
  ['Surrey', 'BC', 'V3T 2W1'], ['Halifax', 'NS', 'B3J 1S9'], ['Winnipeg', 'MB', 'R3C 0V8'], ['Saskatoon', 'SK', 'S7K 1J5'],
  ['Moncton', 'NB', 'E1C 4M5'], ["St. John's", 'NL', 'A1C 5M2'], ['Ottawa', 'ON', 'K1P 5G4']];
const STREETS = ['Commerce St', 'Industrial Pkwy', 'Main Street', 'W. 3rd Ave', 'Route 9', 'Elm Ave', 'Harbourfront Rd', 'Lakeshore Blvd',
  'Market Sq', 'Old Mill Rd', 'Kingsway', 'Pioneer Dr'];

const INDUSTRY_TEXTS = ['Veterinary clinic', 'Full service restaurant', 'Hair salon & spa', 'HVAC contractor', 'Landscaper / snow removal',
  'Dental office', 'Local trucking & hauling', 'Convenience store', 'Daycare center', 'Plumbing services', 'Coffee shop', 'Gym',
  'Boutique clothing store', 'Commercial cleaning', 'Used car dealer', 'Drug store', 'Machine shop', 'Food truck', 'Dry cleaner',
  'Florist', 'Liquor store', 'IT services', 'Home health agency', 'Chiropractor', 'Tire shop', 'Pet grooming', 'Marketing agency',
  'Moving company', 'Roofing contractor', 'Bakery cafe', 'Nail salon', 'Auto shop', 'Bar & grill', 'Yoga studio', 'Motel'];

// [printed entity, reference id, legal-name suffix (null: sole proprietor, the owner's own name)]
const US_ENTITIES: [string, string, string | null][] = [['LLC', 'llc', ' LLC'], ['L.L.C.', 'llc', ', L.L.C.'],
  ['Limited Liability Company', 'llc', ' LLC'], ['Corporation', 'c_corporation', ', Inc.'], ['Inc.', 'c_corporation', ' Inc.'],
  ['C-Corp', 'c_corporation', ' Corp.'], ['S Corp', 's_corporation', ', Inc.'], ['Sole Proprietor', 'sole_proprietorship', null],
  ['Partnership', 'general_partnership', ' Partners'], ['LP', 'limited_partnership', ' LP'], ['LLP', 'llp', ' LLP'],
  ['PLLC', 'pllc', ' PLLC'], ['P.C.', 'professional_corporation', ' P.C.'], ['Non-Profit', 'nonprofit_corporation', ' Foundation'],
  ['Benefit Corp', 'benefit_corporation', ' PBC'], ['Co-op', 'cooperative', ' Cooperative'], ['LLLP', 'lllp', ' LLLP'],
  ['Business Trust', 'trust', ' Trust']];
const CA_ENTITIES: [string, string, string | null][] = [['Corporation', 'ca_corporation', ' Inc.'], ['Ltd.', 'ca_corporation', ' Ltd.'],
  ['Incorporated', 'ca_corporation', ' Incorporated'], ['Sole Proprietorship', 'sole_proprietorship', null],
  ['Partnership', 'general_partnership', ' & Associates'], ['ULC', 'ca_ulc', ' ULC'], ['Co-operative', 'cooperative', ' Co-operative'],
  ['LP', 'limited_partnership', ' LP'], ['Limited', 'ca_corporation', ' Limited']];

const FUNDERS = ['Pinnacle Receivables', 'Cobalt Merchant Funding', 'Lakeshore Advance Co.', 'Greenbridge Capital', 'Fastlane Business Cash',
  'Monarch Revenue Partners', 'Tidewater Funding'];
const BANKS_US = ['First Horizon Bank', 'TD Bank', 'Chase', 'Wells Fargo', 'Regions Bank', 'Citizens Bank', 'PNC Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins', 'CIBC'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON3 = MONTHS.map((m) => m.slice(0, 3));

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function money(n: number, cents = false): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

function luhn9(rng: Rng, first: number): string {
  for (;;) {
    const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
    for (let c = 0; c <= 9; c++) {
      const all = [...d, c];
      let sum = 0;
      all.forEach((x, i) => { let v = i % 2 === 1 ? x * 2 : x; if (v > 9) v -= 9; sum += v; });
      if (sum % 10 === 0) return all.join('');
    }
  }
}
function ein(rng: Rng): string {
  const prefixes = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46,
    47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86,
    87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
  return String(rng.pick(prefixes)) + pad(rng.int(1, 9999999), 7);
}
function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}
function itin(rng: Rng): string { return '9' + pad(rng.int(0, 99)) + String(rng.int(70, 88)) + pad(rng.int(1, 9999), 4); }

export function dateText(rng: Rng, y: number, m: number, d: number, country: Country): string {
  const f = rng.int(0, country === 'CA' ? 5 : 4);
  switch (f) {
    case 0: return `${pad(m)}/${pad(d)}/${y}`;
    case 1: return `${m}/${d}/${String(y).slice(2)}`;
    case 2: return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 3: return `${d}-${MON3[m - 1]}-${y}`;
    case 4: return `${m}/${d}/${y}`;
    default: return `${y}-${pad(m)}-${pad(d)}`;
  }
}
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export function amountText(rng: Rng, n: number, country: Country): string {
  const f = rng.int(0, 4);
  if (f === 0) return `$${money(n)}`;
  if (f === 1) return `${money(n, true)}`;
  if (f === 2) return `$${n}`;
  if (f === 3) return country === 'CA' ? `$${money(n)} CAD` : `$ ${money(n, true)}`;
  return `$${money(n, true)}`;
}

function phone(rng: Rng): string {
  const a = rng.pick(['212', '305', '512', '614', '720', '973', '416', '514', '403', '604', '902', '480']);
  return rng.pick([`(${a}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${a}-${rng.int(200, 989)}-${rng.digits(4)}`, `${a}.${rng.int(200, 989)}.${rng.digits(4)}`]);
}

function makeOwner(rng: Rng, country: Country, pct: number, i: number, soleProp: boolean): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const mi = rng.chance(0.55) ? String.fromCharCode(65 + rng.int(0, 25)) : null;
  const f = rng.int(0, 5);
  let printedName: string;
  if (f <= 2) printedName = `${first}${mi ? ` ${mi}.` : ''} ${last}`;
  else if (f === 3) printedName = `${last}, ${first}${mi ? ` ${mi}.` : ''}`;
  else if (f === 4) printedName = `${first} ${mi ?? 'R'} ${last}`;
  else printedName = `${first} ${last}${rng.chance(0.5) ? ', CPA' : ', DC'}`;
  const title = soleProp ? rng.pick(['Owner', 'Sole Proprietor', 'Owner/Operator'])
    : i === 0 ? rng.pick(['CEO', 'President', 'Managing Member', 'Owner', 'Founder & CEO', 'Principal'])
    : rng.pick(['Partner', 'VP', 'Co-Owner', 'Member', 'Secretary', 'COO', 'Treasurer']);
  const pctText = rng.pick([`${pct}%`, `${pct}`, `${pct}.0%`, `${pct} %`]);
  // tax id: full, masked or blank
  const mode = rng.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const);
  let taxPrinted: string | null = null, taxTruth: string | null = null, taxType: string | null;
  if (country === 'US') {
    const isItin = rng.chance(0.1);
    const raw = isItin ? itin(rng) : ssn(rng);
    taxType = mode === 'blank' ? null : isItin ? 'ITIN' : 'SSN';
    if (mode === 'full') { taxTruth = raw; taxPrinted = rng.chance(0.8) ? `${raw.slice(0, 3)}-${raw.slice(3, 5)}-${raw.slice(5)}` : `${raw.slice(0, 3)} ${raw.slice(3, 5)} ${raw.slice(5)}`; }
    if (mode === 'masked') taxPrinted = rng.pick([`XXX-XX-${raw.slice(5)}`, `***-**-${raw.slice(5)}`, `xxx-xx-${raw.slice(5)}`]);
  } else {
    const raw = luhn9(rng, rng.int(1, 7));
    taxType = mode === 'blank' ? null : 'SIN';
    if (mode === 'full') { taxTruth = raw; taxPrinted = rng.chance(0.6) ? `${raw.slice(0, 3)} ${raw.slice(3, 6)} ${raw.slice(6)}` : `${raw.slice(0, 3)}-${raw.slice(3, 6)}-${raw.slice(6)}`; }
    if (mode === 'masked') taxPrinted = rng.pick([`*** *** ${raw.slice(6)}`, `XXX-XXX-${raw.slice(6)}`]);
  }
  let dobIso: string | null = null, dobPrinted: string | null = null;
  if (rng.chance(0.85)) {
    const y = rng.int(1952, 1998), m = rng.int(1, 12), d = rng.int(1, 28);
    dobIso = iso(y, m, d); dobPrinted = dateText(rng, y, m, d, country);
  }
  const [city, region, post] = rng.pick(country === 'US' ? US_PLACES : CA_PLACES);
  return { first, last, printedName, title, pct, pctText, taxPrinted, taxTruth, taxType, taxMasked: mode === 'masked', dobIso, dobPrinted,
    credit: rng.chance(0.35) ? rng.int(540, 790) : null, home: `${rng.int(10, 9999)} ${rng.pick(['Birch Ln', 'Maple Ct', 'Sunset Dr', 'Hillcrest Rd', 'Rue Principale', 'Park Ave'])}`,
    homeCity: `${city}, ${region} ${post}`, initials: first[0]! + last.replace(/^(van der |de la |di |von |le |st\. )/i, '')[0]!.toUpperCase() };
}

export function makeCase(rng: Rng, country: Country, maxOwners: number): Case {
  const [entityPrinted, entityId, suffix] = rng.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const soleProp = suffix === null;
  let nOwners: number = soleProp ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  if (entityId === 'general_partnership' || entityId === 'llp') nOwners = Math.max(nOwners, 2);
  nOwners = Math.min(nOwners, maxOwners);
  const pcts: number[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    if (i === nOwners - 1) pcts.push(left);
    else { const p = Math.max(20, Math.min(left - 20 * (nOwners - i - 1), 5 * rng.int(4, 14))); pcts.push(p); left -= p; }
  }
  const owners = pcts.map((p, i) => makeOwner(rng, country, p, i, soleProp));
  let industryText = rng.pick(INDUSTRY_TEXTS);
  let industryId = industryOf(industryText);
  while (!industryId) { industryText = rng.pick(INDUSTRY_TEXTS); industryId = industryOf(industryText); }
  const a = rng.pick(WORD_A);
  const noun = industryText.split(/[ /&]+/)[0]!;
  const legal = soleProp ? `${owners[0]!.first} ${owners[0]!.last}` : `${a} ${noun.charAt(0).toUpperCase() + noun.slice(1)}${rng.pick([' Group', ' Holdings', '', ' Co', ' Works', ' Services'])}${suffix}`;
  // DBA: printed, "SAME", "N/A" left alone, or written over the printed N/A
  const dbaName = `${rng.pick(['The', a, 'Big', 'Uptown', 'Family'])} ${rng.pick(['Corner', 'Spot', 'Station', 'Place', 'Studio', 'Depot'])}${rng.chance(0.3) ? "'s" : ''}`;
  const dmode = soleProp ? rng.pick(['name', 'over', 'name'] as const) : rng.pick(['name', 'same', 'na', 'over', 'blank', 'legal'] as const);
  let dbaPrinted: string | null = null, dbaTruth: string | null = null, dbaOverNA = false;
  if (dmode === 'name') { dbaPrinted = dbaName; dbaTruth = dbaName; }
  if (dmode === 'over') { dbaPrinted = dbaName; dbaTruth = dbaName; dbaOverNA = true; }
  if (dmode === 'same') dbaPrinted = rng.pick(['SAME', 'Same', 'same as above']);
  if (dmode === 'na') dbaPrinted = rng.pick(['N/A', 'n/a', 'NA']);
  if (dmode === 'legal') dbaPrinted = legal;
  if (dbaPrinted === 'same as above') dbaTruth = null;
  // business tax id
  let taxPrinted: string | null = null, taxTruth: string | null = null, taxType: string | null = null;
  const tmode = rng.weighted([['full', 6], ['blank', 1]] as const);
  if (tmode === 'full') {
    if (country === 'US') {
      if (soleProp && owners[0]!.taxTruth && rng.chance(0.6)) {
        taxTruth = owners[0]!.taxTruth; taxType = owners[0]!.taxType; taxPrinted = `${taxTruth.slice(0, 3)}-${taxTruth.slice(3, 5)}-${taxTruth.slice(5)}`;
      } else {
        taxTruth = ein(rng); taxType = 'EIN'; taxPrinted = rng.chance(0.75) ? `${taxTruth.slice(0, 2)}-${taxTruth.slice(2)}` : taxTruth;
      }
    } else {
      const bn = luhn9(rng, rng.int(7, 8));
      const prog = rng.pick(['RC0001', 'RT0001', null]);
      taxType = 'BN';
      taxTruth = bn + (prog ?? '');
      taxPrinted = prog ? rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}`]) : bn;
    }
  }
  const sy = rng.int(1998, 2023), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const [city, region, postal] = rng.pick(country === 'US' ? US_PLACES : CA_PLACES);
  let incState = region;
  if (rng.chance(0.5)) incState = country === 'US' ? rng.pick(['DE', 'NV', 'WY', 'FL']) : rng.pick(['ON', 'BC', 'AB', 'QC']);
  if (incState === region) incState = country === 'US' ? (region === 'DE' ? 'NV' : 'DE') : (region === 'ON' ? 'BC' : 'ON');
  const amount = rng.pick([500, 1000, 2500, 5000]) * rng.int(4, 60);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const count = freq === 'daily' ? rng.pick([120, 140, 160, 180, 200]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.2, 1.45) / count) * 100) / 100;
  const terms = rng.chance(0.6) ? { payment, paymentPrinted: rng.pick([`$${money(payment, true)}`, money(payment, true), `$ ${money(payment, true)}`]), count, freq } : null;
  const nAdv = rng.int(0, 3);
  const advances = Array.from({ length: nAdv }, () => {
    const bal = rng.int(3, 90) * 1000 + rng.int(0, 999);
    return { funder: rng.pick(FUNDERS), balance: `$${money(bal)}`, payment: `$${money(rng.int(150, 2500), true)}/${rng.pick(['day', 'wk'])}` };
  });
  const c: Case = {
    country, legal, dbaPrinted, dbaTruth, dbaOverNA, entityPrinted, entityId, industryText, industryId,
    taxPrinted, taxTruth, taxType, startPrinted: dateText(rng, sy, sm, sd, country), startIso: iso(sy, sm, sd),
    street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, region, postal,
    phone: phone(rng), email: `${owners[0]!.first.toLowerCase().replace(/[^a-z]/g, '')}@${a.toLowerCase().replace(/[^a-z]/g, '')}${rng.pick(['.com', '.biz', '.net', country === 'CA' ? '.ca' : '.us'])}`,
    website: rng.chance(0.5) ? `www.${a.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    incState, amountPrinted: amountText(rng, amount, country), amount, useOfFunds: rng.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'Renovation', 'Taxes']),
    terms, owners, monthlySales: `$${money(rng.int(15, 400) * 1000)}`, employees: rng.int(1, 60),
    bank: { name: rng.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? rng.pick(['0', '1', '2']) + rng.digits(8) : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) },
    landlord: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}${rng.chance(0.4) ? ' Properties LLC' : ''}`, phone: phone(rng), rent: `$${money(rng.int(12, 120) * 100)}` },
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, company: rng.pick(['Apex ISO Partners', 'BrightPath Brokerage', 'Fundwise Referral Group', 'Eastgate Merchant Advisors']), phone: phone(rng), id: `ISO-${rng.digits(5)}` },
    refs: Array.from({ length: 2 }, () => ({ name: `${rng.pick(WORD_A)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Paper Co.'])}`, phone: phone(rng) })),
    advances, corrections: [], notes: [], sticky: [],
  };
  // The person's corrections: old values struck through (never the truth)
  const cands: Correction[] = [];
  const otherAmt = amount + rng.pick([-1, 1]) * rng.pick([5000, 10000, 15000, 25000]);
  if (otherAmt > 0) cands.push({ field: 'amount', old: `$${money(otherAmt)}` });
  const oy = sy + rng.pick([-2, -1, 1, 2]);
  cands.push({ field: 'start', old: dateText(rng, oy, sm, sd, country) });
  if (owners.length > 1) cands.push({ field: 'pct0', old: `${owners[0]!.pct + 10}%` });
  if (owners[0]!.dobIso) { const y = Number(owners[0]!.dobIso.slice(0, 4)) + 1; cands.push({ field: 'dob0', old: dateText(rng, y, Number(owners[0]!.dobIso.slice(5, 7)), Number(owners[0]!.dobIso.slice(8)), country) }); }
  cands.push({ field: 'phone', old: phone(rng) });
  if (terms) cands.push({ field: 'count', old: String(terms.count + (terms.count > 20 ? 20 : 3)) });
  rng.shuffle(cands);
  c.corrections = cands.slice(0, rng.int(1, 3));
  c.notes = rng.shuffle(['verified 3/2', 'call back', 'call back Tues a.m.', 'verified w/ merchant 3/2 - KT', 'docs rec\'d', '2 pos. - see stmts', 'LL verified', 'ok per JR', 'needs 4 mos stmts'])
    .slice(0, rng.int(1, 3));
  c.sticky = rng.pick([
    ['Merchant wants', 'funds by Friday!', `- ${c.iso.name.split(' ')[0]}`],
    ['Old address:', `${rng.int(10, 999)} ${rng.pick(STREETS)}`, '(moved 2022)'],
    ['Landlord cell', c.landlord.phone],
    ['call back', 'after 2pm EST', 're: bank stmts'],
    [`Prev. offer $${money(rng.int(10, 90) * 1000)}`, 'declined - too', 'many positions'],
  ]);
  return c;
}
