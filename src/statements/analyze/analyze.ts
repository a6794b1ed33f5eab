// Analysis half of the parsing engine: ExtractedDocument[] -> ParseResult (application, financials,
// parsing_details), following shared/spec/metrics.md. Choices where metrics.md is open: docs/metrics-choices.md.
import type {
  DocumentResult, ExtractedDocument, Financials, ParseResult, StatementResult, TamperSignal, Transaction,
} from '../types.ts';
import { placeStatements, type PlacedStatement, type StatementRef } from './accounts.ts';
import { categorize } from './categories.ts';
import { fromCents, sumCents, toCents } from '../money.ts';
import { averagedMonths, averages, avgDailyBalance, dailyBalances, monthFigures, type MetricStatement } from './metrics.ts';
import { buildPositions, findRecurringDebits, fundingFromUnnamedLenders, totalRemit, type PositionTx } from './positions.ts';
import { readApplication } from './application.ts';
import { withForms } from './application-form.ts';
import { continuitySignal, metadataSignals, statementSignals } from './tamper.ts';
import { ocrWarning } from './ocr-warning.ts';
import { isCardStatement } from './cards.ts';

interface Working extends MetricStatement {
  placed: PlacedStatement;
  transactions: Transaction[];
}

/** Reconciliation: see docs/metrics-choices.md for the null-balance cases. */
export function reconcile(beginning: number | null, ending: number | null, creditsCents: number, debitsCents: number,
  printedCredits: number | null = null, printedDebits: number | null = null): { reconciled: boolean; difference: number; checkable: boolean } {
  if (beginning !== null && ending !== null) {
    const diff = toCents(beginning) + creditsCents - debitsCents - toCents(ending);
    return { reconciled: diff === 0, difference: fromCents(diff), checkable: true };
  }
  // Without both balances, the printed totals are the only check left.
  if (printedCredits !== null && printedDebits !== null) {
    const diff = (creditsCents - toCents(printedCredits)) - (debitsCents - toCents(printedDebits));
    const ok = creditsCents === toCents(printedCredits) && debitsCents === toCents(printedDebits);
    return { reconciled: ok, difference: fromCents(diff), checkable: true };
  }
  return { reconciled: false, difference: 0, checkable: false };
}

