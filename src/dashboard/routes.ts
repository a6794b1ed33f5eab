// The dashboard: server-rendered pages at /app on the API's own origin (docs/dashboard.md says why), signed in with
// a user's e-mail and password. Pages call the same services as the API; the deal, upload and settings pages live in
// pages/. Errors render as pages, never as the API's JSON.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { randomBytes } from 'node:crypto';
import { DomainError, statusOf } from '../platform/errors.ts';
import { toDomainError } from '../platform/http/errors.ts';
import type { AppContext } from '../context.ts';
import { MULTIPART_OPTIONS } from '../parsing/upload.ts';
import { assetRoutes } from './assets.ts';
import { html, query } from './html.ts';
import { page } from './layout.ts';
import { field, FORM_LIMIT, parseForm, type Form } from './form.ts';
import { checkCsrf, cookies, CSRF_REFUSED, LOGIN_CSRF_COOKIE, requireSession, safeNext, sameToken, SESSION_COOKIE, setCookie } from './session.ts';
import { dealListRoutes } from './pages/deal-list.ts';
import { dealRoutes } from './pages/deal.ts';
import { dealFinancialRoutes } from './pages/deal-financials.ts';
import { correctionRoutes } from './pages/deal-corrections.ts';
import { exportRoutes } from './pages/deal-export.ts';
import { uploadRoutes } from './pages/upload.ts';
import { settingsRoutes } from './pages/settings.ts';
import { accountRoutes } from './pages/account.ts';
import { teamRoutes } from './pages/team.ts';
import { inviteRoutes } from './pages/invite.ts';
import { checkRole } from './roles.ts';
import { SESSION_TTL_MS, ThrottledError } from '../users/service.ts';

