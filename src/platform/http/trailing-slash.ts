// A GET or HEAD for a path that ends in "/" and matches no route is redirected to the path without it
// (/app/deals/ -> /app/deals, query kept): people type and paste such links. Only requests that would be a 404 (no
// route, or a route's parameter left empty) are touched, so a route that really ends in "/" (the API reference's /docs/) keeps working; other methods keep their
// 404, since repeating a write at another address is the client's decision.
import type { FastifyInstance } from 'fastify';

export function redirectTrailingSlash(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // The router reads /app/deals/ as /app/deals/:id with an empty id: that is no route either.
    const emptyParam = Object.values((request.params ?? {}) as Record<string, unknown>).includes('');
    if (!request.is404 && !emptyParam) return;
    const q = request.url.indexOf('?');
    const path = q === -1 ? request.url : request.url.slice(0, q);
    if (path.length < 2 || !path.endsWith('/')) return;
    const stripped = path.replace(/\/+$/, '');
    // "//host/" would become a link to another site; "\" is read as "/" by browsers.
    if (stripped === '' || stripped.startsWith('//') || stripped.includes('\\')) return;
    return reply.code(301).header('Location', stripped + (q === -1 ? '' : request.url.slice(q))).send();
  });
}
