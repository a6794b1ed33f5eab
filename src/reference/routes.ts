import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../platform/http/schema.ts';
import { listReference } from './service.ts';

const KINDS = ['countries', 'states', 'provinces', 'entity-types', 'industries'] as const;
const MAX_AGE = 3600; // an hour: values change rarely, but clients must pick up additions (brief 4.4 rule 2)

const Entry = Type.Object({
  id: Type.String(), label: Type.String(), aliases: Type.Array(Type.String()),
  country: Type.Optional(Type.String()), countries: Type.Optional(Type.Array(Type.String())),
  type: Type.Optional(Type.String()), category: Type.Optional(Type.String()), suffixes: Type.Optional(Type.Array(Type.String())),
  risk_category: Type.Optional(Type.String()), sector: Type.Optional(Type.String()), naics: Type.Optional(Type.Array(Type.String())),
});

export const referenceRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of KINDS) {
    app.get(`/v1/reference/${kind}`, {
      schema: { tags: ['reference'], operationId: `list${kind.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`, summary: `Accepted ${kind}`,
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String({ description: 'the ETag of a list you hold: 304 while it is current' })) }),
        response: { 200: Type.Object({ data: Type.Array(Entry) }), 304: Type.Null(), ...errorResponses(401) } },
    }, async (request, reply) => {
      const { data, etag } = listReference(kind);
      reply.header('Cache-Control', `private, max-age=${MAX_AGE}`).header('ETag', etag);
      const match = request.headers['if-none-match'];
      if (match && match.split(',').map((s) => s.trim()).includes(etag)) return reply.status(304).send();
      return { data };
    });
  }
};
