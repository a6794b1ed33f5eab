// independent145's merchants: the business, 1-4 owners and the decoys, plus the reading rules of applications.md
// (entity and industry from the reference lists, money, dates) that turn a printed text into a truth value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Val } from './kit.ts';

interface RefItem { id: string; label: string; countries?: string[]; aliases?: string[] }
const load = (f: string) => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json'), INDUSTRIES = load('industries.json');
const norm = (s: string) => s.toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '');

function entityOne(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (!n) return null;
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated'].includes(n)) return country === 'US' ? 'c_corporation' : 'ca_corporation';
  const hits = ENTITIES.filter((e) => (e.countries ?? []).includes(country) && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  if (hits.length > 1) throw new Error(`entity text ${text} is ambiguous`);
  return hits[0]?.id ?? null;
}

/** The entity id of a printed text: whole, else the part outside or inside parentheses; bilingual `A / B` halves agree. */
export function entityOf(text: string, country: 'US' | 'CA'): string {
  const halves = text.includes(' / ') ? text.split(' / ') : [text];
  const ids = halves.map((h) => entityOne(h, country) ?? entityOne(h.replace(/\(.*\)/, ''), country) ?? entityOne(/\((.*)\)/.exec(h)?.[1] ?? '', country));
  const id = ids.find((x) => x !== null);
  if (!id || ids.some((x) => x !== null && x !== id)) throw new Error(`entity text ${text} does not resolve`);
  return id;
}

/** The industry whose label or alias is the longest one contained, word-bounded, in the text. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
      if (re.test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string | null; pct: number; credit: number | null;
  tax: string | null; taxId: string | null; taxType: string | null; dobIso: string | null; home: string;
}
export interface Merchant {
  country: 'US' | 'CA'; quebec: boolean; legal: string; dba: string | null; dbaTruth: string | null; entity: string;
  industry: string | null; tax: string; taxId: string; taxType: string; street: string; city: string; state: string; stateName: string;
  zip: string; phone: string; email: string; incState: string; amount: number; payment: number | null; nPayments: number | null;
  freq: Freq | null; startIso: string | null; use: string; owners: Owner[];
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[]; isoRep: string; funders: { name: string; balance: string }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Deshawn', 'Elena', 'Kenji', 'Fatima', 'Liam', 'Rosa', 'Omar', 'Chloé', 'Nikhil',
  'Grace', 'Mateo', 'Hannah', 'Tuan', 'Simone', 'Gabriel', 'Ifeoma', 'Brett', 'Yolanda', 'Marc-André'];
const LAST = ['Okafor', 'De la Cruz', 'Smith-Hale', "O'Neill", 'Nguyen', 'Van der Berg', 'Kowalski', 'St. Pierre', 'Patel', 'Castellanos',
  'MacLeod', 'Haddad', 'Tremblay', 'Washington', 'Abernathy', 'Lindqvist', 'Bélanger', 'Ruiz-Ortega', 'Fitzgerald', 'Moreau'];
const DECOY_PEOPLE = ['Harold Breck', 'Vivian Stroud', 'Calvin Ames', 'Denise Marlow', 'Ronald Pike', 'Trudy Vance', 'Glen Osterhout', 'Lorna Quill'];
const FUNDERS = ['Rapid Bridge Capital', 'Kingsway Advance', 'Fundora Daily', 'Bluewater MCA', 'Iron Gate Funding', 'Crescent Receivables'];
const TRADE = ['Sysco Foods', 'Pacific Supply Co.', 'Uline', 'Grainger', 'Gordon Food Service', 'Acme Wholesale', 'Lowry Distribution'];
const INDUSTRY_TEXT = ['Veterinary clinic', 'Family dental office', 'Collision repair and body shop', 'Italian restaurant', 'Hair salon',
  'HVAC contractor', 'Landscaping and lawn care', 'Commercial cleaning', 'Coffee shop', 'Boutique clothing store', 'Plumbing services',
  'Physical therapy clinic', 'Daycare center', 'Convenience store', 'Yoga studio', 'Tutoring center', 'Bakery cafe', 'Dry cleaner',
  'Pet grooming salon', 'Used car dealer', 'Moving company', 'Food truck', 'Machine shop', 'Trucking - local hauling'];
const NAME_A = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Northgate', 'Willow & Vine', 'Ironwood', 'Bright Harbor', 'Red Cedar',
  'Golden Mile', 'Lakeshore', 'Maple Leaf', 'Prairie Sky', 'Harbourfront', 'Silver Birch'];
const NAME_B = ['Builders', 'Services', 'Group', 'Holdings', 'Enterprises', 'Partners', 'Trading', 'Works'];
const US_STATES: [string, string, string][] = [['TX', 'Texas', 'Austin'], ['FL', 'Florida', 'Tampa'], ['NY', 'New York', 'Buffalo'],
  ['CA', 'California', 'Fresno'], ['IL', 'Illinois', 'Peoria'], ['GA', 'Georgia', 'Macon'], ['AZ', 'Arizona', 'Tempe'], ['NJ', 'New Jersey', 'Newark'],
  ['OH', 'Ohio', 'Dayton'], ['CO', 'Colorado', 'Boulder'], ['NC', 'North Carolina', 'Raleigh'], ['WA', 'Washington', 'Tacoma']];
const PROVINCES: [string, string, string, string][] = [['ON', 'Ontario', 'Hamilton', 'L8P'], ['BC', 'British Columbia', 'Kelowna', 'V1Y'],
  ['AB', 'Alberta', 'Red Deer', 'T4N'], ['QC', 'Québec', 'Laval', 'H7N'], ['MB', 'Manitoba', 'Brandon', 'R7A'], ['NS', 'Nova Scotia', 'Halifax', 'B3H'],
  ['QC', 'Quebec', 'Sherbrooke', 'J1H'], ['SK', 'Saskatchewan', 'Regina', 'S4P']];
const STREETS = ['Commerce St', 'Main Street', 'Industrial Pkwy', 'Rue Principale', 'King St W', 'Elm Ave', 'Harbour Rd', 'Oak Blvd'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
function isoDate(rng: Rng, y0: number, y1: number): string { return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`; }
export function printDate(rng: Rng, iso: string, country: 'US' | 'CA'): string {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const long = `${MONTHS[mo - 1]} ${d}, ${y}`;
  if (country === 'CA') return rng.chance(0.6) ? iso : long;
  return rng.pick([`${pad(mo)}/${pad(d)}/${y}`, `${pad(mo)}/${pad(d)}/${String(y).slice(2)}`, long, `${mo}/${d}/${y}`]);
}
export function printMoney(rng: Rng, n: number, country: 'US' | 'CA'): string {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 });
  const s = rng.pick([`$${c}`, `$${c}`, `${c}`, `$ ${c}`, Number.isInteger(n) ? `$${c}.00` : `$${c}`]);
  return country === 'CA' && rng.chance(0.5) ? `${s} CAD` : s;
}
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

function ownerTax(rng: Rng, country: 'US' | 'CA'): Pick<Owner, 'tax' | 'taxId' | 'taxType'> {
  if (rng.chance(0.12)) return { tax: null, taxId: null, taxType: null };
  if (country === 'CA') {
    const d = `${rng.int(1, 7)}${rng.digits(8)}`;
    if (rng.chance(0.3)) return { tax: `XXX XXX ${d.slice(6)}`, taxId: null, taxType: null };
    return { tax: rng.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, taxId: d, taxType: 'SIN' };
  }
  const itin = rng.chance(0.12);
  const d = itin ? `9${rng.digits(2)}${rng.int(70, 88)}${rng.digits(4)}` : `${pad(rng.int(1, 665), 3)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
  if (rng.chance(0.25)) return { tax: `XXX-XX-${d.slice(5)}`, taxId: null, taxType: null };
  return { tax: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, taxId: d, taxType: itin ? 'ITIN' : 'SSN' };
}

export function makeMerchant(rng: Rng, o: { country: 'US' | 'CA'; quebec?: boolean; entities: readonly string[] }): Merchant {
  const country = o.country;
  const entity = rng.pick(o.entities);
  const sole = entity === 'sole_proprietorship';
  const nOwners = sole ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 2]] as const);
  const firsts = rng.shuffle([...FIRST]), lasts = rng.shuffle([...LAST]);
  let left = 100;
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const pct = i === nOwners - 1 ? (rng.chance(0.8) ? left : left - 5) : Math.max(20, Math.min(left - 20 * (nOwners - 1 - i), 5 * rng.int(4, 12)));
    left -= pct;
    owners.push({ first: firsts[i]!, middle: rng.chance(0.3) ? `${rng.pick(['A', 'J', 'M', 'R', 'T'])}.` : '', last: lasts[i]!,
      cred: rng.chance(0.1) ? rng.pick([', CPA', ', DDS', ', DC']) : '', title: rng.chance(0.1) ? null : rng.pick(i === 0 ? ['CEO', 'Owner', 'President', 'Managing Member'] : ['Partner', 'CFO', 'VP Operations', 'Secretary']),
      pct, credit: rng.chance(0.5) ? rng.int(540, 790) : null, ...ownerTax(rng, country), dobIso: rng.chance(0.8) ? isoDate(rng, 1955, 1995) : null,
      home: `${rng.int(10, 9999)} ${rng.pick(['Birch Ln', 'Willow Ct', 'Chemin du Lac', 'Sunset Dr'])}` });
  }
  const suffix: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['Inc.', 'Corp.'], s_corporation: ['Inc.'], ca_corporation: ['Inc.', 'Ltd.', 'Ltée'],
    general_partnership: ['Partners'], nonprofit_corporation: ['Foundation'], pllc: ['PLLC'], cooperative: ['Co-operative'], ca_ulc: ['ULC'], limited_partnership: ['LP'], llp: ['LLP'], professional_corporation: ['P.C.'] };
  const base = `${rng.pick(NAME_A)} ${rng.pick(NAME_B)}`;
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${base} ${rng.pick(suffix[entity] ?? ['Inc.'])}`.replace(/ (\w+) \1$/, ' $1');
  const dbaRoll = rng.next();
  const dba = sole || dbaRoll < 0.45 ? `${rng.pick(NAME_A)} ${rng.pick(['Cafe', 'Auto', 'Studio', 'Market', 'Clinic', 'Works'])}` : dbaRoll < 0.6 ? rng.pick(['SAME', 'N/A', legal]) : null;
  const dbaTruth = dba && dba !== 'SAME' && dba !== 'N/A' && dba !== legal ? dba : null;
  let tax: string, taxId: string, taxType: string;
  if (country === 'CA') {
    taxId = `${rng.int(1, 8)}${rng.digits(8)}`;
    const prog = rng.pick(['RC0001', 'RT0001', 'RP0001']);
    tax = rng.chance(0.6) ? `${taxId} ${prog}` : `${taxId}${prog}`;
    taxId += prog; taxType = 'BN';
  } else if (sole && o0.taxId && rng.chance(0.5)) {
    tax = o0.tax!; taxId = o0.taxId; taxType = o0.taxType!;
  } else {
    taxId = `${rng.int(10, 98)}${rng.digits(7)}`; tax = `${taxId.slice(0, 2)}-${taxId.slice(2)}`; taxType = 'EIN';
  }
  const quebec = o.quebec ?? false;
  let state: string, stateName: string, city: string, zip: string, incState: string;
  if (country === 'CA') {
    const p = quebec ? rng.pick(PROVINCES.filter((x) => x[0] === 'QC')) : rng.pick(PROVINCES.filter((x) => x[0] !== 'QC'));
    [state, stateName, city] = p; zip = `${p[3]} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R', 'W'])}${rng.int(1, 9)}`;
    incState = rng.pick(PROVINCES.filter((x) => x[0] !== state))[0];
  } else {
    const s = rng.pick(US_STATES);
    [state, stateName, city] = s; zip = rng.digits(5).replace(/^0/, '3');
    incState = rng.pick(US_STATES.filter((x) => x[0] !== state).map((x) => x[0]).concat(['DE', 'NV', 'WY']));
  }
  const amount = rng.pick([15000, 25000, 30000, 45000, 50000, 75000, 100000, 150000, 37500, 62500]);
  const nPayments = rng.chance(0.6) ? rng.pick([60, 80, 100, 120, 140, 160]) : null;
  const payment = nPayments && rng.chance(0.8) ? Math.round((amount * 1.35 / nPayments) * 100) / 100 : null;
  const freq = rng.chance(0.8) ? rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const) : null;
  const people = rng.shuffle([...DECOY_PEOPLE]);
  return { country, quebec, legal, dba, dbaTruth, entity, industry: rng.chance(0.9) ? rng.pick(INDUSTRY_TEXT) : null, tax, taxId, taxType,
    street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`, city, state, stateName, zip, phone: phone(rng), email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    incState, amount, payment, nPayments, freq, startIso: rng.chance(0.85) ? isoDate(rng, 1998, 2023) : null,
    use: rng.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital']), owners,
    landlord: rng.chance(0.5) ? people[0]! : `${rng.pick(['Parkside', 'Crestview', 'Ridgeline'])} Realty LLC`, landlordPhone: phone(rng),
    bank: rng.pick(country === 'CA' ? ['RBC Royal Bank', 'TD Canada Trust', 'Desjardins'] : ['Chase', 'Wells Fargo', 'Regions Bank', 'PNC Bank']),
    routing: country === 'CA' ? `${rng.int(10000, 99999)}-${rng.pick(['003', '004', '815'])}` : `0${rng.digits(8)}`, account: rng.digits(rng.int(7, 12)),
    refs: [0, 1].map(() => ({ name: rng.pick(TRADE), phone: phone(rng) })), isoRep: people[1]!,
    funders: rng.chance(0.6) ? [{ name: rng.pick(FUNDERS), balance: `$${rng.int(4, 40)},${rng.int(100, 999)}` }] : [] };
}

// Values with the truth fields they give (only the printed form reaches the truth).
export const countryName = (c: 'US' | 'CA') => (c === 'US' ? 'United States' : 'Canada');
export const vLegal = (m: Merchant): Val => ({ key: 'legal_name', text: m.legal, fields: { legal_name: m.legal } });
export const vDba = (m: Merchant): Val => ({ key: 'dba', text: m.dba, fields: { trade_name: m.dbaTruth } });
export const vEntity = (m: Merchant, text: string): Val => ({ key: 'entity', text, fields: { type_of_entity: entityOf(text, m.country) } });
export const vIndustry = (m: Merchant): Val => ({ key: 'industry', text: m.industry, fields: { industry: m.industry ? industryOf(m.industry) : null } });
export const vTax = (m: Merchant, text = m.tax, typed = true): Val => ({ key: 'business_tax_id', text,
  fields: { business_tax_id: m.taxId, business_tax_id_type: typed ? m.taxType : null, business_tax_id_country: m.country } });
export const vState = (m: Merchant, text: string): Val => ({ key: 'state', text, fields: { state_region: m.state, country: countryName(m.country) } });
export const vMoney = (key: 'requested_amount' | 'requested_payment', n: number | null, rng: Rng, c: 'US' | 'CA'): Val =>
  ({ key, text: n === null ? null : printMoney(rng, n, c), fields: { [key]: n } });
export const vStart = (m: Merchant, rng: Rng): Val => ({ key: 'start', text: m.startIso ? printDate(rng, m.startIso, m.country) : null, fields: { business_start_date: m.startIso } });
export const vPayments = (m: Merchant): Val => ({ key: 'number_of_payments', text: m.nPayments === null ? null : String(m.nPayments), fields: { number_of_payments: m.nPayments } });
export const decoy = (key: string, text: string | null): Val => ({ key, text, decoy: true });
export const ctx = (key: string, text: string | null): Val => ({ key, text });

/** An owner's values: `A` is `applicants[i].`. */
export function ownerVals(m: Merchant, i: number, rng: Rng) {
  const o = m.owners[i]!, A = `applicants[${i}].`;
  const tax = { [`${A}tax_id`]: o.taxId, [`${A}tax_id_type`]: o.taxType, [`${A}tax_id_country`]: o.taxId ? m.country : null };
  return {
    full: { key: `o${i}_name`, text: rng.chance(0.3) ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}` : `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${o.cred}`,
      fields: { [`${A}first_name`]: o.first, [`${A}last_name`]: o.last } } as Val,
    first: { key: `o${i}_first`, text: `${o.first}${o.middle ? ` ${o.middle}` : ''}`, fields: { [`${A}first_name`]: o.first } } as Val,
    last: { key: `o${i}_last`, text: o.last, fields: { [`${A}last_name`]: o.last } } as Val,
    title: { key: `o${i}_title`, text: o.title, fields: { [`${A}role`]: o.title } } as Val,
    pct: { key: `o${i}_pct`, text: rng.chance(0.5) ? `${o.pct}%` : String(o.pct), fields: { [`${A}ownership`]: o.pct } } as Val,
    credit: { key: `o${i}_credit`, text: o.credit === null ? null : String(o.credit), fields: { [`${A}credit_score`]: o.credit } } as Val,
    tax: { key: `o${i}_tax`, text: o.tax, fields: tax } as Val,
    taxDigits: { key: `o${i}_tax`, text: o.tax ? o.tax.replace(/[^0-9X]/g, '') : null, fields: tax } as Val,
    dob: { key: `o${i}_dob`, text: o.dobIso ? printDate(rng, o.dobIso, m.country) : null, fields: { [`${A}date_of_birth`]: o.dobIso } } as Val,
    home: decoy(`o${i}_home`, `${o.home}, ${m.city}`),
  };
}
