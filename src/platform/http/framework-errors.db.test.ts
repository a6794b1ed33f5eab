// Issue 24 item 4, from outside with raw sockets: the answers Fastify and Node would write themselves (a path segment
// over the router's limit, a URL that does not decode, a method the parser does not know, headers too large, an
// unsupported Expect, no Host, a body cut short) all have the contract's error shape, a Request-Id and the security
// headers; a method a route does not take is the usual 404. On the dashboard's paths (/app) every one of them is the
// dashboard's HTML error page instead, with the dashboard's security headers (issue 35).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';

let t: TestApp;
let org: TestOrg;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Raw { status: number; headers: Record<string, string[]>; body: string }

/** Sends raw bytes (optionally half-closing after them) and parses the one answer. */
async function raw(request: string, options: { halfClose?: boolean } = {}): Promise<Raw> {
  const s = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let out = '';
  s.on('data', (d) => { out += d.toString('latin1'); });
  s.on('error', () => {});
  s.write(request);
  if (options.halfClose) s.end();
  await new Promise<void>((r) => s.on('end', () => { s.destroy(); r(); }));
  const [head, ...rest] = out.split('\r\n\r\n');
  const lines = head!.split('\r\n');
  const headers: Record<string, string[]> = {};
  for (const line of lines.slice(1)) {
    const i = line.indexOf(':');
    const name = line.slice(0, i).toLowerCase();
    (headers[name] ??= []).push(line.slice(i + 1).trim());
  }
  return { status: Number(lines[0]!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

function expectContract(r: Raw, status: number, code: string) {
  expect(r.status).toBe(status);
  const body = JSON.parse(r.body);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.request_id).toBe(r.headers['request-id']?.[0]);
  expect(r.body).not.toMatch(/FST_|HPE_|statusCode/);
  for (const h of ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'content-security-policy']) {
    expect(r.headers[h], h).toHaveLength(1); // present, and only once
  }
  expect(r.headers['cache-control']?.[0]).toBe('no-store');
}

const key = () => `Authorization: Bearer ${org.key}\r\n`;

describe("Fastify's and Node's own refusals have the error shape and the security headers", () => {
  it('a path segment over the router limit is a 404 (a malformed id), the path not echoed', async () => {
    const r = await raw(`GET /v1/deals/${'x'.repeat(500)} HTTP/1.1\r\nHost: x\r\n${key()}Connection: close\r\n\r\n`);
    expectContract(r, 404, 'not_found');
    expect(r.body).not.toContain('xxxxxxxx');
  });

  it('a URL that does not decode is a 400 on the API', async () => {
    expectContract(await raw(`GET /v1/deals/%E0%A4%A HTTP/1.1\r\nHost: x\r\n${key()}Connection: close\r\n\r\n`), 400, 'invalid_request');
  });

  it('a method the parser does not know, headers too large, broken framing: 400/431 from the parser, in the shape', async () => {
    expectContract(await raw('FOO /v1/deals HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'invalid_request');
    expectContract(await raw(`GET /v1/deals HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`), 431, 'invalid_request');
    expectContract(await raw('POST /v1/deals HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'), 400, 'invalid_request');
    expectContract(await raw('POST /v1/deals HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'), 400, 'invalid_request');
  });

  it('a method no route takes is the 404 of any unknown route', async () => {
    for (const m of ['PROPFIND', 'DELETE', 'TRACE', 'OPTIONS']) {
      expectContract(await raw(`${m} /v1/deals HTTP/1.1\r\nHost: x\r\n${key()}Connection: close\r\n\r\n`), 404, 'not_found');
    }
  });

  it('an unsupported Expect is a 417, no Host a 400, a body cut short a 400', async () => {
    expectContract(await raw(`POST /v1/deals HTTP/1.1\r\nHost: x\r\n${key()}Content-Type: application/json\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}`), 417, 'invalid_request');
    expectContract(await raw(`GET /v1/deals/x HTTP/1.1\r\n${key()}Connection: close\r\n\r\n`), 400, 'invalid_request');
    const cut = await raw(`POST /v1/deals HTTP/1.1\r\nHost: x\r\n${key()}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`, { halfClose: true });
    expectContract(cut, 400, 'invalid_request');
    expect(JSON.parse(cut.body).error.message).toMatch(/cut short/);
  });
});

/** The dashboard's error page: HTML (never the API's JSON), the page's title, a Request-Id, the dashboard's headers. */
function expectPage(r: Raw, status: number, title: string) {
  expect(r.status).toBe(status);
  expect(r.headers['content-type']?.[0]).toBe('text/html; charset=utf-8');
  expect(r.body).toMatch(/^<!doctype html>/);
  expect(r.body).toContain(`<h1>${title}</h1>`);
  expect(r.body).toContain('href="/app/deals"');
  expect(r.body).not.toMatch(/"error"|FST_|HPE_/);
  expect(r.headers['request-id']).toHaveLength(1);
  for (const h of ['x-content-type-options', 'referrer-policy', 'x-frame-options']) expect(r.headers[h], h).toHaveLength(1);
  expect(r.headers['content-security-policy']).toEqual([expect.stringContaining("form-action 'self'")]);
  expect(r.headers['cache-control']?.[0]).toBe('no-store');
}

describe('on the dashboard\u2019s paths, every one of them is the dashboard\u2019s error page', () => {
  it('an over-long id is its 404 page, a URL that does not decode its 400 page', async () => {
    expectPage(await raw(`GET /app/deals/${'x'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 404, 'Not found');
    const bad = await raw('GET /app/deals/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectPage(bad, 400, 'That did not work');
    expect(bad.body).toContain('invalid percent-encoding');
  });

  it('what the HTTP parser refuses, an unsupported Expect and no Host: the page, at /app and below', async () => {
    expectPage(await raw(`GET /app/deals HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`), 431, 'That did not work');
    expectPage(await raw('POST /app/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\na='), 417, 'That did not work');
    expectPage(await raw('GET /app HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'That did not work');
    // The API's paths keep the JSON body.
    expectContract(await raw(`GET /v1/deals HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`), 431, 'invalid_request');
  });
});

describe('the front door: GET /', () => {
  it('sends a browser to the dashboard and anything else to the API reference, varying on Accept', async () => {
    const browser = await t.request('GET', '/', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/app');
    expect(browser.headers.vary).toMatch(/Accept/);
    for (const accept of ['*/*', 'application/json', undefined]) {
      const api = await t.request('GET', '/', { headers: accept ? { accept } : {} });
      expect(api.statusCode).toBe(302);
      expect(api.headers.location).toBe('/docs');
    }
    // Followed: the reference page and the dashboard (its sign-in, for a browser without a session) answer.
    expect((await t.request('GET', '/docs')).statusCode).toBe(200);
    expect((await t.request('GET', '/app/deals', { headers: { accept: 'text/html' } })).headers.location).toMatch(/^\/app\/login/);
  });
});

describe('a refusal by a hook before the route (the rate limit) on a dashboard path', () => {
  it('is the dashboard\u2019s page, and stays JSON on the API', async () => {
    const limited = await startTestApp({ MCA_RATE_LIMIT: '1' });
    try {
      expect((await limited.request('GET', '/app/login')).statusCode).toBe(200);
      const page = await limited.request('GET', '/app/deals');
      expect(page.statusCode).toBe(429);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      expect(page.body).toContain('<h1>That did not work</h1>');
      const api = await limited.request('GET', '/v1/deals');
      expect(api.statusCode).toBe(429);
      expect(api.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
