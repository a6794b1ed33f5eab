// Credit-card statements in the figures (issue 32): read and returned with their rows (read/card.ts), counted in none
// of the financials, since a card is not the business's bank account (docs/metrics-choices.md). No import: the figures'
// entry (figures.ts) loads no reader.

/** The account_type of a credit-card statement, extracted (ExtractedStatement) and returned (StatementResult). */
export const CARD_ACCOUNT_TYPE = 'credit_card';

/** A credit-card statement: an extracted one or a returned one. */
export function isCardStatement(s: { account_type?: string | null }): boolean {
  return s.account_type === CARD_ACCOUNT_TYPE;
}
