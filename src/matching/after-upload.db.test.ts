// Matching follows parsing: an upload that completes into a deal queues a match of the deal against the organization's
// selected funders (a match run like any other, linked to the deal and the parsing), unless the organization turned
// the setting off or its plan lacks matching. Real app, real database, a real sample PDF.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;
const bytes = new Uint8Array(readFileSync(SAMPLE));

let t: TestApp;
let funderIds: string[];

beforeAll(async () => {
  t = await startTestApp();
  funderIds = [
    (await t.ctx.funders.create({ name: 'Open Door Capital', criteria: [] })).id,
    (await t.ctx.funders.create({ name: 'Strict Funding', criteria: [{ check: 'min_avg_monthly_revenue', value: 1e9, hard: true }] })).id,
  ];
  await t.ctx.startWorker();
});
afterAll(() => t.close());

async function broker(options: Parameters<TestApp['org']>[1] = {}): Promise<TestOrg> {
  const org = await t.org('broker', options);
  await t.ctx.funders.select(org.orgId, funderIds);
  return org;
}

/** POST /v1/parse/parsing with create_deal, waited to completion; the deal's matching jobs after it. */
async function uploadNewDeal(org: TestOrg) {
  const body = multipart([{ name: 'files', filename: 'june.pdf', value: bytes }, { name: 'create_deal', value: 'true' }, { name: 'external_id', value: 'crm-up' }]);
  const res = await t.request('POST', '/v1/parse/parsing', { key: org.key, payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(202);
  const { parsing_id, deal_id } = res.json() as { parsing_id: string; deal_id: string };
  expect(await waitForJob(t.ctx, parsing_id)).toBe('completed');
  const matches = await t.ctx.db.selectFrom('jobs').select(['id', 'parsing_id', 'external_id', 'status']).where('kind', '=', 'match')
    .where('deal_id', '=', deal_id).execute();
  return { parsing_id, deal_id, matches };
}

describe('matching follows parsing', () => {
  it('matches a deal made by an upload against the selected funders, recorded as a match run', async () => {
    const org = await broker();
    const { parsing_id, deal_id, matches } = await uploadNewDeal(org);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ parsing_id, external_id: 'crm-up' });
    expect(await waitForJob(t.ctx, matches[0]!.id)).toBe('completed');
    const deal = (await t.request('GET', `/v1/deals/${deal_id}`, { key: org.key })).json();
    expect(deal.funder_results.map((r: { funder_name: string; matched: boolean }) => [r.funder_name, r.matched]))
      .toEqual([['Open Door Capital', true], ['Strict Funding', false]]);
    // The run is the API's too: GET /v1/match/matching/{id} answers it, and the webhook event was recorded.
    const run = (await t.request('GET', `/v1/match/matching/${matches[0]!.id}`, { key: org.key })).json();
    expect(run).toMatchObject({ status: 'completed', deal_id, parsing_id });
    const events = await t.ctx.db.selectFrom('events').select('type').where('org_id', '=', org.orgId).orderBy('created_at').execute();
    expect(events.map((e) => e.type)).toEqual(['parse.parsing.completed', 'match.matching.completed']);
  });

  it('queues nothing when the organization turned it off', async () => {
    const org = await broker();
    await t.ctx.settings.set(org.orgId, { match_on_upload: false });
    const { deal_id, matches } = await uploadNewDeal(org);
    expect(matches).toEqual([]);
    expect((await t.request('GET', `/v1/deals/${deal_id}`, { key: org.key })).json().funder_results).toEqual([]);
    await t.ctx.settings.set(org.orgId, { match_on_upload: true });
    expect((await t.ctx.settings.get(org.orgId)).match_on_upload).toBe(true);
  });

  it('queues nothing when the plan lacks matching, nor for an upload without a deal', async () => {
    const noMatch = await broker({ areas: ['deals', 'parse'] });
    expect((await uploadNewDeal(noMatch)).matches).toEqual([]);
    const org = await broker();
    const body = multipart([{ name: 'files', filename: 'june.pdf', value: bytes }]);
    const res = await t.request('POST', '/v1/parse/parsing', { key: org.key, payload: body.payload, headers: body.headers });
    expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
    const jobs = await t.ctx.db.selectFrom('jobs').select('kind').where('org_id', '=', org.orgId).execute();
    expect(jobs.map((j) => j.kind)).toEqual(['parse']);
  });
});
