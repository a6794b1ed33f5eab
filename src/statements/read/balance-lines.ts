// Balance lines among the rows: an opening or closing label, a balance carried or brought forward, a day's balance.
// One rule (balanceLine) decides what each does to the list (opens it, closes it, links the chain between rows, or
// starts another account's list), with the date and chain tests it shares with the row rules of lines.ts.
import { findDates, inOrder, type DateParts } from './dates.ts';
import type { LineTokens } from './tokens.ts';
import { datedBalanceLine, dayBalanceLine, labelValue, signedCents, type Section } from './records.ts';
import type { Context, ReadState, Rule } from './lines.ts';

/** A printed date as a number that orders dates (years compared only where both print one). */
export function dayKey(d: DateParts, withYear: boolean): number {
  return (withYear ? (d.y ?? 0) * 10000 : 0) + d.m * 100 + d.d;
}

/**
 * A balance line dated before the last row of a list whose rows run oldest first (its first row dated before its
 * last): rows in date order do not go back, so the list above has ended (a second account's statement in the file
 * opening with `SOLDE CREDITEUR AU 02/06/2014` after the first one's rows up to 30/06).
 */
export function goesBack(s: ReadState, t: LineTokens, c: Context, own?: DateParts): boolean {
  const rows = s.cur.records.filter((r) => !r.checkpoint && r.dates.length);
  const found = own ?? findDates(t.text.map((x) => x.text).join(' '))[0];
  if (rows.length < 2 || !found) return false;
  const at = inOrder(found, c.dayFirst);
  const first = inOrder(rows[0]!.dates[0]!.date, c.dayFirst);
  const last = inOrder(rows[rows.length - 1]!.dates[0]!.date, c.dayFirst);
  const years = at.y !== null && first.y !== null && last.y !== null;
  return dayKey(first, years) < dayKey(last, years) && dayKey(at, years) < dayKey(last, years);
}

/**
 * One decision for every line that prints a balance: an opening or closing label, a carried or brought-forward
 * balance, a day's balance ("Balance as at close 16 Feb 2024"). It opens a list, closes it, links the chain between
 * rows (a checkpoint), or starts another account's list.
 */
export const balanceLine: Rule = (s, t, c) => {
  const day = t.label === null && t.money.length === 1 && (t.dates.length ? datedBalanceLine(t) : dayBalanceLine(t));
  if (!day && !((t.label === 'opening' || t.label === 'closing') && t.money.length)) return null;
  const inList = s.cur.records.length > 0;
  const lastRec = s.cur.records[s.cur.records.length - 1];
  const repeatsLast = (v: number) => Boolean(lastRec?.money.some((m) => signedCents(m) === v));
  if (t.label === 'opening' && t.carry && inList && !dayBalanceLine(t) && !repeatsLast(labelValue(t, 'opening')) &&
    !chainReaches(s.cur, labelValue(t, 'opening'), c.settings.records.carryMaxRows)) {
    return { class: 'opening', why: 'a brought-forward balance that does not continue the list above: another account\'s list', act: 'new_list' };
  }
  // After a list's printed closing, a balance dated by its day opens the next list ("SOLDE CREDITEUR AU 31/03/2024").
  if (day && s.cur.closing !== null) return { class: 'opening', why: 'a balance dated by its day after a list\'s closing: the next list opens with it', act: 'open' };
  // A balance dated before the rows above, which run oldest first: the dates went back, another account's list opens.
  if (day && goesBack(s, t, c)) return { class: 'opening', why: 'a balance dated before the rows above (they run oldest first): another account\'s list opens with it', act: 'open' };
  // A brought-forward balance under another printed statement period than the rows above: the next statement opens.
  if (t.label === 'opening' && lastRec && newPeriod(c, lastRec.lines[0]!, t.index)) return { class: 'opening', why: 'brought forward under a new statement period: the next statement opens with it', act: 'open' };
  if (t.money.length === 1 && ((inList && t.carry) || day)) {
    return { class: 'checkpoint', why: day ? 'a balance dated by its day, between rows: a link of the chain' : 'a carried balance between rows: a link of the chain', act: 'checkpoint' };
  }
  if (dayClosing(s, t, c)) return { class: 'checkpoint', why: 'a closing balance dated like a row, the list\'s rows going on right under it: the day\'s closing, a link of the chain', act: 'checkpoint' };
  if (t.label === 'closing') return t.carry ? { class: 'closing', why: 'carried to the next page: the list goes on', act: 'reset' } : { class: 'closing', why: 'closing balance label', act: 'close' };
  if (t.carry) {
    return !inList && s.cur.opening === null ? { class: 'opening', why: 'brought forward before any row: the list\'s opening', act: 'carry_open' }
      : { class: 'opening', why: 'carried or brought forward inside a list: the list goes on', act: 'reset' };
  }
  const v = labelValue(t, 'opening');
  // "Balance brought forward" at a page's top repeats the running balance: the same list goes on, unless a new
  // statement period was printed since the last row (the next month of the same account opens where it ended).
  if (lastRec && s.cur.closing === null && repeatsLast(v) && c.periodAt(lastRec.lines[0]!) === c.periodAt(t.index)) {
    return { class: 'opening', why: 'repeats the running balance under the same period: the list goes on', act: 'continue_list' };
  }
  // The same figure under another printed statement period, after the list closed: the next month of an account that
  // did not move (a month without activity opens and closes at one balance, and so does the month after it).
  if (!inList && s.cur.opening === v && s.cur.closing !== null && newPeriod(c, s.cur.start, t.index)) return { class: 'opening', why: 'the previous list\'s closing brought forward under a new statement period: the next statement opens with it', act: 'open' };
  if (!inList && s.cur.opening === v) return { class: 'opening', why: 'the same opening printed again (a summary box, then the table)', act: 'repeat_open' };
  // The list's own opening printed again under its rows, before any closing: a summary printed after the table.
  if (s.cur.opening === v && s.cur.closing === null) return { class: 'opening', why: 'the list\'s opening printed again under its rows (a summary after the table)', act: 'repeat_open' };
  // A list printed without its opening, then a summary under its rows whose opening the first row leads back to (its
  // balance less or plus its amount): the list's own opening, printed after it.
  if (inList && s.cur.opening === null && s.cur.closing === null && opensRows(s.cur, v)) return { class: 'opening', why: 'the list\'s opening printed under its rows (a summary after the table): its first row\'s balance less its amount', act: 'repeat_open' };
  return { class: 'opening', why: 'opening balance label', act: 'open' };
};

