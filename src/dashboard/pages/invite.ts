// Accepting an invitation: the link an admin passed on opens a page (no sign-in needed) that says which organization
// and role it offers and asks for a password; the invitee joins and is signed in. A link that is unknown, used,
// withdrawn or expired gets one answer (404) that tells nothing of which. The token is in the path because the link
// must work from a chat message; request lines are logged only at debug level, and only its SHA-256 is stored.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { DomainError, type FieldIssue } from '../../platform/errors.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../users/passwords.ts';
import { SESSION_TTL_MS } from '../../users/service.ts';
import { html } from '../html.ts';
import { page } from '../layout.ts';
import { field, type Form } from '../form.ts';
import { typed } from '../schemas.ts';
import { cookies, CSRF_REFUSED, LOGIN_CSRF_COOKIE, sameToken, SESSION_COOKIE, setCookie } from '../session.ts';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
const LABELS: Record<string, string> = { password: 'Password', confirmation: 'Password again', email: 'E-mail' };

export function inviteRoutes(app: FastifyInstance, ctx: AppContext, secure: (request: FastifyRequest) => boolean) {
  async function acceptPage(request: FastifyRequest, reply: FastifyReply, token: string, status: number, issues: FieldIssue[] = []) {
    const inv = await ctx.teams.invitation(token);
    // A signed-in browser posts with its session's token (the dashboard's CSRF check); a signed-out one with a
    // token in a cookie set with this form (double submit, as the sign-in form).
    let csrf = request.session?.csrfToken;
    if (!csrf) {
      csrf = randomBytes(18).toString('base64url');
      setCookie(reply, LOGIN_CSRF_COOKIE, csrf, { secure: secure(request), maxAgeS: 3600 });
    }
    const input = (id: string, hint: string) => {
      const mine = issues.filter((i) => i.field === id);
      return html`<label for="${id}">${LABELS[id]}</label>
<input id="${id}" name="${id}" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}"${
  mine.length ? html` aria-invalid="true"` : ''} aria-describedby="${id}-hint${mine.length ? html` ${id}-error` : ''}">
<span class="muted" id="${id}-hint">${hint}</span>
${mine.length ? html`<span class="field-error" id="${id}-error">${mine.map((i) => i.issue).join('; ')}</span>` : ''}`;
    };
    const body = html`<section class="card narrow">
<h1>Join ${inv.org_name}</h1>
<p>You are invited as <strong>${inv.role}</strong>, signing in as <strong>${inv.email}</strong>.</p>
<form method="post" action="/app/invite/${token}" class="stack">
  <input type="hidden" name="_csrf" value="${csrf}">
  ${input('password', `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`)}
  ${input('confirmation', 'Type the password once more.')}
  <button type="submit" class="primary">Join ${inv.org_name}</button>
</form>
</section>`;
    const error = issues.length ? `${issues.map((i) => `${LABELS[i.field] ?? i.field}: ${i.issue}`).join('; ')}.` : null;
    // The token must not travel on to another site in a Referer header.
    return reply.code(status).header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8')
      .send(page(request, { title: `Join ${inv.org_name}`, section: null, body, error }));
  }

  typed(app).get('/invite/:token', { config: { signedOut: true }, schema: { params: TokenParams } }, async (request, reply) =>
    acceptPage(request, reply, request.params.token, 200));

  typed(app).post('/invite/:token', { config: { signedOut: true }, schema: { params: TokenParams } }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!request.session && !sameToken(field(form, '_csrf'), cookies(request)[LOGIN_CSRF_COOKIE])) {
      throw new DomainError('invalid_request', CSRF_REFUSED);
    }
    try {
      const joined = await ctx.teams.accept(request.params.token, { password: field(form, 'password'), confirmation: field(form, 'confirmation') });
      setCookie(reply, SESSION_COOKIE, joined.session.token, { secure: secure(request), maxAgeS: Math.floor(SESSION_TTL_MS / 1000) });
      setCookie(reply, LOGIN_CSRF_COOKIE, '', { secure: secure(request), maxAgeS: 0 });
      return reply.code(303).header('Location', '/app/deals').send();
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'validation_failed')) throw error;
      return acceptPage(request, reply, request.params.token, 422, error.details ?? []);
    }
  });
}
