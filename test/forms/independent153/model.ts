// One merchant's application as the broker's system holds it, drawn from the seed: every printable value is an Item
// (printed text plus the truth fields applications.md's rules read from that text). Blank values have empty text.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Item } from './sheet.ts';
import * as F from './fmt.ts';
import * as T from './tables.ts';

export const A = (f: string) => `application.${f}`;
export const O = (i: number, f: string) => `application.applicants[${i}].${f}`;
export const FREQ_BOXES = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] as const;
const FREQ_ID: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Biweekly: 'biweekly', Monthly: 'monthly' };

export interface Person { name: string; phone: string; email: string }
export interface Owner {
  first: string; last: string; taxDigits: string; name: Item; firstItem: Item; lastItem: Item; sign: string;
  role: Item; own: Item; credit: Item; tax: Item; taxLabel: string; dob: Item; email: string; phone: string; home: string;
}
export interface Deal {
  country: 'US' | 'CA'; ca: boolean; legal: Item; dba: Item; entity: Item; entityId: string; industry: Item; tax: Item; taxLabel: string;
  street: string; city: string; zip: string; state: Item; address: Item; phone: string; email: string; website: string;
  amount: Item; payment: Item; npay: Item; freq: Item; start: Item; years: string; owners: Owner[]; more: () => Person;
  dec: {
    landlord: Person & { rent: string }; refs: (Person & { company: string })[]; iso: Person & { company: string };
    funders: { name: string; balance: string; payment: string; freq: string }[]; bank: { name: string; routing: string; account: string };
    incState: string; sales: string; revenue: string; contact: Person & { title: string }; use: string; employees: string;
  };
}

const item = (key: string, text: string, fields: Record<string, unknown>): Item => ({ key, text, fields: text ? fields : {} });
const PLACE_WORDS = ['Harbor Point', 'Summit Ridge', 'Blue Heron', 'Northgate', 'Cedar Lane', 'Golden Oak', 'Redstone', 'Silver Creek',
  'Ironwood', 'Lakeview', 'Prairie Wind', 'Eastside', 'Copper Kettle', 'Twin Pines'];
const PROFESSIONAL = new Set(['medical_practice', 'dental_practice', 'veterinary']);

