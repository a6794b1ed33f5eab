// Walks every route of the OpenAPI document with another organization's key and expects the answer of an unknown id:
// 404 not_found. A route whose path parameter this walker does not know fails the test, so new routes get covered.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';

let t: TestApp;
let owner: TestOrg;
let stranger: TestOrg;
let strangerFunder: TestOrg;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.org('broker');
  stranger = await t.org('broker');
  strangerFunder = await t.org('funder');
  ids.deal_id = (await t.request('POST', '/v1/deals', { key: owner.key, body: { application: { legal_name: 'Owned LLC' } } })).json().deal_id;
  ids.table = 'transactions.csv'; // an export of the deal (the table's name is no secret; the deal id decides)
  const pdf = readFileSync(new URL('../../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url));
  const body = multipart([{ name: 'files', filename: 's.pdf', value: pdf }]);
  ids.parsing_id = (await t.request('POST', '/v1/parse/parsing', { key: owner.key, payload: body.payload, headers: body.headers })).json().parsing_id;
  const matching = await t.request('POST', '/v1/match/matching', { key: owner.key,
    body: { application: { legal_name: 'Owned LLC' }, financials: { avg_monthly_revenue: 1 } } });
  if (matching.statusCode === 202) ids.matching_id = matching.json().matching_id;
});
afterAll(() => t.close());

describe('cross-organization access', () => {
  it('answers not_found on every route that takes an id, for a foreign broker and a foreign funder', async () => {
    const spec = (await t.request('GET', '/v1/openapi.json')).json();
    let checked = 0;
    for (const [path, methods] of Object.entries(spec.paths as Record<string, Record<string, unknown>>)) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (params.length === 0) continue;
      for (const p of params) expect(ids[p], `no fixture for path parameter ${p} of ${path}: add one to this walker`).toBeDefined();
      const url = params.reduce((u, p) => u.replace(`{${p}}`, ids[p]!), path);
      for (const method of Object.keys(methods)) {
        for (const key of [stranger.key, strangerFunder.key]) {
          const res = await t.request(method.toUpperCase(), url, { key, body: method === 'get' ? undefined : {} });
          expect([res.statusCode, res.json().error?.code], `${method.toUpperCase()} ${path}`).toEqual([404, 'not_found']);
          checked++;
        }
        const mine = await t.request(method.toUpperCase(), url, { key: owner.key, body: method === 'get' ? undefined : {} });
        expect(mine.statusCode, `${method.toUpperCase()} ${path} for its owner`).toBeLessThan(300);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