export function dashboardRoutes(ctx: AppContext): FastifyPluginAsync {
  const secure = (request: FastifyRequest) => request.protocol === 'https' || ctx.config.dashboardUrl.startsWith('https:');
  const publicHosts = [...new Set([ctx.config.dashboardUrl, ctx.config.funderDashboardUrl].map((u) => new URL(u).host))];

  return async (app) => {
    // Every route of this plugin is a page: no API key, not in the OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), dashboard: true };
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, parseForm(String(body))));
    await app.register(multipart, MULTIPART_OPTIONS); // the API upload route's limits
    app.decorateRequest('session', null);
    app.addHook('onRequest', requireSession(ctx.users));
    app.addHook('onRequest', async (_request, reply) => { reply.header('Cache-Control', 'no-store'); });
    app.addHook('preHandler', async (request) => {
      if (request.session && !checkCsrf(request, request.session.csrfToken, publicHosts)) {
        throw new DomainError('invalid_request', CSRF_REFUSED);
      }
    });
    app.addHook('preHandler', async (request) => checkRole(request));
    app.setErrorHandler((error, request, reply) => errorPage(ctx, error, request, reply));
    app.setNotFoundHandler((request, reply) => errorPage(ctx, new DomainError('not_found', 'no such page'), request, reply));

    assetRoutes(app);
    app.get('/', async (_request, reply) => reply.code(303).header('Location', '/app/deals').send());

    app.get('/login', { config: { signedOut: true } }, async (request, reply) => {
      const next = safeNext((request.query as Record<string, unknown>).next);
      if (request.session) return reply.code(303).header('Location', next).send();
      return loginPage(request, reply, next, null, 200);
    });

    app.post('/login', { config: { signedOut: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const next = safeNext(field(form, 'next') || (request.query as Record<string, unknown>).next);
      // Login CSRF: the form's token must equal the one set in a cookie with the form (double submit).
      if (!sameToken(field(form, '_csrf'), cookies(request)[LOGIN_CSRF_COOKIE])) {
        return loginPage(request, reply, next, 'The sign-in form expired; please try again.', 400);
      }
      try {
        const { token } = await ctx.users.signIn(field(form, 'email'), field(form, 'password'), request.ip);
        setCookie(reply, SESSION_COOKIE, token, { secure: secure(request), maxAgeS: Math.floor(SESSION_TTL_MS / 1000) });
        setCookie(reply, LOGIN_CSRF_COOKIE, '', { secure: secure(request), maxAgeS: 0 });
        return reply.code(303).header('Location', next).send();
      } catch (error) {
        if (error instanceof ThrottledError) reply.header('Retry-After', String(error.retryAfterS));
        if (error instanceof DomainError && (error.code === 'unauthorized' || error.code === 'rate_limited')) {
          return loginPage(request, reply, next, error.code === 'unauthorized' ? 'E-mail or password is wrong.' : `Too many attempts: ${error.message}.`, statusOf[error.code]);
        }
        throw error;
      }
    });

    app.post('/logout', async (request, reply) => {
      await ctx.users.signOut(cookies(request)[SESSION_COOKIE] ?? '');
      setCookie(reply, SESSION_COOKIE, '', { secure: secure(request), maxAgeS: 0 });
      return reply.code(303).header('Location', '/app/login').send();
    });

    dealListRoutes(app, ctx);
    dealRoutes(app, ctx);
    dealFinancialRoutes(app, ctx);
    correctionRoutes(app, ctx);
    exportRoutes(app, ctx);
    uploadRoutes(app, ctx);
    settingsRoutes(app, ctx);
    accountRoutes(app, ctx);
    teamRoutes(app, ctx);
    inviteRoutes(app, ctx, secure);
  };

  function loginPage(request: FastifyRequest, reply: FastifyReply, next: string, error: string | null, status: number) {
    const token = randomBytes(18).toString('base64url');
    setCookie(reply, LOGIN_CSRF_COOKIE, token, { secure: secure(request), maxAgeS: 3600 });
    const body = html`<section class="card narrow">
<h1>Sign in</h1>
<form method="post" action="/app/login${query({ next: next === '/app/deals' ? null : next })}" class="stack">
  <input type="hidden" name="_csrf" value="${token}">
  <input type="hidden" name="next" value="${next}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit" class="primary">Sign in</button>
</form>
</section>`;
    return reply.code(status).type('text/html; charset=utf-8').send(page(request, { title: 'Sign in', section: null, body, error }));
  }
}

/** Any error of a dashboard request as a page: 404s say only "not found" (never whose deal it is), 500s say nothing inside. */
export function errorPage(_ctx: AppContext, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const domain = toDomainError(error);
  if (domain.status >= 500) request.log.error({ err: error, request_id: request.id }, 'dashboard request failed');
  return reply.code(domain.status).type('text/html; charset=utf-8').send(errorHtml(domain.status, domain, request.id, request));
}

/**
 * The error page's HTML. Also for answers made before any route runs (an undecodable URL, an over-long id, a request
 * the HTTP parser refused: app.ts hands this to framework-errors.ts), where there is no session: the signed-out shell.
 */
export function errorHtml(status: number, domain: DomainError, requestId: string, request?: FastifyRequest): string {
  const title = status === 404 ? 'Not found' : status === 403 ? 'Not allowed' : status >= 500 ? 'Something went wrong' : 'That did not work';
  const message = status >= 500 ? `The page could not be shown. Reference: ${requestId}` : domain.message;
  const details = domain.details?.length ? html`<ul>${domain.details.map((d) => html`<li><code>${d.field}</code> ${d.issue}</li>`)}</ul>` : '';
  const body = html`<section class="card"><h1>${title}</h1><p>${message}</p>${details}<p><a href="/app/deals">Back to deals</a></p></section>`;
  return page(request ?? ({ session: null } as FastifyRequest), { title, section: null, body });
}

/** Whether a URL is the dashboard's (its pages answer errors as HTML): /app, /app/..., /app?... */
export const isDashboardUrl = (url: string): boolean => url === '/app' || /^\/app[/?#]/.test(url);
