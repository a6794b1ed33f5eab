// The readings of one section: one generator proposes every reading (a Reading: every choice in one object) and one
// score ranks them. The score is what the statement prints: the printed figures a reading explains less those it
// contradicts (the rows its running balances or its opening and closing verify, printed signs, summary totals and
// item counts, list totals, daily balances: verify/judges.ts), then whether it reconciles, then how few balance steps
// it breaks; ties go to the simpler reading (the order proposed). A section title or a header word only sets a row's prior: the reading that
// contradicts a printed total loses, whatever a title says.
import type { Direction } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import type { TxRecord, Section } from './records.ts';
import { columnOf, type Columns } from './columns.ts';
import { evaluate, type Hypothesis, type Reading } from './hypotheses.ts';
import { headerRoles, type Role } from './roles.ts';
import { informativeFigures, judge, type JudgedReading, type PrintedFigure } from '../verify/judges.ts';

/** The printed figures around a section and the day each record is read on (for the day balances). */
export interface Judges { figures: PrintedFigure[]; dateOf: (r: TxRecord) => string | null; cols: Columns }

/** What a reading reads where it is not the section's own: an opening derived from the rows, printed subtotals kept as rows. */
export interface SectionInput { opening?: number | null; records?: TxRecord[] }

const postingsOf = (records: TxRecord[]) => records.filter((r) => !r.checkpoint);

/** The columns a balance could be printed in: those printed on at least `balanceColumnMinShare` of the rows, rightmost first. */
function balanceCandidates(postings: TxRecord[], cols: Columns, S: ParseSettings): { candidates: number[]; used: number[] } {
  const used = new Map<number, number>();
  for (const r of postings) for (const m of r.money) {
    const c = columnOf(m, cols);
    if (c >= 0) used.set(c, (used.get(c) ?? 0) + 1);
  }
  const n = postings.length || 1;
  const candidates = [...used.entries()].filter(([, k]) => k >= n * S.hypotheses.balanceColumnMinShare).map(([c]) => c).sort((a, b) => b - a);
  return { candidates, used: [...used.keys()] };
}

/** The section's header roles, and columns whose amounts carry a minus on some rows only: signed-amount columns. */
function sectionRoles(section: Section, postings: TxRecord[], cols: Columns, S: ParseSettings): Map<number, Role> {
  const roles = headerRoles(section, cols, S.hypotheses);
  const negatives = new Set<number>();
  for (const r of postings) for (const m of r.money) if (m.sign === -1) negatives.add(columnOf(m, cols));
  for (const c of negatives) if (!roles.has(c) && c >= 0) roles.set(c, 'signed');
  return roles;
}

/** The readings of the balance columns, orders, swapped roles and S/H marks, simplest first. */
function baseReadings(section: Section, records: TxRecord[], balCands: number[], roles: Map<number, Role>): Reading[] {
  const out: Reading[] = [];
  const r = (balanceColumn: number, reversed: boolean, more: Partial<Reading> = {}): Reading => ({ balanceColumn, reversed, sh: false, roles, ...more });
  for (const reversed of [false, true]) {
    for (const b of balCands) out.push(r(b, reversed));
    if (!balCands.length) break;
  }
  out.push(r(-1, false));
  // No balance column needed where balances are printed between the rows; such a list may run newest first.
  if (records.some((x) => x.checkpoint)) out.push(r(-1, true));
  // Swapped roles without a balance column: a header we read the wrong way round is judged by the totals too.
  if (roles.size) out.push(r(-1, false, { swapped: true }));
  // S/H marks printed after amounts: read as Soll/Haben too (a German statement's overdrawn balances), the balances decide.
  if (records.some((x) => x.money.some((m) => m.mark)) || section.marks?.opening || section.marks?.closing) {
    for (const b of balCands) for (const reversed of [false, true]) out.push(r(b, reversed, { sh: true }));
    out.push(r(-1, false, { sh: true }));
  }
  return out;
}

/**
 * Nothing verified yet and no header word names some amount columns: each way of reading those columns as credits or
 * debits is proposed (at most `roleReadingMaxColumns` columns), without a balance column; the printed opening and closing decide.
 */
function columnRoleReadings(used: number[], roles: Map<number, Role>, cols: Columns, S: ParseSettings): Reading[] {
  const free = used.filter((c) => c >= 0 && !roles.has(c)).sort((a, b) => a - b);
  if (!free.length || free.length > S.hypotheses.roleReadingMaxColumns) return [];
  const out: Reading[] = [];
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const r = new Map(roles);
    free.forEach((c, k) => r.set(c, mask & (1 << k) ? 'credit' : 'debit'));
    out.push({ balanceColumn: -1, reversed: false, sh: false, roles: r, note: ` roles=${free.map((c) => `col@${Math.round(cols.cols[c]!.at)}:${r.get(c)}`).join(',')}` });
  }
  return out;
}

/**
 * A statement printed list by list (deposits, then withdrawals, then checks) without a running balance: each way of
 * reading every list's unsigned rows as credits or as debits (at most `listReadingMaxLists` lists), whatever its title
 * or header says. The printed totals, counts, day balances and the opening and closing decide.
 */
