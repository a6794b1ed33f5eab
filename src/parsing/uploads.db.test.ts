// Issue 15, item 5: uploads stream through encrypted temporary files (never whole in memory) into chunked, encrypted
// rows; the temporary files are gone on every path; after the job only the name, hash, size and page count stay.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { buildApp } from '../app.ts';
import { CHUNK_BYTES, databaseBlobStore } from './blobs.ts';

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;
const sample = readFileSync(SAMPLE);
/** The sample followed by spaces after its %%EOF, `size` bytes in all: pdf.js reads it as the sample. */
const padded = (size: number) => Buffer.concat([sample, Buffer.alloc(size - sample.length, 32)]);
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); await t.ctx.startWorker(); });
afterAll(() => t.close());

/** Runs `fn` with the job worker stopped (its jobs stay queued, their chunks can be looked at), then starts it again. */
async function workerPaused<T>(fn: () => Promise<T>): Promise<T> {
  await t.ctx.worker.stop();
  try { return await fn(); } finally { t.ctx.worker.start(); }
}

const post = (parts: Part[], headers: Record<string, string> = {}) => {
  const m = multipart(parts);
  return t.request('POST', '/v1/parse/parsing', { key: broker.key, payload: m.payload, headers: { ...m.headers, ...headers } });
};
const file = (name: string, bytes: Uint8Array): Part => ({ name: 'files', filename: name, value: bytes });
const tempFiles = () => (existsSync(t.ctx.uploads.dir) ? readdirSync(t.ctx.uploads.dir) : []);

/** Runs `fn`, counting the temporary files the spool created and removed meanwhile. */
async function spooled<T>(fn: () => Promise<T>): Promise<{ result: T; created: number; removed: number }> {
  let created = 0;
  let removed = 0;
  const onCreated = () => { created++; };
  const onRemoved = () => { removed++; };
  t.ctx.uploads.events.on('created', onCreated).on('removed', onRemoved);
  try {
    const result = await fn();
    return { result, created, removed };
  } finally {
    t.ctx.uploads.events.off('created', onCreated).off('removed', onRemoved);
  }
}

describe('uploads stored in chunks', () => {
  it('a 3.5 MB upload is stored in 4 encrypted chunks, reads back exactly and parses like the sample; after the job its name, hash, size and pages stay', async () => {
    const big = padded(3.5 * 1024 * 1024);
    const id = await workerPaused(async () => {
      const res = await post([file('big.pdf', big)]);
      expect(res.statusCode).toBe(202);
      const id = res.json().parsing_id;
      const [row, ...more] = await t.ctx.db.selectFrom('job_files').selectAll().where('job_id', '=', id).execute();
      expect(more).toEqual([]);
      expect(row).toMatchObject({ idx: 0, file_name: 'big.pdf', size: big.length, sha256: sha256(big), pages: null });
      expect(row!.content.length).toBe(0);
      const chunks = await t.ctx.db.selectFrom('job_file_chunks').selectAll().where('job_id', '=', id).orderBy('seq').execute();
      expect(chunks.map((c) => [c.idx, c.seq])).toEqual([[0, 0], [0, 1], [0, 2], [0, 3]]);
      // Each chunk is its own AES-GCM value (iv 12 + tag 16 bytes on top of the plaintext).
      expect(chunks.map((c) => c.content.length)).toEqual([CHUNK_BYTES + 28, CHUNK_BYTES + 28, CHUNK_BYTES + 28, big.length - 3 * CHUNK_BYTES + 28]);
      for (const c of chunks) expect(Buffer.from(c.content).includes(Buffer.from('%PDF-'))).toBe(false);
      const [stored] = await databaseBlobStore(t.ctx.db, t.ctx.cipher).get(id);
      expect(Buffer.from(stored!.bytes).equals(big)).toBe(true);
      expect(tempFiles()).toEqual([]);
      return id;
    });
    expect(await waitForJob(t.ctx, id)).toBe('completed');
    const plain = await post([file('plain.pdf', sample)]);
    expect(await waitForJob(t.ctx, plain.json().parsing_id)).toBe('completed');
    const a = (await t.request('GET', `/v1/parse/parsing/${id}`, { key: broker.key })).json();
    const b = (await t.request('GET', `/v1/parse/parsing/${plain.json().parsing_id}`, { key: broker.key })).json();
    expect(a.parsing_details.statements).toEqual(b.parsing_details.statements);
    expect(a.financials).toEqual(b.financials);
    expect(a.parsing_details.statements[0].transactions.length).toBeGreaterThan(10);

    const pages = a.parsing_details.documents[0].pages;
    expect(pages).toBeGreaterThan(0);
    const after = await t.ctx.db.selectFrom('job_files').selectAll().where('job_id', '=', id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ file_name: 'big.pdf', size: big.length, sha256: sha256(big), pages });
    expect(after.content.length).toBe(0);
    expect(await t.ctx.db.selectFrom('job_file_chunks').select('seq').where('job_id', '=', id).execute()).toEqual([]);
  });

  it('reads and erases a file stored whole, as rows written before chunking are', async () => {
    const now = new Date().toISOString();
    const id = '01900000-0000-7000-8000-0000000000aa';
    await workerPaused(async () => {
      await t.ctx.jobs.insert({ id, kind: 'parse', org_id: broker.orgId, status: 'queued', external_id: null, deal_id: null, parsing_id: null,
        input: JSON.stringify({ files: [{ name: 'old.pdf', sha256: sha256(sample), size: sample.length }] }), result: null, error: null,
        attempts: 0, max_attempts: 3, locked_by: null, locked_until: null, created_at: now, updated_at: now, completed_at: null });
      await t.ctx.db.insertInto('job_files').values({ job_id: id, idx: 0, file_name: 'old.pdf', sha256: sha256(sample), size: sample.length,
        content: t.ctx.cipher.encryptBytes(sample), pages: null }).execute();
      const [stored] = await databaseBlobStore(t.ctx.db, t.ctx.cipher).get(id);
      expect(Buffer.from(stored!.bytes).equals(sample)).toBe(true);
    });
    expect(await waitForJob(t.ctx, id)).toBe('completed');
    const after = await t.ctx.db.selectFrom('job_files').selectAll().where('job_id', '=', id).executeTakeFirstOrThrow();
    expect(after.content.length).toBe(0);
    expect(after.pages).toBeGreaterThan(0);
  });

  it('two files of one upload keep their own chunks, order and page counts', async () => {
    const second = padded(1.5 * 1024 * 1024);
    const id = await workerPaused(async () => {
      const id = (await post([file('one.pdf', sample), file('two.pdf', second)])).json().parsing_id;
      const chunks = await t.ctx.db.selectFrom('job_file_chunks').select(['idx', 'seq']).where('job_id', '=', id).orderBy('idx').orderBy('seq').execute();
      expect(chunks).toEqual([{ idx: 0, seq: 0 }, { idx: 1, seq: 0 }, { idx: 1, seq: 1 }]);
      const stored = await databaseBlobStore(t.ctx.db, t.ctx.cipher).get(id);
      expect(stored.map((f) => [f.name, Buffer.from(f.bytes).equals(f.name === 'one.pdf' ? sample : second)])).toEqual([['one.pdf', true], ['two.pdf', true]]);
      return id;
    });
    expect(await waitForJob(t.ctx, id)).toBe('completed');
    const rows = await t.ctx.db.selectFrom('job_files').select(['idx', 'file_name', 'size', 'pages']).where('job_id', '=', id).orderBy('idx').execute();
    const docs = (await t.request('GET', `/v1/parse/parsing/${id}`, { key: broker.key })).json().parsing_details.documents;
    expect(rows).toEqual([{ idx: 0, file_name: 'one.pdf', size: sample.length, pages: docs[0].pages },
      { idx: 1, file_name: 'two.pdf', size: second.length, pages: docs[1].pages }]);
  });
});

