// Upload statements for a new or an existing deal (stub: being built).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function uploadRoutes(_app: FastifyInstance, _ctx: AppContext) {}
