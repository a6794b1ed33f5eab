// The sealed body refuses every change: each byte flipped (header included), every cut, bytes appended, chunks
// swapped, another key. Small chunks, so a file of a few KB has many of them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { fileKey, openChunks, sealer } from './seal.ts';

const dir = mkdtempSync(join(tmpdir(), 'mca-seal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = Buffer.from('MCA-BACKUP 2\n{"format":2}\n');
const key = fileKey(randomBytes(32), randomBytes(16));
const pieces = [Buffer.from('{"tables":{}}'), randomBytes(300), randomBytes(300), randomBytes(17)];

function sealed(parts = pieces, k = key, head = header): Buffer {
  const seal = sealer(k, head);
  return Buffer.concat([head, ...parts.map((p, i) => seal(p, i === parts.length - 1))]);
}

async function open(bytes: Buffer, k = key, head = header): Promise<Buffer[]> {
  const file = join(dir, `f-${randomBytes(4).toString('hex')}`);
  writeFileSync(file, bytes);
  try {
    const out: Buffer[] = [];
    for await (const p of openChunks(file, head.length, k, head)) out.push(p);
    return out;
  } finally { rmSync(file, { force: true }); }
}

async function refused(bytes: Buffer, head = header): Promise<string> {
  try { await open(bytes, key, head); } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as Error).message).not.toContain('\n');
    return (e as Error).message;
  }
  throw new Error('accepted');
}

describe('a sealed backup body', () => {
  it('opens to the same pieces with its key', async () => {
    expect(await open(sealed())).toEqual(pieces);
  });

  it('is refused with any one byte changed, header included', async () => {
    const good = sealed();
    for (let i = 0; i < good.length; i++) {
      const bad = Buffer.from(good);
      bad[i]! ^= 0x01;
      // A changed header is read back as this (changed) header: its hash is in every chunk's additional data.
      const head = i < header.length ? bad.subarray(0, header.length) : header;
      await refused(bad, head);
    }
  });

  it('is refused cut at any length, with a byte appended, with chunks swapped or with another key', async () => {
    const good = sealed();
    for (let n = header.length; n < good.length; n++) expect(await refused(good.subarray(0, n))).toMatch(/cut short/);
    expect(await refused(Buffer.concat([good, Buffer.from([0])]))).toMatch(/damaged/);
    const swapped = sealed([pieces[0]!, pieces[2]!, pieces[1]!, pieces[3]!]);
    const seal = sealer(key, header);
    const chunks = pieces.map((p, i) => seal(p, i === pieces.length - 1));
    expect(await open(Buffer.concat([header, ...chunks]))).toEqual(pieces);
    await refused(Buffer.concat([header, chunks[0]!, chunks[2]!, chunks[1]!, chunks[3]!]));
    expect(swapped.length).toBe(good.length);
    await expect(open(good, fileKey(randomBytes(32), randomBytes(16)))).rejects.toThrow(/fails its authentication/);
  });
});
