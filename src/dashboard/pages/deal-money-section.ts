// The deal page's money sections: financials per month (chart and table, every figure a link to what makes it), MCA
// positions with their debits, and the statements with reconciliation, warnings and tamper signals.
import type { DealView } from '../../deals/schemas.ts';
import type { DealStatements } from '../../parsing/deal-statements.ts';
import { fromCents, METRIC_FIELD, monthBalances, positionDebitsOf, sumCents, type MonthMetric, type TransactionRef } from '../../statements/figures.ts';
import type { MonthFigures, ParseResult, Position, StatementResult } from '../../statements/index.ts';
import { date, dateTime, money, number } from '../format.ts';
import { html, type Html } from '../html.ts';
import { revenueChart } from './deal-money-chart.ts';
import { balanceChart } from './deal-balance-chart.ts';
import { documentsSection, KIND_LABEL } from './deal-documents.ts';
import {
  FREQUENCY_LABEL, maskedAccount, METRIC_LABEL, monthLabel, tamperTitle, WARNING_WORDS,
} from './deal-money-words.ts';

/** A position as the page shows it: the parsed one (with what it was computed from), or the deal's own. */
type PositionRow = Omit<Partial<Position>, 'payment_frequency' | 'active' | 'remit_percentage'> & {
  name: string; payment_frequency?: string | null; active?: boolean | null; remit_percentage?: number | null;
};
type DealMonth = NonNullable<NonNullable<DealView['financials']['months']>[number]>;

/** A remit percentage as computed (2 decimals): 7.07%. */
const remit = (v: number | null | undefined) => (typeof v === 'number' ? `${v.toFixed(2)}%` : '–');
const statementMonth = (s: StatementResult) => (s.month ? monthLabel(s.month) : '');

export const drillUrl = (dealId: string, month: string, metric: MonthMetric) => `/app/deals/${dealId}/months/${month}/${metric}`;
export const statementUrl = (dealId: string, index: number) => `/app/deals/${dealId}/statements/${index + 1}`;
export const uploadUrl = (dealId: string) => `/app/upload?deal=${encodeURIComponent(dealId)}`;

/** The figures of the deal's months that differ from what its statements give (the financials were edited by PATCH). */
export function editedFigures(deal: DealView, result: ParseResult): string[] {
  const parsed = new Map(result.financials.months.map((m) => [m.date, m]));
  const out: string[] = [];
  for (const m of deal.financials.months ?? []) {
    for (const metric of Object.keys(METRIC_FIELD) as MonthMetric[]) {
      const field = METRIC_FIELD[metric];
      if ((m[field] ?? null) !== (parsed.get(m.date)?.[field] ?? null)) out.push(`${METRIC_LABEL[metric]} of ${monthLabel(m.date)}`);
    }
  }
  return out;
}

/**
 * What the page derives from a parsed result (the debits behind each position: lender matching over every
 * transaction; each month's balances; the HTML of the debit lists, ~22 KB), once per result object. A completed
 * parsing's result is cached, frozen, by the statements service (RESULTS_CACHED in deal-statements.ts), so views of
 * the same parsing get the same object and this is done once for it; keyed weakly, it goes with that result. A result
 * read fresh (one too large to cache) is a new object on every view, so its entry lives for that view alone.
 */
type Balances = ReturnType<typeof monthBalances>;
interface Derived { debits: Map<string, TransactionRef[]>; balances: Map<string, Balances>; debitLists: Map<string, Html> }
const derivedOf = new WeakMap<ParseResult, Derived>();
function derived(result: ParseResult): Derived {
  let d = derivedOf.get(result);
  if (!d) {
    const months = new Set(result.financials.months.map((m) => m.date));
    d = { debits: positionDebitsOf(result), balances: new Map([...months].map((m) => [m, monthBalances(result, m)])), debitLists: new Map() };
    derivedOf.set(result, d);
  }
  return d;
}
/** A month no statement is of has no balances (monthBalances gives nulls for it too). */
const NO_BALANCES: Balances = { avg_daily_balance: null, ending_balance: null };
const balancesOf = (result: ParseResult, month: string): Balances => derived(result).balances.get(month) ?? NO_BALANCES;

/** The debit lists of the positions, for a deal (their links name it; a parsing is behind one deal, rarely two);
 *  remembered when the positions are the result's own (always, but for a result stored without them). */
function debitListsOf(dealId: string, result: ParseResult, positions: PositionRow[]): Html {
  const { debits, debitLists } = derived(result);
  const mine = positions === result.financials.positions;
  let lists = mine ? debitLists.get(dealId) : undefined;
  if (!lists) {
    const statements = result.parsing_details.statements;
    lists = html`${positions.filter((p) => debits.get(p.name)?.length).map((p) => positionDebitList(dealId, p.name, debits.get(p.name)!, statements))}`;
    if (mine) {
      if (debitLists.size >= 4) debitLists.clear();
      debitLists.set(dealId, lists);
    }
  }
  return lists;
}

