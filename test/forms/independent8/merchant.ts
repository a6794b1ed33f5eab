// A fictional merchant: every value as it will be printed, beside its truth by applications.md's rules.
// Reference ids copied here (CI has no /work/shared): entity types, industries, state and province codes.
import { Rng } from '../../statements/generator/prng.ts';

/** Printed industry text -> industries id (checked by the longest word-bounded label/alias rule). */
const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Hair salon', 'personal_care'], ['Pizzeria', 'restaurant'], ['Plumbing contractor', 'specialty_trade_contractor'],
  ['Lawn care', 'landscaping'], ['Dental office', 'dental_practice'], ['Coin laundry', 'dry_cleaning'], ['Daycare', 'childcare'],
  ['Dog grooming', 'pet_services'], ['Moving company', 'trucking_local'], ['Veterinary clinic', 'veterinary'],
  ['Yoga studio', 'fitness'], ['Janitorial', 'cleaning_services'], ['Catering', 'food_truck_catering'],
  ['Liquor store', 'liquor_store'], ['Coffee shop', 'restaurant'], ['Jewelry store', 'jewelry'], ['Collision repair', 'auto_repair'],
  ['Roofing contractor', 'specialty_trade_contractor'], ['Nail salon', 'personal_care'], ['Freight broker', 'freight_logistics'],
];
const US_STATES: readonly (readonly [string, string])[] = [['NY', 'New York'], ['NJ', 'New Jersey'], ['FL', 'Florida'], ['TX', 'Texas'],
  ['GA', 'Georgia'], ['OH', 'Ohio'], ['AZ', 'Arizona'], ['NC', 'North Carolina'], ['IL', 'Illinois'], ['CO', 'Colorado'], ['PA', 'Pennsylvania']];
const CITIES: Record<string, readonly string[]> = { NY: ['Yonkers', 'Utica'], NJ: ['Paterson', 'Edison'], FL: ['Ocala', 'Tampa'], TX: ['Waco', 'Plano'],
  GA: ['Macon', 'Savannah'], OH: ['Akron', 'Dayton'], AZ: ['Mesa', 'Tempe'], NC: ['Durham', 'Cary'], IL: ['Peoria', 'Joliet'], CO: ['Pueblo', 'Greeley'],
  PA: ['Erie', 'Scranton'], NS: ['Halifax', 'Truro'], ON: ['Guelph', 'Barrie'], BC: ['Kelowna', 'Nanaimo'], AB: ['Red Deer', 'Lethbridge'] };
