// Scoring a parse result against generator truth: used by test/statements/generated-layouts.ts and
// scripts/generated-accuracy.ts.

import type { ParseResult, StatementResult } from '../../../src/statements/types.ts';
import type { Truth, TruthStatement } from './truth.ts';

export interface StatementScore {
  file: string;
  truthIndex: number;
  tp: number;                 // transactions matched on date + amount + direction
  fp: number;
  fn: number;
  descOk: number;             // matched transactions whose description is equal (whitespace collapsed)
  catOk: number;              // matched transactions whose category is equal
  balanceOk: number;          // matched transactions whose printed balance is equal (null = null)
  headerTotal: number;
  headerOk: number;
  exact: boolean;             // every transaction right (incl. description) and every header field right
  problems: string[];         // human-readable, a few per statement
}

export interface DocScore {
  statements: StatementScore[];
  missingStatements: number;
  extraStatements: number;
  appTotal: number;
  appOk: number;
  monthTotal: number;
  monthOk: number;
  finTotal: number;           // financials averages + one per truth position (name, active, frequency, remit, in order)
  finOk: number;
  problems: string[];
}

const norm = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
const cents = (x: number | null | undefined): number | null => (x === null || x === undefined ? null : Math.round(x * 100));

function pairStatements(truth: TruthStatement[], got: StatementResult[]): (StatementResult | null)[] {
  const used = new Set<number>();
  return truth.map((t, i) => {
    let j = got.findIndex((g, k) => !used.has(k) && g.account_number_last4 === t.account_number_last4 && g.period_end === t.period_end);
    if (j < 0) j = got.findIndex((g, k) => !used.has(k) && g.period_end === t.period_end && g.period_start === t.period_start);
    if (j < 0 && got.length === truth.length && !used.has(i)) j = i;
    if (j < 0) return null;
    used.add(j);
    return got[j] ?? null;
  });
}

function sameBank(a: string, b: string | null | undefined): boolean {
  const f = (x: string) => x.toLowerCase().replace(/[^a-z0-9]/g, '');
  const x = f(a), y = f(b ?? '');
  return y.length >= 3 && (x.includes(y) || y.includes(x));
}

export function scoreStatement(file: string, i: number, t: TruthStatement, g: StatementResult | null): StatementScore {
  const s: StatementScore = { file, truthIndex: i, tp: 0, fp: 0, fn: t.transactions.length, descOk: 0, catOk: 0, balanceOk: 0,
    headerTotal: 0, headerOk: 0, exact: false, problems: [] };
  const header: [string, unknown, unknown][] = [
    ['bank_name', t.bank_name, g?.bank_name], ['account_holder', t.account_holder, g?.account_holder],
    ['account_number_last4', t.account_number_last4, g?.account_number_last4], ['period_start', t.period_start, g?.period_start],
    ['period_end', t.period_end, g?.period_end], ['beginning_balance', cents(t.beginning_balance), cents(g?.beginning_balance)],
    ['ending_balance', cents(t.ending_balance), cents(g?.ending_balance)],
  ];
  for (const [k, a, b] of header) {
    s.headerTotal++;
    // Bank names as the corpus score compares them: a bank printed only as a web address (`www.xbank.com`) is
    // right when its letters are the name's (lower case, non-alphanumerics removed, one containing the other).
    const ok = k === 'bank_name' ? sameBank(a as string, b as string | null | undefined) : typeof a === 'string' ? norm(a) === norm(b as string) : a === b;
    if (ok) s.headerOk++;
    else s.problems.push(`${k}: expected ${JSON.stringify(a)} got ${JSON.stringify(b ?? null)}`);
  }
  if (!g) { s.problems.unshift('statement not found'); return s; }
  s.fn = 0;
  // multiset match on date|cents|direction, preferring equal descriptions
  const pool = new Map<string, { desc: string; category: string; balance: number | null; used: boolean }[]>();
  for (const x of g.transactions) {
    const k = `${x.date}|${Math.round(x.amount * 100)}|${x.direction}`;
    pool.set(k, [...(pool.get(k) ?? []), { desc: norm(x.description), category: x.category, balance: cents(x.balance), used: false }]);
  }
  const unmatched: string[] = [];
  const badDesc: string[] = [];
  const badCat: string[] = [];
  for (const x of t.transactions) {
    const k = `${x.date}|${Math.round(x.amount * 100)}|${x.direction}`;
    const cands = (pool.get(k) ?? []).filter((c) => !c.used);
    const want = norm(x.description);
    const c = cands.find((c) => c.desc === want) ?? cands[0];
    if (!c) { s.fn++; unmatched.push(`${x.date} ${x.direction} ${x.amount} "${x.description.slice(0, 60)}"`); continue; }
    c.used = true;
    s.tp++;
    if (c.desc === want) s.descOk++;
    else badDesc.push(`"${want.slice(0, 70)}" got "${c.desc.slice(0, 70)}"`);
    if (c.category === x.category) s.catOk++;
    else badCat.push(`"${want.slice(0, 50)}" ${x.category} got ${c.category}`);
    if (c.balance === cents(x.balance)) s.balanceOk++;
  }
  const extra: string[] = [];
  for (const [k, list] of pool) for (const c of list) if (!c.used) { s.fp++; extra.push(`${k} "${c.desc.slice(0, 60)}"`); }
  if (unmatched.length) s.problems.push(`missed ${unmatched.length}: ${unmatched.slice(0, 3).join('; ')}`);
  if (extra.length) s.problems.push(`extra ${extra.length}: ${extra.slice(0, 3).join('; ')}`);
  if (badDesc.length) s.problems.push(`description ${badDesc.length}: ${badDesc.slice(0, 2).join('; ')}`);
  if (badCat.length) s.problems.push(`category ${badCat.length}: ${badCat.slice(0, 2).join('; ')}`);
  s.exact = s.fn === 0 && s.fp === 0 && s.descOk === s.tp && s.headerOk === s.headerTotal;
  return s;
}

