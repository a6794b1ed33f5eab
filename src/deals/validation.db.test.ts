// Errors a person can act on (docs/api.md, "Validation errors" and "Values the API refuses"): one detail per wrong
// field, saying the form expected, never the schema's alternatives ("must be null" for a field that is nullable); and
// the ranges: credit scores 300-850, ownership 0-100 per applicant and at most 100 in all, amounts and counts not
// negative (a balance may be), dates that record the past not in the future. On deals (create and PATCH) and
// matching, which share the application's rules. Nothing is stored when refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';

let t: TestApp;
let broker: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
});
afterAll(() => t.close());

const create = (body: unknown) => t.request('POST', '/v1/deals', { key: broker.key, body });
const details = async (res: Promise<{ statusCode: number; json(): any }>) => {
  const r = await res;
  expect(r.statusCode).toBe(422);
  expect(r.json().error.code).toBe('validation_failed');
  return r.json().error.details as Array<{ field: string; issue: string }>;
};
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const dealCount = async () => Number((await t.ctx.db.selectFrom('deals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('validation details', () => {
  it('gives one detail per wrong field with the form expected, and no union noise', async () => {
    const d = await details(create({
      application: { legal_name: 5, payment_frequency: 'yearly', business_start_date: '2020-02-30', number_of_payments: 2.5,
        applicants: [{ ownership: 'all', credit_score: 900 }] },
      financials: { months: [{ date: '2024' }] }, reconciliation: { status: 'maybe' },
    }));
    expect(d).toEqual([
      { field: 'application.legal_name', issue: 'must be text' },
      { field: 'application.number_of_payments', issue: 'must be a whole number from 0 to 10000' },
      { field: 'application.payment_frequency', issue: 'must be one of: daily, weekly, biweekly, semimonthly, monthly' },
      { field: 'application.business_start_date', issue: 'must be a date in the form YYYY-MM-DD' },
      { field: 'application.applicants[0].ownership', issue: 'must be a number from 0 to 100' },
      { field: 'application.applicants[0].credit_score', issue: 'must be a number from 300 to 850' },
      { field: 'financials.months[0].date', issue: 'must be a month in the form YYYY-MM' },
      { field: 'reconciliation.status', issue: 'must be one of: none, requested, in_review, approved, denied' },
    ]);
    expect(JSON.stringify(d)).not.toMatch(/must be null|equal to constant|must match/);
  });

  it('names an unknown field and a wrong object once each', async () => {
    expect(await details(create({ application: 'Acme', financals: {} }))).toEqual([
      { field: 'financals', issue: 'unknown field' }, { field: 'application', issue: 'must be an object' },
    ].sort((a, b) => (a.field === 'application' ? 1 : -1) - (b.field === 'application' ? 1 : -1)));
  });
});

describe('ranges', () => {
  it('credit scores are 300 to 850', async () => {
    for (const score of [299, 851, 900]) {
      expect(await details(create({ application: { applicants: [{ credit_score: score }] } })))
        .toEqual([{ field: 'application.applicants[0].credit_score', issue: 'must be a number from 300 to 850' }]);
    }
    for (const score of [300, 850]) expect((await create({ application: { applicants: [{ credit_score: score }] } })).statusCode).toBe(201);
  });

  it('ownership is 0 to 100 per applicant and at most 100 in all', async () => {
    expect(await details(create({ application: { applicants: [{ ownership: 101 }] } })))
      .toEqual([{ field: 'application.applicants[0].ownership', issue: 'must be a number from 0 to 100' }]);
    expect(await details(create({ application: { applicants: [{ ownership: 60 }, { ownership: 50 }] } })))
      .toEqual([{ field: 'application.applicants', issue: expect.stringMatching(/total at most 100.*110/) }]);
    expect((await create({ application: { applicants: [{ ownership: 33.33 }, { ownership: 33.33 }, { ownership: 33.34 }] } })).statusCode).toBe(201);
    // PATCH replaces the applicants: the new list is what is checked.
    const id = (await create({ application: { applicants: [{ ownership: 100 }] } })).json().deal_id;
    expect(await details(t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: { application: { applicants: [{ ownership: 70 }, { ownership: 40 }] } } })))
      .toEqual([{ field: 'application.applicants', issue: expect.stringContaining('at most 100') }]);
    expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json().application.applicants).toEqual([{ ownership: 100 }]);
  });

  it('amounts and counts are not negative; an average balance may be', async () => {
    const d = await details(create({
      application: { requested_amount: -1, number_of_payments: -3 },
      financials: { avg_monthly_revenue: -5, months: [{ date: '2025-01', total_credits: -1, nsf_count: -1 }] },
      reconciliation: { actual_revenue: -10 },
    }));
    expect(d.map((x) => x.field)).toEqual(['application.requested_amount', 'application.number_of_payments', 'financials.avg_monthly_revenue',
      'financials.months[0].total_credits', 'financials.months[0].nsf_count', 'reconciliation.actual_revenue']);
    expect(d.every((x) => /of at least 0|from 0 to/.test(x.issue))).toBe(true);
    expect((await create({ financials: { avg_daily_balance: -1250.5 } })).statusCode).toBe(201);
  });

  it('dates of what has happened are not in the future: the business start, a statement month, a reconciliation request', async () => {
    const before = await dealCount();
    const d = await details(create({
      application: { business_start_date: day(3) }, financials: { months: [{ date: day(40).slice(0, 7) }] }, reconciliation: { requested_on: day(3) },
    }));
    expect(d).toEqual([
      { field: 'application.business_start_date', issue: expect.stringContaining('must not be in the future') },
      { field: 'financials.months[0].date', issue: expect.stringContaining('must not be a month in the future') },
      { field: 'reconciliation.requested_on', issue: expect.stringContaining('must not be in the future') },
    ]);
    expect(await dealCount()).toBe(before);
    // Today (and, for a caller east of UTC, tomorrow) is not the future; a reconciliation period may reach ahead.
    expect((await create({ application: { business_start_date: day(0) }, financials: { months: [{ date: day(0).slice(0, 7) }] },
      reconciliation: { requested_on: day(1), period_end: day(30) } })).statusCode).toBe(201);
  });

  it('matching takes the same rules: a 422 and no job', async () => {
    const d = await details(t.request('POST', '/v1/match/matching', { key: broker.key, body: {
      application: { business_start_date: day(5), applicants: [{ credit_score: 900, ownership: 80 }, { ownership: 30 }] },
      financials: { avg_monthly_true_revenue: -1 } } }));
    expect(d.map((x) => x.field)).toEqual(['application.applicants[0].credit_score', 'financials.avg_monthly_true_revenue']);
    // Past the schema, the rules it cannot say.
    expect((await details(t.request('POST', '/v1/match/matching', { key: broker.key, body: {
      application: { business_start_date: day(5), applicants: [{ ownership: 80 }, { ownership: 30 }] }, financials: {} } }))).map((x) => x.field))
      .toEqual(['application.applicants', 'application.business_start_date']);
    expect(await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'match').execute()).toEqual([]);
  });
});
