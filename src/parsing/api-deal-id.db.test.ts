// `deal_id` on POST /v1/parse/parsing: a CRM that receives a further month adds it to the deal it made, the API's way
// (the dashboard's upload page does the same through parsing.create's options). Real app, real database, real sample
// PDFs: the deal's statements become the union (a repeated statement counted once), its figures are those of one
// upload of all its files, matching follows when it is on, the webhook event is recorded, and the deal lists its
// parsings and matchings newest first. The field is checked like any other: exclusive with create_deal, a UUID, a deal
// of the organization, `deals:write`; nothing is queued when it is refused.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { dealPatchFromParse } from './to-deal.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;
const pdf = (month: string): Part => ({ name: 'files', filename: `s01_statement_2026-${month}.pdf`, value: new Uint8Array(readFileSync(`${SAMPLES}s01_statement_2026-${month}.pdf`)) });

let t: TestApp;
let broker: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  await t.ctx.funders.select(broker.orgId, [(await t.ctx.funders.create({ name: 'Open Door Capital', criteria: [] })).id]);
  await t.ctx.startWorker();
});
afterAll(() => t.close());

const post = (key: string, parts: Part[], headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return t.request('POST', '/v1/parse/parsing', { key, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const field = (name: string, value: string): Part => ({ name, value });
const dealOf = async (id: string) => (await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json();
const months = (deal: { financials: { months: Array<{ date: string }> } }) => deal.financials.months.map((m) => m.date);
const matchJobsOf = (dealId: string) => t.ctx.db.selectFrom('jobs').select(['id', 'parsing_id']).where('kind', '=', 'match')
  .where('deal_id', '=', dealId).orderBy('created_at').orderBy('id').execute();
const jobCount = async () => Number((await t.ctx.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'parse').executeTakeFirstOrThrow()).n);

/** Uploads, waits for the parsing and for the matchings it queued, and answers the job. */
async function upload(parts: Part[]): Promise<{ parsing_id: string; deal_id: string | null }> {
  const res = await post(broker.key, parts);
  expect(res.statusCode).toBe(202);
  expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
  const dealId = res.json().deal_id as string | null;
  if (dealId) for (const m of await matchJobsOf(dealId)) expect(await waitForJob(t.ctx, m.id)).toBe('completed');
  return res.json();
}

describe('deal_id: a further month for an existing deal', () => {
  let dealId: string;
  let june: string;
  let july: string;

  beforeAll(async () => {
    ({ parsing_id: june, deal_id: dealId } = (await upload([pdf('06'), field('create_deal', 'true'), field('external_id', 'crm-2001')])) as { parsing_id: string; deal_id: string });
    const res = await post(broker.key, [pdf('07'), field('deal_id', dealId), field('external_id', 'crm-2001-july')]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ deal_id: dealId, status: 'queued', external_id: 'crm-2001-july' });
    july = res.json().parsing_id;
    expect(await waitForJob(t.ctx, july)).toBe('completed');
    for (const m of await matchJobsOf(dealId)) expect(await waitForJob(t.ctx, m.id)).toBe('completed');
  }, 120_000);

  it('gives the deal the figures of one upload of both months', async () => {
    const both = (await t.request('GET', `/v1/parse/parsing/${(await upload([pdf('06'), pdf('07')])).parsing_id}`, { key: broker.key })).json();
    const deal = await dealOf(dealId);
    expect(months(deal)).toEqual(['2026-06', '2026-07']);
    expect(deal.financials).toEqual(dealPatchFromParse(both).financials);
    const job = (await t.request('GET', `/v1/parse/parsing/${july}`, { key: broker.key })).json();
    expect(job.parsing_details.statements).toEqual(both.parsing_details.statements);
  });

  it('rematches the deal (matching after upload is on) and records the webhook event', async () => {
    const matches = await matchJobsOf(dealId);
    expect(matches.map((m) => m.parsing_id)).toEqual([june, july]);
    const events = await t.ctx.db.selectFrom('events').select(['type', 'data']).where('org_id', '=', broker.orgId).execute();
    expect(events.filter((e) => e.type === 'parse.parsing.completed').map((e) => JSON.parse(e.data)))
      .toContainEqual({ parsing_id: july, external_id: 'crm-2001-july', deal_id: dealId, status: 'completed' });
    expect(events.filter((e) => e.type === 'match.matching.completed').map((e) => JSON.parse(e.data).matching_id)).toContain(matches[1]!.id);
  });

  it('lists the deal\u2019s parsings and matchings, newest first, with status and created_at', async () => {
    const deal = await dealOf(dealId);
    const matches = await matchJobsOf(dealId);
    expect(deal.parsings.map((p: { parsing_id: string }) => p.parsing_id)).toEqual([july, june]);
    expect(deal.matchings.map((m: { matching_id: string }) => m.matching_id)).toEqual([matches[1]!.id, matches[0]!.id]);
    for (const entry of [...deal.parsings, ...deal.matchings]) {
      expect(Object.keys(entry).sort()).toEqual([Object.keys(entry).find((k) => k.endsWith('_id')), 'created_at', 'status'].sort());
      expect(entry.status).toBe('completed');
      expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);
    }
    expect(deal.parsings[0].created_at >= deal.parsings[1].created_at).toBe(true);
    // A new deal has none; the list answers the same lists.
    const fresh = (await t.request('POST', '/v1/deals', { key: broker.key, body: { application: {} } })).json();
    expect(fresh).toMatchObject({ parsings: [], matchings: [] });
    const page = (await t.request('GET', '/v1/deals?external_id=crm-2001', { key: broker.key })).json();
    expect(page.data[0]).toMatchObject({ parsings: deal.parsings, matchings: deal.matchings });
  });

  it('lists the parsing a matching made the deal from, and gives each deal of a page its own jobs', async () => {
    const plain = await upload([pdf('08')]);
    const m = await t.request('POST', '/v1/match/matching', { key: broker.key, body: { parsing_id: plain.parsing_id, create_deal: true } });
    expect(m.statusCode).toBe(202);
    expect(await waitForJob(t.ctx, m.json().matching_id)).toBe('completed');
    const made = await dealOf(m.json().deal_id);
    expect(made.parsings.map((p: { parsing_id: string }) => p.parsing_id)).toEqual([plain.parsing_id]);
    expect(made.matchings.map((x: { matching_id: string }) => x.matching_id)).toEqual([m.json().matching_id]);
    const page = (await t.request('GET', '/v1/deals?limit=100', { key: broker.key })).json().data as Array<{ deal_id: string; parsings: unknown[]; matchings: unknown[] }>;
    expect(page.length).toBeGreaterThanOrEqual(3);
    for (const d of page) {
      const one = await dealOf(d.deal_id);
      expect({ parsings: d.parsings, matchings: d.matchings }).toEqual({ parsings: one.parsings, matchings: one.matchings });
    }
    expect(page.filter((d) => d.parsings.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('counts a statement sent again once: the figures do not move', async () => {
    const before = await dealOf(dealId);
    const again = await upload([pdf('06'), field('deal_id', dealId)]);
    const after = await dealOf(dealId);
    expect(after.financials).toEqual(before.financials);
    const job = (await t.request('GET', `/v1/parse/parsing/${again.parsing_id}`, { key: broker.key })).json();
    expect(job.parsing_details.statements).toHaveLength(2);
    expect(job.parsing_details.documents.at(-1).warnings).toContain('duplicate_statement');
    expect(after.parsings[0].parsing_id).toBe(again.parsing_id);
  });

  it('replays with the same Idempotency-Key, and refuses the key with another deal', async () => {
    const other = (await t.request('POST', '/v1/deals', { key: broker.key, body: { application: {} } })).json().deal_id;
    const headers = { 'idempotency-key': 'crm-upload-2001' };
    const first = await post(broker.key, [pdf('08'), field('deal_id', other)], headers);
    expect(first.statusCode).toBe(202);
    const replay = await post(broker.key, [pdf('08'), field('deal_id', other)], headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().parsing_id).toBe(first.json().parsing_id);
    expect((await post(broker.key, [pdf('08'), field('deal_id', dealId)], headers)).statusCode).toBe(409);
    expect(await waitForJob(t.ctx, first.json().parsing_id)).toBe('completed');
  });
});

describe('deal_id refused', () => {
  it('is a 422 with create_deal=true or when not a UUID, one detail naming deal_id; nothing is queued', async () => {
    const dealId = (await t.request('POST', '/v1/deals', { key: broker.key, body: { application: {} } })).json().deal_id;
    const before = await jobCount();
    for (const [parts, issue] of [
      [[pdf('06'), field('deal_id', dealId), field('create_deal', 'true')], /not allowed with create_deal/],
      [[pdf('06'), field('deal_id', 'deal-42')], /UUID/],
    ] as const) {
      const res = await post(broker.key, [...parts]);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details).toEqual([{ field: 'deal_id', issue: expect.stringMatching(issue) }]);
    }
    // create_deal=false with a deal_id is the same as leaving create_deal out.
    const accepted = await post(broker.key, [pdf('06'), field('deal_id', dealId), field('create_deal', 'false')]);
    expect(accepted.statusCode).toBe(202);
    expect(await jobCount()).toBe(before + 1);
    expect(await waitForJob(t.ctx, accepted.json().parsing_id)).toBe('completed');
  });

  it('is a 404 for an unknown deal or another organization\u2019s, and a 403 without deals:write', async () => {
    const other = await t.org('broker');
    const theirs = (await t.request('POST', '/v1/deals', { key: other.key, body: { application: {} } })).json().deal_id;
    const before = await jobCount();
    expect((await post(broker.key, [pdf('06'), field('deal_id', theirs)])).json().error.code).toBe('not_found');
    expect((await post(broker.key, [pdf('06'), field('deal_id', '0190a6e0-0000-7000-8000-000000000000')])).statusCode).toBe(404);
    const parseOnly = await t.org('broker', { scopes: ['parse:read', 'parse:write', 'deals:read'] });
    const mine = (await t.request('POST', '/v1/deals', { key: (await t.ctx.orgs.createKey(parseOnly.orgId)).api_key, body: { application: {} } })).json().deal_id;
    const refused = await post(parseOnly.key, [pdf('06'), field('deal_id', mine)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('insufficient_scope');
    expect(await jobCount()).toBe(before);
  });
});
