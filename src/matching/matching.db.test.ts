import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { uuidv7 } from '../platform/ids.ts';
import { DEMO_APPLICATION, DEMO_FINANCIALS, DEMO_FUNDERS } from '../funders/demo-funders.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/', import.meta.url).pathname;
const s01 = ['s01_statement_2026-06.pdf', 's01_statement_2026-07.pdf', 's01_statement_2026-08.pdf']
  .map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(`${SAMPLES}s01/${f}`)) }));

let t: TestApp;
let broker: TestOrg;
const funderIds: Record<string, string> = {}; // demo key -> funder id
const supplied = { application: DEMO_APPLICATION, financials: DEMO_FINANCIALS };

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  for (const f of DEMO_FUNDERS) funderIds[f.key] = (await t.ctx.funders.create(f.profile)).id;
  await t.ctx.funders.select(broker.orgId, Object.values(funderIds));
  t.ctx.worker.start();
});
afterAll(() => t.close());

const post = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request('POST', '/v1/match/matching', { key, body, headers });
const getJob = (key: string, id: string) => t.request('GET', `/v1/match/matching/${id}`, { key });
const getDeal = async (key: string, id: string) => (await t.request('GET', `/v1/deals/${id}`, { key })).json();
const count = async (table: 'jobs' | 'deals' | 'match_runs') =>
  Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** POSTs, waits for the job and returns the completed job object. */
async function matchDone(key: string, body: unknown) {
  const res = await post(key, body);
  expect(res.statusCode, res.body).toBe(202);
  expect(await waitForJob(t.ctx, res.json().matching_id)).toBe('completed');
  return (await getJob(key, res.json().matching_id)).json();
}

