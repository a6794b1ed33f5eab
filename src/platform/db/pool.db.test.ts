// A PostgreSQL connection dropped while it is checked out of the pool (inside a transaction, between two statements)
// must fail that transaction, not crash the process: pg emits 'error' on a checked-out client with no listener of the
// pool's, and an 'error' event without a listener is an uncaught exception. Seen when PostgreSQL restarted under load
// (scripts/faults.ts): the worker process died. pg_terminate_backend sends the same 57P01 a restart sends.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDialect, type FreshDatabase } from '../../../test/db.ts';
import { openDatabase, type DatabaseHandle } from './index.ts';

describe.runIf(testDialect() === 'postgres')('PostgreSQL pool', () => {
  let fresh: FreshDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
    handle = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir, poolSize: 2 });
  });
  afterAll(async () => { await handle.close(); await fresh.drop(); });

  it('survives a connection terminated mid-transaction and serves the next query', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      const admin = new pg.Client({ connectionString: fresh.databaseUrl! });
      await admin.connect();
      const failed = handle.db.transaction().execute(async (trx) => {
        const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 200)); // the FATAL message arrives while no query is running
        await sql`select 1`.execute(trx);
      });
      await expect(failed).rejects.toThrow();
      await admin.end();
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0]!.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
