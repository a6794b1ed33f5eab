// The merchant behind one trucking or construction application: names, the business tax ID among the many other
// numbers such paper carries (USDOT, MC, IFTA, licences, policies), owners and the funding request. Seeded.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; role: string; ownership: number; credit: number | null;
  ssn: string; dob: string; street: string; city: string; state: string; zip: string; cell: string; email: string; licence: string;
}

export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string | null; entityId: string; entityBox: string; entityText: string;
  industryId: string; industryText: string; taxPrinted: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  street: string; city: string; state: string; zip: string; incState: string; phone: string; email: string; web: string;
  start: string; employees: number; amount: number; payment: number | null; nPayments: number | null;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null; monthlySales: number; useOfFunds: string; owners: Owner[];
  landlord: string; rent: number; bankName: string; routing: string; account: string;
}

const FIRST = ['Dale', 'Marcus', 'Rosa', 'Luis', 'Tamara', 'Jerome', 'Kendra', 'Wade', 'Esteban', 'Crystal', 'Travis', 'Harjit', 'Gurpreet',
  'Bobbi', 'Ray', 'Shonda', 'Colton', 'Yolanda', 'Dwayne', 'Anita', 'Mykola', 'Tyrell', 'Brandi', 'Curtis', 'Inez', 'Randall', 'Jasmine'];
const LAST = ['Whitaker', 'Okafor', 'Delgado', 'Kowalczyk', 'Pruitt', 'Sandhu', 'McAllister', 'Van der Berg', 'Haskins', 'Gill', 'Boudreaux',
  'Ortiz-Reyes', 'Lindqvist', 'Fairbanks', 'Tran', 'Dhillon', 'Hollingsworth', 'St. Pierre', 'Abernathy', 'Nakamura', 'Castellanos', 'Grewal'];
const STREETS = ['Industrial Pkwy', 'Commerce Dr', 'Freight Ln', 'Rail Spur Rd', 'County Rd 12', 'Depot St', 'Quarry Rd', 'Terminal Way',
  'Foundry Ave', 'Warehouse Blvd', 'Old Mill Rd', 'Highway 30 E'];
const US_PLACES: [string, string, string][] = [['Joliet', 'IL', '604'], ['Laredo', 'TX', '780'], ['Fontana', 'CA', '923'], ['Gary', 'IN', '464'],
  ['Dothan', 'AL', '363'], ['Fargo', 'ND', '581'], ['Tulsa', 'OK', '741'], ['Savannah', 'GA', '314'], ['Lakeland', 'FL', '338'],
  ['Reno', 'NV', '895'], ['Harrisburg', 'PA', '171'], ['Boise', 'ID', '837'], ['Knoxville', 'TN', '379'], ['Spokane', 'WA', '992']];
const CA_PLACES: [string, string, string][] = [['Surrey', 'BC', 'V3W'], ['Abbotsford', 'BC', 'V2T'], ['Kamloops', 'BC', 'V2C'],
  ['Calgary', 'AB', 'T2C'], ['Edmonton', 'AB', 'T6E'], ['Red Deer', 'AB', 'T4P'], ['Grande Prairie', 'AB', 'T8V']];
const BANKS = ['Wells Fargo', 'Chase', 'First Interstate Bank', 'Regions Bank', 'Frost Bank', 'U.S. Bank', 'Truist', 'Fifth Third'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'ATB Financial', 'Scotiabank', 'BMO', 'Coast Capital Savings'];
const EIN_PREFIX = ['20', '26', '27', '33', '35', '45', '46', '47', '81', '82', '83', '84', '86', '87', '88', '90', '91', '92', '93', '98'];

export const TRUCK_TEXTS: [string, string][] = [['Long haul trucking', 'trucking_long_haul'], ['OTR trucking - dry van', 'trucking_long_haul'],
  ['Flatbed truckload carrier', 'trucking_long_haul'], ['Freight carrier (reefer)', 'trucking_long_haul'], ['Owner operator - hotshot', 'trucking_long_haul']];
export const LOCAL_TEXTS: [string, string][] = [['Dump truck hauling', 'trucking_local'], ['Local trucking / drayage', 'trucking_local'],
  ['Car hauler', 'trucking_local'], ['Aggregate hauling', 'trucking_local']];
export const GC_TEXTS: [string, string][] = [['General contractor - commercial', 'general_contractor'], ['Home builder', 'general_contractor'],
  ['Construction company (tenant improvements)', 'general_contractor'], ['Residential remodeler', 'general_contractor']];
