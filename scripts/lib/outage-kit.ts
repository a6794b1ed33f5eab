// Helpers of the fault scripts (scripts/outages.ts, scripts/backup-faults.ts): a private PostgreSQL cluster, an
// installation of `bin/mca` with the demo broker and a webhook receiver, the requests its clients send, and tallies.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { DEMO_APPLICATION, DEMO_FINANCIALS } from '../../src/funders/demo-funders.ts';
import { Cleanup, freePort, runMca, SAMPLE_PDF, sleep, startMca, startReceiver, stopMca, type McaProcess, type Receiver } from './cluster.ts';

const pdf = readFileSync(SAMPLE_PDF);
export const PG_PORT = 5439;

// --- a private PostgreSQL cluster ----------------------------------------------------------------------------------
export interface PrivatePg { dir: string; url(db: string): string; stop(): void; start(): void; destroy(): void }

export function privatePg(cleanup: Cleanup): PrivatePg {
  const bin = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin`;
  const dir = mkdtempSync('/tmp/mca-faults-pg-');
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const asPostgres = (cmd: string, args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  asPostgres('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  let running = false;
  const c: PrivatePg = {
    dir,
    url: (db) => `postgres://postgres@127.0.0.1:${PG_PORT}/${db}`,
    start() {
      asPostgres('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=on`, 'start']);
      running = true;
    },
    stop() { asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']); running = false; },
    destroy() { if (running) { try { c.stop(); } catch { /* gone */ } } rmSync(dir, { recursive: true, force: true }); },
  };
  cleanup.add(() => c.destroy());
  c.start();
  return c;
}

/** A temporary data dir removed with the scenario. */
export function tempDir(cleanup: Cleanup): string {
  const dir = mkdtempSync('/tmp/mca-faults-data-');
  cleanup.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function createDb(c: PrivatePg, name: string) {
  const admin = new pg.Client({ connectionString: c.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return c.url(name);
}

// --- an installation: API (+ workers) with the demo broker and a webhook receiver ----------------------------------
export interface Install { env: Record<string, string>; key: string; port: number; base: string; receiver: Receiver; api: McaProcess; startApi(): Promise<McaProcess> }

export async function install(cleanup: Cleanup, env: Record<string, string>, apiEnv: Record<string, string> = {}): Promise<Install> {
  const full = { MCA_DATA_KEY: 'f'.repeat(64), MCA_WEBHOOK_ALLOW_PRIVATE: 'true', MCA_RATE_LIMIT: '0', LOG_LEVEL: 'warn', ...env };
  runMca(['migrate'], full);
  const demo = JSON.parse(runMca(['demo', '--json'], full));
  const receiver = await startReceiver();
  cleanup.add(() => receiver.close());
  runMca(['webhook', 'create', '--org', demo.broker.org_id, '--url', receiver.url, '--json'], full);
  const port = await freePort();
  const procs: McaProcess[] = [];
  cleanup.add(async () => { await Promise.all(procs.map((p) => stopMca(p, 5000))); });
  const startApi = async () => {
    const p = await startMca('api', ['serve'], { ...full, ...apiEnv, PORT: String(port) }, /listening on/);
    procs.push(p);
    return p;
  };
  const i: Install = { env: full, key: demo.broker.api_key, port, base: `http://127.0.0.1:${port}`, receiver, api: await startApi(), startApi };
  return i;
}

export interface Answer { status: number; body: any; retryAfter: string | null; at: number }

export async function send(i: Install, kind: string, externalId: string, idemKey?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${i.key}` };
  if (idemKey) headers['idempotency-key'] = idemKey;
  let url = `${i.base}/v1/deals`;
  let body: RequestInit['body'];
  if (kind === 'post_deal') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ external_id: externalId, application: { legal_name: `Fault ${externalId} LLC`, business_tax_id: '12-3456789', country: 'US' },
      financials: { avg_monthly_revenue: 40000 } });
  } else if (kind === 'post_matching') {
    url = `${i.base}/v1/match/matching`;
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ external_id: externalId, create_deal: true, application: DEMO_APPLICATION, financials: DEMO_FINANCIALS });
  } else if (kind === 'post_parsing') {
    url = `${i.base}/v1/parse/parsing`;
    const fd = new FormData();
    fd.append('external_id', externalId);
    fd.append('files', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
    body = fd;
  } else if (kind === 'get_parsing') {
    url = `${i.base}/v1/parse/parsing/${externalId}`;
  } else {
    url = `${i.base}/v1/deals/${externalId}`;
  }
  try {
    const res = await fetch(url, { method: kind.startsWith('get_') ? 'GET' : 'POST', headers, body, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let parsed: any = text;
    try { parsed = JSON.parse(text); } catch { /* kept as text */ }
    return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after'), at: Date.now() };
  } catch (e) {
    return { status: 0, body: String((e as Error).cause ?? e), retryAfter: null, at: Date.now() };
  }
}

export async function query<T = any>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  try { return (await c.query(text)).rows as T[]; } finally { await c.end(); }
}

/** Waits until every job is finished and every event's webhook received; returns what is left, or null. */
export async function drain(url: string, receiver: Receiver, seconds: number): Promise<string | null> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const [jobs] = await query(url, "SELECT count(*) FILTER (WHERE status NOT IN ('completed', 'failed')) AS open, count(*) AS n FROM jobs");
    const [events] = await query(url, 'SELECT count(*) AS n FROM events');
    if (Number(jobs.open) === 0 && receiver.byWebhookId.size >= Number(events.n)) return null;
    if (Date.now() > until) return `${jobs.open} of ${jobs.n} jobs unfinished, ${receiver.byWebhookId.size}/${events.n} webhooks after ${seconds} s`;
    await sleep(500);
  }
}

/** Jobs not finished exactly once in their effects: not one event, or not one distinct webhook. */
export async function jobsNotOnce(url: string, receiver: Receiver): Promise<{ jobs: number; bad: string[]; retried: number }> {
  const jobs = await query<{ id: string; status: string; attempts: number }>(url, 'SELECT id, status, attempts FROM jobs');
  const events = await query<{ data: string }>(url, 'SELECT data FROM events');
  const per = new Map<string, number>();
  for (const e of events) { const d = JSON.parse(e.data); const j = d.parsing_id ?? d.matching_id; per.set(j, (per.get(j) ?? 0) + 1); }
  const bad = jobs.filter((j) => !['completed', 'failed'].includes(j.status) || per.get(j.id) !== 1 || receiver.byJob.get(j.id)?.size !== 1)
    .map((j) => `${j.id} ${j.status} events ${per.get(j.id) ?? 0} webhooks ${receiver.byJob.get(j.id)?.size ?? 0}`);
  return { jobs: jobs.length, bad, retried: jobs.filter((j) => j.attempts > 1).length };
}

export const tally = (answers: Answer[]) => {
  const m: Record<string, number> = {};
  for (const a of answers) { const k = `${a.status}${a.status >= 400 && a.body?.error?.code ? ` ${a.body.error.code}` : ''}`; m[k] = (m[k] ?? 0) + 1; }
  return m;
};

