// The deal's money: financials per month (chart and table) with every figure a link to what makes it, MCA positions,
// statements and their transactions (stub: being built).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DealView } from '../../deals/schemas.ts';
import { html, type Html } from '../html.ts';

/** The financials, positions and statements sections of the deal page. */
export async function financialsSection(_ctx: AppContext, _request: FastifyRequest, _deal: DealView): Promise<Html> {
  return html``;
}

/** Drill-down and transaction pages under /app/deals/:id/... */
export function dealFinancialRoutes(_app: FastifyInstance, _ctx: AppContext) {}
