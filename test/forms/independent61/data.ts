// A fictional merchant for set 61: business, owners, funding request and the decoys around them (landlord, bank,
// existing funder, referral source). Values are generated once; each layout decides which of them it prints and how.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner { first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number;
  ssn: string; ssnKind: 'SSN' | 'ITIN' | 'SIN'; dob: Date; credit: number | null; home: string }
export interface Merchant {
  country: 'US' | 'CA'; region: string; city: string; zip: string; street: string; phone: string; email: string;
  legal: string; dba: string | null; entityText: string; entityId: string; industryText: string; industryId: string;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; start: Date; employees: number; homeBased: boolean;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; owners: Owner[];
  landlord: string; landlordPhone: string; rent: number; bank: string; routing: string; account: string;
  funder: string; funderBalance: number; funderPayment: number; referral: string; rep: string;
}

const FIRST = ['Maria', 'James', 'Luis', 'Priya', 'Derek', 'Tamika', 'Hector', 'Grace', 'Omar', 'Brittany', 'Cody', 'Ngoc', 'Rafael',
  'Shanice', 'Tyler', 'Yesenia', 'Darnell', 'Megan', 'Arturo', 'Kim', 'Jasmine', 'Wade', 'Lucia', 'Amir'];
const LAST = ['Gonzalez', 'Whitfield', 'Nguyen', 'Patel', 'Okafor', 'Harrington', 'De la Cruz', 'Nguyen-Tran', 'Van Dorn', 'Ramirez',
  'McAllister', 'Bui', 'Castillo', 'Boudreaux', 'Lindqvist', "O'Neal", 'Abernathy', 'Delgado', 'Hollis', 'Tso', 'Yazzie', 'Kowalski'];
const DECOY_FIRST = ['Earl', 'Bernadette', 'Stanley', 'Louise', 'Gordon', 'Verna'];
const DECOY_LAST = ['Pruitt', 'Hanover', 'Szabo', 'Quimby', 'Feldstein', 'Ashworth'];
const WORDS = ['Summit', 'Red Mesa', 'Blue Agave', 'Cedar Hollow', 'Pinnacle', 'Copper Canyon', 'Magnolia', 'Lone Oak', 'Golden Bear',
  'Harbor Light', 'Ironwood', 'Sundance', 'Peachtree', 'Front Range', 'Bluebonnet', 'Sierra Vista', 'Juniper', 'Northstar'];
// printed type-of-business text → industries reference id (longest alias contained, word-bounded)
export const INDUSTRIES: [string, string, string][] = [
  ['Mexican restaurant', 'restaurant', 'Cocina'], ['Coffee shop', 'restaurant', 'Coffee Co'], ['Collision repair / body shop', 'auto_repair', 'Collision'],
  ['Hair salon', 'personal_care', 'Salon'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['HVAC installation & repair', 'specialty_trade_contractor', 'Air'], ['Landscaping / lawn care', 'landscaping', 'Landscapes'],
  ['Dental office', 'dental_practice', 'Family Dental'], ['Veterinary clinic', 'veterinary', 'Animal Clinic'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Convenience store', 'convenience_store', 'Mart'], ['Daycare', 'childcare', 'Kids Academy'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Pet grooming', 'pet_services', 'Pet Spa'], ['Laundromat', 'dry_cleaning', 'Laundry'],
  ['Food truck', 'food_truck_catering', 'Tacos'], ['Roofing', 'specialty_trade_contractor', 'Roofing'], ['Clothing store', 'retail_general', 'Boutique'],
];
const PLACES: Record<string, [string, string, string][]> = {
  TX: [['Houston', '77057', '713'], ['San Antonio', '78216', '210'], ['Lubbock', '79424', '806'], ['Fort Worth', '76107', '817']],
  CA: [['Fresno', '93710', '559'], ['Riverside', '92503', '951'], ['San Jose', '95126', '408'], ['Oxnard', '93030', '805']],
  AZ: [['Mesa', '85204', '480'], ['Tucson', '85711', '520'], ['Glendale', '85301', '623']],
  CO: [['Aurora', '80012', '303'], ['Colorado Springs', '80909', '719'], ['Greeley', '80631', '970']],
  GA: [['Marietta', '30060', '770'], ['Savannah', '31405', '912'], ['Macon', '31204', '478']],
  AB: [['Calgary', 'T2E 7H7', '403'], ['Edmonton', 'T5J 0N3', '780'], ['Red Deer', 'T4N 1X4', '403']],
  BC: [['Surrey', 'V3T 2W1', '604'], ['Kelowna', 'V1Y 6H2', '250'], ['Burnaby', 'V5H 4M2', '604']],
};
const STREETS = ['Westheimer Rd', 'N Main St', 'E Camelback Rd', 'Colfax Ave', 'Peachtree Industrial Blvd', 'Ventura Blvd', '17 Ave SE',
  'King George Blvd', 'S Broadway', 'Bell Rd', 'Roswell Rd', 'Harwin Dr'];
const BANKS_US = ['Wells Fargo Bank', 'Chase', 'Bank of America', 'Frost Bank', 'Truist', 'Zions Bancorp', 'Navy Federal CU'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'ATB Financial', 'Scotiabank', 'BMO'];
const FUNDERS = ['Rapid Advance Funding', 'Everest Business Capital', 'Blue Ridge MCA', 'Kapitus-style Capital', 'Fox Run Funding', 'Velocity Merchant'];

function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
}
function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(10, 95); while (bad.has(p)) p = r.int(10, 95);
  return `${p}-${r.digits(7)}`;
}
function ssn(r: Rng): string { return `${String(r.int(101, 665))}-${String(r.int(10, 99))}-${String(r.int(1000, 9999))}`; }
function itin(r: Rng): string { return `9${r.digits(2)}-${r.pick(['70', '72', '78', '81', '84'])}-${String(r.int(1000, 9999))}`; }
function sin(r: Rng): string { const d = String(r.int(1, 7)) + r.digits(7); return d + luhnDigit(d); }
const date = (r: Rng, y0: number, y1: number) => new Date(Date.UTC(r.int(y0, y1), r.int(0, 11), r.int(1, 28)));

