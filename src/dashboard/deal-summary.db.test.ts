// Summary first: the deal page opens with the decision figures, the funder outcome (matched N of M, best first) and
// the flags; the deals list shows revenue, balance, positions and matches, sortable by each (largest first, deals
// without the figure last either way). Real app, real database, deals made through the API and a real match run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { signIn, type Browser } from '../../test/signin.ts';

let t: TestApp;
let org: TestOrg;
let me: Browser;
const ids: Record<string, string> = {};

async function deal(name: string, financials: Record<string, unknown>, application: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/v1/deals', { key: org.key, body: { application: { legal_name: `${name} LLC`, ...application }, financials } });
  if (res.statusCode !== 201) throw new Error(res.body);
  ids[name] = res.json().deal_id;
}

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
  const funders = [
    (await t.ctx.funders.create({ name: 'Zeta Open', criteria: [] })).id,
    (await t.ctx.funders.create({ name: 'Alpha Picky', criteria: [{ check: 'min_avg_monthly_revenue', value: 50000 }] })).id,
    (await t.ctx.funders.create({ name: 'Hard Nope', criteria: [{ check: 'min_avg_daily_balance', value: 1e9, hard: true }] })).id,
  ];
  await t.ctx.funders.select(org.orgId, funders);
  await deal('big', { avg_monthly_revenue: 90000, avg_monthly_true_revenue: 80000, avg_daily_balance: 12000, avg_nsf_count: 2,
    avg_negative_days_count: 3, total_positions_count: 2, remit_percentage: 11.5, months: [{ date: '2026-05' }, { date: '2026-06' }] },
  { industry: 'widget making' });
  await deal('small', { avg_monthly_revenue: 20000, avg_daily_balance: 30000, total_positions_count: 0 });
  await deal('blank', { avg_monthly_true_revenue: 5 });
  const u = await t.ctx.users.create({ orgId: org.orgId, email: 'summary@example.test' });
  me = await signIn(t.app, u.email, u.password, { remoteAddress: '10.31.0.1' });
  await t.ctx.startWorker();
  const auth = (await t.ctx.orgs.authenticate(org.key))!;
  const job = await t.ctx.db.transaction().execute((tx) => t.ctx.matching.rematch(auth, ids.big!, tx));
  t.ctx.jobsEnqueued();
  expect(await waitForJob(t.ctx, job.matching_id)).toBe('completed');
});
afterAll(() => t.close());

const text = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the deal page, summary first', () => {
  it('opens with the decision figures, matched N of M best first, and the flags, before the stage form', async () => {
    const res = await me.get(`/app/deals/${ids.big}`);
    expect(res.statusCode).toBe(200);
    const summary = /<section class="card summary"[\s\S]*?<\/section>/.exec(res.body)![0];
    expect(res.body.indexOf('id="summary"')).toBeLessThan(res.body.indexOf('id="stage"'));
    const words = text(summary);
    for (const s of ['Avg monthly revenue $90,000', 'Avg monthly true revenue $80,000', 'Avg daily balance $12,000', 'NSFs a month 2',
      'Negative days a month 3', 'Open positions 2 holdback 11.5%', 'Months of statements 2']) expect(words).toContain(s);
    expect(words).toContain('Matched 2 of 3 funders');
    expect(words).toMatch(/Best: Zeta Open \(score 100\) , Alpha Picky \(score 100\)|Best: Alpha Picky \(score 100\) , Zeta Open \(score 100\)/);
    expect(words).not.toContain('Hard Nope (score');
    expect(words).toContain('1 application value to review');
    expect(words).toContain('Negative balance on 3 days a month on average');
    expect(words).toContain('2 NSF fees a month on average');
  });

  it('says a deal without a run is not matched yet, with dashes for missing figures, and offers Match', async () => {
    const res = await me.get(`/app/deals/${ids.small}`);
    const words = text(/<section class="card summary"[\s\S]*?<\/section>/.exec(res.body)![0]);
    expect(words).toContain('Not matched yet.');
    expect(words).toContain('Avg monthly true revenue –');
    expect(words).toContain('Nothing flagged for review.');
    expect(res.body).toMatch(/<button type="submit" class="primary">Match<\/button>/);
    expect((await me.get(`/app/deals/${ids.big}`)).body).toMatch(/<button type="submit" class="primary">Rematch<\/button>/);
  });
});

describe('the deals list figures', () => {
  const order = async (query: string) => {
    const res = await me.get(`/app/deals${query}`);
    expect(res.statusCode).toBe(200);
    const tbody = /<tbody>([\s\S]*)<\/tbody>/.exec(res.body)![1]!;
    return { res, ids: [...tbody.matchAll(/href="\/app\/deals\/([0-9a-f-]{36})"/g)].map((m) => m[1]!) };
  };

  it('shows revenue, balance, positions and matched N of M', async () => {
    const { res } = await order('?sort=revenue');
    const row = text(/<tr>\s*<td><a href="\/app\/deals\/[^"]+">big LLC[\s\S]*?<\/tr>/.exec(res.body)![0]);
    expect(row).toContain('$90,000 true $80,000 $12,000 2 2 of 3');
  });

  it.each([
    ['?sort=revenue', ['big', 'small', 'blank']],
    ['?sort=revenue&dir=asc', ['small', 'big', 'blank']],
    ['?sort=balance', ['small', 'big', 'blank']],
    ['?sort=positions', ['big', 'small', 'blank']],
    ['?sort=matches', ['big', 'small', 'blank'].slice(0, 1)],
  ])('sorts %s largest first, deals without the figure last', async (query, expected) => {
    const got = (await order(query)).ids;
    expect(got.slice(0, expected.length)).toEqual(expected.map((n) => ids[n]));
  });

  it('links each figure heading to its sort, and marks the current one', async () => {
    const { res } = await order('?sort=balance');
    expect(res.body).toContain('aria-sort="descending"><a href="/app/deals?sort=balance&amp;dir=asc">Avg daily balance');
    expect(res.body).toContain('<a href="/app/deals?sort=revenue">Avg revenue');
  });
});
