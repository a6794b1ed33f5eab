// Exports of a deal from the API and the dashboard: one CSV per table and a real .xlsx workbook (read back with
// exceljs: six sheets, typed cells, frozen header rows), with corrections applied, named after the business and the
// day; the Summary sheet and the months' balances say what the deal page says; another organization gets 404.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { signIn, type Browser } from '../../test/signin.ts';

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;

let t: TestApp;
let org: TestOrg;
let other: TestOrg;
let me: Browser;
let dealId: string;
let transactions: number;
let slug: string;
let parsed: { parsing_details: { statements: Array<{ ending_balance: number; daily_balances: unknown[] }> } };

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
  other = await t.org('broker');
  await t.ctx.funders.select(org.orgId, [(await t.ctx.funders.create({ name: 'Exported Funder', criteria: [] })).id]);
  await t.ctx.startWorker();
  const body = multipart([{ name: 'files', filename: 'june.pdf', value: new Uint8Array(readFileSync(SAMPLE)) }, { name: 'create_deal', value: 'true' }]);
  const res = await t.request('POST', '/v1/parse/parsing', { key: org.key, payload: body.payload, headers: body.headers });
  expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
  dealId = res.json().deal_id;
  const parsing = (await t.request('GET', `/v1/parse/parsing/${res.json().parsing_id}`, { key: org.key })).json();
  parsed = parsing;
  slug = parsing.application.legal_name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  transactions = parsing.parsing_details.statements.reduce((n: number, s: { transactions: unknown[] }) => n + s.transactions.length, 0);
  const match = await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'match').where('deal_id', '=', dealId).executeTakeFirstOrThrow();
  expect(await waitForJob(t.ctx, match.id)).toBe('completed');
  const u = await t.ctx.users.create({ orgId: org.orgId, email: 'exporter@example.test' });
  me = await signIn(t.app, u.email, u.password, { remoteAddress: '10.51.0.1' });
});
afterAll(() => t.close());

describe('exports', () => {
  it('gives a CSV per table from the API, a header row first, one row per transaction', async () => {
    const res = await t.request('GET', `/v1/deals/${dealId}/export/transactions.csv`, { key: org.key });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named after the business and the day (issue 34, item 5).
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}-${new Date().toISOString().slice(0, 10)}-transactions.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Statement,Account,Date,Description,Category,Debit,Credit,Printed balance,Category code');
    expect(lines).toHaveLength(transactions + 1);
    // Categories in words, their codes beside them.
    expect(lines.slice(1).some((l) => /,Revenue,.*,revenue$/.test(l))).toBe(true);
    const funders = await t.request('GET', `/v1/deals/${dealId}/export/funders.csv`, { key: org.key });
    expect(funders.body).toContain('Exported Funder,true,false,100,');
  });

  it('gives a real workbook: six sheets, typed cells, frozen header rows (API and dashboard alike)', async () => {
    for (const res of [await t.request('GET', `/v1/deals/${dealId}/export.xlsx`, { key: org.key }), await me.get(`/app/deals/${dealId}/export.xlsx`)]) {
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Transactions', 'Months', 'Daily balances', 'Positions', 'Funder results']);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}-${new Date().toISOString().slice(0, 10)}.xlsx"`);
      for (const ws of wb.worksheets) expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const tx = wb.getWorksheet('Transactions')!;
      expect(tx.rowCount).toBe(transactions + 1);
      const row = tx.getRow(2);
      expect(row.getCell(3).value).toBeInstanceOf(Date);
      expect(typeof (row.getCell(6).value ?? row.getCell(7).value)).toBe('number');
      expect(typeof wb.getWorksheet('Months')!.getRow(2).getCell(3).value).toBe('number');
    }
  });

  it('says what the page says: the Summary sheet, the months\u2019 balances, every daily balance (issue 34, item 5)', async () => {
    const res = await t.request('GET', `/v1/deals/${dealId}/export.xlsx`, { key: org.key });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const deal = (await t.request('GET', `/v1/deals/${dealId}`, { key: org.key })).json();
    const summary = new Map<string, unknown>();
    wb.getWorksheet('Summary')!.eachRow((row, n) => { if (n > 1) summary.set(String(row.getCell(2).value), row.getCell(3).value); });
    expect(summary.get('Business')).toBe(deal.application.legal_name);
    expect(summary.get('Avg monthly revenue')).toBe(deal.financials.avg_monthly_revenue);
    expect(summary.get('Avg daily balance')).toBe(deal.financials.avg_daily_balance);
    expect(summary.get('Statements verified')).toBe('1 of 1');
    expect(summary.get('Matched')).toBe('1 of 1');
    for (const p of deal.financials.positions) expect(summary.get(p.name)).toBe(p.remit_percentage);
    const months = wb.getWorksheet('Months')!;
    expect(months.getRow(1).values).toEqual(expect.arrayContaining(['Avg daily balance', 'Ending balance']));
    // One month: its average daily balance is the deal's, its ending balance the statement's.
    expect(months.getRow(2).getCell(7).value).toBe(deal.financials.avg_daily_balance);
    expect(months.getRow(2).getCell(8).value).toBe(parsed.parsing_details.statements[0]!.ending_balance);
    expect(wb.getWorksheet('Daily balances')!.rowCount).toBe(parsed.parsing_details.statements[0]!.daily_balances.length + 1);
    const page = (await me.get(`/app/deals/${dealId}`)).body;
    expect(page).toContain(`/app/deals/${dealId}/export/daily_balances.csv`);
  });

  it('answers 404 to another organization, on the API and the dashboard, and for an unknown table', async () => {
    expect((await t.request('GET', `/v1/deals/${dealId}/export.xlsx`, { key: other.key })).statusCode).toBe(404);
    expect((await t.request('GET', `/v1/deals/${dealId}/export/months.csv`, { key: other.key })).statusCode).toBe(404);
    expect((await me.get(`/app/deals/${dealId}/export/secrets.csv`)).statusCode).toBe(404);
    const v = await t.ctx.users.create({ orgId: other.orgId, email: 'other-exporter@example.test' });
    const stranger = await signIn(t.app, v.email, v.password, { remoteAddress: '10.51.0.2' });
    expect((await stranger.get(`/app/deals/${dealId}/export.xlsx`)).statusCode).toBe(404);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    const { toCsv } = await import('./export.ts');
    expect(toCsv({ name: 'x', columns: [{ header: 'a', kind: 'text' }], rows: [['=HYPERLINK("x")'], ['a,b']] }))
      .toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n"a,b"\r\n');
  });
});
