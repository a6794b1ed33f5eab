// Dashboard users and sessions through the service, on the real database: what is stored (a scrypt hash, a token's
// hash), what is refused, and when a session stops working.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_PASSWORD_PARAMS, type TestApp, type TestOrg } from '../../test/app.ts';
import { verifyPassword } from './passwords.ts';
import { SESSION_TTL_MS, SIGN_IN_THROTTLE, usersService } from './service.ts';

let t: TestApp;
let org: TestOrg;
let n = 0;
const email = () => `user${++n}@example.test`;
// Each test signs in from its own address, so failures of one never throttle another.
const address = () => `10.1.0.${n}`;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
});
afterAll(() => t.close());

const userRow = (id: string) => t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sessionRows = (userId: string) => t.ctx.db.selectFrom('user_sessions').selectAll().where('user_id', '=', userId).execute();

async function domainError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string; details?: { field: string; issue: string }[] };
  }
  throw new Error('expected a DomainError');
}

describe('users', () => {
  it('stores a scrypt hash of a generated password, never the password, and normalises the e-mail', async () => {
    const created = await t.ctx.users.create({ orgId: org.orgId, email: '  Ann.Lee@Example.TEST ' });
    expect(created.email).toBe('ann.lee@example.test');
    expect(created.password).toMatch(/^[A-Za-z0-9]{24}$/);
    const row = await userRow(created.user_id);
    expect(row).toMatchObject({ org_id: org.orgId, email: 'ann.lee@example.test', disabled_at: null });
    const { N, r, p } = TEST_PASSWORD_PARAMS;
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`));
    expect(row.password_hash).not.toContain(created.password);
    expect(await verifyPassword(created.password, row.password_hash)).toBe(true);
    expect(await verifyPassword(`${created.password}x`, row.password_hash)).toBe(false);
    // Two users never share a generated password or a salt.
    const other = await t.ctx.users.create({ orgId: org.orgId, email: email() });
    expect(other.password).not.toBe(created.password);
    expect((await userRow(other.user_id)).password_hash.split('$')[4]).not.toBe(row.password_hash.split('$')[4]);
  });

  it("hashes at the product's cost unless told otherwise (the test app's is lighter): scrypt N=2^15, r=8, p=1", async () => {
    const product = usersService(t.ctx.db, t.ctx.orgs.repo);
    const created = await product.create({ orgId: org.orgId, email: email() });
    const row = await userRow(created.user_id);
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword(created.password, row.password_hash)).toBe(true);
    expect((await product.signIn(created.email, created.password, address())).token).toBeTruthy();
  });

  it('keeps a given password', async () => {
    const created = await t.ctx.users.create({ orgId: org.orgId, email: email(), password: 'correct horse battery' });
    expect(created.password).toBe('correct horse battery');
    expect(await verifyPassword('correct horse battery', (await userRow(created.user_id)).password_hash)).toBe(true);
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }, 'validation_failed', 'email'],
    ['a short password', { password: 'short' }, 'validation_failed', 'password'],
    ['a password over 256 characters', { password: 'x'.repeat(257) }, 'validation_failed', 'password'],
  ])('refuses %s', async (_name, input, code, field) => {
    const error = await domainError(t.ctx.users.create({ orgId: org.orgId, email: email(), ...input }));
    expect(error.code).toBe(code);
    expect(error.details?.map((d) => d.field)).toEqual([field]);
  });

  it('refuses an unknown organization and a duplicate e-mail, whatever its case', async () => {
    expect((await domainError(t.ctx.users.create({ orgId: 'nope', email: email() }))).code).toBe('not_found');
    expect((await domainError(t.ctx.users.create({ orgId: '01900000-0000-7000-8000-000000000000', email: email() }))).code).toBe('not_found');
    const address = email();
    await t.ctx.users.create({ orgId: org.orgId, email: address });
    const error = await domainError(t.ctx.users.create({ orgId: org.orgId, email: address.toUpperCase() }));
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual([{ field: 'email', issue: 'a user with this e-mail exists' }]);
    const count = await t.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', '=', address).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('sessions', () => {
  it('signs in with the right password only; the cookie token is stored only as its hash', async () => {
    const u = await t.ctx.users.create({ orgId: org.orgId, email: email() });
    expect((await domainError(t.ctx.users.signIn(u.email, 'wrong password', address()))).code).toBe('unauthorized');
    expect((await domainError(t.ctx.users.signIn('nobody@example.test', u.password, address()))).code).toBe('unauthorized');
    const before = Date.now();
    const { token, expiresAt } = await t.ctx.users.signIn(u.email.toUpperCase(), u.password, address());
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    const [row, ...more] = await sessionRows(u.user_id);
    expect(more).toEqual([]);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const session = await t.ctx.users.session(token);
    expect(session).toMatchObject({ userId: u.user_id, email: u.email, csrfToken: row!.csrf_token,
      auth: { orgId: org.orgId, orgKind: 'broker', keyId: `user:${u.user_id}` } });
    expect(session!.auth.scopes).toContain('deals:write');
    expect(await t.ctx.users.session(`${token}x`)).toBeNull();
    expect(await t.ctx.users.session('')).toBeNull();
  });

  it('ends a session at sign-out and at its expiry', async () => {
    const u = await t.ctx.users.create({ orgId: org.orgId, email: email() });
    const first = await t.ctx.users.signIn(u.email, u.password, address());
    const second = await t.ctx.users.signIn(u.email, u.password, address());
    await t.ctx.users.signOut(first.token);
    expect(await t.ctx.users.session(first.token)).toBeNull();
    expect(await t.ctx.users.session(second.token)).not.toBeNull();
    await t.ctx.db.updateTable('user_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', u.user_id).execute();
    expect(await t.ctx.users.session(second.token)).toBeNull();
    await t.ctx.users.repo.deleteExpiredSessions(new Date().toISOString());
    expect(await sessionRows(u.user_id)).toEqual([]);
  });

  it('disabling a user (by e-mail or id) ends its sessions and refuses sign-in', async () => {
    for (const by of ['email', 'id'] as const) {
      const u = await t.ctx.users.create({ orgId: org.orgId, email: email() });
      const other = await t.ctx.users.create({ orgId: org.orgId, email: email() });
      const { token } = await t.ctx.users.signIn(u.email, u.password, address());
      const kept = await t.ctx.users.signIn(other.email, other.password, address());
      expect(await t.ctx.users.disable(by === 'email' ? u.email.toUpperCase() : u.user_id)).toEqual({ user_id: u.user_id, email: u.email, disabled: true });
      expect(await t.ctx.users.session(token)).toBeNull();
      expect(await sessionRows(u.user_id)).toEqual([]);
      expect((await userRow(u.user_id)).disabled_at).not.toBeNull();
      expect((await domainError(t.ctx.users.signIn(u.email, u.password, address()))).code).toBe('unauthorized');
      expect(await t.ctx.users.session(kept.token)).not.toBeNull();
    }
    expect((await domainError(t.ctx.users.disable('ghost@example.test'))).code).toBe('not_found');
  });

  it('refuses a session whose user was disabled by another path (the row alone is not enough)', async () => {
    const u = await t.ctx.users.create({ orgId: org.orgId, email: email() });
    const { token } = await t.ctx.users.signIn(u.email, u.password, address());
    await t.ctx.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', u.user_id).execute();
    expect(await t.ctx.users.session(token)).toBeNull();
  });
});

describe('sign-in throttling over time', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('each failure past the free ones makes the next try wait longer, at most 3 minutes; the refusal names the time left', async () => {
    const u = await t.ctx.users.create({ orgId: org.orgId, email: email() });
    const from = '10.9.9.9';
    // Only Date is faked: scrypt runs on libuv's thread pool as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = new Date('2030-01-01T00:00:00Z').getTime();
    vi.setSystemTime(now);
    for (let i = 0; i < SIGN_IN_THROTTLE.freePerAccount; i++) {
      expect((await domainError(t.ctx.users.signIn(u.email, 'wrong password', from))).code).toBe('unauthorized');
    }
    const refused = await domainError(t.ctx.users.signIn(u.email, u.password, from));
    expect(refused.code).toBe('rate_limited');
    expect(refused.message).toBe('too many failed sign-ins; try again in 1 second');
    // Waiting it out, each further failure doubles the wait: 2, 4, 8 ... seconds, then 3 minutes at most.
    const waits: string[] = [];
    for (let i = 0; i < 9; i++) {
      now += 1000 * 2 ** i;
      vi.setSystemTime(now);
      expect((await domainError(t.ctx.users.signIn(u.email, 'wrong password', from))).code).toBe('unauthorized');
      waits.push((await domainError(t.ctx.users.signIn(u.email, u.password, from))).message.replace('too many failed sign-ins; try again in ', ''));
    }
    expect(waits).toEqual(['2 seconds', '4 seconds', '8 seconds', '16 seconds', '32 seconds', '64 seconds', '3 minutes', '3 minutes', '3 minutes']);
    vi.setSystemTime(now + SIGN_IN_THROTTLE.maxDelayMs - 30_000);
    expect((await domainError(t.ctx.users.signIn(u.email, u.password, from))).message).toBe('too many failed sign-ins; try again in 30 seconds');
    vi.setSystemTime(now + SIGN_IN_THROTTLE.maxDelayMs);
    const { token } = await t.ctx.users.signIn(u.email, u.password, from);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
