// Changing one's password on the dashboard's account page (as a browser does: app.inject with the session cookie and
// form posts), and an operator's reset and re-enable through the service, on the real database: a wrong current
// password is refused and counts toward the sign-in throttle, a change ends every other session of the user, and a
// post without the session's CSRF token changes nothing.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { encodeForm, FORM_TYPE, postLogin, signIn, type Browser } from '../../test/signin.ts';
import { SIGN_IN_THROTTLE } from './service.ts';

let t: TestApp;
let org: TestOrg;
let n = 0;
// Each sign-in and change comes from its own client address unless a test says otherwise, so the per-address limit
// of one test never touches another; the per-e-mail limit is what these tests are about.
let addressNo = 0;
const address = () => `10.5.${Math.floor(++addressNo / 250)}.${addressNo % 250}`;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
});
afterAll(() => t.close());

const user = () => t.ctx.users.create({ orgId: org.orgId, email: `pw${++n}@example.test` });
const hashOf = async (id: string) => (await t.ctx.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
const sessionCount = async (userId: string) => (await t.ctx.db.selectFrom('user_sessions').select('token_hash').where('user_id', '=', userId).execute()).length;

/** The change-password form as the browser posts it, with the session's CSRF token unless told otherwise. */
function change(b: Browser, fields: { current_password: string; new_password: string; confirmation?: string },
  options: { csrf?: string | null; remoteAddress?: string } = {}) {
  const csrf = options.csrf === undefined ? b.csrf : options.csrf;
  return t.app.inject({ method: 'POST', url: '/app/account/password', remoteAddress: options.remoteAddress ?? address(),
    headers: { ...FORM_TYPE, cookie: `mca_session=${b.token}` },
    payload: encodeForm({ ...(csrf === null ? {} : { _csrf: csrf }), confirmation: fields.new_password, ...fields }) });
}

const signsIn = async (email: string, password: string) => (await postLogin(t.app, { email, password }, { remoteAddress: address() })).statusCode;

describe('the account page', () => {
  it('is linked from the header\'s e-mail and has a labelled change-password form', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const deals = await b.get('/app/deals');
    expect(deals.body).toContain(`<a href="/app/account"><span class="sr-only">Your account: </span>${u.email}</a>`);
    const res = await b.get('/app/account');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-current="page"><span class="sr-only">Your account: </span>');
    expect(res.body).toContain('<form method="post" action="/app/account/password"');
    expect(res.body).toContain(`name="_csrf" value="${b.csrf}"`);
    for (const id of ['current_password', 'new_password', 'confirmation']) {
      expect(res.body).toContain(`<label for="${id}">`);
      expect(res.body).toMatch(new RegExp(`<input id="${id}" name="${id}" type="password" autocomplete="(current|new)-password" required`));
    }
  });
});

