// The merchant behind one bank-style credit application: business, owners, request and the theme's decoys
// (bank routing and branch numbers, loan officer, existing bank loans, collateral owners, spouses, co-borrowers).
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  masked: boolean; dobBlank: boolean; dob: Date; score: number | null; street: string; city: string; state: string; zip: string; phone: string; spouse: string;
}
export interface Loan { lender: string; kind: string; balance: number; payment: number; maturity: string; collateral: string }
export interface Merchant {
  canada: boolean; legal: string; dba: string | null; entity: string; entityId: string; industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN'; street: string; city: string; state: string; zip: string; phone: string; email: string;
  start: Date; incState: string; employees: number; amount: number; purpose: string; payment: number | null; nPay: number | null;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null; revenue: number; owners: Owner[];
  bank: { name: string; routing: string; account: string; branch: string; officer: string; officerPhone: string; officerId: string; member: string };
  loans: Loan[]; coBorrower: string; controller: string; attorney: string; insurer: string; collateralOwner: string; landlord: string; landlordPhone: string; rent: number; accountant: string;
}
export interface Caps { canada?: boolean; payment?: boolean; score?: boolean; maxOwners?: number; maxAmount?: number }

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Deborah', 'Samuel', 'Priya', 'Thomas', 'Keisha', 'Victor', 'Hannah',
  'Omar', 'Gloria', 'Dmitri', 'Renee', 'Marcus', 'Yolanda', 'Patrick', 'Mei', 'Andre', 'Colleen', 'Rafael', 'Sunita', 'Wesley'];
const LAST = ['Gonzalez', 'Whitfield', 'Okafor', 'Nguyen', 'Brennan', 'Castillo', 'Abernathy', 'Patel', 'Lindqvist', 'Moreau', 'Haddad',
  'De La Cruz', 'Smith-Jones', 'Van Dyke', 'Kowalski', 'Iverson', 'Tran', 'McAllister', 'Oyelaran', 'Fitzgerald', 'Baptiste', 'Romero'];
const SPOUSE = ['Elaine', 'Gregory', 'Teresa', 'Frank', 'Monique', 'Leonard', 'Rosa', 'Howard', 'Janet', 'Curtis'];
export const INDUSTRIES: [string, string, string][] = [
  ['Veterinary clinic', 'veterinary', 'Animal Hospital'], ['Full-service restaurant', 'restaurant', 'Grill'], ['Plumbing and HVAC contractor', 'specialty_trade_contractor', 'Mechanical'],
  ['Hair salon', 'personal_care', 'Salon & Spa'], ['Dental office', 'dental_practice', 'Family Dentistry'], ['Local trucking and hauling', 'trucking_local', 'Hauling'],
  ['Landscaping and lawn care', 'landscaping', 'Landscape'], ['Commercial cleaning services', 'cleaning_services', 'Building Maintenance'], ['Daycare center', 'childcare', 'Learning Center'],
  ['General contractor', 'general_contractor', 'Builders'], ['Grocery store', 'grocery', 'Market'], ['Fitness center', 'fitness', 'Fitness'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Wholesale distributor of paper goods', 'wholesale_distribution', 'Paper Supply'], ['Machine shop', 'manufacturing', 'Precision Machining'], ['Insurance agency', 'insurance_agency', 'Insurance Agency'],
  ['Physical therapy practice', 'medical_practice', 'Physical Therapy'], ['Coffee shop', 'restaurant', 'Coffee Roasters'], ['Pet grooming', 'pet_services', 'Pet Spa'], ['Hotel', 'hotel_motel', 'Inn & Suites'],
  ['Property management', 'property_management', 'Property Management'], ['Auto body shop', 'auto_repair', 'Collision']];
const WORDS = ['Summit', 'Harbor', 'Pinecrest', 'Blue Heron', 'Redstone', 'Lakeview', 'Granite', 'Meridian', 'Oak Hollow', 'Northgate',
  'Silver Creek', 'Keystone', 'Prairie', 'Cedar Point', 'Ironwood', 'Bayside', 'Golden Gate', 'Riverbend', 'Stonebridge', 'Maple Leaf'];
const US = [['Dallas', 'TX', '752'], ['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Raleigh', 'NC', '276'], ['Denver', 'CO', '802'],
  ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'], ['Atlanta', 'GA', '303'], ['Boise', 'ID', '837'], ['Richmond', 'VA', '232'],
  ['Des Moines', 'IA', '503'], ['Madison', 'WI', '537'], ['Spokane', 'WA', '992'], ['Tulsa', 'OK', '741']];
const CA = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Halifax', 'NS', 'B3J'], ['Winnipeg', 'MB', 'R3C'], ['Laval', 'QC', 'H7N']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Route 9', 'Lakeshore Blvd', 'Park Rd', 'Bay St', 'Centre Ave'];
const LENDERS = ['Wells Fargo Bank', 'Huntington National Bank', 'Ally Financial', 'Ford Credit', 'Regions Bank', 'Caterpillar Financial',
  'American Express', 'Kapitus', 'Fora Financial', 'Bank of the West', 'Truist Bank'];
