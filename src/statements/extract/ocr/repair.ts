// Balance-driven repair of a statement read by OCR. Where printed running balances do not chain (or beginning +
// credits - debits != ending), the verification says exactly what value a doubtful figure must have; a figure is
// re-read as that value only when OCR could plausibly have misread one into the other (confusable digits, at most
// two of them, lowest-confidence words first). Bounded: at most `maxFixes` figures are changed per statement, and
// each broken link tries only the figures of its own segment.
import type { ExtractedStatement, ExtractedTransaction } from '../../types.ts';
import { fromCents, toCents } from '../../money.ts';

// Digits OCR mistakes for one another (LSTM engines mostly confuse shapes that differ by one stroke or a closed loop).
// 1 and 2 as well at a phone photo's 150 dpi: a small monospaced "1" with its serif foot read as "2" ("2,730.39" for
// 1,730.39, "1,320.89" for 1,310.89; bench/ocr.ts phone tier).
const CONFUSABLE: Record<string, string> = {
  0: '8698', 1: '742', 2: '71', 3: '8958', 4: '1', 5: '638', 6: '5809', 7: '12', 8: '30695', 9: '830',
};

/** Could OCR have printed `printed` for `target` (both in cents)? Same number of digits, <= 2 confusable digits. */
export function confusable(printed: number, target: number, maxDigits = 2): boolean {
  if (printed === target || target < 0) return false;
  const a = String(printed), b = String(target);
  // A thin stroke beside the number (a table rule, the edge of a redaction box) read as one more 1 or 7.
  if (a.length === b.length + 1) return [...a].some((c, i) => (c === '1' || c === '7') && a.slice(0, i) + a.slice(i + 1) === b);
  // A thin 1 lost, or one of two like digits run together into one ("1.13" for 11.13): the balances must say so
  // twice over (a chain of printed balances), never one statement-wide equation alone (maxDigits 1, there).
  if (b.length === a.length + 1) return maxDigits > 1 && [...b].some((c, i) => (c === '1' || c === b[i - 1] || c === b[i + 1]) && b.slice(0, i) + b.slice(i + 1) === a);
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (!CONFUSABLE[b[i]!]?.includes(a[i]!)) return false;
    if (++diff > maxDigits) return false;
  }
  return true;
}

export interface RepairOptions {
  /** Confidence (0..1) of the OCR word that printed this figure on this page; lower is tried first. */
  confOf(page: number, cents: number): number;
  maxFixes: number;
}

type Tx = ExtractedTransaction;
const sgn = (t: Tx): number => (t.direction === 'credit' ? 1 : -1) * toCents(t.amount);

/** Repairs in place; returns one line per figure changed ("p2: amount 1,836.00 -> 1,386.00"). */
export function repairStatement(st: ExtractedStatement, o: RepairOptions): string[] {
  const fixes: string[] = [];
  const note: Note = Object.assign((what: string, page: number, from: number, to: number) => {
    fixes.push(`p${page}: ${what} ${fromCents(from).toFixed(2)} -> ${fromCents(to).toFixed(2)}`);
  }, { raw: (x: string) => { fixes.push(x); } });
  const txs = st.transactions;
  // Each pass fixes the first broken link it can; a link nothing explains is left as it is (and reported by the
  // reconciliation), and the search moves on to the next one.
  for (let round = 0; round < o.maxFixes; round++) {
    const fixed = brokenLinks(st).some((link) => fixLink(st, link, o, note));
    if (!fixed) break;
  }
  // No running balances to localise the error: beginning + credits - debits = ending decides alone. One equation
  // over every amount is weak evidence: only one digit may change (two confusable digits find a wrong row among
  // dozens: 54.78 "mended" to 54.16 for a 43.11 read as 43.73, measured on a scanned sectioned layout).
  if (!txs.some((t) => t.balance !== null) && st.beginning_balance !== null && st.ending_balance !== null) {
    const diff = toCents(st.ending_balance) - toCents(st.beginning_balance) - txs.reduce((s, t) => s + sgn(t), 0);
    if (diff !== 0) {
      const cand = txs
        .filter((t) => confusable(toCents(t.amount), toCents(t.amount) + (t.direction === 'credit' ? diff : -diff), 1))
        .sort((a, b) => o.confOf(a.page, toCents(a.amount)) - o.confOf(b.page, toCents(b.amount)));
      const t = cand[0];
      if (t) {
        const from = toCents(t.amount);
        const to = from + (t.direction === 'credit' ? diff : -diff);
        t.amount = fromCents(to);
        note('amount', t.page, from, to);
      }
    }
  }
  return fixes;
}

