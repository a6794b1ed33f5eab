import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(() => t.close());

describe('a trailing slash', () => {
  it('redirects a page or an API path to the address without it, keeping the query', async () => {
    for (const [url, to] of [['/app/deals/', '/app/deals'], ['/app/deals/?stage=Potential&q=a%2Fb', '/app/deals?stage=Potential&q=a%2Fb'],
      ['/v1/reference/countries/', '/v1/reference/countries'], ['/app/login//', '/app/login']]) {
      const res = await t.request('GET', url!);
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, to]);
    }
    expect((await t.request('HEAD', '/app/deals/')).statusCode).toBe(301);
    // Followed, it lands where it should: the deals page sends a visitor without a session to sign in.
    const page = await t.request('GET', '/app/deals');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain('/app/login');
  });

  it('leaves writes, the root, real routes and other sites alone', async () => {
    const post = await t.request('POST', '/v1/deals/', { body: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
    expect((await t.request('GET', '/v1/reference/countries')).statusCode).toBe(401);
    // Never a redirect to another site (the test client reads "/\\example.com/" as the root of example.com: GET / answers
    // its own front-door redirect, to a path of this site).
    for (const url of ['//example.com/', '/\\example.com/']) expect((await t.request('GET', url)).headers.location ?? '/').toMatch(/^\/(?![/\\])/);
    expect((await t.request('GET', '/docs/')).statusCode).not.toBe(301);
  });
});
