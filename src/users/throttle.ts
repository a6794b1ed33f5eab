// Sign-in throttling that slows guessing down without letting a stranger lock anyone out (docs/dashboard.md).
// Failed attempts are counted per account (e-mail), per client address, and per account and address together, over
// the last hour. Past a few free failures each further one makes the next try wait longer (1 s, doubling, at most
// 3 minutes); a try before the wait is over is refused before any password is checked. There is no hard lock: the
// wait never exceeds 3 minutes. An address that has signed in to an account before is judged by its own failures
// for that account (and its address count), never by the account's failures from elsewhere, so a stranger failing
// against someone's e-mail does not hold back the person at their usual address.
// Guessing stays as slow as the old 5-per-15-minutes lock at steady state: with failures counted over an hour and the
// wait capped at 3 minutes, one account takes at most ~20 guesses an hour from any number of unknown addresses.
import { DomainError } from '../platform/errors.ts';

export const SIGN_IN_THROTTLE = {
  windowMs: 60 * 60 * 1000,
  /** Failures without any wait: per account (from unknown addresses), per account at a known address, per address. */
  freePerAccount: 5, freePerKnownAddress: 5, freePerAddress: 20,
  firstDelayMs: 1000, maxDelayMs: 3 * 60 * 1000,
  /** Addresses remembered per account as having signed in (the most recent). */
  knownPerAccount: 10,
};

/** A refusal that says when to try again (Retry-After). */
export class ThrottledError extends DomainError {
  readonly retryAfterS: number;
  constructor(waitMs: number) {
    const s = Math.max(1, Math.ceil(waitMs / 1000));
    const when = s < 120 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minutes`;
    super('rate_limited', `too many failed sign-ins; try again in ${when}`);
    this.retryAfterS = s;
  }
}

/** IPv6 clients are counted by their /64 (one customer's network), IPv4 and IPv4-mapped ones by address. */
export function addressKey(address: string): string {
  const a = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!a.includes(':')) return a;
  const [head = '', tail = ''] = a.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export class SignInThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #known = new Map<string, string[]>();

  #recent(key: string, now: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((t) => now - t < SIGN_IN_THROTTLE.windowMs && t <= now);
    if (list.length) this.#failures.set(key, list); else this.#failures.delete(key);
    return list;
  }

  /** How long the next try must wait after these failures (0: not at all). */
  #wait(list: number[], free: number, now: number): number {
    if (list.length < free) return 0;
    const delay = Math.min(SIGN_IN_THROTTLE.firstDelayMs * 2 ** (list.length - free), SIGN_IN_THROTTLE.maxDelayMs);
    return Math.max(0, list[list.length - 1]! + delay - now);
  }

  #isKnown(email: string, address: string): boolean {
    return this.#known.get(email)?.includes(addressKey(address)) ?? false;
  }

  /** Milliseconds before this e-mail may be tried from this address (0: now). */
  waitMs(email: string, address: string, now: number): number {
    const where = addressKey(address);
    const account = this.#isKnown(email, address)
      ? this.#wait(this.#recent(`p:${email}\n${where}`, now), SIGN_IN_THROTTLE.freePerKnownAddress, now)
      : this.#wait(this.#recent(`e:${email}`, now), SIGN_IN_THROTTLE.freePerAccount, now);
    return Math.max(account, this.#wait(this.#recent(`a:${where}`, now), SIGN_IN_THROTTLE.freePerAddress, now));
  }

  /** Throws ThrottledError when a try now must wait. */
  check(email: string, address: string, now: number) {
    const wait = this.waitMs(email, address, now);
    if (wait > 0) throw new ThrottledError(wait);
  }

  failed(email: string, address: string, now: number) {
    // Spraying ever new e-mails or addresses would grow the map without end: past a size, expired entries go.
    if (this.#failures.size > 10_000) for (const key of [...this.#failures.keys()]) this.#recent(key, now);
    const where = addressKey(address);
    for (const key of [`e:${email}`, `p:${email}\n${where}`, `a:${where}`]) this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  /** A right password: this address is known for the account from now on, and its failures for it are forgotten. */
  succeeded(email: string, address: string) {
    const where = addressKey(address);
    this.#failures.delete(`p:${email}\n${where}`);
    const list = [where, ...(this.#known.get(email) ?? []).filter((a) => a !== where)].slice(0, SIGN_IN_THROTTLE.knownPerAccount);
    this.#known.delete(email);
    this.#known.set(email, list);
    // Bounded like an LRU: the accounts that signed in longest ago are forgotten first.
    if (this.#known.size > 100_000) this.#known.delete(this.#known.keys().next().value!);
  }
}
