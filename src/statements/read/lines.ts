// The line classifier: what each line of a document is to the reader (a column header, a title, a balance line, a
// row, a wrapped description line, ...), and why. Each class is decided by a small named predicate over the line's
// tokens, the reading state so far (the record above, the section's title) and the document's layout traits; the
// first predicate that claims the line decides. sections.ts applies the decision (step) and records it in the trace.
import type { LineClass } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import { findDates, inOrder, type DateParts } from './dates.ts';
import { SKIP_TITLE, headerHint, titleDirection, type LineTokens } from './tokens.ts';
import {
  PENDING, checkWord, continues, datedBalanceLine, dayBalanceLine, gridParts, labelValue, narrativeOf, signedCents,
  type Section, type TxRecord,
} from './records.ts';
import type { Traits } from './traits.ts';

/** What the reader knows at a line: the section being read and the records a next line may belong to. */
export interface ReadState {
  sections: Section[];
  cur: Section;
  /** The record wrapped lines attach to. */
  last: TxRecord | null;
  /** A dated line whose amounts come on a following line. */
  pending: TxRecord | null;
  /** Text lines right above the next record (layouts that print the description above the date and amounts). */
  above: LineTokens[];
  /** The first line of the run of text lines, one right under the other, that `above` ends (it keeps the last two
   *  only), and how many lines the run has. */
  aboveRun?: { top: LineTokens; n: number };
  /** The last section title's direction (a prior for the rows below it). */
  hint: 'credit' | 'debit' | null;
  /** Under a title of a table without postings (daily balances, summaries, pending items). */
  skipping: boolean;
  /** A checks table or a fees section, from its title or header. */
  kind: TxRecord['kind'];
  /** The last record before a column header repeated at a page's top (a day going on past the page break). */
  headerAfter: TxRecord | null;
  /** A description that may go on over a page break: the last row of the previous page, and where the lines read
   *  since the repeated column header (the header, then the description's lines) end. */
  carry: { rec: TxRecord; page: number; y: number } | null;
  /** The section titles seen so far (titleKey). */
  titles: Set<string>;
  /** The last dated record of the list (kept over text lines, forgotten at a title or a list's end). */
  lastDated: TxRecord | null;
  /** The line is the first one read on its page (page furniture aside). */
  pageTop: boolean;
  /** The list being read: the last title's words, and the column header printed under it (null before one). */
  list: string;
  table: LineTokens | null;
}

