// The merchant behind one generated form: the business, its owners and its request, plus the people and numbers that
// are not the application's (bank, landlord, references, existing funders, ISO rep). Seeded only.
import type { Rng } from '../../statements/generator/prng.ts';
import { CREDENTIALS, FIRST, LAST, einDigits, itinDigits, luhn9, ssnDigits, type PersonName } from './format.ts';

export interface Owner {
  name: PersonName; title: string | null; pct: number; taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: string | null; credit: number | null; street: string; city: string; region: string; zip: string; phone: string; email: string;
}

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entityId: string; entityText: string; industryId: string; industryText: string;
  taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; bnProgram: string;
  street: string; city: string; region: string; zip: string; phone: string; email: string; website: string | null;
  start: string; years: number; incRegion: string; employees: number;
  requested: number; payment: number | null; numPayments: number | null; freq: string | null; use: string;
  monthlySales: number; annual: number;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[];
  positions: { funder: string; balance: number; payment: number }[];
  rep: { name: string; phone: string; email: string };
}

const INDUSTRIES: [string, string, string][] = [
  // [industry id, printed type of business, name stem]
  ['restaurant', 'Pizzeria', 'Pizza'], ['restaurant', 'Family restaurant', 'Kitchen'], ['restaurant', 'Coffee shop', 'Coffee'],
  ['personal_care', 'Hair salon', 'Salon'], ['personal_care', 'Nail salon', 'Nails'], ['specialty_trade_contractor', 'Plumbing contractor', 'Plumbing'],
  ['specialty_trade_contractor', 'HVAC installation and repair', 'Heating & Air'], ['dental_practice', 'Dental office', 'Dental'],
  ['landscaping', 'Landscaping and lawn care', 'Landscapes'], ['trucking_local', 'Dump truck hauling', 'Hauling'],
  ['convenience_store', 'Convenience store', 'Mart'], ['auto_dealer_used', 'Used car dealer', 'Motors'], ['childcare', 'Daycare center', 'Kids Academy'],
  ['cleaning_services', 'Janitorial services', 'Cleaning'], ['fitness', 'Gym / fitness center', 'Fitness'], ['veterinary', 'Veterinary clinic', 'Animal Care'],
  ['dry_cleaning', 'Dry cleaner', 'Cleaners'], ['auto_repair', 'Auto body shop', 'Collision'], ['home_health_care', 'Home health care agency', 'Home Care'],
  ['trucking_local', 'Moving company', 'Movers'], ['liquor_store', 'Liquor store', 'Spirits'], ['retail_general', 'Florist', 'Flowers'],
];
const STEMS = ['Harbor Point', 'Blue Mesa', 'Cedar Ridge', 'Lakeside', 'Golden Oak', 'Riverbend', 'Summit', 'Northstar', 'Iron Horse', 'Maple Lane', 'Crescent', 'Bayview'];

