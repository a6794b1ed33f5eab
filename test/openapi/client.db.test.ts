// The OpenAPI document is the contract a CRM developer generates a client from (issue 35). Over real HTTP: the
// served document generates exactly the committed client types (test/openapi/api.d.ts; `npm run openapi:client`
// refreshes them, and `npm run typecheck` checks this file's calls against them), and the README's tour runs through
// openapi-fetch with those types: create, read and patch a deal, upload statements into a new deal and poll the job,
// add a further month to that deal, match, read the deal with its parsings and matchings. Every answer is checked
// against the document's schema for its operation and status, so the document describes what the server sends.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../app.ts';
import { waitForJob } from '../jobs.ts';
import { tourDeal, tourPatch } from '../../src/deals/examples.ts';
import { tourMatching } from '../../src/matching/examples.ts';
import type { paths } from './api.d.ts';
import { CLIENT_TYPES, clientTypes } from './generate.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;
const statement = (month: string) => new Blob([readFileSync(`${SAMPLES}s01_statement_2026-${month}.pdf`)], { type: 'application/pdf' });

let t: TestApp;
let broker: TestOrg;
let baseUrl: string;
let document: Record<string, any>;
let client: ReturnType<typeof createClient<paths>>;

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  const funders = [(await t.ctx.funders.create({ name: 'Open Door Capital', criteria: [] })).id,
    (await t.ctx.funders.create({ name: 'Summit Capital', criteria: [{ check: 'min_avg_monthly_true_revenue', value: 20000, hard: false, weight: 2 }] })).id];
  await t.ctx.funders.select(broker.orgId, funders);
  await t.ctx.startWorker();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  document = await (await fetch(`${baseUrl}/v1/openapi.json`)).json() as Record<string, any>;
  client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${broker.key}` } });
});
afterAll(() => t.close());

/** Checks answers against the document: the schema of the operation's response for that status (JSON Schema 2020-12). */
function documentChecker(doc: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, 'openapi.json');
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return (path: string, method: string, response: Response, body: unknown) => {
    const op = (doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[path]?.[method];
    expect(op?.responses[String(response.status)], `${method.toUpperCase()} ${path} ${response.status} is in the document`).toBeDefined();
    const validate = ajv.getSchema(`openapi.json#/paths/${escape(path)}/${method}/responses/${response.status}/content/application~1json/schema`);
    expect(validate, `${method.toUpperCase()} ${path} ${response.status} has a JSON schema`).toBeDefined();
    expect(validate!(body) ? [] : validate!.errors, `${method.toUpperCase()} ${path} ${response.status} matches its schema`).toEqual([]);
    expect(response.headers.get('request-id')).toBeTruthy();
  };
}

/** The upload's form, as a generated client sends it: the typed body made into multipart/form-data. */
function formData(body: { files: Blob[]; external_id?: string; create_deal?: 'true' | 'false'; deal_id?: string }): FormData {
  const form = new FormData();
  body.files.forEach((file, i) => form.append('files', file, `statement-${i + 1}.pdf`));
  for (const name of ['external_id', 'create_deal', 'deal_id'] as const) if (body[name] !== undefined) form.append(name, body[name]!);
  return form;
}

