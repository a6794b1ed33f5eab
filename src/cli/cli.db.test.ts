// bin/mca as a user runs it: a real process on the test database, --json output parsed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../test/db.ts';

const run = promisify(execFile);
let database: FreshDatabase;
let env: NodeJS.ProcessEnv;

async function mca(...args: string[]) {
  const { stdout } = await run('bin/mca', args, { env });
  return JSON.parse(stdout);
}

async function mcaFails(...args: string[]) {
  try {
    await run('bin/mca', args, { env });
  } catch (e) {
    const err = e as { code: number; stderr: string };
    return { code: err.code, stderr: err.stderr };
  }
  throw new Error('expected the command to fail');
}

beforeAll(async () => {
  database = await freshDatabase();
  env = { ...process.env, MCA_DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', MCA_DATA_KEY: 'b'.repeat(64), MCA_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
});
afterAll(() => database.drop());

describe('mca', () => {
  it('demo is safe to run twice and returns the same organizations and funders', async () => {
    const first = await mca('demo', '--json');
    expect(first.broker.api_key).toMatch(/^mca_/);
    expect(first.funder.funder_id).toBe(first.funder_ids[0]);
    expect(first.funder_ids.length).toBeGreaterThanOrEqual(8);
    const second = await mca('demo', '--json');
    expect(second.broker.org_id).toBe(first.broker.org_id);
    expect(second.funder.org_id).toBe(first.funder.org_id);
    expect(second.funder_ids).toEqual(first.funder_ids);
  });

  it('creates organizations, plans and keys with the contract JSON', async () => {
    const { org_id } = await mca('org', 'create', '--name', 'Acme Brokers', '--kind', 'broker', '--areas', 'deals,parse', '--json');
    expect(org_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await mca('plan', 'propose', '--org', org_id, '--areas', 'deals,parse,match', '--json'))
      .toEqual({ org_id, areas: ['deals', 'parse', 'match'], status: 'proposed' });
    expect(await mca('plan', 'accept', '--org', org_id, '--json')).toEqual({ org_id, areas: ['deals', 'parse', 'match'], status: 'accepted' });
    const key = await mca('key', 'create', '--org', org_id, '--scopes', 'deals:read', '--json');
    expect(Object.keys(key).sort()).toEqual(['api_key', 'key_id']);
    expect(await mca('key', 'revoke', key.key_id, '--json')).toMatchObject({ key_id: key.key_id });
  });

  it('ties a funder organization to a funder profile', async () => {
    const { funder_ids } = await mca('demo', '--json');
    const { org_id } = await mca('org', 'create', '--name', 'F', '--kind', 'funder', '--funder', funder_ids[1], '--json');
    expect(org_id).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await mcaFails('org', 'create', '--name', 'F2', '--kind', 'funder', '--json');
    expect(failed.stderr).toContain('--funder');
  });

  it('names the bad variable when configuration is wrong', async () => {
    const saved = env;
    env = { ...saved, PORT: 'eighty' };
    try {
      const failed = await mcaFails('migrate');
      expect(failed.code).toBe(78);
      expect(failed.stderr).toContain('PORT');
    } finally {
      env = saved;
    }
  });

  it('rejects unknown commands and flags with usage', async () => {
    expect((await mcaFails('frobnicate')).code).toBe(2);
    expect((await mcaFails('org', 'create', '--colour', 'red')).stderr).toContain('colour');
  });
});
