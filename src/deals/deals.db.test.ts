import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { createContext } from '../context.ts';
import { createLogger } from '../platform/log.ts';

let t: TestApp;
let broker: TestOrg;
let other: TestOrg;
let funder: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  other = await t.org('broker');
  funder = await t.org('funder');
});
afterAll(() => t.close());

const app = {
  legal_name: 'Acme Widgets LLC', trade_name: 'Acme', type_of_entity: 'LLC', industry: 'Restaurant',
  business_tax_id: '12-3456789', country: 'USA', state_region: 'tx', requested_amount: 50000,
  applicants: [{ first_name: 'Ann', last_name: 'Lee', ownership: 60, credit_score: 680, tax_id: '123-45-6789' }],
};

async function create(org: TestOrg, body: unknown) {
  return t.request('POST', '/v1/deals', { key: org.key, body });
}

async function dealCount() {
  const r = await t.ctx.db.selectFrom('deals').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(r?.n);
}

describe('POST /v1/deals', () => {
  it('creates a broker deal with defaults, normalised application and a dashboard link', async () => {
    const res = await create(broker, { external_id: 'crm-1', application: app, financials: { avg_monthly_revenue: 45000 } });
    expect(res.statusCode).toBe(201);
    const deal = res.json();
    expect(deal).toMatchObject({ external_id: 'crm-1', owner: 'broker', stage: 'Potential', auto_submit: 'auto',
      funder_results: [], review_flags: [], reconciliation: {} });
    expect(deal.application).toMatchObject({ type_of_entity: 'llc', country: 'United States', state_region: 'TX',
      business_tax_id: '123456789', business_tax_id_type: 'EIN', business_tax_id_country: 'US' });
    expect(deal.application.applicants[0]).toMatchObject({ tax_id: '123456789', tax_id_type: 'SSN', tax_id_country: 'US' });
    expect(deal.dashboard_url).toBe(`${t.config.dashboardUrl}/deals/${deal.deal_id}`);
    expect(deal.deal_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });

  it('keeps an unknown reference value as sent and flags it for review', async () => {
    const res = await create(broker, { application: { industry: 'widget making', country: 'CA', state_region: 'ON' } });
    expect(res.statusCode).toBe(201);
    const deal = res.json();
    expect(deal.application).toMatchObject({ industry: 'widget making', country: 'Canada', state_region: 'ON' });
    expect(deal.review_flags).toEqual([{ field: 'application.industry', value: 'widget making', reason: 'unrecognized' }]);
  });

  it('makes funder deals New submission and never auto-submitting', async () => {
    const res = await create(funder, { application: app, auto_submit: 'auto' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ owner: 'funder', stage: 'New submission', auto_submit: 'disabled' });
    expect(res.json().dashboard_url).toBe(`${t.config.funderDashboardUrl}/deals/${res.json().deal_id}`);
  });

  it('requires application or financials', async () => {
    const before = await dealCount();
    const res = await create(broker, { external_id: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    expect(await dealCount()).toBe(before);
  });

  it.each([
    ['an EIN with an unissued prefix', { business_tax_id: '07-1234567' }, 'application.business_tax_id'],
    ['an SSN with area 666', { business_tax_id: '666-12-3456' }, 'application.business_tax_id'],
    ['an ambiguous Canadian number without type', { business_tax_id: '046 454 286', business_tax_id_country: 'CA' }, 'application.business_tax_id_type'],
    ['a bad applicant tax id', { applicants: [{ first_name: 'A', tax_id: '000-12-3456' }] }, 'application.applicants[0].tax_id'],
  ])('rejects %s with 422 and writes nothing', async (_name, application, field) => {
    const before = await dealCount();
    const res = await create(broker, { application });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await dealCount()).toBe(before);
  });

  it('stores tax IDs encrypted at rest', async () => {
    const res = await create(broker, { application: { business_tax_id: '98-7654321' } });
    const row = await t.ctx.db.selectFrom('deals').select('application').where('id', '=', res.json().deal_id).executeTakeFirstOrThrow();
    expect(row.application).not.toContain('987654321');
    expect(row.application).toContain('enc:v1:');
  });
});

describe('GET and PATCH /v1/deals/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(broker, { application: app, financials: { avg_monthly_revenue: 1000, months: [{ date: '2026-01', total_credits: 10 }] },
      reconciliation: { status: 'requested', notes: 'line one\nline two', crm_ref: 'R-1' } })).json().deal_id;
  });

  it('reads the deal back', async () => {
    const res = await t.request('GET', `/v1/deals/${id}`, { key: broker.key });
    expect(res.statusCode).toBe(200);
    expect(res.json().reconciliation).toEqual({ status: 'requested', notes: 'line one\nline two', crm_ref: 'R-1' });
  });

  it('answers not_found for another organization, a funder, an unknown id and a malformed id', async () => {
    for (const [key, path] of [[other.key, id], [funder.key, id], [broker.key, '01a2013a-0000-7000-8000-000000000000'], [broker.key, 'nope']] as const) {
      const get = await t.request('GET', `/v1/deals/${path}`, { key });
      expect(get.statusCode).toBe(404);
      expect(get.json().error.code).toBe('not_found');
      const patch = await t.request('PATCH', `/v1/deals/${path}`, { key, body: { auto_submit: 'disabled' } });
      expect(patch.statusCode).toBe(404);
    }
    expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json().auto_submit).toBe('auto');
  });

  it('merges: omitted fields stay, null clears, collections replace', async () => {
    const res = await t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: {
      application: { trade_name: null, industry: 'restaurant', applicants: [{ first_name: 'Bo', ownership: 100 }] },
      financials: { months: [{ date: '2026-02', total_credits: 5 }] },
      reconciliation: { status: 'approved', crm_ref: null },
    } });
    expect(res.statusCode).toBe(200);
    const deal = res.json();
    expect(deal.application.trade_name).toBeUndefined();
    expect(deal.application.legal_name).toBe('Acme Widgets LLC');
    expect(deal.application.applicants).toEqual([{ first_name: 'Bo', ownership: 100 }]);
    expect(deal.financials).toEqual({ avg_monthly_revenue: 1000, months: [{ date: '2026-02', total_credits: 5 }] });
    expect(deal.reconciliation).toEqual({ status: 'approved', notes: 'line one\nline two' });
    expect(deal.updated_at > deal.created_at).toBe(true);
  });

  it('keeps disabled sticky', async () => {
    expect((await t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: { auto_submit: 'disabled' } })).json().auto_submit).toBe('disabled');
    expect((await t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: { auto_submit: 'auto' } })).json().auto_submit).toBe('disabled');
    expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json().auto_submit).toBe('disabled');
  });

  it('rejects a bad tax ID on PATCH and changes nothing', async () => {
    const before = (await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json();
    const res = await t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: { application: { business_tax_id: '00-1234567', legal_name: 'X' } } });
    expect(res.statusCode).toBe(422);
    expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json()).toEqual(before);
  });

  it('flags unknown values set by PATCH and clears flags when fixed', async () => {
    let res = await t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: { application: { type_of_entity: 'guild' } } });
    expect(res.json().review_flags).toEqual([{ field: 'application.type_of_entity', value: 'guild', reason: 'unrecognized' }]);
    res = await t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: { application: { type_of_entity: 'Inc' } } });
    expect(res.json().review_flags).toEqual([]);
  });
});