export function makeMerchant(r: Rng, country: 'US' | 'CA', maxOwners = 2): Merchant {
  const region = country === 'CA' ? r.pick(['AB', 'BC']) : r.pick(['TX', 'CA', 'AZ', 'CO', 'GA']);
  const [city, zip, area] = r.pick(PLACES[region]!);
  const tel = (a = area) => `(${a}) ${String(r.int(201, 989))}-${r.digits(4)}`;
  const [industryText, industryId, word] = r.pick(INDUSTRIES);
  const base = `${r.pick(WORDS)} ${word}`;
  const nOwners = r.weighted([[1, 5], [2, 4], [3, maxOwners >= 3 ? 2 : 0]] as const);
  const usedLast = new Set<string>();
  const owners: Owner[] = [];
  const split = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [80, 20]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  for (let i = 0; i < nOwners; i++) {
    let last = r.pick(LAST); while (usedLast.has(last)) last = r.pick(LAST);
    usedLast.add(last);
    const kind = country === 'CA' ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
    owners.push({ first: r.pick(FIRST), middle: r.chance(0.35) ? r.pick(['A', 'J', 'R', 'M', 'L']) : null, last,
      cred: industryId === 'dental_practice' && i === 0 && r.chance(0.5) ? 'DDS' : null,
      role: r.pick(nOwners === 1 ? ['Owner', 'President', 'CEO', 'Sole Owner'] : ['Managing Member', 'Partner', 'President', 'CEO', 'Member', 'Vice President']),
      pct: split[i]!, ssn: kind === 'SIN' ? sin(r) : kind === 'ITIN' ? itin(r) : ssn(r), ssnKind: kind, dob: date(r, 1958, 1996),
      credit: r.chance(0.5) ? r.int(540, 790) : null, home: `${r.int(100, 9899)} ${r.pick(['Mesquite Ln', 'Aspen Ct', 'Birch Way', 'Elm Cir'])}, ${city}` });
  }
  let entityText: string; let entityId: string; let legal: string; let taxIdType: Merchant['taxIdType']; let taxId: string;
  const o = owners[0]!;
  if (country === 'CA') {
    const e = r.weighted([[['Corporation', 'ca_corporation', ' Ltd.'], 5], [['Sole Proprietorship', 'sole_proprietorship', ''], 2], [['ULC', 'ca_ulc', ' ULC'], 1]] as const);
    [entityText, entityId] = [e[0], e[1]];
    legal = e[1] === 'sole_proprietorship' ? `${o.first} ${o.last}` : `${base}${e[2]}`;
    taxIdType = 'BN'; const d = String(r.int(1, 8)) + r.digits(7); taxId = `${d}${luhnDigit(d)}RC0001`;
    if (nOwners > 1 && e[1] === 'sole_proprietorship') owners.splice(1);
  } else {
    const e = r.weighted([[['LLC', 'llc', ' LLC'], 5], [['Corporation', 'c_corporation', ', Inc.'], 3], [['S Corp', 's_corporation', ' Inc.'], 2],
      [['Sole Proprietor', 'sole_proprietorship', ''], 2], [['Partnership', 'general_partnership', ' Partners'], 1], [['PLLC', 'pllc', ' PLLC'], 1]] as const);
    [entityText, entityId] = [e[0], e[1]];
    if (e[1] === 'sole_proprietorship') { owners.splice(1); owners[0]!.pct = 100; legal = `${o.first} ${o.last}`; taxIdType = o.ssnKind === 'ITIN' ? 'ITIN' : 'SSN'; taxId = o.ssn; }
    else { legal = `${base}${e[2]}`; taxIdType = 'EIN'; taxId = ein(r); }
    if (e[1] === 'general_partnership' && owners.length < 2) { entityText = 'LLC'; entityId = 'llc'; legal = `${base} LLC`; }
  }
  if (owners.length === 1) owners[0]!.pct = 100;
  const dba = entityId === 'sole_proprietorship' ? base : r.chance(0.5) ? `${r.pick(WORDS)} ${word}` : null;
  const amount = r.pick([15000, 25000, 35000, 50000, 75000, 100000, 125000, 150000, 250000]) + (r.chance(0.2) ? r.int(1, 99) * 50 : 0);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 160, 200]) : freq === 'weekly' ? r.pick([26, 36, 52]) : freq === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / nPayments) * 100) / 100;
  let funderBalance = r.int(8, 90) * 1000 + r.int(0, 99) * 10; if (funderBalance === amount) funderBalance += 730;
  const lf = r.pick(DECOY_FIRST); const ll = r.pick(DECOY_LAST);
  return { country, region, city, zip, street: `${r.int(100, 19999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`,
    phone: tel(), email: `${o.first.toLowerCase()}@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, legal, dba, entityText, entityId,
    industryText, industryId, taxId, taxIdType, start: date(r, 2004, 2022), employees: r.int(1, 45), homeBased: r.chance(0.2),
    amount, payment, nPayments, freq, use: r.pick(['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing']),
    monthlySales: r.int(18, 260) * 1000, owners,
    landlord: r.chance(0.5) ? `${lf} ${ll}` : `${ll} Property Management`, landlordPhone: tel(), rent: r.int(12, 95) * 100,
    bank: r.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: country === 'CA' ? `${r.digits(5)}-${r.digits(3)}` : `1${r.digits(8)}`, account: r.digits(r.int(9, 12)),
    funder: r.pick(FUNDERS), funderBalance, funderPayment: r.int(150, 1900), referral: r.pick(['Google search', `Referral - ${r.pick(DECOY_FIRST)} ${r.pick(DECOY_LAST)}`, 'Facebook ad', 'Existing client', 'Radio']),
    rep: `${r.pick(DECOY_FIRST)} ${r.pick(DECOY_LAST)}` };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');
export const iso = (d: Date) => d.toISOString().slice(0, 10);
export function fmtDate(d: Date, f: number): string {
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  return [`${p2(m)}/${p2(day)}/${y}`, `${m}/${day}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${day}, ${y}`, `${y}-${p2(m)}-${p2(day)}`][f % 4]!;
}
export function money(v: number, f: number): string {
  const whole = Math.round(v) === v;
  const s = v.toLocaleString('en-US', { minimumFractionDigits: whole && f % 2 ? 0 : 2, maximumFractionDigits: 2 });
  return [`$${s}`, `$${s}`, `${s}`, `$ ${s}`][f % 4]!;
}
export function ownerName(o: Owner, lastFirst: boolean): string {
  const cred = o.cred ? `, ${o.cred}` : '';
  return lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${cred}`;
}
export function maskId(digits: string, kind: string): string { return kind === 'SIN' ? `XXX XXX ${digits.slice(6)}` : `XXX-XX-${digits.slice(-4)}`; }
