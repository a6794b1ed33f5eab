// The merchant behind one form: every value and the exact text it is printed as. Drawn from the data stream only, so
// the three styles of one (layout, seed) print the same text.
import type { Rng } from '../../statements/generator/prng.ts';
import { entityId, industryId, luhnOk, money, regionName } from './rules.ts';

export type Country = 'US' | 'CA';
export interface Printed<T> { text: string; value: T }
export interface Owner {
  name: { first: string; last: string; middle: string | null; cred: string | null };
  /** How the name is printed: two boxes, one "full name" box, or `Last, First`. */
  nameMode: 'split' | 'full' | 'lastfirst';
  role: string | null; own: Printed<number> | null; score: Printed<number> | null;
  tax: { text: string; digits: string | null; type: string | null } | null;
  dob: Printed<string> | null;
  home: { street: string; city: string; region: string; postal: string };
  phone: string; email: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; dbaTruth: string | null;
  entity: Printed<string | null> | null; industry: Printed<string | null>;
  tax: { text: string; digits: string; type: string; label: string } | null;
  street: string; suite: string | null; city: string; region: string; regionText: string; postal: string;
  phone: string; email: string; website: string | null;
  amount: Printed<number> | null; payment: Printed<number> | null; nPayments: Printed<number> | null;
  freq: string | null; start: Printed<string> | null; years: string; useOfFunds: string;
  stateOfInc: string | null; employees: string; monthlySales: string; ownRent: 'Own' | 'Rent'; rent: string;
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  advances: { funder: string; balance: string; payment: string }[];
  rep: { name: string; email: string; code: string }; refs: { name: string; phone: string }[];
  owners: Owner[]; today: string; appId: string; ip: string;
}

const FIRST = ['Maria', 'James', 'Priya', 'DeShawn', 'Olivia', 'Tomasz', 'Aaliyah', 'Mohammed', 'Chen', 'Gabriela', 'Robert', 'Anh', 'Kateryna',
  'Luis', 'Bridget', 'Oluwaseun', 'Hannah', 'Marcus', 'Sofia', 'Jean-Luc', 'Elizabeth', 'Nikhil', 'Camille', 'Darnell'];
const LAST = ['Gonzalez-Reyes', 'Whitfield', 'Raghunathan', "O'Connell", 'van der Berg', 'Nakamura', 'De La Cruz', 'Okafor', 'Lindqvist',
  'Thibodeaux', 'Abernathy-Stone', 'Kowalczyk', 'MacPherson', 'Al-Rashid', 'Tremblay', 'Fitzgerald', 'Nguyen', 'Delacroix-Martin', 'Ivanova', 'St. Pierre'];
const WORD1 = ['Summit', 'Blue Heron', 'Copper Kettle', 'Northgate', 'Riverbend', 'Golden Prairie', 'Bright Path', 'Ironwood', 'Silver Maple',
  'Harborview', 'Red Cedar', 'Lakeshore', 'Evergreen', 'Sunrise Valley', 'Keystone', 'Pinecrest'];
// [printed type of business, a word for the name]
const INDUSTRY: [string, string][] = [['Veterinary clinic', 'Animal Care'], ['Hair salon & spa', 'Salon'], ['Mexican restaurant', 'Cantina'],
  ['HVAC contractor', 'Heating & Air'], ['Landscaping and snow removal', 'Grounds'], ['Dump truck hauling', 'Hauling'], ['Coffee shop', 'Roasters'],
  ['Dental office', 'Family Dental'], ['Convenience store', 'Market'], ['Daycare center', 'Kids Academy'], ['Plumbing services', 'Plumbing'],
  ['Laundromat', 'Laundry'], ['Used car dealer', 'Motors'], ['Gym / fitness center', 'Fitness'], ['Boutique clothing store', 'Boutique'],
  ['Auto body shop', 'Collision'], ['Custom signage', 'Signs'], ['Bakery cafe', 'Bakehouse'], ['Medical office', 'Health Partners'],
  ['Freight broker / logistics', 'Logistics']];
