// One fictional merchant per (layout, seed): every value as the merchant wrote it (the theme of set 224: the many ways
// people write entity types, dates, amounts, ownership, names and numbers) beside what applications.md reads from it.
// A value that cannot be read as a single value carries null (README.md lists which).
import { Rng } from '../../statements/generator/prng.ts';

/** A printed string and what a careful reader takes from it. */
export interface Val<T> { text: string; value: T | null }

export interface Owner {
  name: Val<string>; first: string; last: string; role: string; own: Val<number>; ssn: Val<string>; ssnType: string | null;
  dob: Val<string>; score: Val<number>; home: string; cell: string;
}

export interface Merchant {
  legal: string; dba: Val<string>; entity: Val<string>; industry: Val<string>; ein: Val<string>; einType: string | null;
  street: string; city: string; state: Val<string>; zip: string; phone: string; email: string; start: Val<string>;
  amount: Val<number>; payment: Val<number>; nPayments: Val<number>; freq: Val<string>; useOfFunds: string;
  monthlySales: string; incState: string; owners: Owner[]; landlord: string; landlordPhone: string; rent: string;
  iso: string; isoPhone: string; bank: string; routing: string; account: string;
  funders: { name: string; balance: string; payment: string }[]; refs: { name: string; phone: string }[];
}

