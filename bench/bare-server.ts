// Baseline for bench/api.ts: a bare Fastify route returning a constant JSON document. The document is a copy of the
// benchmarked deal (BENCH_BODY), so both sides move the same bytes and the ratio measures our own work.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = JSON.parse(process.env.BENCH_BODY ?? '{"deal_id":"01a2013a-a02b-7c0d-b800-a47ef8952d8a","stage":"Potential"}');
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stderr.write('ready\n');
