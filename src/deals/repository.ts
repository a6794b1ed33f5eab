// SQL for deals. Tax IDs and applicants' dates of birth inside the application are encrypted before they reach the table and decrypted on read.
import { sql } from 'kysely';
import type { Db, Dialect } from '../platform/db/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';
import type { DealsTable } from '../platform/db/schema.ts';
import { STAGES } from './stages.ts';
import { reviewCount, type StatementReview } from './statement-review.ts';

export interface DealRecord {
  id: string; org_id: string; owner: 'broker' | 'funder'; external_id: string | null; stage: string;
  auto_submit: 'auto' | 'disabled'; application: Record<string, any>; financials: Record<string, any>;
  reconciliation: Record<string, any>; review_flags: Array<{ field: string; value: string; reason: string; statements_value?: string }>;
  active_match_run_id: string | null; created_at: string; updated_at: string;
  /** The figures corrections changed (src/deals/corrections.ts); null when none. */
  corrected: string[] | null;
  /** The review summary of the deal's statements (statement-review.ts); null when none was read. */
  statement_review: StatementReview | null;
}

/** An applicant's values encrypted at rest: the personal tax ID (SSN, SIN, ITIN) and the date of birth (issue 36). */
const APPLICANT_SENSITIVE = ['tax_id', 'date_of_birth'] as const;

/** Maps each tax ID (and applicant's date of birth) with `fn`; a field `fn` answers undefined for is left out (a value that could not be read). */
function mapTaxIds(app: Record<string, any>, fn: (v: string, path: string) => string | undefined, inPlace = false): Record<string, any> {
  const out = inPlace ? app : { ...app };
  const set = (o: Record<string, any>, key: string, v: string | undefined) => { if (v === undefined) delete o[key]; else o[key] = v; };
  if (typeof out.business_tax_id === 'string') set(out, 'business_tax_id', fn(out.business_tax_id, 'application.business_tax_id'));
  if (Array.isArray(out.applicants)) {
    out.applicants = out.applicants.map((a: Record<string, any>, i: number) => {
      const fields = APPLICANT_SENSITIVE.filter((k) => typeof a[k] === 'string');
      if (!fields.length) return a;
      const copy = inPlace ? a : { ...a };
      for (const k of fields) set(copy, k, fn(a[k], `application.applicants[${i}].${k}`));
      return copy;
    });
  }
  return out;
}

/** The stored form of fields this record could not read, put back where the record still shows them as null. */
function keepUnreadable(d: DealRecord, app: Record<string, any>): Record<string, any> {
  const kept = unreadableStored.get(d);
  if (!kept) return app;
  for (const [path, stored] of kept) {
    // Still absent: nothing replaced it since it was read (so clearing it with a PATCH null keeps it too; a new value
    // replaces it).
    if (path === 'application.business_tax_id') { if (app.business_tax_id === undefined) app.business_tax_id = stored; continue; }
    const m = /\[(\d+)\]\.(\w+)$/.exec(path);
    const i = Number(m?.[1]);
    const key = m?.[2] ?? 'tax_id';
    const applicant = Array.isArray(app.applicants) ? app.applicants[i] : undefined;
    if (applicant && applicant[key] === undefined) app.applicants[i] = { ...applicant, [key]: stored };
  }
  return app;
}

export const LIST_SORTS = ['updated', 'created', 'name', 'stage', 'revenue', 'balance', 'positions', 'matches'] as const;
export interface DealListQuery { search: string; stage: string; sort: (typeof LIST_SORTS)[number]; descending: boolean; limit: number; offset: number }
export interface DealPageQuery {
  limit: number; externalId?: string; stage?: string; updatedSince?: string; after?: { updatedAt: string; id: string };
}
export interface DealListRow {
  id: string; external_id: string | null; stage: string; legal_name: string | null; trade_name: string | null;
  requested_amount: number | null; created_at: string; updated_at: string;
  /** What to review: the application's flags and the statements' (statement-review.ts reviewCount). */
  review_count: number;
  /** Statements that do not reconcile (also counted in review_count). */
  unreconciled: number;
  avg_monthly_revenue: number | null; avg_monthly_true_revenue: number | null; avg_daily_balance: number | null;
  total_positions_count: number | null;
  /** The active match run's funders and how many matched; null without a run. */
  funders: number | null; matched: number | null;
}

