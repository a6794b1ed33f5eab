// Positions (metrics.md): a funder that debits the account at least twice, found by a known lender name, or
// without a known name by recurring fixed debits: the same counterparty taking the same amount (within 1%) on at
// least 5 business days in a row, or on at least 3 consecutive weeks. Those unnamed debits are categorised
// `mca_payment` too.
import type { Category, Direction, Position } from '../types.ts';
import { addDays, businessDaysBetween, daysBetween, nextBusinessDay } from '../calendar.ts';
import { matchLender } from './lenders.ts';
import { median, round2, toCents } from '../money.ts';

// Definitions of spec/metrics.md ("positions") and docs/metrics-choices.md, not tolerances of the reader: changing one
// changes what the figures mean. An unnamed recurring debit: the same counterparty, amounts within 1% of the
// cluster's smallest (at least MIN_PAYMENTS of them), on RECURRING_DAYS business days in a row or on RECURRING_WEEKS
// consecutive weeks (debits WEEK_GAP_MIN..WEEK_GAP_MAX days apart).
const CLUSTER_FACTOR = 1.01;
const MIN_PAYMENTS = 3;
const RECURRING_DAYS = 5;
const RECURRING_WEEKS = 3;
const WEEK_GAP_MIN = 5;
const WEEK_GAP_MAX = 9;
// payment_frequency from the median gap: up to 1.5 business days daily, up to 9 calendar days weekly, up to 18 biweekly.
const DAILY_MAX_GAP = 1.5;
const WEEKLY_MAX_GAP = 9;
const BIWEEKLY_MAX_GAP = 18;
// Active: the last debit within this many days of the account's latest period end. The remit: the median of the last
// LAST_PAYMENTS debits.
const ACTIVE_WITHIN_DAYS = 13;
const LAST_PAYMENTS = 5;
// Counterparty names: noise words stripped at most this many times from each end; a shorter name is none.
const NOISE_PASSES = 5;
const MIN_NAME_CHARS = 3;

export interface PositionTx {
  account: string;
  date: string;
  description: string;
  amount: number;
  direction: Direction;
  category: Category;
}

export interface PositionDetail extends Position {
  payment_amount: number;      // median of the last 5 debits
  debit_count: number;
  first_debit: string;
  last_debit: string;
  known_lender: boolean;
  last_amounts: number[];      // its last 5 debit amounts (internal: removed before output)
}

// Words that frame an ACH/debit line without naming the counterparty.
// Card purchases start with their date once the prefix is gone, so they never form an unnamed position.
const LEADING_NOISE = /^(PURCHASE AUTHORIZED ON|(RECURRING |DEBIT |POS |CARD )*(CARD )?PURCHASE( AT)?|CHECKCARD|POS DEBIT|BUSINESS TO BUSINESS ACH( DEBIT)?|B2B ACH( DEBIT)?|ACH (DEBIT|WITHDRAWAL|PMT|PAYMENT|DR)|ACH|PREAUTHORIZED (DEBIT|ACH DEBIT|PAYMENT)|PRE ?AUTH(ORIZED)? (DEBIT|PMT)|ELECTRONIC (WITHDRAWAL|DEBIT|PAYMENT|PMT)|ELEC(TRONIC)? PMT|EXTERNAL WITHDRAWAL|WITHDRAWAL|DEBIT|ONLINE (PAYMENT|PMT)|WEB (PMT|PAYMENT)|AUTOPAY|AUTO PAY|RECURRING (DEBIT|PAYMENT)|CORP(ORATE)? (ACH|COLL)|CCD|PPD|WEB|TEL)\b[\s\-:]*/;
const TRAILING_NOISE = /[\s\-:]*\b(PAYMENT|PAYMENTS|PMT|PMTS|PYMT|PYMNT|DEBIT|ACH|CCD|PPD|WEB|TEL|COLLECTION|COLL|SETTLEMENT|DAILY|WEEKLY|PURCHASE|DR|ID|TRN|REF|ENTRY|DESCR|CO|SEC|INDN|IND)\s*$/;

