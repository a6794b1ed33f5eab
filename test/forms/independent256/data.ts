// Fictional merchants for set 256: every value is chosen here together with the text it is printed as, so the truth
// is exact by construction (applications.md's rules applied to the printed text).
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases?: string[] }
export const INDUSTRIES = (JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')) as { items: RefItem[] }).items;
export const ENTITY_IDS = new Set((JSON.parse(readFileSync(`${REF}/entity-types.json`, 'utf8')) as { items: RefItem[] }).items.map((i) => i.id));
export const STATE_CODES = new Set((JSON.parse(readFileSync(`${REF}/states.json`, 'utf8')) as { items: { code: string }[] }).items.map((i) => i.code));
export const PROVINCE_CODES = new Set((JSON.parse(readFileSync(`${REF}/provinces.json`, 'utf8')) as { items: { code: string }[] }).items.map((i) => i.code));

/** applications.md: the industry whose label or alias is the longest one contained (word-bounded) in the text. */
export function industryOf(text: string): string | null {
  let best: { id: string; n: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(text.toLowerCase()) && (!best || a.length > best.n)) best = { id: it.id, n: a.length };
    }
  }
  return best?.id ?? null;
}

export const BUSINESS_TYPES = ['Full-service restaurant', 'Auto repair & tire shop', 'Hair salon and day spa', 'Veterinary clinic',
  'HVAC and plumbing contractor', 'Landscaping & snow removal', 'Coffee shop', 'Dental office', 'Local hauling / dump truck',
  'Commercial cleaning', 'Convenience store', 'Gym / fitness center', 'Pet grooming & boarding', 'Physical therapy clinic',
  'Machine shop', 'Florist', 'Used car dealer', 'Car wash & detailing', 'Liquor store', 'Daycare center'];

export interface Money { value: number; text: string }
export interface Owner {
  printed: string; first: string; last: string; role: string; ownership: number; ownershipText: string;
  score: number | null; taxText: string; tax: string | null; taxType: string | null; taxCountry: string | null;
  dobText: string; dob: string; home: string; homeCity: string; email: string; phone: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dbaText: string; dba: string | null; entityLabel: string; entity: string;
  industryText: string; industry: string; taxText: string; tax: string | null; taxType: string | null;
  street: string; city: string; region: string; zip: string; incState: string; phone: string; email: string; website: string | null;
  startText: string; start: string; yearsText: string; amount: Money; payment: Money | null; nPayments: number | null;
  frequency: string | null; freqLabel: string | null; use: string; owners: Owner[]; appNo: string;
  landlord: string; landlordPhone: string; rent: string; bankName: string; routing: string; account: string;
  funders: { name: string; balance: string; payment: string }[]; refs: { name: string; phone: string }[];
  iso: string; isoPhone: string; monthly: string; employees: string;
}

const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Sofia', 'Wei', 'Kateryna', 'Luis', 'Aisha', 'Patrick', 'Hannah', 'Marco',
  'Nadia', 'Trevor', 'Yolanda', 'Owen', 'Fatima', 'Andre', 'Beatriz', 'Connor', 'Mei-Ling', 'Jean-Luc'];
const LAST = ['Gonzalez', 'Whitaker', 'Ruiz-Delgado', "O'Brien", 'van der Berg', 'De La Cruz', 'Okafor', 'Nguyen', "D'Angelo",
  'Kowalski', 'MacLeod', 'St. Pierre', 'Abernathy-Cole', 'Lindqvist', 'Haddad', 'Tremblay', 'da Silva', 'Patel', 'Brennan'];
const CREDS = [', CPA', ', DDS', ', DC', ', MBA'];
const US_PLACES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'],
  ['Raleigh', 'NC', '276'], ['Tacoma', 'WA', '984'], ['Elizabeth', 'NJ', '072'], ['Plano', 'TX', '750'], ['Aurora', 'CO', '800'],
  ['Lowell', 'MA', '018'], ['Fresno', 'CA', '937'], ['Savannah', 'GA', '314'], ['Reno', 'NV', '895']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Laval', 'QC', 'H7N'], ['Surrey', 'BC', 'V3T'],
  ['Red Deer', 'AB', 'T4N'], ['Halifax', 'NS', 'B3H'], ['Saskatoon', 'SK', 'S7K'], ['Winnipeg', 'MB', 'R3C']];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Elm Street', 'Harbor Blvd', 'Route 9', 'King St W', 'Lakeshore Rd'];
