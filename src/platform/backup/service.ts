// `mca backup`, `mca backup --verify` and `mca restore` (docs/operations.md, "Backup and restore").
// A backup is one sealed file (format.ts, seal.ts): a clear header naming the format, the database kind and the data
// key's id, then the database encrypted and authenticated with a key derived from the installation's data key. A
// restore authenticates the whole file before it touches anything, loads it beside the live database (SQLite) or in
// one transaction that it commits itself (PostgreSQL), checks what it loaded against the counts sealed in the backup
// and decrypts sample fields, and only then switches. Every failure is one line; the live database stays as it was.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DatabaseSync } from 'node:sqlite';
import type { Config } from '../config.ts';
import { createCipher, parseKey } from '../crypto.ts';
import { DomainError } from '../errors.ts';
import { privateDir } from '../db/index.ts';
import { header, keyCheck, readHeader, readInner, type BackupDialect, type Inner, type Manifest } from './format.ts';
import { CHUNK_BYTES, fileKey, openChunks, sealStream } from './seal.ts';
import { checkIntegrity, copyLive, fsyncPath, sqliteSamples, sqliteStats, switchIn, writeIncoming } from './sqlite.ts';
import { dumpPostgres, readDump, restorePostgres } from './postgres.ts';

export interface BackupReport { file: string; format: 2; dialect: BackupDialect; bytes: number; key_id: string; created_at: string; key_file: string | null; tables: number; rows: number }
export interface VerifyReport { file: string; format: 1 | 2; dialect: BackupDialect; bytes: number; key_id: string; created_at: string; tables: number | null; rows: number | null; warnings: string[] }
export interface RestoreReport { file: string; format: 1 | 2; dialect: BackupDialect; key_id: string; created_at: string; key_written: string | null; tables: number; rows: number; warnings: string[] }

const fail = (message: string) => new DomainError('invalid_request', message);
const sqliteFile = (config: Config) => join(config.dataDir, 'mca.sqlite');
const dialectOf = (config: Config): BackupDialect => (config.databaseUrl ? 'postgres' : 'sqlite');
const OLD_FORMAT = 'this backup is format 1 (made before backups were sealed): it is neither encrypted nor authenticated, so a damaged or edited file cannot be told apart; make a new backup with this version';
const rowsOf = (inner: Inner) => Object.values(inner.tables).reduce((a, b) => a + Number(b), 0);

/** Any error as one line (a DomainError as it is): the CLI prints no stack traces for these commands. */
function oneLine(e: unknown, doing: string): DomainError {
  if (e instanceof DomainError) return e;
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'ENOSPC') return new DomainError('service_unavailable', `out of disk space during ${doing}: nothing was changed`);
  return fail(`${doing} failed: ${String(err?.message ?? e).split('\n')[0]}`);
}

/** The installation's data key, without ever generating one (a backup of nothing is an error). */
function currentKey(config: Config): Buffer {
  if (config.dataKey) return parseKey(config.dataKey);
  const file = join(config.dataDir, 'data.key');
  if (!existsSync(file)) throw fail(`no data key: MCA_DATA_KEY is not set and ${file} does not exist`);
  return parseKey(readFileSync(file, 'utf8').trim());
}

export async function backup(config: Config, file: string, options: { keyOut?: string } = {}): Promise<BackupReport> {
  try { return await makeBackup(config, file, options); } catch (e) { throw oneLine(e, 'the backup'); }
}

