// The merchant behind one set-167 form: every value with the text a layout prints for it and what applications.md's
// rules read from that text, plus the people and numbers around the deal that are not the application's (decoys).
import type { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';
import * as I from './ids.ts';

export type Country = 'US' | 'CA';
export interface Tax { text: string; digits: string | null; type: string | null; country: Country | null }
export interface Owner {
  first: string; last: string; name: string; role: string; ownership: number; ownText: string; tax: Tax;
  dob: string; dobText: string; credit: number | null; home: string; cell: string;
}
export interface Entity { text: string; id: string; box: string; other: string | null }
export interface Model {
  country: Country; countryLabel: 'United States' | 'Canada';
  legal: string; dba: { text: string; value: string | null } | null; entity: Entity; industry: { text: string; id: string };
  tax: Tax & { label: string }; start: { text: string; iso: string };
  street: string; city: string; state: string; zip: string; cityLine: string; phone: string; email: string; website: string;
  amount: { text: string; value: number };
  payment: { text: string; value: number; freq: string; freqText: string; count: number };
  owners: Owner[];
  incState: string | null; rep: { name: string; phone: string; email: string; id: string };
  landlord: { name: string; phone: string; rent: string }; bank: { name: string; routing: string; account: string };
  advances: { funder: string; balance: string; payment: string }[]; refs: { name: string; contact: string; phone: string }[];
  monthlySales: string; employees: number; staff: string[];
}

export const US_BOXES = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
export const CA_BOXES = ['Corporation', 'Partnership', 'Sole Proprietorship', 'Other'];
const BOX_ID: Record<Country, Record<string, string>> = {
  US: { Corporation: 'c_corporation', LLC: 'llc', Partnership: 'general_partnership', LP: 'limited_partnership', LLP: 'llp',
    'Sole Proprietor': 'sole_proprietorship', 'Non-Profit': 'nonprofit_corporation' },
  CA: { Corporation: 'ca_corporation', Partnership: 'general_partnership', 'Sole Proprietorship': 'sole_proprietorship' },
};
type EDef = [id: string, texts: string[], suffixes: string[], weight: number];
export const US_ENT: EDef[] = [['llc', ['LLC', 'L.L.C.', 'Limited Liability Company'], [' LLC', ', LLC', ' L.L.C.'], 30],
  ['c_corporation', ['Corporation', 'Inc.', 'Corp', 'C Corp', 'C-Corp'], [', Inc.', ' Inc.', ' Corp.', ' Corporation'], 20],
  ['s_corporation', ['S Corp', 'S-Corp', 'S Corporation'], [', Inc.', ' Inc.'], 14],
  ['sole_proprietorship', ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], [], 12],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', ' & Associates'], 6],
  ['limited_partnership', ['LP', 'L.P.', 'Limited Partnership'], [', L.P.', ' LP'], 4],
  ['pllc', ['PLLC', 'Professional LLC'], [' PLLC'], 5], ['llp', ['LLP'], [' LLP'], 3],
  ['nonprofit_corporation', ['Non-Profit', 'Nonprofit', '501(c)(3)'], [' Foundation', ', Inc.'], 2]];
