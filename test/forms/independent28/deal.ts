// One deal as an ISO would send it: the merchant, its owners, the request, and the people and numbers around it that
// are not the application's (the ISO's rep and company, landlord, bank, existing funders). Seeded, never Math.random.
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export interface Owner {
  first: string; middle: string; last: string; role: string; pct: number; ssn: string; dob: string; score: number;
  home: string; cell: string; email: string;
}

export interface Deal {
  legal: string; dba: string | null; entityText: string; entityId: string; industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN'; street: string; city: string; state: string; zip: string; phone: string;
  email: string; website: string; amount: number; payment: number; nPayments: number; freq: string; start: string;
  useOfFunds: string; monthlySales: number; employees: number; owners: Owner[];
  decoy: {
    isoCompany: string; isoRep: string; isoRepTitle: string; isoEin: string; isoAddress: string; isoPhone: string; isoEmail: string;
    funderRep: string; funderEin: string; landlord: string; landlordPhone: string; rent: number; routing: string; account: string;
    bank: string; incState: string; existing: { funder: string; balance: number; payment: number }[]; recordId: string;
  };
}

/** What a layout printed: the truth keeps only these values. */
export interface Prints {
  dba: boolean; entity: boolean; industry: boolean; taxId: 'full' | 'masked'; payment: boolean; start: boolean;
  ownerTax: 'full' | 'masked' | 'none'; score: boolean; dob: boolean; role: boolean;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Derek', 'Fatima', 'Kevin', 'Rosa', 'Tyrone', 'Elena',
  'Marcus', 'Hannah', 'Omar', 'Grace', 'Victor', 'Nadia', 'Samuel', 'Keisha', 'Dmitri', 'Yolanda', 'Brandon'];
const LAST = ['Okafor', 'Delgado', 'Nguyen', 'Whitfield', 'Patel', 'Castellanos', "O'Brien", 'Van der Berg', 'Kowalski', 'Haddad',
  'Jean-Baptiste', 'McAllister', 'Ferreira', 'Lindqvist', 'Abernathy', 'Moreno-Ruiz', 'Takahashi', 'Brennan', 'Osei', 'Rinaldi'];
const MIDDLE = ['A', 'J', 'L', 'M', 'R', 'T', 'K', ''];
const BASES = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Northgate', 'Ironwood', 'Golden Mesa', 'Bayside', 'Red Maple',
  'Silver Line', 'Lakeshore', 'Cedar Point', 'Harbor Light', 'Prairie Wind', 'Stone Bridge', 'Two Rivers', 'Magnolia'];

export const INDUSTRIES: readonly [string, string][] = [
  ['Pizzeria', 'restaurant'], ['Italian restaurant', 'restaurant'], ['Hair salon', 'personal_care'], ['Barbershop', 'personal_care'],
  ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['HVAC contractor', 'specialty_trade_contractor'],
  ['Roofing contractor', 'specialty_trade_contractor'], ['Collision repair / body shop', 'auto_repair'], ['Landscaping and lawn care', 'landscaping'],
  ['Daycare center', 'childcare'], ['Commercial cleaning', 'cleaning_services'], ['Food truck', 'food_truck_catering'],
  ['Coffee shop', 'restaurant'], ['Gym / fitness center', 'fitness'], ['Freight broker', 'freight_logistics'], ['Dry cleaner', 'dry_cleaning'],
  ['Auto detailing', 'car_wash'], ['Furniture store', 'retail_general'], ['Convenience store', 'convenience_store'],
  ['Physical therapy clinic', 'medical_practice'], ['Moving company', 'trucking_local'], ['Pet grooming', 'pet_services'],
  ['IT services', 'it_software'], ['Marketing agency', 'professional_services'], ['Liquor store', 'liquor_store'], ['Event venue', 'entertainment_venue'],
];
const INDUSTRY_WORD: Record<string, string> = { restaurant: 'Kitchen', personal_care: 'Studio', dental_practice: 'Dental',
  veterinary: 'Animal Care', specialty_trade_contractor: 'Mechanical', auto_repair: 'Collision', landscaping: 'Outdoor',
  childcare: 'Little Learners', cleaning_services: 'Cleaning', food_truck_catering: 'Eats', fitness: 'Fitness', freight_logistics: 'Logistics',
  dry_cleaning: 'Cleaners', car_wash: 'Auto Spa', retail_general: 'Home Furnishings', convenience_store: 'Mart', medical_practice: 'Rehab',
  trucking_local: 'Movers', pet_services: 'Pet Spa', it_software: 'Tech', professional_services: 'Media', liquor_store: 'Spirits',
  entertainment_venue: 'Events' };

