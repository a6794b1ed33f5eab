// Column header lines and section titles of transaction tables: which amount column means what, and which
// titled sections hold credits, debits, checks or fees (or nothing to read: summaries, daily balances, pending items).
import type { Line } from '../../layout/layout.ts';
import { columnAmounts } from '../amounts.ts';
import { dateAt } from '../dates.ts';
import type { Direction, SectionHint } from '../../types.ts';

export type ColKind = 'credit' | 'debit' | 'balance' | 'amount' | 'date' | 'desc' | 'number' | null;
export interface Column { kind: ColKind; x0: number; x1: number; text: string }

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
export function mergeHeaders(prev: Column[], cur: Column[]): Column[] {
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

export type Mode = 'txn' | 'skip' | 'checks';
export interface Title { dir: Direction | null; section: SectionHint; mode: Mode; checkWord?: string }

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
export function descText(parts: string[]): string {
  return parts.filter((p) => !/^[|¦•·*_\-–—]+$/.test(p.trim())).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * "Check" printed above "Number" in a two-line column header is part of the header, not a checks section: a
 * line right above a header line whose cells all sit over header columns other than the first one (and other than
 * the Description column).
 */
export function stackedOverHeader(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  let j = i + 1;
  while (j < lines.length && lines[j]!.noise) j++;
  const next = lines[j];
  if (!next || next.page !== l.page || next.y - l.y > l.h * 2.5) return false;
  const cols = headerColumns(next);
  if (!cols || cols.length < 3) return false;
  const first = cols[0]!;
  // Over the Description column stands the last wrapped line of a row before a header repeated mid-page, not a word.
  const over = (c: Line['cells'][number], k: Column) => Math.min(c.x1, k.x1) - Math.max(c.x0, k.x0) > 0;
  return l.cells.every((c) => c.x0 > first.x1 && cols.some((k) => over(c, k)) && !cols.some((k) => k.kind === 'desc' && over(c, k)));
}

export function isStrongTitle(text: string): boolean {
  return text.split(/\s+/).length <= 6 && /^(deposits?|credits?|withdrawals?|debits?|checks?|fees?|service|other|electronic|atm|card|daily|total)/i.test(text);
}

