// Hostile and heavy uploads (issue 15): the server's peak RSS for 8 concurrent 20 MB uploads, and for a
// decompression bomb (140 KB that inflates to 140 MB), each on a fresh `mca serve` (embedded SQLite); the baseline is
// the same server's peak after start-up and one small upload. The 8 uploads are measured twice: on an API-only
// process (MCA_WORKER=off: receiving and storing the uploads, nothing else) and with the embedded worker (which then
// also parses them: pdf.js needs each whole file). Usage: node bench/uploads.ts
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { peakRssMb, startProcess, table } from './lib.ts';
import { multipart } from '../test/multipart.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const sample = new Uint8Array(readFileSync(join(root, '..', 'shared', 'corpus', 'samples', 's01', 's01_statement_2026-06.pdf')));

function bomb(): Uint8Array {
  const stream = deflateSync(Buffer.alloc(140 * 1024 * 1024));
  return new Uint8Array(Buffer.concat([Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
    stream, Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')]));
}

async function run(port: number, scenario: (base: string, key: string) => Promise<void>, options: { worker?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-up-'));
  const env = { MCA_DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn', MCA_DATA_KEY: 'e'.repeat(64), MCA_RATE_LIMIT: '0',
    MCA_WORKER: options.worker === false ? 'off' : 'embedded' };
  const api = await startProcess([join(root, 'src/cli/main.ts'), 'serve'], env, /listening/);
  try {
    const key = JSON.parse(execFileSync(join(root, 'bin/mca'), ['demo', '--json'], { env: { ...process.env, ...env } }).toString()).broker.api_key;
    const base = `http://127.0.0.1:${port}`;
    if (options.worker === false) await post(base, key, sample); else await send(base, key, sample);
    const idle = peakRssMb(api.pid!);
    const t0 = performance.now();
    await scenario(base, key);
    return { idle, peak: peakRssMb(api.pid!), seconds: Math.round((performance.now() - t0) / 100) / 10 };
  } finally {
    // The server writes on its way out (SQLite's WAL): its data dir is removed once it has exited, or it is left behind.
    const exited = once(api, 'exit');
    api.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Uploads one file; resolves with the queued job's id once the server has answered 202. */
async function post(base: string, key: string, bytes: Uint8Array): Promise<string> {
  const m = multipart([{ name: 'files', filename: 'f.pdf', value: bytes }]);
  const r = await fetch(`${base}/v1/parse/parsing`, { method: 'POST', headers: { ...m.headers, authorization: `Bearer ${key}` }, body: m.payload });
  if (r.status !== 202) throw new Error(`upload answered ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { parsing_id: string }).parsing_id;
}

/** Uploads one file and waits for its job to end; resolves with the job's error code or status. */
async function send(base: string, key: string, bytes: Uint8Array): Promise<string> {
  const id = await post(base, key, bytes);
  for (;;) { // bounded by the job's own time limit
    const j = (await (await fetch(`${base}/v1/parse/parsing/${id}`, { headers: { authorization: `Bearer ${key}` } })).json()) as { status: string; error?: { code: string } };
    if (j.status === 'completed' || j.status === 'failed') return j.error?.code ?? j.status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const big = new Uint8Array(Buffer.concat([Buffer.from(sample), Buffer.alloc(20 * 1024 * 1024 - sample.length, 32)]));
const apiOnly = await run(3940, async (base, key) => { await Promise.all(Array.from({ length: 8 }, () => post(base, key, big))); }, { worker: false });
const uploads = await run(3941, async (base, key) => { await Promise.all(Array.from({ length: 8 }, () => send(base, key, big))); });
let bombCode = '';
const b = await run(3942, async (base, key) => { bombCode = await send(base, key, bomb()); });
const perUpload = (r: { idle: number; peak: number }) => Math.round((r.peak - r.idle) / 8);
console.log(table([
  { measure: '8 concurrent 20 MB uploads, API only (stored, not parsed): server peak RSS (baseline)', value: `${apiOnly.peak} MB (${apiOnly.idle} MB), ${perUpload(apiOnly)} MB per upload, ${apiOnly.seconds} s` },
  { measure: '8 concurrent 20 MB uploads, embedded worker (stored and parsed): server peak RSS (baseline)', value: `${uploads.peak} MB (${uploads.idle} MB), ${uploads.seconds} s` },
  { measure: 'decompression bomb (140 KB -> 140 MB): server peak RSS (baseline)', value: `${b.peak} MB (${b.idle} MB), ${b.seconds} s, job ${bombCode}` },
]));
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'uploads.json'), JSON.stringify({ uploads_8x20mb_api_only: { ...apiOnly, mb_per_upload: perUpload(apiOnly) }, uploads_8x20mb: uploads, bomb: { ...b, code: bombCode } }, null, 2));
