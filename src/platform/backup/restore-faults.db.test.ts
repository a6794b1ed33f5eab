// Issue 37, as an operator would meet it: backups cut short or edited, a backup whose load does not match what it
// sealed, and the format-1 files of older versions, each restored with --force over a live installation that holds
// other data. Every bad file is refused in one line (no stack trace) and the live database is left exactly as it
// was: SQLite's file byte for byte, PostgreSQL's every row, index and constraint. `mca backup --verify` finds the same
// faults without restoring. A sealed backup holds no readable name, e-mail, URL or tax ID.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDialect, type FreshDatabase } from '../../../test/db.ts';
import { mcaSession, type McaResult, type McaSession } from '../../../test/mca.ts';
import { has } from '../../../test/services.ts';
import { createContext } from '../../context.ts';
import { loadConfig } from '../config.ts';
import { parseKey } from '../crypto.ts';
import { createLogger } from '../log.ts';
import { readHeader, type Inner } from './format.ts';
import { fileKey, openChunks, sealer } from './seal.ts';
import { STATS_SQL } from './postgres.ts';

interface Install { database: FreshDatabase; env: Record<string, string> }
const installs: Install[] = [];
let session: McaSession;
let source: Install;
let live: Install;
let good: string;
let keyFile: string;

async function install(): Promise<Install> {
  const database = await freshDatabase();
  const env = { MCA_DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', MCA_WORKER: 'off', MCA_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
  const i = { database, env };
  installs.push(i);
  return i;
}

const envOf = (i: Install) => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MCA_') && k !== 'DATABASE_URL')), ...i.env });
const mca = (i: Install, ...args: string[]): Promise<McaResult> => session.run(args, envOf(i));

/** An installation with an organization, a deal, a user and a webhook whose names are `tag`. */
async function fill(i: Install, tag: string) {
  const ctx = await createContext(loadConfig(i.env), { logger: createLogger('silent') });
  try {
    const org = await ctx.orgs.createOrg({ name: `${tag} Funding Org`, kind: 'broker' });
    await ctx.orgs.createKey(org.id);
    await ctx.users.create({ orgId: org.id, email: `${tag.toLowerCase()}.owner@example.com`, password: 'correct horse battery staple' });
    await ctx.webhooks.create(org.id, `http://127.0.0.1:9/${tag.toLowerCase()}-hooks/in`);
    await ctx.db.insertInto('deals').values({
      id: `deal-${tag}`, org_id: org.id, owner: 'broker', external_id: `${tag}-1`, stage: 'Potential', auto_submit: 'disabled',
      application: JSON.stringify({ legal_name: `${tag} Diner LLC`, business_tax_id: ctx.cipher.encrypt('987654321') }),
      financials: '{}', reconciliation: '{}', review_flags: '[]', active_match_run_id: null, corrected: null,
      created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    } as never).execute();
  } finally { await ctx.close(); }
}

/** What must not change: SQLite's file bytes; PostgreSQL's counts, indexes, constraints and the rows of key tables. */
async function fingerprint(i: Install): Promise<string> {
  if (!i.database.databaseUrl) {
    const file = join(i.database.dataDir, 'mca.sqlite');
    const wal = `${file}-wal`;
    return createHash('sha256').update(readFileSync(file)).update(existsSync(wal) ? readFileSync(wal) : Buffer.alloc(0)).digest('hex');
  }
  const ctx = await createContext(loadConfig(i.env), { logger: createLogger('silent'), migrate: false });
  try {
    const stats = (await sql.raw<{ s: string }>(`${STATS_SQL} AS s`).execute(ctx.db)).rows[0]!.s;
    const rows = await sql<{ h: string }>`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM (
      SELECT row(d.*)::text AS t FROM deals d UNION ALL SELECT row(o.*)::text FROM organizations o
      UNION ALL SELECT row(k.*)::text FROM api_keys k UNION ALL SELECT row(u.*)::text FROM users u) x`.execute(ctx.db);
    return `${stats}|${rows.rows[0]!.h}`;
  } finally { await ctx.close(); }
}

/** The backup's header and its plaintext chunks (the test holds the key). */
async function unseal(file: string): Promise<{ header: Buffer; inner: Inner; payload: Buffer; manifest: ReturnType<typeof readHeader>['manifest'] }> {
  const { manifest, header, offset } = readHeader(file);
  const key = fileKey(parseKey(readFileSync(keyFile, 'utf8').trim()), Buffer.from(manifest.salt!, 'hex'));
  const chunks: Buffer[] = [];
  for await (const c of openChunks(file, offset, key, header)) chunks.push(c);
  return { header, manifest, inner: JSON.parse(chunks[0]!.toString()) as Inner, payload: Buffer.concat(chunks.slice(1)) };
}

function variant(name: string, bytes: Buffer): string {
  const file = join(source.database.dataDir, '..', `${source.database.dataDir.split('/').pop()}-${name}.mcabackup`);
  writeFileSync(file, bytes);
  return file;
}

beforeAll(async () => {
  session = mcaSession();
  source = await install();
  live = await install();
  await fill(source, 'Sealed');
  await fill(live, 'Living');
  good = join(source.database.dataDir, '..', `${source.database.dataDir.split('/').pop()}.mcabackup`);
  keyFile = `${good}.key`;
  const made = await mca(source, 'backup', good, '--key-out', keyFile);
  expect(made.code, made.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  await session?.close();
  for (const i of installs) await i.database.drop();
});

/** The restore is refused in one line and the live installation is exactly as it was. */
async function refusedIntact(file: string, message: RegExp) {
  const before = await fingerprint(live);
  const r = await mca(live, 'restore', file, '--key-file', keyFile, '--force');
  expect(r.code, r.stdout).toBe(1);
  expect(r.stderr).toMatch(message);
  expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(await fingerprint(live)).toBe(before);
}

describe.skipIf(testDialect() === 'postgres' && !has('pg_dump'))('restoring a bad backup', () => {
  it('a sealed backup holds nothing readable, verifies with its key, and not without it', async () => {
    const bytes = readFileSync(good);
    for (const plain of ['Sealed Diner', 'Sealed Funding', 'sealed.owner@example.com', 'sealed-hooks', 'scrypt', 'CREATE TABLE', 'SQLite format']) {
      expect(bytes.includes(Buffer.from(plain)), plain).toBe(false);
    }
    const ok = await mca(live, 'backup', '--verify', good, '--key-file', keyFile, '--json');
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ format: 2, dialect: testDialect(), warnings: [] });
    expect(JSON.parse(ok.stdout).rows).toBeGreaterThan(4);
    const other = join(live.database.dataDir, 'other.key');
    writeFileSync(other, `${'ab'.repeat(32)}\n`);
    const wrong = await mca(live, 'backup', '--verify', good, '--key-file', other);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/is not this backup's/);
  });

  it('cut short (by half, by 1,000 bytes, by one byte) or with a byte changed: refused, by --verify too, the live database untouched', async () => {
    const bytes = readFileSync(good);
    const { offset } = readHeader(good);
    const middle = Math.floor((offset + bytes.length) / 2);
    const flipped = Buffer.from(bytes);
    flipped[middle]! ^= 0x20;
    const bad = {
      half: bytes.subarray(0, Math.floor(bytes.length / 2)),
      less1000: bytes.subarray(0, bytes.length - 1000),
      less1: bytes.subarray(0, bytes.length - 1),
      flipped,
      header: Buffer.from(bytes.toString('latin1').replace(/"created_at":"(\d)/, (_m, d: string) => `"created_at":"${(Number(d) + 1) % 10}`), 'latin1'),
    };
    for (const [name, b] of Object.entries(bad)) {
      const file = variant(name, b);
      const v = await mca(live, 'backup', '--verify', file, '--key-file', keyFile);
      expect(v.code, `${name}: ${v.stdout}`).toBe(1);
      expect(v.stderr.trim().split('\n')).toHaveLength(1);
      await refusedIntact(file, name.startsWith('less') || name === 'half' ? /cut short/ : /altered or damaged/);
    }
  }, 120_000);

  it('authentic but not matching what it sealed (a row count off by one): loaded, checked, rolled back', async () => {
    const { header, inner, payload } = await unseal(good);
    const key = fileKey(parseKey(readFileSync(keyFile, 'utf8').trim()), Buffer.from(readHeader(good).manifest.salt!, 'hex'));
    const deals = Object.keys(inner.tables).find((t) => t === 'deals' || t === 'public.deals')!;
    const lying = { ...inner, tables: { ...inner.tables, [deals]: inner.tables[deals]! + 1 } };
    const seal = sealer(key, header);
    const file = variant('lying', Buffer.concat([header, seal(Buffer.from(JSON.stringify(lying)), false), seal(payload, true)]));
    await refusedIntact(file, new RegExp(`does not match the backup \\(table ${deals} has 1 rows, the backup 2\\); nothing was changed`));
  }, 120_000);

  it('an old format-1 backup restores with a warning; cut short it is refused and the live database kept', async () => {
    const { payload, manifest } = await unseal(good);
    const v1 = (body: Buffer) => Buffer.concat([Buffer.from(`MCA-BACKUP 1\n${JSON.stringify({ dialect: manifest.dialect, created_at: manifest.created_at,
      key_check: manifest.key_id, payload: manifest.payload })}\n`), body]);
    // Before issue 37 this destroyed a PostgreSQL database: psql committed the DROP SCHEMA and half a load.
    const half = variant('v1-half', v1(payload.subarray(0, Math.floor(payload.length / 2))));
    const checked = await mca(live, 'backup', '--verify', half, '--key-file', keyFile);
    expect(checked.code, checked.stdout).toBe(1);
    expect(checked.stderr.trim().split('\n')).toHaveLength(1);
    await refusedIntact(half, /pg_restore failed|not a readable SQLite database|integrity check|cannot be read|malformed/);
    const old = variant('v1', v1(payload));
    const whole = await mca(live, 'backup', '--verify', old, '--key-file', keyFile);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stderr).toMatch(/warning: this backup is format 1/);
    const r = await mca(live, 'restore', old, '--key-file', keyFile, '--force');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning: this backup is format 1/);
    const ctx = await createContext(loadConfig(live.env), { logger: createLogger('silent'), migrate: false });
    try {
      const names = (await ctx.db.selectFrom('organizations').select('name').execute()).map((o) => o.name);
      expect(names).toEqual(['Sealed Funding Org']);
      const deal = await ctx.dealsRepo.findOwned('deal-Sealed', (await ctx.db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()).id);
      expect(deal?.application.business_tax_id).toBe('987654321');
    } finally { await ctx.close(); }
  }, 120_000);
});
