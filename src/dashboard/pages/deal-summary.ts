// The top of the deal page: the figures an underwriter decides on (average and true revenue, average daily balance,
// NSFs, negative days, positions and their holdback, months of statements), the funder outcome (matched N of M, the
// best offers first) and everything flagged for review, each linking to the section that explains it. Built from the
// deal, its statements and its active run, all already read for the rest of the page: no query of its own.
import type { DealView } from '../../deals/schemas.ts';
import type { MatchingView } from '../../matching/schemas.ts';
import type { DealStatements } from '../../parsing/deal-statements.ts';
import { statementReview, type StatementReview, type UnreconciledStatement } from '../../deals/statement-review.ts';
import { money, moneyRounded, number } from '../format.ts';
import { monthLabel } from './deal-money-words.ts';
import { html, type Html } from '../html.ts';
import { exportLinks } from './deal-export.ts';

const BEST_SHOWN = 3;

/** The deal's statement review: the stored one, or (a deal read before it was stored) the current result's. */
export function reviewOf(deal: DealView, current: DealStatements['current']): StatementReview | null {
  return deal.statement_review ?? (current ? statementReview(current.result) : null);
}

const period = (u: UnreconciledStatement) => (u.period_start && u.period_end ? `${u.period_start} to ${u.period_end}` : u.period_end ?? 'period not read');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The statements' part of the review (verified, unreconciled with the difference, tamper signals, partial months,
 *  unread files), as links to where it is explained. */
function statementFlags(review: StatementReview): Html[] {
  const out: Html[] = [];
  for (const u of review.unreconciled) {
    out.push(html`<a href="#statements-heading">Statement ${u.statement + 1}${u.file_name ? html` (${u.file_name}, ${period(u)})` : html` (${period(u)})`} does not reconcile: ${money(Math.abs(u.reconciliation_difference))} not accounted for</a>`);
  }
  for (const t of review.tamper_signals) out.push(html`<a href="#statements-heading">Sign of editing in ${t.file_name}: ${t.message}</a>`);
  if (review.partial_months.length) {
    out.push(html`<a href="#financials-heading">${plural(review.partial_months.length, 'partial month')} (fewer than 25 days, not averaged): ${review.partial_months.map(monthLabel).join(', ')}</a>`);
  }
  for (const d of review.unread_documents) out.push(html`<a href="#statements-heading">No statement read from ${d.file_name}</a>`);
  return out;
}

/** What needs an underwriter's eye, as links to where it is explained. */
function flagsOf(deal: DealView, { parsings, current }: DealStatements, review: StatementReview | null): Html[] {
  const out: Html[] = [];
  const n = deal.review_flags.length;
  if (n) out.push(html`<a href="#application">${n} application value${n === 1 ? '' : 's'} to review</a>`);
  const newest = parsings[0];
  if (newest && newest.id !== current?.parsing.id) {
    if (newest.status === 'failed') out.push(html`<a href="/app/upload?deal=${deal.deal_id}">The latest upload could not be read: upload the statements again</a>`);
    else if (newest.status !== 'completed') out.push(html`<a href="#statements-heading">An upload is still being read</a>`);
  }
  if (review) out.push(...statementFlags(review));
  if (deal.corrected_fields.length) {
    out.push(html`<a href="#activity">Figures corrected by a person: ${deal.corrected_fields.map((f) => FIGURE_LABEL[f] ?? f).join(', ')}</a>`);
  }
  const negative = deal.financials.avg_negative_days_count;
  if (typeof negative === 'number' && negative > 0) out.push(html`<a href="#financials-heading">Negative balance on ${number(negative)} days a month on average</a>`);
  const nsf = deal.financials.avg_nsf_count;
  if (typeof nsf === 'number' && nsf > 0) out.push(html`<a href="#financials-heading">${number(nsf)} NSF fees a month on average</a>`);
  return out;
}

