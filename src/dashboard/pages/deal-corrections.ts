// Corrections on the dashboard (src/deals/corrections.ts does the work): recategorise a transaction from its
// statement page, mark a position as not MCA or add one from the deal page, notes, and the deal's activity log.
// Every form posts, goes through the service (org-scoped, one transaction) and redirects back (Post/Redirect/Get).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ActivityEntry } from '../../deals/corrections-repository.ts';
import { CATEGORIES_OF } from '../../deals/corrections.ts';
import type { DealView } from '../../deals/schemas.ts';
import { notFound } from '../../platform/errors.ts';
import type { ParseResult } from '../../statements/index.ts';
import { dateTime, money } from '../format.ts';
import { field, fields, type Form } from '../form.ts';
import { html, type Html } from '../html.ts';
import { canChange } from '../roles.ts';
import { csrfField, page } from '../layout.ts';
import { statementUrl } from './deal-money-section.ts';
import { fieldLabel } from './deal-application.ts';
import { IdParams, StatementParams, TransactionParams, typed } from '../schemas.ts';
import { CATEGORY_LABEL, dealName, FREQUENCY_LABEL } from './deal-money-words.ts';

const FIGURE_LABEL: Record<string, string> = {
  avg_monthly_revenue: 'avg revenue', avg_monthly_true_revenue: 'avg true revenue', avg_nsf_count: 'NSFs a month',
  total_positions_count: 'open positions', remit_percentage: 'holdback %',
};
const fig = (v: unknown) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : '–');

/** One log entry in words. */
function entryText(e: ActivityEntry): Html {
  const d = e.data as Record<string, any>;
  const figures = d.figures && Object.keys(d.figures).length
    ? html` <span class="muted">(${Object.entries(d.figures as Record<string, [unknown, unknown]>).map(([k, [a, b]], i) => html`${i ? '; ' : ''}${FIGURE_LABEL[k] ?? k} ${fig(a)} → ${fig(b)}`)})</span>` : '';
  const note = d.note ? html`<br><q>${d.note}</q>` : '';
  switch (e.type) {
    case 'correction':
      if (d.what === 'category') {
        return html`Recategorised ${d.transaction?.date} ${d.transaction?.description} (${money(d.transaction?.amount)}) from ${CATEGORY_LABEL[d.before as keyof typeof CATEGORY_LABEL] ?? d.before} to ${CATEGORY_LABEL[d.after as keyof typeof CATEGORY_LABEL] ?? d.after}${d.funder ? ` (${d.funder})` : ''}${figures}${note}`;
      }
      if (d.what === 'categories') {
        return html`Recategorised ${d.count} transactions to ${CATEGORY_LABEL[d.after as keyof typeof CATEGORY_LABEL] ?? d.after}${d.funder ? ` (${d.funder})` : ''}: ${(d.transactions as Array<{ date: string; description: string }> ?? []).map((x) => `${x.date} ${x.description}`).join('; ')}${d.count > 5 ? ' …' : ''}${figures}${note}`;
      }
      if (d.what === 'position') return html`Position ${d.name}: ${d.before} → ${d.after}${figures}${note}`;
      return html`Position ${d.name} added by hand: ${d.after}${figures}${note}`;
    case 'note': return html`Note: <q>${d.note}</q>`;
    case 'upload': return html`Statements read (${d.statements} statement${d.statements === 1 ? '' : 's'} behind the figures)`;
    case 'stage': return html`Stage ${d.before} → ${d.after}`;
    case 'auto_submit': return html`Auto-submit ${d.before} → ${d.after}`;
    case 'match_run': return html`Matched: ${d.matched} of ${d.funders} funders`;
    case 'api_change': return html`Changed through the API: ${(d.fields as string[] ?? []).join(', ')}`;
    case 'created': return html`Deal created`;
    case 'sensitive_revealed': return html`Revealed ${fieldLabel(String(d.field))} (the value is not logged)`;
    default: return html`${e.type}`;
  }
}