export const TRADE_TEXTS: [string, string][] = [['Commercial roofing', 'specialty_trade_contractor'], ['Plumbing & drain service', 'specialty_trade_contractor'],
  ['HVAC install and service', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'],
  ['Concrete flatwork & foundations', 'specialty_trade_contractor'], ['Drywall and framing', 'specialty_trade_contractor'], ['Masonry', 'specialty_trade_contractor']];

const US_ENTITIES: [string, string, string][] = [['llc', 'LLC', 'LLC'], ['c_corporation', 'Corporation', 'Corporation'],
  ['s_corporation', 'S-Corp', 'S Corp'], ['general_partnership', 'Partnership', 'Partnership'], ['sole_proprietorship', 'Sole Proprietor', 'Sole Proprietor']];
const CA_ENTITIES: [string, string, string][] = [['ca_corporation', 'Corporation', 'Corporation'], ['sole_proprietorship', 'Sole Proprietorship', 'Sole Proprietorship'],
  ['general_partnership', 'Partnership', 'Partnership']];
const SUFFIX: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['Inc.', 'Corp.', 'Incorporated'], s_corporation: ['Inc.', 'Inc'],
  general_partnership: ['& Sons', 'Partners'], ca_corporation: ['Ltd.', 'Inc.', 'Corp.'] };

export function money(n: number, cents = false): string {
  return '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

export function luhn9(r: Rng): string {
  const d = r.digits(8).split('').map(Number);
  d[0] = r.int(1, 8);
  let s = 0;
  d.forEach((v, i) => { const x = i % 2 === 1 ? v * 2 : v; s += x > 9 ? x - 9 : x; });
  return d.join('') + String((10 - (s % 10)) % 10);
}

/** An ITIN (9XX-YY-XXXX, YY in an issued range): some owner-operators file on one. */
export function itin(r: Rng): string {
  return `9${r.digits(2)}-${r.pick(['50', '57', '63', '70', '78', '84', '88', '90', '94'])}-${String(r.int(1001, 9998))}`;
}

export function ssn(r: Rng): string {
  let a = r.int(101, 772);
  if (a === 666) a = 667;
  return `${a}-${String(r.int(10, 99))}-${String(r.int(1001, 9998))}`;
}

function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function phone(r: Rng): string {
  return `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
}

const ROLE_BY: Record<string, [string[], string[]]> = {
  llc: [['Managing Member', 'Owner', 'CEO'], ['Member', 'Operations Manager']], general_partnership: [['Managing Partner', 'Partner'], ['Partner']],
  corp: [['President', 'CEO', 'Owner'], ['Vice President', 'Secretary/Treasurer', 'Director']],
};

function owners(r: Rng, m: { country: string; state: string; places: [string, string, string][]; sole: boolean; entity: string }): Owner[] {
  const roles = ROLE_BY[m.entity] ?? ROLE_BY.corp!;
  const n = m.sole ? 1 : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [40, 20, 20, 20];
  const used = new Set<string>();
  return shares.map((share, i) => {
    let first = r.pick(FIRST);
    while (used.has(first)) first = r.pick(FIRST);
    used.add(first);
    const last = i > 0 && r.chance(0.4) ? '' : r.pick(LAST);
    const place = r.chance(0.7) ? (m.places.find((p) => p[1] === m.state) ?? r.pick(m.places)) : r.pick(m.places);
    const role = m.sole ? r.pick(['Owner', 'Owner/Operator', 'Sole Owner']) : r.pick(i === 0 ? roles[0] : roles[1]);
    const zip = m.country === 'CA' ? `${place[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}` : place[2] + r.digits(2);
    return {
      first, middle: r.chance(0.4) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last, role, ownership: share,
      credit: r.chance(0.5) ? r.int(540, 790) : null, ssn: m.country === 'CA' ? luhn9(r) : r.chance(0.08) ? itin(r) : ssn(r),
      dob: isoDate(r.int(1958, 1994), r.int(1, 12), r.int(1, 28)), street: `${r.int(100, 9899)} ${r.pick(['Maple', 'Cedar', 'Ridge', 'Prairie', 'Lakeview', 'Aspen'])} ${r.pick(['Dr', 'Ct', 'St', 'Ave'])}`,
      city: place[0], state: place[1], zip, cell: phone(r), email: `${first.toLowerCase()}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
      licence: m.country === 'CA' ? r.digits(7) : `${r.alnum(1, 'ABDFGHKLMRSTW')}${r.digits(8)}`,
    };
  }).map((o, i, all) => (o.last ? o : { ...o, last: all[0]!.last || r.pick(LAST) }));
}

export interface MerchantOpts { country: 'US' | 'CA'; texts: [string, string][]; soleChance: number; names: string[] }

