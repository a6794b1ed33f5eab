// Printed balances and totals of a statement's summary: beginning/ending balance (beside, below or under their
// labels) and the credit/debit totals printed between them.
import { flat, type Line } from '../layout/layout.ts';
import { parseMoney, type LineAmounts } from './amounts.ts';
import { findDates, iso } from './dates.ts';
import type { ParseSettings } from '../settings.ts';

/** Header fields read money on lines: the header part, and the lines part for what a column amount is. */
export type FieldSettings = Pick<ParseSettings, 'header' | 'lines'>;

const BEGIN_RE = /\b(beginning|opening|starting|start|previous|prior)\s+(statement\s+)?balance\b|\bbalance\s+(last|previous|prior)\s+statement\b|\bbalance\s+forward\b/i;
const END_RE = /\b(ending|closing|end)\s+(statement\s+)?balance\b|\bbalance\s+this\s+statement\b|\bnew\s+balance\b/i;
const CREDIT_LABEL = /deposit|credit|addition/i;
const DEBIT_LABEL = /withdraw|debit|subtraction|check|fee|charge|payment/i;

/** The amount printed right after a label cell on the same line (two-column summaries have several pairs). */
function amountAfter(l: Line, labelRe: RegExp, s: FieldSettings, amounts: LineAmounts): number | null {
  const cellIdx = l.cells.findIndex((c) => labelRe.test(c.text));
  if (cellIdx < 0) return null;
  const label = l.cells[cellIdx]!;
  const ams = amounts.of(l).filter((a) => a.x0 >= label.x0 - s.header.labelPad);
  const first = ams[0];
  if (!first) return null;
  // Only the amount that belongs to this label: no other wordy cell between them.
  const between = l.cells.filter((c) => c.x0 > label.x1 && c.x1 < first.x0 && /[a-z]{3}/i.test(c.text));
  if (between.length) return null;
  return first.sign === -1 ? -first.cents : first.cents;
}

/**
 * A long label at the end of its line in a summary box puts its value on a line below ("Balance last statement" /
 * "$21,552.38"), which may be a transaction row of the table beside the box: the first amount within ~2.5 lines that stands in the label's
 * column (right of its left edge), unless another label comes first there.
 */
function amountBelow(lines: Line[], i: number, labelRe: RegExp, s: FieldSettings): number | null {
  const l = lines[i]!;
  const label = l.cells.find((c) => labelRe.test(c.text));
  // Only a label that ends its line: cells to its right make it a column title of a table (a summary of accounts).
  if (!label || l.cells.some((c) => c.x0 > label.x1)) return null;
  for (let j = i + 1; j < lines.length && j <= i + s.header.belowMaxLines; j++) {
    const nx = lines[j]!;
    if (nx.page !== l.page || nx.y - l.y > l.h * s.header.belowGap) break;
    const region = nx.cells.filter((c) => c.x1 > label.x0 - s.header.columnPad);
    for (const c of region) {
      const m = parseMoney(c.text);
      if (m) return m.sign === -1 ? -m.cents : m.cents;
      if (/[a-z]{3}/i.test(c.text)) return null;
    }
  }
  return null;
}

export interface Balances {
  beginning: number | null;
  ending: number | null;
  beginLine: number;
  credits: number | null;
  debits: number | null;
  beginDate: string | null;
  endDate: string | null;
}

/** Beginning/ending balances and the printed credit/debit totals between them (the summary block). */
/** The text of the cell that holds a label (the whole line when the label spans cells). */
const labelCell = (l: Line, re: RegExp) => l.cells.find((c) => re.test(c.text))?.text ?? flat(l);

export function findBalances(lines: Line[], year: number | null, s: FieldSettings, amounts: LineAmounts): Balances {
  const found = labelledBalances(lines, year, s, amounts);
  const { beginLine, endLine, beginDate, endDate } = found;
  let { beginning, ending } = found;
  if (beginning === null) {
    const st = stackedBalances(lines, s.header);
    if (st) { beginning = st.beginning; ending = st.ending; }
  } else if (ending === null) {
    // Both labels on one line over their figures ("Starting balance  Money in  Money out  Ending balance"): the box's.
    const st = stackedBalances(lines, s.header);
    if (st && st.beginning === beginning) ending = st.ending;
  }
  if (beginning === null) {
    for (let i = 0; i < lines.length && ending === null; i++) {
      const l = lines[i]!;
      if (END_RE.test(flat(l))) ending = amountAfter(l, END_RE, s, amounts);
    }
  }
  const { credits, debits } = printedTotals(lines, beginLine, endLine, s, amounts);
  return { beginning, ending, beginLine, credits, debits, beginDate, endDate };
}

