// Corrections with an audit trail, on the real app and database with a real sample statement: a deposit
// recategorised as loan proceeds lowers true revenue by exactly its amount over the months, the API returns the
// corrected figures and names them, the log says who, when, before and after; positions marked not MCA or added
// change the count and holdback; notes; everything encrypted at rest and scoped to the organization; and a new upload
// to the deal keeps the corrections.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { signIn, type Browser } from '../../test/signin.ts';
import type { ParseResult } from '../statements/types.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;
const pdf = (month: string) => new Uint8Array(readFileSync(`${SAMPLES}s01_statement_2026-${month}.pdf`));

let t: TestApp;
let org: TestOrg;
let me: Browser;
let stranger: Browser;
let dealId: string;
let parsed: ParseResult;
let target: { statement: number; index: number; amount: number; description: string };

const deal = async () => (await t.request('GET', `/v1/deals/${dealId}`, { key: org.key })).json();

async function upload(files: Array<{ name: string; bytes: Uint8Array }>, path = '/v1/parse/parsing', extra: Array<{ name: string; value: string }> = []) {
  const body = multipart([...files.map((f) => ({ name: 'files', filename: f.name, value: f.bytes })), ...extra]);
  const res = await t.request('POST', path, { key: org.key, payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(202);
  expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
  return res.json() as { parsing_id: string; deal_id: string };
}

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker', { areas: ['deals', 'parse'] }); // no matching: the figures are the test's subject
  await t.ctx.startWorker();
  const job = await upload([{ name: 'june.pdf', bytes: pdf('06') }, { name: 'july.pdf', bytes: pdf('07') }], '/v1/parse/parsing', [{ name: 'create_deal', value: 'true' }]);
  dealId = job.deal_id;
  parsed = (await t.request('GET', `/v1/parse/parsing/${job.parsing_id}`, { key: org.key })).json();
  const statements = parsed.parsing_details.statements;
  const si = statements.findIndex((s) => s.transactions.some((x) => x.category === 'revenue'));
  const ti = statements[si]!.transactions.findIndex((x) => x.category === 'revenue');
  const tx = statements[si]!.transactions[ti]!;
  target = { statement: si, index: ti, amount: tx.amount, description: tx.description };
  const u = await t.ctx.users.create({ orgId: org.orgId, email: 'fixer@example.test' });
  me = await signIn(t.app, u.email, u.password, { remoteAddress: '10.41.0.1' });
  const other = await t.org('broker');
  const v = await t.ctx.users.create({ orgId: other.orgId, email: 'nosy@example.test' });
  stranger = await signIn(t.app, v.email, v.password, { remoteAddress: '10.41.0.2' });
});
afterAll(() => t.close());

/** A form post with the session's CSRF token, as the pages send it. */
const post = (b: Browser, url: string, fields: Record<string, string>) => b.post(url, { ...fields, _csrf: b.csrf });
const txPath = () => `/app/deals/${dealId}/statements/${target.statement + 1}/transactions/${target.index + 1}`;

