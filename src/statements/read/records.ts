// Tokens -> sections (one account's list between its opening and closing balance) -> records (one transaction
// each, possibly spread over several lines). This stage groups; it decides no direction and no column role:
// which column is the balance and what each amount means are hypotheses judged later (hypotheses.ts).
import { cellSize, type Line } from '../layout/layout.ts';
import type { AmountToken } from './amounts.ts';
import { READ_SETTINGS as S } from './settings.ts';
import { isPeriodLine } from './header.ts';
import { findDates } from './dates.ts';
import { withoutSidebar } from './sidebar.ts';
import { headerHint, titleDirection, tokenize, type DateToken, type LineTokens, type TextToken } from './tokens.ts';

export interface TxRecord {
  dates: DateToken[];
  money: AmountToken[];
  text: TextToken[][];        // per line, left to right
  lines: number[];
  page: number;
  y: number;                  // baseline of the record's last line
  h: number;
  descX: number;              // where the record's description starts (wrapped lines start there or right of it)
  inherited: boolean;         // no date of its own: the date of the record above (dates printed once per day)
  joined: boolean;            // its amounts came on a line below its date (a record over several lines)
  font: string;
  /** What the section title above says of this row (a prior; verification decides). */
  titleHint: 'credit' | 'debit' | null;
  /** One of several postings printed on one line (a checks grid). */
  fromGrid: boolean;
  /** The layout says what the row is: a checks table (with the word its header prints) or a fees section. */
  kind: { section: 'check'; word: string } | { section: 'fee' } | null;
  /** Not a posting: a balance printed between the rows (a day's closing, a balance brought forward), a link of the chain. */
  checkpoint?: boolean;
  /** Not posted yet: a row whose date column says "Pending" (shown apart, never counted in any figure). */
  pending?: boolean;
}

export interface Section {
  opening: number | null;
  closing: number | null;
  /** The S/H mark printed after the opening and closing balance, if any (a reading decides what it means). */
  marks?: { opening?: 'S' | 'H'; closing?: 'S' | 'H' };
  records: TxRecord[];
  start: number;              // first line index that belongs to the section (context for header fields)
  end: number;                // one past the last line index
  headers: LineTokens[];
}

const signedCents = (a: AmountToken) => (a.sign === -1 ? -a.cents : a.cents);

const LABEL_WORDS: Record<'opening' | 'closing', RegExp> = {
  opening: /\b(previous|opening|beginning|starting|prior|forward|b\/f)\b/i,
  closing: /\b(new|ending|closing|final|carried|c\/f)\b/i,
};

/** The amount a balance label names: the first money right of the label's words (a summary line may print others). */
function labelMoney(t: LineTokens, which: 'opening' | 'closing'): AmountToken {
  const label = t.text.find((x) => LABEL_WORDS[which].test(x.text));
  return (label && t.money.find((a) => a.x0 >= label.x0)) ?? (which === 'opening' ? t.money[0]! : t.money[t.money.length - 1]!);
}

function labelValue(t: LineTokens, which: 'opening' | 'closing'): number {
  return signedCents(labelMoney(t, which));
}

/** Sets a section's opening or closing balance from a label line, with the S/H mark printed after it. */
function setBalance(cur: Section, t: LineTokens, which: 'opening' | 'closing'): number {
  const m = labelMoney(t, which);
  cur[which] = signedCents(m);
  const marks = { ...cur.marks };
  if (m.mark) marks[which] = m.mark; else delete marks[which];
  cur.marks = marks;
  return cur[which]!;
}

function newRecord(t: LineTokens): TxRecord {
  const l = t.line;
  const descX = t.text[0]?.x0 ?? (t.dates[0]?.x1 ?? 0);
  return {
    dates: [...t.dates], money: [...t.money], text: [t.text], lines: [t.index], page: l.page, y: l.y, h: l.h,
    descX, inherited: false, joined: false, font: t.money[0]?.cell.font ?? '', titleHint: null, fromGrid: false, kind: null,
  };
}