const v = <T>(text: string, value: T | null): Val<Exclude<T, null>> => ({ text, value: value as Exclude<T, null> | null });
const pad = (n: number): string => String(n).padStart(2, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORD = (d: number): string => d + (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

/** Entity as written -> entity-types id (null: not one value). The `box` is the checkbox label it ticks, if any. */
export const ENTITIES: { text: string; id: string | null; box: string | null; suffix: string }[] = [
  { text: 'L.L.C.', id: 'llc', box: 'LLC', suffix: 'L.L.C.' },
  { text: 'Limited Liability Co.', id: 'llc', box: null, suffix: 'LLC' },
  { text: 'LLC', id: 'llc', box: 'LLC', suffix: 'LLC' },
  { text: 'S Corp', id: 's_corporation', box: 'S Corp', suffix: 'Inc.' },
  { text: 'S-Corporation', id: 's_corporation', box: null, suffix: 'Inc.' },
  { text: 'PLLC', id: 'pllc', box: null, suffix: 'PLLC' },
  { text: 'Sole Prop.', id: 'sole_proprietorship', box: 'Sole Prop.', suffix: '' },
  { text: 'DBA only', id: null, box: null, suffix: '' },
  { text: 'Corporation', id: 'c_corporation', box: 'Corporation', suffix: 'Corp.' },
  { text: 'C-Corp', id: 'c_corporation', box: null, suffix: 'Inc.' },
  { text: 'Partnership', id: 'general_partnership', box: 'Partnership', suffix: '& Partners' },
  { text: 'LLC / S Corp', id: null, box: null, suffix: 'LLC' },
];
/** The checkbox row of the checkbox layouts (the last is "Other: ___"). */
export const ENTITY_BOXES = ['Corporation', 'LLC', 'S Corp', 'Partnership', 'Sole Prop.', 'Non-Profit'];

/** Type of business as written -> industries id by the longest word-bounded label/alias (null: none). */
export const INDUSTRIES: [string, string | null][] = [
  ['Veterinary clinic', 'veterinary'], ['Family restaurant & catering', 'restaurant'], ['HVAC repair & install', 'specialty_trade_contractor'],
  ['Hair salon and day spa', 'personal_care'], ['Auto body shop', 'auto_repair'], ['Used car dealer', 'auto_dealer_used'],
  ['Dental office (general dentistry)', 'dental_practice'], ['Commercial cleaning / janitorial', 'cleaning_services'],
  ['Landscaping & snow removal', 'landscaping'], ['Dump truck hauling', 'trucking_local'], ['Boutique clothing store', 'retail_general'],
  ['Coffee shop / bakery', 'restaurant'], ['Physical therapy practice', 'medical_practice'], ['CPA firm / bookkeeping', 'professional_services'],
  ['Custom signage & vinyl wraps', null],
];

/** State written out or abbreviated -> code; cities that belong to it. */
const STATES: [string[], string, string[]][] = [
  [['Texas', 'Tex.', 'TX'], 'TX', ['Austin', 'El Paso', 'Lubbock']], [['California', 'Calif.', 'CA', 'Cal.'], 'CA', ['Fresno', 'Oakland', 'Riverside']],
  [['New York', 'N.Y.', 'NY'], 'NY', ['Albany', 'Yonkers', 'Buffalo']], [['Florida', 'Fla.', 'FL'], 'FL', ['Tampa', 'Ocala', 'Naples']],
  [['Pennsylvania', 'Penna.', 'Pa.'], 'PA', ['Erie', 'Scranton']], [['Illinois', 'Ill.', 'IL'], 'IL', ['Peoria', 'Joliet']],
  [['Georgia', 'Ga.', 'GA'], 'GA', ['Macon', 'Savannah']], [['New Jersey', 'N.J.'], 'NJ', ['Newark', 'Trenton']],
  [['Arizona', 'Ariz.'], 'AZ', ['Mesa', 'Tucson']], [['Colorado', 'Colo.'], 'CO', ['Pueblo', 'Boulder']],
];

const FIRST = ['Jose', 'Mary-Kate', 'Luis', 'Anh', 'Deborah', 'Jean-Paul', 'Priya', 'Marcus', 'Ana Lucia', 'Terrence', 'Grace', 'Omar'];
const LAST = ['de la Cruz', "O'Neil", 'Van der Berg', 'McAllister', 'St. Pierre', 'Di Marco', 'Nguyen', 'Okafor-Reyes', 'del Rio', 'MacLeod', 'Abernathy', 'Le Blanc'];
const SUFFIX = ['Jr.', 'Sr.', 'III', 'II'];
const CREDENTIAL = ['CPA', 'DDS', 'MD', 'Esq.', 'DC'];
const ROLES = ['Owner', 'President', 'Managing Member', 'CEO', 'Member', 'Partner', 'VP', 'Secretary'];
const WORDS: Record<number, string> = { 100: 'one hundred', 75: 'seventy-five', 60: 'sixty', 51: 'fifty-one', 50: 'fifty', 49: 'forty-nine',
  40: 'forty', 34: 'thirty-four', 33: 'thirty-three', 30: 'thirty', 25: 'twenty-five' };
const FRACTION: Record<number, string> = { 50: '1/2', 25: '1/4', 75: '3/4' };
const BIZ = ['Summit Ridge', 'Blue Heron', 'Iron Creek', 'Maple & Vine', 'Red Mesa', 'Lakeshore', 'Golden Spur', 'Northgate', 'Cedar Hollow'];
const NOUN = ['Services', 'Group', 'Enterprises', 'Holdings', 'Company', 'Works'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Pearl Merchant Funding', 'Fox Business Capital', 'Kalamata Partners'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Pinnacle National Bank', 'Heritage Trust Bank'];

function ssn(rng: Rng, itin: boolean): string { return (itin ? '9' + rng.digits(2) : String(rng.int(101, 665))) + pad(itin ? rng.int(70, 88) : rng.int(10, 99)) + rng.digits(4); }

/** A date written one of the theme's ways; month-only and year-only cannot be read as one date. */
export function writeDate(rng: Rng, y: number, m: number, d: number, kinds = ['mdy', 'mon', 'short', 'year', 'long', 'iso', 'mdy2']): Val<string> {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  switch (rng.pick(kinds)) {
    case 'mdy': return v(`${pad(m)}/${pad(d)}/${y}`, iso);
    case 'mon': return v(`${MONTHS[m - 1]} ${y}`, null);
    case 'short': return v(`${m}-${d}-${String(y).slice(2)}`, iso);
    case 'year': return v(String(y), null);
    case 'long': return v(`${MONTHS[m - 1]!.slice(0, 3)}${m === 5 ? '' : '.'} ${ORD(d)}, ${y}`, iso);
    case 'iso': return v(`${MONTHS[m - 1]} ${d}, ${y}`, iso);
    default: return v(`${m}/${d}/${String(y).slice(2)}`, iso);
  }
}

/** Money written the theme's ways; a range cannot be read as one amount. */
export function writeMoney(rng: Rng, n: number, allowRange: boolean): Val<number> {
  const grouped = n.toLocaleString('en-US');
  const kinds = ['k', 'plain', 'spaced', 'usd', 'dollar', ...(allowRange ? ['range'] : [])];
  switch (rng.pick(kinds)) {
    case 'k': return n % 1000 === 0 ? v(`$${n / 1000}k`, n) : v(`$${grouped}`, n);
    case 'plain': return v(grouped, n);
    case 'spaced': return v(`$ ${grouped.replace(/,/g, ' ')}`, n);
    case 'usd': return v(`USD ${grouped}.00`, n);
    case 'range': return v(`${Math.round(n / 1000)}K-${Math.round(n / 1000) + 25}K`, null);
    default: return v(`$${grouped}.00`, n);
  }
}

function writeOwnership(rng: Rng, p: number): Val<number> {
  const kinds: string[] = ['pct', 'pct', 'pctw', 'words', 'dec'];
  if (FRACTION[p]) kinds.push('frac');
  switch (rng.pick(kinds)) {
    case 'pct': return v(`${p}%`, p);
    case 'pctw': return v(`${p} pct`, p);
    case 'words': return v(`${WORDS[p] ?? p} percent`, p);
    case 'frac': return v(FRACTION[p]!, p);
    default: return p === 100 ? v('100%', 100) : v(`.${pad(p).replace(/0$/, '')}`, null);
  }
}

function writeSsn(rng: Rng, digits: string): { val: Val<string>; type: string | null } {
  const type = digits.startsWith('9') ? 'ITIN' : 'SSN';
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
  switch (rng.pick(['dash', 'space', 'bare', 'mask', 'mask2', 'wide', 'dots'])) {
    case 'dash': return { val: v(`${a}-${b}-${c}`, digits), type };
    case 'space': return { val: v(`${a} ${b} ${c}`, digits), type };
    case 'bare': return { val: v(digits, digits), type };
    case 'wide': return { val: v(`${a} - ${b} - ${c}`, digits), type };
    case 'dots': return { val: v(`${a}.${b}.${c}`, digits), type };
    case 'mask': return { val: v(`XXX-XX-${c}`, null), type: null };
    default: return { val: v(`***-**-${c}`, null), type: null };
  }
}

function phone(rng: Rng): string {
  const [a, b, c] = [String(rng.int(201, 989)), String(rng.int(200, 989)), rng.digits(4)];
  return rng.pick([`(${a}) ${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `${a}${b}${c}`, `${a}-${b}-${c}`]);
}

const SPLITS: number[][][] = [[[100]], [[50, 50], [60, 40], [75, 25], [51, 49]], [[40, 30, 30], [50, 25, 25], [34, 33, 33]]];

function makeOwner(rng: Rng, p: number, lastFirst: boolean, sole: boolean): Owner {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const mi = rng.chance(0.4) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
  let text: string;
  if (lastFirst) text = `${last}, ${first}${mi}`;
  else {
    const tail = rng.chance(0.25) ? ` ${rng.pick(SUFFIX)}` : rng.chance(0.25) ? `, ${rng.pick(CREDENTIAL)}` : '';
    text = `${first}${mi} ${last}${tail}`;
  }
  const s = writeSsn(rng, ssn(rng, rng.chance(0.15)));
  const by = rng.int(1958, 1994);
  const score = rng.int(560, 790);
  const scoreText = rng.pick([String(score), String(score), `${Math.floor(score / 10) * 10}+`, `${score - 20}-${score + 20}`, '']);
  return {
    name: v(text, text), first, last, role: sole ? 'Owner' : rng.pick(ROLES), own: writeOwnership(rng, p), ssn: s.val, ssnType: s.type,
    dob: writeDate(rng, by, rng.int(1, 12), rng.int(1, 28), ['mdy', 'short', 'long', 'iso', 'mdy2', 'year']),
    score: v(scoreText, /^\d+$/.test(scoreText) ? score : null),
    home: `${rng.int(10, 9899)} ${rng.pick(['Oak', 'Birch', 'Elm', 'Willow'])} ${rng.pick(['Ln', 'Ct', 'Dr'])}`, cell: phone(rng),
  };
}

export function makeMerchant(rng: Rng, maxOwners: number, lastFirst: boolean): Merchant {
  const ent = rng.pick(ENTITIES);
  const sole = ent.suffix === '';
  const n = sole ? 1 : rng.int(ent.suffix.startsWith('&') ? 2 : 1, maxOwners);
  const owners = rng.pick(SPLITS[n - 1]!).map((p) => makeOwner(rng, p, lastFirst, sole));
  const base = `${rng.pick(BIZ)} ${rng.pick(NOUN)}`;
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${base}${ent.suffix.startsWith('&') ? ' ' : ', '}${ent.suffix}`.replace(', LLC', rng.chance(0.5) ? ' LLC' : ', LLC');
  const dbaText = sole ? base : rng.pick([base.split(' ').slice(0, 2).join(' '), 'SAME', 'N/A', '', legal, `${rng.pick(BIZ)} Express`]);
  const dba = v(dbaText, dbaText === '' || dbaText === 'SAME' || dbaText === 'N/A' || dbaText === legal ? null : dbaText);
  const [stNames, code, cities] = rng.pick(STATES);
  const inc = rng.pick(STATES.filter((s) => s[1] !== code));
  const [ind, indId] = rng.pick(INDUSTRIES);
  let ein: Val<string>; let einType: string | null;
  if (sole && rng.chance(0.6)) {
    const d = o0.ssn.value ?? ssn(rng, false);
    ein = v(`${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, d); einType = d.startsWith('9') ? 'ITIN' : 'SSN';
  } else {
    const d = pad(rng.int(10, 98)) + rng.digits(7);
    ein = rng.pick([v(`${d.slice(0, 2)}-${d.slice(2)}`, d), v(`${d.slice(0, 2)} ${d.slice(2)}`, d), v(d, d), v(`XX-XXX${d.slice(5)}`, null)]);
    einType = ein.value ? 'EIN' : null;
  }
  const amount = rng.pick([25000, 40000, 50000, 75000, 120000, 62500, 150000]);
  const nPay = rng.pick([60, 90, 120, 26, 40]);
  const freq = nPay >= 60 ? 'daily' : rng.pick(['weekly', 'biweekly']);
  const pay = Math.round((amount * 1.35) / nPay);
  const freqText = { daily: ['Daily', 'daily (M-F)', 'DAILY'], weekly: ['Weekly', 'wkly', 'weekly'], biweekly: ['Bi-Weekly', 'biweekly', 'Bi-weekly'] }[freq]!;
  return {
    legal, dba, entity: v(ent.text, ent.id), industry: v(ind, indId), ein, einType,
    street: `${rng.int(100, 9899)} ${rng.pick(['Commerce', 'Main', 'Industrial', 'Market', 'Ridge'])} ${rng.pick(['St', 'Ave', 'Blvd', 'Pkwy'])}${rng.chance(0.3) ? ` Ste ${rng.int(1, 40) * 10}` : ''}`,
    city: rng.pick(cities), state: v(rng.pick(stNames), code), zip: rng.digits(5), phone: phone(rng),
    email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    start: writeDate(rng, rng.int(2003, 2021), rng.int(1, 12), rng.int(1, 28)),
    amount: writeMoney(rng, amount, true), payment: rng.chance(0.7) ? writeMoney(rng, pay, false) : v('', null),
    nPayments: rng.chance(0.7) ? rng.pick([v(String(nPay), nPay), v(`${nPay} pmts`, nPay), v(`${nPay} payments`, nPay)]) : v('', null),
    freq: v(rng.pick(freqText), freq), useOfFunds: rng.pick(['Inventory', 'Payroll & expansion', 'Equipment repair', 'Working capital']),
    monthlySales: `$${(rng.int(30, 180) * 1000).toLocaleString('en-US')}`, incState: rng.pick(inc[0]), owners,
    landlord: `${rng.pick(['Pioneer', 'Westfield', 'Crown'])} Property Mgmt`, landlordPhone: phone(rng), rent: `$${rng.int(18, 95) * 100}`,
    iso: `${rng.pick(['Dana', 'Kyle', 'Rita', 'Sam'])} ${rng.pick(['Whitfield', 'Ortiz', 'Baker'])}`, isoPhone: phone(rng),
    bank: rng.pick(BANKS), routing: '0' + rng.digits(8), account: rng.digits(rng.int(8, 12)),
    funders: rng.chance(0.6) ? [{ name: rng.pick(FUNDERS), balance: `$${rng.int(5, 60)},${rng.digits(3)}`, payment: `$${rng.int(150, 900)}/day` }] : [],
    refs: [{ name: `${rng.pick(['Sysco', 'Uline', 'Grainger', 'Fastenal'])} Supply`, phone: phone(rng) }],
  };
}