export function merchant(r: Rng, o: MerchantOpts): Merchant {
  const places = o.country === 'CA' ? CA_PLACES : US_PLACES;
  const place = r.pick(places);
  const sole = r.chance(o.soleChance);
  const ents = o.country === 'CA' ? CA_ENTITIES : US_ENTITIES;
  const ent = sole ? ents.find((e) => e[0] === 'sole_proprietorship')! : r.pick(ents.filter((e) => e[0] !== 'sole_proprietorship'));
  const [industryText, industryId] = r.pick(o.texts);
  const own = owners(r, { country: o.country, state: place[1], places, sole, entity: ent[0] });
  const core = `${r.pick(o.names)} ${r.pick(industryId.startsWith('trucking') ? ['Transport', 'Trucking', 'Freight', 'Logistics', 'Express', 'Carriers'] : ['Construction', 'Builders', 'Contracting', 'Mechanical', 'Services', 'Group'])}`;
  const first = own[0]!;
  const legal = sole ? `${first.first} ${first.last}` : `${core} ${r.pick(SUFFIX[ent[0]] ?? ['LLC'])}`.replace(' & Sons', ' & Sons').trim();
  const dbaWords = industryId.startsWith('trucking') ? ['Hauling', 'Express', 'Freight Lines', 'Transport'] : ['Builders', 'Contracting', 'Construction', 'Home Services'];
  const dba = sole ? core : r.chance(0.45) ? `${r.pick(o.names)} ${r.pick(dbaWords)}` : null;
  const bn = luhn9(r);
  const ein = `${r.pick(EIN_PREFIX)}-${r.digits(7)}`;
  const useSsn = o.country === 'US' && sole && r.chance(0.6);
  const tax = o.country === 'CA' ? { p: `${bn} ${ent[0] === 'ca_corporation' ? r.pick(['RC0001', 'RT0001']) : 'RT0001'}`, t: 'BN' as const } : useSsn ? { p: first.ssn, t: first.ssn.startsWith('9') ? 'ITIN' as const : 'SSN' as const } : { p: ein, t: 'EIN' as const };
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly', null] as const);
  const amount = r.int(3, 40) * 5000;
  const nPay = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : freq ? r.pick([6, 9, 12]) : null;
  const payment = nPay ? Math.round((amount * 1.35 / nPay) * 100) / 100 : null;
  const y = r.int(2004, 2022);
  return {
    country: o.country, legal, dba, entityId: ent[0], entityBox: ent[1], entityText: ent[2], industryId, industryText,
    taxPrinted: tax.p, taxDigits: tax.p.replace(/[^0-9A-Z]/g, ''), taxType: tax.t,
    street: `${r.int(100, 19999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Unit ${r.int(1, 40)}` : ''}`, city: place[0], state: place[1],
    zip: o.country === 'CA' ? `${place[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}` : place[2] + r.digits(2),
    incState: r.chance(0.25) && o.country === 'US' ? r.pick(['DE', 'WY', 'NV']) : place[1], phone: phone(r),
    email: `office@${core.toLowerCase().replace(/[^a-z]/g, '')}.com`, web: `www.${core.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    start: isoDate(y, r.int(1, 12), r.int(1, 28)), employees: r.int(2, 60), amount, payment, nPayments: nPay, freq,
    monthlySales: r.int(4, 90) * 5000, useOfFunds: r.pick(['Equipment repairs', 'Working capital', 'Payroll between draws', 'Down payment on tractor', 'Materials for new job', 'Insurance renewal', 'Tires and maintenance']),
    owners: own, landlord: `${r.pick(LAST)} ${r.pick(['Properties', 'Realty Group', 'Holdings LLC', 'Land Co.'])}`, rent: r.int(8, 60) * 100,
    bankName: r.pick(o.country === 'CA' ? CA_BANKS : BANKS), routing: o.country === 'CA' ? `${r.digits(5)}-${r.digits(3)}` : `0${r.int(11, 99)}${r.digits(6)}`,
    account: r.digits(r.int(8, 12)),
  };
}

/** A date as the layout prints it. */
export function fmtDate(iso: string, f: 'us' | 'us2' | 'long' | 'ca'): string {
  const [y, m, d] = iso.split('-');
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  if (f === 'us') return `${m}/${d}/${y}`;
  if (f === 'us2') return `${Number(m)}/${Number(d)}/${y!.slice(2)}`;
  if (f === 'ca') return `${y}-${m}-${d}`;
  return `${months[Number(m) - 1]} ${Number(d)}, ${y}`;
}

export function fullName(o: Owner, lastFirst = false): string {
  if (lastFirst) return `${o.last}, ${o.first}`;
  return o.middle ? `${o.first} ${o.middle}. ${o.last}` : `${o.first} ${o.last}`;
}

export function masked(o: Owner): string {
  return `XXX-XX-${o.ssn.slice(-4)}`;
}
