// statement-truth/1 objects computed from the content model (an oracle independent of the parser).

import { addDays, isBusinessDay, toDay } from './dates.ts';
import type { Business, Category, Content, Direction, ModelStatement, ModelTxn } from './model.ts';

export interface TruthTransaction {
  date: string;
  description: string;
  amount: number;
  direction: Direction;
  balance: number | null;
  category: Category;
}

export interface TruthStatement {
  file: string;
  bank_name: string;
  account_holder: string;
  account_number_last4: string | null;
  account_type: string;
  currency: string;
  period_start: string;
  period_end: string;
  month: string;
  beginning_balance: number;
  ending_balance: number;
  total_credits: number;
  total_debits: number;
  transactions_complete: true;
  transactions: TruthTransaction[];
  /** World layouts: rows printed as pending / not yet posted (never in `transactions`, never in a figure). */
  pending_transactions?: TruthPending[];
  /** World layouts: header figures the document does not print; the values above are then derived from the rows
   *  (period = first..last posted date, beginning = the oldest row's balance before it, ending = the newest balance). */
  derived?: { period: boolean; beginning_balance: boolean; ending_balance: boolean };
}

export interface TruthPending { date: string; description: string; amount: number; direction: Direction }

export interface TruthMonth {
  date: string;
  total_credits: number;
  total_true_credits: number;
  negative_days_count: number;
  nsf_count: number;
  deposit_count: number;
  days_covered: number;
  partial: boolean;
}

export interface TruthPosition {
  name: string;
  active: boolean;
  payment_frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  remit_percentage: number;
  payment_amount: number;
  debit_count: number;
  first_debit: string;
  last_debit: string;
  known_lender: boolean;
}

/** A credit-card statement's own figures (world-cards*.ts): what the card document prints, kept apart from
 *  `statements` (which stays empty: a card is no bank account). `direction` is from the holder's side of the card:
 *  `debit` = a charge that raises what is owed, `credit` = a payment or refund that lowers it. */
export interface TruthCardTransaction {
  date: string;                 // the transaction date as printed (an installment prints its original purchase date)
  post_date: string | null;     // where a second (posting) date is printed
  description: string;          // the description cell as printed, installment marker included
  amount: number;               // positive, in the statement currency
  direction: Direction;
  kind: 'purchase' | 'payment' | 'refund' | 'fee' | 'interest' | 'tax' | 'cash_advance' | 'balance_transfer';
  card_last4: string | null;    // null for account-level rows (payments, interest, account fees)
  installment: string | null;   // '02/10' where the row is one installment of a purchase
}

export interface TruthCard {
  issuer: string;
  currency: string;
  card_last4: string[];
  period_start: string;
  period_end: string;
  payment_due_date: string;
  previous_balance: number;
  payments: number;
  other_credits: number;
  purchases: number;
  cash_advances: number;
  balance_transfers: number;
  fees: number;                 // fees and taxes on them (IOF, GST)
  interest: number;
  new_balance: number;          // previous - payments - other credits + purchases + cash + transfers + fees + interest
  minimum_due: number;
  credit_limit: number;
  transactions: TruthCardTransaction[];
}

export interface Truth {
  schema: 'statement-truth/1';
  file: string;
  generator: { layout: string; seed: string | number; traits?: string[] };
  /** Set on documents that are not bank-account statements (a business credit-card statement): `statements` is empty. */
  document_kind?: 'credit_card';
  /** Credit-card documents of world-cards*.ts: the card's figures and rows (the older card kind leaves it out). */
  card?: TruthCard;
  statements: TruthStatement[];
  application: { legal_name: string; trade_name: string | null; type_of_entity: string | null; state_region: string | null; country: string };
  financials: {
    avg_monthly_revenue: number;
    avg_monthly_true_revenue: number;
    avg_daily_balance: number;
    avg_negative_days_count: number;
    avg_nsf_count: number;
    total_positions_count: number;
    remit_percentage: number;
    months: TruthMonth[];
    positions: TruthPosition[];
    /** World layouts with accounts in several currencies: the one currency these figures are in (the others' accounts
     *  are left out, never added). */
    currency?: string;
  };
}

export const dollars = (cents: number): number => Math.round(cents) / 100;
// Half away from zero; the small epsilon (in cents) makes a mean of exactly .5 cent, stored as .4999..., round up
// as a person (and the sample truths) would.
const round2 = (x: number): number => (x < 0 ? -1 : 1) * Math.round(Math.abs(x) * 100 + 1e-7) / 100;
const NOT_TRUE: ReadonlySet<Category> = new Set(['transfer_in', 'loan_proceeds', 'reversal', 'interest']);

