// Settings: webhook endpoints and their recent deliveries. A signing secret is shown once, in the answer to the POST
// that created or rotated it (webhooks/service.ts keeps it encrypted and never shows it again).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { dateTime } from '../format.ts';
import { html, type Html } from '../html.ts';
import { csrfField, page } from '../layout.ts';

export interface WebhookFormState { url: string }

/** Deliveries shown per endpoint: the recent ones (the CLI lists the whole log). */
export const RECENT_DELIVERIES = 10;

type Endpoint = Awaited<ReturnType<AppContext['webhooks']['list']>>[number];
type Delivery = Awaited<ReturnType<AppContext['webhooks']['deliveries']>>[number];

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export function newSecretPage(request: FastifyRequest, what: { url: string; secret: string; rotated: boolean }): string {
  const body = html`<section class="card" aria-labelledby="secret-h">
<h1 id="secret-h">${what.rotated ? 'New signing secret' : 'Webhook endpoint created'}</h1>
<p>Endpoint <code>${what.url}</code></p>
<p class="warning" role="alert"><strong>Store this signing secret now.</strong> It is shown only this once; your receiver needs it to verify each delivery's signature.${what.rotated ? ' The previous secret keeps signing alongside it for 24 hours, so your receiver can switch without losing deliveries.' : ''}</p>
<p><strong>Signing secret:</strong></p>
<code id="new-secret" class="secret">${what.secret}</code>
<p><button type="button" data-copy="new-secret" hidden>Copy to clipboard</button> <span class="muted" data-copy-status role="status"></span></p>
<p><a class="button primary" href="/app/settings#webhooks">I have stored it: back to settings</a></p>
</section>`;
  return page(request, { title: what.rotated ? 'New signing secret' : 'Webhook endpoint created', section: 'settings', body, scripts: ['settings.js'], styles: ['settings.css'] });
}

export async function webhooksSection(ctx: AppContext, request: FastifyRequest, form: WebhookFormState = { url: '' }): Promise<Html> {
  const orgId = request.session!.auth.orgId;
  const endpoints = await ctx.webhooks.list(orgId);
  // Newest endpoints first; a handful per organization, so one small query each for its recent deliveries.
  const withDeliveries = await Promise.all([...endpoints].reverse().map(async (e) =>
    ({ e, deliveries: await ctx.webhooks.deliveries({ endpointId: e.endpoint_id, orgId, limit: RECENT_DELIVERIES }) })));
  return html`<section class="card" id="webhooks" aria-labelledby="webhooks-h"><h2 id="webhooks-h">Webhook endpoints</h2>
<p class="muted">Each completed parsing or matching job is posted to every enabled endpoint, signed with its secret (Standard Webhooks).</p>
${withDeliveries.length === 0 ? html`<p>No webhook endpoints yet.</p>` : withDeliveries.map(({ e, deliveries }) => endpointBlock(request, e, deliveries))}
<h3>Add an endpoint</h3>
<form method="post" action="/app/settings/webhooks" class="row">${csrfField(request)}
<div class="stack grow"><label for="webhook-url">Endpoint URL</label>
<input id="webhook-url" name="url" type="url" required maxlength="2000" value="${form.url}" placeholder="https://example.com/hooks/mca" autocomplete="url"></div>
<button type="submit" class="primary">Add endpoint</button>
</form>
</section>`;
}

function endpointBlock(request: FastifyRequest, e: Endpoint, deliveries: Delivery[]): Html {
  const id = e.endpoint_id;
  return html`<article class="endpoint" aria-labelledby="ep-${id}">
<div class="bar"><h3 id="ep-${id}" class="url"><code>${e.url}</code></h3>
${e.enabled ? html`<span class="badge ok">enabled</span>` : html`<span class="badge bad">disabled</span>`}</div>
<p class="muted">Added ${dateTime(e.created_at)}${e.disabled_at ? html`; disabled ${dateTime(e.disabled_at)} (${e.disabled_reason ?? 'no reason given'})` : ''}${e.previous_secret_until ? html`; the previous secret also signs until ${dateTime(e.previous_secret_until)}` : ''}</p>
${e.enabled ? html`<div class="row">
<form method="post" action="/app/settings/webhooks/${id}/rotate" data-confirm="Rotate the signing secret of ${e.url}? The old secret keeps signing for 24 hours.">${csrfField(request)}<button type="submit">Rotate secret<span class="sr-only"> of ${e.url}</span></button></form>
<form method="post" action="/app/settings/webhooks/${id}/disable" data-confirm="Disable ${e.url}? Its pending deliveries are dropped and it receives nothing more.">${csrfField(request)}<button type="submit" class="danger">Disable<span class="sr-only"> ${e.url}</span></button></form>
</div>` : ''}
${deliveries.length === 0 ? html`<p>No deliveries yet.</p>` : html`<div class="table-wrap"><table class="data">
<caption class="sr-only">Recent deliveries to ${e.url}</caption>
<thead><tr><th scope="col">Event</th><th scope="col">Created</th><th scope="col">Status</th><th scope="col" class="num">Attempts</th><th scope="col" class="num">Last code</th><th scope="col">Last attempt</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${deliveries.map((d) => deliveryRow(request, d, e.enabled))}</tbody>
</table></div>`}
</article>`;
}

function deliveryRow(request: FastifyRequest, d: Delivery, enabled: boolean): Html {
  const badge = d.status === 'delivered' ? 'ok' : d.status === 'failed' ? 'bad' : 'warn';
  const last = d.attempt_log.at(-1);
  return html`<tr>
<th scope="row">${d.type}</th><td>${dateTime(d.created_at)}</td>
<td><span class="badge ${badge}">${d.status}</span>${d.status === 'pending' && d.next_attempt_at ? html` <span class="muted">next ${dateTime(d.next_attempt_at)}</span>` : ''}${d.last_error ? html`<br><span class="muted">${d.last_error}</span>` : ''}</td>
<td class="num">${d.attempts}</td><td class="num">${d.last_status ?? '–'}</td><td>${last ? dateTime(last.at) : '–'}</td>
<td>${enabled ? html`<form method="post" action="/app/settings/deliveries/${d.delivery_id}/resend">${csrfField(request)}<button type="submit">Resend<span class="sr-only"> ${d.type} of ${dateTime(d.created_at)}</span></button></form>` : ''}</td>
</tr>`;
}
