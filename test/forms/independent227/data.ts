// One fictional trucking / transport / construction merchant per (layout, seed): the business, its owners, the
// funding request, and the people and numbers a real form carries that are not the applicant's (USDOT / MC numbers,
// CDLs, contractor licence, bonding company, insurance agent, factoring company, equipment lender, landlord, bank).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number; ssn: string; ssnType: 'SSN' | 'ITIN';
  dob: string; credit: number | null; home: Address; cdl: string; cdlState: string; cell: string; email: string;
}
export interface Unit { year: number; make: string; model: string; vin: string; value: number }
export interface Position { funder: string; balance: number; payment: number; kind: string }

export interface Deal {
  kind: 'trucking' | 'construction';
  soleProp: boolean;
  legal: string;
  dba: string | null;
  entity: string; // reference id
  industryText: string;
  industryId: string;
  ein: string; // NN-NNNNNNN, or the owner's SSN for a sole proprietor
  taxType: 'EIN' | 'SSN' | 'ITIN';
  start: string; // ISO
  stateOfInc: string;
  addr: Address;
  phone: string; email: string; website: string | null;
  employees: number; ownRent: 'Own' | 'Rent'; rent: number;
  usdot: string; mc: string; license: string; bonding: string; bondNo: string; insurer: string; insAgent: string; insPhone: string;
  requested: number; payment: number; numPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  use: string; monthlySales: number; annual: number;
  owners: Owner[];
  fleet: Unit[];
  positions: Position[];
  landlord: { name: string; phone: string };
  refs: { name: string; phone: string }[];
  bank: { name: string; routing: string; account: string };
  iso: { name: string; phone: string; id: string };
}

const FIRST = ['Marcus', 'Dale', 'Rosa', 'Tyrell', 'Kenneth', 'Angela', 'Luis', 'Brandy', 'Wade', 'Crystal', 'Hector', 'Darnell', 'Shawna',
  'Travis', 'Miguel', 'Tammy', 'Curtis', 'Yolanda', 'Rusty', 'Ivan', 'Jolene', 'Earl', 'Priya', 'Bogdan'];
const LAST = ['Delgado', 'Whitfield', "O'Rourke", 'Van der Merwe', 'Garcia-Lopez', 'Pruitt', 'Okafor', 'McAllister', 'De la Cruz', 'Hollis',
  'Kowalczyk', 'St. Clair', 'Bryant-Hughes', 'Nguyen', 'Lindqvist', 'Mahoney', 'Petrovic', 'Yazzie', 'Castellanos', 'Boudreaux'];
const PLACES: [string, string[], string][] = [
  ['TX', ['Laredo', 'Amarillo', 'Odessa', 'Waco'], '7'], ['OK', ['Tulsa', 'Enid', 'Lawton'], '7'], ['TN', ['Memphis', 'Jackson', 'Cleveland'], '3'],
  ['GA', ['Dalton', 'Macon', 'Valdosta'], '3'], ['OH', ['Toledo', 'Lima', 'Zanesville'], '4'], ['IN', ['Gary', 'Elkhart', 'Kokomo'], '4'],
  ['AZ', ['Tolleson', 'Yuma', 'Kingman'], '8'], ['NC', ['Gastonia', 'Hickory', 'Fayetteville'], '2'], ['PA', ['Carlisle', 'Altoona', 'Scranton'], '1'],
  ['IL', ['Joliet', 'Rockford', 'Peoria'], '6'], ['NV', ['Sparks', 'Henderson'], '8'], ['FL', ['Ocala', 'Lakeland', 'Pensacola'], '3'],
  ['MO', ['Joplin', 'Springfield', 'Sikeston'], '6'], ['CO', ['Pueblo', 'Greeley', 'Grand Junction'], '8'], ['WA', ['Kent', 'Yakima', 'Pasco'], '9'],
];
const STREETS = ['Industrial Pkwy', 'Freight Dr', 'County Road 14', 'Old Hwy 61', 'Commerce Blvd', 'Rail Yard Rd', 'Quarry Ln', 'Depot St',
  'Interstate Dr', 'Gravel Pit Rd', 'Terminal Way', 'Mill Creek Rd'];
