// Issue 34, item 4: corrections flow through. A correction of a deal that has funder results matches it again on the
// corrected figures (so no reason quotes the old revenue); with matching after uploads turned off, the page marks the
// results out of date with the one click that refreshes them. Recategorising offers the categories of the row's
// direction only, and several rows are recategorised in one action. Real app and database, a real sample statement.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { FORM_TYPE, signIn, type Browser } from '../../test/signin.ts';
import type { ParseResult } from '../statements/types.ts';

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;

let t: TestApp;
let org: TestOrg;
let me: Browser;
let dealId: string;
let parsed: ParseResult;

const deal = async () => (await t.request('GET', `/v1/deals/${dealId}`, { key: org.key })).json();
const matchJobs = async () => t.ctx.db.selectFrom('jobs').select(['id', 'status']).where('kind', '=', 'match').where('deal_id', '=', dealId)
  .orderBy('created_at').execute();
/** A form post with repeated fields (checkboxes), as a browser sends it. */
const postForm = (url: string, entries: Array<[string, string]>) => t.app.inject({ method: 'POST', url,
  headers: { ...FORM_TYPE, cookie: `mca_session=${me.token}` }, payload: new URLSearchParams([['_csrf', me.csrf], ...entries]).toString() });
/** Rows (1-based) of the statement by direction and category. */
const rowsOf = (direction: 'credit' | 'debit', category?: string) => parsed.parsing_details.statements[0]!.transactions
  .flatMap((x, i) => (x.direction === direction && (!category || x.category === category) ? [i + 1] : []));

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
  await t.ctx.funders.select(org.orgId, [(await t.ctx.funders.create({ name: 'Revenue Bar Capital',
    criteria: [{ check: 'min_avg_monthly_true_revenue', value: 1000, hard: false }] })).id]);
  await t.ctx.startWorker();
  const body = multipart([{ name: 'files', filename: 'june.pdf', value: new Uint8Array(readFileSync(SAMPLE)) }, { name: 'create_deal', value: 'true' }]);
  const job = (await t.request('POST', '/v1/parse/parsing', { key: org.key, payload: body.payload, headers: body.headers })).json();
  expect(await waitForJob(t.ctx, job.parsing_id)).toBe('completed');
  dealId = job.deal_id;
  for (const m of await matchJobs()) expect(await waitForJob(t.ctx, m.id)).toBe('completed');
  parsed = (await t.request('GET', `/v1/parse/parsing/${job.parsing_id}`, { key: org.key })).json();
  const u = await t.ctx.users.create({ orgId: org.orgId, email: 'flow@example.test' });
  me = await signIn(t.app, u.email, u.password);
});
afterAll(() => t.close());

/** The funder row's true-revenue check as the deal's active run has it. */
const quoted = (d: { funder_results: Array<{ matching_breakdown: Array<{ check: string; deal_value: unknown }> }> }) =>
  d.funder_results[0]!.matching_breakdown.find((c) => c.check === 'min_avg_monthly_true_revenue')!.deal_value;

