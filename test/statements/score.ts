// The one scorer: how a reading is compared to a statement-truth/1 file, for the corpus test
// (src/statements/corpus.test.ts), scripts/parse-corpus.ts, the generated-statement tests and scripts
// (score-report.ts adds the application, month and financials figures on top of these rules). Nothing else pairs rows.
//
// Rules (docs/testing.md says the same, with the figures that chose them):
//  - Rows pair as a multiset on (date, amount in cents, direction); within one such key, rows whose descriptions are
//    equal (whitespace collapsed, case kept) pair first, the rest in printed order. So `matched` is the most rows
//    that can pair and `descOk` the most of those that can also agree on the description. The generator's old
//    greedy rule (truth order, take an equal description else the first free row) could spend a row one truth row
//    later needed and undercount descriptions; the corpus's old rule counted the two with separate multisets (the
//    same figures as this rule, but no pairs to compare categories or balances on).
//  - Description: whitespace collapsed, case kept: metrics.md asks for "the full text of the item, continuation lines
//    joined with single spaces", and a reader that changes case has changed the text.
//  - Statements pair by the most identity fields in common (last4, period start, period end, beginning balance,
//    ending balance; a null truth field agrees with nothing), best first; a truth statement nothing agrees with takes
//    the reading at its own position if that is free. The corpus used balances only (two accounts of a combined
//    statement could cross when a balance was misread), the generator last4 + period end, then period alone (two
//    accounts of one period could cross when a last4 was misread); counting agreeing fields survives either.
//  - Rows of a reading that pairs with no truth statement are false positives (precision): a parser that splits one
//    statement in two has read rows that are not there.
//  - Header fields, field by field: bank_name lenient (lower case, non-alphanumerics removed, one containing the
//    other, the reading at least 3 letters: "wellsfargo" matches "Wells Fargo Bank, N.A.", "www.xbank.com" matches
//    "XBank"). account_holder, like descriptions, whitespace
//    collapsed and case kept (metrics.md: "as printed (whitespace collapsed)"; the corpus scorer ignored case, the
//    generator's did not, and no public set's figure differs). Balances in cents. Last4 and ISO dates exact.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ExtractedDocument } from '../../src/statements/types.ts';

/** A row as both the truth and any reading (extraction or parse result) have it. */
export interface Row { date: string; description: string; amount: number; direction: string; balance?: number | null; category?: string }
/** A statement as both the truth and any reading have it. */
export interface StatementLike {
  bank_name: string | null; account_holder: string | null; account_number_last4: string | null;
  period_start: string | null; period_end: string | null; beginning_balance: number | null; ending_balance: number | null;
  transactions: Row[];
}

export interface TruthTx { date: string; description: string; amount: number; direction: 'credit' | 'debit'; balance: number | null; category?: string }
export interface TruthStatement extends StatementLike {
  total_credits: number; total_debits: number; transactions_complete: boolean; transactions: TruthTx[];
}
export interface Truth { file: string; statements: TruthStatement[] }

export const HEADER_FIELDS = ['bank_name', 'account_holder', 'account_number_last4', 'period_start', 'period_end', 'beginning_balance', 'ending_balance'] as const;
export type HeaderField = (typeof HEADER_FIELDS)[number];

export const cents = (n: number | null | undefined): number | null => (n === null || n === undefined ? null : Math.round(n * 100));
export const normText = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
const rowKey = (x: Row): string => `${x.date}|${cents(x.amount)}|${x.direction}`;

export interface RowPairing<T extends Row, G extends Row> { pairs: { t: T; g: G }[]; missed: T[]; extra: G[] }

/** The one row-pairing rule (see the top of this file). */
export function pairRows<T extends Row, G extends Row>(truth: readonly T[], got: readonly G[]): RowPairing<T, G> {
  const free = new Map<string, G[]>();
  for (const g of got) free.set(rowKey(g), [...(free.get(rowKey(g)) ?? []), g]);
  const pairs: { t: T; g: G }[] = [];
  const later: T[] = [];
  for (const t of truth) {    // first pass: equal descriptions
    const list = free.get(rowKey(t)) ?? [];
    const j = list.findIndex((g) => normText(g.description) === normText(t.description));
    if (j < 0) { later.push(t); continue; }
    pairs.push({ t, g: list[j]! });
    list.splice(j, 1);
  }
  const missed: T[] = [];
  for (const t of later) {    // second pass: any free row of the key, in printed order
    const g = free.get(rowKey(t))?.shift();
    if (g) pairs.push({ t, g });
    else missed.push(t);
  }
  const paired = new Set<G>(pairs.map((p) => p.g));
  return { pairs, missed, extra: got.filter((g) => !paired.has(g)) };
}

