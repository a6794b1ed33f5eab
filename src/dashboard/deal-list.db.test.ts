// The deals list page, signed in, on the real database: search (names and external id, case-insensitive, % and _
// literal), stage filter, sort by name, pages of 25, and never another organization's deals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { signIn, type Browser } from '../../test/signin.ts';

let t: TestApp;
let orgA: TestOrg;
let orgB: TestOrg;
let a: Browser;
let b: Browser;
const ids: Record<string, string> = {};
let users = 0;

async function browserFor(org: TestOrg) {
  const u = await t.ctx.users.create({ orgId: org.orgId, email: `lister${++users}@example.test` });
  return signIn(t.app, u.email, u.password, { remoteAddress: `10.3.0.${users}` });
}

async function deal(org: TestOrg, name: string, body: { external_id?: string; application: Record<string, unknown> }) {
  const res = await t.request('POST', '/v1/deals', { key: org.key, body });
  if (res.statusCode !== 201) throw new Error(res.body);
  ids[name] = res.json().deal_id;
  return ids[name]!;
}

/** The deal ids of the list's rows, in order, and the count line. */
async function list(browser: Browser, search: Record<string, string> = {}) {
  const res = await browser.get(`/app/deals?${new URLSearchParams(search)}`);
  expect(res.statusCode).toBe(200);
  const tbody = /<tbody>([\s\S]*)<\/tbody>/.exec(res.body)?.[1] ?? '';
  return { res, ids: [...tbody.matchAll(/href="\/app\/deals\/([0-9a-f-]{36})"/g)].map((m) => m[1]!),
    count: /<p class="muted" id="count">([^<]*)<\/p>/.exec(res.body)?.[1] };
}
const named = (...names: string[]) => names.map((name) => ids[name]!);

beforeAll(async () => {
  t = await startTestApp();
  orgA = await t.org('broker');
  orgB = await t.org('broker');
  await deal(orgA, 'acme', { external_id: 'CRM-ACME-1', application: { legal_name: 'Acme Widgets LLC', trade_name: 'Acme' } });
  await deal(orgA, 'northwind', { external_id: 'nw-77', application: { legal_name: 'Northwind Traders Inc', trade_name: 'Breezy Goods' } });
  await deal(orgA, 'juice', { application: { legal_name: '100% Pure Juice LLC' } });
  await deal(orgA, 'diner', { application: { legal_name: 'Route 100 Diner' } });
  await deal(orgA, 'underscore', { application: { legal_name: 'Under_score Co' } });
  await deal(orgA, 'bar', { application: { legal_name: 'Bar Supply Inc' } });
  await deal(orgA, 'tradeOnly', { application: { trade_name: 'Sortme Delta' } });
  await deal(orgA, 'charlie', { application: { legal_name: 'sortme Charlie' } });
  await deal(orgA, 'alpha', { application: { legal_name: 'Sortme alpha' } });
  await deal(orgA, 'bravo', { application: { legal_name: 'SORTME Bravo' } });
  await deal(orgA, 'script', { application: { legal_name: '<script>alert(1)</script> Hacks LLC' } });
  await deal(orgB, 'rival', { external_id: 'CRM-ACME-2', application: { legal_name: 'Acme Rival Corp' } });
  for (const [name, stage] of [['northwind', 'Underwriting'], ['bar', 'Underwriting'], ['acme', 'Closed']] as const) {
    await t.ctx.db.updateTable('deals').set({ stage }).where('id', '=', ids[name]!).execute();
  }
  a = await browserFor(orgA);
  b = await browserFor(orgB);
});
afterAll(() => t.close());

