// The deal page through the real app (app.inject) on a fresh database: signed in as a user of the organization,
// the page shows the deal and its review flags; its forms (flag fix, application edit, stage, auto-submit, rematch)
// change the deal through the services, refuse what PATCH would refuse, need the CSRF token, and another
// organization's user gets 404 for the page and every form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { DEMO_APPLICATION, DEMO_FINANCIALS, DEMO_FUNDERS } from '../funders/demo-funders.ts';

let t: TestApp;
let broker: TestOrg;
let other: TestOrg;
let users = 0;

interface Browser { cookie: string; csrf: string }
let me: Browser;
let stranger: Browser;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function signIn(orgId: string): Promise<Browser> {
  const email = `user${++users}@deal-page.test`;
  const { password } = await t.ctx.users.create({ orgId, email });
  const login = await t.app.inject({ method: 'GET', url: '/app/login' });
  const loginCookie = login.cookies.find((c) => c.name === 'mca_login_csrf')!.value;
  const token = /name="_csrf" value="([^"]+)"/.exec(login.body)![1]!;
  const res = await t.app.inject({ method: 'POST', url: '/app/login', headers: { ...FORM, cookie: `mca_login_csrf=${loginCookie}` },
    payload: new URLSearchParams({ _csrf: token, email, password }).toString() });
  expect(res.statusCode).toBe(303);
  const cookie = `mca_session=${res.cookies.find((c) => c.name === 'mca_session')!.value}`;
  const list = await t.app.inject({ method: 'GET', url: '/app/deals', headers: { cookie } });
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(list.body)![1]!;
  return { cookie, csrf };
}

const view = (who: Browser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
/** Posts a form as the browser would; `csrf: false` leaves the token out. */
const submit = (who: Browser, url: string, fields: Record<string, string>, options: { csrf?: boolean } = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...FORM, cookie: who.cookie },
    payload: new URLSearchParams({ ...(options.csrf === false ? {} : { _csrf: who.csrf }), ...fields }).toString() });

async function apiDeal(id: string, key = broker.key) {
  const res = await t.request('GET', `/v1/deals/${id}`, { key });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function newDeal(application: Record<string, unknown>, key = broker.key, extra: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/v1/deals', { key, body: { application, financials: DEMO_FINANCIALS, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { deal_id: string; dashboard_url: string };
}

const flagged = { ...DEMO_APPLICATION, legal_name: 'Smoke & <Fire> LLC', industry: 'widget making' };

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  other = await t.org('broker');
  const ids = [];
  for (const f of DEMO_FUNDERS) ids.push((await t.ctx.funders.create(f.profile)).id);
  await t.ctx.funders.select(broker.orgId, ids);
  me = await signIn(broker.orgId);
  stranger = await signIn(other.orgId);
});
afterAll(() => t.close());

