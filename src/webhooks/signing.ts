// Standard Webhooks signing (https://www.standardwebhooks.com/): `v1,` + base64 HMAC-SHA256 of "id.timestamp.body",
// keyed with the secret's decoded bytes. Secrets are `whsec_` + base64 of 32 random bytes. During a rotation the
// header carries two space-separated signatures (new, then old); a consumer accepts any one that matches.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

export function generateSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** One signature: `v1,<base64>`. `timestamp` is unix seconds. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers for one attempt, signed with every given secret (current first). */
export function signedHeaders(secrets: string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, id, timestamp, body)).join(' '),
  };
}
