// Finds transaction rows by structure. A small state machine walks the lines of a statement:
//  - section titles ("Deposits and additions", "Checks paid", "Service fees", "Daily balance") set the
//    direction/kind of the rows that follow, or switch reading off (summaries, daily balances);
//  - column header lines ("Date  Description  Credits  Debits  Balance") give each amount column a meaning;
//  - a row starts with a date and carries at least one amount; lines below it without date/amount that sit in
//    the description area are continuation lines;
//  - checks tables (several number/date/amount triples per line) give one row per check.
// Direction comes, in order of trust, from the column, the printed sign, the section; rows still undecided are
// settled later by the running balance and the totals (reconcile.ts).
import type { Line } from './layout.ts';
import { columnAmounts, parseMoney, type AmountToken } from './amounts.ts';
import { dateAt, parseDateExact, type DateParts } from './dates.ts';
import type { Direction, SectionHint } from './types.ts';

export type ColKind = 'credit' | 'debit' | 'balance' | 'amount' | 'date' | 'desc' | 'number' | null;
export interface Column { kind: ColKind; x0: number; x1: number; text: string }

export type DirSource = 'column' | 'sign' | 'section' | 'none';

export interface RawRow {
  date: DateParts;
  description: string;
  cents: number;
  direction: Direction | null;
  dirSource: DirSource;
  balance: number | null;          // cents, signed
  section: SectionHint;
  page: number;
  fromCheckTable: boolean;
  inAmountColumn?: boolean;        // amount read from a single Amount column (see unsignedAreCredits)
  line: number;                    // index of the line it came from (for ordering and splitting)
  font: string;                    // font of the amount (tamper signal input)
}

export function classifyHeaderCell(text: string): ColKind {
  const t = text.toLowerCase();
  if (/balance/.test(t)) return 'balance';
  if (/withdraw|debit|subtraction|money out|paid out|charges|\(-\)|payments/.test(t)) return 'debit';
  if (/deposit|credit|addition|money in|paid in|\(\+\)/.test(t)) return 'credit';
  if (/amount/.test(t)) return 'amount';
  if (/^(date|post|posting|posted|effective|trans\.? date|value date)/.test(t) || /date paid|date$/.test(t)) return 'date';
  if (/check|number|no\.|serial|ref/.test(t)) return 'number';
  if (/description|transaction|details|memo|payee|particulars|activity/.test(t)) return 'desc';
  return null;
}

/** A column header line: no money, short cells, at least two recognised column words. */
export function headerColumns(line: Line): Column[] | null {
  if (columnAmounts(line).length) return null;
  if (line.cells.some((c) => c.text.split(/\s+/).length > 4)) return null;
  if (dateAt(line.cells[0]?.text ?? '', 0)) return null;
  const cols: Column[] = [];
  for (const c of line.cells) {
    // "Number Description" can share one cell; classify by its last word for the description side.
    cols.push({ kind: classifyHeaderCell(c.text), x0: c.x0, x1: c.x1, text: c.text });
  }
  const known = cols.filter((c) => c.kind);
  if (known.length < 2 || known.length < cols.length * 0.6) return null;
  const kinds = new Set(known.map((c) => c.kind));
  const money = ['credit', 'debit', 'balance', 'amount'].filter((k) => kinds.has(k as ColKind)).length;
  if (!(kinds.has('date') || kinds.has('desc') || money >= 2)) return null;
  return cols;
}

/** Two stacked header lines ("Deposits/" over "Additions") merged column by column. */
function mergeHeaders(prev: Column[], cur: Column[]): Column[] {
  const out = cur.map((c) => ({ ...c }));
  for (const p of prev) {
    const o = out.find((c) => Math.min(c.x1, p.x1) - Math.max(c.x0, p.x0) > -4);
    if (!o) { out.push({ ...p }); continue; }
    const rank = (k: ColKind) => (k === 'credit' || k === 'debit' ? 3 : k === 'balance' ? 2 : k ? 1 : 0);
    if (rank(p.kind) > rank(o.kind)) o.kind = p.kind;
    o.text = p.text + ' ' + o.text;
    o.x0 = Math.min(o.x0, p.x0);
    o.x1 = Math.max(o.x1, p.x1);
  }
  return out.sort((a, b) => a.x0 - b.x0);
}

