// independent144 merchants: a business, its owners and the people and numbers around them (decoys). The industry
// and entity ids are computed from the printed text by applications.md's rules over the shared reference files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export type Country = 'US' | 'CA';
export interface Ymd { y: number; m: number; d: number }
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'dmy' | 'iso';
export type EntityKind = 'sole' | 'partnership' | 'llc' | 'corp' | 'scorp' | 'ulc';
export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string | null; pct: number;
  credit: number | null; dob: Ymd | null; idText: string | null; id: string | null; idType: string | null; idCountry: Country | null;
  home: Address;
}
export interface Merchant {
  country: Country; kind: EntityKind; legal: string; dba: string | null; dbaTruth: string | null;
  industryText: string; taxIdText: string | null; taxId: string | null; taxIdType: string | null;
  start: Ymd | null; incorporated: string; address: Address; phone: string; email: string; website: string | null;
  amount: number; payment: number | null; payments: number | null; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null;
  useOfFunds: string; monthlySales: number; employees: number; owners: Owner[];
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string; refs: string[]; isoRep: string;
  funders: { name: string; balance: number; payment: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const iso = (t: Ymd): string => `${t.y}-${pad(t.m)}-${pad(t.d)}`;
export function fmtDate(t: Ymd, f: DateFmt): string {
  if (f === 'mdy') return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
  if (f === 'mdy2') return `${t.m}/${t.d}/${String(t.y).slice(2)}`;
  if (f === 'dmy') return `${pad(t.d)}/${pad(t.m)}/${t.y}`;
  if (f === 'iso') return iso(t);
  return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
}
export const randDate = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });
export function money(n: number, r: Rng, country: Country): string {
  const cents = n % 1 !== 0;
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const s = r.weighted<string>([[`$${body}`, 5], [`$ ${body}`, 1], [cents ? `$${body}` : `${body}.00`, 1]]);
  return country === 'CA' && r.chance(0.5) ? `${s} CAD` : s;
}

// ---- reference rules (applications.md) ----
interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const INDUSTRIES = load('industries.json');
const ENTITIES = load('entity-types.json');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry id whose label or alias is the longest one in the text, word-bounded; a tie between ids throws. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const it of INDUSTRIES) {
    for (const name of [it.label, ...it.aliases]) {
      if (!new RegExp(`(?<![A-Za-z0-9])${esc(name)}(?![A-Za-z0-9])`, 'i').test(text)) continue;
      if (!best || name.length > best.len) { best = { id: it.id, len: name.length }; tie = false; }
      else if (name.length === best.len && it.id !== best.id) tie = true;
    }
  }
  if (tie) throw new Error(`industry text "${text}" is ambiguous`);
  return best?.id ?? null;
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** The entity id whose id, label or alias equals the text (case and punctuation ignored), for the form's country. */
export function entityOf(text: string, country: Country): string {
  const n = norm(text);
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...e.aliases].some((a) => norm(a) === n));
  const ids = [...new Set(hits.map((h) => h.id))];
  if (ids.length !== 1) throw new Error(`entity text "${text}" (${country}) gives ${ids.join(',') || 'nothing'}`);
  return ids[0]!;
}

// ---- pools ----
const FIRST = ['Maria', 'James', 'Denise', 'Tomasz', 'Keisha', 'Robert', 'Linh', 'Farid', 'Angela', 'Marcus', 'Priya', 'Dwayne', 'Colleen',
  'Hector', 'Yolanda', 'Gregory', 'Shauna', 'Victor', 'Ingrid', 'Terrence', 'Rosa', 'Samuel', 'Bernadette', 'Olu'];
const LAST = ['Alvarez', 'Kowalski', 'Whitaker', 'Nguyen', 'Okafor', 'De la Cruz', "O'Neal", 'Smith-Hale', 'Van Dyke', 'McAllister', 'Baptiste',
  'St. Clair', 'Haddad', 'Lindqvist', 'Del Rio', 'Brennan', 'Yamamoto', 'Ferreira', 'Castellanos', 'Abernathy'];
