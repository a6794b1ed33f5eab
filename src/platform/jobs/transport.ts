// How a queued job reaches workers in other processes.
// - SQLite (one process): nothing to send; the local worker is woken after commit and polls as a floor.
// - PostgreSQL: a pg-boss message per job, sent in the SAME transaction as the job row (so a job exists in the queue
//   exactly when its row does). Workers subscribe with LISTEN/NOTIFY and wake at once; the message carries only the
//   job id: the row in `jobs` stays the source of truth, and the leased claim on it keeps effects exactly-once
//   (a duplicate wake-up finds nothing to claim).
import { CompiledQuery } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/index.ts';

export const QUEUE = 'mca-jobs';

export interface JobTransport {
  /** Called inside the transaction that inserts the job row. */
  enqueued(tx: Db, jobId: string): Promise<void>;
  /** Worker side: call `wake` whenever a job may be waiting. */
  subscribe(wake: () => void): Promise<void>;
  stop(): Promise<void>;
}

export const localTransport: JobTransport = { enqueued: async () => {}, subscribe: async () => {}, stop: async () => {} };

export function pgBossTransport(databaseUrl: string, log: Logger, connectTimeoutMs?: number): JobTransport {
  let ready: Promise<PgBoss> | null = null;
  const boss = () => (ready ??= (async () => {
    const b = new PgBoss({ connectionString: databaseUrl, useListenNotify: true, max: 4, schedule: false,
      ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}) });
    b.on('error', (error) => log.warn({ err: error }, 'pg-boss error'));
    await b.start();
    // Retention is short: a message only wakes workers; the job's history lives in `jobs`.
    await b.createQueue(QUEUE, { notify: true, retentionSeconds: 3600, deleteAfterSeconds: 3600 }).catch(() => {});
    return b;
  })().catch((error: unknown) => {
    // Started while the database was away: try again on the next use instead of failing every later one.
    ready = null;
    throw error;
  }));

  return {
    async enqueued(tx, jobId) {
      const b = await boss();
      await b.send(QUEUE, { job_id: jobId }, {
        db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: (await tx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as any[] }) },
      });
    },
    async subscribe(wake) {
      const b = await boss();
      await b.work(QUEUE, { batchSize: 10, pollingIntervalSeconds: 2 }, async () => { wake(); });
    },
    async stop() {
      if (ready) await (await ready).stop({ graceful: true, timeout: 5000 });
      ready = null;
    },
  };
}