async function makeBackup(config: Config, file: string, options: { keyOut?: string }): Promise<BackupReport> {
  const key = currentKey(config);
  const dialect = dialectOf(config);
  if (dialect === 'sqlite' && !existsSync(sqliteFile(config))) throw fail(`no database at ${sqliteFile(config)}`);
  if (existsSync(file)) throw fail(`${file} exists; choose a new name (a backup never overwrites one)`);
  if (options.keyOut && existsSync(options.keyOut)) throw fail(`${options.keyOut} exists; choose a new name for the key file`);
  const salt = randomBytes(16);
  const manifest: Manifest = { format: 2, dialect, created_at: new Date().toISOString(), key_id: keyCheck(key),
    payload: dialect === 'sqlite' ? 'sqlite-file' : 'pg_dump-custom', cipher: 'aes-256-gcm', chunk_bytes: CHUNK_BYTES, salt: salt.toString('hex') };
  const head = header(manifest);
  const sealed = fileKey(key, salt);
  const partial = `${file}.partial`;
  let inner: Inner | null = null;
  const write = async (stats: Inner, source: AsyncIterable<Buffer>) => {
    inner = stats;
    const out = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
    out.write(head);
    await pipeline(Readable.from(sealStream(sealed, head, Buffer.from(JSON.stringify(stats)), source)), out);
  };
  try {
    if (dialect === 'sqlite') {
      // The copy is plaintext, like the live database beside it: it stays in the private data dir, never next to the backup.
      const copy = copyLive(sqliteFile(config));
      try {
        checkIntegrity(copy, 'the copy');
        await write(sqliteStats(copy), createReadStream(copy));
      } finally { rmSync(copy, { force: true }); }
    } else {
      await dumpPostgres(config.databaseUrl!, (stats, output) => write(stats, output));
    }
    fsyncPath(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  if (options.keyOut) writeFileSync(options.keyOut, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  const stats = inner as Inner | null;
  return { file, format: 2, dialect, bytes: statSync(file).size, key_id: manifest.key_id, created_at: manifest.created_at,
    key_file: options.keyOut ?? null, tables: stats ? Object.keys(stats.tables).length : 0, rows: stats ? rowsOf(stats) : 0 };
}

type Source = 'file' | 'env' | 'data-dir';

/** The key a restore or a verify will use, checked against the backup's: a missing or different key is refused with why. */
function keyFor(config: Config, manifest: Manifest, keyFile: string | undefined): { key: Buffer; from: Source } {
  const why = manifest.format === 1
    ? 'without it the restored tax IDs, statements, webhook secrets and stored answers cannot be read'
    : 'without it the backup cannot be read (it is encrypted with it)';
  let key: Buffer | null = null;
  let from: Source = 'file';
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
  if (!key) throw fail(`this backup needs its data key (check ${manifest.key_id}) and none was given: pass --key-file FILE or set MCA_DATA_KEY; ${why}`);
  if (keyCheck(key) !== manifest.key_id) {
    throw fail(`the data key given (check ${keyCheck(key)}) is not this backup's (check ${manifest.key_id}): ${why}; pass the backup's key with --key-file FILE`);
  }
  return { key, from };
}

interface Opened { file: string; manifest: Manifest; header: Buffer; offset: number; sealed: Buffer | null }

function opened(file: string, key: Buffer): Opened {
  const { manifest, header: head, offset } = readHeader(file);
  return { file, manifest, header: head, offset, sealed: manifest.format === 2 ? fileKey(key, Buffer.from(manifest.salt!, 'hex')) : null };
}

/** Reads the whole sealed body, authenticating every chunk; its inner manifest. Nothing is written. */
async function authenticate(o: Opened): Promise<Inner> {
  let inner: Inner | null = null;
  for await (const plain of openChunks(o.file, o.offset, o.sealed!, o.header)) inner ??= readInner(plain, o.file);
  return inner!;
}

/** The database bytes: the sealed chunks after the first (each authenticated as it is read), or format 1's raw tail. */
async function* payloadOf(o: Opened): AsyncGenerator<Buffer> {
  if (!o.sealed) { yield* createReadStream(o.file, { start: o.offset }) as AsyncIterable<Buffer>; return; }
  let first = true;
  for await (const plain of openChunks(o.file, o.offset, o.sealed, o.header)) {
    if (first) { first = false; continue; }
    yield plain;
  }
}

function checkDialect(config: Config, manifest: Manifest) {
  const dialect = dialectOf(config);
  if (manifest.dialect !== dialect) {
    throw fail(`this is a ${manifest.dialect} backup and this installation uses ${dialect}: restore it into ${manifest.dialect === 'postgres' ? 'a PostgreSQL database (DATABASE_URL)' : 'a data dir without DATABASE_URL'}`);
  }
}

/** `mca backup --verify FILE`: the whole file authenticated with its key and its manifest read; nothing restored. */
export async function verify(config: Config, file: string, options: { keyFile?: string } = {}): Promise<VerifyReport> {
  try {
    const { manifest } = readHeader(file);
    const { key } = keyFor(config, manifest, options.keyFile);
    const o = opened(file, key);
    const base = { file, format: manifest.format, dialect: manifest.dialect, bytes: statSync(file).size, key_id: manifest.key_id, created_at: manifest.created_at };
    if (manifest.format === 1) {
      await checkLegacy(o);
      return { ...base, tables: null, rows: null, warnings: [OLD_FORMAT] };
    }
    const inner = await authenticate(o);
    return { ...base, tables: Object.keys(inner.tables).length, rows: rowsOf(inner), warnings: [] };
  } catch (e) { throw oneLine(e, 'the check of the backup'); }
}

/**
 * What can be checked of a format-1 file without restoring it: its SQLite database opened from a private temporary
 * copy (integrity and foreign keys), or its pg_dump read to the end by pg_restore (a cut dump fails there).
 */
async function checkLegacy(o: Opened) {
  if (o.manifest.dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'mca-verify-'));
    try {
      const copy = join(dir, 'backup.sqlite');
      await pipeline(createReadStream(o.file, { start: o.offset }), createWriteStream(copy, { mode: 0o600 }));
      checkIntegrity(copy, `the database in ${o.file}`);
    } finally { rmSync(dir, { recursive: true, force: true }); }
    return;
  }
  await readDump(createReadStream(o.file, { start: o.offset }));
}

export async function restore(config: Config, file: string, options: { keyFile?: string; force?: boolean } = {}): Promise<RestoreReport> {
  try { return await restoreBackup(config, file, options); } catch (e) { throw oneLine(e, 'the restore'); }
}

async function restoreBackup(config: Config, file: string, options: { keyFile?: string; force?: boolean }): Promise<RestoreReport> {
  const { manifest } = readHeader(file);
  checkDialect(config, manifest);
  const { key, from } = keyFor(config, manifest, options.keyFile);
  if (!options.force && (await holdsData(config))) {
    throw fail('this installation already holds data: stop its server and workers and pass --force to replace it with the backup');
  }
  const o = opened(file, key);
  // Every byte authenticated before anything is touched: a cut or edited file is refused here.
  const expected = manifest.format === 2 ? await authenticate(o) : null;
  const warnings = manifest.format === 1 ? [OLD_FORMAT] : [];
  const cipher = createCipher(key, config.dataKeyPrevious ? [parseKey(config.dataKeyPrevious)] : []);
  const checks = loadedChecks(expected, (field, value) => { cipher.decrypt(value); return field; });
  let loaded: Inner;
  if (manifest.dialect === 'sqlite') {
    privateDir(config.dataDir);
    const live = sqliteFile(config);
    const incoming = await writeIncoming(live, payloadOf(o));
    try {
      checkIntegrity(incoming, 'the restored database');
      loaded = sqliteStats(incoming, 'the restored database');
      checks.stats(loaded);
      checks.samples(sqliteSamples(incoming, 'the restored database'));
      switchIn(incoming, live);
    } finally { rmSync(incoming, { force: true }); }
  } else {
    loaded = { tables: {}, indexes: 0, constraints: 0 };
    await restorePostgres(config.databaseUrl!, await schemasOf(config.databaseUrl!), payloadOf(o),
      { stats: (found) => { loaded = found; checks.stats(found); }, samples: checks.samples });
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
  return { file, format: manifest.format, dialect: manifest.dialect, key_id: manifest.key_id, created_at: manifest.created_at,
    key_written: keyWritten, tables: Object.keys(loaded.tables).length, rows: rowsOf(loaded), warnings };
}

/** The checks of a loaded database before the switch: the backup's counts (format 2) and sample decrypts. */
function loadedChecks(expected: Inner | null, decrypt: (field: string, value: string) => string) {
  const differs = (what: string) => fail(`the restored database does not match the backup (${what}); nothing was changed`);
  return {
    stats(found: Inner) {
      if (!expected) return;
      for (const [table, rows] of Object.entries(expected.tables)) {
        if (!(table in found.tables)) throw differs(`table ${table} is missing`);
        if (Number(found.tables[table]) !== Number(rows)) throw differs(`table ${table} has ${found.tables[table]} rows, the backup ${rows}`);
      }
      const extra = Object.keys(found.tables).filter((t) => !(t in expected.tables));
      if (extra.length) throw differs(`unexpected tables: ${extra.slice(0, 5).join(', ')}`);
      if (found.indexes !== expected.indexes) throw differs(`${found.indexes} indexes, the backup ${expected.indexes}`);
      if (found.constraints !== expected.constraints) throw differs(`${found.constraints} constraints, the backup ${expected.constraints}`);
    },
    samples(found: Array<{ field: string; value: string }>) {
      for (const s of found) {
        try { decrypt(s.field, s.value); } catch {
          throw fail(`a stored ${s.field} in the backup does not decrypt with the key given; nothing was changed`);
        }
      }
    },
  };
}

async function schemasOf(url: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query("SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'")).rows.map((r) => r.nspname as string);
  } finally { await client.end(); }
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
    } catch (e) {
      throw fail(`the live database at ${file} cannot be read (${(e as Error).message}): move it away or pass --force`);
    } finally { db.close(); }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const exists = (await client.query("SELECT to_regclass('public.organizations') AS t")).rows[0].t;
    return exists ? (await client.query('SELECT 1 FROM organizations LIMIT 1')).rowCount! > 0 : false;
  } finally { await client.end(); }
}
