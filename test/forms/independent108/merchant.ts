// One seeded merchant for a direct funder's application: the business, its owners and the people and numbers around
// it (bank, landlord, references, ISO partner, existing positions) that a form prints but that are not applicants.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; st: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: Date; home: Addr; phone: string; email: string; score: number | null;
}
export interface Position { funder: string; funded: Date; balance: number; payment: number; freq: string }
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string | null; entity: string; industryText: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; addr: Addr; phone: string; email: string; website: string | null;
  start: Date; requested: number; payment: number | null; numPayments: number | null; freq: 'daily' | 'weekly' | null;
  monthlySales: number; employees: number; rent: 'Rent' | 'Own'; rentAmt: number; landlord: { name: string; phone: string };
  stateOfInc: string; bank: { name: string; routing: string; account: string; contact: string; phone: string };
  refs: { name: string; contact: string; phone: string }[]; positions: Position[]; useOfFunds: string;
  iso: { company: string; rep: string; id: string; phone: string; email: string };
  owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Aaliyah', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Rachel', 'Victor', 'Mei', 'Andre', 'Svetlana',
  'Jamal', 'Nicole', 'Ravi', 'Colleen', 'Hector', 'Yusuf', 'Brianna', 'Gustavo', 'Ingrid', 'Dmitri', 'Tanisha', 'Kwame', 'Elena'];
const LAST = ['Gonzalez', 'Okafor', 'Patel', 'Kowalski', 'Nguyen', 'Smith-Jones', 'De La Cruz', 'van der Berg', "O'Neill", 'Haddad', 'Bergstrom',
  'Washington', 'Ramirez', 'Chen', 'Abernathy', 'Lefebvre', 'McAllister', 'Singh', 'Rossi', 'Delgado-Ortiz', 'Fitzgerald', 'Tran', 'Ibrahim'];
const WORD1 = ['Summit', 'Harbor', 'Bluebird', 'Iron Gate', 'Crescent', 'Golden Oak', 'Northside', 'Red Maple', 'Silver Creek', 'Cedar Point',
  'Lakeview', 'Prairie', 'Granite', 'Magnolia', 'Keystone', 'Riverbend', 'Copper Hill', 'Evergreen', 'Bayside', 'Timberline'];
/** Printed type of business, chosen so the industries reference reads one id from it. */
export const INDUSTRY_TEXTS = ['Italian restaurant', 'Hair salon', 'Plumbing contractor', 'Dump truck hauling', 'Veterinary clinic', 'Dental office',
  'Convenience store', 'Landscaping & lawn care', 'Collision repair', 'HVAC installation and repair', 'OTR freight carrier', 'Coffee shop',
  'Daycare center', 'Chiropractor', 'Fitness center', 'Commercial cleaning', 'Wholesale food distributor', 'Machine shop', 'Physical therapy clinic',
  'Florist', 'Used car dealer', 'IT services', 'Home health care agency', 'Dry cleaner', 'General contractor', 'Roofing', 'Liquor store', 'Pet grooming'];
const NOUN: Record<string, string> = { restaurant: 'Trattoria', salon: 'Salon', plumb: 'Plumbing', truck: 'Hauling', vet: 'Animal Hospital', dent: 'Dental',
  conv: 'Market', landsc: 'Landscaping', collis: 'Collision', hvac: 'Mechanical', otr: 'Transport', coffee: 'Coffee', day: 'Kids Academy',
  chiro: 'Chiropractic', fit: 'Fitness', clean: 'Cleaning Services', whole: 'Foods', machine: 'Machine Works', phys: 'Physical Therapy',
  flor: 'Flowers', used: 'Auto Sales', it: 'Technologies', home: 'Home Care', dry: 'Cleaners', gen: 'Builders', roof: 'Roofing', liq: 'Wine & Spirits', pet: 'Pet Spa' };