/**
 * What the signed-in user may change on the deal's money: the correction forms under the positions
 * (deal-corrections.ts, given the parsed positions' names), and whether links to pages that change things (an upload
 * to the deal) are offered at all: a viewer would only reach the 403 page through them.
 */
/** The forms a member sees: under the positions table (adding one), and each parsed position row's "Not an MCA". */
export type MoneyForms = { positions: () => Html; notMca: (name: string) => Html; canChange: boolean };

export function moneySections(deal: DealView, money: DealStatements, forms?: MoneyForms): Html {
  const canChange = forms?.canChange ?? false;
  return html`${statusNotes(deal, money, canChange)}${monthsSection(deal, money.current?.result ?? null)}${positionsSection(deal, money.current?.result ?? null, forms)}${statementsSection(deal, money, canChange)}`;
}

function statusNotes(deal: DealView, { parsings, current }: DealStatements, canChange: boolean): Html {
  const newest = parsings[0];
  if (!newest || newest.id === current?.parsing.id) return html``;
  if (newest.status === 'queued' || newest.status === 'processing') {
    return html`<p class="notice" role="status">Statements uploaded ${dateTime(newest.created_at)} are being read; the figures below change when that completes (reload the page).</p>`;
  }
  if (newest.status === 'failed') {
    return html`<p class="error">The statements uploaded ${dateTime(newest.created_at)} could not be read: ${newest.error?.message ?? 'unknown error'}.${canChange ? html` <a href="${uploadUrl(deal.deal_id)}">Upload them again</a>.` : ''}</p>`;
  }
  return html``;
}

function monthsSection(deal: DealView, result: ParseResult | null): Html {
  const dealMonths: (DealMonth | MonthFigures)[] = deal.financials.months?.length ? deal.financials.months : (result?.financials.months ?? []);
  const f = deal.financials;
  // Corrected figures differ from the statements on purpose (the result shown is the corrected one then).
  const edited = result && !deal.corrected_fields.length ? editedFigures(deal, result) : [];
  const link = (m: { date: string }, metric: MonthMetric, text: string) => (result
    ? html`<a href="${drillUrl(deal.deal_id, m.date, metric)}">${text}<span class="sr-only">: ${METRIC_LABEL[metric]} of ${monthLabel(m.date)}, see what makes it</span></a>`
    : text);
  const rows = dealMonths.map((m) => {
    const balances = result ? balancesOf(result, m.date) : NO_BALANCES;
    return html`<tr>
  <th scope="row">${monthLabel(m.date)}</th>
  <td class="num">${number(m.deposit_count)}</td>
  <td class="num">${link(m, 'revenue', money(m.total_credits))}</td>
  <td class="num">${link(m, 'true_revenue', money(m.total_true_credits))}</td>
  <td class="num">${link(m, 'nsf', number(m.nsf_count))}</td>
  <td class="num">${link(m, 'negative_days', number(m.negative_days_count))}</td>
  <td class="num">${money(balances.avg_daily_balance)}</td>
  <td class="num">${money(balances.ending_balance)}</td>
</tr>`;
  });
  return html`<section class="card money" aria-labelledby="financials-heading">
<h2 id="financials-heading">Financials by month</h2>
${dealMonths.length === 0 ? html`<p>No monthly figures yet.</p>` : html`
${revenueChart(dealMonths.map((m) => ({ date: m.date, revenue: m.total_credits ?? null, trueRevenue: m.total_true_credits ?? null })))}
${result ? balanceChart(deal.deal_id, result) : ''}
${edited.length ? html`<p class="error">The deal's financials were changed after its statements were read, and these figures differ from the statements: ${edited.join(', ')}. The linked lists show what the statements give.</p>` : ''}
${result ? '' : html`<p class="muted">These figures were entered through the API; there are no parsed statements behind them.</p>`}
${deal.corrected_fields.includes('months') ? html`<p class="badge-line"><span class="badge warn">Corrected</span> These figures include an underwriter's corrections (see Notes and activity).</p>` : ''}
<div class="table-wrap"><table class="data months" id="months">
<caption class="sr-only">Financials by month; each revenue, true revenue, NSF and negative-days figure links to the transactions or days behind it</caption>
<thead><tr><th scope="col">Month</th><th scope="col" class="num">Deposits</th><th scope="col" class="num">Revenue</th><th scope="col" class="num">True revenue</th><th scope="col" class="num">NSF fees</th><th scope="col" class="num">Negative days</th><th scope="col" class="num">Avg daily balance</th><th scope="col" class="num">Ending balance</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Average</th><td></td><td class="num">${money(f.avg_monthly_revenue)}</td><td class="num">${money(f.avg_monthly_true_revenue)}</td><td class="num">${number(f.avg_nsf_count)}</td><td class="num">${number(f.avg_negative_days_count)}</td><td class="num">${money(f.avg_daily_balance)}</td><td></td></tr></tfoot>
</table></div>`}
</section>`;
}

