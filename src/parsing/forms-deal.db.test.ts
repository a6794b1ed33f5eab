// Issue 36 items 3 and 4 through the API and the dashboard, on both databases: an upload of a statement and an
// application form makes one deal (the form's values and owners in its application, the statement's figures in its
// financials, the disagreements as review flags with both values); the owners' tax IDs and dates of birth are
// encrypted in the stored row, absent from the logs of the parse, masked on the deal page, and revealed only on a
// member's request, which the deal's activity log records.
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { createContext, type AppContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/log.ts';
import { freshDatabase, type FreshDatabase } from '../../test/db.ts';
import { TEST_OCR, TEST_PASSWORD_PARAMS } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { signIn } from '../../test/signin.ts';
import { flattenedForm } from '../statements/forms/test-forms.ts';
import type { FastifyInstance } from 'fastify';

const SAMPLES = new URL('../../../shared/corpus/samples/', import.meta.url).pathname;
const statement = new Uint8Array(readFileSync(`${SAMPLES}s01/s01_statement_2026-06.pdf`));
const SSN = '512449087';      // the second owner's, printed 512-44-9087 on the form
const DOB = '1979-04-23';
const FORM_DOB = '1987-09-07';   // examples/forms/application-northgate.pdf's owner, printed 09/07/1987

let database: FreshDatabase;
let ctx: AppContext;
let app: FastifyInstance;
let key: string;
let orgId: string;
const logs: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  const config = loadConfig({ MCA_DATA_DIR: database.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    LOG_LEVEL: 'trace', MCA_DATA_KEY: 'b'.repeat(64), MCA_WORKER: 'off' });
  // Every log line of the app at the most verbose level, kept to be searched.
  const sink = new Writable({ write(chunk, _enc, done) { logs.push(String(chunk)); done(); } });
  ctx = await createContext(config, { logger: createLogger('trace', sink), passwordParams: TEST_PASSWORD_PARAMS, ocr: TEST_OCR });
  app = await buildApp(ctx);
  await app.ready();
  const org = await ctx.orgs.createOrg({ name: 'Forms broker', kind: 'broker' });
  orgId = org.id;
  key = (await ctx.orgs.createKey(org.id)).api_key;
  await ctx.startWorker();
});
afterAll(async () => { await app.close(); await ctx.close(); await database.drop(); });

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, extra: { payload?: unknown; headers?: Record<string, string> } = {}) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...(extra.headers ?? {}) }, ...(extra.payload !== undefined ? { payload: extra.payload as string } : {}) });

