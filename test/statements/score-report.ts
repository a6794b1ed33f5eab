// A whole parse result (statements, application, months, financials) against a truth with those parts: the
// generated-statement tests and scripts (generated-accuracy, truth-accuracy), and the per-layout table they print.
// Statements and rows are paired and compared by score.ts, the one scorer; this file adds only the figures a
// ParseResult has beyond the statements, and the summary.

import type { ParseResult } from '../../src/statements/types.ts';
import { cents, normText, scoreStatements, type StatementScore, type StatementsScore, type TruthStatement } from './score.ts';
import type { Truth as GeneratedTruth } from './generator/truth.ts';

/** What a whole-result truth carries: the generator's truth, the challenge set's group truths. */
export type ResultTruth = Pick<GeneratedTruth, 'file' | 'application' | 'financials'> & { statements: readonly TruthStatement[] | GeneratedTruth['statements'] };

export interface ResultScore extends StatementsScore {
  appTotal: number;
  appOk: number;
  monthTotal: number;
  monthOk: number;
  finTotal: number;           // financials averages + one per truth position (name, active, frequency, remit, in order)
  finOk: number;
  problems: string[];
}

export function scoreParse(truth: ResultTruth, result: ParseResult): ResultScore {
  const d: ResultScore = { ...scoreStatements(truth.file, truth.statements, result.parsing_details.statements),
    appTotal: 0, appOk: 0, monthTotal: 0, monthOk: 0, finTotal: 0, finOk: 0, problems: [] };
  const a = truth.application, b = result.application;
  for (const k of ['legal_name', 'trade_name', 'type_of_entity', 'state_region', 'country'] as const) {
    d.appTotal++;
    if (normText(a[k]) === normText(b[k])) d.appOk++;
    else d.problems.push(`application.${k}: expected ${JSON.stringify(a[k])} got ${JSON.stringify(b[k])}`);
  }
  for (const m of truth.financials.months) {
    const gm = result.financials.months.find((x) => x.date === m.date);
    for (const k of ['total_credits', 'total_true_credits', 'nsf_count', 'negative_days_count'] as const) {
      d.monthTotal++;
      if (gm !== undefined && cents(gm[k]) === cents(m[k])) d.monthOk++;
      else d.problems.push(`months[${m.date}].${k}: expected ${m[k]} got ${gm ? gm[k] : 'no month'}`);
    }
    // metrics.md's month extensions, where the truth carries them.
    for (const k of ['days_covered', 'partial'] as const) {
      if (m[k] === undefined) continue;
      d.monthTotal++;
      if (gm !== undefined && gm[k] === m[k]) d.monthOk++;
      else d.problems.push(`months[${m.date}].${k}: expected ${m[k]} got ${gm ? gm[k] : 'no month'}`);
    }
  }
  scoreFinancials(truth.financials, result.financials, d);
  return d;
}

const AVERAGES = ['avg_monthly_revenue', 'avg_monthly_true_revenue', 'avg_daily_balance', 'avg_negative_days_count',
  'avg_nsf_count', 'total_positions_count', 'remit_percentage'] as const;

/** Averages field by field; positions in order, each right when name, active, frequency and remit all agree. */
function scoreFinancials(t: ResultTruth['financials'], g: ParseResult['financials'], d: ResultScore): void {
  for (const k of AVERAGES) {
    d.finTotal++;
    if (cents(t[k]) === cents(g[k])) d.finOk++;
    else d.problems.push(`financials.${k}: expected ${t[k]} got ${g[k]}`);
  }
  const show = (p: { name: string; active: boolean; payment_frequency: string; remit_percentage: number } | undefined) =>
    p ? `${p.name}/${p.active ? 'active' : 'inactive'}/${p.payment_frequency}/${p.remit_percentage}` : 'none';
  const n = Math.max(t.positions.length, g.positions.length);
  for (let i = 0; i < n; i++) {
    const a = t.positions[i], b = g.positions[i];
    d.finTotal++;
    if (show(a) === show(b)) d.finOk++;
    else d.problems.push(`positions[${i}]: expected ${show(a)} got ${show(b)}`);
  }
}

export interface LayoutSummary {
  layout: string;
  documents: number;
  statements: number;
  transactions: number;
  precision: number;
  recall: number;
  f1: number;
  descriptionAccuracy: number;
  categoryAccuracy: number;
  headerAccuracy: number;
  applicationAccuracy: number;
  monthAccuracy: number;
  financialsAccuracy: number;
  exactShare: number;
  errors: number;             // documents where the parser threw
  examples: string[];
}

const ratio = (a: number, b: number): number => (b ? a / b : 0);

export function summarize(layout: string, docs: ResultScore[], errors: string[] = []): LayoutSummary {
  let tp = 0, fp = 0, fn = 0, desc = 0, cat = 0, hT = 0, hOk = 0, aT = 0, aOk = 0, mT = 0, mOk = 0, fT = 0, fOk = 0, n = 0, exact = 0;
  const examples: string[] = [...errors.slice(0, 3)];
  const note = (s: string) => { if (examples.length < 8) examples.push(s); };
  for (const d of docs) {
    aT += d.appTotal; aOk += d.appOk; mT += d.monthTotal; mOk += d.monthOk; fT += d.finTotal; fOk += d.finOk;
    fp += d.extraRows;        // rows of readings that paired with no truth statement
    if (d.problems.length) note(`${d.statements[0]?.file}: ${d.problems.slice(0, 3).join(' | ')}`);
    if (d.extraStatements) note(`${d.statements[0]?.file}: ${d.extraStatements} statement(s) read that are not in the truth (${d.extraRows} rows)`);
    for (const s of d.statements as StatementScore[]) {
      n++; tp += s.tp; fp += s.fp; fn += s.fn; desc += s.descOk; cat += s.catOk; hT += s.headerTotal; hOk += s.headerOk;
      if (s.exact) exact++;
      else note(`${s.file}#${s.truthIndex}: ${s.problems.slice(0, 3).join(' | ')}`);
    }
  }
  const p = ratio(tp, tp + fp), r = ratio(tp, tp + fn);
  return { layout, documents: docs.length + errors.length, statements: n, transactions: tp + fn, precision: p, recall: r,
    f1: p + r ? (2 * p * r) / (p + r) : 0, descriptionAccuracy: ratio(desc, tp), categoryAccuracy: ratio(cat, tp),
    headerAccuracy: ratio(hOk, hT), applicationAccuracy: ratio(aOk, aT), monthAccuracy: ratio(mOk, mT),
    financialsAccuracy: ratio(fOk, fT), exactShare: ratio(exact, n), errors: errors.length, examples };
}

const pct = (x: number): string => `${(100 * x).toFixed(1).padStart(5)}%`;

export function formatSummaryTable(rows: LayoutSummary[]): string {
  const head = 'layout                        docs stmts    txns   txnF1  descr  categ  header   app  months  financ  exact';
  const lines = rows.map((r) => `${r.layout.padEnd(28)} ${String(r.documents).padStart(5)} ${String(r.statements).padStart(5)} ${String(r.transactions).padStart(7)} ` +
    `${pct(r.f1)} ${pct(r.descriptionAccuracy)} ${pct(r.categoryAccuracy)} ${pct(r.headerAccuracy)} ${pct(r.applicationAccuracy)} ${pct(r.monthAccuracy)}  ${pct(r.financialsAccuracy)} ${pct(r.exactShare)}`);
  return [head, ...lines].join('\n');
}
