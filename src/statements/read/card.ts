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
  const rows: Row[] = [];
  hyp.statements.forEach((st, k) => {
    if (hyp.evidence[k] === false) return;
    st.transactions.forEach((t, ti) => rows.push({ t, lines: hyp.rowLines[k]?.[ti] ?? [] }));
  });
  const base = hyp.statements.find((st) => st.transactions.length);
  if (!rows.length || !base) return null;
  const figures = cardFigures(lines, amounts, scan);
  if (!figures.previous.length || !figures.fresh.length) return null;
  const mark = (r: Row) => markOf(lines, amounts, r);
  const orientations: Orientation[] = [
    (r) => r.t.direction,
    (r) => (r.t.direction === 'credit' ? 'debit' : 'credit'),
    (r) => mark(r) ?? r.t.direction,
    (r) => mark(r) ?? 'debit',
  ];
  for (const orient of orientations) {
    const dirs = rows.map(orient);
    const net = rows.reduce((s, r, k) => s + (dirs[k] === 'credit' ? 1 : -1) * toCents(r.t.amount), 0);
    for (const o of figures.previous) {
      const c = figures.fresh.find((x) => o - x === net);
      if (c !== undefined) return { statement: statementOf(base, rows, dirs, o, c), rowLines: rows.map((r) => r.lines), verified: true };
    }
  }
  const dirs = rows.map(orientations[2]!);
  const st = statementOf(base, rows, dirs, figures.previous[0]!, figures.fresh[0]!);
  return { statement: st, rowLines: rows.map((r) => r.lines), verified: false };
}

/** The direction a row's printed amount says on a card: CR or a minus is a payment or refund, DR a charge. */
function markOf(lines: Line[], amounts: LineAmounts, r: Row): Direction | null {
  const line = lines[r.lines[0] ?? -1];
  if (!line) return null;
  const cents = toCents(r.t.amount);
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
function statementOf(base: ExtractedStatement, rows: Row[], dirs: Direction[], previous: number, fresh: number): ExtractedStatement {
  const transactions = rows.map((r, k) => ({ ...r.t, direction: dirs[k]!, balance: null }));
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
