// One fictional merchant: every value both as printed and as applications.md reads it. Drawn from the seed only, so
// the three styles of one seed print the same merchant (the style's own randomness lives in sheet.ts).
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  first: string; last: string; printedName: string; role: string; pct: number; score: number | null;
  taxPrinted: string; taxTruth: string | null; taxType: 'SSN' | 'ITIN' | 'SIN'; dobPrinted: string; dobIso: string;
  home: string; phone: string;
}

export interface Merchant {
  country: Country;
  legal: string; dbaPrinted: string | null; dbaTruth: string | null;
  /** Checkbox label to tick ('Other' uses entityOther), or the free text when the layout asks in words. */
  entityBox: string; entityOther: string | null; entityText: string; entityId: string;
  industryText: string; industryId: string;
  taxPrinted: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  street: string; city: string; state: string; postal: string; phone: string; email: string; website: string | null;
  startPrinted: string; startIso: string; years: number;
  amount: number; amountPrinted: string; useOfFunds: string;
  payment: number; paymentPrinted: string; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  monthlySales: string; stateOfInc: string; employees: number;
  owners: Owner[];
  decoys: { landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
    refs: string[]; isoRep: string; funders: { name: string; balance: string; payment: string }[] };
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Chloe', 'Marcus', 'Aisha', 'Tomas', 'Hannah', 'Wei', 'Gabriel', 'Nadia',
  'Owen', 'Sofia', 'Kwame', 'Elena', 'Patrick', 'Mei', 'Luc', 'Isabelle', 'Raj', 'Brianna', 'Dmitri', 'Fatima'];
const LAST = ['Lopez', 'Nguyen', 'Okafor', 'MacLeod', 'Tremblay', 'Schultz', 'Patel', 'Kowalski', 'Gagnon', 'Reyes',
  'Van der Berg', 'de la Cruz', "O'Neill", 'Smith-Barrow', 'Lindqvist', 'Haddad', 'St. Pierre', 'Fontaine-Roy', 'Bui', 'Abernathy'];
// People who are not applicants come from their own lists, so a decoy never equals an owner by chance.
const REP_FIRST = ['Gary', 'Denise', 'Trevor', 'Yolanda', 'Hector', 'Colleen'];
const REP_LAST = ['Whitfield', 'Castellano', 'Brennan', 'Yoshida', 'Ferreira'];
const MIDDLE = 'ABCDEFGHJKLMNPRSTW';
const STEMS = ['Northwind', 'Cedar Hollow', 'Blue Heron', 'Ironbridge', 'Riverbend', 'Granite Peak', 'Silver Birch', 'Harbourview',
  'Prairie Sky', 'Red Maple', 'Lakeshore', 'Copper Kettle', 'Tall Pines', 'Golden Wheat', 'Stonegate', 'Bayside'];
