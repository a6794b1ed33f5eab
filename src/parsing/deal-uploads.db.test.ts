// Uploads to an existing deal (`parsing.create(..., { dealId })`, the dashboard's upload page) are analysed together
// with the deal's earlier statements, on the real database with real sample PDFs: June made into a deal, then July
// uploaded to it gives the deal exactly the figures of one upload of both files; June again is flagged a duplicate
// and changes no figure; a result stored before documents were kept counts as none; two uploads completing into one
// deal at the same time both end up behind its figures; and the kept documents never show in the API's view.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { uuidv7 } from '../platform/ids.ts';
import type { AuthContext } from '../orgs/model.ts';
import type { IncomingFile } from './blobs.ts';
import type { StoredParseResult } from './stored-result.ts';
import { dealPatchFromParse } from './to-deal.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;
const pdf = (month: string) => ({ name: `s01_statement_2026-${month}.pdf`, bytes: new Uint8Array(readFileSync(`${SAMPLES}s01_statement_2026-${month}.pdf`)) });
const june = pdf('06');
const july = pdf('07');
const august = pdf('08');
type File = typeof june;

/** The keys of GET /v1/parse/parsing/:id for a completed job, as before documents were kept. */
const VIEW_KEYS = ['application', 'completed_at', 'created_at', 'deal_id', 'error', 'external_id', 'financials', 'parsing_details',
  'parsing_id', 'status', 'updated_at'];

let t: TestApp;
let broker: TestOrg;
let auth: AuthContext;

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  auth = (await t.ctx.orgs.authenticate(broker.key))!;
  await t.ctx.startWorker();
});
afterAll(() => t.close());