function positionsSection(deal: DealView, result: ParseResult | null, forms?: MoneyForms): Html {
  // The parsed positions carry what they were computed from (payment, debits); without a parsing, the deal's own.
  const positions: PositionRow[] = result?.financials.positions ?? deal.financials.positions ?? [];
  const f = deal.financials;
  // One "Not an MCA" per parsed position, in its own row (a position the deal carries without a parsing has none).
  const rowForms = result && forms?.canChange ? forms : null;
  return html`<section class="card money" aria-labelledby="positions-heading">
<h2 id="positions-heading">MCA positions</h2>
${positions.length === 0 ? html`<p>No MCA or lender positions found in the statements.</p>` : html`
<p>${number(f.total_positions_count ?? positions.filter((p) => p.active).length)} active; total remit ${remit(f.remit_percentage)} of average monthly true revenue.</p>
<div class="table-wrap"><table class="data">
<thead><tr><th scope="col">Funder</th><th scope="col">Status</th><th scope="col">Frequency</th><th scope="col" class="num">Payment</th><th scope="col" class="num">Debits</th><th scope="col">First – last debit</th><th scope="col" class="num">Remit</th>${rowForms ? html`<th scope="col"><span class="sr-only">Correct</span></th>` : ''}</tr></thead>
<tbody>${positions.map((p) => html`<tr>
  <th scope="row">${p.name}${p.known_lender === false ? html` <span class="muted">(recurring debits)</span>` : ''}</th>
  <td>${p.active ? html`<span class="badge warn">Active</span>` : html`<span class="badge">Paid off or stopped</span>`}</td>
  <td>${p.payment_frequency ? (FREQUENCY_LABEL[p.payment_frequency] ?? p.payment_frequency) : '–'}</td>
  <td class="num">${money(p.payment_amount)}</td><td class="num">${number(p.debit_count)}</td>
  <td>${p.first_debit ? `${date(p.first_debit)} – ${date(p.last_debit)}` : '–'}</td>
  <td class="num">${remit(p.remit_percentage)}</td>${rowForms ? html`<td>${rowForms.notMca(p.name)}</td>` : ''}
</tr>`)}</tbody>
</table></div>
${result ? debitListsOf(deal.deal_id, result, positions) : ''}`}
${result && forms?.canChange ? forms.positions() : ''}
</section>`;
}

function positionDebitList(dealId: string, name: string, rows: TransactionRef[], statements: StatementResult[]): Html {
  return html`<details class="money-debits">
<summary>The ${rows.length} debits of ${name} (${money(fromCents(sumCents(rows.map((r) => r.tx.amount))))} in all)</summary>
<div class="table-wrap"><table class="data">
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Statement</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${rows.map((r) => html`<tr><td class="date">${r.tx.date}</td><td>${r.tx.description}</td><td><a href="${statementUrl(dealId, r.statement)}#t${r.index + 1}">Statement ${r.statement + 1}</a> <span class="muted">${statementMonth(statements[r.statement]!)}</span></td><td class="num">${money(r.tx.amount)}</td></tr>`)}</tbody>
</table></div>
</details>`;
}

/** Warnings of the statement's file and signals about the statement (or its whole file), in plain words. */
export function statementNotes(result: ParseResult, index: number): Html[] {
  const s = result.parsing_details.statements[index]!;
  const doc = result.parsing_details.documents[s.document];
  const out: Html[] = [];
  // Reconciliation has its own column; the file-level "unreconciled" would repeat it.
  for (const w of doc?.warnings ?? []) if (w !== 'unreconciled' && w !== 'ocr') out.push(html`${WARNING_WORDS[w] ?? w}`);
  for (const w of s.warnings ?? []) out.push(html`${WARNING_WORDS[w.code]} (${w.message})`);
  for (const t of doc?.tamper_signals ?? []) {
    if (t.code === 'unreconciled' || (t.statement !== undefined && t.statement !== index)) continue;
    out.push(html`<strong>${tamperTitle(t.code)}</strong>: ${t.message}${t.statement === undefined ? ' (the whole file)' : ''}`);
  }
  return out;
}

