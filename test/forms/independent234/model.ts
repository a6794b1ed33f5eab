// The merchant behind one form: every value as printed and as applications.md reads it.
import type { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';

export type Country = 'US' | 'CA';
export interface TaxRead { id: string; type: string; country: Country }

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  role: string; share: number; sharePrinted: string;
  /** Printed tax ID ('' when left blank); `tax` is null when masked or blank. */
  taxPrinted: string; tax: TaxRead | null;
  dobPrinted: string; dob: string | null;
  creditPrinted: string; credit: number | null;
  home: string; phone: string; email: string;
}

export interface Merchant {
  country: Country;
  legal: string; dbaPrinted: string; dba: string | null;
  entityPrinted: string; entity: string;
  industryPrinted: string; industry: string;
  taxPrinted: string; tax: TaxRead;
  startPrinted: string; start: string | null; years: number;
  street: string; city: string; state: string; stateName: string; zip: string;
  incState: string; phone: string; email: string; website: string;
  amount: number; amountPrinted: string; use: string;
  payment: number; paymentPrinted: string; count: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  monthlySales: string; owners: Owner[];
  bank: string; routing: string; account: string; landlord: string; rent: string;
  advances: { funder: string; balance: string; payment: string }[];
  refs: { name: string; phone: string }[];
  rep: { name: string; phone: string; email: string };
}

const EIN_PREFIXES = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 33, 35, 36, 38, 41, 45, 46, 47,
  51, 52, 54, 56, 58, 61, 65, 71, 72, 74, 75, 76, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function luhn9(rng: Rng, first?: number): string {
  const d = [first ?? rng.int(1, 8)];
  for (let i = 0; i < 7; i++) d.push(rng.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = d[i]!;
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  d.push((10 - (sum % 10)) % 10);
  return d.join('');
}

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 9999), 4)}`;
}
const itin = (rng: Rng): string => `9${pad(rng.int(0, 99), 2)}-${rng.pick([70, 71, 72, 78, 80, 83, 88, 90, 94])}-${pad(rng.int(1, 9999), 4)}`;

export function fmtMoney(rng: Rng, n: number, country: Country, cents = true): string {
  const whole = n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const dec = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const f = rng.weighted<string>([[`$${whole}`, 4], [`$${dec}`, cents ? 3 : 0], [String(n), 1], [`$ ${whole}`, 1], [whole, 1]]);
  return country === 'CA' && rng.chance(0.4) ? `${f} CAD` : f;
}

export function fmtDate(rng: Rng, iso: string, country: Country, allowShortYear: boolean): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (country === 'CA') return rng.pick([iso, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`]);
  const opts: [string, number][] = [[`${pad(m, 2)}/${pad(d, 2)}/${y}`, 4], [`${m}/${d}/${y}`, 2], [`${MONTHS[m - 1]} ${d}, ${y}`, 2],
    [`${m}-${d}-${y}`, 1]];
  if (allowShortYear) opts.push([`${m}/${d}/${String(y).slice(2)}`, 2]);
  return rng.weighted(opts);
}

function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
}

const SHARES: number[][] = [[100], [60, 40], [50, 50], [51, 49], [75, 25], [50, 30, 20], [40, 35, 25], [34, 33, 33]];
const ROLES = [['Owner', 'CEO', 'President', 'Managing Member', 'Member'], ['Partner', 'Vice President', 'COO', 'Member', 'Secretary', 'CFO']];

