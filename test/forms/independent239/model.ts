// The merchant behind one form of set 239: a business, its owners and its request, drawn from a seed. What the form
// prints of it (and so the truth) is the layout's choice; this file also holds the printed formats.
import fs from 'node:fs';
import path from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; score: number; dob: string; home: string;
}

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entityText: string; entityId: string;
  industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN'; taxPrinted: string;
  street: string; city: string; region: string; regionName: string; zip: string; incRegion: string;
  start: { y: number; m: number; d: number };
  owners: Owner[];
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  phone: string; email: string;
}

interface RefItem { id: string; label: string; aliases?: string[]; country?: string; name?: string; code?: string }
const load = (f: string): RefItem[] => (JSON.parse(fs.readFileSync(path.join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
export const INDUSTRIES = load('industries.json');
export const STATES = load('states.json');
export const PROVINCES = load('provinces.json');
export const ENTITY_TYPES = load('entity-types.json');

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded, case ignored. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const t = text.toLowerCase();
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Dmitri', 'Priya', 'Carlos', 'Linh', 'Robert', 'Fatima', 'Kevin', 'Grace', 'Tomasz',
  'Olivia', 'Hector', 'Naomi', 'Samuel', 'Yusuf', 'Rachel', 'Andre', 'Mei', 'Patrick', 'Sofia', 'Darnell', 'Ingrid'];
const LAST = ['Alvarez', 'Okafor', 'Chen', 'Whitfield', 'Kowalski', 'Nguyen', 'Haddad', 'Brennan', 'Patel', 'Moreau',
  'Garcia-Lopez', 'Smith-Jones', "O'Connell", 'De la Cruz', 'Van der Berg', 'St. Pierre', 'MacLeod', 'Abernathy', 'Del Rio',
  'Lindqvist', 'Osei-Bonsu', 'Fitzgerald', 'von Ahn', 'Dubois'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Co-Owner', 'Secretary'];
const CREDS = [', DC', ', CPA', ', DDS', ' Jr.', ', MD'];

export const US_INDUSTRIES: [string, string, string][] = [['Pizzeria', 'restaurant', 'Pizza'], ['Plumbing & HVAC', 'specialty_trade_contractor', 'Mechanical'],
  ['Dental office', 'dental_practice', 'Family Dental'], ['Landscaping and lawn care', 'landscaping', 'Lawn & Garden'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Coffee shop', 'restaurant', 'Coffee Co.'], ['Barbershop', 'personal_care', 'Cuts'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Janitorial services', 'cleaning_services', 'Cleaning Co.'], ['Used car dealer', 'auto_dealer_used', 'Auto Sales'], ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['Florist', 'retail_general', 'Flowers'], ['Local hauling / dump truck', 'trucking_local', 'Hauling'], ['Nail salon', 'personal_care', 'Nails & Spa'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Gym', 'fitness', 'Fitness'], ['Food truck', 'food_truck_catering', 'Street Eats'],
  ['Auto repair / body shop', 'auto_repair', 'Collision'], ['Liquor store', 'liquor_store', 'Wine & Spirits']];
const NOUNS = ['Summit', 'Harbor', 'Bluebird', 'Ironwood', 'Maple Leaf', 'Crescent', 'Golden Gate', 'Riverbend', 'Northstar', 'Cedar Hill',
  'Prairie', 'Lakeshore', 'Red Rock', 'Silver Pine', 'Keystone', 'Magnolia'];
const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
  ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'], ['Raleigh', 'NC', '276'], ['Denver', 'CO', '802'], ['Fresno', 'CA', '937'],
  ['Brooklyn', 'NY', '112'], ['Atlanta', 'GA', '303'], ['Spokane', 'WA', '992'], ['Baton Rouge', 'LA', '708'], ['Reno', 'NV', '895']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Laval', 'QC', 'H7N'], ['Saskatoon', 'SK', 'S7K']];
const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'King St W', 'Market Rd', 'Lakeview Blvd'];
const EIN_PREFIX = ['12', '20', '27', '33', '45', '46', '47', '81', '82', '84', '86', '88', '91', '92', '93', '95', '98'];

function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  for (let c = 0; c < 10; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let d = Number(s[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; sum += d; }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}

function ssn(rng: Rng): string {
  const area = String(rng.int(101, 665)).padStart(3, '0');
  return area + String(rng.int(10, 99)) + String(rng.int(1000, 9999));
}

export function personName(rng: Rng): Pick<Owner, 'first' | 'middle' | 'last' | 'credential'> {
  return { first: rng.pick(FIRST), middle: rng.chance(0.35) ? rng.pick('ABCDEJKLMRSTW'.split('')) : null, last: rng.pick(LAST),
    credential: rng.chance(0.08) ? rng.pick(CREDS) : null };
}

export function makeMerchant(rng: Rng, country: 'US' | 'CA'): Merchant {
  const nOwners = rng.weighted([[1, 5], [2, 4], [3, 2]] as const);
  const sole = nOwners === 1 && rng.chance(0.35);
  const shares = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[51, 49], [50, 50], [60, 40], [75, 25], [80, 20]]) : rng.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33], [60, 20, 20]]);
  const owners: Owner[] = [];
  const places = country === 'US' ? US_PLACES : CA_PLACES;
  for (let i = 0; i < nOwners; i++) {
    const n = personName(rng);
    const [hc, hr] = rng.pick(places);
    owners.push({ ...n, title: sole ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : rng.pick(i === 0 ? TITLES.slice(0, 4) : TITLES.slice(4)),
      pct: shares[i]!, taxId: country === 'US' ? ssn(rng) : luhn9(rng, String(rng.int(1, 7))), taxType: country === 'US' ? 'SSN' : 'SIN',
      score: rng.int(540, 790), dob: `${rng.int(1, 12)}/${rng.int(1, 28)}/19${rng.int(55, 95)}`, home: `${rng.int(10, 9899)} ${rng.pick(STREETS)}, ${hc}, ${hr}` });
  }
  const [industryText, industryId, tradeWord] = rng.pick(US_INDUSTRIES);
  const noun = rng.pick(NOUNS);
  const trade = `${noun} ${tradeWord}`;
  let legal: string, entityText: string, entityId: string;
  if (sole) {
    const o = owners[0]!;
    legal = `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
    [entityText, entityId] = ['Sole Proprietor', 'sole_proprietorship'];
  } else if (country === 'CA') {
    [entityText, entityId] = rng.chance(0.8) ? [rng.pick(['Corporation', 'Corp.', 'Inc.', 'Ltd.']), 'ca_corporation'] : ['Partnership', 'general_partnership'];
    legal = entityId === 'general_partnership' ? `${noun} Partners` : rng.chance(0.4) ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.'])} Inc.` : `${noun} Holdings ${rng.pick(['Inc.', 'Ltd.'])}`;
  } else {
    const e = rng.pick([['LLC', 'llc', ', LLC'], ['L.L.C.', 'llc', ' LLC'], ['Corporation', 'c_corporation', ', Inc.'], ['Inc.', 'c_corporation', ' Inc.'],
      ['S Corp', 's_corporation', ', Inc.'], ['PLLC', 'pllc', ', PLLC'], ['Partnership', 'general_partnership', ' Partners']] as const);
    [entityText, entityId] = [e[0], e[1]];
    legal = `${noun} ${rng.pick(['Enterprises', 'Group', 'Holdings', 'Services', 'Ventures'])}${e[2]}`;
  }
  const dba = sole || rng.chance(0.6) ? trade : null;
  const [city, region, zp] = rng.pick(places);
  const regionName = (country === 'US' ? STATES : PROVINCES).find((s) => s.code === region)?.name ?? region;
  let taxId: string, taxType: Merchant['taxType'], taxPrinted: string;
  if (country === 'CA') {
    const bn = luhn9(rng, rng.pick(['7', '8']));
    const prog = rng.pick(['RC0001', 'RT0001']);
    taxId = bn + prog; taxType = 'BN';
    taxPrinted = rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
  } else if (sole && rng.chance(0.5)) {
    taxId = owners[0]!.taxId; taxType = 'SSN'; taxPrinted = `${taxId.slice(0, 3)}-${taxId.slice(3, 5)}-${taxId.slice(5)}`;
  } else {
    taxId = rng.pick(EIN_PREFIX) + rng.digits(7); taxType = 'EIN'; taxPrinted = `${taxId.slice(0, 2)}-${taxId.slice(2)}`;
  }
  const amount = rng.int(8, 100) * 2500;
  const freq = rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140]) : freq === 'weekly' ? rng.pick([16, 20, 26, 32, 40]) : freq === 'biweekly' ? rng.pick([10, 13, 20]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.22, 1.45)) / nPayments * 100) / 100;
  const places2 = places.filter((p) => p[1] !== region);
  return { country, legal, dba, entityText, entityId, industryText, industryId, taxId, taxType, taxPrinted,
    street: `${rng.int(12, 9990)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`, city, region, regionName,
    zip: country === 'US' ? zp + rng.digits(2) : `${zp} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${rng.int(1, 9)}`,
    incRegion: rng.pick(places2)[1],
    start: { y: rng.int(1996, 2023), m: rng.int(1, 12), d: rng.int(1, 28) }, owners, amount, payment, nPayments, freq,
    phone: country === 'US' ? `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}` : `${rng.pick(['416', '403', '604', '902', '204'])}-${rng.int(200, 989)}-${rng.digits(4)}`,
    email: `${trade.split(' ')[0]!.toLowerCase()}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
}
