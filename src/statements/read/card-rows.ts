// A card statement's postings read straight from its lines, for the card whose list the reader's tables did not give
// (card.ts tries the reader's rows first). A card's list is simple: a date (day and month, the year often left to the
// statement date), the merchant's words, and one amount last on the line, a foreign amount or a reward column before it.
// What stands left of the date on the same line (a summary panel printed beside the list) is no part of the row. The
// printed previous and new balances judge which of these rows are the card's (card.ts), as they judge the reader's.
import type { Line } from '../layout/layout.ts';
import type { Direction, ExtractedTransaction } from '../types.ts';
import type { HeaderSettings } from '../settings.ts';
import type { AmountToken, LineAmounts } from './amounts.ts';
import { dateAt, inOrder, resolveDate, type DateParts } from './dates.ts';

/** A posting found on a line: its transaction, its lines (the row's line first), the list it stands in. */
export interface ScannedRow { t: ExtractedTransaction; lines: number[]; k: number }

/** How the rows' dates take a year and an order: the statement's period (or its date alone) and the document's order. */
export interface RowDates { period: { start: string | null; end: string | null }; year: number | null; dayFirst: boolean | null; header: HeaderSettings }

/** Words that end a list ("Total CARTÃO ...", "Subtotal"): the rows under one belong to another list. */
const LIST_END = /\b(sub)?total\b/i;
/** Letters: a cell of words, not a figure or a mark. */
const WORDS = /\p{L}{2}/u;

/**
 * Every line that reads as a card posting, in printed order. A new list starts after a column header or a total line
 * between two rows. A date with an amount and no words (its merchant wrapped onto the line above, right of the date)
 * takes the words of that line.
 */
export function scanCardRows(lines: Line[], amounts: LineAmounts, dates: RowDates, headers: ReadonlySet<number>): ScannedRow[] {
  const out: ScannedRow[] = [];
  let k = 0;
  let last = -1;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.noise) continue;
    const row = postingOn(lines, i, amounts, dates);
    if (!row) continue;
    if (last >= 0 && splits(lines, last, i, headers)) k++;
    out.push({ ...row, k });
    last = i;
  }
  return out;
}

/** A column header or a total line between two rows: the second starts another list. */
function splits(lines: Line[], from: number, to: number, headers: ReadonlySet<number>): boolean {
  for (let j = from + 1; j < to; j++) if (headers.has(j) || (!lines[j]!.noise && LIST_END.test(lines[j]!.text))) return true;
  return false;
}

/** The posting a line prints, or null. */
function postingOn(lines: Line[], i: number, amounts: LineAmounts, dates: RowDates): Omit<ScannedRow, 'k'> | null {
  const l = lines[i]!;
  const at = l.cells.findIndex((c) => dateAt(c.text.trim(), 0) !== null);
  if (at < 0) return null;
  const cell = l.cells[at]!;
  const d = dateAt(cell.text.trim(), 0)!;
  const money = amounts.of(l).filter((a) => a.x0 >= cell.x0 && !(a.cell === cell && cell.text.trim().indexOf(a.text) < d.length));
  const amount = money.sort((a, b) => b.x1 - a.x1)[0];
  if (!amount || amount.cents === 0) return null;
  const words = wordsBetween(l, at, d.length, amount);
  let description = words;
  const rowLines = [i];
  if (!words) {
    // Its words wrapped onto the line above (one date and one amount on this line, nothing else).
    const above = wrappedAbove(lines, i, cell.x1, amount.x0);
    if (at !== 0 || money.length !== 1 || l.cells.length !== 2 || !above) return null;
    description = above.text;
    rowLines.push(above.index);
  }
  if (!WORDS.test(description)) return null;
  const iso = resolveDate(inOrder(d as DateParts, dates.dayFirst), dates.period, dates.year, dates.header);
  if (!iso) return null;
  const t: ExtractedTransaction = { date: iso, description, amount: amount.cents / 100, direction: 'debit' as Direction, balance: null, section: null, page: l.page };
  return { t, lines: rowLines };
}

/** The words between the date and the amount: the rest of the date's cell and the cells after it. */
function wordsBetween(l: Line, at: number, dateLength: number, amount: AmountToken): string {
  const parts: string[] = [];
  const first = l.cells[at]!.text.trim().slice(dateLength).trim();
  if (first && !(amount.cell === l.cells[at])) parts.push(first);
  for (const c of l.cells.slice(at + 1)) {
    if (c.x0 >= amount.x0 - 1) break;
    if (WORDS.test(c.text)) parts.push(c.text.trim());
  }
  if (amount.cell !== l.cells[at]) {
    const before = amount.cell.text.slice(0, amount.cell.text.lastIndexOf(amount.text)).trim();
    if (WORDS.test(before) && !parts.includes(before)) parts.push(before);
  }
  return parts.join(' ').trim();
}

/** The line right above, on the same page, whose only cell of words stands between the date and the amount. */
function wrappedAbove(lines: Line[], i: number, dateEnd: number, amountStart: number): { text: string; index: number } | null {
  const l = lines[i]!;
  const a = lines[i - 1];
  if (!a || a.page !== l.page || l.y - a.y > l.h * 2) return null;
  const cells = a.cells.filter((c) => c.x0 >= dateEnd && c.x1 <= amountStart);
  if (cells.length !== 1 || !WORDS.test(cells[0]!.text)) return null;
  return { text: cells[0]!.text.trim(), index: i - 1 };
}
