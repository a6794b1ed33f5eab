// Settings: the organization's API keys (settings-keys.ts), webhook endpoints with their recent deliveries
// (settings-webhooks.ts) and, for a broker, the funders it matches against; a funder organization sees its own
// funder profile instead. Everything is scoped to the signed-in user's organization by the services.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Criterion } from '../../funders/criteria.ts';
import { DomainError } from '../../platform/errors.ts';
import { html, type Html } from '../html.ts';
import { csrfField, page } from '../layout.ts';
import { SCOPES } from '../../orgs/model.ts';
import type { OrgSettings } from '../../orgs/settings.ts';
import { field, fields, type Form } from '../form.ts';
import { DoneQuery, IdParams, typed } from '../schemas.ts';
import { keysSection, newKeyPage, type KeyFormState } from './settings-keys.ts';
import { newSecretPage, webhooksSection, type WebhookFormState } from './settings-webhooks.ts';

/** What a redirect after a change says (`?done=`): fixed messages, never the request's own text. */
const NOTICES: Record<string, string> = {
  key_revoked: 'API key revoked. Requests with it are refused from now on.',
  webhook_disabled: 'Webhook endpoint disabled. Its pending deliveries will not be sent.',
  delivery_resent: 'The delivery will be sent again in a moment; its new attempt appears below.',
  funders_saved: 'Selected funders saved. New matchings use them.',
  matching_saved: 'Matching setting saved.',
};

export interface SettingsState {
  notice?: string | null; error?: string | null; status?: number;
  keyForm?: KeyFormState; webhookForm?: WebhookFormState;
}

/** The whole settings page, as GET shows it or as a failed form re-renders it (with its error and input kept). */
async function renderSettings(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, state: SettingsState = {}) {
  const auth = request.session!.auth;
  const body = html`<h1>Settings</h1>
<nav aria-label="Settings sections" class="in-page"><a href="#keys">API keys</a> <a href="#webhooks">Webhooks</a> <a href="#funders">Funders</a> <a href="#matching">Matching</a></nav>
${keysSection(request, await ctx.orgs.listKeys(auth.orgId), auth.areas, state.keyForm)}
${await webhooksSection(ctx, request, state.webhookForm)}
${await fundersSection(ctx, request)}
${matchingSection(request, await ctx.settings.get(auth.orgId))}`;
  return reply.code(state.status ?? 200).type('text/html; charset=utf-8')
    .send(page(request, { title: 'Settings', section: 'settings', body, notice: state.notice, error: state.error, scripts: ['settings.js'], styles: ['settings.css'] }));
}

/** Back to the settings page with a fixed notice (Post/Redirect/Get). */
const backToSettings = (reply: FastifyReply, done: keyof typeof NOTICES, anchor: string) =>
  reply.code(303).header('Location', `/app/settings?done=${done}#${anchor}`).send();

/** A validation error's details as one readable sentence ("URL: must use http or https."). */
function problems(error: DomainError, labels: Record<string, string> = {}): string {
  const list = (error.details ?? []).map((d) => `${labels[d.field] ?? d.field}: ${d.issue}`);
  return `${list.length ? list.join('; ') : error.message}.`;
}

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get('/settings', { schema: { querystring: DoneQuery } }, async (request, reply) => {
    const done = request.query.done;
    return renderSettings(ctx, request, reply, { notice: typeof done === 'string' ? (NOTICES[done] ?? null) : null });
  });

  app.post('/settings/funders', async (request, reply) => {
    await ctx.funders.select(request.session!.auth.orgId, fields((request.body ?? {}) as Form, 'funder'));
    return backToSettings(reply, 'funders_saved', 'funders');
  });

  app.post('/settings/matching', async (request, reply) => {
    const on = field((request.body ?? {}) as Form, 'match_on_upload') === 'on';
    await ctx.settings.set(request.session!.auth.orgId, { match_on_upload: on });
    return backToSettings(reply, 'matching_saved', 'matching');
  });

  app.post('/settings/keys', async (request, reply) => {
    const chosen = fields((request.body ?? {}) as Form, 'scope');
    const scopes = SCOPES.filter((s) => chosen.includes(s));
    if (scopes.length === 0 || scopes.length !== new Set(chosen).size) {
      return renderSettings(ctx, request, reply, { status: 422, error: 'Choose at least one scope for the new key.', keyForm: { scopes: chosen } });
    }
    const created = await ctx.orgs.createKey(request.session!.auth.orgId, scopes);
    return reply.code(201).type('text/html; charset=utf-8').send(newKeyPage(request, { ...created, scopes }));
  });

  typed(app).post('/settings/keys/:id/revoke', { schema: { params: IdParams } }, async (request, reply) => {
    await ctx.orgs.revokeOwnedKey(request.session!.auth.orgId, request.params.id);
    return backToSettings(reply, 'key_revoked', 'keys');
  });

  app.post('/settings/webhooks', async (request, reply) => {
    const url = field((request.body ?? {}) as Form, 'url').trim();
    try {
      const { secret } = await ctx.webhooks.create(request.session!.auth.orgId, url);
      return reply.code(201).type('text/html; charset=utf-8').send(newSecretPage(request, { url, secret, rotated: false }));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'validation_failed')) throw error;
      return renderSettings(ctx, request, reply, { status: 422, error: problems(error, { url: 'Endpoint URL' }), webhookForm: { url } });
    }
  });

  typed(app).post('/settings/webhooks/:id/rotate', { schema: { params: IdParams } }, async (request, reply) => {
    const orgId = request.session!.auth.orgId;
    const id = request.params.id;
    const { secret } = await ctx.webhooks.rotateSecret(id, orgId);
    const url = (await ctx.webhooks.list(orgId)).find((e) => e.endpoint_id === id)?.url ?? '';
    return reply.type('text/html; charset=utf-8').send(newSecretPage(request, { url, secret, rotated: true }));
  });

  typed(app).post('/settings/webhooks/:id/disable', { schema: { params: IdParams } }, async (request, reply) => {
    await ctx.webhooks.disable(request.params.id, request.session!.auth.orgId);
    return backToSettings(reply, 'webhook_disabled', 'webhooks');
  });

  typed(app).post('/settings/deliveries/:id/resend', { schema: { params: IdParams } }, async (request, reply) => {
    try {
      await ctx.webhooks.resend(request.session!.auth.orgId, request.params.id);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'validation_failed')) throw error;
      return renderSettings(ctx, request, reply, { status: 422, error: `This delivery cannot be sent again now. ${problems(error, { delivery: 'The delivery' })}` });
    }
    ctx.webhookWorker.notify(); // the delivery is due now: wake the local worker rather than wait for its poll
    return backToSettings(reply, 'delivery_resent', 'webhooks');
  });
}

