// One fictional merchant for set 122: the business, its owners and the people and numbers around it (decoys). The
// layouts decide what of it is printed and how; the truth is recorded from what they draw.
import type { Rng } from '../../statements/generator/prng.ts';
import { CA_PLACES, CREDENTIALS, FIRST, FIRST_CA, INDUSTRIES, LAST, LAST_CA, MIDDLE, NAME_WORDS, STREETS, STREETS_CA, US_PLACES, ein,
  luhn9, phone, randomDate, ssn } from './data.ts';

export type Country = 'US' | 'CA';
export interface Address { street: string; city: string; st: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  role: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; home: Address; cell: string; email: string;
  score: number | null;
}
export interface Merchant {
  country: Country;
  legal: string; dba: string | null; entity: string; industry: string; industryText: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null;
  start: string; incState: string; addr: Address; phone: string; email: string; website: string | null;
  rent: boolean; landlord: string; landlordPhone: string; monthlyRent: number; employees: number;
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; owners: Owner[];
  bank: { name: string; routing: string; account: string; transit?: string; institution?: string };
  refs: { name: string; contact: string; phone: string }[];
  advances: { funder: string; balance: number; payment: number }[];
  iso: { company: string; rep: string; phone: string; email: string };
}

const US_ENTITIES: [string, number][] = [['llc', 34], ['c_corporation', 16], ['s_corporation', 14], ['sole_proprietorship', 12],
  ['general_partnership', 5], ['limited_partnership', 3], ['llp', 2], ['pllc', 4], ['professional_corporation', 3], ['nonprofit_corporation', 2]];
const CA_ENTITIES: [string, number][] = [['ca_corporation', 55], ['sole_proprietorship', 18], ['general_partnership', 10],
  ['limited_partnership', 5], ['ca_ulc', 4], ['cooperative', 3]];
const US_SUFFIX: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'LLC'], c_corporation: ['Inc.', 'Corp.', 'Corporation', 'Inc'], s_corporation: ['Inc.', 'Inc', 'Corp.'],
  general_partnership: ['Partners', '& Associates'], limited_partnership: ['LP', 'L.P.'], llp: ['LLP'], pllc: ['PLLC'],
  professional_corporation: ['P.C.', 'PC'], nonprofit_corporation: ['Foundation, Inc.', 'Community Inc.'],
};
const CA_SUFFIX: Record<string, string[]> = {
  ca_corporation: ['Ltd.', 'Inc.', 'Limited', 'Corp.'], general_partnership: ['Partners'], limited_partnership: ['LP'],
  ca_ulc: ['ULC'], cooperative: ['Co-operative'],
};
const FUNDERS = ['Ridgeway Capital Funding', 'BrightPath Advance', 'Cobalt Merchant Capital', 'Fairlane Funding Group', 'Tallgrass Capital',
  'Westbrook Business Funding', 'Liberty Square Advance', 'Northstar Receivables'];
const BANKS_US = ['First Coastal Bank', 'Heartland Community Bank', 'Summit National Bank', 'Cypress Federal Credit Union', 'Granite State Bank'];
const BANKS_CA = ['Banque Laurentide Populaire', 'Prairie Credit Union', 'Dominion Trust Bank', 'Maritime Savings Bank', 'Northern Shield Bank'];

function owner(r: Rng, c: Country, pct: number, i: number, entity: string, places: [string, string, (r: Rng) => string][], biz: Address): Owner {
  const first = r.pick(c === 'CA' ? FIRST_CA : FIRST), last = r.pick(c === 'CA' ? LAST_CA : LAST);
  const itin = c === 'US' && r.chance(0.06);
  // Owners usually live near the business, often across a state (or provincial) line.
  const [city, st, zip] = r.chance(0.55) ? [biz.city, biz.st, () => biz.zip] : r.pick(places);
  const roles = entity === 'sole_proprietorship' ? ['Owner', 'Sole Proprietor', 'Owner/Operator']
    : entity.includes('partnership') || entity === 'llp' ? ['General Partner', 'Partner', 'Managing Partner']
      : c === 'CA' ? ['President', 'Director', 'Secretary-Treasurer', 'Vice-President', 'Owner']
        : entity === 'llc' || entity === 'pllc' ? ['Managing Member', 'Member', 'Owner', 'CEO'] : ['President', 'CEO', 'Vice President', 'Secretary', 'COO', 'Owner'];
  return {
    first, last, middle: r.chance(0.35) ? r.pick(MIDDLE) : null, cred: c === 'US' && r.chance(0.08) ? r.pick(CREDENTIALS) : null,
    role: i === 0 ? roles[0]! : r.pick(roles.slice(1).length ? roles.slice(1) : roles), pct,
    taxId: c === 'CA' ? luhn9(r, r.pick([1, 2, 3, 4, 5, 6, 7])) : ssn(r, itin), taxType: c === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN',
    dob: randomDate(r, 1956, 1998),
    home: { street: `${r.int(12, 9870)} ${r.pick(c === 'CA' ? STREETS_CA : STREETS)}`, city, st, zip: typeof zip === 'function' ? zip(r) : zip },
    cell: phone(r), email: `${first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@mailbox.example`,
    score: r.chance(0.45) ? r.int(540, 815) : null,
  };
}