const US_ENT: [string, string[]][] = [['LLC', ['LLC', 'L.L.C.', 'LLC']], ['Corporation', ['Inc.', 'Corp.', 'Inc']], ['S Corp', ['Inc.', 'Inc']],
  ['Partnership', ['Partners', 'Group']], ['LLP', ['LLP']], ['Non-Profit', ['Foundation']], ['C Corp', ['Corporation', 'Inc.']]];
const CA_ENT: [string, string[]][] = [['Corporation', ['Inc.', 'Ltd.', 'Corp.']], ['Partnership', ['Partners']], ['Sole Proprietorship', ['']]];
const CITIES: Record<string, [string, string, string][]> = {
  US: [['Newark', 'NJ', '07102'], ['Tampa', 'FL', '33602'], ['Austin', 'TX', '78701'], ['Columbus', 'OH', '43215'], ['Fresno', 'CA', '93721'],
    ['Boise', 'ID', '83702'], ['Raleigh', 'NC', '27601'], ['Yonkers', 'NY', '10701'], ['Scottsdale', 'AZ', '85251'], ['Aurora', 'CO', '80012'],
    ['Baton Rouge', 'LA', '70801'], ['Tacoma', 'WA', '98402']],
  CA: [['Mississauga', 'ON', 'L5B 3C2'], ['Surrey', 'BC', 'V3T 2W1'], ['Calgary', 'AB', 'T2P 1J9'], ['Laval', 'QC', 'H7N 5H9'], ['Halifax', 'NS', 'B3J 2K9'],
    ['Saskatoon', 'SK', 'S7K 1J5'], ['Winnipeg', 'MB', 'R3C 0V8']],
};
const STREETS = ['Market St', 'Elm Ave', 'Industrial Pkwy', 'Route 9', 'Main Street', 'Commerce Dr', 'Bayview Rd', 'King St W', 'Oak Hollow Ln'];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director', 'Secretary/Treasurer', 'COO'];
const FUNDERS = ['Parkline Capital', 'Velocity Merchant Funding', 'BlueRock Advance', 'Cobalt Funding Group', 'Meridian Receivables'];
const BANKS = ['Chase', 'TD Bank', 'Wells Fargo', 'PNC Bank', 'Bank of America', 'Regions Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export function fmtMoney(r: Rng, n: number, country: Country): string {
  const c = n.toLocaleString('en-US');
  const opts = [`$${c}`, `${n}`, `$${c}.00`, `$ ${c}`, `${c}`];
  if (country === 'CA') opts.push(`CAD ${c}`, `$${c} CAD`);
  return r.pick(opts);
}
function fmtDate(r: Rng, iso: string, country: Country): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const opts = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`];
  if (country === 'CA') opts.push(iso, iso);
  return r.pick(opts);
}
const isoDate = (r: Rng, y0: number, y1: number): string => `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
const phone = (r: Rng): string => r.pick([(a: string, b: string, c: string) => `(${a}) ${b}-${c}`, (a: string, b: string, c: string) => `${a}-${b}-${c}`,
  (a: string, b: string, c: string) => `${a}.${b}.${c}`])(String(r.int(201, 989)), String(r.int(200, 989)), r.digits(4));
