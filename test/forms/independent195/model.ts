// One applicant business, drawn from the seed before any layout or style choice, so the three styles of a seed print
// the same values. Every value keeps its truth beside it (the truth is what applications.md reads from the print).
import type { Rng } from '../../statements/generator/prng.ts';
import { address, ein, itin, luhn9, person, phone, routing, ssn, ymd, type Address, type Person, type Ymd } from './people.ts';

export type Country = 'US' | 'CA';
export type EntityKind = 'corp' | 'scorp' | 'llc' | 'partnership' | 'lp' | 'llp' | 'sole' | 'pllc' | 'pa' | 'ulc';

/** Printed type-of-business text and the industries-reference id applications.md's rule gives for it (checked in the test). */
export interface Industry { text: string; id: string; nouns: string[] }
export const INDUSTRIES: Industry[] = [
  { text: 'Family restaurant', id: 'restaurant', nouns: ['Grill', 'Kitchen', 'Diner'] },
  { text: 'Mexican Restaurant & Bar', id: 'restaurant', nouns: ['Cantina', 'Taqueria'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Roasters', 'Coffee Co'] },
  { text: 'Pizzeria', id: 'restaurant', nouns: ['Pizza', 'Slice House'] },
  { text: 'Auto repair / body shop', id: 'auto_repair', nouns: ['Auto Works', 'Collision'] },
  { text: 'Tire shop & oil change', id: 'auto_repair', nouns: ['Tire & Lube', 'Tire Pros'] },
  { text: 'Hair salon', id: 'personal_care', nouns: ['Salon', 'Hair Studio'] },
  { text: 'Barbershop', id: 'personal_care', nouns: ['Barber Co', 'Cuts'] },
  { text: 'Plumbing & HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Mechanical', 'Plumbing & Heating'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] },
  { text: 'General contractor', id: 'general_contractor', nouns: ['Builders', 'Construction'] },
  { text: 'Lawn care and snow removal', id: 'landscaping', nouns: ['Lawn & Snow', 'Grounds'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Quick Mart', 'Food Mart'] },
  { text: 'Grocery store', id: 'grocery', nouns: ['Market', 'Fresh Foods'] },
  { text: 'Daycare center', id: 'childcare', nouns: ['Learning Center', 'Kids Academy'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Cleaning Services', 'Janitorial'] },
  { text: 'Managed IT services', id: 'it_software', nouns: ['Tech Solutions', 'Networks'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { text: 'Clothing boutique', id: 'retail_general', nouns: ['Boutique', 'Threads'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Dry Cleaning'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Auto Sales', 'Motors'] },
  { text: 'Long haul trucking', id: 'trucking_long_haul', nouns: ['Freight Lines', 'Transport'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Street Eats', 'Food Truck'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machine Works', 'Precision'] },
  { text: 'Wholesale distributor', id: 'wholesale_distribution', nouns: ['Distributors', 'Supply'] },
  { text: 'Sports bar & grill', id: 'bar_nightclub', nouns: ['Tap House', 'Sports Pub'] },
];
export const PROFESSIONAL: Industry[] = [
  { text: 'Dental office', id: 'dental_practice', nouns: ['Family Dental', 'Dental Group'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary Care'] },
  { text: 'Chiropractor', id: 'medical_practice', nouns: ['Chiropractic', 'Spine & Wellness'] },
  { text: 'Physical therapy clinic', id: 'medical_practice', nouns: ['Physical Therapy', 'Rehab'] },
  { text: 'Accounting & bookkeeping', id: 'professional_services', nouns: ['Tax & Accounting', 'Advisors'] },
];
const PLACES = ['Summit Ridge', 'Blue Heron', 'Riverbend', 'Lakeshore', 'Northside', 'Iron Oak', 'Silver Birch', 'Redstone',
  'Evergreen', 'Tri-County', 'Pioneer', 'Bayview', 'Cedar Hollow', 'Liberty', 'Prairie Wind', 'Harborlight', 'Crescent', 'Granite Peak'];

export const ENTITY_ID: Record<Country, Record<EntityKind, string>> = {
  US: { corp: 'c_corporation', scorp: 's_corporation', llc: 'llc', partnership: 'general_partnership', lp: 'limited_partnership',
    llp: 'llp', sole: 'sole_proprietorship', pllc: 'pllc', pa: 'professional_corporation', ulc: 'ca_ulc' },
  CA: { corp: 'ca_corporation', scorp: 's_corporation', llc: 'llc', partnership: 'general_partnership', lp: 'limited_partnership',
    llp: 'llp', sole: 'sole_proprietorship', pllc: 'pllc', pa: 'professional_corporation', ulc: 'ca_ulc' },
};
/** Free-text ways of writing each entity (all resolve to ENTITY_ID by the entity reference's labels and aliases). */
export const ENTITY_WORDS: Record<Country, Partial<Record<EntityKind, string[]>>> = {
  US: { corp: ['Corporation', 'C Corp', 'Inc.', 'Corp.'], scorp: ['S Corp', 'S-Corp', 'S Corporation'], llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
    partnership: ['Partnership', 'General Partnership'], lp: ['LP', 'Limited Partnership'], llp: ['LLP'],
    sole: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], pllc: ['PLLC'], pa: ['Professional Association', 'P.A.'] },
  CA: { corp: ['Corporation', 'Ltd.', 'Inc.', 'Incorporated'], partnership: ['Partnership'], sole: ['Sole Proprietorship', 'Sole Proprietor'],
    ulc: ['ULC', 'Unlimited Liability Corporation'] },
};

export interface Owner {
  person: Person; role: string; pct: number | null; taxType: 'SSN' | 'ITIN' | 'SIN'; tax: string; masked: boolean;
  dob: Ymd; score: number; home: Address; cell: string; email: string;
}
export interface Advance { funder: string; original: number; balance: number; payment: number; freq: string }
export interface Model {
  country: Country; legal: string; base: string;
  /** What the DBA line shows (null: left blank) and what applications.md reads from it. */
  dba: { text: string | null; truth: string | null };
  entity: { kind: EntityKind; id: string; word: string };
  industry: Industry;
  tax: { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string };
  start: Ymd; years: number; addr: Address; phone: string; fax: string; email: string; web: string | null; employees: number;
  amount: number; payment: number; payments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; annualSales: number; owners: Owner[];
  incRegion: string; incRegionName: string; own: boolean; landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string; transit: string; institution: string };
  refs: { name: string; contact: string; phone: string }[]; iso: { rep: string; code: string; phone: string };
  advances: Advance[]; signed: Ymd;
}

const DECOY_PEOPLE = ['Gordon Pratt', 'Linda Halvorsen', 'Ray Dominguez', 'Tessa Mulroney', 'Alan Fairweather', 'Joyce Albrecht',
  'Nick Papadakis', 'Sheila Wong-Harris'];
const LANDLORDS = ['Oakmont Property Management', 'Crossroads Realty Holdings', 'Westgate Plaza LLC', 'Fairview Commercial Properties'];
const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'Regions Bank', 'TD Bank', 'Fifth Third Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Lane Capital', 'Fundwell Advance', 'Bluestone Funding', 'Capstack MCA', 'Velocity Merchant Funding',
  'Ironclad Business Capital', 'Northline Advance Co.'];
const SUPPLIERS = ['Sysco', 'Grainger', 'Uline', 'Ferguson Supply', 'Home Depot Pro', 'Staples Business', 'Gordon Food Service'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing',
  'Renovation', 'Debt consolidation', 'Taxes'];
const ROLES: Record<string, string[]> = {
  corp: ['President', 'CEO', 'Secretary', 'Vice President', 'Treasurer'], llc: ['Managing Member', 'Member', 'Owner', 'Manager'],
  partnership: ['Partner', 'General Partner', 'Managing Partner'], sole: ['Owner', 'Sole Proprietor', 'Proprietor'],
  ca: ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Vice-President'],
};

function splitOwnership(rng: Rng, n: number): (number | null)[] {
  if (n === 1) return [rng.pick([100, 100, 100, 51, 80])];
  const out: number[] = [];
  let left = rng.chance(0.8) ? 100 : rng.pick([90, 85, 75]);
  for (let i = 0; i < n - 1; i++) {
    const share = Math.max(20, Math.min(left - 20 * (n - 1 - i), Math.round((left / (n - i)) / 5) * 5 + rng.pick([-10, -5, 0, 5, 10])));
    out.push(share);
    left -= share;
  }
  out.push(left);
  return out;
}

export function buildModel(rng: Rng, country: Country, maxOwners: number, kinds: EntityKind[]): Model {
  const kind = rng.pick(kinds);
  const industry = ['pllc', 'pa', 'llp'].includes(kind) ? rng.pick(PROFESSIONAL) : rng.pick(INDUSTRIES);
  const base = `${rng.pick(PLACES)} ${rng.pick(industry.nouns)}`;
  const addr = address(rng, country);
  const nOwners = kind === 'sole' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  // A partnership has at least two partners when the form has room for them.
  const pcts = kind === 'sole' ? [100] : splitOwnership(rng, ['partnership', 'lp', 'llp'].includes(kind) ? Math.min(maxOwners, Math.max(2, nOwners)) : nOwners);
  const roleSet = ROLES[kind === 'sole' ? 'sole' : kind === 'llc' || kind === 'pllc' ? 'llc'
    : kind === 'partnership' || kind === 'lp' || kind === 'llp' ? 'partnership' : country === 'CA' ? 'ca' : 'corp']!;
  const owners: Owner[] = pcts.map((pct, i) => {
    const p = person(rng, country);
    const taxType = country === 'CA' ? 'SIN' as const : rng.chance(0.15) ? 'ITIN' as const : 'SSN' as const;
    return { person: p, role: i === 0 ? roleSet[0]! : rng.pick(roleSet.slice(1)), pct, taxType,
      tax: taxType === 'SIN' ? luhn9(rng, '1234567') : taxType === 'ITIN' ? itin(rng) : ssn(rng), masked: rng.chance(0.3),
      dob: ymd(rng, 1955, 1998), score: rng.int(560, 815), home: address(rng, country), cell: phone(rng, country),
      email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
  });
  const first = owners[0]!;
  let legal: string;
  if (kind === 'sole') legal = `${first.person.first}${first.person.middle ? ` ${first.person.middle}.` : ''} ${first.person.last}`;
  else if (country === 'CA' && kind === 'corp' && rng.chance(0.35)) legal = `${rng.int(1000000, 2999999)} ${addr.regionName} Inc.`;
  else legal = `${base}${suffix(rng, kind, country)}`;
  const numbered = /^\d/.test(legal);
  const dbaMode = kind === 'sole' || numbered ? 'distinct' : rng.weighted([['distinct', 5], ['word', 2], ['blank', 2], ['equal', 1]] as const);
  const dbaText = dbaMode === 'distinct' ? (rng.chance(0.5) || kind === 'sole' || numbered ? base : `${base} ${rng.pick(['& Co.', 'Express', 'Plus', 'on Main'])}`)
    : dbaMode === 'word' ? rng.pick(country === 'CA' ? ['Same as legal', 'N/A', 'SAME'] : ['SAME', 'Same', 'N/A', 'Same as above']) : dbaMode === 'equal' ? legal : null;
  const start = ymd(rng, 1997, 2022);
  const amount = rng.chance(0.8) ? rng.int(4, 100) * 5000 : rng.int(10, 180) * 2500;
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = rng.pick({ daily: [120, 140, 160, 180, 200], weekly: [24, 32, 36, 40, 52], biweekly: [12, 18, 26], monthly: [6, 9, 12, 18] }[freq]);
  const payment = Math.round((amount * rng.float(1.22, 1.49) / payments) * 100) / 100;
  const monthlySales = rng.int(18, 400) * 1000 + rng.int(0, 999);
  const inc = country === 'US' ? rng.pick([['DE', 'Delaware'], ['NV', 'Nevada'], ['WY', 'Wyoming'], ['NY', 'New York'], ['FL', 'Florida']]
    .filter(([c]) => c !== addr.region)) : rng.pick([['CBCA', 'Federal (CBCA)'], ['ON', 'Ontario'], ['BC', 'British Columbia'], ['QC', 'Quebec']]
    .filter(([c]) => c !== addr.region));
  const nAdv = rng.weighted([[0, 3], [1, 4], [2, 2], [3, 1]] as const);
  const advances: Advance[] = Array.from({ length: nAdv }, () => {
    // Never the requested amount: an advance's original amount must not be mistaken for (or match) the request.
    let original = rng.int(8, 120) * 1000;
    if (original === amount) original += 3000;
    return { funder: rng.pick(FUNDERS), original, balance: Math.round(original * rng.float(0.15, 0.9)) + rng.int(1, 99) / 100,
      payment: rng.int(90, 2400) + rng.pick([0.5, 0.25, 0.75, 0.2]), freq: rng.pick(['Daily', 'Weekly']) };
  });
  const taxType = kind === 'sole' && country === 'US' ? rng.weighted([['SSN', 7], ['EIN', 3]] as const) : country === 'CA' ? 'BN' as const : 'EIN' as const;
  const tax = taxType === 'SSN' ? (first.taxType === 'ITIN' ? { digits: first.tax, type: 'ITIN' as const } : { digits: first.tax, type: 'SSN' as const })
    : taxType === 'BN' ? { digits: luhn9(rng, '12345678'), type: 'BN' as const } : { digits: ein(rng), type: 'EIN' as const };
  const people = rng.shuffle([...DECOY_PEOPLE]);
  const slug = base.toLowerCase().replace(/[^a-z]/g, '');
  return {
    country, legal, base, dba: { text: dbaText, truth: dbaMode === 'distinct' ? dbaText : null },
    entity: { kind, id: ENTITY_ID[country][kind], word: rng.pick(ENTITY_WORDS[country][kind] ?? ['Corporation']) }, industry,
    tax: { ...tax, program: rng.pick(['RC0001', 'RT0001', 'RC0002']) },
    start, years: 2025 - start.y, addr, phone: phone(rng, country), fax: phone(rng, country), email: `${rng.pick(['info', 'office', 'admin', 'billing'])}@${slug}.${country === 'CA' ? 'ca' : 'com'}`,
    web: rng.chance(0.6) ? `www.${slug}.${country === 'CA' ? 'ca' : 'com'}` : null, employees: rng.int(2, 45),
    amount, payment, payments, freq, use: rng.pick(USES), monthlySales, annualSales: monthlySales * 12 + rng.int(-9000, 9000), owners,
    incRegion: inc[0]!, incRegionName: inc[1]!, own: rng.chance(0.2),
    landlord: { name: rng.chance(0.6) ? rng.pick(LANDLORDS) : people[0]!, phone: phone(rng, country), rent: rng.int(12, 95) * 100 },
    bank: { name: rng.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: routing(rng), account: rng.digits(rng.int(8, 12)),
      transit: rng.digits(5), institution: rng.pick(['003', '004', '002', '001', '010', '815']) },
    refs: rng.shuffle([...SUPPLIERS]).slice(0, 2).map((name, i) => ({ name, contact: people[i + 1]!, phone: phone(rng, country) })),
    iso: { rep: people[3]!, code: `${rng.alnum(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${rng.digits(4)}`, phone: phone(rng, country) },
    advances, signed: { y: 2025, m: rng.int(1, 11), d: rng.int(1, 28) },
  };
}

function suffix(rng: Rng, kind: EntityKind, country: Country): string {
  switch (kind) {
    case 'corp': return country === 'CA' ? rng.pick([' Inc.', ' Ltd.', ' Corp.', ' Limited']) : rng.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation']);
    case 'scorp': return rng.pick([', Inc.', ' Inc.']);
    case 'llc': return rng.pick([' LLC', ', LLC', ' L.L.C.']);
    case 'partnership': return rng.pick([' Partners', ' & Associates']);
    case 'lp': return rng.pick([' LP', ', L.P.']);
    case 'llp': return ' LLP';
    case 'pllc': return ' PLLC';
    case 'pa': return ', P.A.';
    case 'ulc': return ' ULC';
    case 'sole': return '';
  }
}
