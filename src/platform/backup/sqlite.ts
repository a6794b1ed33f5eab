// The SQLite side of `mca backup` and `mca restore`. The copy is made with VACUUM INTO (one read transaction: the
// database as of one moment while the server goes on writing) and counted there; a restore writes the backup's
// database beside the live one, checks it (integrity, foreign keys, the backup's row and index counts, a decrypt of
// sample fields) and only then puts it in place with a rename. Until that rename the live database is not touched.
import { randomBytes } from 'node:crypto';
import { closeSync, createWriteStream, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DatabaseSync } from 'node:sqlite';
import { DomainError } from '../errors.ts';
import type { Inner } from './format.ts';

const fail = (message: string) => new DomainError('invalid_request', message);
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

export function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try { fsyncSync(fd); } finally { closeSync(fd); }
}

/** Opens a file as SQLite, turning "file is not a database" and kin into one line that names the file. */
function openDb(file: string, what: string, readOnly = true): DatabaseSync {
  try { return new DatabaseSync(file, { readOnly }); } catch (e) { throw fail(`${what} is not a readable SQLite database (${(e as Error).message})`); }
}

/** A consistent copy of the live database in the data dir (private, like the database itself); the caller removes it. */
export function copyLive(liveFile: string): string {
  const copy = join(dirname(liveFile), `backup-${randomBytes(6).toString('hex')}.sqlite-copy`);
  const source = new DatabaseSync(liveFile);
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    source.exec(`VACUUM INTO ${quote(copy)}`);
  } catch (e) {
    rmSync(copy, { force: true });
    throw fail(`cannot copy the database: ${(e as Error).message}`);
  } finally { source.close(); }
  return copy;
}

/** Row counts per table, indexes and foreign keys of a database file. */
export function sqliteStats(file: string, what = file): Inner {
  const db = openDb(file, what);
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name").all() as Array<{ name: string }>;
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = Number((db.prepare(`SELECT count(*) AS n FROM ${ident(name)}`).get() as { n: number }).n);
    const indexes = Number((db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'index'").get() as { n: number }).n);
    const constraints = Number((db.prepare("SELECT count(*) AS n FROM sqlite_master m, pragma_foreign_key_list(m.name) WHERE m.type = 'table'").get() as { n: number }).n);
    return { tables: counts, indexes, constraints };
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw fail(`${what} cannot be read as a database: ${(e as Error).message}`);
  } finally { db.close(); }
}

export function checkIntegrity(file: string, what: string) {
  const db = openDb(file, what);
  try {
    let rows: Array<{ integrity_check: string }>;
    try { rows = db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>; } catch (e) {
      throw fail(`${what} failed SQLite's integrity check: ${(e as Error).message}`);
    }
    if (rows.length !== 1 || rows[0]!.integrity_check !== 'ok') {
      throw fail(`${what} failed SQLite's integrity check: ${rows.map((r) => r.integrity_check).join('; ').slice(0, 300)}`);
    }
    const orphans = db.prepare('PRAGMA foreign_key_check').all() as Array<{ table: string }>;
    if (orphans.length) throw fail(`${what} has ${orphans.length} rows whose foreign key points nowhere (first in ${orphans[0]!.table})`);
  } finally { db.close(); }
}

/** Encrypted values to try the key on: a few of each kind the service stores as text. */
const SAMPLES: Record<string, string> = {
  'deals.application (tax id)': "SELECT json_extract(application, '$.business_tax_id') AS v FROM deals WHERE v LIKE 'enc:%' ORDER BY random() LIMIT 3",
  'webhook_endpoints.secret': "SELECT secret AS v FROM webhook_endpoints WHERE secret LIKE 'enc:%' ORDER BY random() LIMIT 3",
  'jobs.result': "SELECT result AS v FROM jobs WHERE result LIKE 'enc:%' ORDER BY random() LIMIT 3",
  'idempotency_keys.response_body': "SELECT response_body AS v FROM idempotency_keys WHERE response_body LIKE 'enc:%' ORDER BY random() LIMIT 3",
};

export function sqliteSamples(file: string, what: string): Array<{ field: string; value: string }> {
  const db = openDb(file, what);
  try {
    const out: Array<{ field: string; value: string }> = [];
    for (const [field, query] of Object.entries(SAMPLES)) {
      let rows: Array<{ v: string }>;
      // A backup from an older version may lack a table or column: nothing of that kind to try.
      try { rows = db.prepare(query).all() as Array<{ v: string }>; } catch { continue; }
      for (const r of rows) out.push({ field, value: r.v });
    }
    return out;
  } finally { db.close(); }
}

/** Writes the backup's database beside the live one; the caller checks it, then `switchIn` or removes it. */
export async function writeIncoming(liveFile: string, payload: AsyncIterable<Buffer>): Promise<string> {
  const incoming = `${liveFile}.restoring`;
  rmSync(incoming, { force: true });
  try {
    await pipeline(Readable.from(payload), createWriteStream(incoming, { mode: 0o600 }));
    fsyncPath(incoming);
  } catch (e) {
    rmSync(incoming, { force: true });
    throw e;
  }
  return incoming;
}

/**
 * Puts the checked database in place. The live database's WAL is checkpointed into it first and removed: a WAL left
 * beside the new file would be replayed onto it. Then one rename (atomic), and the directory fsynced.
 */
export function switchIn(incoming: string, liveFile: string) {
  if (existsSync(liveFile)) {
    const live = new DatabaseSync(liveFile);
    try {
      live.exec('PRAGMA busy_timeout = 5000');
      const row = live.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number };
      if (row.busy) throw fail('the live database is in use: stop the server and workers, then restore again (nothing was changed)');
    } finally { live.close(); }
  }
  for (const extra of ['-wal', '-shm']) rmSync(liveFile + extra, { force: true });
  renameSync(incoming, liveFile);
  fsyncPath(dirname(liveFile));
}
