import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';

export interface Owner { first: string; middle: string; last: string; title: string; pct: number; ssn: string; dob: string; home: string }
export interface Merchant {
  legal: string; dba: string | null; entityText: string; entityId: string; industryText: string; industryId: string | null;
  ein: string; state: string; city: string; street: string; zip: string; incState: string; start: string; startIso: string;
  amount: number; owners: Owner[]; routing: string; account: string; landlord: string; reference: string; iso: string;
  funder: string; funderBalance: string; phone: string;
}

const FIRST = ['Marisol', 'Dwayne', 'Teodoro', 'Ashlyn', 'Boone', 'Lucinda', 'Ray', 'Priya', 'Cletus', 'Odessa', 'Jean-Luc', 'Tamsin'];
const LAST = ['Broussard', 'Van der Berg', "O'Hara", 'Thibodeaux', 'Smith-Garza', 'de la Cruz', 'Pettigrew', 'LeBlanc', 'Nguyen', 'Okafor'];
const WORD = ['Bayou', 'Lone Star', 'Palmetto', 'Magnolia', 'Gulfway', 'Pecan Hollow', 'Cypress', 'Red River', 'Tidewater'];
// The id each text gives by applications.md's rule from industries.json (the longest label or alias contained): none
// for "Trucking" or "Construction". Set by the lead, who holds the reference; 'Partnership' is general_partnership.
const INDUSTRY: readonly (readonly [string, string | null, string])[] = [
  ['Restaurant', 'restaurant', 'Grill'], ['Trucking', null, 'Freight'], ['Auto repair', 'auto_repair', 'Auto Works'],
  ['Construction', null, 'Builders'], ['Landscaping', 'landscaping', 'Lawn & Garden'],
];
const ENTITY: readonly (readonly [string, string, string])[] = [
  ['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['Partnership', 'general_partnership', 'Partners'],
];
const STATES: readonly (readonly [string, string, string])[] = [
  ['TX', 'Houston', '77002'], ['LA', 'Lafayette', '70501'], ['MS', 'Biloxi', '39530'], ['NC', 'Charlotte', '28202'], ['SC', 'Greenville', '29601'], ['AL', 'Mobile', '36602'],
];

function money(n: number): string { return '$' + n.toLocaleString('en-US'); }
export { money };

export function makeMerchant(rng: Rng): Merchant {
  const [industryText, industryId, suffix] = rng.pick(INDUSTRY);
  const [entityText, entityId, entSuffix] = rng.pick(ENTITY);
  const [state, city, zip] = rng.pick(STATES);
  const incState = rng.pick(['DE', 'NV', 'WY'].filter((s) => s !== state));
  const legal = `${rng.pick(WORD)} ${suffix} ${entSuffix}`;
  const dba = rng.chance(0.5) ? `${rng.pick(WORD)} ${suffix}` : null;
  const n = rng.int(1, 4);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < n; i++) {
    const pct = i === n - 1 ? left : Math.max(20, Math.min(left - 20 * (n - 1 - i), rng.int(20, 60)));
    left -= pct;
    owners.push({ first: rng.pick(FIRST), middle: rng.chance(0.4) ? rng.pick(['A', 'J', 'R', 'M']) + '.' : '', last: rng.pick(LAST),
      title: rng.pick(['Owner', 'President', 'Managing Member', 'CEO', 'Partner']), pct,
      ssn: `${rng.int(100, 899)}-${rng.int(10, 99)}-${rng.int(1000, 9999)}`,
      dob: `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${rng.int(1955, 1995)}`,
      home: `${rng.int(100, 9999)} ${rng.pick(['Oak', 'Elm', 'Live Oak', 'Pine'])} St` });
  }
  const y = rng.int(2001, 2021), m = rng.int(1, 12), d = rng.int(1, 28);
  return { legal, dba, entityText, entityId, industryText, industryId, ein: `${rng.int(10, 98)}-${rng.digits(7)}`, state, city,
    street: `${rng.int(100, 9999)} ${rng.pick(['Main', 'Commerce', 'Market', 'Gulf'])} St`, zip, incState,
    start: `${m}/${d}/${y}`, startIso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    amount: rng.int(10, 300) * 1000, owners, routing: '1' + rng.digits(8), account: rng.digits(10),
    landlord: `${rng.pick(WORD)} Properties`, reference: `${rng.pick(WORD)} Supply Co.`, iso: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    funder: `${rng.pick(WORD)} Capital`, funderBalance: money(rng.int(5, 80) * 1000), phone: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}` };
}

export function truthOf(m: Merchant): TruthApplication {
  const applicants: TruthApplicant[] = m.owners.map((o) => ({ first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct,
    credit_score: null, tax_id: o.ssn.replace(/\D/g, ''), tax_id_type: 'SSN', tax_id_country: 'US', date_of_birth: iso(o.dob) }));
  return { trade_name: m.dba, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId, business_tax_id: m.ein.replace(/\D/g, ''),
    business_tax_id_country: 'US', business_tax_id_type: 'EIN', state_region: m.state, country: 'United States', requested_amount: m.amount,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: m.startIso, applicants };
}

function iso(us: string): string { const [mm, dd, yy] = us.split('/'); return `${yy}-${mm}-${dd}`; }
