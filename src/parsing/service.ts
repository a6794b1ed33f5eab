// Parsing jobs: an upload becomes a queued job (files stored with it, and a deal when asked) in one transaction;
// the worker parses it off the event loop and completes it, updating the deal and recording the event, in one
// transaction. An upload to an existing deal is analysed together with the documents of the deal's newest completed
// parsing (kept, encrypted, in its stored result: stored-result.ts), so the deal's figures come from all of its
// statements, not from the last upload alone.
import type { Db } from '../platform/db/index.ts';
import { notFound } from '../platform/errors.ts';
import { isUuid, nowIso, uuidv7 } from '../platform/ids.ts';
import { JobFailure, RetryableJobError, type JobHandler } from '../platform/jobs/runner.ts';
import type { JobRow, JobsRepository } from '../platform/jobs/repository.ts';
import { requireArea, requireScope } from '../orgs/access.ts';
import type { AuthContext } from '../orgs/model.ts';
import type { DealsService } from '../deals/service.ts';
import { applyPatch } from '../deals/service.ts';
import type { DealRecord, DealsRepository } from '../deals/repository.ts';
import type { ExtractedDocument, ParseResult } from '../statements/index.ts';
import type { BlobStore } from './blobs.ts';
import type { ParsePool, ParseProgress } from './pool.ts';
import type { JobTransport } from '../platform/jobs/transport.ts';
import type { Upload } from './upload.ts';
import { dealPatchFromParse } from './to-deal.ts';
import { statementReview } from '../deals/statement-review.ts';
import { DIFFERS, formReviewFlags } from '../deals/form-review.ts';
import { dealStatementsRepository } from './deal-statements.ts';
import { buildsOn, type StoredParseResult } from './stored-result.ts';
import { recordEvent } from '../webhooks/outbox.ts';

export const PARSE_MAX_ATTEMPTS = 3;

export interface ParsingDeps {
  db: Db; jobs: JobsRepository; blobs: BlobStore; pool: ParsePool; deals: DealsService; dealsRepo: DealsRepository;
  transport: JobTransport;
  /** Called inside the completing transaction once an upload's figures are on its deal (matching follows parsing). */
  dealParsed?: (tx: Db, deal: DealRecord, parsingId: string, result: ParseResult) => Promise<unknown>;
  /** Called after a job is committed, to wake the local worker. */
  enqueued?: (jobId: string) => void;
}

/** What a parse job carries to the worker (jobs.input). `add_to_deal`: made by `create` with `{ dealId }`. */
interface ParseJobInput { files?: Array<{ name: string; sha256: string; size: number }>; add_to_deal?: true }

/** What a run hands to its completion: the result to store, where the new files' documents start in it, and the
 *  parsing it builds on (null: none; undefined: not an upload to an existing deal). */
interface ParseOutput { stored: StoredParseResult; first: number; base?: string | null }

/** The API's view of a parsing: only the ParseResult's own fields (never the stored result's internal `extracted`). */
export function parsingView(job: JobRow) {
  const result = job.status === 'completed' && job.result ? (JSON.parse(job.result) as ParseResult) : null;
  return {
    parsing_id: job.id, external_id: job.external_id, status: job.status, deal_id: job.deal_id,
    created_at: job.created_at, updated_at: job.updated_at, completed_at: job.completed_at,
    error: job.error ? (JSON.parse(job.error) as { code: string; message: string }) : null,
    ...(result ? { application: result.application, financials: result.financials, parsing_details: result.parsing_details } : {}),
  };
}

export type ParsingView = ReturnType<typeof parsingView>;