const US_PLACES: [string, string, string][] = [['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'],
  ['Atlanta', 'GA', '303'], ['Newark', 'NJ', '071'], ['Denver', 'CO', '802'], ['Raleigh', 'NC', '276'], ['Fresno', 'CA', '937'], ['Albany', 'NY', '122'],
  ['Nashville', 'TN', '372'], ['Spokane', 'WA', '992'], ['Omaha', 'NE', '681'], ['Baton Rouge', 'LA', '708']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Laval', 'QC', 'H7N'],
  ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Harbor Blvd', 'Route 9', 'King St W', 'Queen St E', 'Oak Grove Rd', 'Pine St'];
const FUNDERS = ['Rapid Lane Capital', 'Yellowstone Advance', 'Kapstone Funding', 'Pearl Street MCA', 'Fox Hollow Capital', 'Everest Receivables'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary', 'Director'];
const SHARES: number[][][] = [[[100]], [[50, 50], [60, 40], [51, 49], [75, 25]], [[40, 30, 30], [50, 25, 25], [34, 33, 33], [60, 20, 20]]];

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
const phone = (r: Rng, area: number): string => `(${area}) ${r.int(200, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`;

function zip(r: Rng, country: 'US' | 'CA', pre: string): string {
  if (country === 'US') return `${pre}${String(r.int(1, 99)).padStart(2, '0')}`;
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${pre} ${r.int(1, 9)}${L[r.int(0, L.length - 1)]}${r.int(1, 9)}`;
}

function person(r: Rng, cred: boolean): PersonName {
  return { first: r.pick(FIRST), middle: r.chance(0.45) ? String.fromCharCode(65 + r.int(0, 25)) : null, last: r.pick(LAST),
    cred: cred ? r.pick(CREDENTIALS) : null };
}

const ENTITIES_US: [string, string[], string[]][] = [
  ['llc', ['LLC', 'Limited Liability Company', 'L.L.C.'], [', LLC', ' LLC']], ['c_corporation', ['Corporation', 'C Corp', 'Inc.'], [', Inc.', ' Corp.', ' Corporation']],
  ['s_corporation', ['S Corp', 'S Corporation'], [', Inc.', ' Inc']], ['sole_proprietorship', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], ['']],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', ' & Associates']], ['pllc', ['PLLC'], [', PLLC']],
  ['limited_partnership', ['LP', 'Limited Partnership'], [', LP', ' L.P.']],
];
const ENTITIES_CA: [string, string[], string[]][] = [
  ['ca_corporation', ['Corporation', 'Inc.', 'Ltd.'], [' Inc.', ' Ltd.', ' Corp.']], ['sole_proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], ['']],
  ['general_partnership', ['Partnership'], [' Partners']],
];

export function makeMerchant(r: Rng, country: 'US' | 'CA'): Merchant {
  const ent = r.weighted((country === 'US' ? ENTITIES_US : ENTITIES_CA).map((e) => [e, e[0] === 'llc' || e[0] === 'ca_corporation' ? 4 : 1] as const));
  const sole = ent[0] === 'sole_proprietorship';
  const [industryId, industryText, stemWord] = r.pick(INDUSTRIES);
  const places = country === 'US' ? US_PLACES : CA_PLACES;
  const [city, region, zpre] = r.pick(places);
  const n = sole ? 1 : ent[0].includes('partnership') ? r.int(2, 3) : r.weighted([[1, 2], [2, 3], [3, 2]] as const);
  const shares = r.pick(SHARES[n - 1]!);
  const area = r.int(201, 989);
  const owners: Owner[] = shares.map((pct, i) => {
    const name = person(r, (industryId === 'dental_practice' || ent[0] === 'pllc') && r.chance(0.6));
    const [hc, hr, hz] = r.chance(0.7) ? [city, region, zpre] : r.pick(places);
    const taxType = country === 'CA' ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
    return {
      name, title: sole ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : r.chance(0.1) ? null : i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES.slice(4)),
      pct, taxType, taxDigits: taxType === 'SIN' ? luhn9(r, [1, 2, 3, 4, 5, 6, 7]) : taxType === 'ITIN' ? itinDigits(r) : ssnDigits(r),
      masked: r.chance(0.3), dob: r.chance(0.85) ? iso(r.int(1956, 1996), r.int(1, 12), r.int(1, 28)) : null,
      credit: r.chance(0.55) ? r.int(540, 805) : null, street: `${r.int(10, 9899)} ${r.pick(STREETS)}`, city: hc, region: hr,
      zip: zip(r, country, hz), phone: phone(r, area), email: `${name.first.toLowerCase()}.${name.last.toLowerCase().replace(/[^a-z]/g, '')}@mail.com`,
    };
  });
  const stem = r.pick(STEMS);
  const o0 = owners[0]!;
  const legal = sole ? `${o0.name.first}${o0.name.middle ? ` ${o0.name.middle}.` : ''} ${o0.name.last}` : `${stem} ${stemWord}${r.pick(ent[2])}`;
  const dba = sole ? `${stem} ${stemWord}` : r.chance(0.55) ? `${stem} ${stemWord}${r.chance(0.5) ? ' & Co' : ''}` : null;
  let taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : 'EIN';
  let taxDigits = country === 'CA' ? luhn9(r, [7, 8]) : einDigits(r);
  if (sole && country === 'US' && r.chance(0.5)) { taxType = o0.taxType as 'SSN' | 'ITIN'; taxDigits = o0.taxDigits; o0.masked = false; }
  const y = r.int(2004, 2022);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const requested = r.int(2, 60) * 5000;
  const numPayments = { daily: r.pick([120, 140, 160, 180]), weekly: r.pick([26, 32, 40, 52]), biweekly: r.pick([13, 20, 26]), monthly: r.pick([6, 9, 12]) }[freq]!;
  const payment = Math.round((requested * r.float(1.25, 1.45) / numPayments) * 100) / 100;
  const monthly = r.int(25, 400) * 1000;
  const incOptions = (country === 'US' ? ['DE', 'NV', 'WY', 'NY'] : ['ON', 'BC', 'AB']).filter((s) => s !== region);
  return {
    country, legal, dba, entityId: ent[0], entityText: r.pick(ent[1]), industryId, industryText, taxDigits, taxType, bnProgram: 'RC0001',
    street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city, region, zip: zip(r, country, zpre),
    phone: phone(r, area), email: `info@${stem.toLowerCase().replace(/ /g, '')}${stemWord.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${stem.toLowerCase().replace(/ /g, '')}${stemWord.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    start: iso(y, r.int(1, 12), r.int(1, 28)), years: 2025 - y, incRegion: r.chance(0.5) ? r.pick(incOptions) : region, employees: r.int(1, 60),
    requested, payment, numPayments, freq, use: r.pick(['Working capital', 'Equipment purchase', 'Inventory', 'Expansion', 'Payroll', 'Renovation']),
    monthlySales: monthly, annual: monthly * 12 + r.int(0, 99) * 1000, owners,
    bank: { name: r.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? `0${r.int(21000000, 99999999)}` : `${r.int(10000, 99999)}-00${r.int(1, 9)}`,
      account: String(r.int(100000000, 999999999)) + String(r.int(100, 999)) },
    landlord: { name: `${r.pick(STEMS)} Properties ${r.pick(['LLC', 'Inc.', 'Management'])}`, phone: phone(r, area), rent: r.int(15, 120) * 100 },
    refs: [0, 1].map(() => ({ name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r, r.int(201, 989)) })),
    positions: r.chance(0.6) ? Array.from({ length: r.int(1, 3) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(3, 90) * 1000, payment: r.int(90, 2500) })) : [],
    rep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r, r.int(201, 989)), email: `submissions${r.int(1, 9)}@broker.com` },
  };
}
