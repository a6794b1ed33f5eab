// A seeded merchant for set 60: the business, its owners, the funding request and the decoys an intake carries
// (landlord, referrer, ISO rep, bank, existing advance, state of incorporation). Every value has its printed text and
// the truth it gives (applications.md's rules), so a layout only chooses where and how to print.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  first: string; last: string; full: string; title: string; pct: number;
  taxText: string | null; taxDigits: string | null; taxType: 'SSN' | 'ITIN' | 'SIN' | null;
  dobIso: string | null; dobText: string | null; credit: number | null; home: string;
}
export interface Decoys {
  landlord: string; landlordPhone: string; rent: string; rep: string; repPhone: string; referrer: string;
  bank: string; routing: string; account: string; funder: string; funderBalance: string; funderPayment: string;
  incState: string; refs: string[]; refPhones: string[];
}
export interface Merchant {
  country: Country; lower: boolean;
  legal: string; dbaText: string | null; dbaTruth: string | null;
  entityText: string; entityId: string; industryText: string; industryId: string;
  taxText: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  street: string; city: string; region: string; regionName: string; postal: string;
  phone: string; email: string; website: string | null;
  startIso: string | null; startText: string | null; yearsText: string | null;
  amount: number; amountText: string; payment: number | null; paymentText: string | null; nPayments: number | null;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null; useOfFunds: string; monthlySales: string; employees: string;
  owners: Owner[]; decoys: Decoys;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomas', 'Priya', 'Derek', 'Linh', 'Robert', 'Fatima', 'Carlos', 'Megan', 'Omar', 'Grace',
  'Andre', 'Sofia', 'Kevin', 'Nadia', 'Luis', 'Heather', 'Wei', 'Jasmine', 'Patrick', 'Elena', 'Marcus', 'Chantal', 'Raj'];
const LAST = ['Rivera', 'Okafor', 'Nguyen', 'Castillo', 'Patel', 'Brennan', 'Tremblay', 'Kowalski', 'Haddad', 'Lindqvist', 'Moreau',
  'Washington', 'Smith-Jones', 'De La Cruz', "O'Neill", 'Van der Berg', 'Gauthier', 'Abernathy', 'Mendoza-Ruiz', 'Fitzgerald', 'Osei', 'Bouchard'];
const DECOY_FIRST = ['Tony', 'Dana', 'Gary', 'Brenda', 'Vince', 'Shelly', 'Rick', 'Lorraine', 'Stu', 'Marla'];
const DECOY_LAST = ['Whitfield', 'Pruitt', 'Delgado', 'Hammond', 'Kessler', 'Ambrose', 'Sorensen', 'Yates'];
const WORDS = ['Summit', 'Harbor', 'Blue Heron', 'Northgate', 'Red Maple', 'Golden Oak', 'Riverside', 'Copper', 'Lakeshore', 'Pinecrest',
  'Silver Line', 'Cedar', 'Eastside', 'Prairie', 'Keystone', 'Sunrise', 'Ironwood', 'Bayview'];
