// Baseline for bench/api.ts: a bare Fastify route returning a constant JSON document.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { deal_id: '01a2013a-a02b-7c0d-b800-a47ef8952d8a', stage: 'Potential', auto_submit: 'auto' };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stderr.write('ready\n');