export interface TxScore { truth: number; got: number; matched: number; matchedDesc: number }

export function scoreTransactions(t: readonly Row[], g: readonly Row[]): TxScore {
  const { pairs } = pairRows(t, g);
  const matchedDesc = pairs.filter((p) => normText(p.t.description) === normText(p.g.description)).length;
  return { truth: t.length, got: g.length, matched: pairs.length, matchedDesc };
}

const IDENTITY = ['account_number_last4', 'period_start', 'period_end', 'beginning_balance', 'ending_balance'] as const;
const same = (a: string | number | null, b: string | number | null): boolean => a !== null && a === b;

function agreement(t: StatementLike, g: StatementLike): number {
  let n = 0;
  for (const f of IDENTITY) {
    const money = f === 'beginning_balance' || f === 'ending_balance';
    if (money ? same(cents(t[f]), cents(g[f])) : same(t[f], g[f] ?? null)) n++;
  }
  return n;
}

/** Pairs each truth statement with a reading (or undefined): most identity fields in common first. */
export function pairStatements<G extends StatementLike>(truth: readonly StatementLike[], got: readonly G[]): Array<G | undefined> {
  const cand: { i: number; j: number; n: number }[] = [];
  truth.forEach((t, i) => got.forEach((g, j) => { const n = agreement(t, g); if (n > 0) cand.push({ i, j, n }); }));
  // Most agreeing fields first; on a tie the nearer position, then truth order.
  cand.sort((a, b) => b.n - a.n || Math.abs(a.i - a.j) - Math.abs(b.i - b.j) || a.i - b.i || a.j - b.j);
  const out: Array<G | undefined> = truth.map(() => undefined);
  const used = new Set<number>();
  for (const { i, j } of cand) {
    if (out[i] || used.has(j)) continue;
    out[i] = got[j];
    used.add(j);
  }
  truth.forEach((_, i) => { if (!out[i] && i < got.length && !used.has(i)) { out[i] = got[i]; used.add(i); } });
  return out;
}

