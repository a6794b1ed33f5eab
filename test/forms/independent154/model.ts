// The merchant behind one generated form of set 154: business, owners and the other parties printed beside them.
// Layout-neutral: each layout decides how (and whether) to print each value.
import type { Rng } from '../../statements/generator/prng.ts';
import { CA_FUNDERS, CA_PLACES, CREDENTIALS, FIRST, INITIALS, LAST, OTHER_FIRST, OTHER_LAST, PLACE_WORDS, STREETS_EN, US_PLACE_WORDS, STREETS_FR, TRADES, US_FUNDERS, US_PLACES } from './data.ts';
import type { Trade } from './data.ts';
import { isoDate, makeBN, makeEIN, makeITIN, makeNEQ, makeRouting, makeSIN, makeSSN, postalCode, phone } from './format.ts';

export type Country = 'US' | 'CA';
export interface Addr { street: string; city: string; region: string; postal: string; areas: string[] }
export interface Person { first: string; last: string }

export interface Owner extends Person {
  middle: string | null;          // an initial, printed only by some layouts
  cred: string | null;            // a credential after the name (`, DDS`), dropped when read
  own: number | null;
  score: number | null;
  pid: string;                    // SIN / SSN / ITIN digits
  pidType: 'SIN' | 'SSN' | 'ITIN';
  pidMode: 'full' | 'masked' | 'blank';
  dob: string | null;
  home: Addr;
}

export interface Merchant {
  country: Country;
  entity: string;                 // reference entity-type id
  legal: string;
  operating: string | null;       // an operating name different from the legal name
  tradeMode: 'name' | 'blank' | 'same' | 'na' | 'equal';
  trade: Trade;
  taxMode: 'bn' | 'bn_program' | 'ein' | 'ssn' | 'sin' | 'blank';
  taxDigits: string;              // the 9-digit root (or SSN/SIN of a sole proprietor)
  program: string;                // RC0001 / RR0001 when printed with the BN
  addr: Addr;
  start: string | null;
  years: number;
  amount: number;
  payment: number | null;
  nPayments: number | null;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null;
  phone: string;
  owners: Owner[];
  // decoys
  neq: string;
  gstRoot: string;
  qst: string;
  incorporation: string;          // a province / state code, or 'FED' (federal charter)
  monthlySales: number;
  others: Person[];               // landlord, references, rep, accountant: never owners
  otherPhones: string[];
  positions: { funder: string; balance: number; payment: number; freq: string }[];
  bank: { routing: string; account: string; transit: string };
  signed: string;
}

const CA_ENTITIES: [string, number][] = [['ca_corporation', 46], ['sole_proprietorship', 14], ['general_partnership', 9],
  ['limited_partnership', 5], ['ca_professional_corporation', 7], ['ca_ulc', 5], ['cooperative', 7], ['nonprofit_corporation', 5]];
const US_ENTITIES: [string, number][] = [['llc', 40], ['c_corporation', 20], ['s_corporation', 15], ['sole_proprietorship', 15], ['general_partnership', 10]];
const SPLITS: Record<number, number[][]> = {
  1: [[100]], 2: [[50, 50], [51, 49], [60, 40], [75, 25]], 3: [[33.33, 33.33, 33.33], [40, 35, 25], [50, 25, 25], [34, 33, 33]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]],
};

function pickTrade(rng: Rng, entity: string): Trade {
  const only: Record<string, string[]> = { ca_professional_corporation: ['dental_practice', 'medical_practice', 'veterinary'],
    nonprofit_corporation: ['childcare', 'fitness'], cooperative: ['grocery', 'food_truck_catering', 'manufacturing', 'dry_cleaning'] };
  const allowed = only[entity];
  return rng.pick(allowed ? TRADES.filter((t) => allowed.includes(t.id)) : TRADES);
}

function numbered(rng: Rng, region: string): string {
  if (region === 'QC') return `${rng.pick(['9', '1'])}${rng.digits(3)}-${rng.digits(4)} Québec ${rng.pick(['Inc.', 'inc.'])}`;
  if (region === 'ON') return `${rng.chance(0.5) ? '2' + rng.digits(6) : '100' + rng.digits(7)} Ontario ${rng.pick(['Inc.', 'Limited'])}`;
  if (region === 'AB') return `${rng.pick(['1', '2'])}${rng.digits(6)} Alberta Ltd.`;
  if (region === 'BC') return `${rng.pick(['0', '1'])}${rng.digits(6)} B.C. Ltd.`;
  return `${rng.int(10, 16)}${rng.digits(6)} Canada Inc.`;
}

