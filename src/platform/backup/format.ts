// The backup file: a two-line header in clear, then the body.
//   MCA-BACKUP 2\n
//   {"format":2,"dialect":"sqlite"|"postgres","created_at":"…","key_id":"…","payload":"sqlite-file"|"pg_dump-custom",
//    "cipher":"aes-256-gcm","chunk_bytes":1048576,"salt":"<32 hex>"}\n
//   <the sealed body (seal.ts): chunk 0 the inner manifest below, then the SQLite file or pg_dump's custom format>
// The header says only what a restore needs before it has the key: the format, the database kind, when, and which key
// (key_id: an HMAC of a fixed text under the key, which reveals nothing about it). It is authenticated with the body.
// Format 1 (before issue 37) had the same two lines with "MCA-BACKUP 1" and "key_check", then the database in clear,
// unauthenticated; it still restores, with a warning.
import { createHmac } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { DomainError } from '../errors.ts';

export const MAGIC = 'MCA-BACKUP 2';
const MAGIC_V1 = 'MCA-BACKUP 1';

export type BackupDialect = 'sqlite' | 'postgres';
export type Payload = 'sqlite-file' | 'pg_dump-custom';

export interface Manifest {
  format: 1 | 2;
  dialect: BackupDialect;
  created_at: string;
  key_id: string;
  payload: Payload;
  cipher?: 'aes-256-gcm';
  chunk_bytes?: number;
  salt?: string;
}

/** What the sealed body says about the database in it, checked after a restore and by `mca backup --verify`. */
export interface Inner {
  /** Rows per table (PostgreSQL: "schema.table"), counted in the same snapshot the copy was made from. */
  tables: Record<string, number>;
  /** Indexes and constraints (PostgreSQL) or indexes (SQLite) in the copy: a restore must bring back every one. */
  indexes: number;
  constraints: number;
}

/** What identifies a data key without revealing it (16 hex characters). */
export const keyCheck = (key: Buffer) => createHmac('sha256', key).update('mca data key check v1').digest('hex').slice(0, 16);

export function header(manifest: Manifest): Buffer {
  return Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
}

const damaged = (file: string) => new DomainError('invalid_request', `${file}: the backup's header is damaged`);

/** The manifest of a backup file, its header bytes and where its body starts; a clear error when it is not one. */
export function readHeader(file: string): { manifest: Manifest; header: Buffer; offset: number } {
  let fd: number;
  try { fd = openSync(file, 'r'); } catch { throw new DomainError('invalid_request', `cannot read ${file}`); }
  const buf = Buffer.alloc(64 * 1024);
  let n: number;
  try { n = readSync(fd, buf, 0, buf.length, 0); } finally { closeSync(fd); }
  const text = buf.subarray(0, n).toString('latin1');
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  const magic = text.slice(0, first);
  if ((magic !== MAGIC && magic !== MAGIC_V1) || second < 0) {
    throw new DomainError('invalid_request', `${file} is not an mca backup (made by \`mca backup\`)`);
  }
  let raw: Record<string, unknown>;
  try { raw = JSON.parse(buf.subarray(first + 1, second).toString('utf8')) as Record<string, unknown>; } catch { throw damaged(file); }
  const manifest = (magic === MAGIC_V1
    ? { ...raw, format: 1, key_id: raw.key_check }
    : raw) as unknown as Manifest;
  if (!['sqlite', 'postgres'].includes(manifest.dialect) || typeof manifest.key_id !== 'string') throw damaged(file);
  if (manifest.format === 2 && (manifest.cipher !== 'aes-256-gcm' || typeof manifest.salt !== 'string' || !/^[0-9a-f]{32,}$/.test(manifest.salt))) {
    throw damaged(file);
  }
  if (magic === MAGIC && manifest.format !== 2) throw damaged(file);
  return { manifest, header: buf.subarray(0, second + 1), offset: second + 1 };
}

/** The inner manifest from chunk 0's plaintext. */
export function readInner(plain: Buffer, file: string): Inner {
  let inner: Inner;
  try { inner = JSON.parse(plain.toString('utf8')) as Inner; } catch { throw damaged(file); }
  if (!inner || typeof inner.tables !== 'object' || typeof inner.indexes !== 'number') throw damaged(file);
  return inner;
}
