// Fictional merchants for set 255: every value is drawn from the seeded Rng, and each printed string is kept beside
// the value applications.md's rules give for it, so the truth is exactly what the form prints.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface TaxId { printed: string; digits: string | null; type: string | null; country: Country | null }
export interface Owner {
  printed: string; first: string; last: string; title: string; ownership: number; ownershipPrinted: string;
  tax: TaxId | null; dob: { printed: string; iso: string } | null; credit: number | null; home: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; dbaPrinted: string;
  entityPrinted: string; entityId: string; industryPrinted: string; industryId: string;
  tax: TaxId | null; start: { printed: string; iso: string } | null; incState: string;
  street: string; city: string; region: string; postal: string; phone: string; email: string; website: string | null;
  ownRent: 'Own' | 'Rent'; employees: number; amount: { printed: string; value: number };
  payment: { printed: string; value: number } | null; numPayments: number | null; frequency: string | null;
  use: string; monthlySales: string; owners: Owner[];
  decoys: { landlord: string; landlordPhone: string; bank: string; routing: string; account: string; isoRep: string;
    isoPhone: string; refs: string[]; funders: { name: string; balance: string; payment: string }[] };
}

const FIRST = ['Marisol', 'Dwayne', 'Priya', 'Tomasz', 'Keisha', 'Graham', 'Lucia', 'Oluwaseun', 'Bernadette', 'Hiroshi', 'Siobhan',
  'Rafael', 'Anneliese', 'Desmond', 'Yolanda', 'Mei-Ling', 'Jean-Luc', 'Farah', 'Cormac', 'Valentina'];
