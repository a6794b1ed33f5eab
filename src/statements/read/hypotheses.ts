// The search: for one section, propose readings (which column is the running balance, printed or reversed order)
// and judge each by verification: every printed balance must follow from the previous one, and the opening balance
// plus credits minus debits must give the closing one. The reading that explains the most rows wins; ties go to the
// simpler reading (printed order, the rightmost balance column, no balance column last).
import type { AmountToken } from './amounts.ts';
import type { Direction } from '../types.ts';
import type { HypothesisSettings, ParseSettings } from '../settings.ts';
import type { TxRecord, Section } from './records.ts';
import { columnOf, type Columns } from './columns.ts';
import { headerRoleAt, rolesOf, type Role } from './roles.ts';
import type { Judgement } from '../verify/judges.ts';

// `notice`: the row prints a balance its amount did not move (an unpaid-order notice): the balance decides, no posting.
export interface RowReading { rec: TxRecord; amount: AmountToken; balance: number | null; direction: Direction; verified: boolean; notice?: boolean }

export interface Hypothesis {
  name: string;                 // e.g. "balance=col3 order=printed"
  balanceColumn: number;        // the column read as the running balance (-1: none)
  rows: RowReading[];
  explained: number;            // rows whose direction a balance or the totals verified
  breaks: number;               // balance steps no reading of the rows between them explains
  reconciled: boolean;          // opening + credits - debits = closing (when both are known)
  proposed: number;             // the order it was proposed in: 0 is the simplest reading
  checkpoints: { at: number; value: number }[]; // balances printed between rows, after `at` rows of this reading
  against: number;              // rows whose printed sign the reading contradicts
  opening: number | null;       // the opening and closing balance as this reading reads their marks
  closing: number | null;
  reading: Reading;             // the choices this reading made
  /** The printed figures' verdicts on this reading (read/readings.ts), where the section has figures. */
  judged?: Judgement;
}

const signedCents = (a: AmountToken) => (a.sign === -1 ? -a.cents : a.cents);
// Read with S/H as Soll/Haben: S is a debit (a balance in debit: overdrawn), H a credit.
const markedCents = (a: AmountToken, sh: boolean) => (sh && a.mark ? (a.mark === 'S' ? -a.cents : a.cents) : signedCents(a));

/**
 * One reading of a section, every choice in one object: which column is the running balance, the order, S/H marks,
 * the roles the header words give the columns, a direction chosen for whole lists (a deposits list read as credits),
 * the lists read as repeats of others (a checks list printed again after the history), and the opening and the
 * records read where they are not the section's own (an opening derived from the rows, printed subtotals kept as rows).
 */
export interface Reading {
  balanceColumn: number;
  reversed: boolean;
  sh: boolean;
  roles: Map<number, Role>;
  /** The roles read the other way round (a header we read wrong is judged by the totals too). */
  swapped?: boolean;
  /** Per list (TxRecord.list), the direction of its unsigned rows. */
  lists?: Map<string, Direction>;
  /** Lists read as repeats: their rows are not postings. */
  without?: Set<string>;
  opening?: number | null;
  records?: TxRecord[];
  /** What the name says beyond the balance column and order ("roles=swapped"). */
  note?: string;
}

function prior(a: AmountToken, col: number, x: Reading, roles: Map<number, Role>, guess: (r: TxRecord) => Direction, rec: TxRecord, section: Section, S: HypothesisSettings): Direction {
  const sh = x.sh;
  if (sh && a.mark) return a.mark === 'S' ? 'debit' : 'credit';
  if (a.sign === -1) return 'debit';
  if (a.sign === 1) return 'credit';
  const forced = rec.list === undefined ? undefined : x.lists?.get(rec.list);
  if (forced) return forced;
  const role = col >= 0 ? roles.get(col) : headerRoleAt(rec.header ? { ...section, headers: [rec.header] } : section, a, S);
  if (role === 'credit' || role === 'debit') return role;
  // A column that prints debits with a minus (or in parentheses) leaves its credits unsigned.
  if (role === 'signed') return 'credit';
  if (rec.titleHint) return rec.titleHint;
  return guess(rec);
}

/** Finds directions for a run of rows so that their signed sum is delta; prefers the reading closest to the priors. */
function solve(run: RowReading[], delta: number, maxRun: number): boolean {
  const n = run.length;
  if (n === 0) return delta === 0;
  // A run too long to search is still made up when every row as its prior reads it makes up the step (a day of many
  // card settlements between two printed day balances).
  if (n > maxRun) {
    if (run.reduce((s, r) => s + (r.direction === 'credit' ? r.amount.cents : -r.amount.cents), 0) !== delta) return false;
    for (const r of run) r.verified = true;
    return true;
  }
  let best = -1;
  let bestCost = Infinity;
  for (let mask = 0; mask < 1 << n; mask++) {
    let s = 0;
    let cost = 0;
    for (let k = 0; k < n; k++) {
      const credit = (mask & (1 << k)) !== 0;
      s += credit ? run[k]!.amount.cents : -run[k]!.amount.cents;
      if ((run[k]!.direction === 'credit') !== credit) cost++;
    }
    if (s === delta && cost < bestCost) { best = mask; bestCost = cost; }
  }
  if (best < 0) return false;
  for (let k = 0; k < n; k++) { run[k]!.direction = best & (1 << k) ? 'credit' : 'debit'; run[k]!.verified = true; }
  return true;
}