function continues(r: TxRecord, t: LineTokens): boolean {
  const l = t.line;
  if (l.page !== r.page || l.y <= r.y || l.y - r.y > S.continuationGap * Math.max(r.h, l.h)) return false;
  const x = t.text[0]?.x0 ?? Infinity;
  // A note in smaller type under the table ("Items are listed in the order they were posted") is no wrapped line, nor
  // is a line led by larger type (the next statement's bank name) or the next statement's period right under the last row.
  return x >= r.descX - 2 && l.h <= r.h * 1.15 && l.h >= r.h * 0.93 && cellSize(l.cells[0]!) <= r.h * 1.15 && !isPeriodLine(l);
}

/**
 * A text line right under a row that has words of its own, starting left of its description but not left of the row
 * (a narrative printed under the row's reference and type columns): the row's description goes on there.
 */
function narrativeOf(r: TxRecord, t: LineTokens): boolean {
  const l = t.line;
  if (!r.text[0]?.length || l.page !== r.page || l.y <= r.y || l.y - r.y > S.continuationGap * Math.max(r.h, l.h)) return false;
  const x = t.text[0]?.x0 ?? Infinity;
  const start = Math.min(r.dates[0]?.x0 ?? Infinity, r.text[0][0]!.x0);
  return x >= start - 2 && x < r.descX - 2 && l.h <= r.h * 1.15 && l.h >= r.h * 0.93 && !isPeriodLine(l);
}

const checkWord = (t: string) => (/CHECK|CHEQUE/.test(t) ? 'CHECK' : 'Check');

/** Dates and amounts alternating along the line (d1 < m1 < d2 < m2 ...): one record per pair, with the text before it. */
function gridParts(t: LineTokens): LineTokens[] | null {
  const n = t.dates.length;
  if (n < 2 || t.money.length !== n) return null;
  for (let k = 0; k < n; k++) {
    if (!(t.dates[k]!.x1 <= t.money[k]!.x0 && (k + 1 === n || t.money[k]!.x1 <= t.dates[k + 1]!.x0))) return null;
  }
  return t.dates.map((d, k) => {
    const from = k === 0 ? -Infinity : t.money[k - 1]!.x1;
    return { ...t, dates: [d], money: [t.money[k]!], text: t.text.filter((x) => x.x0 >= from && x.x1 <= t.money[k]!.x0) };
  });
}

/**
 * A row printed without text of its own takes its description from the text lines right above it (layouts that
 * print the description on a line above the date and amounts): lines close above, starting left of its amounts.
 */
function describedAbove(t: LineTokens, above: LineTokens[]): LineTokens[] {
  if (t.text.length || !above.length) return [];
  const firstMoney = t.money[0]?.x0 ?? Infinity;
  const out: LineTokens[] = [];
  let y = t.line.y;
  for (let k = above.length - 1; k >= 0; k--) {
    const a = above[k]!;
    if (a.line.page !== t.line.page || y - a.line.y > S.continuationGap * a.line.h || (a.text[0]?.x0 ?? Infinity) >= firstMoney) break;
    if (!a.text.some((x) => /[a-z]{2}/i.test(x.text))) break;   // a stray mark, not words
    out.unshift(a);
    y = a.line.y;
  }
  return out;
}

const PENDING = /^\s*(pending|not\s+yet\s+posted|unposted|in\s+process)\s*$/i;

/** A line that names a balance and the day it is for ("Balance as at close 16 Feb 2024"), with its one amount. */
function dayBalanceLine(t: LineTokens): boolean {
  const words = t.text.map((x) => x.text).join(' ');
  return /\bbalance\b/i.test(words) && findDates(words).length >= 1;
}

/**
 * Whether the document prints each record's amounts on its last line (a date and the first description line above,
 * then the amounts with the last description line): then a text line after a record starts the next one instead of
 * wrapping the last. Decided by the whole document: more dated lines without amounts followed by a line of amounts
 * than dated lines with amounts.
 */
function printsAmountLast(lines: Line[]): boolean {
  let amountFirst = 0;
  let amountBelow = 0;
  let prevDatedBare = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.noise) continue;
    const t = tokenize(l, i);
    if (t.label !== null) { prevDatedBare = false; continue; }
    if (t.dates.length && t.money.length) amountFirst++;
    else if (!t.dates.length && t.money.length && prevDatedBare) amountBelow++;
    prevDatedBare = Boolean(t.dates.length && !t.money.length && t.text.length && t.dates[0]!.x0 <= (t.text[0]?.x0 ?? Infinity));
  }
  return amountBelow > amountFirst && amountBelow >= 3;
}

