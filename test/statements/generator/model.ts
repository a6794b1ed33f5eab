// Content model: a business, its accounts, statement periods and transactions, all in integer cents.
// The renderer (layouts.ts) prints this model; truth.ts turns it into a statement-truth/1 object.

import { Rng } from './prng.ts';
import type { TruthCard } from './truth.ts';
import { addDays, daysInMonth, isBusinessDay, shiftMonth, toDay, usBankHolidays, weekday, ymd } from './dates.ts';
import {
  BILLS, BUSINESS_FIRST, BUSINESS_TRADE, CA_BANKS, CA_CITIES, CA_FUNDERS, CA_PROCESSORS, CUSTOMERS, DBA_WORDS,
  LANDLORDS, LOAN_SERVICERS, PERSON_FIRST, PERSON_LAST, STREETS, UNKNOWN_LENDERS, US_BANKS, US_CITIES, US_FUNDERS,
  US_PROCESSORS, VENDORS, type Funder,
} from './names.ts';

export type Direction = 'credit' | 'debit';
export type Category = 'revenue' | 'transfer_in' | 'loan_proceeds' | 'reversal' | 'interest' | 'mca_payment' | 'nsf_fee'
  | 'transfer_out' | 'loan_payment' | 'fee' | 'check' | 'other';

export interface Business {
  legalName: string;
  tradeName: string | null;
  entity: string | null;        // entity-types reference id; null where the reference has none (world layouts)
  street: string;
  city: string;
  region: string | null;        // state / province code; null where addresses have none (UK, Germany, Hong Kong)
  postal: string;
  country: string;              // 'United States', 'Canada'; the world layouts' countries (world-locale.ts)
}

export interface ModelTxn {
  date: string;
  description: string;
  cents: number;                // positive
  direction: Direction;
  category: Category;
  checkNumber: number | null;
  bankFee: boolean;             // charged by the bank (goes to a "Service fees" section)
  funder: string | null;        // position key (canonical name or counterparty) for MCA debits
  knownLender: boolean;
  balanceAfter: number;         // running balance after this item, in posting order
}

export interface ModelStatement {
  bankName: string;
  accountNumber: string;        // full number as printed (or masked)
  last4: string | null;
  accountType: 'checking' | 'savings';
  productName: string;
  periodStart: string;
  periodEnd: string;
  beginning: number;            // cents
  ending: number;
  txns: ModelTxn[];             // posting order
  currency: string;             // ISO code: USD, CAD; GBP, EUR, CHF, ZAR, HKD, AUD in the world layouts
  /** Rows printed as pending / not yet posted (world layouts): not transactions, listed apart in the truth. */
  pending?: PendingRow[];
  /** Which header figures the document does not print (world layouts): the truth's value is derived from the rows. */
  derived?: { period: boolean; beginning_balance: boolean; ending_balance: boolean };
}

export interface PendingRow { date: string; description: string; cents: number; direction: Direction }

export interface ContentOptions {
  country: 'US' | 'CA';
  months: number;               // consecutive statements per account
  periodKind: 'calendar' | 'offcycle' | 'any';
  accounts: 1 | 2;              // 2 = checking + savings of the same holder
  /** Probability of a statement crossing Dec/Jan (period start in December). */
  yearBoundary?: number;
  /** Mean transactions per business day, roughly. */
  density?: number;
  /** Funder cadences real banks show beyond daily/weekly: biweekly and monthly funders, an SBA/EIDL loan
   *  (funding deposit + monthly payment), and no ACH settlement on US bank holidays (daily runs skip them). */
  cadence?: boolean;
  /** Force one ACH description style (`orig` gives the long addenda that wrap 3-4 lines in a narrow column). */
  achStyle?: AchStyle;
}

export interface Content {
  business: Business;
  bankName: string;
  statements: ModelStatement[];  // account by account, each oldest first
  /** Traps a world layout put into this document (recorded in the truth's `generator.traits`). */
  traits?: string[];
  /** Currency the financials are computed in when a document holds accounts in several currencies. */
  financialsCurrency?: string;
  /** A document that is not a bank-account statement (world layouts): recorded as the truth's `document_kind`. */
  documentKind?: 'credit_card';
  /** A credit-card document's own truth (world-cards*.ts), copied to the truth's `card`. */
  card?: TruthCard;
}

