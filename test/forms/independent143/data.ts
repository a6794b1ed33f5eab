// The merchant behind one independent143 form: business, owners, request and the decoys (landlord, references, ISO
// rep, existing funders, bank numbers). Layouts print from it; the truth is read from what they print (rules.ts).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './kit.ts';
import { entityOf, industryOf } from './rules.ts';

export type Country = 'US' | 'CA';
export type EntityKind = 'corp' | 'llc' | 'partnership' | 'sole' | 'nonprofit' | 'other';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Addr { street: string; city: string; st: string; zip: string }
export interface Owner {
  first: string; mid: string | null; last: string; cred: string | null; title: string | null; pct: number | null;
  /** Printed tax ID (null: left blank); id/type/country null when masked. */
  tax: { text: string; id: string | null; type: string | null; country: Country | null } | null;
  dob: Date | null; credit: number | null; home: Addr; cell: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; kind: EntityKind; other: string; suffix: string;
  industry: string; tax: { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null };
  start: Date; addr: Addr; phone: string; email: string | null; web: string | null;
  amount: number; payment: number | null; nPay: number | null; freq: Freq | null; use: string | null; owners: Owner[];
  landlord: string; landlordPhone: string; rent: number; bank: string; routing: string; account: string; incState: string;
  years: number; employees: number; monthly: number; refs: { name: string; contact: string; phone: string }[];
  iso: { firm: string; rep: string; phone: string; email: string }; funders: { name: string; balance: number; pmt: number }[];
}

const FIRST = ['Maria', 'James', 'Aaliyah', 'Robert', 'Priya', 'Daniel', 'Keisha', 'Tomás', 'Linh', 'Marcus', 'Fatima', 'Gregory', 'Yolanda',
  'Samuel', 'Ingrid', 'Dmitri', 'Rosa', 'Kwame', 'Heather', 'Luis', 'Noor', 'Brandon', 'Chloé', 'Omar', 'Giselle', 'Trevor'];
const LAST = ['Gonzalez', 'Whitfield', 'Okafor', 'Nguyen', 'De la Cruz', "O'Neill", 'Smith-Hale', 'Patel', 'Van der Berg', 'St. Clair',
  'Kowalski', 'Abernathy', 'MacDonald', 'Haddad', 'Lindqvist', 'Baptiste', 'Osei', 'Delgado-Ruiz', 'Fitzgerald', 'Tremblay', 'Nakamura'];
const OTHER_PEOPLE = ['Harold Finch', 'Wendy Saltzman', 'Curtis Bellamy', 'Ana Quiroga', 'Derek Yoon', 'Pamela Rourke', 'Victor Szabo', 'Janelle Kirby'];
const CREDS = [', CPA', ', DDS', ', DC', ', PE'];
const TITLES: Record<EntityKind, string[]> = { corp: ['CEO', 'President', 'VP', 'Vice President', 'Secretary', 'Director', 'COO', 'Treasurer'],
  llc: ['Managing Member', 'Member', 'CEO', 'Owner', 'President'], partnership: ['Partner', 'General Partner', 'Managing Partner'],
  sole: ['Owner', 'Sole Proprietor', 'Owner/Operator'], nonprofit: ['Executive Director', 'President'], other: ['President', 'Owner', 'Partner', 'Principal'] };
// Business themes: what the applicant writes as the type of business, and words for its name.
const THEMES: readonly [string, string[]][] = [
  ['Italian restaurant', ['Trattoria', 'Kitchen']], ['Veterinary clinic', ['Animal Care', 'Pet Clinic']], ['HVAC contractor', ['Heating & Air', 'Comfort Systems']],
  ['Auto body shop', ['Collision', 'Auto Body']], ['Hair salon', ['Salon', 'Hair Studio']], ['Landscaping & snow removal', ['Landscapes', 'Grounds']],
  ['Commercial cleaning', ['Cleaning Co', 'Janitorial']], ['Dump truck hauling', ['Hauling', 'Trucking']], ['Dental office', ['Dental', 'Smiles']],
  ['Coffee shop', ['Coffee', 'Roasters']], ['Clothing store', ['Boutique', 'Apparel']], ['Daycare center', ['Little Learners', 'Kids Academy']],
  ['Physical therapy', ['Physio', 'Rehab']], ['Convenience store', ['Mini Mart', 'Food Mart']], ['Machine shop', ['Machining', 'Precision']],
  ['Plumbing contractor', ['Plumbing', 'Rooter']], ['Yoga studio', ['Yoga', 'Wellness']], ['Food truck', ['Street Eats', 'Tacos']],
  ['Tire shop', ['Tire & Wheel', 'Tire']], ['Florist', ['Flowers', 'Blooms']], ['Wholesale distributor', ['Supply', 'Distributors']],
  ['Bakery cafe', ['Bakehouse', 'Bread Co']], ['Long haul trucking', ['Freight', 'Transport']], ['Dry cleaner', ['Cleaners', 'Garment Care']]];
