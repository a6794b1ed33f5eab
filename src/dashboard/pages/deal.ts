// The deal page, GET /app/deals/:id (what every deal's `dashboard_url` opens), and its forms: stage, auto-submit,
// a review flag's fix, the application edit, rematch. Each form posts here, goes through a service (the same rules
// as the API's) and redirects back with a notice (Post/Redirect/Get); a refused value re-renders the page with the
// messages next to its form. Another organization's deal, or a malformed id, is the 404 page (services scope by org).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DealView } from '../../deals/schemas.ts';
import { STAGES } from '../../deals/stages.ts';
import { requireArea } from '../../orgs/access.ts';
import type { AuthContext } from '../../orgs/model.ts';
import { DomainError } from '../../platform/errors.ts';
import { dateTime } from '../format.ts';
import { html, type Html } from '../html.ts';
import { canChange } from '../roles.ts';
import { csrfField, page } from '../layout.ts';
import { field, type Form } from '../form.ts';
import { DoneQuery, IdParams, typed } from '../schemas.ts';
import { applicationSection, fieldLabel, type FormProblem } from './deal-application.ts';
import { dealStatements, financialsSection } from './deal-financials.ts';
import { summarySection } from './deal-summary.ts';
import { activitySection, addPositionForm, notMcaForm } from './deal-corrections.ts';
import { editPatch, flagPatch } from './deal-patch.ts';
import { resultsSection, staleSince } from './deal-results.ts';
import { revealedValue } from './deal-sensitive.ts';

/** `?done=` after a form: a fixed message each, never the request's own text. */
const NOTICES: Record<string, string> = {
  stage: 'Stage saved.', auto_submit: 'Auto-submit saved.', flag: 'Value saved; the review flag is resolved.',
  application: 'Application saved.', unchanged: 'Nothing was changed.',
  resolved: 'That review flag was already resolved (the value changed meanwhile); nothing was changed.',
  rematch: 'Matching queued',
  corrected: 'Correction saved; the figures that depend on it are recomputed.', note: 'Note added.',
};

/** A form body as strings only (a JSON body sent by script could carry anything). */
function formOf(body: unknown): Form {
  const out: Form = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string') out[k] = v;
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) out[k] = v;
    }
  }
  return out;
}

const dealName = (deal: DealView) => deal.application.legal_name ?? deal.application.trade_name ?? 'Unnamed deal';

function header(deal: DealView): Html {
  const app = deal.application;
  // Everything to review (application flags and the statements' review), as the deals list counts it.
  const n = deal.review_count;
  return html`<p class="crumbs"><a href="/app/deals">Deals</a> ›</p>
<div class="bar"><h1>${dealName(deal)}${app.trade_name && app.legal_name && app.trade_name !== app.legal_name ? html` <span class="muted dba">dba ${app.trade_name}</span>` : ''}</h1>
${n ? html`<a class="badge warn" href="#summary">${n} to review</a>` : ''}</div>
<dl class="facts">
  <div><dt>External id</dt><dd>${deal.external_id ?? '–'}</dd></div>
  <div><dt>Owner</dt><dd>${deal.owner === 'funder' ? 'Funder (this organization)' : 'Broker (this organization)'}</dd></div>
  <div><dt>Stage</dt><dd>${deal.stage}</dd></div>
  <div><dt>Created</dt><dd>${dateTime(deal.created_at)}</dd></div>
  <div><dt>Updated</dt><dd>${dateTime(deal.updated_at)}</dd></div>
  <div class="wide"><dt>Link (this page)</dt><dd><a href="${deal.dashboard_url}">${deal.dashboard_url}</a></dd></div>
</dl>`;
}

function issuesOf(problem: FormProblem | null, form: FormProblem['form'], id: string): Html {
  if (problem?.form !== form) return html``;
  return html`<ul class="field-error" id="${id}">${problem.issues.map((i) => html`<li>${i.issue}</li>`)}</ul>`;
}

