// Records: one transaction each, possibly spread over several lines, and the sections (one account's list between its
// opening and closing balance) that hold them. Here are the record and section shapes and the geometric predicates
// that relate a line to the record above it; lines.ts classifies each line with them and sections.ts steps through the
// document building records. No direction and no column role is decided here: those are hypotheses judged later.
import { cellSize } from '../layout/layout.ts';
import type { AmountToken } from './amounts.ts';
import { isPeriodLine } from './period.ts';
import { findDates } from './dates.ts';
import { deglued, headerHint, type DateToken, type LineTokens, type TextToken } from './tokens.ts';
import type { ParseSettings, RecordSettings } from '../settings.ts';

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
  /** A checkpoint printed as a balance carried forward ("C/F BALANCE"): the list's last link before a page break. */
  carried?: boolean;
  /** Not posted yet: a row whose date column says "Pending" (shown apart, never counted in any figure). */
  pending?: boolean;
  /** The list it is printed in (its title and column header: "deposits|Date Description Amount"): a reading's unit. */
  list?: string;
  /** The column header over its list, when the list prints one after its title: its words name this row's columns. */
  header?: LineTokens | null;
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
  /** The upper line of a column header printed over two lines ("Ref No./Cheque" over "No."), when there is one. */
  headerTops?: LineTokens[];
}

export const signedCents = (a: AmountToken) => (a.sign === -1 ? -a.cents : a.cents);

const LABEL_WORDS: Record<'opening' | 'closing', RegExp> = {
  opening: /\b(previous|opening|beginning|starting|prior|forward|b\/f)\b/i,
  closing: /\b(new|ending|closing|final|carried|c\/f)\b/i,
};

/** The amount a balance label names: the first money right of the label's words (a summary line may print others). */
function labelMoney(t: LineTokens, which: 'opening' | 'closing'): AmountToken {
  if (t.balance) return t.balance;
  const label = t.text.find((x) => LABEL_WORDS[which].test(deglued(x.text)));
  return (label && t.money.find((a) => a.x0 >= label.x0)) ?? (which === 'opening' ? t.money[0]! : t.money[t.money.length - 1]!);
}

/**
 * A balance line dated like a row, under a table's column header on its page, printing several figures in the table's
 * columns ("15/10/2025  Saldo Final  5.743.837,97  5.744.000,00  16.277,36": the day's debits, credits and the
 * balance; "30/09  Saldo Anterior  0,00  16.115,33"): the balance is the one figure under the header's balance word.
 */
export function underBalanceColumn(t: LineTokens, table: LineTokens | null, pad: number): LineTokens {
  if ((t.label !== 'opening' && t.label !== 'closing') || !t.dates.length || t.money.length < 2) return t;
  if (!table || table.line.page !== t.line.page || table.line.y >= t.line.y) return t;
  const words = table.text.filter((h) => headerHint(h.text) === 'balance');
  if (words.length !== 1) return t;
  const h = words[0]!;
  const under = t.money.filter((m) => m.x0 < h.x1 + pad && m.x1 > h.x0 - pad);
  return under.length === 1 ? { ...t, balance: under[0]! } : t;
}

// A balance said to be in debit ("SOLDE DEBITEUR", "saldo deudor", "overdrawn balance"), printed without a sign: the
// words of several languages, as data.
const IN_DEBIT = /\b(d[ée]biteur|deudor|devedor|overdrawn|debit\s+balance|balance\s+in\s+debit)\b/i;

/** A balance line's figure, signed negative where its words say the balance is in debit and it carries no sign. */
export const balanceToken = (t: LineTokens, m: AmountToken): AmountToken => (m.sign === 0 && IN_DEBIT.test(t.text.map((x) => x.text).join(' ')) ? { ...m, sign: -1 } : m);
const balanceCents = (t: LineTokens, m: AmountToken) => signedCents(balanceToken(t, m));

export function labelValue(t: LineTokens, which: 'opening' | 'closing'): number {
  return balanceCents(t, labelMoney(t, which));
}

/** Sets a section's opening or closing balance from a label line, with the S/H mark printed after it. */
export function setBalance(cur: Section, t: LineTokens, which: 'opening' | 'closing'): number {
  const m = labelMoney(t, which);
  cur[which] = balanceCents(t, m);
  const marks = { ...cur.marks };
  if (m.mark) marks[which] = m.mark; else delete marks[which];
  cur.marks = marks;
  return cur[which]!;
}

export function newRecord(t: LineTokens): TxRecord {
  const l = t.line;
  const descX = t.text[0]?.x0 ?? (t.dates[0]?.x1 ?? 0);
  return {
    dates: [...t.dates], money: [...t.money], text: [t.text], lines: [t.index], page: l.page, y: l.y, h: l.h,
    descX, inherited: false, joined: false, font: t.money[0]?.cell.font ?? '', titleHint: null, fromGrid: false, kind: null,
  };
}

