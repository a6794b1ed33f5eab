// Your account: who is signed in, and changing one's own password. The header's e-mail links here. A wrong current
// password counts toward the sign-in throttle (src/users/service.ts says why); a change signs out every other
// session of the user. Passwords typed into the form are never rendered back.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { DoneQuery, typed } from '../schemas.ts';
import { DomainError, type FieldIssue } from '../../platform/errors.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../users/passwords.ts';
import { html } from '../html.ts';
import { csrfField, page } from '../layout.ts';
import { field, type Form } from '../form.ts';
import { cookies, SESSION_COOKIE } from '../session.ts';

const NOTICES: Record<string, string> = {
  password_changed: 'Password changed. Every other session of yours is signed out; this one stays signed in.',
};

const LABELS: Record<string, string> = { current_password: 'Current password', new_password: 'New password', confirmation: 'New password again' };

interface AccountState { status?: number; notice?: string | null; error?: string | null; issues?: FieldIssue[] }

function renderAccount(request: FastifyRequest, reply: FastifyReply, state: AccountState = {}) {
  const s = request.session!;
  const issues = state.issues ?? [];
  // Each field with its label, its hint (the new password's rules) and, after a refused change, its own message.
  const input = (id: string, autocomplete: string, hint?: string) => {
    const mine = issues.filter((i) => i.field === id);
    const described = [hint ? `${id}-hint` : '', mine.length ? `${id}-error` : ''].filter(Boolean).join(' ');
    return html`<label for="${id}">${LABELS[id]}</label>
<input id="${id}" name="${id}" type="password" autocomplete="${autocomplete}" required${hint ? html` minlength="${MIN_PASSWORD_LENGTH}"` : ''} maxlength="${MAX_PASSWORD_LENGTH}"${
  mine.length ? html` aria-invalid="true"` : ''}${described ? html` aria-describedby="${described}"` : ''}>
${hint ? html`<span class="muted" id="${id}-hint">${hint}</span>` : ''}
${mine.length ? html`<span class="field-error" id="${id}-error">${mine.map((i) => i.issue).join('; ')}</span>` : ''}`;
  };
  const body = html`<h1>Your account</h1>
<section class="card" aria-labelledby="who-h"><h2 id="who-h">Signed in as</h2>
<p><strong>${s.email}</strong> of <strong>${s.orgName}</strong></p>
</section>
<section class="card" id="password" aria-labelledby="password-h"><h2 id="password-h">Change password</h2>
<form method="post" action="/app/account/password" class="stack narrow-form">${csrfField(request)}
${input('current_password', 'current-password')}
${input('new_password', 'new-password', `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters, not the current one.`)}
${input('confirmation', 'new-password', 'Type the new password once more.')}
<button type="submit" class="primary">Change password</button>
</form>
<p class="muted">Changing it signs you out on every other browser and device. Forgot it? An operator can set a new one (<code>mca user reset-password</code>).</p>
</section>`;
  return reply.code(state.status ?? 200).type('text/html; charset=utf-8')
    .send(page(request, { title: 'Your account', section: 'account', body, notice: state.notice, error: state.error, styles: ['account.css'] }));
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get('/account', { schema: { querystring: DoneQuery } }, async (request, reply) => {
    const done = request.query.done;
    return renderAccount(request, reply, { notice: typeof done === 'string' ? (NOTICES[done] ?? null) : null });
  });

  app.post('/account/password', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    try {
      await ctx.users.changePassword(cookies(request)[SESSION_COOKIE] ?? '', {
        current: field(form, 'current_password'), next: field(form, 'new_password'), confirmation: field(form, 'confirmation'),
      }, request.ip);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'validation_failed') {
        const issues = error.details ?? [];
        const message = `${issues.map((i) => `${LABELS[i.field] ?? i.field}: ${i.issue}`).join('; ')}.`;
        return renderAccount(request, reply, { status: 422, error: message, issues });
      }
      if (error instanceof DomainError && error.code === 'rate_limited') {
        return renderAccount(request, reply, { status: 429, error: `Too many attempts: ${error.message}.` });
      }
      throw error;
    }
    return reply.code(303).header('Location', '/app/account?done=password_changed').send();
  });
}