/** The balance as a reading takes it: with S/H marks read as Soll/Haben, an S balance is in debit. */
const markedBalance = (v: number | null, mark: 'S' | 'H' | undefined, sh: boolean) => (v === null ? null : sh && mark === 'S' ? -Math.abs(v) : v);

/** The name a reading is shown under (`mca parse --explain`). */
function readingName(x: Reading, cols: Columns): string {
  const bal = x.balanceColumn;
  const name = `balance=${bal >= 0 ? `col@${Math.round(cols.cols[bal]!.at)}` : 'none'} order=${x.reversed ? 'newest-first' : 'printed'}`;
  const lists = x.lists ? ` lists=${[...x.lists].map(([k, v]) => `${k.split('|')[0] || '(untitled)'}:${v}`).join(',')}` : '';
  const without = x.without ? ` repeats=${[...x.without].map((k) => k.split('|')[0] || '(untitled)').join(',')}` : '';
  return `${name}${x.sh ? ' marks=S/H' : ''}${x.swapped ? ' roles=swapped' : ''}${lists}${without}${x.note ?? ''}`;
}

/** One reading of a section, verified against its balances. */
export function evaluate(section: Section, cols: Columns, x: Reading, guess: (r: TxRecord) => Direction, S: ParseSettings): Hypothesis {
  const { balanceColumn: bal, sh } = x;
  let opening = markedBalance(x.opening !== undefined ? x.opening : section.opening, section.marks?.opening, sh);
  let closing = markedBalance(section.closing, section.marks?.closing, sh);
  const records = (x.records ?? section.records).filter((r) => !x.without?.has(r.list ?? ''));
  const ordered = x.reversed ? [...records].reverse() : records;
  let { rows, checkpoints } = readRows(ordered, section, cols, x, guess, S);
  // No balance printed as the list's own: a balance printed before its first row (in this order) opens it, one
  // printed after its last row closes it (a dated "balance on 31/03" line, a row printing only a balance).
  if (opening === null && checkpoints[0]?.at === 0) opening = checkpoints[0].value;
  if (closing === null && checkpoints.length && checkpoints[checkpoints.length - 1]!.at === rows.length) closing = checkpoints[checkpoints.length - 1]!.value;
  const verified = verifyRuns(rows, checkpoints, opening, closing, bal, S.verify.maxUndecidedRun);
  // No balance column and one row: the printed opening and closing alone decide whether it posted anything (an account
  // that did not move, with a memo line). Never over more rows: dropping one would make any misread list reconcile.
  if (bal < 0 && rows.length === 1 && opening !== null && opening === closing) memoLast(rows, () => true);
  if (rows.some((r) => r.notice)) ({ rows, checkpoints } = noticesAsBalances(rows, checkpoints));
  const { breaks } = verified;
  let { explained } = verified;
  applyLearnedRoles(rows, cols, S.hypotheses.roleAgreement);
  // Rows whose printed sign (a minus, CR/DR) the reading contradicts: a reading that needs them is the less likely.
  const against = rows.filter((r) => r.amount.sign !== 0 && (r.amount.sign === 1) !== (r.direction === 'credit')).length;
  const sum = sumOf(rows);
  const reconciled = opening !== null && closing !== null && opening + sum === closing;
  if (reconciled && explained < rows.length && breaks === 0) explained = rows.length;
  return { name: readingName(x, cols), balanceColumn: bal, rows, explained, breaks, reconciled, proposed: 0, checkpoints, against, opening, closing, reading: x };
}

type Checkpoint = Hypothesis['checkpoints'][number];

const sumOf = (rows: RowReading[]) => rows.reduce((s, r) => s + (r.direction === 'credit' ? r.amount.cents : -r.amount.cents), 0);

/** The records in reading order as rows (amount, balance in column `bal`, prior direction) and the balances between them. */
function readRows(ordered: TxRecord[], section: Section, cols: Columns, x: Reading, guess: (r: TxRecord) => Direction, S: ParseSettings): { rows: RowReading[]; checkpoints: Checkpoint[] } {
  const { balanceColumn: bal, sh } = x;
  const rows: RowReading[] = [];
  const roles = rolesOf(x, section, cols, S.hypotheses);
  // Balances printed between rows, by how many rows come before them in this order.
  const checkpoints: Checkpoint[] = [];
  for (const rec of ordered) {
    if (rec.checkpoint) { checkpoints.push({ at: rows.length, value: markedCents(rec.money[0]!, sh) }); continue; }
    let balance: number | null = null;
    let amount: AmountToken | null = null;
    // A column amount (a whole cell) before a figure quoted at the end of a description ("CCC GBP 14.80  0.40").
    for (const whole of [true, false]) {
      for (const m of rec.money) {
        const c = columnOf(m, cols);
        if (bal >= 0 && c === bal) balance = markedCents(m, sh);
        else if (!amount && m.cents !== 0 && m.whole === whole) amount = m;
      }
    }
    // A line that prints only a figure in the balance column ("SALDO DO DIA", "SALDO ANTERIOR" dated the day before)
    // posts nothing: it is a link of the chain, judged like any printed balance.
    if (!amount) { if (balance !== null) checkpoints.push({ at: rows.length, value: balance }); continue; }
    const col = columnOf(amount, cols);
    rows.push({ rec, amount, balance, direction: prior(amount, col, x, roles(rec), guess, rec, section, S.hypotheses), verified: false });
  }
  return { rows, checkpoints };
}

