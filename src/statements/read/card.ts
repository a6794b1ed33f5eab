// A credit-card statement read as one (issue 32). The reader reads its rows like any table's; what differs is what the
// figures mean. A card's balances are money owed, so the holder *has* their negative (owed 500 -> -500): then
// beginning + credits - debits = ending holds as on an account, with purchases, fees and interest debits and payments,
// refunds and credits credits. A card prints one amount column whose direction its marks say (CR or a minus is a
// payment; DR or no mark a charge) and rarely a running balance, so the printed previous and new balances judge the
// reading: the directions (as the reader read them, reversed, or by the printed marks) and the pair of printed balances
// whose rows reconcile are the statement's. A card statement is never a bank figure (analyze/): it is returned with
// account_type `credit_card` so every figure leaves it out.
import { flat, type Line } from '../layout/layout.ts';
import type { Direction, ExtractedStatement, ExtractedTransaction, StatementResult } from '../types.ts';
import type { AmountToken, LineAmounts } from './amounts.ts';
import { fromCents, toCents } from '../money.ts';
import { cardFigures, type CardFigures } from './card-figures.ts';
import { cardTitleDirection, cardWordsDirection, titleDirections } from './card-titles.ts';
import { scanCardRows, type RowDates } from './card-rows.ts';
import type { ReaderResult } from './reader.ts';

/** A card statement's account_type, the one StatementResult carries (types.ts). */
export const CARD_ACCOUNT_TYPE: NonNullable<StatementResult['account_type']> = 'credit_card';

/** A card reading: the statement and, per transaction, the lines it was read from. */
export interface CardReading { statement: ExtractedStatement; rowLines: number[][]; verified: boolean }

/** A row the reader read: its transaction, its lines, the reader's statement it stands in. */
interface Row { t: ExtractedTransaction; lines: number[]; k: number }


/** What a card reading needs beside the reader's proposals: its lines' headers, how dates read, a statement to fill. */
export interface CardInput { scan: number; headers: ReadonlySet<number>; dates: RowDates; base: ExtractedStatement }

/**
 * The document's card statement: the rows the reader proposed (a card's sections split its one list: payments,
 * purchases, fees), else the postings read straight from the lines (card-rows.ts), in the directions and with the
 * printed balances that reconcile. Unverified when no reading reconciles (the printed marks' directions, the first
 * balances found, none where none is printed); null when no row was read at all.
 */
export function readCard(lines: Line[], hyp: ReaderResult, amounts: LineAmounts, input: CardInput): CardReading | null {
  // In the order printed (the reader orders a list's rows by date).
  const rows: Row[] = hyp.statements.flatMap((st, k) => st.transactions.map((t, ti) => ({ t, lines: hyp.rowLines[k]?.[ti] ?? [], k })))
    .sort((a, b) => Math.min(...a.lines) - Math.min(...b.lines));
  const base = hyp.statements.find((st) => st.transactions.length) ?? input.base;
  const figures = cardFigures(lines, amounts, input.scan);
  const scanned = scanCardRows(lines, amounts, input.dates, input.headers);
  for (const set of [rows, scanned]) {
    const r = reconciled(lines, amounts, set, input.headers, figures, base);
    if (r) return r;
  }
  // No reading reconciles: the rows of the reader's lists with a table's evidence, with their printed marks; where it
  // read none, the postings found on the lines, by their marks and words. A card's list read all as credits (an
  // account's reading of one amount column) says nothing of directions: the marks and words say them.
  const kept = rows.filter((r) => hyp.evidence[r.k] !== false);
  const set = kept.length ? kept : scanned;
  if (!set.length) return null;
  const allCredits = set.every((r) => r.t.direction === 'credit');
  const rd = cardReadings(lines, amounts, set)[kept.length && !allCredits ? MARKS : WORDS]!;
  return reading(lines, base, set, rd, figures.previous[0] ?? null, figures.fresh[0] ?? null, false);
}