const SUFFIXES_US: readonly (readonly [string, string, number])[] = [
  ['LLC', 'llc', 40], ['L.L.C.', 'llc', 3], ['INC', 'c_corporation', 18], ['Inc.', 'c_corporation', 6],
  ['CORP', 'c_corporation', 8], ['Corporation', 'c_corporation', 3], ['LTD', 'c_corporation', 3], ['PLLC', 'pllc', 5],
];
const SUFFIXES_CA: readonly (readonly [string, string, number])[] = [
  ['LTD', 'ca_corporation', 10], ['Ltd.', 'ca_corporation', 5], ['INC', 'ca_corporation', 10], ['Inc.', 'ca_corporation', 4],
  ['CORP', 'ca_corporation', 4], ['Limited', 'ca_corporation', 3],
];

function caPostal(rng: Rng, fsa: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${fsa} ${rng.int(1, 9)}${L[rng.int(0, L.length - 1)]}${rng.int(0, 9)}`;
}

export function makeBusiness(rng: Rng, country: 'US' | 'CA'): Business {
  const upper = rng.chance(0.7);
  const street = `${rng.int(12, 9899)} ${rng.pick(STREETS)}${rng.chance(0.25) ? ` STE ${rng.int(100, 450)}` : ''}`;
  const [city, region, zip] = country === 'US' ? rng.pick(US_CITIES) : rng.pick(CA_CITIES);
  const postal = country === 'US' ? `${zip}${rng.digits(2)}${rng.chance(0.2) ? `-${rng.digits(4)}` : ''}` : caPostal(rng, zip);
  const soleProp = country === 'US' && rng.chance(0.05);
  let legalName: string, tradeName: string | null = null, entity: string;
  if (soleProp) {
    legalName = `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`;
    tradeName = rng.pick(DBA_WORDS);
    entity = 'sole_proprietorship';
  } else {
    const [suffix, id] = rng.weighted((country === 'US' ? SUFFIXES_US : SUFFIXES_CA).map(([s, i, w]) => [[s, i] as const, w] as const));
    const base = rng.chance(0.15) ? `${rng.pick(PERSON_LAST)} & ${rng.pick(PERSON_LAST)}` : rng.pick(BUSINESS_FIRST);
    legalName = `${base} ${rng.pick(BUSINESS_TRADE)} ${suffix}`;
    entity = id;
    if (rng.chance(0.2)) tradeName = rng.pick(DBA_WORDS);
  }
  const up = (s: string) => (upper ? s.toUpperCase() : s);
  return {
    legalName: up(legalName), tradeName: tradeName === null ? null : up(tradeName), entity,
    street: up(street), city: up(city), region, postal, country: country === 'US' ? 'United States' : 'Canada',
  };
}

interface FunderPlan {
  key: string;                  // canonical name, or counterparty for unknown lenders
  descriptor: string;
  known: boolean;
  frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  weekday: number;
  dayOfMonth: number;           // monthly funders: first business day on or after this day
  cents: number;
  start: string;                // first debit on or after
  stop: string | null;          // no debits after
  fundingDate: string | null;   // loan_proceeds deposit inside the history
  fundingCents: number;
}

export type AchStyle = 'orig' | 'b2b' | 'des' | 'plain';

interface Profile {
  country: 'US' | 'CA';
  holder: string;               // name as it appears inside descriptions
  processors: string[];
  dailyRevenue: number;         // cents
  expenseRatio: number;
  funders: FunderPlan[];
  style: AchStyle;
  upper: boolean;
  card4: string;
  nextCheck: number;
  payrollWeekday: number;
  rentDay: number;
  rent: number;
  lease: readonly [string, string] | null;
  leaseCents: number;
  savings4: string;
  serviceFee: number;
  interest: boolean;
  nsfFee: number;
  nsfWording: string[];
  density: number;
  checkRate: number;
  holidays: boolean;
  sba: { fundingDate: string | null; fundingCents: number; descriptor: string; payDay: number; payCents: number } | null;
}

function yymmdd(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}
function mmdd(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
}
function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/** An ACH line in one of the bank description styles. */
function ach(rng: Rng, p: Profile, dir: Direction, co: string, entry: string, date: string): string {
  const c = p.upper ? co.toUpperCase() : titleCase(co);
  const e = p.upper ? entry.toUpperCase() : titleCase(entry);
  const holder = p.upper ? p.holder.toUpperCase() : titleCase(p.holder);
  switch (p.style) {
    case 'orig':
      return `Orig CO Name:${c} Orig ID:${rng.digits(10)} Desc Date:${yymmdd(date)} CO Entry Descr:${e} Sec:CCD ` +
        `Trace#:${rng.digits(15)} Eed:${yymmdd(date)} Ind ID:${rng.alnum(8)} Ind Name:${holder} Trn: ${rng.digits(10)}Tc`;
    case 'b2b':
      return dir === 'debit'
        ? `Business to Business ACH Debit - ${c} ${e} ${yymmdd(date)} ${rng.digits(7)} ${holder}`
        : `${c} ${e} ${yymmdd(date)} ${rng.alnum(6)} ${holder}`;
    case 'des':
      return `${c} DES:${e} ID:${rng.alnum(10)} INDN:${holder} CO ID:${rng.digits(10)} CCD`;
    case 'plain':
      return `${dir === 'debit' ? 'ACH DEBIT' : 'ACH CREDIT'} ${c} ${e} ${rng.digits(7)}`;
  }
}