function owner(rng: Rng, country: Country, i: number, share: number, sole: boolean): Owner {
  const first = rng.pick(country === 'CA' ? P.FIRST_CA : P.FIRST);
  const last = rng.chance(0.35) ? rng.pick(P.LAST_HARD) : rng.pick(country === 'CA' ? P.LAST_CA : P.LAST);
  const middle = rng.chance(0.45) ? rng.pick('ABCDEJKLMRST'.split('')) : null;
  const cred = !sole && rng.chance(0.15) ? rng.pick(P.CREDENTIALS) : null;
  let taxPrinted = '';
  let tax: TaxRead | null = null;
  const r = rng.next();
  if (country === 'CA') {
    const sin = luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7]));
    if (r < 0.5) { taxPrinted = rng.chance(0.5) ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` : `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`; tax = { id: sin, type: 'SIN', country: 'CA' }; }
    else if (r < 0.85) taxPrinted = `XXX XXX ${sin.slice(6)}`;
  } else {
    const v = rng.chance(0.12) ? itin(rng) : ssn(rng);
    if (r < 0.55) { taxPrinted = v; tax = { id: v.replace(/\D/g, ''), type: v.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' }; }
    else if (r < 0.9) taxPrinted = rng.pick(['XXX-XX-', '***-**-', '###-##-']) + v.slice(-4);
  }
  const dobIso = rng.chance(0.8) ? isoDate(rng, 1955, 1995) : null;
  const credit = rng.chance(0.45) ? rng.int(520, 790) : null;
  const place = rng.pick(country === 'CA' ? P.CA_PLACES : P.US_PLACES);
  return {
    first, middle, last, cred, role: sole ? rng.pick(['Owner', 'Sole Proprietor', 'Owner/Operator']) : rng.pick(ROLES[i === 0 ? 0 : 1]!),
    share, sharePrinted: rng.chance(0.7) ? `${share}%` : String(share), taxPrinted, tax,
    dobPrinted: dobIso ? fmtDate(rng, dobIso, country, false) : '', dob: dobIso,
    creditPrinted: credit === null ? '' : String(credit), credit,
    home: `${rng.int(10, 9899)} ${rng.pick(P.STREETS)}, ${place[0]}, ${place[1]} ${country === 'CA' ? `${place[3]} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R'])}${rng.int(1, 9)}` : place[3] + pad(rng.int(1, 99), 2)}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`,
    email: `${first.toLowerCase()}.${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
  };
}

