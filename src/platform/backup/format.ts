// The backup file: a two-line header, then the database itself.
//   MCA-BACKUP 1\n
//   {"dialect":"sqlite"|"postgres","created_at":"…","key_check":"…","payload":"sqlite-file"|"pg_dump-custom"}\n
//   <a SQLite database file, or pg_dump's custom format>
// The data key is never in it: only its check (an HMAC of a fixed text under the key, which reveals nothing about the
// key), so a restore can tell whether the key it is given is the one the backup's encrypted values need.
import { createHmac } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { DomainError } from '../errors.ts';

export const MAGIC = 'MCA-BACKUP 1';

export interface Manifest {
  dialect: 'sqlite' | 'postgres';
  created_at: string;
  key_check: string;
  payload: 'sqlite-file' | 'pg_dump-custom';
}

/** What identifies a data key without revealing it (16 hex characters). */
export const keyCheck = (key: Buffer) => createHmac('sha256', key).update('mca data key check v1').digest('hex').slice(0, 16);

export function header(manifest: Manifest): Buffer {
  return Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
}

/** The manifest of a backup file and where its payload starts; a clear error when the file is not one. */
export function readHeader(file: string): { manifest: Manifest; offset: number } {
  let fd: number;
  try { fd = openSync(file, 'r'); } catch { throw new DomainError('invalid_request', `cannot read ${file}`); }
  const buf = Buffer.alloc(64 * 1024);
  let n: number;
  try { n = readSync(fd, buf, 0, buf.length, 0); } finally { closeSync(fd); }
  const text = buf.subarray(0, n).toString('latin1');
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  if (text.slice(0, first) !== MAGIC || second < 0) {
    throw new DomainError('invalid_request', `${file} is not an mca backup (made by \`mca backup\`)`);
  }
  let manifest: Manifest;
  try { manifest = JSON.parse(buf.subarray(first + 1, second).toString('utf8')) as Manifest; } catch {
    throw new DomainError('invalid_request', `${file}: the backup's header is damaged`);
  }
  if (!['sqlite', 'postgres'].includes(manifest.dialect) || typeof manifest.key_check !== 'string') {
    throw new DomainError('invalid_request', `${file}: the backup's header is damaged`);
  }
  return { manifest, offset: second + 1 };
}
