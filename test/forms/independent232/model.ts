// The fictional merchant of one form: every value drawn from the seeded Rng, with the truth each printed value gives.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  role: string | null; ownership: number | null; credit: number | null;
  ssn: string | null; ssnPrinted: string | null; taxType: 'SSN' | 'ITIN' | null; dob: string | null;
  home: string; homeState: string;
}

export interface Merchant {
  legal: string; dba: string | null; dbaPrinted: string | null;
  entityLabel: string; entityId: string;
  industryText: string; industryId: string;
  ein: string | null; einPrinted: string | null; einType: 'EIN' | 'SSN' | 'ITIN' | null;
  state: string; stateName: string; incState: string; street: string; city: string; zip: string;
  phone: string; email: string; website: string | null;
  start: string | null; // ISO
  amount: number | null; payment: number | null; nPayments: number | null; frequency: string | null;
  useOfFunds: string; monthlySales: number; employees: number;
  owners: Owner[];
  landlord: string; landlordPhone: string; rent: number;
  bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[];
  iso: { name: string; id: string; phone: string };
}

const FIRST = ['Marisol', 'Devon', 'Priya', 'Gregory', 'Yolanda', 'Tomasz', 'Keisha', 'Armando', 'Lucille', 'Nathaniel', 'Hye-jin', 'Rafael',
  'Bernadette', 'Omar', 'Charlene', 'Dmitri', 'Ingrid', 'Terrence', 'Xiomara', 'Wendell'];
const LAST = ['Okafor', 'Van der Berg', 'Delgado-Ruiz', "O'Donnell", 'Nakamura', 'Whitfield', 'De La Cruz', 'Abernathy', 'Szymanski', 'Pruitt',
  'McAllister', 'Ferreira', 'Holloway', 'St. Clair', 'Quintero', 'Lindqvist', 'Baptiste', 'Garza'];
const WORDS = ['Summit', 'Harbor', 'Ironwood', 'Blue Fern', 'Granite State', 'Redtail', 'Lakeshore', 'Cobalt', 'Prairie Sky', 'Three Rivers',
  'Old Mill', 'Silver Creek', 'Magnolia', 'Keystone', 'Bright Path'];
export const INDUSTRIES: [string, string][] = [['Italian restaurant', 'restaurant'], ['Hair salon', 'personal_care'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Dental office', 'dental_practice'], ['Landscaping / lawn care', 'landscaping'],
  ['Local trucking', 'trucking_local'], ['Daycare', 'childcare'], ['Veterinary clinic', 'veterinary'], ['Fitness center', 'fitness'],
  ['Convenience store', 'convenience_store'], ['Commercial cleaning', 'cleaning_services'], ['HVAC service & repair', 'specialty_trade_contractor'],
  ['Dry cleaner', 'dry_cleaning'], ['Pet grooming', 'pet_services'], ['Web design', 'it_software'], ['Collision repair', 'auto_repair']];
const NOUN: Record<string, string> = { restaurant: 'Trattoria', personal_care: 'Hair Studio', specialty_trade_contractor: 'Mechanical',
  dental_practice: 'Family Dental', landscaping: 'Landscapes', trucking_local: 'Hauling', childcare: 'Kids Academy', veterinary: 'Animal Care',
  fitness: 'Fitness', convenience_store: 'Quick Mart', cleaning_services: 'Cleaning Co', dry_cleaning: 'Cleaners', pet_services: 'Pet Spa',
  it_software: 'Digital', auto_repair: 'Collision' };
/** Printed entity text -> [suffix of the legal name, reference id]. */
export const ENTITIES: [string, string, string][] = [['LLC', ', LLC', 'llc'], ['Corporation', ', Inc.', 'c_corporation'],
  ['S Corp', ' Inc.', 's_corporation'], ['Sole Proprietor', '', 'sole_proprietorship'], ['Partnership', ' Partners', 'general_partnership'],
  ['LLP', ', LLP', 'llp']];
export const STATES: [string, string, string, string][] = [['NY', 'New York', 'Albany', '122'], ['NJ', 'New Jersey', 'Hoboken', '070'],
  ['FL', 'Florida', 'Tampa', '336'], ['TX', 'Texas', 'Austin', '787'], ['GA', 'Georgia', 'Marietta', '300'], ['OH', 'Ohio', 'Dayton', '454'],
  ['PA', 'Pennsylvania', 'Allentown', '181'], ['NC', 'North Carolina', 'Raleigh', '276'], ['AZ', 'Arizona', 'Mesa', '852'],
  ['IL', 'Illinois', 'Naperville', '605'], ['CO', 'Colorado', 'Pueblo', '810'], ['WA', 'Washington', 'Tacoma', '984']];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO'];
const FUNDERS = ['Brightwater Advance', 'Keel Street Funding', 'Lantern Capital', 'Mercer Bay Finance', 'Redwood Receivables'];
const BANKS = ['First Prairie Bank', 'Harbor Community Bank', 'Commonwealth Savings', 'Tri-County Credit Union'];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Route 9', 'Lakeview Blvd'];

export const money = (n: number): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 });
const pad = (n: number): string => String(n).padStart(2, '0');