describe('GET /v1/deals/{id} from the views kept per process', () => {
  const nextTurn = () => new Promise<void>((resolve) => { setImmediate(resolve); });

  it('an unchanged deal is answered again without reading the database (SQLite); PostgreSQL reads every time', async () => {
    const id = (await create(broker, { application: app })).json().deal_id as string;
    const reads = vi.spyOn(t.ctx.dealsRepo, 'findOwned');
    try {
      const first = await t.request('GET', `/v1/deals/${id}`, { key: broker.key });
      const second = await t.request('GET', `/v1/deals/${id}`, { key: broker.key });
      expect(second.body).toBe(first.body);
      expect(first.json().application.business_tax_id).toBe('123456789');
      expect(reads).toHaveBeenCalledTimes(t.ctx.dialect === 'sqlite' ? 1 : 2);
    } finally { reads.mockRestore(); }
  });

  it('a change through this process is in the very next read, one from another connection from the next turn on', async () => {
    const id = (await create(broker, { application: app })).json().deal_id as string;
    expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json().external_id).toBeNull();
    await t.request('PATCH', `/v1/deals/${id}`, { key: broker.key, body: { external_id: 'here' } });
    expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json().external_id).toBe('here');
    const elsewhere = await createContext(t.config, { logger: createLogger('silent'), migrate: false });
    try {
      const auth = (await elsewhere.orgs.authenticate(broker.key))!;
      await elsewhere.deals.patch(auth, id, { external_id: 'elsewhere', application: { legal_name: 'Renamed LLC' } });
    } finally { await elsewhere.close(); }
    await nextTurn();
    const after = (await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).json();
    expect(after).toMatchObject({ external_id: 'elsewhere', application: { legal_name: 'Renamed LLC', business_tax_id: '123456789' } });
  });

  it('a view kept for one organization is never another\'s', async () => {
    const id = (await create(broker, { application: app })).json().deal_id as string;
    expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).statusCode).toBe(200);
    expect((await t.request('GET', `/v1/deals/${id}`, { key: other.key })).statusCode).toBe(404);
    expect((await t.request('GET', `/v1/deals/${id}`, { key: funder.key })).statusCode).toBe(404);
  });
});