async function fundersSection(ctx: AppContext, request: FastifyRequest): Promise<Html> {
  const auth = request.session!.auth;
  if (auth.orgKind === 'funder') {
    const [profile] = await ctx.funders.availableTo(auth);
    return html`<section class="card" id="funders" aria-labelledby="funders-h"><h2 id="funders-h">Funder profile</h2>
${profile ? html`<p>Deals are matched against <strong>${profile.name}</strong>${profile.criteria.length ? ':' : ' (no criteria set).'}</p>
${profile.criteria.length ? criteriaTable(profile.criteria) : ''}
<p class="muted">The profile is kept by the operator (<code>mca funder update</code>); ask them to change it.</p>`
    : html`<p>This organization has no funder profile.</p>`}
</section>`;
  }
  const [all, selected] = await Promise.all([ctx.funders.list(), ctx.funders.availableTo(auth)]);
  const chosen = new Set(selected.map((f) => f.id));
  return html`<section class="card" id="funders" aria-labelledby="funders-h"><h2 id="funders-h">Selected funders</h2>
${all.length === 0 ? html`<p>No funder profiles exist yet.</p>` : html`
<form method="post" action="/app/settings/funders" class="stack">${csrfField(request)}
<fieldset class="checks"><legend>Matching checks deals against these funders</legend>
${all.map((f) => html`<div class="check"><input type="checkbox" id="funder-${f.id}" name="funder" value="${f.id}"${chosen.has(f.id) ? html` checked` : ''}>
<label for="funder-${f.id}">${f.name} <span class="muted">(${f.criteria.length} criteria)</span></label></div>`)}
</fieldset>
<button type="submit" class="primary">Save funders</button>
</form>`}
</section>`;
}

function matchingSection(request: FastifyRequest, settings: OrgSettings): Html {
  return html`<section class="card" id="matching" aria-labelledby="matching-h"><h2 id="matching-h">Matching</h2>
<form method="post" action="/app/settings/matching" class="stack">${csrfField(request)}
<div class="check"><input type="checkbox" id="match-on-upload" name="match_on_upload" value="on"${settings.match_on_upload ? html` checked` : ''}>
<label for="match-on-upload">Match a deal against the selected funders when its uploaded statements are read</label></div>
<button type="submit">Save matching</button>
</form>
</section>`;
}

function criteriaTable(criteria: Criterion[]): Html {
  const value = (c: Criterion) => Array.isArray(c.value) ? c.value.join(', ')
    : typeof c.value === 'object' ? `${c.value.min} to ${c.value.max}` : String(c.value);
  return html`<div class="table-wrap"><table class="data">
<thead><tr><th scope="col">Check</th><th scope="col">Value</th><th scope="col">Kind</th></tr></thead>
<tbody>${criteria.map((c) => html`<tr><th scope="row">${c.check.replaceAll('_', ' ')}</th><td>${value(c)}</td>
<td>${c.hard ? 'required' : `scored (weight ${c.weight})`}</td></tr>`)}</tbody>
</table></div>`;
}
