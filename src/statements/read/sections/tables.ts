// Finds transaction rows by structure. A small state machine walks the lines of a statement:
//  - section titles ("Deposits and additions", "Checks paid", "Service fees", "Daily balance") set the
//    direction/kind of the rows that follow, or switch reading off (summaries, daily balances);
//  - column header lines ("Date  Description  Credits  Debits  Balance") give each amount column a meaning;
//  - a row starts with a date and carries at least one amount; lines below it without date/amount that sit in
//    the description area are continuation lines;
//  - checks tables (several number/date/amount triples per line) give one row per check.
// Direction comes, in order of trust, from the column, the printed sign, the section; rows still undecided are
// settled later by the running balance and the totals (reconcile.ts).
import { cellSize, flat, type Line } from '../../layout/layout.ts';
import { columnAmounts, parseMoney, type AmountToken } from '../amounts.ts';
import { dateAt, type DateParts } from '../dates.ts';
import type { Direction } from '../../types.ts';
import { isPeriodLine } from '../header.ts';

import type { DirSource, RawRow } from './rows.ts';
import {
  descText, isStrongTitle, mergeHeaders, sectionTitle, stackedOverHeader, type ColKind, type Column, type Title,
} from './table-lines.ts';
import { besideTable, checkTriples, dateInColumn, tableHeader, underNumber } from './table-cells.ts';

export { headerColumns, sectionTitle } from './table-lines.ts';
export { checkTriples } from './table-cells.ts';

export type { DirSource, RawRow } from './rows.ts';

const BALANCE_ROW = /^(beginning|opening|ending|closing|starting|previous|new)\s+(daily\s+)?balance|^balance\s+(forward|last statement|this statement|brought forward|carried forward)/i;

function assign(a: AmountToken, cols: Column[] | null): ColKind {
  if (!cols) return null;
  let best: Column | null = null;
  let bestD = Infinity;
  const ac = (a.x0 + a.x1) / 2;
  for (const c of cols) {
    if (!c.kind || c.kind === 'date' || c.kind === 'desc' || c.kind === 'number') continue;
    const overlap = Math.min(a.x1, c.x1) - Math.max(a.x0, c.x0);
    const d = overlap > 0 ? 0 : Math.min(Math.abs(a.x1 - c.x1), Math.abs(ac - (c.x0 + c.x1) / 2));
    if (d < bestD) { bestD = d; best = c; }
  }
  return best && bestD < 45 ? best.kind : null;
}

// descX: the left limit of the description area (right of the date); textX: where the row's description text starts.
// ownColumn: the description stands in its own column, right of the date column (not in the date's cell).
interface LastRow { row: RawRow; y: number; page: number; h: number; descX: number; textX: number; ownColumn: boolean }