/** End-of-day balances (cents) for every day of the statement period. */
export function endOfDayBalances(s: ModelStatement): { date: string; cents: number }[] {
  const out: { date: string; cents: number }[] = [];
  let bal = s.beginning;
  let i = 0;
  for (let d = toDay(s.periodStart); d <= toDay(s.periodEnd); d++) {
    const date = addDays(s.periodStart, d - toDay(s.periodStart));
    while (i < s.txns.length && (s.txns[i] as ModelTxn).date <= date) {
      bal = (s.txns[i] as ModelTxn).balanceAfter;
      i++;
    }
    out.push({ date, cents: bal });
  }
  return out;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

function businessDaysBetween(a: string, b: string): number {
  let n = 0;
  for (let d = toDay(a) + 1; d <= toDay(b); d++) if (isBusinessDay(addDays(a, d - toDay(a)))) n++;
  return n;
}

/** A statement's share of one calendar month (metrics.md "Months"): the whole statement when it runs 35 days or less. */
interface Part { label: string; from: string; to: string; days: number; txns: ModelTxn[]; s: ModelStatement }

function monthEnd(label: string): string {
  const [y, m] = label.split('-').map(Number) as [number, number];
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
}

function partsOf(s: ModelStatement): Part[] {
  const length = toDay(s.periodEnd) - toDay(s.periodStart) + 1;
  if (length <= 35) return [{ label: s.periodEnd.slice(0, 7), from: s.periodStart, to: s.periodEnd, days: length, txns: s.txns, s }];
  const parts: Part[] = [];
  for (let label = s.periodStart.slice(0, 7); label <= s.periodEnd.slice(0, 7); label = addDays(monthEnd(label), 1).slice(0, 7)) {
    const from = s.periodStart > `${label}-01` ? s.periodStart : `${label}-01`;
    const to = s.periodEnd < monthEnd(label) ? s.periodEnd : monthEnd(label);
    parts.push({ label, from, to, days: toDay(to) - toDay(from) + 1, txns: [], s });
  }
  // Rows are dated inside the period; one outside it would count in the nearest part.
  for (const t of s.txns) (parts.find((p) => t.date <= p.to) ?? (parts[parts.length - 1] as Part)).txns.push(t);
  return parts;
}

export function computeFinancials(statements: ModelStatement[]): Truth['financials'] {
  type Acc = Omit<TruthMonth, 'days_covered' | 'partial'> & { cents: number; trueCents: number; daysBy: Map<string, number> };
  const months = new Map<string, Acc>();
  for (const part of statements.flatMap(partsOf)) {
    let m = months.get(part.label);
    if (!m) {
      m = { date: part.label, total_credits: 0, total_true_credits: 0, negative_days_count: 0, nsf_count: 0, deposit_count: 0, cents: 0, trueCents: 0, daysBy: new Map() };
      months.set(part.label, m);
    }
    for (const t of part.txns) {
      if (t.direction === 'credit') {
        m.cents += t.cents;
        if (!NOT_TRUE.has(t.category)) m.trueCents += t.cents;
        if (t.category === 'revenue') m.deposit_count++;
      } else if (t.category === 'nsf_fee') m.nsf_count++;
    }
    m.negative_days_count += endOfDayBalances(part.s).filter((d) => d.date >= part.from && d.date <= part.to && d.cents < 0).length;
    m.daysBy.set(part.s.accountNumber, (m.daysBy.get(part.s.accountNumber) ?? 0) + part.days);
  }
  const list: TruthMonth[] = [...months.values()].sort((a, b) => a.date.localeCompare(b.date)).map((m) => {
    const days = Math.max(...m.daysBy.values());
    return {
      date: m.date, total_credits: dollars(m.cents), total_true_credits: dollars(m.trueCents),
      negative_days_count: m.negative_days_count, nsf_count: m.nsf_count, deposit_count: m.deposit_count,
      days_covered: days, partial: days < 25,
    };
  });
  // Averages over the months that are not partial; over all of them when every month is.
  const full = list.filter((m) => !m.partial);
  const counted = full.length ? full : list;
  const n = counted.length || 1;
  const avgRevCents = counted.reduce((s, m) => s + Math.round(m.total_credits * 100), 0) / n;
  const avgTrueCents = counted.reduce((s, m) => s + Math.round(m.total_true_credits * 100), 0) / n;
  // average daily balance: per account mean over all covered days, accounts added
  const byAccount = new Map<string, ModelStatement[]>();
  for (const s of statements) byAccount.set(s.accountNumber, [...(byAccount.get(s.accountNumber) ?? []), s]);
  let adb = 0;
  // Remit is against avg_monthly_true_revenue as reported (2 decimals), like the sample truths.
  const avgTrueReported = Math.round(round2(avgTrueCents / 100) * 100);
  const remits = new Map<TruthPosition, number>();
  const positions: TruthPosition[] = [];
  for (const stmts of byAccount.values()) {
    const days = stmts.flatMap(endOfDayBalances);
    adb += days.reduce((s, d) => s + d.cents, 0) / Math.max(1, days.length);
    const latestEnd = stmts.map((s) => s.periodEnd).sort().at(-1) as string;
    const byFunder = new Map<string, ModelTxn[]>();
    for (const t of stmts.flatMap((s) => s.txns)) {
      if (t.direction === 'debit' && t.category === 'mca_payment' && t.funder) byFunder.set(t.funder, [...(byFunder.get(t.funder) ?? []), t]);
    }
    for (const [name, debits] of byFunder) {
      if (debits.length < 2) continue;
      const dates = debits.map((t) => t.date).sort();
      const bGaps: number[] = [], cGaps: number[] = [];
      for (let i = 1; i < dates.length; i++) {
        bGaps.push(businessDaysBetween(dates[i - 1] as string, dates[i] as string));
        cGaps.push(toDay(dates[i] as string) - toDay(dates[i - 1] as string));
      }
      const cg = median(cGaps);
      const freq = median(bGaps) <= 1.5 ? 'daily' : cg <= 9 ? 'weekly' : cg <= 18 ? 'biweekly' : 'monthly';
      const pay = median(debits.slice(-5).map((t) => t.cents));
      const factor = { daily: 21, weekly: 52 / 12, biweekly: 26 / 12, monthly: 1 }[freq];
      const last = dates[dates.length - 1] as string;
      const remit = avgTrueReported > 0 ? (100 * pay * factor) / avgTrueReported : 0;
      const p: TruthPosition = {
        name, active: toDay(last) >= toDay(latestEnd) - 13, payment_frequency: freq,
        remit_percentage: round2(remit),
        payment_amount: dollars(pay), debit_count: debits.length, first_debit: dates[0] as string, last_debit: last,
        known_lender: (debits[0] as ModelTxn).knownLender,
      };
      remits.set(p, remit);
      positions.push(p);
    }
  }
  // As the sample truths: active positions first, then by name (case-insensitive).
  positions.sort((a, b) => Number(b.active) - Number(a.active) || a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  const active = positions.filter((p) => p.active);
  return {
    avg_monthly_revenue: round2(avgRevCents / 100),
    avg_monthly_true_revenue: round2(avgTrueCents / 100),
    avg_daily_balance: round2(adb / 100),
    avg_negative_days_count: round2(counted.reduce((s, m) => s + m.negative_days_count, 0) / n),
    avg_nsf_count: round2(counted.reduce((s, m) => s + m.nsf_count, 0) / n),
    total_positions_count: active.length,
    // The sum of the unrounded per-position figures, rounded once (sample truths: 3.85 + 2.96 + 5.57 -> 12.39).
    remit_percentage: round2(active.reduce((s, p) => s + (remits.get(p) ?? 0), 0)),
    months: list,
    positions,
  };
}

export function applicationTruth(b: Business): Truth['application'] {
  return { legal_name: b.legalName, trade_name: b.tradeName, type_of_entity: b.entity, state_region: b.region, country: b.country };
}

/** Truth transactions for a statement given the description each row prints and the balance it shows. */
export function statementTruth(file: string, content: Content, s: ModelStatement, rows: TruthTransaction[]): TruthStatement {
  const credits = s.txns.filter((t) => t.direction === 'credit').reduce((a, t) => a + t.cents, 0);
  const debits = s.txns.filter((t) => t.direction === 'debit').reduce((a, t) => a + t.cents, 0);
  if (s.beginning + credits - debits !== s.ending) throw new Error('model does not reconcile');
  return {
    file, bank_name: s.bankName, account_holder: content.business.legalName, account_number_last4: s.last4,
    account_type: s.accountType, currency: s.currency, period_start: s.periodStart, period_end: s.periodEnd,
    month: s.periodEnd.slice(0, 7), beginning_balance: dollars(s.beginning), ending_balance: dollars(s.ending),
    total_credits: dollars(credits), total_debits: dollars(debits), transactions_complete: true, transactions: rows,
    ...(s.pending ? { pending_transactions: s.pending.map((p) => ({ date: p.date, description: p.description, amount: dollars(p.cents), direction: p.direction })) } : {}),
    ...(s.derived ? { derived: { ...s.derived } } : {}),
  };
}