export function reconciliationCell(s: StatementResult): Html {
  if (s.reconciled) return html`<span class="badge ok">Reconciled</span>`;
  if (s.beginning_balance === null || s.ending_balance === null) {
    return html`<span class="badge warn">Not checked</span> <span class="muted">the statement prints no ${s.beginning_balance === null ? 'beginning' : 'ending'} balance${s.reconciliation_difference ? `; the transactions differ from the printed totals by ${money(s.reconciliation_difference)}` : ''}</span>`;
  }
  return html`<span class="badge bad">Off by ${money(s.reconciliation_difference)}</span> <span class="muted">beginning ${money(s.beginning_balance)} + credits ${money(s.total_credits)} − debits ${money(s.total_debits)} = ${money(s.beginning_balance + s.total_credits - s.total_debits)}, but the printed ending balance is ${money(s.ending_balance)}</span>`;
}

function statementsSection(deal: DealView, { current, parsings }: DealStatements, canChange: boolean): Html {
  const heading = html`<h2 id="statements-heading">Statements</h2>`;
  if (!current) {
    return html`<section class="card money" aria-labelledby="statements-heading">${heading}
<p>No parsed statements for this deal yet.${canChange ? html` <a class="button" href="${uploadUrl(deal.deal_id)}">Upload bank statements</a>` : ''}</p></section>`;
  }
  const { result, parsing } = current;
  const statements = result.parsing_details.statements;
  const unread = result.parsing_details.documents.filter((_d, i) => !statements.some((s) => s.document === i));
  // An upload to the deal is read together with the deal's earlier statements (parsing/service.ts), so the earlier
  // uploads are behind the figures too; only one read before that (its result kept no documents) is not.
  const earlier = parsings.filter((p) => p.status === 'completed' && p.id !== parsing.id);
  const together = earlier.filter((p) => current.includes.includes(p.id));
  const outside = earlier.filter((p) => !current.includes.includes(p.id));
  return html`<section class="card money" aria-labelledby="statements-heading">${heading}
<p class="muted">${statements.length} statement${statements.length === 1 ? '' : 's'} read ${dateTime(parsing.completed_at)}${together.length ? `, together with those of ${together.length === 1 ? 'an earlier upload' : `${together.length} earlier uploads`}` : ''}.${canChange ? html` <a href="${uploadUrl(deal.deal_id)}">Upload more statements</a>` : ''}</p>
<div class="table-wrap"><table class="data">
<thead><tr><th scope="col">Statement</th><th scope="col">Bank</th><th scope="col">Account</th><th scope="col">Period</th><th scope="col" class="num">Transactions</th><th scope="col">Reconciliation</th><th scope="col">Warnings and signals</th></tr></thead>
<tbody>${statements.map((s, i) => {
    const notes = statementNotes(result, i);
    return html`<tr>
  <th scope="row"><a href="${statementUrl(deal.deal_id, i)}">Statement ${i + 1}<span class="sr-only">: its transactions</span></a><br><span class="muted file-name">${result.parsing_details.documents[s.document]?.file_name ?? ''}</span></th>
  <td>${s.bank_name ?? 'Unknown bank'}</td><td>${maskedAccount(s.account_number_last4)}${s.account_type === 'credit_card' ? html`<br><span class="muted">Credit card: not in the figures</span>` : ''}</td>
  <td><span class="nowrap">${date(s.period_start)} –</span> <span class="nowrap">${date(s.period_end)}</span></td><td class="num">${number(s.transactions.length)}</td>
  <td>${reconciliationCell(s)}</td>
  <td class="notes-cell">${notes.length ? html`<ul class="money-notes">${notes.map((n) => html`<li>${n}</li>`)}</ul>` : html`<span class="muted">None</span>`}</td>
</tr>`;
  })}</tbody>
</table></div>
${outside.length ? html`<p class="muted">${outside.length === 1 ? 'An earlier upload' : `${outside.length} earlier uploads`} (read ${outside.map((p) => dateTime(p.completed_at)).join(', ')}) ${outside.length === 1 ? 'is' : 'are'} not behind the figures: read before a deal's uploads were read together. Upload ${outside.length === 1 ? 'its' : 'their'} files again to add them.</p>` : ''}
${unread.length ? html`<h3>Files with no statement read</h3><ul>${unread.map((d) => html`<li>${d.file_name}: ${d.kind ? `${KIND_LABEL[d.kind]}. ` : ''}${d.warnings.filter((w) => !(d.kind && w === 'not_a_statement')).map((w) => WARNING_WORDS[w] ?? w).join(' ') || (d.kind ? '' : 'no statement found in it.')}</li>`)}</ul>` : ''}
${documentsSection(result)}
</section>`;
}

