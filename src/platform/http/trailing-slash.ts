// A GET or HEAD for a path that ends in "/" and matches no route is redirected to the path without it
// (/app/deals/ -> /app/deals, query kept): people type and paste such links. Only requests that would be a 404 (no
// route, or a route's parameter left empty) are touched, so a route that really ends in "/" (the API reference's /docs/) keeps working; other methods keep their
// 404, since repeating a write at another address is the client's decision.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function redirectTrailingSlash(app: FastifyInstance) {
  // A callback hook (it runs on every request): `done` goes on, an answered redirect does not call it.
  app.addHook('onRequest', (request, reply, done) => {
    const location = redirectFor(request);
    if (location === null) done();
    else reply.code(301).header('Location', location).send();
  });
}

function redirectFor(request: FastifyRequest): string | null {
  const q = request.url.indexOf('?');
  const path = q === -1 ? request.url : request.url.slice(0, q);
  if (path.length < 2 || !path.endsWith('/')) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // The router reads /app/deals/ as /app/deals/:id with an empty id: that is no route either.
  const emptyParam = Object.values((request.params ?? {}) as Record<string, unknown>).includes('');
  if (!request.is404 && !emptyParam) return null;
  const stripped = path.replace(/\/+$/, '');
  // "//host/" would become a link to another site; "\" is read as "/" by browsers.
  if (stripped === '' || stripped.startsWith('//') || stripped.includes('\\')) return null;
  return stripped + (q === -1 ? '' : request.url.slice(q));
}
