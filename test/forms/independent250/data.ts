// Fictional merchants for the fax-received application set (independent250): businesses, owners, tax IDs, dates and
// money, each with the printed text and the value applications.md's rules give for it.
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
export const INDUSTRIES = load('industries.json');
export const ENTITY_IDS = new Set(load('entity-types.json').map((e) => e.id));
export const STATE_CODES = new Set((JSON.parse(readFileSync(`${REF}/states.json`, 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));
export const PROVINCE_CODES = new Set((JSON.parse(readFileSync(`${REF}/provinces.json`, 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const cand of [it.label, ...it.aliases]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${esc(cand)}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || cand.length > best.len)) best = { id: it.id, len: cand.length };
    }
  }
  return best?.id ?? null;
}

/** Printed "type of business" texts; the industry comes from industryOf (some are traps: "clinic", "shop", "bakery"). */
export const BUSINESS_TYPES = ['Italian restaurant & bar', 'Veterinary clinic', 'Full service hair salon', 'Plumbing and HVAC contractor',
  'Collision repair / body shop', 'Dental office - general dentistry', 'Coffee shop', 'Commercial cleaning', 'Landscaper / snow removal',
  'Convenience store w/ gas', 'Used car dealer', 'Daycare center', 'Food truck and catering', 'Machine shop (CNC)', 'Tire shop',
  'Pet grooming salon', 'Moving company', 'Chiropractor', 'Furniture store', 'Roofing contractor', 'Yoga studio', 'Liquor store',
  'Family owned bakery cafe', 'Dry cleaner', 'Urgent care clinic', 'Web design and IT services', 'Motel / extended stay', 'Electrical contractor'];

const FIRST = ['Maria', 'James', 'Anne-Marie', 'DeShawn', 'Priya', 'Luis', 'Katherine', 'Tomasz', 'Aaliyah', 'Jean-Luc', 'Wei', 'Roberto',
  'Siobhan', 'Kwame', 'Emily', 'Dmitri', 'Fatima', 'Brandon', 'Mei-Ling', 'Patrick', 'Ngozi', 'Carlos', 'Hannah', 'Yusuf'];
const LAST = ['Alvarez', "O'Brien", 'de la Cruz', 'Nguyen', 'Smith-Okafor', 'Van der Berg', 'Patel', "D'Angelo", 'Kowalski', 'McAllister',
  'Del Rosario', 'Haddad', 'Lindqvist-Moore', 'Okonkwo', 'Fitzgerald', 'St. Pierre', 'Baptiste', 'von Stein', 'Romero', 'Chen', "N'Diaye", 'Abernathy'];
const WORDS = ['Summit', 'Harbor', 'Blue Heron', 'Ironwood', 'Golden Gate', 'Riverbend', 'Oak & Ash', 'Granite Peak', 'Lakeshore', 'Red Maple',
  'Cedar Point', 'Northstar', 'Silver Creek', 'Bayside', 'Prairie Wind', 'Copper Kettle', 'Old Town', 'Brightline'];
const NOUNS = ['Group', 'Enterprises', 'Holdings', 'Services', 'Partners', 'Ventures', 'Works', 'Company', 'Solutions', 'Trading'];
const STREETS = ['Main St', 'Elm Avenue', 'Commerce Blvd', 'Industrial Pkwy', 'Oak Street', '5th Ave', 'Market St', 'Route 9',
  'Lincoln Hwy', 'Harbor Dr', 'King Street W', 'Broadway'];
const US_CITIES: [string, string, string][] = [['Newark', 'NJ', '07102'], ['Tampa', 'FL', '33602'], ['Houston', 'TX', '77002'],
  ['Columbus', 'OH', '43215'], ['Phoenix', 'AZ', '85004'], ['Charlotte', 'NC', '28202'], ['Denver', 'CO', '80202'],
  ['Brooklyn', 'NY', '11201'], ['Atlanta', 'GA', '30303'], ['Nashville', 'TN', '37203'], ['Sacramento', 'CA', '95814'],
  ['Boise', 'ID', '83702'], ['Scranton', 'PA', '18503'], ['Baton Rouge', 'LA', '70801']];
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M5V 2T6'], ['Mississauga', 'ON', 'L5B 3C2'], ['Calgary', 'AB', 'T2P 1J9'],
  ['Vancouver', 'BC', 'V6B 1A1'], ['Winnipeg', 'MB', 'R3C 0V8'], ['Halifax', 'NS', 'B3J 1S9'], ['Montréal', 'QC', 'H2Y 1C6'],
  ['Saskatoon', 'SK', 'S7K 1J5'], ['Moncton', 'NB', 'E1C 4M9']];