interface Link { end: number; start: number; prev: number | null }

/** Printed balances that do not follow from the one before them (and the ending balance, if it does not). */
function brokenLinks(st: ExtractedStatement): Link[] {
  const txs = st.transactions;
  const out: Link[] = [];
  let prev = st.beginning_balance === null ? null : toCents(st.beginning_balance);
  let start = 0;
  for (let i = 0; i < txs.length; i++) {
    const b = txs[i]!.balance;
    if (b === null) continue;
    if (prev !== null && prev + segSum(txs, start, i) !== toCents(b)) out.push({ end: i, start, prev });
    prev = toCents(b);
    start = i + 1;
  }
  if (prev !== null && st.ending_balance !== null && start > 0 && prev + segSum(txs, start, txs.length - 1) !== toCents(st.ending_balance)) {
    out.push({ end: txs.length, start, prev });
  }
  return out;
}

function segSum(txs: Tx[], from: number, to: number): number {
  let s = 0;
  for (let k = from; k <= to; k++) s += sgn(txs[k]!);
  return s;
}

interface Note { (what: string, page: number, from: number, to: number): void; raw: (s: string) => void }

function fixLink(st: ExtractedStatement, l: Link, o: RepairOptions, note: Note): boolean {
  const txs = st.transactions;
  const prev = l.prev!;
  const last = l.end === txs.length;
  const endRow = last ? null : txs[l.end]!;
  const printedEnd = last ? toCents(st.ending_balance!) : toCents(endRow!.balance!);
  const sum = segSum(txs, l.start, last ? txs.length - 1 : l.end);
  const endPage = endRow?.page ?? st.pages[1];

  // (1) The balance itself was misread: the value the segment implies is confusable with it, and the next link
  //     then holds too (two links agree, the strongest evidence).
  const implied = prev + sum;
  if (!last && confusable(printedEnd, implied) && nextLinkHolds(st, l.end, implied)) {
    endRow!.balance = fromCents(implied);
    note('balance', endPage, printedEnd, implied);
    return true;
  }
  if (!last && lostMinus(st, l, printedEnd, implied, note)) return true;
  // (2) One amount of the segment was misread: the one whose confusable reading closes the gap, least sure first.
  const gap = printedEnd - implied;
  const seg = txs.slice(l.start, last ? txs.length : l.end + 1)
    .sort((a, b) => o.confOf(a.page, toCents(a.amount)) - o.confOf(b.page, toCents(b.amount)));
  for (const t of seg) {
    const from = toCents(t.amount);
    const to = from + (t.direction === 'credit' ? gap : -gap);
    if (confusable(from, to)) { t.amount = fromCents(to); note('amount', t.page, from, to); return true; }
  }
  if (flipSign(seg, gap, note)) return true;
  // (3) A row read twice (a checks summary repeating a history row the reader did not recognise as a repeat): a
  //     row without a balance whose amount is exactly the excess, with the same date and amount as another row.
  const dup = seg.find((t) => t.balance === null && sgn(t) === -gap && txs.some((u) => u !== t && u.date === t.date && u.amount === t.amount));
  if (dup) {
    txs.splice(txs.indexOf(dup), 1);
    note.raw(`p${dup.page}: dropped ${dup.date} ${dup.amount.toFixed(2)} (the same row read twice)`);
    return true;
  }
  // (4) The previous balance (or the beginning balance) was misread: the first link only, or nothing vouches for it.
  const before = printedEnd - sum;
  if (l.start === 0 && st.beginning_balance !== null && confusable(prev, before)) {
    st.beginning_balance = fromCents(before);
    note('beginning balance', txs[0]?.page ?? st.pages[0], prev, before);
    return true;
  }
  // (5) The last link alone is broken: the ending balance was misread even if nothing follows to confirm it.
  if (last && confusable(printedEnd, implied)) {
    st.ending_balance = fromCents(implied);
    note('ending balance', endPage, printedEnd, implied);
    return true;
  }
  return false;
}

