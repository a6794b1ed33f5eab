// What the deal page keeps between views, proven on the real app and database: a completed parsing's result (and what
// the page derives from it: position debits, month balances, the debit lists' HTML) is read once and then shared,
// frozen; a newer completed parsing of the deal shows on the very next view; another organization never reaches an
// entry; a rematch's new results show at once (match runs are kept by run id, their checks rendered once per run).
import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { balanced, doc, tx } from '../../test/statements/builders.ts';
import { documentsFor, readTruth, sampleTruthFiles } from '../../test/statements/truth-fixtures.ts';
import { DEMO_APPLICATION, DEMO_FINANCIALS, DEMO_FUNDERS } from '../funders/demo-funders.ts';
import { uuidv7 } from '../platform/ids.ts';
import { analyze } from '../statements/analyze/analyze.ts';
import type { ParseResult } from '../statements/types.ts';
import { dealStatements } from './pages/deal-financials.ts';

let t: TestApp;
let orgA: TestOrg;
let orgB: TestOrg;
let a: Browser;
let b: Browser;
let users = 0;

interface Browser { token: string; get(url: string): Promise<{ statusCode: number; body: string }> }

async function browserFor(org: TestOrg): Promise<Browser> {
  const u = await t.ctx.users.create({ orgId: org.orgId, email: `cache${++users}@example.test` });
  const { token } = await t.ctx.users.signIn(u.email, u.password, `10.5.0.${users}`);
  return { token, get: (url) => t.app.inject({ method: 'GET', url, headers: { cookie: `mca_session=${token}` } }) };
}

/** `dealStatements` as the page calls it, for a signed-in user. */
const statementsAs = async (who: Browser, dealId: string) =>
  dealStatements(t.ctx, { session: await t.ctx.users.session(who.token) } as FastifyRequest, dealId);

/** A completed parsing of the deal, stored as the worker stores one (encrypted), completed at `at`. */
async function completedParsing(org: TestOrg, dealId: string, result: ParseResult, at: string): Promise<string> {
  const id = uuidv7();
  await t.ctx.jobs.insert({ id, kind: 'parse', org_id: org.orgId, status: 'completed', external_id: null, deal_id: dealId,
    parsing_id: null, input: '{"files":[]}', result: t.ctx.cipher.encrypt(JSON.stringify(result)), error: null, attempts: 1,
    max_attempts: 3, locked_by: null, locked_until: null, created_at: at, updated_at: at, completed_at: at });
  return id;
}