export function activitySection(request: FastifyRequest, deal: DealView, entries: ActivityEntry[]): Html {
  return html`<section class="card" id="activity" aria-labelledby="activity-h">
<h2 id="activity-h">Notes and activity</h2>
${canChange(request) ? html`<form method="post" action="/app/deals/${deal.deal_id}/notes" class="stack">${csrfField(request)}
<label for="note">Note</label><textarea id="note" name="note" rows="2" maxlength="2000" required></textarea>
<button type="submit">Add note</button></form>` : ''}
${entries.length === 0 ? html`<p class="muted">Nothing recorded yet.</p>` : html`<ol class="activity">${entries.map((e) => html`<li><span class="muted">${dateTime(e.created_at)} · ${e.by}</span><br>${entryText(e)}</li>`)}</ol>`}
</section>`;
}

/** In a parsed position's row of the positions table: its one "Not an MCA" action. */
export function notMcaForm(request: FastifyRequest, deal: DealView, name: string): Html {
  return html`<form method="post" action="/app/deals/${deal.deal_id}/positions/not-mca" class="inline">${csrfField(request)}<input type="hidden" name="name" value="${name}"><button type="submit">Not an MCA<span class="sr-only">: ${name}</span></button></form>`;
}

/** Under the positions table: adding a position the statements did not show. */
export function addPositionForm(request: FastifyRequest, deal: DealView): Html {
  const freq = Object.entries(FREQUENCY_LABEL).filter(([k]) => k !== 'semimonthly');
  return html`<div class="position-forms">
<details class="edit"><summary>Add a position</summary>
<form method="post" action="/app/deals/${deal.deal_id}/positions" class="form-grid">${csrfField(request)}
<div class="stack"><label for="position-name">Funder</label><input id="position-name" name="name" maxlength="200" required></div>
<div class="stack"><label for="position-payment">Payment</label><input id="position-payment" name="payment_amount" inputmode="decimal" required></div>
<div class="stack"><label for="position-frequency">Frequency</label><select id="position-frequency" name="payment_frequency">${freq.map(([k, label]) => html`<option value="${k}">${label}</option>`)}</select></div>
<div class="stack"><label for="position-note">Note</label><input id="position-note" name="note" maxlength="2000"></div>
<button type="submit">Add position</button></form></details>
</div>`;
}