/** The owner's name as printed: `First M. Last, DDS` or `Last, First M.`. */
export function printedName(o: Owner, lastFirst: boolean): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ?? ''}`;
}

const US_ENTITIES: [string, string, (w: string) => string][] = [
  ['LLC', 'llc', (w) => `${w}, LLC`], ['Limited Liability Company', 'llc', (w) => `${w} LLC`], ['Corporation', 'c_corporation', (w) => `${w}, Inc.`],
  ['Inc.', 'c_corporation', (w) => `${w} Inc.`], ['S Corp', 's_corporation', (w) => `${w}, Inc.`], ['Partnership', 'general_partnership', (w) => `${w} Partners`],
  ['LLP', 'llp', (w) => `${w} LLP`], ['PLLC', 'pllc', (w) => `${w}, PLLC`], ['Corp', 'c_corporation', (w) => `${w} Corp.`]];
const CA_ENTITIES: [string, string, (w: string) => string][] = [
  ['Corporation', 'ca_corporation', (w) => `${w} Inc.`], ['Inc.', 'ca_corporation', (w) => `${w} Inc.`], ['Ltd.', 'ca_corporation', (w) => `${w} Ltd.`],
  ['Partnership', 'general_partnership', (w) => `${w} Partners`], ['ULC', 'ca_ulc', (w) => `${w} ULC`]];

const title = (s: string): string => s.replace(/\b[a-z]/g, (ch) => ch.toUpperCase());

export function makeMerchant(rng: Rng, country: Country): Merchant {
  const sole = rng.chance(0.2);
  const shares = sole ? [100] : rng.pick(SHARES);
  const owners = shares.map((s, i) => owner(rng, country, i, s, sole));
  const [industryPrinted, industry] = rng.pick(P.INDUSTRIES);
  const word = `${rng.pick(P.NAME_WORDS)} ${industryPrinted.split(' ')[0]!.replace(/[^A-Za-z]/g, '')} ${rng.pick(P.NAME_TAILS)}`;
  let legal: string, entityPrinted: string, entity: string, dba: string | null;
  const o0 = owners[0]!;
  if (sole) {
    legal = `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}`;
    entityPrinted = rng.pick(['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']);
    entity = 'sole_proprietorship';
    dba = `${rng.pick(P.NAME_WORDS)} ${title(industryPrinted)}`;
  } else {
    const numbered = country === 'CA' && rng.chance(0.3);
    const e = rng.pick(country === 'CA' ? CA_ENTITIES : US_ENTITIES);
    entityPrinted = e[0]; entity = e[1];
    legal = numbered ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Canada', 'B.C.', 'Alberta'])} ${e[0] === 'Ltd.' ? 'Ltd.' : 'Inc.'}` : e[2](word);
    dba = numbered || rng.chance(0.55) ? `${rng.pick(P.NAME_WORDS)} ${title(industryPrinted)}` : null;
  }
  const dbaPrinted = dba ?? rng.weighted<string>([['', 3], ['SAME', 2], ['N/A', 2], [legal, 1]]);
  let taxPrinted: string, tax: TaxRead;
  if (country === 'CA') {
    const bn = luhn9(rng);
    const prog = rng.pick(['RC0001', 'RT0001', 'RC0002']);
    taxPrinted = rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
    tax = { id: bn + prog, type: 'BN', country: 'CA' };
  } else if (sole && rng.chance(0.5)) {
    taxPrinted = o0.tax?.type === 'SSN' ? o0.taxPrinted : ssn(rng); tax = { id: taxPrinted.replace(/\D/g, ''), type: 'SSN', country: 'US' };
  } else {
    const ein = `${pad(rng.pick(EIN_PREFIXES), 2)}-${rng.digits(7)}`;
    taxPrinted = ein; tax = { id: ein.replace('-', ''), type: 'EIN', country: 'US' };
  }
  const startIso = isoDate(rng, 2004, 2022);
  const place = rng.pick(country === 'CA' ? P.CA_PLACES : P.US_PLACES);
  const amount = rng.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const frequency = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const count = { daily: rng.pick([120, 140, 160, 180]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 18, 26]), monthly: rng.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * 1.35) / count * 100) / 100;
  const inc = rng.pick(P.INC_STATES.filter(([c]) => c !== place[1]));
  const funders = rng.shuffle([...P.OTHER_FUNDERS]);
  const nAdv = rng.int(0, 2);
  const bankPool = country === 'CA' ? P.BANKS_CA : P.BANKS;
  const refName = (): string => `${rng.pick(P.NAME_WORDS)} ${rng.pick(['Supply Co.', 'Wholesale', 'Distributors', 'Foods Inc.', 'Electric'])}`;
  return {
    country, legal, dbaPrinted, dba: dba && dba !== legal ? dba : null, entityPrinted, entity, industryPrinted, industry, taxPrinted, tax,
    startPrinted: fmtDate(rng, startIso, country, true), start: startIso, years: 2025 - Number(startIso.slice(0, 4)),
    street: `${rng.int(10, 9899)} ${rng.pick(P.STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: place[0], state: place[1],
    stateName: place[2], zip: country === 'CA' ? `${place[3]} ${rng.int(1, 9)}${rng.pick(['B', 'J', 'W'])}${rng.int(1, 9)}` : place[3] + pad(rng.int(1, 99), 2),
    incState: country === 'CA' ? rng.pick(['Canada (CBCA)', 'Ontario', 'British Columbia', 'Federal']) : inc[0],
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`,
    email: `info@${word.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}.com`,
    website: rng.chance(0.6) ? `www.${word.replace(/[^A-Za-z]/g, '').toLowerCase()}.com` : '',
    amount, amountPrinted: fmtMoney(rng, amount, country), use: rng.pick(P.USES),
    payment, paymentPrinted: fmtMoney(rng, payment, country), count, frequency,
    monthlySales: fmtMoney(rng, rng.int(30, 400) * 1000, country, false), owners,
    bank: rng.pick(bankPool), routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(11, 99)}${rng.digits(6)}`,
    account: rng.digits(rng.int(8, 11)),
    landlord: `${rng.pick(P.NAME_WORDS)} Property Management`, rent: fmtMoney(rng, rng.int(18, 95) * 100, country, false),
    advances: funders.slice(0, nAdv).map((f) => ({ funder: f, balance: fmtMoney(rng, rng.int(5, 60) * 1000, country, false), payment: fmtMoney(rng, rng.int(150, 900), country, false) })),
    refs: [0, 1].map(() => ({ name: refName(), phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}` })),
    rep: { name: `${rng.pick(P.FIRST)} ${rng.pick(P.LAST)}`, phone: `(${rng.int(201, 989)}) 555-${pad(rng.int(0, 9999), 4)}`, email: `submissions@${rng.pick(['fundbridge', 'capitalpath', 'bizlend'])}.com` },
  };
}

export const FREQ_LABEL: Record<Merchant['frequency'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
