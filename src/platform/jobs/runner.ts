// The job worker: claims jobs from the table, runs them with bounded concurrency, and commits each job's effects in
// the same transaction as its completion. Crash behaviour:
// - a worker that dies mid-job stops renewing its lease; after the lease runs out another worker (or this one after a
//   restart) claims the job again and runs it from the start; effects committed only with completion, so once.
// - a job that has been claimed max_attempts times and still not finished (it keeps crashing its worker) is failed
//   with error.code `worker_crashed` when it is claimed once more.
// - a handler that throws JobFailure fails the job at once (a permanent, explained failure); any other error is
//   retried until max_attempts, then the job fails with `internal_error`.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/index.ts';
import type { JobKind, JobRow, JobsRepository } from './repository.ts';
import { createClaimLoop } from './claim-loop.ts';

/** A job that cannot succeed. `message` is what the caller sees (short, no internals); `detail` goes only to the log. */
export class JobFailure extends Error {
  readonly code: string;
  readonly detail: string | undefined;
  constructor(code: string, message: string, detail?: string) { super(message); this.code = code; this.detail = detail; }
}

/** A failure worth another attempt (a crashed worker thread); after the last attempt the job fails with `code`. */
export class RetryableJobError extends Error {
  readonly code: string;
  readonly detail: string | undefined;
  constructor(code: string, message: string, detail?: string) { super(message); this.code = code; this.detail = detail; }
}

export interface JobHandler<Output = unknown> {
  /** The work; may take long; no database writes with effects here. */
  run(job: JobRow): Promise<Output>;
  /** Effects of success, inside the completing transaction. Returns the stored result. */
  complete(tx: Db, job: JobRow, output: Output): Promise<unknown>;
  /** Effects of failure (events), inside the failing transaction. */
  fail(tx: Db, job: JobRow, error: { code: string; message: string }): Promise<void>;
}

export interface WorkerOptions {
  db: Db;
  repo: JobsRepository;
  handlers: Partial<Record<JobKind, JobHandler<any>>>;
  log: Logger;
  concurrency: number;
  leaseMs?: number;
  pollMs?: number;
}

export function createWorker(options: WorkerOptions) {
  const { db, repo, log } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const kinds = Object.keys(options.handlers) as JobKind[];
  const workerId = `w-${randomUUID()}`;
  const events = new EventEmitter();
  const loop = createClaimLoop<JobRow>({
    concurrency: options.concurrency, pollMs, keepAlive: true, log, what: 'job',
    claim: async () => { const job = await repo.claim(workerId, kinds, leaseMs); return job ? [job] : []; },
    run: (job) => execute(job),
  });

  async function end(job: JobRow, outcome: { result?: unknown; error?: { code: string; message: string } }, effects: (tx: Db) => Promise<unknown>) {
    const done = await db.transaction().execute(async (tx) => {
      const result = await effects(tx);
      const ok = await repo.finish(tx, job.id, workerId, outcome.error ? { status: 'failed', error: outcome.error } : { status: 'completed', result });
      if (!ok) throw new LostLease();
      return true;
    }).catch((e) => { if (e instanceof LostLease) return false; throw e; });
    if (done) events.emit('finished', { id: job.id, status: outcome.error ? 'failed' : 'completed' });
  }

  async function execute(job: JobRow) {
    const handler = options.handlers[job.kind]!;
    if (job.attempts > job.max_attempts) {
      const error = { code: 'worker_crashed', message: `the job stopped its worker ${job.max_attempts} times and was given up` };
      await end(job, { error }, (tx) => handler.fail(tx, job, error));
      return;
    }
    const beat = setInterval(() => { void repo.heartbeat(job.id, workerId, leaseMs).catch(() => {}); }, Math.max(1000, leaseMs / 3));
    try {
      const output = await handler.run(job);
      await end(job, { result: true }, (tx) => handler.complete(tx, job, output));
    } catch (error) {
      if (error instanceof JobFailure || job.attempts >= job.max_attempts) {
        const e = error instanceof JobFailure ? { code: error.code, message: error.message }
          : error instanceof RetryableJobError ? { code: error.code, message: error.message }
            : { code: 'internal_error', message: 'the job failed after every attempt' };
        if (!(error instanceof JobFailure || error instanceof RetryableJobError)) log.error({ err: error, job: job.id }, 'job failed');
        else log.warn({ job: job.id, code: e.code, detail: error.detail }, 'job failed');
        await end(job, { error: e }, (tx) => handler.fail(tx, job, e)).catch((err) => log.error({ err }, 'could not record job failure'));
      } else {
        log.warn({ err: error, job: job.id, attempt: job.attempts }, 'job attempt failed; retrying');
        await repo.release(job.id, workerId).catch(() => {});
      }
    } finally {
      clearInterval(beat);
    }
  }

  return {
    id: workerId,
    events,
    /** Wake the worker now (a job was enqueued in this process). */
    notify: () => loop.notify(),
    start() { if (kinds.length > 0) loop.start(); },
    /** Stop taking work; wait for in-flight jobs up to `graceMs`, then hand the rest back to the queue. */
    async stop(graceMs = 10_000) {
      for (const job of await loop.stop(graceMs)) await repo.release(job.id, workerId).catch(() => {});
    },
    get activeCount() { return loop.activeCount; },
  };
}

class LostLease extends Error {}

export type Worker = ReturnType<typeof createWorker>;
