// The merchant behind one generated form: every value with the text to print and the value the truth holds for it.
// Drawn from its own Rng fork, so the three styles of a seed share it.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Printed<T> { text: string; value: T }
export interface Owner {
  name: string; first: string; last: string; role: string; pct: Printed<number>; score: Printed<number> | null;
  /** null: not printed; masked: printed but gives nothing. */
  tax: { text: string; digits: string | null; type: 'SSN' | 'ITIN' | 'SIN'; label: string } | null;
  dob: Printed<string> | null; home: string; homeState: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; dbaBlank: string | null;
  entity: { text: string; id: string; box: string | null };
  industry: Printed<string>;
  tax: { text: string; digits: string; type: string; label: string };
  street: string; city: string; state: Printed<string>; zip: string; phone: string; email: string; web: string;
  incState: string; start: Printed<string> | null; years: string;
  amount: Printed<number>; payment: Printed<number>; npay: Printed<number>; freq: Printed<string>; use: string;
  sales: string; revenue: string; owners: Owner[];
  advances: { funder: string; balance: string; payment: string }[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: string } | null;
  refs: { name: string; phone: string }[]; iso: { name: string; phone: string };
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Sofia', 'Marcus', 'Elena', 'Tomas', 'Grace', 'Andre', 'Leila', 'Owen', 'Nadia', 'Victor', 'Hannah', 'Luc'];
const LAST = ['Delgado', 'Smith-Jones', "O'Neill", 'van der Berg', 'De La Cruz', 'McKenzie', 'Tremblay', 'Nguyen', 'Patel', 'Kowalski', 'Okafor', 'St-Pierre', 'Brennan', 'di Marco'];
const DECOY_PEOPLE = ['Walter Briggs', 'Denise Farrow', 'Carl Uhlmann', 'Rita Okonkwo', 'Gordon Pike', 'Sheila Marsh', 'Bruno Castel', 'Lorna Vega'];
const CRED = ['DC', 'DDS', 'CPA', 'MD'];
const STEMS = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Northgate', 'Maple Hollow', 'Ironwood', 'Harborview', 'Red Cedar', 'Brightline', 'Granite Point', 'Silver Birch', 'Lakeshore'];
export const INDUSTRIES: [string, string][] = [['Veterinary clinic', 'veterinary'], ['Italian restaurant', 'restaurant'], ['Auto repair and body shop', 'auto_repair'],
  ['Hair salon', 'personal_care'], ['Plumbing contractor', 'specialty_trade_contractor'], ['Commercial cleaning', 'cleaning_services'],
  ['Landscaping and lawn care', 'landscaping'], ['Dental office', 'dental_practice'], ['Coffee shop', 'restaurant'], ['Daycare center', 'childcare'],
  ['Liquor store', 'liquor_store'], ['Gym / fitness center', 'fitness'], ['Pet grooming', 'pet_services'], ['Bakery cafe', 'restaurant'],
  ['Machine shop', 'manufacturing'], ['Dry cleaner', 'dry_cleaning'], ['Chiropractor', 'medical_practice'], ['Food truck', 'food_truck_catering'], ['Tire shop', 'auto_repair']];
const US_CITIES: [string, string, string, string][] = [['Scranton', 'PA', 'Pennsylvania', '18503'], ['Newark', 'NJ', 'New Jersey', '07102'], ['Columbus', 'OH', 'Ohio', '43215'],
  ['Tampa', 'FL', 'Florida', '33602'], ['Austin', 'TX', 'Texas', '78701'], ['Portland', 'ME', 'Maine', '04101'], ['Raleigh', 'NC', 'North Carolina', '27601'],
  ['Boise', 'ID', 'Idaho', '83702'], ['Fresno', 'CA', 'California', '93721'], ['Savannah', 'GA', 'Georgia', '31401'], ['Albany', 'NY', 'New York', '12207']];
const CA_CITIES: [string, string, string, string][] = [['Mississauga', 'ON', 'Ontario', 'L5B 1M2'], ['Laval', 'QC', 'Quebec', 'H7N 3Y8'], ['Surrey', 'BC', 'British Columbia', 'V3T 1V8'],
  ['Red Deer', 'AB', 'Alberta', 'T4N 1X5'], ['Saskatoon', 'SK', 'Saskatchewan', 'S7K 1J5'], ['Moncton', 'NB', 'New Brunswick', 'E1C 4B3'],
  ['Halifax', 'NS', 'Nova Scotia', 'B3J 1S9'], ['Winnipeg', 'MB', 'Manitoba', 'R3C 0A5']];
const STREETS = ['Market St', 'Elm Ave', 'Commerce Dr', 'King St W', 'Industrial Pkwy', 'Harbour Rd', 'Queen St E', 'Main St'];
const FUNDERS = ['Rapid Advance Partners', 'Bluewave Funding', 'Cornerstone Capital Group', 'Yellowstone Merchant', 'Pinnacle Business Funding', 'Fora Advance Co'];
const BANKS = { US: ['TD Bank', 'PNC Bank', 'Chase', 'Wells Fargo', 'Truist'], CA: ['RBC Royal Bank', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'] };
const WORDS = ['Enterprises', 'Group', 'Services', 'Ventures', 'Trading', 'Works'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

const p2 = (n: number) => String(n).padStart(2, '0');
export const money = (v: number, cents = false) => v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
function luhn9(r: Rng, first: string): string {
  const d = first + r.digits(7);
  for (let c = 0; c < 10; c++) {
    const s = d + c;
    let t = 0;
    for (let i = 0; i < 9; i++) { let x = Number(s[i]) * (i % 2 ? 2 : 1); if (x > 9) x -= 9; t += x; }
    if (t % 10 === 0) return s;
  }
  throw new Error('luhn');
}
function ssn(r: Rng): string {
  let a = r.int(1, 899); if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function date(r: Rng, y0: number, y1: number, country: Country, kind: 'start' | 'dob'): Printed<string> {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const fmts = country === 'CA' ? ['iso', 'long'] : kind === 'start' && y >= 2000 ? ['us', 'us2', 'long'] : ['us', 'long'];
  const f = r.pick(fmts);
  const text = f === 'iso' ? iso : f === 'long' ? `${MONTHS[m - 1]} ${d}, ${y}` : f === 'us2' ? `${m}/${d}/${p2(y % 100)}` : `${p2(m)}/${p2(d)}/${y}`;
  return { text, value: iso };
}

export function makeMerchant(r: Rng, country: Country, opts: { soleProp: boolean }): Merchant {
  const [city, code, stateName, zip] = r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const stem = r.pick(STEMS);
  const [indText, indId] = r.pick(INDUSTRIES);
  const nOwners = opts.soleProp ? 1 : r.pick([1, 2, 2]);
  const firsts = r.shuffle([...FIRST]), lasts = r.shuffle([...LAST]);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    const first = firsts[i]!, last = lasts[i]!, mi = r.pick(['', '', 'J.', 'R', 'K.']);
    const form = r.int(0, 3);
    const name = form === 0 ? `${last}, ${first}${mi ? ' ' + mi : ''}` : form === 1 && i === 0 && /clinic|Dental|Chiro/.test(indText) ? `${first} ${last}, ${r.pick(CRED)}`
      : `${first}${mi ? ' ' + mi : ''} ${last}`;
    const pct = i === nOwners - 1 ? left : r.pick([51, 60, 75, 50, 65]);
    left -= pct;
    const [hc, hs] = r.pick(country === 'US' ? US_CITIES : CA_CITIES);
    let tax: Owner['tax'] = null;
    const tk = r.int(0, 4);
    if (country === 'US' && tk > 0) {
      const s = ssn(r);
      tax = tk === 1 ? { text: `XXX-XX-${s.slice(-4)}`, digits: null, type: 'SSN', label: 'SSN' } : { text: s, digits: s.replace(/\D/g, ''), type: 'SSN', label: 'SSN' };
    } else if (country === 'CA' && tk > 0) {
      const s = luhn9(r, String(r.int(1, 7)));
      const sp = r.chance(0.5) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`;
      tax = tk === 1 ? { text: `*** *** ${s.slice(6)}`, digits: null, type: 'SIN', label: 'SIN' } : { text: sp, digits: s, type: 'SIN', label: 'SIN' };
    }
    const score = r.chance(0.6) ? r.int(560, 800) : null;
    owners.push({ name, first, last, role: r.pick(opts.soleProp ? ['Owner', 'Sole Owner'] : country === 'US' ? ['Owner', 'President', 'CEO', 'Managing Member', 'Partner', 'Vice President'] : ['President', 'Director', 'Owner', 'Secretary']),
      pct: { text: r.pick([`${pct}%`, `${pct} %`, String(pct)]), value: pct }, score: score === null ? null : { text: String(score), value: score },
      tax, dob: r.chance(0.8) ? date(r, 1955, 1995, country, 'dob') : null, home: `${r.int(10, 9999)} ${r.pick(['Oak Ln', 'Birch Ct', 'Ridge Rd', 'Rue Laurier', 'Cedar Cres'])}, ${hc}`, homeState: hs });
  }
  let legal: string, entity: Merchant['entity'];
  if (opts.soleProp) {
    legal = `${owners[0]!.first} ${owners[0]!.last}`;
    entity = { text: 'Sole Proprietor', id: 'sole_proprietorship', box: country === 'US' ? 'Sole Proprietor' : 'Sole Proprietorship' };
    if (country === 'CA') entity.text = 'Sole Proprietorship';
  } else if (country === 'US') {
    const e = r.pick<[string, string, string, string | null]>([['LLC', ' LLC', 'llc', 'LLC'], ['Corporation', ', Inc.', 'c_corporation', 'Corporation'], ['Inc.', ' Inc.', 'c_corporation', 'Corporation'],
      ['S Corp', ', Inc.', 's_corporation', null], ['Limited Liability Company', ', L.L.C.', 'llc', 'LLC'], ['LLP', ' LLP', 'llp', 'LLP'], ['Partnership', ' Partners', 'general_partnership', 'Partnership'],
      ['PLLC', ' PLLC', 'pllc', null], ['LP', ' Holdings, L.P.', 'limited_partnership', 'LP']]);
    legal = `${stem} ${r.pick(WORDS)}${e[1]}`;
    entity = { text: e[0], id: e[2], box: e[3] };
  } else {
    const e = r.pick<[string, string, string, string | null]>([['Corporation', ' Ltd.', 'ca_corporation', 'Corporation'], ['Inc.', ' Inc.', 'ca_corporation', 'Corporation'],
      ['Ltd.', ' Ltd.', 'ca_corporation', 'Corporation'], ['Partnership', ' Partners', 'general_partnership', 'Partnership'], ['ULC', ' ULC', 'ca_ulc', null], ['Co-operative', ' Co-op', 'cooperative', null]]);
    legal = r.chance(0.35) && e[2] === 'ca_corporation' ? `${r.int(1000000, 2999999)} ${stateName} Inc.` : `${stem} ${r.pick(WORDS)}${e[1]}`;
    entity = { text: e[0], id: e[2], box: e[3] };
  }
  const shop = `${stem} ${indText.replace(/\s*\/.*$/, '').replace(/\b[a-z]/g, (c) => c.toUpperCase())}`;
  const dbaK = r.int(0, 5);
  const dba = opts.soleProp || dbaK >= 2 ? shop : null;
  const dbaBlank = dba ? null : dbaK === 0 ? 'SAME' : 'N/A';
  let tax: Merchant['tax'];
  if (opts.soleProp && country === 'US') { const s = ssn(r); tax = { text: s, digits: s.replace(/\D/g, ''), type: 'SSN', label: 'SSN' }; }
  else if (country === 'US') {
    let pre = r.int(10, 99); while (EIN_BAD.has(pre)) pre = r.int(10, 99);
    const d = `${pre}${r.digits(7)}`;
    tax = r.chance(0.3) ? { text: d, digits: d, type: 'EIN', label: 'EIN' } : { text: `${d.slice(0, 2)}-${d.slice(2)}`, digits: d, type: 'EIN', label: 'EIN' };
  } else {
    const bn = luhn9(r, String(r.int(7, 8))), pa = r.pick(['RC0001', 'RT0001', 'RC0002']);
    const k = r.int(0, 3);
    tax = k === 0 ? { text: bn, digits: bn, type: 'BN', label: 'BN' } : { text: k === 1 ? `${bn} ${pa}` : k === 2 ? `${bn}${pa}` : `${bn}-${pa.slice(0, 2)}-${pa.slice(2)}`, digits: bn + pa, type: 'BN', label: 'BN' };
  }
  const amt = r.int(4, 50) * 5000;
  const npay = r.pick([60, 90, 120, 140, 24, 36]);
  const freq = npay <= 36 ? r.pick<[string, string]>([['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']]) : r.pick<[string, string]>([['Daily', 'daily'], ['Weekly', 'weekly']]);
  const pay = Math.round((amt * 1.38 / npay) * 100) / 100;
  const cad = country === 'CA' ? r.pick(['', ' CAD']) : '';
  const start = r.chance(0.85) ? date(r, 1996, 2023, country, 'start') : null;
  const others = r.shuffle([...(country === 'US' ? US_CITIES : CA_CITIES)]).filter((c) => c[1] !== code);
  const people = r.shuffle([...DECOY_PEOPLE]);
  const ph = () => `(${r.int(201, 989)}) 555-${String(r.int(100, 9999)).padStart(4, '0')}`;
  const nAdv = r.pick([0, 1, 1, 2]);
  // Decoys must never print a real value: a rent equal to the payment, years equal to an ownership share.
  const real = new Set([amt, pay, npay, ...owners.flatMap((o) => [o.pct.value, o.score?.value ?? -1])].map(String));
  const years = start ? 2026 - Number(start.value.slice(0, 4)) : r.int(2, 15);
  const rent = r.int(12, 90) * 100 + 50;
  return {
    country, legal, dba, dbaBlank, entity, industry: { text: indText, value: indId }, tax,
    street: `${r.int(12, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Unit ${r.int(2, 40)}` : ''}`, city,
    state: { text: r.chance(0.7) ? code : stateName, value: code }, zip, phone: ph(),
    email: `${r.pick(['info', 'office', 'accounts'])}@${stem.toLowerCase().replace(/\s+/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    web: `www.${stem.toLowerCase().replace(/\s+/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    incState: r.chance(0.5) ? (country === 'US' ? 'Delaware' : 'Canada (CBCA)') : others[0]![2], start, years: real.has(String(years)) ? `${years} yrs` : String(years),
    amount: { text: r.pick([`$${money(amt)}`, `$${money(amt, true)}`, `${money(amt)}`]) + cad, value: amt },
    payment: { text: `$${money(pay, true)}`, value: pay }, npay: { text: String(npay), value: npay }, freq: { text: freq[0], value: freq[1] },
    use: r.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Expansion / renovation', 'Marketing']),
    sales: `$${money(r.int(30, 400) * 1000 + r.int(1, 99) * 10 + 3)}`, revenue: `$${money(r.int(400, 4000) * 1000 + 517)}`, owners,
    advances: Array.from({ length: nAdv }, () => ({ funder: r.pick(FUNDERS), balance: `$${money(r.int(3000, 60000) + 0.37, true)}`, payment: `$${money(r.int(150, 900) + 0.25, true)}` })),
    bank: { name: r.pick(BANKS[country]), routing: country === 'US' ? `0${r.digits(8)}` : `0${r.digits(2)}-${r.digits(5)}`, account: r.digits(r.int(8, 11)) },
    landlord: r.chance(0.6) ? { name: people[0]!, phone: ph(), rent: `$${money(real.has(String(rent)) || Math.abs(rent - pay) < 1 ? rent + 25 : rent, true)}` } : null,
    refs: [{ name: people[1]!, phone: ph() }, { name: people[2]!, phone: ph() }], iso: { name: people[3]!, phone: ph() },
  };
}
