// The underwriter's desk in Chromium (issue 23): an upload is matched as soon as it is read, the deal page opens with
// its summary, and the deals list sorts by its figures. Same setup as dashboard.e2e.test.ts: the real server on
// 127.0.0.1 with the embedded worker, a fresh SQLite database, accessible locators only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { TestApp, TestOrg } from '../app.ts';
import { signedInPage } from './browser.ts';
import { has } from '../services.ts';
import { startBrowserApp } from './app.ts';
import { generate } from '../statements/generator/index.ts';
import { scanPdf } from '../statements/scan/scan.ts';

let t: TestApp;
let origin: string;
let browser: Browser;
let broker: TestOrg;
let page: Page;
let problems: string[];
let dealUrl: string;
let missingBrowser: unknown = null;
// Without Chromium the file is skipped, and the run's first lines say so (test/setup/global.ts).
const noChromium = !has('chromium');

const SAMPLES = new URL('../../../shared/corpus/samples/s01/', import.meta.url).pathname;

beforeAll(async () => {
  if (noChromium) return;
  const app = await startBrowserApp();
  if ('missing' in app) { missingBrowser = app.missing; return; }
  ({ browser, t, origin, broker } = app);
  await t.ctx.funders.select(broker.orgId, [
    (await t.ctx.funders.create({ name: 'Open Door Capital', criteria: [] })).id,
    (await t.ctx.funders.create({ name: 'Big Only Funding', criteria: [{ check: 'min_avg_daily_balance', value: 1e9, hard: true }] })).id,
  ]);
  const user = await t.ctx.users.create({ orgId: broker.orgId, email: 'uw@broker.test' });
  ({ page, problems } = await signedInPage(browser, origin, user, { acceptDownloads: true }));
});

