// Reading the cells of one line against the table's columns: the date under a Date header placed after the
// description, text standing beside the table, header lines sharing a summary box's labels, checks-table triples.
import type { Line } from '../../layout/layout.ts';
import { parseMoney } from '../amounts.ts';
import { parseDateExact, type DateParts } from '../dates.ts';
import { headerColumns, type Column } from './table-lines.ts';
import type { RawRow } from './rows.ts';

// A summary box's balance labels: never the name of a table column.
const SUMMARY_LABEL = /^(beginning|opening|starting|previous|prior|ending|closing|new)\s+(statement\s+)?balance\b|^balance\s+(last|previous|prior|this)\s+statement\b/i;

/**
 * Tables whose Description column comes before the Date column: the row's date is the cell under the Date header
 * (a row then starts with its description, not with a date).
 */
export function dateInColumn(l: Line, cols: Column[] | null): { date: DateParts; cell: Line['cells'][number]; before: string } | null {
  const dc = cols?.find((c) => c.kind === 'date');
  const desc = cols?.find((c) => c.kind === 'desc');
  if (!dc || !desc || desc.x0 >= dc.x0) return null;
  const under = (x0: number, x1: number) => Math.min(x1, dc.x1) - Math.max(x0, dc.x0) > 0 || Math.abs(x0 - dc.x0) <= 6;
  for (const c of l.cells.slice(1)) {
    if (!under(c.x0, c.x1)) continue;
    const d = parseDateExact(c.text);
    if (d) return { date: d, cell: c, before: '' };
  }
  // A long description can run up to the date with a gap too narrow to split the cells: the cell's last words
  // are the date when they stand under the Date header.
  for (const c of l.cells) {
    const w = c.words;
    for (let k = 1; k <= Math.min(3, w.length - 1); k++) {
      const tail = w.slice(w.length - k);
      const d = parseDateExact(tail.map((x) => x.text).join(' '));
      if (!d || !under(tail[0]!.x0, tail[k - 1]!.x1) || tail[0]!.x0 < desc.x0) continue;
      return { date: d, cell: c, before: w.slice(0, w.length - k).map((x) => x.text).join(' ') };
    }
  }
  return null;
}

export function underNumber(c: Line['cells'][number], cols: Column[] | null): boolean {
  return /^\d{1,10}$/.test(c.text) && !!cols?.some((k) => k.kind === 'number' && Math.min(c.x1, k.x1) - Math.max(c.x0, k.x0) > 0);
}

/**
 * Text standing right of the table's last column (a summary box beside the table on a two-column page) is not
 * part of the rows. A cell beyond the edge is dropped when it is text, or money on a line that also has such text
 * (a label and its value); a lone amount there is kept (a balance right-aligned far past a left-aligned header).
 */
export function besideTable(l: Line, cols: Column[] | null): Line {
  if (!cols || cols.length < 3) return l;
  const right = Math.max(...cols.map((c) => c.x1));
  const beyond = l.cells.filter((c) => c.x0 > right + l.h);
  if (!beyond.length) return l;
  const text = beyond.some((c) => !parseMoney(c.text));
  const cells = l.cells.filter((c) => c.x0 <= right + l.h || (!text && c.x0 <= right + 45 && parseMoney(c.text)));
  return { ...l, cells, text: cells.map((c) => c.text).join('  ') };
}

/**
 * A column header line, also when a summary box beside the table puts "Beginning balance $1,234.56" on the same
 * line: the header is then the cells before that label and its amount.
 */
export function tableHeader(l: Line): Column[] | null {
  // "Balance last statement" (a summary label whose value sits on the next line) beside the header is no column:
  // an opening-balance label never names a column, and a table that already has a balance column has no second one.
  const label = l.cells.findIndex((c, k) => k >= 3 && SUMMARY_LABEL.test(c.text));
  if (label > 0) {
    const left = l.cells.slice(0, label);
    const cols = headerColumns({ ...l, cells: left, text: left.map((c) => c.text).join('  ') });
    const opening = /^(beginning|opening|starting|previous|prior)\b|last|previous|prior/i.test(l.cells[label]!.text);
    if (cols && cols.length >= 3 && (opening || cols.some((c) => c.kind === 'balance'))) return cols;
  }
  const h = headerColumns(l);
  if (h) return h;
  const m = l.cells.findIndex((c) => parseMoney(c.text) !== null);
  if (m < 4) return null;
  const left = l.cells.slice(0, m - 1);
  const cols = headerColumns({ ...l, cells: left, text: left.map((c) => c.text).join('  ') });
  return cols && cols.length >= 3 ? cols : null;
}

/** "1234  08/04  $73.03   1235* 08/05 $12.00": one row per check, in either number/date or date/number order. */
export function checkTriples(l: Line, lineIndex: number, word: string): RawRow[] {
  const out: RawRow[] = [];
  const toks: Array<{ t: string; font: string }> = [];
  for (const c of l.cells) {
    const parts = c.text.split(/\s+/);
    for (let k = 0; k < parts.length; k++) {
      let p = parts[k]!;
      if ((p === '$' || p === '-') && k + 1 < parts.length) { p += parts[++k]; }
      toks.push({ t: p, font: c.font });
    }
  }
  let num: string | null = null;
  let date: DateParts | null = null;
  let text: string[] = [];
  for (const { t, font } of toks) {
    const d = parseDateExact(t);
    const m = /\d\.\d{2}/.test(t) ? parseMoney(t) : null;
    if (m) {
      if (date) {
        const n = num ? num.replace(/[^\d]/g, '') : '';
        const desc = text.length ? [n, ...text].filter(Boolean).join(' ') : n ? `${word} ${n}` : word;
        out.push({
          date, description: desc, cents: m.cents, direction: 'debit', dirSource: 'section', balance: null,
          section: 'check', page: l.page, fromCheckTable: true, line: lineIndex, font,
        });
      }
      num = null; date = null; text = [];
    } else if (d && !date) {
      date = d;
    } else if (/^\d{1,10}[*#]?[a-z]?$/i.test(t) && !num) {
      num = t;
    } else if (/^[*#is]$/i.test(t)) {
      // gap / image markers
    } else {
      text.push(t);
    }
  }
  return out;
}
