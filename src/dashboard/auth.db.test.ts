// Signing in to the dashboard as a browser does (app.inject with cookies and forms), on the real database: redirects
// to the sign-in page, the session cookie's attributes, where a sign-in may lead, throttling, CSRF on sign-out,
// expiry, and that the API and the dashboard stay apart.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { loadConfig } from '../platform/config.ts';
import { asBrowser, cookieOf, encodeForm, FORM_TYPE, openLogin, postLogin, signIn } from '../../test/signin.ts';

let t: TestApp;
let org: TestOrg;
let n = 0;
// Each test signs in from its own client address, so the per-address throttle of one never touches another.
let addressNo = 0;
const address = () => `10.2.0.${++addressNo}`;

async function user() {
  return t.ctx.users.create({ orgId: org.orgId, email: `person${++n}@example.test` });
}

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
});
afterAll(() => t.close());

const DEAL_PATH = '/app/deals/01900000-0000-7000-8000-000000000001';

describe('signed out', () => {
  it.each(['/app/deals', DEAL_PATH, '/app/settings', '/app/upload', '/app/deals?q=Acme+Co&stage=Closed&page=2'])(
    'GET %s redirects (303) to the sign-in page with next = the path', async (path) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(303);
      const location = new URL(res.headers.location as string, 'http://x');
      expect(location.pathname).toBe('/app/login');
      expect(location.searchParams.get('next')).toBe(path);
      expect(res.headers['cache-control']).toBe('no-store');
    });

  it('redirects a state change without a session to the sign-in page and changes nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/logout', headers: FORM_TYPE, payload: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/login?next=%2Fapp%2Fdeals');
  });

  it('a stale or forged session cookie is no session', async () => {
    for (const token of ['', 'forged', 'x'.repeat(500)]) {
      const res = await t.app.inject({ method: 'GET', url: '/app/deals', headers: { cookie: `mca_session=${token}` } });
      expect(res.statusCode).toBe(303);
    }
  });
});

