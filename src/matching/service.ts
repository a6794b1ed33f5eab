// Matching jobs. A request is validated and, when asked, its deal created or updated (with the data the caller sent)
// in the request's transaction, together with the queued job. The worker loads the funders available to the
// organization at run time (current selections and profiles), runs the pure engine, and in one transaction stores
// the run, points the deal at it and records the event.
import type { Db } from '../platform/db/index.ts';
import { DomainError, notFound, validationFailed, type FieldIssue } from '../platform/errors.ts';
import { isUuid, nowIso, uuidv7 } from '../platform/ids.ts';
import { deepFreeze, Lru } from '../platform/lru.ts';
import type { JobHandler } from '../platform/jobs/runner.ts';
import type { JobRow, JobsRepository } from '../platform/jobs/repository.ts';
import { requireArea, requireScope } from '../orgs/access.ts';
import type { AuthContext, OrgKind } from '../orgs/model.ts';
import { mergePatch, prepareApplication, withoutNulls } from '../deals/application.ts';
import { applyPatch, type DealsService } from '../deals/service.ts';
import { checkRanges } from '../deals/ranges.ts';
import type { DealRecord, DealsRepository } from '../deals/repository.ts';
import type { DealView } from '../deals/schemas.ts';
import type { FundersService } from '../funders/service.ts';
import type { FunderRecord } from '../funders/repository.ts';
import type { ParsingService } from '../parsing/service.ts';
import { dealPatchFromParse } from '../parsing/to-deal.ts';
import type { ParseResult } from '../statements/index.ts';
import { matchFunders, type FunderResult, type MatchApplication, type MatchFinancials, type MatchFunder } from './engine.ts';
import type { MatchRun, MatchRunsRepository } from './repository.ts';
import { withStatementNote } from './statement-note.ts';
import { formReviewFlags } from '../deals/form-review.ts';
import { statementReview, type StatementReview } from '../deals/statement-review.ts';
import type { MatchingInput, MatchingView } from './schemas.ts';
import { recordEvent } from '../webhooks/outbox.ts';
import type { JobTransport } from '../platform/jobs/transport.ts';
import type { OrgSettingsRepository } from '../orgs/settings.ts';

export const MATCH_MAX_ATTEMPTS = 3;

/** What a queued job carries to the worker (jobs.input). Tax IDs are left out: the engine does not read them and
 * job rows are not encrypted. */
interface MatchJobInput {
  application: MatchApplication;
  financials: MatchFinancials;
  funder_ids: string[] | null;
  scope: { org_kind: OrgKind; funder_id: string | null };
  /** The review of the statements the figures come from (null: not from statements); jobs queued before it have none. */
  statements?: StatementReview | null;
}

export interface MatchingDeps {
  db: Db; jobs: JobsRepository; runs: MatchRunsRepository; funders: FundersService; parsing: ParsingService;
  deals: DealsService; dealsRepo: DealsRepository; transport: JobTransport; settings: OrgSettingsRepository;
  /** Records a completed run in the deal's activity log, in the completing transaction. */
  logged?: (tx: Db, deal: DealRecord, type: string, actor: string, data: Record<string, unknown>) => Promise<unknown>;
}

export function matchingView(job: JobRow, run?: MatchRun): MatchingView {
  return {
    matching_id: job.id, external_id: job.external_id, status: job.status, deal_id: job.deal_id, parsing_id: job.parsing_id,
    created_at: job.created_at, updated_at: job.updated_at, completed_at: job.completed_at,
    error: job.error ? (JSON.parse(job.error) as { code: string; message: string }) : null,
    funder_results: run?.results ?? [],
  };
}

/**
 * The bounds of `activeRunResults`' cache, per process: at most 64 runs and 2,000 funder results among them (a result
 * with its ~15 checks is ~2 KB parsed, plus ~4 KB of the dashboard's HTML rendered from it: ~12 MB at the most).
 */
export const RUNS_CACHED = { entries: 64, funderResults: 2000 } as const;

/**
 * The deals service's `funderResults` hook: the results of the deal's active run. A run is written once and never
 * changed (a rematch makes a new run and points the deal at it), so its results are kept by run id, deep-frozen, in a
 * small per-process LRU (RUNS_CACHED): every read of a deal (each view of its dashboard page) no longer parses the
 * run's JSON, and the same run gives the same array, so the dashboard renders its checks once per run
 * (deal-results.ts). The deal was read scoped to its organization, and the key holds that organization too.
 */
