// The pages under a deal's money: what makes one monthly figure (the transactions or the days, with their total), and
// one statement's transactions with a category filter and a text search (GET form, works without script).
import type { DealView } from '../../deals/schemas.ts';
import {
  fromCents, METRIC_FIELD, MONTH_METRICS, negativeDaysBehind, sumCents, totalOf, transactionsBehind, type MonthMetric,
} from '../../statements/figures.ts';
import type { Category, ParseResult } from '../../statements/index.ts';
import { date, money, number } from '../format.ts';
import { html, type Html } from '../html.ts';
import { drillUrl, reconciliationCell, statementNotes, statementUrl } from './deal-money-section.ts';
import { CATEGORIES_OF } from '../../deals/corrections.ts';
import { CATEGORIES, CATEGORY_LABEL, dealName, maskedAccount, METRIC_LABEL, METRIC_MEANS, monthLabel, statementName } from './deal-money-words.ts';

const figure = (metric: MonthMetric, value: number | null | undefined) =>
  (metric === 'revenue' || metric === 'true_revenue' ? money(value) : number(value));

function crumbs(deal: DealView, here: string): Html {
  return html`<nav class="money-crumbs" aria-label="Breadcrumb"><a href="/app/deals">Deals</a> › <a href="/app/deals/${deal.deal_id}">${dealName(deal.application)}</a> › <span aria-current="page">${here}</span></nav>`;
}

/** The months that exist on the deal or in its statements, oldest first. */
export const monthsOf = (deal: DealView, result: ParseResult): string[] =>
  [...new Set([...(deal.financials.months ?? []).map((m) => m.date), ...result.financials.months.map((m) => m.date)])].sort();

