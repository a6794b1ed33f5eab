// Random merchants for the comparison-sheet forms: the business, its owners, the request, and the decoys a broker's
// form prints beside them. Only printed texts are chosen here; what they give is read off them in index.ts.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number;
  taxText: string; taxDigits: string | null; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number | null;
  home: string; phone: string; email: string;
}

export interface Business {
  legal: string; dbaText: string; dbaTruth: string | null; entityText: string; entityId: string; entityBox: string;
  industryText: string; industryId: string; taxText: string; taxDigits: string | null; taxType: string | null;
  start: string; street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  incState: string; employees: number; sales: number;
}

export interface Request { amount: number; payment: number | null; count: number | null; freq: string | null; use: string }

export interface Merchant { country: Country; biz: Business; owners: Owner[]; req: Request }

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Robert', 'Elena', 'Marcus', 'Hannah', 'Tomas', 'Grace', 'Victor',
  'Aisha', 'Kevin', 'Lucia', 'Samuel', 'Naomi', 'Derek', 'Yolanda', 'Connor', 'Mei', 'Andre', 'Fatima', 'Gabriel'];
const LAST = ['Gonzalez', 'Whitfield', 'Patel', 'Okafor', 'de la Cruz', 'Van Dyke', "O'Malley", 'Nguyen-Tran', 'Brennan', 'Castillo',
  'Lindqvist', 'Abernathy', 'Del Rosario', 'Kowalski', 'Santos-Ruiz', 'MacLeod', 'Haddad', 'Fitzgerald', 'Romero', 'Chen'];
/** People who are never applicants: landlords, references, reps, bank officers. */
const OTHER_FIRST = ['Walter', 'Bernadette', 'Clifford', 'Rosalind', 'Everett', 'Imogen', 'Thaddeus', 'Opal'];
const OTHER_LAST = ['Pemberton', 'Quist', 'Harrowgate', 'Ellsworth', 'Strand', 'Vail', 'Barlow', 'Tennant'];
const CREDS = ['DC', 'DDS', 'CPA', 'MD'];
const ROLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Partner', 'Co-Owner', 'Vice President', 'Secretary/Treasurer'];
const SPLITS: number[][] = [[100], [60, 40], [51, 49], [50, 50], [75, 25], [66.5, 33.5], [40, 35, 25], [34, 33, 33], [50, 30, 20]];

const INDUSTRIES: [string, string][] = [['Italian restaurant', 'restaurant'], ['Veterinary clinic', 'veterinary'], ['Auto body shop', 'auto_repair'],
  ['Commercial cleaning services', 'cleaning_services'], ['Hair salon & barbershop', 'personal_care'], ['Plumbing and HVAC contractor', 'specialty_trade_contractor'],
  ['Landscaping / lawn care', 'landscaping'], ['Dental office', 'dental_practice'], ['Local trucking & hauling', 'trucking_local'],
  ['Coffee shop and bakery', 'restaurant'], ['Fitness center / gym', 'fitness'], ['Daycare center', 'childcare'], ['Online store (Shopify)', 'ecommerce'],
  ['Flooring installation', 'specialty_trade_contractor'], ['Physical therapy clinic', 'medical_practice'], ['Wholesale food distributor', 'wholesale_distribution'],
  ['Property management company', 'property_management'], ['Pet grooming salon', 'pet_services'], ['Catering company', 'food_truck_catering'],
  ['Family-owned grocery', 'grocery'], ['Laundromat', 'dry_cleaning'], ['IT services', 'it_software'], ['General contractor', 'general_contractor']];
const WORDS = ['Summit Ridge', 'Blue Heron', 'Ironwood', 'Lakeshore', 'Golden Maple', 'Red Canyon', 'Silver Pine', 'Harbor Light', 'Cedar Point',
  'Northstar', 'Brightwater', 'Oak Hollow', 'Prairie Wind', 'Granite Peak'];
const NOUNS = ['Group', 'Services', 'Holdings', 'Enterprises', 'Partners', 'Works', 'Company', 'Ventures'];

