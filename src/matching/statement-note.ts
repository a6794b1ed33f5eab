// A match run on figures read from statements that do not add up (or show signs of editing) says so in every funder
// row (issue 34, item 2): one more row of `matching_breakdown`, check `statements_verified`, outcome `unknown`. It is
// a note, not a funder's criterion: it carries no weight, so `match_score`, `matched` and `hard_decline` are what the
// funder's own criteria give (docs/matching.md, "Figures from unverified statements").
import { unverified, type StatementReview } from '../deals/statement-review.ts';
import type { BreakdownRow, FunderResult } from './engine.ts';

export const STATEMENTS_CHECK = 'statements_verified';

const amount = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The note's row, or null when the statements are verified (or the figures come from no statement). */
export function statementNote(review: StatementReview | null | undefined): BreakdownRow | null {
  if (!review || !unverified(review)) return null;
  const parts = [`${review.verified} of ${review.statements} statements reconcile`];
  const off = review.unreconciled.reduce((sum, u) => sum + Math.abs(u.reconciliation_difference), 0);
  if (off > 0) parts.push(`${amount(off)} not accounted for`);
  const signals = review.tamper_signals.length;
  if (signals) parts.push(`${signals} sign${signals === 1 ? '' : 's'} of editing`);
  return { check: STATEMENTS_CHECK, label: 'Statements verified (the figures are read from them)', deal_value: parts.join('; '),
    requirement: 'every statement reconciles and shows no sign of editing', outcome: 'unknown', hard: false };
}

/** The results with the note appended to every funder's breakdown (the results as they are without one). */
export function withStatementNote(results: FunderResult[], review: StatementReview | null | undefined): FunderResult[] {
  const note = statementNote(review);
  if (!note) return results;
  return results.map((r) => ({ ...r, matching_breakdown: [...r.matching_breakdown, note] }));
}
