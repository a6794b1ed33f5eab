// Two readers propose readings of a document: the section reader (tables.ts, a state machine over titles and
// column headers) and the hypothesis reader (reader.ts, balances decide). Verification picks: the reading whose
// statements reconcile more transactions wins; on a tie the section reader's (its descriptions and header fields
// are the more tested).
import type { ExtractedStatement } from '../types.ts';
import { toCents } from '../money.ts';

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

/** True when reading b is better verified than reading a. */
export function better(b: Verification, a: Verification): boolean {
  if (b.verifiedTransactions !== a.verifiedTransactions) return b.verifiedTransactions > a.verifiedTransactions;
  if (b.reconciled !== a.reconciled) return b.reconciled > a.reconciled;
  return false;
}

const overlap = (a: ExtractedStatement, b: ExtractedStatement) => a.pages[0] <= b.pages[1] && b.pages[0] <= a.pages[1];
const sameBalances = (a: ExtractedStatement, b: ExtractedStatement) =>
  a.beginning_balance !== null && a.beginning_balance === b.beginning_balance && a.ending_balance === b.ending_balance;

/**
 * Statement by statement: the winning reading keeps its statements, except that a statement of the other reading
 * that reconciles replaces one with the same opening and closing balances that does not, and one on pages the
 * winner did not read at all is added (a combined statement whose second account only one reader understood).
 */
export function combine(win: ExtractedStatement[], other: ExtractedStatement[]): ExtractedStatement[] {
  const out = [...win];
  for (const o of other) {
    if (!o.transactions.length || !reconciles(o).ok) continue;
    const k = out.findIndex((w) => sameBalances(w, o));
    if (k >= 0) { if (!reconciles(out[k]!).ok) out[k] = o; continue; }
    if (!out.some((w) => overlap(w, o))) out.push(o);
  }
  return out.map((st, k) => ({ st, k })).sort((a, b) => a.st.pages[0] - b.st.pages[0] || a.k - b.k).map((x) => x.st);
}