/** The currency with the most transactions among the statements that print one (null when none does). */
function mainCurrency(stmts: { currency: string | null; n: number }[]): string | null {
  const by = new Map<string, number>();
  for (const s of stmts) if (s.currency) by.set(s.currency, (by.get(s.currency) ?? 0) + s.n + 1);
  return [...by.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function analyze(documents: ExtractedDocument[]): ParseResult {
  const refs: StatementRef[] = [];
  documents.forEach((doc, d) => doc.statements.forEach((src, i) => refs.push({ document: d, index: i, src })));
  const { statements: placed, duplicates } = placeStatements(refs);

  const docResults: DocumentResult[] = documents.map(documentResult);
  for (const dup of duplicates) warn(docResults, dup.document, 'duplicate_statement');

  const working = placed.map(workingStatement);
  // Figures are per currency, never mixed: the financials count the statements of the main currency (the one with the
  // most transactions; a statement whose currency is not printed counts with it) and say which it is.
  // A credit card is not the business's bank account: its statements are returned with their rows but count in no
  // figure (revenue, balances, negative days, months, NSFs, positions) nor in choosing the figures' currency.
  const bank = working.filter((w) => !isCardStatement(w.placed.src));
  const currency = mainCurrency(bank.map((w) => ({ currency: w.placed.src.currency ?? null, n: w.transactions.length })));
  const counted = bank.filter((w) => !currency || (w.placed.src.currency ?? currency) === currency);
  const lenders = markLenderRows(counted);

  // Statement results and per-statement signals.
  const statements = working.map((w, k) => statementResult(w, k, docResults));
  addContinuitySignals(working, docResults);
  const figures = financials(counted, lenders, currency);
  warnPartialMonths(figures, counted, docResults);

  return {
    application: withForms(readApplication(working.map((w) => w.placed.src)), documents),
    financials: figures,
    parsing_details: { documents: docResults, statements },
  };
}

function documentResult(doc: ExtractedDocument): DocumentResult {
  return {
    file_name: doc.file_name, pages: doc.pages, text_layer: doc.text_layer, producer: doc.producer,
    creator: doc.creator, warnings: [...doc.warnings], tamper_signals: metadataSignals(doc),
    ...(doc.warning_details ? { warning_details: doc.warning_details } : {}),
    ...(doc.kind ? { kind: doc.kind, kind_confidence: doc.kind_confidence ?? 0, kind_reason: doc.kind_reason ?? '' } : {}),
    ...(doc.form ? { form: doc.form } : {}),
    ...(doc.parts ? { parts: doc.parts } : {}),
  };
}

/** Adds a warning to document d once. */
function warn(docResults: DocumentResult[], d: number, w: DocumentResult['warnings'][number]): void {
  const r = docResults[d];
  if (r && !r.warnings.includes(w)) r.warnings.push(w);
}

/**
 * Every month partial (a month-to-date printout, a 12-day statement): the averages are then taken over them all, and
 * each document whose statements count says so, with the days covered.
 */
function warnPartialMonths(f: Financials, counted: Working[], docResults: DocumentResult[]): void {
  if (!averagedMonths(f.months).partialOnly) return;
  const days = f.months.map((m) => `${m.date}: ${m.days_covered} days`).join(', ');
  for (const d of new Set(counted.map((w) => w.placed.document))) {
    warn(docResults, d, 'partial_months_only');
    const r = docResults[d]!;
    (r.warning_details ??= []).push({
      code: 'partial_months_only',
      message: `every month is partial (${days}; a full month covers at least 25 days): the averages are over these partial months`,
    });
  }
}

/** A placed statement with each row's category read from the row itself. */
function workingStatement(p: PlacedStatement): Working {
  return {
    placed: p, account: p.account, period_start: p.period_start, period_end: p.period_end, month: p.month,
    beginning_balance: p.src.beginning_balance, ending_balance: p.src.ending_balance,
    ...(p.src.printed_daily_balances?.length ? { printed_daily_balances: p.src.printed_daily_balances } : {}),
    transactions: p.src.transactions.map((t) => ({
      date: t.date, description: t.description, amount: t.amount, direction: t.direction, balance: t.balance,
      category: categorize(t),
    })),
  };
}

/** A counted row as the position finder sees it, with the row itself to re-categorize. */
type LenderTx = PositionTx & { tx: Transaction };
interface Lenders { posTxs: LenderTx[]; recurring: Map<LenderTx, string> }

/** Unnamed recurring fixed debits become mca_payment, and their funders' credits loan_proceeds (rows change in place). */
function markLenderRows(counted: Working[]): Lenders {
  const posTxs: LenderTx[] = [];
  for (const w of counted) for (const tx of w.transactions) posTxs.push({ ...tx, account: w.account, tx });
  const recurring = findRecurringDebits(posTxs);
  for (const [p] of recurring) { p.tx.category = 'mca_payment'; p.category = 'mca_payment'; }
  // A funder found only by its recurring debits is a lender too: its FUNDING/ADVANCE/LOAN credit is loan proceeds.
  for (const p of fundingFromUnnamedLenders(posTxs, new Set(recurring.values()))) {
    p.tx.category = 'loan_proceeds'; p.category = 'loan_proceeds';
  }
  return { posTxs, recurring };
}

/** Statement k's result; its signals and an unreconciled warning go to its document. */
function statementResult(w: Working, k: number, docResults: DocumentResult[]): StatementResult {
  const credits = sumCents(w.transactions.filter((t) => t.direction === 'credit').map((t) => t.amount));
  const debits = sumCents(w.transactions.filter((t) => t.direction === 'debit').map((t) => t.amount));
  const src = w.placed.src;
  const rec = reconcile(src.beginning_balance, src.ending_balance, credits, debits, src.printed_total_credits, src.printed_total_debits);
  const signals: TamperSignal[] = statementSignals(src, k);
  if (rec.checkable && !rec.reconciled) {
    warn(docResults, w.placed.document, 'unreconciled');
    signals.push({ code: 'unreconciled', statement: k, message: `statement does not reconcile by ${rec.difference.toFixed(2)}` });
    // Say what failed, in figures: no reading of the rows made the printed balances agree.
    const d = docResults[w.placed.document];
    if (d) {
      (d.warning_details ??= []).push({
        code: 'unreconciled',
        message: `statement ${k + 1} (${src.account_number_last4 ? `...${src.account_number_last4}, ` : ''}${w.month}): beginning ${src.beginning_balance?.toFixed(2)} + credits ${fromCents(credits).toFixed(2)} - debits ${fromCents(debits).toFixed(2)} differs from the printed ending ${src.ending_balance?.toFixed(2)} by ${rec.difference.toFixed(2)}; no reading of the rows verified`,
      });
    }
  }
  docResults[w.placed.document]?.tamper_signals.push(...signals);
  return {
    document: w.placed.document, bank_name: src.bank_name, account_holder: src.account_holder,
    account_holder_confidence: src.account_holder ? src.account_holder_confidence ?? null : null,
    account_number_last4: src.account_number_last4, period_start: w.period_start, period_end: w.period_end,
    month: w.month, beginning_balance: src.beginning_balance, ending_balance: src.ending_balance,
    total_credits: fromCents(credits), total_debits: fromCents(debits), reconciled: rec.reconciled,
    // A card's balance is money owed, not the business's money on a day: no daily balances (nor their negative days).
    reconciliation_difference: rec.difference, transactions: w.transactions, daily_balances: isCardStatement(src) ? [] : dailyBalances(w),
    ...(src.currency ? { currency: src.currency } : {}),
    ...(isCardStatement(src) ? { account_type: 'credit_card' as const } : {}),
    ...(src.pending_transactions?.length ? { pending_transactions: src.pending_transactions.map(({ description, amount, direction }) => ({ description, amount, direction })) } : {}),
    ...(src.ocr ? { warnings: [ocrWarning(src.ocr)] } : {}),
  };
}

/** Balance continuity between consecutive statements of each account. */
function addContinuitySignals(working: Working[], docResults: DocumentResult[]): void {
  const byAccount = new Map<string, number[]>();
  working.forEach((w, k) => byAccount.set(w.account, [...(byAccount.get(w.account) ?? []), k]));
  for (const idx of byAccount.values()) {
    const sorted = [...idx].sort((a, b) => (working[a]!.period_end ?? '').localeCompare(working[b]!.period_end ?? ''));
    for (let i = 1; i < sorted.length; i++) {
      const prev = working[sorted[i - 1]!]!;
      const cur = working[sorted[i]!]!;
      const sig = continuitySignal(prev.placed.src, prev.period_end, cur.placed.src, cur.period_start, sorted[i]!);
      if (sig) docResults[cur.placed.document]?.tamper_signals.push(sig);
    }
  }
}

/** Financials of the counted (main-currency) statements. */
function financials(counted: Working[], { posTxs, recurring }: Lenders, currency: string | null): Financials {
  const months = monthFigures(counted);
  const avg = averages(months);
  const latestEnd = new Map<string, string>();
  for (const w of counted) {
    if (w.period_end && (latestEnd.get(w.account) ?? '') < w.period_end) latestEnd.set(w.account, w.period_end);
  }
  const details = buildPositions(posTxs, recurring, latestEnd, avg.avg_monthly_true_revenue);
  const positions = details.map(({ last_amounts: _omit, ...p }) => p);
  return {
    ...avg,
    avg_daily_balance: avgDailyBalance(counted),
    total_positions_count: positions.filter((p) => p.active).length,
    remit_percentage: totalRemit(details, avg.avg_monthly_true_revenue),
    months,
    positions,
    ...(currency ? { currency } : {}),
  };
}