describe('the deals list', () => {
  it('lists the organization\'s deals, escaped', async () => {
    const { ids: rows, count, res } = await list(a);
    expect(rows.sort()).toEqual(Object.entries(ids).filter(([k]) => k !== 'rival').map(([, id]) => id).sort());
    expect(count).toBe('11 deals');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hacks LLC');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('Acme Rival');
  });

  it.each([
    ['a legal name, any case', 'aCmE wIdGeTs', ['acme']],
    ['a trade name', 'breezy', ['northwind']],
    ['an external id, any case', 'crm-acme', ['acme']],
    ['an external id fragment', 'W-7', ['northwind']],
    ['a literal %', '0%', ['juice']],
    ['a literal _', 'r_s', ['underscore']],
    ['a literal backslash', '\\', []],
    ['nothing that exists', 'zzz', []],
  ])('searches %s', async (_name, q, expected) => {
    const { ids: rows, count } = await list(a, { q });
    expect(rows.sort()).toEqual(named(...expected).sort());
    expect(count).toBe(`${expected.length} deal${expected.length === 1 ? '' : 's'} match`);
  });

  it('says so when nothing matches (and not that there are no deals)', async () => {
    const { res } = await list(a, { q: 'zzz' });
    expect(res.body).toContain('No deals match');
    expect(res.body).not.toContain('No deals yet');
  });

  it('filters by stage, alone and with a search; an unknown stage filters nothing', async () => {
    expect((await list(a, { stage: 'Underwriting' })).ids.sort()).toEqual(named('northwind', 'bar').sort());
    expect((await list(a, { stage: 'Underwriting', q: 'bar' })).ids).toEqual(named('bar'));
    expect((await list(a, { stage: 'Closed' })).ids).toEqual(named('acme'));
    expect((await list(a, { stage: 'Processing' })).ids).toEqual([]);
    expect((await list(a, { stage: "Closed' OR 1=1 --" })).ids).toHaveLength(11);
    const { res } = await list(a, { stage: 'Underwriting' });
    expect(res.body).toContain('<option selected>Underwriting</option>');
  });

  it('sorts by name (legal, else trade; case-insensitive), ascending and descending', async () => {
    const order = named('alpha', 'bravo', 'charlie', 'tradeOnly');
    expect((await list(a, { q: 'sortme', sort: 'name', dir: 'asc' })).ids).toEqual(order);
    expect((await list(a, { q: 'sortme', sort: 'name', dir: 'desc' })).ids).toEqual([...order].reverse());
    // Name sorts ascending unless told otherwise.
    expect((await list(a, { q: 'sortme', sort: 'name' })).ids).toEqual(order);
  });

  it('sorts by stage in workflow order (Potential first, Closed last), not alphabetically', async () => {
    const asc = (await list(a, { sort: 'stage', dir: 'asc' })).ids;
    const stages = (rows: string[]) => rows.map((id) => (id === ids.acme ? 'Closed' : [ids.northwind, ids.bar].includes(id) ? 'Underwriting' : 'Potential'));
    expect(stages(asc)).toEqual([...Array(8).fill('Potential'), 'Underwriting', 'Underwriting', 'Closed']);
    expect(stages((await list(a, { sort: 'stage', dir: 'desc' })).ids)).toEqual(['Closed', 'Underwriting', 'Underwriting', ...Array(8).fill('Potential')]);
  });

  it('never shows another organization\'s deals, whatever the search', async () => {
    // B's one deal matches the first three; A's deals match every one of these searches but never show.
    for (const [q, expected] of [['', ['rival']], ['acme', ['rival']], ['crm-acme', ['rival']], ['sortme', []], ['0%', []], ['r_s', []]] as const) {
      const { ids: rows, res } = await list(b, q ? { q } : {});
      expect(rows, q).toEqual(named(...expected));
      expect(res.body).not.toContain('Acme Widgets');
    }
    expect((await list(a, { q: 'acme' })).ids).toEqual(named('acme'));
  });

  it('a user of another organization opening a deal\'s page gets the same 404 as for an unknown deal', async () => {
    const unknown = '01900000-0000-7000-8000-00000000beef';
    const theirs = await b.get(`/app/deals/${ids.acme}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^text\/html/);
    expect(theirs.body).not.toContain('Acme Widgets');
    expect(theirs.body).not.toContain('CRM-ACME-1');
    const none = await b.get(`/app/deals/${unknown}`);
    expect(none.statusCode).toBe(404);
    expect(theirs.body.replaceAll(ids.acme!, 'ID')).toBe(none.body.replaceAll(unknown, 'ID'));
  });

  it('refuses the list to an organization whose plan has no deals area', async () => {
    const parseOnly = await t.org('broker', { areas: ['parse'] });
    const res = await (await browserFor(parseOnly)).get('/app/deals');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('pages', () => {
  let paged: Browser;
  const pagedIds: string[] = [];

  beforeAll(async () => {
    const org = await t.org('broker');
    for (let i = 1; i <= 30; i++) pagedIds.push(await deal(org, `paged${i}`, { application: { legal_name: `Paged ${String(i).padStart(2, '0')} LLC` } }));
    paged = await browserFor(org);
  });

  it('shows 25 a page: page 2 of 30 deals has the other 5', async () => {
    const first = await list(paged);
    const second = await list(paged, { page: '2' });
    expect(first.count).toBe('30 deals');
    expect(first.ids).toHaveLength(25);
    expect(second.ids).toHaveLength(5);
    expect([...first.ids, ...second.ids].sort()).toEqual([...pagedIds].sort());
    expect(first.res.body).toContain('Page 1 of 2');
    expect(first.res.body).toContain('href="/app/deals?page=2" rel="next"');
    expect(first.res.body).not.toContain('rel="prev"');
    expect(second.res.body).toContain('Page 2 of 2');
    expect(second.res.body).toContain('href="/app/deals?page=1" rel="prev"');
    expect(second.res.body).not.toContain('rel="next"');
  });

  it('keeps the search, stage and sort in the page links', async () => {
    const { ids: rows, res } = await list(paged, { q: 'paged', sort: 'name', dir: 'asc' });
    expect(rows).toEqual(pagedIds.slice(0, 25));
    expect(res.body).toContain('href="/app/deals?q=paged&amp;sort=name&amp;dir=asc&amp;page=2" rel="next"');
    expect((await list(paged, { q: 'paged', sort: 'name', dir: 'asc', page: '2' })).ids).toEqual(pagedIds.slice(25));
    expect((await list(paged, { q: 'paged', sort: 'name', dir: 'desc', page: '2' })).ids).toEqual(pagedIds.slice(0, 5).reverse());
  });

  it('reads a nonsense page number as page 1', async () => {
    for (const page of ['abc', '-3', '0', '']) expect((await list(paged, { page })).ids).toEqual((await list(paged)).ids);
  });

  it('sends a page past the end to the last page', async () => {
    const res = await paged.get('/app/deals?q=paged&page=9');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/deals?q=paged&page=2');
  });
});
