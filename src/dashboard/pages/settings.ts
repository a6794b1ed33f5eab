// Settings: API keys, webhook endpoints, selected funders (stub: being built).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function settingsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