/** printed type-of-business text, industry id (checked against industries.json by the test), name nouns */
const INDUSTRIES: [string, string, string[]][] = [
  ['Hair salon', 'personal_care', ['Hair Studio', 'Salon']], ['Pizzeria', 'restaurant', ['Pizza Co', 'Pizzeria']],
  ['Coffee shop', 'restaurant', ['Coffee', 'Roasters']], ['Plumbing contractor', 'specialty_trade_contractor', ['Plumbing', 'Plumbing & Drain']],
  ['HVAC', 'specialty_trade_contractor', ['Heating & Air', 'Mechanical']], ['Dental office', 'dental_practice', ['Dental', 'Family Dentistry']],
  ['Local trucking', 'trucking_local', ['Hauling', 'Transport']], ['Food truck', 'food_truck_catering', ['Eats', 'Street Kitchen']],
  ['Convenience store', 'convenience_store', ['Mini Mart', 'Market']], ['Daycare', 'childcare', ['Kids Academy', 'Little Learners']],
  ['Nail salon', 'personal_care', ['Nails', 'Nail Bar']], ['Auto shop', 'auto_repair', ['Auto Care', 'Automotive']],
  ['Tire shop', 'auto_repair', ['Tire & Wheel', 'Tire']], ['Veterinary clinic', 'veterinary', ['Animal Hospital', 'Veterinary']],
  ['Landscaper', 'landscaping', ['Lawn & Landscape', 'Outdoor']], ['Dry cleaner', 'dry_cleaning', ['Cleaners', 'Dry Cleaning']],
  ['Yoga studio', 'fitness', ['Yoga', 'Fitness']], ['Moving company', 'trucking_local', ['Movers', 'Moving']],
  ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine & Wellness']], ['Janitorial', 'cleaning_services', ['Janitorial', 'Building Services']],
  ['Liquor store', 'liquor_store', ['Wine & Spirits', 'Liquors']], ['Online store', 'ecommerce', ['Goods', 'Supply']],
  ['Dog grooming', 'pet_services', ['Pet Spa', 'Grooming']], ['Wholesale distributor', 'wholesale_distribution', ['Distributors', 'Wholesale']],
  ['General contractor', 'general_contractor', ['Builders', 'Construction']], ['Bookkeeping', 'professional_services', ['Bookkeeping', 'Accounting']],
  ['Grocery store', 'grocery', ['Foods', 'Grocery']], ['Machine shop', 'manufacturing', ['Machine Works', 'Fabrication']],
];
const US_PLACES: [string, string, string, string][] = [['Dayton', 'OH', 'Ohio', '454'], ['Tampa', 'FL', 'Florida', '336'],
  ['Mesa', 'AZ', 'Arizona', '852'], ['Raleigh', 'NC', 'North Carolina', '276'], ['Fresno', 'CA', 'California', '937'],
  ['Paterson', 'NJ', 'New Jersey', '075'], ['Spokane', 'WA', 'Washington', '992'], ['Tulsa', 'OK', 'Oklahoma', '741'],
  ['Yonkers', 'NY', 'New York', '107'], ['Aurora', 'CO', 'Colorado', '800'], ['Macon', 'GA', 'Georgia', '312'], ['El Paso', 'TX', 'Texas', '799']];
