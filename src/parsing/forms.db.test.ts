// Issue 36 through the API: every document of an upload classified, an application form read into `application`,
// an upload of only a form completing with what it read, and an upload that read nothing still failing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { signIn } from '../../test/signin.ts';
import { fillableForm, flattenedForm, voidedCheck } from '../statements/forms/test-forms.ts';
import { joinPdfs } from '../statements/forms/package.test-util.ts';
import { createEngines } from '../statements/index.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/', import.meta.url).pathname;
const statement = { name: 's01_statement_2026-06.pdf', bytes: new Uint8Array(readFileSync(`${SAMPLES}s01/s01_statement_2026-06.pdf`)) };

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); await t.ctx.startWorker(); });
afterAll(() => t.close());

const fileParts = (files: Array<{ name: string; bytes: Uint8Array }>): Part[] => files.map((f) => ({ name: 'files', filename: f.name, value: f.bytes }));

async function parse(parts: Part[]) {
  const body = multipart(parts);
  const res = await t.request('POST', '/v1/parse/parsing', { key: broker.key, payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(202);
  await waitForJob(t.ctx, res.json().parsing_id);
  return (await t.request('GET', `/v1/parse/parsing/${res.json().parsing_id}`, { key: broker.key })).json();
}

describe('application forms and the rest of an upload (issue 36)', () => {
  it('classifies every document; the form fills the application over the statement, the statement the financials; the deal gets both', async () => {
    const job = await parse([...fileParts([statement, { name: 'application.pdf', bytes: await flattenedForm() }, { name: 'check.pdf', bytes: await voidedCheck() }]),
      { name: 'create_deal', value: 'true' }]);
    expect(job.status).toBe('completed');
    expect(job.parsing_details.documents.map((d: { kind: string }) => d.kind)).toEqual(['bank_statement', 'application_form', 'voided_check']);
    for (const d of job.parsing_details.documents) expect(d.kind_reason).toEqual(expect.any(String));
    expect(job.parsing_details.statements).toHaveLength(1);
    expect(job.application).toMatchObject({ legal_name: 'Summit Ridge Builders, Inc.', business_tax_id: '830412579', requested_amount: 120000 });
    expect(job.parsing_details.documents[1].form.fields.legal_name).toMatchObject({ page: 1, source: 'text', box: expect.any(Array) });
    expect(job.financials.months).toHaveLength(1);
    const deal = (await t.request('GET', `/v1/deals/${job.deal_id}`, { key: broker.key })).json();
    // The form is not counted as a file left unread; the check is.
    expect(deal.statement_review.unread_documents.map((d: { file_name: string }) => d.file_name)).toEqual(['check.pdf']);
    expect(deal.application).toMatchObject({ legal_name: 'Summit Ridge Builders, Inc.', business_tax_id: '830412579', business_tax_id_type: 'EIN', requested_amount: 120000, state_region: 'CO' });

    // The deal page lists every document with what it is and why, and the form's values with where they were read.
    const u = await t.ctx.users.create({ orgId: broker.orgId, email: 'forms@example.test' });
    const me = await signIn(t.app, u.email, u.password, { remoteAddress: '10.36.0.1' });
    const page = (await me.get(`/app/deals/${job.deal_id}`)).body;
    const documents = page.slice(page.indexOf('id="documents-heading"'));
    expect(documents).toMatch(/s01_statement_2026-06\.pdf[\s\S]*Bank statement[\s\S]*application\.pdf[\s\S]*Application form[\s\S]*Legal name: Summit Ridge Builders, Inc\.[\s\S]*page 1[\s\S]*check\.pdf[\s\S]*Check \(voided\)[\s\S]*pay to the order of/);
  });

  it('a deal package (statement, application and check in one PDF): each part named, the application read from its page', async () => {
    const engines = createEngines();
    const pkg = await joinPdfs([statement.bytes, await flattenedForm(), await voidedCheck()], engines).finally(() => engines.close());
    const job = await parse([...fileParts([{ name: 'package.pdf', bytes: pkg }]), { name: 'create_deal', value: 'true' }]);
    expect(job.status).toBe('completed');
    const doc = job.parsing_details.documents[0];
    expect(doc.kind).toBe('bank_statement');
    const pages = doc.pages as number;
    expect(doc.parts.map((p: { pages: number[]; kind: string }) => [p.pages, p.kind])).toEqual([
      [[1, pages - 2], 'bank_statement'], [[pages - 1, pages - 1], 'application_form'], [[pages, pages], 'voided_check']]);
    expect(doc.form.fields.legal_name).toMatchObject({ value: 'Summit Ridge Builders, Inc.', page: pages - 1 });
    expect(job.parsing_details.statements).toHaveLength(1);
    const deal = (await t.request('GET', `/v1/deals/${job.deal_id}`, { key: broker.key })).json();
    expect(deal.application).toMatchObject({ legal_name: 'Summit Ridge Builders, Inc.', business_tax_id: '830412579', requested_amount: 120000 });
    const u = await t.ctx.users.create({ orgId: broker.orgId, email: 'package@example.test' });
    const me = await signIn(t.app, u.email, u.password, { remoteAddress: '10.36.0.2' });
    const page = (await me.get(`/app/deals/${job.deal_id}`)).body;
    expect(page.slice(page.indexOf('id="documents-heading"'))).toMatch(/package\.pdf[\s\S]*Bank statement[\s\S]*Papers in this file[\s\S]*Application form[\s\S]*Check \(voided\)[\s\S]*1 statement read\.[\s\S]*Legal name: Summit Ridge Builders, Inc\./);
  });

  it('an upload of only a fillable form completes with the form read, not no_readable_statements', async () => {
    const job = await parse(fileParts([{ name: 'application.pdf', bytes: await fillableForm() }]));
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    expect(job.application.legal_name).toBe('Harbor Point Dental Group, PLLC');
    expect(job.parsing_details.statements).toEqual([]);
  });

  it('an upload that read nothing at all still fails: a voided check alone is no_readable_statements, with its kind said', async () => {
    const job = await parse(fileParts([{ name: 'check.pdf', bytes: await voidedCheck() }]));
    expect(job.status).toBe('failed');
    expect(job.error.code).toBe('no_readable_statements');
  });
});
