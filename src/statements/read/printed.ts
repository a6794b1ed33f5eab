// The figures a statement prints about its rows, found on the lines around one list (its summary above, the totals
// under its lists, a daily-balance table after it): each becomes a judge of the readings (verify/judges.ts). A figure
// is known by its label's words (words.ts, per language) and where it stands, never by a bank's layout; a figure read
// wrong is harmless: no reading explains it, and a figure no reading explains does not count (verify/judges.ts).
import type { PrintedFigure } from '../verify/judges.ts';
import type { DateParts } from './dates.ts';
import type { AmountToken } from './amounts.ts';
import type { LineTokens, TextToken } from './tokens.ts';
import type { Section } from './records.ts';
import { columnOf, type Columns } from './columns.ts';
import { labelDirection, namesBalance, namesItems, namesOther, namesSubtotal, namesTotal } from './words.ts';

export interface FigureSource {
  /** The document's tokenized lines (null: page furniture), and the span of lines that belong to this list. */
  toks: (LineTokens | null)[];
  from: number;
  to: number;
  section: Section;
  cols: Columns;
  /** A printed day as the list's rows read their dates (the same day order and year). */
  day: (d: DateParts) => string | null;
}

const words = (ts: TextToken[]) => ts.map((t) => t.text).join(' ').replace(/\s+/g, ' ').trim();
// An item count printed beside a total ("3", "3 items", "(12)"), as the last words before the figure.
const COUNT = /(?:^|\s)\(?(\d{1,4})\)?(?:\s+(?:items?|transactions?|entries))?\s*$/i;
const LETTERS = /\p{L}{2}/u;

/** Each amount of a line with the words printed left of it since the amount before (a label and its figure). */
function labelled(t: LineTokens): { label: string; m: AmountToken }[] {
  let from = -Infinity;
  return t.money.map((m) => {
    const label = words(t.text.filter((x) => x.x0 >= from && x.x1 <= m.x0 + 1));
    from = m.x1;
    return { label, m };
  });
}

/** Figures printed under their labels: a line of labels, then a line of figures only ("Deposits  Withdrawals" / "600.00  150.00"). */
function boxed(t: LineTokens, above: LineTokens | null | undefined): { label: string; m: AmountToken }[] {
  if (!above || t.text.length || t.dates.length || above.money.length || above.line.page !== t.line.page) return [];
  return t.money.map((m) => {
    const over = above.text.filter((x) => x.x0 <= m.x1 && x.x1 >= m.x0);
    return { label: words(over), m };
  }).filter((x) => x.label);
}

/** Where a figure is printed: its line and page, the list above it, and the line of that list's subtotal before it. */
interface At { line: number; page: number; list: string | null; after: number }

/** A figure from a label and its amount, or null when the label names no total of postings. */
function figureOf(label: string, m: AmountToken, at: At, column?: number): PrintedFigure | null {
  if (!LETTERS.test(label) || namesBalance(label) || namesOther(label)) return null;
  const count = COUNT.exec(label);
  const text = count ? label.slice(0, count.index).trim() : label;
  const dir = labelDirection(text);
  const { line, list } = at;
  const base = { cents: m.cents, line, label: label, ...(count ? { count: Number(count[1]) } : {}) };
  // For the rows above it on its page or since the last one, not the whole list: a page's subtotal.
  if (namesSubtotal(text)) {
    return { kind: 'subtotal', ...base, cents: m.sign === -1 ? -m.cents : m.cents, page: at.page, after: at.after, ...(dir ? { direction: dir } : list === null ? {} : { list }), ...(column === undefined ? {} : { column }) };
  }
  if (dir) return { kind: dir === 'credit' ? 'credits' : 'debits', ...base };
  // "Total" alone under a list: that list's sum.
  if (list !== null && namesTotal(text) && text.split(/\s+/).length <= 2) return { kind: 'list', list, ...base, ...(column === undefined ? {} : { column }) };
  return null;
}

