// Row numbers printed before each row (a spreadsheet printed with its row headings: "2  7/10/2025 ...", "3  7/10/2025
// ..."): a leading whole number that counts the rows up by one, line after line, from a small start. Such a count is
// no part of a row (not a check number, not a reference): the reader drops it before reading the lines. A check list
// in number order counts up by one too, but from its checks' numbers, never from the top of a sheet.
import { dateAt } from './dates.ts';
import type { Cell, Line } from '../layout/layout.ts';
import type { RecordSettings } from '../settings.ts';

interface Lead { line: number; n: number }

/** The line's leading whole number, when a date follows it (in the same cell, or starting a later cell of the line). */
function leadingCount(l: Line): number | null {
  const c = l.cells[0];
  if (!c || c.words.length === 0) return null;
  const first = c.words[0]!.text;
  if (!/^\d{1,6}$/.test(first)) return null;
  // A day leading its date ("04 MAR 24", "4 June 2025") is the date's, not a count of rows.
  const whole = dateAt(c.text.trim(), 0);
  if (whole && whole.length > first.length) return null;
  const rests = c.words.length > 1 ? [c.text.trimStart().slice(first.length).trim()] : l.cells.slice(1).map((x) => x.text.trim());
  return rests.some(startsWithDate) ? Number(first) : null;
}

function startsWithDate(t: string): boolean {
  const d = dateAt(t, 0);
  return Boolean(d && (d.length === t.length || /^\s/.test(t.slice(d.length))));
}

/** Runs of lines whose leading numbers count up by one (other lines may stand between: wrapped text, headers). */
export function rowNumberLines(lines: Line[], s: RecordSettings): Set<number> {
  const leads: Lead[] = [];
  lines.forEach((l, i) => { const n = l.noise ? null : leadingCount(l); if (n !== null) leads.push({ line: i, n }); });
  const out = new Set<number>();
  let run: Lead[] = [];
  const flush = () => { if (run.length >= s.rowNumberMinRun && run[0]!.n <= s.rowNumberMaxStart) for (const r of run) out.add(r.line); run = []; };
  for (const lead of leads) {
    const prev = run[run.length - 1];
    if (prev && lead.n !== prev.n + 1) flush();
    run.push(lead);
  }
  flush();
  return out;
}

/** The line without its leading row number (a cell of its own, or the first word of the date's cell). */
function dropCount(l: Line): Line {
  const [c, ...rest] = l.cells;
  if (!c) return l;
  let cells: Cell[] = rest;
  if (c.words.length > 1) {
    const words = c.words.slice(1);
    const text = c.text.trimStart().slice(c.words[0]!.text.length).trimStart();
    cells = [{ ...c, words, text, x0: words[0]!.x0 }, ...rest];
  }
  return { ...l, cells, text: cells.map((x) => x.text).join('  ') };
}

/** The document's lines with the row numbers of a printed spreadsheet taken off (the same lines otherwise). */
export function withoutRowNumbers(lines: Line[], s: RecordSettings): Line[] {
  const counted = rowNumberLines(lines, s);
  return counted.size ? lines.map((l, i) => (counted.has(i) ? dropCount(l) : l)) : lines;
}