export function scoreDocument(truth: Truth, result: ParseResult): DocScore {
  const got = result.parsing_details.statements;
  const pairs = pairStatements(truth.statements, got);
  const statements = truth.statements.map((t, i) => scoreStatement(truth.file, i, t, pairs[i] ?? null));
  const d: DocScore = { statements, missingStatements: pairs.filter((p) => !p).length,
    extraStatements: Math.max(0, got.length - pairs.filter((p) => p).length), appTotal: 0, appOk: 0, monthTotal: 0, monthOk: 0,
    finTotal: 0, finOk: 0, problems: [] };
  const a = truth.application, b = result.application;
  for (const k of ['legal_name', 'trade_name', 'type_of_entity', 'state_region', 'country'] as const) {
    d.appTotal++;
    if (norm(a[k]) === norm(b[k])) d.appOk++;
    else d.problems.push(`application.${k}: expected ${JSON.stringify(a[k])} got ${JSON.stringify(b[k])}`);
  }
  for (const m of truth.financials.months) {
    const gm = result.financials.months.find((x) => x.date === m.date);
    for (const k of ['total_credits', 'total_true_credits', 'nsf_count', 'negative_days_count'] as const) {
      d.monthTotal++;
      const ok = gm !== undefined && Math.round(gm[k] * 100) === Math.round(m[k] * 100);
      if (ok) d.monthOk++;
      else d.problems.push(`months[${m.date}].${k}: expected ${m[k]} got ${gm ? gm[k] : 'no month'}`);
    }
  }
  scoreFinancials(truth.financials, result.financials, d);
  return d;
}

const AVERAGES = ['avg_monthly_revenue', 'avg_monthly_true_revenue', 'avg_daily_balance', 'avg_negative_days_count',
  'avg_nsf_count', 'total_positions_count', 'remit_percentage'] as const;

/** Averages field by field; positions in order, each right when name, active, frequency and remit all agree. */
function scoreFinancials(t: Truth['financials'], g: ParseResult['financials'], d: DocScore): void {
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

export function summarize(layout: string, docs: DocScore[], errors: string[] = []): LayoutSummary {
  let tp = 0, fp = 0, fn = 0, desc = 0, cat = 0, hT = 0, hOk = 0, aT = 0, aOk = 0, mT = 0, mOk = 0, fT = 0, fOk = 0, n = 0, exact = 0, tx = 0;
  const examples: string[] = [...errors.slice(0, 3)];
  for (const d of docs) {
    aT += d.appTotal; aOk += d.appOk; mT += d.monthTotal; mOk += d.monthOk; fT += d.finTotal; fOk += d.finOk;
    if (d.problems.length && examples.length < 8) examples.push(`${d.statements[0]?.file}: ${d.problems.slice(0, 3).join(' | ')}`);
    for (const s of d.statements) {
      n++; tp += s.tp; fp += s.fp; fn += s.fn; desc += s.descOk; cat += s.catOk; hT += s.headerTotal; hOk += s.headerOk;
      tx += s.tp + s.fn;
      if (s.exact) exact++;
      else if (examples.length < 8) examples.push(`${s.file}#${s.truthIndex}: ${s.problems.slice(0, 3).join(' | ')}`);
    }
  }
  const p = tp + fp ? tp / (tp + fp) : 0, r = tp + fn ? tp / (tp + fn) : 0;
  return { layout, documents: docs.length + errors.length, statements: n, transactions: tx, precision: p, recall: r,
    f1: p + r ? (2 * p * r) / (p + r) : 0, descriptionAccuracy: tp ? desc / tp : 0, categoryAccuracy: tp ? cat / tp : 0,
    headerAccuracy: hT ? hOk / hT : 0, applicationAccuracy: aT ? aOk / aT : 0, monthAccuracy: mT ? mOk / mT : 0,
    financialsAccuracy: fT ? fOk / fT : 0,
    exactShare: n ? exact / n : 0, errors: errors.length, examples };
}

const pct = (x: number): string => `${(100 * x).toFixed(1).padStart(5)}%`;

export function formatSummaryTable(rows: LayoutSummary[]): string {
  const head = 'layout                        docs stmts    txns   txnF1  descr  categ  header   app  months  financ  exact';
  const lines = rows.map((r) => `${r.layout.padEnd(28)} ${String(r.documents).padStart(5)} ${String(r.statements).padStart(5)} ${String(r.transactions).padStart(7)} ` +
    `${pct(r.f1)} ${pct(r.descriptionAccuracy)} ${pct(r.categoryAccuracy)} ${pct(r.headerAccuracy)} ${pct(r.applicationAccuracy)} ${pct(r.monthAccuracy)}  ${pct(r.financialsAccuracy)} ${pct(r.exactShare)}`);
  return [head, ...lines].join('\n');
}
