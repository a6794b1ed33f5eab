// The fictional merchant behind one form: business, request and owners, drawn from a seeded Rng. Every value here is
// only a candidate: the truth is built by the layouts from what they actually print.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  role: string; pct: number; ssn: string; masked: boolean; dob: string; score: number | null;
  home: string;
}

export interface Entity { printed: string; id: string; box: string }

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; dbaPrinted: string; entity: Entity;
  industryText: string; industryId: string;
  taxIdPrinted: string; taxIdDigits: string; taxIdType: string;
  street: string; city: string; state: string; zip: string; phone: string; email: string;
  incState: string; start: string; startPrinted: string;
  amount: number; payment: number | null; payments: number | null; frequency: string | null;
  owners: Owner[];
  landlord: string; bank: string; routing: string; account: string; funder: string; funderBalance: number;
  isoRep: string; isoPhone: string; refName: string; refPhone: string; monthlySales: number; sigDate: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tomas', 'Grace', 'Kwame', 'Sofia', 'Wei', 'Nadia', 'Oscar', 'Hannah', 'Luis'];
const LAST = ['Gonzalez', 'Whitfield', 'Okafor', 'Brennan', 'Ruiz-Castillo', 'van der Berg', 'De Luca', 'Nguyen', 'St. Clair', 'Abernathy',
  'Kowalski', "O'Neill", 'Haddad', 'MacLeod', 'Lindqvist-Shaw', 'da Silva'];
const ROLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Partner', 'Vice President', 'Director', 'COO'];
const NAMES1 = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Granite Peak', 'Harborview', 'Silver Maple', 'Red Oak', 'Northstar', 'Lakeshore', 'Ironwood'];

/** [printed type-of-business text, industries reference id]: each text's longest word-bounded alias is the id's. */
export const INDUSTRIES: [string, string][] = [
  ['Italian restaurant', 'restaurant'], ['Auto shop / mechanic', 'auto_repair'], ['Veterinary clinic', 'veterinary'], ['Dental office', 'dental_practice'],
  ['Landscaping and lawn care', 'landscaping'], ['Plumbing contractor', 'specialty_trade_contractor'], ['Hair salon', 'personal_care'],
  ['Janitorial services', 'cleaning_services'], ['Local trucking', 'trucking_local'], ['Daycare center', 'childcare'], ['Pet grooming', 'pet_services'],
  ['Software development (SaaS)', 'it_software'], ['Food truck', 'food_truck_catering'], ['Convenience store', 'convenience_store'],
  ['Staffing agency', 'staffing_agency'], ['Car wash', 'car_wash'],
];

const US_STATES: [string, string, string][] = [['TX', 'Austin', '78704'], ['FL', 'Tampa', '33602'], ['NY', 'Buffalo', '14202'], ['OH', 'Columbus', '43215'],
  ['GA', 'Savannah', '31401'], ['AZ', 'Mesa', '85201'], ['NC', 'Raleigh', '27601'], ['CO', 'Boulder', '80302'], ['IL', 'Peoria', '61602'], ['WA', 'Tacoma', '98402']];
const CA_PROVS: [string, string, string][] = [['ON', 'Hamilton', 'L8P 4R5'], ['BC', 'Kelowna', 'V1Y 6H2'], ['AB', 'Red Deer', 'T4N 1X9'],
  ['MB', 'Brandon', 'R7A 2A5'], ['NS', 'Halifax', 'B3J 2K9'], ['QC', 'Gatineau', 'J8X 3X7']];

export function luhn9(rng: Rng, first: number): string {
  for (;;) {
    const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
    for (let c = 0; c <= 9; c++) {
      const all = [...d, c];
      const sum = all.reduce((s, x, i) => { let v = i % 2 === 1 ? x * 2 : x; if (v > 9) v -= 9; return s + v; }, 0);
      if (sum % 10 === 0) return all.join('');
    }
  }
}