function makeProfile(rng: Rng, business: Business, country: 'US' | 'CA', firstStart: string, lastEnd: string, density: number, cadence = false): Profile {
  const holder = business.tradeName && business.entity === 'sole_proprietorship' ? business.tradeName : business.legalName;
  const dailyRevenue = rng.cents(600, 7000);
  const pool = [...(country === 'US' ? US_FUNDERS : CA_FUNDERS)];
  rng.shuffle(pool);
  const nFunders = rng.weighted([[0, 25], [1, 40], [2, 25], [3, 10]] as const);
  const funders: FunderPlan[] = [];
  const span = toDay(lastEnd) - toDay(firstStart);
  for (let i = 0; i < nFunders; i++) {
    const f = pool[i] as Funder;
    const frequency = cadence ? rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const) : rng.chance(0.6) ? 'daily' : 'weekly';
    const base = dailyRevenue * (frequency === 'daily' ? rng.float(0.04, 0.12) : frequency === 'weekly' ? rng.float(0.25, 0.6)
      : frequency === 'biweekly' ? rng.float(0.5, 1.1) : rng.float(1, 2.5));
    const cents = rng.chance(0.4) ? Math.round(base / 100) * 100 : Math.round(base);
    const funded = rng.chance(0.3);
    const fundingDate = funded ? addDays(firstStart, rng.int(2, Math.max(3, Math.floor(span * 0.6)))) : null;
    const start = fundingDate ? addDays(fundingDate, rng.int(2, 6)) : firstStart;
    const stop = !funded && rng.chance(0.2) ? addDays(firstStart, rng.int(Math.floor(span * 0.3), span)) : null;
    funders.push({
      key: f.canonical, descriptor: f.descriptor, known: true, frequency, weekday: rng.int(1, 5), dayOfMonth: cadence ? rng.int(1, 26) : 1, cents, start, stop,
      fundingDate, fundingCents: Math.round(cents * (frequency === 'daily' ? rng.int(110, 160) : rng.int(25, 35)) / 100) * 100,
    });
  }
  if (rng.chance(0.35)) {
    const name = rng.pick(UNKNOWN_LENDERS);
    funders.push({ key: name, descriptor: name, known: false, frequency: 'daily', weekday: 1, dayOfMonth: 1,
      cents: Math.round(dailyRevenue * rng.float(0.03, 0.08)), start: firstStart, stop: null, fundingDate: null, fundingCents: 0 });
  }
  return {
    country, holder, processors: rng.shuffle([...(country === 'US' ? US_PROCESSORS : CA_PROCESSORS)]).slice(0, rng.int(1, 2)),
    dailyRevenue, expenseRatio: rng.float(0.78, 1.04), funders,
    style: rng.pick(['orig', 'b2b', 'des', 'plain'] as const), upper: rng.chance(0.6), card4: rng.digits(4),
    nextCheck: rng.int(1001, 9500), payrollWeekday: rng.int(1, 5), rentDay: rng.int(1, 5),
    rent: rng.cents(1500, 9000), lease: rng.chance(0.35) ? rng.pick(LOAN_SERVICERS) : null, leaseCents: rng.cents(300, 3000),
    savings4: rng.digits(4), serviceFee: rng.pick([1000, 1200, 1400, 1500, 2500, 3000]), interest: rng.chance(0.35),
    nsfFee: rng.pick([3400, 3500, 3600, 3000]),
    nsfWording: rng.pick([
      ['OVERDRAFT ITEM FEE', 'NSF FEE RETURNED ITEM'], ['Overdraft Fee For A Item', 'Insufficient Funds Fee'],
      ['OD ITEM FEE'], ['RETURNED ITEM FEE', 'OVERDRAFT FEE'],
    ]),
    density, checkRate: rng.float(0.03, 0.45), holidays: cadence,
    sba: cadence && rng.chance(0.6) ? {
      fundingDate: rng.chance(0.5) ? addDays(firstStart, rng.int(1, Math.max(2, Math.floor(span * 0.5)))) : null,
      fundingCents: rng.int(30, 300) * 100000, payDay: rng.int(3, 25), payCents: rng.cents(300, 2500),
      descriptor: rng.pick(['SBAD TREAS 310 MISC PAY', 'SBA EIDL LOAN FUNDING', 'SBA LOAN PROCEEDS', 'EIDL LOAN DISBURSEMENT']),
    } : null,
  };
}