export function makeDeal(rng: Rng, broker: string, opts: { ca?: boolean; sheet?: boolean } = {}): Deal {
  const ca = opts.ca ?? rng.chance(0.3);
  const country = ca ? 'CA' : 'US';
  const usedLast = new Set<string>(), usedFirst = new Set<string>();
  const person = () => {
    let f = rng.pick(T.FIRST), l = rng.pick(T.LAST);
    while (usedFirst.has(f)) f = rng.pick(T.FIRST);
    while (usedLast.has(l)) l = rng.pick(T.LAST);
    usedFirst.add(f); usedLast.add(l);
    return [f, l] as const;
  };
  const sole = rng.chance(0.16);
  const [entityText, entityId] = sole ? rng.pick((ca ? T.ENTITIES_CA : T.ENTITIES_US).filter((e) => e[1] === 'sole_proprietorship'))
    : rng.pick((ca ? T.ENTITIES_CA : T.ENTITIES_US).filter((e) => e[1] !== 'sole_proprietorship'));
  const partnership = /partnership|llp/.test(entityId);
  const nOwners = sole ? 1 : rng.weighted([[partnership ? 2 : 1, 35], [2, 35], [3, 20], [4, 10]] as const);
  const [industryText, industryId, words] = rng.pick(T.INDUSTRIES);
  const [code, sname, cities] = rng.pick(ca ? T.CA_PLACES : T.US_PLACES);
  const [city, zp] = rng.pick(cities);
  const zip = ca ? `${zp}${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K'])} ${rng.int(1, 9)}${rng.pick(['L', 'M', 'N', 'P', 'R', 'S'])}${rng.int(0, 9)}`
    : `${zp}${F.ssn(rng).slice(0, 2)}`;
  const ctry = ca ? 'Canada' : 'United States';

  // owners
  const lastFirst = rng.chance(0.3);
  const splits = splitOwnership(rng, nOwners, sole);
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const [first, last] = person();
    const mid = rng.chance(0.3) ? `${rng.pick('ABCDEFGHJKLMPRSTW'.split(''))}.` : '';
    const cred = !lastFirst && (PROFESSIONAL.has(industryId) ? rng.chance(0.5) : rng.chance(0.05)) ? rng.pick(T.CREDENTIALS) : '';
    const firstM = mid ? `${first} ${mid}` : first;
    const full = lastFirst ? `${last}, ${firstM}` : `${firstM} ${last}${cred ? `, ${cred}` : ''}`;
    const nameF = { [O(i, 'first_name')]: first, [O(i, 'last_name')]: last };
    const roleText = rng.chance(0.1) ? '' : rng.pick(T.ROLES[entityId] ?? ['Owner']);
    const own = splits[i]!;
    const ownText = own === null ? '' : rng.pick([`${own}%`, `${own}`, `${own} %`, `${own}.00%`]);
    const cr = rng.int(520, 815);
    const crText = rng.weighted([[String(cr), 55], ['', 30], [rng.pick(['N/A', 'Unknown', 'n/a']), 15]] as const);
    const dobT = F.randomDate(rng, 1952, 1998);
    const dobText = rng.chance(0.7) ? F.dateText(rng, dobT, ca, opts.sheet) : '';
    const tx = ownerTax(rng, ca, i);
    owners.push({
      first, last, taxDigits: tx.digits, sign: `${first} ${last}`, name: item(`owner${i + 1}.name`, full, nameF),
      firstItem: item(`owner${i + 1}.first`, firstM, { [O(i, 'first_name')]: first }), lastItem: item(`owner${i + 1}.last`, last, { [O(i, 'last_name')]: last }),
      role: item(`owner${i + 1}.role`, roleText, { [O(i, 'role')]: roleText }),
      own: item(`owner${i + 1}.ownership`, ownText, { [O(i, 'ownership')]: own }),
      credit: item(`owner${i + 1}.credit`, crText, { [O(i, 'credit_score')]: /^\d+$/.test(crText) ? cr : null }),
      tax: tx.item, taxLabel: tx.label, dob: item(`owner${i + 1}.dob`, dobText, { [O(i, 'date_of_birth')]: F.iso(dobT) }),
      email: `${first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
      phone: F.phone(rng), home: homeAddress(rng, ca, code),
    });
  }

  // business
  const o1 = owners[0]!;
  const base = `${rng.chance(0.25) ? `${o1.last}'s` : rng.pick(PLACE_WORDS)} ${rng.pick(words)}`;
  const numbered = ca && entityId === 'ca_corporation' && rng.chance(0.25);
  const suffix = /^(Inc\.|Corp\.|Ltd\.|Limited|LLC|L\.L\.C\.|PLLC|LLP|LP|ULC)$/.test(entityText) ? rng.pick([' ', ', ']) + entityText : rng.pick(T.LEGAL_SUFFIX[entityId] ?? ['']);
  const legalText = sole ? `${o1.first} ${o1.last}` : numbered ? `${rng.int(1000000, 9999999)} ${sname} Inc.` : `${base}${suffix}`;
  const tradeName = sole || numbered ? base : `${rng.pick(PLACE_WORDS.filter((w) => !base.startsWith(w)))} ${rng.pick(words)}`;
  const dbaMode = sole || numbered ? 'name' : rng.weighted([['name', 45], ['', 20], ['SAME', 10], ['na', 10], ['legal', 15]] as const);
  const dbaText = dbaMode === 'name' ? tradeName : dbaMode === 'SAME' ? rng.pick(['SAME', 'Same'])
    : dbaMode === 'na' ? rng.pick(['N/A', 'n/a']) : dbaMode === 'legal' ? legalText : '';
  const tax = businessTax(rng, ca, sole, owners);
  const amountV = rng.int(ca ? 15 : 10, ca ? 300 : 500) * (rng.chance(0.5) ? 1000 : 500);
  const freqText = rng.chance(0.75) ? rng.pick(['Daily', 'Weekly', 'Bi-Weekly', 'Biweekly', 'Monthly']) : '';
  const fid = FREQ_ID[freqText] ?? 'daily';
  const n = { daily: rng.int(60, 180), weekly: rng.int(16, 52), biweekly: rng.int(8, 26), monthly: rng.int(6, 18) }[fid as 'daily']!;
  const payV = Math.round((amountV * rng.float(1.25, 1.49) / n) * 100) / 100;
  const startT = F.randomDate(rng, 1992, 2022);
  const startText = rng.chance(0.75) ? F.dateText(rng, startT, ca, opts.sheet) : '';
  const stateText = rng.chance(0.7) ? code : sname;
  const street = `${rng.int(12, 9800)} ${rng.pick(T.STREETS)}${rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Unit', 'Ste'])} ${rng.int(1, 400)}` : ''}`;
  const site = (dbaText && dbaMode === 'name' ? tradeName : base).toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
  const dec = decoys(rng, ca, person, code, amountV, payV);
  return {
    country, ca, entityId,
    legal: item('legal_name', legalText, { [A('legal_name')]: legalText }),
    dba: item('trade_name', dbaText, { [A('trade_name')]: dbaMode === 'name' ? dbaText : null }),
    entity: item('entity', entityText, { [A('type_of_entity')]: entityId }),
    industry: item('industry', industryText, { [A('industry')]: industryId }),
    tax: tax.item, taxLabel: tax.label, street, city, zip,
    state: item('state', stateText, { [A('state_region')]: code, [A('country')]: ctry }),
    address: item('address', `${street}, ${city}, ${stateText} ${zip}`, { [A('state_region')]: code, [A('country')]: ctry }),
    phone: F.phone(rng), email: `info@${site}.${ca ? 'ca' : 'com'}`, website: `www.${site}.${ca ? 'ca' : 'com'}`,
    amount: item('amount', F.money(rng, amountV, ca), { [A('requested_amount')]: amountV }),
    payment: item('payment', rng.chance(0.7) ? F.money(rng, payV, ca, true) : '', { [A('requested_payment')]: payV }),
    npay: item('payments', rng.chance(0.65) ? String(n) : '', { [A('number_of_payments')]: n }),
    freq: item('frequency', freqText, { [A('payment_frequency')]: fid }),
    start: item('start_date', startText, { [A('business_start_date')]: F.iso(startT) }),
    years: startText ? '' : `${2025 - startT.y} ${rng.pick(['years', 'yrs', 'Years'])}`, owners, dec,
    more: () => { const [f, l] = person(); return { name: `${f} ${l}`, phone: F.phone(rng), email: `${f.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${l.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${broker.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.com` }; },
  };
}

function splitOwnership(rng: Rng, n: number, sole: boolean): (number | null)[] {
  if (sole) return [100];
  const total = rng.chance(0.8) ? 100 : rng.int(60, 95);
  const cuts = Array.from({ length: n - 1 }, () => rng.int(5, 95)).sort((a, b) => a - b);
  const raw = [...cuts, 100].map((c, i) => c - (i ? cuts[i - 1]! : 0));
  const parts = raw.map((p) => Math.max(1, Math.round((p * total) / 100)));
  const over = parts.reduce((s, p) => s + p, 0) - total;
  parts[parts.indexOf(Math.max(...parts))]! -= Math.max(0, over);
  return parts.map((p) => (rng.chance(0.05) ? null : p));
}

function ownerTax(rng: Rng, ca: boolean, i: number): { item: Item; label: string; digits: string } {
  const key = `owner${i + 1}.tax_id`, f = (d: string | null, t: string) => ({ [O(i, 'tax_id')]: d, [O(i, 'tax_id_type')]: d ? t : null, [O(i, 'tax_id_country')]: d ? (ca ? 'CA' : 'US') : null });
  const mode = rng.weighted([['full', 45], ['masked', 30], ['blank', 15], ['itin', ca ? 0 : 10]] as const);
  if (ca) {
    const d = F.luhn9(rng, [1, 2, 3, 4, 5, 6, 7]);
    const text = mode === 'blank' ? '' : mode === 'masked' ? F.masked(rng, d, true) : F.spaced9(d, rng.pick(['-', ' ']));
    return { item: { key, text, fields: text ? f(mode === 'masked' ? null : d, 'SIN') : {} }, label: 'SIN', digits: d };
  }
  const d = mode === 'itin' ? F.itin(rng) : F.ssn(rng);
  const text = mode === 'blank' ? '' : mode === 'masked' ? F.masked(rng, d, false) : F.dashSsn(d);
  return { item: { key, text, fields: text ? f(mode === 'masked' ? null : d, mode === 'itin' ? 'ITIN' : 'SSN') : {} }, label: mode === 'itin' ? 'SSN / ITIN' : 'SSN', digits: d };
}

function businessTax(rng: Rng, ca: boolean, sole: boolean, owners: Owner[]): { item: Item; label: string } {
  const fields = (d: string | null, t: string) => ({ [A('business_tax_id')]: d, [A('business_tax_id_type')]: d ? t : null, [A('business_tax_id_country')]: d ? (ca ? 'CA' : 'US') : null });
  const masked = rng.chance(0.12);
  if (ca) {
    const bn = F.luhn9(rng, [1, 7, 8, 8]);
    if (masked) return { item: { key: 'tax_id', text: `XXXXX${bn.slice(5)} RC0001`, fields: fields(null, 'BN') }, label: 'Business Number (BN)' };
    const prog = rng.pick(['RC0001', 'RT0001', 'RC0002']);
    const [text, d] = rng.pick([[`${bn} ${prog}`, bn + prog], [`${bn}${prog}`, bn + prog], [`${bn} ${prog.toLowerCase()}`, bn + prog], [F.spaced9(bn, ' '), bn], [bn, bn]] as const);
    return { item: { key: 'tax_id', text, fields: fields(d, 'BN') }, label: rng.pick(['Business Number (BN)', 'BN / CRA Business Number']) };
  }
  if (sole && rng.chance(0.5)) {
    const o = owners[0]!;
    const d = o.taxDigits;
    const t = d.startsWith('9') ? 'ITIN' : 'SSN';
    if (masked) return { item: { key: 'tax_id', text: F.masked(rng, d, false), fields: fields(null, t) }, label: 'Tax ID (SSN if no EIN)' };
    return { item: { key: 'tax_id', text: F.dashSsn(d), fields: fields(d, t) }, label: 'Tax ID (SSN if no EIN)' };
  }
  const d = F.ein(rng);
  if (masked) return { item: { key: 'tax_id', text: `XX-XXX${d.slice(5)}`, fields: fields(null, 'EIN') }, label: 'Federal Tax ID (EIN)' };
  const bare = rng.chance(0.3);
  return { item: { key: 'tax_id', text: bare ? d : F.dashEin(d), fields: fields(d, 'EIN') }, label: bare ? rng.pick(['Federal Tax ID (EIN)', 'EIN']) : rng.pick(['Federal Tax ID', 'Tax ID', 'EIN']) };
}

function homeAddress(rng: Rng, ca: boolean, bizCode: string): string {
  const places = ca ? T.CA_PLACES : T.US_PLACES;
  let p = rng.pick(places);
  while (p[0] === bizCode) p = rng.pick(places);
  return `${rng.int(10, 999)} ${rng.pick(['Willow Ct', 'Birch Ln', 'Hillcrest Rd', 'Sunset Ave', 'Chestnut St'])}, ${rng.pick(p[2])[0]}, ${p[0]}`;
}

function decoys(rng: Rng, ca: boolean, person: () => readonly [string, string], code: string, amount: number, pay: number): Deal['dec'] {
  const pp = (): Person => { const [f, l] = person(); return { name: `${f} ${l}`, phone: F.phone(rng), email: `${f[0]!.toLowerCase()}${l.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${rng.pick(['mail.com', 'corp.net'])}` }; };
  const m = (lo: number, hi: number, avoid: number, cents = false) => {
    let v = cents ? Math.round(rng.float(lo, hi) * 100) / 100 : rng.int(lo / 100, hi / 100) * 100;
    while (v === avoid) v += 100;
    return F.money(rng, v, ca, cents);
  };
  const places = ca ? T.CA_PLACES : T.US_PLACES;
  let inc = rng.pick(places);
  while (inc[0] === code) inc = rng.pick(places);
  const brokerCo = rng.pick(['Apex Merchant Group', 'Bridgeview Funding', 'LendLine Advisors', 'Crossroads Capital']);
  return {
    landlord: { ...pp(), name: rng.chance(0.5) ? rng.pick(T.PROPERTY_COS) : pp().name, rent: m(1500, 12000, amount) },
    refs: [0, 1].map(() => ({ ...pp(), company: `${rng.pick(['Sysco', 'Grainger', 'Uline', 'Ferguson', 'US Foods', 'Staples Business'])} (${rng.pick(['acct rep', 'supplier'])})` })),
    iso: { ...pp(), company: brokerCo },
    funders: Array.from({ length: rng.int(0, 2) }, () => ({ name: rng.pick(T.FUNDERS), balance: m(4000, 90000, amount), payment: m(90, 2400, pay, true), freq: rng.pick(['Daily', 'Weekly']) })),
    bank: { name: rng.pick(ca ? T.BANKS_CA : T.BANKS_US), routing: ca ? `${rng.digits(5)}-${rng.digits(3)}` : F.routing(rng), account: rng.digits(rng.int(8, 12)) },
    incState: ca ? rng.pick(['Federal (CBCA)', inc[1]]) : inc[1], sales: m(15000, 250000, amount), revenue: m(200000, 3000000, amount),
    contact: { ...pp(), title: rng.pick(['Office Manager', 'Bookkeeper', 'Controller']) }, use: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation']),
    employees: String(rng.int(2, 60)),
  };
}
