// Every tolerance the hypothesis reader uses, in one documented place (printed by `mca parse --explain`).
// Distances are in PDF points (1/72 inch); "line heights" are multiples of a line's font size.
export const READ_SETTINGS = {
  /** Money tokens whose right edges lie within this distance share one column (amounts are right-aligned). */
  columnSnap: 6,
  /** A text line further below its record than this many line heights is not a wrapped description line. */
  continuationGap: 2.4,
  /** A column is a balance-column candidate when at least this share of the records print a value in it (UK statements print the balance on a day's last row only). */
  balanceColumnMinShare: 0.1,
  /** Rows between two printed balances whose directions are searched exhaustively (2^n readings). */
  maxUndecidedRun: 12,
  /** Rows dated further than this outside the statement period are dates quoted in text, not postings. */
  periodSlackDays: 10,
  /** A column role (credit/debit) learned from chained rows needs this share of agreeing rows. */
  roleAgreement: 0.9,
  /** A balance not printed is derived from the rows only when at least this share of them is explained by the running balances. */
  derivedMinExplained: 0.8,
  /** ... and at most this share of balance steps break (at least one break is tolerated: a row the printout cut). */
  derivedMaxBreakShare: 0.05,
  /** Cells left of the rows' date column on fewer than this share of the rows are a block beside the table (read/sidebar.ts). */
  sidebarMaxShare: 0.8,
} as const;

export type ReadSettings = typeof READ_SETTINGS;