/** A title's words without case, punctuation or a "continued" mark: the same title repeated on a later page. */
export const titleKey = (t: string) => t.toLowerCase().replace(/\bcontinued\b|[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();

/** What a rule knows of the document: its layout traits (traits.ts), settings, periods and date order, the next line. */
export interface Context {
  traits: Traits; settings: ParseSettings; periodAt: (i: number) => string | null;
  /** The document's date order (date-order.ts): true day first, false month first, null undecided. */
  dayFirst?: boolean | null;
  /** The next line that is not page furniture, after line i (a title-like line may be the next record's text). */
  nextLine?: (i: number) => LineTokens | null;
}

/** A line's class, why, and what the step does with it. */
export type Decision = { class: LineClass; why: string } & (
  | { act: 'none' | 'reset' | 'skip' | 'total' | 'pending_row' | 'checkpoint' | 'row' | 'row_new_list' | 'row_start' | 'stray' }
  | { act: 'header'; check: string | null; postings: boolean; balances: boolean }
  | { act: 'title'; title: string }
  | { act: 'wrap'; to: 'last' | 'pending' | 'carried'; withDates: boolean; labelled?: true; quoted?: true }
  | { act: 'above' }
  | { act: 'new_list' | 'open' | 'close' | 'carry_open' | 'continue_list' | 'repeat_open' }
  | { act: 'grid'; parts: LineTokens[] }
  | { act: 'join' }
  | { act: 'inherit'; above?: true }
);

type Rule = (s: ReadState, t: LineTokens, c: Context) => Decision | null;

const header: Rule = (_s, t) => {
  if (t.label !== 'header') return null;
  const chk = t.text.find((x) => /\b(check|cheque)s?\b/i.test(x.text));
  // A header naming a posting's columns (a description, credits or debits) starts a table of postings, whatever title
  // came before it (a daily-balance grid's title does not cover the next table).
  const postings = t.text.some((x) => /\b(description|details?|particulars|narrative|memo|transactions?|payee)\b/i.test(x.text) || headerHint(x.text) === 'credit' || headerHint(x.text) === 'debit');
  // Dates and balances side by side, several times along the line ("Date Balance Date Balance"): a grid of balances.
  const balances = !postings && t.text.filter((x) => /\bdate\b/i.test(x.text)).length >= 2 && t.text.some((x) => headerHint(x.text) === 'balance');
  const why = `column words: ${t.text.map((x) => x.text).join(' | ')}${balances ? ' (a grid of balances: no postings below)' : ''}`;
  return { class: 'header', why, act: 'header', check: chk ? checkWord(chk.text) : null, postings, balances };
};

/** A title-like word right under a row, where its description starts ("PAYMENT" of a wrapped payee), is a wrapped line. */
const wrappedTitleWord: Rule = (s, t, c) => {
  // A heading ("Deposits and Credits (Continued)", a title seen before) is no description carried over.
  if (t.label === 'title' && !/continued/i.test(t.text[0]!.text) && !s.titles.has(titleKey(t.text[0]!.text)) && carriedOver(s, t, c)) return { class: 'continuation', why: 'title-like words right under the column header repeated on the next page, where the last row\'s description stands', act: 'wrap', to: 'carried', withDates: false };
  if (t.label === 'title' && s.last && c.traits.narrative && !c.traits.amountLast && narrativeOf(s.last, t, c.settings)) {
    return { class: 'continuation', why: 'title-like words in the narrative under a row (rows carry one in this layout)', act: 'wrap', to: 'last', withDates: false };
  }
  // One word of a table title ("BALANCE") right under a row, where its description starts: the row's description cut
  // at the field width ("OPENING" / "BALANCE"), not a table's title.
  const cutWord = t.label === 'skip' && t.text.length === 1 && !/\s/.test(t.text[0]!.text.trim());
  // Words naming a balance without a table's title phrase ("balance service tax" wrapped under a payment) read like
  // the title of a table of balances; right under a row where its description starts, they are its words too.
  const balanceWords = t.label === 'skip' && !SKIP_TITLE.test(t.text.map((x) => x.text).join(' '));
  if ((t.label !== 'title' && !cutWord && !balanceWords) || !s.last || !continues(s.last, t, c.settings)) return null;
  // Where rows print their date first, a title starting at the date column is a heading, not a wrapped line.
  const d0 = s.last.dates[0]?.x0;
  if (d0 !== undefined && d0 < s.last.descX && (t.text[0]?.x0 ?? 0) <= d0 + c.settings.records.indentPad) return null;
  // Where amounts come last, such a line starts the next record's description.
  if (c.traits.amountLast) return { class: 'above', why: 'a title-like word under a row where amounts come last: the next record\'s description', act: 'above' };
  return { class: 'continuation', why: 'a title-like word right under a row, where its description starts', act: 'wrap', to: 'last', withDates: false };
};

/**
 * Where records print their text above their date and amounts, a title-like line right over a dated line that prints
 * amounts and no words of its own ("OVERDRAFT FEE PAID ITEM" / "04/21/2026  33.00  -1,204.17") is that record's
 * text, not the title of a section (the rows under it would all have taken its kind).
 */
const textOverRecord: Rule = (_s, t, c) => {
  const n = c.nextLine?.(t.index);
  if (t.label !== 'title' || !c.traits.textAbove || !n || !n.dates.length || !n.money.length || n.text.length) return null;
  if (n.line.page !== t.line.page || n.line.y - t.line.y > c.settings.records.continuationGap * t.line.h) return null;
  return { class: 'above', why: 'title-like words right over a dated line with amounts and no words: that record\'s text', act: 'above' };
};

const title: Rule = (_s, t) => (t.label === 'title'
  ? { class: 'title', why: `section title (direction ${titleDirection(t.text[0]!.text) ?? 'none'})`, act: 'title', title: t.text[0]!.text } : null);

const skipTitle: Rule = (_s, t) => (t.label === 'skip' ? { class: 'skip', why: 'title of a table without postings', act: 'skip' } : null);

/** A printed date as a number that orders dates (years compared only where both print one). */
function dayKey(d: DateParts, withYear: boolean): number {
  return (withYear ? (d.y ?? 0) * 10000 : 0) + d.m * 100 + d.d;
}

/**
 * A balance line dated before the last row of a list whose rows run oldest first (its first row dated before its
 * last): rows in date order do not go back, so the list above has ended (a second account's statement in the file
 * opening with `SOLDE CREDITEUR AU 02/06/2014` after the first one's rows up to 30/06).
 */
function goesBack(s: ReadState, t: LineTokens, c: Context, own?: DateParts): boolean {
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
const balanceLine: Rule = (s, t, c) => {
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
const newPeriod = (c: Context, a: number, b: number) => { const p = c.periodAt(a); const q = c.periodAt(b); return p !== null && q !== null && p !== q; };

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

const total: Rule = (_s, t) => (t.label === 'total' ? { class: 'total', why: 'a total line', act: 'reset' } : null);

/** A row whose date column says "Pending": not posted yet, kept apart; it never takes the date of the row above. */
const pendingRow: Rule = (s, t) => (t.money.length && !t.dates.length && t.text.length && PENDING.test(t.text[0]!.text) && t.text[0]!.x0 <= (s.last?.descX ?? Infinity)
  ? { class: 'pending', why: `"${t.text[0]!.text}" where the date stands`, act: 'pending_row' } : null);

/**
 * Under a title of a table without postings, a line with an amount and a balance that the list above leads to (its
 * last printed balance, the amounts since and this line's amount taken in or out; newest first, the row above's balance
 * is this one's with the row above's amount): the "title" was words of a description (a payee `RUSA VAN BALANCE`
 * wrapped under its row) and the list goes on. The balances judge it.
 */
function listGoesOn(s: ReadState, t: LineTokens, c: Context): boolean {
  const last = s.cur.records[s.cur.records.length - 1];
  // A grid of daily balances (dates and balances along the line) is no row, whatever its figures.
  if (t.money.length < 2 || !last || gridParts(t)) return false;
  const v = signedCents(t.money[t.money.length - 1]!);
  const a = t.money[0]!.cents;
  const n = c.settings.records.carryMaxRows;
  const rows = s.cur.records.filter((r) => !r.checkpoint && r.dates.length);
  const down = rows.length >= 2 && dayKey(inOrder(rows[0]!.dates[0]!.date, c.dayFirst), false) > dayKey(inOrder(rows[rows.length - 1]!.dates[0]!.date, c.dayFirst), false);
  const newestFirst = down && last.money.length >= 2 && Math.abs(signedCents(last.money[last.money.length - 1]!) - v) === last.money[0]!.cents;
  return newestFirst || (!down && (chainReaches(s.cur, v - a, n) || chainReaches(s.cur, v + a, n)));
}

const skipped: Rule = (s, t, c) => (s.skipping && !listGoesOn(s, t, c) ? { class: 'skipped', why: 'under a title of a table without postings', act: 'none' } : null);

const grid: Rule = (_s, t) => {
  const parts = gridParts(t);
  return parts ? { class: 'grid', why: `${parts.length} date-amount pairs along the line`, act: 'grid', parts } : null;
};

/**
 * A dated line printing one figure and no words, right under a balance label alone on its line ("BEGINNING BALANCE" /
 * "04/01/2026  12,726.30"): the balance the label names, dated by its day (records printing their text above).
 */
const labelledBelow: Rule = (s, t, c) => {
  const a = s.above[s.above.length - 1];
  if (!a || (a.label !== 'opening' && a.label !== 'closing') || a.money.length || !t.dates.length || t.money.length !== 1 || t.text.length) return null;
  if (a.line.page !== t.line.page || t.line.y - a.line.y > c.settings.records.continuationGap * t.line.h) return null;
  const d = balanceLine(s, { ...t, label: a.label, carry: a.carry }, c);
  return d && { ...d, why: `${d.why}, labelled on the line above` };
};

const datedRow: Rule = (s, t, c) => {
  if (!t.money.length || !t.dates.length) return null;
  const why = `date ${t.dates[0]!.text} and ${t.money.length} amount(s)`;
  // After a list's printed closing, a row under a new printed statement period starts the next statement's list
  // (its opening printed nowhere the reader knows: a summary's figures under their labels).
  const last = s.cur.records[s.cur.records.length - 1];
  if (s.cur.closing !== null && last && newPeriod(c, last.lines[0]!, t.index)) return { class: 'row', why: `${why}, under a new statement period after the list's closing: the next list starts`, act: 'row_new_list' };
  // After the list's last balance was carried forward, a row dated before its last row (its rows run oldest first) and
  // no balance brought forward: another table's row (a notice's list of certificates printed after the statement).
  if (last?.checkpoint && last.carried && goesBack(s, t, c, t.dates[0]!.date)) return { class: 'row', why: `${why}, dated before the list's last row after its balance was carried forward: another table starts`, act: 'row_new_list' };
  return { class: 'row', why, act: 'row' };
};

/**
 * A figure wrapped alone onto the line under a row, starting where the row's description starts, left of its amounts
 * ("SHOPIFY* SUPPLIES" / "2,777.45 EUR": a purchase abroad quoting its foreign amount): words of the description.
 */
const quotedFigure: Rule = (s, t, c) => {
  const r = s.last;
  if (!r || c.traits.amountLast || t.dates.length || !t.money.length || !r.money.length || !continues(r, t, c.settings)) return null;
  const firstAmount = Math.min(...r.money.map((m) => m.x0));
  const pad = c.settings.records.indentPad;
  // Starting where the description starts (amounts stand right-aligned in their columns, never there).
  if (t.text.length || !t.money.every((m) => Math.abs(m.x0 - r.descX) <= pad && m.x1 < firstAmount)) return null;
  return { class: 'continuation', why: 'a figure in the description column under a row, left of its amounts: quoted in the description', act: 'wrap', to: 'last', withDates: false, quoted: true };
};

const amountsOnly: Rule = (s, t, c) => {
  if (!t.money.length) return null;
  const l = t.line;
  const p = s.pending;
  if (p && (continues(p, t, c.settings) || (l.page === p.page && l.y - p.y <= c.settings.records.joinGap * l.h))) {
    return { class: 'amounts', why: 'amounts under a dated line that printed none: one record', act: 'join' };
  }
  if (s.last || (s.headerAfter && s.headerAfter.page < l.page)) return { class: 'amounts', why: 'amounts without a date: the date of the row above', act: 'inherit' };
  if (s.skipping && s.lastDated) return { class: 'amounts', why: 'amounts whose balance the list above leads to, under words read as a title: the list goes on', act: 'inherit' };
  // First on its page, after text that ended the previous page (a footer): the day of the last row goes on.
  if (s.pageTop && !s.skipping && s.lastDated && s.lastDated.page < l.page) return { class: 'amounts', why: 'amounts at a page\'s top without a date: the day of the last row goes on', act: 'inherit' };
  if (nextItemOfDay(s, t, c)) return { class: 'amounts', why: 'amounts under the text lines that started the next item of the day: the day of the last row goes on', act: 'inherit', above: true };
  return { class: 'text', why: 'amounts with no row above to belong to', act: 'stray' };
};

/**
 * A day's items printed one under the other, each a line or two of text (a type code, a payee) over the line with its
 * amounts, the date on the day's first row only: amounts right under such text lines, which themselves stand right
 * under the list's last record on the same page, are the next item of that day, the text its description.
 */
function nextItemOfDay(s: ReadState, t: LineTokens, c: Context): boolean {
  const r = s.cur.records[s.cur.records.length - 1];
  if (s.skipping || !r || r.pending || r.checkpoint || !r.dates.length || !s.above.length || !t.text.length) return false;
  const S = c.settings.records;
  let y = t.line.y;
  for (let k = s.above.length - 1; k >= 0; k--) {
    const a = s.above[k]!.line;
    if (a.page !== t.line.page || y - a.y > S.continuationGap * a.h) return false;
    y = a.y;
  }
  // An item whose text runs over more lines than are kept (a purchase abroad: payee, place, the foreign amount and
  // rate): the run's first line is the one right under the record.
  const run = s.aboveRun;
  if (run && run.n > s.above.length && run.n <= S.aboveMaxLines && run.top.line.page === t.line.page && run.top.line.y < y) y = run.top.line.y;
  return r.page === t.line.page && y > r.y && y - r.y <= S.continuationGap * t.line.h;
}

/** A date alone under a row's description, right of its date column ("... Ref #Ib0ZAHE7XQ on" / "07/31/26"): wrapped text. */
const dateInDescription: Rule = (s, t, c) => {
  const k = s.carry?.rec;
  if (t.dates.length && k && carriedOver(s, t, c, true) && t.dates[0]!.x0 > (k.dates[0]?.x1 ?? -Infinity) + c.settings.records.indentPad) {
    return { class: 'continuation', why: 'a date in the description carried over the page break, right of the date column', act: 'wrap', to: 'carried', withDates: true };
  }
  const r = s.last;
  if (!t.dates.length || !r || c.traits.amountLast || !continues(r, t, c.settings)) return null;
  const pad = c.settings.records.indentPad;
  if (t.dates[0]!.x0 <= (r.dates[0]?.x1 ?? -Infinity) + pad || t.dates[0]!.x0 < r.descX - pad) return null;
  return { class: 'continuation', why: 'a date under the row\'s description, right of its date column', act: 'wrap', to: 'last', withDates: true };
};

const rowStart: Rule = (_s, t) => (t.dates.length && t.dates[0]!.x0 <= (t.text[0]?.x0 ?? Infinity)
  ? { class: 'row_start', why: 'a date leading a line without amounts: a record whose amounts come later', act: 'row_start' } : null);

/** A line led by a label naming the item's text ("Narrative  AUTOPAY OUT AC") under a row: the row's text, less the label. */
const ITEM_LABEL = /^(narrative|description|details|particulars|memo)\s*:?$/i;

const labelledText: Rule = (s, t, c) => {
  const r = s.last;
  if (!r || c.traits.amountLast || t.dates.length || t.money.length || t.text.length < 2 || !ITEM_LABEL.test(t.text[0]!.text)) return null;
  const l = t.line;
  if (l.page !== r.page || l.y <= r.y || l.y - r.y > c.settings.records.labelledGap * Math.max(r.h, l.h)) return null;
  return { class: 'continuation', why: `"${t.text[0]!.text}" labels the text of the row above`, act: 'wrap', to: 'last', withDates: false, labelled: true };
};

const textLine: Rule = (s, t, c) => {
  if (!t.text.length) return { class: 'text', why: 'nothing to read', act: 'none' };
  const gap = c.settings;
  if (s.pending && continues(s.pending, t, gap)) return { class: 'continuation', why: 'under a dated line awaiting its amounts', act: 'wrap', to: 'pending', withDates: false };
  if (s.last && !c.traits.amountLast && continues(s.last, t, gap)) return { class: 'continuation', why: 'right under a row, from its description on', act: 'wrap', to: 'last', withDates: false };
  if (carriedOver(s, t, c)) return { class: 'continuation', why: 'right under the column header repeated on the next page, where the last row\'s description stands: it goes on there', act: 'wrap', to: 'carried', withDates: false };
  if (s.last && !c.traits.amountLast && c.traits.narrative && narrativeOf(s.last, t, gap)) {
    return { class: 'continuation', why: 'a narrative under the row (rows carry one in this layout)', act: 'wrap', to: 'last', withDates: false };
  }
  // A mark of a character or two between rows, in no column it continues (an icon's glyph, a check box): not the next
  // row's text, and the row above stays the row above (a dateless row under it still takes its date).
  if (s.last && t.text.length === 1 && t.text[0]!.text.trim().length <= gap.records.strayMaxChars) return { class: 'text', why: 'a stray mark between rows: ignored', act: 'none' };
  return { class: 'text', why: 'text not under a record: may describe the record below', act: 'above' };
};

/** A description going on over a page break: right under the next page's repeated column header, where it stands. */
function carriedOver(s: ReadState, t: LineTokens, c: Context, withDates = false): boolean {
  const k = s.carry;
  if (!k || s.last || s.pending || c.traits.amountLast || k.page !== t.line.page || t.money.length || (t.dates.length && !withDates)) return false;
  const r = k.rec;
  const S = c.settings.records;
  const x = Math.min(t.text[0]?.x0 ?? Infinity, t.dates[0]?.x0 ?? Infinity);
  return t.line.y > k.y && t.line.y - k.y <= S.continuationGap * t.line.h && x >= r.descX - S.indentPad && x <= r.descX + S.columnSnap &&
    t.line.h <= r.h * S.largerType && t.line.h >= r.h * S.smallerType;
}

const RULES: Rule[] = [header, wrappedTitleWord, textOverRecord, title, skipTitle, balanceLine, total, pendingRow, skipped, grid, labelledBelow, datedRow, quotedFigure, amountsOnly, dateInDescription, rowStart, labelledText, textLine];

export function classify(s: ReadState, t: LineTokens, c: Context): Decision {
  for (const rule of RULES) { const d = rule(s, t, c); if (d) return d; }
  return { class: 'text', why: 'nothing to read', act: 'none' };
}