function ssn(rng: Rng): string {
  const area = rng.pick([rng.int(100, 665), rng.int(667, 899)]);
  return `${area}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as printed in one of several formats; the ISO form is the truth. */
export function printDate(rng: Rng, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  return rng.pick([`${mm}/${dd}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${mm}-${dd}-${y}`]);
}

export function money(rng: Rng, n: number, cad = false): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 });
  const withCents = n % 1 ? s : rng.chance(0.4) ? `${s}.00` : s;
  return cad ? rng.pick([`$${withCents} CAD`, `CAD ${withCents}`, `$${withCents}`]) : rng.pick([`$${withCents}`, `$ ${withCents}`, withCents]);
}

function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

function owners(rng: Rng, n: number, ca: boolean, soleProp: boolean): Owner[] {
  const shares = n === 1 ? [soleProp ? 100 : rng.pick([100, 100, 80])] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const firsts = rng.shuffle([...FIRST]), lasts = rng.shuffle([...LAST]);
  return shares.map((pct, i) => ({
    first: firsts[i]!, middle: rng.chance(0.4) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : null, last: lasts[i]!,
    cred: rng.chance(0.12) ? rng.pick([', DC', ', CPA', ', MD']) : null,
    role: soleProp ? 'Owner' : i === 0 ? rng.pick(ROLES.slice(0, 4)) : rng.pick(ROLES.slice(3)), pct,
    ssn: ca ? luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7])) : ssn(rng), masked: rng.chance(0.3), dob: isoDate(rng, 1955, 1995),
    score: rng.chance(0.5) ? rng.int(540, 790) : null, home: `${rng.int(10, 9899)} ${rng.pick(['Elm', 'Birch', 'Willow', 'Cedar', 'Park'])} ${rng.pick(['St', 'Ave', 'Ln', 'Ct'])}`,
  }));
}

const US_ENTITIES: Entity[] = [
  { printed: 'LLC', id: 'llc', box: 'LLC' }, { printed: 'Corporation', id: 'c_corporation', box: 'Corporation' },
  { printed: 'S Corp', id: 's_corporation', box: 'Other' }, { printed: 'Partnership', id: 'general_partnership', box: 'Partnership' },
  { printed: 'PLLC', id: 'pllc', box: 'Other' }];
const CA_ENTITIES: Entity[] = [{ printed: 'Corporation', id: 'ca_corporation', box: 'Corporation' }, { printed: 'Partnership', id: 'general_partnership', box: 'Partnership' },
  { printed: 'ULC', id: 'ca_ulc', box: 'Other' }];
const SOLE: Entity = { printed: 'Sole Proprietor', id: 'sole_proprietorship', box: 'Sole Proprietor' };

export function makeMerchant(rng: Rng, country: 'US' | 'CA'): Merchant {
  const ca = country === 'CA';
  const soleProp = rng.chance(0.2);
  const entity = soleProp ? SOLE : rng.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const n = soleProp ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const os = owners(rng, n, ca, soleProp);
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const base = `${rng.pick(NAMES1)} ${industryText.split(' ')[0]}`;
  const suffix = ca ? { ca_corporation: rng.pick(['Inc.', 'Ltd.', 'Corp.']), general_partnership: '& Partners', ca_ulc: 'ULC' }[entity.id as 'ca_ulc'] ?? ''
    : { llc: rng.pick(['LLC', 'L.L.C.']), c_corporation: rng.pick(['Inc.', 'Corp.']), s_corporation: 'Inc.', general_partnership: '& Co. Partners', pllc: 'PLLC' }[entity.id as 'llc'] ?? '';
  const o0 = os[0]!;
  const legal = soleProp ? `${o0.first} ${o0.last}` : `${base}${suffix.startsWith('&') ? ' ' : rng.chance(0.5) && !ca ? ', ' : ' '}${suffix}`;
  const dbaChoice = rng.weighted([['name', 5], ['same', 1], ['na', 1], ['blank', 1]] as const);
  const dba = dbaChoice === 'name' ? `${rng.pick(NAMES1)} ${rng.pick(['Grill', 'Motors', 'Pet Care', 'Studio', 'Services', 'Express'])}` : null;
  const dbaPrinted = dba ?? { same: 'SAME', na: 'N/A', blank: '', name: '' }[dbaChoice];
  let taxIdPrinted: string, taxIdDigits: string, taxIdType: string;
  if (ca) {
    const bn = luhn9(rng, rng.int(1, 8));
    taxIdDigits = `${bn}RC0001`; taxIdType = 'BN';
    taxIdPrinted = rng.pick([`${bn} RC0001`, `${bn}RC0001`, `${bn} RC 0001`]);
  } else if (soleProp && rng.chance(0.5)) {
    taxIdDigits = o0.ssn; taxIdType = taxIdDigits.startsWith('9') ? 'ITIN' : 'SSN';
    taxIdPrinted = `${o0.ssn.slice(0, 3)}-${o0.ssn.slice(3, 5)}-${o0.ssn.slice(5)}`;
    o0.masked = false;
  } else {
    const pre = rng.pick(['12', '20', '26', '27', '33', '45', '46', '47', '81', '82', '84', '85', '88', '93']);
    taxIdDigits = `${pre}${rng.digits(7)}`; taxIdType = 'EIN'; taxIdPrinted = `${pre}-${taxIdDigits.slice(2)}`;
  }
  const [state, city, zip] = rng.pick(ca ? CA_PROVS : US_STATES);
  const incState = rng.chance(0.5) ? rng.pick(ca ? ['ON', 'BC', 'Federal (CBCA)'] : ['DE', 'NV', 'WY']) : state;
  const start = isoDate(rng, 2004, 2022);
  const amount = rng.pick([25000, 40000, 50000, 75000, 85000, 100000, 120000, 150000, 37500]);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const payments = { daily: rng.pick([120, 160, 180]), weekly: rng.pick([26, 36, 52]), biweekly: rng.pick([13, 18, 26]), monthly: rng.pick([6, 9, 12]) }[freq]!;
  const withPay = rng.chance(0.7);
  const payment = withPay ? Math.round((amount * 1.35 / payments) * 100) / 100 : null;
  return {
    country, legal, dba, dbaPrinted, entity, industryText, industryId, taxIdPrinted, taxIdDigits, taxIdType,
    street: `${rng.int(100, 9999)} ${rng.pick(['Main', 'Commerce', 'Market', 'Industrial', 'King'])} ${rng.pick(['St', 'Blvd', 'Ave', 'Rd'])}`, city, state, zip,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    incState, start, startPrinted: printDate(rng, start), amount, payment, payments: withPay ? payments : null, frequency: withPay ? freq : null, owners: os,
    landlord: `${rng.pick(['Crestline', 'Parkway', 'Westgate'])} Properties ${rng.pick(['LLC', 'Inc.'])}`, bank: rng.pick(ca ? ['Royal Bank of Canada', 'TD Canada Trust', 'BMO'] : ['Chase', 'Wells Fargo', 'PNC Bank', 'Regions Bank']),
    routing: ca ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(1, 9)}${rng.digits(7)}`, account: rng.digits(rng.int(8, 11)),
    funder: rng.pick(['Rapid Capital Funding', 'Pearl Advance Group', 'Kalamata Capital']), funderBalance: rng.int(8, 60) * 1000,
    isoRep: `${rng.pick(FIRST)} ${rng.pick(['Carter', 'Lowe', 'Patel', 'Reyes'])}`, isoPhone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
    refName: `${rng.pick(['Sysco', 'Uline', 'Grainger', 'Staples'])} Supply`, refPhone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`,
    monthlySales: rng.int(30, 250) * 1000, sigDate: printDate(rng, isoDate(rng, 2024, 2024)),
  };
}

/** The owner's name as printed, and which style (`Last, First` swaps). */
export function ownerName(o: Owner, lastFirst: boolean): string {
  const first = o.middle ? `${o.first} ${o.middle}` : o.first;
  return lastFirst ? `${o.last}, ${first}` : `${first} ${o.last}${o.cred ?? ''}`;
}

export function taxPrint(o: Owner, ca: boolean): string {
  const s = o.ssn;
  if (ca) return o.masked ? `XXX-XXX-${s.slice(6)}` : `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
  return o.masked ? `XXX-XX-${s.slice(5)}` : `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
}
