// The jobs behind deals, for the deal object's `parsings` and `matchings` (GET /v1/deals/{id}, and each deal of a
// page of GET /v1/deals): the parsings made with a deal or uploaded to it, the parsing a matching made the deal from,
// and every matching that reports on it (created with it, a rematch, matching after an upload). Ids, status and when
// each was requested, newest first. One query for any number of deals, through the jobs' deal index (migration 0008).
import type { Db } from '../platform/db/index.ts';

export interface DealJobRef { id: string; status: string; created_at: string }
export interface DealJobs { parsings: DealJobRef[]; matchings: DealJobRef[] }

const newestFirst = (a: DealJobRef, b: DealJobRef) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

export function dealJobsRepository(db: Db) {
  return {
    async ofDeals(orgId: string, dealIds: string[], tx: Db = db): Promise<Map<string, DealJobs>> {
      const out = new Map<string, DealJobs>(dealIds.map((id) => [id, { parsings: [], matchings: [] }]));
      if (dealIds.length === 0) return out;
      // One round trip: the deals' own jobs, and (a matching with create_deal from a parsing that made no deal of its
      // own made the deal from that parsing) the parsings the deals' matchings were made from.
      const rows = await tx.selectFrom('jobs').select(['id', 'kind', 'status', 'created_at', 'deal_id'])
        .where('org_id', '=', orgId).where('deal_id', 'in', dealIds)
        .unionAll(tx.selectFrom('jobs as m').innerJoin('jobs as p', 'p.id', 'm.parsing_id')
          .select(['p.id as id', 'p.kind as kind', 'p.status as status', 'p.created_at as created_at', 'm.deal_id as deal_id'])
          .where('m.org_id', '=', orgId).where('m.kind', '=', 'match').where('m.deal_id', 'in', dealIds)
          .where('p.org_id', '=', orgId).where('p.kind', '=', 'parse'))
        .execute();
      const seen = new Set<string>();
      for (const r of rows) {
        const jobs = r.deal_id ? out.get(r.deal_id) : undefined;
        if (!jobs || seen.has(`${r.deal_id}:${r.id}`)) continue;
        seen.add(`${r.deal_id}:${r.id}`);
        (r.kind === 'parse' ? jobs.parsings : jobs.matchings).push({ id: r.id, status: r.status, created_at: r.created_at });
      }
      for (const jobs of out.values()) { jobs.parsings.sort(newestFirst); jobs.matchings.sort(newestFirst); }
      return out;
    },
  };
}

export type DealJobsRepository = ReturnType<typeof dealJobsRepository>;