const PLACES: readonly [string, string, string][] = [['Tampa', 'FL', '336'], ['Orlando', 'FL', '328'], ['Houston', 'TX', '770'],
  ['San Antonio', 'TX', '782'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'],
  ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Denver', 'CO', '802'], ['Nashville', 'TN', '372'], ['Las Vegas', 'NV', '891'],
  ['Chicago', 'IL', '606'], ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Detroit', 'MI', '482'], ['Seattle', 'WA', '981']];
const STREETS = ['Main St', 'Commerce Blvd', 'Oak Ave', 'Industrial Pkwy', 'W 5th St', 'Market St', 'Palm Dr', 'Route 9', 'Elm St', 'Harbor Rd'];
const FUNDERS = ['Rapid Capital Funding', 'Forward Line Advance', 'Yellowstone Capital', 'Pearl Street Funding', 'Kapitus', 'Fox Business Funding', 'Mulligan Funding'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing', 'Renovations'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function personName(rng: Rng): [string, string] {
  return [rng.pick(FIRST), rng.pick(LAST)];
}

function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

function makeOwner(rng: Rng, role: string, pct: number, state: string): Owner {
  const [first, last] = personName(rng);
  const ssn = (rng.chance(0.1) ? '9' + rng.int(70, 88) : String(rng.int(101, 665))) + pad(rng.int(10, 99)) + pad(rng.int(1001, 9899), 4);
  const [city, , zip] = rng.pick(PLACES.filter((p) => p[1] === state));
  return { first, middle: rng.pick(MIDDLE), last, role, pct, ssn, dob: isoDate(rng, 1958, 1994), score: rng.int(540, 790),
    home: `${rng.int(12, 9870)} ${rng.pick(['Willow Ln', 'Birch Ct', 'Sunset Dr', 'Lake View Rd', 'Hillcrest Ave'])}, ${city}, ${state} ${zip}${pad(rng.int(10, 99))}`,
    cell: phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@gmail.com` };
}

export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${pad(rng.int(0, 9999), 4)}`;
}

function splits(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  return rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
}

function entityFor(rng: Rng, n: number): { suffix: string; text: string; id: string; roles: string[] } {
  if (n === 1 && rng.chance(0.25)) return { suffix: '', text: rng.pick(['Sole Proprietor', 'Sole Proprietorship']), id: 'sole_proprietorship', roles: ['Owner'] };
  if (n >= 2 && rng.chance(0.2)) return { suffix: '', text: 'General Partnership', id: 'general_partnership', roles: ['Partner', 'Partner', 'Partner'] };
  return rng.weighted([
    [{ suffix: rng.pick(['LLC', 'L.L.C.']), text: rng.pick(['LLC', 'Limited Liability Company']), id: 'llc', roles: ['Managing Member', 'Member', 'Member'] }, 5],
    [{ suffix: 'Inc.', text: rng.pick(['Corporation', 'C Corp']), id: 'c_corporation', roles: ['President', 'Vice President', 'Secretary'] }, 3],
    [{ suffix: rng.pick(['Inc.', 'Corp.']), text: 'S Corp', id: 's_corporation', roles: ['CEO', 'COO', 'Treasurer'] }, 2],
  ] as const);
}

/** The merchant and its owners, before any layout decides what it prints. */
export function makeDeal(rng: Rng): Deal {
  const n = rng.weighted([[1, 5], [2, 4], [3, 2]] as const);
  const ent = entityFor(rng, n);
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const [city, state, zip3] = rng.pick(PLACES);
  const owners = splits(rng, n).map((p, i) => makeOwner(rng.fork(`o${i}`), ent.id === 'sole_proprietorship' ? rng.pick(['Owner', 'Sole Proprietor']) : i === 0 && rng.chance(0.4) ? 'Owner' : ent.roles[i]!, p, state));
  const base = `${rng.pick(BASES)} ${INDUSTRY_WORD[industryId]}`;
  const o0 = owners[0]!;
  const legal = ent.id === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : ent.id === 'general_partnership' ? `${o0.last} & ${owners[1]!.last} ${INDUSTRY_WORD[industryId]}` : `${base} ${ent.suffix}`;
  const dba = ent.id === 'sole_proprietorship' || rng.chance(0.55) ? `${rng.pick(BASES)} ${industryText.split(/[ /]/)[0]}` : null;
  const taxType = ent.id === 'sole_proprietorship' && rng.chance(0.5) ? 'SSN' : 'EIN';
  const amount = rng.pick([15000, 20000, 25000, 35000, 40000, 50000, 65000, 75000, 100000, 125000, 150000]) + (rng.chance(0.2) ? 2500 : 0);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? rng.pick([100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([24, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([12, 16, 20, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.25, 1.45)) / nPayments);
  const [icity, istate] = rng.pick(PLACES);
  const isoCompany = rng.pick(['Crestline Capital Partners', 'Bluewater Merchant Services', 'Empire Business Funding', 'Lighthouse Funding Group', 'Granite Bay Capital']);
  const stranger = (): string => { for (;;) { const [f, l] = personName(rng); if (!owners.some((o) => o.last === l || o.first === f)) return `${f} ${l}`; } };
  const domain = (dba ?? base).toLowerCase().replace(/[^a-z]/g, '');
  return {
    legal, dba, entityText: ent.text, entityId: ent.id, industryText, industryId, taxType,
    taxId: taxType === 'SSN' ? o0.ssn : String(rng.int(10, 98)) + pad(rng.int(0, 9999999), 7),
    street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`, city, state, zip: `${zip3}${pad(rng.int(1, 99))}`,
    phone: phone(rng), email: `info@${domain}.com`, website: `www.${domain}.com`, amount, payment, nPayments, freq, start: isoDate(rng, 2004, 2022),
    useOfFunds: rng.pick(USES), monthlySales: rng.int(30, 400) * 1000 + rng.int(0, 999), employees: rng.int(2, 45), owners,
    decoy: {
      isoCompany,
      isoRep: stranger(), isoRepTitle: rng.pick(['Senior Funding Advisor', 'Account Executive', 'ISO Relationship Manager']),
      isoEin: String(rng.int(10, 98)) + '-' + pad(rng.int(0, 9999999), 7), isoAddress: `${rng.int(100, 2400)} ${rng.pick(STREETS)}, Floor ${rng.int(2, 19)}, ${icity}, ${istate} ${rng.int(10001, 98999)}`,
      isoPhone: phone(rng), isoEmail: `${rng.pick(['submissions', 'deals', 'funding'])}@${isoCompany.toLowerCase().split(' ').slice(0, 2).join('')}.com`,
      funderRep: stranger(), funderEin: String(rng.int(10, 98)) + '-' + pad(rng.int(0, 9999999), 7),
      landlord: `${rng.pick(BASES)} Properties LLC`, landlordPhone: phone(rng), rent: rng.int(18, 95) * 100,
      routing: '0' + rng.digits(8), account: rng.digits(rng.int(9, 12)), bank: rng.pick(BANKS), incState: rng.pick(['DE', 'WY', 'NV', state]),
      existing: Array.from({ length: rng.int(0, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(40, 900) * 100, payment: rng.int(90, 1400) })),
      recordId: rng.alnum(3) + '-' + rng.digits(6),
    },
  };
}

/** The application as the spec reads what the layout printed. */
export function truthOf(d: Deal, p: Prints): TruthApplication {
  const t = emptyApplication();
  const fullTax = p.taxId === 'full';
  Object.assign(t, {
    legal_name: d.legal, trade_name: p.dba ? d.dba : null, type_of_entity: p.entity ? d.entityId : null, industry: p.industry ? d.industryId : null,
    business_tax_id: fullTax ? d.taxId : null, business_tax_id_type: fullTax ? (d.taxType === 'SSN' && d.taxId.startsWith('9') ? 'ITIN' : d.taxType) : null,
    business_tax_id_country: fullTax ? 'US' : null, state_region: d.state, country: 'United States', requested_amount: d.amount,
    requested_payment: p.payment ? d.payment : null, number_of_payments: p.payment ? d.nPayments : null, payment_frequency: p.payment ? d.freq : null,
    business_start_date: p.start ? d.start : null,
  });
  t.applicants = d.owners.map((o) => ({
    first_name: o.first, last_name: o.last, role: p.role ? o.role : null, ownership: o.pct, credit_score: p.score ? o.score : null,
    tax_id: p.ownerTax === 'full' ? o.ssn : null, tax_id_type: p.ownerTax === 'full' ? (o.ssn.startsWith('9') ? 'ITIN' : 'SSN') : null,
    tax_id_country: p.ownerTax === 'full' ? 'US' : null, date_of_birth: p.dob ? o.dob : null,
  }));
  return t;
}