const CA_FIRST = ['Mathieu', 'Chantal', 'Gurpreet', 'Sophie', 'Liam', 'Nadia', 'Étienne', 'Harjit', 'Jocelyn', 'Wei'];
const CA_LAST = ['Tremblay', 'Gagnon', 'Côté', 'Sandhu', 'MacDonald', 'Bouchard', 'Li', 'Fraser', 'Pelletier', 'Kaur-Gill'];
const ES_FIRST = ['José Luis', 'María Fernanda', 'Carlos', 'Guadalupe', 'Alejandro', 'Lucía', 'Juan Carlos', 'Ana Sofía', 'Rogelio', 'Marisol', 'Ernesto', 'Yesenia'];
const ES_LAST = ['García Pérez', 'Hernández', 'Rodríguez Díaz', 'De León', 'Martínez-Rojas', 'Ochoa', 'Villarreal', 'Del Valle', 'Sánchez Cruz', 'Treviño'];
const OTHER_PEOPLE = ['Harold Brenner', 'Lucille Tanaka', 'Wendell Pruitt', 'Agnes Moreau', 'Clifford Osei', 'Dolores Whitcomb', 'Reginald Fry'];
const REPS = ['Dana Whitfield', 'Troy Mancuso', 'Bianca Ortiz', 'Kevin Lam', 'Sheila Dorsey'];
const FUNDERS = ['Rapid Bridge Funding', 'Lakeshore Advance', 'Empire Merchant Capital', 'Keystone Daily Funding', 'Blue Ox Capital'];
const BANKS = ['First Keystone Bank', 'Citizens Valley Bank', 'TD Bank', 'Wells Fargo', 'Huntington National Bank', 'Regions Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Desjardins', 'Scotiabank', 'BMO'];
const VENDORS = ['Sysco', 'US Foods', 'Grainger', 'Ferguson Supply', 'Uline', 'Staples Business', 'Restaurant Depot', 'Sherwin-Williams'];
const STEMS = ['Blue Heron', 'Maple Row', 'Copper Kettle', 'Northgate', 'Sunrise', 'Two Rivers', 'Iron Oak', 'Prairie Wind', 'Harbor Light',
  'Kestrel', 'Redbud', 'Granite Peak', 'Silver Birch', 'Lakeview', 'Crossroads'];
/** Type-of-business texts (each reads to one industry id by the rule) with a word for the business's name. */
const TRADES: readonly [string, string][] = [['Hair salon', 'Hair Studio'], ['Barbershop', 'Barbers'], ['Pizzeria', 'Pizza'],
  ['Coffee shop', 'Coffee'], ['Food truck', 'Street Eats'], ['Plumbing contractor', 'Plumbing'], ['HVAC service and repair', 'Heating & Air'],
  ['Landscaping and lawn care', 'Lawn & Garden'], ['Dental office', 'Family Dental'], ['Veterinary clinic', 'Animal Care'], ['Chiropractor', 'Chiropractic'],
  ['Convenience store', 'Market'], ['Liquor store', 'Wine & Spirits'], ['Daycare center', 'Kids Academy'], ['Dry cleaner', 'Cleaners'],
  ['Used car dealer', 'Motors'], ['Local trucking', 'Hauling'], ['Yoga studio', 'Yoga'], ['Florist', 'Flowers'], ['Bakery cafe', 'Bakehouse'],
  ['Commercial cleaning', 'Janitorial'], ['Pet grooming', 'Pet Spa'], ['Roofing contractor', 'Roofing'], ['Nail salon', 'Nails'],
  ['Tire shop', 'Tire & Auto'], ['Car wash', 'Car Wash'], ['Home health care agency', 'Home Care'], ['Catering', 'Catering Co.']];
const US_CITIES: readonly [string, string, string][] = [['Pittsburgh', 'PA', '152'], ['Columbus', 'OH', '432'], ['Tucson', 'AZ', '857'],
  ['Raleigh', 'NC', '276'], ['Tulsa', 'OK', '741'], ['Fresno', 'CA', '937'], ['Newark', 'NJ', '071'], ['San Antonio', 'TX', '782'],
  ['Miami', 'FL', '331'], ['Aurora', 'CO', '800'], ['Kenosha', 'WI', '531'], ['Macon', 'GA', '312'], ['Yonkers', 'NY', '107'], ['Reno', 'NV', '895']];