interface Pending { description: string; cents: number; direction: Direction; category: Category; checkNumber?: number;
  bankFee?: boolean; funder?: FunderPlan }

function periods(rng: Rng, n: number, kind: 'calendar' | 'offcycle', yearBoundary: number): [string, string][] {
  let year = rng.int(2024, 2026);
  let month = rng.int(1, 12);
  if (year === 2026 && month > 6) month -= 6;
  if (rng.chance(yearBoundary)) {
    // put a Dec/Jan crossing inside the history
    const at = rng.int(0, n - 1);
    [year, month] = shiftMonth(year, 12, -at);
    if (kind === 'calendar' && n === 1) month = 12;
  }
  const startDay = kind === 'calendar' ? 1 : rng.int(2, 28);
  const out: [string, string][] = [];
  for (let i = 0; i < n; i++) {
    const [y, m] = shiftMonth(year, month, i);
    const start = ymd(y, m, Math.min(startDay, daysInMonth(y, m)));
    let end: string;
    if (kind === 'calendar') end = ymd(y, m, daysInMonth(y, m));
    else {
      const [y2, m2] = shiftMonth(y, m, 1);
      end = addDays(ymd(y2, m2, Math.min(startDay, daysInMonth(y2, m2))), -1);
    }
    out.push([start, end]);
  }
  return out;
}