/** The first reading of the rows (directions and lists left out) whose net takes a printed previous balance to a new one. */
function reconciled(lines: Line[], amounts: LineAmounts, rows: Row[], headers: ReadonlySet<number>, figures: CardFigures, base: ExtractedStatement): CardReading | null {
  if (!rows.length || !figures.previous.length || !figures.fresh.length) return null;
  const readings = cardReadings(lines, amounts, rows);
  const chunks = listsOf(rows, headers);
  for (const dropped of dropSets(chunks.length)) {
    const kept = chunks.filter((_, c) => !dropped.includes(c)).flat();
    for (const rd of readings) {
      if (!kept.some((i) => rd[i]!.cents)) continue;
      const net = kept.reduce((s, i) => s + (rd[i]!.direction === 'credit' ? 1 : -1) * rd[i]!.cents, 0);
      for (const o of figures.previous) {
        const c = figures.fresh.find((x) => o - x === net);
        if (c !== undefined) return reading(lines, base, kept.map((i) => rows[i]!), kept.map((i) => rd[i]!), o, c, true);
      }
    }
  }
  return null;
}

/**
 * The rows as the lists the document prints: a new list where the reader's section changes or a column header stands
 * between two rows (a summary box's line read as a row sits apart from the table under its header).
 */
function listsOf(rows: Row[], headers: ReadonlySet<number>): number[][] {
  const out: number[][] = [];
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const from = prev ? Math.max(...prev.lines) : -1;
    const to = Math.min(...r.lines);
    const split = !prev || prev.k !== r.k || [...headers].some((h) => h > from && h < to);
    if (split) out.push([i]); else out[out.length - 1]!.push(i);
  });
  return out;
}

/** Every list read first; then one list left out, then two (other figures read as rows, not the card's postings). */
function* dropSets(n: number): Generator<number[]> {
  yield [];
  for (let a = 0; a < n; a++) yield [a];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) yield [a, b];
}

/** A card reading of rows: zero amounts (a points column's line) are no transaction. */
function reading(lines: Line[], base: ExtractedStatement, rows: Row[], rd: Read[], previous: number | null, fresh: number | null, verified: boolean): CardReading {
  const keep = rows.map((_, k) => k).filter((k) => rd[k]!.cents !== 0);
  const kept = keep.map((k) => withoutTitles(lines, rows[k]!));
  return { statement: statementOf(base, kept, keep.map((k) => rd[k]!), previous, fresh), rowLines: kept.map((r) => r.lines), verified };
}

/** One row's amount and direction in a reading. */
interface Read { cents: number; direction: Direction }

/**
 * The readings tried, in order: the reader's directions, all reversed (a card's list read as an account's), the printed
 * marks over the reader's directions, the marks with a charge for an unmarked amount, and the rightmost amount of each
 * row with its mark (a card prints its amount last; columns before it are reward points or a foreign amount), the
 * marks over the titles of the sections (Payments and Credits, Purchases, Fees, Interest Charged), the marks over the
 * rows' own words (a payment, a refund) and the titles, any printed sign as a credit (a list of charges printed bare
 * marks its few payments with a sign, whichever sign it prints), and the marks over the words alone (only where the list
 * marks no credit).
 */
function cardReadings(lines: Line[], amounts: LineAmounts, rows: Row[]): Read[][] {
  const own = (r: Row): Read => ({ cents: toCents(r.t.amount), direction: r.t.direction });
  const marks = rows.map((r) => markOf(lines, amounts, r.lines[0], toCents(r.t.amount)));
  const titles = titleDirections(lines, amounts, rows.map((r) => r.lines));
  const words = rows.map((r) => cardWordsDirection(r.t.description));
  // A list that marks its credits leaves its charges unmarked, whatever their words ("... Payments" is a merchant's name).
  const marked = marks.includes('credit');
  return [
    rows.map(own),
    rows.map((r) => ({ ...own(r), direction: r.t.direction === 'credit' ? 'debit' : 'credit' })),
    rows.map((r, k) => ({ ...own(r), direction: marks[k] ?? r.t.direction })),
    rows.map((r, k) => ({ ...own(r), direction: marks[k] ?? 'debit' })),
    rows.map((r) => rightmost(lines, amounts, r) ?? own(r)),
    rows.map((r, k) => ({ ...own(r), direction: marks[k] ?? titles[k] ?? 'debit' })),
    rows.map((r, k) => ({ ...own(r), direction: marks[k] ?? words[k] ?? titles[k] ?? 'debit' })),
    rows.map((r) => ({ ...own(r), direction: signed(lines, amounts, r.lines[0], toCents(r.t.amount)) ? 'credit' : 'debit' })),
    rows.map((r, k) => ({ ...own(r), direction: marks[k] ?? (marked ? null : words[k]) ?? 'debit' })),
  ];
}
/**
 * The readings returned unverified: the printed marks over the reader's directions; for rows found on the lines, the
 * marks over the rows' own words (a title far above them may be another page's text).
 */