// [printed entity text, reference id, checkbox on the form (or 'Other'), legal-name suffixes]
const US_ENTITIES: [string, string, string, string[]][] = [['LLC', 'llc', 'LLC', [', LLC', ' LLC']], ['Limited Liability Company', 'llc', 'LLC', [', LLC']],
  ['Corporation', 'c_corporation', 'Corporation', [', Inc.', ' Corp.']], ['Inc.', 'c_corporation', 'Corporation', [', Inc.', ' Inc']],
  ['S Corp', 's_corporation', 'Other', [', Inc.']], ['Partnership', 'general_partnership', 'Partnership', [' Partners']], ['LP', 'limited_partnership', 'LP', [', LP']],
  ['LLP', 'llp', 'LLP', [' LLP']], ['PLLC', 'pllc', 'Other', [', PLLC']], ['Sole Proprietor', 'sole_proprietorship', 'Sole Proprietor', ['']]];
const CA_ENTITIES: [string, string, string, string[]][] = [['Corporation', 'ca_corporation', 'Corporation', [' Inc.', ' Corp.']], ['Ltd.', 'ca_corporation', 'Corporation', [' Ltd.']],
  ['Inc.', 'ca_corporation', 'Corporation', [' Inc.']], ['Partnership', 'general_partnership', 'Partnership', [' Partners']], ['ULC', 'ca_ulc', 'Other', [' ULC']],
  ['Sole Proprietorship', 'sole_proprietorship', 'Sole Proprietor', ['']]];

const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Denver', 'CO', '802'],
  ['Charlotte', 'NC', '282'], ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'], ['Spokane', 'WA', '992'], ['Nashville', 'TN', '372'], ['Reno', 'NV', '895']];