const PLACE = ['Harborview', 'Redstone', 'Blue Heron', 'Summit Ridge', 'Lakeshore', 'Golden Oak', 'Riverbend', 'Northgate', 'Copper Creek',
  'Maple Leaf', 'Pinecrest', 'Silverline', 'Bayside', 'Crescent', 'Highland', 'Westbrook', 'Evergreen', 'Stonebridge'];
const US_CITIES: readonly [string, string, string, string][] = [['Austin', 'TX', '787', '512'], ['Tampa', 'FL', '336', '813'], ['Columbus', 'OH', '432', '614'],
  ['Phoenix', 'AZ', '850', '602'], ['Newark', 'NJ', '071', '973'], ['Charlotte', 'NC', '282', '704'], ['Denver', 'CO', '802', '303'],
  ['Sacramento', 'CA', '958', '916'], ['Brooklyn', 'NY', '112', '718'], ['Atlanta', 'GA', '303', '404'], ['Nashville', 'TN', '372', '615'],
  ['Tacoma', 'WA', '984', '253'], ['Aurora', 'IL', '605', '630'], ['Baton Rouge', 'LA', '708', '225']];
const CA_CITIES: readonly [string, string, string, string][] = [['Mississauga', 'ON', 'L5B', '905'], ['Calgary', 'AB', 'T2P', '403'], ['Surrey', 'BC', 'V3T', '604'],
  ['Laval', 'QC', 'H7N', '450'], ['Halifax', 'NS', 'B3H', '902'], ['Winnipeg', 'MB', 'R3C', '204'], ['Saskatoon', 'SK', 'S7K', '306'], ['Ottawa', 'ON', 'K1P', '613']];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm St', 'Harbor Blvd', 'King St W', 'Lakeview Rd', 'Pine Ridge Way'];
