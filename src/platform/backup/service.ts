// `mca backup` and `mca restore` (docs/operations.md). SQLite: VACUUM INTO makes a consistent copy from one read
// transaction while the server goes on writing (WAL), checked with integrity_check before it is kept. PostgreSQL:
// pg_dump's custom format, restored with pg_restore in one transaction. The data key is never in a backup: it is
// checked, and restoring without the right key is refused with a message that says why.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, fsyncSync, openSync, closeSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DatabaseSync } from 'node:sqlite';
import type { Config } from '../config.ts';
import { parseKey } from '../crypto.ts';
import { DomainError } from '../errors.ts';
import { privateDir } from '../db/index.ts';
import { header, keyCheck, readHeader, type Manifest } from './format.ts';

export interface BackupReport { file: string; dialect: Manifest['dialect']; bytes: number; key_check: string; created_at: string; key_file: string | null }
export interface RestoreReport { file: string; dialect: Manifest['dialect']; key_check: string; created_at: string; key_written: string | null }

const fail = (message: string) => new DomainError('invalid_request', message);
const sqliteFile = (config: Config) => join(config.dataDir, 'mca.sqlite');
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The installation's data key, without ever generating one (a backup of nothing is an error). */
function currentKey(config: Config): Buffer {
  if (config.dataKey) return parseKey(config.dataKey);
  const file = join(config.dataDir, 'data.key');
  if (!existsSync(file)) throw fail(`no data key: MCA_DATA_KEY is not set and ${file} does not exist`);
  return parseKey(readFileSync(file, 'utf8').trim());
}

function fsyncFile(path: string) {
  const fd = openSync(path, 'r');
  try { fsyncSync(fd); } finally { closeSync(fd); }
}

/** Runs a program, its stdout into `out` (or stdin from `input`); rejects with its stderr when it fails. */
async function run(cmd: string, args: string[], io: { out?: NodeJS.WritableStream; input?: NodeJS.ReadableStream }): Promise<void> {
  const child = spawn(cmd, args, { stdio: [io.input ? 'pipe' : 'ignore', io.out ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-4000); });
  const exited = once(child, 'close') as Promise<[number | null]>;
  const spawnError = once(child, 'error').then(([e]) => { throw fail(`cannot run ${cmd}: ${(e as Error).message}`); });
  const streams: Promise<unknown>[] = [];
  if (io.out) streams.push(pipeline(child.stdout!, io.out, { end: false }));
  if (io.input) streams.push(pipeline(io.input, child.stdin!));
  const [code] = await Promise.race([exited, spawnError]);
  await Promise.allSettled(streams);
  if (code !== 0) throw fail(`${cmd} failed (exit ${code}): ${stderr.trim().replace(/postgres(ql)?:\/\/[^\s]*/g, '<database>')}`);
}

export async function backup(config: Config, file: string, options: { keyOut?: string } = {}): Promise<BackupReport> {
  const key = currentKey(config);
  const dialect: Manifest['dialect'] = config.databaseUrl ? 'postgres' : 'sqlite';
  if (dialect === 'sqlite' && !existsSync(sqliteFile(config))) throw fail(`no database at ${sqliteFile(config)}`);
  if (existsSync(file)) throw fail(`${file} exists; choose a new name (a backup never overwrites one)`);
  if (options.keyOut && existsSync(options.keyOut)) throw fail(`${options.keyOut} exists; choose a new name for the key file`);
  const manifest: Manifest = { dialect, created_at: new Date().toISOString(), key_check: keyCheck(key),
    payload: dialect === 'sqlite' ? 'sqlite-file' : 'pg_dump-custom' };
  const partial = `${file}.partial`;
  const copy = `${file}.sqlite-copy`;
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    out.write(header(manifest));
    if (dialect === 'sqlite') {
      // One read transaction: the copy is the database as of one moment, whatever the server commits meanwhile.
      const source = new DatabaseSync(sqliteFile(config));
      try {
        source.exec('PRAGMA busy_timeout = 5000');
        source.exec(`VACUUM INTO ${quote(copy)}`);
      } finally { source.close(); }
      checkIntegrity(copy);
      await pipeline(createReadStream(copy), out, { end: false });
    } else {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${config.databaseUrl}`], { out });
    }
    out.end();
    await once(out, 'finish');
    fsyncFile(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
    rmSync(copy, { force: true });
  }
  if (options.keyOut) writeFileSync(options.keyOut, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return { file, dialect, bytes: statSync(file).size, key_check: manifest.key_check, created_at: manifest.created_at, key_file: options.keyOut ?? null };
}

function checkIntegrity(path: string) {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>;
    if (rows.length !== 1 || rows[0]!.integrity_check !== 'ok') throw fail(`the copy failed SQLite's integrity check: ${rows.map((r) => r.integrity_check).join('; ').slice(0, 300)}`);
  } finally { db.close(); }
}

