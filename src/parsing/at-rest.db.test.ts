// Issue 15: what the service keeps at rest is encrypted or gone, its files are private, and a hostile upload fails
// fast with its own code while another organization's ordinary job completes.
import { readFileSync, readdirSync, statSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import PDFDocument from 'pdfkit';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { testDialect } from '../../test/db.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { extractDocument } from '../statements/index.ts';
import { isDecompressionBomb } from '../statements/extract/bomb.ts';
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/log.ts';

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;
const TAX_ID = '12-3456789';
const DESCRIPTION = 'Kapitus Servicin';   // printed in the sample's transactions

/** A PDF whose one content stream is 140 MB of zeros deflated (about 140 KB on disk). */
function bombPdf(): Uint8Array {
  const stream = deflateSync(Buffer.alloc(140 * 1024 * 1024));
  const head = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`);
  return new Uint8Array(Buffer.concat([head, stream, Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')]));
}

/** A PDF whose one page has `n` separate text runs (pdf.js reports about twice as many items: a run and its gap). */
function denseTextPdf(n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const d = new PDFDocument({ size: [612, 792] });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(Buffer.concat(chunks)));
    d.on('error', reject);
    d.fontSize(1);
    for (let i = 0; i < n; i++) d.text('x', 4 + (i % 200) * 3, 4 + Math.floor(i / 200) * 1.5, { lineBreak: false });
    d.end();
  });
}

/**
 * Where the needles occur at rest: in the SQLite file and its WAL, or in any row of the PostgreSQL tables (as text,
 * and uploaded bytes searched as bytes). Returns "needle in place" for each hit.
 */
async function scanAtRest(app: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  if (testDialect() === 'sqlite') {
    await sql`pragma wal_checkpoint(PASSIVE)`.execute(app.ctx.db);
    for (const f of ['mca.sqlite', 'mca.sqlite-wal']) {
      const file = join(app.config.dataDir, f);
      if (!existsSync(file)) continue;
      const bytes = readFileSync(file);
      for (const n of needles) if (bytes.includes(Buffer.from(n))) found.push(`${n} in ${f}`);
    }
    return found;
  }
  for (const table of ['deals', 'idempotency_keys', 'jobs', 'job_files', 'job_file_chunks', 'events', 'match_runs']) {
    const rows = await sql<{ t: string }>`select row_to_json(x)::text as t from ${sql.table(table)} x`.execute(app.ctx.db);
    const text = rows.rows.map((r) => r.t).join('\n');
    for (const n of needles) if (text.includes(n)) found.push(`${n} in ${table}`);
  }
  for (const table of ['job_files', 'job_file_chunks']) {
    for (const n of needles) {
      const hits = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where position(${Buffer.from(n)}::bytea in content) > 0`.execute(app.ctx.db);
      if (hits.rows[0]!.n > 0) found.push(`${n} in ${table}.content`);
    }
  }
  return found;
}

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
beforeAll(async () => { t = await startTestApp(); a = await t.org('broker'); b = await t.org('broker'); await t.ctx.startWorker(); });
afterAll(() => t.close());

/** Temporary upload files left on disk (there should never be any once a request has been answered). */
const tempUploads = async (app: TestApp) => (existsSync(app.ctx.uploads.dir) ? readdirSync(app.ctx.uploads.dir) : []);

const upload = (key: string, name: string, bytes: Uint8Array, headers: Record<string, string> = {}) => {
  const m = multipart([{ name: 'files', filename: name, value: bytes }]);
  return t.request('POST', '/v1/parse/parsing', { key, payload: m.payload, headers: { ...m.headers, ...headers } });
};