function ein(r: Rng): string {
  const p = r.pick([12, 20, 27, 30, 33, 36, 45, 46, 47, 52, 54, 56, 61, 65, 81, 84, 86, 88, 90, 91, 93, 95, 98]);
  return `${p}${r.digits(7)}`;
}
function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.digits(2)}${r.int(70, 88)}${pad(r.int(1, 9999), 4)}`;
  let area = r.int(1, 665);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}
export function luhn9(r: Rng, first: number): string {
  for (;;) { const d = `${first}${r.digits(8)}`; if (luhnOk(d)) return d; }
}

function owner(r: Rng, country: Country, share: number | null, sole: boolean): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const [city, region, postal] = r.pick(CITIES[country]!);
  const tMode = r.weighted([['full', 4], ['masked', 3], ['none', 2]] as const);
  let tax: Owner['tax'] = null;
  if (tMode !== 'none') {
    if (country === 'US') {
      const itin = !sole && r.chance(0.12), d = ssn(r, itin);
      const dash = `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
      tax = tMode === 'masked' ? { text: r.pick([`***-**-${d.slice(5)}`, `XXX-XX-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]), digits: null, type: null }
        : { text: itin || r.chance(0.75) ? dash : d, digits: d, type: itin ? 'ITIN' : 'SSN' };
    } else {
      const d = luhn9(r, r.int(1, 7));
      tax = tMode === 'masked' ? { text: `*** *** ${d.slice(6)}`, digits: null, type: null }
        : { text: r.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`]), digits: d, type: 'SIN' };
    }
  }
  const dobIso = isoDate(r, 1958, 1996);
  const score = r.chance(0.45) ? r.int(560, 815) : null;
  const ownText = share === null ? null : r.pick([`${share}%`, `${share}`, `${share} %`]);
  return {
    name: { first, last, middle: r.chance(0.3) ? r.pick(['A.', 'J.', 'M', 'R.', 'T.']) : null, cred: r.chance(0.08) ? r.pick(['DC', 'CPA', 'DDS']) : null },
    nameMode: r.weighted([['split', 5], ['full', 3], ['lastfirst', 2]] as const),
    role: sole ? r.pick(['Owner', 'Sole Proprietor', null]) : r.chance(0.9) ? r.pick(ROLES) : null,
    own: ownText === null ? null : { text: ownText, value: share! },
    score: score === null ? null : { text: String(score), value: score },
    tax, dob: r.chance(0.75) ? { text: fmtDate(r, dobIso, country), value: dobIso } : null,
    home: { street: `${r.int(12, 9800)} ${r.pick(STREETS)}`, city, region, postal },
    phone: phone(r), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
  };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 51, 75])];
  if (n === 2) { const a = r.pick([50, 51, 60, 70, 75, 80]); return [a, r.chance(0.8) ? 100 - a : Math.max(5, 90 - a)]; }
  const a = r.pick([34, 40, 50]), b = r.pick([25, 30, 33]);
  return [a, b, 100 - a - b];
}

