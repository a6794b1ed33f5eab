// The upload spool: files land encrypted in a private directory, read back exactly (in pieces), are removed on
// every path, and what a crashed process left is swept.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadSpool, type UploadSpool } from './spool.ts';

let dataDir: string;
let spool: UploadSpool;
beforeEach(() => { dataDir = mkdtempSync(join(tmpdir(), 'mca-spool-')); spool = uploadSpool(dataDir); });
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A PDF-looking body of `size` bytes, sent in chunks of 64 KB as a socket would. */
function body(size: number): Buffer {
  const b = randomBytes(size);
  b.write('%PDF-1.7\n', 0, 'latin1');
  return b;
}
const chunked = (b: Buffer, n = 65536) => Readable.from(Array.from({ length: Math.ceil(b.length / n) }, (_, i) => b.subarray(i * n, (i + 1) * n)));

async function collect(pieces: AsyncIterable<Uint8Array>): Promise<{ bytes: Buffer; sizes: number[] }> {
  const parts: Uint8Array[] = [];
  for await (const p of pieces) parts.push(p);
  return { bytes: Buffer.concat(parts), sizes: parts.map((p) => p.length) };
}

describe('upload spool', () => {
  it('writes an encrypted 0600 file in a 0700 directory and reads it back exactly, in pieces', async () => {
    const input = body(3 * 1024 * 1024 + 123);
    const file = await spool.receive(chunked(input));
    expect(file.size).toBe(input.length);
    expect(file.sha256).toBe(createHash('sha256').update(input).digest('hex'));
    expect(file.head.equals(input.subarray(0, 1024))).toBe(true);
    expect(readdirSync(spool.dir)).toHaveLength(1);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(statSync(spool.dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'tmp')).mode & 0o777).toBe(0o700);
    const onDisk = readFileSync(file.path);
    expect(onDisk.length).toBe(input.length);
    expect(onDisk.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(onDisk.includes(input.subarray(5000, 5032))).toBe(false);

    const { bytes, sizes } = await collect(file.read(1024 * 1024));
    expect(bytes.equals(input)).toBe(true);
    expect(sizes).toEqual([1048576, 1048576, 1048576, 123]);
    expect((await collect(file.read(1024 * 1024))).bytes.equals(input)).toBe(true); // again (a retried transaction)
    expect(spool.open).toBe(1);
    await file.remove();
    await file.remove();
    expect(readdirSync(spool.dir)).toEqual([]);
    expect(spool.open).toBe(0);
  });

  it('a file altered on disk fails its read at the end (GCM tag)', async () => {
    const file = await spool.receive(chunked(body(200_000)));
    const onDisk = readFileSync(file.path);
    onDisk[100_000]! ^= 1;
    writeFileSync(file.path, onDisk);
    await expect(collect(file.read(65536))).rejects.toThrow();
    await file.remove();
  });

  it('a check that throws mid-stream removes the file and rethrows', async () => {
    let seen = 0;
    const removed = new Promise((resolve) => spool.events.once('removed', resolve));
    await expect(spool.receive(chunked(body(1024 * 1024)), (c) => { seen += c.length; if (seen > 300_000) throw new Error('too large'); }))
      .rejects.toThrow('too large');
    await removed;
    expect(readdirSync(spool.dir)).toEqual([]);
    expect(spool.open).toBe(0);
  });

  it('a source that fails mid-stream (client gone) removes the file', async () => {
    async function* broken() { yield Buffer.from('%PDF-1.7\n'); yield randomBytes(100_000); throw new Error('aborted'); }
    await expect(spool.receive(Readable.from(broken()))).rejects.toThrow('aborted');
    expect(readdirSync(spool.dir)).toEqual([]);
    expect(spool.open).toBe(0);
  });

  it('sweep removes what a previous process left, and an open file still reads after being swept', async () => {
    mkdirSync(spool.dir, { recursive: true });
    writeFileSync(join(spool.dir, 'left-by-a-crash.part'), 'ciphertext');
    const input = body(100_000);
    const file = await spool.receive(chunked(input));
    expect(uploadSpool(dataDir).sweep()).toBe(2); // another process starting on the same data dir
    expect(readdirSync(spool.dir)).toEqual([]);
    expect((await collect(file.read(65536))).bytes.equals(input)).toBe(true);
    await file.remove();
    expect(spool.open).toBe(0);
    expect(existsSync(file.path)).toBe(false);
  });

  it('an empty part is a zero-byte file that reads as nothing', async () => {
    const file = await spool.receive(Readable.from([]));
    expect(file.size).toBe(0);
    expect((await collect(file.read(1024))).bytes.length).toBe(0);
    await file.remove();
  });
});
