import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp } from '../test/app.ts';
const t = await startTestApp();
const org = await t.org('broker');
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as AddressInfo).port;
async function raw(req: string) {
  const s = net.connect(port, '127.0.0.1');
  let out = '';
  s.on('data', (d) => { out += d; });
  s.on('error', () => {});
  s.write(req);
  await new Promise((r) => { s.on('close', r); setTimeout(() => { s.destroy(); r(null); }, 1500); });
  return out;
}
const A = `Authorization: Bearer ${org.key}\r\n`;
for (const [name, req] of [
  ['long param', `GET /v1/deals/${'x'.repeat(200)} HTTP/1.1\r\nHost: x\r\n${A}Connection: close\r\n\r\n`],
  ['bad url', `GET /v1/deals/%E0%A4%A HTTP/1.1\r\nHost: x\r\n${A}Connection: close\r\n\r\n`],
  ['bad url app', `GET /app/deals/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  ['propfind', `PROPFIND /v1/deals HTTP/1.1\r\nHost: x\r\n${A}Connection: close\r\n\r\n`],
  ['FOO method', `FOO /v1/deals HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  ['delete deals', `DELETE /v1/deals HTTP/1.1\r\nHost: x\r\n${A}Connection: close\r\n\r\n`],
  ['huge header', `GET /v1/deals HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\nConnection: close\r\n\r\n`],
  ['garbage', `HELLO\r\n\r\n`],
  ['bad content-length', `POST /v1/deals HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`],
  ['options', `OPTIONS /v1/deals HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  ['head', `HEAD /v1/deals/x HTTP/1.1\r\nHost: x\r\n${A}Connection: close\r\n\r\n`],
  ['TRACE', `TRACE /v1/deals HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  ['query huge', `GET /v1/deals?${'a=1&'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n${A}Connection: close\r\n\r\n`],
  ['bad json', `POST /v1/deals HTTP/1.1\r\nHost: x\r\n${A}Content-Type: application/json\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{{{`],
  ['expect', `POST /v1/deals HTTP/1.1\r\nHost: x\r\n${A}Content-Type: application/json\r\nExpect: 200-ok\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`],
  ['chunked bad', `POST /v1/deals HTTP/1.1\r\nHost: x\r\n${A}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n`],
  ['no host', `GET /v1/deals/x HTTP/1.1\r\n${A}Connection: close\r\n\r\n`],
]) {
  const out = await raw(req);
  console.log(`=== ${name}\n${out.slice(0, 700)}`);
}
await t.close();