const LAST = ['Okafor', 'Lindqvist', "O'Shaughnessy", 'Alvarez-Reyes', 'van der Berg', 'De la Cruz', 'Nakamura', "D'Amato",
  'Whitfield', 'Castellanos', 'Smith-Barrow', 'McAllister', 'Haddad', 'Kowalczyk', 'St. Clair', 'Abernathy', 'Nguyen', 'Brandt'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const INDUSTRIES: [string, string][] = [
  ['Veterinary clinic', 'veterinary'], ['Family dentist', 'dental_practice'], ['Pizzeria and catering', 'restaurant'],
  ['Hair salon', 'personal_care'], ['Auto body shop', 'auto_repair'], ['HVAC contractor', 'specialty_trade_contractor'],
  ['Landscaping and snow removal', 'landscaping'], ['Commercial cleaning', 'cleaning_services'], ['Dog grooming & boarding', 'pet_services'],
  ['Coffee shop', 'restaurant'], ['Food truck', 'food_truck_catering'], ['Convenience store', 'convenience_store'],
  ['IT services', 'it_software'], ['Daycare center', 'childcare'], ['Urgent care clinic', 'medical_practice'],
  ['Local trucking / dump truck', 'trucking_local'], ['Machine shop', 'manufacturing'], ['Wholesale distributor', 'wholesale_distribution'],
  ['Yoga studio', 'fitness'], ['Laundromat', 'dry_cleaning'], ['Bookkeeping and tax preparation', 'professional_services'],
  ['General contractor', 'general_contractor'], ['Boutique clothing store', 'retail_general'], ['Bed and breakfast', 'hotel_motel'],
  ['Home care agency', 'home_health_care'], ['Tire shop', 'auto_repair'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Funeral home', 'funeral_services'], ['Car wash', 'car_wash'], ['Moving company', 'trucking_local']];
const WORDS = ['Summit', 'Harbor', 'Copperline', 'Bluejay', 'Ridgeway', 'Maple Hollow', 'Tri-County', 'Silverleaf', 'Golden Gate',
  'Riverbend', 'Northstar', 'Prairie Rose', 'Ironwood', 'Lakeshore', 'Elm Street', 'Pinecrest'];
const NOUNS = ['Group', 'Services', 'Works', 'Holdings', 'Partners', 'Enterprises', 'Company', 'Solutions', 'Studio'];
const US_PLACES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tulsa', 'OK', '741'], ['Raleigh', 'NC', '276'],
  ['Boise', 'ID', '837'], ['Tampa', 'FL', '336'], ['Reno', 'NV', '895'], ['Albany', 'NY', '122'], ['Mesa', 'AZ', '852'],
  ['Omaha', 'NE', '681'], ['Knoxville', 'TN', '379'], ['Spokane', 'WA', '992'], ['Bakersfield', 'CA', '933'], ['Hartford', 'CT', '061']];
const CA_PLACES: [string, string, string][] = [['Kelowna', 'BC', 'V1Y'], ['Red Deer', 'AB', 'T4N'], ['Guelph', 'ON', 'N1H'],
  ['Moncton', 'NB', 'E1C'], ['Saskatoon', 'SK', 'S7K'], ['Halifax', 'NS', 'B3H'], ['Brandon', 'MB', 'R7A']];
const INC_STATES = ['DE', 'NV', 'WY', 'FL', 'TX', 'NY', 'IL'];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Oak Ave', 'Harbour Rd', 'Centre St', 'Station Blvd', 'Mill Ln'];

export function luhn9(r: Rng, first: string): string {
  const base = first + r.digits(7);
  for (let c = 0; c < 10; c++) {
    const s = base + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let d = Number(s[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; sum += d; }
    if (sum % 10 === 0) return s;
  }
  return base + '0';
}
function ssn(r: Rng): string {
  const area = r.pick([r.int(1, 665), r.int(667, 899)]);
  return `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function itin(r: Rng): string { return `9${r.int(10, 99)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`; }
function ein(r: Rng): string { return `${r.pick(['12', '20', '27', '45', '46', '47', '81', '82', '84', '86', '88', '91', '93'])}-${r.digits(7)}`; }
const digitsOf = (s: string) => s.replace(/\D/g, '');

export function money(r: Rng, v: number, country: Country): string {
  const c = v.toLocaleString('en-US');
  const opts = country === 'CA' ? [`$${c}`, `CAD ${c}`, `$${c}.00`, `${c}`] : [`$${c}`, `$${c}.00`, `${c}`, `$ ${c}`, `$${v}`];
  return r.pick(opts);
}
export function date(r: Rng, y: number, m: number, d: number, country: Country): { printed: string; iso: string } {
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  const us = [`${mm}/${dd}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`];
  const ca = [iso, `${MONTHS[m - 1]} ${d}, ${y}`];
  return { printed: r.pick(country === 'CA' ? ca : us), iso };
}

function owner(r: Rng, country: Country, title: string, ownership: number, usedLast: Set<string>): Owner {
  const first = r.pick(FIRST);
  let last = r.pick(LAST);
  while (usedLast.has(last)) last = r.pick(LAST);
  usedLast.add(last);
  const mi = r.chance(0.6) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const printed = r.chance(0.25) ? `${last}, ${first}${mi}` : `${first}${mi} ${last}`;
  let tax: TaxId | null;
  const k = r.next();
  if (country === 'CA') {
    const sin = luhn9(r, String(r.int(1, 7)));
    const p = r.chance(0.5) ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` : `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`;
    tax = k < 0.25 ? { printed: `XXX XXX ${sin.slice(6)}`, digits: null, type: null, country: null } : { printed: p, digits: sin, type: 'SIN', country: 'CA' };
  } else if (k < 0.2) {
    tax = { printed: `XXX-XX-${r.digits(4)}`, digits: null, type: null, country: null };
  } else if (k < 0.3) {
    tax = null;
  } else {
    const isItin = r.chance(0.12);
    const s = isItin ? itin(r) : ssn(r);
    tax = { printed: s, digits: digitsOf(s), type: isItin ? 'ITIN' : 'SSN', country: 'US' };
  }
  const dob = r.chance(0.85) ? date(r, r.int(1955, 1994), r.int(1, 12), r.int(1, 28), country) : null;
  const ownershipPrinted = r.pick([`${ownership}%`, `${ownership}`, `${ownership} %`]);
  const home = `${r.int(10, 9999)} ${r.pick(['Birch Ct', 'Lakeview Ter', 'Willow Way', 'Sumac Rd', 'Fairhaven Ave'])}`;
  return { printed, first, last, title, ownership, ownershipPrinted, tax, dob, credit: r.chance(0.4) ? r.int(540, 810) : null, home };
}

export function merchant(r: Rng, country: Country): Merchant {
  const [industryPrinted, industryId] = r.pick(INDUSTRIES);
  const ents: [string, string, number][] = country === 'CA'
    ? [['Corporation', 'ca_corporation', 3], ['Ltd.', 'ca_corporation', 2], ['Sole Proprietorship', 'sole_proprietorship', 2], ['General Partnership', 'general_partnership', 1]]
    : [['LLC', 'llc', 4], ['Limited Liability Company', 'llc', 1], ['Corporation', 'c_corporation', 2], ['S-Corp', 's_corporation', 2],
      ['Inc.', 'c_corporation', 1], ['Sole Proprietor', 'sole_proprietorship', 2], ['Partnership', 'general_partnership', 1], ['PLLC', 'pllc', 1]];
  const [entityPrinted, entityId] = r.weighted(ents.map(([a, b, w]) => [[a, b] as const, w] as const));
  const sole = entityId === 'sole_proprietorship';
  const n = sole ? 1 : entityId === 'general_partnership' ? r.int(2, 3) : r.int(1, 3);
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const used = new Set<string>();
  const owners = shares.map((s, i) => owner(r, country, sole ? 'Owner' : entityId === 'general_partnership' ? 'Partner' : i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(4)), s, used));
  const o0 = owners[0]!;
  const base = `${r.pick(WORDS)} ${r.pick(NOUNS)}`;
  const suffix: Record<string, string[]> = { llc: [', LLC', ' LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Inc.'], s_corporation: [', Inc.', ' Inc.'],
    pllc: [', PLLC'], ca_corporation: [' Ltd.', ' Inc.', ' Corp.'], general_partnership: [' & Co.', ''] };
  const legal = sole ? `${o0.first} ${o0.last}` : `${base}${r.pick(suffix[entityId] ?? [''])}`;
  const dbaName = sole ? `${r.pick(WORDS)} ${industryPrinted.split(' ')[0]}` : `${r.pick(WORDS)} ${r.pick(['Express', 'Pros', 'Co', 'House'])}`;
  const dk = r.next();
  const dba = dk < 0.65 || sole ? dbaName : null;
  const dbaPrinted = dba ?? (dk < 0.8 ? 'SAME' : dk < 0.9 ? 'N/A' : legal);
  let tax: TaxId | null;
  const tk = r.next();
  if (country === 'CA') {
    const bn = luhn9(r, String(r.int(1, 8)));
    const prog = r.pick(['RC0001', 'RT0001']);
    tax = tk < 0.1 ? null : { printed: r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`]), digits: bn + prog, type: 'BN', country: 'CA' };
  } else if (sole && tk < 0.5) {
    const s = ssn(r);
    tax = { printed: s, digits: digitsOf(s), type: 'SSN', country: 'US' };
  } else {
    const e = ein(r);
    tax = tk < 0.08 ? null : { printed: e, digits: digitsOf(e), type: 'EIN', country: 'US' };
  }
  const [city, region, pc] = r.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const postal = country === 'CA' ? `${pc} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : `${pc}${r.digits(2)}`;
  const amountV = r.int(8, 60) * 5000;
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const hasPay = r.chance(0.6);
  const nPay = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payV = Math.round((amountV * 1.35) / nPay);
  const area = r.int(201, 989);
  const mkRef = () => `${r.pick(['Acme Supply', 'Dalton Paper', 'Kingfisher Foods', 'Prairie Tool Rental', 'Summit Uniforms'])} ${r.pick(['Co.', 'Inc.', 'LLC'])}`;
  return {
    country, legal, dba, dbaPrinted, entityPrinted, entityId, industryPrinted, industryId, tax,
    start: r.chance(0.9) ? date(r, r.int(1998, 2022), r.int(1, 12), r.int(1, 28), country) : null,
    incState: r.chance(0.5) ? region : r.pick(INC_STATES),
    street: `${r.int(100, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city, region, postal,
    phone: `(${area}) ${r.int(200, 989)}-${r.digits(4)}`, email: `${o0.first.toLowerCase().replace(/[^a-z]/g, '')}@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : null, ownRent: r.pick(['Own', 'Rent']),
    employees: r.int(1, 45), amount: { printed: money(r, amountV, country), value: amountV },
    payment: hasPay ? { printed: money(r, payV, country), value: payV } : null, numPayments: hasPay ? nPay : null, frequency: hasPay ? freq : null,
    use: r.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Marketing']),
    monthlySales: money(r, r.int(30, 300) * 1000, country), owners,
    decoys: { landlord: `${r.pick(FIRST)} ${r.pick(LAST)} Properties`, landlordPhone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`,
      bank: r.pick(country === 'CA' ? ['Maple Trust Bank', 'Prairie Credit Union'] : ['First Keystone Bank', 'Heartland Savings', 'Bayfront Credit Union']),
      routing: country === 'CA' ? `${r.digits(5)}-${r.digits(3)}` : `0${r.int(11, 99)}${r.digits(6)}`, account: r.digits(r.int(8, 12)),
      isoRep: `${r.pick(FIRST)} ${r.pick(LAST)}`, isoPhone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, refs: [mkRef(), mkRef()],
      funders: r.chance(0.6) ? [{ name: r.pick(['Lantern Advance', 'Quickbridge Capital', 'Redwood MCA Partners']), balance: money(r, r.int(5, 40) * 1000, country),
        payment: money(r, r.int(150, 900), country) }] : [] },
  };
}