describe('a client generated from the OpenAPI document', () => {
  it('is the committed one (npm run openapi:client regenerates it)', async () => {
    expect(await clientTypes(document), 'the document changed: run npm run openapi:client').toBe(readFileSync(CLIENT_TYPES, 'utf8'));
  });

  it('runs the README tour: deal, upload and poll, a further month, match, the deal with its jobs', async () => {
    const check = documentChecker(document);

    // Create, replay, read and patch a deal.
    const created = await client.POST('/v1/deals', { body: tourDeal, params: { header: { 'Idempotency-Key': 'crm-deal-1001' } } });
    check('/v1/deals', 'post', created.response, created.data);
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ stage: 'Potential', application: { type_of_entity: 'llc', country: 'United States', business_tax_id_type: 'EIN' } });
    const replay = await client.POST('/v1/deals', { body: tourDeal, params: { header: { 'Idempotency-Key': 'crm-deal-1001' } } });
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    const dealId = created.data!.deal_id;
    const read = await client.GET('/v1/deals/{deal_id}', { params: { path: { deal_id: dealId } } });
    check('/v1/deals/{deal_id}', 'get', read.response, read.data);
    const patched = await client.PATCH('/v1/deals/{deal_id}', { params: { path: { deal_id: dealId } }, body: tourPatch });
    check('/v1/deals/{deal_id}', 'patch', patched.response, patched.data);
    expect(patched.data).toMatchObject({ auto_submit: 'disabled', application: { industry: 'restaurant' }, reconciliation: { status: 'requested' } });

    // Upload two months into a new deal, and poll the job until it completes.
    const upload = await client.POST('/v1/parse/parsing', {
      body: { files: [statement('06'), statement('07')], external_id: 'crm-1002', create_deal: 'true' }, bodySerializer: formData });
    check('/v1/parse/parsing', 'post', upload.response, upload.data);
    expect(upload.response.status).toBe(202);
    const parsed = await pollParsing(upload.data!.parsing_id, check);
    expect(parsed.status).toBe('completed');
    const newDeal = upload.data!.deal_id!;

    // A further month for that deal.
    const more = await client.POST('/v1/parse/parsing', { body: { files: [statement('08')], deal_id: newDeal }, bodySerializer: formData });
    check('/v1/parse/parsing', 'post', more.response, more.data);
    expect(more.data!.deal_id).toBe(newDeal);
    expect((await pollParsing(more.data!.parsing_id, check)).status).toBe('completed');

    // Match CRM data, and poll the matching.
    const match = await client.POST('/v1/match/matching', { body: tourMatching, params: { header: { 'Idempotency-Key': 'crm-match-1003' } } });
    check('/v1/match/matching', 'post', match.response, match.data);
    const matched = await pollMatching(match.data!.matching_id, check);
    expect(matched.funder_results!.map((r) => r.funder_name)).toEqual(['Open Door Capital', 'Summit Capital']);

    // The deal the uploads made: three months, and the jobs behind it, newest first.
    for (const m of await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'match').where('deal_id', '=', newDeal).execute()) await waitForJob(t.ctx, m.id);
    const deal = await client.GET('/v1/deals/{deal_id}', { params: { path: { deal_id: newDeal } } });
    check('/v1/deals/{deal_id}', 'get', deal.response, deal.data);
    expect(deal.data!.financials.months!.map((m) => m.date)).toEqual(['2026-06', '2026-07', '2026-08']);
    expect(deal.data!.parsings.map((p) => p.parsing_id)).toEqual([more.data!.parsing_id, upload.data!.parsing_id]);
    expect(deal.data!.matchings).toHaveLength(2);
    expect(deal.data!.matchings.every((m) => m.status === 'completed')).toBe(true);
    expect(deal.data!.funder_results.length).toBe(2);
  }, 120_000);

  it('runs the README tour\'s upload of statements and an application form: one deal, the form\'s flag with both values', async () => {
    const check = documentChecker(document);
    const form = new Blob([readFileSync(new URL('../../examples/forms/application-northgate.pdf', import.meta.url))], { type: 'application/pdf' });
    const upload = await client.POST('/v1/parse/parsing', {
      body: { files: [statement('06'), statement('07'), form], external_id: 'crm-1004', create_deal: 'true' }, bodySerializer: formData });
    check('/v1/parse/parsing', 'post', upload.response, upload.data);
    const parsed = await pollParsing(upload.data!.parsing_id, check);
    expect(parsed.parsing_details!.documents!.map((d) => d.kind)).toEqual(['bank_statement', 'bank_statement', 'application_form']);
    const deal = await client.GET('/v1/deals/{deal_id}', { params: { path: { deal_id: upload.data!.deal_id! } } });
    check('/v1/deals/{deal_id}', 'get', deal.response, deal.data);
    expect(deal.data!.application).toMatchObject({ legal_name: 'Blue Heron Quick Stop Inc', trade_name: 'Blue Pros', business_tax_id: '108911058',
      applicants: [{ first_name: 'Samuel', last_name: 'Garcia-Lopez', role: 'President', ownership: 100, tax_id: '173692148', tax_id_type: 'SSN' }] });
    expect(deal.data!.financials.months!.map((m) => m.date)).toEqual(['2026-06', '2026-07']);
    expect(deal.data!.review_flags).toContainEqual({ field: 'application.legal_name', value: 'Blue Heron Quick Stop Inc',
      reason: 'differs_from_statements', statements_value: 'QUARRY LANE COLLISION CENTER LLC' });
  }, 120_000);

  it('answers errors in the documented shape: 401, 404, 422 with one detail per field', async () => {
    const check = documentChecker(document);
    const anonymous = createClient<paths>({ baseUrl });
    const denied = await anonymous.GET('/v1/deals/{deal_id}', { params: { path: { deal_id: '0190a6e0-0000-7000-8000-000000000000' } } });
    check('/v1/deals/{deal_id}', 'get', denied.response, denied.error);
    expect(denied.response.status).toBe(401);
    const missing = await client.GET('/v1/match/matching/{matching_id}', { params: { path: { matching_id: 'nope' } } });
    check('/v1/match/matching/{matching_id}', 'get', missing.response, missing.error);
    const invalid = await client.POST('/v1/deals', { body: { application: { applicants: [{ credit_score: 900, ownership: 100 }] } } as never });
    check('/v1/deals', 'post', invalid.response, invalid.error);
    expect(invalid.error!.error.details).toEqual([{ field: 'application.applicants[0].credit_score', issue: 'must be a number from 300 to 850' }]);
    // The check itself fails on an answer the document does not describe.
    expect(() => check('/v1/deals', 'post', invalid.response, { error: { code: 'validation_failed' } })).toThrow(/matches its schema/);
    expect(() => check('/v1/deals', 'post', new Response(null, { status: 418 }), {})).toThrow(/is in the document/);
  });
});

/** Polls a parsing until it is done: between two reads, the worker's event for the job (never a sleep). */
async function pollParsing(id: string, check: ReturnType<typeof documentChecker>) {
  for (;;) {
    const { data, response } = await client.GET('/v1/parse/parsing/{parsing_id}', { params: { path: { parsing_id: id } } });
    check('/v1/parse/parsing/{parsing_id}', 'get', response, data);
    if (data!.status === 'completed' || data!.status === 'failed') return data!;
    await waitForJob(t.ctx, id);
  }
}

async function pollMatching(id: string, check: ReturnType<typeof documentChecker>) {
  for (;;) {
    const { data, response } = await client.GET('/v1/match/matching/{matching_id}', { params: { path: { matching_id: id } } });
    check('/v1/match/matching/{matching_id}', 'get', response, data);
    if (data!.status === 'completed' || data!.status === 'failed') return data!;
    await waitForJob(t.ctx, id);
  }
}
