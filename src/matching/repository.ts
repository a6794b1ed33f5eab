// SQL for match runs: the stored results of completed matching jobs (apart from the deal, which points at its active
// run), and the one question about matching jobs the jobs repository does not answer (a deal's unfinished job).
import type { Db } from '../platform/db/index.ts';
import type { MatchRunsTable } from '../platform/db/schema.ts';
import type { JobRow } from '../platform/jobs/repository.ts';
import type { FunderResult } from './engine.ts';

export interface MatchRun { id: string; org_id: string; matching_id: string; deal_id: string | null; results: FunderResult[]; created_at: string }

const fromRow = (r: MatchRunsTable): MatchRun => ({ ...r, results: JSON.parse(r.results) as FunderResult[] });

export function matchRunsRepository(db: Db) {
  return {
    async insert(run: MatchRun, tx: Db = db) {
      await tx.insertInto('match_runs').values({ ...run, results: JSON.stringify(run.results) }).execute();
    },
    async find(id: string, tx: Db = db): Promise<MatchRun | undefined> {
      const r = await tx.selectFrom('match_runs').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? fromRow(r) : undefined;
    },
    async findByMatching(matchingId: string, tx: Db = db): Promise<MatchRun | undefined> {
      const r = await tx.selectFrom('match_runs').selectAll().where('matching_id', '=', matchingId).executeTakeFirst();
      return r ? fromRow(r) : undefined;
    },
    /**
     * A deal's newest matching job that has not finished (queued, or processing). Reads through the runnable-jobs
     * index (status, created_at): unfinished jobs are few, whatever the size of the job history.
     */
    async pendingJobOfDeal(orgId: string, dealId: string, tx: Db = db): Promise<JobRow | undefined> {
      return tx.selectFrom('jobs').selectAll().where('status', 'in', ['queued', 'processing']).where('kind', '=', 'match')
        .where('deal_id', '=', dealId).where('org_id', '=', orgId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    },
    /** When the job behind a run was requested: a deal's active run only moves to a run requested later. */
    async requestedAt(runId: string, tx: Db = db): Promise<string | undefined> {
      const r = await tx.selectFrom('match_runs').innerJoin('jobs', 'jobs.id', 'match_runs.matching_id')
        .select('jobs.created_at').where('match_runs.id', '=', runId).executeTakeFirst();
      return r?.created_at;
    },
  };
}

export type MatchRunsRepository = ReturnType<typeof matchRunsRepository>;
