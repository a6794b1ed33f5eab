// What a document prints once for all its statements: the bank, the holder, the period, and the latest date a period
// printed without a year can end on.
import type { Line } from '../layout/layout.ts';
import type { ParseSettings } from '../settings.ts';
import type { LineAmounts } from './amounts.ts';
import { findBankName } from './bank-name.ts';
import { readHolder } from './holder.ts';
import { findPeriod, periodAnchor } from './period.ts';
import { documentDateOrder, type DateOrder } from './date-order.ts';

export interface DocContext {
  bank: string | null; holder: { holder: string | null; block: string[]; confidence?: number | null }; period: { start: string | null; end: string | null };
  /** The latest date a period printed without a year can end on (header.ts periodAnchor). */
  anchor?: string | null;
  /** Day first or month first, decided once for the document's every date (date-order.ts); absent: undecided. */
  dates?: DateOrder;
}

export function documentContext(lines: Line[], createdAt: string | null, S: ParseSettings, amounts: LineAmounts): DocContext {
  const dates = documentDateOrder(lines, S);
  const anchor = periodAnchor(lines, createdAt, S, dates.dayFirst);
  return { bank: findBankName(lines, S, amounts), holder: readHolder(lines, S, amounts), period: findPeriod(lines, anchor, S, dates.dayFirst === true), anchor, dates };
}