function listReadings(postings: TxRecord[], roles: Map<number, Role>, S: ParseSettings): Reading[] {
  const lists = [...new Set(postings.map((r) => r.list ?? ''))];
  if (lists.length < 2 || lists.length > S.hypotheses.listReadingMaxLists) return [];
  const out: Reading[] = [];
  for (let mask = 0; mask < 1 << lists.length; mask++) {
    const dirs = new Map<string, Direction>(lists.map((l, k) => [l, mask & (1 << k) ? 'credit' : 'debit']));
    out.push({ balanceColumn: -1, reversed: false, sh: false, roles, lists: dirs });
  }
  return out;
}

/**
 * Lists that may repeat others: every row has a twin of the same amount (and day, where both print one) in the other
 * lists (a checks list printed again after the history, the items listed again by category). Only a candidate: the
 * reading without it must explain the printed figures better to win.
 */
export function repeatedLists(postings: TxRecord[]): string[] {
  const lists = [...new Set(postings.map((r) => r.list ?? ''))];
  if (lists.length < 2) return [];
  const day = (r: TxRecord) => { const d = r.dates[0]?.date; return d ? `${d.m}-${d.d}` : null; };
  const amountOf = (r: TxRecord) => r.money.find((m) => m.cents !== 0)?.cents ?? 0;
  return lists.filter((l) => {
    const mine = postings.filter((r) => (r.list ?? '') === l);
    const pool = postings.filter((r) => (r.list ?? '') !== l);
    const used = new Set<TxRecord>();
    return mine.every((r) => {
      const twin = pool.find((o) => !used.has(o) && o.money.some((m) => m.cents === amountOf(r)) && (day(r) === null || day(o) === null || day(r) === day(o)));
      if (twin) used.add(twin);
      return Boolean(twin);
    });
  });
}

/** The reading as the judges see it: each row's amount, direction, day and list, and its balances. */
const judged = (h: Hypothesis, j: Judges): JudgedReading => ({
  rows: h.rows.map((r) => ({ cents: r.amount.cents, direction: r.direction, date: j.dateOf(r.rec), list: r.rec.list ?? '', column: columnOf(r.amount, j.cols), line: r.rec.lines[0], page: r.rec.page })),
  opening: h.opening, closing: h.closing,
});

const fullyVerified = (h: Hypothesis) => h.explained === h.rows.length && h.breaks === 0 && (!h.judged || h.judged.contradicted === 0);

/** Every figure's verdict on every reading; a figure counts only where some reading explains it. */
function judgeAll(tried: Hypothesis[], j: Judges | undefined): void {
  if (!j?.figures.length) return;
  const readings = tried.map((h) => judged(h, j));
  const informative = informativeFigures(j.figures, readings);
  tried.forEach((h, k) => { h.judged = judge(j.figures, readings[k]!, informative); });
}

/**
 * One score: every printed figure a reading explains less those it contradicts (each row a running balance or the
 * opening and closing verified counts as one, each balance step it cannot make up and each printed sign it reads the
 * other way against it, each summary total, count, list total and day balance one), then whether it reconciles, then
 * how few balance steps it breaks. A reading that leaves lists out as repeats counts only where it verifies in full and reconciles or explains a
 * printed figure: leaving rows out must never win by having fewer rows to break the balances.
 */
export const score = (h: Hypothesis) => (h.reading.without && !(h.explained === h.rows.length && h.breaks === 0 && (h.reconciled || (h.judged?.explained ?? 0) > 0))
  ? [-Infinity]
  : [h.explained - h.against - h.breaks + (h.judged?.explained ?? 0) - (h.judged?.contradicted ?? 0), h.reconciled ? 1 : 0, -h.breaks]);

const compare = (a: number[], b: number[]) => { const k = a.findIndex((v, i) => v !== b[i]); return k < 0 ? 0 : (b[k] ?? -Infinity) > a[k]! ? 1 : -1; };

/** All readings of a section, best first. */
export function readSection(section: Section, cols: Columns, guess: (r: TxRecord) => Direction, S: ParseSettings, input: SectionInput = {}, j?: Judges): Hypothesis[] {
  const records = input.records ?? section.records;
  const postings = postingsOf(records);
  const { candidates, used } = balanceCandidates(postings, cols, S);
  const roles = sectionRoles(section, postings, cols, S);
  const run = (rs: Reading[]) => rs.map((x) => evaluate(section, cols, { ...x, ...input }, guess, S));
  const tried = run(baseReadings(section, records, candidates, roles));
  if (!tried.some((h) => h.explained > 0)) tried.push(...run(columnRoleReadings(used, roles, cols, S)));
  judgeAll(tried, j);
  // Not verified by any reading so far: lists read whole as credits or debits, and lists read as repeats of others.
  if (!tried.some(fullyVerified) && (j?.figures.length || section.opening !== null)) {
    const more = listReadings(postings, roles, S);
    // The list printed later first: of two lists that repeat each other, the second adds nothing (ties go to it).
    for (const l of repeatedLists(postings).reverse()) {
      const without = new Set([l]);
      for (const b of [...candidates, -1]) more.push({ balanceColumn: b, reversed: false, sh: false, roles, without });
      more.push(...listReadings(postings.filter((r) => (r.list ?? '') !== l), roles, S).map((x) => ({ ...x, without })));
    }
    tried.push(...run(more));
    judgeAll(tried, j);
  }
  tried.forEach((h, k) => { h.proposed = k; });
  return tried.map((h, k) => ({ h, k })).sort((a, b) => compare(score(a.h), score(b.h)) || a.k - b.k).map((x) => x.h);
}
