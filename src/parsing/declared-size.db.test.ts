// Issue 37: an upload that declares more bytes than an upload may hold (Content-Length over 60 MB and the multipart
// overhead) is answered 413 at once, before any of its body is read; one just under the limit is still read.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { MULTIPART_OVERHEAD, UPLOAD_LIMITS } from './upload.ts';

let t: TestApp;
let broker: TestOrg;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends the headers and the first part's start only, and resolves with the status line once one arrives. */
function declare(length: number, waitMs = 3000): Promise<{ status: number; body: string; ms: number }> {
  const boundary = 'declared-size-boundary';
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST /v1/parse/parsing HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${broker.key}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    });
    let text = '';
    const timer = setTimeout(() => { socket.destroy(); resolve({ status: 0, body: text, ms: Date.now() - start }); }, waitMs);
    socket.on('data', (d) => {
      text += d.toString();
      const end = text.indexOf('\r\n\r\n');
      if (end >= 0 && text.includes('}')) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(text.slice(9, 12)), body: text.slice(end + 4), ms: Date.now() - start });
      }
    });
    socket.on('error', reject);
  });
}

describe('a declared upload size', () => {
  it('over the limit is a 413 before the body is read; under it the server waits for the body', async () => {
    const huge = await declare(500 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect(huge.body).toContain('"payload_too_large"');
    expect(huge.body).toContain('declares 500 MB');
    const justOver = await declare(UPLOAD_LIMITS.totalBytes + MULTIPART_OVERHEAD + 1);
    expect(justOver.status).toBe(413);
    // Within the limit nothing is answered while the body has not come (a second's wait runs out).
    const within = await declare(UPLOAD_LIMITS.totalBytes, 1000);
    expect(within.status).toBe(0);
  }, 30_000);
});
