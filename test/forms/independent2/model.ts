// A fictional merchant for the second independent form generator: the business, its request, its owners, and the
// people and numbers printed on a form that are not the application's (decoys). Every name here is made up.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; taxId: string; masked: boolean; score: number | null; dob: Date;
  home: { street: string; city: string; region: string; zip: string };
}

export interface Funder { name: string; balance: number; payment: number; freq: string }

export interface Merchant {
  country: Country;
  legal: string;
  /** The DBA as the form prints it: a name, or a blank-meaning word ('', 'SAME', 'N/A'). */
  dba: string;
  entity: { text: string; id: string };
  industryText: string;
  industry: string | null;
  /** As printed: `12-3456789`, `123-45-6789` (sole proprietor's SSN), `123456789 RC0001`. */
  taxId: string;
  taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  street: string; city: string; region: string; zip: string;
  incRegion: string;
  start: Date;
  amount: number; payment: number; payments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  phone: string; fax: string; email: string; web: string;
  employees: number; monthlySales: number; annualRevenue: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string; transit: string };
  refs: { name: string; phone: string }[];
  iso: { rep: string; company: string; phone: string; email: string; code: string };
  funders: Funder[];
  office: { deal: string; batch: string; score: number; factor: string };
}

const FIRST = ['Marisol', 'Devon', 'Harriet', 'Tobias', 'Ngozi', 'Callum', 'Priya', 'Anselm', 'Lucinda', 'Rafael', 'Wen', 'Odette',
  'Bartholomew', 'Kiana', 'Stellan', 'Imogen', 'Dashiell', 'Yusra', 'Corbin', 'Mireille', 'Thaddeus', 'Esperanza', 'Fintan', 'Rosalind'];
const LAST = ['Okonkwo', 'Brightwater', 'Vasquez-Reyes', 'Lindqvist', 'De La Cruz', 'Hollingsworth', 'Tremblay', 'van der Berg', 'Abernathy',
  'Castellanos', 'Nakashima', "O'Rourke", 'Pellegrino', 'Quintanilla', 'Szymanski', 'Whitcombe', 'Ferreira-Lopes', 'Gauthier', 'Kowalczyk', 'Marchetti'];
const WORD1 = ['Copper', 'Blue Heron', 'Granite', 'Silverleaf', 'Red Maple', 'Lakeshore', 'Ironwood', 'Sunridge', 'Tidewater', 'Cedar Point',
  'Prairie Wind', 'Northgate', 'Bramble', 'Harvest Moon', 'Kingfisher', 'Old Mill'];
/** Natural "type of business" texts with the industry id applications.md's rule gives (the longest reference label or
 *  alias contained, word-bounded; worked out once against the industries reference: the matched name in the comment). */
const TRADES: [string, string, string][] = [
  ['Family restaurant', 'Kitchen', 'restaurant'], // restaurant
  ['Hair salon and spa', 'Salon', 'personal_care'], // hair salon
  ['Plumbing and HVAC contractor', 'Mechanical', 'specialty_trade_contractor'], // plumbing
  ['Collision repair / body shop', 'Auto Body', 'auto_repair'], // collision repair
  ['Veterinary clinic', 'Animal Care', 'veterinary'], // Veterinary clinic
  ['Dental office', 'Dental', 'dental_practice'], // dental office
  ['Landscaping and lawn care', 'Landscapes', 'landscaping'], // lawn care
  ['Commercial cleaning', 'Cleaning Co', 'cleaning_services'], // commercial cleaning
  ['Convenience store', 'Market', 'convenience_store'], // Convenience store
  ['Trucking - local hauling', 'Hauling', 'trucking_local'], // hauling
  ['Gym / fitness center', 'Fitness', 'fitness'], // fitness center
  ['Coffee shop', 'Roasters', 'restaurant'], // coffee shop
  ['Daycare center', 'Kids Academy', 'childcare'], // daycare
  ['Liquor store', 'Spirits', 'liquor_store'], // liquor store
  ['Web design and IT services', 'Digital', 'it_software'], // IT services
  ['Wholesale distributor of auto parts', 'Supply', 'wholesale_distribution'], // distributor
  ['Florist', 'Blooms', 'retail_general'], // florist
  ['Pet grooming', 'Pet Spa', 'pet_services'], // pet grooming
  ['Roofing contractor', 'Roofing', 'specialty_trade_contractor'], // roofing
  ['Food truck', 'Street Eats', 'food_truck_catering']]; // food truck