/**
 * Verification of a reading: between consecutive known balances (the opening, each printed balance, each checkpoint,
 * the closing when a balance column is read) the rows' directions must make up the step; solved runs are explained,
 * unsolvable steps are breaks. Directions of solved runs are set on the rows.
 */
function verifyRuns(rows: RowReading[], checkpoints: Checkpoint[], opening: number | null, closing: number | null, bal: number, maxRun: number): { explained: number; breaks: number } {
  let explained = 0;
  let breaks = 0;
  let prev = opening;
  let runStart = 0;
  let cp = 0;
  const link = (end: number, b: number) => {
    const run = rows.slice(runStart, end);
    if (prev !== null) {
      if (solve(run, b - prev, maxRun)) explained += run.length;
      else if (moveless(run, b - prev, maxRun)) explained += run.length - 1;
      else breaks++;
    }
    prev = b;
    runStart = end;
  };
  for (let i = 0; i < rows.length; i++) {
    while (cp < checkpoints.length && checkpoints[cp]!.at <= i) { link(checkpoints[cp]!.at, checkpoints[cp]!.value); cp++; }
    const b = rows[i]!.balance;
    if (b === null) continue;
    link(i + 1, b);
  }
  while (cp < checkpoints.length) { link(checkpoints[cp]!.at, checkpoints[cp]!.value); cp++; }
  const tail = rows.slice(runStart);
  if (prev !== null && closing !== null && bal >= 0) {
    const delta = closing - prev;
    if (tail.length ? solve(tail, delta, maxRun) : delta === 0) explained += tail.length;
    else if (memoLast(tail, (run) => solve(run, delta, maxRun))) explained += tail.length - 1;
    else breaks++;
  }
  return { explained, breaks };
}

/**
 * The step is made up without the run's last row, which prints the step's balance: its amount did not move the balance
 * (a notice printed among the rows: "UNPAID DEBIT ORDER R699.38"). The balance decides: the row posts nothing.
 */
function moveless(run: RowReading[], delta: number, maxRun: number): boolean {
  const last = run[run.length - 1];
  if (!last || last.balance === null || !solve(run.slice(0, -1), delta, maxRun)) return false;
  last.notice = true;
  return true;
}

/**
 * The closing is made up without the list's last row, which prints no balance of its own: a memo printed among the
 * rows ("Accrued interest (to be credited at quarter end)  (20.64)"), its amount never posted. The balances decide.
 */
function memoLast(rows: RowReading[], makesUp: (rest: RowReading[]) => boolean): boolean {
  const last = rows[rows.length - 1];
  // A row of a checks list printed after the rows lists a check again (read/reading.ts dropRepeatedChecks decides).
  if (!last || last.balance !== null || last.rec.kind || !makesUp(rows.slice(0, -1))) return false;
  last.notice = true;
  return true;
}

/** Rows read as notices leave the rows; their printed balances stay as links of the chain. */
function noticesAsBalances(rows: RowReading[], checkpoints: Checkpoint[]): { rows: RowReading[]; checkpoints: Checkpoint[] } {
  const kept: RowReading[] = [];
  const before: number[] = [];
  const links: Checkpoint[] = [];
  for (const r of rows) {
    before.push(kept.length);
    if (r.notice) { if (r.balance !== null) links.push({ at: kept.length, value: r.balance }); }
    else kept.push(r);
  }
  before.push(kept.length);
  const moved = checkpoints.map((c) => ({ at: before[c.at]!, value: c.value }));
  return { rows: kept, checkpoints: [...moved, ...links].sort((a, b) => a.at - b.at) };
}

/** Rows no balance decided: the role their column showed on verified rows, else the prior. */
function applyLearnedRoles(rows: RowReading[], cols: Columns, agreement: number): void {
  const learned = new Map<number, { credit: number; debit: number }>();
  for (const r of rows) {
    if (!r.verified || r.amount.sign !== 0) continue;
    const c = columnOf(r.amount, cols);
    const e = learned.get(c) ?? { credit: 0, debit: 0 };
    e[r.direction]++;
    learned.set(c, e);
  }
  for (const r of rows) {
    if (r.verified || r.amount.sign !== 0) continue;
    const e = learned.get(columnOf(r.amount, cols));
    if (!e) continue;
    const n = e.credit + e.debit;
    if (e.credit >= n * agreement) r.direction = 'credit';
    else if (e.debit >= n * agreement) r.direction = 'debit';
  }
}
