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

export function registerAuth(app: FastifyInstance, authenticate: (token: string) => Promise<AuthContext | null>) {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    // Unknown routes fall through to the 404 handler; dashboard pages check their own session (src/dashboard).
    if (config.public || config.dashboard || !request.routeOptions.url) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([^\s]+)$/i.exec(header);
    const auth = match ? await authenticate(match[1]!) : null;
    if (!auth) throw new DomainError('unauthorized', 'missing, malformed, unknown or revoked API key');
    request.auth = auth;
    if (config.area) requireArea(auth, config.area);
    if (config.scope) requireScope(auth, config.scope);
  });
}