const US_CITIES: [string, string, string][] = [['Brooklyn', 'NY', '112'], ['Newark', 'NJ', '071'], ['Miami', 'FL', '331'], ['Tampa', 'FL', '336'],
  ['Los Angeles', 'CA', '900'], ['Fresno', 'CA', '937'], ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'], ['Provo', 'UT', '846'],
  ['Atlanta', 'GA', '303'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'],
  ['Chicago', 'IL', '606'], ['Nashville', 'TN', '372'], ['Yonkers', 'NY', '107'], ['Paterson', 'NJ', '075']];
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Hamilton', 'ON', 'L8P'], ['Calgary', 'AB', 'T2P'],
  ['Edmonton', 'AB', 'T5J'], ['Vancouver', 'BC', 'V6B'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H']];
const STREETS = ['Main St', 'Broadway', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm St', 'King St W', 'Queen St E', 'Market St', 'Lakeshore Blvd',
  'Center St', 'Maple Ave', 'Route 17', 'Harbor Rd', '3rd Ave'];
export const FUNDERS = ['Yellowstone Capital', 'Rapid Advance Partners', 'Forward Line Funding', 'Pearl Street Capital', 'Mantis Funding',
  'Everest Business Funding', 'Cobalt Advance', 'Kapitus', 'Liberty Merchant Capital', 'BlueVine', 'Greenbox Capital'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Zions Bank', 'Frost Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'ATB Financial'];

export const pad2 = (n: number): string => String(n).padStart(2, '0');
function luhn9(r: Rng, firsts: number[]): string {
  for (;;) {
    const d = [r.pick(firsts), ...Array.from({ length: 7 }, () => r.int(0, 9))];
    const sum = d.reduce((s, x, i) => s + (i % 2 === 1 ? (x * 2 > 9 ? x * 2 - 9 : x * 2) : x), 0);
    const c = (10 - (sum % 10)) % 10;
    return [...d, c].join('');
  }
}
const ssn = (r: Rng): string => `${pad3(r.pick([r.int(1, 665), r.int(667, 899)]))}-${pad2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`;
const pad3 = (n: number): string => String(n).padStart(3, '0');
const itin = (r: Rng): string => `9${pad2(r.int(0, 99))}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
const ein = (r: Rng): string => `${r.pick(['20', '26', '27', '33', '36', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '90', '91', '92', '93', '98'])}-${r.digits(7)}`;
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
const date = (r: Rng, y0: number, y1: number): Date => new Date(Date.UTC(r.int(y0, y1), r.int(0, 11), r.int(1, 28)));

function address(r: Rng, country: 'US' | 'CA', city?: [string, string, string]): Addr {
  const [c, st, z] = city ?? r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? `${z}${r.digits(2)}` : `${z} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? `, ${r.pick(['Suite', 'Unit', 'Ste.'])} ${r.int(1, 410)}` : ''}`, city: c, st, zip };
}

export function makeMerchant(r: Rng, country: 'US' | 'CA'): Merchant {
  const industryText = r.pick(INDUSTRY_TEXTS);
  const nounKey = Object.keys(NOUN)[INDUSTRY_TEXTS.indexOf(industryText)] ?? 'gen';
  const base = `${r.pick(WORD1)} ${NOUN[nounKey]}`;
  const entity = country === 'US'
    ? r.weighted([['LLC', 5], ['Corporation', 3], ['S-Corp', 2], ['Sole Proprietor', 1.5], ['Partnership', 1]] as const)
    : r.weighted([['Corporation', 5], ['Sole Proprietorship', 1.5], ['Partnership', 1], ['ULC', 0.7]] as const);
  const nOwners = entity.startsWith('Sole') ? 1 : r.weighted([[entity === 'Partnership' ? 2 : 1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const pcts = [[100], [r.pick([50, 60, 51, 75]), 0], [r.pick([40, 50, 34]), r.pick([30, 33, 25]), 0], [40, 25, r.pick([20, 15]), 0]][nOwners - 1]!;
  pcts[nOwners - 1] = 100 - pcts.slice(0, -1).reduce((s, x) => s + x, 0) || pcts[nOwners - 1]!;
  const cityRow = r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const owners: Owner[] = pcts.map((pct, i) => {
    const first = r.pick(FIRST), last = r.pick(LAST);
    const taxType = country === 'CA' ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
    return {
      first, last, middle: r.chance(0.3) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, cred: r.chance(0.08) ? r.pick(['DC', 'CPA', 'DDS']) : null,
      title: i === 0 && entity.startsWith('Sole') ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? r.pick(entity === 'Partnership' ? ['General Partner', 'Partner', 'Managing Partner'] : entity === 'LLC' ? ['Managing Member', 'Owner', 'CEO', 'Member'] : ['President', 'Owner', 'CEO', 'Director']) : r.pick(['Partner', 'VP', 'Member', 'COO', 'Secretary', 'Owner']),
      pct, taxId: taxType === 'SIN' ? luhn9(r, [1, 2, 3, 4, 5, 6, 7]) : taxType === 'ITIN' ? itin(r) : ssn(r), taxType, masked: r.chance(0.35),
      dob: date(r, 1956, 1998), home: address(r, country, r.chance(0.7) ? cityRow : undefined), phone: phone(r),
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
      score: r.chance(0.6) ? r.int(540, 790) : null,
    };
  });
  const o0 = owners[0]!;
  const sole = entity.startsWith('Sole');
  const legal = sole ? `${o0.first} ${o0.last}` : country === 'CA' && entity === 'Corporation' && r.chance(0.35) ? `${r.int(1000001, 2999999)} ${r.pick(['Ontario', 'Alberta'])} ${r.pick(['Inc.', 'Ltd.'])}`
    : `${base}${entity === 'LLC' ? r.pick([' LLC', ', LLC', ' L.L.C.']) : entity === 'Partnership' ? r.pick([' Partners', ' & Co.']) : entity === 'ULC' ? ' ULC' : r.pick([', Inc.', ' Inc.', ' Corp.', country === 'CA' ? ' Ltd.' : ' Inc'])}`;
  const dba = sole || /^\d/.test(legal) || r.chance(0.45) ? (sole ? base : `${r.pick(WORD1)} ${NOUN[nounKey]}`) : null;
  const taxType = country === 'CA' ? 'BN' : sole ? (o0.taxType === 'ITIN' ? 'ITIN' : r.chance(0.5) ? 'SSN' : 'EIN') : 'EIN';
  if (sole && taxType !== 'EIN') o0.masked = false;
  const bizTax = taxType === 'BN' ? `${luhn9(r, [7, 8])} RC0001` : taxType === 'EIN' ? ein(r) : o0.taxId;
  const addr = address(r, country, cityRow);
  const requested = r.int(3, 100) * 5000;
  const freq = r.chance(0.6) ? r.pick(['daily', 'weekly'] as const) : null;
  const numPayments = freq ? (freq === 'daily' ? r.pick([120, 150, 180, 220]) : r.pick([26, 32, 40, 52])) : null;
  const payment = freq && numPayments ? Math.round((requested * r.pick([1.29, 1.35, 1.42, 1.49])) / numPayments) : null;
  const bank = country === 'US' ? BANKS_US : BANKS_CA;
  const taken = new Set(owners.flatMap((o) => [o.first, o.last]));
  /** A decoy person (reference, ISO rep, bank contact) who shares no name with an owner. */
  const person = (): string => { for (;;) { const a = r.pick(FIRST), b = r.pick(LAST); if (!taken.has(a) && !taken.has(b)) return `${a} ${b}`; } };
  return {
    country, legal, dba, entity, industryText, taxId: bizTax, taxType, addr, phone: phone(r),
    email: `${r.pick(['info', 'office', 'billing', o0.first.toLowerCase()])}@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}` : null,
    start: date(r, 2004, 2023), requested, payment, numPayments, freq, monthlySales: r.int(25, 600) * 1000, employees: r.int(1, 60),
    rent: r.chance(0.75) ? 'Rent' : 'Own', rentAmt: r.int(12, 150) * 100,
    landlord: { name: `${r.pick(WORD1)} Properties ${r.pick(['LLC', 'Inc.', 'Management'])}`, phone: phone(r) },
    stateOfInc: country === 'US' ? r.pick([addr.st, addr.st, 'DE', 'WY', 'NV']) : r.pick([addr.st, 'Federal (CBCA)']),
    bank: { name: r.pick(bank), routing: country === 'US' ? `0${r.digits(8)}` : `${r.digits(5)}-${r.digits(3)}`, account: r.digits(r.int(9, 12)), contact: person(), phone: phone(r) },
    refs: [0, 1, 2].map(() => ({ name: `${r.pick(WORD1)} ${r.pick(['Supply Co.', 'Distributors', 'Wholesale', 'Equipment Rental', 'Packaging Inc.'])}`, contact: person(), phone: phone(r) })),
    positions: Array.from({ length: r.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const) }, () => ({ funder: r.pick(FUNDERS), funded: new Date(Date.UTC(r.int(2025, 2026), r.int(0, 9), r.int(1, 28))),
      balance: r.int(4, 120) * 1000 + r.int(1, 9) * 100, payment: r.int(150, 2500), freq: r.pick(['Daily', 'Weekly']) })),
    useOfFunds: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Consolidate positions']),
    iso: { company: `${r.pick(WORD1)} ${r.pick(['Funding Group', 'Capital Advisors', 'Business Solutions', 'Merchant Services'])}`, rep: person(),
      id: `ISO-${r.digits(4)}`, phone: phone(r), email: `submissions@${r.pick(['fundfast', 'capbridge', 'merchantpros', 'isohub'])}.com` },
    owners,
  };
}
