import type { Db } from '../platform/db/index.ts';
import { notFound, validationFailed } from '../platform/errors.ts';
import { isUuid, nowIso, uuidv7 } from '../platform/ids.ts';
import { deepFreeze, Lru } from '../platform/lru.ts';
import type { AuthContext } from '../orgs/model.ts';
import { mergePatch, prepareApplication, withoutNulls } from './application.ts';
import type { DealListQuery, DealRecord, DealsRepository } from './repository.ts';
import type { CreateDealInput, DealView, PatchDealInput } from './schemas.ts';
import { STAGES } from './stages.ts';
import { reviewCount } from './statement-review.ts';
import { DIFFERS } from './form-review.ts';
import { checkRanges } from './ranges.ts';
import type { DealJobs } from './jobs-repository.ts';

const NO_JOBS: DealJobs = { parsings: [], matchings: [] };

/** The deal object's `parsings` and `matchings`: each job's id under its API name. */
const jobRefs = (jobs: DealJobs) => ({
  parsings: jobs.parsings.map((j) => ({ parsing_id: j.id, status: j.status, created_at: j.created_at })),
  matchings: jobs.matchings.map((j) => ({ matching_id: j.id, status: j.status, created_at: j.created_at })),
}) as Pick<DealView, 'parsings' | 'matchings'>;

export interface DealsDeps {
  db: Db;
  repo: DealsRepository;
  dashboardUrl: string;
  funderDashboardUrl: string;
  /** Funder results of the deal's active match run (wired by the matching feature). */
  funderResults?: (deal: DealRecord, tx: Db) => Promise<DealView['funder_results']>;
  /** Records a change in the deal's activity log, in the change's transaction (wired to the corrections feature). */
  logged?: (tx: Db, deal: DealRecord, type: string, actor: string, data: Record<string, unknown>) => Promise<unknown>;
  /** The parsings and matchings behind each of an organization's deals, newest first (jobs-repository.ts). */
  jobs?: (orgId: string, dealIds: string[], tx: Db) => Promise<Map<string, DealJobs>>;
  /** Changes whenever the database may have changed (DatabaseHandle.dataStamp); null where it cannot tell. */
  dataStamp?: (() => string) | null;
}

/** How many deal views `read` keeps per process (a view is a few KB at most). */
export const VIEWS_CACHED = 1_000;

const actorOf = (auth: AuthContext) => (auth.keyId.startsWith('user:') ? auth.keyId : `key:${auth.keyId}`);

