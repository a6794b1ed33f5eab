// Teams on the real app and database, as browsers use the dashboard: an admin invites by a one-time link, the
// invitee joins with the invited role, and the role decides what each can do; a used, withdrawn, expired or unknown
// link is refused alike; an organization keeps an admin; removals end sessions; every change is in the team log;
// nothing crosses organizations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { asBrowser, cookieOf, encodeForm, FORM_TYPE, signIn, type Browser } from '../../test/signin.ts';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;
let admin: Browser;
let otherAdmin: Browser;
let dealId: string;
let otherDealId: string;
let n = 0;
const address = () => `10.23.${Math.floor(++n / 250)}.${n % 250}`;

const post = (b: Browser, url: string, fields: Record<string, string> = {}) => b.post(url, { ...fields, _csrf: b.csrf });
const newDeal = async (o: TestOrg) => (await t.request('POST', '/v1/deals', { key: o.key, body: { application: { legal_name: 'Acme Widgets LLC' } } })).json().deal_id as string;
const stageOf = async (o: TestOrg, id: string) => (await t.request('GET', `/v1/deals/${id}`, { key: o.key })).json().stage as string;

/** The admin's invitation through the team page's form: the link from the 201 page that shows it once. */
async function invite(by: Browser, email: string, role: string) {
  const res = await post(by, '/app/team/invitations', { email, role });
  expect(res.statusCode).toBe(201);
  const link = /<code id="new-secret" class="secret">([^<]+)<\/code>/.exec(res.body)?.[1];
  expect(link).toMatch(/^http:\/\/[^/]+\/app\/invite\/inv_[A-Za-z0-9_-]{43}$/);
  return new URL(link!).pathname;
}

/** Opens the link signed out and joins with a password, as the invitee's browser does; their browser after. */
async function accept(path: string, password = 'a long enough passphrase') {
  return submit(path, await open(path), password);
}

/** The link's page opened: the form's CSRF token. */
async function open(path: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  return cookieOf(page, 'mca_login_csrf')!.value;
}

/** The opened page's form sent with a password. */
async function submit(path: string, csrf: string, password = 'a long enough passphrase') {
  const res = await t.app.inject({ method: 'POST', url: path, headers: { ...FORM_TYPE, cookie: `mca_login_csrf=${csrf}` },
    payload: encodeForm({ _csrf: csrf, password, confirmation: password }) });
  return { res, browser: res.statusCode === 303 ? await asBrowser(t.app, cookieOf(res, 'mca_session')!.value) : null };
}

async function joined(email: string, role: string) {
  const { res, browser } = await accept(await invite(admin, email, role));
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/app/deals');
  return browser!;
}

beforeAll(async () => {
  t = await startTestApp();
  org = await t.org('broker');
  other = await t.org('broker');
  const a = await t.ctx.users.create({ orgId: org.orgId, email: 'boss@example.test' });
  admin = await signIn(t.app, a.email, a.password, { remoteAddress: address() });
  const b = await t.ctx.users.create({ orgId: other.orgId, email: 'boss@other.test' });
  otherAdmin = await signIn(t.app, b.email, b.password, { remoteAddress: address() });
  dealId = await newDeal(org);
  otherDealId = await newDeal(other);
});
afterAll(() => t.close());