describe('corrections flow through', () => {
  it('a correction matches the deal again: the funder reasons quote the corrected revenue', async () => {
    const before = await deal();
    expect(quoted(before)).toBe(before.financials.avg_monthly_true_revenue);
    const runs = (await matchJobs()).length;
    const row = rowsOf('credit', 'revenue')[0]!;
    const res = await postForm(`/app/deals/${dealId}/statements/1/transactions/${row}`, [['category', 'transfer_in']]);
    expect(res.statusCode).toBe(303);
    const jobs = await matchJobs();
    expect(jobs).toHaveLength(runs + 1);
    expect(await waitForJob(t.ctx, jobs.at(-1)!.id)).toBe('completed');
    const after = await deal();
    expect(after.financials.avg_monthly_true_revenue).toBeLessThan(before.financials.avg_monthly_true_revenue);
    expect(quoted(after)).toBe(after.financials.avg_monthly_true_revenue);
    expect((await me.get(`/app/deals/${dealId}`)).body).not.toContain('Out of date');
  });

  it('puts one "Not an MCA" in each parsed position\u2019s row, none elsewhere', async () => {
    const page = (await me.get(`/app/deals/${dealId}`)).body;
    const positions = parsed.financials.positions.map((p) => p.name);
    expect(positions.length).toBeGreaterThan(0);
    expect(page.match(/>Not an MCA</g)).toHaveLength(positions.length);
    for (const name of positions) {
      const row = new RegExp(`<tr>\\s*<th scope="row">${name}[\\s\\S]*?</tr>`).exec(page)![0];
      expect(row.match(/>Not an MCA</g)).toHaveLength(1);
    }
  });

  it('offers the categories of the row\u2019s direction only, and refuses another direction\u2019s', async () => {
    const credit = rowsOf('credit')[0]!;
    const form = (await me.get(`/app/deals/${dealId}/statements/1/transactions/${credit}`)).body;
    const offered = [...form.matchAll(/<option value="([a-z_]+)"/g)].map((m) => m[1]);
    expect(offered).toEqual(['revenue', 'transfer_in', 'loan_proceeds', 'reversal', 'interest']);
    const debitForm = (await me.get(`/app/deals/${dealId}/statements/1/transactions/${rowsOf('debit')[0]!}`)).body;
    expect([...debitForm.matchAll(/<option value="([a-z_]+)"/g)].map((m) => m[1])).toEqual(['mca_payment', 'nsf_fee', 'transfer_out', 'loan_payment', 'fee', 'check', 'other']);
    const refused = await postForm(`/app/deals/${dealId}/statements/1/transactions/${credit}`, [['category', 'nsf_fee']]);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('is a money-out category; this transaction is a credit');
  });

  it('recategorises several rows in one action: one log entry, the figures recomputed once', async () => {
    const page = (await me.get(`/app/deals/${dealId}/statements/1`)).body;
    expect(page).toContain('Recategorise selected');
    const picked = rowsOf('credit', 'revenue').slice(1, 4); // the first was recategorised above
    const before = await deal();
    const count = async () => Number((await t.ctx.db.selectFrom('deal_corrections').where('deal_id', '=', dealId)
      .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const corrections = await count();
    const res = await postForm(`/app/deals/${dealId}/statements/1/recategorise`, [...picked.map((r): [string, string] => ['rows', String(r)]), ['category', 'loan_proceeds']]);
    expect(res.statusCode).toBe(303);
    expect(await count()).toBe(corrections + 3);
    const moved = picked.reduce((sum, r) => sum + parsed.parsing_details.statements[0]!.transactions[r - 1]!.amount, 0);
    const after = await deal();
    expect(after.financials.avg_monthly_true_revenue).toBeCloseTo(before.financials.avg_monthly_true_revenue - moved, 2);
    const log = (await me.get(`/app/deals/${dealId}`)).body;
    expect(log).toContain('Recategorised 3 transactions to');
    // A credit and a debit together cannot take one category: refused, nothing stored.
    const mixed = await postForm(`/app/deals/${dealId}/statements/1/recategorise`, [['rows', String(rowsOf('credit')[0])], ['rows', String(rowsOf('debit')[0])], ['category', 'fee']]);
    expect(mixed.statusCode).toBe(422);
    expect(await count()).toBe(corrections + 3);
    for (const m of await matchJobs()) await waitForJob(t.ctx, m.id);
  });

  it('with matching after uploads off, marks the results out of date with one click to refresh', async () => {
    await t.ctx.settings.set(org.orgId, { match_on_upload: false });
    const runs = (await matchJobs()).length;
    const row = rowsOf('credit', 'revenue').at(-1)!;
    expect((await postForm(`/app/deals/${dealId}/statements/1/transactions/${row}`, [['category', 'reversal']])).statusCode).toBe(303);
    expect(await matchJobs()).toHaveLength(runs);
    const stale = (await me.get(`/app/deals/${dealId}`)).body;
    expect(stale).toContain('<strong>Out of date:</strong> the figures changed');
    expect(stale).toContain('Rematch on the current figures');
    expect((await postForm(`/app/deals/${dealId}/rematch`, [])).statusCode).toBe(303);
    const jobs = await matchJobs();
    expect(await waitForJob(t.ctx, jobs.at(-1)!.id)).toBe('completed');
    const fresh = await deal();
    expect(quoted(fresh)).toBe(fresh.financials.avg_monthly_true_revenue);
    expect((await me.get(`/app/deals/${dealId}`)).body).not.toContain('Out of date');
  });
});
