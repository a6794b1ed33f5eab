// Seeded merchant data for set 270, and the rules (applications.md) that turn printed text into truth values.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../statements/generator/prng.ts';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => join(here, p))
  .find((p) => existsSync(join(p, 'states.json'))) ?? '/work/shared/reference';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; country?: string }
export function refItems(file: string): RefItem[] {
  return (JSON.parse(readFileSync(join(refDir, file), 'utf8')) as { items: RefItem[] }).items;
}

const INDUSTRIES = refItems('industries.json');
const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim();

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const name of [it.label ?? '', ...(it.aliases ?? [])]) {
      const n = norm(name);
      if (n && t.includes(` ${n} `) && (!best || n.length > best.len)) best = { id: it.id!, len: n.length };
    }
  }
  return best?.id ?? null;
}

export const ENTITY_LABELS = refItems('entity-types.json');

// Type-of-business texts a salesperson writes, each with the id the rule gives (checked in the test).
export const BUSINESS_TYPES: readonly (readonly [string, string])[] = [
  ['Plumbing & HVAC service', 'specialty_trade_contractor'], ['Pizzeria / take-out', 'restaurant'],
  ['Auto body shop', 'auto_repair'], ['Hair salon', 'personal_care'], ['Dental office', 'dental_practice'],
  ['Animal hospital', 'veterinary'], ['Used car dealer', 'auto_dealer_used'], ['Landscaping and lawn care', 'landscaping'],
  ['Commercial cleaning', 'cleaning_services'], ['Daycare center', 'childcare'], ['Local trucking - dump truck', 'trucking_local'],
  ['Roofing contractor', 'specialty_trade_contractor'], ['Coin laundry', 'dry_cleaning'], ['Liquor store', 'liquor_store'],
  ['Boutique clothing store', 'retail_general'], ['Home health care agency', 'home_health_care'], ['Food truck', 'food_truck_catering'],
  ['Fitness center', 'fitness'], ['Staffing agency', 'staffing_agency'], ['General contractor - remodeling', 'general_contractor'],
  ['Convenience store', 'convenience_store'], ['Bookkeeping / tax prep', 'professional_services'], ['Nail salon & spa', 'personal_care'],
  ['Machine shop', 'manufacturing'], ['Moving company', 'trucking_local'], ['Chiropractor', 'medical_practice'],
];

export interface EntityChoice { printed: string; id: string; suffix: string }
// Entity as checked or written, the id applications.md gives, and the suffix of the legal name.
export const ENTITIES: readonly EntityChoice[] = [
  { printed: 'LLC', id: 'llc', suffix: ', LLC' }, { printed: 'Corporation', id: 'c_corporation', suffix: ', Inc.' },
  { printed: 'S-Corp', id: 's_corporation', suffix: ' Inc' }, { printed: 'Sole Prop', id: 'sole_proprietorship', suffix: '' },
  { printed: 'Partnership', id: 'general_partnership', suffix: ' Partners' }, { printed: 'LLP', id: 'llp', suffix: ' LLP' },
  { printed: 'LP', id: 'limited_partnership', suffix: ', L.P.' }, { printed: 'PLLC', id: 'pllc', suffix: ', PLLC' },
  { printed: 'Corp.', id: 'c_corporation', suffix: ' Corp.' }, { printed: 'Limited Liability Co.', id: 'llc', suffix: ' L.L.C.' },
];

const FIRST = ['James', 'Maria', 'Dwayne', 'Priya', 'Luis', 'Kimberly', 'Tomasz', 'Aisha', 'Robert', 'Nguyen', 'Carla', 'Derek',
  'Fatima', 'Gregory', 'Hannah', 'Ivan', 'Jasmine', 'Kevin', 'Lorraine', 'Marcus', 'Oksana', 'Patrick', 'Rosa', 'Samir', 'Tanya'];
const LAST = ['Whitfield', 'Okafor', 'Del Rosario', 'Kowalczyk', 'Smith-Barnes', 'Van Buren', 'Nakamura', 'Haddad', "O'Connell",
  'Mendoza', 'Baptiste', 'Lindqvist', 'De La Cruz', 'Fitzgerald', 'Abernathy', 'Castellanos', 'Greer', 'Hollis', 'Yilmaz', 'McAllister'];