function controls(request: FastifyRequest, deal: DealView, problem: FormProblem | null): Html {
  if (!canChange(request)) {
    return html`<section class="card" id="stage" aria-labelledby="stage-h">
<h2 id="stage-h">Stage and auto-submit</h2>
<p>Stage <strong>${deal.stage}</strong>, auto-submit <strong>${deal.auto_submit}</strong>.</p>
<p class="muted">You can read this deal (viewer); changing it needs a member or an admin of your team.</p>
</section>`;
  }
  const stageBad = problem?.form === 'stage';
  const autoBad = problem?.form === 'auto_submit';
  const autoForm = deal.owner === 'funder'
    ? html`<p><strong>Auto-submit:</strong> disabled. A funder-owned deal is never submitted anywhere.</p>`
    : html`<form method="post" action="/app/deals/${deal.deal_id}/auto-submit" class="row">${csrfField(request)}
  <div class="stack"><label for="auto-submit">Auto-submit</label>
  <select id="auto-submit" name="auto_submit" data-autosubmit${autoBad ? html` aria-invalid="true" aria-describedby="auto-submit-error"` : ''}>
    <option value="auto"${deal.auto_submit === 'auto' ? html` selected` : ''}>auto</option>
    <option value="disabled"${deal.auto_submit === 'disabled' ? html` selected` : ''}>disabled</option>
  </select></div>
  <button type="submit">Save auto-submit</button>
</form>${issuesOf(problem, 'auto_submit', 'auto-submit-error')}
<p class="muted hint">auto: the deal is considered for submission under the dashboard's auto-submit rules; disabled: it is never
submitted automatically. The API can only disable auto-submit; it is turned back on here.</p>`;
  return html`<section class="card" id="stage" aria-labelledby="stage-h">
<h2 id="stage-h">Stage and auto-submit</h2>
<div class="controls">
<div><form method="post" action="/app/deals/${deal.deal_id}/stage" class="row">${csrfField(request)}
  <div class="stack"><label for="stage-select">Stage</label>
  <select id="stage-select" name="stage" data-autosubmit${stageBad ? html` aria-invalid="true" aria-describedby="stage-error"` : ''}>${
    STAGES.map((s) => html`<option${s === deal.stage ? html` selected` : ''}>${s}</option>`)}</select></div>
  <button type="submit">Save stage</button>
</form>${issuesOf(problem, 'stage', 'stage-error')}</div>
<div>${autoForm}</div>
</div>
</section>`;
}

