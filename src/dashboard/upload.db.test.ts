// The upload page as a browser uses it, on the real database with the job worker running: a form post without script
// (multipart, CSRF token as the first field, never in the URL) lands on the job's page, a script's post gets JSON and polls
// the job's status; the job completes into a new deal or into an existing deal of the organization; a non-PDF or too
// many files re-render the form; another organization's deal or job is a 404; no CSRF token, no job.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { signIn, type Browser } from '../../test/signin.ts';
import { uuidv7 } from '../platform/ids.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;
const pdf = (name: string): Part => ({ name: 'files', filename: name, value: new Uint8Array(readFileSync(`${SAMPLES}${name}`)) });

let t: TestApp;
let broker: TestOrg;
let me: Browser;
let other: Browser;
let n = 0;

async function userOf(orgId: string): Promise<Browser> {
  const { email, password } = await t.ctx.users.create({ orgId, email: `upload${++n}@example.test` });
  return signIn(t.app, email, password, { remoteAddress: `10.4.0.${n}` });
}

/**
 * A multipart post of the upload form; `csrf` 'field' as the form without script sends it (the first field), 'header'
 * as upload.js, 'query' and 'late' (after the files) as no form of ours does.
 */
function upload(b: Browser, parts: Part[], options: { deal?: string; csrf?: 'field' | 'header' | 'query' | 'late' | 'none'; json?: boolean } = {}) {
  const csrf = options.csrf ?? 'field';
  const token: Part = { name: '_csrf', value: b.csrf };
  const body = multipart(csrf === 'field' ? [token, ...parts] : csrf === 'late' ? [...parts, token] : parts);
  const search = new URLSearchParams();
  if (options.deal) search.set('deal', options.deal);
  if (csrf === 'query') search.set('_csrf', b.csrf);
  const headers: Record<string, string> = { ...body.headers, cookie: `mca_session=${b.token}` };
  if (csrf === 'header') headers['x-csrf-token'] = b.csrf;
  if (options.json) headers.accept = 'application/json';
  return t.app.inject({ method: 'POST', url: `/app/upload${search.size ? `?${search}` : ''}`, headers, payload: body.payload });
}

