// Verification as a decision tool. Every figure is in integer cents.
//  - Where a running balance is printed, each row must follow from the previous balance; a row whose direction
//    is unknown (or contradicts the chain) takes the direction that makes the chain hold.
//  - Rows still undecided take the direction that makes beginning + credits - debits = ending hold, else a
//    description keyword guess.
//  - A checks table that repeats checks already listed in the history table (many banks print a "summary of
//    checks") is dropped when every one of its checks is already there.
import type { RawRow } from '../read/sections/tables.ts';
import { DEFAULT_SETTINGS, type VerifySettings } from '../settings.ts';

export interface Row extends RawRow { iso: string }

export function signed(r: { cents: number; direction: 'credit' | 'debit' | null }): number {
  return r.direction === 'debit' ? -r.cents : r.cents;
}

/** Drops checks-table rows that duplicate history rows (same date and amount). */
export function dropDuplicateChecks(rows: Row[]): Row[] {
  const table = rows.filter((r) => r.fromCheckTable);
  if (!table.length) return rows;
  const others = rows.filter((r) => !r.fromCheckTable);
  const pool = new Map<string, number>();
  for (const r of others) if (r.direction !== 'credit') pool.set(`${r.iso}|${r.cents}`, (pool.get(`${r.iso}|${r.cents}`) ?? 0) + 1);
  const allThere = table.every((r) => {
    const k = `${r.iso}|${r.cents}`;
    const n = pool.get(k) ?? 0;
    if (n <= 0) return false;
    pool.set(k, n - 1);
    return true;
  });
  return allThere ? others : rows;
}

/** Uses printed running balances to fix directions. Returns how many rows the chain could not explain. */
export function applyRunningBalance(rows: Row[], beginning: number | null, s: VerifySettings = DEFAULT_SETTINGS.verify): number {
  let prev: number | null = beginning;
  let seg: Row[] = [];
  let bad = 0;
  for (const r of rows) {
    seg.push(r);
    if (r.balance === null) continue;
    if (prev !== null) {
      const delta = r.balance - prev;
      if (!fixSegment(seg, delta, s)) bad++;
    }
    prev = r.balance;
    seg = [];
  }
  return bad;
}

/** Makes the signed sum of a segment equal delta by deciding unknown rows or flipping one doubtful row. */
function fixSegment(seg: Row[], delta: number, s: VerifySettings): boolean {
  const unknown = seg.filter((r) => r.direction === null);
  const knownSum = seg.filter((r) => r.direction !== null).reduce((s, r) => s + signed(r), 0);
  if (unknown.length === 1) {
    const u = unknown[0]!;
    const need = delta - knownSum;
    if (need === u.cents) { u.direction = 'credit'; return true; }
    if (need === -u.cents) { u.direction = 'debit'; return true; }
  } else if (unknown.length > 1 && unknown.length <= s.maxUndecidedRun) {
    // Small subset search: which unknown rows are credits.
    const n = unknown.length;
    for (let mask = 0; mask < 1 << n; mask++) {
      let s = knownSum;
      for (let k = 0; k < n; k++) s += mask & (1 << k) ? unknown[k]!.cents : -unknown[k]!.cents;
      if (s === delta) {
        for (let k = 0; k < n; k++) unknown[k]!.direction = mask & (1 << k) ? 'credit' : 'debit';
        return true;
      }
    }
  }
  for (const u of unknown) if (u.direction === null) u.direction = guessDirection(u.description);
  const sum = seg.reduce((s, r) => s + signed(r), 0);
  if (sum === delta) return true;
  // One row read on the wrong side (a misread column or a section we got wrong): flip it if that fixes it.
  const diff = delta - sum;
  const cand = seg.filter((r) => r.dirSource !== 'column' && Math.abs(2 * r.cents) === Math.abs(diff) && Math.sign(-signed(r)) === Math.sign(diff));
  const pick = cand[0] ?? seg.filter((r) => Math.abs(2 * r.cents) === Math.abs(diff) && Math.sign(-signed(r)) === Math.sign(diff))[0];
  if (pick) {
    pick.direction = pick.direction === 'credit' ? 'debit' : 'credit';
    return true;
  }
  return false;
}

/** Settles the rows that neither column, sign, section nor balance decided, using the statement's totals. */
export function applyTotals(rows: Row[], beginning: number | null, ending: number | null, s: VerifySettings = DEFAULT_SETTINGS.verify): void {
  const unknown = rows.filter((r) => r.direction === null);
  if (!unknown.length) return;
  if (beginning !== null && ending !== null && unknown.length <= s.maxUndecidedTotals) {
    const knownSum = rows.filter((r) => r.direction !== null).reduce((s, r) => s + signed(r), 0);
    const need = ending - beginning - knownSum;
    const n = unknown.length;
    let found = -1;
    for (let mask = 0; mask < 1 << n && found < 0; mask++) {
      let s = 0;
      for (let k = 0; k < n; k++) s += mask & (1 << k) ? unknown[k]!.cents : -unknown[k]!.cents;
      if (s === need) found = mask;
    }
    if (found >= 0) {
      for (let k = 0; k < n; k++) unknown[k]!.direction = found & (1 << k) ? 'credit' : 'debit';
      return;
    }
  }
  for (const u of unknown) u.direction = guessDirection(u.description);
}

const CREDIT_WORDS = /\b(deposit|credit|refund|reversal|interest\s+(paid|earned|payment)|transfer\s+from|received|incoming|payroll\s+credit|return(ed)?\s+item\s+credit)\b/i;

export function guessDirection(desc: string): 'credit' | 'debit' {
  return CREDIT_WORDS.test(desc) ? 'credit' : 'debit';
}