function legalName(rng: Rng, m: { entity: string; region: string; trade: Trade; owners: Owner[]; country: Country }): { legal: string; op: string | null } {
  const us = m.country === 'US';
  const place = rng.pick(us ? US_PLACE_WORDS : PLACE_WORDS), word = rng.pick(us ? m.trade.words.slice(1) : m.trade.words), o = m.owners[0]!;
  const op = `${place} ${word}`;
  switch (m.entity) {
    case 'sole_proprietorship': return { legal: `${o.first} ${o.last}`, op };
    case 'ca_corporation':
      if (rng.chance(0.45)) return { legal: numbered(rng, m.region), op };
      if (m.region === 'QC' && rng.chance(0.4)) return { legal: `Les Entreprises ${o.last} ${rng.pick(['inc.', 'ltée'])}`, op };
      return { legal: `${op} ${rng.pick(['Inc.', 'Ltd.', 'Limited', 'Corporation', 'Corp.', 'Ltée'])}`, op: null };
    case 'general_partnership': return { legal: m.region === 'QC' ? `${op} S.E.N.C.` : `${o.last} & ${m.owners[1]!.last}`, op: m.region === 'QC' ? null : op };
    case 'limited_partnership': return { legal: m.region === 'QC' ? `${op} S.E.C.` : `${op} LP`, op: null };
    case 'ca_professional_corporation': return { legal: `${o.first} ${o.last} ${m.trade.words[1]} Professional Corporation`, op };
    case 'ca_ulc': return { legal: `${op} ULC`, op: null };
    case 'cooperative': return { legal: m.region === 'QC' ? `Coopérative ${word} ${place}` : `${op} Co-operative`, op: null };
    case 'nonprofit_corporation': return { legal: `${op} Association`, op: null };
    case 'llc': return { legal: `${op} LLC`, op: null };
    case 'c_corporation': return { legal: `${op}, ${rng.pick(['Inc.', 'Corp.'])}`, op: null };
    case 's_corporation': return { legal: `${op} Inc.`, op: null };
    default: return { legal: `${o.last} & ${m.owners[1]?.last ?? 'Sons'}`, op };
  }
}

function amounts(rng: Rng): Pick<Merchant, 'amount' | 'payment' | 'nPayments' | 'freq'> {
  const amount = rng.pick([5000, 2500, 1000]) * rng.int(4, 70);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const n = { daily: rng.int(6, 20) * 10, weekly: rng.int(12, 52), biweekly: rng.int(6, 26), monthly: rng.int(6, 18) }[freq];
  const payment = Math.round((amount * rng.float(1.18, 1.45) / n) * 100) / 100;
  return { amount, payment: rng.chance(0.65) ? payment : null, nPayments: rng.chance(0.6) ? n : null, freq: rng.chance(0.7) ? freq : null };
}

export function makeAddr(rng: Rng, country: Country, regions?: readonly string[]): Addr {
  const num = String(rng.int(12, 9890));
  if (country === 'US') {
    const p = rng.pick(US_PLACES);
    return { street: `${num} ${rng.pick(['Main St', 'Route 17', 'Elm Avenue', 'Commerce Dr', 'Broadway'])}`, city: p.city, region: p.state, postal: p.zip + rng.digits(2), areas: p.areas };
  }
  const pool = CA_PLACES.filter((p) => !regions || regions.includes(p.prov));
  const p = rng.pick(pool);
  const fr = p.prov === 'QC';
  const street = fr ? `${num}, ${rng.pick(STREETS_FR)}` : `${num} ${rng.pick(STREETS_EN)}`;
  return { street, city: p.city, region: p.prov, postal: postalCode(rng, p.postal), areas: p.areas };
}