export function activeRunResults(runs: MatchRunsRepository) {
  const cache = new Lru<string, DealView['funder_results']>(RUNS_CACHED.entries, RUNS_CACHED.funderResults);
  return async (deal: DealRecord, tx: Db): Promise<DealView['funder_results']> => {
    if (!deal.active_match_run_id) return [];
    const key = `${deal.org_id}:${deal.active_match_run_id}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const run = await runs.find(deal.active_match_run_id, tx);
    if (!run) return [];
    const results = deepFreeze(run.results);
    cache.set(key, results, results.length);
    return results;
  };
}

/** Exactly one input mode: parsing_id, or application and financials. */
function checkMode(body: MatchingInput) {
  const issues: FieldIssue[] = [];
  if (body.parsing_id !== undefined) {
    if (body.financials !== undefined) issues.push({ field: 'financials', issue: 'is not allowed with parsing_id (the parsing supplies the financials)' });
  } else if (body.application === undefined && body.financials === undefined) {
    issues.push({ field: 'parsing_id', issue: 'either parsing_id, or application and financials, is required' });
  } else {
    if (body.application === undefined) issues.push({ field: 'application', issue: 'is required with financials' });
    if (body.financials === undefined) issues.push({ field: 'financials', issue: 'is required with application' });
  }
  if (issues.length) throw validationFailed(issues);
}

function withoutTaxIds(app: Record<string, unknown>): MatchApplication {
  const { business_tax_id: _t, ...rest } = app;
  if (Array.isArray(rest.applicants)) rest.applicants = rest.applicants.map(({ tax_id: _a, date_of_birth: _b, ...a }: Record<string, unknown>) => a);
  return rest as MatchApplication;
}

export function matchingService(deps: MatchingDeps) {
  const { jobs, runs } = deps;

  // Parsed profiles keyed by funder id and updated_at: the engine caches compiled criteria per criteria array, so
  // handing it the same objects while a profile is unchanged keeps every run after the first warm (docs/matching.md).
  const profiles = new Map<string, { updatedAt: string; funder: MatchFunder }>();
  const asMatchFunder = (f: FunderRecord): MatchFunder => {
    const hit = profiles.get(f.id);
    if (hit && hit.updatedAt === f.updated_at) return hit.funder;
    const funder = { funder_id: f.id, funder_name: f.name, criteria: f.criteria };
    profiles.set(f.id, { updatedAt: f.updated_at, funder });
    return funder;
  };

  async function fundersFor(job: JobRow, input: MatchJobInput): Promise<MatchFunder[]> {
    // The organization's kind and funder tie as the job recorded them when it was queued.
    let available = await deps.funders.availableTo({ orgId: job.org_id, orgKind: input.scope.org_kind, funderId: input.scope.funder_id });
    if (input.funder_ids) {
      const wanted = new Set(input.funder_ids);
      available = available.filter((f) => wanted.has(f.id));
    }
    return available.map(asMatchFunder);
  }

  const event = (tx: Db, job: JobRow, status: 'completed' | 'failed') => recordEvent(tx, {
    id: uuidv7(), org_id: job.org_id, type: `match.matching.${status}`, created_at: nowIso(),
    data: { matching_id: job.id, external_id: job.external_id, deal_id: job.deal_id, status },
  });

  const handler: JobHandler<FunderResult[]> = {
    async run(job) {
      const input = JSON.parse(job.input) as MatchJobInput;
      const today = new Date().toISOString().slice(0, 10);
      const results = matchFunders({ application: input.application, financials: input.financials, today }, await fundersFor(job, input));
      return withStatementNote(results, input.statements);
    },
    async complete(tx, job, results) {
      const now = nowIso();
      const run: MatchRun = { id: uuidv7(), org_id: job.org_id, matching_id: job.id, deal_id: job.deal_id, results, created_at: now };
      await runs.insert(run, tx);
      if (job.deal_id) {
        const deal = await deps.dealsRepo.findOwned(job.deal_id, job.org_id, tx, true);
        // Two runs of one deal may finish out of order: the deal keeps the results of the run requested last.
        const current = deal?.active_match_run_id ? await runs.requestedAt(deal.active_match_run_id, tx) : undefined;
        if (deal && (current === undefined || current <= job.created_at)) {
          deal.active_match_run_id = run.id;
          deal.updated_at = now;
          await deps.dealsRepo.update(deal, tx);
          await deps.logged?.(tx, deal, 'match_run', 'system', { matching_id: job.id, funders: results.length,
            matched: results.filter((r) => r.matched).length });
        }
      }
      await event(tx, job, 'completed');
      return { match_run_id: run.id, funders: results.length };
    },
    async fail(tx, job) {
      await event(tx, job, 'failed');
    },
  };

  /** Application and financials to match on, from the parsing (with the caller's overrides) or as supplied. */
  async function matchData(auth: AuthContext, body: MatchingInput, tx: Db) {
    if (body.parsing_id === undefined) {
      return { parsing: null, application: prepareApplication(withoutNulls(body.application!)).application,
        financials: withoutNulls(body.financials! as Record<string, unknown>), review: null, formFlags: [] };
    }
    // The overrides are checked on their own first, so a bad tax ID is a 422 whatever the parsing's state.
    if (body.application) prepareApplication(withoutNulls(body.application));
    const parsing = await deps.parsing.findOwned(auth, body.parsing_id, tx);
    if (!parsing) throw notFound('parsing');
    if (parsing.status !== 'completed' || !parsing.result) {
      throw new DomainError('parsing_not_completed', `the parsing is ${parsing.status}; matching needs a completed parsing`);
    }
    const result = JSON.parse(parsing.result) as ParseResult;
    const parsed = dealPatchFromParse(result);
    // The caller's fields (CRM data: industry, credit scores, ...) override the parsed ones; null clears one.
    const merged = mergePatch(parsed.application as Record<string, unknown>, (body.application ?? {}) as Record<string, unknown>);
    return { parsing, application: prepareApplication(merged).application,
      financials: withoutNulls(parsed.financials as Record<string, unknown>), review: statementReview(result), formFlags: formReviewFlags(result) };
  }

  /** The deal the job reports on: the parsing's own deal when it made one (never a duplicate), else a new one. */
  async function dealFor(auth: AuthContext, body: MatchingInput, data: Awaited<ReturnType<typeof matchData>>, tx: Db) {
    if (data.parsing?.deal_id) {
      const deal = await deps.dealsRepo.findOwned(data.parsing.deal_id, auth.orgId, tx, true);
      if (deal) {
        // The parsed data is already on it (the parsing's completion wrote it); add what this request supplies.
        applyPatch(deal, { application: body.application, auto_submit: body.auto_submit });
        await deps.dealsRepo.update(deal, tx);
        return deal.id;
      }
    }
    const deal = deps.deals.newDeal(auth, { external_id: body.external_id ?? null, auto_submit: body.auto_submit,
      application: data.application, financials: data.financials });
    deal.statement_review = data.review;
    // The parsing's form-vs-statements flags (those of the fields the caller sent are settled by the caller).
    const sent = new Set(Object.keys(body.application ?? {}).map((k) => `application.${k}`));
    deal.review_flags.push(...data.formFlags.filter((f) => !sent.has(f.field)));
    await deps.dealsRepo.insert(deal, tx);
    return deal.id;
  }

  /** Inserts the queued job and tells the transport, in the caller's transaction. */
  async function enqueue(auth: Pick<AuthContext, 'orgId' | 'orgKind' | 'funderId'>, tx: Db, what: { application: Record<string, unknown>; financials: Record<string, unknown>;
    funderIds: string[] | null; externalId: string | null; dealId: string | null; parsingId: string | null; statements: StatementReview | null }): Promise<MatchingView> {
    const input: MatchJobInput = { application: withoutTaxIds(what.application), financials: what.financials,
      funder_ids: what.funderIds, scope: { org_kind: auth.orgKind, funder_id: auth.funderId }, statements: what.statements };
    const now = nowIso();
    const job: JobRow = { id: uuidv7(), kind: 'match', org_id: auth.orgId, status: 'queued', external_id: what.externalId,
      deal_id: what.dealId, parsing_id: what.parsingId, input: JSON.stringify(input), result: null, error: null,
      attempts: 0, max_attempts: MATCH_MAX_ATTEMPTS, locked_by: null, locked_until: null,
      created_at: now, updated_at: now, completed_at: null };
    await jobs.insert(job, tx);
    await deps.transport.enqueued(tx, job.id);
    return matchingView(job);
  }

  return {
    handler,
    /** Validates the request and queues its job (creating or updating the deal when asked) in the caller's transaction. */
    async create(auth: AuthContext, body: MatchingInput, tx: Db): Promise<MatchingView> {
      if (body.create_deal) { requireArea(auth, 'deals'); requireScope(auth, 'deals:write'); }
      checkMode(body);
      checkRanges(body);
      const data = await matchData(auth, body, tx);
      const dealId = body.create_deal ? await dealFor(auth, body, data, tx) : null;
      return enqueue(auth, tx, { application: data.application, financials: data.financials, funderIds: body.funder_ids ?? null,
        externalId: body.external_id ?? null, dealId, parsingId: body.parsing_id ?? null, statements: data.review });
    },
    /**
     * Rematch (the dashboard's button): queues a job for a stored deal with its current application and financials,
     * linked to the deal, so its run becomes the deal's active one when it completes. Every funder available to the
     * organization is evaluated. The deal's row is locked while the job is queued, so a concurrent edit lands either
     * before (and is matched) or after (and a later rematch picks it up).
     */
    async rematch(auth: AuthContext, dealId: string, tx: Db): Promise<MatchingView> {
      requireArea(auth, 'match'); requireScope(auth, 'match:write');
      const deal = isUuid(dealId) ? await deps.dealsRepo.findOwned(dealId, auth.orgId, tx, true) : undefined;
      if (!deal) throw notFound('deal');
      return enqueue(auth, tx, { application: deal.application, financials: deal.financials, funderIds: null,
        externalId: deal.external_id, dealId: deal.id, parsingId: null, statements: deal.statement_review });
    },
    /**
     * Matching follows parsing: called inside the transaction that completes an upload into a deal (after the deal
     * took the parsed figures). Unless the organization turned it off, or its plan lacks matching, queues a match of
     * the deal's current data against every funder available to the organization, linked to the deal and the
     * parsing: a match run like any other, which becomes the deal's active one when it completes.
     */
    async afterUpload(tx: Db, deal: DealRecord, parsingId: string): Promise<MatchingView | null> {
      const matcher = await deps.settings.uploadMatcher(deal.org_id, tx);
      if (!matcher) return null;
      return enqueue({ orgId: deal.org_id, ...matcher }, tx, { application: deal.application, financials: deal.financials,
        funderIds: null, externalId: deal.external_id, dealId: deal.id, parsingId, statements: deal.statement_review });
    },
    /**
     * A correction changed the deal's figures (issue 34, item 4): a deal that has funder results is matched again on
     * the corrected figures, in the correction's transaction, under the same setting and plan as matching after an
     * upload. Otherwise (setting off, no matching in the plan) its results stay, and the deal page marks them stale.
     */
    async afterCorrection(tx: Db, deal: DealRecord): Promise<MatchingView | null> {
      if (!deal.active_match_run_id) return null;
      const matcher = await deps.settings.uploadMatcher(deal.org_id, tx);
      if (!matcher) return null;
      return enqueue({ orgId: deal.org_id, ...matcher }, tx, { application: deal.application, financials: deal.financials,
        funderIds: null, externalId: deal.external_id, dealId: deal.id, parsingId: null, statements: deal.statement_review });
    },
    /** The deal's newest matching job that is still queued or running, if any (the dashboard's "in progress"). */
    async pendingForDeal(auth: AuthContext, dealId: string): Promise<MatchingView | null> {
      const job = isUuid(dealId) ? await runs.pendingJobOfDeal(auth.orgId, dealId) : undefined;
      return job ? matchingView(job) : null;
    },
    async get(auth: AuthContext, id: string): Promise<MatchingView> {
      const job = isUuid(id) ? await jobs.findOwned(id, auth.orgId, 'match') : undefined;
      if (!job) throw notFound('matching');
      return matchingView(job, job.status === 'completed' ? await runs.findByMatching(job.id) : undefined);
    },
  };
}

export type MatchingService = ReturnType<typeof matchingService>;
