// The dashboard end to end in a real browser: Debian's Chromium driven by playwright-core against the real server,
// listening on 127.0.0.1 in this process with the embedded worker (uploads are parsed), on a fresh SQLite database.
// Locators are accessible ones (role and label), so a control without a label or a name fails the test.
// Runs in `npm test` (the e2e project of vitest.config.ts); skipped where the run found no Chromium (the run says so
// at its start), and failing if Chromium is there but does not start.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp, TestOrg } from '../app.ts';
import { signIn, watchProblems } from './browser.ts';
import { startBrowserApp } from './app.ts';
import { has } from '../services.ts';

let t: TestApp;
let origin: string;
let browser: Browser;
let broker: TestOrg;
let user: { email: string; password: string };
let context: BrowserContext;
let page: Page;
let problems: string[];
let deal: { deal_id: string; dashboard_url: string };
let uploadedDealUrl: string;
let drillDownUrl: string;

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;

let missingBrowser: unknown = null;
const noChromium = !has('chromium');

beforeAll(async () => {
  if (noChromium) return;
  // A Chromium that is there but does not start fails every test below with the reason.
  const app = await startBrowserApp();
  if ('missing' in app) { missingBrowser = app.missing; return; }
  ({ browser, t, origin, broker } = app);
  user = await t.ctx.users.create({ orgId: broker.orgId, email: 'ann@broker.test' });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000); // a missing control fails its step with the locator's name, before the test's timeout
  problems = watchProblems(context);
  page = await context.newPage();
});

