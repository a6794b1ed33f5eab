// A deal's figures with its corrections applied: pure. A correction names a transaction by what it is (date,
// direction, amount, description, and which of identical rows), not by where it sits, so it finds the same
// transaction in the result of a later upload (an upload to a deal is read together with its earlier statements).
// The figures are recomputed by the statements engine's own functions (monthFigures, averages, remitRaw), so a
// corrected figure is what the engine would give had it categorised the transaction that way.
import type { Category, ParseResult, Position, StatementResult, Transaction } from '../statements/index.ts';
import { accountOf, averages, isCardStatement, monthFigures, remitRaw, type MetricStatement } from '../statements/figures.ts';

export type Frequency = Position['payment_frequency'];

/** One stored correction, as the service folds them (oldest first; a later one on the same target wins). */
export type Correction =
  | { kind: 'category'; key: string; to: Category; funder?: string | null }
  | { kind: 'position'; name: string; not_mca: boolean }
  | { kind: 'position_add'; name: string; payment_amount: number; payment_frequency: Frequency; removed?: boolean };

/** The figures a correction can change, as the deal's financials name them. */
export const FIGURES = ['avg_monthly_revenue', 'avg_monthly_true_revenue', 'avg_negative_days_count', 'avg_nsf_count',
  'total_positions_count', 'remit_percentage', 'months', 'positions'] as const;

/** The keys of a statement's transactions, in order: `date|direction|amount|description#n` (n: the nth such row of the deal). */
export function transactionKeys(result: ParseResult): string[][] {
  const seen = new Map<string, number>();
  return result.parsing_details.statements.map((s) => s.transactions.map((t) => {
    const base = `${t.date}|${t.direction}|${t.amount.toFixed(2)}|${t.description}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}#${n}`;
  }));
}

interface Folded {
  categories: Map<string, Category>;
  notMca: Set<string>;
  added: Map<string, { name: string; payment_amount: number; payment_frequency: Frequency }>;
}

function fold(corrections: readonly Correction[]): Folded {
  const out: Folded = { categories: new Map(), notMca: new Set(), added: new Map() };
  for (const c of corrections) {
    if (c.kind === 'category') out.categories.set(c.key, c.to);
    else if (c.kind === 'position') { if (c.not_mca) out.notMca.add(c.name); else out.notMca.delete(c.name); }
    else if (c.removed) out.added.delete(c.name);
    else out.added.set(c.name, { name: c.name, payment_amount: c.payment_amount, payment_frequency: c.payment_frequency });
  }
  return out;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The result with the corrections applied (categories replaced, positions dropped or added, every dependent figure
 * recomputed) and which figures differ from the result's own. The result itself is not changed (it may be frozen
 * and shared); with no correction that changes anything, it is returned as is.
 */
export function applyCorrections(result: ParseResult, corrections: readonly Correction[]): { result: ParseResult; changed: string[] } {
  if (corrections.length === 0) return { result, changed: [] };
  const f = fold(corrections);
  const keys = transactionKeys(result);
  let recategorised = false;
  const statements: StatementResult[] = result.parsing_details.statements.map((s, si) => {
    let txs: Transaction[] | null = null;
    s.transactions.forEach((t, ti) => {
      const to = f.categories.get(keys[si]![ti]!);
      if (to && to !== t.category) {
        txs ??= [...s.transactions];
        txs[ti] = { ...t, category: to };
      }
    });
    if (!txs) return s;
    recategorised = true;
    return { ...s, transactions: txs };
  });
  const parsed = result.financials;
  // monthFigures reads periods, balances and transactions of a statement; the account counts each account's days once.
  const months = recategorised ? monthFigures(statements.filter((s) => !isCardStatement(s)).map((s) => ({ ...s, account: accountOf(s) }) as MetricStatement)) : parsed.months;
  const avg = recategorised ? averages(months) : {
    avg_monthly_revenue: parsed.avg_monthly_revenue, avg_monthly_true_revenue: parsed.avg_monthly_true_revenue,
    avg_negative_days_count: parsed.avg_negative_days_count, avg_nsf_count: parsed.avg_nsf_count,
  };
  // Remits are shares of true revenue: recomputed when it moved, or when the positions themselves changed.
  const positionsChanged = f.notMca.size > 0 || f.added.size > 0 || avg.avg_monthly_true_revenue !== parsed.avg_monthly_true_revenue;
  let positions = parsed.positions;
  let remit = parsed.remit_percentage;
  if (positionsChanged) {
    const kept = parsed.positions.filter((p) => !f.notMca.has(p.name));
    const added: Position[] = [...f.added.values()].filter((a) => !kept.some((p) => p.name === a.name))
      .map((a) => ({ name: a.name, active: true, payment_frequency: a.payment_frequency, remit_percentage: 0, payment_amount: a.payment_amount }));
    // Each position's share of the (possibly corrected) true revenue, from its typical payment.
    const raw = (p: Position) => remitRaw([p.payment_amount ?? 0], p.payment_frequency, avg.avg_monthly_true_revenue);
    positions = [...kept, ...added].map((p) => ({ ...p, remit_percentage: round2(raw(p)) }));
    remit = round2(positions.filter((p) => p.active).reduce((sum, p) => sum + raw(p), 0));
  }
  const financials = { ...parsed, ...avg, months, positions, remit_percentage: remit,
    total_positions_count: positions.filter((p) => p.active).length };
  const changed = FIGURES.filter((k) => JSON.stringify(financials[k]) !== JSON.stringify(parsed[k]));
  if (changed.length === 0 && !recategorised) return { result, changed: [] };
  return { result: { ...result, financials, parsing_details: { ...result.parsing_details, statements } }, changed };
}