const jobCount = async () => Number((await t.ctx.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** The upload's temporary files are gone once the request is answered, whatever the answer. */
const tempFiles = () => (existsSync(t.ctx.uploads.dir) ? readdirSync(t.ctx.uploads.dir) : []);
const getDeal = async (id: string) => (await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json();

beforeAll(async () => {
  t = await startTestApp();
  t.ctx.worker.start();
  broker = await t.org('broker');
  me = await userOf(broker.orgId);
  other = await userOf((await t.org('broker')).orgId);
});
afterAll(() => t.close());

describe('upload page', () => {
  it('shows a multipart form that works without script: CSRF token as its first field (not in the URL), a file input with its label', async () => {
    const res = await me.get('/app/upload');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`action="/app/upload" enctype="multipart/form-data" class="card stack" data-upload>\n  <input type="hidden" name="_csrf" value="${me.csrf}">`);
    expect(res.body).not.toMatch(/[?&]_csrf=/);
    expect(res.body).toMatch(/<label for="files">[^<]+<\/label>\s*<input id="files" name="files" type="file" accept="application\/pdf,.pdf" multiple required/);
    expect(res.body).toContain('name="create_deal" value="true"');
    expect(res.body).toMatch(/<progress id="upload-progress"/);
    expect(res.body).toContain('aria-live="polite" data-status-text');
  });

  it('a sample PDF posted without script lands on its job page; the job completes and its new deal exists', async () => {
    const res = await upload(me, [pdf('s01_statement_2026-06.pdf'), { name: 'create_deal', value: 'true' }, { name: 'external_id', value: 'crm-42' }]);
    expect(res.statusCode).toBe(303);
    const jobId = /^\/app\/parsings\/([0-9a-f-]{36})$/.exec(res.headers.location as string)![1]!;
    expect(tempFiles()).toEqual([]);
    const queued = await me.get(`/app/parsings/${jobId}`);
    expect(queued.statusCode).toBe(200);
    expect(queued.body).toContain('crm-42');
    expect(await waitForJob(t.ctx, jobId)).toBe('completed');

    const status = await me.get(`/app/parsings/${jobId}/status`, { accept: 'application/json' });
    expect(status.statusCode).toBe(200);
    const body = status.json();
    expect(body).toMatchObject({ status: 'completed', error: null });
    const deal = await getDeal(body.deal_id);
    expect(deal).toMatchObject({ deal_id: body.deal_id, external_id: 'crm-42' });
    expect(deal.financials.months.map((m: { date: string }) => m.date)).toEqual(['2026-06']);
    const done = await me.get(`/app/parsings/${jobId}`);
    expect(done.body).toContain('Done: the statements are read.');
    expect(done.body).toContain(`href="/app/deals/${body.deal_id}"`);
    expect(done.body).not.toContain('Refresh to see the status');
  });

  it('a script\'s upload (CSRF header, JSON) gets the job and the URL to poll', async () => {
    const res = await upload(me, [pdf('s01_statement_2026-07.pdf'), { name: 'create_deal', value: 'true' }], { csrf: 'header', json: true });
    expect(res.statusCode).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({ status: 'queued', status_url: `/app/parsings/${job.parsing_id}/status`, page_url: `/app/parsings/${job.parsing_id}` });
    const first = (await me.get(job.status_url)).json();
    expect(['queued', 'processing', 'completed']).toContain(first.status);
    expect(first.deal_id).toBe(job.deal_id);
    expect(await waitForJob(t.ctx, job.parsing_id)).toBe('completed');
    expect((await me.get(job.status_url)).json()).toMatchObject({ status: 'completed', deal_id: job.deal_id });
  });

  it('statements uploaded for an existing deal complete into that deal', async () => {
    const dealId = (await t.request('POST', '/v1/deals', { key: broker.key, body: { application: {}, external_id: 'existing-1' } })).json().deal_id;
    const form = await me.get(`/app/upload?deal=${dealId}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`action="/app/upload?deal=${dealId}"`);
    expect(form.body).not.toMatch(/[?&](amp;)?_csrf=/);
    expect(form.body).not.toContain('name="create_deal"');
    const before = await jobCount();
    const res = await upload(me, [pdf('s01_statement_2026-08.pdf')], { deal: dealId });
    expect(res.statusCode).toBe(303);
    const jobId = (res.headers.location as string).split('/').pop()!;
    expect(await jobCount()).toBe(before + 1);
    expect(await waitForJob(t.ctx, jobId)).toBe('completed');
    expect((await me.get(`/app/parsings/${jobId}/status`)).json().deal_id).toBe(dealId);
    const deal = await getDeal(dealId);
    expect(deal.external_id).toBe('existing-1');
    expect(deal.financials.months.map((m: { date: string }) => m.date)).toEqual(['2026-08']);
    expect(deal.application.legal_name).toBeTruthy();
  });

  it('a file that is not a PDF re-renders the form with the reason (422) and queues nothing', async () => {
    const before = await jobCount();
    const res = await upload(me, [{ name: 'files', filename: 'notes.pdf', value: 'just some text', contentType: 'application/pdf' }, { name: 'create_deal', value: 'true' }]);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('notes.pdf is not a PDF');
    expect(res.body).toContain('enctype="multipart/form-data"');
    const json = await upload(me, [{ name: 'files', filename: 'notes.txt', value: 'x' }, { name: 'create_deal', value: 'true' }], { csrf: 'header', json: true });
    expect(json.statusCode).toBe(422);
    expect(json.json().error).toContain('notes.txt is not a PDF');
    expect(await jobCount()).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('too many files re-render the form with the limits (413)', async () => {
    const tiny = { name: 'files', value: '%PDF-1.4\n%%EOF\n' };
    const res = await upload(me, Array.from({ length: 21 }, (_, i) => ({ ...tiny, filename: `f${i}.pdf` })));
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('The upload is too large: at most 20 files per upload.');
    expect(tempFiles()).toEqual([]);
  });

  it('another organization\'s deal and jobs are 404s, and nothing is queued', async () => {
    const dealId = (await t.request('POST', '/v1/deals', { key: broker.key, body: { application: {} } })).json().deal_id;
    const mine = await upload(me, [pdf('s01_statement_2026-06.pdf'), { name: 'create_deal', value: 'true' }]);
    const jobId = (mine.headers.location as string).split('/').pop()!;
    const before = await jobCount();
    expect((await other.get(`/app/upload?deal=${dealId}`)).statusCode).toBe(404);
    const res = await upload(other, [pdf('s01_statement_2026-06.pdf')], { deal: dealId });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Not found');
    expect((await upload(other, [pdf('s01_statement_2026-06.pdf')], { deal: uuidv7() })).statusCode).toBe(404);
    expect(await jobCount()).toBe(before);
    expect((await other.get(`/app/parsings/${jobId}`)).statusCode).toBe(404);
    const status = await other.get(`/app/parsings/${jobId}/status`);
    expect(status.statusCode).toBe(404);
    expect(status.json()).toEqual({ error: 'not found' });
    await waitForJob(t.ctx, jobId);
  });

  it('an upload without the session\'s CSRF token is refused and queues nothing', async () => {
    const before = await jobCount();
    for (const csrf of ['none', 'query', 'late'] as const) {
      const res = await upload(me, [pdf('s01_statement_2026-06.pdf'), { name: 'create_deal', value: 'true' }], { csrf });
      expect(res.statusCode, csrf).toBe(400);
      expect(res.body).toContain('this form has expired or did not come from this site');
    }
    // One character changed (a token that already ended in 'x' stayed valid: this failed 1 run in 64).
    const changed = `${me.csrf.slice(0, -1)}${me.csrf.endsWith('x') ? 'y' : 'x'}`;
    const wrong = await upload({ ...me, csrf: changed }, [pdf('s01_statement_2026-06.pdf'), { name: 'create_deal', value: 'true' }]);
    expect(wrong.statusCode).toBe(400);
    expect(await jobCount()).toBe(before);
    expect(tempFiles()).toEqual([]);
  });
});