// Stages sort in workflow order (Potential first, Closed last): alphabetical order means nothing to a broker.
const stageOrder = sql`case stage ${sql.join(STAGES.map((s, i) => sql`when ${sql.lit(s)} then ${sql.lit(i)}`), sql` `)} else ${sql.lit(STAGES.length)} end`;

/** The list's review figures from a row's stored flags, statement review and corrections. */
function reviewOf(r: { review_flags: string; statement_review?: string | null; corrected?: string | null }) {
  const review = r.statement_review ? (JSON.parse(r.statement_review) as StatementReview) : null;
  const corrected = !!r.corrected && (JSON.parse(r.corrected) as unknown[]).length > 0;
  return { review_count: reviewCount((JSON.parse(r.review_flags) as unknown[]).length, review, corrected),
    unreconciled: review?.unreconciled.length ?? 0 };
}

/** Told of a stored field that does not decrypt (damaged, or encrypted under a key this process does not have). */
export type Unreadable = (dealId: string, field: string) => void;

/** The review flag a deal shows for a field whose stored value cannot be decrypted (docs/operations.md). */
export const UNREADABLE = 'unreadable: the stored value cannot be decrypted with the data key';

// Why a deal's stored (encrypted) values are kept beside a record that could not read them: a later write of the deal
// (a PATCH of another field) must not drop them because the record left them out, so a value that the right key (say
// MCA_DATA_KEY_PREVIOUS, forgotten after a rotation) can still read is not lost.
const unreadableStored = new WeakMap<DealRecord, Map<string, string>>();

