// The deal page's funder results: one row per funder with its outcome and, for a funder that did not match, why in
// plain words; under it every check (label, outcome, the deal's value, the requirement) in a <details>. Then the
// rematch button, or why there is none.
import type { FastifyRequest } from 'fastify';
import type { DealView } from '../../deals/schemas.ts';
import type { MatchingView } from '../../matching/schemas.ts';
import { dateTime, money, number } from '../format.ts';
import { html, type Html } from '../html.ts';
import { canChange } from '../roles.ts';
import { csrfField } from '../layout.ts';
import { referenceLabel } from './deal-options.ts';
import { STATEMENTS_CHECK, statementNote } from '../../matching/statement-note.ts';

type Result = DealView['funder_results'][number];
type Check = Result['matching_breakdown'][number];

const MONEY = new Set(['min_avg_monthly_revenue', 'min_avg_monthly_true_revenue', 'min_avg_daily_balance', 'requested_amount_range']);
/** Which application field a list check reads, for reference labels. */
const LIST_FIELD: Record<string, string> = {
  allowed_countries: 'country', allowed_states: 'state_region', excluded_states: 'state_region',
  excluded_industries: 'industry', excluded_entity_types: 'type_of_entity', excluded_risk_categories: 'risk',
};
const UNITS: Record<string, [string, string]> = {
  max_avg_negative_days: ['negative day a month', 'negative days a month'], max_avg_nsf_count: ['NSF a month', 'NSFs a month'],
  max_positions: ['open position', 'open positions'], min_positions: ['open position', 'open positions'],
  min_months_of_statements: ['month of statements', 'months of statements'], min_time_in_business_months: ['month', 'months'],
};

const countryCode: Record<string, string> = { US: 'United States', CA: 'Canada' };

/** One value of a check in words: "$20,000", "3 open positions", "12.5%", "Restaurant", "New York (NY)". */
function valueText(check: string, value: unknown): string {
  if (value === null || value === undefined) return 'not on the deal';
  if (typeof value === 'number') {
    if (MONEY.has(check)) return money(value);
    if (check === 'max_remit_percentage') return `${number(value)}%`;
    const unit = UNITS[check];
    return unit ? `${number(value)} ${value === 1 ? unit[0] : unit[1]}` : number(value);
  }
  if (typeof value === 'string') {
    const kind = LIST_FIELD[check];
    if (kind === 'country') return countryCode[value] ?? value;
    return kind && kind !== 'risk' ? referenceLabel(kind, value) : value;
  }
  return JSON.stringify(value);
}

/** The requirement in words: "at least $20,000", "one of NY, NJ", "none of Cannabis, Firearms", "$5,000 to $250,000". */
export function requirementText(check: string, requirement: unknown): string {
  if (check === STATEMENTS_CHECK && typeof requirement === 'string') return requirement;
  if (Array.isArray(requirement)) {
    const names = requirement.map((v) => valueText(check, v));
    if (names.length === 0) return check.startsWith('excluded_') ? 'nothing excluded' : 'nothing allowed';
    return `${check.startsWith('excluded_') ? 'none of' : 'one of'} ${names.join(', ')}`;
  }
  if (requirement && typeof requirement === 'object') {
    const r = requirement as { min?: unknown; max?: unknown };
    return `${valueText(check, r.min)} to ${valueText(check, r.max)}`;
  }
  return `${check.startsWith('max_') ? 'at most' : 'at least'} ${valueText(check, requirement)}`;
}

const OUTCOME: Record<string, [string, string]> = { pass: ['Pass', 'ok'], fail: ['Fail', 'bad'], unknown: ['Unknown', 'warn'] };
const outcomeBadge = (outcome: string) => {
  const [text, tone] = OUTCOME[outcome] ?? [outcome, 'warn'];
  return html`<span class="badge ${tone}">${text}</span>`;
};

export function verdict(r: Result): { text: string; tone: string } {
  return r.matched ? { text: 'Match', tone: 'ok' } : r.hard_decline ? { text: 'Hard decline', tone: 'bad' } : { text: 'No match', tone: 'warn' };
}