describe('statements and an application form together (issue 36 items 3, 4)', () => {
  let dealId: string;

  it('makes one deal: the form\'s values and owners, the statement\'s figures, and the disagreements as review flags', async () => {
    const body = multipart([{ name: 'files', filename: 'statement.pdf', value: statement },
      { name: 'files', filename: 'application.pdf', value: await flattenedForm() }, { name: 'create_deal', value: 'true' }]);
    const res = await inject('POST', '/v1/parse/parsing', { payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(202);
    await waitForJob(ctx, res.json().parsing_id);
    const job = (await inject('GET', `/v1/parse/parsing/${res.json().parsing_id}`)).json();
    expect(job.status).toBe('completed');
    dealId = job.deal_id;
    const deal = (await inject('GET', `/v1/deals/${dealId}`)).json();
    expect(deal.application).toMatchObject({ legal_name: 'Summit Ridge Builders, Inc.', business_tax_id: '830412579', requested_amount: 120000 });
    // The owners are the deal's applicants; the masked SSN stays null, the printed one is the contract's tax_id.
    expect(deal.application.applicants).toEqual([
      { first_name: 'Daniel', last_name: 'Whitaker', role: 'President', ownership: 60 },
      { first_name: 'Anna', last_name: 'Whitaker-Lee', role: 'Vice President', ownership: 40, tax_id: SSN, tax_id_type: 'SSN', tax_id_country: 'US' },
    ]);
    expect(deal.financials.months).toHaveLength(1);
    // The statement's holder is another business: a flag with both names.
    const holder = job.parsing_details.statements[0].account_holder as string;
    expect(holder).toBeTruthy();
    expect(deal.review_flags).toContainEqual({ field: 'application.legal_name', value: 'Summit Ridge Builders, Inc.', reason: 'differs_from_statements', statements_value: holder });
    expect(deal.review_count).toBeGreaterThanOrEqual(1);
  });

  it('stores the owners\' tax IDs and dates of birth encrypted, never plain', async () => {
    const patched = await inject('PATCH', `/v1/deals/${dealId}`, { payload: JSON.stringify({ application: { applicants: [
      { first_name: 'Daniel', last_name: 'Whitaker', ownership: 60, date_of_birth: DOB },
      { first_name: 'Anna', last_name: 'Whitaker-Lee', ownership: 40, tax_id: SSN, tax_id_type: 'SSN', tax_id_country: 'US' }] } }),
    headers: { 'content-type': 'application/json' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().application.applicants[0].date_of_birth).toBe(DOB);
    // A PATCH of the applicants keeps the form-vs-statements flag (its field was not sent).
    expect(patched.json().review_flags.map((f: { reason: string }) => f.reason)).toContain('differs_from_statements');
    const row = await ctx.db.selectFrom('deals').select('application').where('id', '=', dealId).executeTakeFirstOrThrow();
    expect(row.application).not.toContain(SSN);
    expect(row.application).not.toContain(DOB);
    const stored = JSON.parse(row.application) as { applicants: Array<Record<string, string>> };
    expect(stored.applicants[1]!.tax_id).toMatch(/^enc:v1:/);
    expect(stored.applicants[0]!.date_of_birth).toMatch(/^enc:v1:/);
    // Nowhere else in the database either (the parsing's stored result is encrypted whole).
    const jobs = await sql<{ result: string | null }>`select result from jobs`.execute(ctx.db);
    for (const j of jobs.rows) expect(j.result ?? '').not.toContain(SSN);
  });

  it('takes an owner\'s date of birth from a form to the deal, stored encrypted', async () => {
    const form = new Uint8Array(readFileSync(new URL('../../examples/forms/application-northgate.pdf', import.meta.url)));
    const body = multipart([{ name: 'files', filename: 'application.pdf', value: form }, { name: 'create_deal', value: 'true' }]);
    const res = await inject('POST', '/v1/parse/parsing', { payload: body.payload, headers: body.headers });
    await waitForJob(ctx, res.json().parsing_id);
    const deal = (await inject('GET', `/v1/deals/${res.json().deal_id}`)).json();
    expect(deal.application.applicants).toEqual([expect.objectContaining({ first_name: 'Samuel', tax_id: '173692148', date_of_birth: FORM_DOB })]);
    const row = await ctx.db.selectFrom('deals').select('application').where('id', '=', deal.deal_id).executeTakeFirstOrThrow();
    expect(row.application).not.toContain(FORM_DOB);
    expect(row.application).not.toContain('173692148');
  });

  it('logs nothing of them while the form is parsed', () => {
    const text = logs.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [SSN, '512-44-9087', DOB, FORM_DOB, '09/07/1987', '173692148']) expect(text).not.toContain(secret);
  });

  it('masks them on the deal page; a member\'s reveal shows one and writes it to the activity log', async () => {
    const u = await ctx.users.create({ orgId, email: 'reveal@example.test' });
    const me = await signIn(app, u.email, u.password, { remoteAddress: '10.36.4.1' });
    const page = (await me.get(`/app/deals/${dealId}`)).body;
    expect(page).toContain('***-**-9087');
    expect(page).not.toContain(SSN);
    expect(page).not.toContain(DOB);
    expect(page).toContain('****-**-**');
    // Where the values came from: the form's file and page, beside the statement's holder.
    expect(page).toMatch(/Application form application\.pdf, page 1/);
    expect(page).toContain('On the statements:');
    expect(page).toMatch(/the application form says “Summit Ridge Builders, Inc\.”; the statements show/);
    const shown = await me.post(`/app/deals/${dealId}/reveal`, { _csrf: me.csrf, field: 'application.applicants[1].tax_id' });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain(`data-revealed="application.applicants[1].tax_id">${SSN}<`);
    expect(shown.body).not.toContain(DOB);
    const activity = await ctx.corrections.activity({ orgId, areas: ['deals'] } as never, dealId);
    expect(activity[0]).toMatchObject({ type: 'sensitive_revealed', data: { field: 'application.applicants[1].tax_id' }, by: 'reveal@example.test' });
    expect(JSON.stringify(activity)).not.toContain(SSN);
    // The log row itself is encrypted, and names the field only.
    const again = (await me.get(`/app/deals/${dealId}`)).body;
    expect(again).toContain('Revealed Applicant 2: tax ID');
    expect(again).not.toContain(SSN);
    // Not a field that can be revealed: refused.
    const bad = await me.post(`/app/deals/${dealId}/reveal`, { _csrf: me.csrf, field: 'application.legal_name' });
    expect(bad.statusCode).toBe(422);
  });
});