export function parsingService(deps: ParsingDeps) {
  const { db, jobs } = deps;
  const dealParsings = dealStatementsRepository(db);
  // Progress of the parse jobs running in this process (pages read, OCR'd, the estimate): not stored, it lasts seconds.
  const live = new Map<string, ParseProgress>();

  /** The documents of the deal's newest completed parsing (itself cumulative), and which parsings they come from. */
  async function earlierOf(orgId: string, dealId: string): Promise<{ id: string | null; documents: ExtractedDocument[]; parsings: string[] }> {
    const id = await dealParsings.latestCompleted(orgId, dealId);
    const row = id ? await jobs.findOwned(id, orgId, 'parse') : undefined;
    if (!id || !row?.result) return { id: id ?? null, documents: [], parsings: [] };
    return buildsOn(id, JSON.parse(row.result) as StoredParseResult);
  }

  const handler: JobHandler<ParseOutput> = {
    async run(job) {
      const input = JSON.parse(job.input) as ParseJobInput;
      const base = input.add_to_deal && job.deal_id ? await earlierOf(job.org_id, job.deal_id) : null;
      const prior = base?.documents ?? [];
      const files = await deps.blobs.get(job.id);
      // The earlier documents go to the worker thread with the files: the analysis of them all runs there too.
      // A scan reports each OCR'd page: kept here, in this process, while the job runs (`progress`).
      const { result, documents } = await deps.pool.parse(files.map((f) => ({ name: f.name, bytes: f.bytes })), prior,
        (p) => live.set(job.id, p)).finally(() => live.delete(job.id));
      // The new files must give a statement (one already among the deal's is flagged duplicate_statement, not lost)
      // or an application form's values (issue 36): an upload of only a form completes with what it read.
      if (documents.slice(prior.length).every((d) => d.statements.length === 0 && !formRead(d))) {
        const warnings = [...new Set(result.parsing_details.documents.slice(prior.length).flatMap((d) => d.warnings))];
        // A file over a decoding limit will be over it again: fail now, no retry.
        if (warnings.includes('file_too_complex')) throw new JobFailure('file_too_complex', 'a file decodes to more data than the parser accepts (a decompression bomb or an extreme page)');
        throw new JobFailure('no_readable_statements',
          `no statement could be read from the upload${warnings.length ? ` (${warnings.join(', ')})` : ''}`);
      }
      const stored: StoredParseResult = { ...result, extracted: { documents, parsings: base?.parsings ?? [] } };
      return { stored, first: prior.length, ...(base ? { base: base.id } : {}) };
    },
    async complete(tx, job, { stored, first, base }) {
      // One document per uploaded file, in upload order (after the deal's earlier documents): its page count stays
      // after the bytes are erased.
      await deps.blobs.recordPages(tx, job.id, stored.parsing_details.documents.slice(first).map((d) => (d.pages > 0 ? d.pages : null)));
      if (job.deal_id) {
        // Locked (PostgreSQL): a concurrent completion into the same deal waits for this one, then sees it below.
        const deal = await deps.dealsRepo.findOwned(job.deal_id, job.org_id, tx, true);
        if (deal) {
          // Another upload to the deal completed while this one was read: read again on top of it (a new attempt),
          // or its statements would drop out of the deal's figures.
          if (base !== undefined && ((await dealParsings.latestCompleted(job.org_id, job.deal_id, tx)) ?? null) !== base) {
            throw new RetryableJobError('deal_changed', 'another upload to the same deal completed while this one was read; try again');
          }
          applyPatch(deal, dealPatchFromParse(stored));
          deal.statement_review = statementReview(stored);
          // The form against the statements, compared again over all of the deal's documents (form-review.ts).
          deal.review_flags = [...deal.review_flags.filter((f) => f.reason !== DIFFERS), ...formReviewFlags(stored)];
          await deps.dealsRepo.update(deal, tx);
          await deps.dealParsed?.(tx, deal, job.id, stored);
        }
      }
      await recordEvent(tx, { id: uuidv7(), org_id: job.org_id, type: 'parse.parsing.completed', created_at: nowIso(),
        data: { parsing_id: job.id, external_id: job.external_id, deal_id: job.deal_id, status: 'completed' } });
      return stored;
    },
    async fail(tx, job) {
      // An upload that read nothing leaves no deal it made behind (the same from the API and the dashboard, which
      // both upload through `create`): the deal goes when nothing else touched it since, and the job says deal_id
      // null. An upload to an existing deal never removes it.
      let dealId = job.deal_id;
      const input = JSON.parse(job.input) as ParseJobInput;
      if (dealId && !input.add_to_deal && await deps.dealsRepo.removeUntouched(dealId, job.org_id, job.id, tx)) {
        await jobs.detachDeal(tx, job.id);
        dealId = null;
      }
      await recordEvent(tx, { id: uuidv7(), org_id: job.org_id, type: 'parse.parsing.failed', created_at: nowIso(),
        data: { parsing_id: job.id, external_id: job.external_id, deal_id: dealId, status: 'failed' } });
    },
  };

  return {
    handler,
    /** Stores the upload and queues its job (and creates the deal when asked) in the caller's transaction. With
     *  `dealId` or the upload's `deal_id` (an upload to an existing deal) the job completes into that deal of the organization
     *  instead, analysed together with the deal's earlier statements: another organization's deal is not found. */
    async create(auth: AuthContext, upload: Upload, tx: Db, given: { dealId?: string } = {}) {
      // The API sends the deal in the upload's `deal_id` field, the dashboard's page in the options.
      const options = { dealId: given.dealId ?? upload.deal_id ?? undefined };
      if (upload.create_deal || options.dealId !== undefined) { requireArea(auth, 'deals'); requireScope(auth, 'deals:write'); }
      const now = nowIso();
      let dealId: string | null = null;
      if (options.dealId !== undefined) {
        if (!isUuid(options.dealId) || !(await deps.dealsRepo.findOwned(options.dealId, auth.orgId, tx))) throw notFound('deal');
        dealId = options.dealId;
      } else if (upload.create_deal) {
        const deal = deps.deals.newDeal(auth, { external_id: upload.external_id });
        await deps.dealsRepo.insert(deal, tx);
        dealId = deal.id;
      }
      const job: JobRow = { id: uuidv7(), kind: 'parse', org_id: auth.orgId, status: 'queued', external_id: upload.external_id,
        deal_id: dealId, parsing_id: null,
        input: JSON.stringify({ files: upload.files.map((f) => ({ name: f.name, sha256: f.sha256, size: f.size })),
          ...(options.dealId !== undefined ? { add_to_deal: true } : {}) } satisfies ParseJobInput),
        result: null, error: null, attempts: 0, max_attempts: PARSE_MAX_ATTEMPTS, locked_by: null, locked_until: null,
        created_at: now, updated_at: now, completed_at: null };
      await jobs.insert(job, tx);
      await deps.blobs.put(tx, job.id, upload.files);
      await deps.transport.enqueued(tx, job.id);
      return parsingView(job);
    },
    async get(auth: AuthContext, id: string) {
      const job = isUuid(id) ? await jobs.findOwned(id, auth.orgId, 'parse') : undefined;
      if (!job) throw notFound('parsing');
      return parsingView(job);
    },
    /** The last progress of a parse job running in this process (null: not running here, or no OCR'd page yet). The
     *  caller has checked that the job is the organization's. */
    progress: (id: string): ParseProgress | null => live.get(id) ?? null,
    /** A completed parsing of this organization, for matching. */
    findOwned: (auth: AuthContext, id: string, tx: Db = db) => (isUuid(id) ? jobs.findOwned(id, auth.orgId, 'parse', tx) : Promise.resolve(undefined)),
  };
}

export type ParsingService = ReturnType<typeof parsingService>;

/** An application form with at least one value read. */
function formRead(d: ExtractedDocument): boolean {
  return !!d.form && (Object.keys(d.form.fields).length > 0 || d.form.applicants.length > 0);
}
