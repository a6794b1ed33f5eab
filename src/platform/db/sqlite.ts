// A small adapter from node:sqlite (built into Node, no native addon) to Kysely's SqliteDialect interface.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// node:sqlite binds neither booleans nor undefined; Kysely may pass both.
function bindable(params: ReadonlyArray<unknown>): any[] {
  return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p === undefined ? null : p));
}

/** Statements that only read: Kysely writes every query it builds as text starting with its verb. */
const READ_ONLY = /^\s*select\b/i;

export function openSqlite(file: string, busyTimeoutMs = 5_000): { database: SqliteDatabase; raw: DatabaseSync; writes: () => number } {
  const raw = new DatabaseSync(file);
  // WAL lets readers (other processes such as the CLI) read while the server writes; busy_timeout makes a
  // second process wait for the write lock instead of failing at once.
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  raw.exec(`PRAGMA busy_timeout = ${Math.floor(busyTimeoutMs)}`);
  // Prepared statements are kept by SQL text: Kysely asks for one per query, and preparing is the costly part.
  const cache = new Map<string, SqliteStatement>();
  // Every statement run on this connection that is not a plain SELECT (a write, a transaction's BEGIN or COMMIT, a
  // pragma) is counted: with data_version, which counts other connections' commits, it tells that nothing changed.
  let writes = 0;
  const database: SqliteDatabase = {
    // The cached statements are dropped before the connection closes, so none outlives its database waiting for the
    // collector (node:sqlite has had crashes from statements finalized after their database: CI's worker once died
    // with SIGSEGV in a file that closes one SQLite app and opens the next in the same process).
    close: () => { cache.clear(); raw.close(); },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) return hit;
      const s: StatementSync = raw.prepare(sql);
      // SQLite rolls a transaction back by itself on some errors (SQLITE_FULL: the disk is full); Kysely's ROLLBACK
      // after it would then fail, and its error would replace the one that says what happened.
      if (/^\s*rollback\s*;?\s*$/i.test(sql)) {
        return { reader: false, all: () => [], iterate: () => [][Symbol.iterator](),
          run: () => { writes++; return raw.isTransaction ? s.run() : { changes: 0, lastInsertRowid: 0 }; } } as SqliteStatement;
      }
      const counts = !READ_ONLY.test(sql);
      const statement: SqliteStatement = {
        reader: s.columns().length > 0,
        all: (params) => { if (counts) writes++; return s.all(...bindable(params)); },
        run: (params) => {
          if (counts) writes++;
          const r = s.run(...bindable(params));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (params) => { if (counts) writes++; return s.iterate(...bindable(params)) as IterableIterator<unknown>; },
      };
      if (cache.size > 500) cache.clear();
      cache.set(sql, statement);
      return statement;
    },
  };
  return { database, raw, writes: () => writes };
}