const CA_PLACES: [string, string, string, string][] = [['Mississauga', 'ON', 'Ontario', 'L5B'], ['Laval', 'QC', 'Quebec', 'H7N'],
  ['Surrey', 'BC', 'British Columbia', 'V3T'], ['Calgary', 'AB', 'Alberta', 'T2P'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'],
  ['Halifax', 'NS', 'Nova Scotia', 'B3H'], ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'], ['Moncton', 'NB', 'New Brunswick', 'E1C']];
const STREETS = ['Main St', 'Elm Street', 'Commerce Dr', 'Industrial Pkwy', 'King St W', 'Oak Ave', 'Market Street', 'Route 9', 'Lakeview Blvd', 'Church Rd'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const US_BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'PNC Bank', 'TD Bank', 'Regions Bank', 'Truist'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Cap Partners', 'Greenway Funding', 'Velocity Advance Co', 'Stonegate Capital', 'Pinnacle Business Funding'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
export function money(rng: Rng, n: number, country: Country, lower: boolean): string {
  const c = n.toLocaleString('en-US');
  if (lower) return rng.pick([String(n), String(n), c]);
  const f = rng.pick([`$${c}`, `$${c}`, `$${c}.00`, c, `$ ${c}`]);
  return country === 'CA' && rng.chance(0.4) ? rng.pick([`${f} CAD`, `CAD ${c}`]) : f;
}
export function dateText(rng: Rng, y: number, m: number, d: number, country: Country, lower: boolean): string {
  if (lower) return rng.pick([`${m}/${d}/${String(y).slice(2)}`, `${m}/${d}/${y}`, `${m}-${d}-${y}`]);
  const opts = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`];
  if (country === 'CA') opts.push(`${y}-${pad(m)}-${pad(d)}`, `${y}-${pad(m)}-${pad(d)}`);
  return rng.pick(opts);
}
function ssn(rng: Rng): string {
  let a = rng.int(1, 665);
  if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}
function ein(rng: Rng): string {
  const ok = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46, 47, 48, 52, 54, 56, 58, 59, 61, 62, 65, 66, 68, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
  return `${rng.pick(ok)}-${rng.digits(7)}`;
}
function sin(rng: Rng): string {
  const s = luhnComplete(String(rng.int(1, 7)) + rng.digits(7));
  return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
}
function person(rng: Rng, used: Set<string>): [string, string] {
  for (;;) {
    const f = rng.pick(FIRST), l = rng.pick(LAST);
    if (!used.has(f) && !used.has(l)) { used.add(f); used.add(l); return [f, l]; }
  }
}

export function makeMerchant(seed: number, layout: string, o: { country?: Country; lower?: boolean; maxOwners?: number }): Merchant {
  const rng = new Rng(`ind60:${layout}:${seed}`);
  const country: Country = o.country ?? (rng.chance(0.3) ? 'CA' : 'US');
  const lower = !!o.lower;
  const L = (s: string) => (lower ? s.toLowerCase() : s);
  const used = new Set<string>();
  const nOwners = rng.weighted([[1, 5], [2, 3], [3, 1]].filter(([n]) => n! <= (o.maxOwners ?? 3)) as [number, number][]);
  const [indText, indId, nouns] = rng.pick(INDUSTRIES);
  const owners: Owner[] = [];
  const split = rng.pick(nOwners === 1 ? [[100], [100], [51], [80]] : nOwners === 2 ? [[50, 50], [51, 49], [60, 40], [75, 25]] : [[40, 30, 30], [50, 25, 25], [34, 33, 33]]);
  for (let i = 0; i < nOwners; i++) {
    const [f, l] = person(rng, used);
    const pct = split[i]!;
    const mid = rng.chance(0.25) ? ` ${rng.pick(['A', 'J', 'M', 'T', 'R'])}.` : '';
    const masked = rng.chance(0.3), absent = !masked && rng.chance(0.1);
    const raw = country === 'CA' ? sin(rng) : rng.chance(0.08) ? `9${rng.digits(2)}-${rng.pick(['70', '78', '84', '92'])}-${rng.digits(4)}` : ssn(rng);
    const taxType = country === 'CA' ? 'SIN' : raw.startsWith('9') ? 'ITIN' : 'SSN';
    const maskedText = country === 'CA' ? `*** *** ${raw.slice(-3)}` : rng.pick([`XXX-XX-${raw.slice(-4)}`, `***-**-${raw.slice(-4)}`]);
    const y = rng.int(1958, 1994), m = rng.int(1, 12), d = rng.int(1, 28);
    const hasDob = rng.chance(0.8);
    owners.push({ first: L(f), last: L(l), full: L(`${f}${mid} ${l}`), title: L(rng.pick(i === 0 ? ['Owner', 'CEO', 'President', 'Managing Member', 'Owner/Operator'] : ['Partner', 'VP', 'Member', 'Co-Owner', 'Secretary'])),
      pct, taxText: absent ? null : masked ? maskedText : raw, taxDigits: absent || masked ? null : raw.replace(/\D/g, ''), taxType: absent || masked ? null : taxType,
      dobIso: hasDob ? `${y}-${pad(m)}-${pad(d)}` : null, dobText: hasDob ? dateText(rng, y, m, d, country, lower) : null,
      credit: rng.chance(0.4) ? rng.int(540, 790) : null, home: L(`${rng.int(10, 9999)} ${rng.pick(STREETS)}`) });
  }
  const place = rng.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const word = rng.pick(WORDS), noun = rng.pick(nouns);
  const ent: [string, string][] = country === 'CA'
    ? [['Corporation', 'ca_corporation'], ['Inc.', 'ca_corporation'], ['Ltd.', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['ULC', 'ca_ulc']]
    : [['LLC', 'llc'], ['LLC', 'llc'], ['Corporation', 'c_corporation'], ['Inc.', 'c_corporation'], ['S Corp', 's_corporation'], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['L.L.C.', 'llc']];
  let [entityText, entityId] = rng.pick(ent);
  if (entityId === 'general_partnership' && nOwners === 1) [entityText, entityId] = country === 'CA' ? ['Corporation', 'ca_corporation'] : ['LLC', 'llc'];
  const sole = entityId === 'sole_proprietorship';
  const base = `${word} ${noun}`;
  const suffix = entityId === 'llc' ? rng.pick([' LLC', ', LLC', ' L.L.C.']) : entityId === 'ca_ulc' ? ' ULC'
    : entityText === 'Inc.' ? rng.pick([' Inc.', ', Inc.']) : entityText === 'Ltd.' ? ' Ltd.' : /corporation/.test(entityId) ? (country === 'CA' ? rng.pick([' Ltd.', ' Inc.', ' Corp.', ' Limited']) : rng.pick([', Inc.', ' Inc', ' Corp.', ' Corporation']))
    : entityId === 'general_partnership' ? rng.pick([' Partners', ' & Co.']) : '';
  const legal = L(sole ? `${owners[0]!.first} ${owners[0]!.last}` : base + suffix);
  const dbaMode = sole ? 'name' : rng.weighted([['name', 4], ['blank', 3], ['same', 2]] as const);
  const dbaText = dbaMode === 'name' ? L(sole ? base : rng.chance(0.5) ? base : `${word} ${rng.pick(nouns)}`) : dbaMode === 'same' ? rng.pick(['SAME', 'Same', 'N/A', 'same']) : null;
  const dbaTruth = dbaText && !/^(same|n\/a)$/i.test(dbaText) && dbaText !== legal ? dbaText : null;
  let taxText: string, taxType: Merchant['taxType'];
  if (country === 'CA') { const bn = luhnComplete(String(rng.int(1, 9)) + rng.digits(7)); const pa = rng.pick(['RC0001', 'RT0001', 'RP0001']); taxText = rng.pick([`${bn} ${pa}`, `${bn}${pa}`, `${bn} ${pa.slice(0, 2)} ${pa.slice(2)}`]); taxType = 'BN'; }
  else if (sole && owners[0]!.taxDigits && rng.chance(0.6)) { taxText = ssn(rng); taxType = 'SSN'; owners[0]!.taxText = taxText; owners[0]!.taxDigits = taxText.replace(/\D/g, ''); owners[0]!.taxType = 'SSN'; }
  else { taxText = ein(rng); taxType = 'EIN'; }
  if (lower && taxType === 'EIN' && rng.chance(0.5)) taxText = taxText.replace('-', ''); // typed on a phone: no dash
  const sy = rng.int(2004, 2022), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const startMode = rng.weighted([['date', 7], ['years', 2], ['none', 1]] as const);
  const amount = rng.int(10, 250) * 1000 / (rng.chance(0.3) ? 2 : 1);
  const freq = rng.weighted([['daily', 3], ['weekly', 4], ['biweekly', 1], ['monthly', 1], [null, 2]] as const);
  const nPayments = freq === 'daily' ? rng.pick([120, 140, 160]) : freq === 'weekly' ? rng.pick([26, 36, 52]) : freq === 'biweekly' ? rng.pick([13, 26]) : freq === 'monthly' ? rng.pick([6, 12]) : null;
  const payment = nPayments ? Math.round(amount * 1.35 / nPayments) : null;
  const D = (a: string, b: string) => L(`${a} ${b}`);
  const bankRng = rng.fork('bank');
  const routing = country === 'CA' ? `${bankRng.digits(5)}-${bankRng.pick(['003', '004', '002', '001', '815'])}` : luhnRouting(bankRng);
  const fb = rng.int(4, 60) * 1000 + 350;
  // decoy amounts never equal a value of the truth: sales, rent and balances end off the round hundreds the request uses
  let fp = rng.int(80, 240) * 10 + 7;
  if (fp === payment) fp += 10;
  const decoys: Decoys = {
    landlord: rng.chance(0.5) ? D(rng.pick(DECOY_FIRST), rng.pick(DECOY_LAST)) : L(`${rng.pick(['Midtown', 'Crossroads', 'Parkside'])} Properties LLC`),
    landlordPhone: phone(rng), rent: money(rng, rng.int(12, 80) * 100 + 50, country, lower), rep: D(rng.pick(DECOY_FIRST), rng.pick(DECOY_LAST)), repPhone: phone(rng),
    referrer: D(rng.pick(DECOY_FIRST), rng.pick(DECOY_LAST)), bank: rng.pick(country === 'CA' ? CA_BANKS : US_BANKS), routing, account: bankRng.digits(rng.int(8, 11)),
    funder: rng.pick(FUNDERS), funderBalance: money(rng, fb, country, lower), funderPayment: money(rng, fp, country, lower),
    incState: country === 'CA' ? rng.pick(['Federal (CBCA)', 'Ontario', 'British Columbia']) : rng.pick(['Delaware', 'Nevada', 'Wyoming']),
    refs: [L(`${rng.pick(WORDS)} Supply Co`), L(`${rng.pick(['Allied', 'Metro', 'Central'])} Wholesale`)], refPhones: [phone(rng), phone(rng)],
  };
  const postal = country === 'CA' ? `${place[3]} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R', 'W'])}${rng.int(1, 9)}` : `${place[3]}${pad(rng.int(1, 99))}`;
  const slug = base.toLowerCase().replace(/[^a-z]/g, '');
  return { country, lower, legal, dbaText, dbaTruth, entityText: L(entityText), entityId, industryText: L(indText), industryId: indId,
    taxText, taxDigits: taxText.replace(/[^0-9A-Z]/g, ''), taxType,
    street: L(`${rng.int(10, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` ${rng.pick(['Unit', 'Suite', '#'])} ${rng.int(1, 40)}` : ''}`),
    city: L(place[0]), region: lower ? place[1].toLowerCase() : place[1], regionName: place[2], postal: lower ? postal.toLowerCase() : postal,
    phone: lower ? phone(rng).replace(/\D/g, '') : phone(rng), email: `${owners[0]!.first.toLowerCase().replace(/\W/g, '')}@${slug}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.5) ? `www.${slug}.${country === 'CA' ? 'ca' : 'com'}` : null,
    startIso: startMode === 'date' ? `${sy}-${pad(sm)}-${pad(sd)}` : null, startText: startMode === 'date' ? dateText(rng, sy, sm, sd, country, lower) : null,
    yearsText: startMode === 'years' ? `${2025 - sy} ${lower ? 'yrs' : 'years'}` : null,
    amount, amountText: money(rng, amount, country, lower), payment, paymentText: payment ? money(rng, payment, country, lower) : null, nPayments, freq,
    useOfFunds: L(rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation'])),
    monthlySales: money(rng, rng.int(25, 400) * 1000 + rng.pick([120, 340, 610, 875]), country, lower), employees: String(rng.int(1, 40)), owners, decoys };
}
function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(200, 989), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}
function luhnRouting(rng: Rng): string {
  const d = rng.pick(['0', '1', '2', '3']) + rng.digits(7);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...d].reduce((a, c, i) => a + Number(c) * w[i]!, 0);
  return d + String((10 - (s % 10)) % 10);
}
