// The line classifier: what each line of a document is to the reader (a column header, a title, a balance line, a
// row, a wrapped description line, ...), and why. Each class is decided by a small named predicate over the line's
// tokens, the reading state so far (the record above, the section's title) and the document's layout traits; the
// first predicate that claims the line decides. sections.ts applies the decision (step) and records it in the trace.
import type { LineClass } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import { inOrder } from './dates.ts';
import { SKIP_TITLE, headerHint, titleDirection, type LineTokens } from './tokens.ts';
import { PENDING, checkWord, continues, gridParts, narrativeOf, signedCents, type Section, type TxRecord } from './records.ts';
import type { Traits } from './traits.ts';
import { balanceLine, chainReaches, dayKey, goesBack, newPeriod } from './balance-lines.ts';

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

export type Rule = (s: ReadState, t: LineTokens, c: Context) => Decision | null;

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

// Words of a title under a dated line still awaiting its amounts, where its text would go on ("07 Dec Operations Centre
// Transfer" / "Fee Refund" / "Value Date: 01/12/2010  1.10"): that record's text, not a section's title.
const title: Rule = (s, t, c) => (t.label === 'title' && !(s.pending && continues(s.pending, t, c.settings))
  ? { class: 'title', why: `section title (direction ${titleDirection(t.text[0]!.text) ?? 'none'})`, act: 'title', title: t.text[0]!.text } : null);

const skipTitle: Rule = (_s, t) => (t.label === 'skip' ? { class: 'skip', why: 'title of a table without postings', act: 'skip' } : null);


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

/** A count of the list's postings under it ("71 posted transactions (38 money in, 33 money out)"): a printed figure, never
 *  the last row's text. ("3 ITEMS" under a deposit is the deposit's own text: only transactions, postings, entries.) */
const ITEM_COUNT = /^\d{1,5}\s+(?:posted\s+|pending\s+|cleared\s+)?(?:transactions|postings|entries)\b/i;
const itemCount: Rule = (_s, t) => (!t.money.length && !t.dates.length && ITEM_COUNT.test(t.line.text.trim())
  ? { class: 'text', why: 'a count of the list\'s postings: a printed figure, not a row\'s text', act: 'none' } : null);

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

const RULES: Rule[] = [header, wrappedTitleWord, textOverRecord, title, skipTitle, balanceLine, total, pendingRow, skipped, grid, labelledBelow, datedRow, quotedFigure, amountsOnly, dateInDescription, rowStart, labelledText, itemCount, textLine];

export function classify(s: ReadState, t: LineTokens, c: Context): Decision {
  for (const rule of RULES) { const d = rule(s, t, c); if (d) return d; }
  return { class: 'text', why: 'nothing to read', act: 'none' };
}
