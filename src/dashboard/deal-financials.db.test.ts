// The deal's money on the dashboard, on the real database with a real parse: a sample upload (three monthly
// statements with an NSF stretch and a negative day) made into a deal through the API, then the deal page
// (GET /app/deals/:id) with its months (chart and table), each figure's drill-down adding up to the figure shown and
// to the deal's financials, the statements and their transactions with category filter and search, a
// 600-transaction statement's render time, and another organization's user getting 404 everywhere.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { balanced, doc, tx } from '../../test/statements/builders.ts';
import { analyze } from '../statements/analyze/analyze.ts';
import { uuidv7 } from '../platform/ids.ts';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;
const FILES = ['s01_statement_2026-06.pdf', 's01_statement_2026-07.pdf', 's01_statement_2026-08.pdf'];

let t: TestApp;
let orgA: TestOrg;
let orgB: TestOrg;
let a: Browser;
let b: Browser;
let dealId: string;
let deal: { financials: { months: Array<Record<string, number> & { date: string }> } };
let section: string;
let users = 0;

interface Browser { token: string; get(url: string): Promise<LightMyRequestResponse> }

/** A user of the organization with a session, and GET requests that carry its cookie (as the browser would). */
async function browserFor(org: TestOrg): Promise<Browser> {
  const u = await t.ctx.users.create({ orgId: org.orgId, email: `money${++users}@example.test` });
  const { token } = await t.ctx.users.signIn(u.email, u.password, `10.4.0.${users}`);
  return { token, get: (url) => t.app.inject({ method: 'GET', url, headers: { cookie: `mca_session=${token}` } }) };
}

/** The deal page (GET /app/deals/:id, which renders the money sections) for a signed-in user. */
async function dealPage(browser: Browser, id: string): Promise<string> {
  const res = await browser.get(`/app/deals/${id}`);
  expect(res.statusCode).toBe(200);
  return res.body;
}
const monthsTable = (body: string) => /<table class="data months"[\s\S]*?<\/table>/.exec(body)?.[0];

const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const tbody = (body: string) => /<tbody>([\s\S]*?)<\/tbody>/.exec(body)?.[1] ?? '';
// The cells of each row, without a member's select box (the bulk recategorisation's, first in each row).
const rows = (body: string) => [...tbody(body).matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td(?! class="pick")[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1]!));
const text = (cell: string) => cell.replace(/<[^>]+>/g, '').trim();
/** The text of the link to a URL on a page (a figure of the months table). */
const linkText = (body: string, url: string) => /^[^<]*/.exec(body.split(`href="${url}">`)[1] ?? '')?.[0];
const drill = (month: string, metric: string) => `/app/deals/${dealId}/months/${month}/${metric}`;

