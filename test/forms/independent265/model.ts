// One fictional merchant, its owners and the decoy parties around it, with every printed shape chosen per seed and
// the value each printed shape reads as (applications.md). Layouts decide which of these they print.
import type { Rng } from '../../statements/generator/prng.ts';
import { ADJ, BANKS, CREDENTIAL, FIRST, FUNDERS, INDUSTRIES, LAST, MIDDLE, PLACES, STREETS, SUFFIX, TITLES, USES, person, phone,
  type Place } from './data.ts';

export interface Printed<T> { text: string; value: T | null }

export interface Owner {
  /** As printed on the name line (shape chosen by the layout: natural or "Last, First"). */
  name: string; lastFirst: string; first: string; last: string;
  title: string; pct: Printed<number>; ssn: Printed<string> & { type: string | null; country: string | null };
  dob: Printed<string>; home: string; homeCity: string; cell: string; email: string; credit: Printed<number>;
}

export interface Merchant {
  legal: string; dba: Printed<string>;
  entity: { id: string; text: string; box: string; other: string };
  ein: Printed<string> & { type: string | null; bare: boolean };
  start: Printed<string>; years: string;
  place: Place; street: string; phone: string; email: string; website: string;
  industry: { text: string; id: string };
  incState: string; own: 'Own' | 'Rent'; employees: string; monthlySales: string;
  amount: Printed<number>; payment: Printed<number>; numPayments: Printed<number>; frequency: { label: string; id: string };
  use: string; owners: Owner[];
  advances: { funder: string; balance: string; payment: string }[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: string };
  references: { name: string; phone: string }[];
  rep: { name: string; phone: string; email: string };
  accountant: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

export function date(rng: Rng, y0: number, y1: number, twoDigit: boolean): Printed<string> {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const shapes = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`];
  if (twoDigit) shapes.push(`${m}/${d}/${String(y).slice(2)}`);
  return { text: rng.pick(shapes), value: iso };
}

export function money(rng: Rng, n: number, cents: boolean): string {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  return rng.pick([`$${c}`, `$ ${c}`, c, `$${c}`]);
}

function ein(rng: Rng): string {
  const prefixes = ['12', '20', '27', '33', '45', '46', '47', '52', '56', '61', '74', '81', '83', '84', '87', '88', '90', '92', '95'];
  return rng.pick(prefixes) + rng.digits(7).replace(/^0{7}$/, '1234567');
}
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${rng.digits(2)}${rng.pick(['50', '63', '71', '84', '91', '95'])}${rng.int(1000, 9999)}`;
  return `${rng.int(101, 665)}${pad(rng.int(1, 99))}${rng.int(1001, 9999)}`;
}
const dash = (s: string) => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;

function owner(rng: Rng, pct: number, used: Set<string>, place: Place): Owner {
  let first = rng.pick(FIRST), last = rng.pick(LAST);
  while (used.has(last)) last = rng.pick(LAST);
  used.add(last);
  const shape = rng.weighted([['plain', 4], ['middle', 3], ['suffix', 1], ['cred', 1]] as const);
  const mid = shape === 'middle' ? ` ${rng.pick(MIDDLE)}.` : '';
  const tail = shape === 'suffix' ? ` ${rng.pick(SUFFIX)}` : shape === 'cred' ? `, ${rng.pick(CREDENTIAL)}` : '';
  if (first === last) first = 'Maria';
  const name = `${first}${mid} ${last}${tail}`;
  const lastFirst = `${last}${shape === 'suffix' ? tail : ''}, ${first}${mid}`;
  const itin = rng.chance(0.1);
  const raw = ssn(rng, itin);
  const shapeT = rng.weighted([['full', 4], ['bare', 1], ['masked', 3], ['blank', 1]] as const);
  const type = itin ? 'ITIN' : 'SSN';
  const ssnP = shapeT === 'full' ? { text: dash(raw), value: raw, type, country: 'US' }
    : shapeT === 'bare' ? { text: raw, value: raw, type, country: 'US' }
      : shapeT === 'masked' ? { text: rng.pick([`XXX-XX-${raw.slice(5)}`, `***-**-${raw.slice(5)}`, `xxx-xx-${raw.slice(5)}`]), value: null, type: 'SSN', country: 'US' }
        : { text: '', value: null, type: null, country: null };
  const dob = rng.chance(0.85) ? date(rng, 1956, 1994, false) : { text: '', value: null };
  const credit = rng.chance(0.6) ? (() => { const c = rng.int(540, 790); return { text: String(c), value: c }; })() : { text: '', value: null };
  const pctText = rng.pick([`${pct}%`, `${pct}`, `${pct} %`]);
  const home = `${rng.int(10, 9899)} ${rng.pick(STREETS)}`;
  return { name, lastFirst, first, last, title: '', pct: { text: pctText, value: pct }, ssn: ssnP, dob, home,
    homeCity: `${place.city}, ${place.state} ${place.zip}`, cell: phone(rng, place.area),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    credit };
}

const SHARES: number[][][] = [[[100], [100], [100], [80], [51]], [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]],
  [[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]], [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];

const ENTITIES: { id: string; texts: string[]; box: string; suffix: string[] }[] = [
  { id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company'], box: 'LLC', suffix: [' LLC', ', LLC', ' L.L.C.'] },
  { id: 'c_corporation', texts: ['Corporation', 'C-Corp', 'Corp.'], box: 'Corporation', suffix: [', Inc.', ' Inc.', ' Corp.', ' Corporation'] },
  { id: 's_corporation', texts: ['S Corp', 'S-Corp', 'S Corporation'], box: 'S-Corp', suffix: [', Inc.', ' Inc'] },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], box: 'Partnership', suffix: [' Partners', ' & Associates'] },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], box: '', suffix: [', LP', ' L.P.'] },
  { id: 'llp', texts: ['LLP'], box: '', suffix: [' LLP'] },
  { id: 'pllc', texts: ['PLLC'], box: '', suffix: [' PLLC'] },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], box: 'Sole Proprietor', suffix: [''] },
];

