// Set 83: one fictional merchant drawn from a seed, with both what a form prints and what applications.md reads from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  /** Formatted SSN / ITIN / SIN as it would be printed in full. */
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number;
  home: string; phone: string; email: string;
}

export interface Merchant {
  country: 'US' | 'CA';
  legal: string;
  /** The real DBA, or null; `dbaFiller` is what a form prints when there is none ('' | 'SAME' | 'N/A' | the legal name). */
  dba: string | null; dbaFiller: string;
  entityText: string; entityId: string;
  industryText: string; industryId: string | null;
  taxId: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string;
  street: string; city: string; region: string; regionName: string; postal: string;
  incRegion: string;
  phone: string; email: string; website: string;
  amount: number; payment: number; numPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; employees: number; ownRent: 'Own' | 'Rent';
  landlord: string; landlordPhone: string;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number }[];
  rep: string; refs: { name: string; phone: string }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Darnell', 'Elena', 'Kenji', 'Rosa', 'Marcus', 'Hannah', 'Luis', 'Fatima',
  'Gregory', 'Nadia', 'Owen', 'Carmen', 'Vikram', 'Beatriz', 'Samuel', 'Leah', 'Andre', 'Yolanda', 'Connor', 'Mei', 'Rafael'];
const LAST = ['Okafor', 'Delgado', 'Brennan', 'Nguyen', 'Kowalski', 'Patel', 'Whitfield', 'Garcia-Lopez', 'De La Cruz', 'van der Berg',
  "O'Neil", 'McAllister', 'Haddad', 'Sorensen', 'Ramirez', 'St. Clair', 'Abernathy', 'Lindqvist', 'Moreau', 'Castellano', 'Fitzgerald',
  'Ivanova', 'Thibodeaux', 'Achebe', 'Rosen-Katz', 'Yamamoto'];
const WORDS = ['Summit', 'Harbor', 'Cedar', 'Blue Ridge', 'Ironwood', 'Golden Gate', 'Riverbend', 'Lakeshore', 'Pinecrest', 'Redstone',
  'Silver Oak', 'Northstar', 'Brightpath', 'Crescent', 'Granite', 'Willow Creek', 'Evergreen', 'Sunset', 'Copper Hill', 'Magnolia'];
export const INDUSTRY_TEXTS: readonly (readonly [string, string, string])[] = [
  ['Hair salon', 'personal_care', 'Salon'], ['Italian restaurant', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Coffee'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['HVAC installation and repair', 'specialty_trade_contractor', 'Heating & Air'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Dental office', 'dental_practice', 'Dental'], ['Long haul trucking', 'trucking_long_haul', 'Freight Lines'],
  ['Landscaping and lawn care', 'landscaping', 'Landscapes'], ['Auto body shop', 'auto_repair', 'Collision'], ['Convenience store', 'convenience_store', 'Market'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Yoga studio', 'fitness', 'Yoga'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Daycare center', 'childcare', 'Little Learners'], ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Florist', 'retail_general', 'Flowers'],
  ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Catering', 'food_truck_catering', 'Catering'], ['Freight broker', 'freight_logistics', 'Logistics'],
  ['Marketing agency', 'professional_services', 'Creative'], ['Moving company', 'trucking_local', 'Movers'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Home health care agency', 'home_health_care', 'Home Care'], ['Physical therapy clinic', 'medical_practice', 'Physical Therapy'],
  ['Boutique clothing store', 'retail_general', 'Boutique'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
];
const US_CITIES: readonly (readonly [string, string, string])[] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
  ['Phoenix', 'AZ', '850'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'],
  ['Atlanta', 'GA', '303'], ['Fresno', 'CA', '937'], ['Nashville', 'TN', '372'], ['Boise', 'ID', '837'], ['Tacoma', 'WA', '984'],
  ['Baton Rouge', 'LA', '708'], ['Madison', 'WI', '537'], ['Reno', 'NV', '895'], ['Richmond', 'VA', '232'], ['Omaha', 'NE', '681']];
const CA_CITIES: readonly (readonly [string, string, string])[] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Laval', 'QC', 'H7N'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Market St', 'Lakeview Dr', 'Route 9', 'King St W', 'Harbour Rd'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
const FUNDERS = ['Rapid Bridge Capital', 'Ledgerline Funding', 'OakTree MCA Partners', 'Velocity Advance Group', 'Cornerstone Receivables'];
const REPS = ['Jordan Blake', 'Tessa Morgan', 'Victor Ruiz', 'Alana Price', 'Derek Chu', 'Monica Hale'];
const BANKS = ['First Meridian Bank', 'Pioneer Federal Credit Union', 'Coastal Community Bank', 'TD Canada Trust', 'Heritage National Bank'];

interface Named { id: string; label: string; aliases?: string[] }
let industries: Named[] | null = null;
let regions: Map<string, string> | null = null;

function loadRef(): void {
  if (industries) return;
  industries = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: Named[] }).items;
  regions = new Map();
  for (const f of ['states.json', 'provinces.json']) {
    for (const s of (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: { code: string; name: string }[] }).items) regions.set(s.code, s.name);
  }
}