/** The counterparty named by a debit line, cleaned (`NORTHBRIDGE MRCH SVC`), or '' when none can be read. */
export function counterpartyOf(description: string): string {
  const orig = /ORIG CO NAME:\s*(.+?)\s+(ORIG ID|CO ID|DESC DATE|CO ENTRY)/i.exec(description);
  // `NAME DES:ACH PMT ID:JNYKZHWCLD INDN:...` (Bank of America style): the name is what precedes DES:.
  const des = /^(.+?)\s+(DES|ID|INDN|CO ID|CO ENTRY DESCR|ENTRY DESCR|SEC|TRACE|REF)\s*[:#]/i.exec(description);
  let s = (orig ? orig[1]! : des ? des[1]! : description).toUpperCase().replace(/[^A-Z0-9&' ]+/g, ' ').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < NOISE_PASSES; i++) {
    const next = s.replace(LEADING_NOISE, '').trim();
    if (next === s) break;
    s = next;
  }
  // The name ends where reference numbers, dates and IDs start.
  const words = s.split(' ');
  const cut = words.findIndex((w) => /\d/.test(w));
  s = (cut >= 0 ? words.slice(0, cut) : words).join(' ');
  for (let i = 0; i < NOISE_PASSES; i++) {
    const next = s.replace(TRAILING_NOISE, '').trim();
    if (next === s) break;
    s = next;
  }
  return s.length >= MIN_NAME_CHARS ? s : '';
}

/** Split amounts (cents) into groups whose members are within 1% of the group's smallest amount. */
function amountClusters<T extends { cents: number }>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.cents - b.cents);
  const out: T[][] = [];
  for (const it of sorted) {
    const g = out[out.length - 1];
    if (g && it.cents <= g[0]!.cents * CLUSTER_FACTOR) g.push(it); else out.push([it]);
  }
  return out;
}

/** True when the dates hold 5 business days in a row, or 3 consecutive weekly debits. */
export function isRecurringRun(datesIn: string[]): boolean {
  const dates = [...new Set(datesIn)].sort();
  let run = 1;
  for (let i = 1; i < dates.length; i++) {
    run = dates[i] === nextBusinessDay(dates[i - 1]!) ? run + 1 : 1;
    if (run >= RECURRING_DAYS) return true;
  }
  // Weekly: consecutive debits 5 to 9 days apart (a Monday debit moved by a holiday is still that week's).
  let weeks = 1;
  for (let i = 1; i < dates.length; i++) {
    const gap = daysBetween(dates[i - 1]!, dates[i]!);
    weeks = gap >= WEEK_GAP_MIN && gap <= WEEK_GAP_MAX ? weeks + 1 : 1;
    if (weeks >= RECURRING_WEEKS) return true;
  }
  return false;
}

// Counterparties that take fixed recurring debits but are never funders: payroll services, tax authorities,
// insurers, telecom and utilities, software subscriptions. Without this, a weekly payroll-service fee or an insurance
// premium would count as an unnamed MCA position and inflate the position count and the remit. Known lenders are
// matched before this rule and are not affected.
const NOT_A_FUNDER = new RegExp('\\b(' + [
  'ADP', 'PAYCHEX', 'GUSTO', 'INTUIT', 'QUICKBOOKS', 'PAYLOCITY', 'PAYCOM', 'TRINET', 'JUSTWORKS', 'PAYROLL', 'PAYCOR',
  'IRS', 'USATAXPYMT', 'EFTPS', 'TAX', 'TAXES', 'DEPT OF REVENUE', 'DEPARTMENT OF REVENUE', 'FRANCHISE TAX', 'CRA',
  'INSURANCE', 'INS PREM', 'GEICO', 'STATE FARM', 'PROGRESSIVE', 'ALLSTATE', 'NATIONWIDE', 'HISCOX', 'NEXT INSURANCE',
  'VERIZON', 'AT&T', 'ATT', 'T MOBILE', 'TMOBILE', 'COMCAST', 'XFINITY', 'SPECTRUM', 'ELECTRIC', 'WATER', 'GAS CO',
  'UTILITY', 'UTILITIES', 'POWER', 'ENERGY', 'WASTE', 'GOOGLE', 'MICROSOFT', 'AMAZON', 'ADOBE', 'DROPBOX', 'ZOOM',
].join('|') + ')\\b');

