// Teams in Chromium (issue 23, item 6): an admin invites a teammate as viewer and is shown the one-time link; the
// teammate opens it in a browser of their own, chooses a password and is signed in; a viewer reads deals but is
// offered nothing that changes them and is refused a change sent anyway; once the admin makes them a member, they
// change a deal's stage. Same setup as desk.e2e.test.ts: the real server on 127.0.0.1 with the embedded worker, a
// fresh SQLite database, accessible locators only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp, TestOrg } from '../app.ts';
import { signIn, watchProblems } from './browser.ts';
import { has } from '../services.ts';
import { startBrowserApp } from './app.ts';
import { uploadAndParse } from './seed.ts';

let t: TestApp;
let origin: string;
let browser: Browser;
let broker: TestOrg;
let admin: BrowserContext;
let adminPage: Page;
let teammate: BrowserContext;
let teammatePage: Page;
let problems: string[];
let teammateProblems: string[];
let inviteLink: string;
let dealUrl: string;
let missingBrowser: unknown = null;
// Without Chromium the file is skipped, and the run's first lines say so (test/setup/global.ts).
const noChromium = !has('chromium');

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;
const TEAMMATE = 'analyst@broker.test';
const PASSWORD = 'a long enough passphrase 42';

beforeAll(async () => {
  if (noChromium) return;
  const app = await startBrowserApp();
  if ('missing' in app) { missingBrowser = app.missing; return; }
  ({ browser, t, origin, broker } = app);
  // A deal with parsed statements: its transactions page has a link per row that only a member may follow.
  const parsed = await uploadAndParse(origin, broker.key, [{ name: 's01.pdf', bytes: new Uint8Array(readFileSync(SAMPLE)) }], 'team-e2e-1');
  dealUrl = `${origin}/app/deals/${parsed.deal_id}`;
  const owner = await t.ctx.users.create({ orgId: broker.orgId, email: 'owner@broker.test', role: 'admin' });
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  teammate = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  for (const c of [admin, teammate]) c.setDefaultTimeout(10_000);
  problems = watchProblems(admin);
  teammateProblems = watchProblems(teammate);
  adminPage = await admin.newPage();
  teammatePage = await teammate.newPage();
  await signIn(adminPage, origin, owner.email, owner.password);
}, 60_000);

