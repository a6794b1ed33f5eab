// Settings: the organization's API keys. A new key's secret is shown once, in the answer to the POST that created
// it (never in a URL, a redirect or a notice, never stored: only its hash is), so reloading the list cannot show it.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { SCOPES, type Area, type Scope } from '../../orgs/model.ts';
import { dateTime } from '../format.ts';
import { html, type Html } from '../html.ts';
import { csrfField, page } from '../layout.ts';

export interface KeyFormState { scopes: string[] }
type KeyView = Awaited<ReturnType<AppContext['orgs']['listKeys']>>[number];

/** The answer to creating a key: the only time its secret is shown. */
export function newKeyPage(request: FastifyRequest, key: { key_id: string; api_key: string; scopes: Scope[] }): string {
  const body = html`<section class="card" aria-labelledby="secret-h">
<h1 id="secret-h">New API key</h1>
<p class="warning" role="alert"><strong>Store this key now.</strong> It is shown only this once: it is not kept anywhere in readable form, and leaving this page loses it. If it is lost, revoke it and create another.</p>
<p><strong>API key with ${key.scopes.join(', ')}:</strong></p>
<code id="new-secret" class="secret">${key.api_key}</code>
<p><button type="button" data-copy="new-secret" hidden>Copy to clipboard</button> <span class="muted" data-copy-status role="status"></span></p>
<p class="muted">Send it as <code>Authorization: Bearer &lt;key&gt;</code>. Key id <code>${key.key_id}</code>.</p>
<p><a class="button primary" href="/app/settings#keys">I have stored it: back to settings</a></p>
</section>`;
  return page(request, { title: 'New API key', section: 'settings', body, scripts: ['settings.js'], styles: ['settings.css'] });
}

export function keysSection(request: FastifyRequest, keys: KeyView[], areas: Area[], form: KeyFormState = { scopes: [] }): Html {
  const unused = SCOPES.filter((s) => !areas.includes(s.split(':')[0] as Area));
  return html`<section class="card" id="keys" aria-labelledby="keys-h"><h2 id="keys-h">API keys</h2>
${keys.length === 0 ? html`<p>No API keys yet.</p>` : html`<div class="table-wrap"><table class="data">
<caption class="sr-only">API keys of this organization</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Status</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${keys.map((k) => html`<tr>
  <th scope="row"><code>${k.prefix}…</code></th>
  <td>${k.scopes.join(', ')}</td><td>${dateTime(k.created_at)}</td><td>${k.last_used_at ? dateTime(k.last_used_at) : 'never'}</td>
  <td>${k.revoked_at ? html`<span class="badge bad">revoked ${dateTime(k.revoked_at)}</span>` : html`<span class="badge ok">active</span>`}</td>
  <td>${k.revoked_at ? '' : html`<form method="post" action="/app/settings/keys/${k.key_id}/revoke" data-confirm="Revoke key ${k.prefix}…? Requests with it are refused at once.">
    ${csrfField(request)}<button type="submit" class="danger">Revoke<span class="sr-only"> ${k.prefix}</span></button></form>`}</td>
</tr>`)}</tbody></table></div>`}
<h3>Create a key</h3>
<form method="post" action="/app/settings/keys" class="stack">${csrfField(request)}
<fieldset class="checks"><legend>Scopes (what the key may do)</legend>
${SCOPES.map((s: Scope) => html`<div class="check"><input type="checkbox" id="scope-${s.replace(':', '-')}" name="scope" value="${s}"${form.scopes.includes(s) ? html` checked` : ''}>
<label for="scope-${s.replace(':', '-')}"><code>${s}</code></label></div>`)}
</fieldset>
${unused.length ? html`<p class="muted">Your plan does not include ${[...new Set(unused.map((s) => s.split(':')[0]))].join(', ')}: those scopes would have no effect.</p>` : ''}
<button type="submit" class="primary">Create key</button>
</form>
</section>`;
}