const US_ENT: [string, string, string][] = [['Corporation', 'c_corporation', ', Inc.'], ['Corporation', 'c_corporation', ' Corp.'],
  ['S Corporation', 's_corporation', ', Inc.'], ['LLC', 'llc', ', LLC'], ['Limited Liability Company', 'llc', ' LLC'],
  ['Partnership', 'general_partnership', ' Partners'], ['Sole Proprietor', 'sole_proprietorship', ''], ['LLP', 'llp', ' LLP']];
const CA_ENT: [string, string, string][] = [['Corporation', 'ca_corporation', ' Inc.'], ['Corporation', 'ca_corporation', ' Ltd.'],
  ['Partnership', 'general_partnership', ' Partners'], ['Sole Proprietorship', 'sole_proprietorship', '']];
const TITLES = ['President', 'Vice President', 'Secretary', 'Treasurer', 'CEO', 'COO', 'Director'];

function luhn9(r: Rng, first: number): string {
  const d = [first, ...r.digits(7).split('').map(Number)];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, x, i) => s + (i % 2 === 1 ? ((x * 2) % 10) + Math.floor((x * 2) / 10) : x), 0);
    if (sum % 10 === 0) return all.join('');
  }
  return '';
}
function ein(r: Rng): string {
  const pre = r.pick([12, 20, 23, 27, 33, 36, 38, 41, 45, 46, 47, 52, 56, 58, 61, 65, 74, 81, 83, 86, 88, 91, 93]);
  return `${pre}-${r.digits(7).replace(/^0/, '4')}`;
}
function ssn(r: Rng): string {
  return `${String(r.int(101, 665)).padStart(3, '0')}-${String(r.int(10, 99))}-${String(r.int(1001, 9899))}`;
}
export function date(r: Rng, fromYear: number, toYear: number): Date {
  return new Date(Date.UTC(r.int(fromYear, toYear), r.int(0, 11), r.int(1, 28)));
}
const round = (v: number, to: number) => Math.round(v / to) * to;