beforeEach(() => {
  if (missingBrowser) throw missingBrowser;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function api(method: string, path: string, key: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${key}`,
    ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

describe.skipIf(noChromium)('dashboard in Chromium', () => {
  it('sends a visitor without a session to the sign-in page, which refuses a wrong password', async () => {
    const response = await page.goto(`${origin}/app/deals?stage=Potential`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('E-mail or password is wrong');
  });

  it('signs in through the form and returns where the user was going', async () => {
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/app/deals?stage=Potential`);
    await expect(page.getByRole('heading', { name: 'Deals' }).isVisible()).resolves.toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'mca_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/app' });
  });

  it('lists a deal created through the API, with its review flag, and finds it by search', async () => {
    const created = await api('POST', '/v1/deals', broker.key, { external_id: 'crm-e2e-1', application: {
      legal_name: 'Acme Widgets LLC', type_of_entity: 'LLC', industry: 'widget making', country: 'USA', state_region: 'tx' } });
    expect(created.status).toBe(201);
    deal = created.body as typeof deal;
    expect(deal.dashboard_url).toBe(`${origin}/app/deals/${deal.deal_id}`);
    await page.goto(`${origin}/app/deals`);
    const row = page.getByRole('row', { name: /Acme Widgets LLC/ });
    await expect(row.getByText('1 to review').isVisible()).resolves.toBe(true);
    await page.getByLabel('Search').fill('crm-e2e-1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/q=crm-e2e-1/);
    await expect(page.getByRole('link', { name: 'Acme Widgets LLC' }).getAttribute('href')).resolves.toBe(`/app/deals/${deal.deal_id}`);
    await page.getByLabel('Search').fill('no such deal');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/q=no/);
    await expect(page.getByRole('link', { name: 'Acme Widgets LLC' }).count()).resolves.toBe(0);
  });

  it('opens the deal from its dashboard_url and resolves its review flag by choosing a supported value in place', async () => {
    await page.goto(deal.dashboard_url);
    await expect(page.getByRole('heading', { name: 'Acme Widgets LLC' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: '1 value to review' }).isVisible()).resolves.toBe(true);
    await page.getByLabel('Supported industry').selectOption('restaurant');
    await page.getByRole('button', { name: 'Use this value' }).click();
    await page.waitForURL(/done=flag/);
    await expect(page.getByRole('status').first().textContent()).resolves.toContain('the review flag is resolved');
    await expect(page.getByText('No values to review.').isVisible()).resolves.toBe(true);
    const saved = await api('GET', `/v1/deals/${deal.deal_id}`, broker.key);
    expect(saved.body.review_flags).toEqual([]);
    expect((saved.body.application as Record<string, unknown>).industry).toBe('restaurant');
  });

  it('uploads a sample statement on the upload page and watches it complete (progress bar, live status)', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload' }).click();
    await page.waitForURL(`${origin}/app/upload`);
    await page.getByLabel('Bank statement PDFs').setInputFiles(['s01_statement_2026-06.pdf', 's01_statement_2026-07.pdf'].map((f) => join(SAMPLES, f)));
    await expect(page.getByText('s01_statement_2026-07.pdf').isVisible()).resolves.toBe(true); // the chosen files, listed by script
    await page.getByLabel(/External id/).fill('crm-e2e-2');
    await page.getByRole('button', { name: 'Upload' }).click();
    const progress = page.getByRole('progressbar');
    await progress.waitFor({ state: 'visible' });
    // The bytes' upload reaching 100%: a second on an idle machine, longer on a loaded one (poll's own default is 1 s,
    // which a CI run on a slower host missed).
    await expect.poll(() => progress.evaluate((el) => (el as unknown as { value: number }).value), { timeout: 30_000 }).toBe(100);
    // The status is polled into a live region on this same page until the parsing completes.
    await page.getByRole('status').filter({ hasText: 'Done: the statements are read.' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/app/upload');
    await page.getByRole('link', { name: 'Open the deal' }).click();
    await page.waitForURL(/\/app\/deals\/[0-9a-f-]{36}$/);
    uploadedDealUrl = page.url();
    await expect(page.getByRole('heading', { name: 'QUARRY LANE COLLISION CENTER LLC' }).isVisible()).resolves.toBe(true);
  }, 60_000);

  it('clicks a monthly revenue figure and sees the transactions that make it', async () => {
    await page.getByRole('link', { name: /: revenue of Jun 2026/i }).click();
    await page.waitForURL(/\/months\/2026-06\/revenue$/);
    drillDownUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Revenue of Jun 2026' }).isVisible()).resolves.toBe(true);
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBeGreaterThan(10);
    const shown = await page.locator('#shown').textContent();
    expect(shown).toMatch(/^\$[\d,]+\.\d\d$/);
    await expect(page.locator('#total').textContent()).resolves.toBe(shown); // the listed transactions add up to the figure
  });

  it("gives another organization's user a 404 page for the deal, never its data", async () => {
    const other = await t.org('broker');
    const stranger = await t.ctx.users.create({ orgId: other.orgId, email: 'bob@other.test' });
    const otherContext = await browser.newContext();
    const otherProblems = watchProblems(otherContext);
    try {
      const otherPage = await otherContext.newPage();
      await signIn(otherPage, origin, stranger.email, stranger.password);
      for (const url of [deal.dashboard_url, uploadedDealUrl, drillDownUrl]) {
        const response = await otherPage.goto(url);
        expect(response?.status()).toBe(404);
        await expect(otherPage.getByRole('heading', { name: 'Not found' }).isVisible()).resolves.toBe(true);
        const text = await otherPage.locator('main').textContent();
        expect(text).not.toMatch(/Acme|widget|QUARRY|\$/i);
      }
      await otherPage.goto(`${origin}/app/deals`);
      await expect(otherPage.getByText('No deals yet').isVisible()).resolves.toBe(true);
      expect(otherProblems).toEqual([]);
    } finally {
      await otherContext.close();
    }
  });

  it('works without JavaScript: sign in, upload through the plain form, the job page shows the result', async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plainPage = await plain.newPage();
      await signIn(plainPage, origin, user.email, user.password);
      await plainPage.goto(`${origin}/app/upload`);
      await plainPage.getByLabel('Bank statement PDFs').setInputFiles(join(SAMPLES, 's01_statement_2026-08.pdf'));
      // The job finishes in the embedded worker of this process: wait for its event, not for a clock.
      const finished = new Promise<{ id: string; status: string }>((resolve) => t.ctx.worker.events.once('finished', resolve));
      await plainPage.getByRole('button', { name: 'Upload' }).click();
      await plainPage.waitForURL(/\/app\/parsings\/[0-9a-f-]{36}$/);
      await expect(plainPage.getByRole('heading', { name: 'Statement upload' }).isVisible()).resolves.toBe(true);
      expect(await finished).toMatchObject({ id: plainPage.url().split('/').pop(), status: 'completed' });
      await plainPage.reload(); // by hand, as the page says
      await expect(plainPage.getByRole('status').textContent()).resolves.toContain('Done: the statements are read.');
      await plainPage.getByRole('link', { name: 'Open the deal' }).click();
      await expect(plainPage.getByRole('heading', { name: 'QUARRY LANE COLLISION CENTER LLC' }).isVisible()).resolves.toBe(true);
    } finally {
      await plain.close();
    }
  });

  it('creates an API key on the settings page (the secret shown once, and it works), then revokes it', async () => {
    await page.goto(`${origin}/app/deals`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${origin}/app/settings`);
    await page.getByLabel('deals:read').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('heading', { name: 'New API key' }).isVisible()).resolves.toBe(true);
    const secret = (await page.locator('#new-secret').textContent())!.trim();
    expect(secret).toMatch(/^mca_[A-Za-z0-9]{55}$/);
    expect((await api('GET', `/v1/deals/${deal.deal_id}`, secret)).status).toBe(200);
    expect((await api('POST', '/v1/deals', secret, { application: { legal_name: 'X' } })).status).toBe(403); // deals:read only

    await page.getByRole('link', { name: /back to settings/ }).click();
    await page.waitForURL(`${origin}/app/settings#keys`);
    expect(await page.content()).not.toContain(secret); // shown once: the list has only its prefix
    const prefix = secret.slice(0, 16);
    const row = page.getByRole('row', { name: new RegExp(prefix) });
    await expect(row.getByText('active').isVisible()).resolves.toBe(true);
    page.once('dialog', (dialog) => void dialog.accept()); // "Revoke key ...?" (data-confirm)
    await row.getByRole('button', { name: `Revoke ${prefix}` }).click();
    await page.waitForURL(/done=key_revoked/);
    await expect(page.getByRole('status').first().textContent()).resolves.toContain('API key revoked');
    await expect(page.getByRole('row', { name: new RegExp(prefix) }).getByText(/revoked/).isVisible()).resolves.toBe(true);
    expect((await api('GET', `/v1/deals/${deal.deal_id}`, secret)).status).toBe(401);
  });

  it('fits a 375-px-wide phone: no page scrolls sideways (wide tables and the chart scroll inside their frames)', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      await phone.addCookies(await context.cookies());
      const phonePage = await phone.newPage();
      const statementUrl = `${uploadedDealUrl}/statements/1`;
      for (const url of [`${origin}/app/deals`, deal.dashboard_url, uploadedDealUrl, drillDownUrl, statementUrl, `${origin}/app/upload`, `${origin}/app/settings`]) {
        await phonePage.goto(url);
        expect(await phonePage.title()).not.toMatch(/Sign in|Not found/);
        const width = await phonePage.evaluate<number>('document.documentElement.scrollWidth');
        expect({ url, width }).toEqual({ url, width: 375 });
      }
    } finally {
      await phone.close();
    }
  });

  it('signs out: the session is gone and /app/deals sends to the sign-in page again', async () => {
    await page.goto(`${origin}/app/deals`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${origin}/app/login`);
    await page.goto(`${origin}/app/deals`);
    expect(new URL(page.url()).pathname).toBe('/app/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/app/deals');
  });

  it('reported no script or console errors on any page (CSP refusals included)', () => {
    expect(problems).toEqual([]);
  });
});