export const US_STATES = ['NY', 'NJ', 'FL', 'TX', 'CA', 'GA', 'IL', 'OH', 'PA', 'AZ', 'NC', 'CO', 'WA', 'MI', 'TN', 'NV', 'MA', 'MD'];
export const CA_PROVS = ['ON', 'QC', 'BC', 'AB', 'MB', 'NS', 'SK', 'NB'];
const CITIES: Record<string, string[]> = { US: ['Springfield', 'Riverton', 'Fairview', 'Madison', 'Georgetown', 'Clinton', 'Ashland', 'Oakdale'],
  CA: ['Lakefield', 'Brampton', 'Riverview', 'Kingsbury', 'Sainte-Claire', 'Portage', 'Westbrook', 'Carleton'] };
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Harbor Rd', 'Maple Blvd', 'Route 9', 'King St W', 'Rue Principale'];
const BANKS = ['First Prairie Bank', 'Harbourfront Savings', 'Pinnacle Community Bank', 'Tri-County Credit Union', 'Northern Trustco'];
const FUNDERS = ['Rapid Bridge Capital', 'Eastline Funding', 'Keel Advance Group', 'Summit Lane Capital', 'Bluegrass Business Funding'];
const ISO_CO = ['Crestview Business Partners', 'Lighthouse Capital Advisors', 'Meridian Funding Source', 'Beacon Merchant Services'];

const US_ENTITIES: [string, string, string][] = [ // printed option, id, legal-name suffix
  ['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['S Corp', 's_corporation', 'Inc.'], ['Partnership', 'general_partnership', '& Partners'],
  ['Sole Proprietor', 'sole_proprietorship', ''], ['PLLC', 'pllc', 'PLLC'], ['LLP', 'llp', 'LLP'], ['Non-Profit', 'nonprofit_corporation', 'Foundation']];
const CA_ENTITIES: [string, string, string][] = [
  ['Corporation', 'ca_corporation', 'Ltd.'], ['Incorporated', 'ca_corporation', 'Inc.'], ['Sole Proprietorship', 'sole_proprietorship', ''],
  ['Partnership', 'general_partnership', '& Associates'], ['ULC', 'ca_ulc', 'ULC']];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'Director'];

export const d2 = (n: number) => String(n).padStart(2, '0');
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const luhnless = (r: Rng) => `${r.int(1, 8)}${r.digits(8)}`;

function owners(r: Rng, country: Country, count: number, region: string): Owner[] {
  const pcts = count === 1 ? [r.pick([100, 100, 80, 51])] : count === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]])
    : count === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const used = new Set<string>();
  return pcts.map((pct, i) => {
    let first = r.pick(FIRST);
    while (used.has(first)) first = r.pick(FIRST);
    used.add(first);
    const taxId = country === 'CA' ? `${r.int(1, 7)}${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`
      : `${r.chance(0.1) ? '9' : r.int(1, 7)}${r.digits(2)}-${r.int(10, 99)}-${r.int(1000, 9999)}`;
    return { first, middle: r.chance(0.4) ? String.fromCharCode(65 + r.int(0, 25)) : null, last: r.pick(LAST),
      credential: null, title: i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES.slice(4)), pct, taxId, masked: r.chance(0.25),
      score: r.chance(0.7) ? r.int(520, 810) : null, dob: new Date(Date.UTC(r.int(1955, 1995), r.int(0, 11), r.int(1, 28))),
      home: { street: `${r.int(10, 9800)} ${r.pick(STREETS)}`, city: r.pick(CITIES[country]!), region: r.chance(0.3) ? region : r.pick(country === 'US' ? US_STATES : CA_PROVS), zip: '' } };
  });
}