// An item count printed without a figure: a number and the words it counts, or the words and then the number ("12
// Deposits/Credits", "Total 37 items", "Number of withdrawals: 4", "71 transactions (38 money in, 33 money out)").
const NUMBER_FIRST = /^\(?(\d{1,4})\)?\s+(\p{L}.*)$/u;
const WORDS_FIRST = /^(.*\p{L}.*?)[\s:]+\(?(\d{1,4})\)?(?:\s+(?:items?|transactions?|entries))?$/iu;

/** The item counts a line without figures prints, each with its direction where its words name one. */
function counts(t: LineTokens, at: At): PrintedFigure[] {
  const out: PrintedFigure[] = [];
  for (const part of t.line.cells.map((c) => c.text).join(' ').split(/[,;()]/)) {
    const p = part.replace(/\s+/g, ' ').trim();
    const m = NUMBER_FIRST.exec(p) ?? WORDS_FIRST.exec(p);
    if (!m) continue;
    const [n, words] = /^\(?\d/.test(p) ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    if (/\d/.test(words) || namesBalance(words) || namesOther(words) || namesSubtotal(words)) continue;
    const dir = labelDirection(words);
    if (!dir && !namesItems(p) && !namesTotal(words)) continue;
    out.push({ kind: 'count', cents: 0, count: Number(n), line: at.line, label: p, ...(dir ? { direction: dir } : at.list === null ? {} : { list: at.list }) });
  }
  return out;
}

/** A daily-balance table's line: dates and figures alternating, nothing else ("03/02  1,100.00  03/05  1,050.00"). */
function dayBalances(t: LineTokens, line: number, day: FigureSource['day']): PrintedFigure[] {
  if (!t.dates.length || t.text.some((x) => LETTERS.test(x.text)) || t.money.length !== t.dates.length) return [];
  const out: PrintedFigure[] = [];
  const ds = [...t.dates].sort((a, b) => a.x0 - b.x0);
  for (let k = 0; k < ds.length; k++) {
    const m = t.money.find((x) => x.x0 >= ds[k]!.x1 && (k + 1 === ds.length || x.x1 <= ds[k + 1]!.x0));
    const date = day(ds[k]!.date);
    if (!m || !date) return [];
    out.push({ kind: 'day', cents: m.sign === -1 ? -m.cents : m.cents, date, line, label: `${ds[k]!.text} balance` });
  }
  return out;
}

/** The figures printed around one list: its summary's totals and counts, its lists' totals, its daily balances. */
export function printedFigures(src: FigureSource): PrintedFigure[] {
  const own = new Map<number, string>();
  for (const r of src.section.records) for (const l of r.lines) own.set(l, r.list ?? '');
  const out: PrintedFigure[] = [];
  let list: string | null = null;
  // Per list, the line of the last subtotal printed under it (a subtotal may count the rows since then).
  const lastSub = new Map<string | null, number>();
  for (let i = src.from; i < src.to; i++) {
    const t = src.toks[i];
    if (!t) continue;
    if (own.has(i)) { list = own.get(i)!; continue; }
    if (t.label === 'header' || t.label === 'opening' || t.label === 'closing') continue;
    if (t.dates.length) { out.push(...dayBalances(t, i, src.day)); continue; }
    const at: At = { line: i, page: t.line.page, list, after: lastSub.get(list) ?? -1 };
    if (!t.money.length) { out.push(...counts(t, at)); continue; }
    const pairs = t.text.length ? labelled(t) : boxed(t, src.toks[i - 1]);
    // A total line printing one figure under each amount column ("TOTAL  1,234.00  5,678.00"): each its column's total.
    const columns = pairs.length > 1 && pairs.slice(1).every((p) => !LETTERS.test(p.label));
    for (const [k, { label, m }] of pairs.entries()) {
      const f = columns ? figureOf(pairs[0]!.label, m, at, columnOf(m, src.cols)) : figureOf(label, m, at);
      if (f && (!columns || f.kind === 'list' || f.kind === 'subtotal' || k === 0)) out.push(f);
      if (f?.kind === 'subtotal') lastSub.set(list, i);
    }
  }
  const { opening, closing } = src.section;
  if (opening !== null) out.push({ kind: 'opening', cents: opening, line: -1, label: 'opening balance' });
  if (closing !== null) out.push({ kind: 'closing', cents: closing, line: -1, label: 'closing balance' });
  return out;
}
