// Who is signed in to the dashboard, and the checks every dashboard request passes: a session cookie (HttpOnly,
// SameSite=Lax, Secure over https) found server-side; without one, a page redirects (303) to the sign-in page. Every
// state-changing request carries the session's CSRF token (form field `_csrf`, or header `X-CSRF-Token` from script;
// never in a URL) and, when the browser sends one, an Origin of this site.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session, UsersService } from '../users/service.ts';
import { DomainError } from '../platform/errors.ts';
import { query } from './html.ts';

export const SESSION_COOKIE = 'mca_session';
export const LOGIN_CSRF_COOKIE = 'mca_login_csrf';

declare module 'fastify' {
  interface FastifyRequest { session: Session | null }
  interface FastifyContextConfig { dashboard?: boolean; signedOut?: boolean; csrfInParts?: boolean }
}

export function cookies(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) {
      const name = part.slice(0, i).trim();
      if (!(name in out)) {
        try { out[name] = decodeURIComponent(part.slice(i + 1).trim()); } catch { /* a malformed cookie is no cookie */ }
      }
    }
  }
  return out;
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: { secure: boolean; maxAgeS?: number }) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/app', 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (options.maxAgeS !== undefined) parts.push(`Max-Age=${options.maxAgeS}`);
  reply.header('Set-Cookie', parts.join('; ')); // Fastify appends each Set-Cookie
}

export function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Where a sign-in may send the user back to: only a path of this dashboard (never another site). Past `/app/` any
 * URL character may follow (a search form's `q=Acme+Co` keeps its `+`); no space, control character or backslash.
 */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/app(\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?$/.test(next) ? next : '/app/deals';
}

/** The onRequest hook of every dashboard route: resolves the session, or redirects to sign in. */
export function requireSession(users: UsersService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.session = await users.session(cookies(request)[SESSION_COOKIE] ?? '');
    if (request.routeOptions.config.signedOut) return;
    if (!request.session) {
      const next = request.method === 'GET' ? request.url : '/app/deals';
      return reply.code(303).header('Location', `/app/login${query({ next })}`).send();
    }
  };
}

/**
 * The preHandler of every dashboard route: state changes must carry the session's CSRF token and a same-site Origin:
 * the request's own Host, or one of `publicHosts` (the configured dashboard address: a proxy in front may pass its
 * upstream address as Host, as nginx does by default).
 */
export function checkCsrf(request: FastifyRequest, expected: string | undefined, publicHosts: readonly string[] = []): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try { host = new URL(origin).host; } catch { return false; }
    if (host !== request.headers.host && !publicHosts.includes(host)) return false;
  }
  const header = request.headers['x-csrf-token'] as string | undefined;
  // A multipart upload's body is read by its handler, after this check: without the header (a form without script),
  // the route that says `csrfInParts` checks the token sent as the form's first field before it reads any file
  // (readUpload). Never in the URL, where logs and history keep it.
  if (header === undefined && request.isMultipart()) return request.routeOptions.config.csrfInParts === true;
  const body = request.body as Record<string, unknown> | undefined;
  const sent = header ?? (body && typeof body === 'object' && typeof body._csrf === 'string' ? body._csrf : undefined);
  return sameToken(sent, expected);
}

export const CSRF_REFUSED = 'this form has expired or did not come from this site; reload the page and try again';

/** For readUpload: the `_csrf` field of a multipart form must be the session's token (checked before any file). */
export function csrfPartCheck(request: FastifyRequest): (token: string | undefined) => void {
  return (token) => {
    if (!sameToken(token, request.session?.csrfToken)) throw new DomainError('invalid_request', CSRF_REFUSED);
  };
}