/** Why a funder did not match (or what it could not check), in plain words. */
function why(r: Result): Html {
  const failed = r.matching_breakdown.filter((c) => c.outcome === 'fail');
  const unknown = r.matching_breakdown.filter((c) => c.outcome === 'unknown' && c.check !== STATEMENTS_CHECK);
  const note = r.matching_breakdown.find((c) => c.check === STATEMENTS_CHECK);
  const failure = (c: Check) => html`<li>${c.label}${c.hard ? ' (a hard rule)' : ''}: the deal has ${valueText(c.check, c.deal_value)}.</li>`;
  const parts: Html[] = [];
  if (failed.length) {
    const hard = failed.filter((c) => c.hard);
    const lead = r.hard_decline ? `Declined: ${hard.length === 1 ? 'a hard rule fails' : `${hard.length} hard rules fail`}.` : `${failed.length} check${failed.length === 1 ? '' : 's'} fail${failed.length === 1 ? 's' : ''}.`;
    parts.push(html`<p>${lead}</p><ul class="why">${[...hard, ...failed.filter((c) => !c.hard)].map(failure)}</ul>`);
  } else if (r.matching_breakdown.every((c) => c.check === STATEMENTS_CHECK)) parts.push(html`<p class="muted">This funder sets no criteria.</p>`);
  else parts.push(html`<p>Every check passes${unknown.length ? ' or cannot be checked' : ''}.</p>`);
  if (unknown.length) {
    parts.push(html`<p class="muted">Could not be checked (no value on the deal, or one the reference data does not know): ${unknown.map((c) => c.label).join('; ')}.</p>`);
  }
  if (note) parts.push(html`<p class="unverified"><span class="badge bad">Unverified figures</span> ${String(note.deal_value)}.</p>`);
  return html`${parts}`;
}

function funderChecks(r: Result, i: number): Html {
  return html`<details class="checks"><summary>All ${r.matching_breakdown.length} check${r.matching_breakdown.length === 1 ? '' : 's'} of ${r.funder_name}</summary>
<div class="table-wrap"><table class="data" aria-label="Checks of ${r.funder_name}" id="checks-${i}">
<thead><tr><th scope="col">Check</th><th scope="col">Outcome</th><th scope="col">Deal value</th><th scope="col">Requirement</th><th scope="col">Rule</th></tr></thead>
<tbody>${r.matching_breakdown.map((c) => html`<tr class="outcome-${c.outcome}"><th scope="row">${c.label}</th><td>${outcomeBadge(c.outcome)}</td>
<td>${valueText(c.check, c.deal_value)}</td><td>${requirementText(c.check, c.requirement)}</td><td>${c.hard ? 'Hard (declines)' : 'Scored'}</td></tr>`)}</tbody>
</table></div>
</details>`;
}

/**
 * The rows of the results table, which depend on the results alone. The deals service returns the same frozen array
 * for every read of one match run (activeRunResults in matching/service.ts), so these ~30 KB of HTML are built once
 * per run and kept as long as that array is (weakly keyed: no bound of its own to mind).
 */
const renderedRows = new WeakMap<readonly Result[], Html>();
function resultRows(results: readonly Result[]): Html {
  let rows = renderedRows.get(results);
  if (rows) return rows;
  rows = html`${results.map((r, i) => {
    const v = verdict(r);
    // The checks get a full-width row of their own under the funder's, so their table is readable on a phone.
    return html`<tr class="funder"><th scope="row">${r.funder_name}</th><td><span class="badge ${v.tone}">${v.text}</span></td><td class="num">${r.match_score}</td>
<td>${why(r)}</td></tr>
<tr class="checks-row"><td colspan="4">${funderChecks(r, i)}</td></tr>`;
  })}`;
  // Only a frozen array is known not to change under the memo; any other is rendered each time.
  if (Object.isFrozen(results)) renderedRows.set(results, rows);
  return rows;
}

/** Results older than the figures, with nothing queued: say so, with the one click that refreshes them. */
function staleNote(request: FastifyRequest, deal: DealView, options: ResultsOptions): Html {
  const refresh = canChange(request) && options.canMatch
    ? html` <form method="post" action="/app/deals/${deal.deal_id}/rematch" class="inline">${csrfField(request)}<button type="submit" class="primary">Rematch on the current figures</button></form>` : '';
  return html`<div class="error stale" id="results-stale" role="note"><strong>Out of date:</strong> the figures changed ${dateTime(options.staleSince)}, after these results were made; the reasons below may quote the old figures.${refresh}</div>`;
}