/** A line in the record's type size (a wrapped line), not a note in smaller type nor a heading in larger. */
const sameType = (r: TxRecord, l: { h: number }, S: RecordSettings) => l.h <= r.h * S.largerType && l.h >= r.h * S.smallerType;

export function continues(r: TxRecord, t: LineTokens, P: ParseSettings): boolean {
  const S = P.records;
  const l = t.line;
  if (l.page !== r.page || l.y <= r.y || l.y - r.y > S.continuationGap * Math.max(r.h, l.h)) return false;
  const x = t.text[0]?.x0 ?? Infinity;
  // A note in smaller type under the table ("Items are listed in the order they were posted") is no wrapped line, nor
  // is a line led by larger type (the next statement's bank name) or the next statement's period right under the last row.
  return x >= r.descX - S.indentPad && sameType(r, l, S) && cellSize(l.cells[0]!) <= r.h * S.largerType && !isPeriodLine(l, P);
}

/**
 * A text line right under a row that has words of its own, starting left of its description but not left of the row
 * (a narrative printed under the row's reference and type columns): the row's description goes on there.
 */
export function narrativeOf(r: TxRecord, t: LineTokens, P: ParseSettings): boolean {
  const S = P.records;
  const l = t.line;
  if (!r.text[0]?.length || l.page !== r.page || l.y <= r.y || l.y - r.y > S.continuationGap * Math.max(r.h, l.h)) return false;
  const x = t.text[0]?.x0 ?? Infinity;
  const start = Math.min(r.dates[0]?.x0 ?? Infinity, r.text[0][0]!.x0);
  return x >= start - S.indentPad && x < r.descX - S.indentPad && sameType(r, l, S) && !isPeriodLine(l, P);
}

export const checkWord = (t: string) => (/CHECK|CHEQUE/.test(t) ? 'CHECK' : 'Check');

/** Dates and amounts alternating along the line (d1 < m1 < d2 < m2 ...): one record per pair, with the text before it. */
export function gridParts(t: LineTokens): LineTokens[] | null {
  const n = t.dates.length;
  if (n < 2 || t.money.length !== n) return null;
  for (let k = 0; k < n; k++) {
    if (!(t.dates[k]!.x1 <= t.money[k]!.x0 && (k + 1 === n || t.money[k]!.x1 <= t.dates[k + 1]!.x0))) return null;
  }
  const parts = t.dates.map((d, k) => {
    const from = k === 0 ? -Infinity : t.money[k - 1]!.x1;
    return { ...t, dates: [d], money: [t.money[k]!], text: t.text.filter((x) => x.x0 >= from && x.x1 <= t.money[k]!.x0) };
  });
  // A row whose description is followed by a value date and the balance ("date text amount valuta balance") is one
  // posting: words before the first pair only. A grid's postings carry their numbers (the first may lack its own).
  return parts[0]!.text.length && parts.slice(1).every((p) => !p.text.length) ? null : parts;
}

/**
 * A row printed without text of its own takes its description from the text lines right above it (layouts that
 * print the description on a line above the date and amounts): lines close above, starting left of its amounts.
 */
export function describedAbove(t: LineTokens, above: LineTokens[], P: ParseSettings): LineTokens[] {
  const S = P.records;
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

export const PENDING = /^\s*(pending|not\s+yet\s+posted|unposted|in\s+process)\s*$/i;

// The word for a balance in English, French, Spanish, Portuguese, Dutch, German (as data).
const BALANCE_WORD = /\b(balance|saldo|solde|kontostand)\b/i;
// An available balance (the ledger balance less holds and pending items) is no link of the running balance's chain.
const AVAILABLE = /\b(available|disponible|disponibile|dispon[ií]vel|verf[üu]gbar)\b/i;

/** A dated line whose only words are the word for a balance ("03/10  SALDO  1.234,56"): the day's balance, no posting. */
export function datedBalanceLine(t: LineTokens): boolean {
  return t.dates.length > 0 && t.money.length === 1 && t.text.length > 0 && t.text.every((x) => new RegExp(`^\\W*${BALANCE_WORD.source}\\W*$`, 'i').test(x.text));
}

/** A line that names a balance and the day it is for ("Balance as at close 16 Feb 2024"), with its one amount. */
export function dayBalanceLine(t: LineTokens): boolean {
  const words = t.text.map((x) => x.text).join(' ');
  return BALANCE_WORD.test(words) && !AVAILABLE.test(words) && findDates(words).length >= 1;
}