type Mode = 'txn' | 'skip' | 'checks';
interface Title { dir: Direction | null; section: SectionHint; mode: Mode; checkWord?: string }

const SKIP_TITLE = /daily\s+(ending\s+|ledger\s+|account\s+)?balance|balance\s+summary|daily\s+balances?|balances?\s+by\s+date|summary\s+of\s+(accounts|balances|checks)|account\s+summary|(checking|savings|activity|interest|overdraft|deposit|fee|service\s+(fee|charge)s?)\s+summary|consolidated|overdraft\s+and\s+returned|pending|holds?\b/i;
const MIXED_TITLE = /transaction|activity|history|detail|statement of account/i;

/** A section title line, or null. */
export function sectionTitle(raw: Line): Title | null {
  const line = undecorate(raw);
  const first = line.cells[0];
  if (!first) return null;
  const text = line.cells.map((c) => c.text).join(' ').replace(/\(continued\)|-\s*continued|continued/ig, '').trim();
  if (/^total|^subtotal/i.test(text)) return null;
  if (dateAt(first.text, 0)) return null;
  const words = text.split(/\s+/).length;
  const hasMoney = columnAmounts(line).length > 0;
  // "Deposits 12 items totaling 4,500.00" is a title; "OVERDRAFT ITEM FEE 34.00" is a row.
  if (hasMoney && !/(?<![\d.,$])\d+\s+items?\b|totaling|total\b/i.test(text)) return null;
  if (words > 10) return null;
  // Reference numbers ("DEBIT 250714 4718048 ...") mark a wrapped description line, never a title.
  if (/\d{5,}/.test(text.replace(/[\d,]+\.\d{2}/g, ''))) return null;
  const head = first.text.replace(/\(continued\)|-\s*continued|continued/ig, '').trim();
  if (head.split(/\s+/).length > 7 || /[.:]$/.test(head) && !/^\w+:$/.test(head)) return null;
  if (SKIP_TITLE.test(head)) return { dir: null, section: null, mode: 'skip' };
  const credit = /deposit|credit|addition|incoming|money in/i.test(head);
  const debit = /withdraw|debit|subtraction|payments?\b|purchase|charges?\b|fees?\b|checks?\b|cheques?|outgoing|money out/i.test(head);
  if (/^(checks?|cheques?)\b|checks?\s+(paid|cleared|written)|paid\s+checks/i.test(head) && !credit) {
    const m = /check/i.exec(head);
    return { dir: 'debit', section: 'check', mode: 'txn', checkWord: m && m[0] === 'CHECK' ? 'CHECK' : 'Check' };
  }
  if (/^(service\s+)?(fees?|charges)\b|service\s+(fees?|charges)|fees\s+and\s+charges/i.test(head) && !credit)
    return { dir: 'debit', section: 'fee', mode: 'txn' };
  if (credit && !debit) return { dir: 'credit', section: null, mode: 'txn' };
  if (debit && !credit) return { dir: 'debit', section: null, mode: 'txn' };
  if ((credit && debit) || MIXED_TITLE.test(head)) {
    if (words > 6) return null;
    return { dir: null, section: null, mode: 'txn' };
  }
  return null;
}

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

export interface TableState { lines: Line[]; rows: RawRow[]; used: Set<number> }