function amounts(r: Rng): Pick<Merchant, 'amount' | 'payment' | 'payments' | 'freq'> {
  const amount = r.pick([15000, 25000, 35000, 40000, 50000, 75000, 85000, 100000, 125000, 150000, 200000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 40])
    : freq === 'biweekly' ? r.pick([10, 13, 18]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.pick([1.25, 1.3, 1.35, 1.4, 1.45])) / payments * 100) / 100;
  return { amount, payment, payments, freq };
}

export function makeMerchant(seed: string, country: Country, ownerRange: [number, number] = [1, 3]): Merchant {
  const r = new Rng(`merchant:${seed}`);
  const region = r.pick(country === 'US' ? US_STATES : CA_PROVS);
  const [entText, entId, suffix] = r.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const [trade, tradeWord, industry] = r.pick(TRADES);
  const os = owners(r, country, r.int(...ownerRange), region);
  const base = `${r.pick(WORD1)} ${tradeWord}`;
  const sole = entId === 'sole_proprietorship';
  const soleSsn = sole && country === 'US' && r.chance(0.6);
  const legal = soleSsn || (sole && country === 'CA') ? [os[0]!.first, os[0]!.last].join(' ') : `${base}${suffix ? (suffix.startsWith('&') ? ' ' : ' ') + suffix : ''}`;
  const dba = sole ? `${base}` : r.weighted([[`${r.pick(WORD1)} ${tradeWord}`, 5], ['', 2], ['SAME', 1], ['N/A', 1]]);
  if (sole) { os.splice(1); os[0]!.pct = 100; os[0]!.title = 'Owner'; }
  const bn = luhnless(r);
  const taxId = country === 'CA' ? `${bn} RC${r.pick(['0001', '0002'])}` : soleSsn ? os[0]!.taxId.replace(/^9/, '4') : `${r.int(10, 98)}-${r.digits(7)}`;
  if (soleSsn) os[0]!.taxId = taxId;
  const incRegion = r.pick((country === 'US' ? ['DE', 'WY', 'NV', ...US_STATES] : ['ON', 'BC', 'AB', 'NS']).filter((s) => s !== region));
  const start = new Date(Date.UTC(r.int(1998, 2023), r.int(0, 11), r.int(1, 28)));
  const amt = amounts(r);
  const mk = (n: number, forbid: number[]) => { let v = n; while (forbid.includes(v)) v += 1250; return v; };
  const nf = r.int(0, 3);
  const funders = r.shuffle([...FUNDERS]).slice(0, nf).map((name) => ({ name, balance: mk(r.int(8, 90) * 1000, [amt.amount]),
    payment: mk(r.int(150, 2400), [amt.payment]), freq: r.pick(['Daily', 'Weekly']) }));
  const repFirst = r.pick(FIRST.filter((f) => !os.some((o) => o.first === f)));
  return {
    country, legal, dba, entity: { text: entText, id: entId }, industryText: trade, industry,
    taxId, taxType: country === 'CA' ? 'BN' : soleSsn ? 'SSN' : 'EIN',
    street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Unit ${r.int(1, 40)}` : ''}`, city: r.pick(CITIES[country]!), region,
    zip: country === 'US' ? r.digits(5) : `${String.fromCharCode(65 + r.int(0, 20))}${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 20))} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 20))}${r.int(1, 9)}`,
    incRegion, start, ...amt, phone: phone(r), fax: phone(r), email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    web: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`, employees: r.int(2, 60),
    monthlySales: r.int(18, 400) * 1000 + 500, annualRevenue: r.int(250, 4800) * 1000, owners: os,
    landlord: { name: `${r.pick(FIRST)} ${r.pick(LAST)} Properties`, phone: phone(r), rent: r.int(12, 90) * 100 },
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(8, 12)), transit: `${r.digits(5)}-${r.digits(3)}` },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORD1)} ${r.pick(['Supply', 'Wholesale', 'Foods', 'Distributors'])}`, phone: phone(r) })),
    iso: { rep: `${repFirst} ${r.pick(LAST)}`, company: r.pick(ISO_CO), phone: phone(r), email: `${repFirst.toLowerCase()}@isodesk.net`, code: `ISO-${r.digits(4)}` },
    funders, office: { deal: `${r.int(10, 99)}-${r.digits(5)}`, batch: r.digits(6), score: r.int(40, 99), factor: `1.${r.int(20, 49)}` },
  };
}