export function merchant(rng: Rng, maxOwners: number): Merchant {
  const place = rng.pick(PLACES);
  const [itext, iid, words] = rng.pick(INDUSTRIES);
  const ent = rng.weighted(ENTITIES.map((e) => [e, e.id === 'llc' ? 5 : e.id === 'c_corporation' || e.id === 'sole_proprietorship' ? 3 : 1] as const));
  const n = ent.id === 'sole_proprietorship' ? 1 : Math.min(maxOwners, rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const));
  const shares = rng.pick(SHARES[n - 1]!);
  const used = new Set<string>();
  const owners = shares.map((p) => owner(rng, p, used, rng.chance(0.8) ? place : rng.pick(PLACES)));
  const titles = ent.id === 'llc' || ent.id === 'pllc' ? ['Managing Member', 'Member', 'Owner', 'CEO']
    : ent.id.includes('partnership') || ent.id === 'llp' ? ['Partner', 'General Partner', 'Managing Partner']
      : ent.id === 'sole_proprietorship' ? ['Owner', 'Sole Owner', 'Proprietor'] : ['President', 'CEO', 'Vice President', 'Secretary', 'CFO'];
  owners.forEach((o, i) => { o.title = i === 0 ? rng.pick(titles) : rng.pick([...titles, rng.pick(TITLES)]); });
  const base = `${rng.pick(ADJ)} ${rng.pick(words)}`;
  const kind = itext.split(/[ /]/)[0]!;
  const legal = ent.id === 'sole_proprietorship' ? owners[0]!.name.replace(/,.*$/, '') : `${base} ${rng.pick([kind, 'Group', 'Enterprises', 'Holdings', 'Services'])}${rng.pick(ent.suffix)}`;
  const dbaChoice = ent.id === 'sole_proprietorship' ? 'other' : rng.weighted([['other', 5], ['blank', 2], ['same', 1], ['na', 1], ['equal', 1]] as const);
  const dbaOther = rng.pick([`${base} ${kind}`, `${rng.pick(words)} ${kind}`, `The ${rng.pick(words)} ${kind}`, `${owners[0]!.last}'s ${kind}`]);
  const dba = dbaChoice === 'other' ? { text: dbaOther, value: dbaOther } : dbaChoice === 'blank' ? { text: '', value: null }
    : dbaChoice === 'same' ? { text: rng.pick(['SAME', 'Same']), value: null } : dbaChoice === 'na' ? { text: 'N/A', value: null } : { text: legal, value: null };
  let einP: Merchant['ein'];
  if (ent.id === 'sole_proprietorship' && rng.chance(0.6)) {
    const o = owners[0]!;
    const raw = ssn(rng, rng.chance(0.15));
    o.ssn = { text: dash(raw), value: raw, type: raw.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
    einP = { text: dash(raw), value: raw, type: o.ssn.type, bare: false };
  } else {
    const raw = ein(rng);
    const s = rng.weighted([['full', 6], ['bare', 2], ['blank', 1]] as const);
    einP = s === 'full' ? { text: `${raw.slice(0, 2)}-${raw.slice(2)}`, value: raw, type: 'EIN', bare: false }
      : s === 'bare' ? { text: raw, value: raw, type: 'EIN', bare: true } : { text: '', value: null, type: null, bare: false };
  }
  const start = rng.chance(0.9) ? date(rng, 1998, 2022, true) : { text: '', value: null };
  const amountN = rng.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000]);
  const freq = rng.pick([['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const);
  const np = freq[1] === 'daily' ? rng.pick([60, 80, 100, 120, 140]) : freq[1] === 'weekly' ? rng.pick([16, 20, 26, 32, 40]) : freq[1] === 'biweekly' ? rng.pick([10, 13, 18, 26]) : rng.pick([6, 9, 12]);
  const payN = Math.round((amountN * rng.float(1.2, 1.45)) / np * 100) / 100;
  const hasTerms = rng.chance(0.7);
  const nAdv = rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const);
  const advances = rng.shuffle([...FUNDERS]).slice(0, nAdv).map((f) => ({ funder: f, balance: money(rng, rng.int(30, 900) * 100, false),
    payment: `${money(rng, rng.int(90, 2400), false)}/${rng.pick(['day', 'wk', 'daily', 'weekly'])}` }));
  const entityText = rng.pick(ent.texts);
  return {
    legal, dba, entity: { id: ent.id, text: entityText, box: ent.box, other: ent.box ? '' : entityText }, ein: einP, start,
    years: String(rng.int(2, 25)), place, street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`,
    phone: phone(rng, place.area), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    industry: { text: itext, id: iid }, incState: rng.chance(0.25) ? rng.pick(['DE', 'NV', 'WY']) : place.state, own: rng.pick(['Own', 'Rent']),
    employees: String(rng.int(1, 60)), monthlySales: money(rng, rng.int(20, 400) * 1000, false),
    amount: { text: money(rng, amountN, rng.chance(0.3)), value: amountN },
    payment: hasTerms ? { text: money(rng, payN, true), value: payN } : { text: '', value: null },
    numPayments: hasTerms ? { text: String(np), value: np } : { text: '', value: null },
    frequency: hasTerms ? { label: freq[0], id: freq[1] } : { label: '', id: '' },
    use: rng.pick(USES), owners, advances,
    bank: { name: rng.pick(BANKS), routing: rng.pick(['021000021', '026009593', '121000248', '031201360', '061000104', '053000219']), account: rng.digits(rng.int(9, 12)) },
    landlord: { name: rng.chance(0.5) ? person(rng) : `${rng.pick(ADJ)} Property Management`, phone: phone(rng, place.area), rent: money(rng, rng.int(12, 90) * 100, false) },
    references: [0, 1].map(() => ({ name: rng.chance(0.5) ? person(rng) : `${rng.pick(ADJ)} Supply Co.`, phone: phone(rng, rng.pick(PLACES).area) })),
    rep: { name: person(rng), phone: phone(rng, rng.pick(['212', '516', '305', '954'])), email: `deals@${rng.pick(['fundflow', 'capbridge', 'isohub'])}.com` },
    accountant: `${rng.pick(LAST)} & ${rng.pick(LAST)} CPAs`,
  };
}
