// Issue 34, items 2 and 3: risk reaches every place a decision is made, and failed work leaves no empty deal. A real
// public statement that does not reconcile (Fifth Third's sample: rows cut by its publisher, $24,961.45 unaccounted
// for) is uploaded as a new deal; its statement review is on the deal (API), in the deals list and on the deal page,
// and every funder row of its match runs says the figures are unverified. An upload that reads no statement removes
// the deal it made, from the API and from the dashboard; an upload to an existing deal never removes it.
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { signIn, type Browser } from '../../test/signin.ts';

const REAL = new URL('../../../shared/corpus/real/', import.meta.url).pathname;
const fifthThird: Part = { name: 'files', filename: 'fifth_third.pdf', value: new Uint8Array(readFileSync(`${REAL}fifth_third_business_sample.pdf`)) };
const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;
const reconciled: Part = { name: 'files', filename: 'june.pdf', value: new Uint8Array(readFileSync(SAMPLE)) };

let t: TestApp;
let org: TestOrg;
let me: Browser;
let letter: Part;

/** A one-page PDF with a letter in its text layer (encrypted with a user password when asked): no statement to read. */
function letterPdf(password?: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const d = new PDFDocument({ size: [612, 792], ...(password ? { userPassword: password, pdfVersion: '1.7' as const } : {}) });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    d.on('error', reject);
    d.text('Dear customer, thank you for your letter of March 3. We will reply within ten working days.');
    d.end();
  });
}

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
  await t.ctx.funders.select(org.orgId, [
    (await t.ctx.funders.create({ name: 'Open Door Capital', criteria: [] })).id,
    (await t.ctx.funders.create({ name: 'Big Only Funding', criteria: [{ check: 'min_avg_daily_balance', value: 1e9, hard: true }] })).id,
  ]);
  const user = await t.ctx.users.create({ orgId: org.orgId, email: 'review@example.test' });
  me = await signIn(t.app, user.email, user.password);
  letter = { name: 'files', filename: 'letter.pdf', value: await letterPdf() };
  await t.ctx.startWorker();
});
afterAll(() => t.close());

