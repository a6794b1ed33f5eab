// A whole document's lines -> its statements: the reading proposed, verified and kept, with what failed said in figures.
import type { ExtractedStatement, LineTrace, ReadingExplain } from '../types.ts';
import type { Line } from '../layout/layout.ts';
import { documentContext } from './context.ts';
import type { ParseSettings } from '../settings.ts';
import { markNoise, garbledScore, looksLikeCardStatement, cardCues } from '../layout/noise.ts';
import { toCents } from '../money.ts';
import { readHypotheses, type ReaderResult } from './reader.ts';
import { LineAmounts } from './amounts.ts';
import { withCompactDates } from './compact-dates.ts';
import { reconciles, unreturned, verify, type Candidate, type Unreturned } from '../verify/choose.ts';
import { cardInOtherWords, explainsCards, readCard, titledCard } from './card.ts';
import { cardInput, cardUnverified } from './card-input.ts';
import type { DocContext } from './context.ts';

/** A card's words a document titled as a card's statement prints at least (a credit limit, a minimum due). */
const CARD_TITLE_MIN_CUES = 2;

export interface ParsedLines { statements: ExtractedStatement[]; explain: ReadingExplain; unreturned: Unreturned[] }

/**
 * The reader proposes a reading of each section of the document; verification keeps the readings that verify (a printed
 * header's balances, or rows that reconcile them) and returns the others as the best reading, said as unverified.
 */
export function parseLinesExplained(all: Line[], settings: ParseSettings, createdAt: string | null = null): ParsedLines {
  // The document's money tokens, found once per line for every stage of the reading that asks (amounts.ts).
  const amounts = new LineAmounts();
  // Rows dated by a run of digits (`010425`) read as the dates they are, decided once for the document.
  const lines = withCompactDates(markNoise(all, settings.layout), amounts, settings);
  const classes: LineTrace[] = [];
  const explain: ReadingExplain = { readers: [], winner: 'none', sections: [], dated_money_lines: 0 };
  // Garbled text layers (words run together, glyphs shuffled) read as plausible numbers too often: refuse them.
  if (garbledScore(lines, settings.layout) > settings.layout.garbledMaxScore) { explain.winner = 'none: garbled text layer'; return { statements: [], explain, unreturned: [] }; }
  // Credit-card statements are read as cards: their balances are money owed (card.ts). A guide that explains one with
  // example figures is no statement at all.
  const cues = cardCues(lines, settings.layout);
  const card = looksLikeCardStatement(lines, settings.layout) || (titledCard(lines) && cues >= CARD_TITLE_MIN_CUES) || cardInOtherWords(lines, settings.layout.cardScanLines);
  if ((card || cues >= settings.layout.cardMinCues) && explainsCards(lines)) {
    explain.winner = 'none: a guide that explains card statements';
    return { statements: [], explain, unreturned: [] };
  }
  const context = documentContext(lines, createdAt, settings, amounts);
  const hyp = readHypotheses(lines, context, settings, amounts, classes);
  if (context.dates) explain.date_order = context.dates.why;
  explain.dated_money_lines = hyp.datedMoneyLines;
  if (card) return cardResult(lines, hyp, amounts, settings, explain, classes, context);
  const candidates: Candidate[] = hyp.statements.map((statement, k) => ({ statement, rowLines: (hyp.rowLines[k] ?? []).map((ls) => ls[0]!), evidence: hyp.evidence[k] ?? true }));
  const echoes = new Set(hyp.statements.filter((st) => readTwice(st, hyp.statements)));
  const verified = hyp.statements.filter((st) => verifiable(st) && !echoes.has(st));
  for (const c of candidates) if (echoes.has(c.statement)) c.evidence = false;
  const v = verify(verified);
  explain.readers = [{ name: 'balances decide', statements: v.statements, reconciled: v.reconciled, transactions: v.transactions, verified_transactions: v.verifiedTransactions }];

  explain.sections = hyp.sections;
  const out = bestReadings(verified, candidates, explain, settings);
  const unverified = out.statements.filter((st) => st.unverified).length;
  explain.winner = `${out.statements.length} statements returned${unverified ? `, ${unverified} of them unverified (the best reading, said in warning_details)` : ''}`;
  // Nothing read that verifies, and the document prints what card statements print (a balance owed, a minimum due, a
  // credit line, "Payment Thank You") in other words than the early check's: it is named for what it is.
  // Only where nothing verified: a bank statement that reads is never thrown away for its words.
  if (out.statements.every((st) => st.unverified) && cues >= settings.layout.cardMinCues) {
    return cardResult(lines, hyp, amounts, settings, explain, classes, context);
  }
  // The trace: each line's class, the columns and the lines of each returned transaction (statement order as returned).
  const rows = out.statements.flatMap((st, si) => {
    const k = hyp.statements.indexOf(st);
    return k < 0 ? [] : st.transactions.map((_, ti) => ({ statement: si, transaction: ti, lines: hyp.rowLines[k]![ti] ?? [] }));
  });
  const columns = out.statements.flatMap((st, si) => (hyp.columns[hyp.statements.indexOf(st)] ?? []).map((c) => ({ ...c, section: si })));
  explain.trace = { pages: [], lines: [], classes, columns, rows };
  return out;
}

/**
 * A card statement's reading (card.ts): verified when its rows reconcile the printed previous and new balances, else
 * the best reading said unverified; none when no row or no balance was read.
 */