function shares(r: Rng, n: number): number[] {
  const table: Record<number, number[][]> = { 1: [[100], [100], [100], [80], [75]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]],
    3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return [...r.pick(table[n]!)];
}

export function makeMerchant(rng: Rng, country: Country): Merchant {
  const r = rng.fork('merchant');
  const places = country === 'CA' ? CA_PLACES : US_PLACES;
  const [city, st, zipf] = r.pick(places);
  const addr: Address = { street: `${r.int(100, 19999)} ${r.pick(country === 'CA' ? STREETS_CA : STREETS)}${r.chance(0.3) ? `, Unit ${r.int(1, 40)}` : ''}`, city, st, zip: zipf(r) };
  const entity = r.weighted(country === 'CA' ? CA_ENTITIES : US_ENTITIES);
  const ind = r.pick(INDUSTRIES);
  const n = entity === 'sole_proprietorship' ? 1 : r.weighted([[1, 40], [2, 36], [3, 14], [4, 10]]);
  const pcts = shares(r, n);
  const owners = pcts.map((p, i) => owner(r.fork(`owner${i}`), country, entity === 'sole_proprietorship' ? 100 : p, i, entity, places, addr));
  const brand = `${r.pick(NAME_WORDS)} ${r.pick(ind.nouns)}`;
  let legal: string, dba: string | null;
  if (entity === 'sole_proprietorship') {
    const o = owners[0]!;
    legal = `${o.first} ${o.middle ? `${o.middle}. ` : ''}${o.last}`;
    dba = brand;
  } else {
    const suffixes = (country === 'CA' ? CA_SUFFIX : US_SUFFIX)[entity]!;
    const numbered = country === 'CA' && entity === 'ca_corporation' && r.chance(0.3);
    legal = numbered ? `${r.int(1000000, 2399999)} ${({ AB: 'Alberta', BC: 'B.C.', ON: 'Ontario', QC: 'Québec', MB: 'Manitoba' } as Record<string, string>)[st] ?? 'Canada'} ${r.pick(['Ltd.', 'Inc.'])}`
      : `${brand}${r.chance(0.25) ? ` ${r.pick(['Group', 'Enterprises', 'Holdings', 'Services'])}` : ''} ${r.pick(suffixes)}`;
    dba = numbered ? brand : r.chance(0.55) ? `${r.pick(NAME_WORDS)} ${r.pick(ind.nouns)}` : null;
  }
  const taxType = country === 'CA' ? 'BN' : entity === 'sole_proprietorship' && r.chance(0.6) ? (owners[0]!.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const taxId = country === 'CA' ? luhn9(r, r.int(7, 8)) : taxType === 'EIN' ? ein(r) : owners[0]!.taxId;
  const frequency = r.weighted([['daily', 45], ['weekly', 40], ['biweekly', 8], ['monthly', 7]] as const);
  const amount = r.pick([1000, 2500, 5000]) * r.int(4, 60);
  const payments = frequency === 'daily' ? r.pick([100, 120, 140, 160, 180]) : frequency === 'weekly' ? r.pick([20, 26, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.22, 1.45) / payments) * 100) / 100;
  const incStates = country === 'CA' ? ['AB', 'BC', 'ON', 'QC', 'MB', 'NS'] : ['DE', 'NV', 'WY', 'FL', 'NY', 'TX'];
  return {
    country, legal, dba, entity, industry: ind.id, industryText: r.pick(ind.texts), taxId, taxType,
    program: country === 'CA' ? r.pick(['RC0001', 'RC0001', 'RT0001', 'RC0002']) : null,
    start: randomDate(r, 2004, 2023), incState: r.chance(0.45) ? r.pick(incStates.filter((s) => s !== st)) : st,
    addr, phone: phone(r), email: `${r.pick(['office', 'info', 'accounts', 'admin'])}@${brand.toLowerCase().replace(/[^a-z]/g, '')}.example`,
    website: r.chance(0.6) ? `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.example` : null,
    rent: r.chance(0.72), landlord: `${r.pick(NAME_WORDS)} ${r.pick(['Properties', 'Realty Holdings', 'Management Co.', 'Plaza Partners'])}`, landlordPhone: phone(r),
    monthlyRent: r.int(18, 140) * 100, employees: r.int(1, 48),
    amount, payment, payments, frequency, use: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing', 'Renovation']),
    monthlySales: r.int(25, 420) * 1000, owners,
    bank: country === 'CA'
      ? { name: r.pick(BANKS_CA), routing: '', account: r.digits(7), transit: r.digits(5), institution: `0${r.int(10, 99)}` }
      : { name: r.pick(BANKS_US), routing: `0${r.int(11, 99)}${r.digits(6)}`, account: r.digits(r.int(9, 12)) },
    refs: Array.from({ length: r.int(2, 3) }, () => ({ name: `${r.pick(NAME_WORDS)} ${r.pick(['Supply', 'Wholesale', 'Equipment', 'Foods', 'Paper Co.'])}`,
      contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    advances: Array.from({ length: r.weighted([[0, 45], [1, 35], [2, 20]]) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(40, 900) * 50, payment: r.int(90, 1600) })),
    iso: { company: r.pick(['Lantern ISO Partners', 'Crossbridge Funding Advisors', 'Apex Merchant Brokers', 'Keel & Compass Capital']),
      rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: `submissions${r.int(1, 9)}@iso-desk.example` },
  };
}
