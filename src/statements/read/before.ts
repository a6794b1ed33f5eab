// The rules that run on a line before `classify` (lines.ts): each ends the list above the line or reads the line's
// tokens another way, and says why. The reasons go into the line's trace with its one class (sections.ts), so the
// decision a maintainer reads for a line names every step that shaped it; nothing before the classification is silent.
import type { RecordSettings } from '../settings.ts';
import { dateAt } from './dates.ts';
import { balanceBox, type LineTokens } from './tokens.ts';
import { underBalanceColumn } from './records.ts';
import type { Context, ReadState } from './lines.ts';

/** What a rule before the classification knows besides the classifier's context: the line above (page furniture: null). */
export interface BeforeContext extends Context { prev: LineTokens | null }

/** A rule's finding: the list above ends before the line, or the line's tokens read another way; and why. */
interface Before { closeAbove?: true; t?: LineTokens; why: string }
type BeforeRule = (s: ReadState, t: LineTokens, c: BeforeContext) => Before | null;

/** What the steps before the tokens (sidebar.ts, rownumbers.ts) left out of a line. */
export const CELLS_LEFT_OUT = {
  sidebar: 'cells of a block beside the table left out (sidebar.ts)',
  rowNumber: 'a row number printed before the row left out (rownumbers.ts)',
} as const;

/** A box of balances after rows (the next account's or month's summary): the list above ended before its labels. */
const boxAfterRows: BeforeRule = (s, t, c) => (s.cur.records.length && balanceBox(c.prev, t)
  ? { closeAbove: true, why: 'a box of balances after the rows: the list above ended before its labels' } : null);

const dateGlued: BeforeRule = (_s, t, c) => {
  if (c.traits.dateX === null) return null;
  const g = gluedDate(t, c.traits.dateX, c.settings.records);
  return g === t ? null : { t: g, why: 'its date read from the end of the description cell, where the date column stands' };
};

const balanceUnderHeader: BeforeRule = (s, t, c) => {
  const u = underBalanceColumn(t, s.table, c.settings.records.indentPad);
  return u === t ? null : { t: u, why: 'its balance is the one figure under the column header\'s balance word' };
};

/** In order: the first ends the list above, the others read the tokens (each the one the rule before returned). */
const BEFORE_RULES: BeforeRule[] = [boxAfterRows, dateGlued, balanceUnderHeader];

/** Runs the rules before the classification: the tokens to classify and why each rule changed something. */
export function beforeClassify(s: ReadState, t: LineTokens, c: BeforeContext, closeAbove: () => void): { t: LineTokens; notes: string[] } {
  const notes: string[] = [];
  let cur = t;
  for (const rule of BEFORE_RULES) {
    const b = rule(s, cur, c);
    if (!b) continue;
    if (b.closeAbove) closeAbove();
    if (b.t) cur = b.t;
    notes.push(b.why);
  }
  return { t: cur, notes };
}

/**
 * A date run into the end of a description cell by a narrow gap ("... FOUR CORNERS SALON AND 06/25"), standing where the
 * rows' date column is: the row's date, not words of its description. Dates elsewhere in a description stay text.
 */
function gluedDate(t: LineTokens, dateX: number, s: RecordSettings): LineTokens {
  if (t.dates.length || !t.money.length || !t.text.length) return t;
  const last = t.text[t.text.length - 1]!;
  // Where the tail starts: the cell's own words when it has them (positions), else estimated from the characters.
  const words = t.line.cells.find((c) => c.x1 === last.x1)?.words ?? [];
  const cw = (last.x1 - last.x0) / Math.max(1, last.text.length);
  for (let k = last.text.lastIndexOf(' '), n = 0; k > 0 && n < s.gluedDateWords; k = last.text.lastIndexOf(' ', k - 1), n++) {
    const tail = last.text.slice(k + 1);
    const d = dateAt(tail, 0);
    if (!d || d.length !== tail.length) continue;
    const w = words[words.length - 1 - n];
    const x0 = w && words.length > n ? w.x0 : last.x1 - tail.length * cw;
    if (Math.abs(x0 - dateX) > s.columnSnap) return t;
    const text = [...t.text.slice(0, -1), { text: last.text.slice(0, k).trimEnd(), x0: last.x0, x1: x0 }];
    return { ...t, text, dates: [{ date: d, x0, x1: last.x1, text: tail }] };
  }
  return t;
}
