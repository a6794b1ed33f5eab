// The content of a credit-card statement, shared by the card kinds of world-cards.ts and world-cards2.ts: card
// holders and their card numbers, a billing cycle, rows (purchases per card, payments, refunds, fees, interest,
// installments), and the summary figures, which always add up:
//   previous balance - payments - other credits + purchases + cash advances + balance transfers + fees + interest
//   = new balance.
// Written from general knowledge of how card statements look; the parser was not read. A card is no bank account:
// the truth keeps `statements: []` and `document_kind: "credit_card"` (the convention of world-kinds3.ts) and
// carries the card's own figures and rows in `card` (truth.ts, TruthCard).

import type { Rng } from './prng.ts';
import type { Content } from './model.ts';
import { addDays, daysInMonth, shiftMonth, toDay, ymd } from './dates.ts';
import { dollars, type TruthCard, type TruthCardTransaction } from './truth.ts';

export type CardKind = TruthCardTransaction['kind'];

export interface CardRow {
  trans: string;
  post: string;
  desc: string;                 // the description cell as printed
  cents: number;                // positive
  kind: CardKind;
  card: number;                 // index into holders / last4; -1 for account-level rows
  inst?: string;                // '02/10'
  foreign?: { cur: string; cents: number; rate: number };
}

export interface CardDoc {
  issuer: string;
  product: string;
  currency: string;
  holders: string[];
  last4: string[];
  start: string;
  end: string;
  due: string;
  prev: number;
  limit: number;
  rows: CardRow[];
  apr: number;                  // purchase APR in percent (monthly rate x 12 where the country quotes a monthly rate)
}

export const CREDIT_KINDS: ReadonlySet<CardKind> = new Set(['payment', 'refund']);
export const isCredit = (r: CardRow): boolean => CREDIT_KINDS.has(r.kind);

export interface CardSums {
  payments: number; credits: number; purchases: number; cash: number; transfers: number; fees: number; interest: number; newBal: number;
}

export function sums(rows: readonly CardRow[], prev: number): CardSums {
  const of = (...ks: CardKind[]) => rows.filter((r) => ks.includes(r.kind)).reduce((a, r) => a + r.cents, 0);
  const s = { payments: of('payment'), credits: of('refund'), purchases: of('purchase'), cash: of('cash_advance'),
    transfers: of('balance_transfer'), fees: of('fee', 'tax'), interest: of('interest') };
  return { ...s, newBal: prev - s.payments - s.credits + s.purchases + s.cash + s.transfers + s.fees + s.interest };
}

/** Raise the credit limit to well above the new balance (a limit the statement overdraws would be an error, not a
 *  trait), in whole thousands. */
export function fitLimit(k: CardDoc): void {
  k.limit = Math.max(k.limit, Math.ceil(sums(k.rows, k.prev).newBal * 1.25 / 100000) * 100000);
}

/** Rows of one card (or the account rows, card -1) in posting order. */
export const rowsOf = (k: CardDoc, card: number): CardRow[] => k.rows.filter((r) => r.card === card);
export const total = (rows: readonly CardRow[]): number => rows.reduce((a, r) => a + r.cents, 0);

/** A merchant template: `{N}` digits, `{R}` letters and digits, `{CITY}` the holder's city. */
export type Merchant = readonly [string, number, number];

export function fill(rng: Rng, tpl: string, city: string): string {
  return tpl.replace(/\{N\}/g, () => rng.digits(4)).replace(/\{R\}/g, () => rng.alnum(6)).replace(/\{CITY\}/g, city);
}

export interface CycleOpts {
  /** purchases drawn, [min, max] */
  count: [number, number];
  merchants: readonly Merchant[];
  city: string;
  holders: number;
  /** days from the transaction to its posting, [min, max] (0 where one date is printed) */
  postLag: [number, number];
}

/** A billing cycle ending on `end` (the closing date), 29 to 31 days long. */
export function cycle(rng: Rng, end: string): [string, string] {
  return [addDays(end, -rng.int(28, 30)), end];
}

/** Purchases spread over the cycle, each on one card. */
export function purchases(rng: Rng, start: string, end: string, o: CycleOpts): CardRow[] {
  const span = toDay(end) - toDay(start);
  const out: CardRow[] = [];
  for (let i = rng.int(o.count[0], o.count[1]); i > 0; i--) {
    const [tpl, lo, hi] = rng.pick(o.merchants);
    const trans = addDays(start, rng.int(0, span - 1));
    const post = addDays(trans, Math.min(rng.int(o.postLag[0], o.postLag[1]), toDay(end) - toDay(trans)));
    out.push({ trans, post, desc: fill(rng, tpl, o.city), cents: rng.cents(lo, hi), kind: 'purchase', card: rng.int(0, o.holders - 1) });
  }
  return out;
}

/** The same day of month `back` months before `iso` (clamped to the month's length): an installment's purchase date. */
export function monthsBefore(iso: string, back: number, day: number): string {
  const [y, m] = shiftMonth(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), -back);
  return ymd(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Payments that bring the previous balance down: one or two, together at most the previous balance. */
export function payments(rng: Rng, start: string, end: string, prev: number, descs: readonly string[], full: boolean): CardRow[] {
  const span = toDay(end) - toDay(start);
  const n = full ? 1 : rng.int(1, 2);
  const share = full ? 1 : rng.float(0.25, 0.8);
  const out: CardRow[] = [];
  let left = Math.round(prev * share);
  for (let i = 0; i < n; i++) {
    const cents = i === n - 1 ? left : Math.round(left * rng.float(0.3, 0.7));
    left -= cents;
    const d = addDays(start, rng.int(1, Math.max(2, span - 3)));
    if (cents > 0) out.push({ trans: d, post: d, desc: rng.pick(descs), cents, kind: 'payment', card: -1 });
  }
  return out;
}

/** Posting order: by posting date, then transaction date (a stable sort keeps the drawing order otherwise). */
export function byPost(rows: CardRow[]): CardRow[] {
  return [...rows].sort((a, b) => a.post.localeCompare(b.post) || a.trans.localeCompare(b.trans));
}

/** Record the document as a card statement, its truth figures computed from the rows as printed. */
export function recordCard(c: Content, k: CardDoc, minDue: number, traits: string[], o: { postDates: boolean }): void {
  const s = sums(k.rows, k.prev);
  if (s.newBal <= 0) throw new Error('card model: new balance must be owed');
  const transactions: TruthCardTransaction[] = k.rows.map((r) => ({
    date: r.trans, post_date: o.postDates ? r.post : null, description: r.desc, amount: dollars(r.cents),
    direction: isCredit(r) ? 'credit' : 'debit', kind: r.kind, card_last4: r.card >= 0 ? k.last4[r.card]! : null, installment: r.inst ?? null,
  }));
  const card: TruthCard = {
    issuer: k.issuer, currency: k.currency, card_last4: [...k.last4], period_start: k.start, period_end: k.end, payment_due_date: k.due,
    previous_balance: dollars(k.prev), payments: dollars(s.payments), other_credits: dollars(s.credits), purchases: dollars(s.purchases),
    cash_advances: dollars(s.cash), balance_transfers: dollars(s.transfers), fees: dollars(s.fees), interest: dollars(s.interest),
    new_balance: dollars(s.newBal), minimum_due: dollars(minDue), credit_limit: dollars(k.limit), transactions,
  };
  c.bankName = k.issuer;
  c.documentKind = 'credit_card';
  c.card = card;
  c.traits = ['credit_card', 'not_a_bank_account', 'previous_and_new_balance', ...traits];
}
