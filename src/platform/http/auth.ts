// Bearer-key authentication and authorization, as route config: { area, scope } on each route.
// Order of answers: 401 (no valid key) before 403 not_entitled (plan lacks the area) before 403 insufficient_scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors.ts';
import type { Area, AuthContext, Scope } from '../../orgs/model.ts';

declare module 'fastify' {
  interface FastifyRequest { auth: AuthContext }
  interface FastifyContextConfig { public?: boolean; area?: Area; scope?: Scope }
}

import { requireArea, requireScope } from '../../orgs/access.ts';
export { requireArea, requireScope };

type Authenticate = (token: string) => AuthContext | null | Promise<AuthContext | null>;

export function registerAuth(app: FastifyInstance, authenticate: Authenticate) {
  app.decorateRequest('auth', null as unknown as AuthContext);
  // A callback hook: a key answered from the cache goes on at once, without a promise (this runs on every request).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const config = request.routeOptions.config;
    // Unknown routes fall through to the 404 handler; dashboard pages check their own session (src/dashboard).
    if (config.public || config.dashboard || !request.routeOptions.url) { done(); return; }
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([^\s]+)$/i.exec(header);
    let answer: ReturnType<Authenticate>;
    try { answer = match ? authenticate(match[1]!) : null; } catch (e) { done(e as Error); return; }
    if (answer instanceof Promise) answer.then((auth) => { done(admit(request, auth)); }, done);
    else done(admit(request, answer));
  });
}

/** Sets the caller on the request, or the error that refuses it (401, then 403 for the area, then for the scope). */
function admit(request: FastifyRequest, auth: AuthContext | null): Error | undefined {
  if (!auth) return new DomainError('unauthorized', 'missing, malformed, unknown or revoked API key');
  request.auth = auth;
  const config = request.routeOptions.config;
  try {
    if (config.area) requireArea(auth, config.area);
    if (config.scope) requireScope(auth, config.scope);
  } catch (e) { return e as Error; }
  return undefined;
}
