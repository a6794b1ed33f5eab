// Credit-card statements in the figures (issue 32): read and returned with their rows (read/card.ts), counted in none
// of the financials, since a card is not the business's bank account (docs/metrics-choices.md). No import of the
// reader: the figures' entry (figures.ts) loads none.
import type { StatementResult } from '../types.ts';

/** The account_type of a credit-card statement, extracted (read/card.ts) and returned (StatementResult). */
const CARD: NonNullable<StatementResult['account_type']> = 'credit_card';

/** A credit-card statement: an extracted one or a returned one. */
export function isCardStatement(s: { account_type?: string | null }): boolean {
  return s.account_type === CARD;
}