describe('nothing sensitive in plaintext at rest', () => {
  it('after a deal with a tax ID (idempotent) and a completed parse, the database holds no tax ID, description or PDF bytes', async () => {
    const deal = await t.request('POST', '/v1/deals', { key: a.key, headers: { 'idempotency-key': 'rest-1' },
      body: { application: { legal_name: 'Rest Test LLC', business_tax_id: TAX_ID } } });
    expect(deal.statusCode).toBe(201);
    const replay = await t.request('POST', '/v1/deals', { key: a.key, headers: { 'idempotency-key': 'rest-1' },
      body: { application: { legal_name: 'Rest Test LLC', business_tax_id: TAX_ID } } });
    expect(replay.json().application.business_tax_id).toBe('123456789');
    const job = await upload(a.key, 's01.pdf', new Uint8Array(readFileSync(SAMPLE)), { 'idempotency-key': 'rest-2' });
    expect(await waitForJob(t.ctx, job.json().parsing_id)).toBe('completed');
    const read = (await t.request('GET', `/v1/parse/parsing/${job.json().parsing_id}`, { key: a.key })).json();
    expect(JSON.stringify(read.parsing_details)).toContain(DESCRIPTION);

    expect(await scanAtRest(t, ['123456789', TAX_ID, DESCRIPTION, '%PDF-'])).toEqual([]);
    expect(await tempUploads(t)).toEqual([]);
  });

  it('with MCA_KEEP_UPLOADS=true the kept uploads are chunks that hold no PDF bytes either', async () => {
    const k = await startTestApp({ MCA_KEEP_UPLOADS: 'true' });
    try {
      const org = await k.org('broker');
      await k.ctx.startWorker();
      const padded = Buffer.concat([readFileSync(SAMPLE), Buffer.alloc(2.5 * 1024 * 1024, 32)]);
      const m = multipart([{ name: 'files', filename: 'kept.pdf', value: padded }]);
      const job = await k.request('POST', '/v1/parse/parsing', { key: org.key, payload: m.payload, headers: m.headers });
      expect(await waitForJob(k.ctx, job.json().parsing_id)).toBe('completed');
      const chunks = await k.ctx.db.selectFrom('job_file_chunks').select('seq').where('job_id', '=', job.json().parsing_id).execute();
      expect(chunks).toHaveLength(3);
      expect(await scanAtRest(k, [DESCRIPTION, '%PDF-', '%%EOF'])).toEqual([]);
      expect(await tempUploads(k)).toEqual([]);
    } finally { await k.close(); }
  }, 60_000);

  it.skipIf(testDialect() !== 'sqlite')('the data directory is 0700 and everything in it 0600, the generated data key included', async () => {
    await t.request('POST', '/v1/deals', { key: a.key, body: { financials: { avg_daily_balance: 1 } } });
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(t.config.dataDir)).toBe(0o700);
    for (const f of ['mca.sqlite', 'mca.sqlite-wal', 'mca.sqlite-shm']) {
      const p = join(t.config.dataDir, f);
      if (existsSync(p)) expect(mode(p), f).toBe(0o600);
    }
    // Where uploads wait, encrypted, while they are received (an upload was made by the first test).
    for (const d of ['tmp', 'tmp/uploads']) expect(mode(join(t.config.dataDir, d)), d).toBe(0o700);
    const dir = mkdtempSync(join(tmpdir(), 'mca-key-'));
    try {
      const ctx = await createContext(loadConfig({ MCA_DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', MCA_WORKER: 'off' }), { logger: createLogger('silent') });
      await ctx.close();
      expect(mode(join(dir, 'data'))).toBe(0o700);
      expect(mode(join(dir, 'data', 'data.key'))).toBe(0o600);
      expect(mode(join(dir, 'data', 'mca.sqlite'))).toBe(0o600);
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });
});

describe('a hostile upload hurts nobody else', () => {
  it('a decompression bomb fails fast with file_too_complex, not retried, while another organization\'s job completes', async () => {
    const bomb = bombPdf();
    expect(await isDecompressionBomb(bomb)).toBe(true);
    expect(await isDecompressionBomb(readFileSync(SAMPLE))).toBe(false);
    const started = Date.now();
    const doc = await extractDocument({ name: 'bomb.pdf', bytes: bomb });
    expect(doc.warnings).toEqual(['file_too_complex']);
    expect(Date.now() - started).toBeLessThan(10_000);

    const bad = await upload(a.key, 'bomb.pdf', bomb);
    const good = await upload(b.key, 'ok.pdf', new Uint8Array(readFileSync(SAMPLE)));
    expect(await waitForJob(t.ctx, bad.json().parsing_id)).toBe('failed');
    expect(await waitForJob(t.ctx, good.json().parsing_id)).toBe('completed');
    const failed = (await t.request('GET', `/v1/parse/parsing/${bad.json().parsing_id}`, { key: a.key })).json();
    expect(failed.error.code).toBe('file_too_complex');
    expect(failed.error.message).not.toMatch(/heap|stack|Error:/);
    const row = await t.ctx.jobs.find(bad.json().parsing_id);
    expect(row!.attempts).toBe(1);
  }, 60_000);

  it('a page with more text items than the cap fails fast with file_too_complex, not retried', async () => {
    const dense = await denseTextPdf(12_000); // about 24,000 items on one page; the cap is 20,000
    const bad = await upload(a.key, 'dense.pdf', new Uint8Array(dense));
    expect(await waitForJob(t.ctx, bad.json().parsing_id)).toBe('failed');
    const failed = (await t.request('GET', `/v1/parse/parsing/${bad.json().parsing_id}`, { key: a.key })).json();
    expect(failed.error.code).toBe('file_too_complex');
    expect((await t.ctx.jobs.find(bad.json().parsing_id))!.attempts).toBe(1);
  }, 60_000);
});

describe('fair claiming across organizations', () => {
  it('a job of an organization with nothing in progress goes before the next of one that has a job running', async () => {
    const f = await startTestApp();
    try {
      const one = await f.org('broker');
      const two = await f.org('broker');
      const job = (id: string, org: string, at: string) => ({ id, kind: 'parse' as const, org_id: org, status: 'queued' as const,
        external_id: null, deal_id: null, parsing_id: null, input: '{}', result: null, error: null, attempts: 0, max_attempts: 3,
        locked_by: null, locked_until: null, created_at: at, updated_at: at, completed_at: null });
      for (const [id, org, at] of [['00000000-0000-7000-8000-00000000000a', one.orgId, '2026-01-01T00:00:01.000Z'],
        ['00000000-0000-7000-8000-00000000000b', one.orgId, '2026-01-01T00:00:02.000Z'],
        ['00000000-0000-7000-8000-00000000000c', one.orgId, '2026-01-01T00:00:03.000Z'],
        ['00000000-0000-7000-8000-00000000000d', two.orgId, '2026-01-01T00:00:04.000Z']] as const) {
        await f.ctx.jobs.insert(job(id, org, at));
      }
      const first = await f.ctx.jobs.claim('w1', ['parse'], 60_000);
      const second = await f.ctx.jobs.claim('w2', ['parse'], 60_000);
      const third = await f.ctx.jobs.claim('w3', ['parse'], 60_000);
      expect([first?.id, second?.id, third?.id].map((x) => x?.slice(-1))).toEqual(['a', 'd', 'b']);
    } finally { await f.close(); }
  });
});