async function parse(key: string, createDeal: boolean) {
  const body = multipart([...s01.map((f) => ({ name: 'files', filename: f.name, value: f.bytes })),
    { name: 'create_deal', value: String(createDeal) }]);
  const res = await t.request('POST', '/v1/parse/parsing', { key, payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(202);
  expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
  return res.json() as { parsing_id: string; deal_id: string | null };
}

const kinds = (rows: Array<{ matched: boolean; hard_decline: boolean }>) =>
  rows.map((r) => (r.matched ? 'match' : r.hard_decline ? 'decline' : 'miss'));

describe('POST /v1/match/matching with supplied data', () => {
  it('queues a job, completes it with every available funder in order, and records the event', async () => {
    const res = await post(broker.key, { external_id: 'crm-1', ...supplied });
    expect(res.statusCode).toBe(202);
    const job = res.json();
    expect(Object.keys(job).sort()).toEqual(['completed_at', 'created_at', 'deal_id', 'error', 'external_id', 'funder_results',
      'matching_id', 'parsing_id', 'status', 'updated_at']);
    expect(job).toMatchObject({ status: 'queued', external_id: 'crm-1', deal_id: null, parsing_id: null, error: null,
      completed_at: null, funder_results: [] });
    expect(await waitForJob(t.ctx, job.matching_id)).toBe('completed');

    const done = (await getJob(broker.key, job.matching_id)).json();
    expect(done.status).toBe('completed');
    expect(done.completed_at).not.toBeNull();
    expect(done.funder_results).toHaveLength(8);
    // Matched first, then hard-declined or not by score; the engine orders them (demo-funders.test.ts has the spread).
    expect(kinds(done.funder_results).slice(0, 2)).toEqual(['match', 'match']);
    expect(kinds(done.funder_results).filter((k) => k === 'decline')).toHaveLength(3);
    const row = done.funder_results[0];
    expect(Object.keys(row).sort()).toEqual(['funder_id', 'funder_name', 'hard_decline', 'match_score', 'matched', 'matching_breakdown']);
    expect(Object.keys(row.matching_breakdown[0]).sort()).toEqual(['check', 'deal_value', 'hard', 'label', 'outcome', 'requirement']);
    const scores = done.funder_results.filter((r: { matched: boolean }) => !r.matched).map((r: { match_score: number }) => r.match_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const events = await t.ctx.db.selectFrom('events').select('data').where('type', '=', 'match.matching.completed').execute();
    expect(events.map((e) => JSON.parse(e.data))).toContainEqual({ matching_id: job.matching_id, external_id: 'crm-1', deal_id: null, status: 'completed' });
  });

  it('narrows the run to funder_ids that are available, ignoring the others', async () => {
    const unselected = (await t.ctx.funders.create({ name: 'Not Selected Capital', criteria: [] })).id;
    const done = await matchDone(broker.key, { ...supplied,
      funder_ids: [funderIds['summit-prime-capital'], funderIds['quickstart-micro-advance'] ?? Object.values(funderIds)[2], unselected, uuidv7()] });
    expect(done.funder_results).toHaveLength(2);
    expect(done.funder_results.map((r: { funder_id: string }) => r.funder_id)).not.toContain(unselected);
    expect(done.funder_results.map((r: { funder_id: string }) => r.funder_id)).toContain(funderIds['summit-prime-capital']);
  });

  it('reflects the profiles as they are when the job runs', async () => {
    const other = await t.org('broker');
    const f = await t.ctx.funders.create({ name: 'Changing Capital', criteria: [{ check: 'min_credit_score', value: 600, hard: true }] });
    await t.ctx.funders.select(other.orgId, [f.id]);
    expect((await matchDone(other.key, supplied)).funder_results[0].matched).toBe(true);
    await t.ctx.funders.update(f.id, { name: 'Changing Capital', criteria: [{ check: 'min_credit_score', value: 700, hard: true }] });
    expect((await matchDone(other.key, supplied)).funder_results[0]).toMatchObject({ matched: false, hard_decline: true });
  });

  it('scopes a funder organization to its own profile, never a broker\'s other funders', async () => {
    const funder = await t.org('funder', { funderId: funderIds['mainstreet-revenue-partners'] });
    const done = await matchDone(funder.key, supplied);
    expect(done.funder_results.map((r: { funder_id: string }) => r.funder_id)).toEqual([funderIds['mainstreet-revenue-partners']]);
    const asked = await matchDone(funder.key, { ...supplied, funder_ids: [funderIds['summit-prime-capital']] });
    expect(asked.funder_results).toEqual([]);

    // Its deals are funder-owned and never auto-submit.
    const withDeal = await matchDone(funder.key, { ...supplied, create_deal: true, auto_submit: 'auto' });
    const deal = await getDeal(funder.key, withDeal.deal_id);
    expect(deal).toMatchObject({ owner: 'funder', auto_submit: 'disabled', stage: 'New submission' });
    expect(deal.funder_results).toEqual(withDeal.funder_results);
  });

  it('a broker with no selected funders gets a completed run with no rows', async () => {
    const lonely = await t.org('broker');
    expect((await matchDone(lonely.key, supplied)).funder_results).toEqual([]);
  });
});

describe('create_deal', () => {
  it('creates the deal at once with the data, and stores the completed results on it', async () => {
    const res = await post(broker.key, { external_id: 'crm-deal', ...supplied, create_deal: true, auto_submit: 'disabled' });
    expect(res.statusCode).toBe(202);
    const dealId = res.json().deal_id;
    expect(dealId).toMatch(/^[0-9a-f-]{36}$/);
    const before = await getDeal(broker.key, dealId);
    expect(before).toMatchObject({ external_id: 'crm-deal', auto_submit: 'disabled', stage: 'Potential' });
    expect(before.application.legal_name).toBe(DEMO_APPLICATION.legal_name);
    expect(before.application.business_tax_id).toBe('123456789');
    expect(before.financials.avg_monthly_true_revenue).toBe(62000);

    expect(await waitForJob(t.ctx, res.json().matching_id)).toBe('completed');
    const job = (await getJob(broker.key, res.json().matching_id)).json();
    const after = await getDeal(broker.key, dealId);
    expect(after.funder_results).toHaveLength(8);
    expect(after.funder_results).toEqual(job.funder_results);
  });

  it('needs the deals area and the deals:write scope', async () => {
    const matchOnly = await t.org('broker', { areas: ['match'] });
    expect((await post(matchOnly.key, { ...supplied, create_deal: true })).json().error.code).toBe('not_entitled');
    const readOnly = await t.org('broker', { scopes: ['match:write', 'match:read', 'deals:read'] });
    expect((await post(readOnly.key, { ...supplied, create_deal: true })).json().error.code).toBe('insufficient_scope');
    expect((await post(matchOnly.key, supplied)).statusCode).toBe(202);
  });
});

describe('matching from a parsing', () => {
  let withDeal: { parsing_id: string; deal_id: string | null };
  let noDeal: { parsing_id: string; deal_id: string | null };
  beforeAll(async () => {
    [withDeal, noDeal] = await Promise.all([parse(broker.key, true), parse(broker.key, false)]);
  }, 120_000);

  const creditRow = (r: { matching_breakdown: Array<{ check: string; deal_value: unknown }> }) =>
    r.matching_breakdown.find((b) => b.check === 'min_credit_score');

  it('matches the parsed data, with application fields overriding the parsed ones', async () => {
    const plain = await matchDone(broker.key, { parsing_id: noDeal.parsing_id });
    expect(plain).toMatchObject({ parsing_id: noDeal.parsing_id, deal_id: null });
    expect(plain.funder_results).toHaveLength(8);
    expect(creditRow(plain.funder_results[0])?.deal_value).toBeNull();

    const parsed = (await t.request('GET', `/v1/parse/parsing/${noDeal.parsing_id}`, { key: broker.key })).json();
    const revenue = plain.funder_results.flatMap((r: any) => r.matching_breakdown).find((b: any) => b.check === 'min_avg_monthly_true_revenue');
    expect(revenue.deal_value).toBe(parsed.financials.avg_monthly_true_revenue);

    const crm = { industry: 'restaurant', applicants: [{ first_name: 'A', ownership: 100, credit_score: 710 }] };
    const overridden = await matchDone(broker.key, { parsing_id: noDeal.parsing_id, application: crm });
    expect(creditRow(overridden.funder_results[0])?.deal_value).toBe(710);
  });

  it('create_deal: false leaves the parsing\'s deal untouched and reports no deal', async () => {
    const before = await getDeal(broker.key, withDeal.deal_id!);
    const done = await matchDone(broker.key, { parsing_id: withDeal.parsing_id, create_deal: false, application: { industry: 'trucking' } });
    expect(done.deal_id).toBeNull();
    expect(await getDeal(broker.key, withDeal.deal_id!)).toEqual(before);
  });

  it('updates the parsing\'s deal (never a duplicate), and a rematch replaces its results with the newest run', async () => {
    const deals = await count('deals');
    const first = await matchDone(broker.key, { parsing_id: withDeal.parsing_id, create_deal: true,
      application: { industry: 'restaurant', applicants: [{ ownership: 100, credit_score: 720 }] } });
    expect(first.deal_id).toBe(withDeal.deal_id);
    let deal = await getDeal(broker.key, withDeal.deal_id!);
    expect(deal.application.industry).toBe('restaurant');
    expect(deal.funder_results).toEqual(first.funder_results);

    const second = await matchDone(broker.key, { parsing_id: withDeal.parsing_id, create_deal: true,
      application: { applicants: [{ ownership: 100, credit_score: 520 }] } });
    expect(second.deal_id).toBe(withDeal.deal_id);
    deal = await getDeal(broker.key, withDeal.deal_id!);
    expect(deal.funder_results).toEqual(second.funder_results);
    expect(deal.funder_results).not.toEqual(first.funder_results);
    expect(creditRow(deal.funder_results[0])?.deal_value).toBe(520);
    expect(await count('deals')).toBe(deals);
  });

  it('keeps the results of the run requested last when an older run finishes after it', async () => {
    const deal = await getDeal(broker.key, withDeal.deal_id!);
    expect(deal.funder_results.length).toBeGreaterThan(0);
    // An older request for this deal that a slow worker completes only now. Its lease outlives the test, so the
    // app's own worker never claims this stub job (input '{}') and fails it in the background.
    const now = new Date().toISOString();
    const late = { id: uuidv7(), kind: 'match' as const, org_id: broker.orgId, status: 'processing' as const, external_id: null,
      deal_id: withDeal.deal_id, parsing_id: null, input: '{}', result: null, error: null, attempts: 1, max_attempts: 3,
      locked_by: 'slow', locked_until: new Date(Date.now() + 3600_000).toISOString(), created_at: '2020-01-01T00:00:00.000Z',
      updated_at: now, completed_at: null };
    await t.ctx.jobs.insert(late);
    await t.ctx.db.transaction().execute((tx) => t.ctx.matching.handler.complete(tx, late, []));
    expect((await getDeal(broker.key, withDeal.deal_id!)).funder_results).toEqual(deal.funder_results);
  });

  it('creates a deal from the parsed data when the parsing made none', async () => {
    const done = await matchDone(broker.key, { external_id: 'from-parse', parsing_id: noDeal.parsing_id, create_deal: true });
    expect(done.deal_id).not.toBeNull();
    const parsed = (await t.request('GET', `/v1/parse/parsing/${noDeal.parsing_id}`, { key: broker.key })).json();
    const deal = await getDeal(broker.key, done.deal_id);
    expect(deal.external_id).toBe('from-parse');
    expect(deal.financials.avg_monthly_revenue).toBe(parsed.financials.avg_monthly_revenue);
    expect(deal.application.legal_name).toBe(parsed.application.legal_name);
    expect(deal.funder_results).toEqual(done.funder_results);
  });

  it('refuses a parsing that is not completed (409), unknown or foreign (404)', async () => {
    const now = new Date().toISOString();
    const id = uuidv7();
    // A parsing another worker holds: processing, with a lease that outlives the test.
    await t.ctx.jobs.insert({ id, kind: 'parse', org_id: broker.orgId, status: 'processing', external_id: null, deal_id: null,
      parsing_id: null, input: '{}', result: null, error: null, attempts: 1, max_attempts: 3, locked_by: 'elsewhere',
      locked_until: new Date(Date.now() + 3600_000).toISOString(), created_at: now, updated_at: now, completed_at: null });
    const jobs = await count('jobs');
    const busy = await post(broker.key, { parsing_id: id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('parsing_not_completed');
    expect((await post(broker.key, { parsing_id: uuidv7() })).json().error.code).toBe('not_found');
    const other = await t.org('broker');
    const foreign = await post(other.key, { parsing_id: noDeal.parsing_id });
    expect(foreign.statusCode).toBe(404);
    expect(await count('jobs')).toBe(jobs);
  });
});

describe('a matching that fails', () => {
  it('is failed with its error, has no results and records match.matching.failed', async () => {
    // A job that crashed its worker on every attempt (left processing, lease run out, attempts used up).
    const now = new Date().toISOString();
    const id = uuidv7();
    const input = { application: {}, financials: {}, funder_ids: null, scope: { org_kind: 'broker', funder_id: null } };
    await t.ctx.jobs.insert({ id, kind: 'match', org_id: broker.orgId, status: 'processing', external_id: 'crm-crash', deal_id: null,
      parsing_id: null, input: JSON.stringify(input), result: null, error: null, attempts: 3, max_attempts: 3,
      locked_by: 'crashed', locked_until: '2020-01-01T00:00:00.000Z', created_at: now, updated_at: now, completed_at: null });
    t.ctx.jobsEnqueued();
    expect(await waitForJob(t.ctx, id)).toBe('failed');

    const job = (await getJob(broker.key, id)).json();
    expect(job).toMatchObject({ matching_id: id, status: 'failed', error: { code: 'worker_crashed' }, funder_results: [] });
    expect(job.completed_at).not.toBeNull();
    expect(await t.ctx.db.selectFrom('match_runs').select('id').where('matching_id', '=', id).execute()).toEqual([]);
    const events = await t.ctx.db.selectFrom('events').select(['type', 'data', 'org_id']).execute();
    const mine = events.filter((e) => JSON.parse(e.data).matching_id === id);
    expect(mine.map((e) => ({ type: e.type, org_id: e.org_id, data: JSON.parse(e.data) }))).toEqual([{ type: 'match.matching.failed',
      org_id: broker.orgId, data: { matching_id: id, external_id: 'crm-crash', deal_id: null, status: 'failed' } }]);
  });
});

describe('validation, idempotency and visibility', () => {
  it.each([
    ['both financials and parsing_id', { parsing_id: uuidv7(), ...supplied }, 'financials'],
    ['neither mode', { external_id: 'x' }, 'parsing_id'],
    ['application without financials', { application: DEMO_APPLICATION }, 'financials'],
    ['financials without application', { financials: DEMO_FINANCIALS }, 'application'],
    ['an unknown field', { ...supplied, funders: [] }, undefined],
    ['a malformed funder id', { ...supplied, funder_ids: ['nope'] }, undefined],
    ['an invalid tax ID', { ...supplied, create_deal: true, application: { ...DEMO_APPLICATION, business_tax_id: '12-34' } }, 'application.business_tax_id'],
    ['an invalid tax ID in an override', { parsing_id: uuidv7(), application: { business_tax_id: '12-34' } }, 'application.business_tax_id'],
  ])('422 for %s; nothing is queued or created', async (_name, body, field) => {
    const [jobs, deals] = [await count('jobs'), await count('deals')];
    const res = await post(broker.key, body, { 'idempotency-key': `bad-${_name}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    if (field) expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect([await count('jobs'), await count('deals')]).toEqual([jobs, deals]);
  });

  it('replays the same request with the same Idempotency-Key and rejects different data', async () => {
    const body = { external_id: 'idem', ...supplied, create_deal: true };
    const first = await post(broker.key, body, { 'idempotency-key': 'm-1' });
    const [jobs, deals] = [await count('jobs'), await count('deals')];
    const again = await post(broker.key, body, { 'idempotency-key': 'm-1' });
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect([await count('jobs'), await count('deals')]).toEqual([jobs, deals]);
    const other = await post(broker.key, { ...body, external_id: 'idem-2' }, { 'idempotency-key': 'm-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
  });

  it('GET is 404 for another organization\'s job and for malformed ids; needs match:read', async () => {
    const res = await post(broker.key, supplied);
    const id = res.json().matching_id;
    const other = await t.org('broker');
    expect((await getJob(other.key, id)).json().error.code).toBe('not_found');
    expect((await getJob(broker.key, 'not-a-uuid')).statusCode).toBe(404);
    expect((await getJob(broker.key, uuidv7())).statusCode).toBe(404);
    const writeOnly = await t.org('broker', { scopes: ['match:write'] });
    expect((await getJob(writeOnly.key, id)).json().error.code).toBe('insufficient_scope');
    expect((await post(await t.org('broker', { areas: ['deals'] }).then((o) => o.key), supplied)).json().error.code).toBe('not_entitled');
  });
});