describe('sign-in', () => {
  it('the form carries the same token as its mca_login_csrf cookie, and keeps next', async () => {
    const login = await openLogin(t.app, '/app/login?next=%2Fapp%2Fsettings');
    expect(login.res.statusCode).toBe(200);
    expect(login.cookie).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(login.field).toBe(login.cookie);
    expect(login.next).toBe('/app/settings');
    const cookie = cookieOf(login.res, 'mca_login_csrf')!;
    expect(cookie).toMatchObject({ path: '/app', httpOnly: true, sameSite: 'Lax' });
    // Every input has its label.
    for (const id of ['email', 'password']) expect(login.res.body).toContain(`<label for="${id}">`);
    // A second visit gets a new token.
    expect((await openLogin(t.app)).cookie).not.toBe(login.cookie);
  });

  it('the right e-mail and password: 303 to next with an HttpOnly, SameSite=Lax, Path=/app session cookie (not Secure over http)', async () => {
    const u = await user();
    const res = await postLogin(t.app, { email: u.email, password: u.password, next: '/app/settings' }, { remoteAddress: address() });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/settings');
    const session = cookieOf(res, 'mca_session')!;
    expect(session).toMatchObject({ path: '/app', httpOnly: true, sameSite: 'Lax', maxAge: 12 * 3600 });
    expect(session.secure).toBeFalsy();
    const raw = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]).find((c) => c.startsWith('mca_session='))!;
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).not.toMatch(/Secure/);
    // The login token is spent.
    expect(cookieOf(res, 'mca_login_csrf')).toMatchObject({ value: '', maxAge: 0 });
    const b = await asBrowser(t.app, session.value);
    const page = await b.get('/app/deals');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(u.email);
    expect((await b.get('/app')).headers.location).toBe('/app/deals');
    // Signed in, the sign-in page sends you on.
    expect((await b.get('/app/login?next=%2Fapp%2Fupload')).headers.location).toBe('/app/upload');
  });

  it.each([
    ['/app/deals/01900000-0000-7000-8000-000000000001', '/app/deals/01900000-0000-7000-8000-000000000001'],
    ['/app/deals?q=Acme+Co&page=2', '/app/deals?q=Acme+Co&page=2'],
    ['/app', '/app'],
    ['https://evil.example/app/deals', '/app/deals'],
    ['//evil.example/app', '/app/deals'],
    ['/\\evil.example', '/app/deals'],
    ['/apple', '/app/deals'],
    ['/app/deals\r\nSet-Cookie: a=b', '/app/deals'],
    ['/app/deals\\..\\evil', '/app/deals'],
    ['javascript:alert(1)', '/app/deals'],
    ['', '/app/deals'],
  ])('next=%j leads to %s (only dashboard paths)', async (next, expected) => {
    const u = await user();
    const res = await postLogin(t.app, { email: u.email, password: u.password, next }, { remoteAddress: address() });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(expected);
  });

  it('keeps the page asked for through the whole round trip (redirect, form, sign-in)', async () => {
    const u = await user();
    const wanted = '/app/deals?q=Acme+Co&stage=Closed';
    const redirect = await t.app.inject({ method: 'GET', url: wanted });
    const login = await openLogin(t.app, redirect.headers.location as string);
    expect(login.next).toBe(wanted.replace(/&/g, '&amp;'));
    const res = await t.app.inject({ method: 'POST', url: redirect.headers.location as string, remoteAddress: address(),
      headers: { ...FORM_TYPE, cookie: `mca_login_csrf=${login.cookie}` },
      payload: encodeForm({ _csrf: login.field!, next: wanted, email: u.email, password: u.password }) });
    expect(res.headers.location).toBe(wanted);
  });

  it('a wrong password or unknown e-mail: 401 page, no session cookie', async () => {
    const u = await user();
    for (const fields of [{ email: u.email, password: 'not the password' }, { email: 'ghost@example.test', password: u.password }]) {
      const res = await postLogin(t.app, fields, { remoteAddress: address() });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('E-mail or password is wrong.');
      expect(cookieOf(res, 'mca_session')).toBeUndefined();
    }
  });

  it('without the login token, or with one that is not the cookie\'s, the form is refused (400) and no session starts', async () => {
    const u = await user();
    const { cookie } = await openLogin(t.app);
    const other = (await openLogin(t.app)).cookie!;
    for (const [headers, token] of [[{}, cookie!], [{ cookie: `mca_login_csrf=${cookie}` }, ''], [{ cookie: `mca_login_csrf=${cookie}` }, other]] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/app/login', remoteAddress: address(), headers: { ...FORM_TYPE, ...headers },
        payload: encodeForm({ _csrf: token, email: u.email, password: u.password }) });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('The sign-in form expired');
      expect(cookieOf(res, 'mca_session')).toBeUndefined();
    }
  });

  it('marks the cookies Secure when the dashboard URL is https', async () => {
    const secure = await startTestApp({ MCA_DASHBOARD_URL: 'https://desk.example.test/app' });
    try {
      const o = await secure.org('broker');
      const u = await secure.ctx.users.create({ orgId: o.orgId, email: 'secure@example.test' });
      expect(cookieOf((await openLogin(secure.app)).res, 'mca_login_csrf')!.secure).toBe(true);
      const res = await postLogin(secure.app, { email: u.email, password: u.password });
      expect(res.statusCode).toBe(303);
      expect(cookieOf(res, 'mca_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/app' });
      // Behind a proxy that passes its own Host upstream (nginx's default), a form of the public address is same-site.
      const b = await asBrowser(secure.app, cookieOf(res, 'mca_session')!.value);
      const upstream = { host: '127.0.0.1:3000' };
      expect((await b.post('/app/logout', { _csrf: b.csrf }, { ...upstream, origin: 'https://evil.example' })).statusCode).toBe(400);
      expect((await b.post('/app/logout', { _csrf: b.csrf }, { ...upstream, origin: 'https://desk.example.test' })).statusCode).toBe(303);
      expect((await b.get('/app/deals')).statusCode).toBe(303);
    } finally {
      await secure.close();
    }
  });
});