beforeEach(() => {
  if (missingBrowser) throw missingBrowser;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe.skipIf(noChromium)('the underwriter\u2019s desk in Chromium', () => {
  it('matches an uploaded deal as soon as its statements are read (2), and its page opens with the summary (1)', async () => {
    await page.goto(`${origin}/app/upload`);
    await page.getByLabel('Bank statement PDFs').setInputFiles(join(SAMPLES, 's01_statement_2026-06.pdf'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').filter({ hasText: 'Done: the statements are read.' }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Open the deal' }).click();
    await page.waitForURL(/\/app\/deals\/[0-9a-f-]{36}$/);
    dealUrl = page.url();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Avg monthly true revenue').isVisible()).resolves.toBe(true);
    // The match queued with the upload's completion: reload until its run is the deal's (the page polls nothing here).
    await expect.poll(async () => {
      await page.reload();
      return summary.getByText(/Matched \d+ of \d+ funders/).textContent().catch(() => null);
    }, { timeout: 30_000 }).toContain('Matched 1 of 2 funders');
    await expect(summary.getByText(/Best: Open Door Capital/).isVisible()).resolves.toBe(true);
    // The summary comes first: its heading is above the stage form's, inside the first screen.
    const summaryTop = (await page.getByRole('heading', { name: 'Summary' }).boundingBox())!.y;
    expect(summaryTop).toBeLessThan((await page.getByRole('heading', { name: 'Stage and auto-submit' }).boundingBox())!.y);
    expect(summaryTop).toBeLessThan(900);
    await expect(page.getByRole('region', { name: 'Funder results' }).getByRole('button', { name: 'Rematch' }).isVisible()).resolves.toBe(true);
    await summary.getByRole('link', { name: 'All funder results' }).click();
    await page.waitForURL(/#results$/);
  }, 90_000);

  it('offers Match, not Rematch, on a deal that was never matched', async () => {
    const created = await fetch(`${origin}/v1/deals`, { method: 'POST', headers: { authorization: `Bearer ${broker.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ application: { legal_name: 'Never Matched LLC' }, financials: { avg_monthly_revenue: 1000, avg_daily_balance: 99999 } }) });
    const { dashboard_url } = await created.json() as { dashboard_url: string };
    await page.goto(dashboard_url);
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('Not matched yet.').isVisible()).resolves.toBe(true);
    const results = page.getByRole('region', { name: 'Funder results' });
    await expect(results.getByRole('button', { name: 'Rematch' }).count()).resolves.toBe(0);
    await results.getByRole('button', { name: 'Match', exact: true }).click();
    await page.waitForURL(/done=rematch/);
  });

  it('sorts the deals list by a figure column (1)', async () => {
    await page.goto(`${origin}/app/deals`);
    await page.getByRole('link', { name: /^Avg daily balance/ }).click();
    await page.waitForURL(/sort=balance/);
    await expect(page.getByRole('columnheader', { name: /Avg daily balance/ }).getAttribute('aria-sort')).resolves.toBe('descending');
    const first = page.getByRole('row').nth(1);
    await expect(first.getByRole('link', { name: 'Never Matched LLC' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('row', { name: /QUARRY LANE/ }).getByText(/1 of 2/).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: /^Avg daily balance/ }).click();
    await page.waitForURL(/dir=asc/);
    await expect(page.getByRole('columnheader', { name: /Avg daily balance/ }).getAttribute('aria-sort')).resolves.toBe('ascending');
  });

  it('recategorises a deposit, sees the figures marked corrected and the change logged, and adds a note (3)', async () => {
    const trueRevenue = page.getByRole('region', { name: 'Summary' }).getByRole('definition').nth(1);
    await page.goto(dealUrl);
    const before = await trueRevenue.textContent();
    await page.goto(`${dealUrl}/statements/1?category=revenue`);
    await page.getByRole('link', { name: /^Recategorise transaction \d+$/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Recategorise a transaction' }).isVisible()).resolves.toBe(true);
    await page.getByLabel('Category').selectOption({ label: 'Loan or advance proceeds' });
    await page.getByLabel('Note').fill('Owner confirmed: this deposit is a loan');
    await page.getByRole('button', { name: 'Save correction' }).click();
    await page.waitForURL(/done=corrected/);
    await page.goto(dealUrl);
    await expect(trueRevenue.textContent()).resolves.not.toBe(before);
    await expect(trueRevenue.getByText('corrected').isVisible()).resolves.toBe(true);
    const log = page.getByRole('region', { name: 'Notes and activity' });
    await expect(log.getByText(/from Revenue to Loan or advance proceeds/).isVisible()).resolves.toBe(true);
    await expect(log.getByText('uw@broker.test').first().isVisible()).resolves.toBe(true);
    await log.getByLabel('Note').fill('Asked for the loan agreement.');
    await log.getByRole('button', { name: 'Add note' }).click();
    await page.waitForURL(/done=note/);
    await expect(page.getByRole('region', { name: 'Notes and activity' }).getByText('Asked for the loan agreement.').isVisible()).resolves.toBe(true);
    const api = await (await fetch(`${origin}/v1/deals/${dealUrl.split('/').pop()}`, { headers: { authorization: `Bearer ${broker.key}` } })).json() as { corrected_fields: string[] };
    expect(api.corrected_fields).toContain('avg_monthly_true_revenue');
  });

  it('downloads the deal as an Excel workbook and a CSV, and has a print button (4)', async () => {
    await page.goto(dealUrl);
    const downloads = page.getByRole('navigation', { name: 'Downloads' });
    const [xlsx] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('link', { name: 'Excel workbook' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx$/); // the business and the day
    const bytes = readFileSync((await xlsx.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip: the .xlsx container
    const [csv] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('link', { name: 'transactions (CSV)' }).click()]);
    expect(readFileSync((await csv.path())!, 'utf8').split('\r\n')[0]).toBe('Statement,Account,Date,Description,Category,Debit,Credit,Printed balance,Category code');
    await expect(downloads.getByRole('button', { name: 'Print summary' }).isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'Summary' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Add note' }).isVisible()).resolves.toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('draws the daily balance under the monthly bars, negative days linked to their transactions (5)', async () => {
    await page.goto(dealUrl);
    await expect(page.getByRole('img', { name: 'Daily balance' }).isVisible()).resolves.toBe(true);
    const api = await (await fetch(`${origin}/v1/deals/${dealUrl.split('/').pop()}`, { headers: { authorization: `Bearer ${broker.key}` } })).json() as
      { financials: { months: Array<{ negative_days_count: number }> } };
    const negative = api.financials.months.reduce((n, m) => n + m.negative_days_count, 0);
    const links = page.getByRole('link', { name: /^\d{4}-\d{2}-\d{2}: -\$[\d,.]+, the transactions of that day$/ });
    await expect(links.count()).resolves.toBe(negative);
    if (negative === 0) {
      await expect(page.getByText('No day ended below zero.').isVisible()).resolves.toBe(true);
    } else {
      await links.first().click();
      await page.waitForURL(/\/statements\/\d+#t\d+$/);
      await expect(page.locator(':target').count()).resolves.toBe(1);
    }
  });

  // Last: the scan's deal would join the deals list the tests above sort.
  it('shows a scan\u2019s pages as they are OCR\u2019d, with a bar and the time left, then the result (7)', async () => {
    // Three pages of a generated statement, scanned (test/statements/scan): OCR takes seconds a page, so the job
    // reports between pages for long enough to be seen, and the whole test stays short (the corpus' 11-page real
    // scan takes ~30 s; scanned-real.test.ts reads that one, upload-progress.db.test.ts three of its pages).
    const g = await generate('signed_trailing', 507, { content: { months: 3, density: 0.05 } });
    const scan = await scanPdf(g.pdf, { seed: 'e2e-progress' });
    expect(scan.pages.length).toBe(3);
    await page.goto(`${origin}/app/upload`);
    await page.getByLabel('Bank statement PDFs').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(scan.pdf) });
    await page.getByRole('button', { name: 'Upload' }).click();
    const bar = page.getByRole('progressbar', { name: 'Pages read' });
    await bar.waitFor({ state: 'visible', timeout: 60_000 });
    await expect(bar.getAttribute('max')).resolves.toBe('3');
    // The bar and its words come from the same poll; a busy machine may first see the last page (nothing left then).
    const words = (await page.getByText(/^Page \d of 3 read/).textContent())!;
    const read = Number(/^Page (\d)/.exec(words)![1]);
    expect(words).toMatch(read < 3 ? /^Page ([12]) of 3 read, \1 by OCR \(about \d+\.\d s a page\); about \d+ (s|min) left\.$/
      : /^Page 3 of 3 read, 3 by OCR \(about \d+\.\d s a page\)\.$/);
    await expect(bar.getAttribute('value')).resolves.toBe(String(read));
    await page.getByRole('status').filter({ hasText: /^Done: the statements are read\.|^Failed/ }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Done: the statements are read.' }).isVisible()).resolves.toBe(true);
    await expect(bar.isVisible()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: 'Open the deal' }).isVisible()).resolves.toBe(true);
  }, 120_000);

  it('reported no script or console errors', () => {
    expect(problems).toEqual([]);
  });
});