// Each text is chosen so the longest word-bounded label or alias gives the id beside it (applications.md's rule).
const INDUSTRIES: [string, string, string][] = [
  ['Full-service restaurant', 'restaurant', 'Kitchen'], ['Coffee shop', 'restaurant', 'Coffee'], ['Hair salon', 'personal_care', 'Salon'],
  ['Dental office', 'dental_practice', 'Dental'], ['Collision repair and body shop', 'auto_repair', 'Auto Body'],
  ['Plumbing & HVAC', 'specialty_trade_contractor', 'Mechanical'], ['Landscaping / lawn care', 'landscaping', 'Landscapes'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Daycare', 'childcare', 'Kids Academy'], ['Gym / fitness studio', 'fitness', 'Fitness'],
  ['Moving company', 'trucking_local', 'Movers'], ['Janitorial services', 'cleaning_services', 'Cleaning'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'],
  ['General contractor', 'general_contractor', 'Builders'], ['Veterinary clinic', 'veterinary', 'Animal Hospital'],
  ['Machine shop', 'manufacturing', 'Machining'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Hotel', 'hotel_motel', 'Inn'],
  ['IT services', 'it_software', 'Tech'],
];
const US_STATES: [string, string[]][] = [['TX', ['Houston', 'Austin', 'El Paso']], ['FL', ['Tampa', 'Orlando', 'Pensacola']],
  ['GA', ['Savannah', 'Macon']], ['NC', ['Asheville', 'Durham']], ['VA', ['Roanoke', 'Norfolk']], ['OH', ['Dayton', 'Akron']],
  ['IL', ['Peoria', 'Joliet']], ['AZ', ['Tucson', 'Mesa']], ['CO', ['Pueblo', 'Boulder']], ['LA', ['Baton Rouge', 'Lafayette']],
  ['TN', ['Knoxville', 'Memphis']], ['WA', ['Spokane', 'Tacoma']], ['NY', ['Buffalo', 'Albany']], ['NM', ['Santa Fe', 'Las Cruces']]];
const CA_PROVS: [string, string[], string][] = [['ON', ['Hamilton', 'Kingston', 'Sudbury'], 'L'], ['BC', ['Kelowna', 'Surrey'], 'V'],
  ['AB', ['Red Deer', 'Lethbridge'], 'T'], ['SK', ['Regina', 'Saskatoon'], 'S'], ['MB', ['Brandon', 'Winnipeg'], 'R'],
  ['NS', ['Halifax', 'Truro'], 'B'], ['NB', ['Moncton', 'Fredericton'], 'E'], ['QC', ['Gatineau', 'Sherbrooke'], 'J']];
const STREETS = ['Main St', 'King St W', 'Commerce Dr', '2nd Ave', 'Industrial Pkwy', 'Water St', 'Elm Rd', 'Portage Ave', 'Queen St E', 'Route 9'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FUNDERS = ['Rapid Capital Group', 'Everline Advance', 'Keystone Funding LLC', 'Northstar Merchant Capital', 'Bluewave Finance'];
const BANKS: Record<Country, string[]> = { US: ['First Citizens Bank', 'Regions Bank', 'Huntington National Bank', 'PNC Bank'],
  CA: ['RBC Royal Bank', 'TD Canada Trust', 'Desjardins', 'ATB Financial', 'Scotiabank'] };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export function money(n: number, rng: Rng, country: Country): string {
  const cents = !Number.isInteger(n) || rng.chance(0.25);
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  if (country === 'CA' && rng.chance(0.3)) return `CAD ${body}`;
  return rng.pick([`$${body}`, `$ ${body}`, body]);
}

/** A date in one of the printed forms applications.md lists; Canada adds ISO (never DD/MM, which is ambiguous). */
export function printDate(y: number, m: number, d: number, rng: Rng, country: Country): string {
  const forms = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`];
  if (country === 'CA') forms.push(iso(y, m, d));
  return rng.pick(forms);
}

function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, x, i) => { const v = i % 2 === 1 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  throw new Error('unreachable');
}

function ssn(rng: Rng): string {
  const area = rng.pick([rng.int(1, 665), rng.int(667, 899)]);
  return `${pad(area, 3)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
}

function ownerTax(rng: Rng, country: Country, mask: boolean): Pick<Owner, 'taxPrinted' | 'taxTruth' | 'taxType'> {
  if (country === 'CA') {
    const s = luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7]));
    const sep = rng.pick([' ', '-']);
    const full = `${s.slice(0, 3)}${sep}${s.slice(3, 6)}${sep}${s.slice(6)}`;
    return mask ? { taxPrinted: `XXX${sep}XXX${sep}${s.slice(6)}`, taxTruth: null, taxType: 'SIN' } : { taxPrinted: full, taxTruth: s, taxType: 'SIN' };
  }
  const itin = rng.chance(0.08);
  const s = itin ? `9${pad(rng.int(0, 99))}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}` : ssn(rng);
  const full = `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
  const masked = `${rng.pick(['XXX-XX-', '***-**-'])}${s.slice(5)}`;
  return mask ? { taxPrinted: masked, taxTruth: null, taxType: itin ? 'ITIN' : 'SSN' } : { taxPrinted: full, taxTruth: s, taxType: itin ? 'ITIN' : 'SSN' };
}

export function makeMerchant(rng: Rng, country: Country, maxOwners: number, lastFirst: boolean): Merchant {
  const [industryText, industryId, noun] = rng.pick(INDUSTRIES);
  const stem = rng.pick(STEMS);
  // Entity: weights follow what brokers see (LLCs and corporations most, sole proprietors often).
  const kinds = country === 'US'
    ? [['LLC', 6], ['Corporation', 4], ['Sole Proprietor', 2], ['Partnership', 1], ['LP', 0.5], ['LLP', 0.5], ['S Corp', 1], ['PLLC', 0.5]] as const
    : [['Corporation', 7], ['Sole Proprietorship', 2], ['Partnership', 1], ['LP', 0.5], ['LLP', 0.5], ['ULC', 0.5], ['Co-operative', 0.4]] as const;
  const kind: string = rng.weighted(kinds);
  const sole = kind.startsWith('Sole');
  const nOwners = sole ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([n]) => n! <= maxOwners && (n! >= 2 || !/^(Partnership|LP|LLP)$/.test(kind))) as [number, number][]);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    const first = rng.pick(FIRST), last = rng.pick(LAST), mid = rng.chance(0.35) ? `${rng.pick([...MIDDLE])}.` : '';
    const pct = sole ? 100 : i === nOwners - 1 ? (rng.chance(0.8) ? left : Math.max(20, left - 5)) : Math.max(20, Math.round(rng.int(20, left - 20 * (nOwners - i - 1)) / 5) * 5);
    left -= pct;
    const by = rng.int(1955, 1998), bm = rng.int(1, 12), bd = rng.int(1, 28);
    owners.push({ first, last, pct, printedName: lastFirst ? `${last}, ${first}${mid ? ` ${mid}` : ''}` : `${first} ${mid ? `${mid} ` : ''}${last}`,
      role: sole ? rng.pick(['Owner', 'Sole Proprietor', 'Proprietor']) : i === 0 ? rng.pick(['President', 'CEO', 'Managing Member', 'Owner', 'Director'])
        : rng.pick(['Vice President', 'Secretary', 'Partner', 'Member', 'Treasurer']),
      score: rng.chance(0.5) ? rng.int(540, 790) : null, ...ownerTax(rng, country, rng.chance(0.35)),
      dobPrinted: printDate(by, bm, bd, rng, country), dobIso: iso(by, bm, bd),
      home: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`, phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}` });
  }
  const o0 = owners[0]!;
  const ownerFull = `${o0.first} ${o0.last}`;
  const suffix: Record<string, string[]> = { LLC: [' LLC', ', L.L.C.'], Corporation: country === 'US' ? [', Inc.', ' Corp.', ' Corporation'] : [' Ltd.', ' Inc.', ' Limited'],
    Partnership: [' Partners'], LP: [' LP'], LLP: [' LLP'], 'S Corp': [', Inc.'], PLLC: [' PLLC'], ULC: [' ULC'], 'Co-operative': [' Co-operative'] };
  const numbered = country === 'CA' && kind === 'Corporation' && rng.chance(0.2);
  const [st, cities, letter] = country === 'US' ? [...rng.pick(US_STATES), ''] : rng.pick(CA_PROVS);
  const provName = { ON: 'Ontario', BC: 'British Columbia', AB: 'Alberta', SK: 'Saskatchewan', MB: 'Manitoba', NS: 'Nova Scotia', NB: 'New Brunswick', QC: 'Quebec' }[st] ?? st;
  const legal = sole ? ownerFull : numbered ? `${rng.int(1000000, 2999999)} ${provName} Inc.` : `${stem} ${noun}${rng.pick(suffix[kind]!)}`;
  const dbaChoice = rng.weighted([['name', 5], ['blank', 2], ['SAME', 1], ['N/A', 1]] as const);
  const dbaName = sole || numbered ? `${stem} ${noun}` : rng.chance(0.5) ? `${stem} ${noun}` : `${o0.last}'s ${noun}`;
  const dbaPrinted = dbaChoice === 'name' || sole || numbered ? dbaName : dbaChoice === 'blank' ? null : dbaChoice;
  const dbaTruth = dbaPrinted && dbaPrinted !== 'SAME' && dbaPrinted !== 'N/A' && dbaPrinted !== legal ? dbaPrinted : null;
  // Checkbox options and their ids; 'Other' carries the words on its line.
  const entity: Record<string, [string, string | null, string, string]> = country === 'US'
    ? { LLC: ['LLC', null, 'LLC', 'llc'], Corporation: ['Corporation', null, rng.pick(['Corporation', 'Inc.', 'C-Corp']), 'c_corporation'],
      'Sole Proprietor': ['Sole Proprietor', null, 'Sole Prop', 'sole_proprietorship'], Partnership: ['Partnership', null, 'Partnership', 'general_partnership'],
      LP: ['LP', null, 'LP', 'limited_partnership'], LLP: ['LLP', null, 'LLP', 'llp'], 'S Corp': ['Other', 'S Corp', 'S-Corp', 's_corporation'],
      PLLC: ['Other', 'PLLC', 'PLLC', 'pllc'] }
    : { Corporation: ['Corporation', null, rng.pick(['Corporation', 'Ltd.', 'Inc.']), 'ca_corporation'],
      'Sole Proprietorship': ['Sole Proprietorship', null, 'Sole Proprietorship', 'sole_proprietorship'],
      Partnership: ['Partnership', null, 'Partnership', 'general_partnership'], LP: ['LP', null, 'LP', 'limited_partnership'],
      LLP: ['LLP', null, 'LLP', 'llp'], ULC: ['Other', 'ULC', 'ULC', 'ca_ulc'], 'Co-operative': ['Other', 'Co-op', 'Co-operative', 'cooperative'] };
  const [entityBox, entityOther, entityText, entityId] = entity[kind]!;
  // Business tax number.
  let taxPrinted: string, taxDigits: string, taxType: Merchant['taxType'];
  if (country === 'CA') {
    const bn = luhn9(rng, rng.pick([1, 7, 8, 8, 8]));
    const prog = `${rng.pick(['RC', 'RT'])}000${rng.int(1, 3)}`;
    const f = rng.int(0, 3);
    taxPrinted = f === 0 ? `${bn} ${prog}` : f === 1 ? `${bn}${prog}` : f === 2 ? `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}` : bn;
    taxDigits = f <= 1 ? bn + prog : bn; taxType = 'BN';
  } else if (sole && rng.chance(0.6)) {
    const t = ownerTax(rng, 'US', false); taxPrinted = t.taxPrinted; taxDigits = t.taxTruth!; taxType = t.taxType as 'SSN' | 'ITIN';
  } else {
    const pre = rng.pick(['12', '20', '27', '33', '45', '46', '52', '61', '74', '82', '87', '91', '94']);
    taxDigits = pre + rng.digits(7); taxPrinted = `${pre}-${taxDigits.slice(2)}`; taxType = 'EIN';
  }
  const sy = rng.int(2003, 2022), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const amount = rng.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 100000, 125000, 150000, 250000]);
  const frequency = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = { daily: rng.pick([100, 120, 140, 160]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 18, 26]), monthly: rng.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * rng.float(1.25, 1.45) / nPayments) * 100) / 100;
  const rrng = rng.fork('decoys');
  return {
    country, legal, dbaPrinted, dbaTruth, entityBox, entityOther, entityText, entityId, industryText, industryId, taxPrinted, taxDigits, taxType,
    street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Unit ${rng.int(1, 40)}` : ''}`, city: rng.pick(cities), state: st,
    postal: country === 'US' ? pad(rng.int(10000, 99999), 5) : `${letter}${rng.int(0, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${rng.int(0, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(0, 9)}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`,
    email: `${o0.first.toLowerCase()}@${stem.toLowerCase().replace(/ /g, '')}${noun.toLowerCase().replace(/ /g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.5) ? `www.${stem.toLowerCase().replace(/ /g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    startPrinted: printDate(sy, sm, sd, rng, country), startIso: iso(sy, sm, sd), years: 2025 - sy,
    amount, amountPrinted: money(amount, rng, country), useOfFunds: rng.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital', 'Renovation']),
    payment, paymentPrinted: money(payment, rng, country), nPayments, frequency,
    monthlySales: money(rng.int(20, 400) * 1000, rng, country),
    stateOfInc: country === 'US' ? rng.pick(['DE', 'NV', 'WY', st]) : rng.pick(['Federal (CBCA)', st]), employees: rng.int(1, 60), owners,
    decoys: { landlord: `${rrng.pick(STEMS)} Properties ${rrng.pick(['LLC', 'Ltd.', 'Inc.'])}`, landlordPhone: `(${rrng.int(201, 989)}) ${rrng.int(200, 989)}-${pad(rrng.int(0, 9999), 4)}`,
      bank: rrng.pick(BANKS[country]), routing: country === 'US' ? `0${rrng.digits(8)}` : `0${rrng.digits(4)}-${rrng.digits(3)}`, account: rrng.digits(rrng.int(7, 12)),
      refs: [`${rrng.pick(STEMS)} Supply Co.`, `${rrng.pick(REP_FIRST)} ${rrng.pick(REP_LAST)}`], isoRep: `${rrng.pick(REP_FIRST)} ${rrng.pick(REP_LAST)}`,
      funders: rrng.chance(0.6) ? [{ name: rrng.pick(FUNDERS), balance: money(rrng.int(5, 60) * 1000, rrng, country), payment: money(rrng.int(150, 900), rrng, country) }] : [] },
  };
}