/** "Statements verified: 2 of 3", the line the review opens with. */
function verifiedLine(review: StatementReview | null): Html {
  if (!review) return html``;
  const ok = review.verified === review.statements && review.tamper_signals.length === 0;
  return html`<p class="verified" id="statements-verified"><strong>Statements verified:</strong> ${review.verified} of ${review.statements}
<span class="badge ${ok ? 'ok' : 'bad'}">${ok ? 'every statement reconciles' : 'figures not verified'}</span></p>`;
}

const FIGURE_LABEL: Record<string, string> = {
  avg_monthly_revenue: 'average revenue', avg_monthly_true_revenue: 'average true revenue', avg_negative_days_count: 'negative days',
  avg_nsf_count: 'NSFs', total_positions_count: 'open positions', remit_percentage: 'holdback', months: 'months', positions: 'positions',
};

function funderOutcome(deal: DealView, pending: MatchingView | null, canMatch: boolean, stale: string | null): Html {
  const results = deal.funder_results;
  if (results.length === 0) {
    return html`<p>${pending ? 'Matching in progress.' : canMatch ? 'Not matched yet.' : 'Matching is not in your plan.'} <a href="#results">Funder results</a></p>`;
  }
  // Results are stored in the contract's order: matched first, then by score, then name.
  const matched = results.filter((r) => r.matched);
  const best = matched.slice(0, BEST_SHOWN);
  return html`<p><strong>Matched ${matched.length} of ${results.length} funder${results.length === 1 ? '' : 's'}</strong>${pending ? ' (matching again now)' : ''}${
    stale && !pending ? html` <span class="badge warn">out of date: the figures changed since</span>` : ''}.
${best.length ? html`Best: ${best.map((r, i) => html`${i ? ', ' : ''}${r.funder_name} <span class="muted">(score ${r.match_score})</span>`)}.` : ''}
<a href="#results">All funder results</a></p>`;
}

export function summarySection(deal: DealView, statements: DealStatements, options: { pending: MatchingView | null; canMatch: boolean; stale?: string | null }): Html {
  const f = deal.financials;
  const months = f.months?.length ?? 0;
  const positions = f.total_positions_count;
  const review = reviewOf(deal, statements.current);
  const flags = flagsOf(deal, statements, review);
  const corrected = new Set(deal.corrected_fields);
  const mark = (...fields: string[]) => (fields.some((k) => corrected.has(k)) ? html` <span class="badge warn">corrected</span>` : '');
  const figure = (label: string, value: string, extra: Html | string = '') => html`<div><dt>${label}</dt><dd>${value}${extra}</dd></div>`;
  return html`<section class="card summary" id="summary" aria-labelledby="summary-h">
<div class="bar"><h2 id="summary-h">Summary</h2>${exportLinks(deal)}</div>
<dl class="decision">
${figure('Avg monthly revenue', moneyRounded(f.avg_monthly_revenue), mark('avg_monthly_revenue'))}
${figure('Avg monthly true revenue', moneyRounded(f.avg_monthly_true_revenue), mark('avg_monthly_true_revenue'))}
${figure('Avg daily balance', moneyRounded(f.avg_daily_balance))}
${figure('NSFs a month', number(f.avg_nsf_count), mark('avg_nsf_count'))}
${figure('Negative days a month', number(f.avg_negative_days_count))}
${figure('Open positions', number(positions), html`${typeof f.remit_percentage === 'number' && f.remit_percentage > 0 ? html` <span class="muted">holdback ${f.remit_percentage.toFixed(1)}%</span>` : ''}${mark('total_positions_count', 'remit_percentage')}`)}
${figure('Months of statements', months ? number(months) : '–')}
</dl>
${funderOutcome(deal, options.pending, options.canMatch, options.stale ?? null)}
${verifiedLine(review)}
${flags.length ? html`<div class="flagged"><h3 id="flagged-h">Flagged for review</h3><ul aria-labelledby="flagged-h">${flags.map((x) => html`<li>${x}</li>`)}</ul></div>`
    : html`<p class="muted">Nothing flagged for review.</p>`}
</section>`;
}
