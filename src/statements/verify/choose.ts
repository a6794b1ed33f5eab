// The judges of a reading: does a statement reconcile (opening + credits - debits = closing), how many transactions
// the readings verify, and which statements present in the document (rows the reader read) the result does not return.
import type { ExtractedStatement } from '../types.ts';
import { toCents } from '../money.ts';
import type { VerifySettings } from '../settings.ts';

export interface Verification { statements: number; reconciled: number; verifiedTransactions: number; transactions: number; difference: number }

export function reconciles(st: ExtractedStatement): { ok: boolean; difference: number | null } {
  if (st.beginning_balance === null || st.ending_balance === null) return { ok: false, difference: null };
  let sum = toCents(st.beginning_balance);
  for (const t of st.transactions) sum += (t.direction === 'credit' ? 1 : -1) * toCents(t.amount);
  const diff = toCents(st.ending_balance) - sum;
  return { ok: diff === 0, difference: diff };
}

export function verify(statements: ExtractedStatement[]): Verification {
  let reconciled = 0;
  let verifiedTransactions = 0;
  let transactions = 0;
  let difference = 0;
  for (const st of statements) {
    const r = reconciles(st);
    transactions += st.transactions.length;
    if (r.ok) { reconciled++; verifiedTransactions += st.transactions.length; } else difference += Math.abs(r.difference ?? 0);
  }
  return { statements: statements.length, reconciled, verifiedTransactions, transactions, difference };
}

/** A statement the reader proposed, with the line (index into the document's lines) each of its transactions was read from. */
export interface Candidate {
  statement: ExtractedStatement; rowLines: number[];
  /** False when nothing but its shape supports the reading (no balance verified a row, no column header): not returned unverified. */
  evidence?: boolean;
}

/** A proposed statement the result does not hold: how many rows it had, and how many of them no returned statement covers. */
export interface Unreturned { statement: ExtractedStatement; rows: number; uncovered: number }

/**
 * Postings among `rows` (transaction indices) whose printed running balance follows from the balance printed on the
 * row before them by their amount: rows that verify as a list of postings, not figures of some other table.
 */
function chained(st: ExtractedStatement, rows: number[], lineOf: number[]): number {
  const ordered = [...rows].sort((a, b) => lineOf[a]! - lineOf[b]!);
  let n = 0;
  for (let k = 1; k < ordered.length; k++) {
    const prev = st.transactions[ordered[k - 1]!]!;
    const cur = st.transactions[ordered[k]!]!;
    if (prev.balance === null || cur.balance === null) continue;
    if (Math.abs(toCents(cur.balance) - toCents(prev.balance)) === toCents(cur.amount)) n++;
  }
  return n;
}

/**
 * Statements present in the document that the result does not return. The reader proposes statements (verified or
 * not) with the lines of their rows; a returned statement covers the lines from its first row to its last. A proposal
 * with rows outside every returned statement is a lost statement when its period is none of the returned ones and most
 * of its rows are outside, or when rows outside chain by their printed running balances (postings, not the figures of
 * a daily-balance table read as rows). Rows proposed twice are named once (the proposal that lost the most rows first),
 * so the result says what it could not read instead of staying silent.
 */
export function unreturned(candidates: Candidate[], returned: ExtractedStatement[], s: VerifySettings): Unreturned[] {
  const spans = candidates.filter((c) => returned.includes(c.statement) && c.rowLines.length)
    .map((c) => [Math.min(...c.rowLines), Math.max(...c.rowLines)] as const);
  const samePeriod = (st: ExtractedStatement) => st.period_end !== null &&
    returned.some((r) => r.period_end === st.period_end && (r.account_number_last4 ?? st.account_number_last4) === (st.account_number_last4 ?? r.account_number_last4));
  const lost = candidates
    .filter((c) => !returned.includes(c.statement))
    .map((c) => ({ c, out: c.rowLines.map((_, k) => k).filter((k) => !spans.some(([a, b]) => c.rowLines[k]! >= a && c.rowLines[k]! <= b)) }))
    .filter(({ c, out }) => out.length && ((!samePeriod(c.statement) && out.length > c.rowLines.length * s.lostRowShare) ||
      chained(c.statement, out, c.rowLines) >= s.lostMinChained))
    .sort((x, y) => y.out.length - x.out.length);
  const named = new Set<number>();
  const out: Unreturned[] = [];
  for (const { c, out: rows } of lost) {
    const lines = rows.map((k) => c.rowLines[k]!);
    // The same rows named already (another proposal of that statement): not a second statement.
    if (lines.filter((l) => named.has(l)).length >= lines.length * s.namedRowShare) continue;
    for (const l of lines) named.add(l);
    out.push({ statement: c.statement, rows: c.rowLines.length, uncovered: rows.length });
  }
  return out;
}