export function bankMatches(truth: string | null, got: string | null | undefined): boolean {
  if (truth === null) return !got;
  const a = truth.toLowerCase().replace(/[^a-z0-9]/g, '');
  const b = (got ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return a.length > 0 && b.length >= 3 && (a.includes(b) || b.includes(a));
}

const headerValue = (field: HeaderField, s: StatementLike | undefined): string | number | null => (s ? s[field] ?? null : null);

/** The one header rule, field by field (see the top of this file). */
export function fieldMatches(field: HeaderField, t: StatementLike, g: StatementLike | undefined): boolean {
  const want = t[field];
  const got = headerValue(field, g);
  if (field === 'bank_name') return bankMatches(want as string | null, got as string | null);
  if (field === 'beginning_balance' || field === 'ending_balance') return cents(want as number | null) === cents(got as number | null);
  if (want === null || got === null) return want === got;
  return normText(String(want)) === normText(String(got));
}

export interface StatementScore {
  file: string;
  truthIndex: number;
  tp: number;                 // rows paired on date + amount + direction
  fp: number;
  fn: number;
  descOk: number;             // paired rows whose description is equal too
  catOk: number;              // paired rows whose category is equal (when the truth has categories)
  balanceOk: number;          // paired rows whose printed balance is equal (null = null)
  headerTotal: number;
  headerOk: number;
  failedFields: string[];     // `i.field: want .. got ..`
  exact: boolean;             // every row right (description included) and every header field right
  problems: string[];         // human-readable, a few per statement
}

const show = (x: Row) => `${x.date} ${x.direction} ${x.amount} "${x.description.slice(0, 60)}"`;

export function scoreStatement(file: string, i: number, t: StatementLike, g: StatementLike | undefined): StatementScore {
  const s: StatementScore = { file, truthIndex: i, tp: 0, fp: 0, fn: 0, descOk: 0, catOk: 0, balanceOk: 0,
    headerTotal: 0, headerOk: 0, failedFields: [], exact: false, problems: [] };
  for (const f of HEADER_FIELDS) {
    s.headerTotal++;
    if (fieldMatches(f, t, g)) { s.headerOk++; continue; }
    s.failedFields.push(`${i}.${f}: want ${JSON.stringify(t[f])} got ${JSON.stringify(g ? g[f] : undefined)}`);
    s.problems.push(`${f}: expected ${JSON.stringify(t[f])} got ${JSON.stringify(headerValue(f, g))}`);
  }
  if (!g) s.problems.unshift('statement not found');
  const { pairs, missed, extra } = pairRows(t.transactions, g?.transactions ?? []);
  s.tp = pairs.length; s.fn = missed.length; s.fp = extra.length;
  const badDesc: string[] = [], badCat: string[] = [];
  for (const { t: x, g: y } of pairs) {
    if (normText(x.description) === normText(y.description)) s.descOk++;
    else badDesc.push(`"${normText(x.description).slice(0, 70)}" got "${normText(y.description).slice(0, 70)}"`);
    if (x.category === y.category) s.catOk++;
    else badCat.push(`"${normText(x.description).slice(0, 50)}" ${x.category} got ${y.category}`);
    if (cents(x.balance) === cents(y.balance)) s.balanceOk++;
  }
  if (missed.length && g) s.problems.push(`missed ${missed.length}: ${missed.slice(0, 3).map(show).join('; ')}`);
  if (extra.length) s.problems.push(`extra ${extra.length}: ${extra.slice(0, 3).map(show).join('; ')}`);
  if (badDesc.length) s.problems.push(`description ${badDesc.length}: ${badDesc.slice(0, 2).join('; ')}`);
  if (badCat.length) s.problems.push(`category ${badCat.length}: ${badCat.slice(0, 2).join('; ')}`);
  s.exact = g !== undefined && s.fn === 0 && s.fp === 0 && s.descOk === s.tp && s.headerOk === s.headerTotal;
  return s;
}

export interface StatementsScore {
  statements: StatementScore[];
  missingStatements: number;
  extraStatements: number;
  extraRows: number;          // rows of readings that paired with no truth statement: false positives
}

export function scoreStatements(file: string, truth: readonly StatementLike[], got: readonly StatementLike[]): StatementsScore {
  const pairs = pairStatements(truth, got);
  const paired = new Set(pairs.filter((p) => p !== undefined));
  const extras = got.filter((g) => !paired.has(g));
  return { statements: truth.map((t, i) => scoreStatement(file, i, t, pairs[i])), missingStatements: truth.length - paired.size,
    extraStatements: extras.length, extraRows: extras.reduce((n, g) => n + g.transactions.length, 0) };
}

/** Row and header counts over a document, extra readings' rows included in `got`. */
export function totals(s: StatementsScore): TxScore & { headerOk: number; headerTotal: number } {
  const out = { truth: 0, got: s.extraRows, matched: 0, matchedDesc: 0, headerOk: 0, headerTotal: 0 };
  for (const x of s.statements) {
    out.truth += x.tp + x.fn; out.got += x.tp + x.fp; out.matched += x.tp; out.matchedDesc += x.descOk;
    out.headerOk += x.headerOk; out.headerTotal += x.headerTotal;
  }
  return out;
}

export interface DocScore extends StatementsScore { name: string; tx: TxScore; headerOk: number; headerTotal: number; failedFields: string[]; warnings: string[] }

/** An extraction (one PDF's reading) against its truth file: what parse-corpus prints. */
export function scoreDocument(name: string, truth: Truth, doc: ExtractedDocument): DocScore {
  const s = scoreStatements(name, truth.statements, doc.statements);
  const { headerOk, headerTotal, ...tx } = totals(s);
  return { ...s, name, tx, headerOk, headerTotal, failedFields: s.statements.flatMap((x) => x.failedFields), warnings: doc.warnings };
}

export function prf(matched: number, got: number, truth: number): { p: number; r: number; f1: number } {
  const p = got ? matched / got : truth ? 0 : 1;
  const r = truth ? matched / truth : 1;
  const f1 = p + r ? (2 * p * r) / (p + r) : 0;
  return { p, r, f1 };
}

export interface CorpusCase { pdf: string; truth: string | null; name: string }

/** Every PDF of corpus/real, corpus/samples and corpus/challenge (when present), with its own truth file when there is one. */
export function corpusCases(sharedDir: string): CorpusCase[] {
  const out: CorpusCase[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const f of readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) { walk(p); continue; }
      if (!f.endsWith('.pdf')) continue;
      const t = p.replace(/\.pdf$/, '.truth.json');
      out.push({ pdf: p, truth: existsSync(t) ? t : null, name: path.relative(sharedDir, p) });
    }
  };
  walk(path.join(sharedDir, 'corpus', 'real'));
  walk(path.join(sharedDir, 'corpus', 'samples'));
  walk(path.join(sharedDir, 'corpus', 'challenge'));
  return out;
}

export function loadTruth(p: string): Truth {
  return JSON.parse(readFileSync(p, 'utf8')) as Truth;
}
