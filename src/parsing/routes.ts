import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { checkKey } from '../platform/http/idempotency.ts';
import { idempotentPost } from '../platform/http/idempotent-post.ts';
import { errorResponses, JobStatus, Nullable } from '../platform/http/schema.ts';
import type { AppContext } from '../context.ts';
import { MULTIPART_OPTIONS, readUpload, UPLOAD_LIMITS, uploadFingerprint } from './upload.ts';

// parsing_details (contract.md, metrics.md): what a statement's fields are is the engine's (src/statements/types.ts);
// only the fields an extension adds are described here, the rest passes through as read (additionalProperties).
const ParsedStatement = Type.Object({
  account_holder: Type.Optional(Nullable(Type.String())),
  account_holder_confidence: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1,
    description: 'Extension: how sure the holder reading is (0..1): a labelled field, the name block above an address, a name beside the account number, a guess; null with no holder. A holder below the parser setting header.holderMinConfidence is left empty.' }))),
  account_type: Type.Optional(Type.Literal('credit_card', {
    description: 'Extension (issue 32): a credit-card statement. Its balances are what the holder has (an amount owed is negative), its rows are purchases, fees and interest (debits) and payments and refunds (credits); it has no daily balances and counts in no figure of `financials`.' })),
}, { additionalProperties: true });
const DOCUMENT_KINDS = ['bank_statement', 'activity_printout', 'card_statement', 'application_form', 'voided_check', 'identity_document', 'tax_form', 'other'] as const;
const FormValue = Type.Object({
  value: Type.Union([Type.String(), Type.Number()]), label: Type.String({ description: 'the label the value was printed under' }),
  page: Type.Integer({ minimum: 1 }), box: Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: 'x0, y0, x1, y1 in points from the page\'s top-left' }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  source: Type.Union([Type.Literal('field'), Type.Literal('text'), Type.Literal('mark')], { description: '`field`: a fillable field\'s value; `text`: printed text; `mark`: a checked box' }),
});
const DocumentPart = Type.Object({
  pages: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 2, maxItems: 2, description: 'first and last page of the part in its file' }),
  kind: Type.Union(DOCUMENT_KINDS.map((k) => Type.Literal(k))),
  kind_confidence: Type.Number({ minimum: 0, maximum: 1 }),
  kind_reason: Type.String(),
});
const ParsedDocument = Type.Object({
  kind: Type.Optional(Type.Union(DOCUMENT_KINDS.map((k) => Type.Literal(k)), { description: 'Extension (issue 36): what the document is. Statements are read into the statements and figures, application forms into `application`; the others are listed and not read.' })),
  kind_confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Extension: how sure the kind is (0..1)' })),
  kind_reason: Type.Optional(Type.String({ description: 'Extension: why, in words (what was read, which signs were found)' })),
  form: Type.Optional(Type.Object({
    fields: Type.Record(Type.String(), FormValue),
    applicants: Type.Array(Type.Record(Type.String(), Type.Union([FormValue, Type.String(), Type.Null()]))),
    declared: Type.Optional(Type.Object({
      monthly_sales: Type.Optional(Type.Union([FormValue, Type.Null()])),
      existing_advances: Type.Optional(Type.Union([Type.Array(FormValue), Type.Null()])),
      existing_advances_count: Type.Optional(Type.Union([FormValue, Type.Null()])),
    }, { description: 'what the merchant declared that the statements can confirm (monthly sales, existing advances): compared with the statements into the deal\'s review flags (reason differs_from_statements), not application fields' })),
  }, { description: 'Extension: an application form\'s values, each with where it was read (page, box) and a confidence; they fill `application` (over values read from statements).' })),
  parts: Type.Optional(Type.Array(DocumentPart, { description: 'Extension: a file holding several papers (a deal package: the application, the statements, a voided check in one PDF): its runs of pages and what each is. Statements are read from the whole file; an application\'s pages are read into `form`.' })),
}, { additionalProperties: true });
const ParsingDetails = Type.Object({ statements: Type.Array(ParsedStatement), documents: Type.Optional(Type.Array(ParsedDocument)) }, { additionalProperties: true });