export interface Address { street: string; city: string; region: string; postal: string }
export interface TaxId { printed: string; digits: string | null; type: string | null; country: string | null }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  tax: TaxId | null; dobIso: string; home: Address; score: number | null; cell: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dbaPrinted: string; dba: string | null; entityId: string; entityBox: string;
  entityText: string; desc: string; industry: string; tax: TaxId | null; startIso: string; addr: Address; incRegion: string;
  phone: string; email: string; website: string | null; amount: number; payment: number; nPayments: number; freq: string;
  owners: Owner[]; monthlySales: number; use: string; employees: number; rent: 'Own' | 'Rent';
}

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export function phone(rng: Rng, sep: 'dash' | 'paren' | 'dot' = 'dash'): string {
  const a = rng.pick(['212', '718', '305', '404', '214', '602', '312', '416', '604', '973', '615']), b = rng.int(200, 989), c = pad(rng.int(0, 9999), 4);
  return sep === 'paren' ? `(${a}) ${b}-${c}` : sep === 'dot' ? `${a}.${b}.${c}` : `${a}-${b}-${c}`;
}
function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, x, i) => { const v = i % 2 === 1 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  return d.join('') + '0';
}
const EIN_PREFIXES = [12, 13, 20, 22, 26, 27, 30, 33, 36, 38, 45, 46, 47, 52, 56, 61, 65, 74, 81, 82, 84, 85, 88, 90, 92, 99];
export function ein(rng: Rng): TaxId {
  const digits = `${rng.pick(EIN_PREFIXES)}${pad(rng.int(1, 9999999), 7)}`;
  return { printed: rng.chance(0.85) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits, digits, type: 'EIN', country: 'US' };
}
export function ssn(rng: Rng, itin = false): TaxId {
  const area = itin ? 900 + rng.int(0, 99) : rng.pick([rng.int(1, 665), rng.int(667, 899)]);
  const group = itin ? rng.pick([rng.int(70, 88), rng.int(50, 65)]) : rng.int(1, 99);
  const digits = `${pad(area, 3)}${pad(group)}${pad(rng.int(1, 9999), 4)}`;
  return { printed: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`, digits, type: itin ? 'ITIN' : 'SSN', country: 'US' };
}
export function sin(rng: Rng): TaxId {
  const d = luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7]));
  return { printed: rng.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, digits: d, type: 'SIN', country: 'CA' };
}
export function bn(rng: Rng): TaxId {
  const d = luhn9(rng, rng.int(7, 8)), prog = `RC${pad(rng.int(1, 3), 4)}`;
  return { printed: rng.pick([`${d} ${prog}`, `${d}${prog}`, `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)} ${prog}`]), digits: `${d}${prog}`, type: 'BN', country: 'CA' };
}
/** A masked or blank tax ID: printed, but no value. */
export const masked = (t: TaxId, rng: Rng): TaxId =>
  ({ printed: t.type === 'SIN' ? `XXX XXX ${t.digits!.slice(6)}` : rng.pick([`XXX-XX-${t.digits!.slice(-4)}`, `***-**-${t.digits!.slice(-4)}`]), digits: null, type: null, country: null });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'iso' | 'dmon';
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dmon': return `${pad(d)}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
  }
}
export const isoDate = (rng: Rng, y0: number, y1: number): string => `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
export function money(n: number, rng: Rng, cad = false): string {
  const c = n.toLocaleString('en-US');
  const f = rng.pick(cad ? [`$${c}`, `${c} CAD`, `CAD $${c}`, `$${c}.00`] : [`$${c}`, `$${c}.00`, c, `$ ${c}`]);
  return f;
}

export function fullName(o: Owner, style: 'natural' | 'lastfirst'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const base = style === 'lastfirst' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
  return o.cred && style === 'natural' ? `${base}, ${o.cred}` : base;
}

function address(rng: Rng, country: 'US' | 'CA'): Address {
  const [city, region, postal] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const unit = rng.chance(0.3) ? rng.pick([` Suite ${rng.int(100, 450)}`, ` Unit ${rng.int(1, 30)}`, ` #${rng.int(2, 20)}`]) : '';
  return { street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}${unit}`, city, region, postal };
}

const US_ENTITIES: [string, string, string, string][] = [ // id, checkbox label, free text, legal-name suffix
  ['llc', 'LLC', 'Limited Liability Company', 'LLC'], ['c_corporation', 'Corporation', 'Corporation', 'Inc.'],
  ['s_corporation', 'S-Corp', 'S Corp', 'Inc.'], ['sole_proprietorship', 'Sole Proprietor', 'Sole Proprietorship', ''],
  ['general_partnership', 'Partnership', 'Partnership', '& Partners'], ['llp', 'LLP', 'LLP', 'LLP'], ['pllc', 'PLLC', 'PLLC', 'PLLC']];
const CA_ENTITIES: [string, string, string, string][] = [
  ['ca_corporation', 'Corporation', 'Corporation', 'Ltd.'],
  ['sole_proprietorship', 'Sole Proprietorship', 'Sole Proprietorship', ''], ['general_partnership', 'Partnership', 'Partnership', '& Associates'],
  ['ca_ulc', 'ULC', 'ULC', 'ULC']];

function owner(rng: Rng, country: 'US' | 'CA', title: string, pct: number): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const tax = country === 'CA' ? sin(rng) : ssn(rng, rng.chance(0.12));
  return { first, last, middle: rng.chance(0.45) ? rng.pick([...'ABCDEFGHJKLMNRST']) : null, cred: null, title, pct,
    tax: rng.chance(0.25) ? masked(tax, rng) : rng.chance(0.08) ? null : tax, dobIso: isoDate(rng, 1958, 1994), home: address(rng, country),
    score: rng.chance(0.4) ? rng.int(540, 790) : null, cell: phone(rng), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
}

export function merchant(rng: Rng, country: 'US' | 'CA'): Merchant {
  const [entityId, entityBox, entityText, suffix] = rng.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const desc = rng.pick(BUSINESS_TYPES);
  const n = entityId === 'sole_proprietorship' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const splits = n === 1 ? [entityId === 'sole_proprietorship' ? 100 : rng.pick([100, 100, 80, 75])] : n === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : rng.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33]]);
  const titles = entityId === 'sole_proprietorship' ? ['Owner', 'Sole Proprietor'] : entityId.includes('llc') ? ['Managing Member', 'Member', 'Owner']
    : entityId.includes('partnership') || entityId === 'llp' ? ['Partner', 'General Partner'] : ['President', 'CEO', 'Vice President', 'Secretary', 'COO'];
  const owners = splits.map((p, i) => owner(rng, country, i === 0 ? (entityId === 'sole_proprietorship' ? rng.pick(titles) : titles[0]!) : rng.pick(titles.slice(1).length ? titles.slice(1) : titles), p));
  if (desc.match(/Dental|Chiropractor|Veterinary/) && rng.chance(0.6)) owners[0]!.cred = desc.startsWith('Dental') ? 'DDS' : desc.startsWith('Vet') ? 'DVM' : 'DC';
  const word = rng.pick(WORDS), noun = rng.pick(NOUNS);
  const o0 = owners[0]!;
  const legal = entityId === 'sole_proprietorship' ? `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}`
    : entityId === 'general_partnership' ? `${o0.last} ${suffix}`.replace(/^./, (c) => c.toUpperCase())
    : rng.chance(0.15) && country === 'CA' ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.'])} ${suffix}`
    : `${word} ${noun}${rng.chance(0.4) ? ',' : ''} ${suffix}`;
  const dbaName = `${rng.pick(WORDS)} ${desc.split(/[ /&-]/)[0]}`;
  const dbaRoll = rng.int(0, 9);
  const dbaPrinted = entityId === 'sole_proprietorship' ? dbaName : dbaRoll < 6 ? dbaName : dbaRoll < 8 ? rng.pick(['SAME', 'N/A', 'Same as above']) : dbaRoll < 9 ? legal : '';
  const dba = dbaPrinted === dbaName ? dbaName : null;
  let tax: TaxId | null;
  if (country === 'CA') tax = bn(rng);
  else if (entityId === 'sole_proprietorship' && rng.chance(0.6)) tax = o0.tax?.digits ? { ...o0.tax } : ssn(rng);
  else tax = ein(rng);
  if (rng.chance(0.1)) tax = null;
  const addr = address(rng, country);
  const incRegion = rng.chance(0.3) ? (country === 'US' ? rng.pick(['DE', 'NV', 'WY']) : rng.pick(['ON', 'BC', 'AB'])) : addr.region;
  const amount = rng.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 250000]);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? rng.pick([80, 100, 120, 140]) : freq === 'weekly' ? rng.pick([20, 26, 36, 52]) : freq === 'biweekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / nPayments) * 100) / 100;
  return { country, legal, dbaPrinted, dba, entityId, entityBox, entityText, desc, industry: industryOf(desc) ?? 'restaurant', tax,
    startIso: isoDate(rng, 2004, 2022), addr, incRegion, phone: phone(rng, 'paren'), email: `info@${word.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}.com`,
    website: rng.chance(0.5) ? `www.${word.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase()}.com` : null, amount, payment, nPayments, freq,
    owners, monthlySales: rng.int(25, 400) * 1000, use: rng.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Renovation']),
    employees: rng.int(2, 45), rent: rng.pick(['Own', 'Rent']) };
}
