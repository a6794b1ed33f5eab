import { randomBytes } from 'node:crypto';

// Random bytes are drawn 4 KB at a time: one system call per 400 ids instead of one per id (ids are made per request).
let pool = Buffer.alloc(0);
let offset = 0;
function random10(): Buffer {
  if (offset + 10 > pool.length) { pool = randomBytes(4096); offset = 0; }
  const out = pool.subarray(offset, offset + 10);
  offset += 10;
  return out;
}

// Ids made in the same millisecond keep the order they were made in (RFC 9562, method 1: a 12-bit counter after the
// timestamp, started at a random value below half its range each millisecond); a clock that steps back keeps counting
// from the last timestamp. Lists ordered by id (cursor pagination) then list rows in the order they were created.
let lastMs = -1;
let seq = 0;

/** UUIDv7: time-ordered, so new rows land at the end of indexes, and monotonic within this process. */
export function uuidv7(now = Date.now()): string {
  const b = Buffer.allocUnsafe(16);
  random10().copy(b, 6);
  let ms = now;
  if (ms > lastMs) { seq = ((b[6]! << 8) | b[7]!) & 0x7ff; lastMs = ms; }
  else if (++seq > 0xfff) { lastMs += 1; seq = 0; ms = lastMs; }
  else ms = lastMs;
  b.writeUIntBE(ms, 0, 6);
  b[6] = 0x70 | (seq >> 8);
  b[7] = seq & 0xff;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Ids are lowercase UUIDs, v4 or v7 (contract.md). */
export const isUuid = (value: string): boolean => UUID.test(value);

export const nowIso = (): string => new Date().toISOString();