async function newDeal(org: TestOrg, legalName: string): Promise<string> {
  const res = await t.request('POST', '/v1/deals', { key: org.key, body: { application: { ...DEMO_APPLICATION, legal_name: legalName }, financials: DEMO_FINANCIALS } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().deal_id as string;
}

/** One March statement with a deposit whose description names the upload: no position. */
const small = (name: string) => analyze([doc([balanced({ beginning_balance: 1000, transactions: [
  tx('2026-03-02', 2500, 'credit', `DEPOSIT ${name}`), tx('2026-03-09', 40, 'debit', 'CARD PURCHASE OFFICE'),
] })], { file_name: `${name.toLowerCase()}.pdf` })]);
/** The s01 sample's three statements (from its truth file): a Kapitus position with 64 debits. */
const s01 = () => analyze(documentsFor(readTruth(sampleTruthFiles().find((p) => basename(p) === 's01.truth.json')!)));

beforeAll(async () => {
  t = await startTestApp();
  orgA = await t.org('broker');
  orgB = await t.org('broker');
  a = await browserFor(orgA);
  b = await browserFor(orgB);
});
afterAll(() => t.close());

describe('a completed parsing\u2019s result', () => {
  it('is read once and shared frozen between views; a newer completed parsing of the deal shows on the next view', async () => {
    const dealId = await newDeal(orgA, 'Cache Test LLC');
    await completedParsing(orgA, dealId, small('FIRSTUPLOAD'), '2026-04-01T00:00:00.000Z');

    const first = await a.get(`/app/deals/${dealId}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('firstupload.pdf');
    expect(first.body).toContain('No MCA or lender positions found in the statements.');
    // The same object for the next view, and no view can change it.
    const one = await statementsAs(a, dealId);
    const two = await statementsAs(a, dealId);
    expect(two.current!.result).toBe(one.current!.result);
    expect(Object.isFrozen(one.current!.result.parsing_details.statements[0]!.transactions[0])).toBe(true);
    expect(() => { (one.current!.result.financials.months as unknown[]).push({}); }).toThrow(TypeError);
    expect((await a.get(`/app/deals/${dealId}`)).body).toBe(first.body);

    // A newer parsing completes (an upload to the deal, read together with the earlier one): the next view shows it,
    // its positions and their debits included, and so do the drill-down and statement pages.
    const newer = await completedParsing(orgA, dealId, s01(), '2026-04-02T00:00:00.000Z');
    const after = await a.get(`/app/deals/${dealId}`);
    expect(after.body).not.toContain('firstupload.pdf');
    expect(after.body).toMatch(/<th scope="row">Kapitus<\/th>/);
    expect(after.body).toMatch(/The 64 debits of Kapitus/);
    expect(after.body).toContain(`href="/app/deals/${dealId}/statements/3"`);
    expect((await statementsAs(a, dealId)).current!.parsing.id).toBe(newer);
    expect((await a.get(`/app/deals/${dealId}/statements/3`)).statusCode).toBe(200);
    expect((await a.get(`/app/deals/${dealId}/months/2026-07/revenue`)).statusCode).toBe(200);

    // A parsing of the deal that is still running changes nothing until it completes.
    const at = '2026-04-03T00:00:00.000Z';
    await t.ctx.jobs.insert({ id: uuidv7(), kind: 'parse', org_id: orgA.orgId, status: 'processing', external_id: null, deal_id: dealId,
      parsing_id: null, input: '{"files":[]}', result: null, error: null, attempts: 1, max_attempts: 3, locked_by: 'w', locked_until: at,
      created_at: at, updated_at: at, completed_at: null });
    const running = await a.get(`/app/deals/${dealId}`);
    expect(running.body).toContain('are being read');
    expect(running.body).toMatch(/The 64 debits of Kapitus/);
  });

  it('is never reached by another organization, even while it is cached', async () => {
    const dealId = await newDeal(orgA, 'Private Figures LLC');
    await completedParsing(orgA, dealId, small('SECRETUPLOAD'), '2026-04-01T00:00:00.000Z');
    expect((await a.get(`/app/deals/${dealId}`)).body).toContain('secretupload.pdf'); // now cached for A

    for (const url of [`/app/deals/${dealId}`, `/app/deals/${dealId}/statements/1`, `/app/deals/${dealId}/months/2026-03/revenue`]) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('SECRETUPLOAD');
      expect(res.body).not.toContain('secretupload.pdf');
    }
    expect(await statementsAs(b, dealId)).toEqual({ parsings: [], current: null });

    // B's own deal and parsing are B's, and A's cached entry does not stand in for them.
    const own = await newDeal(orgB, 'Other Org LLC');
    await completedParsing(orgB, own, small('BSOWN'), '2026-04-01T00:00:00.000Z');
    const mine = await b.get(`/app/deals/${own}`);
    expect(mine.body).toContain('bsown.pdf');
    expect(mine.body).not.toContain('secretupload.pdf');
    expect((await a.get(`/app/deals/${own}`)).statusCode).toBe(404);
  });
});

describe('funder results', () => {
  it('a rematch\u2019s new results show on the next view (runs are kept by id, their checks rendered once per run)', async () => {
    const ids = [];
    for (const f of DEMO_FUNDERS) ids.push((await t.ctx.funders.create(f.profile)).id);
    await t.ctx.funders.select(orgA.orgId, ids.slice(0, 2));
    const dealId = await newDeal(orgA, 'Rematch Cache LLC');
    t.ctx.worker.start();
    const rematch = async () => {
      const auth = (await t.ctx.users.session(a.token))!.auth;
      const job = await t.ctx.db.transaction().execute((tx) => t.ctx.matching.rematch(auth, dealId, tx));
      t.ctx.jobsEnqueued();
      expect(await waitForJob(t.ctx, job.matching_id)).toBe('completed');
    };

    await rematch();
    const two = await a.get(`/app/deals/${dealId}`);
    expect(two.body).toContain('2 funders evaluated');
    expect((await a.get(`/app/deals/${dealId}`)).body).toBe(two.body);
    expect((await t.request('GET', `/v1/deals/${dealId}`, { key: orgA.key })).json().funder_results).toHaveLength(2);

    await t.ctx.funders.select(orgA.orgId, ids);
    await rematch();
    const all = await a.get(`/app/deals/${dealId}`);
    expect(all.body).toContain(`${DEMO_FUNDERS.length} funders evaluated`);
    for (const f of DEMO_FUNDERS) expect(all.body).toContain(`of ${f.profile.name.replace(/&/g, '&amp;')}</summary>`);
    expect((await t.request('GET', `/v1/deals/${dealId}`, { key: orgA.key })).json().funder_results).toHaveLength(DEMO_FUNDERS.length);
    // Another organization still gets the 404 page.
    expect((await b.get(`/app/deals/${dealId}`)).statusCode).toBe(404);
  });
});
