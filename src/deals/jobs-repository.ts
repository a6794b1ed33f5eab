// The jobs behind a deal, for the deal object's `parsings` and `matchings` (GET /v1/deals/{id}): the parsings made
// with it or uploaded to it, the parsing a matching made the deal from, and every matching that reports on it
// (created with it, a rematch, matching after an upload). Ids, status and when each was requested, newest first.
import type { Db } from '../platform/db/index.ts';

export interface DealJobRef { id: string; status: string; created_at: string }
export interface DealJobs { parsings: DealJobRef[]; matchings: DealJobRef[] }

export function dealJobsRepository(db: Db) {
  return {
    /** One query per deal, through the jobs' deal index (migration 0008). */
    async ofDeal(orgId: string, dealId: string, tx: Db = db): Promise<DealJobs> {
      const rows = await tx.selectFrom('jobs').select(['id', 'kind', 'status', 'created_at'])
        .where('org_id', '=', orgId)
        .where((eb) => eb.or([
          eb('deal_id', '=', dealId),
          // A matching with create_deal from a parsing that made no deal of its own made the deal from that parsing.
          eb.and([eb('kind', '=', 'parse'), eb('id', 'in', eb.selectFrom('jobs as m').select('m.parsing_id')
            .where('m.org_id', '=', orgId).where('m.kind', '=', 'match').where('m.deal_id', '=', dealId).where('m.parsing_id', 'is not', null))]),
        ]))
        .orderBy('created_at', 'desc').orderBy('id', 'desc')
        .execute();
      const ref = (r: (typeof rows)[number]): DealJobRef => ({ id: r.id, status: r.status, created_at: r.created_at });
      return { parsings: rows.filter((r) => r.kind === 'parse').map(ref), matchings: rows.filter((r) => r.kind === 'match').map(ref) };
    },
  };
}

export type DealJobsRepository = ReturnType<typeof dealJobsRepository>;