export function correctionRoutes(untyped: FastifyInstance, ctx: AppContext) {
  const app = typed(untyped);
  const body = (request: FastifyRequest) => (request.body ?? {}) as Form;
  const back = (id: string, anchor: string) => `/app/deals/${id}?done=corrected#${anchor}`;

  app.get('/deals/:id/statements/:number/transactions/:index', { schema: { params: TransactionParams } }, async (request, reply) => {
    const { id, number, index } = request.params;
    const auth = request.session!.auth;
    const deal = await ctx.deals.get(auth, id);
    const result = await correctedResult(ctx, request, deal);
    const si = Number(number) - 1;
    const ti = Number(index) - 1;
    const t = result?.parsing_details.statements[si]?.transactions[ti];
    if (!result || !t) throw notFound('transaction');
    const page_ = html`<nav class="money-crumbs" aria-label="Breadcrumb"><a href="/app/deals">Deals</a> › <a href="/app/deals/${deal.deal_id}">${dealName(deal.application)}</a> › <a href="${statementUrl(deal.deal_id, si)}">Statement ${si + 1}</a></nav>
<h1>Recategorise a transaction</h1>
<dl class="money-facts"><div><dt>Date</dt><dd>${t.date}</dd></div><div><dt>Description</dt><dd>${t.description}</dd></div>
<div><dt>${t.direction === 'credit' ? 'Credit' : 'Debit'}</dt><dd>${money(t.amount)}</dd></div><div><dt>Category now</dt><dd>${CATEGORY_LABEL[t.category]}</dd></div></dl>
<form method="post" action="${request.url}" class="stack narrow">${csrfField(request)}
<label for="category">Category <span class="muted">(${t.direction === 'credit' ? 'money in' : 'money out'})</span></label><select id="category" name="category">${CATEGORIES_OF[t.direction].map((c) => html`<option value="${c}"${c === t.category ? html` selected` : ''}>${CATEGORY_LABEL[c]}</option>`)}</select>
${t.direction === 'debit' ? html`<label for="funder">MCA funder (for an MCA payment)</label><input id="funder" name="funder" maxlength="200">` : ''}
<label for="note">Note</label><textarea id="note" name="note" rows="2" maxlength="2000"></textarea>
<button type="submit" class="primary">Save correction</button></form>
<p class="muted">Every figure that counts this transaction is recomputed and marked corrected; the change is logged with your name.</p>`;
    return reply.type('text/html; charset=utf-8').send(page(request, { title: 'Recategorise a transaction', section: 'deals', body: page_ }));
  });

  app.post('/deals/:id/statements/:number/transactions/:index', { schema: { params: TransactionParams } }, async (request, reply) => {
    const { id, number, index } = request.params;
    const b = body(request);
    await ctx.corrections.recategorise(request.session!.auth, id, { statement: Number(number) - 1, index: Number(index) - 1,
      category: field(b, 'category'), funder: field(b, 'funder'), note: field(b, 'note') });
    ctx.jobsEnqueued();
    return reply.code(303).header('Location', `${statementUrl(id, Number(number) - 1)}?done=corrected#t${Number(index)}`).send();
  });

  // Several rows of one statement at once: the ticked rows (1-based, as the page numbers them), one category.
  app.post('/deals/:id/statements/:number/recategorise', { schema: { params: StatementParams } }, async (request, reply) => {
    const { id, number } = request.params;
    const b = body(request);
    const statement = Number(number) - 1;
    const rows = fields(b, 'rows').filter((r) => /^[1-9]\d{0,5}$/.test(r)).map((r) => ({ statement, index: Number(r) - 1 }));
    await ctx.corrections.recategoriseMany(request.session!.auth, id, { rows, category: field(b, 'category'), funder: field(b, 'funder'), note: field(b, 'note') });
    ctx.jobsEnqueued();
    return reply.code(303).header('Location', `${statementUrl(id, statement)}?done=corrected`).send();
  });

  app.post('/deals/:id/positions/not-mca', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    await ctx.corrections.markPosition(request.session!.auth, id, { name: field(body(request), 'name'), not_mca: true });
    ctx.jobsEnqueued();
    return reply.code(303).header('Location', back(id, 'positions-heading')).send();
  });

  app.post('/deals/:id/positions', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const b = body(request);
    await ctx.corrections.addPosition(request.session!.auth, id, { name: field(b, 'name'), payment_amount: Number(field(b, 'payment_amount').replace(/[$,\s]/g, '')),
      payment_frequency: field(b, 'payment_frequency'), note: field(b, 'note') });
    ctx.jobsEnqueued();
    return reply.code(303).header('Location', back(id, 'positions-heading')).send();
  });

  app.post('/deals/:id/notes', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    await ctx.corrections.addNote(request.session!.auth, id, field(body(request), 'note'));
    return reply.code(303).header('Location', `/app/deals/${id}?done=note#activity`).send();
  });
}

/** The deal's current result with its corrections (the statement and drill-down pages list corrected categories). */
export async function correctedResult(ctx: AppContext, request: FastifyRequest, deal: DealView): Promise<ParseResult | null> {
  const auth = request.session!.auth;
  const { current } = await ctx.dealStatements.forDeal(auth, deal.deal_id);
  if (!current) return null;
  const corrections = await ctx.corrections.correctionsOf(auth, deal.deal_id);
  return corrections.length ? ctx.corrections.apply(current.result, corrections) : current.result;
}