/**
 * (2b) A minus sign lost or misread: a signed amount printed "-71.00" read as "71.00" (a credit), or its thin stroke
 * read as one more digit ("771.00"). The row whose reading with the other sign closes the gap exactly, with the same
 * digits or one leading 1 or 7 fewer, changes direction (least sure first).
 */
function flipSign(seg: Tx[], gap: number, note: Note): boolean {
  for (const t of seg) {
    const want = sgn(t) + gap;
    const from = toCents(t.amount);
    if (want === 0 || Math.sign(want) === Math.sign(sgn(t))) continue;
    const to = Math.abs(want);
    const a = String(from), b = String(to);
    if (!(from === to || (a.length === b.length + 1 && /^[17]/.test(a) && a.slice(1) === b))) continue;
    t.direction = t.direction === 'credit' ? 'debit' : 'credit';
    t.amount = fromCents(to);
    note.raw(`p${t.page}: sign of ${fromCents(from).toFixed(2)} -> ${t.direction} ${fromCents(to).toFixed(2)}`);
    return true;
  }
  return false;
}

/**
 * (1b) The balance's minus was lost ("-1,695.67" read as "1,695.67"), and a row that the reader turned by it (a
 * balance that rose looks like a credit) turned back: the negated balance closes this link with at most one row of
 * the segment the other way round, and the chain goes on from it (two links agree; the next balance may have lost
 * its minus the same way, and is mended in the next round).
 */
function lostMinus(st: ExtractedStatement, l: Link, printedEnd: number, implied: number, note: Note): boolean {
  const txs = st.transactions;
  const neg = -printedEnd;
  if (printedEnd <= 0) return false;
  const row = implied === neg ? null : txs.slice(l.start, l.end + 1).find((t) => implied - 2 * sgn(t) === neg);
  if ((implied !== neg && !row) || !chainGoesOn(st, l.end, neg, LOST_MINUS_RUN)) return false;
  const end = txs[l.end]!;
  end.balance = fromCents(neg);
  note('balance', end.page, printedEnd, neg);
  if (row) {
    row.direction = row.direction === 'credit' ? 'debit' : 'credit';
    note.raw(`p${row.page}: sign of ${row.amount.toFixed(2)} -> ${row.direction} ${row.amount.toFixed(2)} (by the balance's lost minus)`);
  }
  return true;
}

// Balances in a row that may each have lost their minus, for one to be judged by the ones after it.
const LOST_MINUS_RUN = 3;

/** Does the chain go on from `value` (the balance after row i): the next printed balance follows, with at most one
 *  row of its segment the other way round, or follows negated and the chain goes on from there (`depth` times)? */
function chainGoesOn(st: ExtractedStatement, i: number, value: number, depth: number): boolean {
  const txs = st.transactions;
  let j = i + 1;
  while (j < txs.length && txs[j]!.balance === null) j++;
  const printed = j < txs.length ? toCents(txs[j]!.balance!) : st.ending_balance === null ? null : toCents(st.ending_balance);
  if (printed === null) return true;
  const seg = txs.slice(i + 1, Math.min(j + 1, txs.length));
  const sum = segSum(txs, i + 1, Math.min(j, txs.length - 1));
  const sums = [sum, ...seg.map((t) => sum - 2 * sgn(t))];
  if (value + sum === printed) return true;
  return depth > 0 && j < txs.length && printed > 0 && sums.some((x) => value + x === -printed) && chainGoesOn(st, j, -printed, depth - 1);
}

function nextLinkHolds(st: ExtractedStatement, i: number, value: number): boolean {
  const txs = st.transactions;
  for (let j = i + 1; j < txs.length; j++) {
    const b = txs[j]!.balance;
    if (b !== null) return value + segSum(txs, i + 1, j) === toCents(b);
  }
  return st.ending_balance === null || value + segSum(txs, i + 1, txs.length - 1) === toCents(st.ending_balance);
}