function cardResult(lines: Line[], hyp: ReaderResult, amounts: LineAmounts, settings: ParseSettings, explain: ReadingExplain, classes: LineTrace[], context: DocContext): ParsedLines {
  const headers = new Set(classes.filter((c) => c.class === 'header').map((c) => c.line));
  const r = readCard(lines, hyp, amounts, { scan: settings.layout.cardScanLines, headers, ...cardInput(lines, context, amounts, settings) });
  if (!r) { explain.winner = 'none: credit-card statement'; return { statements: [], explain, unreturned: [] }; }
  const st = r.statement;
  if (!r.verified) st.unverified = cardUnverified(st);
  explain.winner = `1 credit-card statement returned${r.verified ? '' : ' unverified (the best reading, said in warning_details)'}`;
  explain.trace = { pages: [], lines: [], classes, columns: [], rows: st.transactions.map((_, ti) => ({ statement: 0, transaction: ti, lines: r.rowLines[ti] ?? [] })) };
  return { statements: [st], explain, unreturned: [] };
}

/**
 * Never zero rows where dated amounts were read: a proposed statement that the verified result does not hold, none of
 * whose rows any returned statement covers, is returned as the best reading of those rows, marked unverified with what
 * failed in figures; when nothing verified at all, every reading is returned that way. Only a lost statement partly
 * covered by a returned one stays a warning (its rows would count twice).
 */
function bestReadings(verified: ExtractedStatement[], candidates: Candidate[], explain: ReadingExplain, settings: ParseSettings): ParsedLines {
  const lost = unreturned(candidates, verified, settings.verify);
  const statements = [...verified];
  const left: Unreturned[] = [];
  const weak = new Set(candidates.filter((c) => c.evidence === false).map((c) => c.statement));
  for (const u of lost) {
    if (u.uncovered === u.rows && u.statement.transactions.length && !weak.has(u.statement)) { u.statement.unverified = unreturnedMessage(u); statements.push(u.statement); }
    else left.push(u);
  }
  if (!statements.some((st) => st.transactions.length)) {
    for (const c of candidates) {
      // Stray dated figures with no table around them (a scrambled text layer) are not a reading to stand behind.
      if (!c.statement.transactions.length || c.evidence === false || statements.includes(c.statement)) continue;
      c.statement.unverified = unreturnedMessage({ statement: c.statement, rows: c.rowLines.length, uncovered: c.rowLines.length });
      statements.push(c.statement);
    }
  }
  // In the order printed: by page, then (several statements on one page) by period.
  statements.sort((x, y) => x.pages[0] - y.pages[0] || (x.period_end ?? '').localeCompare(y.period_end ?? ''));
  return { statements, explain, unreturned: left };
}

/** What a lost statement's warning says: which statement, how many rows, and the check it failed, in figures. */
export function unreturnedMessage(u: Unreturned): string {
  const st = u.statement;
  const credits = st.transactions.filter((t) => t.direction === 'credit').reduce((s, t) => s + toCents(t.amount), 0);
  const debits = st.transactions.filter((t) => t.direction === 'debit').reduce((s, t) => s + toCents(t.amount), 0);
  const money = (c: number) => (c / 100).toFixed(2);
  const what = `the statement ${st.period_start ?? '?'} to ${st.period_end ?? '?'}${st.account_number_last4 ? ` (...${st.account_number_last4})` : ''} on pages ${st.pages[0]}-${st.pages[1]}`;
  const rows = u.uncovered === u.rows ? `${u.rows} rows` : `${u.rows} rows (${u.uncovered} in no returned statement)`;
  const r = reconciles(st);
  const why = st.beginning_balance === null && st.ending_balance === null ? 'neither its beginning nor its ending balance was found'
    : st.beginning_balance === null ? 'its beginning balance was not found'
      : st.ending_balance === null ? 'its ending balance was not found and the running balances do not chain to its last row'
        : !r.ok ? `beginning ${st.beginning_balance.toFixed(2)} + credits ${money(credits)} - debits ${money(debits)} differs from the ending ${st.ending_balance.toFixed(2)} by ${money(-(r.difference ?? 0))}`
          : st.period_end === null ? 'no statement period was found'
            : 'it overlaps the pages of a statement read another way';
  return `${rows} were read for ${what} but they do not verify: ${why}`;
}

/**
 * A list that does not reconcile, printing the very opening and closing of another list of the same account that does
 * (a fee summary or a checks table after the statement, read with the summary figures printed above it): the same
 * statement's figures read twice, not another statement. Its rows are left out, said as unreturned.
 */
export function readTwice(st: ExtractedStatement, all: ExtractedStatement[]): boolean {
  if (st.beginning_balance === null || st.ending_balance === null || reconciles(st).ok) return false;
  return all.some((o) => o !== st && o.beginning_balance === st.beginning_balance && o.ending_balance === st.ending_balance
    && (o.account_number_last4 ?? '') === (st.account_number_last4 ?? '') && o.transactions.length > 0 && reconciles(o).ok);
}

/**
 * Only statements we can stand behind: a full printed header (period and both balances), or transactions that
 * reconcile the balances. A garbled text layer rarely passes either, which is the point.
 */
function verifiable(st: ExtractedStatement): boolean {
  const b = st.beginning_balance;
  const e = st.ending_balance;
  // Printed figures are trusted as printed; derived ones only when the rows reconcile them.
  if (!st.derived?.length && st.period_end !== null && b !== null && e !== null) return true;
  if (b === null || e === null || !st.transactions.length) return false;
  let sum = toCents(b);
  for (const t of st.transactions) sum += (t.direction === 'credit' ? 1 : -1) * toCents(t.amount);
  return sum === toCents(e);
}