function dayItems(rng: Rng, p: Profile, date: string, periodEnd: string, balance: number): Pending[] {
  const out: Pending[] = [];
  const cr = (description: string, cents: number, category: Category = 'revenue') =>
    out.push({ description, cents, direction: 'credit', category });
  const db = (description: string, cents: number, category: Category = 'other', extra: Partial<Pending> = {}) =>
    out.push({ description, cents, direction: 'debit', category, ...extra });
  const U = (s: string) => (p.upper ? s.toUpperCase() : titleCase(s));
  const d = p.density;
  const bday = isBusinessDay(date) && !(p.holidays && usBankHolidays(Number(date.slice(0, 4))).has(date));
  if (bday) {
    // revenue
    for (const proc of p.processors) {
      if (!rng.chance(0.9)) continue;
      const amt = Math.round(p.dailyRevenue * rng.float(0.3, 1.2) / p.processors.length);
      const entry = rng.pick(['MERCH DEP', 'DEPOSIT', 'SETTLEMENT', 'BTOT DEP']);
      cr(rng.chance(0.7) ? ach(rng, p, 'credit', proc, entry, date) : U(`${proc} ${entry} ${rng.digits(6)}`), amt);
    }
    if (rng.chance(0.3 * d)) cr(U(rng.pick(['MOBILE DEPOSIT REF ', 'REMOTE ONLINE DEPOSIT ', 'BRANCH DEPOSIT ', 'DEPOSIT '])) + rng.digits(10), rng.cents(200, 6000));
    if (rng.chance(0.12 * d)) cr(ach(rng, p, 'credit', rng.pick(CUSTOMERS), 'PAYMENT', date), rng.cents(500, 9000));
    if (rng.chance(0.04 * d)) cr(U(`INCOMING WIRE ORIG:${rng.pick(CUSTOMERS)} REF ${rng.alnum(12)}`), rng.cents(2000, 25000));
    if (rng.chance(0.06 * d)) {
      const who = `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`;
      cr(p.country === 'US' ? U(`ZELLE PAYMENT FROM ${who} ${rng.alnum(9)}`) : U(`E-TRANSFER AUTODEPOSIT ${who}`), rng.cents(50, 1500));
    }
    if (rng.chance(0.025)) cr(U(`PURCHASE RETURN ${mmdd(date)} ${rng.pick(VENDORS)[0]} CARD ${p.card4}`), rng.cents(20, 300), 'reversal');
    if (rng.chance(0.008)) cr(U(`ACH RETURN ${rng.pick(BILLS)[0]} ${rng.digits(8)}`), rng.cents(100, 900), 'reversal');
    // funders
    for (const f of p.funders) {
      if (f.fundingDate === date) cr(ach(rng, p, 'credit', f.descriptor, 'FUNDING', date), f.fundingCents, 'loan_proceeds');
      if (date < f.start || (f.stop && date > f.stop)) continue;
      if (f.frequency === 'weekly' && weekday(date) !== f.weekday) continue;
      // every other week on its weekday, counted from the first possible debit
      if (f.frequency === 'biweekly' && (weekday(date) !== f.weekday || Math.floor((toDay(date) - toDay(f.start)) / 7) % 2 !== 0)) continue;
      if (f.frequency === 'monthly' && date !== monthlyDate(p, date, f.dayOfMonth)) continue;
      db(ach(rng, p, 'debit', f.descriptor, rng.pick(['PAYMENT', 'ACH PMT', 'DEBIT']), date), f.cents, 'mca_payment', { funder: f });
    }
    if (p.sba?.fundingDate === date) cr(U(`${p.sba.descriptor} ${rng.digits(8)}`), p.sba.fundingCents, 'loan_proceeds');
    if (p.sba && date === monthlyDate(p, date, p.sba.payDay)) db(ach(rng, p, 'debit', 'SBA EIDL PMT', 'LOAN PMT', date), p.sba.payCents, 'loan_payment');
    // expenses
    const budget = p.dailyRevenue * p.expenseRatio;
    const nCards = rng.int(0, Math.round(2 * d));
    for (let i = 0; i < nCards; i++) {
      const [v, lo, hi] = rng.pick(VENDORS);
      const city = p.country === 'US' ? 'ANYTOWN' : 'TORONTO';
      const desc = rng.pick([
        `PURCHASE AUTHORIZED ON ${mmdd(addDays(date, -rng.int(0, 2)))} ${v} ${city} S${rng.digits(15)} CARD ${p.card4}`,
        `POS DEBIT ${v} ${rng.digits(4)}`,
        `CARD PURCHASE ${mmdd(date)} ${v} CARD ${p.card4}`,
      ]);
      db(U(desc), rng.cents(lo, hi));
    }
    if (weekday(date) === p.payrollWeekday && rng.chance(0.9)) {
      const [co, entry] = rng.pick(BILLS.slice(0, 3));
      db(ach(rng, p, 'debit', co, entry, date), Math.round(budget * rng.float(1.2, 2.2)));
    }
    if (rng.chance(0.12 * d)) {
      const [co0, entry0, lo, hi] = rng.pick(BILLS.slice(3));
      let [co, entry] = [co0, entry0];
      if (p.country === 'CA' && co === 'IRS') [co, entry] = ['CANADA REVENUE AGENCY', 'GST/HST PMT'];
      db(ach(rng, p, 'debit', co, entry, date), rng.cents(lo, Math.min(hi, lo + budget / 100)));
    }
    if (rng.chance(p.checkRate * d)) {
      const n = p.nextCheck;
      p.nextCheck += rng.chance(0.15) ? 2 : 1;
      db('CHECK', rng.cents(80, Math.max(200, budget / 60)), 'check', { checkNumber: n });
    }
    if (rng.chance(0.03)) db(U(`${p.processors[0]} MERCH FEES ${rng.digits(6)}`), Math.round(p.dailyRevenue * rng.float(0.3, 0.8)), 'fee');
    if (rng.chance(0.015)) {
      db(U(`WIRE TRANSFER OUT BNF:${rng.pick(CUSTOMERS)} REF ${rng.alnum(10)}`), rng.cents(1000, 8000));
      db(U('WIRE TRANSFER FEE'), rng.pick([2500, 3000, 3500]), 'fee', { bankFee: true });
    }
    // keep the balance in a plausible band with transfers between own accounts
    if (balance > p.dailyRevenue * 15 && rng.chance(0.3)) {
      db(U(`ONLINE TRANSFER TO SAV ...${p.savings4} REF ${rng.alnum(10)}`), Math.round(balance * rng.float(0.3, 0.6) / 10000) * 10000, 'transfer_out');
    } else if (balance < -p.dailyRevenue * 1.5 && rng.chance(0.5)) {
      cr(U(`ONLINE TRANSFER FROM SAV ...${p.savings4} REF ${rng.alnum(10)}`), Math.round(p.dailyRevenue * rng.float(1, 3) / 10000 + 1) * 10000, 'transfer_in');
    }
  }
  const dom = Number(date.slice(8, 10));
  if (dom === p.rentDay) db(ach(rng, p, 'debit', rng.pick(LANDLORDS), 'RENT', date), p.rent);
  if (p.lease && dom === p.rentDay + 9) db(ach(rng, p, 'debit', p.lease[0], p.lease[1], date), p.leaseCents, 'loan_payment');
  if (date === periodEnd) {
    if (p.interest) cr(U('INTEREST PAYMENT'), rng.cents(0.05, 12), 'interest');
    db(U(rng.pick(['MONTHLY SERVICE FEE', 'SERVICE CHARGE', 'ACCOUNT MAINTENANCE FEE'])), p.serviceFee, 'fee', { bankFee: true });
    if (rng.chance(0.05)) cr(U('FEE REFUND'), p.serviceFee, 'reversal');
  }
  return out;
}