export function dealsRepository(db: Db, dialect: Dialect, cipher: FieldCipher, unreadable: Unreadable = () => {}) {
  const toRow = (d: DealRecord): DealsTable => ({
    ...d, application: JSON.stringify(keepUnreadable(d, mapTaxIds(d.application, cipher.encrypt))), financials: JSON.stringify(d.financials),
    reconciliation: JSON.stringify(d.reconciliation), review_flags: JSON.stringify(d.review_flags.filter((f) => f.reason !== UNREADABLE)),
    corrected: d.corrected?.length ? JSON.stringify(d.corrected) : null,
    statement_review: d.statement_review ? JSON.stringify(d.statement_review) : null,
  });
  // The parsed document is this record's own, so its tax IDs are decrypted in place.
  // A value that does not decrypt is left out of the record with a review flag, reported, and kept as stored: one damaged
  // value must not turn a list of deals into a 500 (issue 37).
  const fromRow = (r: DealsTable): DealRecord => {
    const failed = new Map<string, string>();
    const application = mapTaxIds(JSON.parse(r.application), (stored, path) => {
      try { return cipher.decrypt(stored); } catch { failed.set(path, stored); return undefined; }
    }, true);
    const record: DealRecord = {
      ...r, application, financials: JSON.parse(r.financials),
      reconciliation: JSON.parse(r.reconciliation), review_flags: JSON.parse(r.review_flags),
      corrected: r.corrected ? (JSON.parse(r.corrected) as string[]) : null,
      statement_review: r.statement_review ? (JSON.parse(r.statement_review) as StatementReview) : null,
    };
    if (failed.size) {
      unreadableStored.set(record, failed);
      for (const field of failed.keys()) {
        record.review_flags.push({ field, value: '', reason: UNREADABLE });
        unreadable(r.id, field);
      }
    }
    return record;
  };

  // GET /v1/deals/{id} runs this on every request: built and compiled once, then run with each call's values.
  const findOwnedQuery = db.selectFrom('deals').selectAll().where('id', '=', '').where('org_id', '=', '').compile();

  return {
    async insert(deal: DealRecord, tx: Db = db) {
      await tx.insertInto('deals').values(toRow(deal)).execute();
    },
    /** The deal if the organization owns it; `lock` takes a row lock for a read-modify-write (PostgreSQL). */
    async findOwned(id: string, orgId: string, tx: Db = db, lock = false): Promise<DealRecord | undefined> {
      let row: DealsTable | undefined;
      if (lock && dialect === 'postgres') {
        row = await tx.selectFrom('deals').selectAll().where('id', '=', id).where('org_id', '=', orgId).forUpdate().executeTakeFirst();
      } else {
        row = (await tx.executeQuery<DealsTable>({ ...findOwnedQuery, parameters: [id, orgId] })).rows[0];
      }
      return row ? fromRow(row) : undefined;
    },
    /** One page of an organization's deals for the dashboard list, with the total that matches. */
    async listOwned(orgId: string, q: DealListQuery): Promise<{ total: number; rows: DealListRow[] }> {
      // Names and figures live inside the application and financials documents: read with each database's own JSON
      // functions. Numbers come back as text on PostgreSQL (->>), so they are cast there for sorting.
      const jsonText = (column: 'application' | 'financials', key: string) => (dialect === 'postgres'
        ? sql<string | null>`(${sql.ref(`deals.${column}`)}::json ->> ${sql.lit(key)})`
        : sql<string | null>`json_extract(${sql.ref(`deals.${column}`)}, ${sql.lit(`$.${key}`)})`);
      const jsonNumber = (column: 'application' | 'financials', key: string) => (dialect === 'postgres'
        ? sql<number | null>`(${jsonText(column, key)})::double precision` : jsonText(column, key) as unknown as ReturnType<typeof sql<number | null>>);
      // The active match run's funders and how many matched (the run's results array).
      const runTotal = dialect === 'postgres' ? sql<number | null>`json_array_length(match_runs.results::json)` : sql<number | null>`json_array_length(match_runs.results)`;
      const runMatched = dialect === 'postgres'
        ? sql<number | null>`(select count(*) from json_array_elements(match_runs.results::json) e where (e ->> 'matched')::boolean)`
        : sql<number | null>`(select count(*) from json_each(match_runs.results) where json_extract(value, '$.matched') = 1)`;
      let base = db.selectFrom('deals').where('deals.org_id', '=', orgId);
      if (q.stage) base = base.where('stage', '=', q.stage);
      if (q.search) {
        const pattern = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) => eb.or([
          eb(sql`lower(coalesce(${jsonText('application', 'legal_name')}, ''))`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(coalesce(${jsonText('application', 'trade_name')}, ''))`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(coalesce(external_id, ''))`, 'like', sql`${pattern} escape '\\'`),
        ]));
      }
      const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const FIGURE: Partial<Record<DealListQuery['sort'], string>> = {
        revenue: 'avg_monthly_revenue', balance: 'avg_daily_balance', positions: 'total_positions_count',
      };
      const figure = FIGURE[q.sort];
      const sortColumn = q.sort === 'name' ? sql`lower(coalesce(${jsonText('application', 'legal_name')}, ${jsonText('application', 'trade_name')}, ''))`
        : q.sort === 'created' ? sql`deals.created_at` : q.sort === 'stage' ? stageOrder
          : figure ? jsonNumber('financials', figure) : q.sort === 'matches' ? runMatched : sql`deals.updated_at`;
      // A deal without the figure sorts last either way: "no figure" is not "the smallest figure".
      const nullsLast = figure || q.sort === 'matches' ? sql`(${sortColumn}) is null, ` : sql``;
      const rows = await base.leftJoin('match_runs', 'match_runs.id', 'deals.active_match_run_id')
        .select(['deals.id', 'deals.external_id', 'deals.stage', 'deals.review_flags', 'deals.statement_review', 'deals.corrected',
          'deals.created_at', 'deals.updated_at',
          jsonText('application', 'legal_name').as('legal_name'), jsonText('application', 'trade_name').as('trade_name'),
          jsonText('application', 'requested_amount').as('requested_amount'),
          jsonText('financials', 'avg_monthly_revenue').as('avg_monthly_revenue'), jsonText('financials', 'avg_monthly_true_revenue').as('avg_monthly_true_revenue'),
          jsonText('financials', 'avg_daily_balance').as('avg_daily_balance'), jsonText('financials', 'total_positions_count').as('total_positions_count'),
          runTotal.as('funders'), runMatched.as('matched')])
        .orderBy(sql`${nullsLast}${sortColumn} ${sql.raw(q.descending ? 'desc' : 'asc')}`).orderBy('deals.id', q.descending ? 'desc' : 'asc')
        .limit(q.limit).offset(q.offset).execute();
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return { total, rows: rows.map((r) => ({ id: r.id, external_id: r.external_id, stage: r.stage, legal_name: r.legal_name,
        trade_name: r.trade_name, requested_amount: num(r.requested_amount),
        avg_monthly_revenue: num(r.avg_monthly_revenue), avg_monthly_true_revenue: num(r.avg_monthly_true_revenue),
        avg_daily_balance: num(r.avg_daily_balance), total_positions_count: num(r.total_positions_count),
        funders: num(r.funders), matched: num(r.matched),
        ...reviewOf(r), created_at: r.created_at, updated_at: r.updated_at })) };
    },
    /**
     * One page of an organization's deals for GET /v1/deals, in (updated_at, id) order, after the cursor's position.
     * Ascending by last change so that a deal changed while a client pages moves behind the cursor and is met again:
     * a sync from `updated_since` misses nothing.
     */
    async pageOwned(orgId: string, q: DealPageQuery): Promise<DealRecord[]> {
      let s = db.selectFrom('deals').selectAll().where('org_id', '=', orgId);
      if (q.externalId !== undefined) s = s.where('external_id', '=', q.externalId);
      if (q.stage !== undefined) s = s.where('stage', '=', q.stage);
      if (q.updatedSince !== undefined) s = s.where('updated_at', '>=', q.updatedSince);
      if (q.after) {
        const { updatedAt, id } = q.after;
        s = s.where((eb) => eb.or([eb('updated_at', '>', updatedAt), eb.and([eb('updated_at', '=', updatedAt), eb('id', '>', id)])]));
      }
      const rows = await s.orderBy('updated_at', 'asc').orderBy('id', 'asc').limit(q.limit).execute();
      return rows.map(fromRow);
    },
    /**
     * Removes a deal that one job made and nothing else touched (issue 34, item 3: a failed upload leaves no empty
     * deal): never changed since it was made, no note, correction or log entry, no other job on it. True if removed.
     */
    async removeUntouched(id: string, orgId: string, jobId: string, tx: Db): Promise<boolean> {
      let q = tx.selectFrom('deals').select(['created_at', 'updated_at']).where('id', '=', id).where('org_id', '=', orgId);
      if (dialect === 'postgres') q = q.forUpdate();
      const deal = await q.executeTakeFirst();
      if (!deal || deal.updated_at !== deal.created_at) return false;
      const other = await tx.selectFrom('jobs').select('id').where('org_id', '=', orgId).where('id', '!=', jobId)
        .where((eb) => eb.or([eb('deal_id', '=', id), eb('parsing_id', '=', jobId)])).limit(1).executeTakeFirst();
      if (other) return false;
      const logged = await tx.selectFrom('deal_activity').select('id').where('deal_id', '=', id).limit(1).executeTakeFirst()
        ?? await tx.selectFrom('deal_corrections').select('id').where('deal_id', '=', id).limit(1).executeTakeFirst();
      if (logged) return false;
      await tx.deleteFrom('deals').where('id', '=', id).where('org_id', '=', orgId).execute();
      return true;
    },
    async update(deal: DealRecord, tx: Db = db) {
      const { id, org_id, created_at: _created, ...rest } = toRow(deal); // created_at never changes
      await tx.updateTable('deals').set(rest).where('id', '=', id).where('org_id', '=', org_id).execute();
    },
  };
}

export type DealsRepository = ReturnType<typeof dealsRepository>;