const WORDS = ['Summit', 'Harbor Point', 'Blue Ridge', 'Ironwood', 'Prairie', 'Coastal', 'Granite State', 'Redwood', 'Lakeshore',
  'Bright Star', 'Keystone', 'Cedar Hill', 'Golden Gate', 'Northside', 'Magnolia', 'Pioneer', 'Silver Creek', 'Tri-County'];
const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm St', 'Route 9', 'Market St', 'Airport Rd', 'W 5th St'];
const CITIES: readonly (readonly [string, string, string])[] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
  ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Atlanta', 'GA', '303'],
  ['Fresno', 'CA', '937'], ['Yonkers', 'NY', '107'], ['Reno', 'NV', '895'], ['Tulsa', 'OK', '741'], ['Boise', 'ID', '837']];
const FUNDERS = ['Rapid Capital Group', 'Yellowstone Advance', 'Pearl Street Funding', 'Kapitus', 'Everest Business Funding', 'Fox Capital'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Printed { text: string; fields: Record<string, unknown> }
export interface Owner {
  first: string; last: string; name: string; nameLastFirst: string; role: string | null; ownership: number; ownershipText: string;
  credit: Printed; ssn: Printed; dob: Printed; home: { street: string; city: string; state: string; zip: string }; phone: string; email: string;
}
export interface Merchant {
  caps: boolean; legal: string; dba: Printed; entity: EntityChoice; entityText: string; bizType: string; industry: string | null;
  taxId: Printed; start: Printed; yearsInBiz: string; street: string; city: string; state: string; zip: string; phone: string;
  email: string; website: string; employees: string; ownRent: 'Own' | 'Rent'; landlord: string; landlordPhone: string; rent: string;
  incState: string; amount: Printed; payment: Printed; count: Printed; freq: string | null; freqText: string; termMonths: string;
  useOfFunds: string; monthlySales: string; annualRevenue: string; bank: string; routing: string; account: string;
  tradeRefs: { name: string; phone: string }[]; funders: { name: string; balance: string; payment: string }[];
  iso: { rep: string; code: string; phone: string }; contact: { name: string; phone: string }; office: { deal: string; rep: string; buy: string; sell: string; points: string };
  owners: Owner[];
}

const money = (n: number, r: Rng, cents = false): string => {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
  return r.pick([`$${s}`, `$${s}`, `$ ${s}`, s.replace(/,/g, ''), `${s}`]);
};
const phone = (r: Rng): string => r.pick([(a: string, b: string, c: string) => `(${a}) ${b}-${c}`, (a: string, b: string, c: string) => `${a}-${b}-${c}`,
  (a: string, b: string, c: string) => `${a}.${b}.${c}`])(String(r.int(201, 989)), String(r.int(200, 989)), r.digits(4));
const p2 = (n: number): string => String(n).padStart(2, '0');
export function fmtDate(y: number, m: number, d: number, r: Rng, allowShortYear: boolean): string {
  const fmts = [`${p2(m)}/${p2(d)}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${p2(m)}-${p2(d)}-${y}`,
    `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`, `${y}-${p2(m)}-${p2(d)}`];
  if (allowShortYear) fmts.push(`${p2(m)}/${p2(d)}/${String(y).slice(2)}`);
  return r.pick(fmts);
}
const iso = (y: number, m: number, d: number): string => `${y}-${p2(m)}-${p2(d)}`;
const NA = ['', 'N/A', 'n/a', '-', ''];

export function makeMerchant(r: Rng, caps: boolean, maxOwners: number): Merchant {
  const up = (s: string): string => (caps ? s.toUpperCase() : s);
  const entity = r.pick(ENTITIES);
  const [bizType, industryId] = r.pick(BUSINESS_TYPES);
  const nOwners = entity.id === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const owners: Owner[] = [];
  const shares = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : nOwners === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  for (let i = 0; i < Math.min(nOwners, maxOwners); i++) owners.push(makeOwner(r, up, shares[i]!, i));
  const o0 = owners[0]!;
  const soleSsn = entity.id === 'sole_proprietorship' && o0.ssn.fields.tax_id ? o0.ssn.text : null;
  const legalRaw = entity.id === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : `${r.pick(WORDS)} ${bizType.split(/[ /&-]/)[0]}${entity.suffix}`;
  const legal = up(legalRaw);
  const dbaRoll = r.next();
  const dbaRaw = dbaRoll < 0.5 ? `${r.pick(WORDS)} ${r.pick(['Services', 'Express', 'Co', 'Group', 'Shop'])}` : dbaRoll < 0.62 ? 'SAME' : dbaRoll < 0.72 ? 'N/A' : dbaRoll < 0.8 ? legalRaw : '';
  const dbaText = up(dbaRaw);
  const dba: Printed = { text: dbaText, fields: { 'application.trade_name': dbaRoll < 0.5 ? dbaText : null } };
  const [city, state, zip3] = r.pick(CITIES);
  let incState = r.pick(['DE', 'NV', 'WY', state, 'FL']);
  if (incState === state) incState = 'DE';
  // Business tax id: EIN, masked EIN, SSN/ITIN for a sole proprietor, or blank.
  const taxRoll = r.next();
  let taxId: Printed;
  if (entity.id === 'sole_proprietorship' && taxRoll < 0.5) {
    const itin = soleSsn ? soleSsn.startsWith('9') : r.chance(0.3);
    const ssn = soleSsn ?? `${itin ? '9' + r.digits(2) : String(r.int(100, 665))}-${itin ? String(r.int(70, 88)) : p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`;
    taxId = { text: ssn, fields: { 'application.business_tax_id': ssn.replace(/\D/g, ''), 'application.business_tax_id_type': itin ? 'ITIN' : 'SSN', 'application.business_tax_id_country': 'US' } };
  } else if (taxRoll < 0.72) {
    const ein = `${p2(r.int(10, 98))}-${r.digits(7)}`;
    taxId = { text: ein, fields: { 'application.business_tax_id': ein.replace('-', ''), 'application.business_tax_id_type': 'EIN', 'application.business_tax_id_country': 'US' } };
  } else if (taxRoll < 0.9) {
    taxId = { text: r.pick([`XX-XXX${r.digits(4)}`, `**-***${r.digits(4)}`, `xx-xxxxx${r.digits(2)}`]), fields: { 'application.business_tax_id': null, 'application.business_tax_id_type': null, 'application.business_tax_id_country': null } };
  } else taxId = { text: r.pick(NA), fields: { 'application.business_tax_id': null } };
  const sy = r.int(1996, 2022), sm = r.int(1, 12), sd = r.int(1, 28);
  const start: Printed = r.chance(0.88) ? { text: up(fmtDate(sy, sm, sd, r, true)), fields: { 'application.business_start_date': iso(sy, sm, sd) } }
    : { text: '', fields: { 'application.business_start_date': null } };
  const amountN = r.int(10, 300) * 1000 + (r.chance(0.2) ? 500 : 0);
  const amount: Printed = { text: money(amountN, r), fields: { 'application.requested_amount': amountN } };
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1], [null, 1]] as const);
  const n = freq === 'daily' ? r.pick([60, 90, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 24, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payN = Math.round((amountN * r.float(1.25, 1.45) / n) * 100) / 100;
  const hasPay = r.chance(0.75), hasCount = r.chance(0.8);
  const payment: Printed = hasPay ? { text: money(payN, r, true), fields: { 'application.requested_payment': payN } } : { text: r.pick(['', 'TBD', '']), fields: { 'application.requested_payment': null } };
  const count: Printed = hasCount ? { text: String(n), fields: { 'application.number_of_payments': n } } : { text: '', fields: { 'application.number_of_payments': null } };
  const freqText = freq === null ? '' : up(r.pick({ daily: ['Daily', 'DAILY', 'Daily (M-F)'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly'], monthly: ['Monthly'] }[freq]));
  const termMonths = String(freq === 'daily' ? Math.round(n / 21) : freq === 'weekly' ? Math.round(n / 4.33) : freq === 'biweekly' ? Math.round(n / 2.17) : n);
  const funders = Array.from({ length: r.int(0, 2) }, () => ({ name: up(r.pick(FUNDERS)), balance: money(r.int(5, 80) * 1000, r), payment: money(r.int(150, 1500), r, true) }));
  return {
    caps, legal, dba, entity, entityText: up(entity.printed), bizType: up(bizType), industry: industryOf(bizType) ?? industryId, taxId, start,
    yearsInBiz: String(2025 - sy), street: up(`${r.int(10, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Ste ${r.int(1, 400)}` : ''}`),
    city: up(city), state, zip: `${zip3}${r.digits(2)}`, phone: phone(r), email: `${o0.first.toLowerCase()}@${legalRaw.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}biz.com`,
    website: r.chance(0.6) ? `www.${legalRaw.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}${r.pick(['co', 'pro', 'usa'])}.com` : '',
    employees: String(r.int(1, 45)), ownRent: r.chance(0.35) ? 'Own' : 'Rent', landlord: up(`${r.pick(WORDS)} Properties ${r.pick(['LLC', 'Mgmt', 'Realty'])}`),
    landlordPhone: phone(r), rent: money(r.int(12, 90) * 100, r), incState, amount, payment, count, freq, freqText, termMonths,
    useOfFunds: up(r.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Debt consolidation'])),
    monthlySales: money(r.int(25, 400) * 1000, r), annualRevenue: money(r.int(300, 4800) * 1000, r), bank: up(r.pick(BANKS)),
    routing: `0${r.digits(8)}`, account: r.digits(r.int(8, 12)),
    tradeRefs: [0, 1, 2].map(() => ({ name: up(`${r.pick(WORDS)} ${r.pick(['Supply', 'Distributors', 'Wholesale', 'Equipment Co'])}`), phone: phone(r) })),
    funders, iso: { rep: up(`${r.pick(FIRST)} ${r.pick(LAST)}`), code: `${r.pick(['R', 'ISO', 'BR'])}-${r.digits(4)}`, phone: phone(r) },
    contact: { name: up(`${r.pick(FIRST)} ${r.pick(LAST)}`), phone: phone(r) },
    office: { deal: `${r.pick(['D', 'DL', ''])}${r.digits(6)}`, rep: `${r.alnum(2)}${r.digits(3)}`, buy: `1.${r.int(18, 32)}`, sell: `1.${r.int(33, 49)}`, points: String(r.int(2, 12)) },
    owners,
  };
}

function makeOwner(r: Rng, up: (s: string) => string, share: number, i: number): Owner {
  const first = up(r.pick(FIRST)), last = up(r.pick(LAST));
  const mi = r.chance(0.4) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const cred = r.chance(0.12) ? up(r.pick([', DC', ', CPA', ', DDS'])) : '';
  const name = `${first}${mi} ${last}${cred}`;
  const role = r.chance(0.9) ? up(i === 0 ? r.pick(['Owner', 'President', 'CEO', 'Managing Member', 'Owner/CEO']) : r.pick(['Partner', 'VP', 'Member', 'Co-Owner', 'Secretary'])) : null;
  const ownershipText = r.pick([`${share}%`, `${share}`, `${share} %`]);
  const cs = r.int(520, 810);
  const credit: Printed = r.chance(0.55) ? { text: String(cs), fields: { credit_score: cs } } : { text: r.pick(['', 'N/A', 'Unknown', '']), fields: { credit_score: null } };
  const sroll = r.next();
  const last4 = String(r.int(1, 9999)).padStart(4, '0');
  let ssn: Printed;
  if (sroll < 0.4) {
    const itin = r.chance(0.15);
    const t = `${itin ? '9' + r.digits(2) : String(r.int(100, 665))}-${itin ? String(r.int(70, 88)) : p2(r.int(1, 99))}-${last4}`;
    ssn = { text: t, fields: { tax_id: t.replace(/\D/g, ''), tax_id_type: itin ? 'ITIN' : 'SSN', tax_id_country: 'US' } };
  } else if (sroll < 0.85) ssn = { text: r.pick([`***-**-${last4}`, `XXX-XX-${last4}`, `xxx-xx-${last4}`]), fields: { tax_id: null, tax_id_type: null, tax_id_country: null } };
  else ssn = { text: r.pick(NA), fields: { tax_id: null } };
  const y = r.int(1950, 1998), m = r.int(1, 12), d = r.int(1, 28);
  const dr = r.next();
  const dob: Printed = dr < 0.7 ? { text: up(fmtDate(y, m, d, r, false)), fields: { date_of_birth: iso(y, m, d) } }
    : dr < 0.85 ? { text: `**/**/${y}`, fields: { date_of_birth: null } } : { text: '', fields: { date_of_birth: null } };
  const [city, state, zip3] = r.pick(CITIES);
  return { first, last, name, nameLastFirst: `${last}, ${first}${mi}`, role, ownership: share, ownershipText, credit, ssn, dob,
    home: { street: up(`${r.int(10, 9899)} ${r.pick(['Maple Ln', 'Birch Ct', 'Sunset Blvd', 'Lake Dr', 'Hillcrest Rd'])}`), city: up(city), state, zip: `${zip3}${r.digits(2)}` },
    phone: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mail.com` };
}

/** Applicant fields as paths of applicant i. */
export function ap(i: number, f: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [`application.applicants[${i}].${k}`, v]));
}