// Funder wording wins over the list above ("POWER FUNDING", "ENERGY CAPITAL ADVANCE" stay candidates).
const FUNDER_WORDING = /\b(FUNDING|FUNDER|CAPITAL|ADVANCE|ADVANCES|LENDING|LENDER|LOAN|LOANS|FINANCE|FINANCIAL|FINANCING|MERCHANT|MRCH|MCA|RECEIVABLES|SERVICING)\b/;

/** Whether a counterparty is a known kind of non-funder (payroll, tax, insurance, utilities, subscriptions). */
export function isNotAFunder(counterparty: string): boolean {
  return NOT_A_FUNDER.test(counterparty) && !FUNDER_WORDING.test(counterparty);
}

/**
 * Find unnamed recurring fixed debits among `other` debits; returns a map from transaction to the counterparty
 * name for every debit of a recurring group (the caller re-categorises them `mca_payment`).
 */
export function findRecurringDebits<T extends PositionTx>(txs: T[]): Map<T, string> {
  const found = new Map<T, string>();
  const groups = new Map<string, { tx: T; cents: number }[]>();
  for (const tx of txs) {
    if (tx.direction !== 'debit' || tx.category !== 'other') continue;
    const cp = counterpartyOf(tx.description);
    if (!cp || isNotAFunder(cp)) continue;
    const key = `${tx.account}\u0000${cp}`;
    const g = groups.get(key) ?? [];
    g.push({ tx, cents: toCents(tx.amount) });
    groups.set(key, g);
  }
  for (const [key, items] of groups) {
    const name = key.split('\u0000')[1]!;
    for (const cluster of amountClusters(items)) {
      if (cluster.length < MIN_PAYMENTS) continue;
      if (isRecurringRun(cluster.map((c) => c.tx.date))) for (const c of cluster) found.set(c.tx, name);
    }
  }
  return found;
}

/** Payment frequency from the median gap between distinct debit dates (metrics.md thresholds). */
export function paymentFrequency(datesIn: string[]): Position['payment_frequency'] {
  const dates = [...new Set(datesIn)].sort();
  // Two debits on one day say nothing about a schedule; we call that monthly (the smallest burden), see docs.
  if (dates.length < 2) return 'monthly';
  const bizGaps: number[] = [];
  const calGaps: number[] = [];
  for (let i = 1; i < dates.length; i++) {
    bizGaps.push(businessDaysBetween(dates[i - 1]!, dates[i]!));
    calGaps.push(daysBetween(dates[i - 1]!, dates[i]!));
  }
  if (median(bizGaps) <= DAILY_MAX_GAP) return 'daily';
  const cal = median(calGaps);
  if (cal <= WEEKLY_MAX_GAP) return 'weekly';
  if (cal <= BIWEEKLY_MAX_GAP) return 'biweekly';
  return 'monthly';
}

const MONTHLY_FACTOR: Record<Position['payment_frequency'], number> = {
  daily: 21, weekly: 52 / 12, biweekly: 26 / 12, monthly: 1,
};

/** 100 * monthly payment / avg monthly true revenue, 2 decimals; 0 when there is no true revenue. */
export function remitPercentage(lastAmounts: number[], frequency: Position['payment_frequency'], avgTrueRevenue: number): number {
  return round2(remitRaw(lastAmounts, frequency, avgTrueRevenue));
}

/** The unrounded remit percentage: the financials total adds these up before rounding (as the sample truths do). */
export function remitRaw(lastAmounts: number[], frequency: Position['payment_frequency'], avgTrueRevenue: number): number {
  if (avgTrueRevenue <= 0 || lastAmounts.length === 0) return 0;
  return (100 * median(lastAmounts) * MONTHLY_FACTOR[frequency]) / avgTrueRevenue;
}

/** financials.remit_percentage: the sum over active positions of their unrounded remits, rounded to 2 decimals. */
export function totalRemit(positions: PositionDetail[], avgTrueRevenue: number): number {
  let sum = 0;
  for (const p of positions) {
    if (!p.active) continue;
    sum += remitRaw(p.last_amounts, p.payment_frequency, avgTrueRevenue);
  }
  return round2(sum);
}