/**
 * Walks a document's lines and groups them into sections of records. `periodAt(i)` names the statement period printed
 * nearest above line i (null when none): an opening balance under a different period starts a new statement even when
 * it equals the running balance (consecutive statements of one account chain too).
 */
export function groupSections(all: Line[], stats: { datedMoneyLines: number } = { datedMoneyLines: 0 }, periodAt: (i: number) => string | null = () => null): Section[] {
  const lines = withoutSidebar(all, S.sidebarMaxShare);
  const sections: Section[] = [];
  let cur: Section = { opening: null, closing: null, records: [], start: 0, end: 0, headers: [] };
  let last: TxRecord | null = null;       // the record wrapped lines attach to
  let pending: TxRecord | null = null;    // a dated line whose amounts come on a following line
  let above: LineTokens[] = [];         // text lines right above the next record (description printed above)
  let hint: 'credit' | 'debit' | null = null; // the last section title's direction
  let skipping = false;                 // under a daily-balance, summary or pending title: no postings
  let kind: TxRecord['kind'] = null;    // a checks table or a fees section, from its title or header
  const close = (i: number) => { cur.end = i; sections.push(cur); cur = { opening: null, closing: null, records: [], start: i, end: i, headers: [] }; };
  const amountLast = printsAmountLast(lines);
  let headerAfter: TxRecord | null = null; // the last record before a repeated column header

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.noise) continue;
    const t = tokenize(l, i);
    if (t.dates.length && t.money.length && t.label === null) stats.datedMoneyLines++;
    if (t.label === 'header') {
      // The column header repeated at a page's top: a day whose rows go on past the page break keeps its date there.
      const prev = cur.records[cur.records.length - 1];
      if (prev && prev.page < l.page) headerAfter = prev;
      cur.headers.push(t); last = null; pending = null; above = [];
      // A column header naming a posting's columns (a description, credits or debits) starts a table of postings,
      // whatever title came before it (a daily-balance grid's title above does not cover the next table).
      if (t.text.some((x) => /\b(description|details?|particulars|narrative|memo)\b/i.test(x.text) || headerHint(x.text) === 'credit' || headerHint(x.text) === 'debit')) skipping = false;
      const chk = t.text.find((x) => /\b(check|cheque)s?\b/i.test(x.text));
      if (chk) kind = { section: 'check', word: checkWord(chk.text) };
      continue;
    }
    // A title-like word right under a row, where its description starts ("PAYMENT" of a wrapped payee), is a wrapped line.
    // Where amounts come last, such a line starts the next record's description.
    if (t.label === 'title' && last && continues(last, t) && (t.text[0]?.x0 ?? 0) > (last.dates[0]?.x0 ?? -Infinity) + 2) {
      if (amountLast) { above = [...above, t].slice(-2); continue; }
      last.text.push(t.text); last.lines.push(i); last.y = l.y;
      continue;
    }
    if (t.label === 'title') {
      const title = t.text[0]!.text;
      hint = titleDirection(title); skipping = false; last = null; pending = null; above = [];
      kind = /\b(checks?|cheques?)\b/i.test(title) && hint === 'debit' ? { section: 'check', word: checkWord(title) }
        : /\b(fees?|service\s+charges?)\b/i.test(title) && hint === 'debit' ? { section: 'fee' } : null;
      continue;
    }
    if (t.label === 'skip') { skipping = true; last = null; pending = null; above = []; continue; }
    // A balance printed between the rows of a list (a page's carried balance, a day group's "balance as at close 16 Feb"
    // or "brought forward"): a link of the running-balance chain, not a posting and not a new statement.
    // A brought-forward balance that does not continue the list (another account's opening) starts a new statement.
    // A day's balance ("brought forward 16 Feb 2024", printed under a newest-first day group) is a link, never a new list.
    const newList = t.label === 'opening' && t.carry && t.money.length > 0 && cur.records.length > 0 && !dayBalanceLine(t) &&
      !cur.records[cur.records.length - 1]!.money.some((m) => signedCents(m) === labelValue(t, 'opening'));
    if (newList) { close(i); setBalance(cur, t, 'opening'); hint = null; skipping = false; kind = null; last = null; pending = null; above = []; continue; }
    if (t.money.length === 1 && ((cur.records.length && t.carry) || (!t.dates.length && t.label === null && dayBalanceLine(t)))) {
      const r = newRecord(t); r.checkpoint = true; r.dates = [];
      cur.records.push(r); last = null; pending = null; above = [];
      continue;
    }
    if ((t.label === 'opening' || t.label === 'closing') && t.money.length) {
      if (t.carry) {
        // Carried to the next page or brought from the previous one: only a list that has not started takes it as its opening.
        if (t.label === 'opening' && !cur.records.length && cur.opening === null) setBalance(cur, t, 'opening');
      } else if (t.label === 'opening') {
        const v = labelValue(t, 'opening');
        const lastRec = cur.records[cur.records.length - 1];
        // "Balance brought forward" at the top of a page repeats the running balance: the same list goes on, unless a
        // new statement period was printed since the last row (the next month of the same account opens where it ended).
        const carried = lastRec && cur.closing === null && lastRec.money.some((m) => signedCents(m) === v) &&
          periodAt(lastRec.lines[0]!) === periodAt(i);
        // The same opening printed again (a summary box, then the table's first row) starts nothing new.
        const repeated = !cur.records.length && cur.opening === v;
        if (!carried && !repeated && (cur.records.length || cur.closing !== null || cur.opening !== null)) close(i);
        if (!carried) { setBalance(cur, t, 'opening'); hint = null; skipping = false; kind = null; }
        if (t.money.length > 1 && /\b(closing|ending|new)\b/i.test(t.text.map((x) => x.text).join(' '))) setBalance(cur, t, 'closing');
      } else {
        setBalance(cur, t, 'closing');
      }
      last = null; pending = null; above = [];
      continue;
    }
    if (t.label === 'total') { last = null; pending = null; above = []; continue; }
    // A row whose date column says "Pending" (under a pending title or not): not posted yet. Kept apart, and it never
    // takes the date of the row above.
    if (t.money.length && !t.dates.length && t.text.length && PENDING.test(t.text[0]!.text) && t.text[0]!.x0 <= (last?.descX ?? Infinity)) {
      const r = newRecord(t); r.pending = true; r.dates = [];
      cur.records.push(r); last = null; pending = null; above = [];
      continue;
    }
    if (skipping) continue;
    // A grid of several postings on one line (a checks table: number, date, amount, number, date, amount).
    const parts = gridParts(t);
    if (parts) {
      for (const p of parts) { const r = newRecord(p); r.titleHint = hint; r.fromGrid = true; r.kind = kind ?? { section: 'check', word: 'Check' }; cur.records.push(r); }
      last = null; pending = null; above = [];
      continue;
    }

    if (t.money.length && t.dates.length) {
      const r = newRecord(t);
      r.titleHint = hint; r.kind = kind;
      const desc = describedAbove(t, above);
      if (desc.length) { r.text = desc.map((a) => a.text).concat(r.text); r.lines.unshift(...desc.map((a) => a.index)); }
      cur.records.push(r); last = r; pending = null; above = []; headerAfter = null;
    } else if (t.money.length) {
      if (pending && continues(pending, t) || pending && l.page === pending.page && l.y - pending.y <= S.continuationGap * 2 * l.h) {
        pending.money.push(...t.money); pending.text.push(t.text); pending.lines.push(i); pending.y = l.y;
        pending.font = t.money[0]!.cell.font; pending.joined = true;
        cur.records.push(pending); last = pending; pending = null;
      } else if (last || (headerAfter && headerAfter.page < l.page)) {
        const r = newRecord(t);
        r.dates = (last ?? headerAfter)!.dates; r.inherited = true; r.titleHint = hint; r.kind = kind;
        const desc = amountLast ? above.filter((a) => a.line.page === l.page && l.y - a.line.y <= S.continuationGap * 2 * l.h) : describedAbove(t, above);
        if (desc.length) { r.text = desc.map((a) => a.text).concat(amountLast ? r.text : []); r.lines.unshift(...desc.map((a) => a.index)); }
        cur.records.push(r); last = r;
      }
      above = [];
    } else if (t.dates.length && last && !amountLast && continues(last, t) && t.dates[0]!.x0 > (last.dates[0]?.x1 ?? -Infinity) + 2 && t.dates[0]!.x0 >= last.descX - 2) {
      // A date alone under a row's description, right of its date column ("... Ref #Ib0ZAHE7XQ on" / "07/31/26"): wrapped text.
      last.text.push([...t.dates.map((d) => ({ text: d.text, x0: d.x0, x1: d.x1 })), ...t.text].sort((a, b) => a.x0 - b.x0)); last.lines.push(i); last.y = l.y;
    } else if (t.dates.length && t.dates[0]!.x0 <= (t.text[0]?.x0 ?? Infinity)) {
      // A date leading a line without money: a record whose amounts come on a later line.
      pending = newRecord(t); pending.titleHint = hint; pending.kind = kind; last = null; above = [];
    } else if (t.text.length) {
      if (pending && continues(pending, t)) { pending.text.push(t.text); pending.lines.push(i); pending.y = l.y; }
      else if (last && !amountLast && (continues(last, t) || narrativeOf(last, t))) { last.text.push(t.text); last.lines.push(i); last.y = l.y; }
      else { if (!amountLast) last = null; above = above.length && above[above.length - 1]!.line.page === l.page ? [...above, t] : [t]; if (above.length > 2) above.shift(); }
    }
  }
  close(lines.length);
  return sections.filter((s) => s.records.length || (s.opening !== null && s.closing !== null));
}

