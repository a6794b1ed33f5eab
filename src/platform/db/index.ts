// The database handle: Kysely over node:sqlite by default, over PostgreSQL when DATABASE_URL is set.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db; dialect: Dialect; close(): Promise<void>;
  /**
   * A number that changes when another connection or process has committed (SQLite's data_version: a pragma with
   * no table read, microseconds). Null on PostgreSQL, where changes are announced with NOTIFY instead.
   */
  changeStamp: (() => number) | null;
  /**
   * A value that changes whenever the data may have changed: a commit by another connection (data_version, asked
   * once per turn of the event loop) or any statement other than a SELECT run on this one. Null on PostgreSQL, where
   * other nodes write without telling.
   */
  dataStamp: (() => string) | null;
}

/** `read`'s answer, asked at most once per turn of the event loop (the first caller of a turn asks). */
export function oncePerTurn(read: () => number): () => number {
  let turn: number | null = null;
  const forget = () => { turn = null; };
  return () => {
    if (turn === null) { turn = read(); setImmediate(forget); }
    return turn;
  };
}

/** pg's own message when an answer did not come within query_timeout. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * `timeouts` (from the config; none when omitted, as for the tests' template databases): a PostgreSQL that stops
 * answering (frozen, or a network that drops packets) fails a request within a few seconds instead of holding it:
 * a new or pooled connection within connectTimeoutMs, a statement within statementTimeoutMs (the server cancels
 * it; if the server itself does not answer, we stop waiting 1 s later and throw the connection away).
 */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string; poolSize?: number; timeouts?: DatabaseTimeouts }): DatabaseHandle {
  const t = options.timeouts;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl, max: options.poolSize ?? 10, keepAlive: true,
      ...(t ? {
        connectionTimeoutMillis: t.connectTimeoutMs,
        ...(t.statementTimeoutMs ? { statement_timeout: t.statementTimeoutMs, query_timeout: t.statementTimeoutMs + 1000 } : {}),
        ...(t.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: t.idleInTransactionTimeoutMs } : {}),
      } : {}),
    });
    // A dropped connection must not crash the process: the pool replaces it and the next query reports the error.
    pool.on('error', () => {});
    // The pool listens for errors on idle clients only; a client dropped while checked out (in a transaction, between
    // statements: PostgreSQL restarting) emits 'error' with no listener, an uncaught exception. Its transaction fails
    // on the next statement and pg-pool discards the unqueryable client on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // pg gives up on an answer after query_timeout but keeps the query as its active one: the connection would go
      // back to the pool and every later query on it would wait behind an answer that may never come. Closing its
      // socket makes pg-pool discard it (a connection that cannot query is not reused).
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          return result.catch((e: unknown) => {
            if ((e as Error)?.message === READ_TIMEOUT) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
            throw e;
          });
        }
        return result;
      };
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), changeStamp: null, dataStamp: null };
  }
  privateDir(options.dataDir);
  const file = join(options.dataDir, 'mca.sqlite');
  // SQLite gives its -wal and -shm files the database file's mode: create that file 0600 before SQLite does.
  privateFile(file);
  // SQLite waits for another connection's write lock at most the statement timeout (then "database is locked": 503).
  const { database, raw, writes } = openSqlite(file, t?.statementTimeoutMs || 5_000);
  const stamp = raw.prepare('PRAGMA data_version');
  const changeStamp = () => Number((stamp.get() as { data_version: number }).data_version);
  const othersTurn = oncePerTurn(changeStamp);
  for (const extra of ['-wal', '-shm']) if (existsSync(file + extra)) chmodSync(file + extra, 0o600);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', close: () => db.destroy(), changeStamp, dataStamp: () => `${othersTurn()}:${writes()}` };
}

/** The data directory: created 0700, and tightened to 0700 if it exists (it holds the database and the data key). */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** A file only the service's user can read or write (0600), created empty when missing. */
export function privateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/** True when an error is a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
