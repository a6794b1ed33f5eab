// Exports of a deal from the API and the dashboard: one CSV per table and a real .xlsx workbook (read back with
// exceljs: four sheets, typed cells, frozen header rows), with corrections applied; another organization gets 404.
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
    expect(res.headers['content-disposition']).toContain(`deal-${dealId}-transactions.csv`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Statement,Account,Date,Description,Category,Debit,Credit,Printed balance');
    expect(lines).toHaveLength(transactions + 1);
    const funders = await t.request('GET', `/v1/deals/${dealId}/export/funders.csv`, { key: org.key });
    expect(funders.body).toContain('Exported Funder,true,false,100,');
  });

  it('gives a real workbook: four sheets, typed cells, frozen header rows (API and dashboard alike)', async () => {
    for (const res of [await t.request('GET', `/v1/deals/${dealId}/export.xlsx`, { key: org.key }), await me.get(`/app/deals/${dealId}/export.xlsx`)]) {
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Transactions', 'Months', 'Positions', 'Funder results']);
      for (const ws of wb.worksheets) expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const tx = wb.getWorksheet('Transactions')!;
      expect(tx.rowCount).toBe(transactions + 1);
      const row = tx.getRow(2);
      expect(row.getCell(3).value).toBeInstanceOf(Date);
      expect(typeof (row.getCell(6).value ?? row.getCell(7).value)).toBe('number');
      expect(typeof wb.getWorksheet('Months')!.getRow(2).getCell(3).value).toBe('number');
    }
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