function owner(r: Rng, m: { canada: boolean; entityId: string; state: string; city: string; zip: string }, i: number, pct: number): Owner {
  const sole = m.entityId === 'sole_proprietorship', llc = m.entityId === 'llc', part = /partnership|llp/.test(m.entityId);
  const title = sole ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : llc ? r.pick(['Managing Member', 'Member', i === 0 ? 'Manager' : 'Member'])
    : part ? r.pick(['Partner', 'General Partner', 'Managing Partner']) : i === 0 ? r.pick(['President', 'CEO', 'President/CEO']) : r.pick(TITLES);
  const itin = !m.canada && r.chance(0.1);
  const taxId = m.canada ? luhn9(r, r.pick([1, 2, 4, 5, 6, 7])).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')
    : itin ? `9${r.digits(2)}-${r.int(70, 88)}-${r.int(1000, 9999)}` : ssn(r);
  return { first: r.pick(FIRST), middle: r.chance(0.35) ? r.pick('ABCDEJKLMRST'.split('')) : null, last: r.pick(LAST), title, pct,
    taxId, taxType: m.canada ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: r.chance(0.25), dobBlank: r.chance(0.12), dob: date(r, 1956, 1994), score: null,
    street: `${r.int(12, 9800)} ${r.pick(['Willow Ln', 'Ridge Rd', 'Sunset Dr', 'Birch Ct', 'Hillside Ave', 'Forest Way'])}`, city: m.city,
    state: m.state, zip: m.canada ? `${m.zip} ${r.int(1, 9)}${r.pick(['A', 'K', 'R'])}${r.int(1, 9)}` : `${m.zip}${r.int(10, 99)}`,
    phone: phone(r, m.canada), spouse: `${r.pick(SPOUSE)} ${r.pick(LAST)}` };
}
export function phone(r: Rng, canada = false): string {
  return `(${canada ? r.pick([416, 905, 403, 587, 604, 778, 902, 204, 450, 514]) : r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 80, 90])];
  const table: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(table[n]!);
}

export function makeMerchant(seed: number, layout: string, caps: Caps): Merchant {
  const r = new Rng(`i37:${layout}:${seed}`);
  const canada = !!caps.canada;
  const [city, state, zip] = r.pick(canada ? CA : US) as [string, string, string];
  const [entity, entityId, suffix] = r.pick(canada ? CA_ENT : US_ENT);
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const word = r.pick(WORDS);
  const multi = /partnership|llp/.test(entityId);
  const n = Math.min(caps.maxOwners ?? 4, entityId === 'sole_proprietorship' ? 1 : r.weighted(multi ? [[2, 5], [3, 2], [4, 1]] as const : [[1, 4], [2, 4], [3, 2], [4, 1]] as const));
  const pcts = entityId === 'sole_proprietorship' ? [100] : shares(r, n);
  const base = { canada, entityId, state, city, zip };
  const owners = pcts.map((p, i) => owner(r, base, i, p));
  if (caps.score) for (const o of owners) o.score = r.chance(0.8) ? r.int(560, 790) : null;
  const sole = entityId === 'sole_proprietorship';
  const taken = new Set(owners.map((o) => `${o.first} ${o.last}`));
  const other = (): string => { for (;;) { const n = `${r.pick(FIRST)} ${r.pick(LAST)}`; if (!taken.has(n)) { taken.add(n); return n; } } };
  const numbered = canada && entityId === 'ca_corporation' && r.chance(0.3);
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : numbered ? `${r.int(1000000, 2999999)} ${({ ON: 'Ontario', AB: 'Alberta', BC: 'B.C.', NS: 'Nova Scotia', MB: 'Manitoba', QC: 'Québec' } as Record<string, string>)[state]} Inc.`
    : `${word} ${noun}${suffix}`;
  const dba = sole || numbered ? `${word} ${noun}` : r.chance(0.5) ? `${word} ${r.pick(['Group', 'Services', 'Co.', 'Express'])}` : null;
  const taxType = canada ? 'BN' : sole && r.chance(0.5) ? 'SSN' : 'EIN';
  const taxId = canada ? `${luhn9(r, r.pick([7, 8, 1]))} RC0001` : taxType === 'SSN' ? owners[0]!.taxId.replace(/^9/, '5') : ein(r);
  if (taxType === 'SSN') { owners[0]!.taxId = taxId; owners[0]!.taxType = 'SSN'; }
  const amount = round(r.float(15000, caps.maxAmount ?? 350000), 2500);
  const pay = caps.payment && r.chance(0.85);
  const freq = pay ? r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const) : null;
  const nPay = freq ? { daily: r.pick([120, 140, 160, 180]), weekly: r.pick([26, 36, 52]), biweekly: r.pick([20, 24, 26]), monthly: r.pick([12, 18, 24]) }[freq] : null;
  const payment = freq && nPay ? Math.round((amount * 1.35) / nPay * 100) / 100 : null;
  const bankName = canada ? r.pick(['North Shore Chartered Bank', 'Dominion Provincial Bank']) : `${r.pick(WORDS)} ${r.pick(['State Bank', 'National Bank', 'Federal Credit Union', 'Community Bank'])}`;
  const lenders = canada ? ['TD Canada Trust', 'BDC', 'RBC Royal Bank', 'Ford Credit Canada', 'Desjardins', 'Amex Bank of Canada'] : LENDERS;
  const loans: Loan[] = Array.from({ length: r.int(1, 3) }, () => ({ lender: r.pick(lenders), kind: r.pick(['Term loan', 'Equipment loan', 'Vehicle loan', 'Line of credit', 'Credit card', 'Mortgage']),
    balance: round(r.float(4000, 180000), 1), payment: round(r.float(250, 6000), 1), maturity: `${r.int(1, 12)}/${r.int(2027, 2033)}`,
    collateral: r.pick(['2019 Ford F-250', 'Equipment', 'Real estate', 'Blanket UCC', 'None', 'Vehicle']) }));
  return {
    canada, legal, dba, entity, entityId, industryText, industryId, taxId, taxType, street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`,
    city, state, zip: canada ? `${zip} ${r.int(1, 9)}${r.pick(['B', 'H', 'X'])}${r.int(1, 9)}` : `${zip}${r.int(10, 99)}`, phone: phone(r, canada),
    email: `${word.toLowerCase().replace(/ /g, '')}${r.pick(['office', 'info', 'accounts'])}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    start: date(r, 1996, 2023), incState: /corporation|llc|llp/.test(entityId) ? (canada ? r.pick(['Federal (CBCA)', 'ON', 'AB']) : r.pick(['DE', 'NV', state, state, 'WY'])) : state,
    employees: r.int(2, 85), amount, purpose: r.pick(['Working capital', 'Equipment purchase', 'Inventory', 'Expansion', 'Refinance existing debt']),
    payment, nPay, freq, revenue: round(r.float(300000, 4800000), 1), owners,
    bank: { name: bankName, routing: canada ? `${r.digits(5)}-${r.pick(['004', '003', '001'])}` : `${r.pick(['0', '1', '2'])}${r.digits(8)}`, account: r.digits(r.int(9, 12)), branch: String(r.int(100, 9899)).padStart(4, '0'),
      officer: other(), officerPhone: phone(r, canada), officerId: `${r.alnum(2)}${r.digits(4)}`, member: r.digits(8) },
    loans, coBorrower: other(), controller: other(),
    attorney: `${r.pick(LAST)} Law Group`, insurer: `${r.pick(WORDS)} Insurance Agency`, collateralOwner: `${r.pick(SPOUSE)} ${r.pick(LAST)}`,
    landlord: `${r.pick(WORDS)} Realty ${r.pick(['LLC', 'Trust', 'Partners'])}`, landlordPhone: phone(r), rent: round(r.float(1500, 14000), 50) + (payment !== null && Math.abs(payment % 50) < 0.01 ? 25 : 0),
    accountant: `${r.pick(LAST)} & ${r.pick(LAST)} CPAs`,
  };
}