const CA_CITIES: readonly [string, string, string][] = [['Toronto', 'ON', 'M4C'], ['Mississauga', 'ON', 'L5B'], ['Montréal', 'QC', 'H2X'],
  ['Vancouver', 'BC', 'V5K'], ['Calgary', 'AB', 'T2E'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H']];
const STREETS = ['Main St', 'Liberty Ave', 'Oak Street', 'Route 9', 'Elm Ave', 'Industrial Pkwy', 'Commerce Dr', 'W 3rd St', 'Broad St', 'King St E'];
const AREA: Record<string, string> = { PA: '412', OH: '614', AZ: '520', NC: '919', OK: '918', CA: '559', NJ: '973', TX: '210', FL: '305', CO: '303',
  WI: '262', GA: '478', NY: '914', NV: '775', ON: '416', QC: '514', BC: '604', AB: '403', MB: '204', NS: '902' };
const US_STATES = ['DE', 'NV', 'WY', 'NY', 'TX', 'FL', 'PA', 'OH'];
const CA_PROVS = ['ON', 'QC', 'BC', 'AB', 'NS'];

function address(r: Rng, country: Country, avoid?: string): Address {
  const pool = country === 'US' ? US_CITIES : CA_CITIES;
  let c = r.pick(pool);
  while (avoid && c[1] === avoid) c = r.pick(pool);
  const postal = country === 'US' ? `${c[2]}${r.digits(2)}` : `${c[2]} ${r.int(1, 9)}${r.pick(['A', 'B', 'K', 'R', 'T'])}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9800)} ${r.pick(STREETS)}${r.chance(0.25) ? `, Suite ${r.int(2, 400)}` : ''}`, city: c[0], region: c[1], postal };
}
const phone = (r: Rng, area: string) => `(${area}) 555-01${r.digits(2)}`;

function luhnComplete(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return payload + String((10 - (sum % 10)) % 10);
}
function ssn(r: Rng, itin: boolean): string {
  const area = itin ? `9${r.digits(2)}` : String(r.pick([r.int(1, 665), r.int(667, 899)])).padStart(3, '0');
  const group = itin ? String(r.int(70, 88)) : pad(r.int(1, 99));
  return `${area}-${group}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
const ein = (r: Rng) => `${r.pick(['20', '27', '31', '46', '54', '81', '83', '86', '88', '92'])}-${r.digits(7)}`;

function owner(r: Rng, country: Country, pct: number, title: string | null, business: Address, spanish: boolean): Owner {
  const first = r.pick(spanish ? ES_FIRST : country === 'US' ? FIRST : CA_FIRST), last = r.pick(spanish ? ES_LAST : country === 'US' ? LAST : CA_LAST);
  let idText: string | null, id: string | null, idType: string | null;
  if (country === 'US') {
    const full = ssn(r, r.chance(0.12));
    id = full.replace(/\D/g, ''); idType = full.startsWith('9') ? 'ITIN' : 'SSN';
    idText = r.weighted<string>([[full, 6], [full.replace(/-/g, ' '), 1]]);
  } else {
    id = luhnComplete(`${r.int(1, 7)}${r.digits(7)}`); idType = 'SIN';
    idText = r.chance(0.5) ? `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)}` : `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}`;
  }
  const roll = r.next();
  if (roll < 0.22) { // masked: the number is not printed
    idText = country === 'US' ? `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${id.slice(5)}` : `XXX-XXX-${id.slice(6)}`;
    id = null; idType = null;
  } else if (roll < 0.3) { idText = null; id = null; idType = null; }
  return { first, last, middle: r.chance(0.4) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, cred: r.chance(0.08) ? r.pick(['DDS', 'CPA', 'DVM']) : null,
    title, pct, credit: r.chance(0.55) ? r.int(540, 790) : null, dob: r.chance(0.88) ? randDate(r, 1956, 1996) : null, idText, id, idType,
    idCountry: id ? country : null, home: address(r, country, r.chance(0.6) ? business.region : undefined) };
}

/** The printed owner name in one of the usual ways; the truth keeps first and last only. */
export function ownerName(o: Owner, r: Rng, allowLastFirst = true): string {
  const mi = o.middle ? ` ${o.middle}.` : '';
  if (allowLastFirst && r.chance(0.2)) return `${o.last}, ${o.first}${mi}`;
  return `${o.first}${mi} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}