/** The first bank business day on or after day `dom` of `date`'s month (a monthly debit due on a weekend or holiday
 *  posts on the next business day). */
function monthlyDate(p: Profile, date: string, dom: number): string {
  let d = ymd(Number(date.slice(0, 4)), Number(date.slice(5, 7)), dom);
  const closed = (x: string) => !isBusinessDay(x) || (p.holidays && usBankHolidays(Number(x.slice(0, 4))).has(x));
  while (closed(d)) d = addDays(d, 1);
  return d;
}

export function makeContent(rng: Rng, opts: ContentOptions): Content {
  const business = makeBusiness(rng.fork('business'), opts.country);
  const bankName = rng.pick(opts.country === 'US' ? US_BANKS : CA_BANKS);
  const kind = opts.periodKind === 'any' ? (rng.chance(0.65) ? 'calendar' : 'offcycle') : opts.periodKind;
  const pers = periods(rng, opts.months, kind, opts.yearBoundary ?? 0.2);
  const p = makeProfile(rng.fork('profile'), business, opts.country, pers[0]![0], pers[pers.length - 1]![1], opts.density ?? 1, opts.cadence ?? false);
  if (opts.achStyle) p.style = opts.achStyle;
  const tx = rng.fork('transactions');
  const statements: ModelStatement[] = [];
  const currency = opts.country === 'US' ? 'USD' : 'CAD';
  const acctDigits = rng.chance(0.5) ? 12 : 10;
  const checkingNumber = rng.digits(acctDigits - 4) + rng.digits(4);
  const stressed = rng.chance(0.3);
  let balance = stressed ? rng.cents(50, 2500) : rng.cents(2000, 40000);
  if (stressed) p.expenseRatio = Math.max(p.expenseRatio, rng.float(0.98, 1.1));
  const savingsLines: { date: string; cents: number; direction: Direction; ref: string }[] = [];
  for (const [start, end] of pers) {
    const beginning = balance;
    const txns: ModelTxn[] = [];
    let overdraftFees = 0;
    for (let day = toDay(start); day <= toDay(end); day++) {
      const date = addDays(start, day - toDay(start));
      const items = dayItems(tx, p, date, end, balance);
      // posting order: most banks post credits first, some interleave
      const credits = items.filter((i) => i.direction === 'credit');
      const debits = items.filter((i) => i.direction === 'debit');
      const ordered = tx.chance(0.7) ? [...credits, ...debits] : tx.shuffle([...items]);
      let feesToday = 0;
      for (const it of ordered) {
        balance += it.direction === 'credit' ? it.cents : -it.cents;
        txns.push({ date, description: it.description, cents: it.cents, direction: it.direction, category: it.category,
          checkNumber: it.checkNumber ?? null, bankFee: it.bankFee ?? false, funder: it.funder?.key ?? null,
          knownLender: it.funder?.known ?? false, balanceAfter: balance });
        if (it.direction === 'debit' && balance < 0 && feesToday < 3 && it.category !== 'nsf_fee') {
          feesToday++;
          overdraftFees++;
          let wording = tx.pick(p.nsfWording);
          if (wording === 'Overdraft Fee For A Item') wording = `Overdraft Fee For A $${(it.cents / 100).toFixed(2)} Item`;
          balance -= p.nsfFee;
          txns.push({ date, description: p.upper ? wording.toUpperCase() : wording, cents: p.nsfFee, direction: 'debit',
            category: 'nsf_fee', checkNumber: null, bankFee: true, funder: null, knownLender: false, balanceAfter: balance });
        }
        if (it.category === 'transfer_out' || it.category === 'transfer_in') {
          savingsLines.push({ date, cents: it.cents, direction: it.direction === 'debit' ? 'credit' : 'debit', ref: it.description });
        }
      }
    }
    void overdraftFees;
    statements.push({ bankName, accountNumber: checkingNumber, last4: checkingNumber.slice(-4), accountType: 'checking',
      productName: tx.pick(['Business Checking', 'Business Complete Checking', 'Business Choice Checking', 'Small Business Checking',
        'Commercial Analysis Checking', 'Business Advantage Checking']),
      periodStart: start, periodEnd: end, beginning, ending: balance, txns, currency });
  }
  if (opts.accounts === 2) {
    const savingsNumber = rng.digits(acctDigits - 4) + p.savings4;
    let sbal = rng.cents(5000, 80000) + savingsLines.filter((l) => l.direction === 'debit').reduce((s, l) => s + l.cents, 0);
    const U = (s: string) => (p.upper ? s.toUpperCase() : titleCase(s));
    for (const [start, end] of pers) {
      const beginning = sbal;
      const txns: ModelTxn[] = [];
      const push = (date: string, description: string, cents: number, direction: Direction, category: Category) => {
        sbal += direction === 'credit' ? cents : -cents;
        txns.push({ date, description, cents, direction, category, checkNumber: null, bankFee: false, funder: null,
          knownLender: false, balanceAfter: sbal });
      };
      for (const l of savingsLines) {
        if (l.date < start || l.date > end) continue;
        const c4 = checkingNumber.slice(-4);
        if (l.direction === 'credit') push(l.date, U(`ONLINE TRANSFER FROM CHK ...${c4} REF ${tx.alnum(10)}`), l.cents, 'credit', 'transfer_in');
        else push(l.date, U(`ONLINE TRANSFER TO CHK ...${c4} REF ${tx.alnum(10)}`), l.cents, 'debit', 'transfer_out');
      }
      push(end, U('INTEREST EARNED'), Math.max(1, Math.round(sbal * tx.float(0.0005, 0.003))), 'credit', 'interest');
      statements.push({ bankName, accountNumber: savingsNumber, last4: p.savings4, accountType: 'savings',
        productName: tx.pick(['Business Savings', 'Business Market Rate Savings', 'Commercial Money Market']),
        periodStart: start, periodEnd: end, beginning, ending: sbal, txns, currency });
    }
  }
  return { business, bankName, statements };
}