async function upload(parts: Part[]) {
  const body = multipart(parts);
  const res = await t.request('POST', '/v1/parse/parsing', { key: org.key, payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(202);
  return res.json() as { parsing_id: string; deal_id: string | null };
}

/** Uploads as a new deal and waits for the parsing and the match run that follows it. */
async function uploadedDeal(file: Part) {
  const job = await upload([file, { name: 'create_deal', value: 'true' }]);
  expect(await waitForJob(t.ctx, job.parsing_id)).toBe('completed');
  const match = await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'match').where('deal_id', '=', job.deal_id!).executeTakeFirstOrThrow();
  expect(await waitForJob(t.ctx, match.id)).toBe('completed');
  return { ...job, deal_id: job.deal_id! };
}

const dealCount = async () => Number((await t.ctx.db.selectFrom('deals').where('org_id', '=', org.orgId)
  .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a deal whose statement does not reconcile', () => {
  let dealId: string;
  let parsingId: string;
  beforeAll(async () => { ({ deal_id: dealId, parsing_id: parsingId } = await uploadedDeal(fifthThird)); });

  it('carries the statement review in the API (GET /v1/deals/{id} and the list)', async () => {
    const deal = (await t.request('GET', `/v1/deals/${dealId}`, { key: org.key })).json();
    expect(deal.statement_review).toMatchObject({ statements: 1, verified: 0, tamper_signals: [], unread_documents: [] });
    expect(deal.statement_review.unreconciled).toEqual([expect.objectContaining({ statement: 0, file_name: 'fifth_third.pdf',
      period_start: '2024-09-01', period_end: '2024-09-30', reconciliation_difference: 24961.45 })]);
    expect(deal.review_count).toBe(1);
    const listed = (await t.request('GET', '/v1/deals', { key: org.key })).json().data.find((d: { deal_id: string }) => d.deal_id === dealId);
    expect(listed.statement_review.unreconciled).toHaveLength(1);
  });

  it('says so in every funder row of its match runs: after the upload, on a rematch and from the parsing', async () => {
    const check = (rows: Array<{ matching_breakdown: Array<{ check: string; outcome: string; deal_value: unknown }> }>) => {
      expect(rows).toHaveLength(2);
      for (const r of rows) {
        expect(r.matching_breakdown.filter((c) => c.check === 'statements_verified'))
          .toEqual([expect.objectContaining({ outcome: 'unknown', hard: false, deal_value: '0 of 1 statements reconcile; 24,961.45 not accounted for' })]);
      }
    };
    const deal = (await t.request('GET', `/v1/deals/${dealId}`, { key: org.key })).json();
    check(deal.funder_results);
    // The note carries no weight: the funder without criteria still matches with 100.
    expect(deal.funder_results[0]).toMatchObject({ funder_name: 'Open Door Capital', matched: true, match_score: 100 });
    const res = await t.request('POST', '/v1/match/matching', { key: org.key, body: { parsing_id: parsingId } });
    expect(await waitForJob(t.ctx, res.json().matching_id)).toBe('completed');
    check((await t.request('GET', `/v1/match/matching/${res.json().matching_id}`, { key: org.key })).json().funder_results);
  });

  it('is counted in the deals list and shown on the deal page, before the funder table and in every funder row', async () => {
    const list = (await me.get('/app/deals')).body;
    const row = list.slice(list.indexOf(`/app/deals/${dealId}"`));
    expect(row.slice(0, row.indexOf('</tr>'))).toMatch(/1 to review<\/a><br><span class="badge bad">1 unreconciled/);
    const body = (await me.get(`/app/deals/${dealId}`)).body;
    expect(body).toContain('1 to review</a>');
    expect(body).toMatch(/Statements verified:<\/strong> 0 of 1/);
    expect(body).toContain('does not reconcile: $24,961.45 not accounted for');
    const banner = body.indexOf('These results rest on unverified figures');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(body.indexOf('<table class="data results"'));
    expect(body.match(/<span class="badge bad">Unverified figures<\/span>/g)).toHaveLength(2);
  });

  it('a reconciled statement carries no note and nothing to review', async () => {
    const { deal_id } = await uploadedDeal(reconciled);
    const deal = (await t.request('GET', `/v1/deals/${deal_id}`, { key: org.key })).json();
    expect(deal.statement_review).toMatchObject({ statements: 1, verified: 1, unreconciled: [] });
    expect(deal.review_count).toBe(0);
    for (const r of deal.funder_results) expect(r.matching_breakdown.map((c: { check: string }) => c.check)).not.toContain('statements_verified');
    const body = (await me.get(`/app/deals/${deal_id}`)).body;
    expect(body).not.toContain('These results rest on unverified figures');
  });
});

describe('an upload that reads no statement', () => {
  it('leaves no deal it made behind, from the API (an encrypted PDF, as in the issue)', async () => {
    const before = await dealCount();
    const encrypted: Part = { name: 'files', filename: 'locked.pdf', value: await letterPdf('secret') };
    const job = await upload([encrypted, { name: 'create_deal', value: 'true' }]);
    expect(job.deal_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitForJob(t.ctx, job.parsing_id)).toBe('failed');
    expect(await dealCount()).toBe(before);
    expect((await t.request('GET', `/v1/deals/${job.deal_id}`, { key: org.key })).statusCode).toBe(404);
    const done = (await t.request('GET', `/v1/parse/parsing/${job.parsing_id}`, { key: org.key })).json();
    expect(done).toMatchObject({ status: 'failed', deal_id: null, error: { code: 'no_readable_statements' } });
    expect(done.error.message).toContain('encrypted');
    const event = await t.ctx.db.selectFrom('events').select('data').where('type', '=', 'parse.parsing.failed').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(event.data)).toMatchObject({ parsing_id: job.parsing_id, deal_id: null });
  });

  it('leaves no deal it made behind, from the dashboard; its page offers the upload again without a deal link', async () => {
    const before = await dealCount();
    const body = multipart([{ name: '_csrf', value: me.csrf }, letter, { name: 'create_deal', value: 'true' }]);
    const res = await t.app.inject({ method: 'POST', url: '/app/upload', headers: { ...body.headers, cookie: `mca_session=${me.token}`, accept: 'application/json' }, payload: body.payload });
    expect(res.statusCode).toBe(202);
    expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('failed');
    expect(await dealCount()).toBe(before);
    const status = (await me.get(`/app/parsings/${res.json().parsing_id}/status`)).json();
    expect(status).toMatchObject({ status: 'failed', deal_id: null });
  });

  it('keeps a deal it made that someone changed meanwhile, and never removes a deal it was added to', async () => {
    // The worker waits while the deal is changed, so the change surely comes before the failure.
    await t.ctx.worker.stop();
    const job = await upload([letter, { name: 'create_deal', value: 'true' }]);
    expect((await t.request('PATCH', `/v1/deals/${job.deal_id}`, { key: org.key, body: { external_id: 'kept' } })).statusCode).toBe(200);
    t.ctx.worker.start();
    expect(await waitForJob(t.ctx, job.parsing_id)).toBe('failed');
    expect((await t.request('GET', `/v1/deals/${job.deal_id}`, { key: org.key })).statusCode).toBe(200);
    // Added to an existing deal (the dashboard's upload for a deal): the deal stays, and its page offers the upload again.
    const body = multipart([{ name: '_csrf', value: me.csrf }, letter]);
    const res = await t.app.inject({ method: 'POST', url: `/app/upload?deal=${job.deal_id}`, headers: { ...body.headers, cookie: `mca_session=${me.token}`, accept: 'application/json' }, payload: body.payload });
    expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('failed');
    expect((await t.request('GET', `/v1/deals/${job.deal_id}`, { key: org.key })).statusCode).toBe(200);
    expect((await me.get(`/app/deals/${job.deal_id}`)).body).toContain('The latest upload could not be read: upload the statements again');
  });
});