export function merchant(r: Rng, country: Country, maxOwners = 4, spanish = false): Merchant {
  const kinds: EntityKind[] = country === 'US' ? ['sole', 'partnership', 'llc', 'llc', 'corp', 'scorp'] : ['sole', 'partnership', 'corp', 'corp', 'ulc'];
  const kind = r.pick(kinds);
  const [trade, noun] = r.pick(TRADES);
  const address0 = address(r, country);
  const n = kind === 'sole' ? 1 : kind === 'partnership' ? r.int(2, Math.min(3, maxOwners)) : r.weighted<number>([[1, 3], [2, 4], [3, 2], [4, 1]].map(([a, w]) => [Math.min(a!, maxOwners), w!] as const));
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : n === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const titles = kind === 'sole' ? ['Owner', 'Sole Proprietor', 'Owner/Operator'] : kind === 'llc' ? ['Managing Member', 'Member', 'Owner', 'CEO']
    : kind === 'partnership' ? ['Partner', 'General Partner', 'Managing Partner'] : ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'Director'];
  const owners = shares.map((p, i) => owner(r.fork(`owner${i}`), country, p, r.chance(0.9) ? r.pick(titles) : null, address0, spanish));
  for (let i = 1; i < owners.length; i++) {
    for (let k = 0; owners.slice(0, i).some((o) => o.last === owners[i]!.last || o.first === owners[i]!.first); k++) {
      owners[i] = owner(r.fork(`owner${i}:${k}`), country, owners[i]!.pct, owners[i]!.title, address0, spanish);
    }
  }
  const stem = r.pick(STEMS);
  const legal = kind === 'sole' ? `${owners[0]!.first} ${owners[0]!.last}`
    : kind === 'llc' ? `${stem} ${noun}${r.pick([' LLC', ', LLC', ' L.L.C.'])}`
    : kind === 'partnership' ? `${owners[0]!.last} & ${owners[1]!.last} ${noun}`
    : kind === 'ulc' ? `${stem} ${noun} ULC`
    : country === 'CA' && r.chance(0.3) ? `${r.int(1000000, 2999999)} ${address0.region === 'QC' ? 'Québec' : 'Ontario'} Inc.`
    : `${stem} ${noun}${r.pick([', Inc.', ' Inc.', ' Corp.', ' Ltd.', ', Inc'])}`;
  const dbaName = kind === 'sole' || /\d{6}/.test(legal) || r.chance(0.4) ? `${stem} ${noun}` : null;
  const dba = dbaName ?? r.weighted<string | null>([[null, 3], ['SAME', 1], ['N/A', 1], [legal, 1]]);
  let taxIdText: string | null, taxId: string | null, taxIdType: string | null;
  if (country === 'US') {
    if (kind === 'sole' && owners[0]!.id && r.chance(0.5)) { taxIdText = `${owners[0]!.id.slice(0, 3)}-${owners[0]!.id.slice(3, 5)}-${owners[0]!.id.slice(5)}`; owners[0]!.idText = taxIdText; }
    else taxIdText = ein(r);
    taxId = taxIdText.replace(/\D/g, '');
    taxIdType = taxIdText.length === 10 ? 'EIN' : taxId.startsWith('9') ? 'ITIN' : 'SSN';
  } else {
    const bn = luhnComplete(`${r.int(1, 8)}${r.digits(7)}`), prog = `${r.pick(['RT', 'RC', 'RP'])}000${r.int(1, 3)}`;
    const withProg = r.chance(0.75);
    taxIdText = withProg ? r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}`]) : bn;
    taxId = withProg ? bn + prog : bn; taxIdType = 'BN';
  }
  if (r.chance(0.06)) { taxIdText = null; taxId = null; taxIdType = null; }
  const area = AREA[address0.region] ?? '555';
  const freq = r.weighted<Merchant['frequency']>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1], [null, 2]]);
  const amount = r.int(8, 90) * 2500;
  const payments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([24, 32, 40, 52]) : freq ? r.pick([12, 18, 26]) : null;
  const payment = payments && r.chance(0.75) ? Math.round((amount * 1.35 / payments) * 100) / 100 : null;
  const incorporated = kind === 'sole' ? 'N/A' : country === 'US' ? r.pick(US_STATES.filter((s) => s !== address0.region)) : r.pick(CA_PROVS.filter((s) => s !== address0.region));
  return { country, kind, legal, dba, dbaTruth: dba && !['SAME', 'N/A'].includes(dba) && dba !== legal ? dba : null, industryText: trade, taxIdText, taxId,
    taxIdType, start: r.chance(0.9) ? randDate(r, 2004, 2023) : null, incorporated, address: address0, phone: phone(r, area),
    email: `${r.pick(['info', 'office', 'admin', stem.split(' ')[0]!.toLowerCase()])}@${stem.toLowerCase().replace(/\W/g, '')}${noun.toLowerCase().replace(/\W/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${stem.toLowerCase().replace(/\W/g, '')}${noun.toLowerCase().replace(/\W/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    amount, payment, payments: payment || r.chance(0.5) ? payments : null, frequency: freq,
    useOfFunds: r.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing']),
    monthlySales: r.int(20, 180) * 1000, employees: r.int(1, 35), owners,
    landlord: r.pick([...OTHER_PEOPLE, 'Keystone Property Mgmt', 'Riverside Realty LLC']), landlordPhone: phone(r, area),
    bank: r.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${r.digits(8)}` : `${r.digits(5)}-${r.digits(3)}`, account: r.digits(r.int(8, 11)),
    refs: [`${r.pick(VENDORS)}  ${phone(r, area)}`, `${r.pick(OTHER_PEOPLE)}  ${phone(r, area)}`], isoRep: r.pick(REPS),
    funders: r.chance(0.5) ? [{ name: r.pick(FUNDERS), balance: r.int(20, 300) * 100, payment: r.int(80, 900) }] : [] };
}
