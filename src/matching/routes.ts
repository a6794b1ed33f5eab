import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { idempotentPost } from '../platform/http/idempotent-post.ts';
import { errorResponses } from '../platform/http/schema.ts';
import type { AppContext } from '../context.ts';
import { MatchingBody, MatchingJob } from './schemas.ts';

export function matchingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<TypeBoxTypeProvider>();

    r.post('/v1/match/matching', {
      config: { area: 'match', scope: 'match:write' },
      schema: { tags: ['matching'], operationId: 'createMatching', summary: 'Queue a matching job: a completed parsing_id, or application and financials',
        body: MatchingBody, response: { 202: MatchingJob, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) } },
    }, (request, reply) => idempotentPost(ctx.db, request, reply, { cipher: ctx.cipher, path: '/v1/match/matching', fingerprint: request.body,
      status: 202, work: (tx) => ctx.matching.create(request.auth, request.body, tx), committed: ctx.jobsEnqueued }));

    r.get('/v1/match/matching/:matching_id', {
      config: { area: 'match', scope: 'match:read' },
      schema: { tags: ['matching'], operationId: 'getMatching', summary: 'A matching job, with its funder results once completed',
        params: Type.Object({ matching_id: Type.String({ description: 'the matching_id of the job (any other value is a 404)' }) }), response: { 200: MatchingJob, ...errorResponses(401, 403, 404) } },
    }, async (request) => ctx.matching.get(request.auth, request.params.matching_id));
  };
}
