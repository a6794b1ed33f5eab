// API keys: "mca_" + 12-character public lookup + 43-character secret (256 random bits). Only the SHA-256 of the
// whole key is stored; the lookup finds the row, then the hashes are compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function base62(bytes: number, length: number): string {
  const raw = randomBytes(bytes);
  let out = '';
  // Rejection-free mapping is slightly biased for 256 % 62; 248 = 4*62 keeps it uniform.
  for (const b of raw) if (b < 248 && out.length < length) out += BASE62[b % 62];
  return out.length === length ? out : out + base62(bytes, length - out.length);
}

export function newApiKey(): { key: string; lookup: string; hash: string } {
  const lookup = base62(16, 12);
  const key = `mca_${lookup}${base62(48, 43)}`;
  return { key, lookup, hash: hashKey(key) };
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

const KEY_FORMAT = /^mca_[0-9A-Za-z]{55}$/;

/** The lookup part of a well-formed key, or null. */
export function lookupOf(key: string): string | null {
  return KEY_FORMAT.test(key) ? key.slice(4, 16) : null;
}

export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