/**
 * A closing balance printed in the date column like a row, between rows of the list ("01/10  SALDO FINAL  15.588,67"
 * after the day's items, the next day's items right under it, under the same statement period): the day's closing.
 */
function dayClosing(s: ReadState, t: LineTokens, c: Context): boolean {
  const n = c.nextLine?.(t.index);
  if (t.label !== 'closing' || t.carry || !t.dates.length || t.money.length !== 1 || !s.cur.records.length || !n) return false;
  if (!n.dates.length || !n.money.length || (n.label !== null && !datedBalanceLine(n)) || n.line.page !== t.line.page) return false;
  return n.line.y - t.line.y <= c.settings.records.joinGap * t.line.h && c.periodAt(t.index) === c.periodAt(n.index);
}

/** The balance before the list's first row that prints a balance, its amount taken either way, is `v`. */
function opensRows(cur: Section, v: number): boolean {
  const first = cur.records.find((r) => !r.checkpoint);
  if (!first || first.money.length < 2) return false;
  const b = signedCents(first.money[first.money.length - 1]!);
  const a = first.money[0]!.cents;
  return v === b - a || v === b + a;
}

/** Two lines under different statement periods, both printed. */
export const newPeriod = (c: Context, a: number, b: number) => { const p = c.periodAt(a); const q = c.periodAt(b); return p !== null && q !== null && p !== q; };

/**
 * A brought-forward balance that the rows since the last printed balance lead to, each amount taken in or out ("BALANCE
 * FORWARD" at a page's top in the middle of a day whose balance is printed on its last row only): the list goes on.
 */
export function chainReaches(cur: Section, v: number, maxRows: number): boolean {
  const recs = cur.records;
  let k = recs.length - 1;
  while (k >= 0 && recs[k]!.money.length === 1 && recs.length - 1 - k < maxRows) k--;
  const from = k >= 0 && recs[k]!.money.length >= 2 ? signedCents(recs[k]!.money[recs[k]!.money.length - 1]!) : k < 0 ? cur.opening : null;
  if (from === null || recs.length - 1 - k > maxRows) return false;
  let sums = new Set([from]);
  for (const r of recs.slice(k + 1)) {
    const a = r.money[0]!.cents;
    sums = new Set([...sums].flatMap((x) => [x + a, x - a]));
  }
  return sums.has(v);
}