describe('temporary upload files are removed on every path', () => {
  it('after a successful upload', async () => {
    const r = await spooled(() => post([file('a.pdf', sample), file('b.pdf', sample)]));
    expect(r.result.statusCode).toBe(202);
    expect([r.created, r.removed]).toEqual([2, 2]);
    expect(tempFiles()).toEqual([]);
    expect(t.ctx.uploads.open).toBe(0);
  });

  it('after a 413 (a file over 25 MB)', async () => {
    const r = await spooled(() => post([file('ok.pdf', sample), file('big.pdf', padded(26 * 1024 * 1024))]));
    expect(r.result.statusCode).toBe(413);
    expect(r.result.json().error.code).toBe('payload_too_large');
    expect([r.created, r.removed]).toEqual([2, 2]);
    expect(tempFiles()).toEqual([]);
    expect(t.ctx.uploads.open).toBe(0);
  });

  it('after a validation error (a part that is not a PDF)', async () => {
    const r = await spooled(() => post([file('ok.pdf', sample), file('notes.pdf', Buffer.from('hello, not a pdf'))]));
    expect(r.result.statusCode).toBe(422);
    expect(r.result.json().error.details).toEqual([{ field: 'files[1]', issue: 'notes.pdf is not a PDF' }]);
    expect([r.created, r.removed]).toEqual([2, 2]);
    expect(tempFiles()).toEqual([]);
  });

  it('after an idempotent replay (and the fingerprint is still name + SHA-256 per file)', async () => {
    const first = await spooled(() => post([file('r.pdf', sample)], { 'idempotency-key': 'spool-1' }));
    const again = await spooled(() => post([file('r.pdf', sample)], { 'idempotency-key': 'spool-1' }));
    expect(again.result.headers['idempotent-replayed']).toBe('true');
    expect(again.result.json().parsing_id).toBe(first.result.json().parsing_id);
    expect([again.created, again.removed]).toEqual([1, 1]);
    const renamed = await post([file('other-name.pdf', sample)], { 'idempotency-key': 'spool-1' });
    expect(renamed.statusCode).toBe(409);
    expect(tempFiles()).toEqual([]);
    expect(t.ctx.uploads.open).toBe(0);
  });

  it('after a client that goes away mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const m = multipart([file('gone.pdf', padded(4 * 1024 * 1024))]);
    const created = once(t.ctx.uploads.events, 'created');
    const removed = once(t.ctx.uploads.events, 'removed');
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    socket.on('error', () => {});
    socket.write(`POST /v1/parse/parsing HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${broker.key}\r\n` +
      `Content-Type: ${m.headers['content-type']}\r\nContent-Length: ${m.payload.length}\r\n\r\n`);
    socket.write(m.payload.subarray(0, 1024 * 1024));
    await created;
    socket.destroy();
    await removed;
    expect(tempFiles()).toEqual([]);
    expect(t.ctx.uploads.open).toBe(0);
  });

  it('what a crashed process left is removed when the API starts', async () => {
    mkdirSync(t.ctx.uploads.dir, { recursive: true });
    writeFileSync(join(t.ctx.uploads.dir, 'left-by-a-crash.part'), randomBytes(1000));
    const app = await buildApp(t.ctx);
    await app.close();
    expect(tempFiles()).toEqual([]);
  });
});
