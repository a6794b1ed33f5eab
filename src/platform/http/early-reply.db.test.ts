// Issue 24 item 1: a request refused before its body is read (a 403 not_entitled, a 401 on an upload) gets its whole
// answer, however its client sends the body: the server reads and discards the rest (a lingering close, bounded in
// bytes and time) instead of closing a socket the client is still writing to, which made Node's fetch report EPIPE
// or ECONNRESET instead of the answer. The raw-socket test below is the one that fails without the lingering close
// (its write gets EPIPE: the server's kernel answered the rest of the body with a reset); with fetch the reset only
// sometimes arrives before the answer is read, on a busy machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { LINGER } from './body.ts';
import { signIn } from '../../../test/signin.ts';

let t: TestApp;
let dealsOnly: TestOrg;
let base: string;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  dealsOnly = await t.org('broker', { areas: ['deals'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => t.close());

const upload = (mb: number) => multipart([{ name: 'files', filename: 'a.pdf', value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(mb * 1024 * 1024, 32)]) }]);

/** A body that arrives in `chunks` pieces, `gapMs` apart (a slow client), as a fetch stream. */
function slowBody(payload: Buffer, chunks: number, gapMs: number): ReadableStream<Uint8Array> {
  let i = 0;
  const size = Math.ceil(payload.length / chunks);
  return new ReadableStream({
    async pull(controller) {
      if (i * size >= payload.length) { controller.close(); return; }
      if (i > 0) await new Promise((r) => setTimeout(r, gapMs));
      controller.enqueue(payload.subarray(i * size, (i + 1) * size));
      i++;
    },
  });
}

describe('early replies reach the client', () => {
  it('fetch sending a large upload quickly gets the 403 not_entitled, with the error shape, ten times in a row', async () => {
    const m = upload(8);
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${base}/v1/parse/parsing`, { method: 'POST', body: m.payload, headers: { ...m.headers, authorization: `Bearer ${dealsOnly.key}` } });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: { code: string; request_id: string } };
      expect(body.error.code).toBe('not_entitled');
      expect(body.error.request_id).toBeTruthy();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('fetch sending a large upload slowly gets the 401', async () => {
    const m = upload(4);
    const res = await fetch(`${base}/v1/parse/parsing`, { method: 'POST', body: slowBody(m.payload, 40, 10), duplex: 'half',
      headers: { ...m.headers, authorization: 'Bearer nope' } } as RequestInit);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('the dashboard: an upload refused before its files are read (plan without parsing) shows its 403 page to a fetch client', async () => {
    const { email, password } = await t.ctx.users.create({ orgId: dealsOnly.orgId, email: 'early@example.test' });
    const b = await signIn(t.app, email, password, { remoteAddress: '10.24.0.1' });
    const m = multipart([{ name: '_csrf', value: b.csrf }, { name: 'files', filename: 'a.pdf', value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024 * 1024, 32)]) }]);
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/app/upload`, { method: 'POST', body: m.payload, headers: { ...m.headers, cookie: `mca_session=${b.token}` } });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Not allowed');
    }
  });

  it('a raw client that keeps writing after the answer reads the whole answer; the server closes once the body is in', async () => {
    const m = upload(6);
    const s = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }); // keeps sending after the server's FIN, as curl does
    let answer = '';
    let writeError: string | null = null;
    s.on('data', (d) => { answer += d.toString('latin1'); });
    s.on('error', (e) => { writeError = (e as { code?: string }).code ?? e.message; });
    const closed = new Promise<void>((r) => s.on('close', () => r()));
    s.write(`POST /v1/parse/parsing HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${dealsOnly.key}\r\nContent-Type: ${m.headers['content-type']}\r\nContent-Length: ${m.payload.length}\r\n\r\n`);
    for (let off = 0; off < m.payload.length; off += 256 * 1024) {
      if (s.destroyed) break;
      if (!s.write(m.payload.subarray(off, off + 256 * 1024))) await Promise.race([new Promise((r) => s.once('drain', r)), closed]);
    }
    s.end();
    await closed;
    expect(writeError).toBeNull();
    expect(answer).toMatch(/^HTTP\/1.1 403/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"not_entitled"');
  });

  it('beyond the bound the server stops reading and closes: a client that never ends is cut off', async () => {
    const m = upload(1);
    const s = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }); // keeps sending after the server's FIN, as curl does
    let answer = '';
    s.on('data', (d) => { answer += d.toString('latin1'); });
    s.on('error', () => {});
    const closed = new Promise<void>((r) => s.on('close', () => r()));
    // Announces a body far over the bound and sends it without end until the server closes.
    s.write(`POST /v1/parse/parsing HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${dealsOnly.key}\r\nContent-Type: ${m.headers['content-type']}\r\nContent-Length: ${10 * 1024 ** 3}\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 32);
    let sent = 0;
    let open = true;
    void closed.then(() => { open = false; });
    while (open && sent < 2 * 1024 ** 3) {
      if (!s.write(chunk)) await Promise.race([new Promise((r) => s.once('drain', r)), closed]);
      sent += chunk.length;
    }
    await closed;
    expect(answer).toMatch(/^HTTP\/1.1 403/);
    // It lingered (read well past the answer) and then gave up at the bound, long before the 2 GB.
    expect(sent).toBeGreaterThan(16 * 1024 * 1024);
    // The bound is checked every 100 ms: on loopback the client gets up to ~100 MB more through in that time and into
    // the kernel's buffers (a CI run measured 139 MB sent against the 64 MB bound). Still far from the 2 GB it would send.
    expect(sent).toBeLessThan(LINGER.maxBytes + 448 * 1024 * 1024);
  });
});
