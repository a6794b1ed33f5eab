// Uploaded files on their way into the database. Each file part is streamed to a temporary file in a private
// directory (`<data dir>/tmp/uploads`, 0700; files 0600), encrypted with a random AES-256-GCM key that exists only in
// this process's memory: a crash (or a stolen disk) leaves nothing readable behind, and the upload never has to be
// held in memory. Memory per upload is a few stream buffers, whatever the file's size (docs/operations.md).
//
// A file is read back (decrypted, in pieces of a chosen size) through the same open file handle it was written
// with, so even when another process sweeps the directory at its start-up (several processes may share a data
// dir) an upload in flight keeps its bytes. Every temporary file is removed when its request ends, whatever the end
// (ReceivedUpload.discard: upload.ts); what a crashed process left is removed by the next start (sweep).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many leading bytes are kept in memory for the caller to look at (the `%PDF-` check needs the first KB). */
export const HEAD_BYTES = 1024;

/** A received file, encrypted on disk until it is removed. */
export interface TempFile {
  readonly path: string;
  readonly size: number;
  /** SHA-256 of the plaintext, hex. */
  readonly sha256: string;
  /** The first HEAD_BYTES bytes (or fewer). */
  readonly head: Buffer;
  /**
   * The plaintext in pieces of `pieceBytes` (the last one shorter), decrypted from disk. The GCM tag is checked after
   * the last piece: a file altered on disk throws there, so a transaction storing the pieces rolls back.
   */
  read(pieceBytes: number): AsyncGenerator<Uint8Array>;
  /** Closes and deletes the file (again: nothing happens). */
  remove(): Promise<void>;
}

export interface UploadSpool {
  readonly dir: string;
  /** Temporary files currently on disk from this process. */
  readonly open: number;
  /** 'created' (path) when a temporary file is opened, 'removed' (path) once it is deleted: tests wait on these. */
  readonly events: EventEmitter;
  /**
   * Streams `source` into a new encrypted temporary file. `check` sees every chunk before it is written and may
   * throw (a size limit): the file is then removed and the error rethrown, as for any failure of the stream.
   */
  receive(source: Readable, check?: (chunk: Buffer) => void): Promise<TempFile>;
  /** Removes whatever a previous process left in the directory (called at start-up); returns how many entries. */
  sweep(): number;
}

export function uploadSpool(dataDir: string): UploadSpool {
  const dir = join(dataDir, 'tmp', 'uploads');
  const events = new EventEmitter();
  let count = 0;

  function ensureDir() {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Created earlier with other modes (an older version, a restored backup): made private again.
    for (const d of [join(dataDir, 'tmp'), dir]) if ((statSync(d).mode & 0o777) !== 0o700) chmodSync(d, 0o700);
  }

  async function receive(source: Readable, check?: (chunk: Buffer) => void): Promise<TempFile> {
    ensureDir();
    const path = join(dir, `${randomBytes(12).toString('hex')}.part`);
    const handle = await open(path, 'wx+', 0o600);
    count++;
    events.emit('created', path);
    const key = randomBytes(32);
    const iv = randomBytes(12);
    let removed = false;
    const remove = async () => {
      if (removed) return;
      removed = true;
      key.fill(0);
      await handle.close().catch(() => {});
      await unlink(path).catch(() => {}); // already gone: swept by a process that started meanwhile
      count--;
      events.emit('removed', path);
    };
    try {
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headBytes = 0;
      let size = 0;
      await pipeline(source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            check?.(chunk);
            hash.update(chunk);
            size += chunk.length;
            if (headBytes < HEAD_BYTES) { head.push(chunk.subarray(0, HEAD_BYTES - headBytes)); headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes); }
            yield chunk;
          }
        },
        cipher,
        async (encrypted: AsyncIterable<Buffer>) => {
          let position = 0;
          for await (const chunk of encrypted) { await writeAll(handle, chunk, position); position += chunk.length; }
        });
      const tag = cipher.getAuthTag();
      return {
        path, size, sha256: hash.digest('hex'), head: Buffer.concat(head, headBytes),
        async *read(pieceBytes: number) {
          if (removed) throw new Error('temporary upload file was already removed');
          const decipher = createDecipheriv('aes-256-gcm', key, iv);
          decipher.setAuthTag(tag);
          const buffer = Buffer.allocUnsafe(Math.min(pieceBytes, Math.max(size, 1)));
          for (let position = 0; position < size;) {
            const n = Math.min(pieceBytes, size - position);
            await readAll(handle, buffer, n, position);
            position += n;
            yield decipher.update(buffer.subarray(0, n));
          }
          decipher.final();
        },
        remove,
      };
    } catch (error) {
      await remove();
      throw error;
    }
  }

  return {
    dir, events, receive,
    get open() { return count; },
    sweep() {
      let entries: string[];
      try { entries = readdirSync(dir); } catch { return 0; }
      for (const e of entries) rmSync(join(dir, e), { recursive: true, force: true });
      return entries.length;
    },
  };
}

async function writeAll(handle: FileHandle, chunk: Buffer, position: number) {
  for (let done = 0; done < chunk.length;) {
    const { bytesWritten } = await handle.write(chunk, done, chunk.length - done, position + done);
    done += bytesWritten;
  }
}

async function readAll(handle: FileHandle, into: Buffer, n: number, position: number) {
  for (let got = 0; got < n;) {
    const { bytesRead } = await handle.read(into, got, n - got, position + got);
    if (bytesRead === 0) throw new Error('temporary upload file is shorter than what was written to it');
    got += bytesRead;
  }
}