const INC_US = ['DE', 'NV', 'WY', 'TX', 'FL', 'NY'];
const INC_CA = ['ON', 'BC', 'AB', 'Federal (CBCA)'];
const FUNDERS = ['Rapid Capital Funding', 'Everest Business Funding', 'Greenbox Advance', 'Pearl Merchant Capital', 'Bluevine', 'Kapitus'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const USES = ['Inventory', 'Payroll', 'Equipment purchase', 'Expansion', 'Working capital', 'Marketing', 'Renovation', 'Debt consolidation'];

/** One broker's form: its name, who prints it, which countries and entity kinds it takes, and how it draws. */
export interface Layout { name: string; broker: string; creator: string; country(r: Rng): Country; kinds(c: Country): readonly EntityKind[];
  draw(s: Sheet, m: Merchant, r: Rng): void }

/** Luhn check digit of 8 digits (Canadian BN and SIN). */
function luhn(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return String((10 - (sum % 10)) % 10);
}
export const sin9 = (r: Rng) => { const b = `${r.int(1, 7)}${r.digits(7)}`; return b + luhn(b); };
export const bn9 = (r: Rng) => { const b = `${r.int(7, 8)}${r.digits(7)}`; return b + luhn(b); };
const EIN_PREFIX = [10, 12, 20, 22, 26, 27, 30, 33, 35, 38, 41, 45, 46, 47, 52, 54, 56, 58, 61, 65, 68, 72, 74, 76, 81, 83, 84, 86, 88, 90, 91, 92, 93, 94, 95, 98, 99];
export const ein = (r: Rng) => `${r.pick(EIN_PREFIX)}${r.digits(7)}`;
export function ssn(r: Rng): string {
  let a = r.int(1, 899); if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
export const itin = (r: Rng) => `9${r.digits(2)}${r.pick([70, 71, 72, 73, 75, 78, 80, 82, 88, 90, 94, 97])}${String(r.int(1, 9999)).padStart(4, '0')}`;
const phone = (r: Rng, area: string) => `(${area}) 555-${String(r.int(100, 199)).padStart(4, '0')}`;
const date = (r: Rng, y0: number, y1: number) => new Date(Date.UTC(r.int(y0, y1), r.int(0, 11), r.int(1, 28)));

function address(r: Rng, country: Country, near?: Addr): Addr {
  const [city, st, zp] = near ? [near.city, near.st, near.zip.slice(0, 3)] : r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? `${zp.slice(0, 3)}${r.digits(2)}` : `${zp} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9850)} ${r.pick(STREETS)}${r.chance(0.25) ? `, Suite ${r.int(100, 420)}` : ''}`, city, st, zip };
}

/** An owner's tax ID as printed: plain, masked (the number is not printed) or left blank. */
function ownerTax(r: Rng, country: Country): Owner['tax'] {
  const roll = r.next();
  if (roll < 0.1) return null;
  if (country === 'CA') {
    const s = sin9(r);
    if (roll < 0.35) return { text: r.pick(['XXX-XXX-', '***-***-']) + s.slice(6), id: null, type: null, country: null };
    return { text: r.chance(0.5) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`, id: s, type: 'SIN', country: 'CA' };
  }
  const isItin = r.chance(0.12), s = isItin ? itin(r) : ssn(r);
  if (roll < 0.35) return { text: r.pick(['XXX-XX-', '***-**-']) + s.slice(5), id: null, type: null, country: null };
  return { text: `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`, id: s, type: isItin ? 'ITIN' : 'SSN', country: 'US' };
}

export function merchant(r: Rng, country: Country, kinds: readonly EntityKind[] = ['corp', 'llc', 'partnership', 'sole', 'other']): Merchant {
  const [typeText, words] = r.pick(THEMES);
  const kind = r.weighted(kinds.map((k) => [k, k === 'llc' || k === 'corp' ? 3 : 1] as const));
  const other = country === 'US' ? r.pick(['S-Corp', 'S Corp', 'PLLC', 'LLP', 'LP']) : r.pick(['ULC', 'LP', 'Co-operative']);
  const addr = address(r, country);
  const area = (country === 'US' ? US_CITIES : CA_CITIES).find((c) => c[0] === addr.city)![3];
  const n = kind === 'sole' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1.5]] as const);
  const lasts = r.shuffle([...LAST]), firsts = r.shuffle([...FIRST]);
  const pcts = n === 1 ? [kind === 'sole' ? 100 : r.pick([100, 100, 51, 80])] : r.pick(
    n === 2 ? [[50, 50], [60, 40], [75, 25], [51, 49]] : n === 3 ? [[40, 35, 25], [34, 33, 33], [50, 25, 25]] : [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  const owners: Owner[] = pcts.map((pct, i) => ({
    first: firsts[i]!, mid: r.chance(0.4) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') + '.' : null, last: lasts[i]!, cred: r.chance(0.1) ? r.pick(CREDS) : null,
    title: r.chance(0.12) ? null : r.pick(TITLES[kind]),
    pct: r.chance(0.06) && n > 1 ? null : pct, tax: ownerTax(r, country), dob: r.chance(0.1) ? null : date(r, 1954, 1998),
    credit: r.chance(0.5) ? r.int(540, 805) : null, home: address(r, country, r.chance(0.7) ? addr : undefined), cell: phone(r, area)
  }));
  const o0 = owners[0]!;
  const place = r.pick(PLACE), word = r.pick(words);
  const suffix = kind === 'corp' ? (country === 'US' ? r.pick(['Inc.', ', Inc.', 'Corp.', 'Corporation']) : r.pick(['Inc.', 'Ltd.', 'Corp.']))
    : kind === 'llc' ? r.pick(['LLC', ', LLC', 'L.L.C.']) : kind === 'partnership' ? r.pick(['& Associates', 'Partners']) : kind === 'nonprofit' ? 'Foundation, Inc.'
    : kind === 'other' ? (other.startsWith('S') ? 'Inc.' : other === 'Co-operative' ? 'Co-operative' : other) : '';
  const legal = kind === 'sole' ? `${o0.first} ${o0.last}` : `${place} ${word}${suffix.startsWith(',') ? suffix : ` ${suffix}`}`;
  const trade = `${kind === 'sole' || r.chance(0.5) ? place : r.pick(PLACE)} ${word}`;
  const dba = kind === 'sole' ? trade : r.weighted([[trade, 5], [null, 3], ['SAME', 1], ['N/A', 1], [legal, 0.6]] as const);
  const start = date(r, 2004, 2023);
  const soleSsn = country === 'US' && kind === 'sole' && r.chance(0.6) && o0.tax?.id;
  const tax = soleSsn ? { digits: o0.tax!.id!, type: o0.tax!.type as 'SSN' | 'ITIN', program: null }
    : country === 'US' ? { digits: ein(r), type: 'EIN' as const, program: null } : { digits: bn9(r), type: 'BN' as const, program: r.chance(0.6) ? r.pick(['RC0001', 'RT0001', 'RP0001']) : null };
  const freq = r.chance(0.2) ? null : r.pick(['daily', 'weekly', 'weekly', 'biweekly', 'monthly'] as const);
  const amount = r.int(10, 250) * 1000 + (r.chance(0.15) ? 500 : 0);
  const nPay = r.chance(0.5) ? (freq === 'daily' ? r.pick([120, 140, 160]) : r.pick([26, 36, 40, 52])) : null;
  const others = r.shuffle([...OTHER_PEOPLE]);
  return {
    country, legal, dba, kind, other, suffix, industry: typeText, tax, start, addr, phone: phone(r, area),
    email: r.chance(0.8) ? `${o0.first.toLowerCase().replace(/[^a-z]/g, '')}@${(place + word).toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    web: r.chance(0.5) ? `www.${(place + word).toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}` : null,
    amount, payment: nPay ? Math.round((amount * 1.35) / nPay) : null, nPay, freq, use: r.chance(0.85) ? r.pick(USES) : null, owners,
    landlord: r.pick(['Crestline Property Mgmt', 'Oakmont Realty Trust', 'Bellweather Holdings', 'Granite Peak Properties']), landlordPhone: phone(r, area),
    rent: r.int(18, 95) * 100, bank: r.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? `0${r.int(11, 99)}${r.digits(6)}` : `${r.digits(5)}-00${r.int(1, 9)}`,
    account: r.digits(r.int(8, 12)), incState: r.pick((country === 'US' ? INC_US : INC_CA).filter((s) => s !== addr.st)),
    years: 2026 - start.getUTCFullYear(), employees: r.int(2, 45), monthly: r.int(25, 260) * 1000,
    refs: [0, 1].map((i) => ({ name: `${r.pick(PLACE)} ${r.pick(['Supply Co.', 'Wholesale', 'Distributors', 'Paper & Packaging'])}`, contact: others[i]!, phone: phone(r, area) })),
    iso: { firm: r.pick(['Apex Funding Source', 'Liberty Merchant Advisors', 'Crossroads Business Capital', 'Summit Lane ISO Group']), rep: others[2]!, phone: phone(r, r.pick(['212', '305', '954'])), email: `${others[2]!.split(' ')[0]!.toLowerCase()}@isodesk.example` },
    funders: r.chance(0.6) ? r.shuffle([...FUNDERS]).slice(0, r.int(1, 3)).map((name) => ({ name, balance: r.int(4, 60) * 1000, pmt: r.int(90, 900) })) : [],
  };
}

/** Checks that the drawn business reads as a known industry and entity (a guard on the pools above). */
export function assertReadable(m: Merchant, entityText: string): void {
  if (!industryOf(m.industry)) throw new Error(`no industry for ${m.industry}`);
  if (!entityOf(entityText, m.country)) throw new Error(`no entity for ${entityText}`);
}