describe('sign-in throttling', () => {
  // The clock stands still (Date only: scrypt runs as usual), so a wait of a second cannot run out between requests.
  beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(Date.now()); });
  afterEach(() => { vi.useRealTimers(); });

  it('after 5 failures for one e-mail a try from a new address waits (429 in seconds, Retry-After), even with the right password; the address that signed in before is not held back; other e-mails still sign in', async () => {
    const u = await user();
    const other = await user();
    const home = address();
    expect((await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: home })).statusCode).toBe(303);
    const from = address();
    for (let i = 0; i < 5; i++) {
      // Case and spaces do not make another e-mail.
      const email = i % 2 ? ` ${u.email.toUpperCase()} ` : u.email;
      expect((await postLogin(t.app, { email, password: `wrong ${i}` }, { remoteAddress: from })).statusCode).toBe(401);
    }
    for (const remoteAddress of [from, address()]) {
      const res = await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress });
      expect(res.statusCode).toBe(429);
      expect(res.body).toContain('try again in 1 second');
      expect(res.headers['retry-after']).toBe('1');
      expect(cookieOf(res, 'mca_session')).toBeUndefined();
    }
    expect((await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: home })).statusCode).toBe(303);
    expect((await postLogin(t.app, { email: other.email, password: other.password }, { remoteAddress: from })).statusCode).toBe(303);
    // The wait is all there is: once it is over, the right password signs in from anywhere.
    vi.setSystemTime(Date.now() + 1000);
    expect((await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: address() })).statusCode).toBe(303);
  });

  it('one address may fail 20 times (across e-mails); then every e-mail from it waits, from elsewhere not', async () => {
    const u = await user();
    const from = address();
    for (let i = 0; i < 19; i++) {
      expect((await postLogin(t.app, { email: `guess${i % 4}@example.test`, password: 'guess' }, { remoteAddress: from })).statusCode).toBe(401);
    }
    expect((await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: from })).statusCode).toBe(303);
    expect((await postLogin(t.app, { email: 'guess9@example.test', password: 'guess' }, { remoteAddress: from })).statusCode).toBe(401);
    const refused = await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/try again in 1 second/);
    expect((await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: address() })).statusCode).toBe(303);
  });
});

describe('sign-out and CSRF', () => {
  const HOST = { host: 'desk.example.test' };

  it('refuses a sign-out without the token, with a wrong one, or from another site (400 page); the session stays', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    expect(b.csrf).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const attempts: [Record<string, string>, Record<string, string>][] = [
      [{}, HOST],
      [{ _csrf: 'wrong' }, HOST],
      [{ _csrf: `${b.csrf.slice(0, -1)}${b.csrf.endsWith('A') ? 'B' : 'A'}` }, HOST],
      [{ _csrf: b.csrf }, { ...HOST, origin: 'https://evil.example' }],
      [{ _csrf: b.csrf }, { ...HOST, origin: 'http://desk.example.test.evil.example' }],
      [{}, { ...HOST, 'x-csrf-token': 'wrong' }],
    ];
    for (const [fields, headers] of attempts) {
      const res = await b.post('/app/logout', fields, headers);
      expect(res.statusCode, JSON.stringify([fields, headers])).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('did not come from this site');
      expect(cookieOf(res, 'mca_session')).toBeUndefined();
      expect((await b.get('/app/deals')).statusCode).toBe(200);
    }
  });

  it('with the token (form field, same-site Origin) the session ends and the old cookie no longer works', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const res = await b.post('/app/logout', { _csrf: b.csrf }, { ...HOST, origin: 'http://desk.example.test' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/login');
    expect(cookieOf(res, 'mca_session')).toMatchObject({ value: '', maxAge: 0, path: '/app' });
    const after = await b.get('/app/deals');
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe('/app/login?next=%2Fapp%2Fdeals');
    expect(await t.ctx.users.session(b.token)).toBeNull();
  });

  it('a script sends the token as X-CSRF-Token', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    expect((await b.post('/app/logout', {}, { 'x-csrf-token': b.csrf })).statusCode).toBe(303);
    expect((await b.get('/app/deals')).statusCode).toBe(303);
  });

  it('one session\'s token does not sign out another session', async () => {
    const u = await user();
    const first = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const second = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    expect(first.csrf).not.toBe(second.csrf);
    expect((await second.post('/app/logout', { _csrf: first.csrf })).statusCode).toBe(400);
    expect((await second.get('/app/deals')).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('a session past its expires_at is refused', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    expect((await b.get('/app/deals')).statusCode).toBe(200);
    await t.ctx.db.updateTable('user_sessions').set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', u.user_id).execute();
    const res = await b.get('/app/deals');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/login?next=%2Fapp%2Fdeals');
  });

  it('disabling the user ends its sessions and refuses its sign-in', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    await t.ctx.users.disable(u.email);
    expect((await b.get('/app/deals')).statusCode).toBe(303);
    expect((await postLogin(t.app, { email: u.email, password: u.password }, { remoteAddress: address() })).statusCode).toBe(401);
  });
});

