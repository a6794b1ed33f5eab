// The sealed body of a backup (format 2): the plaintext cut into chunks, each encrypted and authenticated with
// AES-256-GCM under a key of its own for this file (HKDF-SHA256 of the data key with the file's random salt).
//   chunk := u32 big-endian ciphertext length | ciphertext | 16-byte GCM tag
// Chunk i's nonce is i (96 bits, big-endian): the file key is used for this file only, so a counter never repeats.
// Each chunk's additional data is the SHA-256 of the file's header (both lines, byte for byte) and a byte that says
// whether the chunk is the last one. So a changed byte anywhere (header included), chunks swapped, dropped or taken
// from another backup, or a file cut at any point (the last chunk read is not marked last) fail authentication.
// Chunk 0 holds the backup's inner manifest (row counts and the like; format.ts), the others the database.
import { createCipheriv, createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { open } from 'node:fs/promises';
import { DomainError } from '../errors.ts';

export const CHUNK_BYTES = 1024 * 1024;
const TAG = 16;
/** Far above any chunk this code writes: a larger length is a damaged file, not an allocation to attempt. */
const MAX_CHUNK = 64 * 1024 * 1024;

const fail = (message: string) => new DomainError('invalid_request', message);

export function fileKey(dataKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, salt, 'mca backup v2', 32));
}

function nonce(index: number): Buffer {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(index), 4);
  return n;
}

function aad(headerHash: Buffer, last: boolean): Buffer {
  return Buffer.concat([headerHash, Buffer.from([last ? 1 : 0])]);
}

/** Seals chunks in order; `seal(plain, last)` returns the bytes to write. */
export function sealer(key: Buffer, header: Buffer) {
  const headerHash = createHash('sha256').update(header).digest();
  let index = 0;
  let ended = false;
  return (plain: Buffer, last: boolean): Buffer => {
    if (ended) throw new Error('sealer: a chunk after the last one');
    const cipher = createCipheriv('aes-256-gcm', key, nonce(index++));
    cipher.setAAD(aad(headerHash, last));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    ended = last;
    return Buffer.concat([length, body, cipher.getAuthTag()]);
  };
}

/**
 * Writes `source` sealed: chunk 0 is `first` (the inner manifest), then the source re-cut into CHUNK_BYTES pieces,
 * the last one marked (an empty last chunk when the source ends on a boundary or is empty).
 */
export async function* sealStream(key: Buffer, header: Buffer, first: Buffer, source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const seal = sealer(key, header);
  yield seal(first, false);
  let pending = Buffer.alloc(0);
  for await (const piece of source) {
    pending = pending.length ? Buffer.concat([pending, piece]) : Buffer.from(piece);
    // Keep at least one byte back: the piece that turns out to be the last must be marked so.
    while (pending.length > CHUNK_BYTES) {
      yield seal(pending.subarray(0, CHUNK_BYTES), false);
      pending = pending.subarray(CHUNK_BYTES);
    }
  }
  yield seal(pending, true);
}

/**
 * The plaintext chunks of a sealed body starting at `offset` in `file`, in order, each authenticated before it is
 * given out; throws a one-line DomainError when the file is cut short, altered, or has bytes after its last chunk.
 */
export async function* openChunks(file: string, offset: number, key: Buffer, header: Buffer): AsyncGenerator<Buffer> {
  const headerHash = createHash('sha256').update(header).digest();
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    let at = offset;
    for (let index = 0; ; index++) {
      if (at + 4 > size) throw fail(`${file} is cut short or damaged: it ends before its last chunk (a truncated or incomplete backup)`);
      const lengthBytes = Buffer.alloc(4);
      await handle.read(lengthBytes, 0, 4, at);
      const length = lengthBytes.readUInt32BE();
      if (length > MAX_CHUNK) throw fail(`${file} is damaged: chunk ${index} has an impossible length`);
      if (at + 4 + length + TAG > size) throw fail(`${file} is cut short or damaged: chunk ${index} is incomplete (a truncated backup)`);
      const body = Buffer.alloc(length + TAG);
      await handle.read(body, 0, body.length, at + 4);
      at += 4 + body.length;
      const last = at === size;
      const plain = openOne(key, headerHash, index, body, last);
      if (plain === null) {
        // Authenticated as a middle chunk while nothing follows it: the file was cut on a chunk boundary.
        if (last && openOne(key, headerHash, index, body, false) !== null) {
          throw fail(`${file} is cut short: it ends after chunk ${index}, which is not its last (a truncated backup)`);
        }
        // A last chunk with bytes after it: something was appended.
        if (!last && openOne(key, headerHash, index, body, true) !== null) throw fail(`${file} is damaged: bytes follow its last chunk`);
        throw fail(`${file} has been altered or damaged: chunk ${index} fails its authentication (or the key is not this backup's)`);
      }
      yield plain;
      if (last) return;
    }
  } finally {
    await handle.close();
  }
}

function openOne(key: Buffer, headerHash: Buffer, index: number, body: Buffer, last: boolean): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce(index));
    decipher.setAAD(aad(headerHash, last));
    decipher.setAuthTag(body.subarray(body.length - TAG));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG)), decipher.final()]);
  } catch {
    return null;
  }
}