/** Walks lines and returns raw rows (no year, no verification yet). */
export function findRows(lines: Line[]): RawRow[] {
  const rows: RawRow[] = [];
  let title: Title = { dir: null, section: null, mode: 'txn' };
  let cols: Column[] | null = null;
  let colsLine = -10;
  let checkWord = 'Check';
  let lastDate: DateParts | null = null;
  let last: { row: RawRow; y: number; page: number; h: number; descX: number } | null = null;

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.noise) continue;
    const text = l.cells.map((c) => c.text).join(' ');
    const first = l.cells[0];
    if (!first) continue;
    const lead = dateAt(first.text, 0);
    const amounts = columnAmounts(l);

    // Continuation line: directly under a row, indented into the description area, no date, no money.
    // (A date inside the description area, "... on 07/31/26", is text, not a new row.)
    if (last && (!lead || first.x0 >= last.descX + 5) && !amounts.length && l.page === last.page && l.y - last.y <= Math.max(last.h * 2.1, 12) &&
        first.x0 >= last.descX - 3 && !headerColumns(l) && !(sectionTitle(l) && first.x0 < last.descX + 40 && /^[A-Z]/.test(first.text) && isStrongTitle(text))) {
      if (!/^(total|subtotal)\b/i.test(text) && !/^\(?continued\b.*\)?$/i.test(text.trim())) {
        last.row.description = (last.row.description + ' ' + descText(l.cells.map((c) => c.text))).trim();
        last.y = l.y;
        continue;
      }
    }
    if (amounts.length === 0 || title.mode === 'checks') last = null;

    const hdr = headerColumns(l);
    if (hdr) {
      cols = i - colsLine <= 2 && cols && lines[colsLine]?.page === l.page && l.y - lines[colsLine]!.y < l.h * 2.5 ? mergeHeaders(cols, hdr) : hdr;
      colsLine = i;
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

    const t = sectionTitle(l);
    if (t && stackedOverHeader(lines, i)) continue;
    if (t) {
      // The same section resumed on the next page ("Transactions (continued)") keeps the day of the row above:
      // layouts that print the date once per day carry a day across the page break.
      if (t.dir !== title.dir || t.section !== title.section || t.mode !== title.mode) lastDate = null;
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
    let date: DateParts | null = lead;
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
    const descParts: string[] = [];
    const leadLen = lead ? lead.length : 0;
    const rest = first.text.slice(leadLen).trim();
    let descX = first.x0 + (first.x1 - first.x0) * (leadLen / Math.max(1, first.text.length));
    if (rest && !used.has(first)) descParts.push(rest);
    let firstDescCell = true;
    if (!lead && !used.has(first)) { descParts.length = 0; descParts.push(first.text); descX = first.x0; }
    for (const c of l.cells.slice(1)) {
      if (used.has(c)) {
        // A cell that ended with an amount: keep its leading text.
        const a = amounts.find((x) => x.cell === c);
        const pre = a ? c.text.slice(0, c.text.length - a.text.length).trim() : '';
        if (pre && !parseMoney(pre)) descParts.push(pre);
        continue;
      }
      if (firstDescCell) { descX = Math.min(c.x0, Math.max(descX, first.x1)); firstDescCell = false; }
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
    last = { row, y: l.y, page: l.page, h: l.h, descX: lead ? Math.max(descX, first.x0 + 8) : first.x0 };
  }
  unsignedAreCredits(rows);
  return rows;
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

/** Drops rule-line decoration ("----- DEPOSITS/CREDITS -----", "=== Checks ===") around a title. */
export function undecorate(line: Line): Line {
  const DECO = /^[-_=*~¬.\s]{3,}$/;
  if (!line.cells.some((c) => DECO.test(c.text) || /^[-_=*~¬]{3,}|[-_=*~¬]{3,}$/.test(c.text))) return line;
  const cells = line.cells
    .filter((c) => !DECO.test(c.text))
    .map((c) => ({ ...c, text: c.text.replace(/^[-_=*~¬]{3,}\s*|\s*[-_=*~¬]{3,}$/g, '') }))
    .filter((c) => c.text);
  return { ...line, cells, text: cells.map((c) => c.text).join('  ') };
}

/** Joins description parts, dropping table rules and separators ("|", "•") that are not text. */
function descText(parts: string[]): string {
  return parts.filter((p) => !/^[|¦•·*_\-–—]+$/.test(p.trim())).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * "Check" printed above "Number" in a two-line column header is part of the header, not a checks section: a
 * line right above a header line whose cells all sit over header columns other than the first one.
 */
function stackedOverHeader(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  let j = i + 1;
  while (j < lines.length && lines[j]!.noise) j++;
  const next = lines[j];
  if (!next || next.page !== l.page || next.y - l.y > l.h * 2.5) return false;
  const cols = headerColumns(next);
  if (!cols || cols.length < 3) return false;
  const first = cols[0]!;
  return l.cells.every((c) => c.x0 > first.x1 && cols.some((k) => Math.min(c.x1, k.x1) - Math.max(c.x0, k.x0) > 0));
}

function isStrongTitle(text: string): boolean {
  return text.split(/\s+/).length <= 6 && /^(deposits?|credits?|withdrawals?|debits?|checks?|fees?|service|other|electronic|atm|card|daily|total)/i.test(text);
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