const CA_PLACES: [string, string, string][] = [['Calgary', 'AB', 'T2P'], ['Mississauga', 'ON', 'L5B'], ['Laval', 'QC', 'H7T'], ['Surrey', 'BC', 'V3T'],
  ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K']];
const STREETS = ['Commerce Blvd', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Harbor Dr', 'King St W', 'Market St', 'Ridge Rd'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation', 'Debt consolidation'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const FUNDERS = ['Ironbridge Funding LLC', 'Meridian Merchant Capital', 'Pinecrest Advance', 'Bluefin Receivables', 'Quarry Capital'];
export const BANKS = ['First Coastal Bank', 'Heartland Savings', 'Pioneer Federal CU', 'Crescent National Bank'];
export const CA_BANKS = ['Maple Trust Bank', 'Prairie Credit Union', 'Laurentian Savings'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function luhn9(rng: Rng, first: number): string {
  for (;;) {
    const d = String(first) + rng.digits(7);
    for (let c = 0; c <= 9; c++) {
      const s = d + c;
      let sum = 0;
      for (let i = 0; i < 9; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
      if (sum % 10 === 0) return s;
    }
  }
}

function ssn(rng: Rng): string {
  let area = rng.int(1, 665);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}

const EIN_PREFIXES = [12, 20, 26, 27, 33, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88, 91, 92, 93, 94, 95, 98];

/** A date as printed: ISO truth plus one of the spec's printed forms. */
export function dateText(rng: Rng, iso: string, forms: readonly ('mdy' | 'mdyy' | 'long' | 'iso')[]): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const f = rng.pick(forms);
  if (f === 'mdy') return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 'mdyy') return `${pad(m)}/${pad(d)}/${pad(y % 100)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  return iso;
}

const isoDate = (rng: Rng, y0: number, y1: number): string => `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;

export function otherPerson(rng: Rng): string { return `${rng.pick(OTHER_FIRST)} ${rng.pick(OTHER_LAST)}`; }
export function phone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`; }

export function makeMerchant(rng: Rng, country: Country, opts: { maskRate: number; maxOwners: number }): Merchant {
  const ca = country === 'CA';
  const ent = rng.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const split = rng.pick(SPLITS.filter((s) => s.length <= opts.maxOwners));
  const firsts = rng.shuffle([...FIRST]);
  const lasts = rng.shuffle([...LAST]);
  const owners: Owner[] = split.map((pct, i) => {
    const first = firsts[i]!, last = lasts[i]!;
    let taxText: string, taxDigits: string | null, taxType: Owner['taxType'];
    if (ca) {
      const sin = luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7]));
      taxType = 'SIN'; taxDigits = sin;
      taxText = rng.chance(0.5) ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` : `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`;
      if (rng.chance(opts.maskRate)) { taxText = `*** *** ${sin.slice(6)}`; taxDigits = null; }
    } else {
      const itin = rng.chance(0.12);
      taxText = itin ? `9${rng.digits(2)}-${rng.int(70, 88)}-${rng.digits(4)}` : ssn(rng);
      taxType = itin ? 'ITIN' : 'SSN'; taxDigits = taxText.replace(/\D/g, '');
      if (rng.chance(opts.maskRate)) { taxText = rng.pick(['XXX-XX-', '***-**-']) + taxText.slice(-4); taxDigits = null; }
    }
    const place = rng.pick(ca ? CA_PLACES : US_PLACES);
    return { first, middle: rng.chance(0.4) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last, cred: rng.chance(0.15) ? rng.pick(CREDS) : null,
      role: split.length === 1 ? rng.pick(['Owner', 'President', 'CEO', 'Managing Member']) : rng.pick(ROLES), pct, taxText, taxDigits, taxType,
      dob: isoDate(rng, 1956, 1994), credit: rng.chance(0.6) ? rng.int(540, 790) : null,
      home: `${rng.int(12, 9899)} ${rng.pick(['Birch Ln', 'Sunset Ct', 'Willow Way', 'Park Ave', 'Lakeview Dr'])}, ${place[0]}, ${place[1]}`,
      phone: phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mail.example` };
  });
  const solo = ent[1] === 'sole_proprietorship';
  const o0 = owners[0]!;
  const brand = `${rng.pick(WORDS)} ${rng.pick(NOUNS)}`;
  const legal = solo ? `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}` : brand + rng.pick(ent[3]);
  const dbaRoll = rng.int(0, 9);
  const dbaText = solo || dbaRoll < 6 ? `${rng.pick(WORDS)} ${rng.pick(['Cafe', 'Auto', 'Clean Co', 'Studio', 'Supply', 'Care'])}`
    : dbaRoll < 8 ? rng.pick(['SAME', 'N/A', 'Same']) : dbaRoll < 9 ? legal : '';
  const dbaTruth = /^(same|n\/a)?$/i.test(dbaText) || dbaText === legal ? null : dbaText;
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  let taxText: string, taxDigits: string | null, taxType: string | null;
  if (ca) {
    const bn = luhn9(rng, rng.pick([1, 7, 8]));
    const prog = rng.pick(['RC', 'RT', 'RP']) + '000' + rng.int(1, 2);
    taxDigits = bn + prog; taxType = 'BN';
    taxText = rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog}`, `${bn}-${prog}`]);
  } else if (solo && rng.chance(0.6) && o0.taxDigits) {
    taxText = o0.taxText; taxDigits = o0.taxDigits; taxType = o0.taxType;
  } else {
    taxText = `${rng.pick(EIN_PREFIXES)}-${rng.digits(7)}`; taxDigits = taxText.replace('-', ''); taxType = 'EIN';
  }
  if (rng.chance(opts.maskRate / 3)) { taxText = (ca ? '*****' : '**-***') + taxText.replace(/\D/g, '').slice(5, 9); taxDigits = null; taxType = null; }
  const place = rng.pick(ca ? CA_PLACES : US_PLACES);
  const zip = ca ? `${place[2]} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}` : place[2] + rng.digits(2);
  const others = (ca ? CA_PLACES : US_PLACES).filter((p) => p[1] !== place[1]);
  const freq = rng.weighted([['Daily', 4], ['Weekly', 3], ['Bi-Weekly', 1], ['Monthly', 1], [null, 1]] as const);
  const count = freq ? ({ Daily: rng.pick([60, 100, 120, 140]), Weekly: rng.pick([24, 26, 32, 40]), 'Bi-Weekly': rng.pick([12, 13, 18]), Monthly: rng.pick([6, 9, 12]) } as Record<string, number>)[freq]! : null;
  const amount = rng.int(10, 250) * 1000;
  const payment = count && rng.chance(0.8) ? Math.round((amount * rng.float(1.22, 1.45) / count) * 100) / 100 : null;
  return { country, owners,
    biz: { legal, dbaText, dbaTruth, entityText: ent[0], entityId: ent[1], entityBox: ent[2], industryText, industryId, taxText, taxDigits, taxType,
      start: isoDate(rng, 2003, 2022), street: `${rng.int(100, 9800)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`,
      city: place[0], state: place[1], zip, phone: phone(rng), email: `office@${brand.toLowerCase().replace(/[^a-z]/g, '')}.example`,
      website: `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.example`, incState: rng.pick(others)[1], employees: rng.int(2, 60), sales: rng.int(18, 400) * 1000 },
    req: { amount, payment, count: payment || rng.chance(0.7) ? count : null, freq, use: rng.pick(USES) } };
}

/** The printed name of an owner in one of a form's conventions. */
export function nameText(o: Owner, form: 'first' | 'last'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (form === 'last') return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}
