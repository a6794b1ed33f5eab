// Issue 36 item 4 in Chromium: an applicant's tax ID and date of birth are masked on the deal page; the member who
// clicks Reveal sees the one value asked for, and the deal's activity log says who revealed which field (not the
// value). Same setup as risk.e2e.test.ts; a screenshot of the application section goes to $MCA_SCREENSHOTS.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { TestApp, TestOrg } from '../app.ts';
import { signedInPage } from './browser.ts';
import { has } from '../services.ts';
import { startBrowserApp } from './app.ts';

let t: TestApp;
let origin: string;
let browser: Browser;
let broker: TestOrg;
let page: Page;
let problems: string[];
let missingBrowser: unknown = null;
let dealUrl: string;
const noChromium = !has('chromium');
const SHOTS = process.env.MCA_SCREENSHOTS ?? tmpdir();

beforeAll(async () => {
  if (noChromium) return;
  const app = await startBrowserApp();
  if ('missing' in app) { missingBrowser = app.missing; return; }
  ({ browser, t, origin, broker } = app);
  const deal = await t.request('POST', '/v1/deals', { key: broker.key, body: { application: { legal_name: 'Summit Ridge Builders, Inc.',
    applicants: [{ first_name: 'Anna', last_name: 'Whitaker-Lee', ownership: 40, tax_id: '512-44-9087', date_of_birth: '1979-04-23' }] } } });
  expect(deal.statusCode).toBe(201);
  dealUrl = deal.json().dashboard_url;
  const user = await t.ctx.users.create({ orgId: broker.orgId, email: 'sensitive@broker.test' });
  ({ page, problems } = await signedInPage(browser, origin, user));
});

beforeEach(() => {
  if (missingBrowser) throw missingBrowser;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe.skipIf(noChromium)('sensitive values on the deal page, in Chromium (issue 36)', () => {
  it('shows the tax ID and date of birth masked, and nowhere in the page plain', async () => {
    await page.goto(dealUrl);
    const applicants = page.getByRole('table', { name: 'Applicants' });
    await expect(applicants.getByText('***-**-9087').isVisible()).resolves.toBe(true);
    await expect(applicants.getByText('****-**-**').isVisible()).resolves.toBe(true);
    const html = await page.content();
    expect(html).not.toContain('512449087');
    expect(html).not.toContain('1979-04-23');
    await page.getByRole('region', { name: 'Application' }).screenshot({ path: join(SHOTS, 'sensitive-masked.png') });
  });

  it('reveals the one value asked for and records the reveal in the activity log', async () => {
    await page.getByRole('button', { name: /^Reveal applicants\[0\]\.tax_id/ }).click();
    const applicants = page.getByRole('table', { name: 'Applicants' });
    await expect(applicants.getByText('512449087').isVisible()).resolves.toBe(true);
    // Only the field asked for: the date of birth stays masked.
    await expect(applicants.getByText('****-**-**').isVisible()).resolves.toBe(true);
    const activity = page.getByRole('region', { name: 'Notes and activity' });
    await expect(activity.getByText('Revealed Applicant 1: tax ID').isVisible()).resolves.toBe(true);
    await expect(activity.getByText('sensitive@broker.test').isVisible()).resolves.toBe(true);
    // Reloading the deal (a GET) shows it masked again.
    await page.goto(dealUrl);
    expect(await page.content()).not.toContain('512449087');
  });

  it('reported no script or console errors', () => {
    expect(problems).toEqual([]);
  });
});