describe('inviting and joining', () => {
  it('an invited member joins with a password, is signed in, signs in again later and can change deals', async () => {
    const path = await invite(admin, 'Ann@Example.test', 'member');
    // Only the token's SHA-256 is stored.
    const token = path.split('/').pop()!;
    const rows = await t.ctx.db.selectFrom('org_invitations').selectAll().where('email', '=', 'ann@example.test').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const team = await admin.get('/app/team');
    expect(team.body).toContain('<th scope="row">ann@example.test</th><td>member</td>');

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Join Test broker');
    expect(page.body).toContain('as <strong>member</strong>, signing in as <strong>ann@example.test</strong>');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const { res, browser } = await accept(path, 'anns chosen passphrase');
    expect(res.statusCode).toBe(303);
    const ann = browser!;
    expect((await post(ann, `/app/deals/${dealId}/stage`, { stage: 'ISO review' })).statusCode).toBe(303);
    expect(await stageOf(org, dealId)).toBe('ISO review');
    expect((await ann.get('/app/team')).body).toContain('You are <strong>member</strong>');
    // A member may not manage the team or the settings.
    expect((await post(ann, '/app/team/invitations', { email: 'x@example.test', role: 'admin' })).statusCode).toBe(403);
    expect((await ann.get('/app/settings')).statusCode).toBe(403);
    expect((await post(ann, '/app/settings/keys', { scope: 'deals:read' })).statusCode).toBe(403);
    expect(await signIn(t.app, 'ann@example.test', 'anns chosen passphrase', { remoteAddress: address() })).toBeTruthy();
  });

  it('a viewer reads deals but every change is refused (403) and nothing changes', async () => {
    const viewer = await joined('vic@example.test', 'viewer');
    const before = await stageOf(org, dealId);
    const view = await viewer.get(`/app/deals/${dealId}`);
    expect(view.statusCode).toBe(200);
    // The deal page offers a viewer no form that changes the deal (a member's page has them).
    expect(view.body.split('<main')[1]).not.toContain('method="post"');
    expect(view.body).toContain('You can read this deal (viewer)');
    expect((await admin.get(`/app/deals/${dealId}`)).body.split('<main')[1]).toContain(`action="/app/deals/${dealId}/stage"`);
    // Nor a link to a page it would be refused: the deal has no statements, and only an admin is offered to upload them.
    expect(view.body.split('<main')[1]).not.toContain('href="/app/upload');
    expect((await admin.get(`/app/deals/${dealId}`)).body.split('<main')[1]).toContain(`href="/app/upload?deal=${dealId}"`);
    const refused = await post(viewer, `/app/deals/${dealId}/stage`, { stage: 'Closed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('your role in Test broker');
    expect(await stageOf(org, dealId)).toBe(before);
    expect((await post(viewer, `/app/deals/${dealId}/notes`, { note: 'should not be kept' })).statusCode).toBe(403);
    const activity = await t.ctx.db.selectFrom('deal_activity').select('type').where('deal_id', '=', dealId).execute();
    expect(activity.map((a) => a.type)).not.toContain('note');
    expect((await viewer.get('/app/upload')).statusCode).toBe(403);
    // The service refuses too: a viewer's session carries read scopes only.
    const session = await t.ctx.users.session(viewer.token);
    await expect(t.ctx.corrections.addNote(session!.auth, dealId, 'via the service')).rejects.toMatchObject({ code: 'insufficient_scope' });
    // Navigation offers what the role can use; signing out and the own password stay possible.
    const deals = await viewer.get('/app/deals');
    expect(deals.body).not.toContain('href="/app/upload"');
    expect(deals.body).not.toContain('href="/app/settings"');
    expect(deals.body).toContain('href="/app/team"');
    expect((await post(viewer, '/app/logout')).statusCode).toBe(303);
  });

  it('a used, withdrawn, expired or unknown link is refused alike (404), and nobody is created', async () => {
    const used = await invite(admin, 'once@example.test', 'member');
    expect((await accept(used)).res.statusCode).toBe(303);
    const withdrawn = await invite(admin, 'gone@example.test', 'member');
    const id = (await t.ctx.db.selectFrom('org_invitations').select('id').where('email', '=', 'gone@example.test').executeTakeFirstOrThrow()).id;
    expect((await post(admin, `/app/team/invitations/${id}/withdraw`)).statusCode).toBe(303);
    const expired = await invite(admin, 'late@example.test', 'member');
    await t.ctx.db.updateTable('org_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', 'late@example.test').execute();
    const unknown = `/app/invite/inv_${'A'.repeat(43)}`;
    const usersBefore = (await t.ctx.db.selectFrom('users').select('id').execute()).length;
    for (const path of [used, withdrawn, expired, unknown, '/app/invite/not-a-token']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('this invitation link is not valid');
      // Posting the form anyway (with a valid form token from the sign-in page) is refused the same way.
      const csrf = cookieOf(await t.app.inject({ method: 'GET', url: '/app/login' }), 'mca_login_csrf')!.value;
      const posted = await t.app.inject({ method: 'POST', url: path, headers: { ...FORM_TYPE, cookie: `mca_login_csrf=${csrf}` },
        payload: encodeForm({ _csrf: csrf, password: 'x'.repeat(20), confirmation: 'x'.repeat(20) }) });
      expect(posted.statusCode).toBe(404);
    }
    expect((await t.ctx.db.selectFrom('users').select('id').execute()).length).toBe(usersBefore);
    // Withdrawn and expired invitations are no longer listed as pending.
    const pending = (await admin.get('/app/team')).body.split('id="invitations"')[1]!.split('id="team-log"')[0]!;
    expect(pending).not.toContain('gone@example.test');
    expect(pending).not.toContain('late@example.test');
  });

  it('two acceptances of one link at once make one user', async () => {
    const path = await invite(admin, 'race@example.test', 'member');
    // Both browsers have the page open before either sends it (opened after one joined, the link is gone: a 404).
    const [first, second] = [await open(path), await open(path)];
    const [a, b] = await Promise.all([submit(path, first), submit(path, second)]);
    expect([a.res.statusCode, b.res.statusCode].sort()).toEqual([303, 404]);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'race@example.test').execute()).toHaveLength(1);
  });

  it('refuses a bad e-mail, an unknown role, an e-mail that has an account, and a short password (422)', async () => {
    for (const [email, role, message] of [['not-an-email', 'member', 'E-mail: must be an e-mail address'], ['r@example.test', 'owner', 'Role: must be one of admin, member, viewer'],
      ['boss@other.test', 'member', 'E-mail: already has an account']]) {
      const res = await post(admin, '/app/team/invitations', { email: email!, role: role! });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(message);
    }
    const path = await invite(admin, 'shorty@example.test', 'member');
    expect((await accept(path, 'short')).res.statusCode).toBe(422);
    expect((await accept(path)).res.statusCode).toBe(303); // the refused try did not use the link up
  });
});

