// Field-level encryption at rest (AES-256-GCM) for sensitive values such as tax IDs.
// Stored form: "enc:v1:" + base64(iv[12] | tag[16] | ciphertext).
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Lru } from './lru.ts';

const PREFIX = 'enc:v1:';

/**
 * Decrypted field values kept per process, by their stored form: a stored value carries its own random IV and GCM tag,
 * so it has exactly one plaintext, checked the first time. Reading a deal then costs no cipher set-up per request (a
 * decipher is ~5 us, the most of any step of GET /v1/deals/{id}). Only memory holds them, as it holds the data key
 * itself; the database, backups and exports keep the encrypted form. Field values are short (tax IDs).
 */
export const DECRYPTED_CACHED = { entries: 10_000, chars: 1_000_000 } as const;

export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** Bytes at rest (uploaded statements): iv[12] | tag[16] | ciphertext. */
  encryptBytes(plain: Uint8Array): Uint8Array;
  decryptBytes(stored: Uint8Array): Uint8Array;
}

/**
 * Encrypts with the current key; decrypts with the current key, then with previous ones (key rotation: a value
 * written under an old key still reads until `mca rekey` has re-encrypted it). AES-GCM's tag tells which key fits.
 */
export function createCipher(raw: Buffer, previous: Buffer[] = []): FieldCipher {
  for (const k of [raw, ...previous]) if (k.length !== 32) throw new Error('data key must be 32 bytes');
  const key = createSecretKey(raw); // one KeyObject, not a key import per call
  const keys = [key, ...previous.map((p) => createSecretKey(p))];
  const opened = new Lru<string, string>(DECRYPTED_CACHED.entries, DECRYPTED_CACHED.chars);
  const open = (raw: Buffer): Buffer => {
    let last: unknown;
    for (const k of keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', k, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
      } catch (e) { last = e; }
    }
    throw last;
  };
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    encryptBytes(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = [cipher.update(plain), cipher.final()];
      return Buffer.concat([iv, cipher.getAuthTag(), ...body]);
    },
    decryptBytes(stored) {
      return open(Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength));
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const hit = opened.get(stored);
      if (hit !== undefined) return hit;
      const plain = open(Buffer.from(stored.slice(PREFIX.length), 'base64')).toString('utf8');
      opened.set(stored, plain, stored.length + plain.length);
      return plain;
    },
  };
}

export function parseKey(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** The configured key, or one generated into the data dir on first start (mode 0600) and reused after. */
export function loadDataKey(configured: string | null, dataDir: string): Buffer {
  if (configured) return parseKey(configured);
  const file = join(dataDir, 'data.key');
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  return key;
}
