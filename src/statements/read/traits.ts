// The document's layout traits, decided once from its tokenized lines before any line is classified (lines.ts reads
// them): where amounts stand in a record, whether rows carry a narrative, where the date column starts.
import type { ParseSettings } from '../settings.ts';
import type { LineTokens } from './tokens.ts';
import { continues, narrativeOf, newRecord, type TxRecord } from './records.ts';

/** Layout facts decided once per document, before any line is classified. */
export interface Traits {
  /** Each record prints its amounts on its last line (a text line after a record starts the next one). */
  amountLast: boolean;
  /** Rows carry a narrative line under them starting left of their description (under their reference columns). */
  narrative: boolean;
  /** Most rows print no words of their own, their text on the line above them (records printed text first). */
  textAbove?: boolean;
  /** Where the rows' date column starts (the most common left edge of a dated row's date), if any. */
  dateX: number | null;
}

/** The document's layout traits, from its tokenized lines (null: noise). */
export function layoutTraits(toks: (LineTokens | null)[], P: ParseSettings): Traits {
  const S = P.records;
  let amountFirst = 0;
  let amountBelow = 0;
  let prevDatedBare = false;
  let rows = 0;
  let narrated = 0;
  let prevRow: TxRecord | null = null;
  let bareBelowText = 0;
  let prevText = false;
  const dateXs = new Map<number, number>();
  for (const t of toks) {
    if (!t) continue;
    if (t.dates.length && t.money.length && !t.text.length && prevText) bareBelowText++;
    prevText = !t.dates.length && !t.money.length && t.text.length > 0 && (t.label === null || t.label === 'title');
    if (prevRow && !t.dates.length && !t.money.length && t.text.length && !continues(prevRow, t, P) && narrativeOf(prevRow, t, P)) narrated++;
    prevRow = null;
    if (t.label !== null) { prevDatedBare = false; continue; }
    if (t.dates.length && t.money.length) {
      amountFirst++; rows++; prevRow = newRecord(t);
      const x = Math.round(t.dates[0]!.x0);
      dateXs.set(x, (dateXs.get(x) ?? 0) + 1);
    }
    else if (!t.dates.length && t.money.length && prevDatedBare) amountBelow++;
    prevDatedBare = Boolean(t.dates.length && !t.money.length && t.text.length && t.dates[0]!.x0 <= (t.text[0]?.x0 ?? Infinity));
  }
  const [dateX, dated] = [...dateXs.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return {
    amountLast: amountBelow > amountFirst && amountBelow >= S.traitMinRows,
    narrative: narrated >= S.traitMinRows && narrated >= rows * S.narrativeShare,
    textAbove: bareBelowText >= S.traitMinRows && bareBelowText * 2 > rows,
    dateX: dated >= S.traitMinRows ? dateX : null,
  };
}