export const CA_ENT: EDef[] = [['ca_corporation', ['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Incorporated'], [' Ltd.', ' Inc.', ' Limited', ' Corp.'], 60],
  ['sole_proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], [], 15], ['general_partnership', ['Partnership'], [' Partners'], 8],
  ['ca_ulc', ['ULC', 'Unlimited Liability Company'], [' ULC'], 6], ['cooperative', ['Co-operative', 'Co-op'], [' Co-operative'], 4]];

const money = (n: number, cents = false): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const two = (n: number): string => String(n).padStart(2, '0');

export function dateText(r: Rng, iso: string, country: Country, short = false): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const forms = country === 'CA' ? [iso, `${P.MONTHS[m - 1]} ${d}, ${y}`]
    : [`${two(m)}/${two(d)}/${y}`, `${m}/${d}/${y}`, `${P.MONTHS[m - 1]} ${d}, ${y}`, ...(short ? [`${m}/${d}/${String(y).slice(2)}`] : [])];
  return r.pick(forms);
}
function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${two(r.int(1, 12))}-${two(r.int(1, 28))}`;
}
function phone(r: Rng): string {
  return r.pick([(a: string, b: string, c: string) => `(${a}) ${b}-${c}`, (a: string, b: string, c: string) => `${a}-${b}-${c}`,
    (a: string, b: string, c: string) => `${a}.${b}.${c}`])(String(r.int(201, 989)), String(r.int(200, 989)), r.digits(4));
}
const SPLITS = [[100], [50, 50], [60, 40], [51, 49], [75, 25], [40, 35, 25], [34, 33, 33], [50, 25, 25], [25, 25, 25, 25], [40, 20, 20, 20]];

function owner(r: Rng, i: number, country: Country, own: number, used: Set<string>, cityOf: () => string): Owner {
  let first = r.pick(P.FIRST), last = r.pick(P.LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(P.FIRST); last = r.pick(P.LAST); }
  used.add(first); used.add(last);
  const mid = `${r.pick('ABCDEFGHJKLMRST'.split(''))}.`;
  const name = r.weighted<string>([[`${first} ${last}`, 45], [`${first} ${mid} ${last}`, 20], [`${last}, ${first}`, 15],
    [`${last}, ${first} ${mid}`, 10], [`${first} ${last}, ${r.pick(P.CREDENTIALS)}`, 10]]);
  let tax: Tax;
  if (country === 'CA') {
    const d = I.sin(r);
    tax = r.chance(0.25) ? { text: I.maskSin(r, d), digits: null, type: null, country: null }
      : { text: I.fmtSin(d, r.pick([' ', '-'])), digits: d, type: 'SIN', country: 'CA' };
  } else {
    const it = r.chance(0.15), d = it ? I.itin(r) : I.ssn(r);
    tax = r.chance(0.25) ? { text: I.maskSsn(r, d), digits: null, type: null, country: null }
      : { text: I.fmtSsn(d), digits: d, type: it ? 'ITIN' : 'SSN', country: 'US' };
  }
  const dob = isoDate(r, 1952, 1998);
  return { first, last, name, role: i === 0 ? r.pick(P.ROLES.slice(0, 5)) : r.pick(P.ROLES), ownership: own,
    ownText: r.pick([`${own}%`, `${own}`, `${own} %`]), tax, dob, dobText: dateText(r, dob, country),
    credit: r.chance(0.6) ? r.int(540, 815) : null, home: `${r.int(12, 9800)} ${r.pick(P.STREETS)}, ${cityOf()}`, cell: phone(r) };
}

export function makeModel(r: Rng, opts: { caChance: number; maxOwners: number }): Model {
  const country: Country = r.chance(opts.caChance) ? 'CA' : 'US';
  const [city, state, zp] = r.pick(country === 'CA' ? P.CA_CITIES : P.US_CITIES);
  const zip = country === 'CA' ? `${zp}${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVXY'.split(''))} ${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${r.int(0, 9)}`
    : `${zp}${r.digits(2)}`;
  const cityOf = (): string => { const [c, s, z] = r.pick(country === 'CA' ? P.CA_CITIES : P.US_CITIES); return country === 'CA' ? `${c}, ${s}` : `${c}, ${s} ${z}${r.digits(2)}`; };
  const n = r.weighted(([[1, 40], [2, 35], [3, 15], [4, 10]] as const).filter(([k]) => k <= opts.maxOwners));
  const split = r.pick(SPLITS.filter((s) => s.length === n));
  const used = new Set<string>();
  const owners = split.map((o, i) => owner(r, i, country, o, used, cityOf));
  const ind = r.pick(P.INDUSTRIES), place = r.pick(P.PLACES), brand = `${place} ${r.pick(ind.nouns)}`;
  const [eid, texts, suffixes] = r.weighted((country === 'CA' ? CA_ENT : US_ENT).map((e) => [e, e[3]] as const));
  const etext = r.pick(texts);
  const boxes = BOX_ID[country];
  const box = Object.keys(boxes).find((k) => boxes[k] === eid) ?? 'Other';
  const entity: Entity = { text: etext, id: eid, box, other: box === 'Other' ? etext : null };
  const sole = eid === 'sole_proprietorship';
  const o1 = owners[0]!;
  const numbered = country === 'CA' && eid === 'ca_corporation' && r.chance(0.3);
  const legal = sole ? `${o1.first} ${o1.last}` : numbered ? `${r.int(1000000, 2799999)} ${({ ON: 'Ontario', AB: 'Alberta', BC: 'B.C.' } as Record<string, string>)[state] ?? 'Canada'}${r.pick(suffixes)}`
    : `${brand}${r.pick(suffixes)}`;
  const dbaRoll = sole || numbered ? 0 : r.next();
  const dba = dbaRoll < 0.5 ? { text: sole || numbered ? brand : r.chance(0.5) ? brand : `${place} ${r.pick(['Express', 'Studio', 'Co.', 'Group'])}`, value: '' }
    : dbaRoll < 0.65 ? { text: r.pick(['SAME', 'Same', 'N/A', legal]), value: null } : null;
  if (dba && dba.value !== null) dba.value = dba.text;
  let tax: Model['tax'];
  if (country === 'CA') {
    const b = I.bn(r);
    tax = { text: I.fmtBn(r, b), digits: b.nine + b.program, type: 'BN', country: 'CA', label: r.pick(['Business Number (BN)', 'BN / Program Account', 'CRA Business No.']) };
  } else if (sole && r.chance(0.6) && o1.tax.digits) {
    tax = { text: I.fmtSsn(o1.tax.digits), digits: o1.tax.digits, type: o1.tax.type, country: 'US', label: r.pick(['Tax ID (EIN or SSN)', 'Federal Tax ID / SSN']) };
  } else {
    const d = I.ein(r), bare = r.chance(0.25);
    tax = { text: bare ? d : I.fmtEin(d), digits: d, type: 'EIN', country: 'US', label: bare ? r.pick(['Federal Tax ID (EIN)', 'EIN']) : r.pick(['Federal Tax ID', 'EIN', 'Tax ID #', 'FEIN']) };
  }
  const startIso = isoDate(r, 1996, 2023);
  const amount = r.pick([10, 15, 20, 25, 30, 35, 40, 50, 60, 75, 80, 100, 120, 150, 175, 200, 250, 300, 400]) * 1000 + r.pick([0, 0, 0, 2500, 5000]);
  const amountText = country === 'CA' ? r.pick([`$${money(amount)}`, `CAD ${money(amount)}`, `$${money(amount)} CAD`, `$${money(amount)}.00`])
    : r.pick([`$${money(amount)}`, `$${money(amount)}.00`, `${amount}`, `$ ${money(amount)}`]);
  const [freq, freqText, count] = r.weighted(([['daily', r.pick(['Daily', 'daily', 'DAILY']), r.pick([60, 80, 100, 120, 140, 160])],
    ['weekly', r.pick(['Weekly', 'weekly']), r.pick([16, 20, 26, 32, 40, 52])], ['biweekly', r.pick(['Bi-Weekly', 'Biweekly', 'bi-weekly']), r.pick([10, 13, 18, 26])],
    ['monthly', 'Monthly', r.pick([6, 9, 12, 18])]] as [string, string, number][]).map((f, i) => [f, [45, 35, 12, 8][i]!] as const));
  const pay = Math.round((amount * r.float(1.18, 1.45) / count) * 100) / 100;
  const taken = new Set<number>([amount, pay]);
  const otherMoney = (lo: number, hi: number, cents = false): string => {
    let v = Math.round(r.float(lo, hi)) + (cents ? r.int(1, 99) / 100 : 0);
    while (taken.has(v)) v += 7;
    taken.add(v);
    return `$${money(v, cents)}`;
  };
  const people = r.shuffle([...P.OTHER_PEOPLE]);
  const incChoices = ['Delaware', 'Wyoming', 'Nevada'].filter((s) => s.slice(0, 2).toUpperCase() !== state && !(s === 'Nevada' && state === 'NV'));
  const funders = r.shuffle([...P.FUNDERS]), suppliers = r.shuffle([...P.SUPPLIERS]);
  let routing = I.routing(r);
  while (routing === tax.digits) routing = I.routing(r);
  // Employees is printed as a bare number: never one a reader could take for a count, a share or a score.
  const busy = new Set<number>([count, ...split, ...owners.map((o) => o.credit ?? 0)]);
  let employees = r.int(2, 60);
  while (busy.has(employees)) employees++;
  const webName = brand.toLowerCase().replace(/[^a-z]/g, '');
  return {
    country, countryLabel: country === 'CA' ? 'Canada' : 'United States', legal, dba, entity, industry: { text: ind.text, id: ind.id }, tax,
    start: { text: dateText(r, startIso, country, true), iso: startIso },
    street: `${r.int(10, 9999)} ${r.pick(P.STREETS)}${r.chance(0.3) ? `, Unit ${r.int(1, 40)}` : ''}`, city, state, zip,
    cityLine: country === 'CA' ? `${city}, ${state} ${zip}` : `${city}, ${state} ${zip}`,
    phone: phone(r), email: `${r.pick(['info', 'office', 'accounts', o1.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')])}@${webName}.${country === 'CA' ? 'ca' : 'com'}`,
    website: `www.${webName}.${country === 'CA' ? 'ca' : 'com'}`,
    amount: { text: amountText, value: amount },
    payment: { text: `$${money(pay, true)}`, value: pay, freq, freqText, count },
    owners,
    incState: country === 'US' && r.chance(0.5) ? r.pick(incChoices) : null,
    rep: { name: people[0]!, phone: phone(r), email: `${people[0]!.split(' ')[0]!.toLowerCase()}@isodesk.net`, id: `ISO-${r.digits(5)}` },
    landlord: { name: people[1]!, phone: phone(r), rent: otherMoney(1200, 9000) },
    bank: { name: r.pick(country === 'CA' ? P.BANKS_CA : P.BANKS_US), routing: country === 'CA' ? `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '815'])}` : routing, account: r.digits(r.int(8, 12)) },
    advances: Array.from({ length: r.int(0, 2) }, (_, i) => ({ funder: funders[i]!, balance: otherMoney(4000, 90000), payment: otherMoney(150, 2500, true) })),
    refs: [0, 1].map((i) => ({ name: suppliers[i]! + (i ? ' Inc.' : ''), contact: people[2 + i]!, phone: phone(r) })),
    monthlySales: otherMoney(18000, 260000), employees, staff: people.slice(4, 8),
  };
}
