// The parsed statements behind a deal, for the dashboard and for the next upload to the deal: the parsings linked to
// the deal (made with it, or read by the matching that made it) and the newest completed one's result, which is what
// the deal's financials were last written from (a parsing's completion writes them: service.ts). An upload to an
// existing deal is analysed together with that result's documents, so the newest result holds every statement of
// the deal's uploads since (its internal `extracted.parsings` lists them). Read-only; results are decrypted by the
// jobs repository's own find, so this file never sees the cipher.
//
// Completed results are cached per process (RESULTS_CACHED below): the deal page otherwise read, decrypted and
// JSON-parsed the whole stored result (which also holds the extracted documents, about twice the bytes) on every view.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../platform/db/index.ts';
import type { Database } from '../platform/db/schema.ts';
import type { JobsRepository } from '../platform/jobs/repository.ts';
import { isUuid } from '../platform/ids.ts';
import { deepFreeze, Lru } from '../platform/lru.ts';
import { requireArea, requireScope } from '../orgs/access.ts';
import type { AuthContext } from '../orgs/model.ts';
import type { ParseResult } from '../statements/index.ts';
import { shownResult, type StoredParseResult } from './stored-result.ts';

export interface DealParsingRow {
  id: string; status: 'queued' | 'processing' | 'completed' | 'failed'; created_at: string; completed_at: string | null;
  error: string | null;
}

/** The parsings of a deal: made with it (or for it), or read by the matching that made it. */
const ofDeal = (orgId: string, dealId: string) => (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([
  eb('org_id', '=', orgId), eb('kind', '=', 'parse'),
  eb.or([
    eb('deal_id', '=', dealId),
    // A matching with create_deal and a parsing that made no deal of its own makes the deal from that parsing.
    eb('id', 'in', eb.selectFrom('jobs as m').select('m.parsing_id')
      .where('m.org_id', '=', orgId).where('m.kind', '=', 'match').where('m.deal_id', '=', dealId)
      .where('m.parsing_id', 'is not', null)),
  ]),
]);

export function dealStatementsRepository(db: Db) {
  return {
    /** The organization's parsings of a deal, newest first (without their results). */
    async parsingsOf(orgId: string, dealId: string, tx: Db = db): Promise<DealParsingRow[]> {
      return tx.selectFrom('jobs').select(['id', 'status', 'created_at', 'completed_at', 'error'])
        .where(ofDeal(orgId, dealId))
        .orderBy('created_at', 'desc').orderBy('id', 'desc')
        .execute();
    },
    /** The id of the deal's parsing that completed last (its financials come from that one), if any: the same
     *  order as `forDeal`'s current parsing. */
    async latestCompleted(orgId: string, dealId: string, tx: Db = db): Promise<string | undefined> {
      const row = await tx.selectFrom('jobs').select('id')
        .where(ofDeal(orgId, dealId)).where('status', '=', 'completed')
        .orderBy('completed_at', 'desc').orderBy('id', 'desc')
        .limit(1).executeTakeFirst();
      return row?.id;
    },
  };
}

export interface DealParsing { id: string; status: DealParsingRow['status']; created_at: string; completed_at: string | null; error: { code: string; message: string } | null }

export interface DealStatements {
  /** Every parsing of the deal, newest first. */
  parsings: DealParsing[];
  /** The newest completed parsing and its result; null when none has completed. `includes`: the earlier parsings
   *  whose statements are in that result (read together with it); any other completed parsing is not behind the
   *  figures (read before uploads to a deal were read together). */
  current: { parsing: DealParsing; result: ParseResult; includes: string[] } | null;
}

/**
 * The bounds of the cache of completed results, per process: at most 32 results, and at most 32 MB of stored JSON
 * among them (the decrypted text's length, documents included although only the shown part is kept). Measured on the
 * s01 sample, the kept objects take ~0.6 bytes of heap per byte of stored JSON, so the cache holds ~20 MB at the
 * most. The deal of the dashboard's benchmark (4 statements, 640 transactions) stores ~0.2 MB, so every one of 32
 * such deals fits; a result over the whole budget is not kept, and is read on every view as before.
 */
export const RESULTS_CACHED = { entries: 32, bytes: 32 * 1024 * 1024 } as const;

/** What a view needs of a completed parsing's stored result. Deep-frozen: it is shared by every view that hits it. */
interface CachedResult { result: ParseResult; includes: string[] }

export function dealStatementsService(deps: { db: Db; jobs: JobsRepository }) {
  const repo = dealStatementsRepository(deps.db);
  // A completed job's result is written once, when it completes (jobs repository `finish`; `mca rekey` re-encrypts
  // the same text), so an entry never goes stale. A new upload to the deal is a new job id, and which job
  // is current is asked of the database on every view (org-scoped), so a new completed parsing shows at once. The key
  // holds the organization as well as the id, so an entry is only ever found for the organization that read it.
  const cache = new Lru<string, CachedResult>(RESULTS_CACHED.entries, RESULTS_CACHED.bytes);

  async function completedResult(orgId: string, id: string): Promise<CachedResult | null> {
    const key = `${orgId}:${id}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const job = await deps.jobs.findOwned(id, orgId, 'parse');
    if (job?.status !== 'completed' || !job.result) return null;
    const stored = JSON.parse(job.result) as StoredParseResult;
    const entry = deepFreeze({ result: shownResult(stored), includes: stored.extracted?.parsings ?? [] });
    cache.set(key, entry, job.result.length);
    return entry;
  }

  return {
    /** The deal's parsings and current result; nothing for a deal of another organization (or no such deal). */
    async forDeal(auth: AuthContext, dealId: string): Promise<DealStatements> {
      requireArea(auth, 'deals');
      requireScope(auth, 'deals:read');
      if (!isUuid(dealId)) return { parsings: [], current: null };
      const rows = await repo.parsingsOf(auth.orgId, dealId);
      const parsings = rows.map((r): DealParsing => ({ id: r.id, status: r.status, created_at: r.created_at, completed_at: r.completed_at,
        error: r.error ? (JSON.parse(r.error) as { code: string; message: string }) : null }));
      // The deal carries the financials of the parsing that completed last (not the one uploaded last).
      const latest = parsings.filter((p) => p.status === 'completed')
        .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? '') || b.id.localeCompare(a.id))[0];
      if (!latest) return { parsings, current: null };
      const completed = await completedResult(auth.orgId, latest.id);
      if (!completed) return { parsings, current: null };
      return { parsings, current: { parsing: latest, ...completed } };
    },
  };
}

export type DealStatementsService = ReturnType<typeof dealStatementsService>;