/** The key a restore will use, checked against the backup's: a missing or different key is refused with why. */
function restoreKey(config: Config, manifest: Manifest, keyFile: string | undefined): { key: Buffer; from: 'file' | 'env' | 'data-dir' } {
  const why = 'without it the restored tax IDs, statements, webhook secrets and stored answers cannot be read';
  let key: Buffer | null = null;
  let from: 'file' | 'env' | 'data-dir' = 'file';
  if (keyFile) {
    let text: string;
    try { text = readFileSync(keyFile, 'utf8').trim(); } catch { throw fail(`cannot read the key file ${keyFile}`); }
    if (!/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/.test(text)) throw fail(`${keyFile} does not hold a data key (64 hex or 44 base64 characters)`);
    key = parseKey(text);
    if (config.dataKey && keyCheck(parseKey(config.dataKey)) !== keyCheck(key)) throw fail('MCA_DATA_KEY is set to another key than --key-file: unset it or set it to the backup\'s key');
  } else if (config.dataKey) {
    key = parseKey(config.dataKey); from = 'env';
  } else if (existsSync(join(config.dataDir, 'data.key'))) {
    key = parseKey(readFileSync(join(config.dataDir, 'data.key'), 'utf8').trim()); from = 'data-dir';
  }
  if (!key) throw fail(`this backup needs its data key (check ${manifest.key_check}) and none was given: pass --key-file FILE or set MCA_DATA_KEY; ${why}`);
  if (keyCheck(key) !== manifest.key_check) {
    throw fail(`the data key given (check ${keyCheck(key)}) is not this backup's (check ${manifest.key_check}): ${why}; pass the backup's key with --key-file FILE`);
  }
  return { key, from };
}

export async function restore(config: Config, file: string, options: { keyFile?: string; force?: boolean } = {}): Promise<RestoreReport> {
  const { manifest, offset } = readHeader(file);
  const dialect: Manifest['dialect'] = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.dialect !== dialect) {
    throw fail(`this is a ${manifest.dialect} backup and this installation uses ${dialect}: restore it into ${manifest.dialect === 'postgres' ? 'a PostgreSQL database (DATABASE_URL)' : 'a data dir without DATABASE_URL'}`);
  }
  const { key, from } = restoreKey(config, manifest, options.keyFile);
  if (!options.force && (await holdsData(config))) {
    throw fail('this installation already holds data: stop its server and workers and pass --force to replace it with the backup');
  }
  const payload = () => createReadStream(file, { start: offset });
  if (dialect === 'sqlite') {
    privateDir(config.dataDir);
    const target = sqliteFile(config);
    const incoming = `${target}.restoring`;
    try {
      await pipeline(payload(), createWriteStream(incoming, { mode: 0o600 }));
      fsyncFile(incoming);
      checkIntegrity(incoming);
      for (const extra of ['-wal', '-shm']) rmSync(target + extra, { force: true });
      renameSync(incoming, target);
    } finally { rmSync(incoming, { force: true }); }
  } else {
    await restorePostgres(config.databaseUrl!, payload());
  }
  // A key given as a file goes where the installation reads it (unless MCA_DATA_KEY, equal to it, is set).
  let keyWritten: string | null = null;
  if (from === 'file' && !config.dataKey) {
    privateDir(config.dataDir);
    keyWritten = join(config.dataDir, 'data.key');
    const tmp = `${keyWritten}.restoring`;
    writeFileSync(tmp, `${key.toString('hex')}\n`, { mode: 0o600 });
    renameSync(tmp, keyWritten);
  }
  return { file, dialect, key_check: manifest.key_check, created_at: manifest.created_at, key_written: keyWritten };
}

/**
 * pg_restore turns the dump into SQL, and psql runs it after dropping what the database holds (every schema of ours:
 * public and pg-boss's), all in one transaction: a failure leaves the database as it was. (pg_restore --clean cannot
 * drop pg-boss's partitioned tables' inherited constraints.)
 */
async function restorePostgres(url: string, payload: NodeJS.ReadableStream) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let schemas: string[];
  try {
    schemas = (await client.query("SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'")).rows.map((r) => r.nspname as string);
  } finally { await client.end(); }
  const prefix = `${schemas.map((n) => `DROP SCHEMA IF EXISTS "${n.replace(/"/g, '""')}" CASCADE;`).join('\n')}\nCREATE SCHEMA public;\n`;
  const toSql = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let restoreErr = '';
  toSql.stderr!.on('data', (d: Buffer) => { restoreErr = (restoreErr + d.toString()).slice(-4000); });
  const toSqlExit = once(toSql, 'close') as Promise<[number | null]>;
  const feeding = pipeline(payload, toSql.stdin!).catch(() => {});
  const { PassThrough } = await import('node:stream');
  const sql = new PassThrough();
  sql.write(prefix);
  toSql.stdout!.pipe(sql);
  const applying = run('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], { input: sql });
  const [code] = await toSqlExit;
  await feeding;
  if (code !== 0) { sql.destroy(); await applying.catch(() => {}); throw fail(`pg_restore failed (exit ${code}): ${restoreErr.trim()}`); }
  await applying;
}

/** True when the target has organizations already (a fresh or empty database has none). */
async function holdsData(config: Config): Promise<boolean> {
  if (!config.databaseUrl) {
    const file = sqliteFile(config);
    if (!existsSync(file) || statSync(file).size === 0) return false;
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'organizations'").get();
      return table ? Boolean(db.prepare('SELECT 1 FROM organizations LIMIT 1').get()) : false;
    } finally { db.close(); }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const exists = (await client.query("SELECT to_regclass('public.organizations') AS t")).rows[0].t;
    return exists ? (await client.query('SELECT 1 FROM organizations LIMIT 1')).rowCount! > 0 : false;
  } finally { await client.end(); }
}