export function makeMerchant(rng: Rng, country: Country, regions?: readonly string[]): Merchant {
  const addr = makeAddr(rng, country, regions);
  let entity = rng.weighted(country === 'CA' ? CA_ENTITIES : US_ENTITIES);
  if (entity === 'ca_ulc' && !['AB', 'BC', 'NS'].includes(addr.region)) entity = 'ca_corporation';
  const trade = pickTrade(rng, entity);
  const n = entity === 'sole_proprietorship' ? 1 : entity.includes('partnership') ? rng.int(2, 3) : rng.weighted([[1, 35], [2, 35], [3, 18], [4, 12]] as const);
  const split = rng.pick(SPLITS[n]!);
  const lasts = rng.shuffle([...LAST]).slice(0, n), firsts = rng.shuffle([...FIRST]).slice(0, n);
  const owners: Owner[] = lasts.map((last, i) => {
    const pidType = country === 'CA' ? 'SIN' as const : rng.chance(0.15) ? 'ITIN' as const : 'SSN' as const;
    return { first: firsts[i]!, last, middle: rng.chance(0.3) ? rng.pick(INITIALS) : null,
      cred: entity === 'ca_professional_corporation' && i === 0 && rng.chance(0.6) ? rng.pick(CREDENTIALS) : null,
      own: rng.chance(0.93) ? split[i]! : null, score: rng.chance(0.6) ? rng.int(540, 825) : null,
      pid: pidType === 'SIN' ? makeSIN(rng) : pidType === 'ITIN' ? makeITIN(rng) : makeSSN(rng), pidType,
      pidMode: rng.weighted([['full', 45], ['masked', 35], ['blank', 20]] as const), dob: rng.chance(0.75) ? isoDate(rng, 1952, 1999) : null,
      home: makeAddr(rng, country) };
  });
  const named = legalName(rng, { entity, region: addr.region, trade, owners, country });
  const { legal } = named;
  const brand = `${rng.pick(country === 'US' ? US_PLACE_WORDS : PLACE_WORDS)} ${rng.pick(trade.words.slice(country === 'US' ? 1 : 0))}`;
  const op = named.op ?? (rng.chance(0.45) && !legal.startsWith(brand) ? brand : null);
  const tradeMode = op && (entity === 'sole_proprietorship' || /^\d/.test(legal)) ? 'name'
    : op ? rng.weighted([['name', 5], ['blank', 2], ['same', 1], ['na', 1], ['equal', 1]] as const)
      : rng.weighted([['blank', 3], ['same', 2], ['na', 2], ['equal', 1]] as const);
  const taxMode = country === 'US' ? (entity === 'sole_proprietorship' && rng.chance(0.5) ? 'ssn' : rng.chance(0.92) ? 'ein' : 'blank')
    : entity === 'sole_proprietorship' && rng.chance(0.4) ? 'sin' : rng.weighted([['bn', 4], ['bn_program', 5], ['blank', 1]] as const);
  if (taxMode === 'ssn' || taxMode === 'sin') owners[0]!.pidMode = 'full';
  const taxDigits = taxMode === 'ein' ? makeEIN(rng) : taxMode === 'ssn' ? owners[0]!.pid : taxMode === 'sin' ? owners[0]!.pid : makeBN(rng);
  const start = rng.chance(0.8) ? isoDate(rng, 1996, 2023) : null;
  const others: Person[] = [];
  while (others.length < 8) {
    const p = { first: rng.pick(OTHER_FIRST), last: rng.pick(OTHER_LAST) };
    if (!others.some((q) => q.last === p.last)) others.push(p);
  }
  const a = amounts(rng);
  const funders = [...(country === 'CA' ? CA_FUNDERS : US_FUNDERS)];
  const positions = rng.shuffle(funders).slice(0, rng.weighted([[0, 3], [1, 4], [2, 3], [3, 1]] as const)).map((funder) => ({
    funder, balance: rng.cents(4000, 90000) / 100, payment: rng.cents(90, 2400) / 100, freq: rng.pick(['Daily', 'Weekly']) }));
  return { country, entity, legal, operating: op, tradeMode, trade, taxMode, taxDigits, program: entity === 'nonprofit_corporation' ? 'RR0001' : 'RC0001',
    addr, start, years: start ? 2025 - Number(start.slice(0, 4)) : rng.int(2, 25), ...a, phone: phone(rng, addr.areas), owners,
    neq: makeNEQ(rng, entity.includes('corporation') || entity === 'ca_ulc'), gstRoot: taxMode.startsWith('bn') ? taxDigits : makeBN(rng),
    qst: rng.digits(10), incorporation: rng.chance(0.5) ? addr.region : country === 'CA' ? rng.pick(['FED', 'ON', 'QC', 'BC']) : rng.pick(['DE', 'NV', 'WY']),
    monthlySales: rng.cents(18000, 400000) / 100, others, otherPhones: [0, 1, 2, 3, 4, 5].map(() => phone(rng, addr.areas)), positions,
    bank: { routing: country === 'US' ? makeRouting(rng) : '', account: rng.digits(rng.int(7, 12)), transit: rng.digits(5) }, signed: `2025-${String(rng.int(1, 2)).padStart(2, '0')}-${String(rng.int(10, 28))}` };
}