/** POST /v1/parse/parsing, waited to completion. */
async function apiUpload(files: File[], createDeal: boolean): Promise<{ parsing_id: string; deal_id: string | null }> {
  const body = multipart([...files.map((f) => ({ name: 'files', filename: f.name, value: f.bytes })),
    ...(createDeal ? [{ name: 'create_deal', value: 'true' }] : [])]);
  const res = await t.request('POST', '/v1/parse/parsing', { key: broker.key, payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(202);
  expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
  return res.json();
}

const incoming = (f: File): IncomingFile => ({ name: f.name, size: f.bytes.length, sha256: createHash('sha256').update(f.bytes).digest('hex'),
  async *read() { yield f.bytes; } });

/** The dashboard's way: `parsing.create` with the deal's id, in a transaction; the worker is woken after commit. */
async function queueForDeal(dealId: string, files: File[]): Promise<string> {
  const job = await t.ctx.db.transaction().execute((tx) =>
    t.ctx.parsing.create(auth, { files: files.map(incoming), external_id: null, create_deal: false }, tx, { dealId }));
  t.ctx.jobsEnqueued();
  return job.parsing_id;
}

async function uploadToDeal(dealId: string, files: File[]): Promise<string> {
  const id = await queueForDeal(dealId, files);
  expect(await waitForJob(t.ctx, id)).toBe('completed');
  return id;
}

const view = async (id: string) => (await t.request('GET', `/v1/parse/parsing/${id}`, { key: broker.key })).json();
const dealOf = async (id: string) => (await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json();
const stored = async (id: string) => JSON.parse((await t.ctx.jobs.find(id))!.result!) as StoredParseResult;

/** A signed-in user's deal page (GET /app/deals/:id). */
async function dealPage(dealId: string): Promise<string> {
  const u = await t.ctx.users.create({ orgId: broker.orgId, email: `deal-uploads-${uuidv7()}@example.test` });
  const { token } = await t.ctx.users.signIn(u.email, u.password, '10.9.0.1');
  const res = await t.app.inject({ method: 'GET', url: `/app/deals/${dealId}`, headers: { cookie: `mca_session=${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('an upload to an existing deal', () => {
  let dealId: string;
  let julyJob: string;
  let together: { application: unknown; financials: unknown; parsing_details: unknown };

  beforeAll(async () => {
    const first = await apiUpload([june], true);
    dealId = first.deal_id!;
    expect((await dealOf(dealId)).financials.months.map((m: { date: string }) => m.date)).toEqual(['2026-06']);
    julyJob = await uploadToDeal(dealId, [july]);
    // The same two files in one plain upload: what the deal's figures must be.
    const one = await view((await apiUpload([june, july], false)).parsing_id);
    together = { application: one.application, financials: one.financials, parsing_details: one.parsing_details };
  }, 120_000);

  it('gives the deal the figures of one upload of the deal\u2019s files: both months, every statement', async () => {
    const deal = await dealOf(dealId);
    expect(deal.financials.months.map((m: { date: string }) => m.date)).toEqual(['2026-06', '2026-07']);
    expect(deal.financials).toEqual(dealPatchFromParse(together as never).financials);
    const job = await view(julyJob);
    expect(job.deal_id).toBe(dealId);
    expect({ application: job.application, financials: job.financials, parsing_details: job.parsing_details }).toEqual(together);
    expect(job.parsing_details.documents.map((d: { file_name: string }) => d.file_name)).toEqual([june.name, july.name]);
    // The job's own file has its page count; the earlier file stays its own job's.
    const files = await t.ctx.db.selectFrom('job_files').select(['idx', 'file_name', 'pages']).where('job_id', '=', julyJob).execute();
    expect(files).toEqual([{ idx: 0, file_name: july.name, pages: job.parsing_details.documents[1].pages }]);
    expect(files[0]!.pages).toBeGreaterThan(0);
  });

  it('keeps every document analysed in the stored result, encrypted, without explain, and never in the API\u2019s view', async () => {
    const result = await stored(julyJob);
    expect(result.extracted!.documents.map((d) => d.file_name)).toEqual([june.name, july.name]);
    expect(result.extracted!.documents.every((d) => !('explain' in d) && d.statements.length === 1)).toBe(true);
    expect(result.extracted!.parsings).toHaveLength(1);
    const raw = await t.ctx.db.selectFrom('jobs').select('result').where('id', '=', julyJob).executeTakeFirstOrThrow();
    expect(raw.result).not.toContain('extracted');
    expect(raw.result).not.toContain('2026-07');
    const res = await t.request('GET', `/v1/parse/parsing/${julyJob}`, { key: broker.key });
    expect(Object.keys(res.json()).sort()).toEqual(VIEW_KEYS);
    expect(res.body).not.toContain('extracted');
    expect(res.body).not.toContain('holder_block'); // a field of extracted statements only
  });

  it('the same statement uploaded again is flagged duplicate_statement and changes no figure', async () => {
    const before = await dealOf(dealId);
    const again = await view(await uploadToDeal(dealId, [june]));
    const after = await dealOf(dealId);
    expect(after.financials).toEqual(before.financials);
    expect(after.application).toEqual(before.application);
    expect(again.financials).toEqual(together.financials);
    expect(again.parsing_details.statements).toEqual((together.parsing_details as { statements: unknown[] }).statements);
    const documents = again.parsing_details.documents as Array<{ file_name: string; warnings: string[] }>;
    expect(documents.map((d) => d.file_name)).toEqual([june.name, july.name, june.name]);
    expect(documents[2]!.warnings).toContain('duplicate_statement');
    expect(documents[0]!.warnings).not.toContain('duplicate_statement');
    // The deal page: the statements of both uploads, none dropped from the figures.
    const page = await dealPage(dealId);
    expect(page).toContain('2 statements read');
    expect(page).toContain('together with those of 2 earlier uploads');
    expect(page).not.toContain('not behind the figures');
    expect(page).toContain('The file repeats a statement already uploaded');
  });
});

describe('other parse jobs', () => {
  it('a plain API parse job is analysed alone and its view is unchanged', async () => {
    const id = (await apiUpload([august], false)).parsing_id;
    const res = await t.request('GET', `/v1/parse/parsing/${id}`, { key: broker.key });
    expect(Object.keys(res.json()).sort()).toEqual(VIEW_KEYS);
    expect(res.body).not.toContain('extracted');
    expect(res.json().parsing_details.documents).toHaveLength(1);
    // Its documents are kept all the same, for a deal made from it later.
    expect((await stored(id)).extracted).toMatchObject({ parsings: [] });
    expect((await stored(id)).extracted!.documents).toHaveLength(1);
  });

  it('a create_deal upload to the API is analysed alone, whatever the organization uploaded before', async () => {
    const { parsing_id, deal_id } = await apiUpload([august], true);
    expect((await view(parsing_id)).parsing_details.documents).toHaveLength(1);
    expect((await dealOf(deal_id!)).financials.months.map((m: { date: string }) => m.date)).toEqual(['2026-08']);
  });
});

describe('deals whose earlier parsing kept no documents', () => {
  it('a result stored before documents were kept counts as none: the upload is analysed alone, and the page says so', async () => {
    const dealId = (await t.request('POST', '/v1/deals', { key: broker.key, body: { application: {} } })).json().deal_id as string;
    // A June result as stored before this change: the API's three fields, nothing else.
    const { application, financials, parsing_details } = await view((await apiUpload([june], false)).parsing_id);
    const now = new Date().toISOString();
    await t.ctx.jobs.insert({ id: uuidv7(), kind: 'parse', org_id: broker.orgId, status: 'completed', external_id: null, deal_id: dealId,
      parsing_id: null, input: '{"files":[]}', result: t.ctx.cipher.encrypt(JSON.stringify({ application, financials, parsing_details })),
      error: null, attempts: 1, max_attempts: 3, locked_by: null, locked_until: null, created_at: now, updated_at: now, completed_at: now });
    const id = await uploadToDeal(dealId, [july]);
    expect((await view(id)).parsing_details.documents.map((d: { file_name: string }) => d.file_name)).toEqual([july.name]);
    expect((await dealOf(dealId)).financials.months.map((m: { date: string }) => m.date)).toEqual(['2026-07']);
    expect((await stored(id)).extracted!.parsings).toEqual([]);
    const page = await dealPage(dealId);
    expect(page).toContain('An earlier upload');
    expect(page).toContain('is not behind the figures');
  });
});

describe('two uploads to one deal at once', () => {
  it('both end up behind the deal\u2019s figures, whichever completes first', async () => {
    const dealId = (await apiUpload([august], true)).deal_id!;
    const ids = [await queueForDeal(dealId, [june]), await queueForDeal(dealId, [july])];
    expect(await Promise.all(ids.map((id) => waitForJob(t.ctx, id)))).toEqual(['completed', 'completed']);
    expect((await dealOf(dealId)).financials.months.map((m: { date: string }) => m.date)).toEqual(['2026-06', '2026-07', '2026-08']);
    const last = (await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'parse').where('deal_id', '=', dealId).where('status', '=', 'completed')
      .orderBy('completed_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    expect((await view(last)).parsing_details.statements).toHaveLength(3);
  });
});
