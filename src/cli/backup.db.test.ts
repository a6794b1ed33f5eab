// `mca backup` and `mca restore` as an operator runs them (the backup a bin/mca process while the API serves, the
// restores one mca process in a row: test/mca.ts), on SQLite and on PostgreSQL (where the command is the pg_dump /
// pg_restore path docs/operations.md describes): a backup taken while the API serves and
// writes is consistent, a restore without the backup's data key is refused and says why, and the restored
// installation serves the same deals (tax IDs decrypted), parsing results and API keys.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDialect, type FreshDatabase } from '../../test/db.ts';
import { waitForJob } from '../../test/jobs.ts';
import { mcaProcess, mcaSession, type McaResult, type McaSession } from '../../test/mca.ts';
import { multipart } from '../../test/multipart.ts';
import { has } from '../../test/services.ts';
import { buildApp } from '../app.ts';
import { createContext, type AppContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/log.ts';
import type { FastifyInstance } from 'fastify';

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;

interface Install { database: FreshDatabase; env: Record<string, string> }
let source: Install;
let target: Install;
const installs: Install[] = [];

async function install(): Promise<Install> {
  const database = await freshDatabase();
  // No MCA_DATA_KEY: the key is generated into the data dir, as on a default installation.
  const env = { MCA_DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', MCA_WORKER: 'off', MCA_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
  const i = { database, env };
  installs.push(i);
  return i;
}

async function serve(i: Install, worker = false): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }> {
  const ctx = await createContext(loadConfig({ ...i.env, LOG_LEVEL: 'silent' }), { logger: createLogger('silent') });
  if (worker) ctx.worker.start();
  const app = await buildApp(ctx);
  await app.ready();
  return { app, ctx, close: async () => { await app.close(); await ctx.close(); } };
}

const envOf = (i: Install) => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MCA_') && k !== 'DATABASE_URL')), ...i.env });

/** bin/mca in a process of its own. */
function mcaAlone(i: Install, ...args: string[]): Promise<McaResult> {
  return mcaProcess(args, envOf(i));
}

/** A command line in the file's mca session. */
let session: McaSession;
function mca(i: Install, ...args: string[]): Promise<McaResult> {
  return session.run(args, envOf(i));
}

beforeAll(async () => {
  source = await install();
  target = await install();
  session = mcaSession();
});
afterAll(async () => {
  await session?.close();
  for (const i of installs) await i.database.drop();
});

// On PostgreSQL the commands run pg_dump and pg_restore, which the embedded server does not bring: skipped without them,
// and the run's first lines say so (test/setup/global.ts).
describe.skipIf(testDialect() === 'postgres' && !has('pg_dump'))('mca backup and restore', () => {
  it('a backup taken while serving restores into an installation with the same deals, results and keys; never without its key', async () => {
    const a = await serve(source, true);
    const org = await a.ctx.orgs.createOrg({ name: 'Backup broker', kind: 'broker' });
    const { api_key: key } = await a.ctx.orgs.createKey(org.id);
    const auth = { authorization: `Bearer ${key}` };
    const deal = (await a.app.inject({ method: 'POST', url: '/v1/deals', headers: auth,
      payload: { external_id: 'kept-1', application: { legal_name: 'Kept Diner LLC', business_tax_id: '12-3456789', country: 'US' } } })).json();
    expect(deal.deal_id).toBeTruthy();
    const m = multipart([{ name: 'files', filename: 's01.pdf', value: new Uint8Array(readFileSync(SAMPLE)) }]);
    const job = (await a.app.inject({ method: 'POST', url: '/v1/parse/parsing', headers: { ...auth, ...m.headers }, payload: m.payload })).json();
    expect(await waitForJob(a.ctx, job.parsing_id)).toBe('completed');

    // Writes go on while the backup runs (a consistent copy must not mind them).
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const r = await a.app.inject({ method: 'POST', url: '/v1/deals', headers: auth, payload: { external_id: `during-${written}`, application: { legal_name: 'During LLC' } } });
        if (r.statusCode === 201) written++;
      }
    })();
    const file = join(source.database.dataDir, '..', `${source.database.dataDir.split('/').pop()}.mcabackup`);
    const keyFile = `${file}.key`;
    const made = await mcaAlone(source, 'backup', file, '--key-out', keyFile, '--json');
    writing = false;
    await writer;
    expect(made.code, made.stderr).toBe(0);
    const report = JSON.parse(made.stdout);
    expect(report).toMatchObject({ file, dialect: source.database.dialect, key_file: keyFile });
    expect(report.key_id).toMatch(/^[0-9a-f]{16}$/);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The key is not in the backup.
    const key32 = readFileSync(keyFile, 'utf8').trim();
    expect(readFileSync(file).includes(Buffer.from(key32))).toBe(false);
    expect(readFileSync(file).includes(Buffer.from(key32, 'hex'))).toBe(false);
    const dealOnSource = (await a.app.inject({ method: 'GET', url: `/v1/deals/${deal.deal_id}`, headers: auth })).json();
    const jobOnSource = (await a.app.inject({ method: 'GET', url: `/v1/parse/parsing/${job.parsing_id}`, headers: auth })).json();
    await a.close();
    expect(written).toBeGreaterThan(0);

    // Without a key, and with another key: refused, saying why; nothing restored.
    const noKey = await mca(target, 'restore', file);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain(`this backup needs its data key (check ${report.key_id}) and none was given`);
    expect(noKey.stderr).toMatch(/cannot be read/);
    const wrongKey = join(target.database.dataDir, 'wrong.key');
    writeFileSync(wrongKey, `${'c'.repeat(64)}\n`);
    const wrong = await mca(target, 'restore', file, '--key-file', wrongKey);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`is not this backup's (check ${report.key_id})`);
    expect(existsSync(join(target.database.dataDir, 'data.key'))).toBe(false);

    const restored = await mca(target, 'restore', file, '--key-file', keyFile, '--json');
    expect(restored.code, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ dialect: source.database.dialect, key_id: report.key_id });
    // A second restore over an installation that holds data needs --force.
    const again = await mca(target, 'restore', file, '--key-file', keyFile);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('--force');

    const b = await serve(target);
    try {
      const dealOnTarget = await b.app.inject({ method: 'GET', url: `/v1/deals/${deal.deal_id}`, headers: auth });
      expect(dealOnTarget.statusCode).toBe(200);
      expect(dealOnTarget.json()).toEqual(dealOnSource);
      expect(dealOnTarget.json().application.business_tax_id).toBe('123456789'); // decrypted with the restored key
      const jobOnTarget = (await b.app.inject({ method: 'GET', url: `/v1/parse/parsing/${job.parsing_id}`, headers: auth })).json();
      expect(jobOnTarget).toEqual(jobOnSource);
      expect(jobOnTarget.status).toBe('completed');
      // The copy is one moment of the source: some of the deals written during the backup, with no gap.
      const during = await b.ctx.db.selectFrom('deals').select('external_id').where('external_id', 'like', 'during-%').execute();
      const numbers = during.map((d) => Number(d.external_id!.slice(7))).sort((x, y) => x - y);
      expect(numbers).toEqual(numbers.map((_, i) => i));
      expect(numbers.length).toBeLessThanOrEqual(written);
    } finally { await b.close(); }

    const forced = await mca(target, 'restore', file, '--force');
    expect(forced.code, forced.stderr).toBe(0); // the data dir's key (written by the first restore) fits
  }, 240_000);

  it('a file that is not a backup, or a backup of the other database, is refused clearly', async () => {
    const junk = join(target.database.dataDir, 'junk.bin');
    writeFileSync(junk, 'hello');
    const r = await mca(target, 'restore', junk);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is not an mca backup');
    const other = join(target.database.dataDir, 'other.mcabackup');
    const otherDialect = target.database.dialect === 'sqlite' ? 'postgres' : 'sqlite';
    writeFileSync(other, `MCA-BACKUP 1\n${JSON.stringify({ dialect: otherDialect, created_at: 'x', key_check: '0'.repeat(16), payload: 'x' })}\n`);
    const r2 = await mca(target, 'restore', other);
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain(`this is a ${otherDialect} backup`);
  }, 60_000);
});