describe('GET /v1/deals', () => {
  let lister: TestOrg;
  const ids: string[] = [];
  beforeAll(async () => {
    lister = await t.org('broker');
    for (let i = 0; i < 5; i++) {
      ids.push((await create(lister, { external_id: i === 2 ? 'crm-two' : `crm-list-${i}`, application: { legal_name: `Co ${i}` } })).json().deal_id);
    }
    await create(other, { external_id: 'crm-two', application: { legal_name: 'Not yours' } });
  });
  const list = (query: string, key = lister.key) => t.request('GET', `/v1/deals${query}`, { key });

  it('pages through every deal of the organization once, oldest change first, with full deal objects', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.length).toBeLessThanOrEqual(2);
      for (const d of body.data) expect(d).toMatchObject({ owner: 'broker', stage: 'Potential', funder_results: [] });
      seen.push(...body.data.map((d: { deal_id: string }) => d.deal_id));
      cursor = body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
  });

  it('meets a deal changed while paging again at the end', async () => {
    const first = (await list('?limit=2')).json();
    await t.request('PATCH', `/v1/deals/${ids[0]}`, { key: lister.key, body: { application: { trade_name: 'Changed' } } });
    const rest: string[] = [];
    let cursor: string | null = first.next_cursor;
    while (cursor) {
      const body = (await list(`?limit=2&cursor=${cursor}`)).json();
      rest.push(...body.data.map((d: { deal_id: string }) => d.deal_id));
      cursor = body.next_cursor;
    }
    expect(rest).toEqual([...ids.slice(2), ids[0]]);
  });

  it('filters by external_id, stage and updated_since, within the organization', async () => {
    const byExternal = (await list('?external_id=crm-two')).json();
    expect(byExternal.data.map((d: { deal_id: string }) => d.deal_id)).toEqual([ids[2]]);
    expect(byExternal.next_cursor).toBeNull();
    await t.ctx.deals.setStage((await t.ctx.orgs.authenticate(lister.key))!, ids[3]!, 'Underwriting');
    const byStage = (await list('?stage=Underwriting')).json();
    expect(byStage.data.map((d: { deal_id: string }) => d.deal_id)).toEqual([ids[3]]);
    const changed = (await t.request('GET', `/v1/deals/${ids[3]}`, { key: lister.key })).json().updated_at as string;
    const since = (await list(`?updated_since=${encodeURIComponent(changed)}`)).json();
    expect(since.data.map((d: { deal_id: string }) => d.deal_id)).toEqual([ids[3]]);
    const future = (await list('?updated_since=2999-01-01')).json();
    expect(future).toEqual({ data: [], next_cursor: null });
  });

  it('answers 422 for bad parameters and the usual 401/403', async () => {
    for (const q of ['?limit=0', '?limit=101', '?limit=x', '?stage=Nope', '?cursor=bm9wZQ', '?updated_since=yesterday',
      '?updated_since=2026-13-45T99:00:00Z', '?colour=red']) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await t.request('GET', '/v1/deals')).statusCode).toBe(401);
    const noScope = await t.org('broker', { scopes: ['deals:write'] });
    expect((await list('', noScope.key)).json().error.code).toBe('insufficient_scope');
    const noPlan = await t.org('broker', { areas: ['parse'] });
    expect((await list('', noPlan.key)).json().error.code).toBe('not_entitled');
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await t.request('GET', '/v1/openapi.json')).json();
    const op = spec.paths['/v1/deals'].get;
    expect(op.parameters.filter((p: { in?: string }) => p.in === 'query').map((p: { name: string }) => p.name).sort())
      .toEqual(['cursor', 'external_id', 'limit', 'stage', 'updated_since']);
    expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/RequestId' });
    expect(op.responses['200']).toBeDefined();
  });
});
