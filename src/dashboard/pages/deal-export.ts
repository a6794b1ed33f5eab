// Downloads from the deal page: the Excel workbook, a CSV per table (the same builders as the API's exports,
// src/deals/export.ts), and a printable summary (the page itself under deal.css's print rules).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { EXPORT_TABLES, exportName, exportTables, toCsv, toXlsx, type ExportTable } from '../../deals/export.ts';
import type { DealView } from '../../deals/schemas.ts';
import { notFound } from '../../platform/errors.ts';
import { html, type Html } from '../html.ts';
import { ExportParams, IdParams, typed } from '../schemas.ts';

const LABEL: Record<ExportTable, string> = { summary: 'summary', transactions: 'transactions', months: 'months',
  daily_balances: 'daily balances', positions: 'positions', funders: 'funder results' };
const today = () => new Date().toISOString().slice(0, 10);

export function exportLinks(deal: DealView): Html {
  const base = `/app/deals/${deal.deal_id}/export`;
  return html`<nav class="exports" aria-label="Downloads"><a href="${base}.xlsx" download>Excel workbook</a>
<span class="muted">CSV:</span> ${EXPORT_TABLES.map((t) => html`<a href="${base}/${t}.csv" download>${LABEL[t]}<span class="sr-only"> (CSV)</span></a> `)}
<button type="button" data-print>Print summary</button></nav>`;
}

export function exportRoutes(untyped: FastifyInstance, ctx: AppContext) {
  const app = typed(untyped);
  const tablesOf = async (request: FastifyRequest, id: string) => {
    const auth = request.session!.auth;
    const deal = await ctx.deals.get(auth, id);
    return { deal, tables: exportTables(deal, await ctx.corrections.correctedResult(auth, deal.deal_id)) };
  };

  app.get('/deals/:id/export.xlsx', { schema: { params: IdParams } }, async (request, reply) => {
    const { deal, tables } = await tablesOf(request, request.params.id);
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${exportName(deal, today())}.xlsx"`).send(await toXlsx(deal, tables));
  });

  app.get('/deals/:id/export/:table', { schema: { params: ExportParams } }, async (request, reply) => {
    const { id, table } = request.params;
    const name = table.replace(/\.csv$/, '');
    if (!table.endsWith('.csv') || !(EXPORT_TABLES as readonly string[]).includes(name)) throw notFound('export');
    const { deal, tables } = await tablesOf(request, id);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${exportName(deal, today())}-${name.replace('_', '-')}.csv"`)
      .send(toCsv(tables[name as ExportTable]));
  });
}
