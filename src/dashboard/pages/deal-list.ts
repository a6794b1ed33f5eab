// The deals list: search by name or external id, filter by stage, sort, pagination (25 a page).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireArea } from '../../orgs/access.ts';
import { STAGES } from '../../deals/stages.ts';
import { LIST_SORTS, type DealListQuery, type DealListRow } from '../../deals/repository.ts';
import { moneyRounded, dateTime, number } from '../format.ts';
import { html, query, type Html } from '../html.ts';
import { page } from '../layout.ts';
import { DealListQuery as ListQuerySchema, typed } from '../schemas.ts';

const PAGE_SIZE = 25;
const SORTS: Record<DealListQuery['sort'], string> = {
  updated: 'Last updated', created: 'Created', name: 'Name', stage: 'Stage',
  revenue: 'Average revenue', balance: 'Average daily balance', positions: 'Positions', matches: 'Funders matched',
};
/** Sorts whose natural first order is largest first (dates: newest; figures: biggest). */
const DESCENDING_FIRST = new Set<string>(['updated', 'created', 'revenue', 'balance', 'positions', 'matches']);

/**
 * What to review on a deal: the application's flags and its statements' (unreconciled, tamper signals, partial months,
 * unread files) and figures a person corrected, as one count; a statement that does not reconcile is named too. Second
 * column, so that it shows on a phone without scrolling the table sideways.
 */
function reviewCell(r: DealListRow): Html {
  if (!r.review_count) return html`<span class="muted">–</span>`;
  return html`<a class="badge warn" href="/app/deals/${r.id}#summary">${r.review_count} to review</a>${
    r.unreconciled ? html`<br><span class="badge bad">${r.unreconciled} unreconciled</span>` : ''}`;
}

export function dealListRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get('/deals', { schema: { querystring: ListQuerySchema } }, async (request, reply) => {
    const auth = request.session!.auth;
    requireArea(auth, 'deals');
    const raw = request.query;
    const search = (raw.q ?? '').trim().slice(0, 200);
    const stage = (STAGES as readonly string[]).includes(raw.stage ?? '') ? raw.stage! : '';
    const sort = ((LIST_SORTS as readonly string[]).includes(raw.sort ?? '') ? raw.sort : 'updated') as DealListQuery['sort'];
    const descending = raw.dir ? raw.dir !== 'asc' : DESCENDING_FIRST.has(sort);
    const pageNo = Math.max(1, Math.min(100_000, Number.parseInt(raw.page ?? '1', 10) || 1));
    const { total, rows } = await ctx.deals.list(auth, { search, stage, sort, descending, limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE });
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const keep = { q: search, stage, sort: sort === 'updated' ? null : sort, dir: raw.dir ?? null };
    // A page past the end (an old link, or deals left the filter since): the last page rather than an empty one.
    if (pageNo > pages) return reply.code(303).header('Location', `/app/deals${query({ ...keep, page: pages > 1 ? pages : null })}`).send();
    // A column heading sorts by its column: largest (or newest) first, and the other way on a second click.
    const header = (key: DealListQuery['sort'], label: string, numeric = false) => {
      const current = key === sort;
      const nextDescending = current ? !descending : DESCENDING_FIRST.has(key);
      const href = `/app/deals${query({ ...keep, sort: key === 'updated' ? null : key, dir: nextDescending === DESCENDING_FIRST.has(key) ? null : nextDescending ? 'desc' : 'asc' })}`;
      return html`<th scope="col"${numeric ? html` class="num"` : ''}${current ? html` aria-sort="${descending ? 'descending' : 'ascending'}"` : ''}><a href="${href}">${label}<span class="sr-only">, sort ${nextDescending ? 'largest first' : 'smallest first'}</span></a></th>`;
    };
    const body = html`<div class="bar"><h1>Deals</h1>${request.session!.role === 'viewer' ? '' : html`<a class="button primary" href="/app/upload">Upload statements</a>`}</div>
<form method="get" action="/app/deals" class="filters" role="search">
  <label for="q">Search</label>
  <input id="q" name="q" type="search" value="${search}" placeholder="Business name or external id">
  <label for="stage">Stage</label>
  <select id="stage" name="stage"><option value="">All stages</option>${STAGES.map((s) => html`<option${s === stage ? html` selected` : ''}>${s}</option>`)}</select>
  <label for="sort">Sort by</label>
  <select id="sort" name="sort">${Object.entries(SORTS).map(([k, label]) => html`<option value="${k}"${k === sort ? html` selected` : ''}>${label}</option>`)}</select>
  <label for="dir">Order</label>
  <select id="dir" name="dir"><option value="desc"${descending ? html` selected` : ''}>Descending</option><option value="asc"${descending ? '' : html` selected`}>Ascending</option></select>
  <button type="submit">Apply</button>
</form>
<p class="muted" id="count">${total} deal${total === 1 ? '' : 's'}${search || stage ? ' match' : ''}</p>
${rows.length === 0 ? (search || stage ? html`<p>No deals match. <a href="/app/deals">Show all deals</a></p>`
    : request.session!.role === 'viewer' ? html`<p>No deals yet.</p>`
      : html`<p>No deals yet. <a href="/app/upload">Upload bank statements</a> to create one, or create deals through the API.</p>`) : html`
<div class="table-wrap"><table class="data deal-list" aria-describedby="count">
<thead><tr>${header('name', 'Business')}<th scope="col">Review</th>${header('stage', 'Stage')}<th scope="col">External id</th><th scope="col" class="num">Requested</th>
${header('revenue', 'Avg revenue', true)}${header('balance', 'Avg daily balance', true)}${header('positions', 'Positions', true)}${header('matches', 'Matched', true)}
${header('updated', 'Updated')}</tr></thead>
<tbody>${rows.map((r) => html`<tr>
  <td><a href="/app/deals/${r.id}">${r.legal_name ?? r.trade_name ?? 'Unnamed deal'}</a>${r.trade_name && r.legal_name && r.trade_name !== r.legal_name ? html` <span class="muted">dba ${r.trade_name}</span>` : ''}</td>
  <td class="review">${reviewCell(r)}</td>
  <td class="nowrap">${r.stage}</td><td>${r.external_id ?? '–'}</td><td class="num">${moneyRounded(r.requested_amount)}</td>
  <td class="num">${moneyRounded(r.avg_monthly_revenue)}${r.avg_monthly_true_revenue !== null && r.avg_monthly_true_revenue !== r.avg_monthly_revenue ? html`<br><span class="muted">true ${moneyRounded(r.avg_monthly_true_revenue)}</span>` : ''}</td>
  <td class="num">${moneyRounded(r.avg_daily_balance)}</td><td class="num">${number(r.total_positions_count)}</td>
  <td class="num">${r.funders === null ? html`<span class="muted">–</span>` : `${r.matched ?? 0} of ${r.funders}`}</td>
  <td class="nowrap">${dateTime(r.updated_at)}</td></tr>`)}</tbody>
</table></div>`}
<nav class="pager" aria-label="Pages">
  ${pageNo > 1 ? html`<a href="/app/deals${query({ ...keep, page: pageNo - 1 })}" rel="prev">Previous</a>` : ''}
  <span>Page ${pageNo} of ${pages}</span>
  ${pageNo < pages ? html`<a href="/app/deals${query({ ...keep, page: pageNo + 1 })}" rel="next">Next</a>` : ''}
</nav>`;
    return reply.type('text/html; charset=utf-8').send(page(request, { title: 'Deals', section: 'deals', body }));
  });
}