interface Labelled {
  beginning: number | null; ending: number | null; beginLine: number; endLine: number;
  beginDate: string | null; endDate: string | null;
}

/** The first beginning balance printed by its label, and the first ending balance after it (lines -1 when none). */
function labelledBalances(lines: Line[], year: number | null, s: FieldSettings, amounts: LineAmounts): Labelled {
  const out: Labelled = { beginning: null, ending: null, beginLine: -1, endLine: -1, beginDate: null, endDate: null };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const t = flat(l);
    if (out.beginning === null && BEGIN_RE.test(t)) {
      let v = amountAfter(l, BEGIN_RE, s, amounts);
      // "Beginning Balance on" / "$508.78" / "09/01/2024" printed as a stacked label: look one line down.
      const nx = lines[i + 1];
      if (v === null && nx && nx.page === l.page && nx.y - l.y < l.h * s.header.stackedGap && !/[a-z]{4}/i.test(flat(nx))) {
        const a = amounts.inColumns(nx, s.lines)[0];
        if (a) v = a.sign === -1 ? -a.cents : a.cents;
      }
      if (v === null) v = amountBelow(lines, i, BEGIN_RE, s);
      if (v !== null) {
        out.beginning = v;
        out.beginLine = i;
        // The date of the label's own cell ("Opening balance on November 16, 2025"), or stacked under it: a date in
        // another cell of the line is a row's (a summary box sharing lines with the rows).
        const d = findDates(labelCell(l, BEGIN_RE))[0] ?? findDates(nx ? flat(nx) : '')[0];
        if (d) out.beginDate = dateIn(d, year);
      }
    } else if (out.beginning !== null && out.ending === null && END_RE.test(t)) {
      const v = amountAfter(l, END_RE, s, amounts) ?? amountBelow(lines, i, END_RE, s);
      if (v !== null) {
        out.ending = v;
        out.endLine = i;
        const d = findDates(labelCell(l, END_RE))[0];
        if (d) out.endDate = dateIn(d, year);
      }
    }
  }
  return out;
}

/** A printed date as ISO, its year else the statement's (null when neither is known). */
function dateIn(d: ReturnType<typeof findDates>[number], year: number | null): string | null {
  return d.y !== null ? iso(d.y, d.m, d.d) : year ? iso(year, d.m, d.d) : null;
}

/** The credit and debit totals printed by label between the beginning and ending balance lines of a summary. */
function printedTotals(lines: Line[], beginLine: number, endLine: number, s: FieldSettings, amounts: LineAmounts): { credits: number | null; debits: number | null } {
  let credits: number | null = null;
  let debits: number | null = null;
  if (beginLine >= 0 && endLine > beginLine && endLine - beginLine <= s.header.summaryMaxLines) {
    // A summary box beside the table (its label is not the first thing on the line): only its own column's labels
    // count, not the transaction rows that share its lines.
    const bl = lines[beginLine]!;
    const boxX = bl.cells.find((c) => BEGIN_RE.test(c.text))?.x0 ?? 0;
    const beside = bl.cells.some((c) => c.x1 < boxX - bl.h && /[a-z]{3}/i.test(c.text));
    for (let i = beginLine + 1; i < endLine; i++) {
      const whole = lines[i]!;
      const l = beside ? { ...whole, cells: whole.cells.filter((c) => c.x0 >= boxX - s.header.boxPad * whole.h) } : whole;
      const first = l.cells.find((c) => /[a-z]{3}/i.test(c.text));
      if (!first || /balance|average|minimum|interest|days|ytd|year/i.test(first.text)) continue;
      const v = amountAfter(l, /./, s, amounts);
      if (v === null) continue;
      const label = first.text;
      const isDebit = DEBIT_LABEL.test(label) && !/^(deposits?|credits?)\b/i.test(label);
      if (isDebit) debits = (debits ?? 0) + Math.abs(v);
      else if (CREDIT_LABEL.test(label)) credits = (credits ?? 0) + Math.abs(v);
    }
  }
  return { credits, debits };
}

/**
 * A summary printed as a label row over a value row ("BALANCE LAST STATEMENT | NO. | AMOUNT | ... | BALANCE THIS
 * STATEMENT" over "123.34-OD | 53 | 96,106.34 | ..."), split on pipes or on cells.
 */