export function drillDownPage(deal: DealView, result: ParseResult, month: string, metric: MonthMetric): { title: string; body: Html } {
  const field = METRIC_FIELD[metric];
  const shown = deal.financials.months?.find((m) => m.date === month)?.[field];
  const statements = result.parsing_details.statements;
  const months = monthsOf(deal, result);
  const at = months.indexOf(month);
  const title = `${METRIC_LABEL[metric]} of ${monthLabel(month)}`;
  let listed: number;
  let table: Html;
  // Short in a row (the month is the page's); the account tells statements of two accounts apart.
  const stmtLink = (i: number, anchor = '') => html`<a href="${statementUrl(deal.deal_id, i)}${anchor}">Statement ${i + 1}</a> <span class="muted">${maskedAccount(statements[i]!.account_number_last4)}</span>`;
  if (metric === 'negative_days') {
    const days = negativeDaysBehind(result, month);
    listed = days.length;
    table = days.length === 0 ? html`<p>No day of this month ended below zero.</p>` : html`<div class="table-wrap"><table class="data" aria-describedby="listed">
<thead><tr><th scope="col">Date</th><th scope="col" class="num">End-of-day balance</th><th scope="col">Statement</th></tr></thead>
<tbody>${days.map((d) => html`<tr><td class="date">${d.date}</td><td class="num money-negative">${money(d.balance)}</td><td>${stmtLink(d.statement)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row">Total</th><td class="num">${number(days.length)} day${days.length === 1 ? '' : 's'}</td><td></td></tr></tfoot>
</table></div>`;
  } else {
    const rows = transactionsBehind(result, month, metric);
    listed = totalOf(metric, rows);
    table = rows.length === 0 ? html`<p>No transaction of this month counts here.</p>` : html`<div class="table-wrap"><table class="data" aria-describedby="listed">
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Category</th><th scope="col">Statement</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${rows.map((r) => html`<tr><td class="date">${r.tx.date}</td><td>${r.tx.description}</td><td class="category">${CATEGORY_LABEL[r.tx.category]}</td><td>${stmtLink(r.statement, `#t${r.index + 1}`)}</td><td class="num">${money(r.tx.amount)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row" colspan="4">Total (${number(rows.length)} transaction${rows.length === 1 ? '' : 's'})</th><td class="num" id="total">${figure(metric, listed)}${metric === 'nsf' ? html` <span class="muted">(${money(fromCents(sumCents(rows.map((r) => r.tx.amount))))} in fees)</span>` : ''}</td></tr></tfoot>
</table></div>`;
  }
  const agrees = shown === undefined || shown === null || shown === listed;
  const body = html`${crumbs(deal, title)}
<h1>${title}</h1>
<p>${METRIC_MEANS[metric]}</p>
<nav class="money-tabs" aria-label="Figures of ${monthLabel(month)}">${MONTH_METRICS.map((m) => (m === metric
    ? html`<span aria-current="page">${METRIC_LABEL[m]}</span>` : html`<a href="${drillUrl(deal.deal_id, month, m)}">${METRIC_LABEL[m]}</a>`))}
${at > 0 ? html`<a href="${drillUrl(deal.deal_id, months[at - 1]!, metric)}" rel="prev">← ${monthLabel(months[at - 1]!)}</a>` : ''}
${at >= 0 && at < months.length - 1 ? html`<a href="${drillUrl(deal.deal_id, months[at + 1]!, metric)}" rel="next">${monthLabel(months[at + 1]!)} →</a>` : ''}</nav>
<p id="listed" class="money-figure">The deal shows <strong id="shown">${figure(metric, shown)}</strong>; ${metric === 'negative_days' ? html`these are <strong>${number(listed)}</strong> day${listed === 1 ? '' : 's'}` : metric === 'nsf' ? html`these are <strong>${number(listed)}</strong> fee line${listed === 1 ? '' : 's'}` : html`these transactions add up to <strong>${figure(metric, listed)}</strong>`}.</p>
${agrees ? '' : html`<p class="error">The deal's figure was changed after the statements were read: the statements give ${figure(metric, listed)}.</p>`}
${table}`;
  return { title, body };
}

export interface TransactionFilters { category: Category | ''; q: string }

/** `canChange`: whether each row links to its recategorisation (a viewer would only reach the 403 page). */
export function transactionsPage(deal: DealView, result: ParseResult, index: number, filters: TransactionFilters, canChange: boolean, csrf: Html = html``): { title: string; body: Html } {
  const s = result.parsing_details.statements[index]!;
  const title = statementName(s, index);
  const counts = new Map<Category, number>();
  for (const t of s.transactions) counts.set(t.category, (counts.get(t.category) ?? 0) + 1);
  const needle = filters.q.toLowerCase();
  const shown: number[] = [];
  s.transactions.forEach((t, i) => {
    if (filters.category && t.category !== filters.category) return;
    if (needle && !t.description.toLowerCase().includes(needle) && !t.amount.toFixed(2).includes(needle)) return;
    shown.push(i);
  });
  const printedBalances = s.transactions.some((t) => t.balance !== null);
  const notes = statementNotes(result, index);
  const filtered = !!(filters.category || filters.q);
  const body = html`${crumbs(deal, `Statement ${index + 1}`)}
<h1>${title}</h1>
<dl class="money-facts">
  <div><dt>File</dt><dd>${result.parsing_details.documents[s.document]?.file_name ?? '–'}</dd></div>
  <div><dt>Account</dt><dd>${s.account_holder ?? '–'}, ${maskedAccount(s.account_number_last4)}</dd></div>
  <div><dt>Period</dt><dd>${date(s.period_start)} – ${date(s.period_end)}</dd></div>
  <div><dt>Beginning balance</dt><dd>${money(s.beginning_balance)}</dd></div>
  <div><dt>Credits</dt><dd>${money(s.total_credits)}</dd></div>
  <div><dt>Debits</dt><dd>${money(s.total_debits)}</dd></div>
  <div><dt>Ending balance</dt><dd>${money(s.ending_balance)}</dd></div>
  <div><dt>Reconciliation</dt><dd>${reconciliationCell(s)}</dd></div>
</dl>
${notes.length ? html`<h2>Warnings and signals</h2><ul class="money-notes">${notes.map((n) => html`<li>${n}</li>`)}</ul>` : ''}
<h2>Transactions</h2>
<form method="get" action="${statementUrl(deal.deal_id, index)}" class="filters" role="search">
  <label for="category">Category</label>
  <select id="category" name="category" data-autosubmit><option value="">All categories (${number(s.transactions.length)})</option>${CATEGORIES.filter((c) => counts.has(c)).map((c) => html`<option value="${c}"${c === filters.category ? html` selected` : ''}>${CATEGORY_LABEL[c]} (${number(counts.get(c))})</option>`)}</select>
  <label for="q">Search</label>
  <input id="q" name="q" type="search" value="${filters.q}" placeholder="Description or amount">
  <button type="submit">Apply</button>
  ${filtered ? html`<a href="${statementUrl(deal.deal_id, index)}">Show all</a>` : ''}
</form>
<p class="muted" id="count" role="status">${filtered ? `${number(shown.length)} of ${number(s.transactions.length)} transactions match` : `${number(s.transactions.length)} transactions`}</p>
${shown.length === 0 ? html`<p>No transaction matches.</p>` : html`${canChange ? bulkForm(deal, index, csrf) : ''}<div class="table-wrap"><table class="data transactions" aria-describedby="count">
<thead><tr>${canChange ? html`<th scope="col"><span class="sr-only">Select</span><input type="checkbox" data-select-all="rows" aria-label="Select every transaction shown" hidden></th>` : ''}<th scope="col">Date</th><th scope="col">Description</th><th scope="col">Category</th><th scope="col" class="num">Debit</th><th scope="col" class="num">Credit</th>${printedBalances ? html`<th scope="col" class="num">Printed balance</th>` : ''}${canChange ? html`<th scope="col"><span class="sr-only">Correct</span></th>` : ''}</tr></thead>
<tbody>${shown.map((i) => {
    const t = s.transactions[i]!;
    const amount = money(t.amount);
    return html`<tr id="t${i + 1}">${canChange ? html`<td class="pick"><input type="checkbox" name="rows" value="${i + 1}" form="recategorise" id="pick-${i + 1}" aria-label="Select transaction ${i + 1}: ${t.date} ${t.description} ${amount}"></td>` : ''}<td class="date">${t.date}</td><td>${t.description}</td><td class="category">${CATEGORY_LABEL[t.category]}</td><td class="num">${t.direction === 'debit' ? amount : ''}</td><td class="num">${t.direction === 'credit' ? amount : ''}</td>${printedBalances ? html`<td class="num">${t.balance === null ? '' : money(t.balance)}</td>` : ''}${canChange ? html`<td><a href="${statementUrl(deal.deal_id, index)}/transactions/${i + 1}">Recategorise<span class="sr-only"> transaction ${i + 1}</span></a></td>` : ''}</tr>`;
  })}</tbody>
</table></div>`}`;
  return { title, body };
}

/** Several rows recategorised at once: tick them in the table under it, then one action (issue 34, item 4). The
 *  categories are grouped by direction; a category that does not fit a ticked row's direction is refused with the
 *  reason. Above the table, so the action is in reach however long the list. */
function bulkForm(deal: DealView, index: number, csrf: Html): Html {
  const group = (label: string, dir: 'credit' | 'debit') => html`<optgroup label="${label}">${CATEGORIES_OF[dir].map((c) => html`<option value="${c}">${CATEGORY_LABEL[c]}</option>`)}</optgroup>`;
  return html`<form method="post" action="${statementUrl(deal.deal_id, index)}/recategorise" id="recategorise" class="bulk-recategorise">${csrf}
<fieldset><legend>Recategorise the selected transactions</legend>
<div class="row">
<div class="stack"><label for="bulk-category">New category</label><select id="bulk-category" name="category" required><option value="">Choose…</option>${group('Money in (credits)', 'credit')}${group('Money out (debits)', 'debit')}</select></div>
<div class="stack"><label for="bulk-funder">MCA funder <span class="muted">(for MCA payments)</span></label><input id="bulk-funder" name="funder" maxlength="200"></div>
<div class="stack"><label for="bulk-note">Note</label><input id="bulk-note" name="note" maxlength="2000"></div>
<button type="submit" class="primary">Recategorise selected</button>
</div></fieldset></form>`;
}