/** applications.md's industry rule: the longest label or alias contained in the text, word-bounded, case ignored. */
export function industryOf(text: string): string | null {
  loadRef();
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const it of industries!) {
    for (const n of [it.label, ...(it.aliases ?? [])]) {
      const s = n.toLowerCase();
      let i = t.indexOf(s);
      while (i >= 0) {
        const before = i === 0 ? '' : t[i - 1]!, after = t[i + s.length] ?? '';
        if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) {
          if (!best || s.length > best.len) best = { id: it.id, len: s.length };
          break;
        }
        i = t.indexOf(s, i + 1);
      }
    }
  }
  return best?.id ?? null;
}

export function regionName(code: string): string { loadRef(); return regions!.get(code) ?? code; }

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]!; if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return d.join('') + String((10 - (sum % 10)) % 10);
}

function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}

function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(10, 99);
  while (bad.has(p)) p = r.int(10, 99);
  return `${pad(p)}-${r.digits(7)}`;
}

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

const US_ENTITIES: readonly (readonly [string, string, number])[] = [['LLC', 'llc', 30], ['Corporation', 'c_corporation', 14], ['S Corp', 's_corporation', 10],
  ['Sole Proprietor', 'sole_proprietorship', 10], ['Partnership', 'general_partnership', 6], ['LLP', 'llp', 4], ['LP', 'limited_partnership', 3],
  ['PLLC', 'pllc', 4], ['Non-Profit', 'nonprofit_corporation', 3]];
const CA_ENTITIES: readonly (readonly [string, string, number])[] = [['Corporation', 'ca_corporation', 60], ['Sole Proprietor', 'sole_proprietorship', 20],
  ['Partnership', 'general_partnership', 12]];

function suffix(r: Rng, entity: string, country: 'US' | 'CA'): string {
  switch (entity) {
    case 'LLC': return r.pick([', LLC', ' LLC', ' L.L.C.']);
    case 'Corporation': return country === 'CA' ? r.pick([' Ltd.', ' Inc.', ' Limited', ' Corp.']) : r.pick([', Inc.', ' Corp.', ' Corporation', ' Inc']);
    case 'S Corp': return r.pick([', Inc.', ' Inc.']);
    case 'Partnership': return r.pick([' Partners', ' & Associates']);
    case 'LLP': return ' LLP';
    case 'LP': return r.pick([', L.P.', ' LP']);
    case 'PLLC': return ', PLLC';
    case 'Non-Profit': return r.pick([' Foundation', ' Community Services, Inc.']);
    default: return '';
  }
}