function stackedBalances(lines: Line[], h: FieldSettings['header']): { beginning: number | null; ending: number | null } | null {
  for (let i = 0; i + 1 < lines.length; i++) {
    const one = pairBalances(lines[i]!, lines[i + 1]!, h);
    if (one) return one;
    // Labels printed over two lines ("Beginning | Deposits and" over "balance | other additions"), figures under them.
    const two = i + 2 < lines.length ? twoLineLabels(lines[i]!, lines[i + 1]!, h) : null;
    const got = two && pairBalances(two, lines[i + 2]!, h);
    if (got) return got;
  }
  return null;
}

const B_KEY = /(beginning|opening|starting|start|previous|prior)(statement)?balance|balance(last|previous|prior)statement|balanceforward/;
// Beside a previous balance in one box, the current balance is the statement's closing one.
const E_KEY = /(ending|closing|end)(statement)?balance|balancethisstatement|currentbalance/;
const partsOf = (l: Line) => (l.text.includes('|') ? flat(l).split('|') : l.cells.map((c) => c.text))
  // Rules and dashes around a part go; a minus that signs its figure stays ("-$2,120.20", "2,120.20-").
  .map((p) => p.replace(/^(?:[_=¬\s]|-(?!\s*[$€£¥(\d]))+|(?:[_=¬\s]|(?<!\d)-)+$/g, ''));

/** A label line over its value line: the beginning and ending balance printed under their labels, or null. */
function pairBalances(labels: Line, values: Line, h: FieldSettings['header']): { beginning: number | null; ending: number | null } | null {
  const a = partsOf(labels);
  if (a.length < 2) return null;
  const keys = a.map((p) => p.toLowerCase().replace(/[^a-z]/g, ''));
  const bi = keys.findIndex((k) => B_KEY.test(k));
  const ei = keys.findIndex((k) => E_KEY.test(k));
  if (bi < 0 && ei < 0) return null;
  const b = partsOf(values);
  // Labels and values in cells of their own, fewer values than labels ("Total Credits | 34 items" over one figure):
  // each label's value is the figure standing under it.
  if (b.length !== a.length) return labels.text.includes('|') ? null : alignedUnder(labels, values, bi, ei, h);
  const val = (k: number) => {
    if (k < 0) return null;
    const m = parseMoney((b[k] ?? '').replace(/(\d)(-?)\s*[A-Z]{1,3}$/, '$1$2'));
    return m ? (m.sign === -1 ? -m.cents : m.cents) : null;
  };
  const beginning = val(bi);
  const ending = val(ei);
  return beginning !== null || ending !== null ? { beginning, ending } : null;
}

/** Two lines of words only, close together, read as one line of labels: each lower cell with the upper words over it. */
function twoLineLabels(top: Line, low: Line, h: FieldSettings['header']): Line | null {
  const words = (l: Line) => l.cells.every((c) => !parseMoney(c.text) && /\p{L}/u.test(c.text));
  if (top.page !== low.page || low.y - top.y > top.h * h.stackedGap || top.text.includes('|') || !words(top) || !words(low) || low.cells.length < 2) return null;
  const cells = low.cells.map((c) => {
    const over = top.cells.filter((u) => Math.min(u.x1, c.x1) - Math.max(u.x0, c.x0) > 0).map((u) => u.text).join(' ');
    return { ...c, text: `${over} ${c.text}`.trim() };
  });
  return { ...low, cells, text: cells.map((c) => c.text).join('  ') };
}

/** The figures of the line below standing under the label cells bi and ei (their spans overlap), null when neither has one. */
function alignedUnder(labels: Line, values: Line, bi: number, ei: number, h: FieldSettings['header']): { beginning: number | null; ending: number | null } | null {
  if (labels.page !== values.page || values.y - labels.y > labels.h * h.belowGap) return null;
  const money = values.cells.map((c) => ({ c, m: parseMoney(c.text) })).filter((x) => x.m && !/[a-z]{3}/i.test(x.c.text));
  // Every cell of the value line is a figure: a row of a table has words.
  if (!money.length || money.length !== values.cells.length) return null;
  const under = (k: number): number | null => {
    const label = labels.cells[k];
    if (!label) return null;
    const hit = money.find(({ c }) => Math.min(c.x1, label.x1) - Math.max(c.x0, label.x0) > 0);
    return hit ? (hit.m!.sign === -1 ? -hit.m!.cents : hit.m!.cents) : null;
  };
  const beginning = bi < 0 ? null : under(bi);
  const ending = ei < 0 ? null : under(ei);
  return beginning !== null || ending !== null ? { beginning, ending } : null;
}
