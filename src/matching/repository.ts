// SQL for match runs: the stored results of completed matching jobs (apart from the deal, which points at its active
// run).
import type { Db } from '../platform/db/index.ts';
import type { MatchRunsTable } from '../platform/db/schema.ts';
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
    /** When the job behind a run was requested: a deal's active run only moves to a run requested later. */
    async requestedAt(runId: string, tx: Db = db): Promise<string | undefined> {
      const r = await tx.selectFrom('match_runs').innerJoin('jobs', 'jobs.id', 'match_runs.matching_id')
        .select('jobs.created_at').where('match_runs.id', '=', runId).executeTakeFirst();
      return r?.created_at;
    },
  };
}

export type MatchRunsRepository = ReturnType<typeof matchRunsRepository>;
