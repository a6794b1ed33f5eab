// The sign-in throttle on its own, with a clock the test moves: delays grow and are capped, nothing is a hard lock,
// a known address is not held back by failures from elsewhere, and guessing stays slow.
import { describe, expect, it } from 'vitest';
import { addressKey, SIGN_IN_THROTTLE as T, SignInThrottle, ThrottledError } from './throttle.ts';

const E = 'ana@example.test';
const START = Date.UTC(2030, 0, 1);

function fail(th: SignInThrottle, n: number, address: string, now: number, email = E) {
  for (let i = 0; i < n; i++) th.failed(email, address, now);
}

describe('sign-in throttle', () => {
  it('the first failures cost nothing; then each makes the next try wait longer, doubling up to 3 minutes', () => {
    const th = new SignInThrottle();
    fail(th, T.freePerAccount - 1, '203.0.113.1', START);
    expect(th.waitMs(E, '203.0.113.1', START)).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      th.failed(E, '203.0.113.1', START);
      waits.push(th.waitMs(E, '198.51.100.7', START));
    }
    expect(waits.slice(0, 5)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(Math.max(...waits)).toBe(T.maxDelayMs);
    const refused = (() => { try { th.check(E, '198.51.100.7', START); } catch (e) { return e; } })();
    expect(refused).toBeInstanceOf(ThrottledError);
    expect((refused as ThrottledError).retryAfterS).toBe(180);
    expect((refused as ThrottledError).message).toBe('too many failed sign-ins; try again in 3 minutes');
    // Never a lock: 3 minutes after the last failure a try is allowed, however many came before.
    expect(th.waitMs(E, '198.51.100.7', START + T.maxDelayMs)).toBe(0);
  });

  it('an address that signed in before is not held back by failures from other addresses, only by its own', () => {
    const th = new SignInThrottle();
    th.succeeded(E, '192.0.2.10');
    // A stranger fails against the e-mail without end, one try each time the wait allows.
    let now = START;
    for (let i = 0; i < 200; i++) { now += th.waitMs(E, '203.0.113.9', now); th.failed(E, '203.0.113.9', now); }
    expect(th.waitMs(E, '203.0.113.9', now)).toBe(T.maxDelayMs);
    expect(th.waitMs(E, '192.0.2.10', now)).toBe(0);
    // A new address is slowed by the account's failures (a wait, never more than 3 minutes).
    expect(th.waitMs(E, '198.51.100.20', now)).toBeLessThanOrEqual(T.maxDelayMs);
    // The known address' own failures do slow it.
    fail(th, T.freePerKnownAddress, '192.0.2.10', now);
    expect(th.waitMs(E, '192.0.2.10', now)).toBe(T.firstDelayMs);
  });

  it('guessing one account from many addresses stays at about 20 tries an hour at steady state', () => {
    const th = new SignInThrottle();
    let now = START;
    let tries = 0;
    for (let i = 0; now < START + 6 * 3600_000; i++) {
      const from = `203.0.${i % 250}.${(i * 7) % 250}`;
      now += th.waitMs(E, from, now);
      th.failed(E, from, now);
      if (now >= START + 5 * 3600_000) tries++;
    }
    expect(tries).toBeLessThanOrEqual(21);
    expect(tries).toBeGreaterThanOrEqual(19);
  });

  it('one address failing across many e-mails is slowed after 20, for every e-mail it tries', () => {
    const th = new SignInThrottle();
    for (let i = 0; i < T.freePerAddress; i++) th.failed(`guess${i}@example.test`, '203.0.113.5', START);
    expect(th.waitMs('someone.else@example.test', '203.0.113.5', START)).toBe(T.firstDelayMs);
    expect(th.waitMs('someone.else@example.test', '203.0.113.6', START)).toBe(0);
  });

  it('failures older than the window are forgotten', () => {
    const th = new SignInThrottle();
    fail(th, 10, '203.0.113.1', START);
    expect(th.waitMs(E, '203.0.113.1', START + 1000)).toBeGreaterThan(0);
    expect(th.waitMs(E, '203.0.113.1', START + T.windowMs)).toBe(0);
  });

  it('IPv6 clients count by /64; IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