// Type-of-business texts whose longest word-bounded label/alias match in industries.json is the id given.
const TRUCK_IND: [string, string][] = [
  ['Long haul trucking - dry van', 'trucking_long_haul'], ['OTR flatbed carrier', 'trucking_long_haul'],
  ['Owner-operator, reefer loads', 'trucking_long_haul'], ['Dump truck hauling', 'trucking_local'], ['Local trucking & drayage', 'trucking_local'],
  ['Car hauler (5-car wedge)', 'trucking_local'], ['Moving company', 'trucking_local'], ['Freight broker / dispatch', 'freight_logistics'],
  ['Last mile delivery (Amazon DSP)', 'courier_delivery'], ['Heavy equipment towing (hauling)', 'trucking_local']];
const BUILD_IND: [string, string][] = [
  ['General contractor - commercial', 'general_contractor'], ['Residential home builder', 'general_contractor'],
  ['Concrete flatwork & slabs', 'specialty_trade_contractor'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Electrical contractor', 'specialty_trade_contractor'], ['Site work / excavation & dump truck', 'trucking_local'],
  ['Masonry and stone veneer', 'specialty_trade_contractor'], ['Renovation contractor', 'general_contractor'],
  ['Drywall & framing subcontractor', 'specialty_trade_contractor']];
const TRUCK_WORDS = ['Iron Horse', 'Blue Line', 'Red Mesa', 'Prairie Wind', 'Steel Eagle', 'Lone Pine', 'Twin Rivers', 'Crossroads', 'High Plains', 'Black Gold'];
const BUILD_WORDS = ['Cornerstone', 'Summit Ridge', 'Bedrock', 'Keel & Beam', 'True Level', 'Granite Peak', 'Redline', 'Plumb Line', 'Bluestone', 'Timberframe'];
const MAKES: [string, string[]][] = [['Freightliner', ['Cascadia', 'M2 106']], ['Peterbilt', ['579', '389']], ['Kenworth', ['T680', 'W900']],
  ['Volvo', ['VNL 860']], ['Mack', ['Granite', 'Anthem']], ['International', ['LT625']], ['Caterpillar', ['320 Excavator', '259D3 Skid Steer']],
  ['Great Dane', ['53ft Reefer Trailer']], ['Utility', ['4000D-X Dry Van']]];
const FUNDERS = ['Riverbend Capital', 'Lakeshore Advance', 'Mesa Funding LLC', 'Northpoint Merchant Capital', 'Quickline Funding'];
const FACTORS = ['Roadrunner Factoring', 'HaulPay Freight Factoring', 'Triumph-Line Receivables', 'OTR Cash Factoring Co.'];
const LENDERS = ['Peak Equipment Finance', 'Diesel Credit Corp.', 'Ironclad Leasing', 'Crossroads Truck Finance'];
const BANKS = ['First Heartland Bank', 'Prairie State Bank & Trust', 'Cattlemens National Bank', 'Gulfway Community Bank'];
const BONDS = ['Granite State Surety', 'Allied Bonding Agency', 'Keystone Surety Co.'];
const INSURERS = ['Progressive Commercial', 'Great West Casualty', 'Northland Insurance', 'Canal Insurance'];

const EIN_PREFIX = ['20', '26', '27', '33', '45', '46', '47', '52', '56', '61', '81', '82', '83', '84', '85', '86', '87', '88'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export function money(n: number, cents = false): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}
function phone(r: Rng, area: string): string { return `(${area}) ${r.int(201, 989)}-${r.digits(4)}`; }
function ssn(r: Rng): string { return `${pad(r.int(1, 665), 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`; }
function itin(r: Rng): string { return `9${r.digits(2)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}`; }
function vin(r: Rng): string { return r.alnum(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'); }
function date(r: Rng, y0: number, y1: number): string { return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`; }
function addr(r: Rng, state?: string): Address {
  const p = state ? PLACES.find((q) => q[0] === state) ?? r.pick(PLACES) : r.pick(PLACES);
  return { street: `${r.int(100, 9899)} ${r.pick(STREETS)}`, city: r.pick(p[1]), state: p[0], zip: `${p[2]}${r.digits(4)}` };
}

export function makeDeal(r: Rng, opts: { kind?: 'trucking' | 'construction'; maxOwners: number }): Deal {
  const kind = opts.kind ?? (r.chance(0.5) ? 'trucking' : 'construction');
  const soleProp = r.chance(0.3);
  const nOwners = soleProp ? 1 : r.int(1, opts.maxOwners);
  const addrB = addr(r);
  const area = String(r.int(210, 989));
  const owners: Owner[] = [];
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const titles = kind === 'trucking' ? ['Owner-Operator', 'President', 'Managing Member', 'Owner', 'Dispatcher / Partner'] :
    ['President', 'Owner', 'Managing Member', 'CEO', 'Vice President', 'Field Superintendent'];
  for (let i = 0; i < nOwners; i++) {
    const first = r.pick(FIRST), last = i > 0 && r.chance(0.3) ? owners[0]!.last : r.pick(LAST);
    const it = r.chance(0.12);
    owners.push({ first, middle: r.chance(0.5) ? r.pick('ABCDEFGJKLMRST'.split('')) : '', last,
      title: soleProp ? r.pick(['Owner-Operator', 'Owner', 'Sole Proprietor']) : i === 0 ? r.pick(titles.slice(0, 4)) : r.pick(titles),
      pct: pcts[i]!, ssn: it ? itin(r) : ssn(r), ssnType: it ? 'ITIN' : 'SSN', dob: date(r, 1958, 1996),
      credit: r.chance(0.5) ? r.int(540, 780) : null, home: addr(r, r.chance(0.7) ? addrB.state : undefined),
      cdl: `${r.alnum(1, 'ABCDEFGHJKLMNPRSTW')}${r.digits(8)}`, cdlState: addrB.state, cell: phone(r, area),
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` });
  }
  const [industryText, industryId] = r.pick(kind === 'trucking' ? TRUCK_IND : BUILD_IND);
  const word = r.pick(kind === 'trucking' ? TRUCK_WORDS : BUILD_WORDS);
  const noun = kind === 'trucking' ? r.pick(['Trucking', 'Transport', 'Freight Lines', 'Hauling', 'Express']) : r.pick(['Builders', 'Construction', 'Contracting', 'Concrete', 'Roofing']);
  const o0 = owners[0]!;
  let legal: string, dba: string | null, entity: string;
  if (soleProp) {
    legal = `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}`;
    dba = `${word} ${noun}`;
    entity = 'sole_proprietorship';
  } else {
    const [suffix, ent] = r.pick([[', LLC', 'llc'], [' LLC', 'llc'], [', Inc.', 'c_corporation'], [' Corp.', 'c_corporation'], [', Inc.', 's_corporation'],
      [' & Sons, LLC', 'llc'], [' Partners', 'general_partnership']] as [string, string][]);
    legal = `${word} ${noun}${suffix}`;
    dba = r.chance(0.5) ? null : r.pick([`${word} ${kind === 'trucking' ? 'Logistics' : 'Services'}`, `${o0.last} ${noun}`]);
    entity = ent;
  }
  const requested = r.int(3, 70) * 5000;
  const freq = r.pick(['daily', 'daily', 'weekly', 'biweekly', 'monthly'] as const);
  const numPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((requested * r.float(1.25, 1.45) / numPayments) * 100) / 100;
  const fleet: Unit[] = [];
  for (let i = r.int(1, 4); i > 0; i--) {
    const [make, models] = r.pick(MAKES);
    fleet.push({ year: r.int(2008, 2023), make, model: r.pick(models), vin: vin(r), value: r.int(8, 160) * 1000 });
  }
  const positions: Position[] = [];
  if (r.chance(0.7)) positions.push({ funder: kind === 'trucking' ? r.pick(FACTORS) : r.pick(LENDERS), balance: r.int(5, 90) * 1000, payment: r.int(150, 2600), kind: kind === 'trucking' ? 'Factoring' : 'Equipment' });
  if (r.chance(0.6)) positions.push({ funder: r.pick(LENDERS), balance: r.int(10, 140) * 1000, payment: r.int(400, 3900), kind: 'Equipment loan' });
  if (r.chance(0.4)) positions.push({ funder: r.pick(FUNDERS), balance: r.int(4, 60) * 1000, payment: r.int(90, 900), kind: 'MCA' });
  const it0 = o0.ssnType === 'ITIN';
  return {
    kind, soleProp, legal, dba, entity, industryText, industryId,
    ein: soleProp ? o0.ssn : `${r.pick(EIN_PREFIX)}-${r.digits(7)}`, taxType: soleProp ? (it0 ? 'ITIN' : 'SSN') : 'EIN',
    start: date(r, 2004, 2022), stateOfInc: r.chance(0.6) ? addrB.state : r.pick(['DE', 'WY', 'NV', 'TX']), addr: addrB,
    phone: phone(r, area), email: `office@${word.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.5) ? `www.${word.toLowerCase().replace(/[^a-z]/g, '')}${kind === 'trucking' ? 'freight' : 'builds'}.com` : null,
    employees: r.int(1, 45), ownRent: r.chance(0.4) ? 'Own' : 'Rent', rent: r.int(12, 90) * 100,
    usdot: String(r.int(1000000, 3999999)), mc: String(r.int(100000, 1299999)), license: `${r.pick(['ROC', 'CBC', 'GC', 'EC'])}-${r.digits(6)}`,
    bonding: r.pick(BONDS), bondNo: `SB-${r.digits(7)}`, insurer: r.pick(INSURERS), insAgent: `${r.pick(FIRST)} ${r.pick(LAST)}`, insPhone: phone(r, String(r.int(210, 989))),
    requested, payment, numPayments, freq, use: r.pick(['Truck repairs & tires', 'Payroll and fuel', 'Down payment on equipment', 'Materials for new contract', 'Insurance premium', 'Working capital']),
    monthlySales: r.int(18, 260) * 1000, annual: 0, owners, fleet, positions,
    landlord: { name: `${r.pick(['Westgate', 'Rail Yard', 'Lot 9', 'Tri-County'])} Properties`, phone: phone(r, area) },
    refs: [0, 1].map(() => ({ name: `${r.pick(['Fleet Pride', 'Rush Truck Center', 'Builders FirstSource', 'Pilot Fuel', 'Sunbelt Rentals', 'TA Truck Service'])} #${r.int(10, 999)}`, phone: phone(r, String(r.int(210, 989))) })),
    bank: { name: r.pick(BANKS), routing: `${r.pick(['0', '1', '2'])}${r.digits(8)}`, account: r.digits(r.int(8, 12)) },
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r, '800'), id: `ISO-${r.digits(5)}` },
  };
}

export const FREQ_LABEL: Record<Deal['freq'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const ENTITY_BOX: Record<string, string> = { sole_proprietorship: 'Sole Proprietor', llc: 'LLC', c_corporation: 'Corporation', s_corporation: 'S-Corp', general_partnership: 'Partnership' };
export function usDate(iso: string, style: 'mdy' | 'mdyy' | 'long'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (style === 'mdy') return `${pad(m)}/${pad(d)}/${y}`;
  if (style === 'mdyy') return `${m}/${d}/${String(y).slice(2)}`;
  return `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${d}, ${y}`;
}
export const digits = (s: string): string => s.replace(/\D/g, '');