export function makeMerchant(seed: number, layout: string, country: 'US' | 'CA'): Merchant {
  const r = new Rng(`i83:${layout}:${seed}`);
  const nOwners = r.weighted([[1, 40], [2, 35], [3, 15], [4, 10]] as const);
  const [entityText, entityId] = r.weighted((country === 'US' ? US_ENTITIES : CA_ENTITIES).map(([a, b, w]) => [[a, b] as const, w] as const));
  const used = new Set<string>();
  const owners: Owner[] = [];
  const pcts = nOwners === 1 ? [r.pick([100, 100, 80, 75])] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : nOwners === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  for (let i = 0; i < nOwners; i++) {
    let first = r.pick(FIRST);
    while (used.has(first)) first = r.pick(FIRST);
    used.add(first);
    const last = i > 0 && r.chance(0.25) ? owners[0]!.last : r.pick(LAST);
    const [city, st, zip] = r.pick(country === 'US' ? US_CITIES : CA_CITIES);
    const itin = country === 'US' && r.chance(0.12);
    owners.push({ first, middle: r.chance(0.4) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last, cred: r.chance(0.12) ? r.pick(['DC', 'DDS', 'CPA', 'MBA']) : null,
      title: entityText === 'Sole Proprietor' ? 'Owner' : r.pick(TITLES), pct: pcts[i]!,
      taxId: country === 'CA' ? (s => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`)(luhn9(r, r.int(1, 7))) : ssn(r, itin),
      taxType: country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN', dob: isoDate(r, 1955, 1998), credit: r.int(520, 810),
      home: `${r.int(10, 9899)} ${r.pick(STREETS)}, ${city}, ${st} ${country === 'US' ? zip + r.digits(2) : `${zip} ${r.int(1, 9)}${r.pick(['A', 'K', 'X'])}${r.int(1, 9)}`}`,
      phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` });
  }
  const [indText, indId, word] = r.pick(INDUSTRY_TEXTS);
  const o0 = owners[0]!;
  const base = `${r.pick(WORDS)} ${word}`;
  const legal = entityText === 'Sole Proprietor' ? `${o0.first} ${o0.last}` : country === 'CA' && entityText === 'Corporation' && r.chance(0.3)
    ? `${r.digits(7)} ${regionName(r.pick(CA_CITIES)[1])} Inc.` : base + suffix(r, entityText, country);
  const dba = entityText === 'Sole Proprietor' || /^\d/.test(legal) ? base : r.chance(0.5) ? `${r.pick(WORDS)} ${word}` : null;
  const [city, region, zipP] = r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  let incRegion = r.pick(country === 'US' ? ['DE', 'NV', 'WY', 'FL', 'NY'] : ['ON', 'BC', 'AB', 'QC']);
  if (incRegion === region) incRegion = country === 'US' ? 'DE' : 'ON';
  let taxId: string, taxType: Merchant['taxType'];
  if (country === 'CA') { const bn = luhn9(r, r.int(1, 8)); taxId = `${bn} RC0001`; taxType = 'BN'; }
  else if (entityText === 'Sole Proprietor' && r.chance(0.6)) { taxId = o0.taxId; taxType = o0.taxType === 'ITIN' ? 'ITIN' : 'SSN'; }
  else { taxId = ein(r); taxType = 'EIN'; }
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const amount = r.int(8, 120) * 2500;
  const numPayments = frequency === 'daily' ? r.pick([80, 100, 120, 140, 160]) : frequency === 'weekly' ? r.pick([16, 24, 26, 32, 40]) : frequency === 'biweekly' ? r.pick([12, 13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.pick([1.25, 1.3, 1.35, 1.4]) / numPayments) * 100) / 100;
  const domain = base.toLowerCase().replace(/[^a-z]/g, '');
  return {
    country, legal, dba, dbaFiller: r.pick(['', 'SAME', 'N/A', legal]), entityText, entityId, industryText: indText, industryId: industryOf(indText) ?? indId,
    taxId, taxDigits: taxId.replace(/[^0-9A-Z]/g, ''), taxType, start: isoDate(r, 2003, 2022),
    street: `${r.int(100, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city, region, regionName: regionName(region),
    postal: country === 'US' ? zipP + r.digits(2) : `${zipP} ${r.int(1, 9)}${r.pick(['B', 'H', 'N'])}${r.int(1, 9)}`, incRegion,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, email: `info@${domain}.com`, website: `www.${domain}.com`,
    amount, payment, numPayments, frequency, useOfFunds: r.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Expansion / second location', 'Marketing']),
    monthlySales: r.int(30, 400) * 1000, employees: r.int(1, 45), ownRent: r.pick(['Own', 'Rent']),
    landlord: `${r.pick(WORDS)} Property Management`, landlordPhone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, owners,
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    funders: Array.from({ length: r.int(0, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(5, 60) * 1000, payment: r.int(150, 1500) })),
    rep: r.pick(REPS), refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} Supply Co.`, phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}` })),
  };
}

// ---- printing helpers: the printed text and what applications.md reads from it ----
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function fmtDate(iso: string, f: 'us' | 'short' | 'long' | 'iso' | 'dmy'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'us') return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 'dmy') return `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
  return iso;
}
export function money(n: number, cents = false): string {
  return '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}
export const FREQ_TEXT: Record<Merchant['frequency'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export function maskId(t: string, keep = 4): string { return t.replace(new RegExp(`\\d(?=(?:\\D*\\d){${keep}})`, 'g'), 'X'); }
export function ownerName(o: Owner, f: 'full' | 'lastFirst' | 'cred'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (f === 'lastFirst') return `${o.last}, ${o.first}${mid}`;
  if (f === 'cred') return `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return `${o.first}${mid} ${o.last}`;
}