export function dealsService(deps: DealsDeps) {
  const { repo } = deps;
  const views = new Lru<string, { view: DealView; stamp: string }>(VIEWS_CACHED);

  /** `jobs`: the deal's, when the caller read them for several deals at once (a page). */
  async function view(deal: DealRecord, tx: Db = deps.db, jobs?: DealJobs): Promise<DealView> {
    const base = deal.owner === 'funder' ? deps.funderDashboardUrl : deps.dashboardUrl;
    return {
      deal_id: deal.id, external_id: deal.external_id, owner: deal.owner, stage: deal.stage,
      auto_submit: deal.owner === 'funder' ? 'disabled' : deal.auto_submit,
      application: deal.application, financials: deal.financials,
      funder_results: deps.funderResults ? await deps.funderResults(deal, tx) : [],
      reconciliation: deal.reconciliation, review_flags: deal.review_flags,
      dashboard_url: `${base}/deals/${deal.id}`, created_at: deal.created_at, updated_at: deal.updated_at,
      corrected_fields: deal.corrected ?? [],
      statement_review: deal.statement_review,
      review_count: reviewCount(deal.review_flags.length, deal.statement_review, !!deal.corrected?.length),
      ...jobRefs(jobs ?? (deps.jobs ? (await deps.jobs(deal.org_id, [deal.id], tx)).get(deal.id)! : NO_JOBS)),
    };
  }

  /** Builds a new deal record (not yet stored): parsing and matching create deals through this too. */
  function newDeal(auth: AuthContext, input: CreateDealInput): DealRecord {
    const prepared = input.application ? prepareApplication(withoutNulls(input.application)) : { application: {}, review_flags: [] };
    const now = nowIso();
    const funder = auth.orgKind === 'funder';
    return {
      id: uuidv7(), org_id: auth.orgId, owner: auth.orgKind, external_id: input.external_id ?? null,
      stage: funder ? 'New submission' : 'Potential',
      // Funder-owned deals never auto-submit; a broker deal is `auto` unless the caller disables it.
      auto_submit: funder || input.auto_submit === 'disabled' ? 'disabled' : 'auto',
      application: prepared.application, financials: withoutNulls((input.financials ?? {}) as Record<string, unknown>),
      reconciliation: withoutNulls((input.reconciliation ?? {}) as Record<string, unknown>),
      review_flags: prepared.review_flags, active_match_run_id: null, created_at: now, updated_at: now, corrected: null,
      statement_review: null,
    };
  }

  return {
    view,
    newDeal,
    async create(auth: AuthContext, input: CreateDealInput, tx: Db = deps.db): Promise<DealView> {
      if (!input.application && !input.financials) {
        throw validationFailed([{ field: 'application', issue: 'at least one of application and financials is required' }]);
      }
      checkRanges(input);
      const deal = newDeal(auth, input);
      await repo.insert(deal, tx);
      await deps.logged?.(tx, deal, 'created', actorOf(auth), { external_id: deal.external_id });
      return view(deal, tx);
    },

    get,

    /**
     * GET /v1/deals/{id}: the deal's view, kept (frozen) per process by organization and id while the database has
     * not changed: any statement other than a read on this connection, or a commit by another (seen from the next
     * turn of the event loop, as revocations are), drops them all. The stamp is taken before the read, so a change
     * made during it makes the entry stale, never the answer. Where the database cannot tell (PostgreSQL), every read
     * goes to it.
     */
    async read(auth: AuthContext, id: string): Promise<DealView> {
      const stamp = deps.dataStamp?.();
      if (!stamp) return get(auth, id);
      const key = `${auth.orgId}:${id}`;
      const hit = views.get(key);
      if (hit && hit.stamp === stamp) return hit.view;
      const fresh = deepFreeze(await get(auth, id));
      views.set(key, { view: fresh, stamp });
      return fresh;
    },

    /**
     * GET /v1/deals: a page of the organization's deals, oldest change first, and the cursor of the next page (null
     * on the last). The cursor holds only the position; the filters are sent again with it.
     */
    async page(auth: AuthContext, q: DealPageInput): Promise<{ data: DealView[]; next_cursor: string | null }> {
      const limit = q.limit ?? DEFAULT_PAGE;
      const rows = await repo.pageOwned(auth.orgId, {
        limit: limit + 1, externalId: q.external_id, stage: q.stage,
        updatedSince: q.updated_since === undefined ? undefined : parseInstant(q.updated_since),
        after: q.cursor === undefined ? undefined : decodeCursor(q.cursor),
      });
      const more = rows.length > limit;
      const shown = more ? rows.slice(0, limit) : rows;
      const last = shown[shown.length - 1];
      const jobs = deps.jobs ? await deps.jobs(auth.orgId, shown.map((d) => d.id), deps.db) : new Map<string, DealJobs>();
      return { data: await Promise.all(shown.map((d) => view(d, deps.db, jobs.get(d.id) ?? NO_JOBS))), next_cursor: more && last ? encodeCursor(last) : null };
    },

    /** A page of the organization's deals (dashboard list). */
    list: (auth: AuthContext, q: DealListQuery) => repo.listOwned(auth.orgId, q),

    patch: (auth: AuthContext, id: string, input: PatchDealInput): Promise<DealView> => (checkRanges(input), change(auth, id, (deal) => {
      applyPatch(deal, input);
      return { type: 'api_change', data: { fields: Object.keys(input).sort() } };
    })),

    /** Moves the deal to another stage (the dashboard's control: the API keeps `stage` read-only). */
    async setStage(auth: AuthContext, id: string, stage: string): Promise<DealView> {
      if (!(STAGES as readonly string[]).includes(stage)) {
        throw validationFailed([{ field: 'stage', issue: `must be one of ${STAGES.join(', ')}` }]);
      }
      return change(auth, id, (deal) => {
        const before = deal.stage;
        deal.stage = stage;
        return before === stage ? null : { type: 'stage', data: { before, after: stage } };
      });
    },

    /**
     * Sets a broker deal's auto-submit (the dashboard's control). Unlike the API, where `disabled` is sticky, a
     * signed-in user of the organization may turn it back to `auto` (brief 3.2 only forbids the API from doing so).
     * A funder-owned deal never auto-submits: asking for `auto` on one is refused.
     */
    async setAutoSubmit(auth: AuthContext, id: string, value: string): Promise<DealView> {
      if (value !== 'auto' && value !== 'disabled') {
        throw validationFailed([{ field: 'auto_submit', issue: 'must be auto or disabled' }]);
      }
      return change(auth, id, (deal) => {
        if (deal.owner === 'funder' && value === 'auto') {
          throw validationFailed([{ field: 'auto_submit', issue: 'a funder-owned deal never auto-submits' }]);
        }
        const before = deal.auto_submit;
        deal.auto_submit = value;
        return before === value ? null : { type: 'auto_submit', data: { before, after: value } };
      });
    },
  };

  async function get(auth: AuthContext, id: string): Promise<DealView> {
    const deal = isUuid(id) ? await repo.findOwned(id, auth.orgId) : undefined;
    if (!deal) throw notFound('deal');
    return view(deal);
  }

  /** A read-modify-write of one owned deal in one transaction, the row locked (PostgreSQL) as in `patch`. */
  async function change(auth: AuthContext, id: string,
    edit: (deal: DealRecord) => { type: string; data: Record<string, unknown> } | null): Promise<DealView> {
    if (!isUuid(id)) throw notFound('deal');
    return deps.db.transaction().execute(async (tx) => {
      const deal = await repo.findOwned(id, auth.orgId, tx, true);
      if (!deal) throw notFound('deal');
      const entry = edit(deal);
      deal.updated_at = nowIso();
      await repo.update(deal, tx);
      if (entry) await deps.logged?.(tx, deal, entry.type, actorOf(auth), entry.data);
      return view(deal, tx);
    });
  }
}