export function dealRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = (request: FastifyRequest): AuthContext => {
    const auth = request.session!.auth;
    requireArea(auth, 'deals');
    return auth;
  };

  async function render(request: FastifyRequest, reply: FastifyReply, deal: DealView,
    options: { status: number; notice?: string | null; problem?: FormProblem | null; revealed?: { field: string; value: string } }) {
    const auth = request.session!.auth;
    const problem = options.problem ?? null;
    const [pending, parsed, activity] = await Promise.all([ctx.matching.pendingForDeal(auth, deal.deal_id),
      dealStatements(ctx, request, deal.deal_id), ctx.corrections.activity(auth, deal.deal_id, 50)]);
    // A corrected deal's lists (positions, debits) come from its corrected result; others use the shared cached one.
    const statements = deal.corrected_fields.length && parsed.current
      ? { ...parsed, current: { ...parsed.current, result: ctx.corrections.apply(parsed.current.result, await ctx.corrections.correctionsOf(auth, deal.deal_id)) } }
      : parsed;
    const canMatch = auth.areas.includes('match');
    const stale = deal.funder_results.length ? staleSince(activity) : null;
    // Summary first: the figures an underwriter decides on, the funder outcome and the flags, above the fold.
    const body = html`${header(deal)}
${summarySection(deal, statements, { pending, canMatch, stale })}
${controls(request, deal, problem)}
${applicationSection(request, deal, problem, { result: parsed.current?.result ?? null, revealed: options.revealed ?? null })}
${financialsSection(deal, statements, { canChange: canChange(request), positions: () => addPositionForm(request, deal), notMca: (name) => notMcaForm(request, deal, name) })}
${resultsSection(request, deal, { canMatch, pending, staleSince: stale })}
${activitySection(request, deal, activity)}`;
    const error = problem
      ? `Not saved: ${problem.issues.map((i) => `${fieldLabel(i.field)} ${i.issue}`).join('; ') || 'the form was refused'}.`
      : null;
    return reply.code(options.status).type('text/html; charset=utf-8').send(page(request, {
      title: dealName(deal), section: 'deals', body, notice: options.notice ?? null, error, scripts: ['deal.js'], styles: ['deal.css'] }));
  }

  /**
   * A form of the deal page: `work` saves and names the notice and the section to come back to; a validation_failed
   * re-renders the page (422) with the messages at the form that caused them. Other errors become error pages.
   */
  function formRoute(path: string, form: FormProblem['form'],
    work: (auth: AuthContext, id: string, body: Form) => Promise<{ done: string; anchor: string }>) {
    typed(app).post(`/deals/:id/${path}`, { schema: { params: IdParams } }, async (request, reply) => {
      const auth = signedIn(request);
      const id = request.params.id;
      const body = formOf(request.body);
      try {
        const { done, anchor } = await work(auth, id, body);
        return reply.code(303).header('Location', `/app/deals/${id}?done=${done}#${anchor}`).send();
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'validation_failed') throw error;
        const deal = await ctx.deals.get(auth, id);
        const issues = error.details ?? [{ field: form, issue: error.message }];
        return render(request, reply, deal, { status: 422, problem: { form, flag: field(body, 'field'), values: body, issues } });
      }
    });
  }

  typed(app).get('/deals/:id', { schema: { params: IdParams, querystring: DoneQuery } }, async (request, reply) => {
    const deal = await ctx.deals.get(signedIn(request), request.params.id);
    const done = request.query.done;
    return render(request, reply, deal, { status: 200, notice: typeof done === 'string' ? (NOTICES[done] ?? null) : null });
  });

  // Polled by deal.js while a matching job is queued or running.
  typed(app).get('/deals/:id/matching-status', { schema: { params: IdParams } }, async (request, reply) => {
    const auth = signedIn(request);
    const deal = await ctx.deals.get(auth, request.params.id);
    const pending = await ctx.matching.pendingForDeal(auth, deal.deal_id);
    return reply.send({ pending: pending !== null, status: pending?.status ?? null });
  });

  formRoute('stage', 'stage', async (auth, id, body) => {
    await ctx.deals.setStage(auth, id, field(body, 'stage'));
    return { done: 'stage', anchor: 'stage' };
  });

  formRoute('auto-submit', 'auto_submit', async (auth, id, body) => {
    await ctx.deals.setAutoSubmit(auth, id, field(body, 'auto_submit'));
    return { done: 'auto_submit', anchor: 'stage' };
  });

  formRoute('flags', 'flag', async (auth, id, body) => {
    const patch = flagPatch(await ctx.deals.get(auth, id), field(body, 'field'), field(body, 'value'));
    if (patch === 'resolved') return { done: 'resolved', anchor: 'application' };
    await ctx.deals.patch(auth, id, patch);
    return { done: 'flag', anchor: 'application' };
  });

  formRoute('application', 'application', async (auth, id, body) => {
    await ctx.deals.get(auth, id); // a foreign deal is a 404 whatever the form holds
    const patch = editPatch(body);
    if (!patch) return { done: 'unchanged', anchor: 'application' };
    await ctx.deals.patch(auth, id, patch);
    return { done: 'application', anchor: 'application' };
  });

  // A sensitive value shown to the member or admin who asked (deal-sensitive.ts): this response alone holds it, it is
  // never cached, and the deal's activity log records the reveal before the page is sent.
  typed(app).post('/deals/:id/reveal', { schema: { params: IdParams } }, async (request, reply) => {
    const auth = signedIn(request);
    const deal = await ctx.deals.get(auth, request.params.id);
    const wanted = field(formOf(request.body), 'field');
    const value = revealedValue(deal, wanted);
    await ctx.corrections.revealed(auth, deal.deal_id, wanted);
    reply.header('Cache-Control', 'no-store');
    return render(request, reply, deal, { status: 200, notice: 'Value revealed; this is recorded in the activity log.', revealed: { field: wanted, value } });
  });

  formRoute('rematch', 'rematch', async (auth, id) => {
    // The job and its deal's lock in one transaction, as POST /v1/match/matching; the local worker is woken after commit.
    await ctx.db.transaction().execute((tx) => ctx.matching.rematch(auth, id, tx));
    ctx.jobsEnqueued();
    return { done: 'rematch', anchor: 'results' };
  });
}
