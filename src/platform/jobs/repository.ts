// SQL for the durable job table. A job is claimed by a worker with a lease (locked_by, locked_until); a lease that
// runs out (the worker died) makes the job claimable again. Completion is conditional on still holding the lease, so
// a job's effects commit exactly once even when two workers raced for it.
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/index.ts';
import type { JobsTable } from '../db/schema.ts';
import type { FieldCipher } from '../crypto.ts';

export type JobRow = JobsTable;
export type JobKind = JobsTable['kind'];

export interface JobsStorage {
  /** Encrypts results at rest (they hold every transaction of the statements); none in unit tests of the queue. */
  cipher?: FieldCipher;
  /** Keep uploaded file bytes after the job ends (MCA_KEEP_UPLOADS); by default they are erased, name/hash/size/pages stay. */
  keepUploads?: boolean;
}

export function jobsRepository(db: Db, dialect: Dialect, storage: JobsStorage = {}) {
  const { cipher } = storage;
  const opened = (row: JobRow | undefined): JobRow | undefined =>
    row && row.result && cipher ? { ...row, result: cipher.decrypt(row.result) } : row;
  return {
    async insert(job: JobRow, tx: Db = db) {
      await tx.insertInto('jobs').values(job).execute();
    },
    /** The job no longer points at its deal (the deal it made was removed: a failed upload's empty deal). */
    async detachDeal(tx: Db, id: string) {
      await tx.updateTable('jobs').set({ deal_id: null }).where('id', '=', id).execute();
    },
    find: async (id: string, tx: Db = db) => opened(await tx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()),
    findOwned: async (id: string, orgId: string, kind: JobKind, tx: Db = db) =>
      opened(await tx.selectFrom('jobs').selectAll().where('id', '=', id).where('org_id', '=', orgId).where('kind', '=', kind).executeTakeFirst()),

    /**
     * Claims the oldest runnable job of the given kinds: queued, or processing with an expired lease. Matchings
     * (milliseconds each) go before parsings (seconds each), so a matching never waits behind a queue of PDFs; then
     * the organization with the fewest jobs in progress goes first (fair claiming: one organization's upload burst,
     * or a file that takes a worker's whole time limit, does not queue everyone else behind it); then age.
     */
    async claim(workerId: string, kinds: JobKind[], leaseMs: number): Promise<JobRow | undefined> {
      const now = new Date();
      const nowIso = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const skipLocked = dialect === 'postgres' ? sql` for update skip locked` : sql``;
      const result = await sql<JobRow>`
        update jobs set status = 'processing', locked_by = ${workerId}, locked_until = ${until},
          attempts = attempts + 1, updated_at = ${nowIso}
        where id = (
          select id from jobs
          where kind in (${sql.join(kinds)})
            and (status = 'queued' or (status = 'processing' and locked_until < ${nowIso}))
          order by case when kind = 'match' then 0 else 1 end,
            (select count(*) from jobs busy where busy.org_id = jobs.org_id and busy.status = 'processing' and busy.locked_until >= ${nowIso}),
            created_at limit 1${skipLocked})
          and (status = 'queued' or (status = 'processing' and locked_until < ${nowIso}))
        returning *`.execute(db);
      return opened(result.rows[0]);
    },

    async heartbeat(id: string, workerId: string, leaseMs: number): Promise<boolean> {
      const r = await db.updateTable('jobs').set({ locked_until: new Date(Date.now() + leaseMs).toISOString() })
        .where('id', '=', id).where('locked_by', '=', workerId).where('status', '=', 'processing').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Ends a job we hold; false when the lease was lost (someone else will finish it). */
    async finish(tx: Db, id: string, workerId: string, outcome: { status: 'completed' | 'failed'; result?: unknown; error?: { code: string; message: string } }) {
      const now = new Date().toISOString();
      const r = await tx.updateTable('jobs').set({
        status: outcome.status,
        result: outcome.result === undefined ? null : cipher ? cipher.encrypt(JSON.stringify(outcome.result)) : JSON.stringify(outcome.result),
        error: outcome.error ? JSON.stringify(outcome.error) : null, locked_by: null, locked_until: null,
        updated_at: now, completed_at: now,
      }).where('id', '=', id).where('locked_by', '=', workerId).where('status', '=', 'processing').executeTakeFirst();
      const ended = Number(r.numUpdatedRows) === 1;
      // The job is over: its uploaded statements are not needed any more (their name, hash, size and page count stay).
      // Files are stored in chunks; a row written before chunking holds its bytes in job_files.content.
      if (ended && !storage.keepUploads) {
        await tx.deleteFrom('job_file_chunks').where('job_id', '=', id).execute();
        await tx.updateTable('job_files').set({ content: new Uint8Array(0) }).where('job_id', '=', id).execute();
      }
      return ended;
    },

    /** Gives a job back to the queue (graceful shutdown, or a retryable failure). */
    async release(id: string, workerId: string) {
      await db.updateTable('jobs').set({ status: 'queued', locked_by: null, locked_until: null, updated_at: new Date().toISOString() })
        .where('id', '=', id).where('locked_by', '=', workerId).where('status', '=', 'processing').execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
