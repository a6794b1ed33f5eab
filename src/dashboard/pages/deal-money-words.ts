// Plain words for the deal's money pages: categories, the monthly figures and what each counts, document warnings
// and tamper signals (the engine's codes mean nothing to an underwriter), and how a statement is named.
import type { Category, DocumentWarning, StatementResult } from '../../statements/index.ts';
import type { MonthMetric } from '../../statements/figures.ts';

import { CATEGORY_LABEL } from '../../deals/category-labels.ts';

export { CATEGORY_LABEL };
export const CATEGORIES = Object.keys(CATEGORY_LABEL) as Category[];
export const isCategory = (v: string): v is Category => Object.hasOwn(CATEGORY_LABEL, v);

export const METRIC_LABEL: Record<MonthMetric, string> = {
  revenue: 'Revenue', true_revenue: 'True revenue', nsf: 'NSF fees', negative_days: 'Negative days',
};

/** What each figure counts (metrics.md "Months"), said once on its drill-down page. */
export const METRIC_MEANS: Record<MonthMetric, string> = {
  revenue: 'Every credit (money in) on the month\u2019s statements.',
  true_revenue: 'The credits less transfers from the merchant\u2019s own accounts, loan and advance proceeds, reversals and refunds, and interest.',
  nsf: 'Fees for items returned unpaid or paid into overdraft (NSF, overdraft and returned-item fees); each fee line counts once.',
  negative_days: 'Days whose end-of-day balance was below zero: the balance the statement prints for the day (a daily-balance table, or the running balance of the day\u2019s last row), else the balance after the day\u2019s last transaction, carried over days without transactions; each statement\u2019s days in the month are counted.',
};

export const FREQUENCY_LABEL: Record<string, string> = {
  daily: 'Daily', weekly: 'Weekly', biweekly: 'Every two weeks', semimonthly: 'Twice a month', monthly: 'Monthly',
};

export const WARNING_WORDS: Record<DocumentWarning, string> = {
  no_text_layer: 'The file has no text layer (a scan or a picture of a statement).',
  encrypted: 'The file is password-protected and could not be read.',
  corrupt: 'The file is damaged and could not be read.',
  unreconciled: 'The transactions read do not add up to the printed balances.',
  duplicate_statement: 'The file repeats a statement already uploaded; the copy is counted once.',
  not_a_statement: 'The file does not look like a bank statement.',
  too_many_pages: 'The file is too long: only its first pages were read.',
  timeout: 'Reading the file took too long and was stopped.',
  parser_error: 'Part of the file could not be read.',
  rows_not_read: 'Some rows of the file could not be read.',
  ocr: 'Read from a scan by text recognition: check the figures against the file.',
  file_too_complex: 'The file decodes to more data than the reader accepts.',
  balances_derived: 'A balance was not printed: it was derived from the running balances of the rows.',
  period_derived: 'No statement period was printed: the first and last posted dates stand for it.',
  partial_months_only: 'Every month covers fewer than 25 days (a month-to-date printout): the averages are over partial months.',
};

/** Tamper signals by code: a short title; the engine's message gives the figures. */
const TAMPER_TITLE: Record<string, string> = {
  editing_software: 'Saved with an editing tool',
  office_software: 'Made with a word processor, not a bank\u2019s system',
  modified_after_creation: 'Changed after it was created',
  printed_totals_mismatch: 'Printed totals differ from the transactions',
  duplicate_rows: 'Rows repeated',
  mixed_amount_fonts: 'Amounts printed in different fonts',
  balance_discontinuity: 'Opening balance does not continue the previous statement',
  unreconciled: 'Does not reconcile',
};
export const tamperTitle = (code: string): string => TAMPER_TITLE[code] ?? code.replace(/_/g, ' ');

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
// Formatting a date is slow next to a Map lookup, and the deal page names a month once per row of its tables (every
// debit of every position). The labels are remembered; the map is emptied if it ever holds more than 1,000.
const monthLabels = new Map<string, string>();
/** "2026-07" -> "Jul 2026" */
export function monthLabel(month: string): string {
  let label = monthLabels.get(month);
  if (label === undefined) {
    label = /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? monthFormat.format(new Date(`${month}-01T00:00:00Z`)) : month;
    if (monthLabels.size >= 1000) monthLabels.clear();
    monthLabels.set(month, label);
  }
  return label;
}

/** The last four digits only, never more (the engine keeps no more either). */
export const maskedAccount = (last4: string | null): string => (last4 ? `\u2022\u2022\u2022\u2022${last4}` : 'account not printed');

/** "Statement 2 · First Bank ••••1234 · Jul 2026" */
export function statementName(s: Pick<StatementResult, 'bank_name' | 'account_number_last4' | 'month'>, index: number): string {
  return [`Statement ${index + 1}`, `${s.bank_name ?? 'Unknown bank'} ${maskedAccount(s.account_number_last4)}`, s.month ? monthLabel(s.month) : null]
    .filter(Boolean).join(' \u00b7 ');
}

export const dealName = (application: Record<string, unknown>): string =>
  (typeof application.legal_name === 'string' && application.legal_name) || (typeof application.trade_name === 'string' && application.trade_name) || 'Unnamed deal';
