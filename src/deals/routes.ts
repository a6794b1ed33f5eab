import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { idempotentPost } from '../platform/http/idempotent-post.ts';
import { errorResponses } from '../platform/http/schema.ts';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../orgs/model.ts';
import { EXPORT_TABLES, exportName, exportTables, toCsv, toXlsx, type ExportTable } from './export.ts';
import { CreateDealBody, Deal, DealPage, DealPageQuery, PatchDealBody, withoutNullObjects } from './schemas.ts';

const DealId = () => Type.String({ description: 'the deal\'s id (a UUID; any other value is a 404, as an unknown id)' });
const IdParams = Type.Object({ deal_id: DealId() });
const today = () => new Date().toISOString().slice(0, 10);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ExportParams = Type.Object({ deal_id: DealId(), table: Type.Unsafe<`${ExportTable}.csv`>(Type.Union(EXPORT_TABLES.map((t) => Type.Literal(`${t}.csv`)))) });

export function dealRoutes(ctx: AppContext): FastifyPluginAsync {
  const exported = async (auth: AuthContext, id: string) => {
    const deal = await ctx.deals.get(auth, id);
    return { deal, tables: exportTables(deal, await ctx.corrections.correctedResult(auth, deal.deal_id)) };
  };
  return async (app) => {
    const r = app.withTypeProvider<TypeBoxTypeProvider>();

    r.post('/v1/deals', {
      config: { area: 'deals', scope: 'deals:write' },
      schema: { tags: ['deals'], operationId: 'createDeal', summary: 'Create a deal', body: CreateDealBody,
        response: { 201: Deal, ...errorResponses(400, 401, 403, 409, 413, 415, 422) } },
    }, async (request, reply) => {
      return idempotentPost(ctx.db, request, reply, { cipher: ctx.cipher, path: '/v1/deals', fingerprint: request.body, status: 201,
        work: (tx) => ctx.deals.create(request.auth, withoutNullObjects(request.body) as never, tx) });
    });

    r.get('/v1/deals', {
      config: { area: 'deals', scope: 'deals:read' },
      schema: { tags: ['deals'], operationId: 'listDeals', summary: 'List deals (oldest change first; cursor pagination)',
        description: 'Pages through the organization\'s deals ordered by `updated_at`, then id. Send `next_cursor` back as '
          + '`cursor` with the same filters for the next page; it is null on the last page. A deal changed while you page '
          + 'moves to the end and is returned again, so a sync from `updated_since` misses nothing.',
        querystring: DealPageQuery, response: { 200: DealPage, ...errorResponses(401, 403, 422) } },
    }, async (request) => {
      const q = request.query;
      return ctx.deals.page(request.auth, { ...q, limit: q.limit === undefined ? undefined : Number(q.limit) });
    });

    r.get('/v1/deals/:deal_id', {
      config: { area: 'deals', scope: 'deals:read' },
      schema: { tags: ['deals'], operationId: 'getDeal', summary: 'Read a deal', description: 'The deal, with its funder results (the newest run\'s) and the parsings and matchings behind it, newest first.', params: IdParams, response: { 200: Deal, ...errorResponses(401, 403, 404) } },
    }, async (request) => ctx.deals.read(request.auth, request.params.deal_id));

    // Exports: the deal's transactions (corrected), months, positions and funder results, as CSV or one workbook.
    r.get('/v1/deals/:deal_id/export.xlsx', {
      config: { area: 'deals', scope: 'deals:read' },
      schema: { tags: ['deals'], operationId: 'exportDealWorkbook', summary: 'Export the deal as an Excel workbook (summary, transactions, months, daily balances, positions, funder results)',
        params: IdParams, produces: [XLSX], response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'an .xlsx workbook' }), ...errorResponses(401, 403, 404) } },
    }, async (request, reply) => {
      const { deal, tables } = await exported(request.auth, request.params.deal_id);
      return reply.type(XLSX).header('Content-Disposition', `attachment; filename="${exportName(deal, today())}.xlsx"`).send(await toXlsx(deal, tables));
    });

    r.get('/v1/deals/:deal_id/export/:table', {
      config: { area: 'deals', scope: 'deals:read' },
      schema: { tags: ['deals'], operationId: 'exportDealTable', summary: 'Export one table of the deal as CSV', params: ExportParams,
        produces: ['text/csv'], response: { 200: Type.String({ description: 'CSV (RFC 4180), a header row first' }), ...errorResponses(401, 403, 404) } },
    }, async (request, reply) => {
      const table = request.params.table.replace(/\.csv$/, '') as ExportTable;
      const { deal, tables } = await exported(request.auth, request.params.deal_id);
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${exportName(deal, today())}-${table.replace('_', '-')}.csv"`).send(toCsv(tables[table]));
    });

    r.patch('/v1/deals/:deal_id', {
      config: { area: 'deals', scope: 'deals:write' },
      schema: { tags: ['deals'], operationId: 'updateDeal', summary: 'Update a deal (merge patch; collections replace)', params: IdParams,
        body: PatchDealBody, response: { 200: Deal, ...errorResponses(400, 401, 403, 404, 413, 415, 422) } },
    }, async (request) => ctx.deals.patch(request.auth, request.params.deal_id, withoutNullObjects(request.body) as never));
  };
}
