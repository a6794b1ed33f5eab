// The deal page (stub: being built). GET /app/deals/:id and the deal's forms.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function dealRoutes(_app: FastifyInstance, _ctx: AppContext) {}