beforeAll(async () => {
  t = await startTestApp();
  orgA = await t.org('broker');
  orgB = await t.org('broker');
  await t.ctx.startWorker();
  const body = multipart([...FILES.map((f) => ({ name: 'files', filename: f, value: new Uint8Array(readFileSync(SAMPLES + f)) })),
    { name: 'create_deal', value: 'true' }]);
  const res = await t.request('POST', '/v1/parse/parsing', { key: orgA.key, payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(202);
  dealId = res.json().deal_id;
  expect(await waitForJob(t.ctx, res.json().parsing_id)).toBe('completed');
  deal = (await t.request('GET', `/v1/deals/${dealId}`, { key: orgA.key })).json();
  a = await browserFor(orgA);
  b = await browserFor(orgB);
  section = await dealPage(a, dealId);
}, 120_000);
afterAll(() => t.close());

describe('the deal page money sections', () => {
  it('shows the months as a chart and a table whose figures link to what makes them', () => {
    expect(deal.financials.months.map((m) => m.date)).toEqual(['2026-06', '2026-07', '2026-08']);
    expect(section).toMatch(/<svg [^>]*role="img"/);
    expect(section).toContain('<title id="revenue-chart-title">Revenue and true revenue by month</title>');
    for (const m of deal.financials.months) {
      expect(section).toContain(`<th scope="row">${new Date(`${m.date}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })}</th>`);
      expect(dollars(linkText(section, drill(m.date, 'revenue'))!)).toBe(Math.round(m.total_credits! * 100));
      expect(dollars(linkText(section, drill(m.date, 'true_revenue'))!)).toBe(Math.round(m.total_true_credits! * 100));
      expect(Number(linkText(section, drill(m.date, 'nsf')))).toBe(m.nsf_count);
      expect(Number(linkText(section, drill(m.date, 'negative_days')))).toBe(m.negative_days_count);
    }
    // CSP: no inline style or handler, and every script is a file.
    expect(section).not.toMatch(/ style=| on[a-z]+="|<script(?![^>]*\ssrc=)/);
  });

  it('lists the position with its debits and the statements with reconciliation, each linking to its transactions', () => {
    expect(section).toMatch(/<th scope="row">Kapitus<\/th>/);
    expect(section).toMatch(/The 64 debits of Kapitus/);
    expect(section.match(/<span class="badge ok">Reconciled<\/span>/g)).toHaveLength(3);
    for (const n of [1, 2, 3]) expect(section).toContain(`href="/app/deals/${dealId}/statements/${n}"`);
    expect(section).toMatch(/••••\d{4}/);
  });
});

describe('drill-downs add up to the figure on the deal page and in the deal\u2019s financials', () => {
  const july = () => deal.financials.months.find((m) => m.date === '2026-07')!;

  for (const [metric, field] of [['revenue', 'total_credits'], ['true_revenue', 'total_true_credits']] as const) {
    it(`${metric} of July: the listed transactions sum to the figure`, async () => {
      const res = await a.get(drill('2026-07', metric));
      expect(res.statusCode).toBe(200);
      const list = rows(res.body);
      expect(list.length).toBeGreaterThan(10);
      const sum = list.reduce((acc, r) => acc + dollars(text(r.at(-1)!)), 0);
      expect(sum).toBe(Math.round(july()[field]! * 100));
      expect(sum).toBe(dollars(linkText(section, drill('2026-07', metric))!));
      expect(dollars(/<td class="num" id="total">([^<]*)<\/td>/.exec(res.body)![1]!)).toBe(sum);
      expect(dollars(/<strong id="shown">([^<]*)<\/strong>/.exec(res.body)![1]!)).toBe(sum);
      if (metric === 'true_revenue') for (const r of list) expect(['Revenue']).toContain(text(r[2]!));
    });
  }

  it('NSF of July lists exactly the fee lines counted', async () => {
    const res = await a.get(drill('2026-07', 'nsf'));
    const list = rows(res.body);
    expect(list).toHaveLength(july().nsf_count!);
    expect(list.length).toBe(Number(linkText(section, drill('2026-07', 'nsf'))));
    for (const r of list) expect(text(r[2]!)).toBe('NSF or overdraft fee');
  });

  it('negative days of July lists the days that ended below zero', async () => {
    const res = await a.get(drill('2026-07', 'negative_days'));
    const list = rows(res.body);
    expect(list).toHaveLength(july().negative_days_count!);
    expect(list.length).toBe(Number(linkText(section, drill('2026-07', 'negative_days'))));
    for (const r of list) expect(dollars(text(r[1]!))).toBeLessThan(0);
    // A month without any: the page says so.
    expect((await a.get(drill('2026-06', 'negative_days'))).body).toContain('No day of this month ended below zero.');
  });

  it('an unknown month or metric is a 404 page', async () => {
    for (const url of [drill('2025-01', 'revenue'), drill('2026-07', 'deposits'), drill('2026-7', 'nsf')]) {
      const res = await a.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });
});

describe('a statement\u2019s transactions', () => {
  it('lists every transaction, filters by category and searches the descriptions', async () => {
    const all = await a.get(`/app/deals/${dealId}/statements/2`);
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('<label for="category">Category</label>');
    const every = rows(all.body);
    expect(every.length).toBeGreaterThan(50);
    const nsf = rows((await a.get(`/app/deals/${dealId}/statements/2?category=nsf_fee`)).body);
    expect(nsf.length).toBe(every.filter((r) => text(r[2]!) === 'NSF or overdraft fee').length);
    expect(nsf.length).toBeGreaterThan(0);
    for (const r of nsf) expect(text(r[2]!)).toBe('NSF or overdraft fee');
    const kapitus = rows((await a.get(`/app/deals/${dealId}/statements/2?q=kapitus`)).body);
    expect(kapitus.length).toBeGreaterThan(0);
    for (const r of kapitus) expect(text(r[1]!).toLowerCase()).toContain('kapitus');
    // An unknown category is no filter; a missing statement is a 404.
    expect(rows((await a.get(`/app/deals/${dealId}/statements/2?category=bogus`)).body)).toHaveLength(every.length);
    expect((await a.get(`/app/deals/${dealId}/statements/9`)).statusCode).toBe(404);
    expect((await a.get(`/app/deals/${dealId}/statements/0`)).statusCode).toBe(404);
  });

  it('renders a 600-transaction statement quickly', async () => {
    const d = await t.request('POST', '/v1/deals', { key: orgA.key, body: { application: { legal_name: 'Big Statement LLC' } } });
    const big = d.json().deal_id as string;
    const txs = Array.from({ length: 600 }, (_, i) => tx(`2026-03-${String(1 + (i % 28)).padStart(2, '0')}`, 100 + (i % 97),
      i % 3 ? 'debit' : 'credit', i % 3 ? `CARD PURCHASE VENDOR ${i} <b>` : `CARD SETTLEMENT ${i}`));
    txs.sort((x, y) => x.date.localeCompare(y.date));
    const result = analyze([doc([balanced({ beginning_balance: 50_000, transactions: txs })])]);
    const now = new Date().toISOString();
    await t.ctx.jobs.insert({ id: uuidv7(), kind: 'parse', org_id: orgA.orgId, status: 'completed', external_id: null, deal_id: big,
      parsing_id: null, input: '{"files":[]}', result: t.ctx.cipher.encrypt(JSON.stringify(result)), error: null, attempts: 1,
      max_attempts: 3, locked_by: null, locked_until: null, created_at: now, updated_at: now, completed_at: now });
    const times: number[] = [];
    let body = '';
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      const res = await a.get(`/app/deals/${big}/statements/1`);
      times.push(performance.now() - start);
      expect(res.statusCode).toBe(200);
      body = res.body;
    }
    expect(rows(body)).toHaveLength(600);
    expect(body).not.toContain('<b>');
    times.sort((x, y) => x - y);
    console.log(`600-transaction statement page: median ${times[3]!.toFixed(1)} ms, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB`);
    expect(times[3]).toBeLessThan(250);
  });
});

describe('deals whose figures do not come from these statements', () => {
  it('a deal without parsed statements says so, links to the upload page, and has no drill-down', async () => {
    const res = await t.request('POST', '/v1/deals', { key: orgA.key, body: { application: { legal_name: 'Manual Figures LLC' },
      financials: { months: [{ date: '2026-05', total_credits: 1000, total_true_credits: 900, nsf_count: 1, negative_days_count: 2 }] } } });
    const id = res.json().deal_id as string;
    const html = await dealPage(a, id);
    expect(html).toContain('No parsed statements for this deal yet.');
    expect(html).toContain(`href="/app/upload?deal=${id}"`);
    expect(html).toContain('entered through the API');
    expect(html).toContain('$1,000.00');
    expect(html).not.toContain(`/app/deals/${id}/months/`);
    expect((await a.get(`/app/deals/${id}/months/2026-05/revenue`)).statusCode).toBe(404);
    expect((await a.get(`/app/deals/${id}/statements/1`)).statusCode).toBe(404);
  });

  it('a figure edited through the API after parsing is flagged, and its list shows what the statements give', async () => {
    const patched = { ...deal.financials, months: deal.financials.months.map((m) => (m.date === '2026-07' ? { ...m, total_credits: 1 } : m)) };
    const res = await t.request('PATCH', `/v1/deals/${dealId}`, { key: orgA.key, body: { financials: patched } });
    expect(res.statusCode).toBe(200);
    const html = await dealPage(a, dealId);
    expect(html).toContain('changed after its statements were read, and these figures differ from the statements: Revenue of Jul 2026.');
    const drilled = await a.get(drill('2026-07', 'revenue'));
    expect(/<strong id="shown">([^<]*)<\/strong>/.exec(drilled.body)![1]).toBe('$1.00');
    expect(drilled.body).toContain('The deal\'s figure was changed after the statements were read');
    // Put it back for the tests that follow.
    await t.request('PATCH', `/v1/deals/${dealId}`, { key: orgA.key, body: { financials: deal.financials } });
    expect(monthsTable(await dealPage(a, dealId))).toBe(monthsTable(section));
    expect(monthsTable(section)).toBeTruthy();
  });
});

describe('another organization', () => {
  it('gets 404 on every route of this deal, and no figure of it', async () => {
    for (const url of [`/app/deals/${dealId}`, drill('2026-07', 'revenue'), drill('2026-07', 'true_revenue'), drill('2026-07', 'nsf'),
      drill('2026-07', 'negative_days'), `/app/deals/${dealId}/statements/1`, `/app/deals/${dealId}/statements/1?category=nsf_fee`]) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Kapitus');
    }
    const other = await t.ctx.users.session(b.token);
    expect((await t.ctx.users.session(a.token))!.auth.orgId).not.toBe(other!.auth.orgId);
  });

  it('sees nothing of it through the statements service either', async () => {
    const { dealStatements } = await import('./pages/deal-financials.ts');
    const other = { session: await t.ctx.users.session(b.token) } as FastifyRequest;
    expect(await dealStatements(t.ctx, other, dealId)).toEqual({ parsings: [], current: null });
  });
});
