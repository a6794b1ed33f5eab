import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { testDialect } from '../../test/db.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart, type Part } from '../../test/multipart.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/', import.meta.url).pathname;
const s01 = ['s01_statement_2026-06.pdf', 's01_statement_2026-07.pdf', 's01_statement_2026-08.pdf']
  .map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(`${SAMPLES}s01/${f}`)) }));
const truth = JSON.parse(readFileSync(`${SAMPLES}s01/s01.truth.json`, 'utf8'));

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); await t.ctx.startWorker(); });
afterAll(() => t.close());

/** A one-page PDF with `text` in its text layer. */
function textPdf(text: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const d = new PDFDocument({ size: [612, 792] });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    d.on('error', reject);
    d.text(text);
    d.end();
  });
}

const fileParts = (files: Array<{ name: string; bytes: Uint8Array }>): Part[] => files.map((f) => ({ name: 'files', filename: f.name, value: f.bytes }));

function upload(key: string, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return t.request('POST', '/v1/parse/parsing', { key, payload: body.payload, headers: { ...body.headers, ...headers } });
}

describe('POST /v1/parse/parsing', () => {
  it('parses a three-statement upload, creates the deal and updates it on completion', async () => {
    const res = await upload(broker.key, [...fileParts(s01), { name: 'external_id', value: 'crm-77' }, { name: 'create_deal', value: 'true' }]);
    expect(res.statusCode).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({ status: 'queued', external_id: 'crm-77', error: null, completed_at: null });
    expect(job.deal_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitForJob(t.ctx, job.parsing_id)).toBe('completed');

    const done = (await t.request('GET', `/v1/parse/parsing/${job.parsing_id}`, { key: broker.key })).json();
    expect(done.status).toBe('completed');
    expect(done.parsing_details.statements).toHaveLength(3);
    for (const field of ['avg_monthly_revenue', 'avg_monthly_true_revenue', 'avg_daily_balance', 'avg_nsf_count', 'total_positions_count', 'remit_percentage']) {
      expect(done.financials[field], field).toBe(truth.financials[field]);
    }
    expect(done.financials.months.map((m: { date: string }) => m.date)).toEqual(truth.financials.months.map((m: { date: string }) => m.date));
    expect(done.application.legal_name).toBe(truth.application.legal_name);

    const deal = (await t.request('GET', `/v1/deals/${job.deal_id}`, { key: broker.key })).json();
    expect(deal.external_id).toBe('crm-77');
    expect(deal.application.legal_name).toBe(truth.application.legal_name);
    expect(deal.financials.avg_monthly_revenue).toBe(truth.financials.avg_monthly_revenue);
    expect(deal.financials.months).toHaveLength(3);

    const events = await t.ctx.db.selectFrom('events').selectAll().where('type', '=', 'parse.parsing.completed').execute();
    expect(events.map((e) => JSON.parse(e.data))).toContainEqual({ parsing_id: job.parsing_id, external_id: 'crm-77', deal_id: job.deal_id, status: 'completed' });
  });

  it('stores the uploaded statements encrypted at rest', async () => {
    const res = await upload(broker.key, fileParts(s01.slice(0, 1)));
    const row = await t.ctx.db.selectFrom('job_files').selectAll().where('job_id', '=', res.json().parsing_id).executeTakeFirstOrThrow();
    expect(row.content.length).toBe(0); // the bytes are in job_file_chunks (src/parsing/uploads.db.test.ts)
    const chunks = await t.ctx.db.selectFrom('job_file_chunks').selectAll().where('job_id', '=', res.json().parsing_id).execute();
    // Encrypted while the job waits (one chunk: iv + tag + bytes), or already erased if the worker was quicker than this read.
    expect([[s01[0]!.bytes.length + 28], []]).toContainEqual(chunks.map((c) => c.content.length));
    for (const c of chunks) expect(Buffer.from(c.content).includes(Buffer.from('%PDF-'))).toBe(false);
    expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
    // The job is over: the bytes are gone, the name, hash, size and page count stay (MCA_KEEP_UPLOADS keeps them).
    const after = await t.ctx.db.selectFrom('job_files').selectAll().where('job_id', '=', res.json().parsing_id).executeTakeFirstOrThrow();
    expect(after.content.length).toBe(0);
    expect(await t.ctx.db.selectFrom('job_file_chunks').select('seq').where('job_id', '=', res.json().parsing_id).execute()).toEqual([]);
    expect(after).toMatchObject({ sha256: row.sha256, size: s01[0]!.bytes.length, file_name: row.file_name });
    expect(after.pages).toBeGreaterThan(0);
  });

  it('fails a job with no readable statement with a clear code, and records the failure event', async () => {
    // A letter, not a statement. (It was the corpus's 2-page scan with no year printed, OCR'd here on each database,
    // about 5 CPU-seconds each and a timeout on a loaded machine; scanned-real.test.ts reads that scan as no statement,
    // upload-progress.db.test.ts OCRs a scan in the job worker.)
    const letter = await textPdf('Dear customer, thank you for your letter of March 3. We will reply within ten working days.');
    const res = await upload(broker.key, fileParts([{ name: 'letter.pdf', bytes: letter }]));
    expect(res.statusCode).toBe(202);
    expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('failed');
    const job = (await t.request('GET', `/v1/parse/parsing/${res.json().parsing_id}`, { key: broker.key })).json();
    expect(job.error.code).toBe('no_readable_statements');
    expect(job.financials).toBeUndefined();
    const events = await t.ctx.db.selectFrom('events').select('data').where('type', '=', 'parse.parsing.failed').execute();
    expect(events.map((e) => JSON.parse(e.data).parsing_id)).toContain(res.json().parsing_id);
  });

  it('replays the same upload with the same Idempotency-Key and rejects a different one', async () => {
    const parts = fileParts(s01.slice(0, 1));
    const first = await upload(broker.key, parts, { 'idempotency-key': 'up-1' });
    const again = await upload(broker.key, parts, { 'idempotency-key': 'up-1' });
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().parsing_id).toBe(first.json().parsing_id);
    const other = await upload(broker.key, fileParts(s01.slice(1, 2)), { 'idempotency-key': 'up-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
  });

  it.each([
    ['no files', () => [{ name: 'external_id', value: 'x' }], 422, 'validation_failed'],
    ['a non-PDF part', () => [{ name: 'files', filename: 'a.pdf', value: 'hello, not a pdf' }], 422, 'validation_failed'],
    ['a bad create_deal', () => [...fileParts(s01.slice(0, 1)), { name: 'create_deal', value: 'yes' }], 422, 'validation_failed'],
    ['an unknown field', () => [...fileParts(s01.slice(0, 1)), { name: 'colour', value: 'red' }], 422, 'validation_failed'],
    ['21 files', () => fileParts(Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.pdf`, bytes: new TextEncoder().encode('%PDF-1.4\n') }))), 413, 'payload_too_large'],
    ['a file over 25 MB', () => fileParts([{ name: 'big.pdf', bytes: new Uint8Array(26 * 1024 * 1024).fill(32).fill(37, 0, 1) }]), 413, 'payload_too_large'],
  ])('answers %s with the contract error and queues nothing', async (_n, parts, status, code) => {
    const before = (await t.ctx.db.selectFrom('jobs').select('id').execute()).length;
    const res = await upload(broker.key, (parts as () => Part[])());
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect((await t.ctx.db.selectFrom('jobs').select('id').execute()).length).toBe(before);
  });

  it('answers 415 for a JSON body', async () => {
    const res = await t.request('POST', '/v1/parse/parsing', { key: broker.key, body: { files: [] } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('needs the deals area for create_deal, and the parse area for parsing', async () => {
    const parseOnly = await t.org('broker', { areas: ['parse'] });
    const res = await upload(parseOnly.key, [...fileParts(s01.slice(0, 1)), { name: 'create_deal', value: 'true' }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_entitled');
    const dealsOnly = await t.org('broker', { areas: ['deals'] });
    expect((await upload(dealsOnly.key, fileParts(s01.slice(0, 1)))).json().error.code).toBe('not_entitled');
  });
});

describe('queue transport', () => {
  it.runIf(testDialect() === 'postgres')('sends one pg-boss message per job, committed with the job row', async () => {
    const res = await upload(broker.key, fileParts(s01.slice(0, 1)));
    const id = res.json().parsing_id;
    const rows = await sql<{ n: string }>`select count(*) as n from pgboss.job where name = 'mca-jobs' and data->>'job_id' = ${id}`.execute(t.ctx.db);
    expect(Number(rows.rows[0]!.n)).toBe(1);
    await waitForJob(t.ctx, id);
  });
});

describe('GET /v1/parse/parsing/{id}', () => {
  it('is not_found for another organization and for malformed ids', async () => {
    const res = await upload(broker.key, fileParts(s01.slice(0, 1)));
    const other = await t.org('broker');
    for (const [key, id] of [[other.key, res.json().parsing_id], [broker.key, 'x'], [broker.key, '01a2013a-0000-7000-8000-000000000000']]) {
      const get = await t.request('GET', `/v1/parse/parsing/${id}`, { key });
      expect(get.statusCode).toBe(404);
      expect(get.json().error.code).toBe('not_found');
    }
    await waitForJob(t.ctx, res.json().parsing_id);
  });
});
