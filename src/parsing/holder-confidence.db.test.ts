// The holder's confidence through the API (issue 20, item 8): each statement of parsing_details carries
// `account_holder_confidence` beside `account_holder` (0..1, null with no holder), the OpenAPI document describes it,
// and a holder too unsure to keep (a guess below header.holderMinConfidence) is left empty, so it never names the deal
// that create_deal makes (docs/parsing.md, "Holder names").
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { generate } from '../../test/statements/generator/index.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;
const REAL = new URL('../../../shared/corpus/real/', import.meta.url).pathname;
const file = (dir: string, name: string) => ({ name, bytes: new Uint8Array(readFileSync(`${dir}${name}`)) });

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); await t.ctx.startWorker(); });
afterAll(() => t.close());

/** Uploads the files with create_deal and returns the completed job and its deal. */
async function parse(files: Array<{ name: string; bytes: Uint8Array }>) {
  const parts: Part[] = [...files.map((f) => ({ name: 'files', filename: f.name, value: f.bytes })), { name: 'create_deal', value: 'true' }];
  const body = multipart(parts);
  const res = await t.request('POST', '/v1/parse/parsing', { key: broker.key, payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(202);
  expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
  const job = (await t.request('GET', `/v1/parse/parsing/${res.json().parsing_id}`, { key: broker.key })).json();
  const deal = (await t.request('GET', `/v1/deals/${job.deal_id}`, { key: broker.key })).json();
  return { job, deal };
}

describe('account_holder_confidence in parsing_details.statements', () => {
  it('a holder read from its mailing block has a confidence; a statement with no holder has null; the other fields pass through', async () => {
    const { job, deal } = await parse([file(SAMPLES, 's01_statement_2026-06.pdf'), file(REAL, 'bluevine_business_checking_sample.pdf')]);
    const [named, unnamed] = job.parsing_details.statements as Array<Record<string, unknown>>;
    expect(named!.account_holder).toBeTruthy();
    expect(named!.account_holder_confidence).toBeGreaterThanOrEqual(0.5);
    expect(named!.account_holder_confidence).toBeLessThanOrEqual(1);
    expect(unnamed!.account_holder).toBeNull();
    expect(unnamed!.account_holder_confidence).toBeNull();
    // The schema describes two fields and lets the rest through as read.
    expect(named!.transactions).toEqual(expect.arrayContaining([expect.objectContaining({ date: expect.any(String), amount: expect.any(Number) })]));
    expect(named!.daily_balances).toBeInstanceOf(Array);
    expect(job.parsing_details.documents).toHaveLength(2);
    expect(deal.application.legal_name).toBe(named!.account_holder);
  });

  it('a guess (a bare line a few lines from the account number: the city of an address) is left empty and does not name the deal', async () => {
    // This layout prints the city ("LAS VEGAS") and its ZIP code on lines of their own, with no state: no mailing block
    // is read, and the only name-shaped line near "Account ..." is the city, three lines down.
    const g = await generate('year_rollover', 700004);
    const { job, deal } = await parse([{ name: g.fileName, bytes: g.pdf }]);
    const s = job.parsing_details.statements[0];
    const name = g.truth.application.legal_name;
    // Empty rather than wrong (a later reader may well find the true name: then it is that one).
    expect([null, name]).toContain(s.account_holder);
    expect(s.account_holder_confidence === null).toBe(s.account_holder === null);
    expect([null, name]).toContain(job.application.legal_name);
    expect([undefined, name]).toContain(deal.application.legal_name);
  });

  it('the OpenAPI document describes the extension', async () => {
    const spec = (await t.request('GET', '/v1/openapi.json')).json();
    expect(JSON.stringify(spec.paths['/v1/parse/parsing/{parsing_id}'])).toContain('account_holder_confidence');
  });
});