beforeEach(() => {
  if (missingBrowser) throw missingBrowser;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe.skipIf(noChromium)('a team in Chromium', () => {
  it('an admin invites a teammate as viewer and is shown the one-time link', async () => {
    await adminPage.goto(`${origin}/app/deals`);
    await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await adminPage.waitForURL(/\/app\/team$/);
    const invitations = adminPage.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('textbox', { name: 'E-mail' }).fill(TEAMMATE);
    await invitations.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
    await invitations.getByRole('button', { name: 'Create invitation link' }).click();
    await expect(adminPage.getByRole('heading', { name: 'Invitation link' }).isVisible()).resolves.toBe(true);
    await expect(adminPage.getByRole('alert').textContent()).resolves.toContain(`send it to ${TEAMMATE}`);
    inviteLink = (await adminPage.getByText(/\/invite\/[\w-]{20,}$/).textContent())!.trim();
    expect(inviteLink).toMatch(new RegExp(`^${origin}/app/invite/[\\w-]+$`));
    // Back on the team page the invitation is pending, its link no longer shown.
    await adminPage.getByRole('link', { name: 'Back to the team' }).click();
    const pending = adminPage.getByRole('region', { name: 'Invitations' }).getByRole('row', { name: new RegExp(TEAMMATE) });
    await expect(pending.getByRole('cell', { name: 'viewer' }).isVisible()).resolves.toBe(true);
    await expect(adminPage.getByText(inviteLink).count()).resolves.toBe(0);
  });

  it('the teammate opens the link in their own browser, chooses a password and is signed in; the link works once', async () => {
    await teammatePage.goto(inviteLink);
    await expect(teammatePage.getByRole('heading', { name: /^Join / }).isVisible()).resolves.toBe(true);
    await expect(teammatePage.getByText(`signing in as ${TEAMMATE}`).isVisible()).resolves.toBe(true);
    await teammatePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await teammatePage.getByLabel('Password again').fill(PASSWORD);
    await teammatePage.getByRole('button', { name: /^Join / }).click();
    await teammatePage.waitForURL(/\/app\/deals$/);
    await expect(teammatePage.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    const again = await (await teammate.browser()!.newContext()).newPage();
    expect((await again.goto(inviteLink))!.status()).toBe(404);
    await again.context().close();
  });

  it('a viewer reads the deals but is offered no upload and no change, and a change sent anyway is refused', async () => {
    const p = teammatePage;
    await p.goto(`${origin}/app/deals`);
    await expect(p.getByRole('link', { name: 'QUARRY LANE', exact: false }).first().isVisible()).resolves.toBe(true);
    await expect(p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload' }).count()).resolves.toBe(0);
    await expect(p.getByRole('link', { name: /^Upload/ }).count()).resolves.toBe(0);
    await p.goto(dealUrl);
    await expect(p.getByRole('region', { name: 'Summary' }).isVisible()).resolves.toBe(true);
    await expect(p.getByText('You can read this deal (viewer)').isVisible()).resolves.toBe(true);
    for (const name of ['Save stage', 'Save auto-submit', 'Add note', 'Rematch', 'Match']) {
      await expect(p.getByRole('button', { name, exact: true }).count(), name).resolves.toBe(0);
    }
    await expect(p.getByRole('combobox', { name: 'Stage' }).count()).resolves.toBe(0);
    await expect(p.getByRole('link', { name: /^Upload/ }).count()).resolves.toBe(0);
    await p.goto(`${dealUrl}/statements/1`);
    await expect(p.getByRole('table').first().isVisible()).resolves.toBe(true);
    await expect(p.getByRole('link', { name: /^Recategorise/ }).count()).resolves.toBe(0);
    // The upload page, opened by its address, is refused.
    expect((await p.goto(`${origin}/app/upload`))!.status()).toBe(403);
    await expect(p.getByRole('heading', { name: 'Not allowed' }).isVisible()).resolves.toBe(true);
    await p.goto(dealUrl);
    // A stage change posted anyway, with the viewer's own session cookie and CSRF token (the page offers no form).
    const csrf = await p.locator('meta[name="csrf-token"]').getAttribute('content');
    const refused = await p.request.post(`${dealUrl}/stage`, { form: { _csrf: csrf!, stage: 'Closed' }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toMatch(/your role in .* is viewer/);
    await p.goto(dealUrl);
    await expect(p.getByText(/Stage Closed/).count()).resolves.toBe(0);
  });

  it('the admin makes the viewer a member, who can then change a deal\u2019s stage', async () => {
    await adminPage.goto(`${origin}/app/team`);
    const members = adminPage.getByRole('region', { name: 'Members' });
    await members.getByRole('combobox', { name: `Role of ${TEAMMATE}` }).selectOption('member');
    await members.getByRole('button', { name: `Change role of ${TEAMMATE}` }).click();
    await adminPage.waitForURL(/done=role_changed/);
    await expect(adminPage.getByText('Role changed. It applies to their next page.').isVisible()).resolves.toBe(true);
    await expect(adminPage.getByRole('region', { name: 'Team changes' })
      .getByText(`changed the role of ${TEAMMATE} from viewer to member`).isVisible()).resolves.toBe(true);

    const p = teammatePage;
    await p.goto(dealUrl);
    await expect(p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload' }).isVisible()).resolves.toBe(true);
    await p.getByRole('combobox', { name: 'Stage' }).selectOption('Underwriting');
    await p.getByRole('button', { name: 'Save stage' }).click();
    await p.waitForURL(/done=/);
    await expect(p.getByRole('combobox', { name: 'Stage' }).inputValue()).resolves.toBe('Underwriting');
    await p.goto(`${dealUrl}/statements/1`);
    await expect(p.getByRole('link', { name: /^Recategorise transaction \d+$/ }).first().isVisible()).resolves.toBe(true);
  });

  it('reported no script or console errors', () => {
    expect([...problems, ...teammateProblems]).toEqual([]);
  });
});