describe('corrections', () => {
  it('recategorising a deposit as loan proceeds recomputes true revenue; the API returns it and names the corrected fields', async () => {
    const before = await deal();
    expect(before.corrected_fields).toEqual([]);
    const form = await me.get(txPath());
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Recategorise a transaction');
    const res = await post(me, txPath(), { category: 'loan_proceeds', note: 'Owner says: SBA loan, not sales' });
    expect(res.statusCode).toBe(303);
    const after = await deal();
    const months = before.financials.months.length;
    expect(after.financials.avg_monthly_true_revenue).toBeCloseTo(before.financials.avg_monthly_true_revenue - target.amount / months, 2);
    expect(after.financials.avg_monthly_revenue).toBe(before.financials.avg_monthly_revenue); // still a credit
    expect(after.corrected_fields).toEqual(expect.arrayContaining(['avg_monthly_true_revenue', 'months']));
    expect(after.corrected_fields).not.toContain('avg_monthly_revenue');
  });

  it('logs who, when, before and after, and the figures it moved, on the deal page', async () => {
    const page = await me.get(`/app/deals/${dealId}`);
    const log = /<section class="card" id="activity"[\s\S]*?<\/section>/.exec(page.body)![0];
    expect(log).toContain('fixer@example.test');
    expect(log).toContain('from Revenue to Loan or advance proceeds');
    expect(log).toContain('Owner says: SBA loan, not sales');
    expect(log).toContain('avg true revenue');
    expect(log).toContain('Statements read');
    expect(page.body).toMatch(/Avg monthly true revenue<\/dt><dd>\$[\d,]+ <span class="badge warn">corrected<\/span>/);
    // The statement page lists the transaction in its corrected category.
    const statement = await me.get(`/app/deals/${dealId}/statements/${target.statement + 1}`);
    expect(statement.body).toMatch(new RegExp(`<tr id="t${target.index + 1}">.*?<td class="category">Loan or advance proceeds</td>`));
  });

  it('marks a position not MCA and adds one: the count and the holdback follow', async () => {
    const positions = parsed.financials.positions;
    let d = await deal();
    const count = d.financials.total_positions_count as number;
    if (positions.length) {
      expect((await post(me, `/app/deals/${dealId}/positions/not-mca`, { name: positions[0]!.name })).statusCode).toBe(303);
      d = await deal();
      expect(d.financials.positions.map((p: { name: string }) => p.name)).not.toContain(positions[0]!.name);
    }
    const base = d.financials.total_positions_count as number;
    expect((await post(me, `/app/deals/${dealId}/positions`, { name: 'Hand Added Capital', payment_amount: '$1,250', payment_frequency: 'weekly' })).statusCode).toBe(303);
    d = await deal();
    expect(d.financials.total_positions_count).toBe(base + 1);
    expect(d.financials.remit_percentage).toBeGreaterThan(0);
    expect(d.corrected_fields).toContain('positions');
    expect(count).toBeGreaterThanOrEqual(0);
    const refused = await post(me, `/app/deals/${dealId}/positions`, { name: '', payment_amount: 'x', payment_frequency: 'hourly' });
    expect(refused.statusCode).toBe(422);
  });

  it('adds notes, and keeps all of it encrypted at rest', async () => {
    expect((await post(me, `/app/deals/${dealId}/notes`, { note: 'Called the merchant; statements confirmed.' })).statusCode).toBe(303);
    expect((await me.get(`/app/deals/${dealId}`)).body).toContain('Called the merchant; statements confirmed.');
    const rows = [...await t.ctx.db.selectFrom('deal_corrections').select('data').execute(), ...await t.ctx.db.selectFrom('deal_activity').select('data').execute()];
    expect(rows.length).toBeGreaterThan(4);
    for (const r of rows) {
      expect(r.data.startsWith('enc:v1:')).toBe(true);
      // A whole phrase: three letters can turn up in any base64 ciphertext by chance (it did, once in CI).
      expect(r.data).not.toContain('SBA loan, not sales');
      expect(r.data).not.toContain('Called the merchant');
    }
  });

  it('never lets another organization see or correct the deal', async () => {
    for (const res of [await stranger.get(txPath()), await post(stranger, txPath(), { category: 'revenue' }),
      await post(stranger, `/app/deals/${dealId}/notes`, { note: 'hi' }), await post(stranger, `/app/deals/${dealId}/positions/not-mca`, { name: 'x' })]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await t.ctx.db.selectFrom('deal_activity').select('id').where('org_id', '!=', org.orgId).execute())).toEqual([]);
  });

  it('keeps the corrections through a new upload to the deal (the API\'s deal_id)', async () => {
    const before = await deal();
    await upload([{ name: 'august.pdf', bytes: pdf('08') }], '/v1/parse/parsing', [{ name: 'deal_id', value: dealId }]);
    const after = await deal();
    expect(after.financials.months.length).toBe(before.financials.months.length + 1);
    expect(after.corrected_fields).toEqual(expect.arrayContaining(['avg_monthly_true_revenue', 'positions']));
    expect(after.financials.positions.map((p: { name: string }) => p.name)).toContain('Hand Added Capital');
    const statement = await me.get(`/app/deals/${dealId}/statements/${target.statement + 1}`);
    expect(statement.body).toContain('Loan or advance proceeds');
  });
});
