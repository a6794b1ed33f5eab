// Seeding a running dashboard over HTTP and bin/mca, for the screenshots script and bench:dashboard: a user and its
// session cookie, statements uploaded and parsed into a deal, funders matched against it. Plain fetch, no browser.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from '../../bench/lib.ts';
import { generate } from '../statements/generator/index.ts';

const root = new URL('../..', import.meta.url).pathname;

/**
 * `mca serve` (embedded worker, SQLite) on a fresh temporary data dir. `stop()` ends it and removes the dir; so does
 * a failed start or an interrupted run (SIGINT), so no run leaves its data behind.
 */
export async function serveFresh(prefix: string, port: number, extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env = { MCA_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', MCA_WORKER: 'embedded', DATABASE_URL: '', ...extraEnv };
  const server: ChildProcess = await startProcess([join(root, 'src/cli/main.ts'), 'serve'], env, /listening/)
    .catch((error: unknown) => { rmSync(dataDir, { recursive: true, force: true }); throw error; });
  process.once('SIGINT', () => { server.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); process.exit(130); });
  return { env, server, stop: () => { server.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); } };
}

/** `bin/mca ARGS --json` against the server's data (same MCA_DATA_DIR / DATABASE_URL), parsed. */
export function mca(args: string[], env: NodeJS.ProcessEnv, stdin?: string): any {
  return JSON.parse(execFileSync(join(root, 'bin/mca'), [...args, '--json'], { env: { ...process.env, ...env }, input: stdin }).toString());
}

/** Signs in as the form does (login CSRF cookie and field, then POST) and returns the session cookie `mca_session=...`. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const form = await fetch(`${base}/app/login`);
  const csrfCookie = /mca_login_csrf=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1];
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrfCookie || !token) throw new Error('sign-in page without its CSRF token');
  const res = await fetch(`${base}/app/login`, { method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `mca_login_csrf=${csrfCookie}` },
    body: new URLSearchParams({ _csrf: decodeURIComponent(token), email, password }).toString() });
  const session = res.headers.getSetCookie().map((c) => /^mca_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (res.status !== 303 || !session) throw new Error(`sign-in answered ${res.status}`);
  return `mca_session=${session}`;
}

export interface StatementFile { name: string; bytes: Uint8Array }

/**
 * Four monthly statements of one business in one PDF, ~640 transactions (the generator's `credits_debits_running`
 * layout; every statement reconciles): the deal the measurements are taken on.
 */
export async function fourStatements(): Promise<StatementFile> {
  const g = await generate('credits_debits_running', 'bench-dashboard', { content: { months: 4, density: 2.4, accounts: 1, country: 'US' } });
  return { name: 'four-months.pdf', bytes: g.pdf };
}

async function until<T>(what: string, read: () => Promise<{ status: string } & T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const job = await read();
    if (job.status === 'completed') return job;
    if (job.status === 'failed') throw new Error(`${what} failed: ${JSON.stringify(job)}`);
    if (Date.now() - started > 120_000) throw new Error(`${what} still ${job.status} after 2 minutes`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Uploads statements through the API into a new deal (create_deal) and waits until they are parsed. */
export async function uploadAndParse(base: string, key: string, files: StatementFile[], externalId: string) {
  const fd = new FormData();
  for (const f of files) fd.append('files', new Blob([f.bytes], { type: 'application/pdf' }), f.name);
  fd.append('external_id', externalId);
  fd.append('create_deal', 'true');
  const res = await fetch(`${base}/v1/parse/parsing`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: fd });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { parsing_id } = (await res.json()) as { parsing_id: string };
  return until<{ parsing_id: string; deal_id: string }>('parsing', async () =>
    (await fetch(`${base}/v1/parse/parsing/${parsing_id}`, { headers: { authorization: `Bearer ${key}` } })).json() as never);
}

/** What a CRM adds to the parsed application before matching (the statements do not say these). */
export const CRM_APPLICATION = { industry: 'car wash', requested_amount: 60000, business_start_date: '2017-03-01',
  business_tax_id: '12-3456789', applicants: [{ first_name: 'Tony', last_name: 'Reyes', ownership: 100, credit_score: 655 }] };

/**
 * Matches the organization's selected funders against a completed parsing, with the CRM's fields added; the parsing's
 * deal gets the results (create_deal with a parsing that made a deal updates that deal).
 */
export async function matchParsing(base: string, key: string, parsingId: string, application: Record<string, unknown> = CRM_APPLICATION) {
  const res = await fetch(`${base}/v1/match/matching`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ parsing_id: parsingId, create_deal: true, application }) });
  if (res.status !== 202) throw new Error(`matching answered ${res.status}: ${await res.text()}`);
  const { matching_id } = (await res.json()) as { matching_id: string };
  return until<{ matching_id: string }>('matching', async () =>
    (await fetch(`${base}/v1/match/matching/${matching_id}`, { headers: { authorization: `Bearer ${key}` } })).json() as never);
}
