// Property-based bodies for every write endpoint: whatever arrives, the answer is a contract answer, never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';

let t: TestApp;
let broker: TestOrg;
let dealId: string;
beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  dealId = (await t.request('POST', '/v1/deals', { key: broker.key, body: { application: {} } })).json().deal_id;
});
afterAll(() => t.close());

const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', 'LLC', 'CA', 'US', '12-3456789', '123-45-6789', '046 454 286', '\u0000', 'x'.repeat(300)));
const value = fc.oneof(text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const application = fc.record({
  legal_name: value, trade_name: value, type_of_entity: value, industry: value, business_tax_id: value,
  business_tax_id_country: value, business_tax_id_type: value, state_region: value, country: value,
  requested_amount: value, business_start_date: value,
  applicants: fc.oneof(value, fc.array(fc.record({ first_name: value, ownership: value, credit_score: value, tax_id: value, tax_id_type: value }, { requiredKeys: [] }), { maxLength: 3 })),
}, { requiredKeys: [] });
const financials = fc.record({
  avg_monthly_revenue: value, avg_daily_balance: value, total_positions_count: value,
  months: fc.oneof(value, fc.array(fc.record({ date: fc.oneof(value, fc.constant('2026-01')), total_credits: value }, { requiredKeys: [] }), { maxLength: 3 })),
}, { requiredKeys: [] });
const body = fc.oneof(
  fc.record({ external_id: value, auto_submit: value, application, financials, reconciliation: value }, { requiredKeys: [] }),
  fc.anything(),
);

async function expectNo5xx(method: string, url: string, payload: unknown) {
  const res = await t.request(method, url, { key: broker.key, payload: JSON.stringify(payload) ?? 'null', headers: { 'content-type': 'application/json' } });
  expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(typeof res.json().error.code).toBe('string');
}

describe('fuzzed write bodies never give a 5xx', () => {
  it('POST /v1/deals', async () => {
    await fc.assert(fc.asyncProperty(body, (b) => expectNo5xx('POST', '/v1/deals', b)), { numRuns: 150, seed: 7 });
  });
  it('PATCH /v1/deals/{id}', async () => {
    await fc.assert(fc.asyncProperty(body, (b) => expectNo5xx('PATCH', `/v1/deals/${dealId}`, b)), { numRuns: 150, seed: 8 });
  });
  it('POST /v1/match/matching', async () => {
    const withParsing = fc.record({ parsing_id: fc.oneof(value, fc.uuid()), application, financials, create_deal: value, funder_ids: value, external_id: value }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(fc.oneof(body, withParsing), (b) => expectNo5xx('POST', '/v1/match/matching', b)), { numRuns: 150, seed: 9 });
  });
  it('raw bytes as a JSON body', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 200 }), async (raw) => {
      const res = await t.request('POST', '/v1/deals', { key: broker.key, payload: raw, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBeLessThan(500);
    }), { numRuns: 150, seed: 10 });
  });
});