const MARKS = 2;
const WORDS = 8;

/** The row's amount as printed carries a sign or a mark of any kind (-, +, CR, DR, parentheses). */
function signed(lines: Line[], amounts: LineAmounts, at: number | undefined, cents: number): boolean {
  const line = lines[at ?? -1];
  const tok = line && amounts.of(line).find((a) => a.cents === cents);
  return Boolean(tok && (tok.sign !== 0 || signBefore(tok) !== 0));
}

/** A sign printed before the currency in the amount's cell ("-R$ 121,50", "+ R$ 1.062,66"), which amounts.ts leaves out. */
function signBefore(tok: AmountToken): -1 | 0 | 1 {
  const text = tok.cell.text;
  const before = text.slice(0, text.lastIndexOf(tok.text));
  const m = /([-−–+])\s?\p{Lu}{0,2}\$?\s?$/u.exec(before);
  return !m ? 0 : m[1] === '+' ? 1 : -1;
}

/** The rightmost amount among a row's lines, with the direction its mark says (a charge unmarked). */
function rightmost(lines: Line[], amounts: LineAmounts, r: Row): Read | null {
  let best: { line: number; cents: number; x1: number } | null = null;
  for (const i of r.lines) {
    const l = lines[i];
    if (!l) continue;
    for (const a of amounts.of(l)) if (!best || a.x1 > best.x1) best = { line: i, cents: a.cents, x1: a.x1 };
  }
  return best ? { cents: best.cents, direction: markOf(lines, amounts, best.line, best.cents) ?? 'debit' } : null;
}

/** The direction a row's printed amount says on a card: CR or a minus is a payment or refund, DR a charge. */
function markOf(lines: Line[], amounts: LineAmounts, at: number | undefined, cents: number): Direction | null {
  const line = lines[at ?? -1];
  if (!line) return null;
  const tok = amounts.of(line).find((a) => a.cents === cents);
  if (!tok) return null;
  if (/\bcr\b|cr$|\sc$/i.test(tok.text) || (tok.sign === -1 && !/dr\b/i.test(tok.text))) return 'credit';
  if (/dr\b|\sd$/i.test(tok.text)) return 'debit';
  // A mark printed in a cell of its own right of the amount ("25,250.00  C").
  const after = line.cells.find((c) => c.x0 >= tok.x1 && c.x0 - tok.x1 < line.h * 3);
  if (after && /^(cr|c)$/i.test(after.text.trim())) return 'credit';
  if (after && /^(dr|d)$/i.test(after.text.trim())) return 'debit';
  // A minus before the currency ("-R$ 121,50").
  if (signBefore(tok) === -1) return 'credit';
  // CR alone on the line under the amount, at its right edge (the row's second line prints the mark).
  const below = lines[(at ?? -1) + 1];
  const under = below && below.page === line.page && below.y - line.y < line.h * 2 ? below.cells.find((c) => /^cr$/i.test(c.text.trim()) && c.x0 >= tok.x0 && c.x0 - tok.x1 < line.h * 3) : undefined;
  return under ? 'credit' : null;
}

