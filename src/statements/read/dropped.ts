// Every filter that sets a record apart after the lines were classified says why, in the trace of the record's lines
// (`LineTrace.dropped`, shown by `mca parse --explain=lines`): a line read as a row that is no transaction is never
// silent about what removed it.
import type { LineTrace } from '../types.ts';
import type { Section, TxRecord } from './records.ts';
import type { Hypothesis } from './hypotheses.ts';

/** Records a record set apart, and why, on each of its lines (the first filter that removed it is the one said). */
export type DropNote = (r: TxRecord, why: string) => void;

export function dropNotes(trace: LineTrace[] | undefined): DropNote {
  if (!trace) return () => {};
  const byLine = new Map(trace.map((e) => [e.line, e]));
  return (r, why) => {
    for (const l of r.lines) { const e = byLine.get(l); if (e && !e.dropped) e.dropped = why; }
  };
}

/** Why each filter sets a record apart. */
export const DROPPED = {
  strayFigure: 'a line without a date of its own whose amounts stand in none of the dated rows\' amount columns: not a record',
  noAmount: 'no amount left once its figures were read as quoted text: not a record',
  pending: 'not posted yet: returned apart as a pending item',
  subtotal: 'a printed subtotal: each of its figures is the sum of its column over the rows above it',
  repeatedCheck: 'a check listed again in a checks summary: its twin of the same day and amount in the history is the transaction',
  repeatedList: 'its list is printed again (every row repeats one of another list, and the printed figures say so): shown once',
  notice: 'a line among the rows whose amount the balances say did not move the balance (a notice, a memo): it posts nothing',
  outsidePeriod: 'dated outside the statement period (or its date does not read): not returned',
} as const;

/** Says why each record of the section that is no returned transaction was set apart (the trace's `dropped`). */
export function noteDropped(drop: DropNote, s: Section, win: Hypothesis, returned: TxRecord[], x: { repeats: TxRecord[]; subtotals: TxRecord[] }): void {
  for (const r of x.subtotals) drop(r, DROPPED.subtotal);
  for (const r of x.repeats) drop(r, DROPPED.repeatedCheck);
  const read = new Set(win.rows.map((r) => r.rec));
  const kept = new Set(returned);
  for (const r of s.records) {
    if (r.checkpoint || kept.has(r)) continue;
    if (win.reading.without?.has(r.list ?? '')) drop(r, DROPPED.repeatedList);
    else if (read.has(r)) drop(r, DROPPED.outsidePeriod);
    else drop(r, DROPPED.notice);
  }
}