/** Walks lines and returns raw rows (no year, no verification yet). */
export function findRows(lines: Line[]): RawRow[] {
  const rows: RawRow[] = [];
  let title: Title = { dir: null, section: null, mode: 'txn' };
  let cols: Column[] | null = null;
  let colsLine = -10;
  let checkWord = 'Check';
  let lastDate: DateParts | null = null;
  let last: LastRow | null = null;
  // The last row of a page, while the next page has shown only its furniture, section title and column header:
  // a description broken by the page break continues on the first line after that header.
  let lastRow: LastRow | null = null;
  let skippedBeside: { prev: Title; x0: number } | null = null;
  let carried: { last: LastRow; title: Title; header: boolean } | null = null;

  for (let i = 0; i < lines.length; i++) {
    const full = lines[i]!;
    if (full.noise) continue;
    // Text standing right of the table (a summary box beside it on a two-column page) is not part of the rows.
    const l = besideTable(full, cols);
    const text = flat(l);
    const first = l.cells[0];
    if (!first) continue;
    const lead = dateAt(first.text, 0);
    const amounts = columnAmounts(l);
    const inColumn: ReturnType<typeof dateInColumn> = lead ? null : dateInColumn(l, cols);
    // What the line is, worked out once: a column header, a line stacked over one, a section title. The last two
    // are only ever asked of a line that is no header itself.
    const hdr = tableHeader(l);
    const stacked = !hdr && stackedOverHeader(lines, i);
    const sec = hdr ? null : sectionTitle(l);
    const isHeader = hdr !== null || stacked;
    const isTitle = !isHeader && sec !== null;

    if (carried && carried.header && !isHeader && (!isTitle || inDescColumn(first.x0, carried.last)) && (!lead || first.x0 >= carried.last.descX + 5) && !amounts.length && sameTitle(carried.title, title) &&
        first.x0 >= carried.last.textX - 3 && first.x0 < carried.last.textX + 40 && !/^(total|subtotal)\b|^\(?continued\b/i.test(text) && !isPeriodLine(l)) {
      const c: LastRow = carried.last;
      c.row.description = (c.row.description + ' ' + descText(l.cells.map((x) => x.text))).trim();
      c.y = l.y;
      c.page = l.page;
      last = c;
      carried = null;
      continue;
    }
    if (carried && (isHeader || isTitle)) carried.header ||= isHeader;
    else carried = null;
    // Footer lines may stand between the page's last row and the break, so the row is remembered apart from `last`.
    if (!carried && lastRow && l.page === lastRow.page + 1 && (isHeader || isTitle) && title.mode === 'txn') carried = { last: lastRow, title, header: isHeader };

    // Continuation line: directly under a row, indented into the description area, no date, no money.
    // (A date inside the description area, "... on 07/31/26", is text, not a new row.)
    // A note in smaller type right under the table ("Items are listed in the order ...") is not a wrapped line, nor is
    // a line in larger type (the next statement's bank name) or the next statement's period printed right under the last row.
    if (last && (!lead || first.x0 >= last.descX + 5) && !amounts.length && l.page === last.page && l.y - last.y <= Math.max(last.h * 2.1, 12) &&
        l.h >= last.h * 0.9 && cellSize(first) <= last.h * 1.15 && !isPeriodLine(l) &&
        first.x0 >= last.descX - 3 && first.x0 >= last.textX - 3 && !hdr && !(stacked && first.x0 > last.descX + 40) && !(sec && !inDescColumn(first.x0, last) && first.x0 < last.descX + 40 && /^[A-Z]/.test(first.text) && isStrongTitle(text) &&
        // a lone singular word ("FEE" of a wrapped "MONTHLY SERVICE FEE") is the end of a description; titles are plural
        !/^[a-z]+[^s\W]$/i.test(text.trim()))) {
      if (!/^(total|subtotal)\b/i.test(text) && !/^\(?continued\b.*\)?$/i.test(text.trim())) {
        last.row.description = (last.row.description + ' ' + descText(l.cells.map((c) => c.text))).trim();
        last.y = l.y;
        continue;
      }
    }
    if (amounts.length === 0 || title.mode === 'checks') last = null;

    if (hdr) {
      cols = i - colsLine <= 2 && cols && lines[colsLine]?.page === l.page && l.y - lines[colsLine]!.y < l.h * 2.5 ? mergeHeaders(cols, hdr) : hdr;
      colsLine = i;
      // A summary box's title ("Account Summary") printed beside the table, above its header, does not stop the
      // table: the header's columns all stand left of it.
      if (title.mode === 'skip' && skippedBeside && cols.some((c) => c.kind === 'credit' || c.kind === 'debit' || c.kind === 'amount') &&
          skippedBeside.x0 > Math.max(...cols.map((c) => c.x1))) title = skippedBeside.prev;
      skippedBeside = null;
      const dates = cols.filter((c) => c.kind === 'date').length;
      const numIdx = cols.findIndex((c) => c.kind === 'number');
      const dateIdx = cols.findIndex((c) => c.kind === 'date');
      const hasMoney = cols.some((c) => c.kind === 'credit' || c.kind === 'debit' || c.kind === 'amount');
      const chk = cols.find((c) => /check/i.test(c.text));
      if (chk) checkWord = /CHECK/.test(chk.text) ? 'CHECK' : 'Check';
      if (numIdx >= 0 && dateIdx >= 0 && (dates >= 2 || numIdx < dateIdx) && (hasMoney || dates >= 2)) {
        title = { ...title, dir: 'debit', section: 'check', mode: 'checks' };
      } else if (!hasMoney && cols.some((c) => c.kind === 'balance')) {
        title = { ...title, mode: 'skip' };          // "Date  Balance  Date  Balance": daily balances
      } else if (title.mode === 'checks') {
        title = { dir: null, section: null, mode: 'txn' };
      }
      continue;
    }

    const t = sec;
    if (t && stacked) continue;
    if (t) {
      // The same section resumed on the next page ("Transactions (continued)") keeps the day of the row above:
      // layouts that print the date once per day carry a day across the page break.
      if (t.dir !== title.dir || t.section !== title.section || t.mode !== title.mode) lastDate = null;
      skippedBeside = t.mode === 'skip' ? { prev: title, x0: first.x0 } : null;
      title = t;
      if (t.checkWord) checkWord = t.checkWord;
      // A new section invalidates columns that were defined before it only if a new header follows; keep them.
      continue;
    }
    if (/^(total|subtotal)s?\b/i.test(first.text) || /^\*?\s*(continued|page \d)/i.test(first.text)) continue;
    if (title.mode === 'skip') continue;

    if (title.mode === 'checks') {
      rows.push(...checkTriples(l, i, checkWord));
      continue;
    }
    if (!amounts.length) continue;
    // Layouts that print the date only on a day's first row: a money line in the description area of a table
    // whose columns we know inherits the date of the row above.
    let date: DateParts | null = lead ?? inColumn?.date ?? null;
    if (!date) {
      const dateCol = cols?.find((c) => c.kind === 'date');
      const money = amounts.some((a) => { const k = assign(a, cols); return k === 'credit' || k === 'debit' || k === 'amount'; });
      if (!lastDate || !dateCol || !money || first.x0 < dateCol.x1 + 2) continue;
      // "8 item(s) totaling $...", "Total ..." are summaries; "OVERDRAFT ITEM FEE" is a row.
      if (/\b(totals?|totaling|subtotal)\b|(?<![\d.,$])\d+\s+(items?|item\(s\))\b/i.test(text)) continue;
      if (BALANCE_ROW.test(text.trim())) continue;
      date = lastDate;
    }

    // Description: everything but the leading date and the column amounts.
    const used = new Set(amounts.map((a) => a.cell));
    if (inColumn) used.add(inColumn.cell);
    const descParts: string[] = [];
    const leadLen = lead ? lead.length : 0;
    const rest = first.text.slice(leadLen).trim();
    // A description run into the date's cell by a narrow gap ("... PLLC Jul 05"): its text before the date.
    if (inColumn?.before && inColumn.cell === first) descParts.push(inColumn.before);
    let descX: number = first.x0 + (first.x1 - first.x0) * (leadLen / Math.max(1, first.text.length));
    if (rest && !used.has(first)) descParts.push(rest);
    let firstDescCell = true;
    let textX: number | null = null;
    let textCell: Line['cells'][number] | null = null;
    if (!lead && !used.has(first)) { descParts.length = 0; descParts.push(first.text); descX = first.x0; }
    for (const c of l.cells.slice(1)) {
      if (inColumn?.before && inColumn.cell === c) descParts.push(inColumn.before);
      if (used.has(c)) {
        // A cell that ended with an amount: keep its leading text.
        const a = amounts.find((x) => x.cell === c);
        const pre = a ? c.text.slice(0, c.text.length - a.text.length).trim() : '';
        if (pre && !parseMoney(pre)) descParts.push(pre);
        continue;
      }
      if (firstDescCell) { descX = Math.min(c.x0, Math.max(descX, first.x1)); firstDescCell = false; }
      // A check number under a Number column is not where wrapped text lines up: the text after it is.
      if (textX === null || (textCell && underNumber(textCell, cols))) { textX = c.x0; textCell = c; }
      descParts.push(c.text);
    }
    if (rest && lead) descX = first.x0 + (first.x1 - first.x0) * (leadLen / Math.max(1, first.text.length));
    let description = descText(descParts);
    if (BALANCE_ROW.test(description)) { last = null; continue; }

    // Amount roles.
    let amt: AmountToken | null = null;
    let kind: ColKind = null;
    let balance: number | null = null;
    const kinds = amounts.map((a) => assign(a, cols));
    for (let k = 0; k < amounts.length; k++) {
      const a = amounts[k]!;
      const kd = kinds[k];
      if (kd === 'balance' || (!cols && amounts.length >= 2 && k === amounts.length - 1)) {
        balance = a.sign === -1 ? -a.cents : a.cents;
      } else if (!amt || (amt.cents === 0 && a.cents !== 0)) {
        // Layouts that print both columns fill the unused one with 0.00: the non-zero one is the amount.
        amt = a;
        kind = kd ?? null;
      }
    }
    if (!amt || amt.cents === 0) { last = null; continue; }
    let direction: Direction | null = null;
    let dirSource: DirSource = 'none';
    if (kind === 'credit' || kind === 'debit') { direction = kind; dirSource = 'column'; }
    else if (amt.sign !== 0) { direction = amt.sign < 0 ? 'debit' : 'credit'; dirSource = 'sign'; }
    else if (title.dir) { direction = title.dir; dirSource = 'section'; }
    // Check rows inside a history table: "1045 Check" keeps its printed text; a bare number gets the word.
    if (title.section === 'check' && /^\d{1,10}[*·•#]?$/.test(description)) description = `${checkWord} ${description.replace(/[*·•#]/, '')}`;
    const row: RawRow = {
      date, description, cents: amt.cents, direction, dirSource, balance,
      section: title.section, page: l.page, fromCheckTable: false, line: i, font: amt.cell.font,
    };
    if (kind === 'amount') row.inAmountColumn = true;
    rows.push(row);
    lastDate = date;
    const leftX: number = lead ? Math.max(descX, first.x0 + 8) : first.x0;
    // Wrapped lines line up with the description text (not with a check-number column between date and text).
    const tx: number = rest && lead ? leftX : Math.max(leftX, textX ?? leftX);
    last = { row, y: l.y, page: l.page, h: l.h, descX: leftX, textX: tx, ownColumn: tx - leftX >= l.h * 0.5 };
    lastRow = last;
  }
  unsignedAreCredits(rows);
  return rows;
}

/**
 * A title-like line ("Credit Corp Lease Pmt", "Entry Descr:PAYMENT Sec:CCD") that starts where the row's description
 * text starts, in a description column of its own, is a wrapped line: section titles span the table from its left
 * edge, not from inside the description column.
 */
function inDescColumn(x0: number, last: LastRow): boolean {
  return last.ownColumn && Math.abs(x0 - last.textX) <= 3;
}

function sameTitle(a: Title, b: Title): boolean {
  return a.dir === b.dir && a.section === b.section && a.mode === b.mode;
}

/**
 * A single Amount column that marks debits (minus, parentheses, DR) and prints credits bare: once the column has
 * shown a negative amount, its unsigned amounts are credits. Only rows nothing else decided are touched, and the
 * direction stays open to the running-balance check (it is not a column direction).
 */
function unsignedAreCredits(rows: RawRow[]): void {
  // Page headers repeat on every page, so "the column" is the statement's Amount column, not one header line.
  const signedSeen = rows.some((r) => r.inAmountColumn && r.dirSource === 'sign' && r.direction === 'debit');
  for (const r of rows) {
    if (signedSeen && r.inAmountColumn && r.direction === null) { r.direction = 'credit'; r.dirSource = 'sign'; }
    delete r.inAmountColumn;
  }
}