/** A section title under a row, read as its continuation ("PURCHASES"), is no part of its description. */
function withoutTitles(lines: Line[], r: Row): Row {
  let description = r.t.description;
  const titles = r.lines.filter((i) => i > r.lines[0]! && lines[i] && cardTitleDirection(flat(lines[i]))).map((i) => flat(lines[i]!));
  for (const t of titles.reverse()) if (description.endsWith(` ${t}`)) description = description.slice(0, -t.length - 1);
  return description === r.t.description ? r : { ...r, t: { ...r.t, description } };
}

/** The card statement: the reader's header fields, the holder's balances (owed is negative), the rows in their directions. */
function statementOf(base: ExtractedStatement, rows: Row[], reads: Read[], previous: number | null, fresh: number | null): ExtractedStatement {
  const transactions = rows.map((r, k) => ({ ...r.t, amount: fromCents(reads[k]!.cents), direction: reads[k]!.direction, balance: null }));
  const pages = rows.map((r) => r.t.page);
  const derived = base.derived?.filter((f) => f === 'period');
  const { derived: _d, printed_daily_balances: _p, unverified: _u, ...rest } = base;
  return {
    ...rest,
    account_type: CARD_ACCOUNT_TYPE,
    beginning_balance: previous === null ? null : fromCents(-previous),
    ending_balance: fresh === null ? null : fromCents(-fresh),
    printed_total_credits: null, printed_total_debits: null,
    transactions,
    pages: [Math.min(base.pages[0], ...pages), Math.max(base.pages[1], ...pages)],
    ...(derived?.length ? { derived } : {}),
  };
}

/** Lines at the top of the first page a title stands among. */
const GUIDE_TITLE_LINES = 15;
/** A title that says the document explains a statement rather than being one ("A guide to understanding your statement"). */
const GUIDE_TITLE = /\b(guide|understanding|how to read|explained|explainer)\b.{0,40}\bstatements?\b|\bstatements?\b.{0,20}\b(guide|explained)\b/i;

/**
 * A guide to card statements: it prints what a card statement prints (its labels, example figures, even example rows)
 * under a title that says it explains one. Its figures are no one's account.
 */
export function explainsCards(lines: Line[]): boolean {
  return lines.slice(0, GUIDE_TITLE_LINES).some((l) => l.page === lines[0]?.page && GUIDE_TITLE.test(l.text));
}

/** A short title naming a card's statement ("Visa Statement", "Your Rewards Credit Card statement"). */
const CARD_TITLE = /\b(visa|mastercard|master\s+card|american\s+express|amex|credit\s+card|charge\s+card|card\s+account)\s+statement\b|\bcredit\s+card\s+(account\s+)?statement\b/i;
const CARD_TITLE_MAX_WORDS = 6;

/**
 * A card statement by its title: a short line at the top of the first page naming a card's statement. With the card's
 * own words beside it (layout/noise.ts cardCues), the document is read as a card even when it prints no "New Balance"
 * (an "Opening Balance / Closing Balance" box) and its rows would reconcile as an account's.
 */
export function titledCard(lines: Line[]): boolean {
  return lines.slice(0, CARD_TITLE_LINES).some((l) => l.page === lines[0]?.page && CARD_TITLE.test(l.text)
    && l.text.split(/\s+/).filter(Boolean).length <= CARD_TITLE_MAX_WORDS);
}
/** Lines at the top of the first page a card's title stands among. */
const CARD_TITLE_LINES = 20;

// A card's own words in the languages whose statements layout/noise.ts's English cues miss, as data: the minimum payment
// (only a card asks for one) and the credit limit. Portuguese ("fatura" statements).
const WORLD_MINIMUM = /\bpagamento\s+m[ií]nimo\b/i;
const WORLD_LIMIT = /\blimite\s+(de\s+cr[eé]dito|total)\b/i;

/** A card statement by its words in another language: a minimum payment and a credit limit, both printed. */
export function cardInOtherWords(lines: Line[], scan: number): boolean {
  const text = lines.slice(0, scan).map((l) => l.text).join('\n');
  return WORLD_MINIMUM.test(text) && WORLD_LIMIT.test(text);
}