describe('changing the password', () => {
  // The clock stands still (Date only), so the throttle's one-second wait cannot run out between requests.
  beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(Date.now()); });
  afterEach(() => { vi.useRealTimers(); });

  it('a wrong current password is a 422 with the message; after 5 the 6th waits even when right, and so does sign-in from a new address', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const before = await hashOf(u.user_id);
    for (let i = 0; i < SIGN_IN_THROTTLE.freePerAccount; i++) {
      const res = await change(b, { current_password: `wrong guess ${i}`, new_password: 'a brand new passphrase' });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('Current password: is wrong.');
      expect(res.body).toContain('aria-invalid="true" aria-describedby="current_password-error"');
      // What was typed is never rendered back.
      expect(res.body).not.toContain(`wrong guess ${i}`);
      expect(res.body).not.toContain('a brand new passphrase');
    }
    const refused = await change(b, { current_password: u.password, new_password: 'a brand new passphrase' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many attempts: too many failed sign-ins; try again in 1 second.');
    expect(await hashOf(u.user_id)).toBe(before);
    // The same throttle as the sign-in page: the e-mail waits there too, from an address it never signed in from.
    const login = await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: address() });
    expect(login.statusCode).toBe(429);
    // The session itself is not ended by the failures.
    expect((await b.get('/app/deals')).statusCode).toBe(200);
  });

  it('failures from one address count toward its limit across e-mails, as failed sign-ins do', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const from = address();
    for (let i = 0; i < SIGN_IN_THROTTLE.freePerAddress - 1; i++) {
      expect((await postLogin(t.app, { email: `nobody${i}@example.test`, password: 'guess' }, { remoteAddress: from })).statusCode).toBe(401);
    }
    expect((await change(b, { current_password: 'still a guess', new_password: 'a brand new passphrase' }, { remoteAddress: from })).statusCode).toBe(422);
    expect((await change(b, { current_password: u.password, new_password: 'a brand new passphrase' }, { remoteAddress: from })).statusCode).toBe(429);
    expect(await signsIn(u.email, u.password)).toBe(303);
  });

  it.each([
    ['a confirmation that does not match', { new_password: 'a brand new passphrase', confirmation: 'a brand new passphrasf' }, 'New password again: does not match the new password.'],
    ['a new password under 12 characters', { new_password: 'too short' }, 'New password: must be 12 to 256 characters.'],
    ['a new password over 256 characters', { new_password: 'x'.repeat(257) }, 'New password: must be 12 to 256 characters.'],
    ['the current password again', { new_password: 'CURRENT' }, 'New password: must differ from the current password.'],
  ])('refuses %s (422, nothing changed, no failure counted)', async (_name, fields, message) => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const before = await hashOf(u.user_id);
    const next = fields.new_password === 'CURRENT' ? u.password : fields.new_password;
    for (let i = 0; i <= SIGN_IN_THROTTLE.freePerAccount; i++) {
      const res = await change(b, { current_password: u.password, ...fields, new_password: next });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(message);
    }
    expect(await hashOf(u.user_id)).toBe(before);
    expect(await signsIn(u.email, u.password)).toBe(303);
  });

  it('replaces the password and ends every other session of the user; this session and other users stay signed in', async () => {
    const u = await user();
    const other = await user();
    const here = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const elsewhere = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const someoneElse = await signIn(t.app, other.email, other.password, { remoteAddress: address() });
    // A failure before the right answer does not linger: it is forgotten with the change.
    expect((await change(here, { current_password: 'a wrong guess', new_password: 'my new passphrase 1' })).statusCode).toBe(422);

    const res = await change(here, { current_password: u.password, new_password: 'my new passphrase 1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/account?done=password_changed');
    const after = await here.get('/app/account?done=password_changed');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<p class="notice" role="status">Password changed. Every other session of yours is signed out');

    const gone = await elsewhere.get('/app/deals');
    expect(gone.statusCode).toBe(303);
    expect(gone.headers.location).toBe('/app/login?next=%2Fapp%2Fdeals');
    expect(await t.ctx.users.session(elsewhere.token)).toBeNull();
    expect(await sessionCount(u.user_id)).toBe(1);
    expect((await here.get('/app/deals')).statusCode).toBe(200);
    expect((await someoneElse.get('/app/deals')).statusCode).toBe(200);

    expect(await signsIn(u.email, u.password)).toBe(401);
    expect(await signsIn(u.email, 'my new passphrase 1')).toBe(303);
    // The session that changed it can change it again, with the new one as the current one.
    expect((await change(here, { current_password: 'my new passphrase 1', new_password: 'my new passphrase 2' })).statusCode).toBe(303);
    expect(await signsIn(u.email, 'my new passphrase 2')).toBe(303);
  });

  it('a post without the session\'s CSRF token (or with another session\'s) is refused and changes nothing', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const other = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const before = await hashOf(u.user_id);
    for (const csrf of [null, 'forged', other.csrf]) {
      const res = await change(b, { current_password: u.password, new_password: 'a forced passphrase' }, { csrf });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('did not come from this site');
    }
    const crossSite = await t.app.inject({ method: 'POST', url: '/app/account/password', remoteAddress: address(),
      headers: { ...FORM_TYPE, cookie: `mca_session=${b.token}`, origin: 'https://evil.example' },
      payload: encodeForm({ _csrf: b.csrf, current_password: u.password, new_password: 'a forced passphrase', confirmation: 'a forced passphrase' }) });
    expect(crossSite.statusCode).toBe(400);
    expect(await hashOf(u.user_id)).toBe(before);
    expect((await other.get('/app/deals')).statusCode).toBe(200);
    expect(await signsIn(u.email, u.password)).toBe(303);
  });

  it('without a session the post goes to the sign-in page and changes nothing', async () => {
    const u = await user();
    const before = await hashOf(u.user_id);
    const res = await t.app.inject({ method: 'POST', url: '/app/account/password', headers: FORM_TYPE,
      payload: encodeForm({ current_password: u.password, new_password: 'a forced passphrase', confirmation: 'a forced passphrase' }) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/login?next=%2Fapp%2Fdeals');
    expect(await hashOf(u.user_id)).toBe(before);
  });
});

describe('an operator\'s reset and re-enable', () => {
  async function domainError(promise: Promise<unknown>) {
    try { await promise; } catch (error) { return error as { code: string; details?: { field: string; issue: string }[] }; }
    throw new Error('expected a DomainError');
  }

  it('reset-password (by e-mail or id) sets a generated or given password and ends every session', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const generated = await t.ctx.users.resetPassword(u.email.toUpperCase());
    expect(generated).toEqual({ user_id: u.user_id, email: u.email, password: expect.stringMatching(/^[A-Za-z0-9]{24}$/) });
    expect(await sessionCount(u.user_id)).toBe(0);
    expect((await b.get('/app/deals')).statusCode).toBe(303);
    expect(await signsIn(u.email, u.password)).toBe(401);
    expect(await signsIn(u.email, generated.password)).toBe(303);
    expect((await t.ctx.users.resetPassword(u.user_id, 'an operator chosen one')).password).toBe('an operator chosen one');
    expect(await signsIn(u.email, 'an operator chosen one')).toBe(303);
  });

  it('reset-password refuses a password outside 12 to 256 characters and an unknown user, changing nothing', async () => {
    const u = await user();
    const before = await hashOf(u.user_id);
    for (const password of ['short', 'x'.repeat(257)]) {
      expect((await domainError(t.ctx.users.resetPassword(u.email, password))).details).toEqual([{ field: 'password', issue: 'must be 12 to 256 characters' }]);
    }
    expect((await domainError(t.ctx.users.resetPassword('ghost@example.test'))).code).toBe('not_found');
    expect(await hashOf(u.user_id)).toBe(before);
  });

  it('enable lets a disabled user sign in again; a session left from before being disabled stays dead', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    // Disabled by another path than `disable`, which would have deleted the session row: the row is still there.
    await t.ctx.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', u.user_id).execute();
    expect(await signsIn(u.email, u.password)).toBe(401);
    expect(await t.ctx.users.enable(u.email)).toEqual({ user_id: u.user_id, email: u.email, disabled: false });
    expect(await t.ctx.users.session(b.token)).toBeNull();
    expect(await sessionCount(u.user_id)).toBe(0);
    expect(await signsIn(u.email, u.password)).toBe(303);
  });

  it('enable of a user who is not disabled changes nothing (their sessions stay)', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    expect((await t.ctx.users.enable(u.user_id)).disabled).toBe(false);
    expect((await b.get('/app/deals')).statusCode).toBe(200);
    expect((await domainError(t.ctx.users.enable('ghost@example.test'))).code).toBe('not_found');
  });
});