const PROVINCES: readonly (readonly [string, string, string])[] = [['NS', 'Nova Scotia', 'B'], ['ON', 'Ontario', 'L'], ['BC', 'British Columbia', 'V'], ['AB', 'Alberta', 'T']];
const FIRST = ['Maria', 'Devon', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Grace', 'Nikolai', 'Rosa', 'Brendan', 'Aiyana', 'Marcus', 'Leila', 'Wendell'];
const LAST = ['Delgado', 'Okafor', 'Whitcombe', 'de la Cruz', 'Van Houten', 'Nakamura-Price', 'Brennan', 'St. Clair', 'Haddad', 'Lindqvist', 'MacAulay', 'Ferreira', 'Oyelaran', 'Kowalczyk'];
const WORDS = ['Bluewater', 'Granite Peak', 'Juniper', 'Copper Kettle', 'Northgate', 'Silver Fern', 'Tidewater', 'Red Mesa', 'Oakhollow', 'Lantern', 'Brightline', 'Harbor Lane'];
const STREETS = ['Maple Ave', 'Commerce Dr', 'Route 9', 'Elm St', 'Industrial Pkwy', 'Bayview Rd', 'King St W', 'Main St', 'Orchard Ln'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Vice President', 'Partner', 'Director'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Owner {
  first: string; middle: string; last: string; suffix: string; title: string; pct: number; score: number | null;
  full: string; taxPrinted: string; taxTruth: string | null; taxType: string; dob: [number, number, number]; home: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string; dbaTruth: string | null; entityLabel: string; entityId: string;
  industryText: string; industryId: string; taxPrinted: string; taxTruth: string; taxType: string;
  street: string; city: string; region: string; regionName: string; postal: string; phone: string; email: string;
  incState: string; start: [number, number, number]; years: number; amount: number; payment: number; payments: number; frequency: string;
  owners: Owner[]; decoys: Record<string, string>;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const iso = (d: [number, number, number]): string => `${d[0]}-${pad(d[1])}-${pad(d[2])}`;
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

/** Printed date in one of several hands: 03/14/2012, 3/14/12, March 14, 2012, 2012-03-14. */
export function dateText(d: [number, number, number], form: number): string {
  const [y, m, day] = d;
  if (form === 0) return `${pad(m)}/${pad(day)}/${y}`;
  if (form === 1) return `${m}/${day}/${pad(y % 100)}`;
  if (form === 2) return `${MONTHS[m - 1]} ${day}, ${y}`;
  return `${y}-${pad(m)}-${pad(day)}`;
}

function ssn(rng: Rng): string {
  return `${rng.int(101, 665)}-${pad(rng.int(10, 99))}-${pad(rng.int(1001, 9999), 4)}`;
}
function sin(rng: Rng): string {
  return `${rng.int(100, 799)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
}

function owner(rng: Rng, m: { country: string; used: Set<string> }, pct: number, title: string): Owner {
  let first = rng.pick(FIRST);
  while (m.used.has(first)) first = rng.pick(FIRST);
  m.used.add(first);
  const masked = rng.chance(0.35);
  const full = m.country === 'CA' ? sin(rng) : ssn(rng);
  const taxPrinted = masked ? (m.country === 'CA' ? `XXX XXX ${full.slice(-3)}` : `XXX-XX-${full.slice(-4)}`) : full;
  return { first, middle: rng.chance(0.4) ? rng.pick(['J.', 'A.', 'R.', 'M.']) : '', last: rng.pick(LAST), suffix: rng.weighted([['', 8], ['Jr.', 1], ['III', 0.5], [', CPA', 0.5], [', DDS', 0.5]]),
    title, pct, score: rng.chance(0.6) ? rng.int(560, 790) : null, full, taxPrinted, taxTruth: masked ? null : full.replace(/\D/g, ''),
    taxType: m.country === 'CA' ? 'SIN' : 'SSN', dob: [rng.int(1955, 1996), rng.int(1, 12), rng.int(1, 28)],
    home: `${rng.int(10, 9999)} ${rng.pick(STREETS)}, ${rng.pick(['Apt 2', 'Unit B', ''])}`.replace(/, $/, '') };
}

function owners(rng: Rng, country: string, n: number, sole: boolean): Owner[] {
  const used = new Set<string>();
  if (sole) return [owner(rng, { country, used }, 100, 'Owner')];
  const pcts = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25]]) : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const titles = rng.shuffle([...TITLES]);
  return pcts.map((p, i) => owner(rng, { country, used }, p, titles[i]!));
}

function entity(rng: Rng, country: string, sole: boolean): { label: string; id: string; suffix: string } {
  if (sole) return { label: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '' };
  if (country === 'CA') return rng.pick([{ label: 'Corporation', id: 'ca_corporation', suffix: 'Ltd.' }, { label: 'Corporation', id: 'ca_corporation', suffix: 'Inc.' },
    { label: 'Partnership', id: 'general_partnership', suffix: 'Partners' }]);
  return rng.pick([{ label: 'LLC', id: 'llc', suffix: 'LLC' }, { label: 'Corporation', id: 'c_corporation', suffix: 'Inc.' },
    { label: 'S-Corp', id: 's_corporation', suffix: 'Inc.' }, { label: 'Partnership', id: 'general_partnership', suffix: 'Partners' }]);
}

function place(rng: Rng, country: string): { region: string; regionName: string; postal: string; inc: string } {
  if (country === 'CA') {
    const [code, name, letter] = rng.pick(PROVINCES);
    const L = (): string => rng.pick(['A', 'C', 'E', 'H', 'K', 'M', 'P', 'R', 'S', 'W']);
    const other = rng.pick(PROVINCES.filter((p) => p[0] !== code));
    return { region: code, regionName: name, postal: `${letter}${rng.int(1, 9)}${L()} ${rng.int(1, 9)}${L()}${rng.int(1, 9)}`, inc: other[1] };
  }
  const [code, name] = rng.pick(US_STATES);
  const inc = rng.pick([['DE', 'Delaware'], ['NV', 'Nevada'], ['WY', 'Wyoming']] as const);
  return { region: code, regionName: name, postal: pad(rng.int(10000, 99899), 5), inc: inc[1] };
}

export function makeMerchant(seed: string, o: { country: 'US' | 'CA'; sole?: boolean; owners?: number }): Merchant {
  const rng = new Rng(seed);
  const sole = !!o.sole;
  const n = o.owners ?? rng.int(1, 3);
  const ent = entity(rng, o.country, sole);
  const own = owners(rng, o.country, sole ? 1 : n, sole);
  const word = rng.pick(WORDS);
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const legal = sole ? `${own[0]!.first} ${own[0]!.last}` : `${word} ${industryText.split(' ')[0]} ${ent.suffix}`.replace(/ Partners$/, ' Partners');
  const dbaKind = rng.int(0, 3);
  const cap = industryText.replace(/\b\w/g, (ch) => ch.toUpperCase());
  const dba = sole || dbaKind === 0 ? `${word} ${cap}` : dbaKind === 1 ? `${rng.pick(WORDS)} ${cap.split(' ')[0]}` : dbaKind === 2 ? rng.pick(['SAME', 'N/A']) : '';
  const p = place(rng, o.country);
  const ein = `${pad(rng.int(10, 98))}-${rng.int(1000000, 9999999)}`;
  const bn = `${rng.int(100000000, 899999999)} RC000${rng.int(1, 3)}`;
  // A sole proprietor's tax ID is the owner's SSN, printed in full in the business section.
  const taxPrinted = o.country === 'CA' ? bn : sole ? own[0]!.full : ein;
  const amount = rng.int(8, 90) * 2500;
  const payments = rng.pick([60, 80, 100, 120, 26, 40, 52]);
  const city = rng.pick(CITIES[p.region]!);
  return { country: o.country, legal, dba, dbaTruth: /^(SAME|N\/A|)$/.test(dba) ? null : dba, entityLabel: ent.label, entityId: ent.id,
    industryText, industryId, taxPrinted, taxTruth: taxPrinted.replace(/[\s-]/g, '').toUpperCase(),
    taxType: o.country === 'CA' ? 'BN' : sole ? 'SSN' : 'EIN', street: `${rng.int(11, 8800)} ${rng.pick(STREETS)}`, city, region: p.region,
    regionName: p.regionName, postal: p.postal, phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${pad(rng.int(1000, 9999), 4)}`,
    email: `office@${word.toLowerCase().replace(/\s/g, '')}.com`, incState: p.inc,
    start: [rng.int(2004, 2022), rng.int(1, 12), rng.int(1, 28)], years: 0, amount, payment: Math.round((amount * 1.35) / payments),
    payments, frequency: rng.pick(['daily', 'weekly', 'biweekly', 'monthly']), owners: own, decoys: decoys(rng) };
}

function decoys(rng: Rng): Record<string, string> {
  return { bank: rng.pick(['First Prairie Bank', 'Coastal Federal Credit Union', 'Keystone Savings', 'Laurentian Trust']),
    routing: `0${rng.int(21000000, 99999999)}`, account: String(rng.int(100000000, 999999999)) + rng.int(10, 99),
    landlord: `${rng.pick(FIRST)} ${rng.pick(['Propco', 'Realty Group', 'Holdings'])}`, landlordPhone: `(${rng.int(201, 989)}) 555-0${rng.int(100, 199)}`,
    rep: `${rng.pick(FIRST)} ${rng.pick(['Albright', 'Szabo', 'Quinlan'])}`, ref1: `${rng.pick(WORDS)} Supply Co.`, ref1Phone: `(${rng.int(201, 989)}) 555-0${rng.int(200, 299)}`,
    funder: rng.pick(['Arcline Capital', 'Pinebrook Funding', 'Meridian Advance']), balance: money(rng.int(3, 40) * 1000) };
}

/** Printed owner name in the chosen form, with truth first/last. */
export function ownerName(o: Owner, form: 'full' | 'lastfirst' | 'plain'): string {
  if (form === 'lastfirst') return `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`;
  if (form === 'plain') return `${o.first} ${o.last}`;
  // A generation suffix follows a space, a credential a comma; the truth drops both.
  return [o.first, o.middle, o.last].filter(Boolean).join(' ') + (o.suffix.startsWith(',') ? o.suffix : o.suffix ? ` ${o.suffix}` : '');
}