export function makeMerchant(r: Rng, country: Country): Merchant {
  const sole = country === 'US' ? r.chance(0.12) : r.chance(0.15);
  const [indText, indWord] = r.pick(INDUSTRY);
  const nOwners = sole ? 1 : r.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const sh = sole ? [100] : shares(r, nOwners);
  const printShare = r.chance(0.85);
  const owners = sh.map((s) => owner(r, country, printShare ? s : null, sole));
  const base = `${r.pick(WORD1)} ${indWord}`;
  const [entText, suffixes] = sole ? ['Sole Proprietor', ['']] as [string, string[]] : r.pick(country === 'US' ? US_ENT : CA_ENT);
  const suffix = r.pick(suffixes);
  const o0 = owners[0]!.name;
  const legal = sole ? `${o0.first} ${o0.last}` : suffix ? `${base}${r.chance(0.5) && suffix !== 'Partners' && suffix !== 'Group' && suffix !== 'Foundation' ? ',' : ''} ${suffix}` : base;
  const dbaMode = sole ? 'other' : r.weighted([['other', 4], ['same', 2], ['SAME', 1], ['N/A', 1], ['blank', 2]] as const);
  const dba = dbaMode === 'other' ? (sole ? base : r.pick([base, `${r.pick(WORD1)} ${indWord}`, `The ${indWord} Co`])) : dbaMode === 'same' ? legal : dbaMode === 'blank' ? null : dbaMode;
  const entPrinted = r.chance(0.88) ? (r.chance(0.15) && !sole ? `Other: ${entText}` : entText) : null;
  const [city, region, postal] = r.pick(CITIES[country]!);
  const bizTax = (): Merchant['tax'] => {
    if (sole && country === 'US') {
      const t = owners[0]!.tax;
      const d = t?.digits ?? ssn(r);
      return { text: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d, type: 'SSN', label: 'SSN / Tax ID' };
    }
    if (country === 'US') { const d = ein(r); return r.chance(0.75) ? { text: `${d.slice(0, 2)}-${d.slice(2)}`, digits: d, type: 'EIN', label: 'Federal Tax ID' } : { text: d, digits: d, type: 'EIN', label: 'Federal Tax ID (EIN)' }; }
    const bn = luhn9(r, r.int(7, 8)), prog = r.pick(['RC0001', 'RT0001', 'RC0002']);
    return r.chance(0.6) ? { text: `${bn} ${prog}`, digits: `${bn}${prog}`, type: 'BN', label: 'Business Number (BN)' } : { text: `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}`, digits: bn, type: 'BN', label: 'Business Number (BN)' };
  };
  const tax = r.chance(0.9) ? bizTax() : null;
  const amount = r.chance(0.85) ? r.int(10, 300) * 1000 : null;
  const pay = r.chance(0.4) ? r.int(150, 2500) : null;
  const startIso = isoDate(r, 2003, 2022);
  const today = `2025-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const freq = r.chance(0.5) ? r.pick(['Daily', 'Weekly', 'Bi-weekly', 'Monthly']) : null;
  const nP = r.chance(0.3) ? r.pick([60, 90, 120, 26, 52, 180]) : null;
  const advances = Array.from({ length: r.weighted([[0, 4], [1, 3], [2, 2]] as const) }, () => ({ funder: r.pick(FUNDERS),
    balance: fmtMoney(r, r.int(4, 80) * 1000, country), payment: fmtMoney(r, r.int(90, 900), country) }));
  const slug = base.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    country, legal, dba, dbaTruth: dba === null || dba === 'SAME' || dba === 'N/A' || dba === legal ? null : dba,
    entity: entPrinted === null ? null : { text: entPrinted, value: entityId(entPrinted, country) },
    industry: { text: indText, value: industryId(indText) }, tax,
    street: `${r.int(10, 24999)} ${r.pick(STREETS)}`, suite: r.chance(0.35) ? r.pick(['Suite 200', 'Unit 4', 'Ste 110', '#12']) : null,
    city, region, regionText: r.chance(0.5) ? region : regionName(region, country), postal,
    phone: phone(r), email: `info@${slug}.com`, website: r.chance(0.5) ? `www.${slug}.com` : null,
    amount: amount === null ? null : { text: fmtMoney(r, amount, country), value: amount },
    payment: pay === null ? null : (() => { const t = fmtMoney(r, pay, country); return { text: t, value: money(t) }; })(),
    nPayments: nP === null ? null : { text: String(nP), value: nP }, freq,
    start: r.chance(0.85) ? { text: fmtDate(r, startIso, country), value: startIso } : null, years: `${2025 - Number(startIso.slice(0, 4))}`,
    useOfFunds: r.pick(['Inventory', 'Payroll and equipment', 'Expansion - second location', 'Working capital', 'Renovations']),
    stateOfInc: r.chance(0.5) ? r.pick(country === 'US' ? ['DE', 'NV', 'WY', region] : ['Federal (CBCA)', 'ON', region]) : null,
    employees: String(r.int(1, 60)), monthlySales: fmtMoney(r, r.int(15, 400) * 1000, country), ownRent: r.chance(0.7) ? 'Rent' : 'Own',
    rent: fmtMoney(r, r.int(12, 90) * 100, country), landlord: `${r.pick(WORD1)} Properties ${r.pick(['LLC', 'Inc.', 'Mgmt'])}`, landlordPhone: phone(r),
    bank: r.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${r.digits(8)}` : `0${r.digits(4)}-${r.digits(3)}`, account: r.digits(r.int(8, 12)),
    advances, rep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, email: `rep${r.int(10, 99)}@isoteam.com`, code: `ISO-${r.int(1000, 9999)}` },
    refs: [{ name: `${r.pick(WORD1)} Supply Co`, phone: phone(r) }],
    owners, today, appId: `APP-${r.alnum(8)}`, ip: `${r.int(23, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
  };
}

export function printedName(o: Owner): string {
  const n = o.name, cred = n.cred ? `, ${n.cred}` : '';
  if (o.nameMode === 'lastfirst') return `${n.last}, ${n.first}${n.middle ? ` ${n.middle}` : ''}`;
  return `${n.first}${n.middle ? ` ${n.middle}` : ''} ${n.last}${cred}`;
}
