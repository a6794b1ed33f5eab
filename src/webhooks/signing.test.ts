import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { generateSecret, sign, signedHeaders } from './signing.ts';

describe('webhook signing', () => {
  it('matches the Standard Webhooks reference vector', () => {
    // The example from the Standard Webhooks specification and its reference libraries.
    expect(sign('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}'))
      .toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('is verified by the standardwebhooks library, with one or two secrets', () => {
    const [current, old] = [generateSecret(), generateSecret()];
    expect(current).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: 'parse.parsing.completed', timestamp: new Date().toISOString(), data: { status: 'completed' } });
    const ts = Math.floor(Date.now() / 1000);
    const headers = signedHeaders([current, old], 'evt-1', ts, body);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toMatchObject({ data: { status: 'completed' } });
    expect(new Webhook(old).verify(body, headers)).toBeTruthy();
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(body.replace('completed', 'failed'), headers)).toThrow();
  });
});