describe('GET /app/deals/:id', () => {
  it('shows the deal (its name escaped), its review flag with a form, tax IDs masked, and is what dashboard_url opens', async () => {
    const deal = await newDeal({ ...flagged, applicants: [{ first_name: 'Maria', ownership: 100, tax_id: '123-45-6789' }] },
      broker.key, { external_id: 'crm-page-1' });
    const url = new URL(deal.dashboard_url);
    expect(url.pathname).toBe(`/app/deals/${deal.deal_id}`);
    const res = await view(me, url.pathname);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Smoke &amp; &lt;Fire&gt; LLC');
    expect(res.body).not.toContain('<Fire>');
    expect(res.body).toContain('crm-page-1');
    expect(res.body).toContain('“widget making” matches nothing in the reference data');
    expect(res.body).toContain(`action="/app/deals/${deal.deal_id}/flags"`);
    expect(res.body).toContain('name="field" value="application.industry"');
    expect(res.body).toContain('<option value="restaurant">');
    // Tax IDs: only the last 4 digits, never the whole number (business EIN 123456789, applicant SSN 123456789).
    expect(res.body).toContain('**-***6789');   // the EIN
    expect(res.body).toContain('***-**-6789');  // the SSN (issue 36: in the shape of its type)
    expect(res.body).not.toMatch(/123-?45-?6789|12-?3456789/);
  });

  it('is a 404 page for a malformed or unknown id', async () => {
    for (const id of ['not-a-uuid', '01900000-0000-7000-8000-000000000000']) {
      const res = await view(me, `/app/deals/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });
});

describe('review flags', () => {
  it('a supported value chosen in the form is saved through PATCH rules and the flag disappears', async () => {
    const deal = await newDeal(flagged);
    expect((await apiDeal(deal.deal_id)).review_flags).toEqual([{ field: 'application.industry', value: 'widget making', reason: 'unrecognized' }]);
    const res = await submit(me, `/app/deals/${deal.deal_id}/flags`, { field: 'application.industry', value: 'restaurant' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/app/deals/${deal.deal_id}?done=flag#application`);
    const after = await apiDeal(deal.deal_id);
    expect(after.review_flags).toEqual([]);
    expect(after.application.industry).toBe('restaurant');
    expect(after.application.legal_name).toBe(flagged.legal_name); // the rest of the application is untouched
    const page = await view(me, res.headers.location as string);
    expect(page.body).toContain('the review flag is resolved');
    expect(page.body).not.toContain('name="field" value="application.industry"');
  });

  it('a value outside the reference list re-renders the page with the message, and nothing changes', async () => {
    const deal = await newDeal(flagged);
    const res = await submit(me, `/app/deals/${deal.deal_id}/flags`, { field: 'application.industry', value: 'still widgets' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('is not one of the supported values');
    expect(res.body).toContain('name="field" value="application.industry"');
    expect((await apiDeal(deal.deal_id)).application.industry).toBe('widget making');
  });

  it('a state flag offers the country\'s own list, and a fix of a flag already resolved changes nothing', async () => {
    const deal = await newDeal({ ...DEMO_APPLICATION, state_region: 'Ontario', country: 'United States' });
    expect((await apiDeal(deal.deal_id)).review_flags.map((f: { field: string }) => f.field)).toEqual(['application.state_region']);
    const flagForms = /<ul class="flag-list">[\s\S]*?<\/ul>/.exec((await view(me, `/app/deals/${deal.deal_id}`)).body)![0];
    expect(flagForms).toContain('<option value="TX">');
    expect(flagForms).not.toContain('<option value="ON">');
    expect((await submit(me, `/app/deals/${deal.deal_id}/flags`, { field: 'application.state_region', value: 'ON' })).statusCode).toBe(422);
    expect((await submit(me, `/app/deals/${deal.deal_id}/flags`, { field: 'application.state_region', value: 'TX' })).statusCode).toBe(303);
    const stale = await submit(me, `/app/deals/${deal.deal_id}/flags`, { field: 'application.state_region', value: 'NY' });
    expect(stale.headers.location).toContain('done=resolved');
    expect((await apiDeal(deal.deal_id)).application.state_region).toBe('TX');
  });

  it('a form without the CSRF token is refused and changes nothing', async () => {
    const deal = await newDeal(flagged);
    const res = await submit(me, `/app/deals/${deal.deal_id}/flags`, { field: 'application.industry', value: 'restaurant' }, { csrf: false });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('this form has expired or did not come from this site');
    const stage = await submit(me, `/app/deals/${deal.deal_id}/stage`, { stage: 'Closed' }, { csrf: false });
    expect(stage.statusCode).toBe(400);
    const wrong = await submit({ ...me, csrf: stranger.csrf }, `/app/deals/${deal.deal_id}/stage`, { stage: 'Closed' });
    expect(wrong.statusCode).toBe(400);
    const after = await apiDeal(deal.deal_id);
    expect(after.review_flags).toHaveLength(1);
    expect(after.stage).toBe('Potential');
  });
});

describe('application edit', () => {
  it('saves only the fields changed in the form (a concurrent API change to another field stays)', async () => {
    const deal = await newDeal(DEMO_APPLICATION);
    const stored = (await apiDeal(deal.deal_id)).application;
    // Someone changes the trade name through the API after the form was rendered with the old one.
    expect((await t.request('PATCH', `/v1/deals/${deal.deal_id}`, { key: broker.key, body: { application: { trade_name: 'New Sign' } } })).statusCode).toBe(200);
    const res = await submit(me, `/app/deals/${deal.deal_id}/application`, {
      legal_name: 'Lone Star Smokehouse Holdings LLC', was_legal_name: stored.legal_name,
      trade_name: stored.trade_name, was_trade_name: stored.trade_name,
      requested_amount: '75000', was_requested_amount: String(stored.requested_amount),
      industry: 'Restaurants', was_industry: stored.industry, // an alias: normalised as PATCH does
      payment_frequency: '', was_payment_frequency: 'daily', // emptied: cleared
    });
    expect(res.statusCode).toBe(303);
    const after = (await apiDeal(deal.deal_id)).application;
    expect(after).toMatchObject({ legal_name: 'Lone Star Smokehouse Holdings LLC', trade_name: 'New Sign', requested_amount: 75000, industry: 'restaurant' });
    expect(after.payment_frequency).toBeUndefined();
  });

  it('refuses what PATCH refuses (a fractional number of payments, a negative amount, a bad date) and saves nothing', async () => {
    const deal = await newDeal(DEMO_APPLICATION);
    const res = await submit(me, `/app/deals/${deal.deal_id}/application`, {
      legal_name: 'Changed LLC', was_legal_name: DEMO_APPLICATION.legal_name as string,
      number_of_payments: '1.5', was_number_of_payments: '',
      requested_amount: '-5', was_requested_amount: '60000',
      business_start_date: '2021-02-30', was_business_start_date: '2018-04-02',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('id="edit-number_of_payments-error">must be integer');
    expect(res.body).toContain('id="edit-requested_amount-error">must be &gt;= 0');
    expect(res.body).toContain('value="Changed LLC"'); // the form keeps what was typed
    const dateOnly = await submit(me, `/app/deals/${deal.deal_id}/application`, { business_start_date: '2021-02-30', was_business_start_date: '2018-04-02' });
    expect(dateOnly.statusCode).toBe(422);
    expect(dateOnly.body).toContain('must be a date in the form YYYY-MM-DD');
    expect((await apiDeal(deal.deal_id)).application).toMatchObject({ legal_name: DEMO_APPLICATION.legal_name, requested_amount: 60000, business_start_date: '2018-04-02' });
  });
});

describe('stage and auto-submit', () => {
  it('a stage change persists; a stage outside the list is refused', async () => {
    const deal = await newDeal(DEMO_APPLICATION);
    const res = await submit(me, `/app/deals/${deal.deal_id}/stage`, { stage: 'Underwriting' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/app/deals/${deal.deal_id}?done=stage#stage`);
    expect((await apiDeal(deal.deal_id)).stage).toBe('Underwriting');
    const bad = await submit(me, `/app/deals/${deal.deal_id}/stage`, { stage: 'Funded' });
    expect(bad.statusCode).toBe(422);
    expect((await apiDeal(deal.deal_id)).stage).toBe('Underwriting');
  });

  it('re-enables auto-submit that the API disabled (the API itself cannot)', async () => {
    const deal = await newDeal(DEMO_APPLICATION, broker.key, { auto_submit: 'disabled' });
    const patch = await t.request('PATCH', `/v1/deals/${deal.deal_id}`, { key: broker.key, body: { auto_submit: 'auto' } });
    expect(patch.json().auto_submit).toBe('disabled');
    expect((await submit(me, `/app/deals/${deal.deal_id}/auto-submit`, { auto_submit: 'auto' })).statusCode).toBe(303);
    expect((await apiDeal(deal.deal_id)).auto_submit).toBe('auto');
    expect((await submit(me, `/app/deals/${deal.deal_id}/auto-submit`, { auto_submit: 'disabled' })).statusCode).toBe(303);
    expect((await apiDeal(deal.deal_id)).auto_submit).toBe('disabled');
  });

  it('a funder-owned deal shows no auto-submit control and refuses auto', async () => {
    const funder = await t.org('funder');
    const funderUser = await signIn(funder.orgId);
    const deal = await newDeal(DEMO_APPLICATION, funder.key);
    const page = await view(funderUser, `/app/deals/${deal.deal_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="auto_submit"');
    expect(page.body).toContain('A funder-owned deal is never submitted anywhere');
    expect((await submit(funderUser, `/app/deals/${deal.deal_id}/auto-submit`, { auto_submit: 'auto' })).statusCode).toBe(422);
    expect((await apiDeal(deal.deal_id, funder.key)).auto_submit).toBe('disabled');
  });
});

describe('another organization', () => {
  it('gets the 404 page for the deal page and for every form, and changes nothing', async () => {
    const deal = await newDeal(flagged);
    const before = await apiDeal(deal.deal_id);
    const page = await view(stranger, `/app/deals/${deal.deal_id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Smoke');
    expect((await view(stranger, `/app/deals/${deal.deal_id}/matching-status`)).statusCode).toBe(404);
    const forms: Array<[string, Record<string, string>]> = [
      ['stage', { stage: 'Closed' }], ['auto-submit', { auto_submit: 'disabled' }],
      ['flags', { field: 'application.industry', value: 'restaurant' }],
      ['application', { legal_name: 'Taken LLC', was_legal_name: '' }], ['application', {}], ['rematch', {}],
    ];
    for (const [path, fields] of forms) {
      const res = await submit(stranger, `/app/deals/${deal.deal_id}/${path}`, fields);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toContain('Smoke');
    }
    expect(await apiDeal(deal.deal_id)).toEqual(before);
    const jobs = await t.ctx.db.selectFrom('jobs').select('id').where('deal_id', '=', deal.deal_id).execute();
    expect(jobs).toEqual([]);
  });
});

describe('funder results and rematch', () => {
  it('rematch queues a job for the deal; the page says so until it completes, then shows every funder and check', async () => {
    const deal = await newDeal(flagged);
    const first = await view(me, `/app/deals/${deal.deal_id}`);
    expect(first.body).toContain('No matching results yet');
    expect(first.body).toContain(`action="/app/deals/${deal.deal_id}/rematch"`);

    const res = await submit(me, `/app/deals/${deal.deal_id}/rematch`, {});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/app/deals/${deal.deal_id}?done=rematch#results`);
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('deal_id', '=', deal.deal_id).execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'match', status: 'queued', org_id: broker.orgId });
    // The test app runs no worker until asked, so the job is still queued here.
    const queued = await view(me, res.headers.location as string);
    expect(queued.body).toContain('Matching queued');
    expect(queued.body).toContain('Matching in progress');
    expect((await view(me, `/app/deals/${deal.deal_id}/matching-status`)).json()).toEqual({ pending: true, status: 'queued' });

    t.ctx.worker.start();
    expect(await waitForJob(t.ctx, jobs[0]!.id)).toBe('completed');
    const results = (await apiDeal(deal.deal_id)).funder_results as Array<{ funder_name: string; hard_decline: boolean; matched: boolean }>;
    expect(results).toHaveLength(DEMO_FUNDERS.length);
    expect((await view(me, `/app/deals/${deal.deal_id}/matching-status`)).json()).toEqual({ pending: false, status: null });

    const done = await view(me, `/app/deals/${deal.deal_id}`);
    expect(done.body).not.toContain('Matching in progress');
    for (const r of results) expect(done.body).toContain(`of ${r.funder_name.replace(/&/g, '&amp;')}</summary>`);
    expect(done.body).toContain(`${results.length} funders evaluated, ${results.filter((r) => r.matched).length} matched.`);
    const declined = results.filter((r) => r.hard_decline).length;
    expect(declined).toBeGreaterThan(0);
    expect(done.body.match(/<span class="badge bad">Hard decline<\/span>/g)).toHaveLength(declined);
    expect(done.body).toContain('Declined: ');
    // The unrecognised industry could not be checked against exclusion lists: said in words and in the check rows.
    expect(done.body).toContain('Could not be checked');
    expect(done.body).toMatch(/<th scope="row">Industry not among \d+ excluded industries<\/th><td><span class="badge warn">Unknown<\/span><\/td>\s*<td>widget making<\/td>/);
  });

  it('without the match area the section says why and has no button; the POST is refused', async () => {
    const noMatch = await t.org('broker', { areas: ['deals'] });
    const user = await signIn(noMatch.orgId);
    const deal = await newDeal(DEMO_APPLICATION, noMatch.key);
    const page = await view(user, `/app/deals/${deal.deal_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/rematch"');
    expect(page.body).toContain('your organization\'s plan does not include matching');
    expect((await submit(user, `/app/deals/${deal.deal_id}/rematch`, {})).statusCode).toBe(403);
    expect(await t.ctx.db.selectFrom('jobs').select('id').where('deal_id', '=', deal.deal_id).execute()).toEqual([]);
  });
});
