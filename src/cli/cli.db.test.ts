// bin/mca as a user runs it, on the test database, --json output parsed. Most command lines run in one process
// (test/mca.ts: the same commands, output and exit codes, without a Node start and an app import for each, which were
// most of this file's CPU); what a process of its own is needed for runs in one: reading stdin (--password-stdin),
// exit codes as the shell sees them (usage, configuration, refused), and the tour's `mca demo`.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { freshDatabase, type FreshDatabase } from '../../test/db.ts';
import { mcaProcess, mcaSession, type McaResult, type McaSession } from '../../test/mca.ts';
import { cookieOf, postLogin, signIn } from '../../test/signin.ts';
import { buildApp } from '../app.ts';
import { createContext, type AppContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/log.ts';

// Some tests start real bin/mca processes (a Node start and a migration check each, about a second on an idle core,
// several on a busy one): the 30 s default is too tight for the longest on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let database: FreshDatabase;
let env: NodeJS.ProcessEnv;
let session: McaSession;

function json(args: string[], r: McaResult) {
  if (r.code !== 0) throw new Error(`mca ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** A command line in the session; its --json output. */
async function mca(...args: string[]) {
  return json(args, await session.run(args, env));
}

/** A command line in the session that must fail: its exit code and stderr. */
async function mcaFails(...args: string[]) {
  const r = await session.run(args, env);
  if (r.code === 0) throw new Error('expected the command to fail');
  return r;
}

/** bin/mca in a process of its own; its --json output. */
async function mcaAlone(...args: string[]) {
  return json(args, await mcaProcess(args, env));
}

/** bin/mca in a process of its own with `input` on its standard input (--password-stdin). */
async function mcaStdin(input: string, ...args: string[]) {
  return json(args, await mcaProcess(args, env, input));
}

/** bin/mca in a process of its own that must fail: its exit code and stderr. */
async function failsAlone(args: string[], input = '') {
  const r = await mcaProcess(args, env, input);
  if (r.code === 0) throw new Error('expected the command to fail');
  return r;
}

beforeAll(async () => {
  database = await freshDatabase();
  env = { ...process.env, MCA_DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', MCA_DATA_KEY: 'b'.repeat(64), MCA_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
  session = mcaSession();
});
afterAll(async () => {
  await session?.close();
  await database.drop();
});

describe('mca', () => {
  it('demo is safe to run twice and returns the same organizations and funders', async () => {
    const first = await mcaAlone('demo', '--json');
    expect(first.broker.api_key).toMatch(/^mca_/);
    expect(first.funder.funder_id).toBe(first.funder_ids[0]);
    expect(first.funder_ids.length).toBeGreaterThanOrEqual(8);
    const second = await mcaAlone('demo', '--json');
    expect(second.broker.org_id).toBe(first.broker.org_id);
    expect(second.funder.org_id).toBe(first.funder.org_id);
    expect(second.funder_ids).toEqual(first.funder_ids);
    // The same keys, not two more live ones per run.
    expect(second.broker.api_key).toBe(first.broker.api_key);
    expect(second.funder.api_key).toBe(first.funder.api_key);
  });

  it('demo --new-keys mints new keys and revokes every older key of the demo organizations', async () => {
    const before = await mca('demo', '--json');
    const ctx = await createContext(loadConfig(env), { logger: createLogger('silent') });
    try {
      const extra = await ctx.orgs.createKey(before.broker.org_id);
      const after = await mca('demo', '--new-keys', '--json');
      expect(after.broker.org_id).toBe(before.broker.org_id);
      expect(after.broker.api_key).not.toBe(before.broker.api_key);
      expect(after.funder.api_key).not.toBe(before.funder.api_key);
      for (const old of [before.broker.api_key, before.funder.api_key, extra.api_key]) expect(await ctx.orgs.authenticate(old)).toBeNull();
      expect((await ctx.orgs.authenticate(after.broker.api_key))?.orgId).toBe(before.broker.org_id);
      expect((await ctx.orgs.authenticate(after.funder.api_key))?.orgId).toBe(before.funder.org_id);
      // And the next plain run answers with the new ones.
      expect((await mca('demo', '--json')).broker.api_key).toBe(after.broker.api_key);
      // A stored key revoked by hand is replaced, not handed out.
      const keyId = (await ctx.orgs.authenticate(after.broker.api_key))!.keyId;
      await ctx.orgs.revokeKey(keyId);
      const replaced = await mca('demo', '--json');
      expect(replaced.broker.api_key).not.toBe(after.broker.api_key);
      expect((await ctx.orgs.authenticate(replaced.broker.api_key))?.orgId).toBe(before.broker.org_id);
      expect(replaced.funder.api_key).toBe(after.funder.api_key);
    } finally {
      await ctx.close();
    }
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
      const failed = await failsAlone(['migrate']);
      expect(failed.code).toBe(78);
      expect(failed.stderr).toContain('PORT');
    } finally {
      env = saved;
    }
  });

  it('rejects unknown commands and flags with usage', async () => {
    expect((await failsAlone(['frobnicate'])).code).toBe(2);
    expect((await mcaFails('org', 'create', '--colour', 'red')).stderr).toContain('colour');
  });
});

describe('mca user', () => {
  // The server, in this process, on the database the commands write to.
  let app: FastifyInstance;
  let ctx: AppContext;
  let orgId: string;
  let n = 0;
  const address = () => `10.4.0.${++n}`;

  beforeAll(async () => {
    ctx = await createContext(loadConfig({ MCA_DATA_DIR: database.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      LOG_LEVEL: 'silent', MCA_DATA_KEY: 'b'.repeat(64), MCA_WORKER: 'off' }), { logger: createLogger('silent') });
    app = await buildApp(ctx);
    await app.ready();
    orgId = (await mca('org', 'create', '--name', 'Desk Users', '--kind', 'broker', '--json')).org_id;
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  const hashOf = async (email: string) =>
    (await ctx.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

  it('create --json prints the user and a generated strong password that signs in; only a scrypt hash is stored', async () => {
    const created = await mca('user', 'create', '--org', orgId, '--email', 'Ops@Example.test', '--json');
    expect(Object.keys(created).sort()).toEqual(['email', 'password', 'role', 'user_id']);
    expect(created.role).toBe('admin');
    expect(created.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.email).toBe('ops@example.test');
    expect(created.password.length).toBeGreaterThanOrEqual(20);
    expect(created.password).toMatch(/^[A-Za-z0-9]+$/);
    const hash = await hashOf('ops@example.test');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(created.password);
    const browser = await signIn(app, 'ops@example.test', created.password, { remoteAddress: address() });
    const page = await browser.get('/app/deals');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ops@example.test');
    // Another user gets another password.
    expect((await mca('user', 'create', '--org', orgId, '--email', 'ops2@example.test', '--json')).password).not.toBe(created.password);
  });

  it('create --password-stdin keeps the password given (its final newline dropped)', async () => {
    const created = await mcaStdin('a passphrase of my own\n', 'user', 'create', '--org', orgId, '--email', 'own@example.test', '--password-stdin', '--json');
    expect(created.password).toBe('a passphrase of my own');
    expect(await hashOf('own@example.test')).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect((await postLogin(app, { email: 'own@example.test', password: 'a passphrase of my own' }, { remoteAddress: address() })).statusCode).toBe(303);
    expect((await postLogin(app, { email: 'own@example.test', password: 'a passphrase of my own\n' }, { remoteAddress: address() })).statusCode).toBe(401);
  });

  const userCount = async () => Number((await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses a duplicate e-mail (whatever its case) with a clear message and exit 1', async () => {
    await mca('user', 'create', '--org', orgId, '--email', 'taken@example.test', '--json');
    const before = await userCount();
    const duplicate = await mcaFails('user', 'create', '--org', orgId, '--email', 'TAKEN@example.test', '--json');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('a user with this e-mail exists');
    expect(await userCount()).toBe(before);
  });

  it('refuses an organization that is not one with a clear message and exit 1', async () => {
    const before = await userCount();
    for (const org of ['not-an-org', '01900000-0000-7000-8000-000000000000']) {
      const bad = await mcaFails('user', 'create', '--org', org, '--email', 'new@example.test', '--json');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('organization not found');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a short password from stdin (exit 1) and a missing --email (usage, exit 2)', async () => {
    const before = await userCount();
    const failed = await failsAlone(['user', 'create', '--org', orgId, '--email', 'short@example.test', '--password-stdin'], 'tiny\n');
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('password: must be 12 to 256 characters');
    const usage = await mcaFails('user', 'create', '--org', orgId);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--email is required');
    expect(await userCount()).toBe(before);
  });

  it('invite prints a one-time link that makes a viewer; role changes it; list shows members with roles; a bad role is usage', async () => {
    const inv = await mca('user', 'invite', '--org', orgId, '--email', 'Invited@example.test', '--role', 'viewer', '--json');
    expect(inv).toMatchObject({ email: 'invited@example.test', role: 'viewer', link: expect.stringMatching(/\/app\/invite\/inv_[A-Za-z0-9_-]{43}$/) });
    expect((await mca('user', 'list', '--org', orgId, '--json')).invitations.map((i: { email: string }) => i.email)).toContain('invited@example.test');
    const path = new URL(inv.link).pathname;
    const csrf = cookieOf(await app.inject({ method: 'GET', url: path }), 'mca_login_csrf')!.value;
    const joined = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `mca_login_csrf=${csrf}` },
      payload: new URLSearchParams({ _csrf: csrf, password: 'invited passphrase', confirmation: 'invited passphrase' }).toString() });
    expect(joined.statusCode).toBe(303);
    expect((await mca('user', 'role', 'invited@example.test', '--role', 'member', '--json')).role).toBe('member');
    const list = await mca('user', 'list', '--org', orgId, '--json');
    expect(list.members.find((m: { email: string }) => m.email === 'invited@example.test')).toMatchObject({ role: 'member', removed: false });
    expect(list.invitations.map((i: { email: string }) => i.email)).not.toContain('invited@example.test');
    const bad = await mcaFails('user', 'role', 'invited@example.test', '--role', 'owner');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--role must be one of admin, member, viewer');
  });

  it('disable ends the user\'s sessions (the next page asks to sign in) and refuses sign-in', async () => {
    const created = await mca('user', 'create', '--org', orgId, '--email', 'leaver@example.test', '--json');
    const stays = await mca('user', 'create', '--org', orgId, '--email', 'stayer@example.test', '--json');
    const browser = await signIn(app, 'leaver@example.test', created.password, { remoteAddress: address() });
    const other = await signIn(app, 'stayer@example.test', stays.password, { remoteAddress: address() });
    expect((await browser.get('/app/deals')).statusCode).toBe(200);
    expect(await mca('user', 'disable', 'leaver@example.test', '--json')).toEqual({ user_id: created.user_id, email: 'leaver@example.test', disabled: true });
    const after = await browser.get('/app/deals');
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe('/app/login?next=%2Fapp%2Fdeals');
    const again = await postLogin(app, { email: 'leaver@example.test', password: created.password }, { remoteAddress: address() });
    expect(again.statusCode).toBe(401);
    expect(cookieOf(again, 'mca_session')).toBeUndefined();
    expect((await other.get('/app/deals')).statusCode).toBe(200);
  });

  it('disable takes the user id too; an unknown user is an error', async () => {
    const created = await mca('user', 'create', '--org', orgId, '--email', 'byid@example.test', '--json');
    const browser = await signIn(app, 'byid@example.test', created.password, { remoteAddress: address() });
    expect((await mca('user', 'disable', created.user_id, '--json')).disabled).toBe(true);
    expect((await browser.get('/app/deals')).statusCode).toBe(303);
    const unknown = await mcaFails('user', 'disable', 'ghost@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('user not found');
  });

  it('reset-password --json prints a generated password that signs in, the old one no longer does, and every session ends', async () => {
    const created = await mca('user', 'create', '--org', orgId, '--email', 'forgot@example.test', '--json');
    const first = await signIn(app, 'forgot@example.test', created.password, { remoteAddress: address() });
    const second = await signIn(app, 'forgot@example.test', created.password, { remoteAddress: address() });
    const before = await hashOf('forgot@example.test');
    const reset = await mca('user', 'reset-password', 'FORGOT@example.test', '--json');
    expect(Object.keys(reset).sort()).toEqual(['email', 'password', 'user_id']);
    expect(reset).toMatchObject({ user_id: created.user_id, email: 'forgot@example.test' });
    expect(reset.password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(reset.password).not.toBe(created.password);
    const hash = await hashOf('forgot@example.test');
    expect(hash).not.toBe(before);
    expect(hash).not.toContain(reset.password);
    for (const b of [first, second]) expect((await b.get('/app/deals')).statusCode).toBe(303);
    expect((await postLogin(app, { email: 'forgot@example.test', password: created.password }, { remoteAddress: address() })).statusCode).toBe(401);
    expect((await (await signIn(app, 'forgot@example.test', reset.password, { remoteAddress: address() })).get('/app/deals')).statusCode).toBe(200);
  });

  it('reset-password --password-stdin keeps the password given (by user id); a short one is refused and changes nothing', async () => {
    const created = await mca('user', 'create', '--org', orgId, '--email', 'piped@example.test', '--json');
    const reset = await mcaStdin('an operator passphrase\n', 'user', 'reset-password', created.user_id, '--password-stdin', '--json');
    expect(reset).toEqual({ user_id: created.user_id, email: 'piped@example.test', password: 'an operator passphrase' });
    expect((await postLogin(app, { email: 'piped@example.test', password: 'an operator passphrase' }, { remoteAddress: address() })).statusCode).toBe(303);
    const before = await hashOf('piped@example.test');
    const failed = await failsAlone(['user', 'reset-password', created.user_id, '--password-stdin'], 'tiny\n');
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('password: must be 12 to 256 characters');
    expect(await hashOf('piped@example.test')).toBe(before);
    const unknown = await mcaFails('user', 'reset-password', 'ghost@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('user not found');
    expect((await mcaFails('user', 'reset-password')).code).toBe(2);
  });

  it('enable lets a disabled user sign in again with their password; the session from before stays ended', async () => {
    const created = await mca('user', 'create', '--org', orgId, '--email', 'returner@example.test', '--json');
    const old = await signIn(app, 'returner@example.test', created.password, { remoteAddress: address() });
    await mca('user', 'disable', 'returner@example.test', '--json');
    expect((await postLogin(app, { email: 'returner@example.test', password: created.password }, { remoteAddress: address() })).statusCode).toBe(401);
    expect(await mca('user', 'enable', 'returner@example.test', '--json')).toEqual({ user_id: created.user_id, email: 'returner@example.test', disabled: false });
    expect((await old.get('/app/deals')).statusCode).toBe(303);
    const back = await signIn(app, 'returner@example.test', created.password, { remoteAddress: address() });
    expect((await back.get('/app/deals')).statusCode).toBe(200);
    // Enabling again (by id) is harmless: the new session stays.
    expect((await mca('user', 'enable', created.user_id, '--json')).disabled).toBe(false);
    expect((await back.get('/app/deals')).statusCode).toBe(200);
    expect((await mcaFails('user', 'enable', 'ghost@example.test')).stderr).toContain('user not found');
  });
});
