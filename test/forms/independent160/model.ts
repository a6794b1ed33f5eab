// The merchant behind one application of set 160: the business, its owners, its request, and every third party a
// long application names (ISO, landlord, bank, trade references, existing funders). Decoys are drawn so that none
// equals a real value (a Guard remembers the real numbers, digit strings, dates and names).
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import { ein, itin, luhn9, phone, postal, randomDate, routing, ssn } from './fmt.ts';

export interface EntityDef { id: string; texts: string[]; suffixes: string[]; titles: string[] }

const US_ENTITIES: [EntityDef, number][] = [
  [{ id: 'llc', texts: ['LLC', 'Limited Liability Company', 'L.L.C.', 'Single-Member LLC'], suffixes: [', LLC', ' LLC', ', L.L.C.'], titles: ['Managing Member', 'Member', 'Owner', 'CEO'] }, 5],
  [{ id: 'c_corporation', texts: ['Corporation', 'C-Corp', 'Inc.', 'Corp'], suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ', Incorporated'], titles: ['President', 'CEO', 'Vice President', 'Secretary'] }, 3],
  [{ id: 's_corporation', texts: ['S-Corp', 'S Corporation', 'S Corp'], suffixes: [', Inc.', ' Inc.'], titles: ['President', 'CEO', 'Vice President'] }, 2],
  [{ id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners'], titles: ['Partner', 'Managing Partner'] }, 1],
  [{ id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], suffixes: [', LP', ' L.P.'], titles: ['General Partner', 'Limited Partner'] }, 1],
  [{ id: 'llp', texts: ['LLP'], suffixes: [' LLP'], titles: ['Partner', 'Managing Partner'] }, 1],
  [{ id: 'pllc', texts: ['PLLC', 'Professional LLC'], suffixes: [', PLLC'], titles: ['Managing Member', 'Member'] }, 1],
  [{ id: 'professional_corporation', texts: ['Professional Corporation', 'P.C.'], suffixes: [', P.C.'], titles: ['President', 'Owner'] }, 1],
  [{ id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], suffixes: [''], titles: ['Owner', 'Sole Owner', 'Proprietor'] }, 2],
];
const CA_ENTITIES: [EntityDef, number][] = [
  [{ id: 'ca_corporation', texts: ['Corporation', 'Inc.', 'Ltd.', 'Limited'], suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.', ' Ltée'], titles: ['President', 'Director', 'CEO', 'Secretary-Treasurer'] }, 6],
  [{ id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners'], titles: ['Partner'] }, 1],
  [{ id: 'limited_partnership', texts: ['Limited Partnership', 'LP'], suffixes: [' LP'], titles: ['General Partner'] }, 1],
  [{ id: 'ca_ulc', texts: ['ULC', 'Unlimited Liability Corporation'], suffixes: [' ULC'], titles: ['Director', 'President'] }, 1],
  [{ id: 'sole_proprietorship', texts: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [''], titles: ['Owner', 'Proprietor'] }, 1],
];

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  tax: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number; home: string; phone: string; email: string; licence: string;
}
export interface Position { funder: string; funded: number; balance: number; payment: number; freq: string; date: string }
export interface Party { name: string; contact: string; phone: string }

export interface Merchant {
  country: 'US' | 'CA'; countryLabel: 'United States' | 'Canada';
  entity: EntityDef; legal: string; dbaPrinted: string | null; dba: string | null;
  industryText: string; industry: string | null;
  tax: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null;
  start: string; years: number; street: string; city: D.City; zip: string; incState: string;
  phone: string; email: string; website: string; employees: number; monthlySales: number; annualRevenue: number;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  uses: [string, number][]; owners: Owner[];
  own: boolean; premises: { name: string; phone: string; monthly: number; since: string };
  positions: Position[]; bank: { name: string; routing: string; account: string; contact: string };
  trade: Party[]; iso: { name: string; rep: string; phone: string; email: string; ein: string };
  signDate: string; submitted: string;
}

/** What decoys must never equal. */
class Guard {
  numbers = new Set<number>(); digits = new Set<string>(); dates = new Set<string>(); names = new Set<string>();
  money(rng: Rng, lo: number, hi: number, cents = false): number {
    for (;;) {
      const v = cents ? rng.cents(lo, hi) / 100 : Math.round(rng.cents(lo, hi) / 10000) * 100;
      if (!this.numbers.has(v)) { this.numbers.add(v); return v; }
    }
  }
  num(make: () => number): number { for (;;) { const v = make(); if (!this.numbers.has(v)) { this.numbers.add(v); return v; } } }
  id(make: () => string): string { for (;;) { const v = make(); if (!this.digits.has(v)) { this.digits.add(v); return v; } } }
  date(make: () => string): string { for (;;) { const v = make(); if (!this.dates.has(v)) return v; } }
  person(make: () => string): string { for (;;) { const v = make(); if (!this.names.has(v.toLowerCase())) return v; } }
}

const SPLITS: number[][][] = [[[100], [100], [75], [51]], [[50, 50], [60, 40], [51, 49], [70, 30]], [[40, 30, 30], [34, 33, 33], [50, 25, 25], [33.4, 33.3, 33.3]],
  [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];
const FREQ_N = { daily: [60, 240], weekly: [16, 52], biweekly: [8, 26], monthly: [6, 18] } as const;

export function makeMerchant(rng: Rng, country: 'US' | 'CA', maxOwners: number, allowSole = true): Merchant {
  const g = new Guard();
  const ca = country === 'CA';
  let entity = rng.weighted(ca ? CA_ENTITIES : US_ENTITIES);
  if (!allowSole && entity.id === 'sole_proprietorship') entity = (ca ? CA_ENTITIES : US_ENTITIES)[0]![0];
  const sole = entity.id === 'sole_proprietorship';
  const nOwners = sole ? 1 : rng.int(1, maxOwners);
  const split = rng.pick(SPLITS[nOwners - 1]!);
  const city = rng.pick(ca ? D.CA_CITIES : D.US_CITIES);
  const firsts = ca ? [...D.FIRST_CA, ...D.FIRST.slice(0, 8)] : D.FIRST, lasts = ca ? [...D.LAST_CA, ...D.LAST.slice(12)] : D.LAST;
  const owners: Owner[] = [];
  const usedLast = new Set<string>();
  for (let i = 0; i < nOwners; i++) {
    let last: string;
    do last = rng.pick(lasts); while (usedLast.has(last));
    usedLast.add(last);
    let first: string;
    do first = rng.pick(firsts); while (owners.some((o) => o.first === first));
    const taxType = ca ? 'SIN' : rng.chance(0.15) ? 'ITIN' : 'SSN';
    const tax = g.id(() => (taxType === 'SIN' ? luhn9(rng, rng.int(1, 7)) : taxType === 'ITIN' ? itin(rng) : ssn(rng)));
    const dob = randomDate(rng, 1952, 1999);
    g.dates.add(dob);
    const hc = rng.chance(0.7) ? city : rng.pick(ca ? D.CA_CITIES : D.US_CITIES);
    const home = `${rng.int(12, 9800)} ${rng.pick(ca ? D.STREETS_CA : D.STREETS)}, ${hc.city}, ${hc.code} ${ca ? postal(rng, hc.zip) : hc.zip + rng.digits(2)}`;
    const credit = rng.int(560, 815);
    owners.push({ first, middle: rng.chance(0.35) ? rng.pick([...D.MIDDLE]) : null, last, cred: rng.chance(0.1) ? rng.pick(D.CREDENTIALS) : null,
      title: sole ? rng.pick(entity.titles) : i === 0 ? entity.titles[0]! : rng.pick(entity.titles), pct: split[i]!, tax, taxType, dob, credit, home,
      phone: phone(rng), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
      licence: `${rng.alnum(1, 'ABCDEFGHKLMNPRSTW')}${rng.digits(ca ? 4 : 3)}-${rng.digits(4)}-${rng.digits(ca ? 5 : 4)}` });
    g.names.add(`${first} ${last}`.toLowerCase());
    for (const n of [owners[i]!.pct, credit]) g.numbers.add(n);
  }
  const o0 = owners[0]!;
  const place = rng.pick(D.PLACE_WORDS), noun = rng.pick(D.NOUN_WORDS.filter((w) => !entity.suffixes.some((x) => x.includes(w))));
  const [industryText, industry] = rng.pick(D.INDUSTRIES);
  const numbered = ca && entity.id === 'ca_corporation' && rng.chance(0.25);
  const legal = sole ? `${o0.first} ${o0.last}` : numbered ? `${rng.int(1000000, 2999999)} ${city.name} Inc.` : `${place} ${noun}${rng.pick(entity.suffixes)}`;
  const dbaName = sole || numbered ? `${place} ${industryText.split(' ').slice(-1)[0]!.replace(/^./, (c) => c.toUpperCase())}` : `${rng.pick(D.PLACE_WORDS)} ${rng.pick(['Kitchen', 'Studio', 'Supply', 'Care', 'Pros', 'Co.', 'Express', 'Depot'])}`;
  const dbaPick = sole || numbered ? 'name' : rng.weighted([['name', 55], ['SAME', 12], ['N/A', 10], ['blank', 10], ['legal', 13]] as const);
  const dbaPrinted = dbaPick === 'name' ? dbaName : dbaPick === 'legal' ? legal : dbaPick === 'blank' ? null : dbaPick;
  const taxType = ca ? 'BN' : sole ? o0.taxType as 'SSN' | 'ITIN' : 'EIN';
  const tax = ca ? g.id(() => luhn9(rng, rng.int(7, 8))) : sole ? o0.tax : g.id(() => ein(rng));
  const start = randomDate(rng, 1996, 2023);
  g.dates.add(start);
  const amount = rng.int(12, 400) * (rng.chance(0.5) ? 1000 : 500);
  const freq = rng.weighted([['daily', 5], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = rng.int(FREQ_N[freq][0], FREQ_N[freq][1]);
  const payment = Math.round((amount * rng.float(1.22, 1.48) * 100) / nPayments) / 100;
  for (const n of [amount, payment, nPayments, Number(start.slice(0, 4))]) g.numbers.add(n);
  for (const s of owners.map((o) => o.tax).concat(tax)) g.digits.add(s);
  const useN = rng.int(2, 3), shares = Array.from({ length: useN }, () => rng.int(2, 9));
  const total = shares.reduce((a, b) => a + b, 0);
  const uses: [string, number][] = [];
  for (const [i, u] of rng.shuffle([...D.USES]).slice(0, useN).entries()) {
    const v = Math.round((amount * shares[i]!) / total / 100) * 100;
    if (!g.numbers.has(v)) { g.numbers.add(v); uses.push([u, v]); }
  }
  const otherFreqs = (['Daily', 'Weekly'] as const).filter((f) => f.toLowerCase() !== freq);
  const positions: Position[] = rng.shuffle([...D.FUNDERS]).slice(0, rng.weighted([[0, 2], [1, 4], [2, 3], [3, 1]] as const)).map((funder) => {
    const funded = g.money(rng, 10000, 150000);
    return { funder, funded, balance: g.num(() => Math.round(funded * rng.float(0.15, 0.9) / 10) * 10), payment: g.money(rng, 90, 2500, true),
      freq: rng.pick(otherFreqs), date: g.date(() => randomDate(rng, 2024, 2025)) };
  });
  const own = rng.chance(0.25);
  const isoName = rng.pick(['Crescent Bay Capital Advisors', 'Lakeshore Funding Partners', 'Apex Lane Brokerage', 'Silverline Merchant Group']);
  const signDate = g.date(() => randomDate(rng, 2025, 2025));
  return {
    country, countryLabel: ca ? 'Canada' : 'United States', entity, legal, dbaPrinted,
    dba: dbaPrinted === null || dbaPrinted === 'SAME' || dbaPrinted === 'N/A' || dbaPrinted === legal ? null : dbaPrinted,
    industryText, industry, tax, taxType, program: ca ? rng.pick(['RC0001', 'RT0001', 'RP0001']) : null, start, years: 2026 - Number(start.slice(0, 4)),
    street: `${rng.int(10, 9900)} ${rng.pick(ca ? D.STREETS_CA : D.STREETS)}${rng.chance(0.3) ? `, Unit ${rng.int(1, 40)}` : ''}`, city,
    zip: ca ? postal(rng, city.zip) : city.zip + rng.digits(2), incState: ca ? rng.pick(['Federal (CBCA)', ...D.CA_CITIES.map((c) => c.code).filter((c) => c !== city.code)]) : rng.pick(D.INC_STATES.filter((s) => s !== city.code)),
    phone: phone(rng), email: `office@${place.toLowerCase().replace(/\s/g, '')}${noun.toLowerCase()}.${ca ? 'ca' : 'com'}`, website: `www.${place.toLowerCase().replace(/\s/g, '')}${noun.toLowerCase()}.${ca ? 'ca' : 'com'}`,
    employees: g.num(() => rng.int(2, 60)), monthlySales: g.money(rng, 25000, 400000), annualRevenue: g.money(rng, 300000, 4800000),
    amount, payment, nPayments, freq, uses, owners, own,
    premises: { name: own ? rng.pick(D.MORTGAGE) : rng.pick(D.LANDLORDS), phone: phone(rng), monthly: g.money(rng, 1200, 14000), since: g.date(() => randomDate(rng, 2008, 2022)) },
    positions,
    bank: { name: rng.pick(ca ? D.BANKS_CA : D.BANKS_US), routing: g.id(() => (ca ? `0${rng.digits(3)}${rng.digits(5)}` : routing(rng))), account: g.id(() => rng.digits(rng.int(9, 12))),
      contact: g.person(() => rng.pick(D.ISO_REPS)) },
    trade: rng.shuffle([...D.TRADE_REFS]).slice(0, 2).map((name) => ({ name, contact: g.person(() => `${rng.pick(D.FIRST)} ${rng.pick(D.LAST.slice(0, 15))}`), phone: phone(rng) })),
    iso: { name: isoName, rep: g.person(() => rng.pick(D.ISO_REPS)), phone: phone(rng), email: `submissions@${isoName.split(' ')[0]!.toLowerCase()}funding.com`, ein: g.id(() => ein(rng)) },
    signDate, submitted: g.date(() => randomDate(rng, 2026, 2026)),
  };
}
