// The review summary of a deal's statements (issue 34, item 2): what an underwriter must know before trusting the
// figures, read from the parsed result the deal's financials come from. Pure. It is written on the deal when an
// upload completes into it (or a matching makes a deal from a parsing), so every read of the deal, the deals list's
// Review column and every match run of the deal say the same thing without reading the stored result again.
import type { ParseResult } from '../statements/index.ts';
import { isCardStatement } from '../statements/figures.ts';

export interface UnreconciledStatement {
  /** Index into the parsing's `parsing_details.statements`. */
  statement: number; file_name: string | null; bank_name: string | null; account_number_last4: string | null;
  period_start: string | null; period_end: string | null;
  /** (beginning + credits - debits) - ending, as the statement reports it. */
  reconciliation_difference: number;
}

export interface StatementTamperSignal { document: number; file_name: string; code: string; message: string }

export interface StatementReview {
  /** Statements behind the figures. */
  statements: number;
  /** Those whose opening balance plus credits minus debits gives the printed closing balance to the cent. */
  verified: number;
  unreconciled: UnreconciledStatement[];
  /** Signs that a document was edited after the bank made it (the `unreconciled` signal is counted above, not here). */
  tamper_signals: StatementTamperSignal[];
  /** Months (`YYYY-MM`) whose statements cover fewer than 25 days (metrics.md): their figures are not averaged. */
  partial_months: string[];
  /** Uploaded files from which no statement was read. */
  unread_documents: Array<{ document: number; file_name: string; warnings: string[] }>;
}

export function statementReview(result: ParseResult): StatementReview {
  const { documents, statements } = result.parsing_details;
  // A credit-card statement is in no figure (docs/metrics-choices.md): it neither counts nor asks for review here.
  const bank = statements.filter((s) => !isCardStatement(s));
  const unreconciled = statements.flatMap((s, i): UnreconciledStatement[] => (s.reconciled || isCardStatement(s) ? [] : [{
    statement: i, file_name: documents[s.document]?.file_name ?? null, bank_name: s.bank_name,
    account_number_last4: s.account_number_last4, period_start: s.period_start, period_end: s.period_end,
    reconciliation_difference: s.reconciliation_difference,
  }]));
  const tamper = documents.flatMap((d, i) => d.tamper_signals.filter((t) => t.code !== 'unreconciled')
    .map((t) => ({ document: i, file_name: d.file_name, code: t.code, message: t.message })));
  // `partial` arrives with the calendar-month split (metrics.md); results stored before it have no such month.
  const partial = result.financials.months.filter((m) => (m as { partial?: boolean }).partial === true).map((m) => m.date);
  // An application form whose values were read is not a file left unread (issue 36): it filled the application.
  const unread = documents.flatMap((d, i) => (statements.some((s) => s.document === i) || d.warnings.includes('duplicate_statement') || (d.form && Object.keys(d.form.fields).length) ? []
    : [{ document: i, file_name: d.file_name, warnings: [...d.warnings] }]));
  return { statements: bank.length, verified: bank.length - unreconciled.length, unreconciled,
    tamper_signals: tamper, partial_months: partial, unread_documents: unread };
}

/** Whether matching on these figures needs a warning: a statement that does not add up, or one that shows edits. */
export const unverified = (review: StatementReview | null | undefined): boolean =>
  !!review && (review.unreconciled.length > 0 || review.tamper_signals.length > 0);

/**
 * The number the deals list's Review column shows: the application's review flags, each unreconciled statement,
 * tamper signal, partial month and unread file, and one for figures a person corrected.
 */
export function reviewCount(flags: number, review: StatementReview | null | undefined, corrected: boolean): number {
  const r = review;
  return flags + (corrected ? 1 : 0)
    + (r ? r.unreconciled.length + r.tamper_signals.length + r.partial_months.length + r.unread_documents.length : 0);
}