describe('the API and the dashboard stay apart', () => {
  it('a session cookie is no API key', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const dealId = (await t.request('POST', '/v1/deals', { key: org.key, body: { application: { legal_name: 'Keyed LLC' } } })).json().deal_id;
    const cookie = `mca_session=${b.token}`;
    const res = await t.app.inject({ method: 'GET', url: `/v1/deals/${dealId}`, headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    expect(res.body).not.toContain('Keyed LLC');
    const post = await t.app.inject({ method: 'POST', url: '/v1/deals', headers: { cookie, 'x-csrf-token': b.csrf },
      payload: { application: { legal_name: 'Sneaky LLC' } } });
    expect(post.statusCode).toBe(401);
    expect((await t.request('GET', `/v1/deals/${dealId}`, { key: org.key })).statusCode).toBe(200);
  });

  it('no /app route is in the OpenAPI document', async () => {
    const spec = (await t.request('GET', '/v1/openapi.json')).json();
    const paths = Object.keys(spec.paths);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((p) => p.startsWith('/app'))).toEqual([]);
  });

  it('dashboard answers carry the strict CSP, no-store and no inline script or style', async () => {
    const u = await user();
    const b = await signIn(t.app, u.email, u.password, { remoteAddress: address() });
    const answers = [await b.get('/app/deals'), await t.app.inject({ method: 'GET', url: '/app/login' }),
      await b.get('/app/no-such-page'), await t.app.inject({ method: 'GET', url: '/app/deals' })];
    for (const res of answers) {
      const csp = res.headers['content-security-policy'] as string;
      expect(csp.startsWith("default-src 'none'; script-src 'self'; ")).toBe(true);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(res.body).not.toMatch(/\son[a-z]+\s*=/i);
      expect(res.body).not.toMatch(/\sstyle\s*=/i);
    }
    expect(answers[2]!.statusCode).toBe(404);
    expect(answers[2]!.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves assets with immutable caching and answers If-None-Match with 304, signed out too', async () => {
    const page = (await openLogin(t.app)).res.body;
    const urls = [...page.matchAll(/(?:href|src)="(\/app\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(urls.some((u) => /^\/app\/assets\/app\.[0-9a-f]{10}\.css$/.test(u))).toBe(true);
    expect(urls.some((u) => /^\/app\/assets\/app\.[0-9a-f]{10}\.js$/.test(u))).toBe(true);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const types: Record<string, RegExp> = { css: /^text\/css/, js: /^text\/javascript/, svg: /^image\/svg\+xml/ };
      expect(res.headers['content-type']).toMatch(types[url.slice(url.lastIndexOf('.') + 1)]!);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{10}"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await t.app.inject({ method: 'GET', url: '/app/assets/app.0000000000.css' })).statusCode).toBe(404);
  });

  it('a deal created through the API links to this dashboard by default', async () => {
    const res = await t.request('POST', '/v1/deals', { key: org.key, body: { application: { legal_name: 'Linked LLC' } } });
    expect(res.statusCode).toBe(201);
    const deal = res.json();
    expect(deal.dashboard_url).toBe(`http://127.0.0.1:3000/app/deals/${deal.deal_id}`);
    // The link names the address the server listens on; a wildcard listen address links to localhost.
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4321' }).dashboardUrl).toBe('http://localhost:4321/app');
    expect(loadConfig({ HOST: '::1', PORT: '4321' }).dashboardUrl).toBe('http://[::1]:4321/app');
    expect(loadConfig({ MCA_DASHBOARD_URL: 'https://desk.example.test/app' }).dashboardUrl).toBe('https://desk.example.test/app');
  });
});
