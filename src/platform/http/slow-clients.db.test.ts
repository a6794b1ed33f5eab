// Slow and greedy clients, with raw sockets: headers never finished are cut off after the headers timeout, one address
// cannot hold more than its share of connections, and an ordinary client is served all along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ MCA_HEADERS_TIMEOUT_MS: '300', MCA_MAX_CONNECTIONS_PER_ADDRESS: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const connect = async () => { const s = net.connect(port, '127.0.0.1'); s.resume(); s.on('error', () => {}); await once(s, 'connect'); return s; };
const closed = (s: net.Socket) => new Promise<void>((resolve) => { if (s.destroyed) resolve(); else s.once('close', () => resolve()); });
/** /healthz answered, retried while the server has not yet seen the client's closed sockets go (bounded). */
async function health(): Promise<number> {
  for (let i = 0; ; i++) {
    try { return (await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } })).status; }
    catch (e) { if (i >= 100) throw e; await new Promise((r) => setImmediate(r)); }
  }
}

describe('slow and greedy clients', () => {
  it('headers never finished: the connection is closed after the headers timeout, others are served', async () => {
    const s = await connect();
    s.write('GET /healthz HTTP/1.1\r\nHost: x\r\n'); // never the blank line
    const started = Date.now();
    await closed(s);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await health()).toBe(200);
  });

  it('one address holds at most its share of connections; the extra one is closed at once', async () => {
    const held = await Promise.all([1, 2, 3, 4, 5].map(() => connect()));
    const extra = await connect();
    await closed(extra);
    for (const s of held) s.destroy();
    await Promise.all(held.map(closed));
    expect(await health()).toBe(200);
  });
});