/** Amount columns, found from where the dated records' amounts stand. */
export interface Columns {
  /** Which edge lines up: right-aligned amounts (most statements), left-aligned or centred ones. */
  edge: 'right' | 'left' | 'centre';
  /** Per column: the aligned coordinate, and the mean extent of its amounts (for header words above it). */
  cols: { at: number; x0: number; x1: number }[];
}

const edgeOf = (m: { x0: number; x1: number }, edge: Columns['edge']) => (edge === 'right' ? m.x1 : edge === 'left' ? m.x0 : (m.x0 + m.x1) / 2);

/** Clusters the amounts by each edge and keeps the edge that explains them with the fewest columns (right on ties). */
export function amountColumns(sections: Section[]): Columns {
  // Dated records place the columns; where most records inherit their date (a date on a day's first row only, amounts
  // on a record's last line), every record does.
  const all = sections.flatMap((s) => s.records.filter((r) => !r.checkpoint));
  const dated = all.filter((r) => !r.inherited);
  const ms = (dated.length * 2 < all.length ? all : dated).flatMap((r) => r.money);
  let best: Columns | null = null;
  for (const edge of ['right', 'left', 'centre'] as const) {
    const sorted = [...ms].sort((a, b) => edgeOf(a, edge) - edgeOf(b, edge));
    const groups: { sum: number; x0: number; x1: number; n: number; whole: number }[] = [];
    for (const m of sorted) {
      const x = edgeOf(m, edge);
      const g = groups[groups.length - 1];
      if (g && x - g.sum / g.n <= S.columnSnap) { g.sum += x; g.x0 += m.x0; g.x1 += m.x1; g.n++; g.whole += m.whole ? 1 : 0; } else groups.push({ sum: x, x0: m.x0, x1: m.x1, n: 1, whole: m.whole ? 1 : 0 });
    }
    // A column needs a few values; stray amounts quoted at odd places make no column, nor do two rows quoting the same
    // figure at the end of the same text ("Overdraft Fee for a Transaction Posted on 12/23 $2,366.06", printed twice).
    const column = (g: (typeof groups)[number]) => ms.length < 6 || (g.n >= 2 && (g.whole > 0 || g.n >= 3));
    const cols = groups.filter(column).map((g) => ({ at: g.sum / g.n, x0: g.x0 / g.n, x1: g.x1 / g.n }));
    const covered = groups.filter(column).reduce((n, g) => n + g.n, 0);
    const c: Columns = { edge, cols };
    // Fewest columns that still hold (nearly) every amount.
    if (!best || (covered >= ms.length * 0.95 && cols.length < best.cols.length)) best = c;
  }
  return best ?? { edge: 'right', cols: [] };
}

export function columnOf(m: { x0: number; x1: number }, c: Columns): number {
  const x = edgeOf(m, c.edge);
  let best = -1;
  let d = Infinity;
  for (let k = 0; k < c.cols.length; k++) {
    const e = Math.abs(c.cols[k]!.at - x);
    if (e < d) { d = e; best = k; }
  }
  return d <= S.columnSnap * 1.5 ? best : -1;
}