const WORDS = ['Summit', 'Bluewater', 'Granite', 'Cedar Point', 'Northgate', 'Redline', 'Silver Maple', 'Keystone', 'Brightside', 'Oakhurst'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FUNDERS = ['Rapid Capital Funding', 'Everest Business Capital', 'Pinnacle Advance LLC', 'Yellowstone Merchant Group', 'Fox Run Funding'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions', 'RBC Royal Bank', 'BMO', 'Desjardins'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

export function dateText(r: Rng, y: number, m: number, d: number, country: 'US' | 'CA'): string {
  const f = country === 'CA' ? r.pick(['iso', 'long', 'dmy-long']) : r.pick(['mdy', 'mdy2', 'long', 'mdy']);
  if (f === 'iso') return iso(y, m, d);
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 'dmy-long') return `${d} ${MONTHS[m - 1]} ${y}`;
  if (f === 'mdy2') return `${pad(m)}/${pad(d)}/${pad(y % 100)}`;
  return `${pad(m)}/${pad(d)}/${y}`;
}

export function moneyText(r: Rng, v: number, country: 'US' | 'CA'): string {
  const c = v.toLocaleString('en-US');
  const f = r.int(0, 3);
  if (country === 'CA' && r.chance(0.5)) return `$${c} CAD`;
  return f === 0 ? `$${c}` : f === 1 ? `$${c}.00` : f === 2 ? `$ ${c}` : `${v}`;
}

function luhn9(r: Rng, first: string): string {
  for (;;) {
    const s = first + r.digits(8);
    let sum = 0;
    for (let i = 0; i < 9; i++) { let d = Number(s[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; sum += d; }
    if (sum % 10 === 0) return s;
  }
}

function ssn(r: Rng): string {
  const area = r.pick([r.int(1, 665), r.int(667, 899)]);
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}

function owner(r: Rng, country: 'US' | 'CA', ownership: number, used: Set<string>): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(last)) last = r.pick(LAST);
  used.add(last);
  const mid = r.chance(0.45) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const cred = r.chance(0.12) ? r.pick(CREDS) : '';
  if (r.chance(0.05)) first = r.pick(FIRST);
  const printed = `${first}${mid} ${last}${cred}`;
  const y = r.int(1955, 1996), m = r.int(1, 12), d = r.int(1, 28);
  const kind = r.weighted([['full', 5], ['masked', 3], ['blank', 1], ['itin', country === 'US' ? 1 : 0]] as const);
  let taxText = '', tax: string | null = null, taxType: string | null = null, taxCountry: string | null = null;
  if (country === 'CA') {
    const sin = luhn9(r, String(r.pick([1, 2, 4, 5, 6, 7, 9])));
    const sp = r.pick([' ', '-']);
    if (kind === 'full') { taxText = `${sin.slice(0, 3)}${sp}${sin.slice(3, 6)}${sp}${sin.slice(6)}`; tax = sin; taxType = 'SIN'; taxCountry = 'CA'; }
    else if (kind === 'masked') taxText = `XXX XXX ${sin.slice(6)}`;
  } else if (kind === 'full' || kind === 'itin') {
    taxText = kind === 'itin' ? `9${r.digits(2)}-${r.int(70, 88)}-${r.digits(4)}` : ssn(r);
    tax = taxText.replace(/\D/g, ''); taxType = kind === 'itin' ? 'ITIN' : 'SSN'; taxCountry = 'US';
  } else if (kind === 'masked') taxText = `XXX-XX-${r.digits(4)}`;
  const score = r.chance(0.45) ? r.int(560, 790) : null;
  const places = country === 'US' ? US_PLACES : CA_PLACES;
  const [hc, hs, hz] = r.pick(places);
  return { printed, first, last, role: '', ownership, ownershipText: r.chance(0.7) ? `${ownership}%` : String(ownership), score,
    taxText, tax, taxType, taxCountry, dobText: dateText(r, y, m, d, country), dob: iso(y, m, d),
    home: `${r.int(12, 9800)} ${r.pick(STREETS)}`, homeCity: `${hc}, ${hs} ${country === 'US' ? hz + r.digits(2) : `${hz} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}`}`,
    email: `${first.toLowerCase().replace(/\W/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`, phone: phone(r) };
}

function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }

function splits(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 75, 80])];
  if (n === 2) { const a = r.pick([50, 51, 60, 70, 75]); return [a, 100 - a]; }
  return r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
}

export function makeMerchant(r: Rng, country: 'US' | 'CA', appPrefix: string): Merchant {
  const places = country === 'US' ? US_PLACES : CA_PLACES;
  const [city, region, zp] = r.pick(places);
  const zip = country === 'US' ? zp + r.digits(2) : `${zp} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}`;
  const industryText = r.pick(BUSINESS_TYPES);
  const industry = industryOf(industryText);
  if (!industry) throw new Error(`no industry for ${industryText}`);
  const kindW = country === 'US'
    ? [['llc', 4], ['corp', 3], ['scorp', 1], ['sole', 2], ['gp', 1], ['llp', 1]] as const
    : [['corp', 4], ['numbered', 2], ['sole', 2], ['gp', 1], ['ulc', 1]] as const;
  let kind = r.weighted<string>(kindW);
  if (kind === 'ulc' && !['AB', 'BC', 'NS'].includes(region)) kind = 'corp';
  const nOwners = kind === 'sole' ? 1 : r.weighted([[1, 2], [2, 4], [3, 2]] as const);
  const used = new Set<string>();
  const owners = splits(r, nOwners).map((p) => owner(r, country, p, used));
  const roles = kind === 'llc' ? ['Managing Member', 'Member', 'Member'] : kind === 'gp' || kind === 'llp' ? ['Partner', 'Partner', 'Partner']
    : kind === 'sole' ? [r.pick(['Owner', 'Sole Owner', 'Proprietor'])] : [r.pick(['President', 'CEO']), r.pick(['VP', 'Secretary', 'COO']), 'Treasurer'];
  owners.forEach((o, i) => { o.role = roles[i] ?? 'Owner'; });
  if (kind === 'sole') { owners[0]!.ownership = 100; owners[0]!.ownershipText = '100%'; }
  const first = industryText.split(/[ /&]/)[0]!;
  const word = r.pick(WORDS), noun = ['Full-service', 'Used', 'Local', 'Commercial', 'Physical', 'Convenience', 'Liquor'].includes(first) ? r.pick(['Enterprises', 'Ventures', 'Group']) : first;
  const o0 = owners[0]!;
  let legal: string, entityLabel: string, entity: string;
  switch (kind) {
    case 'llc': legal = `${word} ${noun} ${r.pick(['LLC', 'L.L.C.'])}`.replace(', ', ' '); entityLabel = 'LLC'; entity = 'llc'; break;
    case 'corp': legal = country === 'US' ? `${word} ${noun} ${r.pick(['Inc.', 'Corp.', 'Group, Inc.'])}` : `${word} ${noun} ${r.pick(['Ltd.', 'Inc.', 'Corp.'])}`;
      entityLabel = 'Corporation'; entity = country === 'US' ? 'c_corporation' : 'ca_corporation'; break;
    case 'numbered': legal = `${r.int(1000000, 2799999)} ${({ ON: 'Ontario', QC: 'Québec', BC: 'B.C.', AB: 'Alberta', NS: 'Nova Scotia', SK: 'Saskatchewan', MB: 'Manitoba' } as Record<string, string>)[region]} Inc.`;
      entityLabel = 'Corporation'; entity = 'ca_corporation'; break;
    case 'scorp': legal = `${word} ${noun}, Inc.`; entityLabel = 'S-Corp'; entity = 's_corporation'; break;
    case 'gp': legal = `${o0.last} & ${owners[1]?.last ?? 'Sons'} ${noun}`; entityLabel = 'Partnership'; entity = 'general_partnership'; break;
    case 'llp': legal = `${word} Partners LLP`; entityLabel = 'LLP'; entity = 'llp'; break;
    case 'ulc': legal = `${word} ${noun} ULC`; entityLabel = 'ULC'; entity = 'ca_ulc'; break;
    default: legal = `${o0.first} ${o0.last.replace(/,.*/, '')}`; entityLabel = country === 'US' ? 'Sole Proprietor' : 'Sole Proprietorship'; entity = 'sole_proprietorship';
  }
  legal = legal.replace(/\u00e9/g, 'e');
  const dbaRoll = r.weighted([['name', 5], ['same', 1], ['na', 1], ['blank', 1], ['legal', kind === 'sole' ? 0 : 1]] as const);
  const dbaName = kind === 'sole' || kind === 'numbered' ? `${word} ${industryText.replace(/ [&/].*| and .*/, '')}` : `${word} ${r.pick(['Express', 'Pros', 'Co.', 'on Main', 'Studio'])}`;
  const dbaText = dbaRoll === 'name' || kind === 'numbered' ? dbaName : dbaRoll === 'same' ? 'SAME' : dbaRoll === 'na' ? 'N/A' : dbaRoll === 'legal' ? legal : '';
  const dba = dbaText && !['SAME', 'N/A'].includes(dbaText) && dbaText !== legal ? dbaText : null;
  // Business tax ID: EIN / BN, or the owner's SSN for a sole proprietor; sometimes left blank.
  let taxText = '', tax: string | null = null, taxType: string | null = null;
  const taxRoll = r.chance(0.88);
  if (country === 'US') {
    if (kind === 'sole' && r.chance(0.6) && o0.tax && taxRoll) { taxText = o0.taxText; tax = o0.tax; taxType = o0.taxType; }
    else if (taxRoll) { taxText = `${r.pick([12, 20, 27, 33, 45, 46, 47, 52, 61, 81, 84, 88, 92])}-${r.digits(7)}`; tax = taxText.replace('-', ''); taxType = 'EIN'; }
  } else if (taxRoll) {
    const bn = luhn9(r, String(r.int(7, 8))), prog = `RC${pad(r.int(1, 3), 4)}`;
    taxText = r.chance(0.5) ? `${bn} ${prog}` : `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`; tax = bn + prog; taxType = 'BN';
  }
  const sy = r.int(2003, 2022), sm = r.int(1, 12), sd = r.int(1, 28);
  const amt = r.int(15, 300) * 1000;
  const hasTerms = r.chance(0.6);
  const n = r.pick([60, 90, 120, 26, 52, 12]);
  const freq = n >= 60 ? 'daily' : n === 52 ? 'weekly' : n === 26 ? 'biweekly' : 'monthly';
  const pay = Math.round((amt * 1.35) / n);
  const statesUs = ['DE', 'NV', 'WY', region];
  return {
    country, legal, dbaText, dba, entityLabel, entity, industryText, industry, taxText, tax, taxType,
    street: `${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city, region, zip,
    incState: country === 'US' ? r.pick(statesUs) : r.pick(['Canada (CBCA)', region]), phone: phone(r),
    email: `info@${word.toLowerCase().replace(/\W/g, '')}${noun.toLowerCase()}.${country === 'US' ? 'com' : 'ca'}`,
    website: r.chance(0.6) ? `www.${word.toLowerCase().replace(/\W/g, '')}${noun.toLowerCase()}.${country === 'US' ? 'com' : 'ca'}` : null,
    startText: dateText(r, sy, sm, sd, country), start: iso(sy, sm, sd), yearsText: String(2025 - sy),
    amount: { value: amt, text: moneyText(r, amt, country) },
    payment: hasTerms ? { value: pay, text: moneyText(r, pay, country) } : null, nPayments: hasTerms ? n : null,
    frequency: hasTerms ? freq : null, freqLabel: hasTerms ? ({ daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as Record<string, string>)[freq]! : null,
    use: r.pick(['Inventory', 'Equipment purchase', 'Payroll / working capital', 'Expansion - second location', 'Marketing']),
    owners, appNo: `${appPrefix}-${r.int(24, 25)}${r.digits(5)}`,
    landlord: `${r.pick(WORDS)} Property Management`, landlordPhone: phone(r), rent: moneyText(r, r.int(18, 90) * 100, country),
    bankName: r.pick(country === 'US' ? BANKS.slice(0, 5) : BANKS.slice(5)), routing: country === 'US' ? `0${r.digits(8)}` : `0${r.digits(4)}-${r.digits(3)}`, account: r.digits(r.int(9, 12)),
    funders: Array.from({ length: r.int(0, 2) }, () => ({ name: r.pick(FUNDERS), balance: moneyText(r, r.int(5, 80) * 1000, country), payment: moneyText(r, r.int(150, 1900), country) })),
    refs: Array.from({ length: 2 }, () => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Distributors', 'Wholesale'])}`, phone: phone(r) })),
    iso: `${r.pick(FIRST)} ${r.pick(LAST)}`, isoPhone: phone(r), monthly: moneyText(r, r.int(30, 400) * 1000, country), employees: String(r.int(2, 45)),
  };
}