/** Active: the last debit falls on or after period_end - 13 days of the account's latest statement. */
export function isActive(lastDebit: string, latestPeriodEnd: string): boolean {
  return lastDebit >= addDays(latestPeriodEnd, -ACTIVE_WITHIN_DAYS);
}

/**
 * The payment debits of each funder, by the position's name: the lender's canonical name, else the name its recurring
 * debits were found under, else the cleaned counterparty. `recurringNames` holds the counterparty of each debit that
 * findRecurringDebits found, which is the cleaned counterparty itself, so without it (on a finished result, where those
 * debits are already `mca_payment`) the grouping is the same. A name with fewer than two debits is no position.
 */
export function positionDebits<T extends Pick<PositionTx, 'direction' | 'category' | 'description'>>(
  txs: T[], recurringNames: Map<T, string> = new Map(),
): Map<string, { known: boolean; debits: T[] }> {
  const byName = new Map<string, { known: boolean; debits: T[] }>();
  for (const tx of txs) {
    if (tx.direction !== 'debit' || tx.category !== 'mca_payment') continue;
    const lender = matchLender(tx.description);
    const name = lender?.name ?? recurringNames.get(tx) ?? counterpartyOf(tx.description);
    if (!name) continue;
    const p = byName.get(name) ?? { known: !!lender, debits: [] };
    p.debits.push(tx);
    byName.set(name, p);
  }
  return byName;
}

/**
 * Positions from categorised debits. `recurringNames` maps unnamed recurring debits to their counterparty name;
 * `latestEnd` gives each account's latest period end.
 */
export function buildPositions<T extends PositionTx>(
  txs: T[], recurringNames: Map<T, string>, latestEnd: Map<string, string>, avgTrueRevenue: number,
): PositionDetail[] {
  const byName = positionDebits(txs, recurringNames);
  const out: PositionDetail[] = [];
  for (const [name, { known, debits }] of byName) {
    if (debits.length < 2) continue;
    const sorted = [...debits].sort((a, b) => a.date.localeCompare(b.date));
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    const frequency = paymentFrequency(sorted.map((d) => d.date));
    const lastFive = sorted.slice(-LAST_PAYMENTS).map((d) => d.amount);
    // Active if, in any account it debits, its last debit there is recent for that account.
    const lastByAccount = new Map<string, string>();
    for (const d of sorted) lastByAccount.set(d.account, d.date);
    const active = [...lastByAccount].some(([acct, date]) => {
      const end = latestEnd.get(acct);
      return end ? isActive(date, end) : false;
    });
    out.push({
      name, active, payment_frequency: frequency,
      remit_percentage: remitPercentage(lastFive, frequency, avgTrueRevenue),
      payment_amount: round2(median(lastFive)), debit_count: sorted.length,
      first_debit: first.date, last_debit: last.date, known_lender: known, last_amounts: lastFive,
    });
  }
  // Active first, then by name (case-insensitive), as in the sample truths.
  out.sort((a, b) => Number(b.active) - Number(a.active) || a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  return out;
}

const FUNDING_WORDS = /\b(FUNDING|FUNDED|ADVANCE|LOAN|PROCEEDS|DISBURSEMENT|DISB)\b/;

/**
 * Revenue credits that name a funder found by its recurring debits, with funding wording (metrics.md: "a lender's
 * name with FUNDING/ADVANCE/LOAN/PROCEEDS"): `ACH CREDIT QUILLSTONE ADV FUNDING` when QUILLSTONE ADV debits daily.
 */
export function fundingFromUnnamedLenders<T extends PositionTx>(txs: T[], names: Set<string>): T[] {
  if (names.size === 0) return [];
  const out: T[] = [];
  for (const tx of txs) {
    if (tx.direction !== 'credit' || tx.category !== 'revenue') continue;
    const text = ` ${tx.description.toUpperCase().replace(/[^A-Z0-9&' ]+/g, ' ').replace(/\s+/g, ' ')} `;
    if (!FUNDING_WORDS.test(text)) continue;
    for (const n of names) if (text.includes(` ${n} `)) { out.push(tx); break; }
  }
  return out;
}
