// A credit-card statement read as one (issue 32). The reader reads its rows like any table's; what differs is what the
// figures mean. A card's balances are money owed, so the holder *has* their negative (owed 500 -> -500): then
// beginning + credits - debits = ending holds as on an account, with purchases, fees and interest debits and payments,
// refunds and credits credits. A card prints one amount column whose direction its marks say (CR or a minus is a
// payment; DR or no mark a charge) and rarely a running balance, so the printed previous and new balances judge the
// reading: the directions (as the reader read them, reversed, or by the printed marks) and the pair of printed balances
// whose rows reconcile are the statement's. A card statement is never a bank figure (analyze/): it is returned with
// account_type `credit_card` so every figure leaves it out.
import type { Line } from '../layout/layout.ts';
import type { Direction, ExtractedStatement, ExtractedTransaction } from '../types.ts';
import type { LineAmounts } from './amounts.ts';
import { fromCents, toCents } from '../money.ts';
import { cardFigures } from './card-figures.ts';
import type { ReaderResult } from './reader.ts';

export const CARD_ACCOUNT_TYPE = 'credit_card';

/** A card reading: the statement and, per transaction, the lines it was read from. */
export interface CardReading { statement: ExtractedStatement; rowLines: number[][]; verified: boolean }

interface Row { t: ExtractedTransaction; lines: number[] }

/** A way of giving the rows their direction. */
type Orientation = (r: Row) => Direction;

/**
 * The document's card statement from the reader's proposals: every proposed row (a card's sections split its one list:
 * payments, purchases, fees), the directions and printed balances that reconcile. Null when no row was read or no
 * balance printed; unverified (the printed marks' directions, the first balances found) when no pair reconciles.
 */
export function readCard(lines: Line[], hyp: ReaderResult, amounts: LineAmounts, scan: number): CardReading | null {
  const sections: Row[][] = hyp.statements.map((st, k) => st.transactions.map((t, ti) => ({ t, lines: hyp.rowLines[k]?.[ti] ?? [] })))
    .filter((rows) => rows.length);
  const base = hyp.statements.find((st) => st.transactions.length);
  if (!sections.length || !base) return null;
  const figures = cardFigures(lines, amounts, scan);
  if (!figures.previous.length || !figures.fresh.length) return null;
  for (const rows of subsets(sections)) {
    for (const rd of cardReadings(lines, amounts, rows)) {
      const net = rd.reduce((s, x) => s + (x.direction === 'credit' ? 1 : -1) * x.cents, 0);
      if (!rd.some((x) => x.cents)) continue;
      for (const o of figures.previous) {
        const c = figures.fresh.find((x) => o - x === net);
        if (c !== undefined) return reading(base, rows, rd, o, c, true);
      }
    }
  }
  // No reading reconciles: the rows of the lists with a table's evidence, with their printed marks.
  const rows = sections.filter((_, k) => hyp.evidence[k] !== false).flat();
  if (!rows.length) return null;
  return reading(base, rows, cardReadings(lines, amounts, rows)[2]!, figures.previous[0]!, figures.fresh[0]!, false);
}

/** Most sections read as lists to fewest: a list of other figures (a summary box read as a row) is left out. */
function* subsets(sections: Row[][]): Generator<Row[]> {
  const n = Math.min(sections.length, MAX_SECTIONS);
  const masks = Array.from({ length: (1 << n) - 1 }, (_, k) => (1 << n) - 1 - k)
    .sort((x, y) => bits(y) - bits(x) || y - x);
  for (const m of masks) yield sections.slice(0, n).filter((_, k) => m & (1 << k)).flat();
}
const bits = (m: number) => { let c = 0; for (let x = m; x; x >>= 1) c += x & 1; return c; };
/** Sections whose every subset is tried: more are read as one list. */
const MAX_SECTIONS = 6;

/** A card reading of rows: zero amounts (a points column's line) are no transaction. */
function reading(base: ExtractedStatement, rows: Row[], rd: Read[], previous: number, fresh: number, verified: boolean): CardReading {
  const keep = rows.map((_, k) => k).filter((k) => rd[k]!.cents !== 0);
  const kept = keep.map((k) => rows[k]!);
  return { statement: statementOf(base, kept, keep.map((k) => rd[k]!), previous, fresh), rowLines: kept.map((r) => r.lines), verified };
}

/** One row's amount and direction in a reading. */
interface Read { cents: number; direction: Direction }

/**
 * The readings tried, in order: the reader's directions, all reversed (a card's list read as an account's), the printed
 * marks over the reader's directions, the marks with a charge for an unmarked amount, and the rightmost amount of each
 * row with its mark (a card prints its amount last; columns before it are reward points or a foreign amount).
 */
function cardReadings(lines: Line[], amounts: LineAmounts, rows: Row[]): Read[][] {
  const own = (r: Row): Read => ({ cents: toCents(r.t.amount), direction: r.t.direction });
  const marks = rows.map((r) => markOf(lines, amounts, r.lines[0], toCents(r.t.amount)));
  return [
    rows.map(own),
    rows.map((r) => ({ ...own(r), direction: r.t.direction === 'credit' ? 'debit' : 'credit' })),
    rows.map((r, k) => ({ ...own(r), direction: marks[k] ?? r.t.direction })),
    rows.map((r, k) => ({ ...own(r), direction: marks[k] ?? 'debit' })),
    rows.map((r) => rightmost(lines, amounts, r) ?? own(r)),
  ];
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
  return null;
}

/** The card statement: the reader's header fields, the holder's balances (owed is negative), the rows in their directions. */
function statementOf(base: ExtractedStatement, rows: Row[], reads: Read[], previous: number, fresh: number): ExtractedStatement {
  const transactions = rows.map((r, k) => ({ ...r.t, amount: fromCents(reads[k]!.cents), direction: reads[k]!.direction, balance: null }));
  const pages = rows.map((r) => r.t.page);
  const derived = base.derived?.filter((f) => f === 'period');
  const { derived: _d, printed_daily_balances: _p, unverified: _u, ...rest } = base;
  return {
    ...rest,
    account_type: CARD_ACCOUNT_TYPE,
    beginning_balance: fromCents(-previous),
    ending_balance: fromCents(-fresh),
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