function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(10, 99);
  while (bad.has(p)) p = r.int(10, 99);
  return `${p}${r.digits(7)}`;
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick(['70', '78', '84', '91', '95'])}${r.int(1000, 9999)}`;
  return `${r.int(101, 665)}${pad(r.int(1, 99))}${r.int(1000, 9999)}`;
}
export const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const dashEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

export function makeMerchant(rng: Rng, maxOwners: number): Merchant {
  const r = rng.fork('merchant');
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const [entityLabel, suffix, entityId] = r.pick(ENTITIES);
  const [state, stateName, city, zip3] = r.pick(STATES);
  const sole = entityId === 'sole_proprietorship';
  const n = sole ? 1 : entityId === 'general_partnership' || entityId === 'llp' ? r.int(2, maxOwners) : r.int(1, maxOwners);
  const owners: Owner[] = [];
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  for (let i = 0; i < n; i++) {
    const itin = r.chance(0.1);
    const s = ssn(r, itin);
    const masked = r.chance(0.3);
    const homeState = r.pick(STATES)[0];
    owners.push({ first: r.pick(FIRST), middle: r.chance(0.4) ? r.pick(['J', 'M', 'R', 'A', 'T']) : null, last: r.pick(LAST),
      credential: r.chance(0.1) ? r.pick(['CPA', 'DDS', 'DVM']) : null,
      role: sole ? 'Owner' : r.chance(0.9) ? r.pick(ROLES) : null, ownership: r.chance(0.92) ? shares[i]! : null,
      credit: r.chance(0.5) ? r.int(560, 805) : null,
      ssn: masked ? null : s, ssnPrinted: masked ? `XXX-XX-${s.slice(5)}` : dashSsn(s), taxType: masked ? null : itin ? 'ITIN' : 'SSN',
      dob: r.chance(0.85) ? isoDate(r, 1958, 1996) : null,
      home: `${r.int(10, 9899)} ${r.pick(['Oak', 'Birch', 'Cedar', 'Willow'])} ${r.pick(['Ln', 'Ct', 'Rd'])}, ${r.pick(['Springfield', 'Fairview', 'Clinton'])}, ${homeState} ${r.digits(5)}`,
      homeState });
  }
  const o0 = owners[0]!;
  const word = r.pick(WORDS);
  const base = `${word} ${NOUN[industryId] ?? 'Group'}`;
  const legal = sole ? `${o0.first} ${o0.last}` : `${base}${suffix}`;
  const dbaRoll = r.int(0, 9);
  const dba = sole || dbaRoll < 5 ? `${r.pick(WORDS.filter((w) => w !== word))} ${NOUN[industryId] ?? 'Shop'}` : null;
  const dbaPrinted = dba ?? (dbaRoll < 7 ? r.pick(['SAME', 'N/A']) : null);
  let einDigits: string | null = ein(r);
  let einPrinted: string | null = dashEin(einDigits);
  let einType: Merchant['einType'] = 'EIN';
  if (sole && o0.ssn && r.chance(0.5)) { einDigits = o0.ssn; einPrinted = dashSsn(einDigits); einType = einDigits.startsWith('9') ? 'ITIN' : 'SSN'; }
  if (r.chance(0.08)) { einDigits = null; einPrinted = null; einType = null; }
  const amount = r.chance(0.93) ? r.int(10, 300) * 1000 : null;
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nP = amount && r.chance(0.7) ? ({ daily: r.pick([120, 160, 200]), weekly: r.pick([26, 36, 52]), biweekly: r.pick([13, 18, 26]), monthly: r.pick([6, 9, 12]) } as Record<string, number>)[freq]! : null;
  const payment = amount && nP && r.chance(0.85) ? Math.round(amount * r.float(1.22, 1.45) / nP * 100) / 100 : null;
  const firstRoute = r.pick(['0', '1', '2']);
  return {
    legal, dba, dbaPrinted, entityLabel, entityId, industryText, industryId,
    ein: einDigits, einPrinted, einType, state, stateName, incState: r.chance(0.5) ? state : r.pick(['DE', 'NV', 'WY']),
    street: `${r.int(12, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city, zip: `${zip3}${r.digits(2)}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    start: r.chance(0.9) ? isoDate(r, 2003, 2022) : null,
    amount, payment: nP ? payment : null, nPayments: nP, frequency: nP ? freq : null,
    useOfFunds: r.pick(['Inventory', 'Equipment purchase', 'Payroll & working capital', 'Expansion / second location', 'Marketing']),
    monthlySales: r.int(25, 400) * 1000, employees: r.int(2, 45), owners,
    landlord: `${r.pick(FIRST)} ${r.pick(LAST)} Properties`, landlordPhone: `(${r.int(201, 989)}) 555-${r.digits(4)}`, rent: r.int(18, 120) * 100,
    bank: r.pick(BANKS), routing: `${firstRoute}${r.digits(8)}`, account: r.digits(r.int(9, 12)),
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} Supply Co.`, phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}` })),
    funders: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(4, 90) * 1000, payment: r.int(150, 2400) })) : [],
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, id: `ISO-${r.digits(5)}`, phone: `(800) ${r.int(200, 989)}-${r.digits(4)}` },
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** An ISO date printed as a form would: us (MM/DD/YYYY), short (M/D/YY) or long (Month D, YYYY). */
export function printDate(iso: string, how: 'us' | 'short' | 'long'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (how === 'us') return `${pad(m)}/${pad(d)}/${y}`;
  if (how === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** The owner's name as printed: `First M. Last[, CRED]` or, `lastFirst`, `Last, First M.`. */
export function ownerName(o: Owner, lastFirst = false): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (lastFirst) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}