const Job = Type.Object({
  parsing_id: Type.String(), external_id: Type.Union([Type.String(), Type.Null()]),
  status: JobStatus(),
  deal_id: Type.Union([Type.String(), Type.Null()]), created_at: Type.String(), updated_at: Type.String(),
  completed_at: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
  application: Type.Optional(Type.Unknown()), financials: Type.Optional(Type.Unknown()), parsing_details: Type.Optional(ParsingDetails),
});

/**
 * The upload's form, for the OpenAPI document only: readUpload (upload.ts) reads and checks the parts as they stream
 * in, so the route has no body schema for Fastify to validate (a multipart body is not parsed before the handler).
 */
const UploadForm = Type.Object({
  files: Type.Array(Type.String({ format: 'binary', contentMediaType: 'application/pdf', description: 'a PDF of the deal: bank statements, the application form, other papers (each classified)' }),
    { minItems: 1, maxItems: UPLOAD_LIMITS.files, description: `one part per PDF, all named \`files\` (at most ${UPLOAD_LIMITS.files}, ${UPLOAD_LIMITS.fileBytes / 1048576} MB each, ${UPLOAD_LIMITS.totalBytes / 1048576} MB in all)` }),
  external_id: Type.Optional(Type.String({ maxLength: 255, description: 'your own reference (the CRM\'s id), returned on the job and its webhook' })),
  create_deal: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: '`true`: a new deal is made now, filled with the figures when the job completes (needs the deals area and deals:write)' })),
  deal_id: Type.Optional(Type.String({ format: 'uuid', description: 'an existing deal of your organization: the statements are added to it (its figures recomputed from all its statements; a statement already on it is counted once; corrections kept; a rematch when matching after upload is on). Not with create_deal=true' })),
}, { additionalProperties: false });

export function parsingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Temporary upload files a previous process left behind (it crashed mid-upload) are removed at start-up. They are
    // unreadable anyway (their keys died with that process).
    const stale = ctx.uploads.sweep();
    if (stale > 0) ctx.log.info({ removed: stale, dir: ctx.uploads.dir }, 'stale temporary upload files removed');
    await app.register(multipart, MULTIPART_OPTIONS);

    app.post('/v1/parse/parsing', {
      config: { area: 'parse', scope: 'parse:write',
        // The form in the document (the route itself validates nothing before its handler: see UploadForm).
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: UploadForm }, url }) },
      schema: { tags: ['parsing'], operationId: 'createParsing', summary: 'Upload bank-statement PDFs (multipart: files, external_id, create_deal or deal_id)',
        description: 'Queues a parsing job for the uploaded statements. Without `create_deal` or `deal_id` the job only reads them; with '
          + '`create_deal=true` a new deal is made at once (its id is on the job) and filled when the job completes; with `deal_id` the '
          + 'statements are added to that deal. `parse.parsing.completed` or `parse.parsing.failed` is sent to your webhooks.',
        consumes: ['multipart/form-data'], response: { 202: Job, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) } },
    }, async (request, reply) => {
      const key = checkKey(request.headers['idempotency-key']); // a bad key is a 400 before the upload is read
      // The files arrive in encrypted temporary files (readUpload removes them itself when reading fails). Once they
      // are stored, or the key replays, they are removed before the answer is sent; if anything throws, on the way out.
      const upload = await readUpload(request, ctx.uploads);
      try {
        return await idempotentPost(ctx.db, request, reply, { cipher: ctx.cipher, path: '/v1/parse/parsing', key, fingerprint: uploadFingerprint(upload),
          status: 202, work: (tx) => ctx.parsing.create(request.auth, upload, tx), committed: ctx.jobsEnqueued, settled: upload.discard });
      } finally {
        await upload.discard();
      }
    });

    app.get('/v1/parse/parsing/:parsing_id', {
      config: { area: 'parse', scope: 'parse:read' },
      schema: { tags: ['parsing'], operationId: 'getParsing', summary: 'A parsing job, with its result once completed',
        params: Type.Object({ parsing_id: Type.String({ description: 'the parsing_id of the job (any other value is a 404)' }) }), response: { 200: Job, ...errorResponses(401, 403, 404) } },
    }, async (request) => ctx.parsing.get(request.auth, (request.params as { parsing_id: string }).parsing_id));
  };
}