describe('roles and removal', () => {
  it('a role change applies to the next request; the last admin cannot step down; a removed member is signed out for good', async () => {
    const mia = await joined('mia@example.test', 'member');
    const miaId = (await t.ctx.users.repo.findByEmail('mia@example.test'))!.id;
    expect((await post(admin, `/app/team/members/${miaId}/role`, { role: 'viewer' })).statusCode).toBe(303);
    expect((await post(mia, `/app/deals/${dealId}/stage`, { stage: 'Processing' })).statusCode).toBe(403);
    expect((await post(admin, `/app/team/members/${miaId}/role`, { role: 'admin' })).statusCode).toBe(303);
    expect((await mia.get('/app/settings')).statusCode).toBe(200);

    const bossId = (await t.ctx.users.repo.findByEmail('boss@other.test'))!.id;
    const lone = await post(otherAdmin, `/app/team/members/${bossId}/role`, { role: 'member' });
    expect(lone.statusCode).toBe(422);
    expect(lone.body).toContain('needs at least one admin');
    expect((await post(otherAdmin, `/app/team/members/${bossId}/remove`)).statusCode).toBe(422);

    expect((await post(mia, `/app/team/members/${miaId}/role`, { role: 'member' })).statusCode).toBe(303); // another admin remains
    expect((await post(admin, `/app/team/members/${miaId}/remove`)).statusCode).toBe(303);
    expect((await mia.get('/app/deals')).statusCode).toBe(303);
    await expect(signIn(t.app, 'mia@example.test', 'a long enough passphrase', { remoteAddress: address() })).rejects.toThrow(/sign-in failed: 401/);
    expect((await admin.get('/app/team')).body).toMatch(/mia@example\.test<\/th>\s*<td>member<\/td><td>[^<]+<\/td>\s*<td><span class="badge bad">removed/);
  });

  it('the team log says who invited, who joined, who changed which role and who removed whom', async () => {
    const { log } = await t.ctx.teams.team(org.orgId);
    const lines = log.map((e) => `${e.by} ${e.type} ${String(e.data.email)}`);
    expect(lines).toContain('boss@example.test invited ann@example.test');
    expect(lines).toContain('ann@example.test joined ann@example.test');
    expect(lines).toContain('boss@example.test invitation_withdrawn gone@example.test');
    expect(lines).toContain('mia@example.test role_changed mia@example.test');
    expect(lines).toContain('boss@example.test removed mia@example.test');
    expect(log.find((e) => e.type === 'role_changed' && e.data.after === 'viewer')?.data).toMatchObject({ before: 'member', after: 'viewer' });
    const page = await admin.get('/app/team');
    expect(page.body).toContain('boss@example.test changed the role of mia@example.test from member to viewer');
  });

  it('the operator invites and sets roles from the command line\'s service calls, named as the operator in the log', async () => {
    const inv = await t.ctx.teams.invite({ orgId: other.orgId, operator: true }, { email: 'ops-invited@example.test', role: 'viewer' });
    expect(inv.link.startsWith(`${t.config.dashboardUrl}/invite/inv_`)).toBe(true);
    const { res } = await accept(new URL(inv.link).pathname);
    expect(res.statusCode).toBe(303);
    const user = (await t.ctx.users.repo.findByEmail('ops-invited@example.test'))!;
    expect(user).toMatchObject({ org_id: other.orgId, role: 'viewer' });
    const { log } = await t.ctx.teams.team(other.orgId);
    expect(log.find((e) => e.type === 'invited')?.by).toBe('An operator (mca)');
  });
});

describe('between organizations', () => {
  it('an admin of another organization can neither see nor change this one\'s members, invitations or deals', async () => {
    await invite(admin, 'pending@example.test', 'member');
    const invitationId = (await t.ctx.db.selectFrom('org_invitations').select('id').where('email', '=', 'pending@example.test').executeTakeFirstOrThrow()).id;
    const annId = (await t.ctx.users.repo.findByEmail('ann@example.test'))!.id;
    const theirs = await otherAdmin.get('/app/team');
    expect(theirs.body).not.toContain('ann@example.test');
    expect(theirs.body).not.toContain('boss@example.test');
    expect(theirs.body).not.toContain('pending@example.test');
    expect((await post(otherAdmin, `/app/team/invitations/${invitationId}/withdraw`)).statusCode).toBe(404);
    expect((await post(otherAdmin, `/app/team/members/${annId}/role`, { role: 'viewer' })).statusCode).toBe(404);
    expect((await post(otherAdmin, `/app/team/members/${annId}/remove`)).statusCode).toBe(404);
    expect((await t.ctx.users.repo.findByEmail('ann@example.test'))).toMatchObject({ role: 'member', disabled_at: null });
    expect((await admin.get('/app/team')).body).toContain('pending@example.test');
    // A member of this organization does not see the other's deal, and the other's admin not this one's.
    const ann = await signIn(t.app, 'ann@example.test', 'anns chosen passphrase', { remoteAddress: address() });
    expect((await ann.get(`/app/deals/${otherDealId}`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/app/deals/${dealId}`)).statusCode).toBe(404);
  });
});
