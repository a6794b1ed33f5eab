// Passwords are hashed with scrypt from node:crypto (memory-hard, no native addon). The stored form names its
// parameters, so they can be raised later without invalidating existing hashes: scrypt$N$r$p$salt$hash (base64).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { base62 } from '../orgs/keys.ts';

export interface ScryptParams { N: number; r: number; p: number }
/** The cost of every new hash in the product. (The tests build their app with a lighter one: test/app.ts.) */
export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Longest password accepted: scrypt takes any length, but a megabyte password is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, p: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128 * N * r bytes; Node's default cap (32 MB) is exactly that for N=2^15, r=8.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...p, maxmem: 256 * p.N * p.r }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = PASSWORD_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [tag, n, r, p, salt, hash] = stored.split('$');
  if (tag !== 'scrypt' || !salt || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no password matches, verified against for unknown e-mails so that both answers take the same time (the
 *  cost of the hashes made with `params`). */
export const decoyHash = (params: ScryptParams = PASSWORD_PARAMS): string =>
  `scrypt$${params.N}$${params.r}$${params.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** A generated password: 24 base62 characters (about 143 bits). */
export const generatePassword = (): string => base62(32, 24);
