// The deal's money: financials per month (chart and table) with every figure a link to what makes it, MCA positions
// with their debits, statements and their transactions. The figures come from the deal; the lists behind them from
// the deal's newest completed parsing (src/parsing/deal-statements.ts), listed by the engine's own rules
// (src/statements/analyze/drill-down.ts). Rendering lives in deal-money-*.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DealView } from '../../deals/schemas.ts';
import { notFound } from '../../platform/errors.ts';
import type { DealStatements } from '../../parsing/deal-statements.ts';
import { MONTH_METRICS, type MonthMetric } from '../../statements/figures.ts';
import type { ParseResult } from '../../statements/index.ts';
import type { Html } from '../html.ts';
import { csrfField, page } from '../layout.ts';
import { canChange } from '../roles.ts';
import { MonthMetricParams, StatementParams, StatementQuery, typed } from '../schemas.ts';
import { moneySections, type MoneyForms } from './deal-money-section.ts';
import { correctedResult } from './deal-corrections.ts';
import { drillDownPage, monthsOf, transactionsPage } from './deal-money-pages.ts';
import { isCategory } from './deal-money-words.ts';

/** The deal's parsed statements (its parsings and the current result), for the signed-in user's organization. */
export const dealStatements = (ctx: AppContext, request: FastifyRequest, dealId: string): Promise<DealStatements> =>
  ctx.dealStatements.forDeal(request.session!.auth, dealId);

/** The financials, positions and statements sections of the deal page. */
export function financialsSection(deal: DealView, statements: DealStatements, forms?: MoneyForms): Html {
  return moneySections(deal, statements, forms);
}

/** The deal (404 for another organization's) and the result its lists come from (404 when nothing was parsed). */
async function dealWithResult(ctx: AppContext, request: FastifyRequest, id: string): Promise<{ deal: DealView; result: ParseResult }> {
  const deal = await ctx.deals.get(request.session!.auth, id);
  const result = await correctedResult(ctx, request, deal);
  if (!result) throw notFound('parsed statements of this deal');
  return { deal, result };
}

const send = (request: FastifyRequest, view: { title: string; body: Html }, scripts: string[] = []) =>
  page(request, { title: view.title, section: 'deals', body: view.body, scripts });

/** Drill-down and transaction pages under /app/deals/:id/... */
export function dealFinancialRoutes(untyped: FastifyInstance, ctx: AppContext) {
  const app = typed(untyped);
  app.get('/deals/:id/months/:month/:metric', { schema: { params: MonthMetricParams } }, async (request, reply) => {
    const { id, month, metric } = request.params;
    const { deal, result } = await dealWithResult(ctx, request, id);
    if (!(MONTH_METRICS as readonly string[]).includes(metric) || !monthsOf(deal, result).includes(month)) throw notFound('figure');
    return reply.type('text/html; charset=utf-8').send(send(request, drillDownPage(deal, result, month, metric as MonthMetric)));
  });

  app.get('/deals/:id/statements/:number', { schema: { params: StatementParams, querystring: StatementQuery } }, async (request, reply) => {
    const { id, number } = request.params;
    const { deal, result } = await dealWithResult(ctx, request, id);
    const index = /^[1-9]\d{0,3}$/.test(number) ? Number(number) - 1 : -1;
    if (!result.parsing_details.statements[index]) throw notFound('statement');
    const raw = request.query;
    const category = typeof raw.category === 'string' && isCategory(raw.category) ? raw.category : '';
    const q = (typeof raw.q === 'string' ? raw.q : '').trim().slice(0, 200);
    return reply.type('text/html; charset=utf-8').send(send(request, transactionsPage(deal, result, index, { category, q }, canChange(request), csrfField(request)), ['deal.js']));
  });
}