/**
 * Before the funder table: the run's figures come from statements that do not reconcile or show edits (the note every
 * funder row of such a run carries; for a run stored before the note, the deal's own review says the same).
 */
function unverifiedBanner(deal: DealView): Html {
  const note = deal.funder_results[0]?.matching_breakdown.find((c) => c.check === STATEMENTS_CHECK)
    ?? statementNote(deal.statement_review);
  if (!note) return html``;
  return html`<div class="error unverified-banner" role="note" id="results-unverified"><strong>These results rest on unverified figures:</strong> ${String(note.deal_value)}.
Every funder row says so; check the statements (<a href="#statements-heading">Statements</a>) before relying on a match.</div>`;
}

export interface ResultsOptions {
  canMatch: boolean; pending: MatchingView | null;
  /** When the figures changed after the active run was made (a correction, an upload or an API change), else null. */
  staleSince: string | null;
}

/**
 * When the deal's figures changed after its funder results were made, from its log (newest first): a correction, an
 * upload or an API change of the financials newer than the newest match run. Null when the results are current.
 */
export function staleSince(activity: ReadonlyArray<{ type: string; created_at: string; data: Record<string, unknown> }>): string | null {
  for (const e of activity) {
    if (e.type === 'match_run') return null;
    const financials = e.type === 'api_change' && Array.isArray(e.data.fields) && e.data.fields.includes('financials');
    if (e.type === 'correction' || e.type === 'upload' || financials) return e.created_at;
  }
  return null;
}

export function resultsSection(request: FastifyRequest, deal: DealView, options: ResultsOptions): Html {
  const results = deal.funder_results;
  const matched = results.filter((r) => r.matched).length;
  const stale = results.length > 0 && options.staleSince !== null;
  const status = options.pending
    // A GET form rather than a link: submitting it always loads the page again, even from the same address.
    ? html`<form method="get" action="/app/deals/${deal.deal_id}#results" class="pending"><p role="status" data-matching-status="/app/deals/${deal.deal_id}/matching-status">Matching in progress (${
      options.pending.status} since ${dateTime(options.pending.created_at)}).${results.length ? (stale ? ' The results below are from the previous run, made before the figures changed.' : ' The results below are from the previous run.') : ''}</p> <button type="submit">Check again</button></form>`
    : stale ? staleNote(request, deal, options) : '';
  // "Match" until the deal has a run: there is nothing to match again before that.
  const verb = results.length === 0 ? 'Match' : 'Rematch';
  const button = !canChange(request) ? html``
    : options.canMatch
    ? html`<form method="post" action="/app/deals/${deal.deal_id}/rematch" class="rematch">${csrfField(request)}
  <button type="submit"${options.pending ? '' : html` class="primary"`}>${verb}</button>
  <span class="muted">${results.length === 0 ? 'Matches' : 'Matches again'} this deal's current application and financials against your funders.</span></form>`
    : html`<p class="muted">Matching is not available: your organization's plan does not include matching.</p>`;
  const warning = unverifiedBanner(deal);
  const body = results.length === 0
    ? html`<p>No matching results yet.${options.pending ? '' : options.canMatch ? ' Match this deal against your funders, or upload statements: an upload matches the deal when it is read.' : ''}</p>`
    : html`<p class="muted" id="results-count">${results.length} funder${results.length === 1 ? '' : 's'} evaluated, ${matched} matched.</p>
<div class="table-wrap"><table class="data results" aria-describedby="results-count">
<thead><tr><th scope="col">Funder</th><th scope="col">Outcome</th><th scope="col" class="num">Score</th><th scope="col">Why</th></tr></thead>
<tbody>${resultRows(results)}</tbody>
</table></div>`;
  return html`<section class="card" id="results" aria-labelledby="results-h">
<div class="bar"><h2 id="results-h">Funder results</h2></div>
${status}
${results.length ? warning : ''}
${body}
${button}
</section>`;
}