export const DEFAULT_PAGE = 50;
export interface DealPageInput { limit?: number; cursor?: string; external_id?: string; stage?: string; updated_since?: string }

const encodeCursor = (d: DealRecord) => Buffer.from(JSON.stringify([d.updated_at, d.id])).toString('base64url');

function decodeCursor(cursor: string): { updatedAt: string; id: string } {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && !Number.isNaN(Date.parse(v[0])) && typeof v[1] === 'string' && isUuid(v[1])) {
      return { updatedAt: v[0], id: v[1] };
    }
  } catch { /* answered below */ }
  throw validationFailed([{ field: 'cursor', issue: 'is not a cursor this API returned' }]);
}

/** An ISO-8601 date or date-time as the stored form (UTC, milliseconds), so that text comparison orders instants. */
function parseInstant(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw validationFailed([{ field: 'updated_since', issue: 'must be an ISO-8601 date or date-time' }]);
  return new Date(ms).toISOString();
}

/** Applies a PATCH body to a stored deal in place (also used when a job updates its deal). */
export function applyPatch(deal: DealRecord, input: PatchDealInput) {
  if (input.application) {
    const merged = mergePatch(deal.application, input.application as Record<string, unknown>);
    const prepared = prepareApplication(merged);
    deal.application = prepared.application;
    // A form-vs-statements flag (form-review.ts) stays until its field is given a value here or a later upload
    // compares again; reference flags are the application's own, recomputed from it.
    const sent = new Set(Object.keys(input.application).map((k) => `application.${k}`));
    deal.review_flags = [...prepared.review_flags, ...deal.review_flags.filter((f) => f.reason === DIFFERS && !sent.has(f.field))];
  }
  if (input.financials) deal.financials = mergePatch(deal.financials, input.financials as Record<string, unknown>);
  if (input.reconciliation) deal.reconciliation = mergePatch(deal.reconciliation, input.reconciliation as Record<string, unknown>);
  if (input.external_id !== undefined) deal.external_id = input.external_id;
  // `disabled` is sticky: the API never re-enables auto-submit.
  if (input.auto_submit === 'disabled') deal.auto_submit = 'disabled';
  deal.updated_at = nowIso();
}

export type DealsService = ReturnType<typeof dealsService>;
